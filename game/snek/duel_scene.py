"""A Snek duel on the screen (a season's Death Match): each human picks the snek they bring
(one of their own or a sample), then every battle plays in Snek's own battle viewer, one
after another, until one player has two wins; drawn battles are played again.

The duel file keeps the battles watched to their end; leaving in the middle of a battle
brings you back to the start of that battle on Continue.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.snek.duel import MOST_BATTLES, WINS_NEEDED
from game.snek.duel_session import DuelSession
from game.snek.scene import snek_choices
from game.ui import theme
from game.ui.curtain import CurtainScene
from game.ui.event_log import wrap_text
from game.ui.scene import Scene, match_banner
from game.ui.text import largest_font
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host


class DuelScene(Scene):
    """The duel between battles: who brings what, the battles so far, what comes next."""

    title = "Snek duel"

    def __init__(self, app: Host, session: DuelSession, replay: bool = False):
        super().__init__(app)
        self.session = session
        self.replay = replay
        self.problems: list[str] = []

    @property
    def heading(self) -> str:
        names = " v ".join(self.session.names)
        what = match_banner(self.app) or f"Death Match: {names}"  # a season's Final: its score
        return f"{what} · {self.session.arena.name}"

    def notes(self) -> list[str]:
        """The lines under the heading: who is picking, or the battles so far."""
        session = self.session
        player = session.choosing()
        if player is not None and not self.replay:
            name = session.names[player]
            return [
                f"{name}, pick the snek you bring: one of yours or a sample.",
                "Best of three battles; a drawn battle is played again.",
                self.limit_rule(),
                *self.problems,
            ]
        lines = [self._brought(index) for index in range(2)]
        if not session.finished:
            lines.append(self.limit_rule())
        lines += [self._battle_line(number) for number in range(session.watched)]
        if session.finished:
            lines.append(self._result_line())
        return lines

    def limit_rule(self) -> str:
        """How a battle still going at the arena's round limit is decided."""
        rounds = self.session.arena.rounds
        return f"At the {rounds}-round limit the longer snek wins; equal lengths: played again."

    def _result_line(self) -> str:
        summary = self.session.summary()
        wins = " – ".join(f"{p['name']} {p['wins']}" for p in summary["players"])
        line = f"{summary['winner']} wins the Death Match ({wins})."
        counts = [player["wins"] for player in summary["players"]]
        if len(self.session.battles) == MOST_BATTLES and max(counts) < WINS_NEEDED:
            even = counts[0] == counts[1]
            why = "a seeded draw" if even else "more battle wins"
            line += f" Nobody won two of {MOST_BATTLES} battles: {why} decided."
        return line

    def _brought(self, index: int) -> str:
        program = self.session.programs[index]
        what = program.name if program is not None else "no snek yet"
        return f"{self.session.names[index]} brings {what}."

    def _battle_line(self, number: int) -> str:
        battle = self.session.battle(number)
        names = self.session.names
        rounds = battle.state.rounds_played
        first = f"{names[battle.first]} at start 1"
        at_limit = rounds >= self.session.arena.rounds
        if battle.winner is None:
            again = ", played again" if number + 1 < MOST_BATTLES else ""
            how = ": equal lengths at the round limit" if at_limit else f" after {rounds} rounds"
            return f"Battle {number + 1} ({first}): drawn{how}{again}."
        how = ": longer at the round limit" if at_limit else f" in {rounds} rounds"
        return f"Battle {number + 1} ({first}): won by {names[battle.winner]}{how}."

    def items(self) -> list[MenuItem]:
        session = self.session
        player = session.choosing()
        if player is not None and not self.replay:
            choices, self.problems = snek_choices()
            picks = [MenuItem(c.label, self._chooser(player, c.program)) for c in choices]
            return [*picks, MenuItem("Leave (the duel is saved)", self.close)]
        if self.replay:
            watched = range(session.watched)
            watch = [MenuItem(f"Watch battle {n + 1}", self._watcher(n)) for n in watched]
            return [*watch, MenuItem("Back", self.close)]
        if session.finished:
            return [MenuItem("Back", self.close)]
        number = session.watched + 1
        return [
            MenuItem(f"Watch battle {number}", self._watcher(session.watched)),
            MenuItem("Skip to the result (the rest at once)", self.skip_to_result),
            MenuItem("Leave (the duel is saved)", self.close),
        ]

    def build(self, root: UIContainer) -> None:
        width, height = self.app.size
        items = self.items()
        columns = 2 if len(items) > 6 else 1
        rows = -(-len(items) // columns)
        rect = pygame.Rect(0, 0, min(760 if columns == 2 else 520, width - 40), rows * 44)
        rect.midbottom = (width // 2, height - 20)
        self.menu = ButtonList(self.app.ui, root, rect, items, 36, 8, columns=columns)
        self.notes_bottom = rect.top - 10

    def rebuild(self) -> None:
        self.relayout()

    def close(self) -> None:
        self.app.pop(self)

    def skip_to_result(self) -> None:
        """Every battle left counts as watched: the result at once (each stays rewatchable)."""
        self.session.watch(len(self.session.battles))
        self.rebuild()

    def _chooser(self, player: int, program):
        def choose() -> None:
            self.session.choose(player, program)
            self.rebuild()
            following = self.session.choosing()
            if following is not None and not self.replay:  # the next person picks unseen
                name = self.session.names[following]
                self.app.push(CurtainScene(self.app, name, self.rebuild))

        return choose

    def _watcher(self, number: int):
        def watch() -> None:
            from game.snek.replay_view import BattleViewer

            viewer = BattleViewer(
                self.app, self.session.battle_session(number), start_round=0, record=False
            )
            viewer.on_finish = lambda: self._watched(viewer, number)
            self.app.push(viewer)

        return watch

    def _watched(self, viewer: Scene, number: int) -> None:
        """The viewer's Results at the battle's end: the battle counts as watched."""
        if not self.replay:
            self.session.watch(number + 1)
        self.app.pop(viewer)

    def resume(self) -> None:
        super().resume()
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width = self.app.size[0]
        font = largest_font(self.app.font, self.heading, width - 40, (28, 24, 20, 18))
        label = font.render(self.heading, True, theme.TEXT)
        surface.blit(label, label.get_rect(center=(width // 2, 40)))
        small = self.app.font(18)
        notes = self.notes()
        rows = [wrap_text(note, small, width - 40) for note in notes]  # long names wrap
        if 80 + sum(26 * len(parts) for parts in rows) > self.notes_bottom:
            rows = [[note] for note in notes]  # a long duel: one row a line, as before
        y = 80
        for row, parts in enumerate(rows):
            for part in parts:
                colour = theme.MUTED_TEXT if row >= 2 else theme.TEXT
                text = small.render(part, True, colour)
                surface.blit(text, text.get_rect(midtop=(width // 2, y)))
                y += 24
            y += 2
