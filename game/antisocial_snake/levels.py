"""Antisocial Snake level files: coloured boards, their variations and the TOML loader.

A tile token is `<apples><colour>`: colour letters `r b g y w`, `k` for black (no number);
the apples may be left out for 0. Example: `3r 1w k 2b`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.antisocial_snake.quiz import QUESTION_KINDS, Question, question_problem
from game.core.board_rows import BoardWords, read_board_rows
from game.core.coords import Cell, cell_name, parse_cell
from game.core.fields import Fields, top_fields
from game.core.problems import ProblemsFound
from game.core.tomlfile import TomlDocument

GAME_ID = "antisocial-snake"
MIN_SIZE = 3
MAX_SIZE = 26
MAX_APPLES = 999
MAX_TWIST_CAP = 60
MAX_BOARDS = 20
MAX_QUESTIONS = 10
MAX_POINTS = 100
MIN_PLAYERS = 2
MAX_PLAYERS = 8
# Variation ids in files, in the seed's board order (variations.py gives each its stages).
VARIATION_IDS = (
    "theme",
    "addition",
    "elemental",
    "frame",
    "swap",
    "stale",
    "toggle",
    "redirect",
    "quiz",
    "bidding",
)

RED, BLUE, GREEN, YELLOW, WHITE, BLACK = "r", "b", "g", "y", "w", "k"
SNAKE_COLOURS = (RED, BLUE, GREEN, YELLOW)  # one snake per player for each on the board
COLOUR_NAMES = {
    RED: "red",
    BLUE: "blue",
    GREEN: "green",
    YELLOW: "yellow",
    WHITE: "white",
    BLACK: "black",
}

_TOKEN = re.compile(r"([0-9]*)([rbgywk])", re.IGNORECASE)


@dataclass(frozen=True)
class Tile:
    colour: str
    apples: int = 0

    @property
    def token(self) -> str:
        if self.colour == BLACK:
            return BLACK
        return f"{self.apples}{self.colour}" if self.apples else self.colour


@dataclass(frozen=True)
class BoardSpec:
    """One board of a level: its grid, variation, twist cap and (Quiz) questions."""

    name: str
    variation: str
    twist_cap: int
    width: int
    height: int
    tiles: tuple[Tile, ...]  # row by row
    questions: tuple[Question, ...] = ()

    def contains(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def tile(self, cell: Cell) -> Tile:
        return self.tiles[cell[1] * self.width + cell[0]]

    def cells(self) -> list[Cell]:
        return [(column, row) for row in range(self.height) for column in range(self.width)]

    @property
    def snake_colours(self) -> tuple[str, ...]:
        """The colours that get a snake each, in the fixed order r, b, g, y."""
        present = {tile.colour for tile in self.tiles}
        return tuple(colour for colour in SNAKE_COLOURS if colour in present)

    def colour_count(self, colour: str) -> int:
        return sum(1 for tile in self.tiles if tile.colour == colour)


@dataclass(frozen=True)
class Level:
    name: str
    boards: tuple[BoardSpec, ...]
    boards_per_round: int = 2
    players: tuple[int, int] = (MIN_PLAYERS, MAX_PLAYERS)
    description: str = ""

    def round_of(self, board_index: int) -> int:
        """The seed's round (from 1) that a board belongs to."""
        return board_index // self.boards_per_round + 1

    def board_title(self, board_index: int) -> str:
        return board_title(board_index, self.boards[board_index].name)


_NUMBERED_NAME = re.compile(r"board\s*\d+\s*[:.\-–]?\s*", re.IGNORECASE)


def board_title(board_index: int, name: str) -> str:
    """A board as players read it, numbered from 1 ("Board 1: Theme") whatever number its
    name in the file carries; `board_index` counts from 0, as files and rules do."""
    numbered = _NUMBERED_NAME.match(name)
    rest = name[numbered.end() :] if numbered else name
    return f"Board {board_index + 1}: {rest}" if rest else f"Board {board_index + 1}"


TOP_KEYS = {"format", "game", "name", "description", "players", "boards_per_round", "boards"}
BOARD_KEYS = {"name", "variation", "twist_cap", "rows", "questions"}


def _shown(text: str, longest: int = 12) -> str:
    """A token as a message quotes it: cut short with an ellipsis when very long."""
    return text if len(text) <= longest else text[: longest - 1] + "…"


def parse_tile(token: str) -> Tile:
    """`"3r"` → Tile("r", 3). Raises ValueError with a designer-readable reason."""
    match = _TOKEN.fullmatch(token)
    if not match:
        raise ValueError(
            f'unknown tile "{_shown(token)}" (use apples and a colour letter r b g y w, e.g. "3r", '
            'or "k" for black)'
        )
    digits, colour = match.group(1), match.group(2).lower()
    if colour == BLACK and digits:
        raise ValueError(f'"{token}": black tiles hold no apples; write "k"')
    apples = int(digits) if 0 < len(digits) <= len(str(MAX_APPLES)) else 0
    if apples > MAX_APPLES or len(digits) > len(str(MAX_APPLES)):
        raise ValueError(f'"{_shown(token)}": a tile holds 0 to {MAX_APPLES} apples')
    return Tile(colour, apples)


def level_from_document(document: TomlDocument) -> Level:
    """Build a Level, or raise ProblemsFound listing every problem in the file."""
    top = top_fields(document, GAME_ID, TOP_KEYS)
    problems = top.problems
    name = top.required("name", str)
    description = top.optional("description", str, "")
    players = top.player_range(MIN_PLAYERS, MAX_PLAYERS)
    per_round = top.optional("boards_per_round", int, 2)
    if not 1 <= per_round <= MAX_BOARDS:
        top.report(f'"boards_per_round" must be 1 to {MAX_BOARDS}', "boards_per_round")
    boards = _read_boards(top, players[1])
    if problems or name is None or not boards:
        raise ProblemsFound(problems)
    return Level(name, tuple(boards), per_round, players, description)


