"""Player palettes (names, letters, readable text, colour-blind distinctness) and patterns."""

import colorsys
import itertools
import math

import pygame
import pytest

from game.table.seats import PLAYER_COLOUR_NAMES
from game.ui import theme

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB.
SIMULATIONS = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def cielab(colour, matrix):
    linear = [theme.linear_light(c) for c in colour]
    r, g, b = (
        min(1.0, max(0.0, sum(m * c for m, c in zip(row, linear, strict=True)))) for row in matrix
    )
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


@pytest.mark.parametrize("palette", [theme.STANDARD_PALETTE, theme.COLOUR_BLIND_PALETTE])
def test_thirteen_players_with_distinct_names_letters_and_readable_letters(palette):
    assert len(palette) == 13 == len(theme.PATTERNS)
    assert len({c.name for c in palette}) == len({c.letter for c in palette}) == 13
    assert all(len(c.letter) == 1 and c.letter.isupper() for c in palette)
    assert all(theme.contrast_ratio(c.fill, c.text) >= 4.5 for c in palette)


def test_the_standard_palette_has_the_agreed_letters():
    # each letter is in its name: grEy
    assert "".join(c.letter for c in theme.STANDARD_PALETTE) == "RBGYOPCMNKLTE"


@pytest.mark.parametrize("vision", sorted(SIMULATIONS))
def test_colour_blind_palette_stays_distinct(vision):
    labs = [cielab(c.fill, SIMULATIONS[vision]) for c in theme.COLOUR_BLIND_PALETTE]
    assert min(math.dist(a, b) for a, b in itertools.combinations(labs, 2)) > 13


@pytest.mark.parametrize("pattern", theme.PATTERNS)
def test_every_pattern_draws_inside_its_rect_only(pattern):
    surface = pygame.Surface((60, 60))
    surface.fill((0, 0, 0))
    theme.draw_pattern(surface, pygame.Rect(10, 10, 40, 40), pattern, (255, 255, 255))
    outside = [surface.get_at((x, y))[:3] for x in range(60) for y in range(60)]
    inside = [c for i, c in enumerate(outside) if 10 <= i // 60 < 50 and 10 <= i % 60 < 50]
    assert outside.count((255, 255, 255)) == inside.count((255, 255, 255))
    assert (pattern == "solid") == ((255, 255, 255) not in inside)


def test_patterns_look_different():
    images = set()
    for pattern in theme.PATTERNS:
        surface = pygame.Surface((32, 32))
        theme.draw_pattern(surface, surface.get_rect(), pattern, (255, 255, 255), 8)
        images.add(pygame.image.tobytes(surface, "RGB"))
    assert len(images) == 13


def test_player_mark_draws_letter_on_the_colour():
    pygame.font.init()
    surface = pygame.Surface((40, 40))
    font = pygame.font.Font(None, 30)
    theme.draw_player_mark(surface, surface.get_rect(), theme.seat_mark(0, False), font)
    colours = {surface.get_at((x, y))[:3] for x in range(40) for y in range(40)}
    red = theme.STANDARD_PALETTE[0]
    assert red.fill in colours and red.text in colours


# --- a colour is its name (issue 27 item 5) ----------------------------------------------------


@pytest.mark.parametrize("colour_blind", [False, True], ids=["normal", "colour-blind"])
def test_every_seat_has_one_name_and_letter_in_both_modes(colour_blind):
    """Seat i is the same colour name and letter in both modes, its letter is in its name,
    and its mark carries that letter; only the shade (and the pattern) changes."""
    for index, name in enumerate(PLAYER_COLOUR_NAMES):
        colour = theme.player_colour(index, colour_blind)
        mark = theme.seat_mark(index, colour_blind)
        assert colour.name == name == theme.STANDARD_PALETTE[index].name
        assert mark.letter == colour.letter == theme.STANDARD_PALETTE[index].letter
        assert colour.letter.lower() in name.lower()
        assert mark.fill == colour.fill
        assert theme.palette_index(name) == index


def _hue_and_saturation(colour):
    hue, _, saturation = colorsys.rgb_to_hls(*(c / 255 for c in colour))
    return hue * 360, saturation


def test_a_colour_blind_swatch_looks_like_its_name():
    """No "Red" beside an orange swatch: each colour-blind shade has the hue of the standard
    colour of its name (within 35°), and Grey stays grey."""
    for plain, blind in zip(theme.STANDARD_PALETTE, theme.COLOUR_BLIND_PALETTE, strict=True):
        (plain_hue, plain_sat), (blind_hue, blind_sat) = map(
            _hue_and_saturation, (plain.fill, blind.fill)
        )
        if plain.name == "Grey":
            assert plain_sat < 0.05 and blind_sat < 0.05
            continue
        apart = abs(plain_hue - blind_hue)
        assert min(apart, 360 - apart) <= 35, plain.name
