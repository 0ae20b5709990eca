"""The season file: `seasons/<name>.toml`, human-readable, rewritten atomically after every
decision. It holds the setup (cast, plan, Death Match game) and, per episode, the Main
Match's file, the ECs who spent a ToL, the picks and the Death Match files, all relative to
the season file. Standings are not stored: they follow from the matches and decisions."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.fields import Fields
from game.core.problems import Problem, printable
from game.core.tomlfile import TomlDocument, write_toml_atomic
from game.season.rules import (
    MOST_EPISODES,
    MOST_PLAYERS,
    CastMember,
    PlannedEpisode,
    SeasonSetup,
    setup_problems,
)
from game.table.seats import BOT_LEVELS, NAME_LIMIT, read_colour

SEASON_KIND = "season"
TOP_KEYS = {
    "format",
    "game",
    "name",
    "seed",
    "starting_garnets",
    "death_match",
    "death_match_level",
    "players",
    "plan",
    "episodes",
    "until_two_remain",
}
PLAYER_KEYS = {"name", "colour", "bot", "person_decides"}
PLAN_KEYS = {"game", "level"}
EPISODE_KEYS = {"match", "saved", "kept", "picks", "death_matches"}
DEATH_KEYS = {"match"}
NAME_LONGEST = 60
PATH_LONGEST = 200
MOST_GARNETS = 10_000


@dataclass
class EpisodeRecord:
    match: str | None = None
    saved: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    picks: dict[str, str] = field(default_factory=dict)
    death_matches: list[str] = field(default_factory=list)


@dataclass
class SeasonFile:
    setup: SeasonSetup
    episodes: list[EpisodeRecord] = field(default_factory=list)


def read_season_file(document: TomlDocument) -> tuple[SeasonFile | None, list[Problem]]:
    """The season file's contents (None when unusable) and every problem in its shape."""
    problems: list[Problem] = []
    top = Fields(document, document.data, (), problems)
    top.refuse_unknown(TOP_KEYS)
    if top.required("format", int) not in (None, 1):
        top.report("unknown format: this version of Serpentarium reads format 1", "format")
    if (kind := top.required("game", str)) not in (None, SEASON_KIND):
        top.report(f'a season file says game = "{SEASON_KIND}"', "game")
    name = top.text("name", NAME_LONGEST, required=True)
    seed = top.number("seed", 0, 2**63 - 1, 0)
    garnets = top.number("starting_garnets", 0, MOST_GARNETS, 0)
    death_match = top.text("death_match", NAME_LONGEST, required=True)
    death_level = top.text("death_match_level", PATH_LONGEST, required=True)
    cast = _read_cast(top)
    episodes = _read_episodes(top)
    plan = _read_plan(top) if "plan" in document.data else _recorded_plan(episodes)
    if problems or None in (name, kind, cast, plan, episodes, death_match, death_level):
        return None, problems
    assert cast is not None and plan is not None and episodes is not None  # checked just above
    until = top.optional("until_two_remain", bool, False)
    setup = SeasonSetup(name, seed, cast, plan, garnets, death_match, death_level, until)
    for message in setup_problems(setup):
        top.report(message, "players")
    return (None if problems else SeasonFile(setup, episodes)), problems


def _read_cast(top: Fields) -> tuple[CastMember, ...] | None:
    tables = top.required("players", list)
    if tables is None or not top.count("players", tables, MOST_PLAYERS, "players", 1):
        return None
    cast = []
    for entry in top.each_table("players", tables):
        entry.refuse_unknown(PLAYER_KEYS)
        name = entry.text("name", NAME_LIMIT, required=True)
        colour = read_colour(entry)
        bot = entry.text("bot", 10, "")
        if bot not in ("", *BOT_LEVELS):
            entry.report(f'"{entry.name("bot")}" is "" or one of {", ".join(BOT_LEVELS)}', "bot")
        person_decides = entry.optional("person_decides", bool, False)
        if name is not None:
            cast.append(CastMember(name, colour or "", bot or "", bool(bot and person_decides)))
    return tuple(cast) if len(cast) == len(tables) else None


def _read_plan(top: Fields) -> tuple[PlannedEpisode, ...] | None:
    tables = top.required("plan", list)
    if tables is None or not top.count("plan", tables, MOST_EPISODES, "episodes", 1):
        return None
    plan = []
    for entry in top.each_table("plan", tables):
        entry.refuse_unknown(PLAN_KEYS)
        game = entry.text("game", NAME_LONGEST, None)
        level = entry.text("level", PATH_LONGEST, None)
        if (game is None) != (level is None):
            entry.report(
                "a planned episode names both a game and a level, or neither (host's choice)"
            )
        plan.append(PlannedEpisode(game, level))
    return tuple(plan) if len(plan) == len(tables) else None


