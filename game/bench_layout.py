"""The layout check over every screen: each screen of the screen tour (game/screen_tour.py)
and the states it misses (`EXTRA_SCREENS`), at every window size, drawn headless with the
layout recorder on; the faults found (game/ui/layout_check.py) counted per screen, size and
kind.

    python main.py bench layout [--quick]

prints the counts per kind and per game, the worst screens, and every fault found once.
tests/test_ui_layout_check.py runs a slice of the same matrix (`slice_cases`) against the
list of faults known today (KNOWN_FILE, a ratchet: a new fault fails the test, and so does a
fixed one still listed). After a fix, write the list again and read its diff:

    python -m game.bench_layout --known
"""

from __future__ import annotations

import os
import sys
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

SIZES = [(800, 600), (1024, 600), (1366, 768), (1920, 1080)]
QUICK_SIZES = [(800, 600), (1366, 768)]
FRAME = 1 / 60
SHELL = "shell"
TEST_SIZES = [(800, 600), (1366, 768)]
KNOWN_FILE = Path(__file__).resolve().parents[1] / "tests" / "data" / "layout_known.txt"


@dataclass(frozen=True)
class Case:
    """One screen at one window size (`seats`: the table's size, as the screen sets it)."""

    screen: str
    size: tuple[int, int]

    @property
    def size_name(self) -> str:
        return f"{self.size[0]}x{self.size[1]}"


def game_of(screen: str) -> str:
    """The game a tour screen belongs to, by its name's first word ("editor" for the level
    editor's screens, SHELL for the app's own)."""
    head = screen.split("-")[0]
    games = {"social", "antisocial", "tactrics", "snek", "bugcatcher", "edges", "season"}
    if head in games or head == "editor":
        return head
    if head == "howto":
        return SHELL
    return SHELL


def all_screens() -> dict[str, object]:
    from game.screen_tour import SCREENS

    return dict(SCREENS)


def check(cases: Iterable[Case]) -> dict[Case, list]:
    """The faults of each case's frame (one App per window size, reused across screens)."""
    from game.app import App
    from game.ui.layout_check import findings
    from game.ui.layout_record import LAYOUT

    screens = all_screens()
    results: dict[Case, list] = {}
    apps: dict[tuple[int, int], App] = {}
    LAYOUT.on = True
    try:
        for case in cases:
            if case.size not in apps:
                apps[case.size] = App(headless=True, size=case.size)
            app = apps[case.size]
            screens[case.screen](app)
            app.tick([], FRAME)
            results[case] = findings(app)
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()
    return results


def counts(results: dict[Case, list]) -> Counter:
    """(screen, size, kind) → how many faults."""
    tally: Counter = Counter()
    for case, found in results.items():
        for finding in found:
            tally[(case.screen, case.size_name, finding.kind)] += 1
    return tally


def slice_cases() -> list[Case]:
    """The slice the test checks: every screen at the smallest and the usual window."""
    return [Case(screen, size) for size in TEST_SIZES for screen in all_screens()]


def fault_lines(results: dict[Case, list]) -> list[str]:
    """One line per fault: screen, size, kind and what (the known list's form)."""
    return [
        f"{case.screen}\t{case.size_name}\t{finding.kind}\t{finding.what}"
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
        "# kind, what. Written by `python -m game.bench_layout --known`; never add by hand.",
    ]
    path.write_text("\n".join([*header, *lines]) + "\n", encoding="utf-8")
    print(f"{len(lines)} known faults written to {path}")
    return 0


def main(quick: bool = False) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.layout_check import KINDS

    sizes = QUICK_SIZES if quick else SIZES
    cases = [Case(screen, size) for size in sizes for screen in all_screens()]
    start = time.perf_counter()
    results = check(cases)
    seconds = time.perf_counter() - start
    tally = counts(results)
    total = sum(tally.values())
    print(f"layout check: {len(cases)} frames ({len(all_screens())} screens × "
          f"{len(sizes)} sizes) in {seconds:.1f} s; {total} faults")  # fmt: skip
    by_kind = Counter()
    by_game: dict[str, Counter] = {}
    for (screen, _size, kind), number in tally.items():
        by_kind[kind] += number
        by_game.setdefault(game_of(screen), Counter())[kind] += number
    print("\nper kind:")
    for kind in KINDS:
        print(f"  {kind:12} {by_kind[kind]}")
    print("\nper game:            " + " ".join(f"{kind[:11]:>11}" for kind in KINDS))
    for game in sorted(by_game):
        row = " ".join(f"{by_game[game][kind]:>11}" for kind in KINDS)
        print(f"  {game:18} {row}")
    per_case = Counter({case: len(found) for case, found in results.items() if found})
    print("\nworst screens (screen, size: faults):")
    for case, number in per_case.most_common(15):
        kinds = Counter(finding.kind for finding in results[case])
        print(f"  {case.screen} {case.size_name}: {number} ({dict(kinds)})")
    print("\nevery fault, once (screen at its first size found):")
    seen = set()
    for case, found in results.items():
        for finding in found:
            if (case.screen, finding) not in seen:
                seen.add((case.screen, finding))
                print(f"  {case.screen} {case.size_name} {finding.kind}: {finding.what}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.exit(write_known() if "--known" in sys.argv[1:] else main("--quick" in sys.argv[1:]))
