"""Problems found in files people edit, reported as `path:line: message`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

Document = TypeVar("Document")


@dataclass(frozen=True, order=True)
class Problem:
    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


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
    """A user's string for a message: cut to `longest` characters with an ellipsis."""
    return text if len(text) <= longest else text[: longest - 1] + "…"
