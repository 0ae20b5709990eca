"""A bots-only season hosted in the window, as the kill test runs it in its own process:

    SERPENTARIUM_HOME=… python tests/season_kill_helpers.py

Main menu → Continue → Enter on the newest season (its board); a match the last run left
unfinished is resumed by the board's "Resume the match" and played on in its game's window
(bots at every seat) to its results, "Back to the season"; then the board advances by itself
as in `demo season`. Prints "champion NAME" once the season is over.

With SEASON_KILL_AT="KIND:N:PHASE" in its environment it kills itself (SIGKILL, as kill -9)
at its Nth file write of KIND once hosting ("season": the season file, "match": a match
file in the season's folder), PHASE "before" the write, "mid" (the temporary file half
written, never put in place) or "after" it: the kill test chooses its moments by counting
writes, the same on a loaded machine as on an idle one."""

from __future__ import annotations

import os
import signal
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.core import tomlfile  # noqa: E402
from game.season.demo import DemoSeasonScene  # noqa: E402
from game.season.listing import seasons_dir  # noqa: E402
from game.season.scene import SeasonBoardScene  # noqa: E402
from game.ui.dialogs import MessageScene  # noqa: E402
from game.ui.driver import Driver  # noqa: E402
from game.ui.hotseat import PassScene  # noqa: E402
from game.ui.monkey import continue_newest, press, tick  # noqa: E402
from game.ui.results import ResultsScene  # noqa: E402

MOST_PASSES = 200_000


def host() -> str:
    """Continue on the newest season; an unfinished match resumed in its game's window;
    then the season's board advancing by itself as `demo season` does (each match worked
    out by its game's rules and bots). The champion's name."""
    app = App(headless=True)
    board = continue_newest(app)
    assert isinstance(board, SeasonBoardScene), type(board).__name__
    assert not board.history.problems, [str(p) for p in board.history.problems]
    print("hosting", flush=True)  # the kill test's writes are counted from here
    if spec := os.environ.get("SEASON_KILL_AT"):
        kill_at_a_write(spec)
    driver = Driver(app)
    if board.history.unfinished is not None:
        driver.click_button("Resume the match")
        drive_until(app, lambda: app.top is board)
    demo = DemoSeasonScene(app, board.path, 0.0)
    app.replace(demo)
    drive_until(app, lambda: demo.history.state.over)
    assert not demo.history.problems, [str(p) for p in demo.history.problems]
    return demo.history.state.champion or ""


def kill_at_a_write(spec: str) -> None:
    """From now on every atomic file write is counted by kind; the chosen one kills the
    process (see the module's docstring)."""
    kind, count, phase = spec.split(":")
    wanted = int(count)
    folder = seasons_dir().resolve()
    write = tomlfile.write_bytes_atomic
    seen = 0

    def kind_of(path: Path) -> str:
        if path.parent == folder and path.suffix == ".toml":
            return "season"
        return "match" if path.parent.parent == folder else "other"

    def counted(path: str | os.PathLike[str], data: bytes) -> None:
        nonlocal seen
        target = Path(path).resolve()
        if kind_of(target) == kind:
            seen += 1
        if seen != wanted or kind_of(target) != kind:
            write(path, data)
            return
        if phase == "mid":  # the temporary file half written, as a kill inside the write
            name = f".{target.name}."
            handle, _ = tempfile.mkstemp(dir=target.parent, prefix=name, suffix=".tmp")
            os.write(handle, data[: len(data) // 2])
        elif phase == "after":
            write(path, data)
        os.kill(os.getpid(), signal.SIGKILL)

    tomlfile.write_bytes_atomic = counted  # write_toml_atomic and write_text_atomic call it


def drive_until(app: App, done) -> None:
    """Pass after pass of the loop: a match in its window played on by its bots (reveals
    skipped to their end), its results left for the season, ceremonies closed."""
    driver = Driver(app)
    for _ in range(MOST_PASSES):
        top = app.top
        if done():
            return
        if isinstance(top, DemoSeasonScene):
            driver.step()
        elif isinstance(top, MessageScene):
            press(app, pygame.K_RETURN)
        elif isinstance(top, ResultsScene):
            driver.click_button(SeasonBoardScene.return_label)
        elif isinstance(top, PassScene):
            tick(app, dt=1.0)
            press(app, pygame.K_SPACE)
        elif not isinstance(top, SeasonBoardScene):
            tick(app, dt=1.0)
            press(app, pygame.K_END, pygame.K_RETURN)
        else:
            driver.step()
    raise AssertionError(f"the season did not go on; on top: {type(app.top).__name__}")


if __name__ == "__main__":
    print("champion", host(), flush=True)
