"""`python main.py bench tactrics-frame [--quick]`: frame time while a tower turns.

Opens the busiest shipped puzzle (headless, dummy video driver) and keeps turning the centre
tower, so that every measured frame (update + draw, pygame-gui included) draws a rotation
sweep. Prints the median and p99 frame time; target: median under 8 ms.
"""

from __future__ import annotations

import os
import time

from game.bench_window import figures

FRAME = 1 / 60


def main(quick: bool) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app import App
    from game.tactrics.puzzle import load_pack
    from game.tactrics.puzzle_scene import PuzzleScene
    from game.tactrics.rules import Action

    app = App(headless=True)
    pack = load_pack()
    busiest = max(pack, key=lambda level: sum(1 for code in level.board if code))
    scene = PuzzleScene(app, pack, busiest)
    app.push(scene)
    app.tick([], FRAME)
    times = []
    for _ in range(300 if quick else 1200):
        if scene.sweep is None:
            scene.rotate(Action(10, True))
        start = time.perf_counter()
        app.tick([], FRAME)
        times.append((time.perf_counter() - start) * 1000)
    pieces = sum(1 for code in busiest.board if code)
    print(f"Tactrics frame while tower 10 turns ({busiest.name}, {pieces} pieces), update + draw:")
    print("  " + figures(times))
    print("  target: median under 8 ms")
    return 0


def bots_main(quick: bool) -> int:
    """`python main.py bench tactrics-bots [--quick]`: bots-only games in the window.

    Plays whole games of bots on the shipped layouts at animation speed 1 (the default),
    at 60 frames a second in real time, bots thinking in their worker threads as in play, and
    prints each game's wall time, turns and actions. Target: every game under 60 s.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app import App
    from game.tactrics.match import Seat
    from game.tactrics.play import GameScene
    from game.tactrics.scene import start_layout, start_layout_path
    from game.tactrics.session import MatchSession

    tables = [("normal",), ("easy", "normal", "hard")]
    seeds = (1,) if quick else (1, 2, 3)
    longest = 0.0
    print("bots-only Tactrics games in the window, animation speed 1, 60 fps:")
    for players in (2, 3, 4):
        level = start_layout(players)
        for kinds in tables:
            for seed in seeds:
                app = App(headless=True)
                seats = [
                    Seat(f"Bot {i + 1}", colour, kinds[i % len(kinds)])
                    for i, colour in enumerate(level.colours)
                ]
                session = MatchSession.start(
                    level, start_layout_path(players), seats, seed, save=False
                )
                game = GameScene(app, session)
                app.push(game)
                started = time.perf_counter()
                actions = _play_out(app, game)
                seconds = time.perf_counter() - started
                longest = max(longest, seconds)
                print(
                    f"  {players} players, {'/'.join(kinds):17} seed {seed}: {seconds:5.1f} s, "
                    f"{game.state.turn} turns, {actions} actions"
                    + ("" if game.state.over else "  (NOT OVER after 120 s)")
                )
    print(f"  longest {longest:.1f} s (target: under 60 s)")
    return 0 if longest < 60 else 1


def _play_out(app, game, limit: float = 120.0) -> int:
    """Tick the app in real time until the game is over (or `limit` seconds); the actions."""
    actions, previous = 0, game.state
    started = last = time.perf_counter()
    while not game.state.over and last - started < limit:
        now = time.perf_counter()
        app.tick([], now - last)
        last = now
        if game.state is not previous:
            actions += game.state.actions_taken > previous.actions_taken
            previous = game.state
        time.sleep(max(0.0, FRAME - (time.perf_counter() - now)))
    return actions
