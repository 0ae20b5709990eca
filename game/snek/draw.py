"""Drawing Snek: the arena on the kit's board view, sneks, and 7×7 pattern grids.

    looks = snek_looks(session.programs, app.settings.colour_blind)
    view = ArenaView(arena, rect, looks, app.font)
    view.draw_state(surface, state, marks)            # the arena after some round
    draw_pattern_grid(surface, rect, font, cells, ...) # the editor's grid, the why panel

Sneks are drawn by the kit's snake painter (game.ui.snake_body): one rounded body in the
snek's colour tapering to its tail (what a snek hunts), the head with eyes towards where it
went. Sneks are never told apart by colour alone: every head carries the snek's start number,
and in colour-blind mode the palette's pattern. While a battle plays slowly the sneks slide
from one round into the next (`draw_state(..., before=, progress=)`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.core.coords import DIRECTIONS, Cell
from game.snek.levels import Arena
from game.snek.program import (
    EMPTY,
    ENEMY_BODY,
    ENEMY_HEAD,
    ENEMY_TAIL,
    MUST_NOT,
    OPTIONAL,
    OWN_BODY,
    OWN_TAIL,
    WALL,
    Program,
    Rule,
)
from game.snek.rules import BattleState, display_names
from game.ui import theme
from game.ui.board_view import BoardContent, BoardView, CellLook, Marks, blit_fitted
from game.ui.layout_record import LAYOUT, TOKEN
from game.ui.snake_body import SnakeLook, SnakeShape
from game.ui.text import blit_text, clip_text

FontMaker = Callable[..., pygame.font.Font]
Colour = theme.Colour

WALL_FILL: Colour = (96, 100, 112)
FLOOR_FILL: Colour = (44, 48, 60)
LEAST_HEAD = 18  # px: on smaller cells a head outgrows its cell, so its number reads
FAILED: Colour = (255, 90, 80)  # a must-not rule's stroke in the editor
# The why view's held / not-held marks: round white badges with "+" or "x" in a cell's corner,
# a shape nothing else on the arena uses (sneks, tails and floor come in every colour).
HELD_MARK = "+"
NOT_HELD_MARK = "x"
MARK_FILL: Colour = theme.WHITE
MARK_INK: Colour = theme.BLACK

ELEMENT_FILLS: dict[int, Colour] = {
    EMPTY: (214, 216, 222),
    WALL: WALL_FILL,
    OWN_BODY: (54, 150, 84),
    OWN_TAIL: (150, 224, 160),
    ENEMY_HEAD: (196, 52, 60),
    ENEMY_BODY: (222, 120, 70),
    ENEMY_TAIL: (250, 196, 120),
}
ANY_FILL: Colour = (58, 62, 76)


@dataclass(frozen=True)
class SnekLook:
    """How one snek is drawn: its colour, the ink on it, its number and (colour-blind) pattern."""

    name: str
    number: str
    colour: Colour
    ink: Colour
    pattern: str | None

    @property
    def mark(self) -> theme.Mark:
        """The snek's mark (theme.draw_player_mark): its colour, number and pattern."""
        ink = _mix(self.colour, self.ink, 0.45) if self.pattern else self.ink
        return theme.Mark(self.colour, ink, self.number, self.pattern)


def button_font(app: Any) -> pygame.font.Font:
    """The font pygame-gui's buttons use (assets/theme.json), to shorten labels that fit."""
    return app.font(22, bold=True)


def fitted_label(
    app: Any, text: str, width: int, column: Sequence[str] = (), shorter: str = ""
) -> tuple[str, str | None]:
    """`text` on a button `width` px wide, and the theme class to draw it with: the button
    font when it (and every label of its `column`) fits, else the smaller button font, else
    the tiny one (12 px: a 16-letter name whole in a narrow list), shortened only when even
    that is too wide; `shorter`: fewer words said instead before anything is cut (a snek's
    name without whose it is)."""
    from game.ui.widgets import BUTTON_PADDING, SMALL_BUTTON_FONT, TINY_BUTTON_FONT

    room = width - 2 * BUTTON_PADDING
    if all(button_font(app).size(words)[0] <= room for words in (text, *column)):
        return text, None
    fonts = ((SMALL_BUTTON_FONT, "@small_button"), (TINY_BUTTON_FONT, "@tiny_button"))
    for words in (text, shorter) if shorter else (text,):
        for size, style in fonts:
            if app.font(size, bold=True).size(words)[0] <= room:
                return words, style
    return clip_text(app.font(TINY_BUTTON_FONT, bold=True), shorter or text, room), "@tiny_button"


