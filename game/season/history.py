"""A season file played back: every match file it names read through its game's own
checks and `simulate`, every decision through the season's rules. `validate`, `simulate`
and Continue all read a season this one way."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.core.paths import LEVELS, user_levels_dir
from game.core.problems import Problem, ProblemsFound, printable
from game.core.saves import header_game
from game.core.tomlfile import TomlDocument, load_toml
from game.games import GameInfo, game_by_id
from game.season.rules import (
    DuelDue,
    DuelResult,
    MainMatchDue,
    MainResult,
    PickDue,
    SaveDue,
    SeasonEvent,
    SeasonRefused,
    SeasonState,
    decide_save,
    new_season,
    next_step,
    pick,
    record_duel,
    record_main,
)
from game.season.season_file import SEASON_KIND, SeasonFile, named_matches, read_season_file


@dataclass
class PlayedMatch:
    path: Path
    game: str
    summary: dict[str, Any]
    document: TomlDocument


@dataclass
class SeasonHistory:
    path: Path
    season: SeasonFile
    state: SeasonState
    events: list[SeasonEvent] = field(default_factory=list)
    mains: list[PlayedMatch] = field(default_factory=list)
    duels: list[list[PlayedMatch]] = field(default_factory=list)  # per episode
    unfinished: PlayedMatch | None = None  # a match started and not over yet
    garnets_after: list[dict[str, int]] = field(default_factory=list)  # per episode played
    problems: list[Problem] = field(default_factory=list)


def level_file(game_id: str, name: str) -> Path | None:
    """A level named in a season: a file of that game's shipped levels or the player's own."""
    if Path(name).name != name or not name.endswith(".toml"):
        return None
    for folder in (LEVELS / game_id, user_levels_dir() / game_id):
        if (folder / name).is_file():
            return folder / name
    return None


def match_path(season_path: Path, relative: str) -> Path | None:
    """A match file named by a season, which must stay inside the season's folder."""
    folder = season_path.parent.resolve()
    path = (folder / relative).resolve()
    return path if path.is_relative_to(folder) and path != folder else None


def read_history(document: TomlDocument) -> SeasonHistory:
    """The season as far as its file and matches go; ProblemsFound when its shape is bad.
    Problems in the matches or decisions are in `problems`; the state stops before them."""
    season, problems = read_season_file(document)
    if season is None:
        raise ProblemsFound(problems)
    history = SeasonHistory(Path(document.path), season, new_season(season.setup))
    history.problems += _named_by_others(document, season)
    if not history.problems:
        _Player(document, history).play()
    return history


def _named_by_others(document: TomlDocument, season: SeasonFile) -> list[Problem]:
    """Two season files never name the same match file: one that another season file beside
    it names too is refused here, unless it lies in this season's own folder (`<name>/`,
    where the game writes its matches), whose file the other is refused for."""
    path = Path(document.path)
    named: dict[Path, tuple[str | int, ...]] = {}
    for index, record in enumerate(season.episodes):
        keys: list[tuple[tuple[str | int, ...], str | None]] = [
            (("episodes", index, "match"), record.match)
        ]
        keys += [
            (("episodes", index, "death_matches", number, "match"), match)
            for number, match in enumerate(record.death_matches)
        ]
        for key, relative in keys:
            target = match_path(path, relative) if relative is not None else None
            if target is not None:
                named.setdefault(target, key)
    if not named:
        return []
    own = match_path(path, path.stem)
    problems = []
    for other, targets in _other_seasons(path):
        for target in targets & named.keys():
            if own is not None and target.is_relative_to(own):
                continue  # in this season's own folder: the other season is the one refused
            shown = target.relative_to(path.parent.resolve())
            message = (
                f'"{printable(str(shown))}" is named by {printable(other.name)} too: a match'
                " file belongs to one season"
            )
            problems.append(document.problem(named[target], message))
    return sorted(problems, key=lambda problem: problem.line)


# What each season file names, by path, with the size and time it had: a season is read
# again after every decision, its neighbours only once they change.
_NAMED: dict[Path, tuple[tuple[int, int], frozenset[Path]]] = {}


def _other_seasons(path: Path) -> list[tuple[Path, frozenset[Path]]]:
    """Every other season file beside `path` (links left out), with the match files it
    names (resolved)."""
    found = []
    try:
        neighbours = sorted(path.parent.glob("*.toml"))
    except OSError:
        return []
    for other in neighbours:
        if other.name == path.name or other.is_symlink():
            continue
        try:
            status = other.stat()
        except (OSError, ValueError):
            continue
        stamp = (status.st_size, status.st_mtime_ns)
        known = _NAMED.get(other)
        if known is None or known[0] != stamp:
            known = (stamp, _names_in(other))
            _NAMED[other] = known
        if known[1]:
            found.append((other, known[1]))
    return found


