"""The replay viewer of a finished Bugcatcher match: every stage on the reveal player, with
names (the match is over), one stage after another.

    app.push(replay_scene(app, session))

Keys, besides the reveal player's: PageDown / Down the next stage, PageUp / Up the previous
one; Continue (Enter) goes on to the next stage and closes the viewer after the last.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.bugcatcher.reveal import RevealScene
from game.bugcatcher.rules import STAGE_PREGAME
from game.bugcatcher.session import MatchSession
from game.table.session import Outcome

if TYPE_CHECKING:
    from game.ui.host import Host

NEXT_KEYS = (pygame.K_PAGEDOWN, pygame.K_DOWN)
BACK_KEYS = (pygame.K_PAGEUP, pygame.K_UP)


def chapters(session: MatchSession) -> list[Outcome]:
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


class ReplayScene(RevealScene):
    title = "Bugcatcher replay"

    def __init__(self, app: Host, session: MatchSession, index: int = 0):
        self.chapters = chapters(session)
        self.index = index
        super().__init__(app, session, self.chapters[index], self.next_chapter, named=True)

    def heading(self) -> str:
        return f"Replay {self.index + 1}/{len(self.chapters)}: {self.outcome.label}"

    def go(self, index: int) -> None:
        if 0 <= index < len(self.chapters):
            self.app.replace(ReplayScene(self.app, self.session, index))
        elif index >= len(self.chapters):
            self.app.pop(self)

    def next_chapter(self) -> None:
        self.go(self.index + 1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in NEXT_KEYS:
            self.go(self.index + 1)
            return True
        if event.type == pygame.KEYDOWN and event.key in BACK_KEYS:
            self.go(self.index - 1)
            return True
        return super().handle_event(event)


def replay_scene(app: Host, session: MatchSession) -> ReplayScene:
    return ReplayScene(app, session)


def open_replay(app: Host, path: Path) -> ReplayScene:
    return replay_scene(app, MatchSession.load(path))