def _recorded_plan(episodes: list[EpisodeRecord] | None) -> tuple[PlannedEpisode, ...]:
    """A file without `plan` plays the episodes it records: one host's choice each (any
    Main Match game), the season ending with the last of them."""
    return (PlannedEpisode(),) * max(1, len(episodes or ()))


def _read_episodes(top: Fields) -> list[EpisodeRecord] | None:
    tables = top.optional("episodes", list, [])
    if not top.count("episodes", tables, MOST_EPISODES, "episodes"):
        return None
    episodes = []
    named: dict[str, str] = {}  # each match file (as named) -> where it was named first
    for entry in top.each_table("episodes", tables):
        entry.refuse_unknown(EPISODE_KEYS)
        record = EpisodeRecord(entry.text("match", PATH_LONGEST, None))
        _named_once(entry, "match", record.match, named)
        record.saved = _names(entry, "saved")
        record.kept = _names(entry, "kept")
        picks = entry.optional("picks", dict, {})
        for candidate, opponent in picks.items():
            if isinstance(opponent, str):
                record.picks[candidate] = opponent
            else:
                entry.report(f'"{entry.name("picks")}.{candidate}" must be a name', "picks")
        deaths = entry.optional("death_matches", list, [])
        for death in entry.each_table("death_matches", deaths):
            death.refuse_unknown(DEATH_KEYS)
            if (match := death.text("match", PATH_LONGEST, required=True)) is not None:
                record.death_matches.append(match)
                _named_once(death, "match", match, named)
        episodes.append(record)
    return episodes


def _named_once(entry: Fields, key: str, match: str | None, named: dict[str, str]) -> None:
    """A match file is named once in a season: a second naming (however spelt) is refused
    where it stands, with where the first one is."""
    if match is None:
        return
    spelt = os.path.normcase(os.path.normpath(match))
    if spelt in named:
        entry.report(
            f'"{printable(match)}" is named already as {named[spelt]}: a match file is'
            " named once in a season",
            key,
        )
    else:
        named[spelt] = f"{entry.name(key)} (line {entry.line(key)})"


def _names(entry: Fields, key: str) -> list[str]:
    names = entry.optional(key, list, [])
    if not all(isinstance(name, str) for name in names):
        entry.report(f'"{entry.name(key)}" must be an array of names', key)
        return []
    return list(names)


def named_matches(data: dict[str, Any]) -> list[str]:
    """Every match file a season file's data names (its Main Matches and Death Matches), as
    written, whatever else is wrong in it."""
    names = []
    episodes = data.get("episodes")
    for episode in episodes if isinstance(episodes, list) else []:
        if not isinstance(episode, dict):
            continue
        names.append(episode.get("match"))
        deaths = episode.get("death_matches")
        for death in deaths if isinstance(deaths, list) else []:
            names.append(death.get("match") if isinstance(death, dict) else None)
    return [name for name in names if isinstance(name, str)]


def season_data(season: SeasonFile) -> dict[str, Any]:
    """The season file as TOML data."""
    setup = season.setup
    until = {"until_two_remain": True} if setup.until_two_remain else {}
    return {
        "format": 1,
        "game": SEASON_KIND,
        "name": setup.name,
        "seed": setup.seed,
        "starting_garnets": setup.starting_garnets,
        "death_match": setup.death_match,
        "death_match_level": setup.death_match_level,
        **until,
        "players": [_player_data(m) for m in setup.cast],
        "plan": [{} if p.hosts_choice else {"game": p.game, "level": p.level} for p in setup.plan],
        "episodes": [_episode_data(e) for e in season.episodes],
    }


def _player_data(member: CastMember) -> dict[str, Any]:
    data: dict[str, Any] = {"name": member.name, "colour": member.colour, "bot": member.bot}
    if member.bot and member.person_decides:  # the bot plays; the person still decides
        data["person_decides"] = True
    return data


def _episode_data(episode: EpisodeRecord) -> dict[str, Any]:
    data: dict[str, Any] = {}
    if episode.match is not None:
        data["match"] = episode.match
    for key in ("saved", "kept"):
        if getattr(episode, key):
            data[key] = list(getattr(episode, key))
    if episode.picks:
        data["picks"] = dict(episode.picks)
    if episode.death_matches:
        data["death_matches"] = [{"match": m} for m in episode.death_matches]
    return data


def write_season_file(path: Path, season: SeasonFile) -> None:
    write_toml_atomic(path, season_data(season))
