"""Tactrics Snakes rules (RULINGS §3): snakes, locks, majorities, turns, finishes, scores.

Pure functions on immutable values: no pygame, no I/O, no global mutable state. A state is
never changed; every step returns a new one, so undo is "keep the old state".

Pieces are small ints: 0 is an empty cell, otherwise `1 + 2 * colour + is_head`, where colour
is the index of its letter in COLOURS. A board is a tuple of 54 such ints (see board.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from game.core.words import plural
from game.table.session import RuleViolation
from game.tactrics.board import (
    CELL_COUNT,
    IS_EDGE,
    NEIGHBOURS,
    TOWER_COUNT,
    TOWER_CYCLES,
    cell_name,
    rotate,
    rotation_moves,
)
from game.tactrics.events import Event, FinishCalled, GameEnded, Rotated, TurnEnded, player_name

Board = tuple[int, ...]

COLOURS = "RYBGOP"
PLAYER_COLOURS = "RYBG"
COLOUR_NAMES = {
    "R": "red",
    "Y": "yellow",
    "B": "blue",
    "G": "green",
    "O": "orange",
    "P": "purple",
}
HEAD_VALUE = 2
TAIL_VALUE = 1
CONTACT_BONUS = 3
FIRST_FINISH_BONUS = 3
LATER_FINISH_BONUSES = (2, 1)  # second and third caller, on their first extra turn
EXTRA_TURNS = 2
OPENING_ACTION_LIMITS = (1, 2, 3)
ACTION_LIMIT = 4
FINISH_SNAKE_LENGTH = 4

RULES_NOTES = """How Serpentarium decides what the Tactrics Snakes rule text leaves open:

