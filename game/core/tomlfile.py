"""Reading TOML with the line of every key and array element, and writing it atomically.

`tomllib` gives values but no positions. Designers need `path:line: message`, so after a
successful parse a small scanner walks the same text and records where each key, table and
array element starts. The scanner only has to understand valid TOML, because it runs after
`tomllib` accepted the text.

Every user file is hostile until read: `read_user_file` opens regular files only (never a
FIFO, a device or a folder) and reads at most MAX_FILE_BYTES; `parse_toml` turns every way
`tomllib` can fail (syntax, integers beyond Python's digit limit, nesting that exhausts the
stack) into `path:line: message`, refuses what would make parsing slower than linear (keys
with very many dotted parts), integers outside TOML's 64 bits and text that cannot be shown
(a control character — NUL, a line break, ESC … — in any string or key).

The same module is the one safe way to the player's other files and folders: `load_json`
(the replay index), `user_files` (an iterative, bounded walk that never follows a link out
of the folder walked) and `read_user_file(..., follow_links=False)` for copies.
tests/test_hostile_files_2.py checks that no other module reads user data raw.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import tempfile
import threading
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from game.core.problems import UNPRINTABLE, WHOLE_FILE, Problem, ProblemsFound, printable

KeyPath = tuple[str | int, ...]

MAX_FILE_BYTES = 1_000_000
MAX_NESTING = 32  # arrays and tables inside each other
MAX_KEY_PARTS = 12  # a.b.c…: tomllib takes time quadratic in the parts of each key; a kit
# draft nests its tables up to 9 deep (an Antisocial swap in an undo step: game/table/drafts.py)
MAX_FOLDER_DEPTH = 8  # folders inside the folder walked
MAX_FOLDER_ENTRIES = 5000  # names looked at by one walk
INT64 = (-(2**63), 2**63 - 1)

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_DECODE_POSITION = re.compile(r"\(at line (\d+), column (\d+)\)")
_DECODE_END = re.compile(r"\(at end of document\)")
_LONG_DIGITS = re.compile(r"[0-9][0-9_]{4000,}")
# A key (at a line start, in a header or in an inline table) with too many dotted parts.
_KEY_PART = r"""(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')[ \t]*\.[ \t]*"""
_DOTTED_KEY = re.compile(rf"(?:^[ \t]*\[*|[{{,])[ \t]*(?:{_KEY_PART}){{{MAX_KEY_PARTS},}}")
# Temporaries of write_bytes_atomic: "." + target name + "." + 8 random characters + ".tmp"
# (without ".tmp" before issue 8).
_TEMPORARY = re.compile(r"\..+\.toml\.[a-z0-9_]{8}(\.tmp)?")


@dataclass
class TomlDocument:
    """A parsed TOML file: its data, and the line where each key path starts."""

    path: str
    data: dict[str, Any]
    lines: dict[KeyPath, int] = field(default_factory=dict)
    line_count: int = 1
    text: str = ""  # the text parsed: a second read of the file could find another one

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


def read_user_file(
    path: str | os.PathLike[str],
    cap: int = MAX_FILE_BYTES,
    display: str | None = None,
    follow_links: bool = True,
) -> bytes:
    """The bytes of a regular file of at most `cap` bytes; ProblemsFound otherwise (about the
    file as a whole: no line, "path: file not found").

    Never blocks on a FIFO and never reads a device or more than `cap` bytes; with
    `follow_links=False` a symlink is refused too (what a copy reads: never another file).
    """
    shown = display if display is not None else str(path)

    def refuse(message: str) -> ProblemsFound:
        return ProblemsFound([Problem(shown, WHOLE_FILE, message)])

    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
    if not follow_links:
        if os.path.islink(path):
            raise refuse("is a link to another file; it is not copied")
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        raise refuse("file not found") from None
    except IsADirectoryError:
        raise refuse("is a folder, not a file") from None
    except (OSError, ValueError) as error:  # ValueError: a NUL character in the path
        raise refuse(f"cannot read: {getattr(error, 'strerror', None) or error}") from None
    status = os.fstat(handle)
    problem = None
    if stat.S_ISDIR(status.st_mode):
        problem = "is a folder, not a file"
    elif not stat.S_ISREG(status.st_mode):
        problem = "not a regular file (a device, a pipe or a socket)"
    elif status.st_size > cap:
        problem = _too_large(status.st_size, cap)
    if problem:
        os.close(handle)
        raise refuse(problem)
    with os.fdopen(handle, "rb") as stream:
        try:
            raw = stream.read(cap + 1)
        except OSError as error:
            raise refuse(f"cannot read: {error.strerror}") from None
    if len(raw) > cap:
        raise refuse(_too_large(len(raw), cap))
    return raw


def _too_large(size: int, cap: int) -> str:
    return f"the file is larger than {cap / 1_000_000:g} MB ({size:,} bytes); nothing was read"


def load_toml(path: str | os.PathLike[str], display: str | None = None) -> TomlDocument:
    """Read a TOML file; raise ProblemsFound with a `path:line` message if it cannot be."""
    shown = display if display is not None else str(path)
    raw = read_user_file(path, display=shown)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise ProblemsFound([Problem(shown, line, "not UTF-8 text")]) from None
    return parse_toml(text, shown)


def load_json(path: str | os.PathLike[str]) -> Any:
    """A small JSON file the program wrote (the replay index), read as safely as TOML:
    ProblemsFound when it is not a regular file, too large, not UTF-8, not JSON or nested
    deeper than MAX_NESTING."""
    shown = str(path)
    raw = read_user_file(path, display=shown)
    if _json_depth(raw) > MAX_NESTING:
        message = f"arrays or objects are nested more than {MAX_NESTING} deep"
        raise ProblemsFound([Problem(shown, 1, message)])
    try:
        return json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as error:
        raise ProblemsFound([Problem(shown, 1, f"not JSON: {printable(str(error))}")]) from None


def _json_depth(raw: bytes) -> int:
    """How deep brackets nest, counted without parsing (brackets in strings count too: a
    file the program wrote never comes near the limit)."""
    depth = deepest = 0
    for match in re.finditer(rb"[\[\]{}]", raw):
        depth += 1 if match.group() in (b"[", b"{") else -1
        deepest = max(deepest, depth)
        if deepest > MAX_NESTING:
            break
    return deepest


def user_files(
    root: str | os.PathLike[str],
    suffix: str = ".toml",
    depth: int = MAX_FOLDER_DEPTH,
    most: int = MAX_FOLDER_ENTRIES,
) -> list[Path]:
    """The files named `*suffix` under `root`, sorted, found without recursion: at most
    `depth` folders deep and `most` names looked at; a link to a folder is never entered and
    a link to a file is kept only when it leads to a file inside `root`. Never raises."""
    try:
        top = Path(root).resolve()
    except (OSError, RuntimeError, ValueError):
        return []
    found: list[Path] = []
    pending: list[tuple[Path, int]] = [(Path(root), 0)]
    seen = 0
    while pending and seen < most:
        folder, level = pending.pop()
        for entry in _entries(folder, most - seen):
            seen += 1
            if _is_folder(entry) and level < depth:
                pending.append((Path(entry.path), level + 1))
            elif entry.name.endswith(suffix) and _is_file_within(entry, top):
                found.append(Path(entry.path))
    return sorted(found)


def _entries(folder: Path, most: int) -> list[os.DirEntry[str]]:
    try:
        with os.scandir(folder) as listing:
            return [entry for entry, _ in zip(listing, range(most), strict=False)]
    except OSError:
        return []


def _is_folder(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def _is_file_within(entry: os.DirEntry[str], top: Path) -> bool:
    """A file that is not a link, or a link to a file inside `top`; special files are kept
    (the reader refuses them with a message)."""
    try:
        if not entry.is_symlink():
            return not entry.is_dir(follow_symlinks=False)
        target = Path(entry.path).resolve()
        return target.is_relative_to(top) and not target.is_dir()
    except (OSError, RuntimeError, ValueError):
        return False


def parse_toml(text: str, path: str = "<text>") -> TomlDocument:
    dotted = _long_dotted_key(text)
    if dotted:
        message = f"a key has more than {MAX_KEY_PARTS} dotted parts"
        raise ProblemsFound([Problem(path, dotted, message)])
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ProblemsFound([_decode_problem(error, text, path)]) from None
    except ValueError:  # an integer beyond Python's limit of digits
        digits = _LONG_DIGITS.search(text)
        line = _line_at(text, digits.start()) if digits else 1
        message = "this number is too long: whole numbers must fit in 64 bits"
        raise ProblemsFound([Problem(path, line, message)]) from None
    except RecursionError:
        message = f"arrays or tables are nested more than {MAX_NESTING} deep"
        raise ProblemsFound([Problem(path, _deepest_line(text), message)]) from None
    document = TomlDocument(path, data, line_count=text.count("\n") + 1, text=text)
    # Positions are a courtesy: the data itself is already valid.
    with contextlib.suppress(IndexError, ValueError, RecursionError):
        _Scanner(text, document.lines).scan()
    problems = _shape_problems(document)
    if problems:
        raise ProblemsFound(problems)
    return document


def _long_dotted_key(text: str) -> int | None:
    """The line of the first key with more than MAX_KEY_PARTS parts (a key is on one line)."""
    for number, line in enumerate(text.split("\n"), 1):
        if line.count(".") >= MAX_KEY_PARTS and _DOTTED_KEY.search(line):
            return number
    return None


def _line_at(text: str, position: int) -> int:
    return text.count("\n", 0, position) + 1


def _deepest_line(text: str) -> int:
    """The line where brackets first nest deeper than MAX_NESTING (strings roughly skipped)."""
    depth, line, quote = 0, 1, ""
    for char in text:
        if char == "\n":
            line += 1
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char in "[{":
            depth += 1
            if depth > MAX_NESTING:
                return line
        elif char in "]}":
            depth -= 1
    return 1


def _shape_problems(document: TomlDocument) -> list[Problem]:
    """Nesting deeper than MAX_NESTING, integers beyond 64 bits and control characters in
    strings and keys, each on its line."""
    problems: list[Problem] = []
    pending: list[tuple[KeyPath, Any]] = [((), document.data)]
    while pending:
        keys, value = pending.pop()
        if keys and isinstance(keys[-1], str) and UNPRINTABLE.search(keys[-1]):
            problems.append(document.problem(keys, _unprintable("a key", keys[-1])))
        if isinstance(value, str) and UNPRINTABLE.search(value):
            problems.append(document.problem(keys, _unprintable(_named(keys), value)))
        elif isinstance(value, dict | list):
            if len(keys) >= MAX_NESTING:
                message = f"arrays or tables are nested more than {MAX_NESTING} deep"
                problems.append(document.problem(keys, message))
                continue
            items = value.items() if isinstance(value, dict) else enumerate(value)
            pending.extend(((*keys, key), item) for key, item in items)
        elif isinstance(value, int) and not INT64[0] <= value <= INT64[1]:
            message = "this number is too large: whole numbers must fit in 64 bits"
            problems.append(document.problem(keys, message))
    return problems


def _named(keys: KeyPath) -> str:
    """A key path as a message names it: `players[1].name`."""
    named = ""
    for key in keys:
        named += f"[{key}]" if isinstance(key, int) else f".{printable(str(key))}"
    return f'"{named.lstrip(".")}"' if named else "the file"


def _unprintable(what: str, text: str) -> str:
    character = printable(UNPRINTABLE.search(text).group())  # type: ignore[union-attr]
    return (
        f"{what} holds a control character ({character}): names and texts must be printable "
        "and on one line"
    )


def _decode_problem(error: tomllib.TOMLDecodeError, text: str, path: str) -> Problem:
    message = str(error)
    match = _DECODE_POSITION.search(message)
    if match:
        line = int(match.group(1))
        message = message[: match.start()].strip()
    else:
        line = text.count("\n") + 1 if _DECODE_END.search(message) else 1
        message = _DECODE_END.sub("", message).strip()
    return Problem(path, line, f"TOML syntax error: {plain_toml_words(message)}")


# tomllib's words (its message start, or its pattern) -> what a designer reads; {0}: the
# character or name tomllib quoted
_TOML_WORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), words)
    for pattern, words in (
        (
            r"^Illegal character '\\n'",
            'a text in quotes is not closed before the line ends (add the closing ")',
        ),
        (r"^Illegal character (.*)", "a text holds the control character {0}: remove it"),
        (r"^Unterminated string", "a text in quotes is never closed"),
        (
            r"^Unescaped '\\' in a string",
            "a \\ in a text must be written \\\\ (or use 'single quotes')",
        ),
        (r"^(Invalid hex value|Escaped character)", "a \\u code in a text is not a character"),
        (r"^Expected '=' after a key", "a name must be followed by = and its value"),
        (
            r"^Invalid value",
            "the value after = is none of: a number, a text in quotes, true or false, "
            "a list [ ] or a table { }",
        ),
        (r"^Invalid statement", "this line is neither name = value nor a [section] heading"),
        (r"^Invalid initial character for a key", "a name may hold letters, digits, _ and - only"),
        (r"^Unclosed array", "a list [ … ] is not closed with ] (or lacks a comma between values)"),
        (r"^Unclosed inline table", "a table { … } is not closed with } (or lacks a comma)"),
        (r"^Expected ']]'", "a [[section]] heading is not closed with ]]"),
        (r"^Expected ']'", "a [section] heading is not closed with ]"),
        (
            r"^Expected '?newline or end of document",
            "something follows the value: put one name = value on each line",
        ),
        (r"^Expected (.*)", "{0} is missing here"),
        (r"^Found invalid character (.*)", "{0} after a value: put one name = value on each line"),
        (r"^Cannot declare (.*) twice", "the section [{0}] is written twice"),
        (
            r"^(Cannot overwrite a value|Duplicate inline table key)",
            "a name is given a value twice",
        ),
        (r"^Cannot (mutate immutable|redefine) namespace (.*)", "{1} is given a value twice"),
        (r"^Invalid date or datetime", "this date or time does not exist"),
    )
)


