"""The comments of a level file, kept when the editor writes the file again.

    comments = FileComments.read(original_text)
    text = comments.restore(render_text(data))

Kept where the structure allows: the comment lines above a key or a table header (found again
by the key's table and name, an array of tables by its position), a comment after a
one-line key, and the comments after each row of a board whose row count did not change
(in place of the row number the editor writes). An array of rows whose rows did not change
is written back exactly as the file had it (its spacing, column letters and comments), so a
file opened and saved unchanged keeps its bytes. The comment block at the top of the file is
the editor's `header` and is not repeated here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"""^\s*("[^"]*"|'[^']*'|[A-Za-z0-9_.-]+)\s*=""")
_ROW = re.compile(r'^(\s*"[^"]*",?)(\s*)(#.*)?$')
_EDITOR_ROW_NUMBER = re.compile(r"#\s*\d+\s*$")

Anchor = tuple[str, str]  # (table, key) — key "" for the table's header line


@dataclass(frozen=True)
class Line:
    """One line of a TOML file as the walker sees it."""

    number: int  # 0-based
    text: str
    kind: str  # "header", "key", "comment", "blank", "row", "other"
    anchor: Anchor | None = None
    row: int = -1  # the row's place in its array (kind "row")


def _code(text: str) -> Iterator[tuple[int, str]]:
    """(index, character) of a line outside its strings; a comment's "#" is the last."""
    quote = ""
    for index, char in enumerate(text):
        if quote:
            if char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        else:
            yield index, char
            if char == "#":
                return


def _bracket_depth(text: str) -> int:
    """How many brackets a line opens minus closes, outside strings and comments."""
    return sum((char in "[{") - (char in "]}") for _, char in _code(text))


def _trailing_comment(text: str) -> str:
    """The `  # …` after a value on a key line, with its spacing ("" when none)."""
    start = next((index for index, char in _code(text) if char == "#"), None)
    if start is None:
        return ""
    return text[len(text[:start].rstrip()) :].rstrip()


def _tail(lines: list[Line], skip_lines: int) -> list[str]:
    """The comment lines after the file's last key, header or row (the blank lines between
    them kept, those at the very end left out)."""
    tail: list[str] = []
    for line in reversed(lines):
        if line.number < skip_lines or line.kind not in ("comment", "blank"):
            break
        tail.insert(0, line.text.rstrip())
    while tail and not tail[-1]:
        tail.pop()
    return tail


def walk(text: str) -> Iterator[Line]:
    """Every line with its kind and the key or table it belongs to."""
    table = ""
    counts: dict[str, int] = {}
    depth = 0
    array_anchor: Anchor | None = None
    row = 0
    for number, line in enumerate(text.split("\n")):
        stripped = line.strip()
        if depth > 0:
            if array_anchor is not None and _ROW.match(line) and stripped.startswith('"'):
                yield Line(number, line, "row", array_anchor, row)
                row += 1
            else:
                yield Line(number, line, "other")
            depth += _bracket_depth(line)
            if depth <= 0:
                array_anchor = None
            continue
        if not stripped:
            yield Line(number, line, "blank")
            continue
        if stripped.startswith("#"):
            yield Line(number, line, "comment")
            continue
        header = _HEADER.match(line)
        if header and not _KEY.match(line):
            name = header.group(2)
            if header.group(1) == "[[":
                counts[name] = counts.get(name, -1) + 1
                name = f"{name}#{counts[name]}"
            table = name
            yield Line(number, line, "header", (table, ""))
            continue
        key = _KEY.match(line)
        if key:
            anchor = (table, key.group(1).strip("\"'"))
            yield Line(number, line, "key", anchor)
            depth = _bracket_depth(line)
            if depth > 0:
                array_anchor, row = anchor, 0
            continue
        yield Line(number, line, "other")


