"""Bugcatcher's pages under "How to play": the rules in plain words and the rulings we made."""

from __future__ import annotations

from collections.abc import Sequence

GOAL = """Catch more fireflies than anyone else. Every player has two nodes: a central node \
that sits in a cell and a border node that sits on a corner of the cells. Each round both \
nodes lay a path, one segment per action, and every segment that is placed without a \
collision catches 1 firefly. Missions give more.

The match lasts 7 rounds (a level may choose another number). Paths are cleared after each \
round; each node starts the next round where its path ended."""

BOARD = """The Main Match's board (House of Larks) has 6 columns (A to F) and 5 rows (1 to \
5) of cells; a level may choose another size (Practice Meadow's is 4×4, A to D and 1 to 4), \
and the board in a match always shows its letters and numbers. A1 is the upper-left \
cell. A central node is named by its cell, e.g. C3. A border node is named by a cell and \
the corner of that cell: ul, ur, bl or br (upper left, upper right, bottom left, \
bottom right). On the board a central node is drawn as a disc and a border node as a \
diamond; a letter on a node (in a replay, once the match is over) is its player's.

A corner touches up to four cells, so it has up to four names: C1 br, D1 bl, C2 ur and D2 ul \
are the same corner, and you may type any of them. The game always shows a corner by one \
name: as the upper-left corner (ul) of the cell below and to its right; corners on the right \
edge use ur, corners on the bottom edge use bl, and the bottom-right corner of the board is \
br of the last cell."""

PREGAME = """Before round 1 every player lists up to 9 cells for the central node and up to \
9 corners for the border node, best first, and may bid garnets (one bid for both lists; the \
bid is spent whatever happens).

Each kind of node is handed out separately, in passes. In pass 1 everyone asks for their \
first choice, in pass 2 everyone still without a start asks for their second choice, and so \
on. A coordinate that is already given out is skipped. A coordinate asked for by several \
players goes to the highest bid, then to a seeded draw; the others wait for the next pass. \
A player whose list runs out gets a seeded random free coordinate.

In round 1 every central node is black and every border node blue. All starting nodes are \
shown to everyone before round 1."""

ROUNDS = """Each round you have the level's energy{energies}. You write an ordered list of \
actions: BU, BD, BL, BR move the border path one cell side up, down, left or right; CU, CD, CL, \
CR move the central path to the neighbouring cell; swap swaps the colours of your two nodes. \
Each costs 1 energy. Once per round you may write swap* instead: a swap paid with 1 garnet \
instead of energy.

Every action is one step, and step 1 of every player happens at the same time, then step \
2, and so on. Each segment takes the colour its node has at that moment; a swap changes \
the colour of later segments only. Node colours carry over to the next round. A path may \
not leave the board: the entry refuses such a move."""

COLLISIONS = """At the start of a round every node's coordinate is claimed. At each step a \
path action is invalid when:

Case 1: its target was claimed at an earlier step, by anyone, yourself included. Case 2: \
another player's path reaches the same coordinate at the same step. Case 3: its segment \
crosses another player's segment of the same colour placed at the same step. Case 4: its \
segment crosses a segment of the same colour placed at an earlier step (anyone's, your own \
included).

A border segment and a central segment cross at the middle of a cell side. Segments of \
different colours cross freely.

An invalid action and every later path action of the same node this round are void: no \
firefly, nothing claimed. Your other node and your swaps go on as written. Every invalid \
action counts as one collision caused."""

MISSIONS = """Every round shows a board of up to 5 missions. With your actions you may \
undertake any of them. A mission names what to do, its reward, and perhaps a penalty and a \
window of rounds (counting the round it is shown; 1 unless it says otherwise).

At the end of each round the missions are checked. Everyone who undertook a mission and \
completed it that round shares the reward: each gets the reward divided by their number, \
rounded up. The mission then closes for everyone, and the undertakers who did not complete \
it pay its penalty. If the window ends without anyone completing it, every undertaker pays \
the penalty. Completions are announced to all, without names. Fireflies may go negative.

Missions only count valid segments. A shape (like the Cheerful Jellyfish, DDRDL) may be \
built from either end, rotated or reflected, anywhere inside one node's path of the round."""

ENDGAME = """After the last round all firefly counts are revealed; until then you see only \
your own, behind the curtain. The board between rounds shows the paths in black and blue, \
the collisions struck through as the reveal showed them, and the nodes unlabelled.

These awards matter in a season (Season on the main menu: one match after another), where \
garnets carry over, a Token of Life can save its holder, and an Elimination Candidate may be \
eliminated. In a single match they are part of the result only.

The single player with the most fireflies gets 1 garnet and 2 Tokens of Life; the single \
player with the fewest is the Elimination Candidate. Ties, for both: more missions completed, \
then fewer collisions caused, then a seeded draw. Everyone also gets 1 garnet for every 30 \
fireflies they hold at the end."""

