"""What the level editor needs of Tactrics Snakes: the hexagon's six rows, piece colours with
heads and tails, puzzles and start layouts, and the par proven by the solver."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from game.editor.model import (
    EMPTY,
    Board,
    BoardSetting,
    LevelEditing,
    PaletteEntry,
    key_field,
    paint_token,
    split_rows,
)
from game.games import lazy
from game.tactrics.board import ROW_LENGTHS, row_cells
from game.tactrics.board import cell_index as board_cell_index
from game.tactrics.levels import (
    GAME_ID,
    MAX_DESCRIPTION,
    MAX_NAME,
    check_level,
    par_proof,
    shipped_proofs,
)
from game.tactrics.rules import COLOUR_NAMES, COLOURS, parse_piece
from game.tactrics.rules import Board as Cells
from game.tactrics.solver import Progress, Solution, SolveJob

KINDS = {"puzzle": "puzzle", "start layout": "multiplayer"}
PROOF_SECONDS = 60.0

PALETTE = (
    PaletteEntry("empty", paint_token(EMPTY), "0"),
    *(
        PaletteEntry(f"{COLOUR_NAMES[code]} {part}", paint_token(code + part[0]), key)
        for index, code in enumerate(COLOURS)
        for part, key in (("head", str(index + 1)), ("tail", ""))
    ),
)


SWATCHES = {
    "R": (220, 30, 70),
    "Y": (240, 200, 40),
    "B": (40, 110, 230),
    "G": (40, 170, 80),
    "O": (240, 130, 30),
    "P": (150, 70, 200),
}


def look(token: str) -> tuple[tuple[int, int, int], str, tuple[int, int, int]]:
    """The palette's swatch of a piece (the board itself is Tactrics' own hexagon view)."""
    if token == EMPTY:
        return (40, 46, 58), "", (255, 255, 255)
    fill = SWATCHES.get(token[:1].upper(), (40, 46, 58))
    return fill, token, (0, 0, 0)


def read_boards(data: dict[str, Any]) -> list[Board]:
    rows = split_rows(data.get("rows"))
    shaped = tuple(
        tuple(rows[r][c] if r < len(rows) and c < len(rows[r]) else EMPTY for c in range(length))
        for r, length in enumerate(ROW_LENGTHS)
    )
    return [Board(str(data.get("mode", "puzzle")), shaped)]


def write_boards(data: dict[str, Any], boards: Sequence[Board]) -> dict[str, Any]:
    rows = [" ".join(row) for row in boards[0].rows]
    return {**{k: v for k, v in data.items() if k != "rows"}, "rows": rows}


def cells_of(board: Board) -> Cells:
    """The board as the solver's tuple of piece codes (unknown tokens as empty)."""
    codes = []
    for cells in board.rows:
        for token in cells:
            try:
                codes.append(parse_piece(token))
            except ValueError:
                codes.append(0)
    return tuple(codes)


def cell_index(cell: tuple[int, int]) -> int:
    column, row = cell
    return row_cells(row)[column]


def cell_of_name(name: str) -> tuple[int, int]:
    """ "A4" (row A, its 4th triangle, as the game's problems name it) -> (3, 0)."""
    return cell_of_index(board_cell_index(name))


def cell_of_index(index: int) -> tuple[int, int]:
    for row in range(len(ROW_LENGTHS)):
        cells = row_cells(row)
        if index in cells:
            return cells.index(index), row
    raise ValueError(index)


NEW_NAMES = {"puzzle": "My puzzle", "multiplayer": "My layout"}
PAR_KEYS = ("par", "par_proven", "par_proof")


def _new(mode: str) -> dict[str, Any]:
    rows = [" ".join(EMPTY for _ in range(length)) for length in ROW_LENGTHS]
    data: dict[str, Any] = {"format": 1, "game": GAME_ID, "name": NEW_NAMES[mode], "mode": mode}
    data["rows"] = rows
    return settle(data)


def settle(data: dict[str, Any]) -> dict[str, Any]:
    """A puzzle has a par: one to be found (1, not proven, as a new puzzle's) when it has
    none; a start layout has none."""
    if data.get("mode") != "puzzle":
        return {key: value for key, value in data.items() if key not in PAR_KEYS}
    if "par" in data:
        return data
    return {**data, "par": 1, "par_proven": False}