- A snake is a whole group of same-coloured pieces joined through shared sides. A group with a \
branch or a loop is not a snake, and no part of it counts (the group stays unlocked).
- The end of a snake "verges on the edge" when the end piece sits on an edge cell (a triangle \
with a side on the rim). A single head on an edge cell is a one-headed snake (1 point); a single \
tail on an edge cell is a headless snake (0 points, but it can complete the contact bonus and it \
is locked).
- Locks and majorities are worked out from the position as it is before each action, so an action \
earlier in a turn can open or close a tower for a later one.
- You may turn a tower that holds your own locked pieces (only the owner may move them); a locked \
piece of any other player on the tower forbids it. You need at least one piece on the tower, and \
your piece value there (head 2, tail 1) must be at least every other player's.
- The first three turns of the game (counted over all players) allow 1, 2 and 3 actions; every \
later turn allows 4. You may use fewer, even none (a pass).
- Any snake of 4 or more pieces allows the first finish, a headless one included. The snake is \
counted at the end of your turn, after your actions.
- After the first finish every other player has up to 2 more turns of 4 actions each, in table \
order. Calling a finish at the end of the first of those turns gives +2 to the second caller and \
+1 to the third (a fourth gets nothing); calling at the end of the second gives nothing. A player \
who has called, or has used both turns, plays no more; the game ends when nobody is left to play.
- Scores are counted on the final position (the locks keep finished snakes safe): two-headed \
snakes 2 points per piece, one-headed 1 per piece, headless 0; +3 contact bonus when every one of \
your pieces is in some snake; plus your finish bonus.
- Bots call the first finish only when the board has been played (3 rounds or more) and they \
lead counting the finish bonus; after 12 rounds also when nobody leads them, and after 20 rounds \
whenever they may, so that every game ends, even against players who only pass. From round 6 a \
bot without a snake of 4 builds one. A normal bot plays the turn it calls a finish in for its \
score: it plays no more turns after calling. After a finish easy and normal bots call whenever \
a bonus is left, or on their last extra turn. A hard bot first plays the replies ahead: it may \
play on instead of calling a finish the others would overturn, or skip a late bonus when its \
second extra turn can gain more.
- A puzzle is solved when every piece on the board is in a snake that has at least one head. Any \
tower with a piece on it may be turned; there are no majorities or locks in puzzles.
- A tower with no pieces on it cannot be turned, in games and in puzzles: the turn would change \
nothing, so it is refused with a message and never counted as an action or a move.
"""


# --- pieces ---------------------------------------------------------------------------------


def piece_code(colour: int, head: bool) -> int:
    return 1 + 2 * colour + int(head)


def piece_colour(code: int) -> int:
    return (code - 1) >> 1


def is_head(code: int) -> bool:
    return code > 0 and (code - 1) & 1 == 1


def piece_value(code: int) -> int:
    return HEAD_VALUE if is_head(code) else TAIL_VALUE


def piece_token(code: int) -> str:
    """`"Rh"`, `"Yt"` or `"."`."""
    if code == 0:
        return "."
    return COLOURS[piece_colour(code)] + ("h" if is_head(code) else "t")


def parse_piece(token: str) -> int:
    """`"Rh"` → the red head code; `"."` → 0. Raises ValueError with a readable reason."""
    if token == ".":
        return 0
    if len(token) == 2 and token[0].upper() in COLOURS and token[1].lower() in "ht":
        return piece_code(COLOURS.index(token[0].upper()), token[1].lower() == "h")
    raise ValueError(
        f'unknown token "{token}" (use "." or a colour {"/".join(COLOURS)} followed by '
        '"h" for a head or "t" for a tail, e.g. "Rh")'
    )


def colour_name(colour: int) -> str:
    return COLOUR_NAMES[COLOURS[colour]]


def colours_on(board: Board) -> list[int]:
    return sorted({piece_colour(code) for code in board if code})


def empty_board() -> Board:
    return (0,) * CELL_COUNT


# --- snakes ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Snake:
    colour: int
    cells: tuple[int, ...]  # in order from one end to the other
    heads: int

    @property
    def points(self) -> int:
        return (2 if self.heads == 2 else 1 if self.heads == 1 else 0) * len(self.cells)

    def describe(self) -> str:
        kind = ("headless", "one-headed", "two-headed")[self.heads]
        cells = "-".join(cell_name(cell) for cell in self.cells)
        return f"{colour_name(self.colour)} {kind} snake {cells} ({plural(self.points, 'point')})"


def groups(board: Board, colour: int) -> list[tuple[int, ...]]:
    """Groups of same-coloured pieces joined through shared sides."""
    cells = {cell for cell, code in enumerate(board) if code and piece_colour(code) == colour}
    found: list[tuple[int, ...]] = []
    while cells:
        start = min(cells)
        cells.discard(start)
        group, frontier = [start], [start]
        while frontier:
            cell = frontier.pop()
            for neighbour in NEIGHBOURS[cell]:
                if neighbour in cells:
                    cells.discard(neighbour)
                    group.append(neighbour)
                    frontier.append(neighbour)
        found.append(tuple(sorted(group)))
    return found


def snake_of_group(board: Board, group: Sequence[int]) -> Snake | None:
    """The group as a snake, or None when it is not one (branch, loop, wrong ends)."""
    colour = piece_colour(board[group[0]])
    members = set(group)
    if len(group) == 1:
        cell = group[0]
        return Snake(colour, (cell,), int(is_head(board[cell]))) if IS_EDGE[cell] else None
    links = {cell: [n for n in NEIGHBOURS[cell] if n in members] for cell in group}
    if any(len(linked) > 2 for linked in links.values()):
        return None
    ends = [cell for cell, linked in links.items() if len(linked) == 1]
    if len(ends) != 2:
        return None  # a loop
    heads = [cell for cell in group if is_head(board[cell])]
    if any(cell not in ends for cell in heads):
        return None
    if len(heads) < 2 and not all(IS_EDGE[end] for end in ends if end not in heads):
        return None
    return Snake(colour, _walk(ends[0], links), len(heads))


def group_of(board: Board, cell: int) -> tuple[int, ...]:
    """The group (same colour, joined through sides) of the piece on `cell`."""
    return next(group for group in groups(board, piece_colour(board[cell])) if cell in group)


def not_a_snake_because(board: Board, group: Sequence[int]) -> str:
    """Why a group that `snake_of_group` refuses is not a snake, in a player's words."""
    members = set(group)
    if len(group) == 1:
        return "a single piece counts only on the board's edge"
    links = {cell: [n for n in NEIGHBOURS[cell] if n in members] for cell in group}
    if any(len(linked) > 2 for linked in links.values()):
        return "it branches (a piece touches three of its own)"
    ends = [cell for cell, linked in links.items() if len(linked) == 1]
    if len(ends) != 2:
        return "it closes in a loop"
    if any(is_head(board[cell]) and cell not in ends for cell in group):
        return "a head sits in its middle, not at an end"
    return "an end is neither a head nor on the board's edge"


def group_verdict(board: Board, cell: int) -> str:
    """What the group of the piece on `cell` scores, and why: a group that scores 0 says
    so and why (not a snake, or a snake without a head)."""
    group = group_of(board, cell)
    pieces = plural(len(group), "piece")
    snake = snake_of_group(board, group)
    if snake is None:
        return f"{pieces}, not a snake: {not_a_snake_because(board, group)}. 0 points."
    if snake.heads == 0:
        return f"a snake of {pieces} without a head: locked, but 0 points."
    rate = "2 points a piece (two heads)" if snake.heads == 2 else "1 point a piece (one head)"
    return f"a snake of {pieces}: {rate} = {plural(snake.points, 'point')}."


