"""Issue 27: Snek's lists of sneks (the battle setup's and the tournament's) show a snek named
with the longest name allowed whole at 800×600: the tiny button style (12 px), and the name
without whose it is (" · mine") before anything is cut. The layout check reaches these
screens with such a snek (`game.snek.tour`, `bench_layout.setup_cases`)."""

from __future__ import annotations

import pytest

from game.bench_layout import Case, check, fault_lines, read_known, setup_cases


@pytest.mark.parametrize("screen", ["snek-setup", "snek-tournament"])
@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_a_sixteen_letter_snek_is_whole_in_the_lists(screen, size):
    case = Case(screen, size, None, True)
    results = check([case])
    assert case in results  # the screen was made with the long-named snek
    lists = [line for line in fault_lines(results) if not line.endswith("  ×'")]
    assert lists == []  # the lineup's "… ×" buttons: tests/data/layout_known.txt
    assert set(fault_lines(results)) <= set(read_known())


def test_the_layout_check_reaches_the_snek_lists_with_long_names():
    screens = {case.screen for case in setup_cases([(800, 600)])}
    assert {"snek-setup", "snek-tournament"} <= screens
