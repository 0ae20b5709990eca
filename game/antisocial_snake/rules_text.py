"""Antisocial Snake's pages under "How to play", and the rulings made where the texts are
silent (each one has a test in tests/test_antisocial_rules.py, the window's in
tests/test_antisocial_scenes.py)."""

from __future__ import annotations

from game.antisocial_snake.variations import VARIATIONS

GOAL = (
    "Score the most apples over the match. A match is 5 rounds of 2 boards, and every board "
    "has its own variation on the rules. Each board is played in two parts: placement, then "
    "movement. Nobody may talk to anyone during the match.\n\n"
    "Every tile has a colour (red, blue, green, yellow, white or black) and a number of "
    "apples. Black tiles hold nothing and cannot be entered."
)

PLACEMENT = (
    "You place one snake on each colour the board has, except white and black, by listing "
    "tiles in priority order: the first tile in your list has the highest priority.\n\n"
    "When several snakes pick the same tile, the one with strictly the best priority stays "
    "and the others are booted; if the best priority is tied, they are all booted. Booted "
    "snakes, in a random order, each take the nearest free tile (fewest orthogonal steps) of "
    "the colour they were booted from; among equally near tiles a random one.\n\n"
    "Apples under a snake vanish. Every snake is shown to everyone by a letter; only you "
    "know which letters are yours, until the match ends."
)

MOVEMENT = (
    "Give each snake a sequence of moves: U, D, L and R. A twist is a change of direction "
    "between two moves (UURRDDLL has three twists). All your twists over all your snakes may "
    "not exceed the board's twist cap. Moves off the board, onto black or back onto the "
    "snake's own path are refused.\n\n"
    "All snakes make their first move at once, then their second, and so on. A snake that "
    "tries to enter a tile any other snake has been on (start tiles included), or a tile "
    "another snake enters at the same step, halts before it: its movement ends and its "
    "apples on this board are halved, rounded down. Nothing is gained by a collision.\n\n"
    "A snake claims the apples of every tile it enters, doubled when the tile has the colour "
    "of its start tile. Your board score is the sum over your snakes."
)

STALE_EXAMPLE = (
    "Stale: a snake entering a tile that is neither white nor its start colour first gains "
    "1 staleness, so that tile already pays it. On every tile the apples (doubled on the start "
    "colour) lose all the staleness so far, never below 0: a blue snake entering red 3, then "
    "white 3, then blue 3 claims 2, 2 and 5."
)


RULES_NOTES = [
    "A booted snake never goes back to the tile it was booted from while a free tile of "
    "that colour is left elsewhere (the seed counts the distances 1, 2, 3 from it).",
    "Nearest means fewest orthogonal steps as the crow walks: black tiles and snakes in "
    "between do not make a tile further away.",
    "The entry screen checks your moves on the board as you expect it: after your own swaps "
    "and with your own direction tiles. If another player's swap or direction tile makes a "
    "move leave the board, enter black or cross the snake's own path, the snake just stops "
    "there: that is not a halt, and its apples are not halved.",
    "At each step a move that cannot be made stops the snake; otherwise a tile any other "
    "snake has been on halts it, and so does a tile two snakes enter at once.",
    "Twists are counted on the sequence you type; turns made by direction tiles are not twists.",
    "Frame: a framed tile's apples drop once, however many players named it; apples "
    "dropped onto black or off the board are lost, and apples dropped onto a snake's tile "
    "stay there unclaimed.",
    "Toggle: each player names up to 2 different tiles; every naming counts, so two players "
    "naming the same tile cancel each other. Only red and blue tiles change, and a tile a snake "
    "starts on keeps its colour.",
    "Swap: black tiles may be swapped too. A tile named twice, even by the same player, "
    "takes part in no swap.",
    STALE_EXAMPLE,
    "Elemental: a yellow snake has no element and gains the normal amount everywhere; "
    "yellow and white tiles give everyone the normal amount.",
    "Redirect: direction tiles go on free, non-black tiles in the row or column of one of "
    "your snakes' start tiles, at most one per tile per player. A snake entering one claims "
    "its apples as usual, then every later move turns a quarter turn that way (turns add up).",
    "Quiz: questions are answered from the resolved board. When snakes or colours are tied, "
    "any of the tied ones is a right answer. An unanswered question scores nothing. A "
    "question may lower its own value: with a crowd penalty it is worth that much less for "
    "every other player who answers it right too, never less than 0.",
    "Bidding: colours you leave out get 0 chips, and the bids must add up to exactly 100. "
    "Ties share the better rank and use up the places below: bids 50, 50 and 30 rank 1, 1 "
    "and 3, so they give 3, 3 and 1 twists.",
    "Addition: the digit sum is taken of the count after any halving (a halted snake with 39 "
    "apples keeps 19, which counts as 10).",
    "Snake letters are handed out in a seeded random order: A to Z, then AA, AB … when a "
    "board has more than 26 snakes.",
    "In the window, the scores beside a reveal list the snakes by letter; their owners are "
    "shown only once the match is over (on the final board's reveal, in the results and in "
    "replays). Each player's score on a board is public as soon as the board is scored.",
    "A new Bidding entry starts with the 100 chips split evenly over the colours (the first "
    "colours get any chips left over), so that it can be submitted as it stands; the buttons "
    "and +/- move 5 chips between the chosen colour and the others.",
    "Bots come in three strengths. Easy places and moves at random within the rules; normal "
    "heads for the richest tiles and paths; hard plays its options against likely entries "
    "of the others. Bots see only what a player in their seat sees.",
    "The Antisocial Snake text awards no Tokens of Life and names no Elimination Candidate, "
    "so the results show the ranking by total score only; equal totals share a place.",
]


def _variations_page() -> str:
    return "\n\n".join(f"{v.title}: {v.summary}" for v in VARIATIONS.values())


PAGES: list[tuple[str, str]] = [
    ("Goal", GOAL),
    ("Placement", PLACEMENT),
    ("Movement", MOVEMENT),
    ("Variations", _variations_page()),
    ("Rulings", "\n\n".join(RULES_NOTES)),
]
