"""Text in boxes: a description that does not fit is cut after a whole sentence."""

import pygame
import pytest

from game.core.paths import ASSETS
from game.ui.text import fitting_rows


@pytest.fixture
def font():
    pygame.font.init()  # other tests may have closed the font module
    return pygame.font.Font(str(ASSETS / "fonts" / "NotoSans-Regular.ttf"), 18)


TEXT = (
    "Turn the towers until every piece is in a snake. The red snake needs both its heads. "
    "Yellow has only tails here, so it must reach the edge at both ends of its row."
)


@pytest.mark.parametrize("most", [2, 3, 4])
def test_a_long_description_ends_on_a_whole_sentence(font, most):
    rows = fitting_rows(TEXT, font, 260, most)
    assert 1 <= len(rows) <= most
    assert rows[-1].endswith(".")
    assert " ".join(rows) in TEXT


def test_text_that_fits_is_unchanged(font):
    assert " ".join(fitting_rows(TEXT, font, 2000, 3)) == TEXT


def test_without_a_sentence_end_in_view_the_last_row_says_it_goes_on(font):
    rows = fitting_rows("a very long sentence without an end " * 8, font, 200, 2)
    assert len(rows) == 2 and rows[-1].endswith("…")
    assert font.size(rows[-1])[0] <= 200


def test_a_cell_label_of_thousands_of_digits_is_cut_before_it_is_drawn():
    """A 5,000-digit tunnel number in an edited level once became a 170,000 px label that
    `smoothscale` squeezed until glibc aborted: nothing is rendered far wider than its box."""
    from game.ui.board_view import MAX_SQUEEZE, blit_fitted

    rendered: list[int] = []

    class RecordingFont(pygame.font.Font):
        def render(self, text, *arguments, **keywords):
            image = super().render(text, *arguments, **keywords)
            rendered.append(image.get_width())
            return image

    pygame.font.init()
    font = RecordingFont(str(ASSETS / "fonts" / "NotoSans-Regular.ttf"), 18)
    surface = pygame.Surface((100, 100))
    box = pygame.Rect(10, 10, 40, 30)
    where = blit_fitted(surface, font, "T" + "7" * 5000, (0, 0, 0), box)
    assert box.contains(where)
    assert rendered and max(rendered) <= box.width * MAX_SQUEEZE


def test_the_window_font_never_renders_a_giant_line():
    from game.ui.text import MAX_RENDERED, SafeFont

    pygame.font.init()
    safe = SafeFont(str(ASSETS / "fonts" / "NotoSans-Regular.ttf"), 18)
    whole = "W" * 200_000
    assert safe.render(whole, True, (0, 0, 0)).get_width() == safe.size("W" * MAX_RENDERED)[0]
