"""Antisocial Snake rules (RULINGS §2): pure functions from a state and every player's entry
to a new state and the events that explain it. No pygame, no I/O, no global state.

A match plays its level's boards in order; each board is a placement (`place_board`) and
then a movement (`resolve_board`). `check_submission` is the one legality check: the entry
screen asks it while a player types, and the match-file reader uses it for every entry.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from game.antisocial_snake import events as ev
from game.antisocial_snake.board import (
    TURNS,
    BoardState,
    Entry,
    MovementEntry,
    PlacementEntry,
    Snake,
    count_twists,
    crowded_swap_tiles,
    manhattan,
    swapped_board,
    turn,
)
from game.antisocial_snake.levels import BLACK, COLOUR_NAMES, MAX_PLAYERS, MIN_PLAYERS, Level
from game.antisocial_snake.quiz import MAX_ANSWER, answer_problem
from game.antisocial_snake.stages import FRAME_ROWS
from game.antisocial_snake.variations import (
    DIGIT_SUMS,
    TWISTS_PER_SNAKE,
    VARIATIONS,
    Variation,
    movement_stages,
    placement_stages,
)
from game.core.coords import DIRECTIONS, Cell, cell_name, column_letters, step
from game.table.session import Located, RuleViolation

STAGE_PLACEMENT = "placement"
STAGE_MOVEMENT = "movement"
STAGE_FINISHED = "finished"

MAX_FRAME = 5
MAX_TOGGLES = 2
MAX_SWAPS = 5
MAX_REDIRECTS = 5
CHIPS = 100
MAX_NAME = 40


@dataclass
class MatchState:
    level: Level
    seed: int
    names: list[str]
    boards: list[BoardState] = field(default_factory=list)  # played, then the current one
    stage: str = STAGE_PLACEMENT

    def copy(self) -> MatchState:
        """Copies the board in play; finished boards are never changed again."""
        boards = list(self.boards)
        if boards and not boards[-1].resolved:
            boards[-1] = boards[-1].copy()
        return MatchState(self.level, self.seed, list(self.names), boards, self.stage)

    @property
    def board_index(self) -> int:
        """The board being placed or moved on (from 0)."""
        return len(self.boards) - (self.stage == STAGE_MOVEMENT)

    @property
    def board(self) -> BoardState | None:
        """The board in movement, or None while placing or once finished."""
        return self.boards[-1] if self.stage == STAGE_MOVEMENT else None

    @property
    def variation(self) -> Variation:
        return VARIATIONS[self.level.boards[self.board_index].variation]

    @property
    def finished(self) -> bool:
        return self.stage == STAGE_FINISHED

    @property
    def totals(self) -> list[int]:
        totals = [0] * len(self.names)
        for board in self.boards:
            for player, score in enumerate(board.scores):
                totals[player] += score
        return totals


def new_match(level: Level, names: Sequence[str], seed: int = 0) -> MatchState:
    """A match waiting for the first board's placement."""
    refusals = []
    low, high = level.players
    if not max(low, MIN_PLAYERS) <= len(names) <= min(high, MAX_PLAYERS):
        refusals.append(Located((), f"this level is for {low} to {high} players, not {len(names)}"))
    for index, name in enumerate(names):
        if not name.strip() or len(name) > MAX_NAME:
            refusals.append(Located((index,), f"a player's name has 1 to {MAX_NAME} characters"))
        elif name in names[:index]:
            refusals.append(Located((index,), f'two players are called "{name}"'))
    for spec in level.boards:
        count = len(names) * len(spec.snake_colours)
        for number, question in enumerate(spec.questions):
            if question.snake and question.snake not in {column_letters(i) for i in range(count)}:
                refusals.append(
                    Located(
                        (),
                        f"{spec.name}: question {number + 1} asks about snake {question.snake}, "
                        f"but {len(names)} players have {count} snakes there",
                    )
                )
    if refusals:
        raise RuleViolation.every(refusals)
    return MatchState(level, seed, list(names))


# --- checking entries --------------------------------------------------------------------


def check_submission(state: MatchState, player: int, entry: Entry) -> list[str]:
    """Every reason the entry is refused, in words (empty when it may be submitted)."""
    return [refusal.message for refusal in entry_refusals(state, player, entry)]


