"""The end of a battle on the kit's results screen: places (alive first, then length;
eliminated later before eliminated earlier), length, grabs, cells lost, when each snek went out, how
the battle ended, and a chart of every snek's length round by round."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.snek import events as ev
from game.snek.draw import snek_looks
from game.snek.rules import places, shown_length
from game.snek.session import MatchSession
from game.ui import theme
from game.ui.results import Column, Results, ResultsScene

if TYPE_CHECKING:
    from game.ui.host import Host


GRABS_NOTE = (
    "Grabs: the enemy tail cells a snek took (each made it one longer); Lost: its own cells "
    "the others grabbed. Grabbed cells can be grabbed back, so grabs can pass a snek's length."
)


def cells_lost(events: Sequence[Sequence[ev.Event]], count: int) -> list[int]:
    """How many of each snek's cells the others grabbed over the battle."""
    lost = [0] * count
    for round_events in events:
        for event in round_events:
            if isinstance(event, ev.Grabbed):
                lost[event.victim] += 1
    return lost


def battle_results(session: MatchSession, colour_blind: bool) -> Results:
    """What the results screen shows of a battle played to its end."""
    replay = session.replay
    final = replay.final
    looks = snek_looks(session.programs, colour_blind, session.names)
    place = places(final)
    count = len(final.sneks)

    def paint(surface: pygame.Surface, rect: pygame.Rect, snek: int, font) -> None:
        theme.draw_player_mark(surface, rect, looks[snek].mark, font)

    lost = cells_lost(replay.events, count)
    cells = []
    for number, snek in enumerate(final.sneks):
        out = "" if snek.alive else f"round {snek.eliminated_round}"
        length = str(shown_length(snek)) if snek.alive else f"{shown_length(snek)} (out)"
        cells.append([length, str(snek.grabs), str(lost[number]), out])
    assert final.end_reason is not None  # the results follow the battle's end
    awards = [f"The battle ended in round {final.rounds_played}: {ev.END_WORDS[final.end_reason]}."]
    awards.append(GRABS_NOTE)
    awards += [
        f"Round {number}: {event.describe(final.names)}"
        for number, events in enumerate(replay.events)
        for event in events
        if isinstance(event, ev.Eliminated)
    ]
    # a snek out has no length: its line stops there (it read as a length of 0 to the end)
    history = [[s.length if s.alive else None for s in state.sneks] for state in replay.states]
    return Results(
        heading="Battle results",
        detail=f"{session.arena.name or 'Arena'} · seed {session.record.seed}",
        names=list(final.names),
        totals=[count - place[snek] for snek in range(count)],
        columns=[
            Column("Length", 80),
            Column("Grabs", 70),
            Column("Lost", 60),
            Column("Out in", 120),
        ],
        cells=cells,
        awards=awards,
        chart_title="Length of each snek",
        history=history,
        paint_mark=paint,
        line_colours=[look.colour for look in looks],
        replay_hint="The battle again from round 1",
    )


def results_scene(app: Host, session: MatchSession) -> ResultsScene:
    def watch_again() -> None:
        from game.snek.replay_view import BattleViewer

        app.push(BattleViewer(app, session, start_round=0, record=False, replay=True))

    return ResultsScene(app, battle_results(session, app.settings.colour_blind), watch_again)
