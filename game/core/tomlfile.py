"""Reading TOML with the line of every key and array element, and writing it atomically.

`tomllib` gives values but no positions. Designers need `path:line: message`, so after a
successful parse a small scanner walks the same text and records where each key, table and
array element starts. The scanner only has to understand valid TOML, because it runs after
`tomllib` accepted the text.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from game.core.problems import Problem, ProblemsFound

KeyPath = tuple[str | int, ...]

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_DECODE_POSITION = re.compile(r"\(at line (\d+), column (\d+)\)")
_DECODE_END = re.compile(r"\(at end of document\)")


@dataclass
class TomlDocument:
    """A parsed TOML file: its data, and the line where each key path starts."""

    path: str
    data: dict[str, Any]
    lines: dict[KeyPath, int] = field(default_factory=dict)
    line_count: int = 1

    def line_of(self, *keys: str | int) -> int:
        """Line of the key path, or of its nearest ancestor that has one (1 at worst)."""
        path: KeyPath = tuple(keys)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return 1

    def problem(self, keys: Iterable[str | int], message: str) -> Problem:
        return Problem(self.path, self.line_of(*keys), message)


def load_toml(path: str | os.PathLike[str], display: str | None = None) -> TomlDocument:
    """Read a TOML file; raise ProblemsFound with a `path:line` message if it cannot be."""
    shown = display if display is not None else str(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise ProblemsFound([Problem(shown, 1, "file not found")]) from None
    except IsADirectoryError:
        raise ProblemsFound([Problem(shown, 1, "is a folder, not a file")]) from None
    except OSError as error:
        raise ProblemsFound([Problem(shown, 1, f"cannot read: {error.strerror}")]) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise ProblemsFound([Problem(shown, line, "not UTF-8 text")]) from None
    return parse_toml(text, shown)


def parse_toml(text: str, path: str = "<text>") -> TomlDocument:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ProblemsFound([_decode_problem(error, text, path)]) from None
    document = TomlDocument(path, data, line_count=text.count("\n") + 1)
    # Positions are a courtesy: the data itself is already valid.
    with contextlib.suppress(IndexError, ValueError):
        _Scanner(text, document.lines).scan()
    return document


def _decode_problem(error: tomllib.TOMLDecodeError, text: str, path: str) -> Problem:
    message = str(error)
    match = _DECODE_POSITION.search(message)
    if match:
        line = int(match.group(1))
        message = message[: match.start()].strip()
    else:
        line = text.count("\n") + 1 if _DECODE_END.search(message) else 1
        message = _DECODE_END.sub("", message).strip()
    return Problem(path, line, f"TOML syntax error: {message}")


def write_toml_atomic(path: str | os.PathLike[str], data: dict[str, Any]) -> None:
    """Write TOML so that a crash leaves either the old file or the new one, never half."""
    write_text_atomic(path, tomli_w.dumps(data, multiline_strings=False))


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class _Scanner:
    """Records the starting line of every key, table header and array element."""

    def __init__(self, text: str, lines: dict[KeyPath, int]):
        self.text = text
        self.pos = 0
        self.line = 1
        self.lines = lines
        self.array_table_index: dict[KeyPath, int] = {}
        self.table: KeyPath = ()

    def scan(self) -> None:
        while self.pos < len(self.text):
            self._skip_blank(newlines=True)
            if self.pos >= len(self.text):
                break
            if self.text.startswith("[[", self.pos):
                self._advance(2)
                self._array_table_header()
            elif self.text[self.pos] == "[":
                self._advance(1)
                self._table_header()
            else:
                self._key_value(self.table)
            self._skip_to_line_end()

    def _advance(self, count: int) -> None:
        chunk = self.text[self.pos : self.pos + count]
        self.line += chunk.count("\n")
        self.pos += count

    def _peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def _skip_blank(self, newlines: bool) -> None:
        while self.pos < len(self.text):
            char = self.text[self.pos]
            if char in " \t\r" or (newlines and char == "\n"):
                self._advance(1)
            elif char == "#":
                end = self.text.find("\n", self.pos)
                self._advance((end if end >= 0 else len(self.text)) - self.pos)
            else:
                return

    def _skip_to_line_end(self) -> None:
        end = self.text.find("\n", self.pos)
        self._advance((end if end >= 0 else len(self.text)) - self.pos)

    def _resolve(self, keys: list[str]) -> KeyPath:
        """Table path with the current index of every array of tables on the way."""
        resolved: list[str | int] = []
        for key in keys:
            resolved.append(key)
            index = self.array_table_index.get(tuple(resolved))
            if index is not None:
                resolved.append(index)
        return tuple(resolved)

    def _table_header(self) -> None:
        line = self.line
        keys = self._key()
        self.table = self._resolve(keys)
        for depth in range(1, len(self.table) + 1):
            self.lines.setdefault(self.table[:depth], line)

    def _array_table_header(self) -> None:
        line = self.line
        keys = self._key()
        parent = self._resolve(keys[:-1])
        array_path = (*parent, keys[-1])
        index = self.array_table_index.get(array_path, -1) + 1
        self.array_table_index[array_path] = index
        self.lines.setdefault(array_path, line)
        self.table = (*array_path, index)
        self.lines[self.table] = line

    def _key(self) -> list[str]:
        parts: list[str] = []
        while True:
            self._skip_blank(newlines=False)
            char = self._peek()
            if char in "\"'":
                parts.append(self._string())
            else:
                match = _BARE_KEY.match(self.text, self.pos)
                if not match:
                    raise ValueError("key expected")
                parts.append(match.group())
                self._advance(len(match.group()))
            self._skip_blank(newlines=False)
            if self._peek() != ".":
                return parts
            self._advance(1)

    def _key_value(self, table: KeyPath) -> None:
        line = self.line
        path = (*table, *self._key())
        for depth in range(len(table) + 1, len(path) + 1):
            self.lines.setdefault(path[:depth], line)
        self._skip_blank(newlines=False)
        if self._peek() != "=":
            raise ValueError("= expected")
        self._advance(1)
        self._skip_blank(newlines=False)
        self._value(path)

    def _value(self, path: KeyPath) -> None:
        self.lines.setdefault(path, self.line)
        char = self._peek()
        if char == "[":
            self._advance(1)
            self._array(path)
        elif char == "{":
            self._advance(1)
            self._inline_table(path)
        elif char in "\"'":
            self._string()
        else:
            while self.pos < len(self.text) and self.text[self.pos] not in ",]}\n#":
                self._advance(1)

    def _array(self, path: KeyPath) -> None:
        index = 0
        while True:
            self._skip_blank(newlines=True)
            if self._peek() == "]":
                self._advance(1)
                return
            self._value((*path, index))
            index += 1
            self._skip_blank(newlines=True)
            if self._peek() == ",":
                self._advance(1)

    def _inline_table(self, path: KeyPath) -> None:
        while True:
            self._skip_blank(newlines=False)
            if self._peek() == "}":
                self._advance(1)
                return
            self._key_value(path)
            self._skip_blank(newlines=False)
            if self._peek() == ",":
                self._advance(1)

    def _string(self) -> str:
        quote = self.text[self.pos]
        triple = quote * 3
        if self.text.startswith(triple, self.pos):
            end = self.text.index(triple, self.pos + 3)
            while self.text.startswith(quote, end + 3):
                end += 1
            value = self.text[self.pos + 3 : end]
            self._advance(end + 3 - self.pos)
            return value
        start = self.pos + 1
        index = start
        while self.text[index] != quote:
            index += 2 if quote == '"' and self.text[index] == "\\" else 1
        value = self.text[start:index]
        self._advance(index + 1 - self.pos)
        return value