def draft_refusals(state: MatchState, player: int, entry: Entry) -> list[Located]:
    """What the entry screens refuse as the player builds an entry (each click is judged by
    these): every refusal of `entry_refusals` but what an unfinished entry may still lack
    (a colour not placed yet, an answer still being typed), and any answer that is not up
    to MAX_ANSWER letters and digits (what the screen lets a player type)."""
    unfinished = {("placement", player)}
    kept = [
        refusal
        for refusal in entry_refusals(state, player, entry)
        if refusal.keys not in unfinished and refusal.keys[:2] != ("answers", player)
    ]
    if isinstance(entry, MovementEntry):
        for index, answer in enumerate(entry.answers):
            if len(answer) > MAX_ANSWER or (answer and not answer.isalnum()):
                words = f"an answer is up to {MAX_ANSWER} letters and digits"
                kept.append(Located(("answers", player, index), words))
    return kept


def entry_refusals(state: MatchState, player: int, entry: Entry) -> list[Located]:
    if state.stage == STAGE_PLACEMENT and isinstance(entry, PlacementEntry):
        return _placement_refusals(state, player, entry)
    if state.stage == STAGE_MOVEMENT and isinstance(entry, MovementEntry):
        return _movement_refusals(state, player, entry)
    return [Located((), f"the board is waiting for {state.stage}, not this entry")]


def _extras_refusals(
    variation: Variation, player: int, entry: Entry, fields: Sequence[str]
) -> list[Located]:
    allowed = set(variation.placement_extras) | set(variation.movement_extras)
    return [
        Located((name, player), f'a {variation.title} board takes no "{name}" entries')
        for name in fields
        if getattr(entry, name) and name not in allowed
    ]


def _placement_refusals(state: MatchState, player: int, entry: PlacementEntry) -> list[Located]:
    spec = state.level.boards[state.board_index]
    variation = state.variation
    refusals = _extras_refusals(variation, player, entry, ("frame", "toggles", "bids"))
    seen: dict[str, int] = {}
    for rank, cell in enumerate(entry.tiles):
        keys = ("placement", player, rank)
        if not spec.contains(cell):
            refusals.append(Located(keys, f"{cell_name(cell)} is not on the board"))
            continue
        colour = spec.tile(cell).colour
        if colour not in spec.snake_colours:
            refusals.append(
                Located(
                    keys,
                    f"{cell_name(cell)} is {COLOUR_NAMES[colour]}: snakes start on "
                    "red, blue, green or yellow tiles",
                )
            )
        elif colour in seen:
            refusals.append(
                Located(
                    keys,
                    f"{cell_name(cell)} is a second {COLOUR_NAMES[colour]} tile; "
                    "place exactly one snake per colour",
                )
            )
        seen.setdefault(colour, rank)
    missing = [COLOUR_NAMES[c] for c in spec.snake_colours if c not in seen]
    if missing:
        refusals.append(
            Located(
                ("placement", player),
                f"no snake on a {' / '.join(missing)} tile yet: place one snake on each "
                "colour of the board",
            )
        )
    refusals += _cell_list_refusals(state, "frame", player, entry.frame, MAX_FRAME, "frame")
    for index, cell in enumerate(entry.frame):
        if spec.contains(cell) and cell[1] >= FRAME_ROWS:
            refusals.append(
                Located(
                    ("frame", player, index), f"{cell_name(cell)} is not in rows 1–{FRAME_ROWS}"
                )
            )
    refusals += _cell_list_refusals(state, "toggles", player, entry.toggles, MAX_TOGGLES, "toggle")
    if entry.bids:
        refusals += _bid_refusals(spec.snake_colours, player, entry.bid_table)
    elif "bids" in variation.placement_extras:
        refusals.append(Located(("bids", player), f"split {CHIPS} chips over the colours"))
    return refusals


def _cell_list_refusals(
    state: MatchState, name: str, player: int, cells: Sequence[Cell], most: int, words: str
) -> list[Located]:
    spec = state.level.boards[state.board_index]
    refusals = []
    if len(cells) > most:
        refusals.append(Located((name, player), f"at most {most} {words} tiles, not {len(cells)}"))
    for index, cell in enumerate(cells[: most + 1]):
        if not spec.contains(cell):
            refusals.append(
                Located((name, player, index), f"{cell_name(cell)} is not on the board")
            )
        elif cell in cells[:index]:
            refusals.append(Located((name, player, index), f"{cell_name(cell)} is named twice"))
    return refusals


