"""How the editor draws a board: each token's look (arrows for headings), the pieces a file
places across cells (a Snek start's body and number), the marks over the board (problems
outlined, the other half of a pair, a rectangle being dragged, the cursor), and a board
that is not square drawn by the game's own view (Tactrics' hexagon). Square boards are
drawn by the canvas (game/editor/canvas.py) with what this part gives it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.editor.canvas import SELECT_INK
from game.editor.layout import Part
from game.editor.model import Board, EditorPiece, pair_cells, rectangle_cells
from game.editor.problems import PROBLEM_INK
from game.ui import theme
from game.ui.board_view import Badge, BoardContent, CellLook, Highlight, Marks

if TYPE_CHECKING:
    from game.core.coords import Cell
    from game.editor.scene import EditorScene

PAIR_INK = (120, 220, 255)
PIECE_INK = (255, 255, 255)


class BoardArt(Part):
    """See the module docstring."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        self.drawn_board: tuple[int, tuple[int, int], Board] | None = None
        self.game_view: Any = None  # the game's own board view (LevelEditing.view)
        self._pieces: tuple[tuple[int, int], list[EditorPiece]] | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.scene.editing.view is None:
            self.scene.canvas.draw(surface)  # zoomed and panned, or every board side by side
        else:
            self._draw_game_view(surface)

    def marks(self, board_index: int) -> Marks:
        """What is drawn over the board being edited."""
        scene, board = self.scene, self.scene.model.board
        outlined = sorted(scene.problems.outlines.get(board_index, ()))
        highlights = [Highlight(cell, PROBLEM_INK) for cell in outlined]
        focus = scene.hover if scene.hover is not None else scene.cursor
        token = board.token(focus).upper() if board.contains(focus) else ""
        for entry in scene.editing.palette:
            if entry.pair and token.startswith(entry.pair):
                for cell in pair_cells(board, entry.pair).get(token, []):
                    highlights.append(Highlight(cell, PAIR_INK))
        anchor = scene.paint.anchor
        if anchor is not None and scene.hover is not None:
            highlights.extend(
                Highlight(c, theme.ACCENT)
                for c in rectangle_cells(board, anchor, scene.hover, True)
            )
        badges = tuple(Badge(piece.cells[0], piece.label) for piece in self.pieces() if piece.cells)
        cursor = scene.cursor if scene.editing.palette else None  # nothing to paint: no cursor
        return Marks(badges=badges, highlights=tuple(highlights), cursor=cursor)

    def pieces(self) -> list[EditorPiece]:
        """What the file places across cells on this board (LevelEditing.pieces)."""
        editing, model = self.scene.editing, self.scene.model
        if editing.pieces is None:
            return []
        key = (model.version, model.board_index)
        if self._pieces is None or self._pieces[0] != key:
            self._pieces = (key, editing.pieces(model.file_data(), model.board_index))
        return self._pieces[1]

    def _body_looks(self, board: Board) -> dict[Cell, CellLook]:
        """A piece's cells after its first, in a darker shade of its first cell's colour and
        with its number (its first cell carries the number as a badge)."""
        looks = {}
        for piece in self.pieces():
            if not piece.cells or not board.contains(piece.cells[0]):
                continue
            fill, _, _ = self.scene.editing.look(board.token(piece.cells[0]))
            body = (fill[0] * 3 // 4, fill[1] * 3 // 4, fill[2] * 3 // 4)
            for cell in piece.cells[1:]:
                if board.contains(cell):
                    looks[cell] = CellLook(body, piece.label, PIECE_INK)
        return looks

    def board_content(self, board: Board) -> BoardContent:
        """How every cell of `board` looks (tokens, and the bodies of pieces such as starts)."""
        looks = {cell: self.look(board.token(cell)) for cell in board.cells()}
        if board is self.scene.model.board:  # pieces are found on the board being edited
            looks.update(self._body_looks(board))
        return BoardContent(looks)

    def look(self, token: str) -> CellLook:
        editing = self.scene.editing
        if editing.colour_blind_look is not None and self.app.settings.colour_blind:
            return editing.colour_blind_look(token)
        fill, text, ink = editing.look(token)
        heading = editing.arrow(token) if editing.arrow is not None else None
        if heading in ARROWS:
            return CellLook(fill, "", ink, ARROWS[heading])
        return CellLook(fill, text, ink)

    def patch_changed_cells(self, before: Board, board: Board) -> None:
        """A few painted cells re-tiled instead of the whole board (a same-sized board)."""
        view = self.scene.view
        if view is None or before.rows is board.rows or len(before.rows) != len(board.rows):
            return
        if self.scene.editing.pieces is not None:
            return  # a painted start moves its body too: the whole board is drawn again
        if any(len(a) != len(b) for a, b in zip(before.rows, board.rows, strict=True)):
            return
        changed = {
            cell: self.look(board.token(cell))
            for cell in board.cells()
            if before.token(cell) != board.token(cell)
        }
        if len(changed) < len(board.rows) * board.width // 4:
            view.patch(changed)

    def _draw_game_view(self, surface: pygame.Surface) -> None:
        """A board that is not square, drawn by the game's own view (Tactrics' hexagon)."""
        scene = self.scene
        assert scene.editing.view is not None
        area = scene.board_rect
        box = (area.x, area.y, area.w, area.h)
        rect = pygame.Rect(scene.canvas.viewport.board_area(box))  # zoomed and panned
        if self.game_view is None or self.game_view.rect != rect:
            colour_blind = self.app.settings.colour_blind
            self.game_view = scene.editing.view(rect, self.app.font, colour_blind)
        surface.set_clip(area)
        self.game_view.draw(surface, scene.model.board)
        for highlight in self.marks(scene.model.board_index).highlights:
            self.game_view.outline(surface, highlight.cell, highlight.colour, 3)
        self.game_view.outline(surface, scene.cursor, theme.ACCENT, 2)
        selection = scene.canvas.selection
        area_selected = selection.on(scene.model.board) if selection is not None else None
        if area_selected is not None:
            for cell in area_selected.cells():
                if scene.model.board.contains(cell):
                    self.game_view.outline(surface, cell, SELECT_INK, 3)
        over = getattr(self.game_view, "draw_over", None)
        if callable(over):
            over(surface)  # the board's own numbers, never hidden by the outlines
        surface.set_clip(None)


def _arrow(heading: str) -> Callable[[pygame.Surface, pygame.Rect, pygame.Rect], None]:
    """An emblem: a triangle pointing `heading` across the tile (readable at any size)."""
    dx, dy = {"U": (0, -1), "D": (0, 1), "L": (-1, 0), "R": (1, 0)}[heading]

    def paint(image: pygame.Surface, tile: pygame.Rect, _box: pygame.Rect) -> None:
        cx, cy = tile.center
        reach = max(2, tile.width * 0.38)
        tip = (cx + dx * reach, cy + dy * reach)
        back = (cx - dx * reach, cy - dy * reach)
        side = (-dy * reach, dx * reach)
        corners = [
            tip,
            (back[0] + side[0], back[1] + side[1]),
            (back[0] - side[0], back[1] - side[1]),
        ]
        pygame.draw.polygon(image, theme.BLACK, corners)

    return paint


ARROWS = {heading: _arrow(heading) for heading in "UDLR"}
