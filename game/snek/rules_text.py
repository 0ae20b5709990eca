"""Snek's pages under "How to play": the rules in plain words and the rulings we made."""

from __future__ import annotations

from game.snek.rules import RULES_NOTES

GOAL = """Build a snek cleverer than the others. You do not steer it: you give it a program, \
and in battle it looks at the 7×7 cells around its head and follows the first pattern of \
its program that fits.

Two to nine sneks fight in an arena. When a snek moves its head onto another snek's tail, \
it grabs it: the grabber grows by one cell and the victim loses its last cell. A snek left \
with only its head is out.

The best sneks follow four principles: pursue enemy tails, keep your own tail safe, avoid \
dead ends, and break endless chases."""

BATTLE = """Every snek starts as a straight line: its head on a start cell of the arena, its \
body running straight back. Each round the sneks act one at a time, in a random order drawn \
from the battle's seed; each one sees the arena as it is when its turn comes.

A snek may move into an empty cell, into its own tail (the tail moves on) or into an enemy's \
tail (a grab). Walls, bodies and heads block. A snek with no such move is stuck for that \
round.

The battle ends after 1000 rounds (an arena may set another limit), when only one snek is \
left, or when every snek was stuck in the same round. Sneks still alive rank first, longer \
ones before shorter ones."""

PATTERNS = """A program is a list of up to 32 patterns of 7×7 cells. The centre (H) is your \
head; every other cell is "any" (.) or one of: empty (_), wall (#), your body (B), your tail \
(T), an enemy head (h), an enemy body (b), an enemy tail (t). Cells outside the arena count \
as wall. Each pattern has a move: up, down, left or right, as drawn.

A normal cell must hold exactly that element. A must-not cell (written !b) must hold \
anything else. Optional cells (written t?) are grouped by element: if a pattern has optional \
cells of an element, at least one of them must hold.

Each pattern is tried in its four rotations, and its move turns with it. If several \
rotations fit, the one with the most optional cells holding wins; equals are settled by the \
seed. A rotation whose move would be illegal does not fit. Patterns are tried in order; if \
none fits, the snek makes a random legal move."""

EXAMPLES = """A pattern with no cells set fits everywhere: the snek moves at random (the seed's \
Example 0). An enemy tail (t) just above the head with the move "up" sends the snek onto any \
enemy tail next to its head, whichever side it is on: the pattern turns (Example 1).

Two normal enemy tails make the pattern fit only when both are there (Example 2); two \
optional ones need just one (Example 3). Your body (B) just above the head with the move "down" \
keeps the snek going the way it faces, its body behind it (Example 4).

In the battle viewer, select a snek to see which pattern fired this round and in which \
rotation, with its cells laid over the arena, or "no pattern matched: random move"."""

FILES = """Programs, arenas and battles are TOML files with format = 1 and game = "snek". A \
program has a name, a colour and [[patterns]] tables, each with move and seven rows of \
seven tokens. An arena has rows of . (floor) and # (wall), 7×7 to 60×60, an optional rounds \
limit (1 to 10000, default 1000) and 2 to 9 [[starts]] with head (like "E5"), heading \
(U, D, L or R) and length (2 to 100, default 5). A battle names its arena, a seed and its \
sneks' files in start order.

python main.py validate checks all three kinds; python main.py simulate BATTLE.toml --json \
plays a battle and prints every snek's state at the end."""

WINDOW = """Battle: pick 2 to 9 sneks (your own and the samples; the easy, normal and hard bots \
fight with the samples named beside them), the arena and the seed. The viewer plays the \
battle: Space play or pause, Left and Right step a round, + and - change the speed up to \
"max" (as many rounds as fit in a frame), End plays on to the end. Tab or 1 to 9, or a click \
on a snek, selects a snek; the panel then shows which pattern fired this round and in which \
rotation, over the 7×7 window of the arena as that snek saw it at its turn (the sneks before \
it in the round had already moved), or "no pattern matched: random move".

A battle is saved as you watch it: Continue brings you back to the round you last saw, and \
once you have watched its end it moves to Replays. The sneks of a saved battle are copies, so \
editing your snek later changes neither the save nor the replay.

Sneks are drawn in their program's colour as one body, heads with eyes and their start \
number, tails narrowing to a thin end. When two sneks would share a colour (or colours \
that look alike), the later by name is told and plays a free colour, the same whatever \
order you added them in, in a battle, a tournament and their replays; a button offers \
another. In colour-blind mode each colour has its own shade and pattern. A tournament plays \
seeds 1 to N on every arena chosen.

The editor: arrows move the cursor, the token keys (. _ # B T h b t) paint, ? and ! choose \
the brush's mode, optional or must-not (= normal), for the cells painted next (like the \
element buttons, they never change a cell already painted), W A S D set the move, Ctrl+Z \
and Ctrl+Y undo and redo, Ctrl+S saves into your data folder; a right click makes a cell "any"."""

PAGES: list[tuple[str, str]] = [
    ("Snek: the goal", GOAL),
    ("Snek: the battle", BATTLE),
    ("Snek: patterns", PATTERNS),
    ("Snek: examples", EXAMPLES),
    ("Snek: files", FILES),
    ("Snek: in the window", WINDOW),
    ("Snek: our decisions", RULES_NOTES),
]
