"""Tactrics Snakes level files: starting layouts and puzzles, read with `path:line` problems.

format = 1
game = "tactrics-snakes"
name = "First bite"
mode = "puzzle"              # puzzle | multiplayer
par = 2                      # puzzle only
rows = [ ". . . . . . .", … ]  # six rows of 7 9 11 11 9 7 tokens: ".", "Rh", "Yt", …
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.core.fields import Fields, expect_game
from game.core.problems import Problem, ProblemsFound, shorten
from game.core.tomlfile import TomlDocument, load_toml
from game.tactrics.board import CELL_NAMES, ROW_LENGTHS, ROW_LETTERS, row_cells
from game.tactrics.rules import (
    COLOURS,
    PLAYER_COLOURS,
    Board,
    colour_name,
    is_head,
    parse_piece,
    piece_colour,
    piece_token,
    unsolvable_reason,
)

GAME_ID = "tactrics-snakes"
MODES = ("puzzle", "multiplayer")
TOP_KEYS = {
    "format",
    "game",
    "name",
    "description",
    "mode",
    "par",
    "par_proven",
    "par_proof",
    "rows",
}
MAX_PAR = 10_000
MAX_NAME = 60
MAX_DESCRIPTION = 2000


@dataclass(frozen=True)
class TactricsLevel:
    name: str
    mode: str
    board: Board
    par: int | None = None
    par_proven: bool = True
    description: str = ""
    path: str = ""
    par_proof: str = ""

    @property
    def colours(self) -> list[int]:
        return sorted({piece_colour(code) for code in self.board if code})


def load_level(path: str | Path) -> TactricsLevel:
    """Read a level file, or raise ProblemsFound listing every problem in it."""
    document = load_toml(path)
    return level_from_document(document)


def level_from_document(document: TomlDocument) -> TactricsLevel:
    problems = check_level(document)
    if problems:
        raise ProblemsFound(problems)
    level = _read(document, [])
    assert level is not None
    return level


def check_level(document: TomlDocument) -> list[Problem]:
    """Every problem in a level document (empty when it is fine)."""
    try:
        expect_game(document, GAME_ID)
    except ProblemsFound as found:
        return found.problems
    problems: list[Problem] = []
    _read(document, problems)
    return problems


def _read(document: TomlDocument, problems: list[Problem]) -> TactricsLevel | None:
    top = Fields(document, document.data, (), problems)
    top.refuse_unknown(TOP_KEYS)
    name = top.text("name", MAX_NAME, required=True)
    description = top.text("description", MAX_DESCRIPTION, "")
    mode = top.required("mode", str)
    if mode is not None and mode not in MODES:
        top.report(f'unknown mode "{shorten(mode)}" (use {" or ".join(MODES)})', "mode")
        mode = None
    par = _read_par(top, mode)
    par_proven = top.optional("par_proven", bool, True)
    proof = top.optional("par_proof", str, "")
    board = read_rows(top)
    if board is not None and mode is not None:
        _check_pieces(top, board, mode)
    if problems or name is None or mode is None or board is None:
        return None
    return TactricsLevel(name, mode, board, par, par_proven, description, document.path, proof)


def par_proof(par: int, board: Board) -> str:
    """What the level editor writes beside a par its solver proved: a digest of the par and
    the board, so that a par (or a piece) changed by hand no longer reads as proven."""
    text = f"{par}:{','.join(str(code) for code in board)}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def proof_holds(level: TactricsLevel) -> bool:
    """The level's par carries the editor's proof for this very board, or the board and par
    are a shipped puzzle's (the project proves those): proof goes with the position, so a
    copy of a shipped puzzle, wherever it is saved, keeps its proven par."""
    if level.par is None:
        return False
    proof = par_proof(level.par, level.board)
    return level.par_proof == proof or proof in shipped_proofs()


@cache
def shipped_proofs() -> frozenset[str]:
    """`par_proof` of every shipped puzzle's par and board (read once)."""
    from game.core.paths import LEVELS

    folder = LEVELS / GAME_ID / "puzzles"
    proofs = set()
    for path in sorted(folder.glob("*.toml")):
        level = load_level(path)
        if level.par is not None and level.par_proven:
            proofs.add(par_proof(level.par, level.board))
    return frozenset(proofs)


