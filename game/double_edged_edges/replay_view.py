"""The replay viewer of a Double-edged Edges match: every round on the kit's replay viewer
(game/ui/replay.py) over the reveal.

    app.push(ReplayScene(app, session))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.double_edged_edges.reveal import RevealScene, replay_chapters
from game.double_edged_edges.session import EdgesSession
from game.ui.replay import ReplayViewer, first_steps_of

if TYPE_CHECKING:
    from game.ui.host import Host


class ReplayScene(ReplayViewer, RevealScene):
    """Every round, with the list of rounds; Esc leaves, Continue at the end too."""

    def __init__(self, app: Host, session: EdgesSession):
        chapters = replay_chapters(session)
        super().__init__(app, session, chapters, lambda: app.pop(self))
        labels = [chapter.label for chapter in chapters]
        self.index_chapters(session.level.name, labels, first_steps_of([c for c, _ in self.places]))
