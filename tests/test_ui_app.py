"""The app shell driven headless with real pygame events: menu, Esc, dialogs, curtain, F11."""

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIButton

from game import games
from game.app import App
from game.games import GameInfo
from game.ui import menu, theme
from game.ui.curtain import CurtainScene
from game.ui.dialogs import Choice, ChoiceScene, ConfirmScene, MessageScene
from game.ui.driver import Driver
from game.ui.howto import HowToPlayScene
from game.ui.menu import MainMenuScene
from game.ui.monkey import key_event
from game.ui.scene import Scene
from game.ui.settings import SettingsScene

FRAME = 1 / 60


class MatchScene(Scene):
    title = "Match"
    confirm_leave = "Leave the match? It is saved and can be continued."

    def __init__(self, app):
        super().__init__(app)
        self.exited = False

    def exit(self):
        self.exited = True
        super().exit()

    def draw(self, surface):
        surface.fill((200, 30, 30))


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(games, "GAME_PACKAGES", ())
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.tick([], FRAME)
    return app


def press(app, *keys):
    for key in keys:
        app.tick([key_event(key)], FRAME)


def focus_label(app, label):
    menu = app.top.menu
    menu.set_focus(next(i for i, item in enumerate(menu.items) if item.label == label))


def test_the_menu_opens_with_settings_how_to_play_and_quit(app):
    assert isinstance(app.top, MainMenuScene)
    labels = [item.label for item in app.top.menu.items]
    assert labels[-3:] == ["Settings", "How to play", "Quit"]
    continue_item = next(item for item in app.top.menu.items if item.label == "Continue")
    assert not continue_item.enabled


def test_games_not_built_yet_are_shown_disabled(monkeypatch):
    entry = GameInfo("x", "Nothing Yet", "blurb", list, list, list, dict)
    monkeypatch.setattr(menu, "all_kinds", lambda: [entry])
    app = App(headless=True)
    app.start(MainMenuScene(app))
    first = app.top.menu.items[0]
    assert first.label == "Nothing Yet (coming soon)" and not first.enabled


def test_keyboard_opens_settings_and_esc_pops_back(app):
    press(app, pygame.K_UP, pygame.K_UP)  # wraps: Settings, Quit, How to play
    assert app.top.menu.focused_item.label == "How to play"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, HowToPlayScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenuScene)
    assert app.top.menu.focused_item.label == "How to play"


def test_a_mouse_click_presses_a_button(app):
    Driver(app).click_button("Settings")
    assert isinstance(app.top, SettingsScene)


def test_confirm_dialog_blocks_leaving_until_yes(app):
    driver = Driver(app)
    match = MatchScene(app)
    app.push(match)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene)
    driver.key(pygame.K_n)
    assert app.top is match and not match.exited
    driver.keys(pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_LEFT)
    assert isinstance(app.top, ConfirmScene) and match in app.stack
    driver.click_button("No")
    assert app.top is match
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Yes")
    assert isinstance(app.top, MainMenuScene) and match.exited


class Recorder(Scene):
    """A scene that keeps the type of every event it is given; a key makes it post events
    the way pygame-gui posts them while handling one (path picked, then window closed)."""

    POSTED = (
        pygame_gui.UI_FILE_DIALOG_PATH_PICKED,
        pygame_gui.UI_WINDOW_CLOSE,
        pygame_gui.UI_BUTTON_PRESSED,
        pygame_gui.UI_TEXT_ENTRY_FINISHED,
    )

    def __init__(self, app):
        super().__init__(app)
        self.seen = []

    def handle_event(self, event):
        self.seen.append(event.type)
        if event.type == pygame.KEYDOWN:
            for kind in self.POSTED:
                pygame.event.post(pygame.event.Event(kind, ui_element=None))
        return True


def test_events_reach_the_scene_in_the_order_they_were_posted(app):
    recorder = Recorder(app)
    app.push(recorder)
    Driver(app).key(pygame.K_a)
    order = [pygame.KEYDOWN, pygame.KEYUP, *Recorder.POSTED]  # as they were posted
    assert [kind for kind in recorder.seen if kind in order] == order


def test_a_three_way_question_answers_by_button_and_by_key(app):
    driver = Driver(app)
    answers = []
    choices = [Choice(word, lambda word=word: answers.append(word)) for word in ("Save", "Discard")]
    app.push(ChoiceScene(app, "Leave?", [*choices, Choice("Cancel")]))
    driver.step()
    driver.click_button("Discard")
    app.push(ChoiceScene(app, "Leave?", [*choices, Choice("Cancel")]))
    driver.key(pygame.K_RETURN)
    app.push(ChoiceScene(app, "Leave?", [*choices, Choice("Cancel")]))
    driver.key(pygame.K_ESCAPE)
    assert answers == ["Discard", "Save"] and isinstance(app.top, MainMenuScene)