def _key_words(part: str) -> str:
    """A key tomllib wrote as a tuple ("('grid', 'A')") as the file writes it: grid.A."""
    if part.startswith("("):
        return ".".join(re.findall(r"'([^']*)'", part)) or part
    return part


def plain_toml_words(message: str) -> str:
    """tomllib's message about a syntax error said in plain words (its own when unknown)."""
    for pattern, words in _TOML_WORDS:
        found = pattern.match(message)
        if found:
            parts = [printable(_key_words(part)) for part in found.groups()]
            return words.format(*parts) if parts else words
    return printable(message)


def write_toml_atomic(path: str | os.PathLike[str], data: dict[str, Any]) -> None:
    """Write TOML so that a crash leaves either the old file or the new one, never half."""
    write_bytes_atomic(path, toml_bytes(data))


def toml_bytes(data: dict[str, Any]) -> bytes:
    """`data` as the TOML text `write_toml_atomic` writes, encoded."""
    return tomli_w.dumps(data, multiline_strings=False).encode("utf-8")


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write through a temporary file in the same folder and `os.replace`: all or nothing."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(
        dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"
    )
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def remove_stale_temporaries(folder: Path) -> list[Path]:
    """Delete what interrupted atomic writes left in `folder`; return what was removed.

    Files that cannot be removed (a read-only folder) are left alone.
    """
    removed: list[Path] = []
    try:
        with os.scandir(folder) as entries:
            stale = [entry for entry in entries if _TEMPORARY.fullmatch(entry.name)]
    except OSError:
        return removed
    for entry in stale:
        with contextlib.suppress(OSError):
            if entry.is_file(follow_symlinks=False):
                Path(entry.path).unlink()
                removed.append(Path(entry.path))
    return removed


