"""Antisocial Snake's replays: every step of every board on the reveal player."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.antisocial_snake.session import MatchSession

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene


def replay_scene(app: Host, session: MatchSession) -> Scene:
    from game.antisocial_snake.reveal import RevealScene, chapters

    scene = RevealScene(app, session, chapters(session), lambda: app.pop(scene))
    scene.title = f"Replay: {session.level.name}"
    scene.timeline.pause()
    return scene


def open_replay(app: Host, path: Path) -> Scene:
    return replay_scene(app, MatchSession.load(path))
