"""Seats played on phones: each phone seat's entry drawn off-screen and sent as frames (JPEG).

    desk = PhoneDesk(app, {1: "Bob", 2: "Cat"})  # seat index -> name
    desk.start()                                   # PhoneProblem: why no server could start
    desk.open_entry(seat, make)                    # make(host) -> the game's own entry scene
    desk.url(seat), desk.qr_code(seat, side)       # what the waiting screen shows
    desk.stop()                                    # the match is over, or left

One entry screen, not two: a phone seat gets the game's own entry scene, built on a
`PhoneHost` — an off-screen window of the phone's size with its own scene stack and
pygame-gui manager — instead of the real window. A tap is a click at that point (motion,
press, release), a long press shows the whole text under the finger (the card the window
shows on hover), keys are keys; so the same checks, refusals, drafts (saved in the match's
save after every change) and undo apply. The desk runs on every pass of the window's loop
(`Host.background`): it takes the pages' messages (never waiting: the server's thread queues
them and wakes the loop), hands them to the seat's host as pygame events, draws the hosts
that changed and sends a frame only when its pixels changed. A reloaded page gets the
latest frame of the same entry; after Continue, the saved draft.

A board whose own numbers would be drawn under 12 px at the page's width (Social Snake's
15×15 and 18×18 grids) is laid out zoomed, up to 3× the page, and the page pans it at one
frame pixel a CSS pixel; the page's Zoom / Fit button switches (`PhoneHost.fit_zoom`).
A draft is written when the phone has been quiet for `DRAFT_QUIET` (at the latest after
`DRAFT_PATIENCE`), so the next tap never waits for the save to be serialized; at once when
the page is hidden or left (it sends a flush).
"""

from __future__ import annotations

import contextlib
import gc
import io
import os
import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
import segno

from game.table.phone_page import PAGE
from game.table.phone_server import DEFAULT_PORT, PhoneServer, lan_address, new_secret
from game.ui import theme
from game.ui.dialogs import MessageScene
from game.ui.event_log import wrap_text
from game.ui.layout_record import BOARD, LAYOUT
from game.ui.scene import Scene
from game.ui.table_layout import portrait, zoomed_page
from game.ui.text import WHOLE_TEXTS, ShownShortened, blit_text, clip_text, draw_whole_text
from game.ui.widgets import for_scenes

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.settings import Settings

PHONE_VIEW = (390, 796)  # a phone's page below its address bar, less the page's key bar
SMALLEST_VIEW = (320, 480)
LARGEST_VIEW = (1400, 1400)
ZOOMS = (1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)  # layout sizes tried, times the page's view
# A draft is the whole save serialized (about 18 ms, over 100 under load): written when the
# phone is quiet, so that the next tap never waits for it, and at the latest after a second
DRAFT_QUIET = 0.2  # s
DRAFT_PATIENCE = 1.0  # s
# of the page's height, added to a zoomed frame: the key under the board and the panel are
# laid out at the page's own width, taller than at the zoomed one (table_layout.ZOOMED_PAGE)
ZOOMED_MORE_HEIGHT = 0.25
LEAST_CELL_TEXT = 12  # px: a board's own numbers on a phone, zoomed in until they are
PHONE_WOKEN = pygame.event.custom_type()  # a page sent something: the loop wakes to look
PHONES_CHANGED = pygame.event.custom_type()  # what the window shows of the phones changed
BIND_VARIABLE = "SERPENTARIUM_PHONE_BIND"  # tests listen on 127.0.0.1 only
PORT_VARIABLE = "SERPENTARIUM_PHONE_PORT"
KEY_NAMES = {
    "ArrowUp": pygame.K_UP, "ArrowDown": pygame.K_DOWN, "ArrowLeft": pygame.K_LEFT,
    "ArrowRight": pygame.K_RIGHT, "Enter": pygame.K_RETURN, "Backspace": pygame.K_BACKSPACE,
    "Delete": pygame.K_DELETE, "Tab": pygame.K_TAB, "Escape": pygame.K_ESCAPE,
    "Space": pygame.K_SPACE, "Home": pygame.K_HOME, "End": pygame.K_END,
}  # fmt: skip


