"""Every screen of the app, built headless at any window size: for the layout test and for
looking at the screens yourself.

    python -m game.screen_tour shots/ 1000x625 1366x768 2560x1440

saves one PNG per screen and size (what the window shows, pixel for pixel). The shell's own
screens are here; each game supplies its screens through GameInfo.tour_screens
(game/<package>/tour.py).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from game.app import App
from game.games import all_games
from game.ui.host import Host
from game.ui.tour import ScreenMaker, menu_under

FRAME = 1 / 60


def _settings(app: Host) -> None:
    from game.ui.settings import SettingsScene

    menu_under(app)
    app.push(SettingsScene(app))


def _howto(app: Host) -> None:
    from game.ui.howto import HowToPlayScene

    menu_under(app)
    app.push(HowToPlayScene(app))


def _dialog(app: Host) -> None:
    from game.ui.dialogs import ConfirmScene

    menu_under(app)
    app.push(ConfirmScene(app, "Quit Serpentarium?", lambda: None))


def _message(app: Host) -> None:
    menu_under(app)
    lines = [f'settings.toml:{n}: unknown setting "colour{n}"' for n in range(1, 9)]
    app.show_message("Your settings could not all be read", lines)


def _replays_list(app: Host) -> None:
    from game.ui.matches import ReplaysScene

    menu_under(app)
    app.push(ReplaysScene(app))


def _editor_home(app: Host) -> None:
    from game.editor.scene import editor_home

    menu_under(app)
    app.push(editor_home(app))


def _all_screens() -> dict[str, ScreenMaker]:
    """The shell's screens, then every registered game's, in menu order."""
    screens: dict[str, ScreenMaker] = {
        "menu": menu_under,
        "settings": _settings,
        "howto": _howto,
        "confirm": _dialog,
        "message": _message,
        "replays": _replays_list,
        "editor-home": _editor_home,
    }
    for game in all_games():
        if game.tour_screens is not None:
            screens.update(game.tour_screens())
    return screens


SCREENS: dict[str, ScreenMaker] = _all_screens()


def show(app: App, name: str) -> None:
    """Put screen `name` on `app` and draw one frame."""
    SCREENS[name](app)
    app.tick([], FRAME)


def resize(app: App, size: tuple[int, int]) -> None:
    """Resize the window as SDL reports it, and draw one frame."""
    event = pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    app.tick([event], FRAME)


def window_image(app: App) -> pygame.Surface:
    """What the window shows: the drawing surface, doubled on a very large screen."""
    if app.scale == 1:
        return app.screen
    return pygame.transform.scale(app.screen, app.window.get_size())


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    folder = Path(argv[0] if argv else "shots")
    sizes = [(int(w), int(h)) for w, h in (arg.split("x") for arg in argv[1:])] or [(1280, 800)]
    folder.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        app = App(headless=True, size=size)
        for name in SCREENS:
            show(app, name)
            path = folder / f"{size[0]}x{size[1]}-{name}.png"
            pygame.image.save(window_image(app), path)
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