def test_the_confirm_dialog_dims_but_shows_the_scene_below(app):
    app.push(MatchScene(app))
    press(app, pygame.K_ESCAPE)
    red, green, blue, _ = app.screen.get_at((5, 5))
    assert 0 < red < 200 and green < 30 and blue < 30


def test_esc_in_the_main_menu_asks_before_quitting(app):
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene)
    press(app, pygame.K_y)
    assert not app.running and app.top is None


def test_quit_exits_every_scene(app):
    match = MatchScene(app)
    app.push(match)
    app.tick([pygame.event.Event(pygame.QUIT)], FRAME)
    assert not app.running and app.stack == [] and match.exited


def test_curtain_hides_the_previous_scene_and_continues_on_space(app):
    continued = []
    app.push(MatchScene(app))
    app.push(CurtainScene(app, "Ann", lambda: continued.append(True), player_index=1))
    app.tick([], 1.0)
    pixels = [app.screen.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 800, 16)]
    assert (200, 30, 30) not in pixels
    assert pixels.count(theme.BACKGROUND) > 0.9 * len(pixels)
    press(app, pygame.K_SPACE)
    assert continued == [True] and isinstance(app.top, MatchScene)


def test_curtain_ignores_keys_until_armed(app):
    app.push(CurtainScene(app, "Bob", lambda: None))
    press(app, pygame.K_SPACE)
    assert isinstance(app.top, CurtainScene)


def test_esc_on_a_curtain_asks_the_scene_below_and_never_reveals_it(app):
    match = MatchScene(app)
    app.push(match)
    app.push(CurtainScene(app, "Ann", lambda: None))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene)
    assert (200, 30, 30) not in {app.screen.get_at((x, 5))[:3] for x in range(0, 1280, 40)}
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenuScene) and match.exited


def test_message_scene_scrolls_and_closes(app):
    driver = Driver(app)
    lines = [f"levels/x.toml:{n}: problem number {n}" for n in range(1, 80)]
    app.show_message("Problems", lines)
    message = app.top
    assert isinstance(message, MessageScene)
    driver.key(pygame.K_PAGEDOWN)
    assert message.log.first_row > 0
    driver.click_button("OK")
    assert isinstance(app.top, MainMenuScene)


def test_f11_does_not_crash_and_is_remembered(app):
    press(app, pygame.K_F11)
    assert app.settings.fullscreen
    press(app, pygame.K_F11)
    assert not app.settings.fullscreen


@pytest.mark.parametrize("scene_class", [MainMenuScene, SettingsScene, HowToPlayScene])
def test_a_window_resize_relayouts(app, scene_class):
    if scene_class is not MainMenuScene:
        app.push(scene_class(app))
    resize = pygame.event.Event(pygame.VIDEORESIZE, w=900, h=600, size=(900, 600))
    app.tick([resize], FRAME)
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert isinstance(app.top, scene_class)
    assert len([b for b in app.top.menu.buttons if b.alive()]) == len(app.top.menu.items)


def test_replace_and_clear_to(app):
    match = MatchScene(app)
    app.push(match)
    app.replace(HowToPlayScene(app))
    assert match.exited and isinstance(app.stack[0], MainMenuScene)
    app.clear_to(SettingsScene(app))
    assert len(app.stack) == 1 and isinstance(app.top, SettingsScene)


def test_every_menu_button_fits_in_the_window_with_all_games():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.tick([], FRAME)
    window = pygame.Rect((0, 0), app.size)
    buttons = app.top.menu.buttons
    assert len(buttons) == len(app.top.menu.items) >= 11
    assert all(window.contains(button.rect) for button in buttons)
    hint_top = 680
    assert max(button.rect.bottom for button in buttons) < hint_top


def test_a_relabelled_button_shows_its_new_words_even_while_selected():
    from game.ui.howto import HowToPlayScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    help_scene = HowToPlayScene(app)
    app.push(help_scene)
    app.tick([], FRAME)
    menu = help_scene.menu
    button = menu.buttons[menu.focused]
    before = pygame.image.tobytes(button.image, "RGBA")
    menu.set_label(menu.focused, "Something else entirely")
    app.tick([], FRAME)
    assert pygame.image.tobytes(button.image, "RGBA") != before


class CarelessButtonScene(Scene):
    """A screen whose one button acts on any event that names it, as Double-edged Edges'
    round 0 once did: the kit must still let only a press through."""

    title = "Careless"

    def __init__(self, app):
        super().__init__(app)
        self.acted = 0

    def build(self, root):
        self.button = UIButton(pygame.Rect(300, 300, 240, 60), "Go on", self.app.ui, root)

    def handle_event(self, event):
        if getattr(event, "ui_element", None) is self.button:
            self.acted += 1
            return True
        return False