def finish_save(data: dict[str, Any], proven_par: int | None, trusted: bool) -> tuple[dict, str]:
    """A puzzle is saved as proven only with the solver's proof for this very board (written
    as `par_proof`, which the game checks), a proof in the file that still holds, or the
    board and par of a shipped puzzle, wherever the file is (`trusted`: the file as shipped)."""
    if data.get("mode") != "puzzle":
        return data, ""
    if proven_par is not None:
        result = {k: v for k, v in data.items() if k != "par_proven"}
        result["par"] = proven_par
        result["par_proof"] = par_proof(proven_par, cells_of(read_boards(data)[0]))
        return _par_before_rows(result), ""
    if _shipped_position(data):  # a shipped puzzle's board and par: proven wherever saved
        return {k: v for k, v in data.items() if k != "par_proven"}, ""
    if data.get("par_proven") is False or trusted or _proof_holds(data):
        return data, ""
    unproven = {k: v for k, v in data.items() if k != "par_proof"}
    result = _par_before_rows({**unproven, "par_proven": False})
    return result, "saved with par_proven = false: run the solver to prove the par"


def _shipped_position(data: dict[str, Any]) -> bool:
    par = data.get("par")
    if not isinstance(par, int):
        return False
    return par_proof(par, cells_of(read_boards(data)[0])) in shipped_proofs()


def _proof_holds(data: dict[str, Any]) -> bool:
    par = data.get("par")
    if not isinstance(par, int) or "par_proof" not in data:
        return False
    return data["par_proof"] == par_proof(par, cells_of(read_boards(data)[0]))


def _par_before_rows(data: dict[str, Any]) -> dict[str, Any]:
    rows = data.get("rows")
    result = {k: v for k, v in data.items() if k != "rows"}
    result["rows"] = rows
    return result


class ParJob(SolveJob):
    """The solver on the board being edited, in a worker thread: `progress` while it runs,
    `result` when done, `cancel()`."""

    def __init__(self, board: Board, seconds: float = PROOF_SECONDS):
        self.board = board
        self.progress: Progress | None = None
        super().__init__(cells_of(board), seconds, on_progress=self._heard)

    def _heard(self, progress: Progress) -> None:
        self.progress = progress

    def proven_par(self) -> int | None:
        """Once done: the length the solver proved shortest (None: not proven, none found)."""
        result = self.result
        if result is None or not result.proven or result.length is None:
            return None
        return result.length

    def ruled_out(self) -> int:
        """No solution has fewer moves than this, as far as the search got (0: nothing yet)."""
        if self.result is not None:
            return self.result.lower_bound
        return self.progress.depth if self.progress is not None else 0

    def describe(self) -> str:
        if self.result is not None:
            return describe_solution(self.result)
        if self.progress is not None:
            return f"solving… {self.progress.describe()}"
        return "solving…"


def describe_solution(solution: Solution) -> str:
    if solution.moves is None:
        if solution.reason:
            return f"no solution: {solution.reason}"
        return (
            f"no solution found in {solution.seconds:.0f} s: none in fewer than "
            f"{solution.lower_bound} moves ({solution.nodes} positions searched)"
        )
    proof = "proven shortest" if solution.proven else "not proven shortest"
    return f"par {solution.length} ({proof}, {solution.nodes} positions, {solution.seconds:.1f} s)"


def editor() -> LevelEditing:
    return LevelEditing(
        game_id=GAME_ID,
        title="Tactrics Snakes",
        kinds={kind: partial(_new, mode) for kind, mode in KINDS.items()},
        read_boards=read_boards,
        write_boards=write_boards,
        check=check_level,
        palette=PALETTE,
        look=look,
        square=False,
        resizable=False,
        align="left",
        row_comments=False,
        finish_save=finish_save,
        cell_of_name=cell_of_name,
        play_test=play_test,
        solve=ParJob,
        view=lazy("game.tactrics.editor_view:HexEditView"),
        fields=(
            key_field("name", "Name", MAX_NAME),
            key_field("description", "Description", MAX_DESCRIPTION),
        ),
        level_settings=(BoardSetting("mode", "Mode", tuple(KINDS.values())),),
        settle=settle,
    )


def play_test(app: Any, text: str, board_index: int | None) -> Any:
    """The puzzle being edited, solo; a start layout as a game with you in the first seat and
    normal bots in the others (one seat per colour on the board), nothing saved."""
    from game.core.tomlfile import load_toml, parse_toml
    from game.editor.playtest import play_test_file
    from game.table.seats import DEFAULT_NAMES
    from game.tactrics.levels import level_from_document
    from game.tactrics.match import Seat
    from game.tactrics.play import GameScene
    from game.tactrics.puzzle_scene import PuzzleScene
    from game.tactrics.session import MatchSession

    level = level_from_document(parse_toml(text, "puzzle being edited"))
    if level.mode == "puzzle":
        return PuzzleScene(app, [level], level, trial=True)
    path = play_test_file(GAME_ID, parse_toml(text).data)
    level = level_from_document(load_toml(path))
    seats = [
        Seat(
            "You" if index == 0 else DEFAULT_NAMES[index], colour, None if index == 0 else "normal"
        )
        for index, colour in enumerate(level.colours)
    ]
    return GameScene(app, MatchSession.start(level, path, seats, seed=1, save=False))
