"""The replay viewer of a Bugcatcher match: every stage on the kit's replay viewer
(game/ui/replay.py) over the reveal, told with names and every node lettered with its
player (the match is over).

    app.push(replay_scene(app, session))
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.bugcatcher.reveal import RevealScene
from game.bugcatcher.session import MatchSession
from game.table.session import Outcome
from game.ui.replay import ReplayViewer, first_steps_of

if TYPE_CHECKING:
    from game.ui.host import Host


def chapters(session: MatchSession) -> list[Outcome]:
    """Every resolved stage of the match as the reveal takes it."""
    outcomes = (session.outcome_at(index) for index in range(len(session.history.events)))
    return [outcome for outcome in outcomes if outcome is not None]


class ReplayScene(ReplayViewer, RevealScene):
    """Every stage, with the list of stages, opened paused on the first (the pregame); Esc
    leaves, Continue at the end too."""

    def __init__(self, app: Host, session: MatchSession):
        stages = chapters(session)
        super().__init__(app, session, stages, lambda: app.pop(self), named=True)
        labels = [stage.label for stage in stages]
        self.index_chapters(session.level.name, labels, first_steps_of(self.chapter_of_part))
        self.go_to_chapter(0)  # opens on the pregame, paused: Space plays


def replay_scene(app: Host, session: MatchSession) -> ReplayScene:
    return ReplayScene(app, session)


def open_replay(app: Host, path: Path) -> ReplayScene:
    return replay_scene(app, MatchSession.load(path))