def _names_in(other: Path) -> frozenset[Path]:
    """The match files a season file names (none for a file that is no season or cannot
    be read)."""
    try:
        if header_game(other) != SEASON_KIND:
            return frozenset()
        data = load_toml(other).data
    except ProblemsFound:
        return frozenset()
    targets = (match_path(other, name) for name in named_matches(data))
    return frozenset(target for target in targets if target is not None)


def load_history(path: Path) -> SeasonHistory:
    return read_history(load_toml(path))


class _Player:
    """Plays a season file's records through the rules, one episode at a time."""

    def __init__(self, document: TomlDocument, history: SeasonHistory):
        self.document = document
        self.history = history
        self.opened: dict[Path, int] = {}  # each match file read -> the line naming it

    def report(self, keys: tuple[str | int, ...], message: str) -> None:
        self.history.problems.append(self.document.problem(keys, message))

    def play(self) -> None:
        records = self.history.season.episodes
        for index, record in enumerate(records):
            if not self._episode(index, record) or self.history.problems:
                later = index + 1 < len(records)
                if later and not self.history.problems:
                    self.report(
                        ("episodes", index + 1), "an episode recorded before the last one is over"
                    )
                return

    def _episode(self, index: int, record: Any) -> bool:
        """Apply one episode's records; False when the season stops in it (unfinished)."""
        history = self.history
        keys = ("episodes", index)
        step = next_step(history.state)
        if not isinstance(step, MainMatchDue):
            self.report(keys, "the season is over before this episode")
            return False
        if record.match is None:
            self.report(keys, 'missing key "match" (the Main Match file)')
            return False
        played = self._match((*keys, "match"), record.match, main=True, planned=step)
        if played is None:
            return False
        history.mains.append(played)
        history.duels.append([])
        if not played.summary.get("finished"):
            history.unfinished = played
            return False
        if not self._apply((*keys, "match"), record_main, main_result(played)):
            return False
        return self._decisions(index, record)

    def _decisions(self, index: int, record: Any) -> bool:
        history = self.history
        keys = ("episodes", index)
        deaths = list(record.death_matches)
        used_saved, used_picks = set(), set()
        ok: bool | None
        while True:
            step = next_step(history.state)
            if isinstance(step, SaveDue):
                if step.candidate in record.saved:
                    used_saved.add(step.candidate)
                    ok = self._apply((*keys, "saved"), decide_save, step.candidate, True)
                elif step.candidate in record.kept:
                    ok = self._apply((*keys, "kept"), decide_save, step.candidate, False)
                elif step.candidate in record.picks:  # a pick says the token was kept
                    ok = self._apply((*keys, "picks"), decide_save, step.candidate, False)
                else:
                    return self._waiting(index, record, deaths, used_saved)
            elif isinstance(step, PickDue):
                if step.candidate not in record.picks:
                    return self._waiting(index, record, deaths, used_saved)
                used_picks.add(step.candidate)
                opponent = record.picks[step.candidate]
                ok = self._apply((*keys, "picks"), pick, step.candidate, opponent)
            elif isinstance(step, DuelDue):
                if not deaths:
                    return self._waiting(index, record, deaths, used_saved)
                number = len(record.death_matches) - len(deaths)
                ok = self._duel((*keys, "death_matches", number, "match"), deaths.pop(0), step)
                if ok is None:
                    return False
            else:
                self._leftovers(index, record, used_saved, used_picks, deaths)
                standings = history.state.standings
                history.garnets_after.append({n: s.garnets for n, s in standings.items()})
                return True
            if not ok:
                return False

    def _waiting(self, index: int, record: Any, deaths: list[str], saved: set[str]) -> bool:
        """The season stops in this episode for a decision or a match: what the file says
        beyond that is refused when it can never apply (a Death Match before its decisions,
        a ToL spent by someone who is no EC or holds none)."""
        if deaths:
            self.report(("episodes", index, "death_matches"), "a Death Match before its decisions")
        self._unspendable(index, record, saved)
        return False

    def _unspendable(self, index: int, record: Any, saved: set[str]) -> None:
        state = self.history.state
        episode = state.current
        candidates = episode.candidates if episode is not None else ()
        for name in record.saved:
            holds = state.standings[name].tokens if name in state.standings else 0
            if name not in saved and (name not in candidates or holds == 0):
                self.report(
                    ("episodes", index, "saved"),
                    f"{name} is not an Elimination Candidate holding a Token of Life here",
                )

    def _leftovers(
        self, index: int, record: Any, saved: set[str], picks: set[str], deaths: list[str]
    ) -> None:
        keys = ("episodes", index)
        for name in record.saved:
            if name not in saved:
                self.report(
                    (*keys, "saved"),
                    f"{name} is not an Elimination Candidate holding a Token of Life here",
                )
        for name in record.picks:
            if name not in picks:
                self.report((*keys, "picks"), f"{name} has no opponent to pick in this episode")
        if deaths:
            self.report((*keys, "death_matches"), "more Death Matches than the episode calls for")

    def _duel(self, keys: tuple[str | int, ...], relative: str, due: DuelDue) -> bool | None:
        played = self._match(keys, relative, main=False, planned=due)
        if played is None:
            return False
        self.history.duels[-1].append(played)
        if not played.summary.get("finished"):
            self.history.unfinished = played
            return None
        names = tuple(p["name"] for p in played.summary["players"])
        if len(names) != 2:
            self.report(keys, f"a Death Match has two players, not {len(names)}")
            return False
        result = DuelResult((names[0], names[1]), played.summary.get("winner"))
        return self._apply(keys, record_duel, result)

    def _apply(self, keys: tuple[str | int, ...], change: Any, *arguments: Any) -> bool:
        try:
            self.history.state, events = change(self.history.state, *arguments, in_place=True)
        except SeasonRefused as refused:
            self.report(keys, str(refused))
            return False
        self.history.events += events
        return True

    def _match(
        self, keys: tuple[str | int, ...], relative: str, main: bool, planned: Any
    ) -> PlayedMatch | None:
        path = match_path(self.history.path, relative)
        if path is None:
            self.report(keys, f'"{relative}" is not a file inside the season\'s folder')
            return None
        if path in self.opened:  # the same file by another name (a link, a folder's link)
            where = self.opened[path]
            once = "a match file is named once in a season"
            self.report(keys, f"this match file is named already on line {where}: {once}")
            return None
        self.opened[path] = self.document.line_of(*keys)
        try:
            document = load_toml(path)
        except ProblemsFound as found:
            self.history.problems += found.problems
            return None
        document = without_drafts(document)
        game = document.data.get("game")
        info = game_by_id(game) if isinstance(game, str) else None
        if not self._right_game(keys, info, main, planned):
            return None
        assert info is not None
        if problems := info.check_match(document):
            self.history.problems += problems
            return None
        try:
            summary = info.simulate(document)
        except ProblemsFound as found:
            self.history.problems += found.problems
            return None
        return PlayedMatch(path, info.game_id, summary, document)

    def _right_game(self, keys: tuple, info: GameInfo | None, main: bool, planned: Any) -> bool:
        setup = self.history.season.setup
        part = info.season() if info is not None and info.season is not None else None
        if main:
            wanted = planned.planned.game if planned.planned and planned.planned.game else None
            if info is None or part is None or not part.main_match:
                self.report(keys, "the Main Match file is not of a game that can be a Main Match")
                return False
            if wanted is not None and info.game_id != wanted:
                self.report(
                    keys, f"episode {planned.episode} is planned as {wanted}, not {info.game_id}"
                )
                return False
            return True
        if info is None or info.game_id != setup.death_match:
            self.report(keys, f"a Death Match of this season is a {setup.death_match} match")
            return False
        return True


