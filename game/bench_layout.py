"""The layout check over every screen: each screen of the screen tour (game/screen_tour.py)
and the states it misses (`EXTRA_SCREENS`), at every window size, drawn headless with the
layout recorder on; the faults found (game/ui/layout_check.py) counted per screen, size and
kind.

    python main.py bench layout [--quick]

prints the counts per kind and per game, the worst screens, and every fault found once.
tests/test_ui_layout_check.py runs a slice of the same matrix (`slice_cases`) against the
list of faults known today (KNOWN_FILE, a ratchet: a new fault fails the test, and so does a
fixed one still listed). After a fix, write the list again and read its diff, with an empty
data folder as the tests have (remembered setups change what the screens show):

    SERPENTARIUM_HOME=$(mktemp -d) SDL_VIDEODRIVER=dummy python -m game.bench_layout --known
"""

from __future__ import annotations

import functools
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.tour import ScreenMaker

SIZES = [(800, 600), (1024, 600), (1366, 768), (1920, 1080)]
QUICK_SIZES = [(800, 600), (1366, 768)]
FRAME = 1 / 60
SHELL = "shell"
TEST_SIZES = [(800, 600), (1366, 768)]
LONG_NAMES_FROM = 800  # px wide: from here up, tables seat the longest names allowed
KNOWN_FILE = Path(__file__).resolve().parents[1] / "tests" / "data" / "layout_known.txt"
SEASON_TABLES = (5, 9, 13)  # a season's smallest, a typical and its largest cast


