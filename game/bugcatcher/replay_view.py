"""The replay viewer of a Bugcatcher match: every stage on the kit's replay viewer
(game/ui/replay.py) over the reveal, told with names and every node lettered with its
player (the match is over).

    app.push(replay_scene(app, session))
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.bugcatcher.reveal import RevealScene
from game.bugcatcher.rules import STAGE_PREGAME
from game.bugcatcher.session import BugSession
from game.table.session import Outcome
from game.ui.replay import ReplayViewer, first_steps_of

if TYPE_CHECKING:
    from game.ui.host import Host


def chapters(session: BugSession) -> list[Outcome]:
    """Every resolved stage of the match as the reveal takes it."""
    history = session.history
    result = []
    for index, events in enumerate(history.events):
        if not events:
            continue
        before = history.states[index - 1] if index else None
        if before is None:
            before = replace(history.states[0], stage=STAGE_PREGAME)
        result.append(Outcome(history.labels[index], before, history.states[index], events))
    return result


class ReplayScene(ReplayViewer, RevealScene):
    """Every stage, with the list of stages; Esc leaves, Continue at the end too."""

    def __init__(self, app: Host, session: BugSession):
        stages = chapters(session)
        super().__init__(app, session, stages, lambda: app.pop(self), named=True)
        labels = [stage.label for stage in stages]
        self.index_chapters(session.level.name, labels, first_steps_of(self.chapter_of_part))


def replay_scene(app: Host, session: BugSession) -> ReplayScene:
    return ReplayScene(app, session)
