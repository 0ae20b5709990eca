"""Running a season: checking its plan, starting each match through its game's
`SeasonGame`, writing every public decision to the season file, and letting bots decide
and play. The season file is rewritten atomically after every change."""

from __future__ import annotations

import errno
import os
import re
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.core.fields import WORK_IN_PROGRESS_WORDS
from game.core.paths import LEVELS, user_levels_dir
from game.core.problems import ProblemsFound
from game.core.rng import derived_rng
from game.core.tomlfile import load_toml, write_toml_atomic
from game.games import GameInfo, all_games, game_by_id
from game.season import listing
from game.season.history import (
    SeasonHistory,
    level_file,
    load_history,
    match_path,
    result_of,
)
from game.season.hooks import SeasonGame
from game.season.rules import (
    DuelDue,
    DuelResult,
    MainMatchDue,
    PickDue,
    PlannedEpisode,
    SaveDue,
    SeasonEvent,
    SeasonOver,
    SeasonSetup,
    SeasonState,
    bot_decides,
    bot_pick,
    bot_spends,
    decide_save,
    is_bot,
    match_seed,
    new_season,
    next_step,
    pick,
    possible_player_counts,
    record_duel,
    record_main,
    setup_problems,
)
from game.season.season_file import EpisodeRecord, SeasonFile, write_season_file
from game.table.levels import user_level_files
from game.table.seats import Seat


def season_game(game_id: str) -> SeasonGame | None:
    info = game_by_id(game_id)
    return info.season() if info is not None and info.season is not None else None


def season_part(game: GameInfo) -> SeasonGame:
    """The season hooks of a game that takes part in seasons."""
    assert game.season is not None, game.game_id
    return game.season()


def main_match_games() -> list[GameInfo]:
    return [g for g in all_games() if g.season is not None and g.season().main_match]


def broken_own_levels() -> list[str]:
    """The player's own Main Match levels the game refuses, each as "Social Snake: its
    first problem" (`name.toml:line: why`): a season leaves them out (a work in progress
    is no level yet, and is not named)."""
    broken = []
    for info in main_match_games():
        for path in user_level_files(info.game_id):
            try:
                problems = info.check_level(load_toml(path))
            except ProblemsFound as found:
                problems = found.problems
            if problems and all(p.message != WORK_IN_PROGRESS_WORDS for p in problems):
                first = replace(problems[0], path=path.name)
                broken.append(f"{info.title}: {first}")
    return broken


def death_match_games() -> list[GameInfo]:
    """The games that play Death Matches, the default first."""
    games = [g for g in all_games() if g.season is not None and g.season().death_match]
    return sorted(games, key=lambda g: season_part(g).duel_rank)


_PRELOADING: list[threading.Thread] = []


def preload_games() -> threading.Thread:
    """Import every game's season part in the background, once per program: the season list
    starts it when it opens, so that the new season's setup, a click later, opens without
    importing the games' rules (a third of a second on a fresh program)."""
    if not _PRELOADING:
        thread = threading.Thread(target=_preload, name="season-preload", daemon=True)
        _PRELOADING.append(thread)
        thread.start()
    return _PRELOADING[0]


def _preload() -> None:
    try:
        main_match_games()
        death_match_games()
    except Exception:  # noqa: BLE001 - the setup meets the same error itself, and says it
        pass


def default_death_match() -> tuple[str, str]:
    """The default Death Match game and its level ("" and "" when no game plays them)."""
    games = death_match_games()
    return (games[0].game_id, season_part(games[0]).duel_level) if games else ("", "")


def quick_plan(players: int, episodes: int = 4) -> tuple[PlannedEpisode, ...]:
    """A plan of `episodes` that fit: the Main Match games in turn, each on its first level
    that seats every number of players who may be left then; the host's choice where none
    does."""
    games = [g.game_id for g in main_match_games()]
    plan: list[PlannedEpisode] = []
    most: list[int | None] = []  # each planned match's most ECs
    for number in range(episodes):
        chosen = PlannedEpisode()
        for offset in range(len(games)):
            game = games[(number + offset) % len(games)]
            chosen = _first_fitting(players, plan, most, game) or chosen
            if not chosen.hosts_choice:
                break
        plan.append(chosen)
        most.append(_planned_most(chosen))
    return tuple(plan)


def _first_fitting(
    players: int, plan: list[PlannedEpisode], most: list[int | None], game: str
) -> PlannedEpisode | None:
    part = season_game(game)
    used = [planned.level for planned in plan if planned.game == game]
    for level in sorted(level_names(game), key=used.count):  # a level not played yet first
        path = level_file(game, level)
        trial = PlannedEpisode(game, level)
        possible = possible_player_counts(players, [*most, _planned_most(trial)])[-1]
        if part and path and all(_fits(part, path, count) for count in possible):
            return trial
    return None


