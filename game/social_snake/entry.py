"""The private entry screens of a Social Snake match: start cells, moves and the EC vote.

Each is pushed by the match flow right after the curtain for one seat, shows only the public
board, and on submit hands the entry to the session, closes itself and calls `on_submit`:

    app.push(MoveEntryScene(app, session, seat, on_submit=lambda: None))

The rules decide everything; these screens only show what the rules would do with what the
player is typing (`plan_path`: where a sequence would be cut and why) and map keys and clicks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core.coords import DIRECTIONS, Cell, cell_name, step
from game.core.words import plural
from game.social_snake.draw import GridView, Overlay, board_legend, player_looks
from game.social_snake.levels import START_CHOICES, GridLayout
from game.social_snake.rules import (
    PlannedPath,
    RuleViolation,
    Submission,
    plan_path,
    spendable_garnets,
)
from game.social_snake.session import MatchSession
from game.ui import theme
from game.ui.board_view import Legend, layout_focus
from game.ui.dialogs import ConfirmScene
from game.ui.scene import Scene
from game.ui.text import blit_text, blit_wrapped, clip_text
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host

PANEL_WIDTH = 312  # narrower on small windows, down to MIN_PANEL_WIDTH
MIN_PANEL_WIDTH = 280
HEADING_BOTTOM = 78
SIDE_WIDTH = 210  # the column beside the board: other grid's thumbnail, then the key
MIN_SIDE_WIDTH = 150
CAPTION = 26
ARROW_KEYS = {pygame.K_UP: "U", pygame.K_DOWN: "D", pygame.K_LEFT: "L", pygame.K_RIGHT: "R"}
LETTER_KEYS = {pygame.K_u: "U", pygame.K_d: "D", pygame.K_l: "L", pygame.K_r: "R"}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def panel_rect(size: tuple[int, int]) -> pygame.Rect:
    """The right-hand panel of an entry screen of `size`."""
    width = min(PANEL_WIDTH, max(MIN_PANEL_WIDTH, size[0] // 4))
    return pygame.Rect(size[0] - width - 16, 16, width, size[1] - 32)


def submit_rect(size: tuple[int, int]) -> pygame.Rect:
    panel = panel_rect(size)
    return pygame.Rect(panel.left + 20, panel.bottom - 68, panel.width - 40, 52)


def board_area(size: tuple[int, int]) -> pygame.Rect:
    """Where the boards and their key go: left of the panel, below the heading."""
    panel = panel_rect(size)
    return pygame.Rect(16, HEADING_BOTTOM, panel.left - 32, size[1] - HEADING_BOTTOM - 8)


def is_ctrl_key(event: pygame.event.Event, key: int) -> bool:
    return (
        event.type == pygame.KEYDOWN
        and event.key == key
        and bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
    )


def is_submit_key(event: pygame.event.Event) -> bool:
    """Ctrl+Enter."""
    ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
    return event.type == pygame.KEYDOWN and event.key in ENTER_KEYS and ctrl


class EntryScene(Scene):
    """What the three entry screens share: the seat, the boards, the panel and Submit."""

    heading = ""
    legend_marks: tuple[str, ...] = ()  # the marks the screen draws, explained in its key

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.on_submit = on_submit
        self.player = session.seats[seat].name
        self.title = f"{self.player}: {self.heading}"
        self.message = ""
        self.grids = self.entry_grids()
        self.active = 0
        self.looks = player_looks(session.seats, app.settings.colour_blind)
        layouts = session.level.grids
        area = board_area(app.size)
        self.views = [GridView(layouts[g], area, self.looks, app.font) for g in self.grids]
        self.legends: list[Legend] = [
            board_legend(view, app.font(15), seat, self.legend_marks) for view in self.views
        ]
        self.arrange()
        self.history: list[Any] = []
        self.position = -1

    # the draft: what the player has entered so far (undo / redo, kept when leaving)

    def keep_draft(self) -> Any:
        """A copy of what has been entered so far (None for screens without a draft)."""
        return None

    def restore_draft(self, draft: Any) -> None:
        """Show `draft` (from `draft()`) again."""

    def is_empty(self) -> bool:
        """True when submitting now would hand in nothing at all."""
        return False

    def empty_question(self) -> str:
        return "Submit an empty entry?"

    def remember(self) -> None:
        """Record the draft after a change, for Ctrl+Z / Ctrl+Y."""
        draft = self.keep_draft()
        if self.position >= 0 and self.history[self.position] == draft:
            return
        del self.history[self.position + 1 :]
        self.history.append(draft)
        self.position = len(self.history) - 1

    def undo(self, step: int) -> None:
        """Ctrl+Z (step -1) or Ctrl+Y (step +1) through the drafts of this entry."""
        self.remember()
        target = self.position + step
        if 0 <= target < len(self.history):
            self.position = target
            self.restore_draft(self.history[target])
            self.message = ""
        else:
            self.message = "Nothing to undo." if step < 0 else "Nothing to redo."

    def arrange(self) -> None:
        """The grid being entered large, any other as a thumbnail beside it (Tab swaps)."""
        if not self.views:
            return
        area = board_area(self.app.size)
        side = min(SIDE_WIDTH, max(MIN_SIDE_WIDTH, area.width // 4))
        self.layout_now = layout_focus(area, len(self.views), self.active, side, CAPTION)
        for index, view in enumerate(self.views):
            thumbnail = index != self.active
            view.fit(self.layout_now.boards[index], labels=not thumbnail, text=not thumbnail)

    def legend_place(self) -> tuple[Legend, pygame.Rect]:
        """The key of the grid being entered and where it goes (under the thumbnail)."""
        return self.legends[self.active], self.layout_now.side

    def focus(self, index: int) -> None:
        if index != self.active:
            self.active = index
            self.arrange()

    def entry_grids(self) -> list[str]:
        return []

    @property
    def grid(self) -> str:
        return self.grids[self.active]

    @property
    def layout(self) -> GridLayout:
        return self.session.level.grids[self.grid]

    def build(self, root: UIContainer) -> None:
        self.arrange()  # the window may have changed size
        self.submit_button = UIButton(
            submit_rect(self.app.size), "Submit (Ctrl+Enter)", self.app.ui, root
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.position < 0:
            self.remember()  # the draft as the screen opened (perhaps a kept one)
        used = self._handle(event)
        if used:
            self.remember()
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.submit_button:
            self.submit()
            return True
        if is_submit_key(event):
            self.submit()
            return True
        for key, change in ((pygame.K_z, -1), (pygame.K_y, 1)):
            if is_ctrl_key(event, key):
                self.undo(change)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and len(self.grids) > 1:
            self.focus((self.active + 1) % len(self.grids))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            return self._clicked(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def _clicked(self, pos: tuple[int, int]) -> bool:
        for index, view in enumerate(self.views):
            if index != self.active and view.area.collidepoint(pos):
                self.focus(index)
                return True
            cell = view.cell_at(pos)
            if cell is not None:
                self.click(cell)
                return True
        return False

    def key(self, key: int) -> bool:
        """A key the scene may use; True if used."""
        return False

    def click(self, cell: Cell) -> None:
        """A left click on `cell` of the active grid."""

    def submit(self) -> None:
        """Hand the entry in; an empty one only after a yes to `empty_question`."""
        if self.is_empty():
            self.app.push(ConfirmScene(self.app, self.empty_question(), self.submit_now))
        else:
            self.submit_now()

    def submit_now(self) -> None:
        try:
            self.send()
        except RuleViolation as violation:
            self.message = violation.message
            return
        self.app.pop(self)
        self.on_submit()

    def send(self) -> None:
        """Hand the entry to the session (RuleViolation when it is refused)."""

    # drawing

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_heading(surface)
        for index, view in enumerate(self.views):
            self.draw_grid_label(surface, index, view)
            view.draw(surface, self.session.state.grids.get(self.grids[index]), self.overlay(index))
        if self.views:
            legend, rect = self.legend_place()
            legend.draw(surface, rect)
        panel = panel_rect(self.app.size)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=10)
        self.draw_panel(surface, pygame.Rect(panel.left + 16, panel.top + 14, panel.w - 32, 0))

    def draw_heading(self, surface: pygame.Surface) -> None:
        mark = pygame.Rect(16, 12, 44, 44)
        look = self.looks[self.seat]
        pygame.draw.rect(surface, look.colour, mark, border_radius=6)
        blit_text(surface, self.app.font(28, True), look.letter, look.text, mark.center, "center")
        title = f"{self.player}: {self.heading}"
        blit_text(surface, self.app.font(30, True), title, theme.TEXT, (72, 8))
        font = self.app.font(18)
        help_line = clip_text(font, self.help_line(), panel_rect(self.app.size).left - 88)
        blit_text(surface, font, help_line, theme.MUTED_TEXT, (72, 50))

    def help_line(self) -> str:
        return ""

    def tab_help(self) -> str:
        return " · Tab: next grid" if len(self.grids) > 1 else ""

    def draw_grid_label(self, surface: pygame.Surface, index: int, view: GridView) -> None:
        """The grid's name on its caption line: the one being entered in gold; a thumbnail
        framed, with how to bring it forward."""
        caption = self.layout_now.captions[index]
        grid = f"Grid {self.grids[index]}"
        if index == self.active:
            label = f"{grid}: typing here" if len(self.views) > 1 else grid
            colour = theme.ACCENT
        else:
            label, colour = f"{grid}: Tab or click", theme.TEXT
            pygame.draw.rect(surface, theme.PANEL_BORDER, view.area.inflate(6, 6), 1)
        font = self.app.font(20, True)
        blit_text(surface, font, clip_text(font, label, caption.width), colour, caption.topleft)

    def overlay(self, index: int) -> Overlay:
        return Overlay()

    def draw_panel(self, surface: pygame.Surface, top: pygame.Rect) -> None:
        """The right-hand panel below `top.top`."""

    def draw_lines(
        self, surface: pygame.Surface, lines: list[tuple[str, theme.Colour]], y: int, size: int = 18
    ) -> int:
        font = self.app.font(size)
        panel = panel_rect(self.app.size)
        for text, colour in lines:
            y = blit_wrapped(
                surface, font, text, colour, pygame.Rect(panel.left + 16, y, panel.w - 32, 200)
            )
        return y

    def panel_bottom(self) -> int:
        """The lowest y the panel's text may use (the buttons are below)."""
        return submit_rect(self.app.size).top - 24

    def draw_standings(self, surface: pygame.Surface, y: int) -> None:
        """Everyone's public apples and garnets, as far as the panel has room."""
        font = self.app.font(17)
        panel = panel_rect(self.app.size)
        if y + 26 + font.get_linesize() > self.panel_bottom():
            return
        blit_text(surface, self.app.font(18, True), "Standings", theme.TEXT, (panel.left + 16, y))
        y += 26
        for index, player in enumerate(self.session.state.players):
            if y + font.get_linesize() > self.panel_bottom():
                break
            look = self.looks[index]
            mark = pygame.Rect(panel.left + 16, y + 2, 18, 18)
            pygame.draw.rect(surface, look.colour, mark)
            blit_text(
                surface, self.app.font(13, True), look.letter, look.text, mark.center, "center"
            )
            apples, garnets = plural(player.apples, "apple"), plural(player.garnets, "garnet")
            text = f"{player.name}: {apples}, {garnets}"
            text = clip_text(font, text, panel.right - 16 - (panel.left + 42))
            blit_text(surface, font, text, theme.TEXT, (panel.left + 42, y))
            y += font.get_linesize()