def _bid_refusals(colours: Sequence[str], player: int, bids: dict[str, int]) -> list[Located]:
    refusals = []
    for colour, chips in bids.items():
        keys = ("bids", player, colour)
        if colour not in colours:
            names = ", ".join(colours)
            refusals.append(
                Located(keys, f'"{colour}" is not a snake colour here (bid on {names})')
            )
        elif not 0 <= chips <= CHIPS:
            refusals.append(Located(keys, f"a bid is 0 to {CHIPS} chips, not {chips}"))
    total = sum(bids.values())
    if not refusals and total != CHIPS:
        refusals.append(
            Located(("bids", player), f"the bids add up to {total}; split exactly {CHIPS} chips")
        )
    return refusals


def _movement_refusals(state: MatchState, player: int, entry: MovementEntry) -> list[Located]:
    board = state.boards[-1]
    variation = state.variation
    refusals = _extras_refusals(variation, player, entry, ("swaps", "redirects", "answers"))
    snakes = board.snakes_of(player)
    if len(entry.moves) > len(snakes):
        refusals.append(
            Located(("moves", player), f"{len(entry.moves)} sequences for {len(snakes)} snakes")
        )
    most = board.spec.width * board.spec.height
    for index, moves in enumerate(entry.moves):
        if len(moves) > most:
            refusals.append(
                Located(
                    ("moves", player, index), f"{len(moves)} moves; a sequence has at most {most}"
                )
            )
    refusals += _swap_refusals(board, player, entry.swaps)
    refusals += _redirect_refusals(board, player, entry.redirects)
    previews = own_previews(board, player, entry)
    for index, preview in enumerate(previews):
        if preview.reason:
            refusals.append(Located(("moves", player, index), preview.reason))
    refusals += _twist_refusals(board, variation, player, entry.moves)
    questions = board.spec.questions
    if len(entry.answers) > len(questions):
        refusals.append(
            Located(
                ("answers", player), f"{len(entry.answers)} answers for {len(questions)} questions"
            )
        )
    for index, (question, answer) in enumerate(zip(questions, entry.answers, strict=False)):
        problem = answer_problem(question, answer, board.letters, board.spec.snake_colours)
        if problem:
            refusals.append(Located(("answers", player, index), f"question {index + 1}: {problem}"))
    return refusals


def twist_budget(state: MatchState, player: int, moves: Sequence[str]) -> list[tuple[int, int]]:
    """Per snake of the player, (twists used, twists allowed): the entry screen's live
    budget. Under a cap, a snake is allowed its own twists plus what the cap leaves."""
    board = state.boards[-1]
    snakes = board.snakes_of(player)
    used = [count_twists(m) for m in moves[: len(snakes)]]
    used += [0] * (len(snakes) - len(used))
    if state.variation.twists == TWISTS_PER_SNAKE:
        return [(n, snake.twist_limit or 0) for n, snake in zip(used, snakes, strict=True)]
    left = max(0, board.spec.twist_cap - sum(used))
    return [(n, n + left) for n in used]


def _twist_refusals(
    board: BoardState, variation: Variation, player: int, moves: Sequence[str]
) -> list[Located]:
    snakes = board.snakes_of(player)
    twists = [count_twists(m) for m in moves[: len(snakes)]]
    if variation.twists == TWISTS_PER_SNAKE:
        return [
            Located(
                ("moves", player, index),
                f"snake {snake.letter} makes {used} twists; its bids allow {snake.twist_limit}",
            )
            for index, (snake, used) in enumerate(zip(snakes, twists, strict=False))
            if snake.twist_limit is not None and used > snake.twist_limit
        ]
    if sum(twists) > board.spec.twist_cap:
        return [
            Located(
                ("moves", player),
                f"{sum(twists)} twists over your snakes; this board's "
                f"twist cap is {board.spec.twist_cap}",
            )
        ]
    return []


def _swap_refusals(
    board: BoardState, player: int, swaps: Sequence[tuple[Cell, Cell]]
) -> list[Located]:
    refusals = []
    if len(swaps) > MAX_SWAPS:
        refusals.append(Located(("swaps", player), f"at most {MAX_SWAPS} swaps, not {len(swaps)}"))
    starts = {snake.start for snake in board.snakes}
    for index, (first, second) in enumerate(swaps[: MAX_SWAPS + 1]):
        keys = ("swaps", player, index)
        names = f"{cell_name(first)}-{cell_name(second)}"
        if not (board.spec.contains(first) and board.spec.contains(second)):
            refusals.append(Located(keys, f"{names}: both tiles must be on the board"))
        elif manhattan(first, second) != 1:
            refusals.append(Located(keys, f"{names}: the tiles are not orthogonal neighbours"))
        elif first in starts or second in starts:
            refusals.append(Located(keys, f"{names}: a tile with a snake cannot be swapped"))
    return refusals