def _planned_most(planned: PlannedEpisode) -> int | None:
    part = season_game(planned.game or "")
    path = level_file(planned.game or "", planned.level or "")
    return None if part is None or path is None else _most_candidates(part, path)


def levels_stamp() -> tuple[int, ...]:
    """Changes whenever a level is added, removed or rewritten (atomically) in any game's
    shipped or own levels folder: what a cached plan check depends on."""
    stamp = []
    for info in all_games():
        for folder in (LEVELS / info.game_id, user_levels_dir() / info.game_id):
            try:
                stamp.append(folder.stat().st_mtime_ns)
            except OSError:
                stamp.append(-1)
    return tuple(stamp)


def level_names(game_id: str) -> list[str]:
    """Every level a season may name for this game: shipped ones, then the player's own."""
    shipped = sorted(p.name for p in (LEVELS / game_id).glob("*.toml"))
    own = sorted(p.name for p in user_level_files(game_id) if p.name not in shipped)
    return shipped + own


def level_title(game_id: str, level: str) -> str:
    """A level's name as its file gives it ("Islands: Snake Eyes Archipelago"), else its
    file's stem: what the plan, the board and its buttons show."""
    path = level_file(game_id, level)
    stem = Path(level).stem
    if path is None:
        return stem
    name = _level_answer(path, "name", 0, lambda: load_toml(path).data.get("name"))
    return name.strip() if isinstance(name, str) and name.strip() else stem


def fitting_levels(game_id: str, players: int) -> list[str]:
    part = season_game(game_id)
    found = []
    for name in level_names(game_id):
        path = level_file(game_id, name)
        if part is not None and path is not None and _fits(part, path, players):
            found.append(name)
    return found


def host_choices(players: int) -> list[tuple[str, str]]:
    """(game, level) for every Main Match level that seats this many players."""
    return [
        (info.game_id, name)
        for info in main_match_games()
        for name in fitting_levels(info.game_id, players)
    ]


def plan_problems(setup: SeasonSetup) -> list[str]:
    """Everything that keeps a season from starting, in words: the cast, and each planned
    match against every number of players that may be left at its turn."""
    problems = setup_problems(setup)
    most: list[int | None] = []
    for number, planned in enumerate(setup.plan, 1):
        if planned.hosts_choice:
            most.append(None)
            continue
        part = season_game(planned.game or "")
        path = level_file(planned.game or "", planned.level or "")
        if part is None or not part.main_match:
            problems.append(f"episode {number}: {planned.game} cannot be a Main Match")
            most.append(None)
        elif path is None:
            problems.append(f"episode {number}: no {planned.game} level {planned.level}")
            most.append(None)
        else:
            most.append(_most_candidates(part, path))
    counts = possible_player_counts(len(setup.cast), most)
    for number, (planned, possible) in enumerate(zip(setup.plan, counts, strict=True), 1):
        problems += _fit_problems(number, planned, possible)
    if setup.until_two_remain:
        after = len(setup.plan) + 1
        problems += _fit_problems(after, PlannedEpisode(), range(3, len(setup.cast) + 1))
    problems += _death_match_problems(setup)
    return problems


# What a level says for a season (seats it this many players? how many ECs?), asked again
# and again by the plan checks (every preset, every seat change, every possible count):
# each answer remembered until the file changes, so a level is read once.
_LEVEL_ANSWERS: dict[tuple[str, str, int], tuple[tuple[int, int], Any]] = {}


def _level_answer(path: Path, question: str, players: int, ask: Any) -> Any:
    try:
        status = path.stat()
        stamp = (status.st_size, status.st_mtime_ns)
    except OSError:
        return None
    key = (str(path), question, players)
    known = _LEVEL_ANSWERS.get(key)
    if known is not None and known[0] == stamp:
        return known[1]
    try:
        answer = ask()
    except ProblemsFound:
        answer = None
    _LEVEL_ANSWERS[key] = (stamp, answer)
    return answer


def _most_candidates(part: SeasonGame, path: Path) -> int | None:
    return _level_answer(path, "most_candidates", 0, lambda: part.most_candidates(path))


