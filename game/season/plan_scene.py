"""The second screen of a new season: its name and its plan, one episode per row (click or
Left / Right cycles host's choice and every Main Match level), with every reason the plan
cannot seat the players left, before the season starts."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UITextEntryLine

from game.games import game_by_id
from game.season.forecast import TRIALS, Forecast, forecast
from game.season.listing import free_season_path
from game.season.listing import seasons_dir as seasons_dir  # where tests look for it
from game.season.rules import MOST_EPISODES, PlannedEpisode, SeasonSetup
from game.season.runner import (
    broken_own_levels,
    create_season,
    file_slug,
    fitting_levels,
    level_names,
    level_title,
    main_match_games,
    plan_awards,
    plan_problems,
)
from game.ui import theme
from game.ui.event_log import wrap_text
from game.ui.scene import Scene
from game.ui.text import blit_text
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host

NAME_LONGEST = 40


def season_path(name: str) -> Path:
    """The season's file, named after it: `seasons/<name>.toml`, a number added while a
    season file or match folder of that name exists (set aside too)."""
    return free_season_path(file_slug(name, "season"))


def episode_options(players: int) -> list[PlannedEpisode]:
    """Host's choice, then every level of every Main Match game that seats three players
    or more, up to `players` (a duel level is no Main Match)."""
    return [PlannedEpisode()] + [
        PlannedEpisode(info.game_id, name)
        for info in main_match_games()
        for name in fitting_some(info.game_id, range(3, players + 1))
    ]


def fitting_some(game_id: str, counts: range) -> list[str]:
    found = set()
    for count in counts:
        found.update(fitting_levels(game_id, count))
    return [name for name in level_names(game_id) if name in found]


def planned_words(planned: PlannedEpisode) -> str:
    if planned.hosts_choice:
        return "host's choice"
    info = game_by_id(planned.game or "")
    title = info.title if info else planned.game
    return f"{title} on {level_title(planned.game or '', planned.level or '')}"


def numbered_words(number: int, planned: PlannedEpisode) -> str:
    """A plan's row: "2. Host's choice", "1. Social Snake on Classic"."""
    words = planned_words(planned)
    return f"{number}. {words[:1].upper()}{words[1:]}"


def after_plan_words(setup: SeasonSetup) -> str:
    """What follows the plan's last episode, in words."""
    if setup.until_two_remain:
        return f"Then: host's choice until two remain (at most {MOST_EPISODES} episodes)"
    return "Then: no more episodes; the most ToL, then garnets, win"


_FORECASTS: dict[tuple, Forecast] = {}
_SEAT_COUNTS: dict[tuple[str, int], list[int]] = {}


def seat_counts(game_id: str, players: int) -> list[int]:
    """The numbers of players, 3 to `players`, some level of the game seats."""
    key = (game_id, players)
    if key not in _SEAT_COUNTS:
        counts = range(3, players + 1)
        _SEAT_COUNTS[key] = [n for n in counts if fitting_levels(game_id, n)]
    return _SEAT_COUNTS[key]


def left_out_words(setup: SeasonSetup) -> str:
    """The Main Match games the plan leaves out because they cannot seat the players who
    may be in after the first episode or two, in words ("" if none): they come only by the
    host's choice, once few enough are left."""
    players = len(setup.cast)
    planned = {episode.game for episode in setup.plan}
    games = []
    for info in main_match_games():
        seats = seat_counts(info.game_id, players)
        if info.game_id in planned or {players, players - 1} <= set(seats):
            continue
        if players in seats:  # it seats the table now, not the fewer left after episode 1
            counts = f"{_counts_words(seats)} players, not the {players - 1} after episode 1"
            games.append(f"{info.title} ({counts})")
        else:
            games.append(f"{info.title} ({_counts_words(seats)} players)" if seats else info.title)
    if not games:
        return ""
    return (
        f"Not in the plan: {_and_list(games)}. A planned episode seats every number of"
        f" players who may still be in at its turn ({players} at first), so choose"
        f" {'it' if len(games) == 1 else 'them'} as the host's choice in a later episode,"
        " once few enough are left."
    )


def _counts_words(counts: list[int]) -> str:
    """3, 4, 5, 6, 9 -> "3–6, 9"."""
    runs: list[list[int]] = []
    for count in counts:
        if runs and runs[-1][-1] == count - 1:
            runs[-1].append(count)
        else:
            runs.append([count])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs)


