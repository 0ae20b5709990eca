"""Issue 18 item 6: text is never lost. Every screen of every game, at 1366×768 and 1000×625,
draws each text it had to shorten where the pointer (and, for whatever the keyboard focuses:
a list's selection, a button, a text entry) can show it whole on a card."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from pygame_gui.elements import UIButton, UITextEntryLine

from game.app import App
from game.screen_tour import SCREENS, resize, show
from game.ui.driver import Driver
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


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_shortened_text_can_be_read_whole(screen):
    """At each of SIZES in turn: the window opens at the first and is resized to the next."""
    app = App(headless=True, size=SIZES[0])
    show(app, screen)  # the first frame (cached images are drawn), then a second one
    for size in SIZES:
        if size != SIZES[0]:
            resize(app, size)
        assert WHOLE_TEXTS.unplaced == [], f"{screen} at {size}: shortened, never read whole"
        deliver(app)
        assert WHOLE_TEXTS.unplaced == [], f"{screen} at {size}: shortened, never read whole"
        for item in list(WHOLE_TEXTS.shown):
            deliver(app, pointer_at(item.rect.center))
            assert app.whole_text_shown == item.whole, f"{screen} at {size}: {item.whole!r}"


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

    name = "a-level-with-a-name-much-longer-than-any-file-dialog-row-could-ever-hold-" * 2 + ".toml"
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


def focused_shortened(app: App) -> list[str]:
    """The whole text of each shortened text the keyboard focuses now: a text entry holding
    more than its box shows, a selected button whose label was shortened or is cut off."""
    wholes = []
    for element in app.ui.get_sprite_group().sprites():
        if not element.visible:
            continue
        if isinstance(element, UITextEntryLine) and element.is_focused:
            text = element.get_text()
            room = element.rect.width - 2 * (element.border_width["left"] + element.padding[0])
            if element.font.size(text)[0] > room:
                wholes.append(text)
        elif isinstance(element, UIButton) and element.is_selected and element.text:
            whole = WHOLE_TEXTS.shortened.get(element.text, element.text)
            if whole != element.text or element.font.size(whole)[0] > element.rect.width - 4:
                wholes.append(whole)
    return wholes


TABS = 10


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_shortened_text_the_tab_key_focuses_is_shown_whole(screen):
    app = App(headless=True, size=(1000, 625))
    show(app, screen)
    top = app.top
    for _ in range(TABS):
        deliver(app, key_event(pygame.K_TAB))
        if app.top is not top:
            break  # Tab did something else here (a game's own key)
        for whole in focused_shortened(app):
            assert app.whole_text_shown == whole, f"{screen}: focused {whole!r}"


def test_a_level_name_too_long_for_its_entry_shows_whole_while_tab_focuses_and_typing_grows_it():
    app = App(headless=True, size=(1000, 625))
    show(app, "editor-social-level")
    entry = app.top.side.entries["field:name"]
    whole = entry.get_text()
    deliver(app, key_event(pygame.K_TAB))
    assert entry.is_focused and app.whole_text_shown == whole
    Driver(app).type_text(" and more")
    assert app.whole_text_shown == whole + " and more"
    deliver(app, key_event(pygame.K_TAB))  # done: the next entry has the focus
    assert not entry.is_focused and app.whole_text_shown != whole + " and more"


def test_a_shortened_label_of_an_editor_entry_is_shown_whole_while_tab_focuses_the_entry():
    from game.editor.files import load_model
    from game.editor.scene import EditorScene

    model = load_model("levels/social-snake/classic.toml")
    label = "The name this level goes by in every list of levels, far too long for its place"
    fields = [
        dataclasses.replace(field, label=label) if field.key == "name" else field
        for field in model.editing.fields
    ]
    model.editing = dataclasses.replace(model.editing, fields=fields)
    app = App(headless=True, size=(1000, 625))
    show(app, "menu")
    scene = EditorScene(app, model)
    scene.side.tab = "level"
    app.push(scene)
    deliver(app)
    assert app.whole_text_shown is None
    deliver(app, key_event(pygame.K_TAB))
    assert scene.side.focused_entry() == "field:name"
    assert app.whole_text_shown in (label, model.data["name"])
    scene.side.entries["field:name"].set_text("Short")  # the entry's own text now fits
    deliver(app)
    assert app.whole_text_shown == label
