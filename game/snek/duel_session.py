"""A Snek duel being played: its file (a season's Death Match), the sneks brought, and how
many battles the viewer has shown. Nothing here draws or imports pygame.

The arena is copied beside the duel file, and so is each program brought
(`<duel>.snek-1.toml`, `<duel>.snek-2.toml`), so editing or deleting a snek later never
changes the duel or its replay.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, ClassVar

from game.core.rng import derived_rng
from game.core.tomlfile import load_toml, write_text_atomic
from game.snek.duel import (
    Duel,
    DuelBattle,
    Duelist,
    DuelRecord,
    battle_seed,
    duel_battles,
    duel_summary,
    load_duel,
)
from game.snek.levels import arena_from_document
from game.snek.match import BattleRecord
from game.snek.program import GAME_ID, MAX_NAME, Program, program_text
from game.snek.samples import load_samples
from game.snek.session import MatchSession
from game.table.seats import Seat, colour_code
from game.table.session import TableSession


def drawn_sample(seed: int, player: int) -> Program:
    """The sample a bot (or a player who did not choose) brings: a seeded draw."""
    samples = load_samples()
    return derived_rng(seed, "snek-duel-sample", player).choice(samples)[1]


class DuelSession(TableSession):
    """One duel: its record, its arena, the programs brought (None: a human still picks)."""

    game_id: ClassVar[str] = GAME_ID

    def __init__(self, path: Path | None, duel: Duel):
        super().__init__(path)
        self.record = duel.record
        self.arena = duel.arena
        self.programs = list(duel.programs)
        self.battles = duel.battles

    @classmethod
    def start(
        cls, arena_file: Path, seats: Sequence[Seat], seed: int, path: Path | None
    ) -> DuelSession:
        """A new duel of two seats: bots bring a drawn sample, humans pick later (saved at
        `path` with the arena copied beside it; in memory when None)."""
        arena = arena_from_document(load_toml(arena_file))
        arena_name = arena_file.name
        if path is not None:
            path, arena_name = cls.new_save(arena_file, path)
        players = tuple(Duelist(seat.name, seat.bot or "", "", seat.colour) for seat in seats)
        record = DuelRecord(arena_name, seed, (players[0], players[1]))
        session = cls(path, Duel(record, arena, [None, None], []))
        for index, seat in enumerate(seats):
            if seat.bot:  # a season seat says "" for a human
                session.choose(index, drawn_sample(seed, index))
        session.save()
        return session

    @classmethod
    def load(cls, path: Path) -> DuelSession:
        """A duel file (ProblemsFound with path:line when it cannot be read). A seat handed
        to a bot before it brought a snek (a season's tired player) brings a drawn sample."""
        session = cls(path, load_duel(load_toml(path)))
        for index, duelist in enumerate(session.record.players):
            if duelist.bot and session.programs[index] is None:
                session.choose(index, drawn_sample(session.record.seed, index))
        return session

    @property
    def names(self) -> tuple[str, str]:
        return self.record.names

    @property
    def watched(self) -> int:
        return self.record.watched

    @property
    def finished(self) -> bool:
        return bool(self.battles) and self.watched >= len(self.battles)

    def choosing(self) -> int | None:
        """The first player who has not brought a snek yet (None: both have)."""
        return next((i for i, program in enumerate(self.programs) if program is None), None)

    def choose(self, player: int, program: Program) -> None:
        """The snek `player` brings (copied beside the duel file), then save."""
        snek = program.name
        if self.path is not None:
            copy = self.path.with_name(f"{self.path.stem}.snek-{player + 1}.toml")
            write_text_atomic(copy, program_text(program))
            snek = copy.name
        players = list(self.record.players)
        players[player] = replace(players[player], snek=snek)
        self.record = DuelRecord(self.record.arena, self.record.seed, (players[0], players[1]))
        self.programs[player] = program
        self.battles = duel_battles(self.record, self.arena, self.programs)
        self.save()

    def bring_defaults(self) -> None:
        """Whoever has not chosen brings a drawn sample."""
        while (player := self.choosing()) is not None:
            self.choose(player, drawn_sample(self.record.seed, player))

    def watch(self, battles: int) -> None:
        """The viewer has shown `battles` battles to their end (never lowered), then save."""
        watched = max(self.watched, min(battles, len(self.battles)))
        self.record = DuelRecord(self.record.arena, self.record.seed, self.record.players, watched)
        self.save()

    def battle_session(self, number: int) -> MatchSession:
        """Battle `number` (from 0) as Snek's battle viewer shows it (never saved itself)."""
        first = number % 2
        pair = []
        for player in (first, 1 - first):
            program = self.programs[player]
            assert program is not None
            shown = self.names[player][:MAX_NAME]  # the viewer names each snek by its player
            pair.append(replace(program, name=shown, colour=self.snek_colour(player)))
        record = BattleRecord(self.record.arena, battle_seed(self.record.seed, number), ())
        return MatchSession(None, record, self.arena, pair)

    def snek_colour(self, player: int) -> str:
        """The colour `player`'s snek is drawn in, the same in every battle: the player's
        season colour (a duel file from before has none: the program's own)."""
        duelist, program = self.record.players[player], self.programs[player]
        assert program is not None
        return colour_code(duelist.colour) if duelist.colour else program.colour

    def battle(self, number: int) -> DuelBattle:
        return self.battles[number]

    def record_data(self) -> dict[str, Any]:
        return self.record.data()

    def summary(self) -> dict[str, Any]:
        return duel_summary(Duel(self.record, self.arena, self.programs, self.battles))
