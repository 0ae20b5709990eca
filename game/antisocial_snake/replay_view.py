"""The replay viewer of an Antisocial Snake match: every board's placement and movement on
the kit's replay viewer (game/ui/replay.py) over the reveal, owners shown once the match is
over.

    app.push(ReplayScene(app, session))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.antisocial_snake.reveal import RevealScene, chapters
from game.antisocial_snake.session import MatchSession
from game.ui.replay import ReplayViewer, first_steps_of

if TYPE_CHECKING:
    from game.ui.host import Host


class ReplayScene(ReplayViewer, RevealScene):
    """Every chapter, with the list of chapters; Esc leaves, Continue at the end too."""

    def __init__(self, app: Host, session: MatchSession):
        story = chapters(session)
        super().__init__(app, session, story, lambda: app.pop(self))
        labels = [chapter.label for chapter in story]
        self.index_chapters(
            session.level.name, labels, first_steps_of([s.chapter for s in self.steps])
        )
        self.timeline.pause()
