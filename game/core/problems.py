"""Problems found in files people edit, reported as `path:line: message` (a problem with
the file as a whole, such as a file not found, has no line: `path: message`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

Document = TypeVar("Document")

# What a terminal or a font must never get raw: control characters (C0, DEL, C1) and lone
# surrogates (a file name that is not UTF-8 decodes to U+DC80…U+DCFF).
UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")

MAX_MESSAGE = 400  # characters of a problem's message shown
WHOLE_FILE = 0  # a Problem's line when it is about the file as a whole (not found, a folder…)


@dataclass(frozen=True, order=True)
class Problem:
    path: str
    line: int
    message: str

    def __str__(self) -> str:
        """Always one line of printable text, whatever the path and message hold, and a
        readable one: a message that echoes a huge text is cut, its length said."""
        message = self.message
        if len(message) > MAX_MESSAGE:
            message = f"{message[: MAX_MESSAGE - 40]}… ({len(message):,} characters in all)"
        return f"{place(printable(self.path), self.line)}: {printable(message)}"


def place(path: str, line: int) -> str:
    """Where a problem is: `path:line`, or the path alone for the file as a whole."""
    return f"{path}:{line}" if line > WHOLE_FILE else path


class ProblemsFound(Exception):
    """Raised when a file cannot be used; carries every problem found in it."""

    def __init__(self, problems: list[Problem]):
        self.problems = sorted(problems, key=lambda p: (p.path, p.line))
        super().__init__("\n".join(str(p) for p in self.problems))


def problems_of(reader: Callable[[Document], object], document: Document) -> list[Problem]:
    """Every problem `reader` finds in `document` (it raises ProblemsFound); empty when fine.

    What a game's `check_level` / `check_match` are: its reader, run for its problems.
    """
    try:
        reader(document)
    except ProblemsFound as found:
        return found.problems
    return []


def shorten(text: str, longest: int = 40) -> str:
    """A user's string for a message: cut to `longest` characters with an ellipsis, control
    characters written as escapes (`\\n`, `\\x1b`), so it can never break the message's line."""
    cut = text if len(text) <= longest else text[: longest - 1] + "…"
    return printable(cut)


def printable(text: str) -> str:
    """`text` with every control character and lone surrogate written as a Python-style
    escape (`\\x00`, `\\n`, `\\x1b`; a byte of a file name that is not UTF-8 as `\\xff`);
    a backslash already in the text stays as it is. Safe for a terminal and for any font."""
    if not UNPRINTABLE.search(text):
        return text
    return UNPRINTABLE.sub(_escape, text)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if 0xDC80 <= code <= 0xDCFF:  # surrogateescape: the byte it stands for
        return f"\\x{code - 0xDC00:02x}"
    return repr(match.group())[1:-1] if code < 0xD800 else f"\\u{code:04x}"
