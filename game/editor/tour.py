"""The level editor on a game's level, for a game's screen-tour module (game/<package>/tour.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.tour import ScreenMaker, menu_under, seat_name

if TYPE_CHECKING:
    from game.editor.scene import EditorScene
    from game.ui.host import Host


def editor_screen(level: str, tab: str = "board") -> ScreenMaker:
    """The editor on `level` (a path under levels/), showing the tab `tab`."""

    def make(app: Host) -> None:
        from game.core.paths import LEVELS
        from game.editor.scene import EditorScene, load_model

        menu_under(app)
        scene = EditorScene(app, load_model(str(LEVELS / level)))
        scene.side.tab = tab
        _long_level_name(scene)
        app.push(scene)

    return make


def _long_level_name(scene: EditorScene) -> None:
    """When the layout check asks for the longest names: the level named with one, as a
    designer may type it into the Name field."""
    name = seat_name(0, "")
    field = next((field for field in scene.editing.fields if field.key == "name"), None)
    if name and field is not None:
        scene.model.set_field(field, name)


def editor_canvas_screen(level: str, overview: bool) -> ScreenMaker:
    """The editor on `level` with B2:E5 selected, zoomed to 200 % or every board shown."""

    def make(app: Host) -> None:
        from game.core.paths import LEVELS
        from game.editor.scene import EditorScene, load_model
        from game.editor.selection import Area

        menu_under(app)
        scene = EditorScene(app, load_model(str(LEVELS / level)))
        app.push(scene)
        scene.press("tool:select")
        scene.canvas.selection = Area(1, 1, 4, 4)
        if overview:
            scene.canvas.set_overview(True)
        else:
            scene.canvas.zoom(3, None)

    return make