class PhoneProblem(Exception):
    """The phone seats cannot be served; the message says why and what to do."""


def key_events(name: str, ctrl: bool, shift: bool) -> list[pygame.event.Event]:
    """A page's key as SDL would send it (down, the character typed, up); [] for a key the
    game has no use for."""
    if name in KEY_NAMES:
        key, text = KEY_NAMES[name], " " if name == "Space" else ""
    elif len(name) == 1 and name.isprintable():
        key, text = (ord(name.lower()) if ord(name) < 127 else 0), name
    else:
        return []
    mod = (pygame.KMOD_CTRL if ctrl else 0) | (pygame.KMOD_SHIFT if shift else 0)
    text = "" if ctrl else text
    down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)
    typed = [pygame.event.Event(pygame.TEXTINPUT, text=text)] if text else []
    return [down, *typed, up]


def tap_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """A tap as a click: the pointer there, pressed, released."""
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True),
    ]


def layout_size(view: tuple[int, int]) -> tuple[int, int]:
    """The size an entry is drawn at for a page of `view` CSS pixels: the view itself, kept
    between `SMALLEST_VIEW` and `LARGEST_VIEW`, so the page shows the frame at its own size
    and the text at the size it was drawn (an upright phone gets the portrait layouts:
    game/ui/table_layout.py `portrait`)."""
    width = max(SMALLEST_VIEW[0], min(LARGEST_VIEW[0], view[0]))
    height = max(SMALLEST_VIEW[1], min(LARGEST_VIEW[1], view[1]))
    return width, height


PHONE_SIZE = layout_size(PHONE_VIEW)