NAME_SIZES = (17, 16, 15, 14, 13, 12)


def hex_colour(code: str) -> Colour:
    value = int(code.lstrip("#"), 16)
    return (value >> 16) & 255, (value >> 8) & 255, value & 255


# The order Snek hands out free colours in (a Snek-level choice; other games keep theirs):
# first nine whose fills and patterns no two share at normal zoom, one per seat of the
# largest battle, then the four that look like one of those (LOOK_ALIKE), for tournaments of
# ten sneks or more. Purple read as a second blue in colour-blind mode.
SNEK_PLACES = tuple(
    theme.palette_index(name)
    for name in (
        "Red", "Blue", "Green", "Yellow", "Orange", "Cyan", "Brown", "Pink", "Grey",
        "Purple", "Teal", "Magenta", "Lime",
    )
)  # fmt: skip
_ALIKE_NAMES = (("Purple", "Blue"), ("Teal", "Cyan"), ("Teal", "Green"), ("Magenta", "Red"),
                ("Magenta", "Pink"), ("Lime", "Yellow"))  # fmt: skip
LOOK_ALIKE = frozenset(
    frozenset((theme.palette_index(a), theme.palette_index(b))) for a, b in _ALIKE_NAMES
)


def looks_like(place: int, other: int) -> bool:
    """Whether two palette entries are too alike for two sneks of one battle."""
    return place == other or frozenset((place, other)) in LOOK_ALIKE


def snek_place(program: Program) -> int:
    """The palette entry a snek's colour is (the nearest one): its name, and its colour-blind
    shade and pattern."""
    return theme.nearest_palette_index(hex_colour(program.colour))


def colour_word(program: Program) -> str:
    """A snek's colour in words: the name of its palette entry."""
    return theme.STANDARD_PALETTE[snek_place(program)].name


def _place_look(program: Program, place: int, colour_blind: bool) -> tuple[Colour, str | None]:
    """The fill and pattern of a snek playing palette entry `place`: its own colour when that
    is the entry (a hand-picked shade of it), else the entry's."""
    if colour_blind:
        return theme.player_colour(place, True).fill, theme.PATTERNS[place % len(theme.PATTERNS)]
    own = hex_colour(program.colour)
    if theme.nearest_palette_index(own) == place:
        return own, None
    return theme.STANDARD_PALETTE[place].fill, None


def snek_looks(
    programs: Sequence[Program], colour_blind: bool, names: Sequence[str] = ()
) -> list[SnekLook]:
    """One look per snek in start order: the palette entry its colour is (`snek_place`; in
    colour-blind mode that entry's shade and pattern), so a snek looks the same in every
    battle. Setups give sneks distinct colours (`distinct_colours`); a lineup that still
    shares one (an old or hand-written battle file) is settled by the same rule; look-alikes
    a setup chose (a tournament of more sneks than unlike colours) stay as chosen."""
    places = [snek_place(program) for program in programs]
    settled = programs if len(set(places)) == len(places) else distinct_colours(programs)[0]
    looks: list[SnekLook] = []
    for index, program in enumerate(settled):
        name = names[index] if index < len(names) else program.name
        colour, pattern = _place_look(program, snek_place(program), colour_blind)
        looks.append(SnekLook(name, str(index + 1), colour, theme.text_colour_on(colour), pattern))
    return looks


