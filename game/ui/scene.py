"""The Scene base class: one screen of the app, living on the app's scene stack.

Writing a scene:

    class ScoreScene(Scene):
        title = "Scores"
        confirm_leave = None          # or a question: Esc then asks before leaving

        def __init__(self, app: Host, scores: list[int]):
            super().__init__(app)
            self.scores = scores      # state lives on the scene, never only in widgets

        def build(self, root: UIContainer) -> None:
            # pygame-gui elements, all inside `root` (called on enter and on every relayout)
            self.buttons = ButtonList(self.app.ui, root, pygame.Rect(40, 600, 300, 200),
                                      [MenuItem("Again", self.again)])

        def handle_event(self, event: pygame.event.Event) -> bool:
            return self.buttons.handle_event(event)   # True when the event was used

        def update(self, dt: float) -> None: ...      # changes state
        def draw(self, surface: pygame.Surface) -> None:
            super().draw(surface)                      # clears to the background
            ...                                        # draws state, never changes it

    app.push(ScoreScene(app, [3, 1]))

Lifecycle, called by the app only: `enter()` when pushed (builds `root`), `pause()` when
another scene is pushed on top (hides `root`), `resume()` when it is on top again (shows
`root`), `exit()` when popped or when the app closes (kills `root`; save here). Subclasses that
override a lifecycle method call `super()`.

Events reach only the top scene, after pygame-gui: the scene sees the events pygame-gui did not
consume, and every pygame-gui event (UI_BUTTON_PRESSED, …). If `handle_event` returns False
for Esc, the app calls `leave()`, which pops the scene (asking `confirm_leave` first, if set).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.ui import theme

if TYPE_CHECKING:
    from game.ui.host import Host


class Scene:
    """Base scene: an empty background, Esc pops it. See the module docstring."""

    title: str = ""
    """Shown in the window caption while the scene is on top."""

    confirm_leave: str | None = None
    """A yes/no question Esc asks before leaving, e.g. "Leave the match? It is saved …"."""

    opaque: bool = True
    """False for overlays (dialogs): the scenes below are drawn first."""

    portrait_height = 0
    """On a phone held upright (game/ui/phone_seats.py), drawn at least this tall: the page
    scrolls."""

    @property
    def busy(self) -> bool:
        """True while the scene changes on its own (an animation plays, bots act, a timer
        runs that changes what is drawn): the app then draws every frame. While no scene on
        screen is busy, the app draws only after events and otherwise sleeps (it still calls
        `update` a few times a second)."""
        return False

    def __init__(self, app: Host):
        self.app = app
        self.root: UIContainer | None = None
        self.built_for: tuple[int, int] = (0, 0)

    # lifecycle (called by the app)

    def enter(self) -> None:
        """Pushed: create `root` and build the pygame-gui elements in it."""
        self._build_root()

    def exit(self) -> None:
        """Popped or the app closes: kill the elements. Save unfinished work here."""
        if self.root is not None:
            self.root.kill()
            self.root = None

    def pause(self) -> None:
        """Another scene now covers this one: hide the elements."""
        if self.root is not None:
            self.root.hide()

    def resume(self) -> None:
        """On top again: show the elements (re-hide any you hide yourself, after super()).
        If the window changed size meanwhile, lay out again first."""
        if self.root is not None:
            if self.built_for != self.app.size:
                self.relayout()
            self.root.show()

    def relayout(self) -> None:
        """The window changed size: rebuild the elements from the scene's state."""
        if self.root is not None:
            self.root.kill()
        self._build_root()

    def _build_root(self) -> None:
        self.built_for = self.app.size
        self.root = UIContainer(pygame.Rect((0, 0), self.app.size), self.app.ui)
        self.build(self.root)

    # what subclasses fill in

    def build(self, root: UIContainer) -> None:
        """Create this scene's pygame-gui elements inside `root` (may be called again)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; return True if it was used (False lets Esc leave)."""
        return False

    def update(self, dt: float) -> None:
        """Advance state by `dt` seconds (only called while on top)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the state; never change it. pygame-gui elements are drawn after this."""
        surface.fill(theme.BACKGROUND)

    # leaving

    def card_avoids(self) -> list[pygame.Rect]:
        """Drawn texts, besides the buttons and fields, that a whole-text card stays clear of
        when it can (a form's labels)."""
        return []

    def leave(self) -> None:
        """Esc: pop this scene, asking `confirm_leave` first when it is set."""
        ask_to_leave(self.app, self)


def ask_to_leave(app: Host, scene: Scene) -> None:
    """Esc on `scene` (or on a curtain over it): pop it, asking its `confirm_leave` first
    when set. When the scene that started this match offers more (`match_choices`: a
    season's "Hand a seat to a bot…"), the question offers those answers too."""
    from game.ui.dialogs import Choice, ChoiceScene, ConfirmScene

    anchor = match_anchor(app, scene)
    own_way = getattr(anchor, "ask_to_leave_match", None)
    if callable(own_way) and own_way(scene):
        return  # the scene that started the match asks its own way (the editor's play-test)
    extra = match_choices(app, scene)
    if extra:
        question = scene.confirm_leave or "Leave the match?"
        leave = Choice("Yes, leave", lambda: app.pop(scene))
        app.push(ChoiceScene(app, question, [leave, *extra, Choice("No, stay")]))
    elif scene.confirm_leave:
        question = scene.confirm_leave
        safe = loses_work(question)  # Enter, pressed out of habit, must not throw work away
        app.push(ConfirmScene(app, question, lambda: app.pop(scene), enter_means_no=safe))
    else:
        app.pop(scene)


def loses_work(question: str) -> bool:
    """A leave question that warns its Yes loses work ("… It is not saved.")."""
    return "not saved" in question.lower()


def match_anchor(app: Host, scene: Scene | None = None) -> Scene | None:
    """The scene below `scene` that started a match and asked to be returned to after it
    (`returns_after_match`: the season board, the level editor's play-test), else None."""
    below = [other for other in app.stack if other is not scene]
    return next((s for s in reversed(below) if getattr(s, "returns_after_match", False)), None)


def match_banner(app: Host, finished: bool = False) -> str:
    """What the scene that started the match on screen says over it (a season's Final:
    "Final, match 2: Mira 1 – 0 Fay, first to two"); "" when it says nothing. `finished`:
    on the match's results, with the match counted (the Final's score after it)."""
    anchor = match_anchor(app)
    banner = getattr(anchor, "match_banner", None)
    if not callable(banner):
        return ""
    return str(banner(finished) if finished else banner())


def match_choices(app: Host, scene: Scene) -> list:
    """The answers, beyond leaving and staying, the scene that started `scene`'s match adds
    to its Esc question (a list of `game.ui.dialogs.Choice`)."""
    anchor = match_anchor(app, scene)
    offer = getattr(anchor, "match_choices", None)
    return list(offer(scene)) if callable(offer) else []