def _walk(start: int, links: dict[int, list[int]]) -> tuple[int, ...]:
    path, previous, cell = [start], -1, start
    while True:
        following = [n for n in links[cell] if n != previous]
        if not following:
            return tuple(path)
        previous, cell = cell, following[0]
        path.append(cell)


def snakes(board: Board, colour: int | None = None) -> list[Snake]:
    """Every snake on the board (of one colour when given)."""
    chosen = colours_on(board) if colour is None else [colour]
    found = []
    for each in chosen:
        for group in groups(board, each):
            snake = snake_of_group(board, group)
            if snake is not None:
                found.append(snake)
    return found


def in_snake(board: Board, cell: int) -> bool:
    """Whether the piece on `cell` is part of a snake (`cell in locked_cells(board)`, found
    from its own group alone)."""
    colour = piece_colour(board[cell])
    group, frontier = {cell}, [cell]
    while frontier:
        for neighbour in NEIGHBOURS[frontier.pop()]:
            code = board[neighbour]
            if neighbour not in group and code and piece_colour(code) == colour:
                group.add(neighbour)
                frontier.append(neighbour)
    return snake_of_group(board, tuple(sorted(group))) is not None


@lru_cache(maxsize=1 << 16)
def locked_cells(board: Board) -> frozenset[int]:
    """Cells whose pieces are part of a snake (only their owner may move them). Cached:
    bots and the solver ask it of the same positions again and again."""
    return frozenset(cell for snake in snakes(board) for cell in snake.cells)


def counted_cells(board: Board) -> frozenset[int]:
    """Cells whose pieces are in a snake with at least one head: what a puzzle counts."""
    return frozenset(cell for snake in snakes(board) if snake.heads for cell in snake.cells)


def puzzle_solved(board: Board) -> bool:
    """Every piece is in a snake with at least one head."""
    return all(_colour_solved(board, colour) for colour in colours_on(board))


def _colour_solved(board: Board, colour: int) -> bool:
    for group in groups(board, colour):
        snake = snake_of_group(board, group)
        if snake is None or snake.heads == 0:
            return False
    return True


# --- scoring --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Score:
    snake_points: int
    contact_bonus: int
    finish_bonus: int

    @property
    def total(self) -> int:
        return self.snake_points + self.contact_bonus + self.finish_bonus


def colour_score(board: Board, colour: int, finish_bonus: int = 0) -> Score:
    colour_snakes = snakes(board, colour)
    in_snakes = sum(len(snake.cells) for snake in colour_snakes)
    pieces = sum(1 for code in board if code and piece_colour(code) == colour)
    contact = CONTACT_BONUS if pieces and in_snakes == pieces else 0
    return Score(sum(snake.points for snake in colour_snakes), contact, finish_bonus)


# --- actions and events ---------------------------------------------------------------------


@dataclass(frozen=True)
class Action:
    tower: int
    clockwise: bool = True

    def __str__(self) -> str:
        return f"{self.tower}{'+' if self.clockwise else '-'}"

    @property
    def reverse(self) -> Action:
        return Action(self.tower, not self.clockwise)


def parse_action(text: str) -> Action:
    """`"10+"` (clockwise) or `"3-"` (anticlockwise). Raises ValueError with a reason."""
    body, sign = text[:-1], text[-1:]
    if sign in "+-" and sign and body.isdigit() and 1 <= int(body) <= TOWER_COUNT:
        return Action(int(body), sign == "+")
    raise ValueError(f'"{text}" is not a tower move (use 1+ … {TOWER_COUNT}+ or 1- … ' + "19-)")


def all_actions() -> list[Action]:
    return [Action(t, c) for t in range(1, TOWER_COUNT + 1) for c in (True, False)]


# --- the multiplayer game -------------------------------------------------------------------


