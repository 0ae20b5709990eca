"""Issue 28: How to play's first page described a 16-space platform while a new match's
setup starts on Four on a Plank (9 spaces). The page names the level it describes and the
setup's default, with each one's spaces and start as their level files give them."""

from __future__ import annotations

from game.app import App
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.double_edged_edges.levels import level_from_document
from game.double_edged_edges.rules_text import GOAL
from game.double_edged_edges.scene import setup_scene
from game.ui.menu import MainMenuScene


def test_the_first_page_names_its_level_and_the_setups_default():
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    default = setup_scene(app).config.default_level
    words = " ".join(GOAL.split())
    for file in ("mainly-by-design.toml", default):
        level = level_from_document(load_toml(LEVELS / "double-edged-edges" / file))
        assert level.name in words, level.name
        assert " ".join(map(str, level.values)) in words, level.name
        assert f"space {level.start}" in words, level.name
