"""Social Snake's pages under "How to play": the rules in plain words and the rulings we made."""

from __future__ import annotations

# the start rule in the words of the start screen and of the guided match
START_RULE = "You get a pick unless someone else lists it at the same or a better place."
START_CELL_CLEARED = "Whatever lies on a start cell is destroyed: pick next to apples."

GOAL = """Collect more apples than anyone else. Every player steers one snake on every grid \
that is in play; all snakes move at the same time, and a collision costs the apples you \
gathered on that grid this round.

A match has one or more phases. The classic and islands editions play grid A in phase 1, \
then grids B and C together in phase 2; Main Match 2.5 plays grids A and B together in one \
phase. A phase lasts at most 5 rounds.

Every cell shows what it holds: a number of apples on a grey tile (lighter for more), a red \
gem for a garnet (with a small 2 beside it for two), a negative number in red for rotten \
apples, a ring with a number for a tunnel (the two ends of a pair share the number and the \
ring's shape), and a blank cell for nothing."""

STARTS = """At the start of each phase every player picks up to three start cells per grid, in \
priority order (1, 2, 3). Nobody sees the others' lists.

You get your first choice unless another player listed that cell as their first choice. You \
get your second choice unless someone listed it as a first or second choice, and your third \
choice unless someone listed it at all. Everyone is judged against the original lists.

Players left without a cell get a random free cell. Tunnels cannot be picked. Whatever lies \
on a start cell is destroyed.

In the window: click cells (or move the cursor with the arrow keys and press Space) to pick \
them in order; click a pick again, or press Backspace, to take it back. Tab switches grids. \
Submit with the button or Ctrl+Enter."""

ROUNDS = """Each round, every player types a sequence of moves per grid: U, D, L and R (up, down, \
left, right). A sequence may be empty and may be as long as you like.

In rounds 1–3 of each phase a sequence may use only one direction (LLL is fine, LU is not). \
From round 4 any mix is allowed.

A sequence is played up to its first invalid move: a change of direction in rounds 1–3, a \
move off the board, or a tunnel whose exit is off the board. That move and everything after \
it are dropped. The entry screen shows where your sequence would be cut, and refuses such a \
move as you type it.

Steps: everyone's first moves happen together, then everyone's second moves, and so on. \
Every cell a head leaves becomes that player's Body."""

COLLISIONS = """A head collides when it moves onto a Body (anyone's, its own included), onto a \
head that is not moving in that step, or onto the same cell as another moving head.

Into a Body or a standing head: the apples you gathered on that grid this round go to that \
snake's owner (into your own Body: you keep them).

Two or more heads into the same cell: they all lose the apples they gathered on that grid \
this round, and whatever lies on that cell is destroyed.

A head that collides goes back to the cell it came from and makes no more moves on that grid \
this round. It may move again next round. Garnets are never lost or handed over in a \
collision. Moves after a collision are never shown to anyone.

A head that did not collide collects what its cell holds.

After each round the moves are shown step by step, with a log of what happened. With many \
players, press M there to show only the lines about one player's snakes (M again: the next \
player, then every line)."""

TUNNELS_AND_GARNETS = """Tunnels (islands edition): tunnels come in pairs with the same number. \
A head moving onto a tunnel comes out of its twin, one cell further in the same direction. \
Nothing collides on a tunnel cell. If the exit is off the board, the move is invalid.

Garnets buy premoves. Spend x garnets on a grid and your sequence there starts x steps \
before everyone who spent nothing: your first move happens x steps early. Players who spend \
the same number move together.

Negative apples (Main Match 2.5): a tile with a negative number takes that many apples from \
your total at once. They are never handed over or lost in a collision, and your total may go \
below zero (apple debt).

After each round a grid leaves play when no head can reach any apples or garnets any more \
(moving only through cells that are neither Body nor head). A phase ends after 5 rounds or \
when all of its grids have left play."""

AWARDS = """These awards matter in a season (Season on the main menu: one match after \
another), where garnets carry over, a Token of Life can save its holder, and an \
Elimination Candidate may be eliminated. In a single match they are part of the result only.

Garnets for apples: at the end every player earns one garnet for reaching the \
edition's threshold (200 apples in classic, 150 in the others) and one more for every 50 \
apples after that.

Tokens of Life, in steps: everyone with the most apples gets 1 (a unique leader gets 3 in \
classic, 2 in the others); everyone with the second most gets 1 (in classic a unique second \
after a unique leader gets 2); everyone with the third most gets 1. The edition caps the \
total (6 in classic, 4 in the others): a step that would pass the cap is not taken, and \
neither is any step after it.

Elimination Candidates: the player with the fewest apples (the two fewest in Main Match \
2.5). If that is tied, the players with the most apples vote in private among the tied \
players. If the vote is tied too: most votes, then fewest garnets, then a coin flip. In the \
islands edition the Elimination Candidate is decided before the Tokens of Life."""

DECISIONS = """Where the original rules are silent, Serpentarium decides like this:

• A head that is not moving counts like a Body: if two moving heads both target it, each of \
them crashes into it and hands its apples to its owner.
• A garnet collected during a round can be spent from the next round on, in every edition: \
premoves are paid when the round starts.
• "Second most" and "third most apples" mean the next different totals: with totals 50, \
50, 40 the second most is 40.
• Elimination Candidate ties: the garnets compared are those held after the garnets for \
apples have been handed out.
• Bots vote for the tied candidate holding the most garnets, never for themselves if they \
can avoid it (equal garnets: the earlier seat).
• A grid on which no head can reach anything worth having leaves play at once, even \
straight after the start positions.
• Apples and garnets on every start cell are destroyed, including on cells given out at \
random.
• A start list may hold fewer than three cells (or none): the missing choices are simply \
not there, and a player left without a cell gets a random one.
• Players may start the match with garnets (a setup option, 0 by default) so that premoves \
can be used from round 1.
• Every random choice (random start cells, the coin flip, the bots) comes from the match \
seed, so the same level, seed and entries always give the same match.
• Colours: each player claims a colour nobody else has. Every snake also carries its \
player's letter, so no one is told apart by colour alone."""

PAGES: list[tuple[str, str]] = [
    ("Social Snake: the goal", GOAL),
    ("Social Snake: start cells", STARTS),
    ("Social Snake: rounds", ROUNDS),
    ("Social Snake: collisions", COLLISIONS),
    ("Social Snake: garnets etc.", TUNNELS_AND_GARNETS),
    ("Social Snake: awards", AWARDS),
    ("Social Snake: our decisions", DECISIONS),
]
