"""Double-edged Edges' replays: every round of the match played back on the reveal player."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.double_edged_edges.session import MatchSession

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene


def replay_scene(app: Host, session: MatchSession) -> Scene:
    """Every round of the match played back on the reveal player; Continue goes back."""
    from game.double_edged_edges.reveal import RevealScene, replay_chapters

    scene: list[Scene] = []
    replay = RevealScene(app, session, replay_chapters(session), lambda: app.pop(scene[0]))
    replay.title = "Replay"
    scene.append(replay)
    return replay


def open_replay(app: Host, path: Path) -> Scene:
    return replay_scene(app, MatchSession.load(path))
