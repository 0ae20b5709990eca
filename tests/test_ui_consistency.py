"""Issue 9, consistency: counted nouns agree with their number in every game's words, and no
event line nests parentheses."""

import pytest

from game.bugcatcher import events as bugs
from game.core.words import plural
from game.double_edged_edges import events as edges
from game.social_snake import events as social
from game.tactrics.rules import Snake

NAMES = ["Ann", "Bob"]


@pytest.mark.parametrize(
    ("count", "noun", "nouns", "words"),
    [
        (1, "garnet", None, "1 garnet"),
        (0, "garnet", None, "0 garnets"),
        (2, "move", None, "2 moves"),
        (1, "firefly", "fireflies", "1 firefly"),
        (3, "firefly", "fireflies", "3 fireflies"),
    ],
)
def test_plural(count, noun, nouns, words):
    assert plural(count, noun, nouns) == words


ONE_OF_A_KIND = [
    (social.Collected("A", 1, 0, (0, 0), 1, 0), "collects 1 apple at"),
    (social.Collected("A", 1, 0, (0, 0), 0, 1), "collects 1 garnet at"),
    (social.Collected("A", 1, 0, (0, 0), -1, 0), "pays 1 apple at once"),
    (social.PremoveSpent("A", 0, 1), "spends 1 garnet to move 1 step early"),
    (social.Banked("A", 0, 1), "banks 1 apple from grid A"),
    (bugs.BidSpent(0, 1), "spends 1 garnet on the priority bid"),
    (edges.BetPlaced(0, 1), "bets 1 garnet on a push-off"),
]


@pytest.mark.parametrize(("event", "words"), ONE_OF_A_KIND, ids=lambda x: type(x).__name__)
def test_one_of_a_kind_is_singular(event, words):
    assert words in event.describe(NAMES)


def test_a_one_point_tactrics_snake_says_1_point():
    assert Snake(0, (0,), 1).describe().endswith("(1 point)")


def test_a_random_start_line_has_no_nested_parentheses():
    line = social.StartAssigned("A", 0, (1, 1), None, ((2, 2),)).describe(NAMES)
    depth = deepest = 0
    for character in line:
        depth += {"(": 1, ")": -1}.get(character, 0)
        deepest = max(deepest, depth)
    assert deepest <= 1


@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("name", ["Red", "Yellow", "Blue", "Green"])
def test_tactrics_pieces_look_like_a_seat_of_that_colour_in_every_game(name, colour_blind):
    from types import SimpleNamespace

    from game.social_snake.draw import player_looks
    from game.tactrics.draw import piece_look
    from game.tactrics.rules import COLOURS

    seat = player_looks([SimpleNamespace(name="Ann", colour=name)], colour_blind)[0]
    piece = piece_look(COLOURS.index(name[0]), colour_blind)
    assert (piece.fill, piece.letter, piece.pattern) == (seat.colour, seat.letter, seat.pattern)