def _read_par(top: Fields, mode: str | None) -> int | None:
    par = top.number("par", 0, MAX_PAR, None, required=mode == "puzzle")
    if par is not None and mode == "multiplayer":
        top.report('"par" is for puzzles only (this level has mode = "multiplayer")', "par")
    return par


def read_rows(top: Fields) -> Board | None:
    """The six row strings as a board, reporting each bad row or token on its own line."""
    rows = top.required("rows", list)
    if rows is None:
        return None
    before = len(top.problems)
    if len(rows) != len(ROW_LENGTHS):
        top.report(
            f'"rows" has {len(rows)} rows; the board has {len(ROW_LENGTHS)} '
            f"(A–F with {' '.join(map(str, ROW_LENGTHS))} cells)",
            "rows",
        )
    board: list[int] = []
    for index, row in enumerate(rows[: len(ROW_LENGTHS)]):
        board.extend(_read_row(top, index, row))
    if len(top.problems) > before:
        return None
    return tuple(board)


def _read_row(top: Fields, index: int, row: object) -> list[int]:
    letter = ROW_LETTERS[index]
    expected = ROW_LENGTHS[index]
    if not isinstance(row, str):
        top.report(f"row {letter} must be a string of tokens", "rows", index)
        return []
    tokens = row.split()
    if len(tokens) != expected:
        top.report(
            f"row {letter} has {len(tokens)} cells; it must have {expected} "
            f"({letter}1 … {letter}{expected})",
            "rows",
            index,
        )
        return []
    codes = []
    for cell, token in zip(row_cells(index), tokens, strict=True):
        try:
            codes.append(parse_piece(token))
        except ValueError as reason:
            top.report(f"row {letter}, {CELL_NAMES[cell]}: {reason}", "rows", index)
    return codes


def _check_pieces(top: Fields, board: Board, mode: str) -> None:
    counts: dict[int, list[int]] = {}
    for code in board:
        if code:
            counts.setdefault(piece_colour(code), [0, 0])[int(is_head(code))] += 1
    if not counts:
        top.report("the board has no pieces", "rows")
        return
    if mode == "puzzle":
        reason = unsolvable_reason(board)
        if reason is not None:
            top.report(f"this puzzle cannot be solved: {reason}", "rows")
        return
    _check_multiplayer_pieces(top, counts)


def _check_multiplayer_pieces(top: Fields, counts: dict[int, list[int]]) -> None:
    extra = [COLOURS[c] for c in counts if COLOURS[c] not in PLAYER_COLOURS]
    if extra:
        top.report(
            f"multiplayer layouts use the player colours {', '.join(PLAYER_COLOURS)} only, "
            f"not {', '.join(extra)}",
            "rows",
        )
    if len(counts) < 2:
        top.report("a multiplayer layout needs pieces of 2 to 4 colours", "rows")
    described = {
        colour: f"{colour_name(colour)} {heads} head{'s' * (heads != 1)} + "
        f"{tails} tail{'s' * (tails != 1)}"
        for colour, (tails, heads) in counts.items()
    }
    if len({tuple(pair) for pair in counts.values()}) > 1:
        listing = ", ".join(described[c] for c in sorted(described))
        top.report(f"every player must have the same pieces, but: {listing}", "rows")


def level_rows(board: Board) -> list[str]:
    """The board as the six row strings of a level file (tokens padded to line up)."""
    return [
        " ".join(piece_token(board[cell]).ljust(2) for cell in row_cells(row)).rstrip()
        for row in range(len(ROW_LENGTHS))
    ]


def level_text(
    name: str,
    board: Board,
    mode: str,
    par: int | None = None,
    par_proven: bool = True,
    description: str = "",
) -> str:
    """A level file as text, in the shape designers read (rows one per line)."""
    lines = [
        "format = 1",
        f'game = "{GAME_ID}"',
        f"name = {_quote(name)}",
    ]
    if description:
        lines.append(f"description = {_quote(description)}")
    lines.append(f'mode = "{mode}"')
    if par is not None:
        lines.append(f"par = {par}")
        if not par_proven:
            lines.append("par_proven = false  # the solver could not prove this is shortest")
    lines.append("rows = [")
    lines.extend(f'  "{row}",' for row in level_rows(board))
    lines.append("]")
    return "\n".join(lines) + "\n"


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