RULES_NOTES = [
    "A corner is shown by one canonical name: the ul corner of the cell below and to its "
    "right (ur on the right edge, bl on the bottom edge, br at the bottom-right); every "
    "name is accepted as input.",
    "A path action that is already void (its node collided at an earlier step) is not "
    "attempted: it claims nothing and blocks nobody. 'Void or not' in cases 2 and 3 means "
    "actions found invalid at that same step still count against the others.",
    "When an action breaks several cases, it is explained by the first of cases 1, 2, 3, 4; "
    "it counts as one collision caused. The void actions after it are not collisions.",
    "A mission can be undertaken only in the round whose board shows it; only its "
    "undertakers can complete it; after its window it closes unfinished.",
    "The 'swaps' mission counts every swap, paid with energy or with a garnet.",
    "'cross': one of your valid segments crosses a valid segment of the other colour placed "
    "this round, anyone's, your own included.",
    "'rows' and 'columns' count the cell the central node starts the round on.",
    "'reach' and 'meet' look at where the nodes end the round.",
    "One ordering settles both the winner and the Elimination Candidate: fireflies, then "
    "missions completed, then fewer collisions caused, then a seeded draw.",
    "Garnets for fireflies: 1 per full 30 held at the end; a negative count gives none. The "
    "winner's garnet comes on top.",
    "swap* needs a garnet in hand when it is submitted; the garnet is spent when the round "
    "is played. The bid may not exceed the garnets a player holds.",
    "A level shows 0 to 5 missions a round; the shipped House of Larks shows 5 every round.",
    "In the window the reveal after each round is public, so it tells things without names: "
    "every path segment in black or blue, each invalid action with its collision case and "
    "the void actions after it (struck through on the board), and the missions completed. "
    "Swaps, undertakings, penalties and firefly counts are not told. The replay of a "
    "finished match names everyone.",
    "Between rounds the public board shows the last round's paths in black and blue, its "
    "collisions struck through as the public reveal showed them, and every node as the same "
    "unlabelled ring. Each player sees their own fireflies, garnets, "
    "node colours and their previous round's actions (void ones struck through) only "
    "behind their curtain.",
]

WINDOW = """Pregame: click a cell to add it to (or take it off) your central list and a \
corner to add it to your border list; a click near a corner picks the corner. The arrows \
and Space do the same, Tab switches lists, + and − change the bid, Backspace removes the \
last choice, Ctrl+Z / Ctrl+Y undo and redo, Ctrl+Enter submits.

A round: press B or C to choose a path, then an arrow to add one segment; S adds a swap, \
G a swap paid with a garnet; or click a cell or corner next to the end of one of your \
paths. "Energy left" and its filled pips show the energy still to spend. The board \
previews both paths in the colours they will have, with S and the step number where you \
swap; a segment the rules make void whatever the others do (into a claimed node, across \
your own path of the same colour) is struck through. Click a mission card (or press 1 to 5) \
to undertake it. Backspace removes the last action; Ctrl+Z / Ctrl+Y undo and redo; \
Ctrl+Enter submits.

Esc leaves an entry for the curtain and keeps what you typed (with its undo steps) until \
you come back; submitting an entry with nothing in it asks first.

After everyone has entered, the reveal plays the round step by step, with a sound for each \
path placed, a mission completed and a collision; between rounds the public board stays up \
until someone goes on. In colour-blind mode blue paths and blue nodes carry white dashes, \
and every player's mark has its letter and pattern.

New to the game? "Guided first match" (here or on the new match screen) plays a short \
match against two easy bots and explains each kind of entry as it comes; nothing is saved."""

RULINGS_TEXT = "\n\n".join(RULES_NOTES)


def rounds_text(energies: Sequence[tuple[str, int]] = ()) -> str:
    """The rounds page with each shipped level's energy, `energies` as (level name, energy)
    (the setup's level line shows it too)."""
    listed = ", ".join(f"{energy} on {name}" for name, energy in energies)
    return ROUNDS.format(energies=f" ({listed}; the setup shows it)" if listed else "")


def pages(energies: Sequence[tuple[str, int]] = ()) -> list[tuple[str, str]]:
    """The rules pages, the rounds page naming each level's energy."""
    return [(title, rounds_text(energies) if text is ROUNDS else text) for title, text in _PAGES]


_PAGES: list[tuple[str, str]] = [
    ("Goal", GOAL),
    ("Board and names", BOARD),
    ("Pregame", PREGAME),
    ("Rounds and actions", ROUNDS),
    ("Collisions", COLLISIONS),
    ("Missions", MISSIONS),
    ("End of the match", ENDGAME),
    ("On screen", WINDOW),
    ("Our rulings", RULINGS_TEXT),
]
PAGES = pages()
