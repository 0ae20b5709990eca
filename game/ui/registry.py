"""What the main menu offers: the games, the rules pages, and hooks the games fill in.

A game's scenes are imported only when the player opens that game, so the menu starts fast.
An entry whose module does not exist yet is shown as "coming soon" and cannot be chosen.

References are "module:attribute" strings. `first_scene` names a callable taking the App and
returning the game's first Scene (a Scene subclass itself will do); `rules` names a list of
(title, text) pages shown under "How to play".
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.paths import user_config_dir, user_data_dir

if TYPE_CHECKING:
    from game.app import App
    from game.ui.scene import Scene


@dataclass(frozen=True)
class GameEntry:
    """One game of the collection, as the main menu shows it."""

    game_id: str
    title: str
    blurb: str
    first_scene: str
    rules: str = ""

    @property
    def available(self) -> bool:
        """True once the module of `first_scene` exists."""
        return module_exists(self.first_scene.partition(":")[0])

    def make_first_scene(self, app: App) -> Scene:
        return load_reference(self.first_scene)(app)

    def rules_pages(self) -> list[tuple[str, str]]:
        """The game's rules pages, or [] while it has none."""
        if not self.rules or not module_exists(self.rules.partition(":")[0]):
            return []
        return list(load_reference(self.rules))


GAMES: list[GameEntry] = [
    GameEntry(
        "social-snake",
        "Social Snake",
        "3 to 13 players steer snakes at once for apples and garnets; collisions cost apples.",
        "game.social_snake.scene:SetupScene",
        "game.social_snake.rules_text:PAGES",
    ),
    GameEntry(
        "tactrics-snakes",
        "Tactrics Snakes",
        "Build snakes out of towers for points: 2 to 4 players, or a solo puzzle mode.",
        "game.tactrics.scene:TactricsMenuScene",
        "game.tactrics.rules_text:PAGES",
    ),
]


def module_exists(name: str) -> bool:
    """Whether module `name` can be imported (without importing it)."""
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def load_reference(reference: str) -> Any:
    """Import "module:attribute" and return the attribute."""
    module_name, _, attribute = reference.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def continue_scene(app: App) -> Scene | None:
    """The scene that continues the newest unfinished match, or None if there is none.

    Called each time the main menu is shown (keep it cheap: load the save in the scene's
    enter()). Until the saves exist it returns None, which disables "Continue".
    """
    return _first_scene(app, "continue_scene")


def replays_scene(app: App) -> Scene | None:
    """The replay browser, or None (which disables "Replays")."""
    return _first_scene(app, "replays_scene")


def attract_scene(app: App) -> Scene | None:
    """A self-playing demo shown after the main menu has been idle a while, or None."""
    return _first_scene(app, "attract_scene")


# Modules offering continue_scene / replays_scene / attract_scene(app) -> Scene | None.
SCENE_HOOKS = ["game.social_snake.scene"]


def _first_scene(app: App, hook: str) -> Scene | None:
    """The first scene that a game's `hook` offers (games are asked in SCENE_HOOKS order)."""
    for module_name in SCENE_HOOKS:
        if module_exists(module_name):
            scene = load_reference(f"{module_name}:{hook}")(app)
            if scene is not None:
                return scene
    return None


def controls_page() -> tuple[str, str]:
    """The general "Controls" page of How to play."""
    text = f"""Everything can be done with the keyboard or with the mouse.

Menus: Up and Down (or Tab and Shift+Tab) move between the buttons; Enter or Space presses \
the highlighted one; the mouse can click any button. In Settings, Left and Right change the \
highlighted setting.

Esc goes back one screen. Leaving a match asks first; the match is saved and can be picked \
up again with Continue in the main menu. Esc in the main menu asks whether to quit.

F11 switches between a window and full screen. The window can be resized; the picture is \
scaled to fit.

Ctrl+Z undoes and Ctrl+Y redoes wherever taking a step back is allowed, for example while \
entering moves before you submit them, in puzzles and in editors.

Hot-seat play: when several people share one computer, a curtain covers the screen between \
turns and names the next player ("Pass to Ann"). Hand over the computer; the next player \
presses Space, Enter or clicks when ready. Nobody sees another player's secret moves.

Players are never told apart by colour alone: every player also has a letter. The \
colour-blind palette in Settings adds a fill pattern to every player's colour.

Text panels like this one scroll with the mouse wheel or with Page Up and Page Down.

Your settings are kept in {user_config_dir()}; saves, replays and your own levels in \
{user_data_dir()}."""
    return "Controls", text


def help_pages() -> list[tuple[str, str]]:
    """Every How to play page: the controls, then each available game's rules."""
    pages = [controls_page()]
    for game in GAMES:
        pages.extend(game.rules_pages())
    return pages