def _read_boards(top: Fields, most_players: int) -> list[BoardSpec]:
    tables = top.required("boards", list)
    if tables is None:
        return []
    if not tables:
        top.report("a level needs boards: add [[boards]] tables", "boards")
    if len(tables) > MAX_BOARDS:
        top.report(f"a level has 1 to {MAX_BOARDS} boards, not {len(tables)}", "boards")
        return []
    boards = [_read_board(board, most_players) for board in top.each_table("boards", tables)]
    return [board for board in boards if board is not None]


def _read_board(board: Fields, most_players: int) -> BoardSpec | None:
    before = len(board.problems)
    board.refuse_unknown(BOARD_KEYS)
    name = board.required("name", str)
    variation = board.required("variation", str)
    if variation is not None and variation not in VARIATION_IDS:
        board.report(
            f'unknown variation "{variation}" (use {", ".join(VARIATION_IDS)})', "variation"
        )
    twist_cap = board.optional("twist_cap", int, 0)
    if not 0 <= twist_cap <= MAX_TWIST_CAP:
        board.report(f'"twist_cap" must be 0 to {MAX_TWIST_CAP}, not {twist_cap}', "twist_cap")
    grid = _read_rows(board)
    questions = _read_questions(board, variation)
    if len(board.problems) > before or grid is None or name is None or variation is None:
        return None
    width, height, tiles = grid
    spec = BoardSpec(name, variation, twist_cap, width, height, tiles, questions)
    _check_colours(board, spec, most_players)
    _check_question_targets(board, spec)
    return spec if len(board.problems) == before else None


def _read_rows(board: Fields) -> tuple[int, int, tuple[Tile, ...]] | None:
    before = len(board.problems)
    words = BoardWords("the board", "a board", tokens="tile tokens", cells="tiles")
    rows = read_board_rows(board, (MIN_SIZE, MAX_SIZE), words, parse_tile)
    if rows is None or len(board.problems) > before:
        return None
    tiles = tuple(
        rows.cells[column, row] for row in range(rows.height) for column in range(rows.width)
    )
    return rows.width, rows.height, tiles


def _check_colours(board: Fields, spec: BoardSpec, most_players: int) -> None:
    if not spec.snake_colours:
        board.report("the board has no red, blue, green or yellow tile: nobody can start", "rows")
    for colour in spec.snake_colours:
        count = spec.colour_count(colour)
        if count < most_players:
            board.report(
                f"the board has {count} {COLOUR_NAMES[colour]} tile(s); with up to "
                f"{most_players} players it needs at least {most_players} (one per snake)",
                "rows",
            )
    if spec.variation == "bidding" and len(spec.snake_colours) < 2:
        board.report("a Bidding board needs at least two snake colours to bid on", "rows")


def _read_questions(board: Fields, variation: str | None) -> tuple[Question, ...]:
    tables = board.optional("questions", list, [])
    if variation == "quiz" and not tables:
        board.report("a Quiz board needs questions: add [[boards.questions]] tables", "variation")
    if variation not in (None, "quiz") and tables:
        board.report(f'only a Quiz board has questions, not a "{variation}" board', "questions")
    if len(tables) > MAX_QUESTIONS:
        board.report(
            f"a board has at most {MAX_QUESTIONS} questions, not {len(tables)}", "questions"
        )
        return ()
    questions = [_read_question(entry) for entry in board.each_table("questions", tables)]
    return tuple(question for question in questions if question is not None)


def _read_question(entry: Fields) -> Question | None:
    entry.refuse_unknown({"kind", "points", "snake", "tile", "colour", "crowd_penalty"})
    kind = entry.required("kind", str)
    points = entry.required("points", int)
    snake = entry.optional("snake", str, "")
    tile_text = entry.optional("tile", str, "")
    colour = entry.optional("colour", str, "")
    if kind is not None and kind not in QUESTION_KINDS:
        entry.report(f'unknown question kind "{kind}" (use {", ".join(QUESTION_KINDS)})', "kind")
        return None
    if points is not None and not 0 <= points <= MAX_POINTS:
        entry.report(f"a question is worth 0 to {MAX_POINTS} points, not {points}", "points")
        return None
    penalty = entry.optional("crowd_penalty", int, 0)
    if not 0 <= penalty <= MAX_POINTS:
        entry.report(f'"crowd_penalty" must be 0 to {MAX_POINTS}, not {penalty}', "crowd_penalty")
        return None
    tile: Cell | None = None
    if tile_text:
        try:
            tile = parse_cell(tile_text)
        except ValueError as reason:
            entry.report(str(reason), "tile")
            return None
    if kind is None or points is None:
        return None
    question = Question(kind, points, snake.upper(), tile, colour.lower(), penalty)
    problem = question_problem(question)
    if problem:
        entry.report(problem, "kind")
        return None
    return question


def _check_question_targets(board: Fields, spec: BoardSpec) -> None:
    for index, question in enumerate(spec.questions):
        if question.tile is not None and not spec.contains(question.tile):
            board.report(
                f"question {index + 1} asks about {cell_name(question.tile)}, which is not on "
                "the board",
                "questions",
                index,
            )
        if question.colour and question.colour not in spec.snake_colours:
            board.report(
                f'question {index + 1} asks about colour "{question.colour}", which has no '
                "snakes on this board",
                "questions",
                index,
            )