class PhoneHost:
    """An off-screen window of a phone's size for one seat: what a scene asks of the real
    window (`Host`), with a scene stack and a pygame-gui manager of its own; settings and
    fonts are the real window's."""

    headless = True
    scale = 1

    def __init__(self, window: Host, size: tuple[int, int] = PHONE_SIZE):
        self.window = window
        self.settings: Settings = window.settings
        self.clock = window.clock
        self.stack: list[Scene] = []
        self.running = True
        self.kept: dict[str, object] = {}
        self.background: list[Callable[[float], None]] = []
        self.screen = pygame.Surface(size)
        self.ui = pygame_gui.UIManager(size, enable_live_theme_updates=False)
        self.ui.ui_theme = window.ui.get_theme()  # the window's look (assets/theme.json)
        pygame_gui.core.utility.set_default_manager(window.ui)
        self.pointer: tuple[int, int] | None = None
        self.holding = False  # a long press: the whole text under the finger is shown
        self.whole_text_shown: str | None = None  # the whole text drawn in the last frame
        self.shortened: list[ShownShortened] = []  # the texts shortened in the last frame
        self.changed = True
        self.idle_lines: list[str] = []  # shown while the seat has nothing to enter
        self.deferred: list[Callable[[], None]] = []
        self.deferred_since = 0.0  # when the oldest draft not yet written was asked for
        self.last_input = 0.0  # when the page's last tap or key came
        self.deferred_for: Scene | None = None  # the entry whose draft waits
        self.view = size  # the page's viewport, as it last said
        self.zoom = 1.0  # the layout's size over the view's: the page pans a zoomed frame
        self.zoom_asked: bool | None = None  # the page's Zoom / Fit button; None: automatic

    def after_frame(self, work: Callable[[], None]) -> None:
        """Do `work` (this seat's draft written to the save) once its frame is sent and
        the phone is quiet (`draft_due`): the phone sees its tap before the disk is touched.
        Only the latest work is kept: each is the whole draft, so it holds every one before
        it."""
        if not self.deferred:
            self.deferred_since = time.perf_counter()
        self.deferred = [work]
        self.deferred_for = self.top

    def draft_due(self, now: float) -> bool:
        """Whether the draft waiting is written now: the phone has been quiet for
        `DRAFT_QUIET` (a tap coming meanwhile would wait for the writing), or it has
        waited `DRAFT_PATIENCE` already."""
        return now - self.last_input >= DRAFT_QUIET or now - self.deferred_since >= DRAFT_PATIENCE

    def run_deferred(self) -> None:
        work, self.deferred = self.deferred, []
        for job in work:
            job()

    # --- what a scene asks of its window ---------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def window_size(self) -> tuple[int, int]:
        return self.size

    @property
    def desktop_size(self) -> tuple[int, int] | None:
        return self.size

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def mouse_pos(self) -> tuple[int, int]:
        return self.pointer if self.pointer is not None else (-1, -1)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        return self.window.font(size, bold)

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        if scene.portrait_height > self.size[1]:
            self._lay_out()  # before `enter` builds it
        with self.zoomed():
            scene.enter()
        self.fit_zoom()
        self.changed = True

    def pop(self, scene: Scene | None = None) -> None:
        target = scene if scene is not None else self.top
        if target is None or target not in self.stack:
            return
        while self.stack:
            popped = self.stack.pop()
            popped.exit()
            if popped is self.deferred_for:
                self.deferred = []  # handed in (or its stage over): its draft is no more
            if popped is target:
                break
        if self.stack:
            with self.zoomed():
                self.stack[-1].resume()
        self._lay_out()  # a tall entry gone: the page's own height again
        self.fit_zoom()
        self.changed = True

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def clear_to(self, scene: Scene) -> None:
        self.close()
        self.push(scene)

    def scene_below(self, scene: Scene) -> Scene | None:
        index = self.stack.index(scene)
        return self.stack[index - 1] if index > 0 else None

    def drawn_scenes(self) -> list[Scene]:
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        return self.stack[max(first, 0) :]

    def show_message(self, title: str, lines: Iterable[str]) -> None:
        self.push(MessageScene(self, title, list(lines)))

    def apply_settings(self) -> None:
        """Settings belong to the real window."""

    def save_settings(self) -> None:
        """Settings belong to the real window."""

    def toggle_fullscreen(self) -> None:
        """A phone's page is as large as it is."""

    def open_editor(self) -> None:
        """No level editor on a phone."""

    def quit(self) -> None:
        self.close()

    def close(self) -> None:
        self.run_deferred()  # a draft not yet written goes with the seat (to the machine …)
        while self.stack:
            self.stack.pop().exit()
        self.changed = True

    def step(self, dt: float | None = None) -> None:
        self.tick([], 1 / 60 if dt is None else dt)

    # --- the phone's size -------------------------------------------------------------------

    def resize(self, view: tuple[int, int]) -> None:
        """The page's viewport: the entry lays out again at `layout_size(view)` times the
        zoom, and on a phone held upright at least as tall as its scenes ask
        (`Scene.portrait_height`: the page scrolls)."""
        if view == self.view and self.stack:
            return  # told again (a page's resize events come in bursts)
        self.view = view
        self._lay_out()
        self.fit_zoom()

    def ask_zoom(self, on: bool) -> None:
        """The page's Zoom (on) or Fit (off) button: a board's numbers drawn at least
        `LEAST_CELL_TEXT` px, the page panning the larger frame; or the frame the page's
        own width again."""
        self.zoom_asked = on
        self.fit_zoom()
        self.changed = True

    def fit_zoom(self) -> None:
        """The least zoom (`ZOOMS`) at which every board of the screen shows its own numbers
        at `LEAST_CELL_TEXT` px or more; 1 when the page asked for Fit. Measured by drawing
        (the layout record's boards), once per layout, not per tap."""
        if self.zoom_asked is False or not self.stack:
            self._lay_out(1.0)
            return
        least = 1.5 if self.zoom_asked else 1.0  # Zoom pressed: larger than fitted, at least
        for zoom in ZOOMS:
            if zoom < least and zoom != ZOOMS[-1]:
                continue
            self._lay_out(zoom)
            smallest = self.smallest_cell_text()
            if smallest is None or smallest >= LEAST_CELL_TEXT:
                return

    def smallest_cell_text(self) -> float | None:
        """The smallest px size of a board's own numbers as the screen draws them now
        (boards shown whole, not thumbnails; a label squeezed into its box counts at its
        squeezed width), None when it shows none."""
        was = LAYOUT.on
        LAYOUT.on = True
        try:
            self.draw()
            sizes = [
                min(drawn.cell_text, drawn.cell_text_shown or drawn.cell_text)
                for drawn in LAYOUT.drawn
                if drawn.kind == BOARD and drawn.cell_text and not drawn.thumbnail
            ]
        finally:
            LAYOUT.on = was
            self.changed = True
        return min(sizes, default=None)

    def _lay_out(self, zoom: float | None = None) -> None:
        if zoom is not None:
            self.zoom = zoom
        width, height = layout_size(self.view)
        more = round(height * ZOOMED_MORE_HEIGHT) if self.zoom > 1 else 0
        width, height = round(width * self.zoom), round(height * self.zoom) + more
        if portrait((width, height)):
            height = max([height, *(scene.portrait_height for scene in self.stack)])
        if (width, height) == self.size:
            return
        self.screen = pygame.Surface((width, height))
        self.ui.set_window_resolution((width, height))
        with self.zoomed():
            for scene in self.drawn_scenes():
                scene.relayout()
        self.changed = True

    def zoomed(self) -> contextlib.AbstractContextManager[None]:
        """While the entry is laid out, handles input or is drawn: zoomed, its side panel is
        laid out at the page's own size, under the board (`ZOOMED_PAGE`)."""
        return zoomed_page(layout_size(self.view) if self.zoom > 1 else None)

    # --- events, update, drawing -------------------------------------------------------------

    def tick(self, events: Iterable[pygame.event.Event], dt: float, draw: bool = True) -> None:
        """Handle `events` one by one (with what pygame-gui posts for this host's own
        elements after each), update, and draw when something changed."""
        with self.zoomed():
            self._tick(events, dt, draw)

    def _tick(self, events: Iterable[pygame.event.Event], dt: float, draw: bool) -> None:
        for event in events:
            self.changed = True
            self.dispatch(event)
            self._own_posted()
        if self.top is not None:
            self.top.update(dt)
            self._own_posted()
        self.ui.update(dt)
        if draw and (self.changed or any(scene.busy for scene in self.drawn_scenes())):
            self.draw()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.holding = False
        if self.ui.process_events(event) or self.top is None:
            return
        shown = for_scenes(event)
        if shown is not None:
            self.top.handle_event(shown)  # Esc unused leaves nothing: the page stays

    def _own_posted(self) -> None:
        """pygame-gui posts its events (a button pressed) to pygame's one queue: this
        host's are handled here at once, the real window's are put back in order."""
        queued = pygame.event.get()
        others = []
        for event in queued:
            element = getattr(event, "ui_element", None)
            if element is not None and getattr(element, "ui_manager", None) is self.ui:
                if event.type != pygame.USEREVENT:
                    self.dispatch(event)
            else:
                others.append(event)
        for event in others:
            pygame.event.post(event)

    def hold(self, pos: tuple[int, int]) -> None:
        """A long press at `pos`: the whole text there shows until the next tap or key."""
        self.pointer = pos
        self.holding = True
        self.changed = True

    def draw(self) -> None:
        with self.zoomed():
            self._draw()

    def _draw(self) -> None:
        self.changed = False
        WHOLE_TEXTS.new_frame()
        LAYOUT.new_frame(self.screen)
        if not self.stack:
            self._draw_idle()
        for scene in self.drawn_scenes():
            scene.draw(self.screen)
        self.ui.draw_ui(self.screen)
        self.shortened = list(WHOLE_TEXTS.shown)
        item = WHOLE_TEXTS.at(self.pointer, False) if self.holding else None
        self.whole_text_shown = item.whole if item is not None else None
        if item is not None:
            draw_whole_text(self.screen, self.font(18), item)
        WHOLE_TEXTS.new_frame()  # the real window's cards are its own

    def _draw_idle(self) -> None:
        self.screen.fill(theme.BACKGROUND)
        font, y = self.font(20), 40
        for line in self.idle_lines:
            for row in wrap_text(line, font, self.size[0] - 40):
                blit_text(self.screen, font, row, theme.TEXT, (20, y))
                y += font.get_linesize()
            y += 8


