"""Double-edged Edges' pages under "How to play": the rules in plain words and our rulings."""

from __future__ import annotations

GOAL = """Score the most points over 7 rounds by staying on a platform. These pages \
describe the Main Match, the level Mainly By Design for 9 players: a platform of 16 spaces \
worth 6 4 3 2 2 1 1 0 0 1 1 2 2 3 4 6 points from left to right, so the ends pay most and \
are the most dangerous. Everyone starts on space 8. A new match's setup starts on Four on a \
Plank (4 players, 9 spaces worth 5 3 2 1 0 1 2 3 5, everyone on space 5): pick the level \
there. The rules are the same on every level.

The players sit on a partner grid, 3 × 3 in the Main Match, drawn at random and shown in \
round 0 (there is nothing to submit in round 0). The grid wraps around: the player to the \
right of the last column is the first player of the same row, and the player below the \
bottom row is the top player of the same column. Other levels use other platforms and \
grids, e.g. Four on a Plank's 2 × 2 grid."""

ROUND = """Each round everyone submits, in secret, a direction (left or right), an amount \
(1 to 16) and a partner: the player to your right or the player below you on the grid. You \
must move and you must take a partner. You may also bet garnets (see below).

Then all submissions are revealed. Each one moves its player and its partner by its amount \
in its direction. Your new space is your old space plus every move applied to you: your \
own, and those of the players who picked you as partner. The platform counts as unlimited \
while adding up, so a move that takes you off can be undone by another that brings you back.

If you miss a submission, the defaults are used: right, 1, the player to your right, no bet."""

TYPES_EXAMPLE = """After moving, everyone is one of three types.

Survivor: you are on the platform. You score the value of your space and stay there.

Screwed: you are off an end that your own direction does not point at (you moved right but \
were pushed off the left end). You score 2 points as compensation.

Dumb: you are off the end your own direction points at (you jumped). You score 0.

Example: Ann is on space {near} and moves right 1 (to {last}, worth {worth}). Bob picked Ann \
as partner and moves right 2. Ann ends on {beyond}: off the right end, the end her own \
direction points at, so she is dumb and scores 0. Bob pushed her off.

Every screwed and dumb player then goes back to the start space."""


def types_text(spaces: int = 16, last_value: int = 6) -> str:
    """The types page with its example on a platform of `spaces` spaces (the last worth
    `last_value`): Ann starts two from the right end and is pushed off it."""
    return TYPES_EXAMPLE.format(near=spaces - 1, last=spaces, worth=last_value, beyond=spaces + 2)


TYPES = types_text()

PUSH_OFF = """If your partner ends dumb and your own direction points at the end they fell \
from, you pushed them off: your score for the round is multiplied by 2, and you earn 1 garnet.

Bets: with your submission you may bet any number of the garnets you hold. Each garnet bet \
adds 2 to the multiplier (1 garnet: ×4, 3 garnets: ×8). The garnets bet are spent whatever \
happens; if you push nobody off they are lost.

Positions, points and garnets are public; only this round's submissions are secret until the \
reveal."""

AWARDS = """After 7 rounds the player with the most points wins. A single winner gets 2 \
Tokens of Life. Several winners get 1 each, unless that would make 5 or more, in which case \
nobody gets any.

The player with the least points is the Elimination Candidate. If several are tied for the \
least, the winners vote in private among them; the most votes decide, and a tie in the vote \
is settled by a draw from the match seed."""

RULES_NOTES = [
    "Amounts are 1 to 16 on every level, however long its platform (RULINGS §6).",
    "You push someone off when your partner ends dumb off the end your direction points at, "
    "whoever else moved them: two players who both picked the same dumb player and point the "
    "same way both get the multiplier and a garnet.",
    "A pusher who is screwed or dumb themself still multiplies their own score (2 or 0) and "
    "still earns the garnet.",
    "Bets are checked against the garnets held at the start of the round; a garnet earned by "
    "a push-off can be bet from the next round on. Bet garnets are spent before anything moves.",
    "A seat that uses the defaults (right, 1, the player to the right) cannot bet. In match "
    'files an empty move "" means the defaults.',
    "On a grid with only 2 rows (or 2 columns) the player below you is also the player above "
    "you (to your right also to your left), so two players may pick each other.",
    "The level names its grid. When the number of seats does not fill it, the game uses the "
    "squarest grid with 2 to 6 rows and columns (4 players sit 2 × 2, 6 sit 2 × 3, 8 sit "
    "2 × 4, 12 sit 3 × 4). "
    "5, 7, 11 or 13 players fit no such grid and cannot play.",
    "The Elimination Candidate vote: each winner votes for one tied player other than "
    "themself; a winner who does not vote abstains; the most votes decide, then a seeded draw. "
    "Bots vote for the tied player with the most garnets, then the one seated first.",
    "Survivors stay where they landed and start the next round from there.",
    "A level's spaces may be worth -99 to 99 points; a screwed player always scores 2.",
    "Limits that keep every file playable: platforms of 5 to 40 spaces, 1 to 20 rounds, grids "
    "of 2 to 6 rows and columns, names of up to 16 characters, up to 99 starting garnets.",
    "In the window 4 to 12 players sit down (5, 7 and 11 fit no grid and the setup says so); "
    "the grid follows the number of seats as above.",
    "Round 0 (the platform, the partner grid and the three types with an example) is shown "
    "before round 1 whenever a human plays; a bots-only match goes straight to round 1.",
    "An entry screen starts from the defaults (right, 1, the player to your right, no bet); "
    '"Defaults" submits them as a missed entry would, always asking first (and saying so when '
    "that would drop an entry you made on the screen); Submit asks too while the entry is "
    "still the defaults. Esc goes back to the curtain and keeps your unfinished "
    'entry (and its undo steps) for when you come back. "Hint" fills in the partner, direction '
    "and amount a hard bot in your seat would choose from the public information; a hint never "
    "bets: your bet stays as you set it. You may change it all before submitting.",
    "On the platform each player's token stands above their space, an outline where the moves "
    "so far take them. Where a space holds more tokens than its room, the top of its column says "
    '"+N" (N more there): point at it to read everyone on that space.',
    "A match is saved after every entry, each one checked by the same rules as a typed one; "
    "Continue brings back the entries already made this round, never showing what they are.",
    "Every random choice (the seating, the draw for the Elimination Candidate, the bots) comes "
    "from the match seed, so the same level, seed and entries always give the same match.",
]

DECISIONS = "\n\n".join(f"• {note}" for note in RULES_NOTES)

PAGES: list[tuple[str, str]] = [
    ("Double-edged Edges: the goal", GOAL),
    ("Double-edged Edges: a round", ROUND),
    ("Double-edged Edges: the types", TYPES),
    ("Double-edged Edges: push-offs", PUSH_OFF),
    ("Double-edged Edges: awards", AWARDS),
    ("Double-edged Edges: our decisions", DECISIONS),
]
