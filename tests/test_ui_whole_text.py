"""Issue 18 item 6: text is never lost. Every screen of every game, at 1366×768 and 1000×625,
draws each text it had to shorten where the pointer (and, for a list's selection, the
keyboard) can show it whole on a card."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.screen_tour import SCREENS, show
from game.ui.monkey import key_event
from game.ui.text import WHOLE_TEXTS, blit_text, clip_text

SIZES = [(1366, 768), (1000, 625)]
FRAME = 1 / 60


def deliver(app: App, *events: pygame.event.Event) -> None:
    """Post `events` to pygame's queue and let one frame of the shell's loop take them."""
    for event in events:
        pygame.event.post(event)
    app.tick(pygame.event.get(), FRAME)


def pointer_at(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_shortened_text_can_be_read_whole(screen, size):
    app = App(headless=True, size=size)
    show(app, screen)  # the first frame (cached images are drawn), then a second one
    assert WHOLE_TEXTS.unplaced == [], f"{screen}: shortened where nobody can read it whole"
    deliver(app)
    assert WHOLE_TEXTS.unplaced == [], f"{screen}: shortened where nobody can read it whole"
    for item in list(WHOLE_TEXTS.shown):
        deliver(app, pointer_at(item.rect.center))
        assert app.whole_text_shown == item.whole, f"{screen}: hovering {item.whole!r}"


def test_the_card_shows_a_shortened_line_whole_on_hover_and_leaves_with_the_pointer():
    app = App(headless=True, size=(1000, 625))
    show(app, "menu")
    whole = "Seed puzzle with a name far too long for the narrow list it is shown in"
    font = app.font(18)
    shown = clip_text(font, whole, 120)
    assert shown.endswith("…") and shown != whole
    rect = blit_text(app.screen, font, shown, (255, 255, 255), (40, 40))
    WHOLE_TEXTS.shown[-1].rect = rect  # as if the scene drew it every frame
    assert WHOLE_TEXTS.at(rect.center, keyboard=False).whole == whole
    assert WHOLE_TEXTS.at((rect.right + 50, rect.bottom + 50), keyboard=False) is None


def test_a_shortened_button_label_is_shown_whole_while_the_keyboard_focuses_it():
    from game.ui.menu import MainMenuScene

    app = App(headless=True, size=(1000, 625))
    app.start(MainMenuScene(app))
    deliver(app)
    button = app.top.menu.buttons[app.top.menu.focused]
    whole = button.text + " with words added until the label no longer fits its button at all"
    button.set_text(clip_text(button.font, whole, button.rect.width - 20))
    deliver(app, key_event(pygame.K_DOWN), key_event(pygame.K_UP))
    assert app.whole_text_shown == whole
    deliver(app, pointer_at((2, 2)))
    assert app.whole_text_shown is None


def test_a_file_dialog_row_too_long_for_the_dialog_is_shown_whole_on_hover():
    from game.core.paths import user_levels_dir
    from game.social_snake.scene import setup_scene

    name = "a-level-with-a-name-much-longer-than-any-file-dialog-row-could-ever-hold.toml"
    user_levels_dir().mkdir(parents=True)
    (user_levels_dir() / name).write_text('format = 1\ngame = "social-snake"\n', "utf-8")
    app = App(headless=True, size=(1000, 625))
    show(app, "menu")
    app.push(setup_scene(app))
    deliver(app)
    app.top.browse()
    deliver(app)
    rows = [item for item in WHOLE_TEXTS.shown if item.whole == name]
    assert rows, "the long file name is not in the dialog's list"
    deliver(app, pointer_at(rows[0].rect.center))
    assert app.whole_text_shown == name


def test_a_long_name_in_the_reveal_score_panel_is_shown_whole_on_hover():
    from game.ui.reveal_player import ScorePanel, ScoreRow
    from game.ui.scene import Scene

    app = App(headless=True, size=(1000, 625))
    show(app, "menu")
    panel = ScorePanel(pygame.Rect(600, 100, 300, 200), ["Player", "Apples"], 2, app)
    whole = "Beginner snek with a name that no score panel column could hold"
    rows = [ScoreRow(lambda *_: None, whole, (3,)), ScoreRow(lambda *_: None, "Ann", (5,))]

    class PanelScene(Scene):
        def draw(self, surface: pygame.Surface) -> None:
            super().draw(surface)
            panel.draw(surface, rows)

    app.push(PanelScene(app))
    deliver(app)
    names = [item for item in WHOLE_TEXTS.shown if item.whole == whole]
    assert len(names) == 1 and panel.rect.contains(names[0].rect)
    deliver(app, pointer_at(names[0].rect.center))
    assert app.whole_text_shown == whole
    deliver(app)  # drawn from the cached image now: still offered
    assert app.whole_text_shown == whole