# --- start cells ----------------------------------------------------------------------------


class StartEntryScene(EntryScene):
    """Up to three start cells per grid, in priority order."""

    heading = "pick your start cells"
    legend_marks = ("picks", "cursor")

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        super().__init__(app, session, seat, on_submit)
        self.picks: dict[str, list[Cell]] = {grid: [] for grid in self.grids}
        layouts = session.level.grids
        self.cursors: dict[str, Cell] = {
            grid: (layouts[grid].width // 2, layouts[grid].height // 2) for grid in self.grids
        }

    def entry_grids(self) -> list[str]:
        return list(self.session.state.phase_grids)

    def help_line(self) -> str:
        return (
            "Click cells (or arrows + Space) in priority order · click again or Backspace "
            "takes back" + self.tab_help()
        )

    def key(self, key: int) -> bool:
        if key in ARROW_KEYS:
            self.move_cursor(ARROW_KEYS[key])
        elif key in (pygame.K_SPACE, *ENTER_KEYS):
            self.click(self.cursors[self.grid])
        elif key == pygame.K_BACKSPACE:
            if self.picks[self.grid]:
                self.picks[self.grid].pop()
            self.message = ""
        else:
            return False
        return True

    def move_cursor(self, direction: str) -> None:
        target = step(self.cursors[self.grid], direction)
        if self.layout.contains(target):
            self.cursors[self.grid] = target

    def click(self, cell: Cell) -> None:
        picks = self.picks[self.grid]
        self.cursors[self.grid] = cell
        self.message = ""
        if cell in picks:
            picks.remove(cell)
        elif cell in self.layout.tunnel_numbers:
            self.message = f"{cell_name(cell)} is a tunnel: nobody can start there."
        elif len(picks) >= START_CHOICES:
            self.message = "You have three picks: click one to take it back first."
        else:
            picks.append(cell)

    def send(self) -> None:
        self.session.submit_starts(self.seat, self.picks)

    def keep_draft(self) -> Any:
        return {grid: list(picks) for grid, picks in self.picks.items()}

    def restore_draft(self, draft: Any) -> None:
        self.picks = {grid: list(draft.get(grid, [])) for grid in self.grids}

    def is_empty(self) -> bool:
        return not any(self.picks.values())

    def empty_question(self) -> str:
        return "Submit without start cells? You will get a random free cell on every grid."

    def overlay(self, index: int) -> Overlay:
        grid = self.grids[index]
        cursor = self.cursors[grid] if index == self.active else None
        return Overlay(picks=list(self.picks[grid]), cursor=cursor)

    def draw_panel(self, surface: pygame.Surface, top: pygame.Rect) -> None:
        lines: list[tuple[str, theme.Colour]] = [
            (f"Phase {self.session.state.phase + 1}: start cells", theme.TEXT),
            (
                "You get a pick unless someone else lists it at the same or a better place.",
                theme.MUTED_TEXT,
            ),
        ]
        for grid in self.grids:
            names = [self._pick_words(grid, cell) for cell in self.picks[grid]]
            lines.append(
                (f"Grid {grid}: " + (", ".join(names) or "no picks (a random cell)"), theme.TEXT)
            )
        if self.message:
            lines.append((self.message, theme.DANGER))
        y = self.draw_lines(surface, lines, top.top)
        self.draw_standings(surface, y + 16)

    def _pick_words(self, grid: str, cell: Cell) -> str:
        rank = self.picks[grid].index(cell) + 1
        return f"{rank}. {cell_name(cell)} ({self.session.level.grids[grid].token_at(cell)})"


# --- moves ----------------------------------------------------------------------------------


class MoveEntryScene(EntryScene):
    """A move sequence (and a premove) per active grid, with the rules' cut shown live."""

    heading = "enter your moves"
    legend_marks = ("path", "cut")

    def __init__(self, app: Host, session: MatchSession, seat: int, on_submit: Callable[[], None]):
        super().__init__(app, session, seat, on_submit)
        self.moves: dict[str, str] = dict.fromkeys(self.grids, "")
        self.premoves: dict[str, int] = dict.fromkeys(self.grids, 0)
        self.refused: dict[str, tuple[str, str] | None] = dict.fromkeys(self.grids)

    def entry_grids(self) -> list[str]:
        return list(self.session.state.active_grids)

    def help_line(self) -> str:
        return (
            "Arrows or U/D/L/R (or click next to the path's end) · Backspace or Ctrl+Z "
            "undoes, Ctrl+Y redoes · +/- premove" + self.tab_help()
        )

    def build(self, root: UIContainer) -> None:
        super().build(root)
        submit = submit_rect(self.app.size).inflate(24, 0)  # the panel's width but 8 px a side
        half = (submit.width - 8) // 2
        row = pygame.Rect(submit.left, submit.top - 56, half, 44)
        self.less = UIButton(row, "Premove −", self.app.ui, root)
        self.more = UIButton(row.move(half + 8, 0), "Premove +", self.app.ui, root)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in (
            self.less,
            self.more,
        ):
            self.change_premove(1 if event.ui_element is self.more else -1)
            return True
        return super().handle_event(event)

    # the plan, as the rules see it

    def head(self, grid: str) -> Cell:
        return self.session.state.grids[grid].heads[self.seat]

    def plan(self, grid: str, moves: str | None = None) -> PlannedPath:
        state = self.session.state
        return plan_path(
            state.level.grids[grid],
            self.head(grid),
            self.moves[grid] if moves is None else moves,
            state.single_direction,
            state.ruleset.single_direction_rounds,
        )

    def crash_cell(self, grid: str, plan: PlannedPath) -> tuple[int, str] | None:
        """The first step of the path onto a Body or a head (a hint: others move too)."""
        state = self.session.state.grids[grid]
        names = self.session.state.names
        heads = {cell: player for player, cell in state.heads.items()}
        visited = {self.head(grid)}
        for number, cell in enumerate(plan.cells):
            if cell in state.body_owner:
                owner = state.body_owner[cell]
                return number, "your own Body" if owner == self.seat else f"{names[owner]}'s Body"
            if cell in heads and heads[cell] != self.seat:
                return number, f"{names[heads[cell]]}'s head"
            if cell in visited:
                return number, "your own new Body"
            visited.add(cell)
        return None

    def gains(self, grid: str, plan: PlannedPath, until: int) -> tuple[int, int, int]:
        """(apples, garnets, rotten apples) on the path's first `until` cells."""
        items = self.session.state.grids[grid].items
        apples = garnets = rotten = 0
        for cell in dict.fromkeys(plan.cells[:until]):
            item = items.get(cell)
            if item is None:
                continue
            apples += max(0, item.apples)
            rotten += min(0, item.apples)
            garnets += item.garnets
        return apples, garnets, rotten

    # input

    def key(self, key: int) -> bool:
        if key in ARROW_KEYS or key in LETTER_KEYS:
            self.add_move({**ARROW_KEYS, **LETTER_KEYS}[key])
        elif key == pygame.K_BACKSPACE:
            self.moves[self.grid] = self.moves[self.grid][:-1]
            self.refused[self.grid] = None
            self.message = ""
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change_premove(1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_premove(-1)
        else:
            return False
        return True

    def add_move(self, direction: str) -> None:
        """Add a move, unless the rules would cut the sequence there: then refuse it and
        show where and why."""
        grid = self.grid
        trial = self.plan(grid, self.moves[grid] + direction)
        if trial.is_cut:
            self.refused[grid] = (direction, trial.cut_reason or "")
            self.message = ""
            return
        self.moves[grid] += direction
        self.refused[grid] = None
        self.message = ""

    def click(self, cell: Cell) -> None:
        end = self.plan(self.grid).cells[-1:] or (self.head(self.grid),)
        for direction in DIRECTIONS:
            if step(end[0], direction) == cell:
                self.add_move(direction)
                return
        self.message = "Click a cell next to the end of your path."

    def change_premove(self, change: int) -> None:
        others = sum(v for g, v in self.premoves.items() if g != self.grid)
        allowed = spendable_garnets(self.session.state, self.seat) - others
        wanted = self.premoves[self.grid] + change
        if wanted > allowed:
            self.message = f"You have {plural(allowed, 'garnet')} left to spend."
        self.premoves[self.grid] = max(0, min(allowed, wanted))

    def send(self) -> None:
        entries = {g: Submission(self.moves[g], self.premoves[g]) for g in self.grids}
        self.session.submit_moves(self.seat, entries)

    def keep_draft(self) -> Any:
        return dict(self.moves), dict(self.premoves)

    def restore_draft(self, draft: Any) -> None:
        moves, premoves = draft
        self.moves = {grid: moves.get(grid, "") for grid in self.grids}
        self.premoves = {grid: premoves.get(grid, 0) for grid in self.grids}
        self.refused = dict.fromkeys(self.grids)

    def is_empty(self) -> bool:
        return not any(self.moves.values()) and not any(self.premoves.values())

    def empty_question(self) -> str:
        return "Submit without any moves? Your snake stays where it is this round."

    # drawing

    def overlay(self, index: int) -> Overlay:
        grid = self.grids[index]
        plan = self.plan(grid)
        path = [self.head(grid), *plan.cells]
        cut_at = path[-1] if self.refused[grid] else None
        return Overlay(path=path, cut_at=cut_at)

    def panel_bottom(self) -> int:
        return submit_rect(self.app.size).top - 80

    def draw_panel(self, surface: pygame.Surface, top: pygame.Rect) -> None:
        state = self.session.state
        lines: list[tuple[str, theme.Colour]] = [
            (f"Phase {state.phase + 1}, round {state.round_number}", theme.TEXT),
        ]
        if state.single_direction:
            lines.append(("This round a sequence may use one direction only.", theme.MUTED_TEXT))
        spendable = spendable_garnets(state, self.seat)
        lines.append((f"Garnets you can spend on premoves: {spendable}", theme.MUTED_TEXT))
        for grid in self.grids:
            lines += self.grid_lines(grid)
        if self.message:
            lines.append((self.message, theme.DANGER))
        y = self.draw_lines(surface, lines, top.top)
        self.draw_standings(surface, y + 14)

    def grid_lines(self, grid: str) -> list[tuple[str, theme.Colour]]:
        plan = self.plan(grid)
        moves = self.moves[grid] or "none"
        refused = self.refused[grid]
        dropped = f"  ({refused[0]} dropped)" if refused else ""
        lines = [(f"Grid {grid}: {moves}{dropped} · premove {self.premoves[grid]}", theme.ACCENT)]
        crash = self.crash_cell(grid, plan)
        until = crash[0] if crash else len(plan.cells)
        apples, garnets, rotten = self.gains(grid, plan, until)
        gain = f"On the way: {plural(apples, 'apple')}, {plural(garnets, 'garnet')}"
        lines.append((gain + (f", {rotten} rotten" if rotten else ""), theme.TEXT))
        if crash:
            where = cell_name(plan.cells[crash[0]])
            lines.append((f"You would crash at {where} ({crash[1]}).", theme.DANGER))
        if refused:
            lines.append(
                (f"{refused[0]} refused, cut after {plan.kept}: {refused[1]}.", theme.DANGER)
            )
        return lines


# --- the Elimination Candidate vote ---------------------------------------------------------


class VoteScene(EntryScene):
    """A private vote among the players tied for the fewest apples."""

    heading = "vote for the Elimination Candidate"

    def entry_grids(self) -> list[str]:
        return []

    def help_line(self) -> str:
        return "Up/Down choose · Enter votes · nobody sees your vote before the results"

    def build(self, root: UIContainer) -> None:
        call = self.session.vote()
        candidates = call.candidates if call else []
        players = self.session.state.players
        items = [
            MenuItem(
                f"{players[c].name}: {plural(players[c].apples, 'apple')}, "
                f"{plural(players[c].garnets, 'garnet')}",
                self.voter(c),
            )
            for c in candidates
        ]
        area = pygame.Rect(340, 240, 600, 400)
        self.menu = ButtonList(self.app.ui, root, area, items)
        self.submit_button = None

    def voter(self, candidate: int) -> Callable[[], None]:
        def vote() -> None:
            self.choice = candidate
            self.submit()

        return vote

    def send(self) -> None:
        self.session.submit_vote(self.seat, self.choice)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        Scene.draw(self, surface)
        self.draw_heading(surface)
        text = (
            "The fewest apples are tied. As one of the players with the most apples, choose "
            "who becomes the Elimination Candidate."
        )
        blit_wrapped(surface, self.app.font(22), text, theme.TEXT, pygame.Rect(340, 130, 600, 100))
        if self.message:
            blit_text(surface, self.app.font(20), self.message, theme.DANGER, (340, 660))