def _fit_problems(number: int, planned, possible: range) -> list[str]:
    if planned.hosts_choice:
        missing = [count for count in possible if not host_choices(count)]
        what = "no Main Match level"
    else:
        part = season_game(planned.game)
        path = level_file(planned.game, planned.level)
        if part is None or path is None:
            return []
        missing = [count for count in possible if not _fits(part, path, count)]
        what = f"{planned.game} on {planned.level}"
    if not missing:
        return []
    counts = ", ".join(map(str, missing))
    return [f"episode {number}: {what} does not seat {counts} players, who may be left then"]


def _fits(part: SeasonGame, path: Path, players: int) -> bool:
    return bool(_level_answer(path, "fits", players, lambda: part.fits(path, players)))


def _death_match_problems(setup: SeasonSetup) -> list[str]:
    part = season_game(setup.death_match)
    if part is None or not part.death_match:
        names = ", ".join(g.game_id for g in death_match_games())
        return [f"the Death Match game is one of {names}, not {setup.death_match}"]
    path = level_file(setup.death_match, setup.death_match_level)
    if path is None:
        return [f"no {setup.death_match} level {setup.death_match_level} for Death Matches"]
    if not _fits(part, path, 2):
        return [f"{setup.death_match_level} is not a two-player level"]
    return []


# --- creating and advancing ------------------------------------------------------------


def create_season(path: Path, setup: SeasonSetup) -> SeasonHistory:
    """Write a new season file (ProblemsFound-free plan required) and read it back. A file
    or match folder (`<stem>/`) already there is never written into: FileExistsError."""
    if problems := plan_problems(setup):
        raise ValueError("; ".join(problems))
    for taken in (path, path.with_name(path.stem)):
        if os.path.lexists(taken):
            raise FileExistsError(
                errno.EEXIST, "a season's file or folder is there already", str(taken)
            )
    path.parent.mkdir(parents=True, exist_ok=True)
    write_season_file(path, SeasonFile(setup, []))
    return load_history(path)


def _save(history: SeasonHistory) -> SeasonHistory:
    write_season_file(history.path, history.season)
    return reread(history.path)


def reread(path: Path) -> SeasonHistory:
    """The season read again after a change, its line remembered for the season lists."""
    history = load_history(path)
    listing.remember(history)
    return history


def _seats(history: SeasonHistory, names: tuple[str, ...]) -> list[Seat]:
    cast = {m.name: m for m in history.season.setup.cast}
    return [Seat(name, cast[name].colour, cast[name].bot or None) for name in names]


