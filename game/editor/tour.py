"""The level editor on a game's level, for a game's screen-tour module (game/<package>/tour.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.tour import ScreenMaker, menu_under

if TYPE_CHECKING:
    from game.ui.host import Host


def editor_screen(level: str, tab: str = "board") -> ScreenMaker:
    """The editor on `level` (a path under levels/), showing the tab `tab`."""

    def make(app: Host) -> None:
        from game.core.paths import LEVELS
        from game.editor.scene import EditorScene, load_model

        menu_under(app)
        scene = EditorScene(app, load_model(str(LEVELS / level)))
        scene.tab = tab
        app.push(scene)

    return make
