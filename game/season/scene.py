"""The season in the window: the season list, a new season (the kit's setup screen), the
season board between episodes (standings, garnets chart, road ahead, history) and the
ceremony's decisions. Every match is played in its game's own window."""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.core.paths import user_data_dir
from game.core.problems import ProblemsFound
from game.core.tomlfile import load_json, write_text_atomic
from game.core.words import plural
from game.games import all_games, game_by_id
from game.season import listing
from game.season.history import PlayedMatch, SeasonHistory, load_history
from game.season.listing import season_files, season_status, season_statuses, stem_taken
from game.season.plan_scene import PlanScene, after_plan_words, numbered_words, planned_words
from game.season.rules import (
    CastMember,
    DuelDue,
    MainMatchDue,
    PickDue,
    PlannedEpisode,
    SaveDue,
    SeasonOver,
    SeasonRefused,
    SeasonSetup,
    can_pick,
    crown_stakes,
    death_match_place,
    episode_place,
    episode_progress,
    final_game,
    final_score,
    next_step,
    player_status,
)
from game.season.runner import (
    all_bots,
    awards_words,
    bot_choice,
    bot_match_due,
    death_match_games,
    decide,
    default_death_match,
    file_slug,
    hand_seat,
    host_choices,
    level_title,
    levels_stamp,
    next_duel_level,
    plan_awards,
    plan_problems,
    play_bot_match,
    play_decisions,
    preload_games,
    quick_plan,
    reread,
    season_game,
    start_duel,
    start_main,
)
from game.season.season_file import SEASON_KIND
from game.table.session import EntryRefused
from game.ui import theme
from game.ui.dialogs import Choice, MessageScene
from game.ui.event_log import EventLog
from game.ui.results import (
    LEGEND_ROW,
    NAME_SIZES_DOWN_TO,
    Column,
    Results,
    ResultsLayout,
    ResultsScene,
    legend_per_row,
)
from game.ui.scene import Scene
from game.ui.setup import LevelChoice, SetupChoice, SetupConfig, SetupOption, SetupScene
from game.ui.table_layout import Want, board_first, lines_height, stack
from game.ui.text import blit_text, blit_wrapped, fitting_rows, largest_font, wrap_text
from game.ui.widgets import BUTTON_FONT, BUTTON_PADDING, ButtonList, MenuItem, StrayKeys

if TYPE_CHECKING:
    from game.ui.host import Host

QUICK_SEATS = (None, "normal", "normal", "normal", "normal", "normal")


# --- the season list ----------------------------------------------------------------------


