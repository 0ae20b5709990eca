"""`python main.py demo season`: a bots-only quick season played on the season board, each
match worked out by its game's rules and bots in a worker thread while the board shows the
standings; the champion's board is the final screen."""

from __future__ import annotations

import atexit
import shutil
import tempfile
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from game.season.rules import CastMember, MainMatchDue, SeasonOver, SeasonSetup, next_step
from game.season.runner import (
    bot_choice,
    create_season,
    default_death_match,
    play_decisions,
    start_duel,
    start_main,
)
from game.season.scene import SeasonBoardScene, plan_presets
from game.table.seats import BOT_LEVELS, DEFAULT_NAMES
from game.ui import theme
from game.ui.tour import seat_name

if TYPE_CHECKING:
    from game.ui.host import Host

STEP_PAUSE = 1.2  # seconds each board stays up between steps (0 with --exit)
CHAMPION_SECONDS = 2.5  # the champion's board stays up this long before `--exit` closes
WORKER_WAIT = 60.0  # seconds the match being worked out may take to end before its files go


def demo_setup(seed: int, players: int) -> SeasonSetup:
    cast = tuple(
        CastMember(
            seat_name(i, DEFAULT_NAMES[i]), theme.STANDARD_PALETTE[i].name, BOT_LEVELS[i % 3]
        )
        for i in range(players)
    )
    preset = plan_presets(players)[0]  # the default: to the Final
    return SeasonSetup(
        f"Demo season {seed}",
        seed,
        cast,
        preset.plan,
        0,
        *default_death_match(),
        preset.until_two_remain,
    )


class DemoSeasonScene(SeasonBoardScene):
    """The season board, advancing by itself: bots decide and play every match."""

    title = "Season demo"

    def __init__(self, app: Host, path: Path, pause: float):
        super().__init__(app, path)
        self.step_pause = pause  # not `pause`: that is the Scene's hook when covered
        self.wait = pause
        self.worker: threading.Thread | None = None
        self.champion_shown = 0.0  # seconds the champion's board has been up
        self.temporary: Path | None = None  # the folder made for the demo, removed after

    @property
    def busy(self) -> bool:
        return not self.final

    @property
    def final(self) -> bool:  # type: ignore[override]
        """Over, and the champion's board on screen long enough to be seen (`--exit`)."""
        return self.history.state.over and self.champion_shown >= CHAMPION_SECONDS

    def update(self, dt: float) -> None:
        if self.history.state.over:
            self.champion_shown += dt
            return
        if self.worker is not None:
            if self.worker.is_alive():
                return
            self.worker = None
            self._refresh()
            return
        self.wait -= dt
        if self.wait > 0:
            return
        self.wait = self.step_pause
        self.worker = threading.Thread(target=self._next_match, daemon=True)
        self.worker.start()

    def _next_match(self) -> None:
        history = play_decisions(self.history)
        step = next_step(history.state)
        if isinstance(step, SeasonOver):
            return
        if isinstance(step, MainMatchDue):
            _, session, part = start_main(history, *bot_choice(history.season.setup, step))
        else:
            _, session, part = start_duel(history)
        part.play_bots(session)

    def _refresh(self) -> None:
        self.reload()
        self.relayout()

    def exit(self) -> None:
        super().exit()
        self.remove_files()

    def remove_files(self) -> None:
        """The demo's season folder, in the temporary folder, removed once the match being
        worked out has ended (it writes there): the window closed, or the program ends."""
        if self.worker is not None:
            self.worker.join(WORKER_WAIT)
        if self.temporary is not None:
            shutil.rmtree(self.temporary, ignore_errors=True)


def demo_scene(app: Host, seed: int, players: int, instant: bool) -> DemoSeasonScene:
    folder = Path(tempfile.mkdtemp(prefix="serpentarium-season-demo-"))
    path = folder / "demo.toml"
    try:
        create_season(path, demo_setup(seed, players))
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    scene = DemoSeasonScene(app, path, 0.0 if instant else STEP_PAUSE)
    scene.temporary = folder
    atexit.register(scene.remove_files)  # `--exit` ends the program without closing scenes
    return scene
