"""The editor's frame: the header (the game, the file, the board and the canvas's view) and
the keys' help under the board, wrapped to the window's width (never cut)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.coords import cell_name
from game.core.words import plural
from game.editor.layout import MARGIN, ImageCache, Part
from game.ui import theme
from game.ui.event_log import wrap_text
from game.ui.text import blit_text, clip_text

if TYPE_CHECKING:
    from game.editor.model import LevelEditing
    from game.editor.scene import EditorScene


VIEW_KEYS = "wheel: zoom · Space or middle drag: pan"  # every board zooms


def help_lines(editing: LevelEditing) -> tuple[str, ...]:
    """The keys' help for this game's editor: only keys that do something in it."""
    paints = ""
    if any(entry.key for entry in editing.palette):
        paints = "[ ] previous, next paint, or a paint's key (beside it)"
    elif editing.palette:
        paints = "[ ] previous, next paint"
    second = [
        paints,
        "Ctrl+Z/Y undo, redo · Ctrl+S save · Ctrl+O open",
        "Ctrl+P play-test" if editing.play_test is not None else "",
        "Ctrl+G apples (Ctrl+arrows: richness, seed)" if editing.apples is not None else "",
        "Alt+arrows resize" if editing.resizable else "",
        "PgUp/PgDn board" if editing.board_limit > 1 else "",
        "Tab: next field",
    ]
    if not editing.palette:  # nothing to paint (Bugcatcher): no tool keys
        records = editing.records
        first = f"{VIEW_KEYS} · Ctrl+L level details" + (
            f" · the {records.title} tab: click the board where a {records.word} names places"
            if records is not None and records.click is not None
            else ""
        )
        return (first, " · ".join(part for part in second if part))
    return (
        "Left click: tool · right: eyedropper · arrows + Space: tool at the cursor · "
        "Ctrl+B/F/R/E brush, fill, rectangle, eyedropper · Ctrl+M symmetry · "
        f"{VIEW_KEYS} · Ctrl+L level details",
        " · ".join(part for part in second if part),
    )


HELP_LINE = 17  # the help under the board: 13 px text, wrapped to the window's width
STATUS_SIZE = 14  # the line under the board naming the cell under the pointer (or cursor)


class Frame(Part):
    """See the module docstring."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        self._help_rows: tuple[int, list[str]] | None = None
        self.images = ImageCache()

    def help_rows(self) -> list[str]:
        """The keys' help, wrapped to the window's width (never cut)."""
        width = self.app.size[0] - 2 * MARGIN
        kept = self._help_rows
        if kept is None or kept[0] != width:
            font = self.app.font(13)
            # one run of hints, so a short last row of one part never costs the board a row
            text = " · ".join(help_lines(self.scene.editing))
            kept = (width, wrap_text(text, font, width))
            self._help_rows = kept
        return kept[1]

    @property
    def help_height(self) -> int:
        return len(self.help_rows()) * HELP_LINE + 4

    @property
    def status_height(self) -> int:
        editing = self.scene.editing
        if not editing.palette or not editing.square:
            return 0  # nothing painted (Bugcatcher), or cells the game names (the hexagon)
        return self.app.font(STATUS_SIZE).get_linesize() + 2

    def status(self) -> str:
        """The cell under the pointer (else the cursor) by name and what it holds: on a
        board too small for its numbers, what a cell holds is read here."""
        scene = self.scene
        board = scene.model.board
        cell = scene.hover if scene.hover is not None else scene.cursor
        if not board.contains(cell):
            return ""
        where = "under the pointer" if scene.hover is not None else "at the cursor"
        return f"{cell_name(cell)} holds {scene.paint.holding(cell)} ({where})"

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_header(surface)
        self._draw_status(surface)
        self._draw_help(surface)

    def _draw_status(self, surface: pygame.Surface) -> None:
        if not self.status_height:
            return
        font = self.app.font(STATUS_SIZE)
        area = self.scene.board_rect
        words = clip_text(font, self.status(), area.width)
        blit_text(surface, font, words, theme.MUTED_TEXT, (area.left, area.bottom + 2))

    def _draw_header(self, surface: pygame.Surface) -> None:
        scene, model = self.scene, self.scene.model
        file = Path(model.path).name if model.path else "not saved yet"
        star = " *" if model.dirty else ""
        board = model.board
        count = f" ({plural(len(model.boards), scene.editing.board_word)})"
        font = self.app.font(20, bold=True)
        room = self.app.size[0] - 20

        def line(name: str, counted: bool, keys: bool) -> str:
            title = (
                f"{scene.editing.title} — {name}{star}  ·  {board.name}"
                f"{count * counted}  ·  {board.width}×{board.height}"
            )
            view = scene.canvas.describe(keys)
            return f"{title}  ·  {view}" if view else title

        # what gives way in a narrow window, in turn: the view's key back, the count of
        # boards, then the file's name (shortened): the view ("all boards") stays whole
        for counted, keys in ((True, True), (True, False), (False, False)):
            words = line(file, counted, keys)
            if font.size(words)[0] <= room:
                break
        else:
            rest = font.size(line("", False, False))[0]
            words = line(clip_text(font, file, max(0, room - rest), free=True), False, False)
            words = clip_text(font, words, room)
        blit_text(surface, font, words, theme.TEXT, (MARGIN, 12))

    def _draw_help(self, surface: pygame.Surface) -> None:
        small = self.app.font(13)
        height = self.help_height
        area = pygame.Rect(0, self.app.size[1] - height, self.app.size[0], height)

        def render() -> pygame.Surface:
            image = pygame.Surface(area.size, pygame.SRCALPHA)
            for index, row in enumerate(self.help_rows()):
                blit_text(image, small, row, theme.MUTED_TEXT, (MARGIN, index * HELP_LINE))
            return image

        surface.blit(self.images.get("help", area.size, render), area.topleft)
