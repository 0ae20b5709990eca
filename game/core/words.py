"""Counted nouns in plain English: `plural(1, "garnet")` is "1 garnet", `plural(2, "move")`
"2 moves"."""

from __future__ import annotations


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """`count` and the noun in the right number (`nouns` for irregular plurals)."""
    return f"{count} {noun if count == 1 else (nouns or noun + 's')}"
