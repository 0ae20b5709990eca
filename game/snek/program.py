"""Snek programs: ordered 7×7 patterns, their tokens, one check for files and the editor.

A pattern is drawn with the snek's head in the centre. Every other cell is "any" (None) or
a rule: an element the cell must hold (normal), may hold (optional, `?` suffix) or must not
hold (must-not, `!` prefix). Files and the editor share `program_issues`, so a pattern the
editor refuses is refused by `validate` with the same words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import tomli_w

from game.core.fields import Fields, top_fields
from game.core.problems import ProblemsFound
from game.core.tomlfile import TomlDocument

GAME_ID = "snek"
SIZE = 7
CENTRE = SIZE // 2
MAX_PATTERNS = 32
MAX_NAME = 40  # what a file may hold (older sneks); typing stops at NAME_LIMIT
NAME_LIMIT = 16  # a name typed in the editor: every layout holds it whole
MAX_DESCRIPTION = 400
MOVES = ("U", "R", "D", "L")  # clockwise order: rotating a pattern a quarter turn steps this

EMPTY, WALL, OWN_BODY, OWN_TAIL, ENEMY_HEAD, ENEMY_BODY, ENEMY_TAIL = range(7)
ELEMENTS = (EMPTY, WALL, OWN_BODY, OWN_TAIL, ENEMY_HEAD, ENEMY_BODY, ENEMY_TAIL)
ELEMENT_NAMES = (
    "empty",
    "wall",
    "own body",
    "own tail",
    "enemy head",
    "enemy body",
    "enemy tail",
)
ELEMENT_TOKENS = ("_", "#", "B", "T", "h", "b", "t")
ANY_TOKEN = "."
HEAD_TOKEN = "H"

NORMAL, OPTIONAL, MUST_NOT = range(3)
MODE_NAMES = ("normal", "optional", "must not")

DEFAULT_COLOUR = "#2e9d4f"
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


@dataclass(frozen=True)
class Rule:
    """What one pattern cell asks of the arena."""

    element: int
    mode: int = NORMAL

    @property
    def token(self) -> str:
        base = ELEMENT_TOKENS[self.element]
        if self.mode == OPTIONAL:
            return base + "?"
        if self.mode == MUST_NOT:
            return "!" + base
        return base

    def describe(self) -> str:
        name = ELEMENT_NAMES[self.element]
        if self.mode == OPTIONAL:
            return f"{name} (optional)"
        if self.mode == MUST_NOT:
            return f"not {name}"
        return name


Grid = tuple[tuple[Rule | None, ...], ...]  # [row][column]; the centre is the head (None)


@dataclass(frozen=True)
class Pattern:
    move: str
    grid: Grid

    def rules(self) -> list[tuple[int, int, Rule]]:
        """(dx, dy, rule) for every cell that is not "any", dx/dy relative to the head."""
        return [
            (column - CENTRE, row - CENTRE, rule)
            for row, cells in enumerate(self.grid)
            for column, rule in enumerate(cells)
            if rule is not None
        ]


@dataclass(frozen=True)
class Program:
    name: str
    patterns: tuple[Pattern, ...] = ()
    colour: str = DEFAULT_COLOUR
    description: str = ""


@dataclass(frozen=True)
class Issue:
    """A problem of a program: which pattern (None: the program) and row, in words."""

    message: str
    pattern: int | None = None
    row: int | None = None
    key: str = ""


def empty_grid() -> Grid:
    return tuple(tuple(None for _ in range(SIZE)) for _ in range(SIZE))


def parse_token(token: str) -> Rule | None:
    """`.` → None (any); `t?` → optional enemy tail; `!#` → must not be wall.

    Raises ValueError in words for anything else, the head included (see parse_row).
    """
    if token == ANY_TOKEN:
        return None
    mode = NORMAL
    base = token
    if base.startswith("!"):
        mode, base = MUST_NOT, base[1:]
    if base.endswith("?"):
        if mode == MUST_NOT:
            raise ValueError(f'"{token}": a cell is optional (?) or must-not (!), not both')
        mode, base = OPTIONAL, base[:-1]
    if base in ELEMENT_TOKENS:
        return Rule(ELEMENT_TOKENS.index(base), mode)
    if base == HEAD_TOKEN:
        raise ValueError(f'"{token}": H (your head) belongs in the centre only')
    raise ValueError(
        f'unknown token "{token}" (use . _ # B T h b t, with ? for optional or ! for must-not)'
    )


def parse_rows(rows: list[str]) -> tuple[Grid | None, list[Issue]]:
    """A 7×7 grid from row strings; every problem with its row number (from 0)."""
    issues: list[Issue] = []
    if len(rows) != SIZE:
        issues.append(Issue(f"a pattern has {SIZE} rows, not {len(rows)}", key="rows"))
    grid: list[tuple[Rule | None, ...]] = []
    for row_index, row in enumerate(rows[:SIZE]):
        tokens = row.split()
        if len(tokens) != SIZE:
            issues.append(
                Issue(f"row {row_index + 1} has {len(tokens)} cells, not {SIZE}", row=row_index)
            )
            grid.append(tuple(None for _ in range(SIZE)))
            continue
        cells: list[Rule | None] = []
        for column, token in enumerate(tokens):
            if (row_index, column) == (CENTRE, CENTRE):
                if token != HEAD_TOKEN:
                    issues.append(
                        Issue(f'the centre (row 4, cell 4) must be H, not "{token}"', row=row_index)
                    )
                cells.append(None)
                continue
            try:
                cells.append(parse_token(token))
            except ValueError as reason:
                issues.append(
                    Issue(f"row {row_index + 1}, cell {column + 1}: {reason}", row=row_index)
                )
                cells.append(None)
        grid.append(tuple(cells))
    if issues:
        return None, issues
    return tuple(grid), []


def row_text(grid: Grid, row: int, width: int = 1) -> str:
    """One pattern row as tokens, each padded to `width` so the columns line up."""
    tokens = []
    for column, rule in enumerate(grid[row]):
        if (row, column) == (CENTRE, CENTRE):
            tokens.append(HEAD_TOKEN)
        else:
            tokens.append(ANY_TOKEN if rule is None else rule.token)
    return " ".join(token.ljust(width) for token in tokens).rstrip()


def token_width(grid: Grid) -> int:
    return max((len(rule.token) for cells in grid for rule in cells if rule is not None), default=1)


def shadowed_warning(program: Program) -> str:
    """Words for an empty pattern above others ("" when there is none): a pattern with no
    cells fits whenever one of its moves is free, so the patterns below it never fire."""
    for index, pattern in enumerate(program.patterns[:-1]):
        if not pattern.rules():
            first, last = index + 2, len(program.patterns)
            which = (
                f"pattern {first} never fires"
                if first == last
                else (f"patterns {first}–{last} never fire")
            )
            return f"Pattern {index + 1} has no cells, so it always fits: {which}."
    return ""


MOVE_STEPS = {"U": (0, -1), "R": (1, 0), "D": (0, 1), "L": (-1, 0)}
MOVE_WORDS = {"U": "up", "R": "right", "D": "down", "L": "left"}
BLOCKING = (WALL, OWN_BODY, ENEMY_HEAD, ENEMY_BODY)  # a move into any of these is illegal


def blocked_move(pattern: Pattern) -> str | None:
    """The element a pattern asks for in the very cell its move goes into when a move
    there is illegal (a wall, a body, an enemy head): the pattern then never fires."""
    dx, dy = MOVE_STEPS.get(pattern.move, (0, 0))
    if (dx, dy) == (0, 0):
        return None
    rule = pattern.grid[CENTRE + dy][CENTRE + dx]
    if rule is not None and rule.mode == NORMAL and rule.element in BLOCKING:
        return ELEMENT_NAMES[rule.element]
    return None


def blocked_move_warnings(program: Program) -> list[str]:
    """Words for each pattern that moves into a cell it asks to hold a wall, a body or an
    enemy head: such a move is illegal, so the pattern never fires (RULINGS §4)."""
    warnings = []
    for index, pattern in enumerate(program.patterns):
        if (element := blocked_move(pattern)) is not None:
            warnings.append(
                f"Pattern {index + 1} never fires: its move ({MOVE_WORDS[pattern.move]}) is "
                f"into the {element} it asks for."
            )
    return warnings


def program_warnings(program: Program) -> list[str]:
    """What may be saved but does not do what it looks like (the editor shows these)."""
    shadowed = shadowed_warning(program)
    return blocked_move_warnings(program) + ([shadowed] if shadowed else [])


def program_issues(program: Program) -> list[Issue]:
    """Everything that keeps a program out of a battle (the editor and files share this)."""
    issues: list[Issue] = []
    if not program.name.strip():
        issues.append(Issue("a snek needs a name", key="name"))
    elif len(program.name) > MAX_NAME:
        issues.append(Issue(f"a name has at most {MAX_NAME} characters", key="name"))
    if not _COLOUR.fullmatch(program.colour):
        issues.append(Issue(f'colour "{program.colour}" is not like "#2e9d4f"', key="colour"))
    if len(program.patterns) > MAX_PATTERNS:
        issues.append(
            Issue(
                f"a snek has 0 to {MAX_PATTERNS} patterns, not {len(program.patterns)}",
                key="patterns",
            )
        )
    for index, pattern in enumerate(program.patterns[: MAX_PATTERNS + 1]):
        issues.extend(_pattern_issues(index, pattern))
    return issues


def _pattern_issues(index: int, pattern: Pattern) -> list[Issue]:
    issues = []
    if pattern.move not in MOVES:
        issues.append(
            Issue(
                f'pattern {index + 1}: move "{pattern.move}" is not U, D, L or R',
                index,
                None,
                "move",
            )
        )
    if len(pattern.grid) != SIZE or any(len(row) != SIZE for row in pattern.grid):
        issues.append(Issue(f"pattern {index + 1} is not {SIZE}×{SIZE}", index, None, "rows"))
    elif pattern.grid[CENTRE][CENTRE] is not None:
        issues.append(Issue(f"pattern {index + 1}: the centre is your head", index, CENTRE, "rows"))
    return issues


def program_text(program: Program) -> str:
    """The program as a TOML file in the documented layout (one row string per line)."""
    header = {"format": 1, "game": GAME_ID, "name": program.name, "colour": program.colour}
    if program.description:
        header["description"] = program.description
    lines = tomli_w.dumps(header).splitlines()
    for pattern in program.patterns:
        lines += ["", "[[patterns]]", f'move = "{pattern.move}"', "rows = ["]
        width = token_width(pattern.grid)
        lines += [f'  "{row_text(pattern.grid, row, width)}",' for row in range(SIZE)]
        lines.append("]")
    return "\n".join(lines) + "\n"


# --- reading files -----------------------------------------------------------------------

PROGRAM_KEYS = {"format", "game", "name", "colour", "description", "patterns"}
PATTERN_KEYS = {"move", "rows"}


def program_from_document(document: TomlDocument) -> Program:
    """Build a Program, or raise ProblemsFound listing every problem with its line."""
    top = top_fields(document, GAME_ID, PROGRAM_KEYS)
    problems = top.problems
    name = top.required("name", str)
    colour = top.optional("colour", str, DEFAULT_COLOUR)
    description = top.optional("description", str, "")
    if len(description) > MAX_DESCRIPTION:
        top.report(f"a description has at most {MAX_DESCRIPTION} characters", "description")
    tables = top.optional("patterns", list, [])
    patterns: list[Pattern] = []
    for index, table in enumerate(tables[: MAX_PATTERNS + 1]):
        pattern = _read_pattern(top, index, table)
        if pattern is not None:
            patterns.append(pattern)
    if name is not None:
        for issue in program_issues(Program(name, (), colour)):
            problems.append(document.problem((issue.key,), issue.message))
    if len(tables) > MAX_PATTERNS:
        top.report(f"a snek has 0 to {MAX_PATTERNS} patterns, not {len(tables)}", "patterns")
    if problems or name is None:
        raise ProblemsFound(problems)
    return Program(name, tuple(patterns), colour, description)


def _read_pattern(top: Fields, index: int, table: object) -> Pattern | None:
    label = f"patterns[{index + 1}]"
    if not isinstance(table, dict):
        top.report(f"pattern {index + 1} must be a table with move and rows", "patterns", index)
        return None
    entry = top.child("patterns", {}, "").child(index, table, label)
    entry.refuse_unknown(PATTERN_KEYS)
    move = entry.required("move", str)
    rows = entry.required("rows", list)
    if move is not None and move.upper() not in MOVES:
        entry.report(f'pattern {index + 1}: move "{move}" is not U, D, L or R', "move")
        move = None
    if rows is None:
        return None
    if not all(isinstance(row, str) for row in rows):
        entry.report(f"pattern {index + 1}: rows must be strings of 7 tokens", "rows")
        return None
    grid, issues = parse_rows(rows)
    for issue in issues:
        keys = ("rows",) if issue.row is None else ("rows", issue.row)
        entry.report(f"pattern {index + 1}: {issue.message}", *keys)
    if grid is None or move is None:
        return None
    return Pattern(move.upper(), grid)
