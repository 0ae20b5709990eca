"""Drawing Double-edged Edges: the platform with everyone's token, and the partner grid.

    view = PlatformView(level, rect, marks, app.font)      # marks: palette index per player
    view.draw(surface, [Token(player, space)], ghosts, arrows, badges)
    GridView(seating, names, marks, app.font).draw(surface, rect, seat)

The platform is a row of numbered boxes (each box shows its own value, the space number is
under it); tokens stand in a column above their space, never over a box's number nor
wider than their space. A column taller than the room shows its first tokens and a "+N"
chip on top, which shows the space's whole list on hover (`names`). Beyond each end a few
dim "off" cells show who fell and how far (clamped). Players are told apart by colour,
letter and (colour-blind palette) pattern: theme.draw_player_mark.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.double_edged_edges.events import DUMB, SCREWED, SURVIVOR
from game.double_edged_edges.levels import Level
from game.double_edged_edges.seating import Seating
from game.table.seats import NAME_LIMIT, Seat
from game.ui import theme
from game.ui.board_view import Legend, LegendEntry
from game.ui.hotseat import palette_index
from game.ui.layout_record import LAYOUT, TOKEN
from game.ui.text import Shortened, blit_text, clip_text, offer_whole_text

FontFn = Callable[..., pygame.font.Font]
OFF_CELLS = 2  # dim cells drawn beyond each end
MAX_CELL = 64
BOX_HEIGHT = 40  # a space's box at the least; wide cells get taller boxes (`box_height`)
MAX_BOX_HEIGHT = 56
SPACE_LABEL = 16
ARROW_ROOM = 64  # above the highest stack: two lanes of push arrows
ARROW_LANE = 20  # one lane: an 18 px mark and a gap
# of ARROW_ROOM the lanes themselves take this much: a stack packed within its own space
# may grow up into the rest rather than spread over other spaces
ARROW_LANES = 2 * ARROW_LANE + 4  # (a packed stack's top stays 2 px under the lower lane)
MIN_TOKEN = 22  # a token's side where the room allows: its letter is drawn at 14 px
LEAST_TOKEN = 18  # … and where it does not: its letter at 12 px, the least
PACKED_TOKEN = LEAST_TOKEN  # a tall stack's tokens side by side: letters at 12 px
MAX_TOKEN = 56  # … and as large as the cells and the room above them allow
MIN_MARK = 21  # a partner grid's mark: its letter at 14 px
GRID_ROW = MIN_MARK + 8  # the least height of a partner grid's row
GRID_CELL = 170  # a partner grid cell's width where names are short
CELL_MARGINS = 4 + 5 + 28 + 6 + 10  # a cell's borders, its mark (at most 28 px) and gaps
START_COLOUR = (60, 90, 140)
BOX = (46, 52, 66)
OFF = (30, 26, 30)
TYPE_LOOKS: dict[str, tuple[str, theme.Colour]] = {
    SURVIVOR: ("S", (90, 200, 120)),
    SCREWED: ("X", (240, 160, 60)),
    DUMB: ("D", (235, 80, 80)),
}
TYPE_WORDS = {
    SURVIVOR: "survivor: on the platform, scores its space",
    SCREWED: "screwed: pushed off against their direction, scores 2",
    DUMB: "dumb: jumped off in their own direction, scores 0",
}
SHORT_TYPE_WORDS = {  # the key where room is short: two to a row
    SURVIVOR: "survivor: scores its space",
    SCREWED: "screwed (pushed off): 2",
    DUMB: "dumb (jumped off): 0",
}


def player_marks(seats: Sequence[Seat]) -> list[int]:
    """Each player's palette place: the seat's colour, else their own index."""
    return [palette_index(seat.colour) if seat.colour else i for i, seat in enumerate(seats)]


@dataclass(frozen=True)
class Token:
    player: int
    space: float  # may lie beyond an end; fractional while sliding


@dataclass(frozen=True)
class Fold:
    """A stack too tall for its room: `rect` its "+N" chip, `hidden` the indices (of
    tokens then ghosts) not drawn, `stack` every index on the space."""

    rect: pygame.Rect
    space: float
    hidden: list[int]
    stack: list[int]
    words: str = ""  # once drawn: who is there (`stack_words`), for the keyboard too


@dataclass(frozen=True)
class Packing:
    """A tall stack packed side by side within its space: `size` px tokens, `across` a row,
    at most `rows` rows, the first `kept` tokens shown (the rest behind a "+N" chip)."""

    size: int
    across: int
    rows: int
    kept: int


@dataclass(frozen=True)
class Arrow:
    """A push drawn over a token: from `origin` by `shift` spaces, drawn to `progress`."""

    player: int
    origin: float
    shift: int
    progress: float = 1.0
    label: str = ""  # the amount ("3"); drawn after an arrowhead pointing the push's way


class PlatformView:
    """The platform fitted into a rect; `x_of` maps a space (any number) to a column centre."""

    def __init__(
        self,
        level: Level,
        rect: pygame.Rect,
        marks: Sequence[int],
        font: FontFn,
        arrows: bool = True,
        names: Sequence[str] = (),
        wrap: bool = False,
        spaces: tuple[int, int] | None = None,
    ):
        self.level = level
        # the spaces drawn, first and last (a rules picture may show a part of the
        # platform); by default the whole platform and OFF_CELLS off cells beyond each end
        self.span = spaces or (1 - OFF_CELLS, level.spaces + OFF_CELLS)
        self.marks = list(marks)
        self.names = list(names)  # for a folded stack's whole list (else the letters)
        # a tall stack may wrap sideways over free room (round 0, where everyone stands on
        # the start, and the rules' small pictures); else it folds: a token above another
        # space would read as standing there
        self.folds: list[Fold] = []  # the folded stacks drawn last
        self.shown: list[tuple[Token, pygame.Rect]] = []  # the tokens and outlines drawn last
        self.arrows_drawn: list[Arrow] = []
        self.font = font
        self.arrows = arrows  # False: no push arrows (round 0), the stacks get their room
        self.wrap = wrap
        self.fit(rect)

    def fit(self, rect: pygame.Rect) -> None:
        columns = self.span[1] - self.span[0] + 1
        self.cell = max(12, min(MAX_CELL, rect.width // columns))
        width = self.cell * columns
        self.rect = pygame.Rect(rect.centerx - width // 2, rect.top, width, rect.height)
        self.box_height = max(BOX_HEIGHT, min(MAX_BOX_HEIGHT, self.cell * 3 // 4))
        self.box_top = self.rect.bottom - self.box_height - SPACE_LABEL
        players = max(1, len(self.marks))
        self.room = self.box_top - self.rect.top - (ARROW_ROOM if self.arrows else 0)
        fitting = min(self.cell - 4, MAX_TOKEN, self.room // players - 2)
        # MIN_TOKEN (letters of 14 px) where the cells are wide enough, else down to
        # LEAST_TOKEN (12 px): a token is never wider than its space
        least = MIN_TOKEN if self.cell - 2 >= MIN_TOKEN else LEAST_TOKEN
        self.token = max(least, fitting)
        self._boxes: pygame.Surface | None = None  # the still platform, drawn once per fit

    def column_of(self, space: float) -> float:
        """The column (0 = the leftmost drawn, an off cell) of a space, spaces beyond the
        drawn ones clamped."""
        low, high = self.span
        return min(max(space, low), high) - low

    def x_of(self, space: float) -> int:
        return round(self.rect.left + (self.column_of(space) + 0.5) * self.cell)

    def per_column(self) -> int:
        """How many tokens one column of a stack holds (the arrow lanes above stay free:
        an arrow never covers a token); a taller stack wraps or folds (`_stack`)."""
        return max(1, (self.room + 2) // (self.token + 2))

    def token_rect(self, space: float, height: int, count: int = 1) -> pygame.Rect:
        """The token `height` places up a stack of `count` on `space`: a stack taller than
        the room wraps into side-by-side columns centred on the space, as even as they can
        be (12 in columns of 5 go 4, 4, 4, not 5, 5, 2)."""
        size, rows = self.token, self.per_column()
        columns = -(-count // rows)
        column, row = divmod(height, -(-count // columns))
        shift = round((column - (columns - 1) / 2) * (size + 2))
        bottom = self.box_top - 4 - row * (size + 2)
        return pygame.Rect(self.x_of(space) - size // 2 + shift, bottom - size, size, size)

    def _span(self, column: int, count: int) -> tuple[float, float]:
        """The x range a stack of `count` on `column` covers, wrapped as the room asks."""
        centre = self.rect.left + (column + 0.5) * self.cell
        half = max(self.cell - 2, -(-count // self.per_column()) * (self.token + 2)) / 2
        return centre - half, centre + half

    def _wraps(self, counts: dict[int, int]) -> set[int]:
        """The columns whose tall stack may wrap sideways (`wrap`): only over room no other
        stack takes; any other tall stack folds behind a "+N" chip."""
        rows = self.per_column()
        wraps: set[int] = set()
        if not self.wrap:
            return wraps
        for column, count in counts.items():
            if count <= rows:
                continue
            low, high = self._span(column, count)
            others = (self._span(c, n) for c, n in counts.items() if c != column)
            if all(end <= low or start >= high for start, end in others):
                wraps.add(column)
        return wraps

    # drawing

    def draw(
        self,
        surface: pygame.Surface,
        tokens: Sequence[Token],
        ghosts: Sequence[Token] = (),
        arrows: Sequence[Arrow] = (),
        badges: dict[int, str] | None = None,
        multipliers: dict[int, int] | None = None,
        first: Sequence[int] = (),
    ) -> dict[int, pygame.Rect]:
        """Boxes, ghosts (outlines where a move would take a player), tokens, badges and
        arrows; returns each shown token's rect. A folded stack keeps the tokens and
        outlines of the players in `first` in view (the entry's own and its partner's)."""
        self._draw_boxes(surface)
        places, folds = self._stack([*tokens, *ghosts], len(tokens), first)
        self.shown = [(token, rect) for token, rect in places if rect is not None]
        self.arrows_drawn = list(arrows)
        rects = {}
        for index, (token, rect) in enumerate(places):
            if rect is None:
                continue
            if index >= len(tokens):
                self._draw_ghost(surface, token.player, rect)
                continue
            self._draw_token(surface, token.player, rect)
            rects[token.player] = rect
            multiplier = (multipliers or {}).get(token.player, 1)
            if multiplier > 1:
                self._draw_multiplier(surface, rect, multiplier)
        self.folds = [self._draw_fold(surface, fold, tokens, ghosts) for fold in folds]
        tops = [rect.top for _, rect in places if rect is not None]
        tops += [fold.rect.top for fold in self.folds]
        top = min(tops, default=self.box_top)
        top = self._draw_badges(surface, rects, badges or {}, top)
        for lane, arrow in enumerate(arrows):  # above the stacks, never above the platform
            floor = self.rect.top + 9 + (len(arrows) - 1 - lane) * ARROW_LANE
            self._draw_arrow(surface, max(top - 16 - lane * ARROW_LANE, floor), arrow)
        return rects

    def _stack(
        self, tokens: Sequence[Token], solid: int, first: Sequence[int] = ()
    ) -> tuple[list[tuple[Token, pygame.Rect | None]], list[Fold]]:
        """Each token's rect (None: folded away): the first `solid` (tokens) by player,
        then the ghosts above them in the same columns; and the folded stacks' chips."""
        stacks: dict[int, list[int]] = {}
        for index in sorted(range(len(tokens)), key=lambda i: (i >= solid, tokens[i].player)):
            stacks.setdefault(round(self.column_of(tokens[index].space)), []).append(index)
        wraps = self._wraps({column: len(stack) for column, stack in stacks.items()})
        rows = self.per_column()
        rects: dict[int, pygame.Rect] = {}
        folds = []
        for column, stack in stacks.items():
            if len(stack) <= rows or column in wraps:
                for height, index in enumerate(stack):
                    rects[index] = self.token_rect(tokens[index].space, height, len(stack))
                continue
            # too tall for one column: packed side by side within its own space, the
            # players in `first` kept in view when a "+N" chip takes the top row
            space = tokens[stack[0]].space
            packed = self.packed_over(len(stack))
            kept = sorted(stack, key=lambda i: tokens[i].player not in first)[: packed.kept]
            shown = [index for index in stack if index in kept]
            for height, index in enumerate(shown):
                rects[index] = self.packed_rect(space, height, packed)
            if packed.kept < len(stack):
                chip = self.packed_row(space, packed.rows - 1, packed)
                folds.append(Fold(chip, space, [i for i in stack if i not in kept], stack))
        return [(token, rects.get(index)) for index, token in enumerate(tokens)], folds

    def packed_over(self, count: int) -> Packing:
        """A stack of `count` too tall for one column of tokens, packed side by side within
        its own space, growing up to the arrows' lanes: the largest tokens (letters never
        under 12 px) that hold it all, else the least ones with a "+N" chip as the top row
        (a stack spread over other spaces would read as tokens standing there)."""
        taller = self.room + (ARROW_ROOM - ARROW_LANES if self.arrows else 0)
        for size in range(max(self.token - 1, PACKED_TOKEN), PACKED_TOKEN - 1, -1):
            across = max(1, (self.cell + 2) // (size + 2))
            rows = max(1, (taller + 2) // (size + 2))
            if across * rows >= count:
                return Packing(size, across, rows, count)
        return Packing(size, across, rows, (rows - 1) * across)

    def packed_rect(self, space: float, height: int, packed: Packing) -> pygame.Rect:
        """The token `height` places into a packed stack (`packed`), rows from the box up."""
        size, across = packed.size, packed.across
        row, place = divmod(height, across)
        left = self.x_of(space) - (across * (size + 2) - 2) // 2 + place * (size + 2)
        bottom = self.box_top - 4 - row * (size + 2)
        return pygame.Rect(left, bottom - size, size, size)

    def packed_row(self, space: float, row: int, packed: Packing) -> pygame.Rect:
        """The whole `row` of a packed stack (its "+N" chip's place)."""
        first = self.packed_rect(space, row * packed.across, packed)
        return pygame.Rect(first.left, first.top, packed.across * (packed.size + 2) - 2, first.h)

    def _draw_fold(
        self, surface: pygame.Surface, fold: Fold, tokens: Sequence[Token], ghosts: Sequence[Token]
    ) -> Fold:
        """The "+N" chip on a folded stack, as wide as its space allows; hovering it shows
        the space's whole list."""
        text = f"+{len(fold.hidden)}"
        font = self.font(max(12, fold.rect.height * 2 // 3), True)
        if font.size(f"{text} more")[0] <= fold.rect.width - 4:  # a packed stack's top row
            text = f"{text} more"
        if font.size(text)[0] > fold.rect.width - 2:
            font = self.font(12, True)
        width = min(max(fold.rect.width, font.size(text)[0] + 4), self.cell - 2)
        chip = pygame.Rect(0, 0, width, fold.rect.height)
        chip.center = fold.rect.center
        pygame.draw.rect(surface, theme.PANEL, chip, border_radius=4)
        pygame.draw.rect(surface, theme.ACCENT, chip, 1, border_radius=4)
        label = font.render(text, True, theme.TEXT)
        if label.get_width() > chip.width - 2:  # "+10" in a narrow space: set narrower
            label = pygame.transform.smoothscale(label, (chip.width - 2, label.get_height()))
        place = label.get_rect(center=chip.center)
        surface.blit(label, place)
        if LAYOUT.on:
            LAYOUT.note(surface, TOKEN, chip)
            LAYOUT.text(surface, place, text, font, owner=chip)
        every, solid = [*tokens, *ghosts], len(tokens)
        standing = [every[i].player for i in fold.stack if i < solid]
        outlines = [every[i].player for i in fold.stack if i >= solid]
        whole = self.stack_words(fold.space, standing, outlines)
        offer_whole_text(surface, chip, whole)
        return Fold(chip, fold.space, fold.hidden, fold.stack, whole)

    def stack_words(self, space: float, standing: Sequence[int], outlines: Sequence[int]) -> str:
        """A folded stack's whole list: who stands there, and whose outline is there."""
        spaces = self.level.spaces
        column = round(self.column_of(space)) + self.span[0]
        where = (
            "Off the left end" if column < 1
            else "Off the right end" if column > spaces
            else f"Space {column}"
        )  # fmt: skip
        words = f"{where}: {', '.join(map(self.name_of, standing))}" if standing else where
        if outlines:
            words += (
                f" · outlines (where moves take them): {', '.join(map(self.name_of, outlines))}"
            )
        return words

    def name_of(self, player: int) -> str:
        if player < len(self.names):
            return self.names[player]
        return theme.seat_mark(self.marks[player], self.colour_blind).letter

    def _draw_badges(
        self, surface: pygame.Surface, rects: dict[int, pygame.Rect], badges: dict[int, str],
        top: int,
    ) -> int:  # fmt: skip
        """Each type badge just above its token's stack, never over a token; returns the
        new top of what is drawn."""
        above: dict[int, int] = {}
        for rect in rects.values():
            above[rect.centerx] = min(above.get(rect.centerx, rect.top), rect.top)
        size = max(16, self.token * 2 // 3)
        for player, kind in sorted(badges.items()):
            if player not in rects:
                continue
            centre = rects[player].centerx
            badge = pygame.Rect(0, 0, size, size)
            badge.midbottom = (centre, above[centre] - 2)
            above[centre] = badge.top
            font = self.font(max(12, size - 4), True)
            paint_type_badge(surface, badge, kind, font)
            top = min(top, badge.top)
        return top

    def _draw_boxes(self, surface: pygame.Surface) -> None:
        if self._boxes is None:
            size = (self.rect.width, self.box_height + SPACE_LABEL)
            self._boxes = pygame.Surface(size, pygame.SRCALPHA)
            self._render_boxes(self._boxes)
        surface.blit(self._boxes, (self.rect.left, self.box_top))

    def _render_boxes(self, image: pygame.Surface) -> None:
        """Every space's box with its value, the space numbers under them, the off cells."""
        level = self.level
        value_font = self.font(max(12, min(28, self.cell // 2)), True)
        label_font = self.font(12)
        low, high = self.span
        for column in range(high - low + 1):
            space = column + low
            box = pygame.Rect(column * self.cell + 1, 0, self.cell - 2, self.box_height)
            if not level.on_platform(space):
                pygame.draw.rect(image, OFF, box, border_radius=4)
                if space in (0, level.spaces + 1):
                    # in the box where it fits, else under it with the space numbers
                    inside = label_font.size("off")[0] <= box.width - 2
                    where, anchor = (
                        (box.center, "center")
                        if inside
                        else ((box.centerx, box.bottom + 1), "midtop")
                    )
                    blit_text(image, label_font, "off", theme.MUTED_TEXT, where, anchor)
                continue
            fill = START_COLOUR if space == level.start else BOX
            pygame.draw.rect(image, fill, box, border_radius=4)
            pygame.draw.rect(image, theme.PANEL_BORDER, box, 1, border_radius=4)
            value = str(level.value_of(space))
            blit_text(image, value_font, value, theme.TEXT, box.center, "center")
            # narrow cells: the ends and every fifth, none so near the last that they touch
            fifth = space % 5 == 0 and level.spaces - space >= 3
            if self.cell >= 18 or fifth or space in (1, level.spaces):
                where = (box.centerx, box.bottom + 1)
                blit_text(image, label_font, str(space), theme.MUTED_TEXT, where, "midtop")

    def _draw_token(self, surface: pygame.Surface, player: int, rect: pygame.Rect) -> None:
        font = self.font(max(12, rect.height * 2 // 3), True)
        theme.draw_player_mark(
            surface, rect, theme.seat_mark(self.marks[player], self.colour_blind), font
        )

    colour_blind = False

    def _draw_ghost(self, surface: pygame.Surface, player: int, rect: pygame.Rect) -> None:
        colour = theme.player_colour(self.marks[player], self.colour_blind)
        pygame.draw.rect(surface, colour.fill, rect, 3, border_radius=4)
        font = self.font(max(12, rect.height // 2), True)
        blit_text(surface, font, colour.letter, colour.fill, rect.center, "center")

    def _draw_multiplier(self, surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
        font = self.font(14, True)
        label = font.render(f"×{value}", True, theme.ACCENT)
        plate = label.get_rect(midright=(rect.left - 2, rect.centery)).inflate(4, 0)
        pygame.draw.rect(surface, theme.BACKGROUND, plate, border_radius=3)
        surface.blit(label, label.get_rect(center=plate.center))

    def _draw_arrow(self, surface: pygame.Surface, y: int, arrow: Arrow) -> None:
        """A push in a lane above the stacks: the mover's mark, then the arrow."""
        start = self.x_of(arrow.origin)
        end = self.x_of(arrow.origin + arrow.shift * arrow.progress)
        colour = theme.ACCENT
        mark = pygame.Rect(start - 9, y - 9, 18, 18)
        if end != start:
            tail = start + (9 if end > start else -9)
            pygame.draw.line(surface, colour, (tail, y), (end, y), 3)
            head = 8 if end > start else -8
            points = [(end, y), (end - head, y - 6), (end - head, y + 6)]
            pygame.draw.polygon(surface, colour, points)
        self._draw_token(surface, arrow.player, mark)
        if arrow.label:  # "▶3" / "◀4": the font has no arrow glyph, so it is drawn
            font = self.font(14, True)
            head = 8
            width = head + 2 + font.size(arrow.label)[0]
            left = mark.left - 4 - width if end >= start else mark.right + 4
            draw_direction(surface, pygame.Rect(left, y - 6, head, 12), arrow.shift > 0, colour)
            blit_text(surface, font, arrow.label, colour, (left + head + 2, y), "midleft")


def draw_direction(
    surface: pygame.Surface, rect: pygame.Rect, right: bool, colour: theme.Colour
) -> None:
    """An arrowhead filling `rect`, pointing right (or left): a push's direction beside its
    amount, never a letter a token could also show (R, L)."""
    if right:
        points = [rect.topleft, (rect.right, rect.centery), rect.bottomleft]
    else:
        points = [rect.topright, (rect.left, rect.centery), rect.bottomright]
    pygame.draw.polygon(surface, colour, points)


def paint_type_badge(
    surface: pygame.Surface, rect: pygame.Rect, kind: str, font: pygame.font.Font
) -> None:
    """A type's badge (S survivor, X screwed, D dumb): its letter on a coloured disc."""
    letter, colour = TYPE_LOOKS[kind]
    pygame.draw.ellipse(surface, colour, rect)
    blit_text(surface, font, letter, theme.BLACK, rect.center, "center")


MOVE_WORDS = (  # the reveal's key: what a token and an outline are
    "a token: a player, above their space",
    "an outline: where the moves so far take a player",
)
SHORT_MOVE_WORDS = ("a player's token", "outline: where moves lead")


def type_legend(font: pygame.font.Font, short: bool = False, moves: bool = False) -> Legend:
    """The key of the three type badges (always all three) and the start space; `short`
    words fit two to a row where room is short. `moves`: the key starts with a token and
    an outline (the reveal's), in a neutral grey that stands for any player."""

    def badge(kind: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
        def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
            paint_type_badge(surface, rect, kind, font)

        return paint

    def start(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, START_COLOUR, rect, border_radius=3)

    def token(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, theme.MUTED_TEXT, rect)

    def outline(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, theme.MUTED_TEXT, rect, 3, border_radius=4)

    words_of = SHORT_TYPE_WORDS if short else TYPE_WORDS
    entries = []
    if moves:
        move_words = SHORT_MOVE_WORDS if short else MOVE_WORDS
        entries += [LegendEntry(token, move_words[0]), LegendEntry(outline, move_words[1])]
    entries += [LegendEntry(badge(kind), words) for kind, words in words_of.items()]
    return Legend([*entries, LegendEntry(start, "the start space")], font)


class GridView:
    """The partner grid: names in their seats; one seat's two eligible partners named."""

    def __init__(self, seating: Seating, names: Sequence[str], marks: Sequence[int], font: FontFn):
        self.seating = seating
        self.names = list(names)
        self.marks = list(marks)
        self.font = font
        self.colour_blind = False
        self.seat: int | None = None  # whose partners are named: their rows are sized for it

    def widest_cell(self) -> int:
        """A cell's width that holds the longest name allowed beside its mark at 13 px."""
        return max(GRID_CELL, longest_name_cell(self.font, 13))

    def least_width(self) -> int:
        """The grid's width that holds the longest name allowed at 12 px in every cell."""
        return self.seating.columns * longest_name_cell(self.font, 12)

    def row_heights(self, width: int) -> list[int]:
        """Each row's least height at which a grid `width` px wide shows every name whole
        (with "(right)" or "(below)" after `seat`'s partners): one line beside the mark
        where the row's labels fit at 12 px, else two (only the rows holding a long name
        take two lines)."""
        cell = min(self.widest_cell(), width // self.seating.columns) - 4
        room = cell - 5 - MIN_MARK - 10
        face = self.font(12)
        two_lines = 2 * face.get_linesize() + 6
        return [
            GRID_ROW
            if all(face.size(self.marked_name(player))[0] <= room for player in self._row(row))
            else two_lines
            for row in range(self.seating.rows)
        ]

    def marked_name(self, player: int) -> str:
        """`player`'s name, with "(right)" or "(below)" when a partner of `seat`."""
        if self.seat is None or player not in (partners := self.seating.partners_of(self.seat)):
            return self.names[player]
        return self.names[player] + (" (right)" if player == partners[0] else " (below)")

    def least_height(self, width: int) -> int:
        """The grid's least height at `width` px (`row_heights` added up)."""
        return sum(self.row_heights(width))

    def _row(self, row: int) -> list[int]:
        return [self.seating.player_at(row, column) for column in range(self.seating.columns)]

    def words_whole(self, width: int) -> bool:
        """Whether a grid `width` px wide sets every word of every name whole at 12 px
        beside the least mark (a long name on two lines, broken between words)."""
        cell = min(self.widest_cell(), width // self.seating.columns) - 4
        room = cell - 5 - MIN_MARK - 10
        face = self.font(12)
        return all(face.size(word)[0] <= room for name in self.names for word in name.split())

    def cell_rects(self, rect: pygame.Rect) -> dict[int, pygame.Rect]:
        """Each player's cell: rows of one height (56 px at most) where `rect` gives every
        row its least height, else each row its own least (`row_heights`), the spare px
        shared by the one-line rows."""
        rows, columns = self.seating.rows, self.seating.columns
        width = min(self.widest_cell(), rect.width // columns)
        heights = self.row_heights(rect.width)
        even = min(56, rect.height // rows)
        if even >= max(heights):
            heights = [even] * rows
        else:
            short = [row for row, height in enumerate(heights) if height < max(heights)]
            spare = max(0, rect.height - sum(heights)) // max(1, len(short))
            for row in short:
                heights[row] = min(max(heights), heights[row] + spare)
        left = rect.centerx - width * columns // 2
        cells = {}
        top = rect.top
        for r in range(rows):
            for c in range(columns):
                cells[self.seating.player_at(r, c)] = pygame.Rect(
                    left + c * width + 2, top + 2, width - 4, heights[r] - 4
                )
            top += heights[r]
        return cells

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        seat: int | None = None,
        chosen: int | None = None,
        details: Sequence[str] = (),
    ) -> None:
        """`seat`'s cell framed in gold, its two partners marked (right) and (below);
        `chosen` (a partner) filled; `details` (per player) a muted second line."""
        partners: tuple[int, ...] = self.seating.partners_of(seat) if seat is not None else ()
        cells = self.cell_rects(rect)
        most = self._names_size(cells)
        for player, cell in cells.items():
            fill = theme.PANEL if player != chosen else (70, 64, 30)
            pygame.draw.rect(surface, fill, cell, border_radius=6)
            border = theme.ACCENT if player == seat else theme.PANEL_BORDER
            pygame.draw.rect(surface, border, cell, 3 if player == seat else 1, border_radius=6)
            if player in partners and player != chosen:  # a partner you may still pick
                pygame.draw.rect(surface, theme.TEXT, cell, 1, border_radius=6)
            size = self._mark_size(self.names[player], cell)
            mark = pygame.Rect(cell.left + 5, cell.centery - size // 2, size, size)
            room = cell.right - mark.right - 10
            detail = details[player] if details and cell.height >= 40 else ""
            name_font = self._one_line_font(self.names[player], room, most)
            if detail and name_font is None:
                detail = ""  # a name that needs both lines gets them; the strip has the numbers
            beside = self.font(12).size(self.names[player])[0] <= room
            if not beside and not detail and self._draw_under(surface, cell, player, partners):
                continue  # a narrow cell: the name whole under the mark
            self._draw_mark(surface, mark, player)
            label = self.label_of(player, partners, room, cell.height - 2, bool(detail))
            rows = [] if detail else self._two_rows(player, label, room, cell.height - 2)
            if rows:  # a name too long for one line, on two
                font, lines = rows[0], rows[1:]
                step = font.get_linesize()
                for number, line in enumerate(lines):
                    middle = (len(lines) - 1) / 2  # one line (a smaller size) or two
                    where = (mark.right + 6, cell.centery + (number - middle) * step)
                    shown = clip_text(font, line, room)
                    if shown != line:  # a word too long for its line: its card has them all
                        shown = Shortened(shown, label)
                    blit_text(surface, font, shown, theme.TEXT, where, "midleft")
                continue
            font = self._one_line_font(label, room, most) or name_font or self.font(12)
            shown = clip_text(font, label, room)
            if shown != label:
                shown = Shortened(shown, label)
            middle = cell.centery - (9 if detail else 0)
            blit_text(surface, font, shown, theme.TEXT, (mark.right + 6, middle), "midleft")
            if detail:
                small = self.font(13)
                where = (mark.right + 6, middle + 18)
                blit_text(surface, small, clip_text(small, detail, room), theme.MUTED_TEXT,
                          where, "midleft")  # fmt: skip

    def _mark_size(self, name: str, cell: pygame.Rect) -> int:
        """The mark as large as the cell allows (28 px at most), smaller (to MIN_MARK) where
        that leaves each word of `name` whole at 12 px beside it (as `row_heights` counts)."""
        longest = max(self.font(12).size(word)[0] for word in name.split() or [name])
        size = max(MIN_MARK, min(cell.height - 10, 28))
        while size > MIN_MARK and cell.width - 5 - size - 10 < longest:
            size -= 1
        return size

    def _one_line_font(self, text: str, room: int, most: int = 16) -> pygame.font.Font | None:
        """The largest size from `most` px down to 12 that sets `text` on one line in `room`."""
        return next(
            (
                self.font(size)
                for size in range(most, 11, -1)
                if self.font(size).size(text)[0] <= room
            ),
            None,
        )

    def _names_size(self, cells: dict[int, pygame.Rect]) -> int:
        """One size for every name beside its mark: the largest from 16 px down to 12 that
        sets each whole on one line in its cell (16 where even 12 px leaves one on two)."""
        rooms = {
            player: cell.width - 5 - self._mark_size(self.names[player], cell) - 10
            for player, cell in cells.items()
        }
        for size in range(16, 11, -1):
            font = self.font(size)
            if all(font.size(self.names[player])[0] <= room for player, room in rooms.items()):
                return size
        return 16

    def _draw_mark(self, surface: pygame.Surface, mark: pygame.Rect, player: int) -> None:
        font = self.font(max(12, mark.height * 2 // 3), True)
        look = theme.seat_mark(self.marks[player], self.colour_blind)
        theme.draw_player_mark(surface, mark, look, font)

    def _draw_under(
        self, surface: pygame.Surface, cell: pygame.Rect, player: int, partners: Sequence[int]
    ) -> bool:
        """The mark at the top of a cell too narrow for the name beside it, the name under
        it in the largest size from 16 px down to 12 that sets it whole; False (nothing
        drawn) where even that does not fit."""
        room = cell.width - 8
        for size in range(16, 11, -1):
            font = self.font(size)
            label = self.label_of(player, partners, room, 0, True, font)
            fits = font.size(label)[0] <= room
            if fits and MIN_MARK + 4 + font.get_linesize() <= cell.height:
                break
        else:
            return False
        mark = pygame.Rect(0, cell.top + 2, MIN_MARK, MIN_MARK)
        mark.centerx = cell.centerx
        self._draw_mark(surface, mark, player)
        blit_text(surface, font, label, theme.TEXT, (cell.centerx, mark.bottom + 1), "midtop")
        return True

    def label_of(
        self,
        player: int,
        partners: Sequence[int],
        room: int,
        height: int,
        detail: bool,
        font: pygame.font.Font | None = None,
    ) -> str:
        """The name, with "(right)" or "(below)" for a partner where that fits whole (the
        partners' cells are framed either way)."""
        name = self.names[player]
        if player not in partners:
            return name
        label = name + (" (right)" if player == partners[0] else " (below)")
        if (font or self.font(16)).size(label)[0] <= room:
            return label
        if font is None and self._one_line_font(label, room) is not None:
            return label  # whole on one line at a smaller size (12 px at the least)
        rows = self._two_rows(player, label, room, height) if not detail else []
        if rows and all(rows[0].size(line)[0] <= room for line in rows[1:]):
            return label  # whole on two lines
        return name

    def _two_rows(self, player: int, label: str, room: int, height: int) -> list:
        """`two_rows` of `player`'s `label`, which may cut a one-word name (a 16-W name
        before its "(below)")."""
        return two_rows(self.font, label, room, height, len(self.names[player].split()) == 1)


def longest_name_cell(font: FontFn, size: int) -> int:
    """A partner grid cell's width holding the longest name allowed (NAME_LIMIT of the
    widest letter) at `size` px beside its mark."""
    return CELL_MARGINS + font(size).size("W" * NAME_LIMIT)[0]


def two_rows(
    font: FontFn, text: str, width: int, height: int, one_word: bool | None = None
) -> list:
    """[font, line, line]: `text` on one or two lines broken between words, of the largest
    size from 16 px down to 12 px that sets it whole within `width` × `height`; where no
    size does, a name of one word is cut in two lines, and a word of a longer name is
    shortened (never cut: read whole on hover); [] when one 16 px line holds it or two
    lines cannot. `one_word`: whether `text` is a one-word name (by default: one word)."""
    if font(16).size(text)[0] <= width:
        return []
    if one_word is None:
        one_word = len(text.split()) == 1
    passes = (False, True) if one_word else (False,)
    for split in passes:  # a one-word name is cut only where no size sets it whole
        for size in range(16, 11, -1):
            face = font(size)
            lines = word_rows(text, face, width, split)
            fits = all(face.size(line)[0] <= width for line in lines)
            tall_enough = len(lines) <= 2 and len(lines) * face.get_linesize() <= height
            if tall_enough and (fits or (split == passes[-1] and size == 12)):
                return [face, *lines]
    return []


def word_rows(text: str, face: pygame.font.Font, width: int, split: bool = False) -> list[str]:
    """`text` in rows no wider than `width` where its words allow, broken between words
    (`split`: a word wider than `width` is cut into rows too; else it takes a row of its
    own, to be shortened)."""
    rows: list[str] = []
    for word in text.split():
        candidate = f"{rows[-1]} {word}" if rows else word
        if rows and face.size(candidate)[0] <= width:
            rows[-1] = candidate
        else:
            rows += word_pieces(word, face, width) if split else [word]
    return rows


def word_pieces(word: str, face: pygame.font.Font, width: int) -> list[str]:
    """`word` cut into pieces no wider than `width` (at least one letter each)."""
    pieces = [""]
    for letter in word:
        if pieces[-1] and face.size(pieces[-1] + letter)[0] > width:
            pieces.append("")
        pieces[-1] += letter
    return pieces
