"""The shared reveal player, driven by a tiny made-up game: steps, controls, log, score panel."""

import pygame
import pytest

from game.app import App
from game.ui import theme
from game.ui.reveal_player import RevealPlayer, ScorePanel, ScoreRow, side_area
from game.ui.timeline import Cue

FRAME = 1 / 60


class CountingReveal(RevealPlayer):
    """Groups of words; each word is one cue of 0.2 s; the board shows how many were drawn."""

    def __init__(self, app, groups, on_done, **options):
        super().__init__(app, groups, on_done, **options)
        self.drawn: list[tuple[int, bool]] = []
        self.cues_drawn: list[str] = []
        self.scores = ScorePanel(side_area(app), ("Player", "Points"), 2, app)
        self.start()

    def cues_for(self, group):
        return [Cue(word, 0.0, 0.2) for word in group if word != "quiet"]

    def describe(self, event):
        return f"said {event}"

    def group_title(self, group):
        return f"{len(group)} words"

    def draw_board(self, surface, step, animating):
        self.drawn.append((step, animating))

    def draw_cues(self, surface, states):
        self.cues_drawn += [cue.payload for cue, _ in states]

    def draw_side(self, surface):
        mark = lambda image, rect, font: pygame.draw.rect(image, theme.ACCENT, rect)  # noqa: E731
        rows = [ScoreRow(mark, "Ann", (self.groups_started,)), ScoreRow(mark, "Bob", (0,), "+1")]
        self.scores.draw(surface, rows)


@pytest.fixture
def app() -> App:
    return App(headless=True)


def key(app, scene, code):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0))


def test_steps_play_in_order_and_the_log_grows_with_them(app):
    done = []
    scene = CountingReveal(app, [["a", "b"], ["quiet"], ["c"]], lambda: done.append(1))
    app.push(scene)
    app.tick([], FRAME)
    assert scene.log.lines == ["said a", "said b"]
    assert scene.status().startswith("2 words (1/3)")
    for _ in range(60):
        app.tick([], FRAME)
    assert scene.timeline.finished and scene.log.lines[-1] == "said c"
    assert "said quiet" in scene.log.lines, "a step with nothing to animate still shows"
    assert set(scene.cues_drawn) == {"a", "b", "c"}
    assert scene.drawn[-1] == (-1, False)
    key(app, scene, pygame.K_RETURN)
    key(app, scene, pygame.K_RETURN)
    assert done == [1], "continue calls on_done once"


def test_keys_step_pause_speed_and_skip(app):
    scene = CountingReveal(app, [["a"], ["b"], ["c"]], lambda: None)
    app.push(scene)
    key(app, scene, pygame.K_SPACE)
    assert not scene.timeline.playing
    key(app, scene, pygame.K_RIGHT)
    key(app, scene, pygame.K_RIGHT)
    assert scene.groups_started == 2
    key(app, scene, pygame.K_LEFT)
    assert scene.groups_started == 1
    key(app, scene, pygame.K_4)
    assert scene.timeline.speed == 4.0
    key(app, scene, pygame.K_MINUS)
    assert scene.timeline.speed == 2.0
    key(app, scene, pygame.K_END)
    assert scene.timeline.finished
    key(app, scene, pygame.K_HOME)
    assert scene.timeline.time == 0.0


def test_the_buttons_do_what_the_keys_do(app):
    scene = CountingReveal(app, [["a"], ["b"]], lambda: None)
    app.push(scene)
    labels = [button.text for button in scene.buttons]
    assert labels[0] == "< Back" and labels[-1] == "Continue"
    assert not scene.buttons[-1].is_enabled
    press = pygame.event.Event(pygame_gui_pressed(), ui_element=scene.buttons[4])
    scene.handle_event(press)
    assert scene.timeline.finished and scene.buttons[-1].is_enabled


def pygame_gui_pressed() -> int:
    import pygame_gui

    return pygame_gui.UI_BUTTON_PRESSED


def test_auto_continue_and_interrupt(app):
    done, stopped = [], []
    scene = CountingReveal(
        app,
        [["a"]],
        lambda: done.append(1),
        auto_continue=True,
        on_interrupt=lambda: stopped.append(1),
    )
    app.push(scene)
    key(app, scene, pygame.K_SPACE)
    assert stopped == [1] and scene.timeline.playing, "attract mode: a key only interrupts"
    for _ in range(30):
        app.tick([], FRAME)
    assert done == [1]


def test_the_score_panel_redraws_only_when_a_row_changes(app):
    panel = ScorePanel(pygame.Rect(0, 0, 390, 300), ("Player", "Apples", "Garnets"), 2, app)
    calls = []

    def mark(image, rect, font):
        calls.append(1)

    surface = pygame.Surface((400, 300))
    rows = [ScoreRow(mark, "Ann", (3, 1)), ScoreRow(mark, "Bob", (5, 0), "+2")]
    for _ in range(3):
        panel.draw(surface, rows)
    assert len(calls) == 2
    panel.draw(surface, [rows[0], ScoreRow(mark, "Bob", (7, 0))])
    assert len(calls) == 4
    assert panel.anchor(1)[1] > panel.anchor(0)[1]
