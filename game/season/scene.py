"""The season in the window: the season list, a new season (the kit's setup screen), the
season board between episodes (standings, garnets chart, road ahead, history) and the
ceremony's decisions. Every match is played in its game's own window."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.core.problems import ProblemsFound
from game.core.words import plural
from game.games import game_by_id
from game.season import listing
from game.season.history import PlayedMatch, SeasonHistory, load_history
from game.season.listing import season_files, season_status, season_statuses
from game.season.plan_scene import PlanScene, after_plan_words, planned_words
from game.season.rules import (
    CastMember,
    DuelDue,
    MainMatchDue,
    PickDue,
    PlannedEpisode,
    SaveDue,
    SeasonRefused,
    SeasonSetup,
    can_pick,
    final_score,
    next_step,
    player_status,
)
from game.season.runner import (
    bot_choice,
    death_match_games,
    decide,
    default_death_match,
    file_slug,
    hand_seat,
    host_choices,
    levels_stamp,
    next_duel_level,
    plan_problems,
    play_decisions,
    quick_plan,
    reread,
    season_game,
    start_duel,
    start_main,
)
from game.season.season_file import SEASON_KIND
from game.table.session import EntryRefused
from game.ui import theme
from game.ui.event_log import EventLog
from game.ui.results import Column, Results, ResultsScene
from game.ui.scene import Scene
from game.ui.setup import LevelChoice, SetupChoice, SetupConfig, SetupOption, SetupScene
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host

QUICK_SEATS = (None, "normal", "normal", "normal", "normal", "normal")


# --- the season list ----------------------------------------------------------------------


class SeasonHomeScene(Scene):
    title = "Seasons"

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
    return [
        PlanPreset("Every game in turn until two remain", quick_plan(players, one_each), True),
        PlanPreset("Host's choice until two remain", (PlannedEpisode(),), True),
        PlanPreset("Quick season: 4 episodes, then the leader wins", quick_plan(players), False),
    ]


_PLAN_CHOICES: dict[tuple[int, tuple[int, ...]], list[LevelChoice]] = {}


def plan_choices(players: int) -> list[LevelChoice]:
    """The setup screen's plans for this many players (worked out once per seat count
    while the level folders stay as they are)."""
    key = (players, levels_stamp())
    if key not in _PLAN_CHOICES:
        _PLAN_CHOICES[key] = _plan_choices(players)
    return _PLAN_CHOICES[key]


def _plan_choices(players: int) -> list[LevelChoice]:
    choices = []
    cast = tuple(CastMember(f"P{i}", "") for i in range(players))
    for preset in plan_presets(players):
        setup = SeasonSetup(
            preset.name, 1, cast, preset.plan, until_two_remain=preset.until_two_remain
        )
        problems = [p for p in plan_problems(setup) if p.startswith("episode")]
        summary = [f"{number}. {planned_words(p)}" for number, p in enumerate(preset.plan, 1)]
        summary = summary[:5]
        if preset.until_two_remain:
            summary.append("then host's choice until two remain")
        if problems:
            summary = ["Does not fit:", *problems]
        path = Path(file_slug(preset.name, "plan"))
        choices.append(LevelChoice(path, preset, preset.name, summary[:6]))
    return choices


def _new_season_name() -> str:
    taken = {season_status(p)[0].split(":")[0] for p in season_files()}
    number = 1
    while f"Season {number}" in taken:
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
        note="Every match of the season is played in its game's own window.",
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
    for name in names:
        standing = state.standings[name]
        cells.append([str(standing.garnets), str(standing.tokens), player_status(state, name)])
    return Results(
        heading=f"{setup.name}",
        detail=_detail(history),
        names=list(names),
        totals=[_rank_key(history, name) for name in names],
        columns=[Column("Garnets", 80), Column("ToL", 50), Column("Status", 190, theme.ACCENT)],
        cells=cells,
        awards=_road_and_history(history),
        chart_title="Garnets held after each episode",
        history=garnets,
        paint_mark=paint,
        line_colours=[theme.player_colour(i, colour_blind).fill for i in marks],
        chart_axis="episode",
    )


def _rank_key(history: SeasonHistory, name: str) -> int:
    standing = history.state.standings[name]
    if standing.status == "champion":
        return 10**9
    if standing.status == "eliminated":  # the later out, the higher: the Final's loser second
        episode = history.state.episodes[(standing.eliminated_in or 1) - 1]
        return (standing.eliminated_in or 0) * 100 + episode.eliminated.index(name) - 10**6
    return standing.tokens * 100_000 + standing.garnets


def _detail(history: SeasonHistory) -> str:
    where = listing.how_far(history)
    return where[0].upper() + where[1:]


def _road_and_history(history: SeasonHistory) -> list[str]:
    lines = []
    done = len(history.state.episodes)
    plan = history.season.setup.plan
    if not history.state.over and done < len(plan):
        ahead = [f"{n}. {planned_words(p)}" for n, p in enumerate(plan, 1) if n > done]
        lines.append("The road ahead: " + "; ".join(ahead))
    if not history.state.over and history.season.setup.until_two_remain:
        lines.append(after_plan_words(history.season.setup) + ".")
    lines += [event.describe() for event in history.events]
    lines += [str(problem) for problem in history.problems]
    return lines


class SeasonBoardScene(ResultsScene):
    """Between episodes: the standings, the chart and the next thing to do."""

    stacks = False  # its buttons take the chart's width for their words

    title = "Season"
    returns_after_match = True  # a match's results return here
    return_label = "Back to the season"

    def __init__(self, app: Host, path: Path):
        self.path = path
        self.history = load_history(path)
        self.seen_events = len(self.history.events)
        self.announcing = False
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

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.announcing:
            self.announcing = False
            self.announce()

    def announce(self) -> None:
        """The ceremony: what happened since the board was last on screen (a match's awards,
        the decisions, a Death Match and its elimination, the champion), in one message."""
        new = self.history.events[self.seen_events :]
        self.seen_events = len(self.history.events)
        if new:
            self.app.show_message(_ceremony_title(new), [event.describe() for event in new])

    def build(self, root: UIContainer) -> None:
        items = [*self._step_items(), MenuItem("Main menu", self.main_menu)]
        if self._played_matches():
            items.insert(-1, MenuItem("Watch a match again…", self._replays))
        if not self.history.state.over and self.history.unfinished is None:
            hint = "A tired friend's seat played by a bot, and back"
            items.insert(-1, MenuItem("Hand a seat to a bot…", self._seats, hint=hint))
        self.button_rows = len(items)  # the chart makes room for them
        super().build(root)
        self._log_at_latest_episode()
        for button in self.menu.buttons:
            button.kill()
        rect = pygame.Rect(self.layout.buttons)
        rect.left, rect.width = self.layout.chart.left, self.layout.chart.width  # room for words
        rect.height = 50 * len(items)
        rect.bottom = self.app.size[1] - 10
        self.menu = ButtonList(self.app.ui, root, rect, items, button_height=42, gap=8)

    def main_menu(self) -> None:
        from game.ui.menu import MainMenuScene

        self.app.clear_to(MainMenuScene(self.app))

    def _step_items(self) -> list[MenuItem]:
        history = self.history
        step = next_step(history.state)
        if history.problems:
            return []
        if history.unfinished is not None:
            return [MenuItem("Resume the match", self._resume_unfinished)]
        if isinstance(step, MainMatchDue):
            if step.planned is not None and step.planned.hosts_choice:
                return [MenuItem(f"Episode {step.episode}: host's choice…", self._host_choice)]
            game, level = bot_choice(history.season.setup, step)
            words = planned_words(PlannedEpisode(game, level))
            return [
                MenuItem(f"Play episode {step.episode}: {words}", lambda: self._main(game, level))
            ]
        if isinstance(step, SaveDue):
            hint = "Spend a Token of Life to be safe, or keep it"
            return [
                MenuItem(f"{step.candidate}: Token of Life…", lambda: self._token(step), hint=hint)
            ]
        if isinstance(step, PickDue):
            return [MenuItem(f"{step.candidate}: pick an opponent…", lambda: self._pick(step))]
        if isinstance(step, DuelDue):
            where = Path(next_duel_level(history)).stem
            pair = " v ".join(step.players)
            if step.final:
                episode = history.state.episodes[-1]
                label = f"Final, match {step.number}: {final_score(episode)}"
                hint = f"{pair} on {where}"
            else:
                label, hint = f"Death Match: {pair} on {where}", "Played in its own window"
            return [MenuItem(label, self._duel, hint=hint)]
        return []

    def _played_matches(self) -> list[tuple[str, Path, str]]:
        """Every finished match of the season: (game, file, words), in the order played."""
        history, found = self.history, []
        for number, main in enumerate(history.mains, 1):
            if main is not history.unfinished:
                words = f"Episode {number}: Main Match, {_game_and_level(main)}"
                found.append((main.game, main.path, words))
            for duel in history.duels[number - 1]:
                if duel is not history.unfinished:
                    names = " v ".join(p["name"] for p in duel.summary["players"])
                    words = f"Episode {number}: {names}, {_game_and_level(duel)}"
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
        self.app.push(info.resume_match(self.app, path))

    def _resume_unfinished(self) -> None:
        played = self.history.unfinished
        assert played is not None
        self._play(played.game, played.path)

    def _main(self, game: str, level: str) -> None:
        self._start_match(game, lambda: start_main(self.history, game, level))

    def _duel(self) -> None:
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
            MenuItem(planned_words(PlannedEpisode(game, level)), self._chosen(game, level))
            for game, level in host_choices(len(step.players))
        ]
        self.app.push(ChoiceScene(self.app, "The host's choice", [], items))

    def _chosen(self, game: str, level: str):
        def choose() -> None:
            self.app.pop()
            self._main(game, level)

        return choose

    def _seats(self) -> None:
        cast = self.history.season.setup.cast
        items = []
        for member in cast:
            if member.name not in self.history.state.players_in:
                continue
            if member.bot:
                words = f"{member.name}: a {member.bot} bot plays — give the seat back"
                items.append(MenuItem(words, self._handed(member.name, "")))
            else:
                words = f"{member.name}: plays — hand the seat to a bot"
                items.append(MenuItem(words, self._handed(member.name, "normal")))
        notes = ["A bot plays the seat's matches and decisions until it is given back."]
        self.app.push(ChoiceScene(self.app, "Who plays each seat", notes, items))

    def _handed(self, name: str, bot: str):
        def hand() -> None:
            try:
                self.history = hand_seat(self.history, name, bot)
            except OSError as error:
                self.app.show_message("The season could not be saved", [str(error)])
                return
            self.app.pop()  # the board reads the season again: a bot EC decides now

        return hand

    def _token(self, step: SaveDue) -> None:
        """The EC's public decision, on a screen of its own with room for the words."""
        name, held = step.candidate, self.history.state.standings[step.candidate].tokens
        if can_pick(self.history.state, name):
            keep, why = "Keep it, face a Death Match", f"{name} then picks an opponent."
        else:
            keep = "Keep it: safe, as nobody can be picked"
            why = f"Every other player is an EC, won a Token of Life or was picked: {name} is safe."
        items = [
            MenuItem("Spend a Token of Life", self._decider(step, True)),
            MenuItem(keep, self._decider(step, False)),
        ]
        if not can_pick(self.history.state, name):
            items.reverse()  # keeping is safe: Enter must not spend a token for nothing
        notes = [f"{name} holds {plural(held, 'Token')} of Life.", why]
        self.app.push(ChoiceScene(self.app, f"{name}, an Elimination Candidate", notes, items))

    def _decider(self, step: SaveDue, spend: bool):
        def choose() -> None:
            self.app.pop()
            self._decide(step, spend)

        return choose

    def _pick(self, step: PickDue) -> None:
        items, reasons = [], []
        for name, why in step.choices.items():
            items.append(MenuItem(name, self._picker(step, name), why is None, why or ""))
            if why:
                reasons.append(f"{name} cannot be picked: {name} {why}.")
        title = f"{step.candidate} picks an opponent"
        self.app.push(ChoiceScene(self.app, title, reasons, items))

    def _picker(self, step: PickDue, name: str):
        def choose() -> None:
            self.app.pop()
            self._decide(step, name)

        return choose

    def _decide(self, step: SaveDue | PickDue, choice: bool | str) -> None:
        try:
            self.history = decide(self.history, step, choice)
        except SeasonRefused as refused:
            self.app.show_message("Not allowed", [str(refused)])
            return
        self.reload()
        self.relayout()
        self.announcing = True  # the decision (and what it settled) told to the table


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


class ChoiceScene(Scene):
    """A list of buttons (disabled ones say why below), Esc goes back."""

    def __init__(self, app: Host, heading: str, notes: list[str], items: list[MenuItem]):
        super().__init__(app)
        self.heading, self.notes = heading, notes
        self.items = [*items, MenuItem("Back", lambda: self.app.pop(self))]

    def build(self, root: UIContainer) -> None:
        width, height = self.app.size
        room = height - 140 - 24 * len(self.notes)
        button = max(30, min(44, room // len(self.items) - 8))
        rect = pygame.Rect(0, 90, min(560, width - 40), (button + 8) * len(self.items))
        rect.centerx = width // 2
        self.menu = ButtonList(self.app.ui, root, rect, self.items, button_height=button, gap=8)
        self.notes_top = rect.bottom + 16

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        font = self.app.font(30, bold=True)
        label = font.render(self.heading, True, theme.TEXT)
        surface.blit(label, label.get_rect(center=(self.app.size[0] // 2, 50)))
        small = self.app.font(17)
        for row, note in enumerate(self.notes):
            text = small.render(note, True, theme.MUTED_TEXT)
            surface.blit(
                text, text.get_rect(midtop=(self.app.size[0] // 2, self.notes_top + 24 * row))
            )
