"""The editor's paints: one row each under the tools (a swatch and its words), the paint
chosen (a click, [ and ], or the paint's own key) and a paint's tool tip once the mouse has
rested on it. A game with nothing to paint (Bugcatcher) shows where its level is edited."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.editor.layout import LEFT_WIDTH, MARGIN, TOP, ImageCache, Part
from game.editor.model import PaletteEntry, next_pair_token
from game.editor.tips import paint_tip
from game.ui import theme
from game.ui.text import blit_text, blit_wrapped, clip_text

if TYPE_CHECKING:
    from game.editor.scene import EditorScene

PALETTE_ROW = 22
PALETTE_ROW_LEAST = 18  # 13 px words in a row of 16
PALETTE_FONT = 13
FOLDED_ONE_COLUMN = 8  # paints in one column of the Paint tab; more take two
FOLDED_ROW = 20  # a paint's row in the Paint tab (the problems share that column)
TIP_DELAY = 0.6  # seconds on a paint before its tool tip shows


class Palette(Part):
    """The paint chosen (`index`), where each paint is drawn (`rects`) and its tool tip."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        paints = scene.editing.palette
        self.index = 1 if len(paints) > 1 else 0
        self.rects: list[pygame.Rect] = []
        self.hovered: tuple[int, float] | None = None  # a paint under the mouse, and how long
        self.tip: Any = None
        self.images = ImageCache()

    @property
    def paints(self) -> Sequence[PaletteEntry]:
        return self.scene.editing.palette

    @property
    def entry(self) -> PaletteEntry:
        """The paint the tools lay down."""
        return self.paints[self.index]

    @property
    def waiting(self) -> bool:
        """A tool tip is due (the loop would otherwise draw it only at the next event)."""
        return self.hovered is not None and self.tip is None

    def label(self, index: int) -> str:
        entry = self.paints[index]
        return f"[{entry.key}] {entry.label}" if entry.key else entry.label

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on a paint, or [ ] and a paint's key (not with Ctrl: the commands')."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return self._click(event.pos)
        if event.type != pygame.KEYDOWN or event.mod & pygame.KMOD_CTRL or not self.paints:
            return False
        if event.key in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET):
            step = -1 if event.key == pygame.K_LEFTBRACKET else 1
            self.index = (self.index + step) % len(self.paints)
            return True
        typed = event.unicode if getattr(event, "unicode", "") else ""
        for index, entry in enumerate(self.paints):
            if entry.key and typed and entry.key == typed:
                self.index = index
                return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        for index, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                self.index = index
                return True
        return False

    def hover(self, pos: tuple[int, int]) -> None:
        """The mouse moved: the paint under it starts its wait for a tool tip."""
        index = next((i for i, r in enumerate(self.rects) if r.collidepoint(pos)), None)
        if self.hovered is not None and self.hovered[0] == index:
            return
        self.close()
        self.hovered = None if index is None else (index, 0.0)

    def update(self, dt: float) -> None:
        """A paint's tool tip once the mouse has rested on it for TIP_DELAY seconds."""
        if self.hovered is None or self.tip is not None or self.scene.files.modal:
            return  # no tip over the file dialog
        index, waited = self.hovered
        self.hovered = (index, waited + dt)
        if waited + dt < TIP_DELAY or index >= len(self.rects):
            return
        tokens = sorted({token for row in self.scene.model.board.rows for token in row})[:6]
        rect = self.rects[index]
        self.tip = self.app.ui.create_tool_tip(
            paint_tip(self.paints[index], tokens),
            (rect.right, rect.centery),
            (0, rect.height // 2),
            None,  # type: ignore[arg-type]  # UIManager's hint; the UITooltip it makes takes None
            None,
            wrap_width=300,
        )

    def close(self) -> None:
        if self.tip is not None:
            self.tip.kill()
            self.tip = None

    def layout(self) -> list[pygame.Rect]:
        """One row per paint under the tools, in two columns only when one does not fit (in
        the right column's Paint tab: two columns for more than eight paints, the rest of
        the column left to the problems)."""
        area = self.scene.toolbar.area()
        count = len(self.paints)
        if area is None or not count:
            return []  # nothing to paint (Bugcatcher), or on another tab
        top = self.scene.toolbar.bottom + 4
        room = area.bottom - top
        if self.scene.folded:
            columns = 2 if count > FOLDED_ONE_COLUMN else 1
            row = min(FOLDED_ROW, room // -(-count // columns))
        else:
            row = min(PALETTE_ROW, room // count)
            columns = 1 if row >= PALETTE_ROW_LEAST else 2
            if columns == 2:
                row = min(PALETTE_ROW, room // -(-count // 2))
        width = area.width // columns
        per_column = -(-count // columns)
        return [
            pygame.Rect(
                area.left + (index // per_column) * width,
                top + (index % per_column) * row,
                width - 4,
                row - 2,
            )
            for index in range(count)
        ]

    def bottom(self, below: int) -> int:
        """Under the paints as laid out now (`below` when none are shown)."""
        rects = self.layout()
        return max((rect.bottom for rect in rects), default=below) + 4

    def draw(self, surface: pygame.Surface) -> None:
        # the rows are laid out as drawn (the window's height and the help's decide them)
        self.rects = self.layout()
        if not self.rects:
            if not self.paints and not self.scene.folded:
                self._draw_no_paints(surface)
            return
        board = self.scene.model.board
        pairs = (
            tuple(next_pair_token(board, entry.pair) if entry.pair else "" for entry in self.paints)
            if any(entry.pair for entry in self.paints)
            else ()
        )
        key = (self.index, pairs, tuple(map(tuple, self.rects)), self.app.settings.colour_blind)
        left = min(rect.left for rect in self.rects)
        right = max(rect.right for rect in self.rects)
        bottom = max(rect.bottom for rect in self.rects)
        area = pygame.Rect(left, self.rects[0].top, right - left, bottom - self.rects[0].top)
        image = self.images.get("palette", key, lambda: self._render(area, pairs))
        surface.blit(image, area.topleft)

    def _draw_no_paints(self, surface: pygame.Surface) -> None:
        """A game without paints (Bugcatcher): where its level is edited instead."""
        help_height = self.scene.frame.help_height
        area = pygame.Rect(MARGIN, TOP, LEFT_WIDTH, self.app.size[1] - help_height - TOP)
        records = self.scene.side.records
        words = "Nothing to paint on this board: its size is on the Board tab" + (
            f", the {records.records.title.lower()} on their own tab." if records else "."
        )
        blit_wrapped(surface, self.app.font(14), words, theme.MUTED_TEXT, area)

    def _render(self, area: pygame.Rect, pairs: tuple[str, ...]) -> pygame.Surface:
        image = pygame.Surface(area.size, pygame.SRCALPHA)
        font = self.app.font(PALETTE_FONT)
        look = self.scene.editing.look
        for index, (entry, rect) in enumerate(zip(self.paints, self.rects, strict=True)):
            rect = rect.move(-area.left, -area.top)
            if index == self.index:
                pygame.draw.rect(image, theme.ACCENT, rect, 2)
            sample = pairs[index] if entry.pair else entry.apply(".")
            fill, _, _ = look(sample)
            swatch = pygame.Rect(rect.left + 3, rect.top + 2, rect.height - 4, rect.height - 4)
            blind_look = self.scene.editing.colour_blind_look
            if blind_look is not None and self.app.settings.colour_blind:
                tile = blind_look(sample)  # the game's palette fill and its pattern
                pygame.draw.rect(image, tile.fill, swatch)
                if tile.emblem is not None:
                    tile.emblem(image, swatch, pygame.Rect(swatch.center, (0, 0)))
            else:
                pygame.draw.rect(image, fill, swatch)
            pygame.draw.rect(image, theme.MUTED_TEXT, swatch, 1)
            label = clip_text(font, self.label(index), rect.width - swatch.width - 10)
            top = rect.centery - font.get_height() // 2
            blit_text(image, font, label, theme.TEXT, (swatch.right + 5, top))
        return image
