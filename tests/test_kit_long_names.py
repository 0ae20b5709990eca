"""Issue 27: the kit's screens keep room for the longest name allowed (16 of the widest
letter, and long realistic names): the layout check's tables seated with them
(game.ui.tour.LONG_NAMES) find no name shortened on the results of the largest tables."""

from __future__ import annotations

import pytest

from game.bench_layout import Case, check, tables
from game.ui.layout_check import SHORTENED


@pytest.mark.parametrize("screen", ["social-results", "antisocial-results", "edges-results"])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_results_show_the_longest_names_whole_at_the_largest_table(screen, size):
    case = Case(screen, size, tables()[screen.split("-")[0]][-1], long_names=True)
    found = check([case])[case]
    assert [f.what for f in found if f.kind == SHORTENED] == []


def test_a_standings_chip_too_wide_for_its_panel_puts_its_total_under_the_name():
    case = Case("social-move-entry", (1024, 600), 13, long_names=True)
    found = check([case])[case]
    assert [f.what for f in found if "apples" in f.what] == []


@pytest.mark.parametrize("seats", [3, 13])
def test_the_social_reveal_at_1024_keeps_long_names_whole_and_its_board_readable(seats):
    """The player table takes the room its names need; the key and the other grid fold
    behind chips rather than shrink the board's numbers under 12 px."""
    case = Case("social-reveal@mid", (1024, 600), seats, long_names=True)
    assert [f"{f.kind}: {f.what}" for f in check([case])[case]] == []


def test_bugcatcher_public_board_at_1024_keeps_its_prompt_in_the_window_at_nine_long_names():
    """Last round's completed missions share one wrapped line, so the prompt to go on stays
    inside the window under nine long names still to enter."""
    case = Case("bugcatcher-public-board", (1024, 600), 9, long_names=True)
    assert [f"{f.kind}: {f.what}" for f in check([case])[case]] == []