def _redirect_refusals(
    board: BoardState, player: int, redirects: Sequence[tuple[Cell, str]]
) -> list[Located]:
    refusals = []
    if len(redirects) > MAX_REDIRECTS:
        refusals.append(
            Located(
                ("redirects", player),
                f"at most {MAX_REDIRECTS} direction tiles, not {len(redirects)}",
            )
        )
    starts = {snake.start for snake in board.snakes}
    own = [snake.start for snake in board.snakes_of(player)]
    cells = [cell for cell, _ in redirects]
    for index, (cell, turn_name) in enumerate(redirects[: MAX_REDIRECTS + 1]):
        keys = ("redirects", player, index)
        name = cell_name(cell)
        if turn_name not in TURNS:
            refusals.append(
                Located(keys, f'{name}: a direction tile is "cw" or "ccw", not "{turn_name}"')
            )
        elif not board.spec.contains(cell):
            refusals.append(Located(keys, f"{name} is not on the board"))
        elif cell in cells[:index]:
            refusals.append(Located(keys, f"{name} is named twice"))
        elif cell in starts:
            refusals.append(Located(keys, f"{name} has a snake on it"))
        elif board.colours[cell] == BLACK:
            refusals.append(Located(keys, f"{name} is black"))
        elif not any(cell[0] == s[0] or cell[1] == s[1] for s in own):
            refusals.append(
                Located(keys, f"{name} is not in the row or column of one of your snakes")
            )
    return refusals


# --- what a player expects their snakes to do --------------------------------------------


@dataclass(frozen=True)
class PathPreview:
    """Where a sequence takes a snake given the player's own swaps and direction tiles."""

    cells: tuple[Cell, ...]  # start first
    kept: int  # moves that can be made
    reason: str  # why move number `kept` (from 0) is refused; "" when all can be made


def preview_path(
    board: BoardState,
    snake: Snake,
    moves: str,
    colours: dict[Cell, str] | None = None,
    directions: dict[Cell, str] | None = None,
) -> PathPreview:
    """Follow a raw sequence; refuse moves off the board, onto black or onto its own path."""
    colours = colours if colours is not None else board.colours
    directions = directions if directions is not None else {}
    cells = [snake.start]
    quarter_turns = 0
    for index, letter in enumerate(moves):
        if letter not in DIRECTIONS:
            return PathPreview(
                tuple(cells), index, f'move {index + 1} is "{letter}"; moves are U, D, L and R'
            )
        target = step(cells[-1], turn(letter, quarter_turns))
        problem = ""
        if not board.spec.contains(target):
            problem = "leaves the board"
        elif colours[target] == BLACK:
            problem = f"enters the black tile {cell_name(target)}"
        elif target in cells:
            problem = f"enters its own path at {cell_name(target)}"
        if problem:
            reason = f"snake {snake.letter}: move {index + 1} {problem}"
            return PathPreview(tuple(cells), index, reason)
        cells.append(target)
        turn_name = directions.get(target)
        if turn_name:
            quarter_turns += 1 if turn_name == "cw" else -1
    return PathPreview(tuple(cells), len(moves), "")


def own_previews(board: BoardState, player: int, entry: MovementEntry) -> list[PathPreview]:
    """The player's sequences as they expect them: after their own swaps (those that do not
    clash among themselves) and with their own direction tiles."""
    swaps = [pair for pair in entry.swaps if all(board.spec.contains(c) for c in pair)]
    crowded = crowded_swap_tiles(swaps)
    going = [pair for pair in swaps if not (set(pair) & crowded)]
    colours, _ = swapped_board(board.colours, board.apples, going)
    directions = {cell: t for cell, t in entry.redirects if t in TURNS}
    snakes = board.snakes_of(player)
    return [
        preview_path(board, snake, moves, colours, directions)
        for snake, moves in zip(snakes, entry.moves, strict=False)
    ]


class Claim(NamedTuple):
    apples: int  # claimed on the way (after halving), before any digit sum
    score: int  # what the snake scores: Addition's digit sum of `apples`, else `apples`
    stop: ev.Halted | ev.Stopped | None = None  # where the snake halts or stops, if it does