@dataclass(frozen=True)
class GameState:
    """A multiplayer game position. Never changed: every step makes a new one.

    `turn` counts the turns ended so far in the whole game; `actions_taken` the actions of
    the current turn. After the first finish, `extra_turns[p]` counts p's extra turns.
    """

    board: Board
    colours: tuple[int, ...]
    player: int = 0
    turn: int = 0
    actions_taken: int = 0
    finishers: tuple[int, ...] = ()
    bonuses: tuple[int, ...] = field(default=())
    extra_turns: tuple[int, ...] = field(default=())
    over: bool = False

    def __post_init__(self) -> None:
        if not self.bonuses:
            object.__setattr__(self, "bonuses", (0,) * len(self.colours))
        if not self.extra_turns:
            object.__setattr__(self, "extra_turns", (0,) * len(self.colours))

    @property
    def player_count(self) -> int:
        return len(self.colours)

    @property
    def finishing(self) -> bool:
        """True once someone has called the first finish."""
        return bool(self.finishers)


def new_game(board: Board, colours: Sequence[int]) -> GameState:
    if not 2 <= len(colours) <= 4 or len(set(colours)) != len(colours):
        raise ValueError("a game needs 2 to 4 players of different colours")
    return GameState(tuple(board), tuple(colours))


def action_limit(state: GameState) -> int:
    """How many actions the current turn allows in all."""
    if state.finishing:
        return ACTION_LIMIT
    if state.turn < len(OPENING_ACTION_LIMITS):
        return OPENING_ACTION_LIMITS[state.turn]
    return ACTION_LIMIT


def tower_values(board: Board, tower: int) -> dict[int, int]:
    """Piece value per colour on a tower's six cells (head 2, tail 1)."""
    values: dict[int, int] = {}
    for cell in TOWER_CYCLES[tower - 1]:
        code = board[cell]
        if code:
            colour = (code - 1) >> 1  # piece_colour and piece_value, inlined: replays add up
            values[colour] = values.get(colour, 0) + (HEAD_VALUE if (code - 1) & 1 else TAIL_VALUE)
    return values


def empty_tower_refusal(board: Board, tower: int) -> str | None:
    """A turn of a tower without pieces changes nothing: it is refused and never counted."""
    if any(board[cell] for cell in TOWER_CYCLES[tower - 1]):
        return None
    return "there are no pieces on it, so turning it would change nothing"


def rotation_refusal(
    board: Board,
    colours: Sequence[int],
    player: int,
    tower: int,
    names: Sequence[str] = (),
    locked: frozenset[int] | None = None,
) -> str | None:
    """Why `player` may not turn `tower` in this position, or None when they may.

    `locked` may pass the position's locked cells when they are already known.
    """
    values = tower_values(board, tower)
    if not values:
        return empty_tower_refusal(board, tower)
    colour = colours[player]
    mine = values.get(colour, 0)
    if mine == 0:
        return f"{player_name(names, player)} has no piece there"
    for other, other_colour in enumerate(colours):
        if other != player and values.get(other_colour, 0) > mine:
            return (
                f"{player_name(names, other)} has the majority there "
                f"({values[other_colour]} against {mine})"
            )
    for cell in TOWER_CYCLES[tower - 1]:
        code = board[cell]
        if not code or piece_colour(code) == colour:
            continue
        if cell in locked if locked is not None else in_snake(board, cell):
            owner = colours.index(piece_colour(code)) if piece_colour(code) in colours else -1
            who = player_name(names, owner) if owner >= 0 else colour_name(piece_colour(code))
            return f"{who} has a locked piece on it"  # the board numbers towers, not cells
    return None


def allowed_towers(state: GameState) -> list[int]:
    """Towers the player to move may turn now (ignoring the action limit)."""
    locked = locked_cells(state.board)
    return [
        tower
        for tower in range(1, TOWER_COUNT + 1)
        if rotation_refusal(state.board, state.colours, state.player, tower, (), locked) is None
    ]


def legal_actions(state: GameState) -> list[Action]:
    """Every action the player to move may take now (empty when none or none left)."""
    if state.over or state.actions_taken >= action_limit(state):
        return []
    return [Action(t, c) for t in allowed_towers(state) for c in (True, False)]


def act(state: GameState, action: Action, names: Sequence[str] = ()) -> tuple[GameState, Rotated]:
    """Take one action of the current turn, or raise RuleViolation saying why it is illegal."""
    if state.over:
        raise RuleViolation("the game is over")
    limit = action_limit(state)
    if state.actions_taken >= limit:
        raise RuleViolation(
            f"too many actions: this turn allows {limit} action{'s' if limit != 1 else ''}"
        )
    refusal = rotation_refusal(state.board, state.colours, state.player, action.tower, names)
    if refusal is not None:
        raise RuleViolation(f"tower {action.tower}: {refusal}")
    moved = tuple(
        (source, target)
        for source, target in rotation_moves(action.tower, action.clockwise)
        if state.board[source]
    )
    board = rotate(state.board, action.tower, action.clockwise)
    return _rotated_state(state, board), Rotated(state.player, action, moved)


