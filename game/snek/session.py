"""A battle being watched on this machine, whose record is its battle file (also the save).

Snek is not a hot-seat game: the programs are fixed at setup and the battle plays itself.
The save is the battle file of issue 11 (arena, seed, sneks in start order) plus `watched`,
the rounds the viewer had shown, so Continue goes back there. The arena is copied beside
the save (the kit's level copy); each program is written once, named by its content, into
the user's levels folder (levels/snek/battle-sneks/), so editing or deleting a snek later
never changes a saved battle or a replay. The battle moves to replays/ once the viewer has
shown its end.

Nothing here draws or imports pygame.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from game.core.paths import user_levels_dir
from game.core.tomlfile import load_toml, write_text_atomic
from game.snek.levels import Arena
from game.snek.match import BattleRecord, BattleReplay, load_battle
from game.snek.program import CENTRE, GAME_ID, SIZE, Program, program_text
from game.snek.rules import BattleState, element_seen, new_battle
from game.snek.samples import file_stem
from game.table.session import TableSession


def battle_sneks_folder() -> Path:
    """Inside the user's levels folder: a match file may only name files in the folders a
    level can live in (game/core/paths.py level_roots)."""
    return user_levels_dir() / "snek" / "battle-sneks"


def keep_program(program: Program) -> str:
    """Write `program` into the battle-sneks folder (once per content); its path as a save
    in saves/ or replays/ names it."""
    text = program_text(program)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
    path = battle_sneks_folder() / f"{file_stem(program.name)}-{digest}.toml"
    if not path.exists():
        write_text_atomic(path, text)
    return f"../levels/snek/battle-sneks/{path.name}"


class MatchSession(TableSession):
    """One battle: its record, the battle played as far as the viewer needs, and `watched`."""

    game_id: ClassVar[str] = GAME_ID

    def __init__(
        self, path: Path | None, record: BattleRecord, arena: Arena, programs: Sequence[Program]
    ):
        super().__init__(path)
        self.record = record
        self.arena = arena
        self.programs = list(programs)
        self.replay = BattleReplay([new_battle(arena, self.programs, record.seed)], [[]])
        self.watched = record.watched

    @classmethod
    def start(
        cls,
        arena_file: Path,
        arena: Arena,
        programs: Sequence[Program],
        seed: int,
        save: bool = True,
    ) -> MatchSession:
        """A new battle (RuleViolation when the sneks cannot fight there), saved at once."""
        new_battle(arena, programs, seed)  # refuses a lineup the rules do not accept
        if not save:
            return cls(None, BattleRecord(arena_file.name, seed, ()), arena, programs)
        path, arena_copy = cls.new_save(arena_file)
        record = BattleRecord(arena_copy, seed, tuple(keep_program(p) for p in programs))
        session = cls(path, record, arena, programs)
        session.save()
        return session

    @classmethod
    def load(cls, path: Path) -> MatchSession:
        """A saved battle or a replay (ProblemsFound with path:line when unreadable)."""
        record, arena, programs = load_battle(load_toml(path))
        return cls(path, record, arena, programs)

    @property
    def names(self) -> tuple[str, ...]:
        return self.replay.states[0].names

    @property
    def finished(self) -> bool:
        """Over once the viewer has shown the battle's end."""
        return self.replay.finished and self.watched >= self.replay.rounds_played

    def record_data(self) -> dict[str, Any]:
        record = BattleRecord(self.record.arena, self.record.seed, self.record.sneks, self.watched)
        return record.data()

    def watch(self, round_number: int) -> None:
        """The viewer shows `round_number` (kept in the save as `watched`, never lowered)."""
        self.watched = max(self.watched, round_number)

    def state(self, round_number: int) -> BattleState:
        """The arena after `round_number` rounds (played now if needed; the end at most)."""
        self.replay.play_to(round_number)
        return self.replay.states[min(round_number, self.replay.rounds_played)]


def seen_window(state: BattleState, snek: int) -> dict[tuple[int, int], int]:
    """The element at each (dx, dy) of the 7×7 window around the snek's head, as the snek
    sees it (cells outside the arena are walls); the head itself is left out."""
    head = state.sneks[snek].cells[0]
    stride = state.geometry.stride
    window = {}
    for dy in range(-CENTRE, SIZE - CENTRE):
        for dx in range(-CENTRE, SIZE - CENTRE):
            if (dx, dy) != (0, 0):
                code = state.board[head + dy * stride + dx]
                window[(dx, dy)] = element_seen(snek, code)
    return window
