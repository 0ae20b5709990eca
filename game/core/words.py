"""Counted nouns in plain English: `plural(1, "garnet")` is "1 garnet", `plural(2, "move")`
"2 moves"."""

from __future__ import annotations

from collections.abc import Sequence


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """`count` and the noun in the right number (`nouns` for irregular plurals)."""
    return f"{count} {noun if count == 1 else (nouns or noun + 's')}"


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def number_word(count: int) -> str:
    """A small count in words ("three"), digits from ten on: "turned 17 three times"."""
    return NUMBER_WORDS[count] if 0 <= count < len(NUMBER_WORDS) else str(count)


# A player may be called "You" (the editor's playtest seat, a private view): sentences about
# them are then in the second person.
YOU = "You"

_SECOND_PERSON = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}


def acts(name: str, verb: str) -> str:
    """`name` and `verb` (given as "starts") agreeing: "Ann starts", "You start"."""
    if name != YOU:
        return f"{name} {verb}"
    if verb in _SECOND_PERSON:
        return f"{name} {_SECOND_PERSON[verb]}"
    if verb.endswith(("shes", "ches", "sses", "xes")):
        return f"{name} {verb[:-2]}"
    return f"{name} {verb[:-1] if verb.endswith('s') else verb}"


def whose(name: str, start: bool = False) -> str:
    """The possessive: "Ann's", "your" ("Your" at the start of a sentence)."""
    if name != YOU:
        return f"{name}'s"
    return "Your" if start else "your"


def their(name: str) -> str:
    """The possessive pronoun for `name`: "their", or "your" for You."""
    return "your" if name == YOU else "their"


def they(name: str) -> str:
    """The subject pronoun for `name`: "they", or "you" for You."""
    return "you" if name == YOU else "they"


def them(name: str) -> str:
    """`name` as an object: "Ann", or "you" for You."""
    return "you" if name == YOU else name


def number_runs(numbers: Sequence[int]) -> str:
    """Numbers in words, each run of three or more as a range: [4, 6, 8, 9, 10, 12] →
    "4, 6, 8–10, 12"."""
    runs: list[list[int]] = []
    for number in sorted(numbers):
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    parts = [f"{run[0]}–{run[-1]}" if len(run) >= 3 else ", ".join(map(str, run)) for run in runs]
    return ", ".join(parts)