def _first_free(taken: set[int], after: int, owned: frozenset[int] = frozenset()) -> int:
    """The first of SNEK_PLACES after entry `after` (wrapping) like none of `taken`, and if
    there is one, no other snek's own colour (`owned`: no snek recoloured in turn); else the
    first not taken (more sneks than unlike colours); else `after`."""
    start = SNEK_PLACES.index(after) + 1
    order = SNEK_PLACES[start:] + SNEK_PLACES[:start]
    unlike = [p for p in order if not any(looks_like(p, t) for t in taken)]
    unowned = [p for p in unlike if p not in owned]
    free = [p for p in order if p not in taken]
    return (unowned or unlike or free or [after])[0]


def settle_order(names: Sequence[str]) -> list[int]:
    """The one order colour clashes are settled in, whatever order sneks were added or listed
    in: by name (then lineup place), so two sneks get the same colours in a battle, a
    tournament, its replays and a Death Match; the later of two is the one recoloured."""
    return sorted(range(len(names)), key=lambda i: (names[i].casefold(), names[i], i))


def distinct_colours(
    programs: Sequence[Program], offered: Sequence[Program] = ()
) -> tuple[list[Program], dict[int, str]]:
    """The lineup with every snek in a colour of its own, unlike the others' where there are
    enough (`settle_order`: a snek whose colour is, or looks like, one a snek before it has
    takes the next free colour of SNEK_PLACES), and what to tell the player, by the lineup
    place of each snek recoloured ("Tin is Blue like Hunter: it plays Cyan here."). A new
    colour is, where one is free, one no snek `offered` (the player's whole list) has, so a
    snek recoloured plays the same colour in a battle and a tournament."""
    result = list(programs)
    told: dict[int, str] = {}
    names = display_names(programs) if programs else ()
    owned = frozenset(snek_place(program) for program in (*programs, *offered))
    kept: dict[int, str] = {}  # palette entry: the snek (name) playing it
    moved: list[tuple[int, int]] = []  # (lineup place, the entry it clashed with)
    for index in settle_order(names):  # first, every snek that can keep its own colour
        place = snek_place(programs[index])
        alike = place if place in kept else next((t for t in kept if looks_like(place, t)), None)
        if alike is None or (alike != place and not _better_free(set(kept), place, owned)):
            kept[place] = names[index]
        else:
            moved.append((index, alike))
    for index, alike in moved:  # then the others, in colours no snek has (where there are)
        place = snek_place(programs[index])
        new = _first_free(set(kept), place, owned)
        result[index] = replace(programs[index], colour=theme.palette_hex(new))
        word, other = (theme.STANDARD_PALETTE[p].name for p in (place, alike))
        like = f"like {kept[alike]}" if alike == place else f"too like {kept[alike]}'s {other}"
        told[index] = (
            f"{names[index]} is {word} {like}: it plays {theme.STANDARD_PALETTE[new].name} here."
        )
        kept[new] = names[index]
    return result, told


def _better_free(taken: set[int], place: int, owned: frozenset[int]) -> bool:
    """Whether a free colour is like none taken and no snek's own (worth a move from a
    look-alike of a taken one)."""
    new = _first_free(taken, place, owned)
    return not any(looks_like(new, t) for t in taken | owned)


def another_colour(
    programs: Sequence[Program], position: int, offered: Sequence[Program] = ()
) -> Program:
    """Snek `position` in the next colour (SNEK_PLACES) like no other snek's of the lineup."""
    settled = distinct_colours(programs, offered)[0]
    taken = {snek_place(p) for i, p in enumerate(settled) if i != position}
    new = _first_free(taken, snek_place(programs[position]))
    return replace(programs[position], colour=theme.palette_hex(new))


def _mix(first: Colour, second: Colour, share: float) -> Colour:
    r, g, b = (round(a + (b - a) * share) for a, b in zip(first, second, strict=True))
    return r, g, b


