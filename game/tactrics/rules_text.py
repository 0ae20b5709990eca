"""Tactrics Snakes' pages under "How to play": the game, the puzzles and the rulings we made."""

from __future__ import annotations

from game.tactrics.rules import RULES_NOTES

BOARD_AND_TOWERS = """\
The board is a hexagon of 54 triangles with 19 round towers. Each tower sits on \
an inner corner and holds the 6 triangles around it; turning a tower one step moves every \
piece on those 6 triangles one place round, clockwise or anticlockwise.

Each of 2 to 4 players (red R, yellow Y, blue B, green G) has 2 heads and 6 tails. Heads are \
the big pieces with eyes; tails are the small plain ones. Every piece also shows its colour's \
letter.

Towers and majority. You may turn a tower only if you have at least one piece on its 6 \
triangles and your pieces there are worth at least as much as every other player's: a head \
counts 2, a tail 1. Equal is enough."""

SNAKES_AND_SCORING = """\
Snakes. A snake is a row of your pieces joined side to side, without branches or loops, of \
one of three kinds: (1) tails between two heads; (2) tails between one head and the edge of \
the board; (3) tails with both ends on the edge. A single head on an edge triangle is a snake \
too. The pieces of a snake are locked: only you may still move them, so a tower that holds \
another player's locked piece cannot be turned by you. Snakes are drawn with a white outline: \
solid when the snake has a head (it scores), dashed when it has none (locked, worth nothing).

Scoring. Only snakes count. A snake with two heads scores 2 points per piece; one head, 1 point \
per piece; no head, nothing, but it helps with the contact bonus: 3 points when every one of \
your pieces is part of a snake. Add your finish bonus.

The rule book's example: red finishes first (+3); not all red pieces are in snakes, so no \
contact bonus; red's one-headed snake has 7 pieces: 3 + 0 + 7 = 10 points. Yellow finishes \
second (+2) with every piece connected (+3) in a two-headed snake of 6: 2 + 3 + 12 = 17. Blue \
finishes third but too late for a bonus, with everything connected: 0 + 3 + 16 = 19."""

TURNS_AND_FINISH = """\
Turns. The first turn of the game allows 1 action, the second 2, the third 3, and every later \
turn 4. An action turns one tower one step. You may use fewer actions, or pass.

Finish. At the end of your turn you may call a finish if you have a snake of 4 or more pieces; \
the first to call gets 3 bonus points. Every other player then has at most 2 more turns of 4 \
actions. Calling a finish at the end of the first of those turns gives 2 points to the second \
caller and 1 to the third; the 4-piece rule no longer applies. The game ends when everybody \
has called or used both turns."""

IN_THE_WINDOW = """\
In the window: click the right half of a tower's handle to turn it clockwise, the left half \
to turn it anticlockwise. With the keyboard, pick a tower with the arrow keys, Tab or its \
number (1, then 0 to 9 quickly, for towers 10 to 19) and press ] (clockwise) or [ \
(anticlockwise). Pointing at a tower says whether you may turn it and, if not, why. Ctrl+Z \
takes back an action of your current turn and Ctrl+Y takes it again. Enter ends the turn; \
F ends it with a finish call when that is allowed. The panel shows each player's snake \
points, contact bonus, finish bonus and total."""

PUZZLES = """The solo puzzles use the same board and towers but none of the multiplayer rules: \
every tower with a piece on it may be turned, whoever the pieces belong to, and nothing is \
locked. Turning an empty tower would change nothing, so it is refused and not counted.

A puzzle is solved when every piece on the board is part of a snake with at least one head: \
two heads, or a head at one end and the edge of the board at the other. Headless snakes do \
not count here.

Each puzzle has a par: the fewest turns that solve it, proven by the computer. Solve it in \
par turns or fewer for 3 stars; a few turns more gives 2 stars, anything else 1. A hint costs \
a star: a puzzle solved after asking for one earns one star less (never fewer than 1), even if \
you undo or leave and come back. Your best result per puzzle is saved.

The puzzles come in packs by par: Starter (par 1 to 2), Regular (3 to 4), Hard (5 to 6) and \
Master (7 to 10); puzzles you make in the level editor are in Yours. Each tab shows how many \
of its puzzles you have solved.

The puzzle of the day is made from the date alone, so it is the same on every computer: a new \
puzzle each day with a proven par of 6 to 9 and its own stars.

Keys: ] and [ (or a click on a handle's right or left half) turn the chosen tower; Ctrl+Z \
undoes, Ctrl+Y redoes, R starts again (R can be undone too), H asks for a hint: the computer \
works out the next turn of a shortest solution from where you are and marks the tower and \
the direction in green. After a solve, Enter opens the next puzzle you have not solved yet.

Leaving a puzzle before it is solved keeps your moves: opening it again resumes where you \
left off, and R (or the Restart button) starts it afresh."""

# Short pages, each beside the pictures it talks about: one long page left the text a few
# lines between four small pictures.
PAGES: list[tuple[str, str]] = [
    ("Tactrics Snakes: the towers", BOARD_AND_TOWERS),
    ("Tactrics Snakes: snakes, points", SNAKES_AND_SCORING),
    ("Tactrics Snakes: turns, finish", TURNS_AND_FINISH),
    ("Tactrics Snakes: keys, mouse", IN_THE_WINDOW),
    ("Tactrics Snakes: puzzles", PUZZLES),
    ("Tactrics Snakes: our decisions", RULES_NOTES),
]
