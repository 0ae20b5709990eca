"""Snek battle files, the game's match files: an arena, a seed and 2–9 snek programs,
played to the end by `simulate`.

A battle is fully decided by its arena, its programs and its seed, so the file holds no
moves: replaying it is playing it again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import tomli_w

from game.core.coords import cell_name
from game.core.fields import top_fields
from game.core.problems import Problem, ProblemsFound, problems_of
from game.core.tomlfile import TomlDocument
from game.snek import events as ev
from game.snek.levels import MAX_ROUNDS, Arena, arena_from_document
from game.snek.program import GAME_ID, Program, program_from_document
from game.snek.rules import (
    MAX_SNEKS,
    MIN_SNEKS,
    BattleState,
    RuleViolation,
    check_lineup,
    new_battle,
    places,
    play_battle,
    play_round,
)
from game.table.match_files import load_named_file

BATTLE_KEYS = {"format", "game", "arena", "seed", "sneks", "watched"}
MAX_SEED = 2**63 - 1


@dataclass(frozen=True)
class BattleRecord:
    arena: str
    seed: int
    sneks: tuple[str, ...]
    watched: int = 0  # a save's: how many rounds the viewer had shown

    def data(self) -> dict[str, Any]:
        """The battle file as TOML data (paths relative to the file's folder)."""
        data = {"format": 1, "game": GAME_ID, "arena": self.arena, "seed": self.seed}
        data["sneks"] = list(self.sneks)
        if self.watched:
            data["watched"] = self.watched
        return data


def battle_text(record: BattleRecord) -> str:
    """The battle file of a record."""
    return tomli_w.dumps(record.data())


def is_battle_document(document: TomlDocument) -> bool:
    return "arena" in document.data or "sneks" in document.data


def _read_record(document: TomlDocument, problems: list[Problem]) -> BattleRecord | None:
    """The record as far as it can be read (None without arena or sneks); problems added."""
    top = top_fields(document, GAME_ID, BATTLE_KEYS, problems)
    arena = top.required("arena", str)
    seed = top.optional("seed", int, 0)
    if not 0 <= seed <= MAX_SEED:
        top.report(f'"seed" must be 0 to {MAX_SEED}, not {seed}', "seed")
    sneks = top.required("sneks", list)
    if sneks is not None and not MIN_SNEKS <= len(sneks) <= MAX_SNEKS:
        top.report(f"a battle has {MIN_SNEKS} to {MAX_SNEKS} sneks, not {len(sneks)}", "sneks")
        sneks = None
    for index, name in enumerate(sneks or []):
        if not isinstance(name, str):
            top.report(f"sneks[{index + 1}] must be a file name in quotes", "sneks", index)
    watched = top.optional("watched", int, 0)
    if not 0 <= watched <= MAX_ROUNDS:
        top.report(f'"watched" must be 0 to {MAX_ROUNDS}, not {watched}', "watched")
    if arena is None or sneks is None:
        return None
    return BattleRecord(arena, seed, tuple(s for s in sneks if isinstance(s, str)), watched)


def load_battle(document: TomlDocument) -> tuple[BattleRecord, Arena, list[Program]]:
    """The record with its arena and programs; every problem of every file at once."""
    problems: list[Problem] = []
    record = _read_record(document, problems)
    if record is None:
        raise ProblemsFound(problems)
    arena = None
    try:
        arena = load_named_file(document, ("arena",), record.arena, arena_from_document, "")
    except ProblemsFound as found:
        problems.extend(found.problems)
    programs = []
    for index, name in enumerate(record.sneks):
        try:
            programs.append(
                load_named_file(document, ("sneks", index), name, program_from_document, "")
            )
        except ProblemsFound as found:
            problems.extend(found.problems)
    if not problems and arena is not None:
        for reason in check_lineup(arena, programs):
            problems.append(document.problem(("sneks",), reason))
    if problems or arena is None:
        raise ProblemsFound(problems)
    return record, arena, programs


def check_battle(document: TomlDocument) -> list[Problem]:
    return problems_of(load_battle, document)


def simulate_battle(document: TomlDocument) -> dict[str, Any]:
    """Play the battle file to the end and return what `simulate --json` prints."""
    record, arena, programs = load_battle(document)
    try:
        state = new_battle(arena, programs, record.seed)
    except RuleViolation as violation:
        raise ProblemsFound([document.problem(violation.keys, violation.message)]) from None
    return summary(play_battle(state))


@dataclass
class BattleReplay:
    """Every state of a battle (index = rounds played) and the events of each round, played
    as far as asked: all at once (`replay_battle`) or a slice at a time (`play_for`), so that
    a window never waits for a whole battle."""

    states: list[BattleState]
    events: list[list[ev.Event]]  # events[n] led from states[n - 1] to states[n]

    @property
    def final(self) -> BattleState:
        """The last state played so far (the end once `finished`)."""
        return self.states[-1]

    @property
    def finished(self) -> bool:
        return self.states[-1].finished

    @property
    def rounds_played(self) -> int:
        return len(self.states) - 1

    def play_one(self) -> bool:
        """Play the next round; False when the battle was already over."""
        if self.finished:
            return False
        state, events = play_round(self.states[-1])
        self.states.append(state)
        self.events.append(events)
        return True

    def play_to(self, round_number: int) -> None:
        """Play until `round_number` rounds are played (or the battle ends)."""
        while self.rounds_played < round_number and self.play_one():
            pass

    def play_for(self, seconds: float, clock: Callable[[], float] = time.perf_counter) -> int:
        """Play rounds for about `seconds` (at least one); how many were played."""
        deadline = clock() + seconds
        played = 0
        while self.play_one():
            played += 1
            if clock() >= deadline:
                break
        return played

    def why(self, round_number: int, snek: int) -> ev.Decided | None:
        """The why-record of a snek in a round (None: it was out before it could act)."""
        if not 1 <= round_number < len(self.events):
            return None
        for event in self.events[round_number]:
            if isinstance(event, ev.Decided) and event.snek == snek:
                return event
        return None


def replay_battle(state: BattleState) -> BattleReplay:
    """Play to the end, keeping every state and event for a viewer that steps back and forth."""
    history = BattleReplay([state], [[]])
    while history.play_one():
        pass
    return history


def summary(state: BattleState) -> dict[str, Any]:
    """The battle as JSON-ready data: sneks in start order, cells head first."""
    place = places(state)
    return {
        "game": GAME_ID,
        "arena": state.arena.name,
        "seed": state.seed,
        "rounds_played": state.rounds_played,
        "finished": state.finished,
        "end": state.end_reason,
        "sneks": [
            {
                "name": state.names[number],
                "alive": snek.alive,
                "length": snek.length,
                "place": place[number],
                "grabs": snek.grabs,
                "cells": [cell_name(cell) for cell in state.cells_of(number)],
            }
            for number, snek in enumerate(state.sneks)
        ],
    }