@dataclass
class FileComments:
    """The comments of one file by where they belong (see the module docstring)."""

    above: dict[Anchor, list[str]] = field(default_factory=dict)
    after: dict[Anchor, str] = field(default_factory=dict)
    rows: dict[Anchor, list[str]] = field(default_factory=dict)
    arrays: dict[Anchor, RowsArray] = field(default_factory=dict)
    tail: list[str] = field(default_factory=list)  # the comment lines that end the file

    @classmethod
    def read(cls, text: str, skip_lines: int = 0) -> FileComments:
        """The comments of `text`; the first `skip_lines` lines (the header) are left out."""
        comments = cls()
        block: list[str] = []
        for line in walk(text):
            if line.number < skip_lines:
                continue
            if line.kind == "comment":
                block.append(line.text.rstrip())
            elif line.kind == "blank":
                if block:
                    block = []  # a comment block cut off by a blank line belongs to no key
            elif line.kind in ("header", "key") and line.anchor is not None:
                if block:
                    comments.above[line.anchor] = block
                block = []
                if line.kind == "key" and _bracket_depth(line.text) == 0:
                    trailing = _trailing_comment(line.text)
                    if trailing:
                        comments.after[line.anchor] = trailing
            elif line.kind == "row" and line.anchor is not None:
                match = _ROW.match(line.text)
                comment = (match.group(3) or "") if match else ""
                comments.rows.setdefault(line.anchor, []).append(comment.rstrip())
                block = []
            else:
                block = []
        comments.arrays = {
            array.anchor: array for array in rows_arrays(text) if array.number >= skip_lines
        }
        comments.tail = _tail(list(walk(text)), skip_lines)
        return comments

    def restore(self, text: str) -> str:
        """`text` (as the editor renders it) with these comments put back, and the comment
        lines that ended the file at its end again."""
        kept = self._restore_lines(text)
        if self.tail:
            kept = kept.rstrip("\n") + "\n" + "\n".join(self.tail) + "\n"
        return kept

    def _restore_lines(self, text: str) -> str:
        lines = text.split("\n")
        out: list[str] = []
        row_counts = _row_counts(text)
        for line in walk(text):
            if line.kind in ("header", "key") and line.anchor in self.above:
                block = self.above[line.anchor]
                if out[-len(block) :] != block:
                    out.extend(block)
            shown = lines[line.number]
            if line.kind == "key" and line.anchor in self.after and "#" not in shown:
                if _bracket_depth(shown) == 0:
                    shown = f"{shown}{self.after[line.anchor]}"
            elif line.kind == "row" and line.anchor is not None:
                shown = self._row(shown, line, row_counts)
            out.append(shown)
        return self._keep_unchanged_arrays("\n".join(out))

    def _keep_unchanged_arrays(self, text: str) -> str:
        """Arrays of rows with the same rows as in the file: the file's own lines."""
        lines = text.split("\n")
        for array in reversed(rows_arrays(text)):
            kept = self.arrays.get(array.anchor)
            if kept is not None and kept.rows == array.rows:
                lines[array.number : array.end] = kept.lines
        return "\n".join(lines)

    def _row(self, shown: str, line: Line, row_counts: dict[Anchor, int]) -> str:
        assert line.anchor is not None
        kept = self.rows.get(line.anchor)
        if kept is None or len(kept) != row_counts.get(line.anchor) or not kept[line.row]:
            return shown
        match = _ROW.match(shown)
        if match is None:
            return shown
        if _EDITOR_ROW_NUMBER.fullmatch(kept[line.row]) and match.group(3):
            return shown  # the file had the editor's own row number: it stays in line
        spacing = match.group(2) or "  "
        return f"{match.group(1)}{spacing}{kept[line.row]}"


def _row_counts(text: str) -> dict[Anchor, int]:
    counts: dict[Anchor, int] = {}
    for line in walk(text):
        if line.kind == "row" and line.anchor is not None:
            counts[line.anchor] = counts.get(line.anchor, 0) + 1
    return counts


@dataclass(frozen=True)
class RowsArray:
    """An array of row strings in a file: where it is, its rows as tokens and its lines."""

    anchor: Anchor
    number: int  # 0-based line of its key
    end: int  # the line after its closing bracket
    rows: tuple[tuple[str, ...], ...]
    lines: tuple[str, ...]


def rows_arrays(text: str) -> list[RowsArray]:
    """Every multi-line array of row strings in `text`, in order."""
    lines = text.split("\n")
    walked = list(walk(text))
    found: list[RowsArray] = []
    for line in walked:
        if line.kind != "key" or line.anchor is None or _bracket_depth(line.text) <= 0:
            continue
        end = _array_end(lines, line.number)
        rows = tuple(
            _row_tokens(inner.text)
            for inner in walked[line.number + 1 : end]
            if inner.kind == "row"
        )
        if rows:
            found.append(
                RowsArray(line.anchor, line.number, end, rows, tuple(lines[line.number : end]))
            )
    return found


def _row_tokens(text: str) -> tuple[str, ...]:
    match = _ROW.match(text)
    quoted = match.group(1).strip().rstrip(",") if match else '""'
    return tuple(quoted[1:-1].split())


def _array_end(lines: list[str], start: int) -> int:
    """The line after the bracket that closes the array opened on line `start`."""
    depth = 0
    for number in range(start, len(lines)):
        depth += _bracket_depth(lines[number])
        if depth <= 0:
            return number + 1
    return len(lines)