@functools.cache
def tables() -> dict[str, tuple[int, ...]]:
    """Each game's smallest, a typical and its largest table, by the first word of its
    screens' names (from the registry: its tour and the seats its demo takes)."""
    from game.games import all_games

    found: dict[str, tuple[int, ...]] = {"season": SEASON_TABLES}
    for game in all_games():
        low, high = game.demo_players
        for name in game.tour_screens() if game.tour_screens is not None else ():
            head = name.split("-")[0]
            if head != "editor":
                found[head] = (low, (low + high) // 2, high)
    return found


REVEAL_STATES = ("start", "mid", "end")


@dataclass(frozen=True)
class Case:
    """One screen at one window size; `seats`: the table's size (None: the tour's own);
    `long_names`: its players named with the longest names allowed (game.ui.tour)."""

    screen: str
    size: tuple[int, int]
    seats: int | None = None
    long_names: bool = False

    @property
    def size_name(self) -> str:
        return f"{self.size[0]}x{self.size[1]}"

    @property
    def name(self) -> str:
        table = "" if self.seats is None else f" {self.seats} seats"
        names = " long names" if self.long_names else ""
        return f"{self.screen} {self.size_name}{table}{names}"

    @property
    def table_name(self) -> str:
        """The known list's third column: the seats (tour: the tour's own), "+long" with
        the longest names."""
        return f"{self.seats or 'tour'}{'+long' if self.long_names else ''}"


def game_of(screen: str) -> str:
    """The game a screen belongs to, by its name's first word ("editor" for the level
    editor's screens, SHELL for the app's own)."""
    head = screen.split("-")[0].split("@")[0]
    return head if head in tables() or head == "editor" else SHELL


@functools.cache
def all_screens() -> dict[str, ScreenMaker]:
    """The screen tour's screens and the states it misses: every How to play page, each
    reveal and replay at its start, mid-way and end, each editor screen with each panel
    open."""
    from game.screen_tour import SCREENS

    screens = dict(SCREENS)
    screens.update(_season_screens())
    screens.update(_howto_pages())
    for name, maker in SCREENS.items():
        if name.endswith(("-reveal", "-replay", "-battle")):
            for state in REVEAL_STATES:
                screens[f"{name}@{state}"] = _at_reveal_state(maker, state)
        if name.startswith("editor-"):
            for tab in _editor_tabs(maker):
                screens[f"{name}@{tab}"] = _with_tab(maker, tab)
    return screens


def _season_screens() -> dict[str, ScreenMaker]:
    """A new season's setup, its plan and its board (the season has no tour of its own);
    the board's file is written in a temporary folder."""

    def setup(app: Host) -> None:
        from game.season.scene import new_season_scene
        from game.ui.tour import over_menu

        over_menu(app, new_season_scene(app))

    def plan(app: Host) -> None:
        from game.season.demo import demo_setup
        from game.season.plan_scene import PlanScene
        from game.season.scene import SeasonBoardScene
        from game.ui.tour import over_menu, seats

        over_menu(app, PlanScene(app, demo_setup(1, seats(13)), SeasonBoardScene))

    def board(app: Host) -> None:
        from game.season.demo import demo_setup
        from game.season.runner import create_season
        from game.season.scene import SeasonBoardScene
        from game.ui.tour import over_menu, seats

        path = Path(tempfile.mkdtemp(prefix="layout-season-")) / "season.toml"
        create_season(path, demo_setup(1, seats(13)))
        over_menu(app, SeasonBoardScene(app, path))

    return {"season-setup": setup, "season-plan": plan, "season-board": board}


def _howto_pages() -> dict[str, ScreenMaker]:
    from game.ui.howto import help_pages

    def page(number: int) -> ScreenMaker:
        def make(app: Host) -> None:
            from game.screen_tour import SCREENS
            from game.ui.howto import HowToPlayScene
            from game.ui.monkey import key_event

            SCREENS["howto"](app)
            scene = app.top
            assert isinstance(scene, HowToPlayScene)
            scene._select(number - 1)  # where number - 1 presses of Down take it, at once
            app.tick([key_event(pygame.K_DOWN)], FRAME)

        return make

    return {f"howto@page-{n + 1}": page(n) for n in range(1, len(help_pages()))}


def _at_reveal_state(maker: ScreenMaker, state: str) -> ScreenMaker:
    """`maker`'s reveal at its first step (Home), half-way, or its end (End), as the keys
    and the clock take it there."""

    def make(app: Host) -> None:
        from game.ui.monkey import key_event

        maker(app)
        timeline = getattr(app.top, "timeline", None)
        if timeline is None:
            return
        key = pygame.K_END if state == "end" else pygame.K_HOME
        app.tick([key_event(key)], FRAME)
        if (
            state == "end"
        ):  # a replay's first End stops at its chapter's end, a second at the match's
            app.tick([key_event(key)], FRAME)
        if state == "mid":
            app.tick([], timeline.duration / 2 / max(timeline.speed, 0.01))

    return make


def _editor_tabs(maker: ScreenMaker) -> list[str]:
    """The panel tabs an editor screen has (built once headless to see them)."""
    from game.app import App

    app = App(headless=True)
    maker(app)
    return [key for key in getattr(app.top, "buttons", {}) if key.startswith("tab:")]


def _with_tab(maker: ScreenMaker, tab: str) -> ScreenMaker:
    """`maker`'s editor screen with its panel `tab` opened by a click."""

    def make(app: Host) -> None:
        from game.ui.monkey import click_events

        maker(app)
        app.tick([], FRAME)
        button = getattr(app.top, "buttons", {}).get(tab)
        if button is not None and button.visible:
            app.tick(click_events(button.rect.center), FRAME)

    return make


def seat_cases(
    sizes: Iterable[tuple[int, int]], counts: slice = slice(None), states: bool = True
) -> list[Case]:
    """Each game's screens at each of its table sizes (`tables()[game][counts]`) and each
    window size (`check` leaves out the screens that seat no table), its players named
    with the longest names allowed from LONG_NAMES_FROM px wide up; `states`: the reveal
    states and editor panels too."""
    return [
        Case(screen, size, seats, size[0] >= LONG_NAMES_FROM)
        for screen in all_screens()
        if game_of(screen) in tables() and (states or "@" not in screen)
        for seats in tables()[game_of(screen)][counts]
        for size in sizes
    ]


NAMED_LISTS = ("-setup", "-tournament")  # screens listing names a table does not seat
NAME_FIELDS = ("-level",)  # editor screens showing the level's Name field


def setup_cases(sizes: Iterable[tuple[int, int]]) -> list[Case]:
    """Every setup screen with the longest names allowed in its name boxes (at every
    size: a narrow window folds the level column into a page of its own to hold them),
    the lists that offer named things to choose (Snek's sneks, and its battle lineup)
    with two named so, and the editor's Name field holding one."""
    return [
        Case(screen, size, None, True) for screen in all_screens()
        if screen.endswith(NAMED_LISTS)
        or (screen.startswith("editor-") and screen.endswith(NAME_FIELDS))
        for size in sizes
    ]  # fmt: skip


def check(cases: Iterable[Case]) -> dict[Case, list]:
    """The faults of each case's frame (one App per window size, reused across screens);
    a screen that cannot be made at a table size counts as one fault of kind "error"."""
    from game.app import App
    from game.ui.layout_check import Finding, findings
    from game.ui.layout_record import LAYOUT
    from game.ui.tour import table_of

    screens = all_screens()
    results: dict[Case, list] = {}
    app: App | None = None
    LAYOUT.on = True
    try:  # by window size: pygame has one display, the last App opened sets its size
        for case in sorted(cases, key=lambda case: case.size):
            if app is None or app.size != case.size:
                app = App(headless=True, size=case.size)
            try:
                with table_of(case.seats, case.long_names) as table:
                    screens[case.screen](app)
                app.tick([], FRAME)
            except Exception as error:  # a table size the screen's level cannot seat
                results[case] = [Finding("error", f"{type(error).__name__}: {error}")]
                continue
            if case.seats is not None:
                seated = table["asked"]
            else:
                seated = not case.long_names or table["named"]
            if seated:  # else: the screen seats (or names) no table
                results[case] = findings(app)
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()
    return results


def matrix(sizes: list[tuple[int, int]], tables: slice = slice(None)) -> list[Case]:
    """Every screen at each of `sizes`, and the seated ones at each game's table sizes."""
    cases = [Case(screen, size) for size in sizes for screen in all_screens()]
    return cases + seat_cases(sizes, tables) + setup_cases(sizes)


def slice_cases() -> list[Case]:
    """The slice the test checks: every screen at the smallest and the usual window, every
    game's largest table at 800×600 and, with the longest names, at 1366×768, and every
    setup screen with the longest names."""
    cases = [Case(screen, size) for size in TEST_SIZES for screen in all_screens()]
    cases += seat_cases(TEST_SIZES, slice(-1, None), states=False)
    return cases + setup_cases(TEST_SIZES)


def fault_lines(results: dict[Case, list]) -> list[str]:
    """One line per fault: screen, size, kind and what (the known list's form)."""
    return [
        f"{case.screen}\t{case.size_name}\t{case.table_name}\t{finding.kind}\t{finding.what}"
        for case, found in results.items()
        for finding in found
    ]


def read_known(path: Path = KNOWN_FILE) -> list[str]:
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def write_known(path: Path = KNOWN_FILE) -> int:
    """Write the faults the test's slice finds today as the known list."""
    lines = fault_lines(check(slice_cases()))
    header = [
        "# The layout check's known faults (tests/test_ui_layout_check.py): screen, size,",
        "# seats (tour: the tour's own table), kind, what. Written by",
        "# `python -m game.bench_layout --known`; never add by hand.",
    ]
    path.write_text("\n".join([*header, *lines]) + "\n", encoding="utf-8")
    print(f"{len(lines)} known faults written to {path}")
    return 0


def main(quick: bool = False) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sizes = QUICK_SIZES if quick else SIZES
    cases = matrix(sizes, slice(-1, None) if quick else slice(None))
    start = time.perf_counter()
    results = check(cases)
    seconds = time.perf_counter() - start
    print(f"layout check: {len(results)} frames ({len(all_screens())} screens at "
          f"{len(sizes)} window sizes, and those that seat a table at each game's "
          f"table sizes) in {seconds:.1f} s")  # fmt: skip
    report(results)
    recorder_cost(60 if quick else 300)
    return 0


def recorder_cost(frames: int) -> None:
    """Frames of the 13-snake reveal at 1366×768 with the recorder off (normal play) and
    on, in turn, so that the machine's load falls on both alike."""
    from game.app import App
    from game.bench_window import figures
    from game.screen_tour import show
    from game.ui.layout_record import LAYOUT

    app = App(headless=True, size=(1366, 768))
    show(app, "social-reveal")
    times: dict[bool, list[float]] = {False: [], True: []}
    for frame in range(2 * frames):
        LAYOUT.on = bool(frame % 2)
        start = time.perf_counter()
        app.tick([], FRAME)
        times[LAYOUT.on].append((time.perf_counter() - start) * 1000)
    LAYOUT.on = False
    print("\nthe recorder's cost, a reveal frame (13 snakes, 1366×768), update + draw:")
    print(f"  off (normal play): {figures(times[False])}")
    print(f"  on (layout check): {figures(times[True])}")


def report(results: dict[Case, list]) -> None:
    """The counts per kind and per game, the worst frames, and every fault once."""
    from game.ui.layout_check import KINDS

    kinds = [*KINDS, "error"]
    by_kind: Counter = Counter()
    by_game: dict[str, Counter] = {}
    for case, found in results.items():
        for finding in found:
            by_kind[finding.kind] += 1
            by_game.setdefault(game_of(case.screen), Counter())[finding.kind] += 1
    print(f"{sum(by_kind.values())} faults in {sum(1 for f in results.values() if f)} frames")
    print("\nper kind:")
    for kind in kinds:
        print(f"  {kind:12} {by_kind[kind]}")
    print("\nper game:           " + " ".join(f"{kind[:11]:>11}" for kind in kinds))
    for game in sorted(by_game):
        row = " ".join(f"{by_game[game][kind]:>11}" for kind in kinds)
        print(f"  {game:17} {row}")
    per_case = Counter({case: len(found) for case, found in results.items() if found})
    print("\nworst frames (screen, size, seats: faults):")
    for case, number in per_case.most_common(20):
        kinds_found = dict(Counter(finding.kind for finding in results[case]))
        print(f"  {case.name}: {number} {kinds_found}")
    print("\nevery fault, once (at the first frame it is found in):")
    seen = set()
    for case, found in results.items():
        for finding in found:
            if (case.screen, finding) not in seen:
                seen.add((case.screen, finding))
                print(f"  {case.name} {finding.kind}: {finding.what}")


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.exit(write_known() if "--known" in sys.argv[1:] else main("--quick" in sys.argv[1:]))
