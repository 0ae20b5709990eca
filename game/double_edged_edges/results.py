"""The end of a Double-edged Edges match on the kit's results screen: ranking, points,
garnets, push-offs, the awards in words and a chart of every player's points by round.

    app.push(results_scene(app, session))      # session.finished
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.double_edged_edges import events as ev
from game.double_edged_edges.draw import player_marks
from game.double_edged_edges.events import DUMB, SCREWED
from game.double_edged_edges.session import MatchSession
from game.ui import theme
from game.ui.results import Column, Results, ResultsScene, columns_key

if TYPE_CHECKING:
    from game.ui.host import Host

AWARD_EVENTS = (ev.TokensOfLifeGiven, ev.TokensOfLifeWithheld, ev.EliminationCandidateChosen)


def points_history(session: MatchSession) -> list[list[int]]:
    """Everyone's total after round 0, 1, 2, …"""
    totals = [0] * session.state.players
    history = [list(totals)]
    for result in session.state.results:
        totals = [t + s for t, s in zip(totals, result.scores, strict=True)]
        history.append(list(totals))
    return history


def match_results(session: MatchSession, colour_blind: bool) -> Results:
    state = session.state
    marks = player_marks(session.seats)
    awards = state.awards
    events = session.history.events[-1]

    def count(player: int, kind: str) -> int:
        return sum(result.types[player] == kind for result in state.results)

    def pushes(player: int) -> int:
        return sum(result.pushed_off[player] is not None for result in state.results)

    cells = []
    for player in range(state.players):
        tokens = awards.tokens_of_life.get(player, 0) if awards else 0
        chosen = awards is not None and awards.elimination_candidate == player
        cells.append(
            [
                str(state.points[player]),
                str(state.garnets[player]),
                str(pushes(player)),
                str(count(player, SCREWED)),
                str(count(player, DUMB)),
                str(tokens) if tokens else "",
                "EC" if chosen else "",
            ]
        )

    def paint(surface: pygame.Surface, rect: pygame.Rect, player: int, font) -> None:
        theme.draw_player_mark(surface, rect, theme.seat_mark(marks[player], colour_blind), font)

    return Results(
        heading="Results",
        detail=f"{state.level.name} · seed {state.seed}",
        names=list(state.names),
        totals=list(state.points),
        columns=[
            Column("Points", 58),  # each its heading's width and a gap: room for names
            Column("Garnets", 70),
            Column("Push-offs", 82),  # partners this player pushed off
            Column("Screwed", 72),
            Column("Dumb", 54),
            Column("ToL", 40, theme.ACCENT),
            Column("EC", 30, theme.DANGER),
        ],
        cells=cells,
        awards=[
            *columns_key(
                "2 for a single winner (most points); several winners get 1 each, none if "
                "that would hand out 5 or more",
                "the player with the least points (a tie: the winners vote, then a draw)",
            ),
            *(e.describe(state.names) for e in events if isinstance(e, AWARD_EVENTS)),
        ],
        chart_title="Points after each round",
        history=points_history(session),
        paint_mark=paint,
        line_colours=[theme.player_colour(m, colour_blind).fill for m in marks],
        replay_hint="Every push of every round",
    )


def results_scene(app: Host, session: MatchSession) -> ResultsScene:
    def watch_replay() -> None:
        from game.double_edged_edges.replay_view import replay_scene

        app.push(replay_scene(app, session))

    return ResultsScene(app, match_results(session, app.settings.colour_blind), watch_replay)