def expected_claims(state: MatchState, player: int, entry: MovementEntry) -> list[Claim]:
    """What each of the player's snakes would score on the board in play if no other snake
    moved: their own swaps and direction tiles, every claim doubled, zeroed or reduced as
    the variation says, halts before other snakes' tiles halved, digit sums taken (the
    entry screen's "on the way"). Other players' entries are unknown to them."""
    board = state.boards[-1].copy()
    entries = [MovementEntry() for _ in state.names]
    entries[player] = entry
    before_digits: list[int] | None = None
    stops: dict[str, ev.Halted | ev.Stopped] = {}
    for stage in movement_stages(state.variation):
        if stage.name == DIGIT_SUMS.name:
            before_digits = [snake.score for snake in board.snakes_of(player)]
        if stage.name not in ("quiz", "score"):  # the claims only
            for event in stage.run(board, entries, state.seed):
                if isinstance(event, (ev.Halted, ev.Stopped)):
                    stops.setdefault(event.letter, event)
    own = board.snakes_of(player)
    scores = [snake.score for snake in own]
    return [
        Claim(a, s, stops.get(snake.letter))
        for a, s, snake in zip(before_digits or scores, scores, own, strict=True)
    ]


# --- resolving ---------------------------------------------------------------------------


def _check_all(state: MatchState, entries: Sequence[Entry]) -> None:
    if len(entries) != len(state.names):
        raise RuleViolation.every(
            [Located((), f"{len(entries)} entries; there are {len(state.names)} players")]
        )
    refusals = [r for player, e in enumerate(entries) for r in entry_refusals(state, player, e)]
    if refusals:
        raise RuleViolation.every(refusals)


def place_board(
    state: MatchState, entries: Sequence[PlacementEntry]
) -> tuple[MatchState, list[ev.Event]]:
    """Place every player's snakes on the next board, then its after-placement stages."""
    if state.stage != STAGE_PLACEMENT:
        raise RuleViolation.every(
            [Located((), f"the match is not waiting for placement ({state.stage})")]
        )
    _check_all(state, entries)
    index = state.board_index
    spec = state.level.boards[index]
    board = BoardState.fresh(spec, index)
    events: list[ev.Event] = [ev.BoardBegan(index, spec.name, spec.variation)]
    for stage in placement_stages(VARIATIONS[spec.variation]):
        events += stage.run(board, entries, state.seed)
    state = state.copy()
    state.boards.append(board)
    state.stage = STAGE_MOVEMENT
    return state, events


def resolve_board(
    state: MatchState, entries: Sequence[MovementEntry]
) -> tuple[MatchState, list[ev.Event]]:
    """Play every snake's moves on the board in play and score it."""
    if state.stage != STAGE_MOVEMENT:
        raise RuleViolation.every(
            [Located((), f"the match is not waiting for movement ({state.stage})")]
        )
    _check_all(state, entries)
    state = state.copy()
    board = state.boards[-1]
    events: list[ev.Event] = []
    for stage in movement_stages(state.variation):
        events += stage.run(board, entries, state.seed)
    if len(state.boards) == len(state.level.boards):
        state.stage = STAGE_FINISHED
        events.append(ev.MatchFinished())
    else:
        state.stage = STAGE_PLACEMENT
    return state, events


def advance(state: MatchState, entries: Sequence[Entry]) -> tuple[MatchState, list[ev.Event]]:
    """Whichever of placement or movement the match is waiting for."""
    if state.stage == STAGE_PLACEMENT:
        return place_board(state, entries)  # type: ignore[arg-type]
    return resolve_board(state, entries)  # type: ignore[arg-type]


def standings(state: MatchState) -> list[tuple[int, int, int]]:
    """(place, player, total) from the highest total; equal totals share a place. The
    Antisocial text awards no Tokens of Life and no Elimination Candidate."""
    totals = state.totals
    order = sorted(range(len(totals)), key=lambda p: (-totals[p], p))
    return [(1 + sum(t > totals[p] for t in totals), p, totals[p]) for p in order]


def visible_owner(state: MatchState, snake: Snake, viewer: int | None) -> int | None:
    """Who owns a snake as `viewer` may know it: their own snakes, everyone's once over."""
    if state.finished or snake.owner == viewer:
        return snake.owner
    return None