def file_slug(text: str, fallback: str) -> str:
    """`text` as a file name's stem: lower-case letters and digits joined by hyphens."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or fallback


def start_main(history: SeasonHistory, game_id: str, level: str) -> tuple[Path, Any, SeasonGame]:
    """Start the Main Match that is due (its file beside the season) and record it."""
    step = next_step(history.state)
    assert isinstance(step, MainMatchDue)
    part, path = season_game(game_id), level_file(game_id, level)
    if part is None or path is None:
        raise ValueError(f"no {game_id} level {level}")
    relative = f"{history.path.stem}/{step.episode}-{file_slug(game_id, 'match')}.toml"
    target = match_path(history.path, relative)
    assert target is not None
    target.parent.mkdir(parents=True, exist_ok=True)
    garnets = [history.state.standings[name].garnets for name in step.players]
    seed = match_seed(history.season.setup, step.episode, "main")
    session = part.start_match(path, _seats(history, step.players), garnets, seed, target)
    episodes = history.season.episodes
    if len(episodes) < step.episode:
        episodes.append(EpisodeRecord())
    episodes[step.episode - 1].match = relative
    _save(history)
    return target, session, part


def duel_level(setup: SeasonSetup, episode: int, label: str) -> str:
    """The level of a Death Match: the season's, or for a game that draws them, a seeded
    draw among every level of that game seating two (the season's own among them)."""
    part = season_game(setup.death_match)
    if part is None or not part.draws_duel_level:
        return setup.death_match_level
    choices = fitting_levels(setup.death_match, 2) or [setup.death_match_level]
    return derived_rng(setup.seed, "duel level", episode, label).choice(choices)


def next_duel_level(history: SeasonHistory) -> str:
    """The level the Death Match that is due will be played on."""
    step = next_step(history.state)
    assert isinstance(step, DuelDue)
    played = len(history.season.episodes[step.episode - 1].death_matches)
    return duel_level(history.season.setup, step.episode, f"death-{played}")


def start_duel(history: SeasonHistory) -> tuple[Path, Any, SeasonGame]:
    """Start the Death Match that is due (on its drawn level) and record it."""
    step = next_step(history.state)
    assert isinstance(step, DuelDue)
    setup = history.season.setup
    part = season_game(setup.death_match)
    record = history.season.episodes[step.episode - 1]
    label = f"death-{len(record.death_matches)}"
    path = level_file(setup.death_match, duel_level(setup, step.episode, label))
    assert part is not None and path is not None
    relative = f"{history.path.stem}/{step.episode}-death-{len(record.death_matches) + 1}.toml"
    target = match_path(history.path, relative)
    assert target is not None
    seed = match_seed(setup, step.episode, label)
    garnets = [history.state.standings[name].garnets for name in step.players]
    session = part.start_match(path, _seats(history, step.players), garnets, seed, target)
    record.death_matches.append(relative)
    _save(history)
    return target, session, part


def decide(history: SeasonHistory, step: SaveDue | PickDue, choice: bool | str) -> SeasonHistory:
    """Record a public decision, a ToL spent or kept, or an opponent picked (SeasonRefused
    when the rules do not allow it: nothing is written then)."""
    record = history.season.episodes[step.episode - 1]
    if isinstance(step, SaveDue):
        decide_save(history.state, step.candidate, bool(choice))
        (record.saved if choice else record.kept).append(step.candidate)
    else:
        pick(history.state, step.candidate, str(choice))
        record.picks[step.candidate] = str(choice)
        if step.candidate in record.kept:  # the pick says it: `kept` is for the unpicked
            record.kept.remove(step.candidate)
    return _save(history)


def hand_seat(
    history: SeasonHistory,
    name: str,
    bot: str,
    match: Path | None = None,
    person_decides: bool = False,
) -> SeasonHistory:
    """A player's seat handed to a bot of level `bot` ("" back to a human) for the season's
    next matches, and its season decisions too unless `person_decides` (a person's seat
    whose player still decides the Token of Life and the pick); with `match` (the
    unfinished match file, which names the player), in that match too from where it stands."""
    if match is not None:
        hand_match_seat(match, name, bot)
    setup = history.season.setup
    decides = bool(bot) and person_decides
    cast = tuple(
        replace(m, bot=bot, person_decides=decides) if m.name == name else m for m in setup.cast
    )
    history.season.setup = replace(setup, cast=cast)
    return _save(history)


def hand_match_seat(path: Path, name: str, bot: str) -> None:
    """In a match file, `name`'s `[[players]]` table made a bot of level `bot` ("": the
    player again). Every game's match file names its seats so (game/table/match_files.py)."""
    document = load_toml(path)
    players = document.data.get("players")
    tables = [p for p in players or () if isinstance(p, dict) and p.get("name") == name]
    if len(tables) != 1:
        raise ProblemsFound([document.problem(("players",), f"no seat named {name}")])
    if bot:
        tables[0]["bot"] = bot
    else:
        tables[0].pop("bot", None)
    write_toml_atomic(path, document.data)


def bot_choice(setup: SeasonSetup, step: MainMatchDue) -> tuple[str, str]:
    """The planned match, or for the host's choice a seeded pick among the fitting levels
    that hand out the fewest Tokens of Life: the bots' host wants the season to reach its
    Final (every EC holding a token spends it, RULINGS §7, so a season of generous matches
    eliminates nobody for many episodes)."""
    planned = step.planned
    if planned is not None and not planned.hosts_choice:
        return planned.game or "", planned.level or ""
    choices = host_choices(len(step.players))
    fewest = min(map(most_tokens, choices))
    choices = [choice for choice in choices if most_tokens(choice) == fewest]
    return derived_rng(setup.seed, "host", step.episode).choice(choices)


def awards_words(game_id: str, level: str) -> str:
    """What a Main Match on this level hands out at most, in short words: "2 ToL, 1 EC"."""
    part, path = season_game(game_id), level_file(game_id, level)
    candidates = _most_candidates(part, path) if part and path else None
    ecs = f"{candidates} EC{'s' if candidates != 1 else ''}" if candidates else "ECs"
    return f"{most_tokens((game_id, level))} ToL, {ecs}"


def most_tokens(choice: tuple[str, str]) -> int:
    """The most Tokens of Life a Main Match on (game, level) hands out."""
    part, path = season_game(choice[0]), level_file(*choice)
    if part is None or path is None:
        return 1 << 30
    return _level_answer(path, "most_tokens", 0, lambda: part.most_tokens(path)) or 0


def all_bots(history: SeasonHistory, names: tuple[str, ...]) -> bool:
    return all(is_bot(history.state, name) for name in names)


def play_decisions(history: SeasonHistory) -> SeasonHistory:
    """Let bot ECs make their public decisions until a match or a human is due."""
    while not history.problems:
        step = next_step(history.state)
        if not isinstance(step, SaveDue | PickDue):
            break
        if not bot_decides(history.state, step.candidate):
            break
        history = decide(history, step, _bot_decision(history, step))
    return history


def bot_match_due(history: SeasonHistory, hosts_choice: bool = True) -> bool:
    """The season's next match (after the bots' decisions) has a bot at every seat and is
    not started: bots can play it without anyone watching. Without `hosts_choice`, not an
    episode of the host's choice (a person picks its game)."""
    step = next_step(history.state)
    if history.problems or history.unfinished is not None:
        return False
    choosing = isinstance(step, MainMatchDue) and (
        step.planned is None or step.planned.hosts_choice
    )
    if choosing and not hosts_choice:
        return False
    return isinstance(step, MainMatchDue | DuelDue) and all_bots(history, step.players)


def play_bot_match(history: SeasonHistory, choice: tuple[str, str] | None = None) -> SeasonHistory:
    """Play the bot match that is due (`bot_match_due`) to its end, its file written as
    a watched one would be, and read the season again; `choice`: the (game, level) the
    host chose for a Main Match of the host's choice."""
    step = next_step(history.state)
    if isinstance(step, MainMatchDue):
        game_level = choice or bot_choice(history.season.setup, step)
        _, session, part = start_main(history, *game_level)
    else:
        _, session, part = start_duel(history)
    part.play_bots(session)
    return reread(history.path)


def play_bots(history: SeasonHistory) -> SeasonHistory:
    """Let bots decide and play until a human is needed or the season is over."""
    while bot_match_due(history := play_decisions(history)):
        history = play_bot_match(history)
    return history


def _bot_decision(history: SeasonHistory, step: SaveDue | PickDue) -> bool | str:
    if isinstance(step, SaveDue):
        return bot_spends(history.state, step.candidate)
    return bot_pick(history.state, step.candidate)


def play_in_memory(setup: SeasonSetup) -> tuple[SeasonState, list[SeasonEvent]]:
    """A bots-only season by the rules alone, every match played in memory and no file
    written (the bench; the same rules and bots as a season in files)."""
    state, events = new_season(setup), []
    while not isinstance(step := next_step(state), SeasonOver):
        if isinstance(step, SaveDue):
            state, said = decide_save(state, step.candidate, bot_spends(state, step.candidate))
        elif isinstance(step, PickDue):
            state, said = pick(state, step.candidate, bot_pick(state, step.candidate))
        elif isinstance(step, MainMatchDue):
            game_id, level = bot_choice(setup, step)
            garnets = {name: state.standings[name].garnets for name in step.players}
            summary = _played(setup, game_id, level, step.players, garnets, step.episode, "main")
            state, said = record_main(state, result_of(game_id, summary, garnets))
        else:
            label = f"death-{len(state.episodes[-1].duels) + len(state.episodes[-1].final)}"
            game_id, level = setup.death_match, duel_level(setup, step.episode, label)
            summary = _played(setup, game_id, level, step.players, {}, step.episode, label)
            state, said = record_duel(state, DuelResult(step.players, summary.get("winner")))
        events += said
    return state, events


def _played(
    setup: SeasonSetup,
    game_id: str,
    level: str,
    players: tuple[str, ...],
    garnets: dict[str, int],
    episode: int,
    label: str,
) -> dict[str, Any]:
    part, path = season_game(game_id), level_file(game_id, level)
    assert part is not None and path is not None
    cast = {m.name: m for m in setup.cast}
    seats = [Seat(name, cast[name].colour, cast[name].bot or "normal") for name in players]
    counts = [garnets.get(name, 0) for name in players]
    session = part.start_match(path, seats, counts, match_seed(setup, episode, label), None)
    part.play_bots(session)
    return part.summary(session)


def plan_awards(setup: SeasonSetup) -> Callable[[int, int], tuple[int, int]]:
    """For the forecast (game/season/forecast.py): what episode `number`'s Main Match hands
    out at most with `players` in, (Tokens of Life, ECs); for the host's choice, the level
    the bots' host would pick (the fewest tokens)."""
    known: dict[int, tuple[int, int]] = {}

    def awards(number: int, players: int) -> tuple[int, int]:
        planned = setup.planned(number) or PlannedEpisode()
        if not planned.hosts_choice:
            choice = (planned.game or "", planned.level or "")
            return most_tokens(choice), _planned_most(planned) or 1
        if players not in known:
            choices = host_choices(players) or [("", "")]
            fewest = min(choices, key=most_tokens)
            known[players] = (most_tokens(fewest), _planned_most(PlannedEpisode(*fewest)) or 1)
        return known[players]

    return awards