def main_result(played: PlayedMatch) -> MainResult:
    """What a finished Main Match's file says (names, garnets, awards)."""
    starts = {
        name: table.get("garnets", 0)
        for table in played.document.data.get("players", [])
        if isinstance(table, dict) and isinstance(name := table.get("name"), str)
    }
    return result_of(played.game, played.summary, starts)


def result_of(game: str, summary: dict[str, Any], garnets_start: dict[str, int]) -> MainResult:
    """A finished Main Match's result from its `simulate` summary."""
    names = tuple(p["name"] for p in summary["players"])
    awards = summary.get("awards") or {}
    garnets_end = awards.get("garnets_end")
    return MainResult(
        game=game,
        level=str(summary.get("level", "")),
        players=names,
        garnets_start=garnets_start if garnets_end is not None else None,
        garnets_end=garnets_end,
        tokens_of_life=awards.get("tokens_of_life", {}),
        candidates=tuple(awards.get("elimination_candidates", ())),
        title=info.title if (info := game_by_id(game)) else game,
    )


def without_drafts(document: TomlDocument) -> TomlDocument:
    """A match file as the season counts it: its results. Its players' half-entered drafts are
    checked, and a bad one dropped with a message, when the match is opened to go on."""
    if "drafts" not in document.data:
        return document
    data = {key: value for key, value in document.data.items() if key != "drafts"}
    return replace(document, data=data)
