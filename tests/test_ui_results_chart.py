"""The results chart: the round numbers under the axis stay clear of the players' end
marks drawn right of the plot (new players read "1000" as "100" under the marks)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.screen_tour import show
from game.ui.results import ResultsScene, tie_lanes


@pytest.mark.parametrize("screen", ["snek-results", "bugcatcher-results", "edges-results"])
def test_the_last_round_number_ends_before_the_end_marks(screen: str):
    app = App(headless=True, size=(1366, 768))
    show(app, screen)
    app.tick([], 1 / 60)
    scene = app.top
    assert isinstance(scene, ResultsScene) and not scene.layout.stacked  # table and chart
    plot_right = scene.layout.chart.width - 34  # the end marks start 6 px right of it
    numbers = [n for n in scene._chart_notes.notes if n.whole.isdigit() and n.rect.top > 40]
    axis_top = max(n.rect.top for n in numbers)
    under_axis = [n for n in numbers if n.rect.top == axis_top]
    assert len(under_axis) >= 2
    assert all(n.rect.right <= plot_right for n in under_axis)


def test_players_with_equal_totals_each_keep_a_visible_line():
    """Two players level all match: each line gets its own lane (one hid the other)."""
    import dataclasses

    app = App(headless=True, size=(1366, 768))
    show(app, "edges-results")
    scene = app.top
    assert isinstance(scene, ResultsScene)
    results = scene.results
    level = [[row[0], row[0], *row[2:]] for row in results.history]  # the second as the first
    first, second = results.line_colours[:2]
    scene.results = dataclasses.replace(results, history=level)
    scene._table = scene._chart = None  # drawn again from the new history
    app.tick([], 1 / 60)
    inside = pygame.Rect(58, 36, scene.layout.chart.width - 160, scene.layout.chart.height - 74)
    plot = scene._chart.subsurface(inside)  # the plot, left of the end marks
    colours = {tuple(plot.get_at((x, y)))[:3] for x in range(plot.get_width())
               for y in range(plot.get_height())}  # fmt: skip
    assert tuple(first)[:3] in colours and tuple(second)[:3] in colours


def test_twelve_players_level_at_nought_start_their_lines_at_nought():
    """Twelve players on 0 at round 0 (a 12-seat Edges or a 9-seat Bugcatcher): their lanes
    stay within half a point of 0, so no line reads as a start on 4 or 9 (it did, 3 px a
    lane above the floor); two players level still get lanes 3 px apart."""
    unit = 12.0  # px a point
    many = tie_lanes([0] * 12, 0, 40, unit)
    assert all(-0.5 * unit < offset <= 0 for offset in many)
    assert len(set(many)) == 12  # each its own lane still
    two = tie_lanes([5, 5, 9], 0, 40, unit)
    assert abs(two[0] - two[1]) == 3 and two[2] == 0


@pytest.mark.parametrize("colour_blind", [True, False])
def test_colour_blind_lines_carry_markers_and_the_legend_shows_each_line(colour_blind):
    """Colour-blind, eight lines of near hues read alike (issue 28): each line gets its own
    marker, and the legend a piece of each line with its marker before the name."""
    from game.ui.results import LEGEND_ROW, LINE_MARKERS, legend_per_row, line_marker
    from game.ui.settings import Settings
    from game.ui.tour import table_of

    assert len({line_marker(player) for player in range(8)}) == 8 == len(LINE_MARKERS)
    app = App(headless=True, size=(800, 600), settings=Settings(colour_blind=colour_blind))
    with table_of(8, long_names=True):
        show(app, "antisocial-results")
    app.tick([], 1 / 60)
    scene = app.top
    assert isinstance(scene, ResultsScene)
    chart, layout = scene._chart, scene.layout
    per_row = legend_per_row(layout.chart.width, scene._name_width())
    width = (layout.chart.width - 20) // per_row
    for player, colour in enumerate(scene.results.line_colours):
        left = 10 + (player % per_row) * width
        y = layout.legend_top - layout.chart.top + (player // per_row) * LEGEND_ROW + 9
        swatch = {tuple(chart.get_at((x, y)))[:3] for x in range(left + 24, left + 24 + 24)}
        assert (tuple(colour)[:3] in swatch) == colour_blind, player


def test_a_thousand_round_lines_markers_stay_apart_not_a_black_bar():
    """Colour-blind, a 1,000-round Snek battle drew a marker on every round: each flat
    stretch became a thick black bar. Markers now keep MARKER_SPACING apart, and two lines
    on the same points put theirs side by side."""
    from game.ui.results import MARKER_SPACING, marker_points

    points = [(60 + 600 * n / 1000, 100.0) for n in range(1001)]
    first, second = marker_points(points, 60, 0.0), marker_points(points, 60, 0.5)
    for chosen in (first, second):
        gaps = [b[0] - a[0] for a, b in zip(chosen, chosen[1:], strict=False)]
        assert 10 <= len(chosen) <= 600 // MARKER_SPACING + 1 and min(gaps) >= MARKER_SPACING
    assert not {x for x, _ in first} & {x for x, _ in second}
    assert marker_points([(60, 5.0), (660, 9.0)], 60, 0.0) == [(660, 9.0)]


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_a_three_digit_score_in_a_narrow_column_is_whole(size):
    """Antisocial's board columns are 38 px: a board score of 153 showed as "1…" at 20 px.
    A number too wide for its column shrinks (to 12 px at the least) as a name does."""
    import dataclasses

    from game.ui.layout_record import LAYOUT, TEXT

    app = App(headless=True, size=size)
    show(app, "antisocial-results")
    scene = app.top
    assert isinstance(scene, ResultsScene)
    cells = [[row[0], *("153" for _ in row[1:])] for row in scene.results.cells]
    scene.results = dataclasses.replace(scene.results, cells=cells)
    scene._table = scene._chart = None  # drawn again from the new scores
    LAYOUT.on = True
    try:
        app.tick([], 1 / 60)
        drawn = [item for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False
    scores = [item for item in drawn if item.text == "153"]
    assert scores and all(item.size >= 12 for item in scores)
    assert not [item for item in drawn if item.shortened == "153"]