def _key_text(raw: str, quote: str) -> str:
    """A quoted key as tomllib reads it (escapes decoded), so its line is found."""
    if quote == "'" or "\\" not in raw:
        return raw
    try:
        return tomllib.loads(f'k = "{raw}"')["k"]
    except (tomllib.TOMLDecodeError, ValueError):
        return raw


# Spaces and comments (and, for _BLANK_LINES, line ends) as the scanner skips them.
_BASIC_STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
_LITERAL_STRING = re.compile(r"'([^'\n]*)'")
_SCALAR = re.compile(r"[^,\]}\n#]*")
_BLANK = re.compile(r"(?:[ \t\r]+|#[^\n]*)*")
_BLANK_LINES = re.compile(r"(?:[ \t\r\n]+|#[^\n]*)*")


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
        blank = (_BLANK_LINES if newlines else _BLANK).match(self.text, self.pos)
        if blank is not None and blank.end() > self.pos:
            self._advance(blank.end() - self.pos)

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
                parts.append(_key_text(self._string(), char))
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
            scalar = _SCALAR.match(self.text, self.pos)
            self._advance(scalar.end() - self.pos if scalar else 0)

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
        found = (_BASIC_STRING if quote == '"' else _LITERAL_STRING).match(self.text, self.pos)
        if found is None:
            raise ValueError("string expected")
        self._advance(found.end() - self.pos)
        return found.group(1)


