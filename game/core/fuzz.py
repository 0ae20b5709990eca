"""Seeded mutations of a user file's text, for fuzzing every reader of user files.

    for text in mutants(original, count=300, seed=1): ...

Each mutant applies one to three edits a careless or hostile editor could make: a value
replaced by a hostile one (huge or negative numbers, deep nesting, NUL characters, very long
strings, the wrong type), a line deleted, doubled, swapped or cut short, a key renamed, a
hostile line inserted, or a stray character. The same seed always gives the same mutants.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator

HOSTILE_VALUES = (
    "9" * 5000,
    "-" + "9" * 30,
    "1000000000000000000",
    "-1",
    "0",
    "1e400",
    "nan",
    "1.5",
    "true",
    '""',
    '"\\u0000"',
    '"/dev/zero"',
    '"../../etc/passwd"',
    '"' + "A" * 100_000 + '1"',
    '"RX"',
    '"YBG"',
    "[]",
    "{}",
    "[1.5]",
    '[""]',
    "[" * 1200 + "]" * 1200,
    "{ a = " * 300 + "1" + " }" * 300,
    "[" + ", ".join(["1000000000000000000"] * 50) + "]",
)

HOSTILE_LINES = (
    "[" + ".".join(["a"] * 20_000) + "]",
    ".".join(["b"] * 5000) + " = 1",
    "pending.Ann.moves.A = 5",
    "grids = 7",
    "x = " + "[" * 1200 + "]" * 1200,
    "\x00",
    "[[players]]",
    "[[phases]]",
    'level = "/dev/zero"',
    "[best_moves]",
)

# Strings a reader may accept but a screen must still draw: the longest names, scripts and
# marks that change width or direction, a soft hyphen, emoji, text that looks like markup.
DISPLAY_STRINGS = (
    '""',
    '" "',
    '"' + "W" * 40 + '"',
    '"' + "ﷺ" * 12 + '"',
    '"\u202eevil\u202c"',
    '"' + "e\u0301" * 20 + '"',
    '"' + "😀" * 12 + '"',
    '"\u00ad\u200b\ufeff"',
    '"<b>%s{0}</b>"',
    '"' + "Ⱥ" * 300 + '"',
)

_SHOWN = re.compile(r'^[ \t]*(?:name|description|title|arena)[ \t]*=[ \t]*("[^"\n]*")', re.M)
_VALUE = re.compile(r'(?<== )("[^"\n]*"|-?\d[\d_]*(?:\.\d+)?|true|false|\[[^\n]*\]|\{[^\n]*\})')
_KEY = re.compile(r"^[ \t]*([A-Za-z0-9_.-]+)[ \t]*=", re.M)


def mutants(text: str, count: int, seed: int) -> Iterator[str]:
    """`count` mutated copies of `text`, the same ones for the same seed."""
    rng = random.Random(seed)
    for _ in range(count):
        mutant = text
        for _ in range(rng.randint(1, 3)):
            mutant = rng.choice(_EDITS)(mutant, rng)
        yield mutant


def text_mutants(text: str, count: int, seed: int) -> Iterator[str]:
    """`count` copies of `text`, each with one name or description replaced by one of
    DISPLAY_STRINGS (many of them still valid files: what the screens must draw)."""
    rng = random.Random(seed)
    strings = list(_SHOWN.finditer(text))
    for _ in range(count):
        if not strings:
            yield text
            continue
        value = rng.choice(strings)
        yield text[: value.start(1)] + rng.choice(DISPLAY_STRINGS) + text[value.end(1) :]


def _replace_value(text: str, rng: random.Random) -> str:
    values = list(_VALUE.finditer(text))
    if not values:
        return _insert_line(text, rng)
    value = rng.choice(values)
    return text[: value.start()] + rng.choice(HOSTILE_VALUES) + text[value.end() :]


def _lines_edit(edit: Callable[[list[str], random.Random], None]) -> Callable:
    def apply(text: str, rng: random.Random) -> str:
        lines = text.split("\n")
        edit(lines, rng)
        return "\n".join(lines)

    return apply


def _delete(lines: list[str], rng: random.Random) -> None:
    if len(lines) > 1:
        del lines[rng.randrange(len(lines))]


def _double(lines: list[str], rng: random.Random) -> None:
    index = rng.randrange(len(lines))
    lines.insert(index, lines[index])


def _swap(lines: list[str], rng: random.Random) -> None:
    first, second = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[first], lines[second] = lines[second], lines[first]


def _insert(lines: list[str], rng: random.Random) -> None:
    lines.insert(rng.randrange(len(lines) + 1), rng.choice(HOSTILE_LINES))


def _insert_line(text: str, rng: random.Random) -> str:
    return _lines_edit(_insert)(text, rng)


def _rename_key(text: str, rng: random.Random) -> str:
    keys = list(_KEY.finditer(text))
    if len(keys) < 2:
        return _insert_line(text, rng)
    target, source = rng.choice(keys), rng.choice(keys)
    return text[: target.start(1)] + source.group(1) + text[target.end(1) :]


def _truncate(text: str, rng: random.Random) -> str:
    return text[: rng.randrange(len(text) + 1)]


def _stray_character(text: str, rng: random.Random) -> str:
    position = rng.randrange(len(text) + 1)
    return text[:position] + rng.choice('[]{}"=,.#\\\n\x00\ufffd') + text[position:]


_EDITS = (
    _replace_value,
    _replace_value,
    _replace_value,
    _lines_edit(_delete),
    _lines_edit(_double),
    _lines_edit(_swap),
    _insert_line,
    _rename_key,
    _truncate,
    _stray_character,
)