def _rotated_state(state: GameState, board: Board) -> GameState:
    """`state` after one more action left `board` (what `replace` makes, several times
    faster: a long save replays tens of thousands of actions; so does `end_turn`)."""
    return GameState(
        board,
        state.colours,
        state.player,
        state.turn,
        state.actions_taken + 1,
        state.finishers,
        state.bonuses,
        state.extra_turns,
        state.over,
    )


def longest_snake(board: Board, colour: int) -> int:
    return max((len(snake.cells) for snake in snakes(board, colour)), default=0)


def finish_refusal(state: GameState) -> str | None:
    """Why the player to move may not call a finish now, or None when they may."""
    if state.over:
        return "the game is over"
    if not state.finishing and longest_snake(state.board, state.colours[state.player]) < (
        FINISH_SNAKE_LENGTH
    ):
        return f"a finish needs a snake of {FINISH_SNAKE_LENGTH} or more pieces"
    return None


def finish_bonus_now(state: GameState) -> int:
    """The bonus the player to move would get for calling a finish at the end of this turn."""
    if not state.finishing:
        return FIRST_FINISH_BONUS
    if state.extra_turns[state.player] == 0:
        later = len(state.finishers) - 1
        if later < len(LATER_FINISH_BONUSES):
            return LATER_FINISH_BONUSES[later]
    return 0


def end_turn(
    state: GameState, finish: bool = False, names: Sequence[str] = ()
) -> tuple[GameState, list[Event]]:
    """End the current turn (calling a finish if asked); raise RuleViolation if illegal."""
    if state.over:
        raise RuleViolation("the game is over")
    if finish:
        refusal = finish_refusal(state)
        if refusal is not None:
            raise RuleViolation(f"cannot call a finish: {refusal}")
    player = state.player
    events: list[Event] = [TurnEnded(player, state.actions_taken)]
    finishers, bonuses, extra = state.finishers, list(state.bonuses), list(state.extra_turns)
    if finish:
        bonus = finish_bonus_now(state)
        finishers = (*finishers, player)
        bonuses[player] = bonus
        events.append(FinishCalled(player, len(finishers), bonus))
    if state.finishing:
        extra[player] += 1
    after = GameState(
        state.board,
        state.colours,
        player,
        state.turn + 1,
        0,
        finishers,
        tuple(bonuses),
        tuple(extra),
    )
    following = next_player(after)
    if following is None:
        after = replace(after, over=True)
        events.append(GameEnded(tuple(score.total for score in scores(after))))
        return after, events
    return GameState(
        after.board,
        after.colours,
        following,
        after.turn,
        0,
        after.finishers,
        after.bonuses,
        after.extra_turns,
    ), events


def next_player(state: GameState) -> int | None:
    """Who plays after `state.player` (table order), or None when nobody is left."""
    count = state.player_count
    for step in range(1, count + 1):
        candidate = (state.player + step) % count
        if not state.finishing:
            return candidate
        if candidate not in state.finishers and state.extra_turns[candidate] < EXTRA_TURNS:
            return candidate
    return None


def apply_turn(
    state: GameState, actions: Iterable[Action], finish: bool = False, names: Sequence[str] = ()
) -> tuple[GameState, list[Event]]:
    """A whole turn: its actions in order, then the end of the turn (and maybe a finish)."""
    events: list[Event] = []
    for action in actions:
        state, rotated = act(state, action, names)
        events.append(rotated)
    state, ended = end_turn(state, finish, names)
    return state, events + ended


def scores(state: GameState) -> list[Score]:
    """Each player's score on the current position, with the finish bonuses called so far."""
    return [
        colour_score(state.board, colour, state.bonuses[player])
        for player, colour in enumerate(state.colours)
    ]


# --- the solo puzzle ------------------------------------------------------------------------


def puzzle_rotate(board: Board, action: Action) -> Board:
    """Puzzles: any tower with a piece on it may be turned, without majorities or locks.

    Raises RuleViolation for an empty tower (the turn would change nothing).
    """
    refusal = empty_tower_refusal(board, action.tower)
    if refusal is not None:
        raise RuleViolation(f"tower {action.tower}: {refusal}")
    return rotate(board, action.tower, action.clockwise)


def unsolvable_reason(board: Board) -> str | None:
    """A reason the puzzle can never be solved (a colour without heads), or None."""
    for colour in colours_on(board):
        if not any(code and piece_colour(code) == colour and is_head(code) for code in board):
            return f"{colour_name(colour)} has no head, so its pieces can never form a snake"
    return None
