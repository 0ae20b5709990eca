"""The end of a Bugcatcher match on the kit's results screen: every firefly count revealed,
missions completed, collisions caused, garnets, the awards in words and a chart of each
player's fireflies round by round.

    app.push(results_scene(app, session))      # session.finished
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.bugcatcher import events as ev
from game.bugcatcher.rules import MatchState
from game.bugcatcher.session import MatchSession
from game.table.ranking import TieBreak, tie_notes
from game.table.seats import Seat
from game.ui import theme
from game.ui.results import Column, Results, ResultsScene, columns_key

if TYPE_CHECKING:
    from game.ui.host import Host

AWARD_EVENTS = (ev.MatchWon, ev.EliminationCandidate, ev.GarnetsForFireflies)


def palette_places(seats: Sequence[Seat]) -> list[int]:
    """Each seat's place in the palette (by its colour name; by its seat when it has none),
    so its letter and colour-blind pattern match the curtain's."""
    standard = [colour.name for colour in theme.player_colours(False)]
    return [
        standard.index(seat.colour) if seat.colour in standard else index
        for index, seat in enumerate(seats)
    ]


GARNETS_KEY = (
    "Garnets = held at the end: those brought in, less the bid and garnet swaps, "
    "plus 1 for the single player with the most fireflies and 1 per 30 fireflies."
)


def match_results(session: MatchSession, colour_blind: bool) -> Results:
    state: MatchState = session.state
    places = palette_places(session.seats)

    def paint(surface: pygame.Surface, rect: pygame.Rect, player: int, font) -> None:
        theme.draw_player_mark(surface, rect, theme.seat_mark(places[player], colour_blind), font)

    players = range(len(state.players))
    totals = [player.fireflies for player in state.players]
    breaks = tie_breaks(state)
    return Results(
        heading="Results",
        detail=f"{session.level.name} · seed {state.seed}",
        names=list(state.names),
        totals=totals,
        columns=[
            Column("Fireflies", 82),
            Column("Missions", 82),
            Column("Collisions", 92),
            Column("Garnets", 74),
            Column("ToL", 44, theme.ACCENT),
            Column("EC", 40, theme.DANGER),
        ],
        cells=[_row_cells(state, player) for player in players],
        awards=[
            *columns_key(
                "2 for the single player with the most fireflies",
                "the single player with the fewest fireflies (ties: more missions, then fewer "
                "collisions, then a seeded draw)",
            ),
            GARNETS_KEY,
            *(
                event.describe(state.names)
                for event in session.history.events[-1]
                if isinstance(event, AWARD_EVENTS)
            ),
            *tie_notes(state.names, totals, "fireflies", breaks),
        ],
        chart_title="Fireflies after each round",
        history=[
            [0] * len(state.players),
            *([p.fireflies_by_round[r] for p in state.players] for r in range(state.rounds_played)),
        ],
        paint_mark=paint,
        line_colours=[theme.player_colour(place, colour_blind).fill for place in places],
        tie_breaks=breaks,
    )


def tie_breaks(state: MatchState) -> list[TieBreak]:
    """The rules' tie-breaks for places: more missions completed, then fewer collisions
    caused (players level on both share the place; only the award's own draw goes on)."""
    missions = [player.missions_completed for player in state.players]
    collisions = [player.collisions for player in state.players]
    return [
        TieBreak("more missions completed", missions, missions),
        TieBreak("fewer collisions caused", [-n for n in collisions], collisions),
    ]


def _row_cells(state: MatchState, player: int) -> list[str]:
    record = state.players[player]
    awards = state.awards
    tokens = awards.tokens_of_life.get(player, 0) if awards else 0
    chosen = awards is not None and awards.elimination_candidate == player
    return [
        str(record.fireflies),
        str(record.missions_completed),
        str(record.collisions),
        str(record.garnets),
        str(tokens) if tokens else "",
        "EC" if chosen else "",
    ]


def results_scene(app: Host, session: MatchSession) -> ResultsScene:
    def watch_replay() -> None:
        from game.bugcatcher.replay_view import replay_scene

        app.push(replay_scene(app, session))

    return ResultsScene(app, match_results(session, app.settings.colour_blind), watch_replay)