def careless_scene_under_the_mouse(app) -> tuple[CarelessButtonScene, Driver]:
    scene = CarelessButtonScene(app)
    app.push(scene)
    driver = Driver(app)
    driver.step()
    return scene, driver


def rest_the_mouse(driver: Driver, pos: tuple[int, int]) -> None:
    """The pointer rests at `pos` (SDL puts it there; pygame-gui reads it for hovering) and
    moves a little on the spot for a few frames."""
    pygame.mouse.set_pos(pos)
    for _ in range(3):
        driver.move(pos)
    driver.step(3)


@pytest.fixture
def pointer_back():
    """The pointer goes back to the corner, so that no later test finds it resting here."""
    yield
    pygame.mouse.set_pos((0, 0))


def test_a_resting_mouse_presses_no_button_of_any_scene(app, pointer_back):
    scene, driver = careless_scene_under_the_mouse(app)
    rest_the_mouse(driver, scene.button.rect.center)
    assert scene.button.hovered and scene.acted == 0


def test_a_click_on_a_button_under_a_resting_mouse_presses_it_once(app, pointer_back):
    scene, driver = careless_scene_under_the_mouse(app)
    rest_the_mouse(driver, scene.button.rect.center)
    driver.click(scene.button.rect.center)
    driver.step(2)
    assert scene.acted == 1


def test_a_press_begun_on_a_button_and_let_go_elsewhere_is_no_press(app, pointer_back):
    scene, driver = careless_scene_under_the_mouse(app)
    rest_the_mouse(driver, scene.button.rect.center)
    driver.press(scene.button.rect.center)
    pygame.mouse.set_pos((20, 20))
    driver.move((20, 20), (1, 0, 0))
    driver.release((20, 20))
    driver.step(2)
    assert scene.acted == 0


def test_the_menus_focus_follows_the_mouse_over_its_buttons(app, pointer_back):
    menu_buttons = app.top.menu
    settings = [item.label for item in menu_buttons.items].index("Settings")
    driver = Driver(app)
    driver.move((5, 5))
    rest_the_mouse(driver, menu_buttons.buttons[settings].rect.center)
    assert app.top.menu.focused == settings


class KeyRecorder(Scene):
    """A screen that notes every key and typed text it is given."""

    def __init__(self, app):
        super().__init__(app)
        self.heard: list[str] = []

    def handle_event(self, event):
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self.heard.append(pygame.event.event_name(event.type))
        elif event.type == pygame.TEXTINPUT:
            self.heard.append(event.text)
        return False


def test_the_space_that_opens_a_screen_is_never_delivered_to_it_again(app):
    driver = Driver(app)
    after = KeyRecorder(app)
    app.push(CurtainScene(app, "Ann", lambda: app.push(after), arm_delay=0))
    driver.step()
    space = {"key": pygame.K_SPACE, "mod": 0, "unicode": " ", "scancode": 0}
    down = pygame.event.Event(pygame.KEYDOWN, space)
    repeat = pygame.event.Event(pygame.KEYDOWN, space)  # SDL's repeat of a key held down
    driver.post(down, pygame.event.Event(pygame.TEXTINPUT, text=" "), repeat)
    driver.post(pygame.event.Event(pygame.KEYUP, space))
    assert app.top is after and after.heard == []
    driver.key(pygame.K_x)
    assert after.heard == ["KeyDown", "x", "KeyUp"]


def test_esc_in_a_text_field_ends_the_typing_and_a_second_esc_leaves(app):
    from pygame_gui.elements import UITextEntryLine

    class Form(KeyRecorder):
        def build(self, root):
            self.field = UITextEntryLine(pygame.Rect(100, 100, 300, 40), self.app.ui, root)

    form = Form(app)
    app.push(form)
    driver = Driver(app)
    driver.click_element(form.field)
    driver.type_text("w a.")
    driver.key(pygame.K_ESCAPE)
    assert form.field.get_text() == "w a." and form.heard == [] and app.top is form
    assert not form.field.is_focused
    driver.key(pygame.K_ESCAPE)
    assert app.top is not form


def test_a_key_held_repeats_only_while_a_text_field_has_the_focus(app):
    from pygame_gui.elements import UITextEntryLine

    class Form(KeyRecorder):
        def build(self, root):
            self.field = UITextEntryLine(pygame.Rect(100, 100, 300, 40), self.app.ui, root)

    form = Form(app)
    app.push(form)
    driver = Driver(app)
    driver.click_element(form.field)
    assert pygame.key.get_repeat() != (0, 0)  # pygame-gui's, for typing
    app.replace(KeyRecorder(app))  # the form goes, its field still holding the focus
    driver.key(pygame.K_DOWN)
    assert pygame.key.get_repeat() == (0, 0)
