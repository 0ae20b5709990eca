"""How to play: page titles on the left, the chosen page's text (and diagrams) on the right.

The title list shows as many buttons as fit above the Back button, which is always visible;
Up/Down, Tab or the mouse wheel scroll it. The text reflows to the panel; a game's pages may
carry small diagrams (GameInfo.rules_diagrams) drawn under the text by the game's own board
code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.core.paths import user_config_dir, user_data_dir
from game.games import all_kinds
from game.ui import theme
from game.ui.event_log import EventLog, wrap_text
from game.ui.layout_record import LAYOUT
from game.ui.scene import Scene
from game.ui.text import blit_wrapped
from game.ui.widgets import (
    BUTTON_HOVERED,
    BUTTON_PADDING,
    SMALL_BUTTON_FONT,
    ButtonList,
    MenuItem,
)

if TYPE_CHECKING:
    from game.ui.host import Host

MARGIN = 40
TOP = 110
LIST_WIDTH = 400
ROW = 52 + 12  # a ButtonList row: button and gap
NARROW = 1100  # a window narrower than this: the compact layout (Geometry)
PICTURE_HEIGHT = 140
CAPTION_SIZE = 15
DIAGRAM_GAP = 16


@dataclass(frozen=True)
class Diagram:
    """A small picture on a rules page: `paint(surface, rect, host)` draws into `rect`."""

    caption: str
    paint: Callable[[pygame.Surface, pygame.Rect, Host], None]
    share: float = 0.0  # at least this share of the page's height (a board read in detail)


class ViewPicture:
    """A Diagram painter on a game's own board view, kept while the rect and palette stay;
    a game gives `make_view(rect, host)` and `paint(view, surface)`."""

    def __init__(self) -> None:
        self._view: Any = None
        self._key: tuple = ()

    def __call__(self, surface: pygame.Surface, rect: pygame.Rect, host: Host) -> None:
        key = (tuple(rect), host.settings.colour_blind)
        if self._view is None or key != self._key:
            self._view = self.make_view(rect, host)
            self._key = key
        self.paint(self._view, surface)

    def make_view(self, rect: pygame.Rect, host: Host) -> Any:
        raise NotImplementedError

    def paint(self, view: Any, surface: pygame.Surface) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class HelpPage:
    title: str
    text: str
    diagrams: tuple[Diagram, ...] = ()
    tutorial: Callable[[Host], Scene] | None = None  # the page's game's guided first match


@dataclass(frozen=True)
class Geometry:
    """The screen's measures: roomy, or compact on a narrow window, where the list of pages
    takes the smaller button font and only the width its longest title needs, so that the
    page and its pictures get the room."""

    margin: int = MARGIN
    top: int = TOP
    heading_top: int = 40
    list_width: int = LIST_WIDTH
    button_height: int = 52
    gap: int = 12
    text_size: int = 22
    object_id: str | None = None

    @property
    def row(self) -> int:
        return self.button_height + self.gap


def geometry(app: Host, titles: list[str]) -> Geometry:
    width, height = app.size
    if width >= NARROW:
        return Geometry()
    font = app.font(SMALL_BUTTON_FONT, bold=True)
    longest = max(font.size(title)[0] for title in titles) + 2 * BUTTON_PADDING + 8
    top = TOP if height >= 700 else 80
    heading_top = 40 if height >= 700 else 16
    return Geometry(24, top, heading_top, min(longest, width * 2 // 5), 40, 8, 20, "@small_button")


class HowToPlayScene(Scene):
    """Up/Down pick a page, PageUp/PageDown or the wheel scroll its text, Esc goes back."""

    title = "How to play"

    def __init__(self, app: Host, opening: str = ""):
        """`opening`: open on the first page whose title starts with it (a game's title)."""
        super().__init__(app)
        self.pages = help_pages()
        titles = [page.title for page in self.pages]
        start = next(
            (i for i, title in enumerate(titles) if opening and title.startswith(opening)), 0
        )
        self.page = start
        self.selected = start  # a page index, then GUIDED and BACK after the pages
        self.first = max(0, min(start, len(self.pages) - self.visible_rows()))  # titles shown
        self.mouse = (0, 0)
        self.text = EventLog(
            self.text_rect(), app.font(self.geometry.text_size), follow_newest=False, indent=0
        )
        self._show_page(start)

    # layout, from the window size

    @property
    def geometry(self) -> Geometry:
        return geometry(self.app, [page.title for page in self.pages])

    def list_rect(self) -> pygame.Rect:
        g = self.geometry
        return pygame.Rect(g.margin, g.top, g.list_width, self.app.size[1] - g.top - g.margin)

    def visible_rows(self) -> int:
        """Page titles that fit above the two fixed buttons."""
        return max(1, self.list_rect().height // self.geometry.row - 2)

    @property
    def guided(self) -> int:
        """`selected` of the "Guided first match" button."""
        return len(self.pages)

    @property
    def back(self) -> int:
        return len(self.pages) + 1

    def panel_rect(self) -> pygame.Rect:
        g = self.geometry
        left = g.margin + g.list_width + g.margin
        width, height = self.app.size
        return pygame.Rect(left, g.top, width - left - g.margin, height - g.top - g.margin)

    def text_rect(self) -> pygame.Rect:
        panel = self.panel_rect()
        if self.pages[self.page].diagrams:
            panel.height -= self.diagram_height() + 10
        return panel

    def diagram_width(self) -> int:
        count = max(1, len(self.pages[self.page].diagrams))
        return (self.panel_rect().width - DIAGRAM_GAP * (count - 1)) // count

    def caption_height(self) -> int:
        """Room for the longest caption, whole (a caption is never cut)."""
        font = self.app.font(CAPTION_SIZE)
        width = self.diagram_width() - 16
        rows = max(len(wrap_text(d.caption, font, width)) for d in self.pages[self.page].diagrams)
        return rows * font.get_linesize()

    def picture_height(self) -> int:
        """PICTURE_HEIGHT, or the share of the page's height its diagrams ask for."""
        share = max((d.share for d in self.pages[self.page].diagrams), default=0.0)
        return max(PICTURE_HEIGHT, round(self.panel_rect().height * share))

    def diagram_height(self) -> int:
        return 16 + self.picture_height() + 6 + self.caption_height()

    def diagram_rects(self) -> list[pygame.Rect]:
        panel = self.panel_rect()
        count = len(self.pages[self.page].diagrams)
        if not count:
            return []
        width, height = self.diagram_width(), self.diagram_height()
        top = panel.bottom - height
        return [
            pygame.Rect(panel.left + i * (width + DIAGRAM_GAP), top, width, height)
            for i in range(count)
        ]

    # the list

    def build(self, root: UIContainer) -> None:
        rows = min(self.visible_rows(), len(self.pages))
        self._scroll_to(self.selected)
        # built with their titles: a selected pygame-gui button does not redraw a new text
        items = [
            MenuItem(self.pages[self.first + row].title, self._opener(row)) for row in range(rows)
        ]
        items.append(MenuItem("Guided first match", self.open_tutorial))
        items.append(MenuItem("Back", lambda: self.app.pop(self)))
        area = self.list_rect()
        g = self.geometry
        area.top = area.bottom - (rows + 2) * g.row + g.gap
        self.menu = ButtonList(
            self.app.ui, root, area, items, g.button_height, g.gap, object_id=g.object_id
        )
        if self.text.font is not self.app.font(g.text_size):
            self.text = EventLog(self.text_rect(), self.app.font(g.text_size),
                                 follow_newest=False, indent=0)  # fmt: skip
            self.text.set_lines(self.pages[self.page].text.split("\n"))
        self._sync_list()
        self.text.set_rect(self.text_rect())

    def _opener(self, row: int) -> Callable[[], None]:
        def open_page() -> None:
            self.selected = self.first + row
            self._show_page(self.selected)
            self._sync_list()

        return open_page

    @property
    def rows(self) -> int:
        return len(self.menu.items) - 2

    def open_tutorial(self) -> None:
        tutorial = self.pages[self.page].tutorial
        if tutorial is not None:
            self.app.push(tutorial(self.app))

    def _scroll_to(self, index: int) -> None:
        """Make page `index` visible (Back is always visible)."""
        rows = min(self.visible_rows(), len(self.pages))
        if index < len(self.pages):
            self.first = min(max(self.first, index - rows + 1), index)
        self.first = max(0, min(self.first, len(self.pages) - rows))

    def _sync_list(self) -> None:
        """Labels of the shown titles, the guided match for this page, and the focus."""
        for row in range(self.rows):
            title = self.pages[self.first + row].title
            if self.menu.items[row].label != title:
                self.menu.set_label(row, title)
        has_tutorial = self.pages[self.page].tutorial is not None
        guided = self.menu.items[self.rows]
        if guided.enabled != has_tutorial:
            guided.enabled = has_tutorial
            button = self.menu.buttons[self.rows]
            button.enable() if has_tutorial else button.disable()
        if self.selected >= len(self.pages):
            self.menu.set_focus(self.rows + self.selected - len(self.pages))
        elif self.first <= self.selected < self.first + self.rows:
            self.menu.set_focus(self.selected - self.first)
        elif 0 <= self.menu.focused < len(self.menu.buttons):
            self.menu.buttons[self.menu.focused].unselect()

    def _select(self, index: int, step: int = 1) -> None:
        self.selected = index % (len(self.pages) + 2)
        if self.selected == self.guided and self.pages[self.page].tutorial is None:
            self.selected = (self.selected + step) % (len(self.pages) + 2)
        if self.selected < len(self.pages):
            self._scroll_to(self.selected)
            self._show_page(self.selected)
        self._sync_list()

    def _scroll(self, rows: int) -> None:
        self.first = max(0, min(self.first + rows, len(self.pages) - self.rows))
        self._sync_list()

    def _show_page(self, index: int) -> None:
        self.page = index
        if self.text.rect != self.text_rect():
            self.text.set_rect(self.text_rect())
        self.text.set_lines(self.pages[index].text.split("\n"))

    # events and drawing

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.text.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            back = event.key == pygame.K_UP or (
                event.key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT
            )
            step = -1 if back else 1
            self._select(self.selected + step, step)
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and self.list_rect().collidepoint(self.mouse):
            self._scroll(-event.y)
            return True
        if event.type == BUTTON_HOVERED:  # lit as hovered, never as the page shown
            return event.hovered in self.menu.buttons
        used = self.menu.handle_event(event)
        if used and self.menu.focused >= 0 and event.type != pygame.KEYDOWN:
            focused = self.menu.focused
            fixed = focused - self.rows
            self.selected = len(self.pages) + fixed if fixed >= 0 else self.first + focused
        return used

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        heading = self.app.font(36, bold=True).render("How to play", True, theme.TEXT)
        surface.blit(heading, (self.geometry.margin, self.geometry.heading_top))
        self.text.draw(surface)
        self._draw_more_marks(surface)
        for diagram, rect in zip(self.pages[self.page].diagrams, self.diagram_rects(), strict=True):
            self._draw_diagram(surface, diagram, rect)

    def _draw_more_marks(self, surface: pygame.Surface) -> None:
        """Small arrows above and below the list when titles are scrolled out of sight."""
        area = self.list_rect()
        row = self.geometry.row
        top = area.bottom - (self.rows + 2) * row + self.geometry.gap
        centre = area.centerx
        if self.first > 0:
            y = top - 14
            points = [(centre - 10, y + 6), (centre + 10, y + 6), (centre, y - 4)]
            pygame.draw.polygon(surface, theme.ACCENT, points)
        if self.first + self.rows < len(self.pages):
            y = area.bottom - 2 * row + 4
            points = [(centre - 10, y - 6), (centre + 10, y - 6), (centre, y + 4)]
            pygame.draw.polygon(surface, theme.ACCENT, points)

    def _draw_diagram(self, surface: pygame.Surface, diagram: Diagram, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_BORDER, rect, 2, border_radius=8)
        picture = pygame.Rect(rect.left + 8, rect.top + 8, rect.width - 16, self.picture_height())
        previous = surface.get_clip()
        surface.set_clip(picture)
        LAYOUT.picture = True  # an illustration sized to its picture, not a play board
        diagram.paint(surface, picture, self.app)
        LAYOUT.picture = False
        surface.set_clip(previous)
        caption = pygame.Rect(picture.left, picture.bottom + 6, picture.width, rect.height)
        blit_wrapped(surface, self.app.font(CAPTION_SIZE), diagram.caption, theme.TEXT, caption)


def controls_page() -> tuple[str, str]:
    """The general "Controls" page of How to play."""
    text = f"""Everything can be done with the keyboard or with the mouse.

Menus: Up and Down (or Tab and Shift+Tab) move between the buttons; Enter or Space presses \
the highlighted one; the mouse can click any button. In Settings, Left and Right change the \
highlighted setting.

Esc goes back one screen. Leaving a match asks first; the match is saved and can be picked \
up again with Continue in the main menu. Esc in the main menu asks whether to quit.

F11 switches between a window and full screen. The window can be resized; every screen is \
laid out again to fit it.

Ctrl+Z undoes and Ctrl+Y redoes wherever taking a step back is allowed, for example while \
entering moves before you submit them, in puzzles and in editors.

Hot-seat play: when several people share one computer, a curtain covers the screen between \
turns and names the next player ("Pass to Ann"). Hand over the computer; the next player \
presses Space, Enter or clicks when ready. Nobody sees another player's secret moves.

Players are never told apart by colour alone: every player also has a letter. The \
colour-blind palette in Settings adds a fill pattern to every player's colour.

Sound: short, quiet effects for moves, collections, collisions, tower turns, curtains and \
solved puzzles. Settings has the switch (mute) and the volume.

Text panels like this one scroll with the mouse wheel or with Page Up and Page Down.

Your settings are kept in {user_config_dir()}; saves, replays and your own levels in \
{user_data_dir()}."""
    return "Controls", text


def editor_page() -> tuple[str, str]:
    """The "Level editor" page of How to play (the editor is the shell's, not one game's)."""
    text = """The main menu's Level editor makes the levels of every game: Social Snake \
grids, Antisocial Snake boards, Tactrics Snakes puzzles and start layouts, Snek arenas, \
Bugcatcher boards with their mission decks, and Double-edged Edges platforms (the points of \
each space and the start spaces). Start a new level of a game or open any level file; \
python main.py edit PATH opens a file from the command line. In the file dialog, type a \
folder's path and it is listed as you type; Enter or a double-click opens a file.

Bugcatcher has nothing to paint: Wider and Taller size its board, its Level tab holds the \
rounds, energy and players, and its Missions tab the deck, one mission at a time (round, \
name, kind, reward…); the targets of a reach mission are clicked on the board (a cell for \
the central node, a corner for the border node; click again to take one back). \
Double-edged Edges paints the \
platform: the digit keys set a space's points (n: -1), + and - add or take away a point, s \
marks a start space; Wider and Narrower add or take away spaces.

Tools (left column, or Ctrl+B, F, R, E): the brush paints where you click or drag, fill paints \
the joined area of the same tile, the rectangle paints from its first corner to its second, \
the eyedropper (also the right mouse button) picks the paint of a cell. The symmetry button \
(Ctrl+M) paints mirror or rotated copies at the same time. Pick a paint in the palette, by \
its key in brackets, or with [ and ]. The arrow keys move the cursor and Space uses the tool \
there; Alt+arrows resize the board, keeping what fits; Page Up and Page Down change board.

The panel on the right holds the level's name and description, its settings (players, \
phases, board names, mode, rounds…) and, for apple games, the generator: richness and seed \
sliders, then Generate apples (Ctrl+G). Every change can be undone with Ctrl+Z and redone \
with Ctrl+Y.

The checks run on every change: the problems are listed exactly as validate prints them, \
each naming its board or mission, and the cells they concern are outlined in red; click a \
problem (or press F8) to go to its cell or to the field to type its fix in. Save keeps a \
level with problems as a work in progress, which no game lists until it is fixed. Social \
Snake also shows apples per grid, the reachable cells from each likely start and the \
garnets; Tactrics puzzles have Solve for par (cancel at any time): a puzzle is saved as \
proven only with the solver's proof.

The Select tool (Ctrl+T) works like a map editor's: drag out a rectangle (or Space, then \
Shift+arrows; Ctrl+A takes the whole board), then Ctrl+C copies it, Ctrl+X cuts it, Delete \
clears it, and dragging it or the arrow keys move it without eating what it passes over. \
Ctrl+V pastes at the cell under the mouse (else the cursor): on this board, on another board \
of the level (Page Down first) or in another level of the same game; a pasted tunnel pair \
gets a number of its own. The mouse wheel and Ctrl+plus / Ctrl+minus zoom (Ctrl+0 shows the \
whole board again), the middle button or Space held drags the view, and Ctrl+W shows every \
board of the level side by side: a click picks one, the next edits it (or drag a \
selection onto it). Fill and the apple generator follow the symmetry too. Resting the mouse \
on a button or a paint shows what it does and its key.

While you edit, an unsaved draft is kept every few seconds in your data folder (never over \
the level file). If the editor closes without saving, a crash included, it offers the draft \
back the next time it opens: Restore or Discard. The editor's first screen lists the files \
you edited lately; one that is gone is marked missing.

Play-test (Ctrl+P) starts a match on the board being edited, with bots in the other seats or \
the solo puzzle, and comes back to the editor with your edits kept. A level with problems is \
not played until they are fixed.

Save (Ctrl+S) and Save as (Ctrl+Shift+S) write the same layout as the shipped files, keeping \
comments and keys the editor does not know. Shipped levels are never overwritten: saving one \
proposes a copy under a free name in your levels folder. Your levels go to the levels folder \
of your data folder (see Controls) and appear in every game's level list, marked "(yours)". \
Leaving, opening another level or starting a new one with unsaved changes asks first: Save, \
Discard or Cancel."""
    return "Level editor", text


def help_pages() -> list[HelpPage]:
    """Every How to play page: the controls, then each game's rules with its diagrams.

    Every title names its game, so that pages of different games are never confused.
    """
    pages = [HelpPage(*controls_page()), HelpPage(*editor_page())]
    for game in all_kinds():
        diagrams = game.rules_diagrams() if game.rules_diagrams is not None else {}
        for title, text in game.rules_pages():
            named = title if title.startswith(game.title) else f"{game.title}: {title}"
            shown = tuple(diagrams.get(title, ()))
            pages.append(HelpPage(named, text, shown, game.tutorial_scene))
    return pages