def _and_list(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def plan_forecast(setup: SeasonSetup) -> Forecast:
    """The plan's forecast (game/season/forecast.py), worked out once per plan."""
    key = (len(setup.cast), setup.plan, setup.until_two_remain, setup.seed)
    if key not in _FORECASTS:
        _FORECASTS[key] = forecast(len(setup.cast), plan_awards(setup), setup.last_episode, 1)
    return _FORECASTS[key]


def length_words(setup: SeasonSetup) -> list[str]:
    """How long the plan may take and why, for the host before the season starts."""
    told = plan_forecast(setup)
    players = len(setup.cast)
    best = (
        f"at best {told.fewest} episodes to the Final"
        if told.fewest <= told.last
        else f"no Final within its {told.last} episodes"
    )
    lines = [
        f"How long: {players} players, {best}. An episode eliminates at most one player per"
        " Elimination Candidate, and nobody when the EC spends a Token of Life (bots always"
        " do; a person may keep theirs)."
    ]
    reached = round(told.reach_final * TRIALS)
    finals = f"{reached or 'none'} of {TRIALS} simulated seasons reached the Final"
    low, high = told.likely
    span = f"{low}" if low == high else f"{low} to {high}"
    if setup.until_two_remain and reached * 2 >= TRIALS:
        lines.append(f"Expect about {told.typical} episodes (mostly {span}): {finals}.")
    elif setup.until_two_remain:
        lines.append(
            f"Expect a long season, about {told.typical} episodes: {finals};"
            f" {'the rest' if reached else 'all'} were crowned by the most Tokens of Life"
            f" after episode {told.last}, as Main Matches"
            " hand out tokens faster than ECs spend them. To end in time, click the"
            f' "Then: …" row under the episodes: the season ends after episode'
            f" {len(setup.plan)} and the most"
            " Tokens of Life, then the most garnets, crown the champion."
        )
    else:
        lines.append(
            f"This plan ends after episode {told.last}: {finals} within it (about"
            f" {told.typical} episodes); otherwise the most Tokens of Life, then the most"
            " garnets, crown the champion."
        )
    return lines


class PlanScene(Scene):
    """Name the season and set its plan; Start writes the season file and opens its board."""

    title = "A new season: name and plan"

    def __init__(self, app: Host, setup: SeasonSetup, open_board):
        super().__init__(app)
        self.setup = setup
        self.open_board = open_board
        self.options = episode_options(len(setup.cast))
        self.problems = plan_problems(setup)
        self.broken = broken_own_levels()  # read once: the notes are drawn every frame
        self.first = 0  # the first plan row shown; the rows scroll above Start and Back
        self.shown = len(self.plan) + 3
        self.selected = 0  # the highlighted row of the whole list, Start and Back last
        self.pointer = (0, 0)

    @property
    def plan(self) -> list[PlannedEpisode]:
        return list(self.setup.plan)

    def build(self, root: UIContainer) -> None:
        width, height = self.app.size
        left = max(20, width // 2 - 360)
        self.name_entry = UITextEntryLine(pygame.Rect(left + 170, 70, 420, 40), self.app.ui, root)
        self.name_entry.set_text_length_limit(NAME_LONGEST)
        self.name_entry.set_text(self.setup.name)
        rows = self._plan_rows()
        fixed = [
            MenuItem("Start the season", self._start, not self.problems),
            MenuItem("Back", lambda: self.app.pop(self)),
        ]
        notes = [row for line in self._notes() for row in wrap_text(line, self.app.font(17), 720)]
        notes_room = 20 * max(2, len(notes)) + 40  # and the scroll line
        room = max(4 * 34, height - 124 - notes_room)  # two plan rows, Start and Back at least
        button = max(28, min(40, room // (len(rows) + len(fixed)) - 6))
        self.shown = max(1, min(len(rows), room // (button + 6) - len(fixed)))
        self._scroll_to(min(self.selected, len(rows) - 1))
        window = rows[self.first : self.first + self.shown]
        area = pygame.Rect(left, 124, 720, (button + 6) * (len(window) + len(fixed)))
        self.list_area = pygame.Rect(left, 124, 720, (button + 6) * len(window))
        self.menu = ButtonList(self.app.ui, root, area, window + fixed, button, gap=6)
        self.selected = min(self.selected, len(rows) + len(fixed) - 1)
        self.menu.set_focus(self._menu_index(self.selected))
        self.notes_top = area.bottom + 10

    def _plan_rows(self) -> list[MenuItem]:
        """The rows that scroll: the episodes, what follows them, add and remove."""
        rows = [
            MenuItem(
                numbered_words(number, planned),
                self._cycler(number - 1, 1),
                hint="Click or Left / Right: another game and level",
                adjust=self._adjuster(number - 1),
            )
            for number, planned in enumerate(self.plan, 1)
        ]
        return rows + [
            MenuItem(
                after_plan_words(self.setup),
                self._toggle_until,
                hint="Click: go on until two remain, or crown the leader when the plan ends",
            ),
            MenuItem("Add an episode", self._add, len(self.plan) < MOST_EPISODES),
            MenuItem("Remove the last episode", self._remove, len(self.plan) > 1),
        ]

    @property
    def scrolling_rows(self) -> int:
        return len(self.plan) + 3

    def _menu_index(self, index: int) -> int:
        """Row `index` of the whole list (the fixed rows last) in the menu shown."""
        if index < self.scrolling_rows:
            return index - self.first
        return min(self.shown, self.scrolling_rows) + index - self.scrolling_rows

    def _full_index(self, focused: int) -> int:
        shown = min(self.shown, self.scrolling_rows)
        return self.first + focused if focused < shown else self.scrolling_rows + focused - shown

    def _scroll_to(self, index: int) -> None:
        if index < self.scrolling_rows:
            self.first = min(max(self.first, index - self.shown + 1), index)
        self.first = max(0, min(self.first, self.scrolling_rows - self.shown))

    def _select(self, index: int) -> None:
        """Highlight row `index` of the whole list, scrolling it into view."""
        first = self.first
        self.selected = index
        self._scroll_to(index)
        if self.first != first:
            self.relayout()
        else:
            self.menu.set_focus(self._menu_index(index))

    def _step(self, step: int) -> None:
        enabled = [i for i, item in enumerate(self._plan_rows()) if item.enabled]
        enabled += [self.scrolling_rows] if not self.problems else []
        enabled.append(self.scrolling_rows + 1)  # Back
        position = enabled.index(self.selected) if self.selected in enabled else -step
        self._select(enabled[(position + step) % len(enabled)])

    def _scroll(self, rows: int) -> None:
        first = self.first
        self.first = max(0, min(self.first + rows, self.scrolling_rows - self.shown))
        if self.first == first:
            return
        if self.selected < self.scrolling_rows:  # the highlight stays on a row shown
            self.selected = min(max(self.selected, self.first), self.first + self.shown - 1)
        self.relayout()

    def _cycler(self, index: int, step: int):
        return lambda: self._cycle(index, step)

    def _adjuster(self, index: int):
        return lambda step: self._cycle(index, step)

    def _cycle(self, index: int, step: int) -> None:
        plan = self.plan
        current = self.options.index(plan[index]) if plan[index] in self.options else 0
        plan[index] = self.options[(current + step) % len(self.options)]
        self._set_plan(plan, focus=index)

    def _toggle_until(self) -> None:
        self.setup = replace(self.setup, until_two_remain=not self.setup.until_two_remain)
        self._set_plan(self.plan, focus=len(self.plan))

    def _add(self) -> None:
        self._set_plan([*self.plan, PlannedEpisode()], focus=len(self.plan))

    def _remove(self) -> None:
        self._set_plan(self.plan[:-1], focus=len(self.plan) - 2)

    def _set_plan(self, plan: list[PlannedEpisode], focus: int) -> None:
        self.setup = replace(self.setup, plan=tuple(plan))
        self.problems = plan_problems(self.setup)
        self.selected = max(0, focus)
        self._scroll_to(self.selected)
        self.relayout()

    def _start(self) -> None:
        name = self.name_entry.get_text().strip() or "Season"
        self.setup = replace(self.setup, name=name)
        self.problems = plan_problems(self.setup)
        if self.problems:
            self.relayout()
            return
        path = season_path(name)
        try:
            create_season(path, self.setup)
        except OSError as error:
            self.app.show_message("The season could not be saved", [f"{path}: {error}"])
            return
        self.app.pop(self)
        self.app.replace(self.open_board(self.app, path))  # in place of the setup screen

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.name_entry:
            self.setup = replace(self.setup, name=self.name_entry.get_text())  # kept on relayout
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos  # a wheel event says not where it turned
        if event.type == pygame.MOUSEWHEEL:
            if self.list_area.collidepoint(self.pointer):
                self._scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            back = event.key == pygame.K_UP or (
                event.key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT
            )
            self._step(-1 if back else 1)
            return True
        used = self.menu.handle_event(event)
        if used and self.menu.focused >= 0:
            self.selected = self._full_index(self.menu.focused)
        return used

    def _notes(self) -> list[str]:
        """Under the plan: why it cannot start, else the games it cannot name and how long
        it may take."""
        left_out = left_out_words(self.setup)
        refused = [f"Left out, a level of yours the game refuses: {line}" for line in self.broken]
        return self.problems or [left_out] * bool(left_out) + refused + length_words(self.setup)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width = self.app.size[0]
        left = max(20, width // 2 - 360)
        title = self.app.font(30, bold=True).render("A new season", True, theme.TEXT)
        surface.blit(title, (left, 20))
        label = self.app.font(20).render("Season name", True, theme.TEXT)
        surface.blit(label, (left, 78))
        font = self.app.font(17)
        lines = self._notes()
        colour = theme.DANGER if self.problems else theme.MUTED_TEXT
        top = self.notes_top
        if self.shown < self.scrolling_rows:
            last = self.first + self.shown
            scrolls = f"Plan rows {self.first + 1}–{last} of {self.scrolling_rows} shown: "
            words = scrolls + "the wheel or Up / Down scrolls them."
            blit_text(surface, font, words, theme.MUTED_TEXT, (left, top))
            top += 20
        for line in lines:
            for row in wrap_text(line, font, 720):
                if top + 20 > self.app.size[1]:
                    return
                blit_text(surface, font, row, colour, (left, top))
                top += 20