class SeasonHomeScene(Scene):
    title = "Seasons"

    def enter(self) -> None:
        super().enter()
        preload_games()

    def build(self, root: UIContainer) -> None:
        items = [
            MenuItem("New season", self._new, hint="Cast, plan and Death Match game"),
            MenuItem("How to play: seasons", self._help, hint="The show's rules"),
            MenuItem("Guided first episode", self._guided, hint="You and three bots, one episode"),
        ]
        shown = season_files()[:8]
        for path, (line, _) in season_statuses(shown).items():
            items.append(MenuItem(line, self._opener(path), hint=str(path)))
        items.append(MenuItem("Back", lambda: self.app.pop(self)))
        width, height = self.app.size
        rect = pygame.Rect(0, 110, min(720, width - 40), height - 150)
        rect.centerx = width // 2
        self.menu = ButtonList(self.app.ui, root, rect, items, button_height=46, gap=8)

    def _new(self) -> None:
        self.app.push(new_season_scene(self.app))

    def _guided(self) -> None:
        from game.season.tutorial import tutorial_scene

        self.app.push(tutorial_scene(self.app))

    def _help(self) -> None:
        from game.season import SEASON
        from game.ui.howto import HowToPlayScene

        self.app.push(HowToPlayScene(self.app, opening=SEASON.title))

    def _opener(self, path: Path):
        return lambda: open_season(self.app, path)

    def resume(self) -> None:
        super().resume()
        self.relayout()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        font = self.app.font(40, bold=True)
        label = font.render("Seasons", True, theme.TEXT)
        surface.blit(label, label.get_rect(center=(self.app.size[0] // 2, 60)))


def season_home(app: Host) -> Scene:
    return SeasonHomeScene(app)


def open_season(app: Host, path: Path) -> None:
    try:
        app.push(SeasonBoardScene(app, path))
    except ProblemsFound as found:
        app.show_message("This season cannot be opened", [str(p) for p in found.problems])


def resume_match(app: Host, path: Path) -> Scene:
    """Continue on a season file: its board."""
    return SeasonBoardScene(app, path)


# --- a new season ---------------------------------------------------------------------


@dataclass(frozen=True)
class PlanPreset:
    name: str
    plan: tuple[PlannedEpisode, ...]
    until_two_remain: bool


def plan_presets(players: int) -> list[PlanPreset]:
    """The plans the setup screen offers for this many players, the default first: it
    reaches the Final when each episode eliminates one player, and goes on with the host's
    choice until two remain when some eliminate nobody (the name and plan screen then
    changes any episode)."""
    one_each = max(1, players - 2)  # one elimination an episode leaves two
    return [  # short names: the setup's buttons hold them whole in a small window
        PlanPreset("Each game in turn", quick_plan(players, one_each), True),
        PlanPreset("Host's choice", (PlannedEpisode(),), True),
        PlanPreset("Quick: 4 episodes", quick_plan(players), False),
    ]


_PLAN_CHOICES: dict[tuple[int, tuple[int, ...]], list[LevelChoice]] = {}
PLANS_FILE = "season-plans.json"  # in the data folder: the presets worked out, per seat count
PLANS_VERSION = 5  # raise when what plan_presets proposes or says changes


def plan_choices(players: int) -> list[LevelChoice]:
    """The setup screen's plans for this many players: worked out once per seat count while
    the level folders stay as they are, and kept on disk, so that the setup opens without
    reading the levels (a fresh program reads one small file)."""
    key = (players, levels_stamp())
    if key not in _PLAN_CHOICES:
        choices = [
            LevelChoice(
                Path(file_slug(preset.name, "plan")),
                preset,
                preset.name,
                summary,
                compact=_compact_summary(preset.plan, summary),
            )
            for preset, summary in _kept_presets(key)
        ]
        _PLAN_CHOICES[key] = choices
    return _PLAN_CHOICES[key]


def _compact_summary(plan: Sequence[PlannedEpisode], summary: list[str]) -> list[str]:
    """The plan's preview in fewer rows, for a small window: its episodes by game
    ("Social Snake: 1 classic, 3 islands"), then what follows the plan (the summary's last
    line). A plan that does not fit keeps its reasons."""
    if summary and summary[0] == "Does not fit:":
        return summary  # its reasons, whole
    games: dict[str, list[str]] = {}
    for number, planned in enumerate(plan, 1):
        if planned.hosts_choice:
            games.setdefault("Host's choice", []).append(str(number))
        else:
            title = _title(planned.game or "")
            level = level_title(planned.game or "", planned.level or "").split(":")[0]
            games.setdefault(title, []).append(f"{number} {level}")  # "Classic", not all
    return [f"{game}: {', '.join(episodes)}" for game, episodes in games.items()] + summary[-1:]


def _plans_key(key: tuple[int, tuple[int, ...]]) -> str:
    games = ",".join(info.game_id for info in all_games())
    return f"{PLANS_VERSION}|{games}|{key[0]}|{','.join(map(str, key[1]))}"


def _kept_presets(key: tuple[int, tuple[int, ...]]) -> list[tuple[PlanPreset, list[str]]]:
    """The presets with their summaries kept on disk for `key`, else worked out now and
    kept (a file that cannot be read or written only costs the time)."""
    path, wanted = user_data_dir() / PLANS_FILE, _plans_key(key)
    kept: dict[str, Any] = {}
    with contextlib.suppress(ProblemsFound, OSError):
        data = load_json(path)
        kept = data if isinstance(data, dict) else {}
    try:
        return [_preset_from(item) for item in kept[wanted]]
    except (KeyError, TypeError, ValueError):
        presets = _worked_out(key[0])
    kept = {k: v for k, v in kept.items() if k.split("|")[:2] == wanted.split("|")[:2]}
    kept[wanted] = [_preset_data(*pair) for pair in presets]
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps(kept, ensure_ascii=True))
    return presets


def _preset_data(preset: PlanPreset, summary: list[str]) -> dict[str, Any]:
    plan = [[planned.game, planned.level] for planned in preset.plan]
    return {
        "name": preset.name,
        "plan": plan,
        "until_two_remain": preset.until_two_remain,
        "summary": summary,
    }


def _preset_from(item: dict[str, Any]) -> tuple[PlanPreset, list[str]]:
    plan = []
    for game, level in item["plan"]:
        if not (game is None is level or isinstance(game, str) and isinstance(level, str)):
            raise ValueError("a planned episode names a game and a level, or neither")
        plan.append(PlannedEpisode(game, level))
    summary = [str(line) for line in item["summary"]]
    return PlanPreset(str(item["name"]), tuple(plan), bool(item["until_two_remain"])), summary


def _worked_out(players: int) -> list[tuple[PlanPreset, list[str]]]:
    """Each preset with what the setup screen says of it (its episodes, or why it does not
    fit)."""
    worked = []
    cast = tuple(CastMember(f"P{i}", "") for i in range(players))
    for preset in plan_presets(players):
        setup = SeasonSetup(
            preset.name, 1, cast, preset.plan, until_two_remain=preset.until_two_remain
        )
        problems = [p for p in plan_problems(setup) if p.startswith("episode")]
        summary = [numbered_words(number, p) for number, p in enumerate(preset.plan, 1)]
        if preset.until_two_remain:
            summary.append("then host's choice until two remain")
        else:
            summary.append("then the most Tokens of Life, then garnets, win")
        if problems:
            summary = ["Does not fit:", *problems]
        worked.append((preset, summary))  # every episode: the preview is the plan
    return worked


def _new_season_name() -> str:
    taken = {season_status(p)[0].split(" · ")[0] for p in season_files()}
    number = 1
    while f"Season {number}" in taken or stem_taken(f"season-{number}"):
        number += 1
    return f"Season {number}"


def _start(app: Host, choice: SetupChoice) -> Scene:
    """The setup screen's Start: the name and plan screen, with the chosen preset."""
    assert choice.level is not None
    cast = tuple(CastMember(s.name, s.colour, s.bot or "") for s in choice.seats)
    death = choice.options["death_match"]
    part = season_game(death)
    if part is None:
        raise EntryRefused("No game here plays Death Matches, so no season can start.")
    setup = SeasonSetup(
        _new_season_name(),
        choice.seed,
        cast,
        choice.level.level.plan,
        choice.options["garnets"],
        death,
        part.duel_level,
        choice.level.level.until_two_remain,
    )
    return PlanScene(app, setup, SeasonBoardScene)


def new_season_scene(app: Host) -> SetupScene:
    config = SetupConfig(
        game_id=SEASON_KIND,
        title="A new season",
        list_name="Plan",
        seat_range=(4, 13),
        start=_start,
        initial_kinds=QUICK_SEATS,
        levels_for_seats=plan_choices,
        options=(
            SetupOption("garnets", "Starting garnets", tuple(range(6)), 0),
            SetupOption(
                "death_match",
                "Duel",
                tuple(g.game_id for g in death_match_games()) or ("",),
                default_death_match()[0],
                _title,
            ),
        ),
        note=(
            "Start shows the plan, where any episode can still be changed. Every match of"
            " the season is played in its game's own window."
        ),
        stays_below=True,
    )
    return SetupScene(app, config)


def _title(game_id: str) -> str:
    if not game_id:
        return "no game"
    info = game_by_id(game_id)
    return info.title if info else game_id


# --- the season board ---------------------------------------------------------------------


def board_results(history: SeasonHistory, colour_blind: bool) -> Results:
    state, setup = history.state, history.season.setup
    names = setup.names
    marks = [theme.palette_index(m.colour) if m.colour else i for i, m in enumerate(setup.cast)]

    def paint(surface: pygame.Surface, rect: pygame.Rect, player: int, font) -> None:
        theme.draw_player_mark(surface, rect, theme.seat_mark(marks[player], colour_blind), font)

    garnets = [[setup.starting_garnets] * len(names)]
    garnets += [[held[name] for name in names] for held in history.garnets_after]
    cells = []
    seats = {member.name: member for member in setup.cast}
    for name in names:
        standing = state.standings[name]
        status = player_status(state, name)
        if seats[name].bot and name in state.players_in and not state.over:
            # who plays the seat now (a person's seat may be handed over), and who decides
            status += BOT_PLAYS if seats[name].person_decides else BOT_SEAT
        cells.append([str(standing.garnets), str(standing.tokens), status])
    return Results(
        heading=f"{setup.name}",
        detail=_detail(history),
        names=list(names),
        totals=[_rank_key(history, name) for name in names],
        columns=[Column("Garnets", 80), Column("ToL", 50), Column("Status", 190, theme.ACCENT)],
        cells=cells,
        awards=_road_and_history(history),
        chart_title=CHART_TITLE,
        history=garnets,
        paint_mark=paint,
        line_colours=[theme.player_colour(i, colour_blind).fill for i in marks],
        chart_axis="episode",
    )


KEY_WORDS = ("eliminated", "spends a Token", "Final", "champion", "nobody to pick")
BOT_SEAT = " · bot"  # a bot plays the seat and makes its season decisions
BOT_PLAYS = " · bot plays"  # a bot plays the seat; its person still decides
SHORT_STATUS = (
    ("in the Death Match", "Death Match"),
    ("safe (nobody to pick)", "safe"),
    ("out in episode", "out ep."),
)
SHORT_BOT = "·bot"  # the bot marker in a narrow table: who is a bot stays on the board
SHORT_BOT_PLAYS = "·bot*"  # a person's seat a bot plays, told from a bot's in a narrow table
DUEL = ("Death Match", "duel")  # the shortest words for a seat in the Death Match


def short_status(status: str) -> str:
    """A board status in fewer words, for a narrow table (the log says it whole)."""
    for long, short in SHORT_STATUS:
        status = status.replace(long, short)
    return status


def short_bot(status: str) -> str:
    """The bot marker in its short form ("in·bot"; "in·bot*" where a person still decides)."""
    for marker, short in ((BOT_PLAYS, SHORT_BOT_PLAYS), (BOT_SEAT, SHORT_BOT)):
        if status.endswith(marker):
            return status.removesuffix(marker) + short
    return status


def duel_word(status: str) -> str:
    """ "Death Match" in one short word, so that "duel·bot" keeps the bot marker beside
    a long name (the log says "Death Match" whole)."""
    return status.replace(*DUEL)


def without_bot(status: str) -> str:
    for marker in (BOT_PLAYS, BOT_SEAT, SHORT_BOT_PLAYS, SHORT_BOT):
        status = status.removesuffix(marker)
    return status


def _rank_key(history: SeasonHistory, name: str) -> int:
    """Places follow the Final once it is played: the champion, the runner-up (the Final's
    loser, out last), then by elimination, the later out the higher; during the Final the
    finalists come first by Final wins (level: a shared place). Before it, Tokens of Life
    then garnets."""
    state = history.state
    standing = state.standings[name]
    if standing.status == "champion":
        return 10**9
    if standing.status == "eliminated":  # the later out, the higher: the Final's loser second
        episode = state.episodes[(standing.eliminated_in or 1) - 1]
        return (standing.eliminated_in or 0) * 100 + episode.eliminated.index(name) - 10**6
    final = state.current
    if final is not None and final.finalists and name in final.finalists:
        return 10**8 + sum(duel.winner == name for duel in final.final)
    return standing.tokens * 100_000 + standing.garnets


def _detail(history: SeasonHistory) -> str:
    """How far the season is and how fast it can go: "Episode 3 · 3 of 5 still in · an
    episode eliminates at most one"."""
    where = listing.how_far(history)
    where = where[0].upper() + where[1:]
    state = history.state
    step = next_step(state)
    if state.over or isinstance(step, SeasonOver):
        return where
    setup = history.season.setup
    still_in = f"{len(state.players_in)} of {len(setup.cast)} still in"
    where = f"{episode_progress(setup, step.episode)} · {still_in}"
    episode = state.current
    if episode is not None and episode.finalists:
        return f"{where} · the Final, best of three"
    if isinstance(step, MainMatchDue):
        most = plan_awards(history.season.setup)(step.episode, len(step.players))[1]
    else:
        most = len(episode.candidates) if episode is not None else 1
    held = sum(state.standings[name].tokens for name in state.players_in)
    return f"{where} · an episode eliminates at most {_number_word(most)}; {held} ToL held"


def _number_word(number: int) -> str:
    return ("none", "one", "two", "three")[number] if 0 <= number <= 3 else str(number)


def _road_and_history(history: SeasonHistory) -> list[str]:
    lines = []
    done = len(history.state.episodes)
    plan = history.season.setup.plan
    if not history.state.over and done < len(plan):
        ahead = [f"{n}. {_short_words(p)}" for n, p in enumerate(plan, 1) if n > done]
        lines.append("The road ahead: " + "; ".join(ahead))
    if not history.state.over and history.season.setup.until_two_remain:
        lines.append(after_plan_words(history.season.setup) + ".")
    if not history.state.over:
        lines += _who_decides(history)
    lines += [event.describe() for event in history.events]
    lines += [] if history.state.over else [_progress(history)]  # under the latest episode
    lines += [str(problem) for problem in history.problems]
    return lines


def _progress(history: SeasonHistory) -> str:
    """Why the season goes as fast as it goes: "3 of 5 still in: the Final comes when two
    remain. An episode eliminates at most one player per EC, none when the EC spends a
    Token of Life; 4 are held now." """
    state = history.state
    held = sum(state.standings[name].tokens for name in state.players_in)
    cast = len(history.season.setup.cast)
    return (
        f"{len(state.players_in)} of {cast} still in: the Final comes when two remain. An"
        " episode eliminates at most one player per Elimination Candidate, and nobody when"
        f" the EC spends a Token of Life ({plural(held, 'Token')} of Life held now)."
    )


def _short_words(planned: PlannedEpisode) -> str:
    """A planned episode in few words: "Social Snake on Classic" (the level's name before
    its colon)."""
    return planned_words(planned).split(":")[0]


def _who_decides(history: SeasonHistory) -> list[str]:
    """Each seat still in that a bot plays for a person who keeps the season decisions."""
    return [
        f"{m.name}'s matches are played by a {m.bot} bot; {m.name} still decides"
        f" (Token of Life, pick). A narrow board marks such a seat {SHORT_BOT_PLAYS}."
        for m in history.season.setup.cast
        if m.bot and m.person_decides and m.name in history.state.players_in
    ]


TABLE_WIDTH = 600  # the standings want this width; the side column takes the rest (a third at most)
ROW, LEAST_ROW = 30, 20  # a standings row's height, and the least before the log gives way
SIDE_LEAST, SIDE_MOST = 220, 470  # the side column's width
CHART_LEAST = 150
CHART_ROOMY = 300  # a legend of names only when the chart keeps this height
LOG_LINES = 4  # the log's least height, in lines
NEXT_ROWS = 3  # the next-step box under the legend, in lines
CHART_TITLE, SHORT_CHART_TITLE = "Garnets held after each episode", "Garnets by episode"


EC_WORDS = (", an Elimination Candidate,", " (EC)")  # said of a deciding EC, then shorter


@dataclass(frozen=True)
class StepButton:
    """A button of the board: its words, whole first, then shorter ones for a narrow
    window; `what` is said above the buttons when a shorter one is shown."""

    labels: tuple[str, ...]
    action: Callable[[], None]
    what: str = ""
    brief: str = ""  # `what` in fewer words, where long names leave it no room whole
    decision: bool = False  # a person's decision: never focused, so a stray Enter passes by


class SeasonBoardScene(ResultsScene):
    """Between episodes: the standings, the chart and the next thing to do."""

    title = "Season"
    returns_after_match = True  # a match's results return here
    return_label = "Back to the season"

    def __init__(self, app: Host, path: Path):
        self.path = path
        self.history = load_history(path)
        self.seen_events = len(self.history.events)
        self.announcing = False
        self.playing: Scene | None = None  # the match this board opened, while it is played
        self.quick_worker: threading.Thread | None = None  # bots playing their matches quickly
        self.stop_quick = False  # the host asked to stop after the bot match being played
        self.quick_played = self.quick_shown = 0
        self.quick_on = False  # the host plays bots' matches quickly (a host's choice too)
        self.quick_told = 0  # matches the bots just played quickly, for the next message
        self.stray_keys = StrayKeys()  # after a match: the keys that hurried it
        results = board_results(self.history, app.settings.colour_blind)
        super().__init__(app, results, None)
        self._log_at_latest_episode()

    def _log_at_latest_episode(self) -> None:
        """The log opens on the latest episode's first line (older ones scroll up)."""
        lines = self.results.awards
        latest = self.history.state.current
        if latest is None:
            return
        starts = [
            i for i, line in enumerate(lines) if line.startswith(f"Main Match {latest.number}:")
        ]
        if starts:
            self.awards_log.show_line(starts[0])

    @property
    def final(self) -> bool:  # type: ignore[override]
        return self.history.state.over

    def reload(self) -> None:
        """The season read again, bots' decisions taken (while bots play quickly, only
        read: their worker writes the season)."""
        if self.quick_worker is not None:
            self.history = load_history(self.path)
        else:
            self.history = play_decisions(reread(self.path))
        self.results = board_results(self.history, self.app.settings.colour_blind)
        self._table = self._chart = None
        self.awards_log = EventLog(
            self.layout.awards, self.app.font(17), self.results.awards, False
        )
        self._log_at_latest_episode()

    def enter(self) -> None:
        self.reload()
        super().enter()
        self.announcing = True

    def resume(self) -> None:
        self.reload()
        super().resume()
        self.relayout()
        self.announcing = True  # on the next frame: whoever brought us back may still pop
        if self.playing is not None:  # back from a match: its hurried keys are not for us
            self.playing = None
            self.stray_keys.arm()

    @property
    def busy(self) -> bool:  # frames keep coming: the board sees the bots end, the quiet end
        return self.quick_worker is not None or self.stray_keys.quiet

    def update(self, dt: float) -> None:
        super().update(dt)
        self.stray_keys.tick(dt)
        if self.quick_worker is not None and self.quick_played != self.quick_shown:
            self.quick_shown = self.quick_played
            self.reload()  # the standings after each match the bots played
            self.relayout()
        if self.quick_worker is not None and not self.quick_worker.is_alive():
            self.quick_worker, self.quick_told = None, self.quick_played
            self.reload()
            self.relayout()
            self.announcing = True  # everything the bots did, in one message
        if self.announcing:
            self.announcing = False
            self.announce()

    def announce(self) -> None:
        """The ceremony: what happened since the board was last on screen (a match's awards,
        the decisions, a Death Match and its elimination, the champion), in one message."""
        new = self.history.events[self.seen_events :]
        self.seen_events = len(self.history.events)
        if new and self.history.state.over and _ceremony_title(new) == "The champion":
            self._results()  # the champion's own screen, not a text box
            return
        played, self.quick_told = self.quick_told, 0
        if new and played > 1:  # many matches: what changed the standings, not every line
            first, last = new[0].episode, new[-1].episode
            episodes = f"episode {first}" if first == last else f"episodes {first} to {last}"
            lines = [f"The bots played {_matches(played)} ({episodes}):"]
            lines += [e.describe() for e in new if any(w in e.describe() for w in KEY_WORDS)]
            lines.append("Every line of them is in the board's log.")
            self.app.show_message("While the bots played", lines)
        elif new:
            lines = [event.describe() for event in new]
            self.app.push(CeremonyScene(self.app, _ceremony_title(new), lines, self.stray_keys))

    def _buttons(self) -> list[StepButton]:
        """What the board offers now: the season's next step, then the rest."""
        if self.quick_worker is not None:
            what = f"Bots are playing their matches ({_matches(self.quick_played)} so far)."
            return [StepButton(("Stop after this match", "Stop"), self._stop_quick, what)]
        buttons = self._step_items()
        if self.history.state.over and not self.history.problems:
            buttons.insert(0, StepButton(("The season's results", "Results"), self._results))
        if bot_match_due(self.history, hosts_choice=False):
            labels = ("Play bot matches quickly", "Bots play quickly", "Quick")
            what = "Quick: the bots play at once, in no window."
            buttons.insert(0, StepButton(labels, self._play_quickly, what))
        elif bot_match_due(self.history):  # the host's choice of a bots' match
            labels = ("Choose; bots play quickly…", "Bots play quickly…", "Quick…")
            what = "Quick: choose, then the bots play at once."
            buttons.insert(1, StepButton(labels, self._choose_quickly, what))
        if self._played_matches():
            buttons.append(StepButton(("Watch a match again…", "Replays…"), self._replays))
        if not self.history.state.over and self.history.unfinished is None:
            buttons.append(StepButton(("Hand a seat to a bot…", "Seats…"), self._seats))
        return [*buttons, StepButton(("Main menu",), self.main_menu)]

    def _fitting_whats(self, buttons: list[StepButton], width: int) -> str:
        """The shortened buttons' words that fit the next-step box's three rows whole, the
        first always (cut at a sentence if it alone is too long)."""
        self.next_font = font = self.app.font(17)
        if not buttons:
            return ""
        whats = [button.what for button in buttons]
        words = whats[0]
        if len(wrap_text(words, font, width)) > NEXT_ROWS:  # a long name: "(EC)" instead
            words = words.replace(*EC_WORDS)
        if len(wrap_text(words, font, width)) > NEXT_ROWS and buttons[0].brief:
            words = buttons[0].brief
        self.next_font = font = self._whole_words_font(words, width)
        for what in whats[1:]:
            if len(wrap_text(f"{words} {what}", font, width)) <= NEXT_ROWS:
                words = f"{words} {what}"
        return words

    def _whole_words_font(self, words: str, width: int) -> pygame.font.Font:
        """The next-step font, smaller where a long name would be broken mid-word in 17 px."""
        for size in (17, 15, 14, 13):
            font = self.app.font(size)
            if max(font.size(word)[0] for word in words.split(" ")) <= width:
                return font
        return font

    def make_layout(self) -> ResultsLayout:
        """The board-first layout (game/ui/table_layout.py): the standings and the log on
        the left get the room first; the side column (chart, its legend, what comes next
        and the buttons) is as wide as its shortest labels need, at most a third."""
        buttons = self._buttons()
        font = self.app.font(BUTTON_FONT, bold=True)
        label_room = max(font.size(b.labels[-1])[0] for b in buttons) + 2 * BUTTON_PADDING + 8
        width, height = self.app.size
        area = pygame.Rect(20, 60, width - 40, height - 70)
        left, side = board_first(
            area, TABLE_WIDTH / area.height, max(SIDE_LEAST, label_room), SIDE_MOST, 16, width
        )
        room = side.width - 2 * BUTTON_PADDING
        self.shown = [
            next((w for w in b.labels if font.size(w)[0] <= room), b.labels[-1]) for b in buttons
        ]
        shortened = [
            b for b, shown in zip(buttons, self.shown, strict=True) if shown != b.labels[0]
        ]
        self.next_words = self._fitting_whats(shortened[:2], side.width) or (
            buttons[0].what if self.quick_worker is not None else ""  # what the bots are at
        )
        players = len(self.results.names)
        self.results.columns = self._fitted_columns(left.width)
        log_line = self.app.font(17).get_linesize()
        table, awards = stack(
            left,
            [
                Want(48 + ROW * players, least=48 + LEAST_ROW * players),
                Want(None, least=lines_height(log_line, LOG_LINES)),
            ],
            12,
        )
        next_font = self.next_font
        next_rows = fitting_rows(self.next_words, next_font, side.width, NEXT_ROWS)
        next_height = len(next_rows) * next_font.get_linesize() if self.next_words else 0
        names = super()._name_width()
        per_row = legend_per_row(side.width, names)
        left_over = side.height - next_height - (50 * len(buttons) - 8) - 30
        if left_over - -(-players // per_row) * LEGEND_ROW < CHART_ROOMY:
            names = side.width  # the marks alone (the table beside names them): chart first
            per_row = legend_per_row(side.width, names)
        self.legend_names = names
        title_font = self.app.font(18, bold=True)
        for title in (CHART_TITLE, SHORT_CHART_TITLE, "Garnets"):
            self.results.chart_title = title
            if title_font.size(title)[0] <= side.width - 80:
                break
        chart, legend, next_box, button_box = stack(
            side,
            [
                Want(None, least=CHART_LEAST),
                Want(-(-players // per_row) * LEGEND_ROW),
                Want(next_height),
                Want(50 * len(buttons) - 8),
            ],
            10,
        )
        self.next_box = next_box
        return ResultsLayout(table, awards, chart, legend.top, button_box)

    def _fitted_columns(self, table_width: int) -> list[Column]:
        """Garnets, ToL and Status as wide as their words (the Player column gets the
        rest); where that leaves the names too little room, the statuses in short words
        ("Death Match" for "in the Death Match"), then "·bot" for " · bot", then "duel" for
        "Death Match", then (the last resort) without the bot marker (the Seats list says
        who plays each seat), so that names stay whole."""
        columns = self._columns_for(self.results.cells)
        for shorter in (short_status, short_bot, duel_word, without_bot):
            if self._name_room(table_width, columns) >= self._least_name_room():
                break
            for row in self.results.cells:
                row[-1] = shorter(row[-1])
            columns = self._columns_for(self.results.cells)
        return columns

    def _columns_for(self, cells: list[list[str]]) -> list[Column]:
        head, cell = self.app.font(16), self.app.font(20)
        columns = []
        for index, column in enumerate(self.results.columns):
            words = [row[index] for row in cells]
            wide = max(head.size(column.title)[0], *(cell.size(w)[0] for w in words))
            columns.append(Column(column.title, wide + 16, column.tone))
        return columns

    def _name_room(self, table_width: int, columns: list[Column]) -> int:
        """What the Player column leaves for a name (as the kit's table lays it out)."""
        place = max(58, self.app.font(20).size("=88th")[0] + 12)
        player = table_width - 16 - place - sum(column.width for column in columns)
        return player - ROW - 6  # the colour mark before the name

    def _least_name_room(self) -> int:
        """The widest name at the least size the table sets names in before cutting them."""
        font = self.app.font(NAME_SIZES_DOWN_TO)
        return max(font.size(name)[0] for name in self.results.names)

    def _name_width(self) -> int:
        """The legend's widest name: the column's width when the legend shows marks alone."""
        return getattr(self, "legend_names", 0) or super()._name_width()

    def build(self, root: UIContainer) -> None:
        buttons = self._buttons()
        self.button_rows = len(buttons)
        super().build(root)
        self._log_at_latest_episode()
        for button in self.menu.buttons:
            button.kill()
        items = [
            MenuItem(shown, button.action)
            for button, shown in zip(buttons, self.shown, strict=True)
        ]
        focus = None if any(button.decision for button in buttons) else 0
        self.menu = ButtonList(
            self.app.ui, root, self.layout.buttons, items, button_height=42, gap=8, focus=focus
        )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.next_words:
            blit_wrapped(surface, self.next_font, self.next_words, theme.MUTED_TEXT, self.next_box)

    def main_menu(self) -> None:
        from game.ui.menu import MainMenuScene

        self.app.clear_to(MainMenuScene(self.app))

    def _step_items(self) -> list[StepButton]:
        """The season's next step as a button: its whole words, then shorter ones for a
        narrow window (what the shorter leaves out is said above the buttons)."""
        history = self.history
        step = next_step(history.state)
        if history.problems:
            return []
        if history.unfinished is not None:
            what = "A match was left unfinished: Resume plays on from where it stopped."
            return [StepButton(("Resume the match", "Resume"), self._resume_unfinished, what)]
        labels: tuple[str, ...]
        if isinstance(step, MainMatchDue):
            number = step.episode
            if step.planned is not None and step.planned.hosts_choice:
                labels = (f"Episode {number}: host's choice…", "Host's choice…")
                return [StepButton(labels, self._host_choice, f"Episode {number}: the host picks.")]
            game, level = bot_choice(history.season.setup, step)
            words = planned_words(PlannedEpisode(game, level))
            labels = (f"Play episode {number}: {words}", f"Play episode {number}")
            return [StepButton(labels, lambda: self._main(game, level), f"Next: {words}.")]
        if isinstance(step, SaveDue):
            name = step.candidate
            labels = (f"{name}: Token of Life…", "Token of Life…")
            what = f"{name}{EC_WORDS[0]} may spend a Token of Life to be safe."
            what += self._person_decides(name)
            return [StepButton(labels, lambda: self._token(step), what, decision=True)]
        if isinstance(step, PickDue):
            name = step.candidate
            labels = (f"{name}: pick an opponent…", "Pick an opponent…", "Pick…")
            what = f"{name}{EC_WORDS[0]} picks an opponent for a Death Match."
            what += self._person_decides(name)
            brief = f"{name} (EC) picks an opponent."  # a long name: the sentence still whole
            return [StepButton(labels, lambda: self._pick(step), what, brief, True)]
        if isinstance(step, DuelDue):
            title = level_title(history.season.setup.death_match, next_duel_level(history))
            where = f'"{title}"'  # a level's name, not words of the sentence: "Two players"
            pair = " v ".join(step.players)
            if step.final:
                episode = history.state.episodes[-1]
                score, game = final_score(episode), final_game(episode.final, step.number)
                labels = (f"{game}: {score}", game, f"Final game {step.number}")
                return [StepButton(labels, self._duel, f"{score}; {pair} on {where}.")]
            labels = (f"Death Match: {pair} on {where}", f"Death Match: {pair}", "Death Match")
            brief = f"Death Match on {where}: the Status column says who."
            return [StepButton(labels, self._duel, f"Death Match: {pair} on {where}.", brief)]
        return []

    def _person_decides(self, name: str) -> str:
        """Said with a decision whose seat a bot plays while its person decides."""
        member = next(m for m in self.history.season.setup.cast if m.name == name)
        if member.bot and member.person_decides:
            return f" A bot plays {name}'s matches; {name} decides this."
        return ""

    def _results(self) -> None:
        from game.season.ceremony import SeasonResultsScene

        self.app.push(SeasonResultsScene(self.app, self.history))

    def _choose_quickly(self) -> None:
        self.quick_on = True
        self._host_choice()

    def _play_quickly(self, chosen: tuple[str, str] | None = None) -> None:
        """Bots play every match that has no person in it, one after another without their
        windows or any question between them, until a person decides or plays, the season
        ends, or the host stops them; then one message tells all that happened."""
        self.stop_quick, self.quick_played, self.quick_on = False, 0, True
        self.quick_worker = threading.Thread(target=self._bot_matches, args=(chosen,), daemon=True)
        self.quick_worker.start()
        self.relayout()

    def _bot_matches(self, chosen: tuple[str, str] | None) -> None:
        history = play_decisions(reread(self.path))
        if chosen is not None:  # the host's choice of a bots' Main Match
            history = play_decisions(play_bot_match(history, chosen))
            self.quick_played += 1
        while not (chosen and self.stop_quick) and bot_match_due(history, hosts_choice=False):
            history = play_decisions(play_bot_match(history))  # one at least: Stop ends after
            self.quick_played += 1
            if self.stop_quick:
                break

    def _stop_quick(self) -> None:
        self.stop_quick = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.quick_worker is not None:  # only Stop while the bots write the season
            self.menu.handle_event(event)
            return True
        if self.stray_keys.drops(event):
            return True
        return super().handle_event(event)

    def _played_matches(self) -> list[tuple[str, Path, str]]:
        """Every finished match of the season: (game, file, words), in the order played."""
        history, found = self.history, []
        for number, main in enumerate(history.mains, 1):
            if main is not history.unfinished:
                words = f"Episode {number}: Main Match, {_game_and_level(main)}"
                found.append((main.game, main.path, words))
            duels = history.duels[number - 1]
            episode = history.state.episodes[number - 1] if duels else None
            for index, duel in enumerate(duels):
                if duel is not history.unfinished and episode is not None:
                    names = " v ".join(p["name"] for p in duel.summary["players"])
                    final = index - len(episode.duels) + 1  # the Final follows the Death Matches
                    kind = f"Final game {final}" if final > 0 else "Death Match"
                    words = f"Episode {number}: {kind}, {names}, {_game_and_level(duel)}"
                    found.append((duel.game, duel.path, words))
        return found

    def _replays(self) -> None:
        items = [
            MenuItem(words, self._replayer(game, path))
            for game, path, words in self._played_matches()
        ]
        self.app.push(ChoiceScene(self.app, "The season's matches", [], items))

    def _replayer(self, game_id: str, path: Path):
        def watch() -> None:
            info = game_by_id(game_id)
            assert info is not None and info.open_replay is not None
            try:
                self.app.push(info.open_replay(self.app, path))
            except ProblemsFound as found:
                self.app.show_message("This match cannot be replayed", map(str, found.problems))

        return watch

    def _play(self, game_id: str, path: Path) -> None:
        info = game_by_id(game_id)
        assert info is not None and info.resume_match is not None
        self.history = reread(self.path)  # the match started: the board knows it is played
        self.playing = info.resume_match(self.app, path)
        if self.playing is not None:
            self.app.push(self.playing)

    def match_banner(self, finished: bool = False) -> str:
        """What the match this board opened shows over it (game/ui/scene.py): a Death Match's
        players, or during the Final its score; `finished` (its results): the score with
        the match just played counted."""
        step = next_step(self.history.state)
        playing = self.history.unfinished
        if playing is None or not isinstance(step, DuelDue | MainMatchDue):
            return ""
        where = episode_place(self.history.season.setup, step.episode)
        if isinstance(step, MainMatchDue):  # its results say nothing of the season
            return "" if finished else f"{where} · Main Match: {_title(playing.game)}"
        episode = self.history.state.episodes[-1]
        if not step.final:
            place = death_match_place(episode, step.players)
            again = " (the tie played again)" if step.number > 1 else ""
            names = f"{step.players[0]} v {step.players[1]}"
            return f"{where} · {place}{again}: {names}, the winner stays in"
        if finished:  # the season read again: the match's file now holds its end
            episode = load_history(self.path).state.episodes[-1]
            return f"{final_game(episode.final, step.number)} played: {final_score(episode)}"
        return f"{where} · {final_game(episode.final, step.number)}: {final_score(episode)}"

    def match_choices(self, scene: Scene) -> list[Choice]:
        """Esc in the match this board opened also offers its seats to bots and back."""
        if scene is not self.playing or self.history.unfinished is None:
            return []
        return [Choice("Seat to a bot…", self._match_seats)]  # whole on the dialog's button

    def _match_seats(self) -> None:
        played = self.history.unfinished
        assert played is not None
        step = next_step(self.history.state)
        players = getattr(step, "players", ())
        self._seats(players, played)

    def _resume_unfinished(self) -> None:
        played = self.history.unfinished
        assert played is not None
        self._play(played.game, played.path)

    def _main(self, game: str, level: str) -> None:
        self._start_match(game, lambda: start_main(self.history, game, level))

    def _duel(self) -> None:
        newcomers = self._first_death_match()
        if not newcomers:
            self._play_duel()
            return
        game = self.history.season.setup.death_match
        info = game_by_id(game)
        title = info.title if info else game
        about = (
            f"First Death Match for {' and '.join(newcomers)}: a game of {title} for the"
            " two of them; whoever wins it stays in the season. Its How to play pages say"
            " how the game is played."
        )
        notes = wrap_text(about, self.app.font(17), self.app.size[0] - 40)
        items = [
            MenuItem("Play the Death Match", self._play_duel_from_intro),
            MenuItem(f"How to play {title}", lambda: self._how_to_play(title)),
        ]
        self.app.push(ChoiceScene(self.app, f"Before the Death Match: {title}", notes, items))

    def _first_death_match(self) -> list[str]:
        """The people (not bots) about to play their first Death Match of the season."""
        step = next_step(self.history.state)
        if not isinstance(step, DuelDue) or step.final:
            return []
        played = {
            name
            for episode in self.history.state.episodes
            for duel in [*episode.duels, *episode.final]
            for name in duel.players
        }
        seats = {member.name: member for member in self.history.season.setup.cast}
        return [n for n in step.players if not seats[n].bot and n not in played]

    def _play_duel_from_intro(self) -> None:
        self.app.pop()
        self._play_duel()

    def _how_to_play(self, title: str) -> None:
        from game.ui.howto import HowToPlayScene

        self.app.push(HowToPlayScene(self.app, opening=title))

    def _play_duel(self) -> None:
        self._start_match(self.history.season.setup.death_match, lambda: start_duel(self.history))

    def _start_match(self, game: str, start) -> None:
        """Write the match file (and the season file naming it), then play it in its game's
        window; a level that cannot be read or a folder that cannot be written is said."""
        try:
            path, _, _ = start()
        except ProblemsFound as found:
            self.app.show_message("This match cannot start", [str(p) for p in found.problems])
            return
        except (OSError, ValueError) as error:
            self.app.show_message("This match cannot start", [str(error)])
            return
        self._play(game, path)

    def _host_choice(self) -> None:
        step = next_step(self.history.state)
        assert isinstance(step, MainMatchDue)
        items = [
            MenuItem(
                f"{planned_words(PlannedEpisode(game, level))} · {awards_words(game, level)}",
                self._chosen(game, level),
            )
            for game, level in host_choices(len(step.players))
        ]
        notes = [
            "ToL: the most Tokens of Life the match hands out; EC: the Elimination Candidates",
            "it names. An EC holding a token may spend it and be safe: fewer tokens, the Final",
            "sooner.",
        ]
        self.app.push(ChoiceScene(self.app, "The host's choice", notes, items))

    def _chosen(self, game: str, level: str):
        def choose() -> None:
            self.app.pop()
            step = next_step(self.history.state)
            if self.quick_on and all_bots(self.history, getattr(step, "players", ())):
                self._play_quickly((game, level))  # the host plays bots' matches quickly
                return
            self._main(game, level)

        return choose

    def _seats(self, players: Sequence[str] = (), match: PlayedMatch | None = None) -> None:
        """Who plays each seat: every player still in, or during a match its players (the
        match goes on with the seat's new player)."""
        cast = self.history.season.setup.cast
        items = []
        for member in cast:
            if member.name not in (players or self.history.state.players_in):
                continue
            if member.bot:
                who = ", person decides" if member.person_decides else ""
                words = f"Let a person play for {member.name} (now {member.bot} bot{who})"
                items.append(MenuItem(words, self._handed(member.name, "", match)))
            elif len(self.history.state.players_in) <= 2:  # the Final: no decisions are left
                words = f"Let a bot play for {member.name}"
                items.append(MenuItem(words, self._handed(member.name, "normal", match, True)))
            else:
                words = f"Let a bot play for {member.name}…"
                items.append(MenuItem(words, self._ask_decisions(member.name, match)))
        notes = ["A bot plays the seat's matches until it is given back."]
        if match is not None:
            notes.insert(0, "The match goes on from where it is, with the seat's new player.")
        self.app.push(ChoiceScene(self.app, "Who plays each seat", notes, items))

    def _ask_decisions(self, name: str, match: PlayedMatch | None):
        """A person's seat to a bot: does the bot also take the person's season decisions
        (the Token of Life, the pick)? The first answer, Enter's, keeps them with the person."""

        def ask() -> None:
            items = [
                MenuItem(f"{name} still decides", self._handed(name, "normal", match, True)),
                MenuItem("The bot decides too", self._handed(name, "normal", match, False)),
            ]
            notes = [
                f"A bot plays {name}'s matches until the seat is given back.",
                f"Season decisions: as an Elimination Candidate, {name}'s Token of Life",
                "and the pick of an opponent. The board says who decides.",
            ]
            self.app.push(ChoiceScene(self.app, f"Who decides for {name}?", notes, items))

        return ask

    def _handed(self, name: str, bot: str, match: PlayedMatch | None, person_decides: bool = False):
        def hand() -> None:
            while self.app.top is not self:  # the lists and any match: the match is saved
                self.app.pop()
            try:
                where = match.path if match else None
                self.history = hand_seat(self.history, name, bot, where, person_decides)
            except (OSError, ProblemsFound) as error:
                self.app.show_message("The season could not be saved", _said(error))
                return
            if match is not None:
                self._play(match.game, match.path)  # on, with the seat's new player
                return
            self.reload()  # a bot EC decides now
            self.relayout()
            self.announcing = True

        return hand

    def _token(self, step: SaveDue) -> None:
        """The EC's public decision, on a screen of its own with room for the words."""
        name, held = step.candidate, self.history.state.standings[step.candidate].tokens
        if can_pick(self.history.state, name):  # each note says which answer it follows
            keep = "Keep it, face a Death Match"
            why = f"Keep it: {name} then picks an opponent for a Death Match."
        else:
            keep = "Keep it: safe, as nobody can be picked"
            why = (
                f"Keep it: {name} is safe, as every other player is an EC, won a Token of"
                " Life or was picked."
            )
        items = [
            MenuItem("Spend a Token of Life", self._decider(step, True)),
            MenuItem(keep, self._decider(step, False)),
        ]
        if not can_pick(self.history.state, name):
            items.reverse()  # keeping is safe: first when Down chooses
        spend = f"Spend one: {name} is safe this episode, holding {plural(held - 1, 'Token')}."
        notes = [f"{name} holds {plural(held, 'Token')} of Life.", spend, why]
        notes += crown_stakes(self.history.state, name)
        notes += [n.strip() for n in [self._person_decides(name)] if n]
        heading = f"{name}, an Elimination Candidate"
        self.app.push(ChoiceScene(self.app, heading, notes, items, focus=None))

    def _decider(self, step: SaveDue, spend: bool):
        def choose() -> None:
            self._confirm_token(step, spend)

        return choose

    def _confirm_token(self, step: SaveDue, spend: bool) -> None:
        """Spending or keeping a Token of Life is public and final: asked once more (Back
        or Esc: decide again)."""
        name = step.candidate
        held = self.history.state.standings[name].tokens
        if spend:
            question, yes = f"{name} spends a Token of Life?", f"Yes, {name} spends one"
            notes = [f"{name} is then safe this episode and holds {plural(held - 1, 'Token')}."]
        else:
            question, yes = f"{name} keeps the Token of Life?", f"Yes, {name} keeps it"
            faces = can_pick(self.history.state, name)
            safe = f"{name} is then safe this episode: nobody can be picked."
            notes = [f"{name} then picks an opponent for a Death Match." if faces else safe]
        notes += crown_stakes(self.history.state, name, spend)
        notes.append("Once confirmed the decision is public and cannot be taken back.")
        self._confirm(question, [n for n in notes if n], yes, lambda: self._decide(step, spend))

    def _confirm(
        self,
        question: str,
        notes: list[str],
        yes: str,
        decide: Callable[[], None],
        back: str = "Back: decide again",
    ) -> None:
        """A question over the list of choices: its Yes decides, Back (or Esc) returns to
        the list."""

        def confirm() -> None:
            while self.app.top is not self:  # this question and the list below it
                self.app.pop()
            decide()

        items = [MenuItem(yes, confirm)]
        notes = [*notes, CONFIRM_HOW]
        self.app.push(ChoiceScene(self.app, question, notes, items, back, focus=1))

    def _pick(self, step: PickDue) -> None:
        items, reasons = [], []
        for name, why in step.choices.items():
            items.append(MenuItem(name, self._picker(step, name), why is None, why or ""))
            if why:
                reasons.append(f"{name} cannot be picked: {name} {why}.")
        title = f"{step.candidate} picks an opponent"
        reasons += [n.strip() for n in [self._person_decides(step.candidate)] if n]
        self.app.push(ChoiceScene(self.app, title, reasons, items, focus=None))

    def _picker(self, step: PickDue, name: str):
        def choose() -> None:
            self._confirm_pick(step, name)

        return choose

    def _confirm_pick(self, step: PickDue, name: str) -> None:
        """A pick is public and final: asked once more (Back or Esc: pick again)."""
        candidate = step.candidate
        notes = [
            f"{name} then plays {candidate} in a Death Match: the loser is eliminated.",
            "Once confirmed the pick is public and cannot be taken back.",
        ]
        yes = f"Yes, {candidate} picks {name}"
        question = f"{candidate} picks {name}?"
        self._confirm(question, notes, yes, lambda: self._decide(step, name), "Back: pick again")

    def _decide(self, step: SaveDue | PickDue, choice: bool | str) -> None:
        try:
            self.history = decide(self.history, step, choice)
        except SeasonRefused as refused:
            self.app.show_message("Not allowed", [str(refused)])
            return
        self.reload()
        self.relayout()
        self.announcing = True  # the decision (and what it settled) told to the table


def _said(error: Exception) -> list[str]:
    if isinstance(error, ProblemsFound):
        return [str(problem) for problem in error.problems]
    return [str(error)]


def _game_and_level(played: PlayedMatch) -> str:
    info = game_by_id(played.game)
    title = info.title if info else played.game
    level = played.summary.get("level")
    return f"{title} on {level}" if level else title


def _ceremony_title(events: list) -> str:
    text = " ".join(event.describe() for event in events)
    if "champion" in text:
        return "The champion"
    if "eliminated" in text:
        return "An elimination"
    if "Main Match" in text:
        return "After the Main Match"
    return "The season"


HEADING_SIZES = (30, 26, 22, 20, 18)  # a choice's heading shrinks to these to stay whole


class ChoiceScene(Scene):
    """A list of buttons (disabled ones say why below), Esc goes back."""

    def __init__(
        self,
        app: Host,
        heading: str,
        notes: list[str],
        items: list[MenuItem],
        back: str = "Back",
        focus: int | None = 0,
    ):
        """`focus`: the item Enter presses at first; None for none (a person's decision:
        Up, Down or Tab chooses first)."""
        super().__init__(app)
        self.heading, self.notes, self.focus = heading, notes, focus
        self.items = [*items, MenuItem(back, lambda: self.app.pop(self))]

    def build(self, root: UIContainer) -> None:
        width, height = self.app.size
        note_font = self.app.font(17)
        self.note_rows = [r for note in self.notes for r in wrap_text(note, note_font, width - 40)]
        room = height - 90 - 16 - 24 * len(self.note_rows) - 8  # the buttons, then the notes
        per_item = room // len(self.items)
        gap = 8 if per_item >= 40 else 4  # 13 seats and Back stay on a small screen
        button = max(24, min(44, per_item - gap))
        font = self.app.font(BUTTON_FONT, bold=True)
        need = max(font.size(item.label)[0] for item in self.items) + 2 * BUTTON_PADDING + 8
        wide = min(max(640, need), width - 40)  # every label whole where the window allows
        rect = pygame.Rect(0, 90, wide, (button + gap) * len(self.items) - gap)
        rect.centerx = width // 2
        small = "@small_button" if need > wide or button < 34 else None
        self.menu = ButtonList(
            self.app.ui, root, rect, self.items, button_height=button, gap=gap, object_id=small,
            focus=self.focus,
        )  # fmt: skip
        self.notes_top = rect.bottom + 16

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width = self.app.size[0]
        font = largest_font(self.app.font, self.heading, width - 40, HEADING_SIZES)
        rows = wrap_text(self.heading, font, width - 40)[:2]  # long names: two rows at most
        line = font.get_linesize()
        for row, words in enumerate(rows):
            middle = 50 + line * row - line * (len(rows) - 1) // 2
            blit_text(surface, font, words, theme.TEXT, (width // 2, middle), "center")
        small = self.app.font(17)
        for row, note in enumerate(self.note_rows):  # long names: a note wraps, whole
            at = (width // 2, self.notes_top + 24 * row)
            blit_text(surface, small, note, theme.MUTED_TEXT, at, "midtop")


CONFIRM_HOW = "Enter goes back: Up, then Enter, confirms (or a click on the Yes)."


class CeremonyScene(MessageScene):
    """What happened, over the board: keys still hurrying the match just played do not
    close it unread (the board's own quiet, `stray_keys`)."""

    def __init__(self, app: Host, title: str, lines: list[str], stray_keys: StrayKeys):
        super().__init__(app, title, lines)
        self.stray_keys = stray_keys

    @property
    def busy(self) -> bool:
        return self.stray_keys.quiet

    def update(self, dt: float) -> None:
        super().update(dt)
        self.stray_keys.tick(dt)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.stray_keys.drops(event) or super().handle_event(event)


def _matches(count: int) -> str:
    return f"{count} match{'' if count == 1 else 'es'}"