class ArenaView(BoardView):
    """An arena on the screen: walls, floor, and the sneks of a battle state."""

    def __init__(
        self,
        arena: Arena,
        rect: pygame.Rect,
        looks: Sequence[SnekLook],
        font: FontMaker,
        labels: bool = True,
    ):
        self.arena = arena
        self.looks = list(looks)
        wall = CellLook(WALL_FILL)
        floor = CellLook(FLOOR_FILL)
        super().__init__(
            arena.width,
            arena.height,
            rect,
            font,
            background=lambda cell: wall if cell in arena.walls else floor,
            labels=labels,
            room_for_marks=False,
        )

    def draw_state(
        self,
        surface: pygame.Surface,
        state: BattleState | None,
        marks: Marks | None = None,
        *,
        before: BattleState | None = None,
        progress: float = 1.0,
        live: bool = False,
    ) -> None:
        """The arena with the sneks of `state` (None: the bare arena), then `marks`; with
        `before` (the round before) and `progress` below 1 the sneks slide that far from
        where they were into `state`. `live`: a battle playing (see BoardView.draw)."""
        content = self._battle_content(state, before, progress)
        super().draw(surface, content, marks, live=live)

    def draw_starts(self, surface: pygame.Surface, count: int) -> None:
        """The bare arena with the first `count` starts drawn as sneks (setup previews)."""
        snakes = [
            self.snek_shape(number, tuple(start.cells()))
            for number, start in enumerate(self.arena.starts[:count])
        ]
        super().draw(surface, BoardContent({}, snakes=snakes))

    def _battle_content(
        self, state: BattleState | None, before: BattleState | None, progress: float
    ) -> BoardContent:
        if state is None:
            return BoardContent()
        snakes = []
        for number, snek in enumerate(state.sneks):
            if not snek.alive:
                continue
            cells = tuple(state.cells_of(number))
            if before is None or progress >= 1 or number >= len(before.sneks):
                snakes.append(self.snek_shape(number, cells))
                continue
            earlier = tuple(before.cells_of(number))
            snakes.append(self.snek_shape(number, cells, *slide_between(earlier, cells, progress)))
        return BoardContent({}, snakes=snakes)

    def snek_shape(
        self,
        number: int,
        cells: tuple[Cell, ...],
        progress: float = 1.0,
        tail_from: Cell | None = None,
    ) -> SnakeShape:
        """Snek `number` on `cells` (head first), part-way through its last move."""
        return SnakeShape(cells, self.snake_look(number), None, progress, tail_from)

    def snake_look(self, number: int) -> SnakeLook:
        look = self._look(number)
        mark = theme.Mark(look.colour, look.ink, look.number, look.pattern)
        return SnakeLook(mark, width=0.56, least_head=LEAST_HEAD)

    def _look(self, number: int) -> SnekLook:
        if number < len(self.looks):
            return self.looks[number]
        colour = theme.player_colour(number, False).fill
        return SnekLook(
            str(number + 1), str(number + 1), colour, theme.text_colour_on(colour), None
        )


def slide_between(
    before: Sequence[Cell], after: Sequence[Cell], progress: float
) -> tuple[float, Cell | None]:
    """How a snek on `after` slides in from `before` (both head first): the progress of its
    head (1: it did not move) and the cell its tail left (None: the tail stayed)."""
    if len(after) < 2 or not before or after[1] != before[0]:
        return 1.0, None
    tail = before[-1]
    return progress, tail if tail not in after else None


def snek_shapes(view: ArenaView, sneks: Sequence[Sequence[Cell]]) -> list[SnakeShape]:
    """Sneks given cell by cell (head first), as the view draws them (diagrams)."""
    return [view.snek_shape(number, tuple(cells)) for number, cells in enumerate(sneks)]


# --- 7×7 pattern grids ---------------------------------------------------------------------


@dataclass(frozen=True)
class GridCell:
    """One cell of a drawn 7×7 grid: the arena element under it (None: not shown), the
    pattern's rule (None: any) and whether the rule held (None: not judged)."""

    seen: int | None = None
    rule: Rule | None = None
    held: bool | None = None


def rule_fill(rule: Rule | None) -> Colour:
    return ANY_FILL if rule is None else ELEMENT_FILLS[rule.element]