WRITER_IDLE = 2.0  # s without a write before a SaveWriter's thread ends (the next starts one)


class SaveWriter:
    """Files written on a thread of their own, so the window's loop does not wait for the
    disk (a phone seat's draft is written after every tap): each path's latest bytes win,
    in the order asked; `flush()` waits until everything asked is on disk. A write that
    failed is kept in `problem` (the next `write` raises it, so the one who saves hears)."""

    def __init__(self) -> None:
        self._waiting: dict[Path, bytes] = {}
        self._busy = False
        self._done = threading.Condition()
        self._thread: threading.Thread | None = None
        self.problem: OSError | None = None

    def write(self, path: Path, data: bytes) -> None:
        with self._done:
            if self.problem is not None:
                problem, self.problem = self.problem, None
                raise problem
            self._waiting[path] = data
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()
            self._done.notify_all()

    def flush(self) -> None:
        """Wait until every write asked for is done (or failed: see `problem`)."""
        with self._done:
            self._done.wait_for(lambda: not self._waiting and not self._busy, timeout=10)

    def _run(self) -> None:
        while True:
            with self._done:
                if not self._done.wait_for(lambda: bool(self._waiting), timeout=WRITER_IDLE):
                    self._thread = None  # nothing to write for a while: the thread ends
                    return
                path = next(iter(self._waiting))
                data = self._waiting.pop(path)
                self._busy = True
            try:
                write_bytes_atomic(path, data)
            except OSError as error:
                self.problem = error
            finally:
                with self._done:
                    self._busy = False
                    self._done.notify_all()
