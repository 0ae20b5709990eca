"""Issue 27: no name is cut and no number is under 12 px at 800×600 with each game's largest
table and the longest names allowed, in the reveal's and replay's middle and last steps too
(the layout check's slice covers their first frames only)."""

from __future__ import annotations

import pytest

from game.bench_layout import Case, check, fault_lines

SMALL = (800, 600)


@pytest.mark.parametrize(
    ("screen", "seats"),
    [
        ("edges-reveal@mid", 12),  # the table in two halves under the platform
        ("edges-replay@end", 12),
        ("antisocial-replay@end", 8),  # owners revealed beside each snake
    ],
)
def test_long_names_stay_whole_and_numbers_readable_at_800_by_600(screen: str, seats: int):
    assert fault_lines(check([Case(screen, SMALL, seats, True)])) == []