def draw_pattern_grid(
    surface: pygame.Surface,
    rect: pygame.Rect,
    font: FontMaker,
    cells: dict[tuple[int, int], GridCell],
    move: str | None,
    cursor: tuple[int, int] | None = None,
) -> int:
    """A 7×7 grid in the largest square that fits `rect`, keyed by (column, row) from the
    top-left; the head in the centre with an arrow for `move`. Each rule shows its token
    (must-not crossed, optional with a dashed edge); see `_draw_grid_cell` for the fill.
    Returns the cell size."""
    left, top, side = grid_origin(rect)
    token_font = font(max(12, int(side * 0.42)), True)
    for row in range(7):
        for column in range(7):
            tile = pygame.Rect(left + column * side, top + row * side, side, side)
            if (column, row) == (3, 3):
                _draw_head_cell(surface, tile, move, token_font)
            else:
                _draw_grid_cell(surface, tile, cells.get((column, row), GridCell()), token_font)
    if cursor is not None:
        tile = pygame.Rect(left + cursor[0] * side, top + cursor[1] * side, side, side)
        pygame.draw.rect(surface, theme.BLACK, tile, 5)
        pygame.draw.rect(surface, theme.ACCENT, tile.inflate(-2, -2), 3)
    return side


def grid_origin(rect: pygame.Rect) -> tuple[int, int, int]:
    """(left, top, cell side) of the grid `draw_pattern_grid` draws in `rect`: centred across,
    at the top."""
    side = max(7, min(rect.width, rect.height) // 7)
    return rect.left + (rect.width - side * 7) // 2, rect.top, side


def _draw_grid_cell(
    surface: pygame.Surface, tile: pygame.Rect, cell: GridCell, font: pygame.font.Font
) -> None:
    """Without `seen` (the editor): the rule's element colour with its token. With `seen`
    (the why panel): the arena's element colour and pattern, the rule's token on a plate
    over it, left of the held / not-held badge (never under it)."""
    inner = tile.inflate(-2, -2)
    pygame.draw.rect(surface, theme.BACKGROUND, tile)
    if cell.seen is None:
        fill = rule_fill(cell.rule)
        pygame.draw.rect(surface, fill, inner)
    else:
        fill = ELEMENT_FILLS[cell.seen]
        draw_element_fill(surface, inner, cell.seen)
    rule = cell.rule
    if rule is not None:
        ink = theme.text_colour_on(fill)
        box = inner
        if cell.seen is not None:
            ink = theme.TEXT
            box = inner.inflate(-inner.width // 5, -inner.height // 3)
            if cell.held is not None:  # the badge takes the top-right corner
                box.width = max(1, badge_rect(tile).left - box.left - 1)
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=4)
        _fitted_label(surface, font, rule.token, ink, box.inflate(-2, -2))
        if rule.mode == MUST_NOT:
            pygame.draw.line(surface, FAILED, inner.topleft, inner.bottomright, 2)
        if rule.mode == OPTIONAL:
            _dashed_rect(surface, inner.inflate(-4, -4), ink)
    if cell.held is not None:
        draw_held_mark(surface, tile, cell.held)


# The why view's elements that colour alone would tell apart (green, orange, red for a
# colour-blind player) also carry a pattern, on the grid and in its key.
PATTERN_INK: Colour = (24, 26, 32)


def draw_element_fill(surface: pygame.Surface, rect: pygame.Rect, element: int) -> None:
    """`rect` in the element's colour; own body striped, enemy body dotted, enemy head
    cross-hatched (so they differ without their colours)."""
    pygame.draw.rect(surface, ELEMENT_FILLS[element], rect)
    step = max(5, rect.width // 4)
    if element in (OWN_BODY, ENEMY_HEAD):
        _stripes(surface, rect, step, rising=True)
    if element == ENEMY_HEAD:
        _stripes(surface, rect, step, rising=False)
    if element == ENEMY_BODY:
        dot = max(1, rect.width // 12)
        for y in range(rect.top + step // 2, rect.bottom, step):
            for x in range(rect.left + step // 2, rect.right, step):
                pygame.draw.circle(surface, PATTERN_INK, (x, y), dot)


def _stripes(surface: pygame.Surface, rect: pygame.Rect, step: int, rising: bool) -> None:
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    for offset in range(-rect.height, rect.width, step):
        if rising:
            start, end = (
                (rect.left + offset, rect.bottom),
                (rect.left + offset + rect.height, rect.top),
            )
        else:
            start, end = (
                (rect.left + offset, rect.top),
                (rect.left + offset + rect.height, rect.bottom),
            )
        pygame.draw.line(surface, PATTERN_INK, start, end, max(1, rect.width // 14))
    surface.set_clip(clip)


def badge_rect(tile: pygame.Rect) -> pygame.Rect:
    """Where a judged cell's held / not-held badge goes: the tile's top-right corner."""
    side = max(10, tile.width * 2 // 5)
    return pygame.Rect(tile.right - side, tile.top, side, side)


def draw_held_mark(surface: pygame.Surface, tile: pygame.Rect, held: bool) -> None:
    """The why view's mark on a judged cell: a white badge in the top-right corner with "+"
    (the rule held) or "x" (it did not), drawn as strokes."""
    draw_badge(surface, badge_rect(tile), held)


def _fitted_label(
    surface: pygame.Surface, font: pygame.font.Font, text: str, ink: Colour, box: pygame.Rect
) -> None:
    """`text` fitted in `box`, noted for the layout check as the label of `box`."""
    drawn = blit_fitted(surface, font, text, ink, box)
    if LAYOUT.on:
        LAYOUT.text(surface, drawn, text, font, owner=box)


def draw_badge(surface: pygame.Surface, badge: pygame.Rect, held: bool) -> None:
    if LAYOUT.on:
        LAYOUT.note(surface, TOKEN, badge)
    side = min(badge.width, badge.height)
    pygame.draw.circle(surface, MARK_INK, badge.center, side // 2)
    pygame.draw.circle(surface, MARK_FILL, badge.center, side // 2 - 1)
    arm = max(2, side // 4)
    width = max(2, side // 6)
    cx, cy = badge.center
    if held:
        pygame.draw.line(surface, MARK_INK, (cx - arm, cy), (cx + arm, cy), width)
        pygame.draw.line(surface, MARK_INK, (cx, cy - arm), (cx, cy + arm), width)
    else:
        pygame.draw.line(surface, MARK_INK, (cx - arm, cy - arm), (cx + arm, cy + arm), width)
        pygame.draw.line(surface, MARK_INK, (cx - arm, cy + arm), (cx + arm, cy - arm), width)


def _draw_head_cell(
    surface: pygame.Surface, tile: pygame.Rect, move: str | None, font: pygame.font.Font
) -> None:
    """The head: "H" in the half away from the move, the arrow in the other half (an "H"
    under an upward arrow read as "A")."""
    inner = tile.inflate(-2, -2)
    pygame.draw.rect(surface, theme.BACKGROUND, tile)
    pygame.draw.rect(surface, theme.ACCENT, inner, border_radius=tile.width // 4)
    letter = inner.inflate(-inner.width // 2, -4)
    if move is not None:
        dx, dy = DIRECTIONS[move]
        letter = pygame.Rect(0, 0, inner.width // 2, inner.height // 2)
        letter.center = (tile.centerx - dx * tile.width // 5, tile.centery - dy * tile.height // 5)
        draw_arrow(surface, tile, move, theme.BLACK)
    _fitted_label(surface, font, "H", theme.BLACK, letter)


def draw_arrow(surface: pygame.Surface, tile: pygame.Rect, move: str, ink: Colour) -> None:
    """A triangle at the edge of `tile` pointing towards `move`."""
    dx, dy = DIRECTIONS[move]
    cx, cy = tile.center
    reach = tile.width * 0.46
    tip = (cx + dx * reach, cy + dy * reach)
    base = tile.width * 0.2
    back = (cx + dx * reach * 0.55, cy + dy * reach * 0.55)
    side_a = (back[0] - dy * base, back[1] + dx * base)
    side_b = (back[0] + dy * base, back[1] - dx * base)
    drawn = pygame.draw.polygon(surface, ink, [tip, side_a, side_b])
    if LAYOUT.on:
        LAYOUT.note(surface, TOKEN, drawn)


def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, ink: Colour) -> None:
    dash = max(3, rect.width // 8)
    for x in range(rect.left, rect.right, dash * 2):
        end = min(x + dash, rect.right)
        pygame.draw.line(surface, ink, (x, rect.top), (end, rect.top))
        pygame.draw.line(surface, ink, (x, rect.bottom - 1), (end, rect.bottom - 1))
    for y in range(rect.top, rect.bottom, dash * 2):
        end = min(y + dash, rect.bottom)
        pygame.draw.line(surface, ink, (rect.left, y), (rect.left, end))
        pygame.draw.line(surface, ink, (rect.right - 1, y), (rect.right - 1, end))


# The why view's 7×7 window is drawn in the pattern language's element colours (as in the
# editor), not in the sneks' own colours: an orange snek sees its own body green. The key
# says so with a swatch of each colour (and its pattern), and shows the badges and plates.
COLOUR_KEY = ((OWN_BODY, "own body"), (ENEMY_BODY, "enemy body"), (ENEMY_HEAD, "enemy head"))
HELD_KEY = ((True, "held"), (False, "not held"))
PLATE_KEY = "a rule"
KeySign = int | bool | str  # an element's swatch, a held / not-held badge, a token plate
# every shade the why window paints (a new player asked what the greys and pale cells were)
SHADE_KEY = ((EMPTY, "empty"), (WALL, "wall"), (OWN_TAIL, "own tail"), (ENEMY_TAIL, "enemy tail"))
WHY_KEY_ITEMS: tuple[tuple[KeySign, str], ...] = (
    *SHADE_KEY[:2],
    *COLOUR_KEY[:1],
    SHADE_KEY[2],
    *COLOUR_KEY[1:],
    SHADE_KEY[3],
    *HELD_KEY,
    ("t", PLATE_KEY),
)


KeyItems = Sequence[tuple[KeySign, str]]


def _colour_key_rows(
    font: pygame.font.Font, width: int, items: KeyItems = WHY_KEY_ITEMS
) -> list[list[tuple[KeySign, str]]]:
    """The key's signs and words, flowed into rows no wider than `width`."""
    rows: list[list[tuple[KeySign, str]]] = [[]]
    used = 0
    for sign, words in items:
        wide = font.get_linesize() + 4 + font.size(words)[0] + 12
        if rows[-1] and used + wide > width:
            rows.append([])
            used = 0
        rows[-1].append((sign, words))
        used += wide
    return rows


def colour_key_height(font: pygame.font.Font, width: int, items: KeyItems = WHY_KEY_ITEMS) -> int:
    return len(_colour_key_rows(font, width, items)) * font.get_linesize()


def draw_colour_key(
    surface: pygame.Surface,
    font: pygame.font.Font,
    area: pygame.Rect,
    ink: Colour,
    items: KeyItems = WHY_KEY_ITEMS,
) -> None:
    """Each sign of the why view's window (element colours with their patterns, the badges,
    a token's plate) with its words."""
    line = font.get_linesize()
    for number, row in enumerate(_colour_key_rows(font, area.width, items)):
        x, y = area.left, area.top + number * line
        for sign, words in row:
            swatch = pygame.Rect(x, y + 1, line - 2, line - 2)
            _draw_key_sign(surface, swatch, sign, font)
            label = clip_text(font, words, area.right - swatch.right - 4)
            blit_text(surface, font, label, ink, (swatch.right + 4, y))
            x = swatch.right + 4 + font.size(words)[0] + 12


def _draw_key_sign(
    surface: pygame.Surface, swatch: pygame.Rect, sign: KeySign, font: pygame.font.Font
) -> None:
    if isinstance(sign, bool):
        draw_badge(surface, swatch, sign)
    elif isinstance(sign, str):  # as on the grid: a plate on a cell
        pygame.draw.rect(surface, ELEMENT_FILLS[EMPTY], swatch)
        plate = swatch.inflate(-swatch.width // 5, -swatch.height // 3)
        pygame.draw.rect(surface, theme.PANEL, plate, border_radius=3)
        blit_fitted(surface, font, sign, theme.TEXT, plate)
    else:
        draw_element_fill(surface, swatch, sign)
        pygame.draw.rect(surface, theme.BLACK, swatch, 1)