def frame_bytes(surface: pygame.Surface) -> bytes:
    """The surface as a JPEG picture: some twenty times faster to make than a PNG of a
    phone's frame, and the same pixels always give the same bytes (so an unchanged frame
    is never sent twice)."""
    data = io.BytesIO()
    pygame.image.save(surface, data, "frame.jpg")
    return data.getvalue()


def qr_cells(text: str) -> int:
    """The modules a side of `text`'s QR code, its quiet zone included."""
    return int(segno.make(text, error="m").symbol_size(scale=1, border=QUIET_ZONE)[0])


def qr_surface(text: str, side: int) -> pygame.Surface:
    """`text` as a QR code (segno), black on white with its quiet zone, `side` px square."""
    code = segno.make(text, error="m")
    matrix = [list(row) for row in code.matrix_iter(scale=1, border=QUIET_ZONE)]
    cells = len(matrix)
    small = pygame.Surface((cells, cells))
    small.fill(theme.WHITE)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x, y), theme.BLACK)
    whole = max(1, side // cells) * cells  # whole pixels per module: sharp for the camera
    if whole < side * 5 // 6:  # a longer link's extra modules would lose a third of the side:
        whole = side  # modules of two sizes a pixel apart scan as well, and keep it large
    return pygame.transform.scale(small, (whole, whole))


class PhoneDesk:
    """The phone seats of one match: the server, each seat's off-screen host and link."""

    def __init__(self, window: Host, seats: dict[int, str]):
        self.window = window
        self.names = dict(seats)
        self.secrets = {new_secret(): seat for seat in seats}  # new for every match
        self.server = PhoneServer(self.secrets, PAGE, wake=_wake)
        self.hosts = {seat: PhoneHost(window) for seat in seats}
        self.address = ""
        self.note = ""
        self.running = False
        self._sent: dict[int, bytes] = {}
        self._codes: dict[tuple[int, int], pygame.Surface] = {}
        self.frames_sent = 0
        self._shown: tuple[frozenset[int], tuple[bool, ...]] = (frozenset(), ())

    def start(self) -> None:
        """Listen (on the local network, or where BIND_VARIABLE says) and run on every pass
        of the window's loop."""
        bind = os.environ.get(BIND_VARIABLE, "0.0.0.0")
        port = int(os.environ.get(PORT_VARIABLE, DEFAULT_PORT))
        try:
            self.note = self.server.start(bind, port)
        except OSError as error:
            raise PhoneProblem(str(error)) from None
        self.address = bind if bind not in ("0.0.0.0", "") else lan_address()
        self.running = True
        self.window.background.append(self.pump)
        # what the game holds now lives as long as the match: the collector stops scanning it
        # (a full collection of it took 140-190 ms under load, between a tap and its frame)
        gc.freeze()

    def stop(self) -> None:
        """Stop serving: every page gets nothing more, every link is dead."""
        if self.pump in self.window.background:
            self.window.background.remove(self.pump)
        if self.running:
            self.running = False
            self.server.stop()
            gc.unfreeze()  # collected again as usual (cycles left since the start too)
        for host in self.hosts.values():
            host.close()

    # --- what the waiting screen shows --------------------------------------------------------

    def url(self, seat: int) -> str:
        return self.server.url(seat, self.address)

    def listening(self) -> str:
        return f"{self.address}:{self.server.port}"

    def qr_code(self, seat: int, side: int) -> pygame.Surface:
        key = (seat, side)
        if key not in self._codes:
            self._codes[key] = qr_surface(self.url(seat), side)
        return self._codes[key]

    def connected(self) -> set[int]:
        return self.server.connected()

    # --- entries ------------------------------------------------------------------------------

    def has_entry(self, seat: int) -> bool:
        return bool(self.hosts[seat].stack)

    def open_entry(self, seat: int, make: Callable[[Host], Scene | None]) -> None:
        """Open the seat's entry (built by `make` on the seat's host) unless one is open."""
        host = self.hosts[seat]
        if host.stack:
            return
        scene = make(host)
        if scene is not None and scene not in host.stack:
            host.push(scene)
        host.changed = True

    def say(self, seat: int, lines: list[str]) -> None:
        """What the seat's page shows while it has nothing to enter."""
        host = self.hosts[seat]
        if host.idle_lines != lines:
            host.idle_lines = lines
            host.changed = True

    def pump(self, dt: float) -> None:
        """One pass: the pages' messages to their hosts, then each changed frame sent; the
        window is told to draw only when what it shows of the phones changed (a page opened
        or closed, an entry handed in), not on every tap."""
        self._pump(dt)
        shown = (frozenset(self.connected()), tuple(self.has_entry(seat) for seat in self.hosts))
        if shown != self._shown:
            self._shown = shown
            pygame.event.post(pygame.event.Event(PHONES_CHANGED))

    def _pump(self, dt: float) -> None:
        arrived: dict[int, list[pygame.event.Event]] = {}
        for seat, message in self.server.take_messages():
            host = self.hosts[seat]
            kind = message["type"]
            if kind == "view":
                host.resize((message["w"], message["h"]))
            elif kind == "zoom":
                host.ask_zoom(message["on"])
            elif kind == "flush":
                host.run_deferred()  # the page is hidden or left: its draft is written now
            elif kind == "hold":
                host.hold((message["x"], message["y"]))
            elif kind == "tap":
                arrived.setdefault(seat, []).extend(tap_events((message["x"], message["y"])))
            else:
                events = key_events(message["key"], message["ctrl"], message["shift"])
                arrived.setdefault(seat, []).extend(events)
        for seat, host in self.hosts.items():
            events = arrived.get(seat, [])
            busy = any(scene.busy for scene in host.drawn_scenes())
            if not (events or busy or host.changed):
                continue  # an idle phone costs the window nothing
            if events:
                host.last_input = time.perf_counter()
            for batch in [[event] for event in events] or [[]]:
                host.tick(batch, dt, draw=False)
            if host.changed or busy:
                host.draw()
                self._send(seat, host.screen)
        now = time.perf_counter()
        due = [host for host in self.hosts.values() if host.deferred and host.draft_due(now)]
        if due:
            time.sleep(0)  # the server's thread takes the frames on their way before the disk
        for host in due:
            host.run_deferred()

    def last_frame(self, seat: int) -> bytes | None:
        """The seat's picture as last sent (what an opened page gets first)."""
        return self._sent.get(seat)

    def _send(self, seat: int, surface: pygame.Surface) -> None:
        frame = frame_bytes(surface)
        if self._sent.get(seat) == frame:
            return  # drawn again, unchanged
        self._sent[seat] = frame
        self.server.send_frame(seat, frame)
        self.frames_sent += 1


def _wake() -> None:
    """From the server's thread: wake the window's loop (it sleeps while nothing happens)."""
    with contextlib.suppress(pygame.error):  # the window is closing
        pygame.event.post(pygame.event.Event(PHONE_WOKEN))


CARD_GAP = 8
CARD_NAME = 16
CARD_ADDRESS = 12
LEAST_NAME = 12  # px: a card's name shrinks to this before it takes two lines
QUIET_ZONE = 4  # modules of white around a QR code
CARD_WIDEST = 300
LEAST_CODE = 120  # px: a QR code smaller than this is hard to scan from across a table


CardSide = Callable[[int, int], int]  # a card's width and height -> its code's side


def card_grid(count: int, room: pygame.Rect, code_side: CardSide) -> tuple[int, int, int]:
    """The rows and columns of `count` cards that give the largest codes in `room`, and the
    codes' side (`code_side(width, height)`: a card's code, as `draw_join_card` sizes it)."""
    best, best_side = (1, count), -1
    for rows in range(1, count + 1):
        columns = -(-count // rows)
        width, height = card_size(room, rows, columns)
        side = code_side(width, height)
        if side > best_side:
            best, best_side = (rows, columns), side
    return best[0], best[1], best_side


def card_size(room: pygame.Rect, rows: int, columns: int) -> tuple[int, int]:
    """A card's width and height in a grid of `rows` × `columns` in `room`."""
    return min(CARD_WIDEST, room.width // columns) - CARD_GAP, room.height // rows - CARD_GAP


def cards_a_page(count: int, room: pygame.Rect, code_side: CardSide, cells: int) -> int:
    """The most cards a page shows with every code drawn at least `LEAST_CODE` px (codes of
    `cells` modules a side, drawn whole pixels a module: `qr_surface`); one at the least,
    however small the room."""
    for shown in range(count, 1, -1):
        side = card_grid(shown, room, code_side)[2]
        if side // cells * cells >= LEAST_CODE:
            return shown
    return 1


def card_code_side(
    size: tuple[int, int], address: str, fonts: tuple[pygame.font.Font, pygame.font.Font]
) -> int:
    """The side of the code in a card of `size`: what its name and address leave."""
    name_font, small = fonts
    words = len(wrap_text(address, small, size[0] - 8)) * small.get_linesize()
    return max(21, min(size[0] - 16, size[1] - words - name_font.get_linesize() - 10))


def draw_join_cards(
    surface: pygame.Surface,
    room: pygame.Rect,
    desk: PhoneDesk,
    seats: list[tuple[int, str]],
    font: Callable[..., pygame.font.Font],
    page: int = 0,
) -> int:
    """A card per seat in `seats` (index, name): its name, its QR code and its address,
    in the rows and columns that give the largest codes in `room`; when that would make
    them smaller than `LEAST_CODE`, a page of them (`page`, from 0) with a line saying
    which. Returns the number of pages."""
    if not seats:
        return 0
    fonts = font(CARD_NAME, True), font(CARD_ADDRESS)
    addresses = {desk.url(seat) for seat, _ in seats}  # seats' addresses differ in length

    named: dict[int, int] = {}  # a card's width -> its tallest name's height

    def code_side(width: int, height: int) -> int:
        if width not in named:
            shown = [card_name(name, width - 8, font, CARD_NAME) for _, name in seats]
            named[width] = max(len(rows) * each.get_linesize() for each, rows in shown)
        room = height - named[width] + fonts[0].get_linesize()
        return min(card_code_side((width, room), address, fonts) for address in addresses)

    cells = max(qr_cells(address) for address in addresses)
    shown = cards_a_page(len(seats), room, code_side, cells)
    pages = -(-len(seats) // shown)
    if pages > 1:
        line = font(CARD_NAME)
        heading = room.midtop
        room = pygame.Rect(room.left, room.top + line.get_linesize() + 4, room.width,
                           room.height - line.get_linesize() - 4)  # fmt: skip
        shown = cards_a_page(len(seats), room, code_side, cells)
        pages = -(-len(seats) // shown)
        words = f"Codes {page % pages + 1} of {pages}: N or PgDn for the next"
        blit_text(surface, line, words, theme.TEXT, heading, "midtop")
        first = (page % pages) * shown
        seats = seats[first : first + shown]
    rows, columns, _ = card_grid(len(seats), room, code_side)
    width, height = card_size(room, rows, columns)
    left = room.centerx - (width + CARD_GAP) * columns // 2
    for number, (seat, name) in enumerate(seats):
        row, column = divmod(number, columns)
        card = pygame.Rect(left + column * (width + CARD_GAP),
                           room.top + row * (height + CARD_GAP), width, height)  # fmt: skip
        draw_join_card(surface, card, desk, seat, name, font)
    return pages


def draw_join_card(
    surface: pygame.Surface,
    card: pygame.Rect,
    desk: PhoneDesk,
    seat: int,
    name: str,
    font: Callable[..., pygame.font.Font],
    sizes: tuple[int, int] = (CARD_NAME, CARD_ADDRESS),
) -> None:
    """One seat's card in `card`: its name (whole: smaller, or on two lines, where it must),
    its QR code as large as fits, its address."""
    name_font, small = font(sizes[0], True), font(sizes[1])
    pygame.draw.rect(surface, theme.PANEL, card, border_radius=6)
    name_font, rows = card_name(name, card.width - 8, font, sizes[0])
    for number, row in enumerate(rows):
        place = (card.centerx, card.top + 2 + number * name_font.get_linesize())
        blit_text(surface, name_font, row, theme.TEXT, place, "midtop")
    named = len(rows) * name_font.get_linesize()
    side = card_code_side((card.width, card.height - named + name_font.get_linesize()),
                          desk.url(seat), (name_font, small))  # fmt: skip
    code = desk.qr_code(seat, side)
    spot = code.get_rect(midtop=(card.centerx, card.top + named + 4))
    surface.blit(code, spot)
    y = spot.bottom + 2
    for line in wrap_text(desk.url(seat), small, card.width - 8):
        blit_text(surface, small, line, theme.MUTED_TEXT, (card.centerx, y), "midtop")
        y += small.get_linesize()


def card_name(
    name: str, width: int, font: Callable[..., pygame.font.Font], size: int
) -> tuple[pygame.font.Font, list[str]]:
    """A card's name as drawn in `width`: whole on one line at `size` px down to
    `LEAST_NAME`; else on two lines at that size (at its spaces); else shortened (the card's
    seat is still the one in its place)."""
    for points in range(size, LEAST_NAME - 1, -1):
        if font(points, True).size(name)[0] <= width:
            return font(points, True), [name]
    least = font(LEAST_NAME, True)
    rows = wrap_text(name, least, width)
    if len(rows) <= 2 and all(least.size(row)[0] <= width for row in rows):
        return least, rows
    return least, [clip_text(least, name, width)]


class PhoneLinkScene(Scene):
    """One phone seat's link again, large (a phone lost, reloaded on another phone, or a
    code too small to scan): its name, its QR code as large as the window allows, its
    address. Any key or click goes back; the link is the same (the seat's draft too)."""

    def __init__(self, app: Host, desk: PhoneDesk, seat: int, name: str):
        super().__init__(app)
        self.desk, self.seat, self.name = desk, seat, name

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT
        ):
            self.app.pop(self)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        width, height = self.app.size
        hint = self.app.font(18)
        words = "Scan it with the phone, or type the address. Any key or click: back."
        rows = wrap_text(words, hint, width - 40)
        y = height - 12 - len(rows) * hint.get_linesize()
        for row in rows:
            blit_text(surface, hint, row, theme.MUTED_TEXT, (width // 2, y), "midtop")
            y += hint.get_linesize()
        side = min(width - 40, height - 24 - len(rows) * hint.get_linesize())
        card = pygame.Rect(0, 0, side, side)
        card.midtop = (width // 2, 8)
        draw_join_card(surface, card, self.desk, self.seat, self.name, self.app.font, (24, 18))
