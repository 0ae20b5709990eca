"""Decisions the level editor took where the issue (14) and the rulings are silent; each is
held by a test in tests/test_editor_model.py or tests/test_editor_window.py."""

NOTES = [
    "Tunnel pairs: the pair number is chosen for you — the lowest pair that has one end on the "
    "board is completed first, otherwise the lowest number not in use.",
    "A level validate would refuse is neither saved nor play-tested: Save shows validate's "
    "problems (the panel lists them as you go, each with its line in the file).",
    "Shipped levels are never overwritten: Save on a shipped file asks for a file of your own "
    "(in your levels folder by default).",
    "Tactrics puzzles are saved as proven only with the solver's proof for the very board "
    "being saved (written as par_proof, which the game checks); otherwise the file says "
    "par_proven = false (unless it is a shipped puzzle's board and par as shipped).",
    "Play-test of a Social Snake level plays the grid being edited only, you in the first seat "
    "and normal bots in the others (as many seats as the level's fewest players, at least "
    "3); nothing is saved and the results lead back to the editor.",
    "Play-test of a Snek arena: the shipped sample sneks, one per start. Play-test of a "
    "Tactrics start layout: you in the first seat and normal bots in the others, one seat per "
    "colour on the board, nothing saved.",
    "Play-test of an Antisocial Snake level plays the board being edited alone (one board "
    "per round), you in the first seat and normal bots in the others (the level's fewest "
    "players, at least 2); nothing is saved and the results lead back to the editor.",
    "Tactrics' setup lists the start layouts for the number of seats (the shipped one first, "
    "yours after it) and reads the list again when a seat is added or removed; a layout "
    "opened by path for another number of players is refused under the seats.",
    "Snek starts are painted as a heading marker on the board; a new start gets the default "
    "length, a start that stays where it was keeps its length, order and other keys.",
    'Your levels are listed after the shipped ones, their names followed by "(yours)"; a '
    "file is read again when its size or time stamp changed.",
    "Saving keeps the comment block at the top of the file, every key the editor does not "
    "understand, the comment lines above a key or a table (an array of tables by its place), "
    "a comment after a one-line value, and each row's comment while the board keeps its row "
    "count; otherwise the rows get the editor's row numbers. Arrays of tables are written "
    "as [[tables]], like the shipped files.",
    "Snek programs are not boards: the level editor sends you to Snek's program editor; "
    "battles are match files and are not opened either.",
    "Level details are typed in the panel's Level details tab (Ctrl+L): a value is taken when "
    "the typing is done (Enter, Tab or a click elsewhere) as one undo step; Esc puts the "
    "entry back as it was, and a value that cannot be used is refused in words, leaving the "
    "level as it was. Players are typed as 3-13, phases as A then B+C.",
    "Opened and saved unchanged, a level keeps its bytes: a board whose rows did not change "
    "is written exactly as the file had it (its spacing, column letters and comments).",
    "Bugcatcher: the board has nothing to paint (its size is set by Narrower / Wider / "
    "Shorter / Taller, 3 to 12 a side); the mission deck is edited one mission at a time in "
    "the Missions tab. Add puts a new mission after the one shown, in its round, as a cross "
    "mission (it needs no values); choosing another kind drops the values other kinds read "
    "and fills in those the new kind needs (shape RD, count 3, colour black, node central; a "
    "reach mission gets the rim) for you to change. Ranges are validate's own checks. "
    "Play-test: you and normal bots, as many seats as the level's fewest players.",
    "Double-edged Edges: the platform is a board of one row, each space's value its token; "
    "the start space is a paint that moves the gold mark (symmetry does not copy it, a value "
    "painted on it keeps it). The partner grid is typed as 3 x 3. Play-test: you and normal "
    "bots filling the level's partner grid (at most 12 seats, the setup's most).",
    "Renaming a grid renames it in the phases too; names are unique on a level. A Snek "
    "start's length is typed for the start under the cursor.",
]
