"""Issue 28: a single match's results say what their ToL and EC columns are (the first award
lines: "ToL = Token of Life: …", "EC = Elimination Candidate: …"), in every game that has them."""

from __future__ import annotations

import pytest

from game.app import App
from game.screen_tour import SCREENS, show
from game.ui.results import ResultsScene

RESULTS = [name for name in SCREENS if name.endswith("-results")]


@pytest.mark.parametrize("screen", RESULTS)
def test_results_with_award_columns_say_what_they_are(screen):
    app = App(headless=True, size=(1366, 768))
    show(app, screen)
    scene = app.top
    assert isinstance(scene, ResultsScene)
    titles = [column.title for column in scene.results.columns]
    lines = scene.awards_log.lines
    if "ToL" in titles:
        assert lines[0].startswith("ToL = Token of Life: "), lines[:2]
    if "EC" in titles:
        assert any(line.startswith("EC = Elimination Candidate: ") for line in lines[:2]), lines
