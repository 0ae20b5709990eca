"""Where snek programs and arenas live: the shipped ones and the player's own.

Shipped: levels/snek/sneks/*.toml and levels/snek/arenas/*.toml. The player's own sneks are
saved (atomically) in the platformdirs data folder, under snek/sneks/.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from game.core.paths import LEVELS, user_data_dir
from game.core.problems import ProblemsFound
from game.core.tomlfile import load_toml, user_files, write_text_atomic
from game.snek.levels import GAME_ID, Arena, arena_from_document, is_arena_document
from game.snek.program import Program, program_from_document, program_text
from game.table.levels import game_levels, yours_name

SHIPPED = LEVELS / "snek"


def shipped_snek_paths() -> list[Path]:
    return sorted((SHIPPED / "sneks").glob("*.toml"))


def shipped_arena_paths() -> list[Path]:
    return sorted((SHIPPED / "arenas").glob("*.toml"))


def user_sneks_folder() -> Path:
    return user_data_dir() / "snek" / "sneks"


def load_samples() -> list[tuple[Path, Program]]:
    return [(path, program_from_document(load_toml(path))) for path in shipped_snek_paths()]


def load_arenas() -> list[tuple[Path, Arena]]:
    """The shipped arenas, then the player's own from the level editor (marked "(yours)")."""
    arenas = [(path, arena_from_document(load_toml(path))) for path in shipped_arena_paths()]
    entries = game_levels(GAME_ID, _read_arena, SHIPPED / "arenas")
    for entry in entries:
        if entry.yours:
            arenas.append((entry.path, replace(entry.value, name=yours_name(entry, entries))))
    return arenas


def broken_arenas() -> list[str]:
    """The player's arena files that cannot be played, each as `file:line: why` (the file's
    name: they are all in the player's levels folder)."""
    return [
        str(replace(problem, path=Path(problem.path).name))
        for entry in game_levels(GAME_ID, _read_arena, SHIPPED / "arenas", broken=True)
        if entry.value is None and entry.yours
        for problem in entry.problems
        if problem.message != NOT_AN_ARENA
    ]


NOT_AN_ARENA = "not an arena"


def _read_arena(path: Path) -> Arena:
    document = load_toml(path)
    if not is_arena_document(document):
        raise ValueError(NOT_AN_ARENA)
    return arena_from_document(document)


def load_user_sneks() -> tuple[list[tuple[Path, Program]], list[ProblemsFound]]:
    """The player's saved sneks, and the problems of any file that cannot be read."""
    programs: list[tuple[Path, Program]] = []
    broken: list[ProblemsFound] = []
    for path in user_files(user_sneks_folder(), depth=0):
        try:
            programs.append((path, program_from_document(load_toml(path))))
        except ProblemsFound as found:
            broken.append(found)
    return programs, broken


def name_key(name: str) -> str:
    """What makes two snek names the same name: case and spacing aside."""
    return " ".join(name.casefold().split())


def file_order(path: Path) -> tuple[int, str]:
    """Files of one name in the order they were made: "woods.toml" before "woods-2.toml"
    before "woods-10.toml" (plain sorting puts "woods-2" first)."""
    return len(path.name), path.name


def own_snek_names(own: Sequence[tuple[Path, Program]]) -> list[str]:
    """The names the player's sneks go by everywhere (lists, battles, tournaments): a name
    that several files share (saved before the editor refused it) gets "#2", "#3" … after
    it by its file, in file_order, so each snek keeps one label."""
    groups: dict[str, list[Path]] = {}
    for path, program in own:
        groups.setdefault(name_key(program.name), []).append(path)
    names = []
    for path, program in own:
        group = sorted(groups[name_key(program.name)], key=file_order)
        rank = group.index(path) + 1
        names.append(program.name if rank == 1 else f"{program.name} #{rank}")
    return names


def same_named_snek(name: str, path: Path | None) -> Path | None:
    """The file of another of the player's sneks already called `name` (None if none)."""
    own, _ = load_user_sneks()
    for other, program in own:
        if name_key(program.name) == name_key(name) and (
            path is None or other.resolve() != path.resolve()
        ):
            return other
    return None


def sample_named(name: str) -> bool:
    """Whether a sample snek goes by `name` (case and spacing aside)."""
    return any(name_key(program.name) == name_key(name) for _, program in load_samples())


def file_stem(name: str) -> str:
    """A file name for a snek's name: lower case letters, digits and hyphens."""
    stem = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return stem or "snek"


def save_user_snek(program: Program, path: Path | None = None) -> Path:
    """Write the program (atomically); a new snek gets a file named after it."""
    if path is None:
        folder = user_sneks_folder()
        path = folder / f"{file_stem(program.name)}.toml"
        number = 2
        while path.exists():
            path = folder / f"{file_stem(program.name)}-{number}.toml"
            number += 1
    write_text_atomic(path, program_text(program))
    return path
