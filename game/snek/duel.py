"""Snek duel files: a season's Death Match of Snek (RULINGS §7: each player brings one of
their sneks or a sample; best of three battles on the season's arena; a drawn battle is
played again).

    format = 1
    game = "snek"
    arena = "1-death-1.level.toml"      # the arena copied beside the file
    seed = 123
    watched = 1                         # battles the viewer has shown to their end
    [[players]]                         # exactly two, in seat order
    name = "Ann"
    bot = ""                            # "" or absent for a human
    snek = "1-death-1.snek-1.toml"      # the program brought ("" until a human picks one)
    colour = "Blue"                     # optional: the player's season colour, the snek's

A duel is decided by its arena, its programs and its seed, so the file holds no moves.
Battle n (from 0) uses a seed drawn from the duel's seed and n; the first player's snek
takes start 1 in even battles and start 2 in odd ones. Battles are played until one
player has two wins; a drawn battle (both sneks placed first) does not count and another
is played. After `MOST_BATTLES` battles without two wins (the host's rule where §7 is
silent), the player with more battle wins takes the duel, and when even a seeded draw.
Snek's backend tells a duel (`players`) from a battle (`sneks`) by its keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.core.fields import Fields, top_fields
from game.core.problems import Problem, ProblemsFound, problems_of
from game.core.rng import derived_rng
from game.core.tomlfile import TomlDocument
from game.snek.levels import Arena, arena_from_document
from game.snek.match import MAX_SEED
from game.snek.match import summary as battle_summary
from game.snek.program import GAME_ID, Program, program_from_document
from game.snek.rules import BattleState, check_lineup, new_battle, places, play_battle
from game.table.match_files import load_named_file, read_players
from game.table.seats import read_colour

DUEL_KEYS = {"format", "game", "arena", "seed", "watched", "players"}
PLAYER_KEYS = {"name", "bot", "snek", "colour"}
WINS_NEEDED = 2
MOST_BATTLES = 9
MAX_NAME = 40


@dataclass(frozen=True)
class Duelist:
    name: str
    bot: str  # "" for a human
    snek: str  # the program file, relative to the duel file; "" until chosen
    colour: str = ""  # the season colour the snek is drawn in ("": the program's own)


@dataclass(frozen=True)
class DuelRecord:
    arena: str
    seed: int
    players: tuple[Duelist, Duelist]
    watched: int = 0

    @property
    def names(self) -> tuple[str, str]:
        return (self.players[0].name, self.players[1].name)

    def data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": 1, "game": GAME_ID, "arena": self.arena}
        data["seed"] = self.seed
        data["watched"] = self.watched
        data["players"] = [
            {"name": p.name}
            | ({"bot": p.bot} if p.bot else {})
            | {"snek": p.snek}
            | ({"colour": p.colour} if p.colour else {})
            for p in self.players
        ]
        return data


@dataclass(frozen=True)
class DuelBattle:
    """One battle of a duel: its seed, which player sits at start 1, and how it ended."""

    seed: int
    first: int  # the player (0 or 1) whose snek takes start 1
    state: BattleState

    @property
    def winner(self) -> int | None:
        """The player who won the battle; None for a draw."""
        place = places(self.state)
        if place[0] == place[1]:
            return None
        return self.first if place[0] == 1 else 1 - self.first


@dataclass(frozen=True)
class Duel:
    """A duel file read: its record, arena, programs (None: not chosen) and battles."""

    record: DuelRecord
    arena: Arena
    programs: list[Program | None]
    battles: list[DuelBattle]


def is_duel_document(document: TomlDocument) -> bool:
    return "players" in document.data


def is_snek_match(document: TomlDocument) -> bool:
    """A battle file or a duel file (else a program or an arena)."""
    data = document.data
    return "arena" in data or "sneks" in data or "players" in data


# --- reading -------------------------------------------------------------------------------


def _read_record(document: TomlDocument, problems: list[Problem]) -> DuelRecord | None:
    top = _top(document, problems)
    arena = top.required("arena", str)
    seed = top.number("seed", 0, MAX_SEED, 0)
    watched = top.number("watched", 0, MOST_BATTLES, 0)
    tables = read_players(top, PLAYER_KEYS, MAX_NAME, 2)
    players = []
    for table in tables:
        snek = table.fields.optional("snek", str, "")
        colour = read_colour(table.fields)
        players.append(Duelist(table.name or "", table.bot or "", snek, colour))
    if len(tables) == 1:
        top.report("a duel has two players, not 1", "players")
    if arena is None or len(players) != 2 or any(not p.name for p in players):
        return None
    return DuelRecord(arena, seed, (players[0], players[1]), watched)


def _top(document: TomlDocument, problems: list[Problem]) -> Fields:
    return top_fields(document, GAME_ID, DUEL_KEYS, problems)


def load_duel(document: TomlDocument) -> Duel:
    """The record, its arena, each player's program (None: not chosen yet) and its battles;
    every problem at once as ProblemsFound."""
    problems: list[Problem] = []
    record = _read_record(document, problems)
    if record is None:
        raise ProblemsFound(problems)
    arena = _named(document, ("arena",), record.arena, arena_from_document, problems)
    programs: list[Program | None] = []
    for index, player in enumerate(record.players):
        keys = ("players", index, "snek")
        programs.append(
            _named(document, keys, player.snek, program_from_document, problems)
            if player.snek
            else None
        )
    if arena is not None and not problems:
        problems += _lineup_problems(document, arena, programs)
    if problems or arena is None:
        raise ProblemsFound(problems)
    duel = Duel(record, arena, programs, duel_battles(record, arena, programs))
    if record.watched > len(duel.battles):
        battles = len(duel.battles)
        why = f'"watched" is {record.watched}, but the duel takes {battles} battles'
        raise ProblemsFound([document.problem(("watched",), why)])
    return duel


def _named(document: TomlDocument, keys: tuple, name: str, reader, problems: list[Problem]):
    try:
        return load_named_file(document, keys, name, reader, "")
    except ProblemsFound as found:
        problems.extend(found.problems)
        return None


def _lineup_problems(
    document: TomlDocument, arena: Arena, programs: list[Program | None]
) -> list[Problem]:
    problems = []
    if len(arena.starts) < 2:
        problems.append(document.problem(("arena",), "a duel's arena needs two starts"))
        return problems
    for index, program in enumerate(programs):
        if program is None:
            continue
        for reason in check_lineup(arena, [program, program]):
            problems.append(document.problem(("players", index, "snek"), reason))
    return problems


def check_duel(document: TomlDocument) -> list[Problem]:
    return problems_of(load_duel, document)


# --- playing -------------------------------------------------------------------------------


def battle_seed(seed: int, number: int) -> int:
    return derived_rng(seed, "snek-duel", number).randrange(MAX_SEED + 1)


def battle_start(
    arena: Arena, programs: tuple[Program, Program], seed: int, number: int
) -> tuple[BattleState, int]:
    """Battle `number` before its first round, and the player at start 1."""
    first = number % 2
    lineup = [programs[first], programs[1 - first]]
    return new_battle(arena, lineup, battle_seed(seed, number)), first


def battles_needed(winners: list[int | None]) -> bool:
    """Whether the duel needs another battle after these results."""
    wins = [winners.count(0), winners.count(1)]
    return max(wins) < WINS_NEEDED and len(winners) < MOST_BATTLES


def duel_battles(
    record: DuelRecord, arena: Arena, programs: list[Program | None]
) -> list[DuelBattle]:
    """Every battle the duel takes, played to the end ([] until both sneks are chosen)."""
    if programs[0] is None or programs[1] is None:
        return []
    return list(_played(arena, (programs[0], programs[1]), record.seed))


@lru_cache(maxsize=64)
def _played(arena: Arena, pair: tuple[Program, Program], seed: int) -> tuple[DuelBattle, ...]:
    """The battles of a duel (kept: a season board reads every duel again on each visit)."""
    battles: list[DuelBattle] = []
    while battles_needed([b.winner for b in battles]):
        number = len(battles)
        state, first = battle_start(arena, pair, seed, number)
        battles.append(DuelBattle(battle_seed(seed, number), first, play_battle(state)))
    return tuple(battles)


def duel_winner(seed: int, winners: list[int | None]) -> int:
    """The player who takes the duel: two wins; after the last battle more wins, then a
    seeded draw."""
    wins = [winners.count(0), winners.count(1)]
    if wins[0] != wins[1]:
        return 0 if wins[0] > wins[1] else 1
    return derived_rng(seed, "snek-duel-draw").randrange(2)


def duel_summary(duel: Duel) -> dict[str, Any]:
    """What `simulate --json` prints for a duel: the players, every battle watched and the
    winner (`finished` once both sneks are chosen and every battle was watched to its end)."""
    record, arena, programs, battles = duel.record, duel.arena, duel.programs, duel.battles
    winners = [battle.winner for battle in battles]
    finished = bool(battles) and record.watched >= len(battles)
    winner = record.names[duel_winner(record.seed, winners)] if finished else None
    return {
        "game": GAME_ID,
        "kind": "duel",
        "arena": arena.name,
        "seed": record.seed,
        "players": [
            {
                "name": player.name,
                "bot": player.bot,
                "snek": program.name if program is not None else None,
                "wins": winners.count(index) if finished else None,
            }
            for index, (player, program) in enumerate(zip(record.players, programs, strict=True))
        ],
        "battles": [_battle_words(record, battle) for battle in battles[: record.watched]],
        "watched": record.watched,
        "finished": finished,
        "winner": winner,
    }


def _battle_words(record: DuelRecord, battle: DuelBattle) -> dict[str, Any]:
    data = battle_summary(battle.state)
    won = battle.winner
    return {
        "seed": battle.seed,
        "start_1": record.names[battle.first],
        "rounds_played": data["rounds_played"],
        "end": data["end"],
        "winner": None if won is None else record.names[won],
        "lengths": [snek["length"] for snek in data["sneks"]],
    }


def simulate_duel(document: TomlDocument) -> dict[str, Any]:
    return duel_summary(load_duel(document))
