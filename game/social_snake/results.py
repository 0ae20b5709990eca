"""The end of a Social Snake match on the kit's results screen: ranking, apples per grid,
garnets, the awards and a chart of every player's apples round by round.

    app.push(results_scene(app, session))      # session.state.finished

The award lines are the final events in words, so the screen says when a vote, the
garnets or a coin flip chose an Elimination Candidate. "Watch replay" opens the replay
viewer; "Main menu" (or Esc) goes back to the main menu.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.social_snake import events as ev
from game.social_snake.draw import draw_swatch, player_looks
from game.social_snake.rules import MatchState
from game.social_snake.session import MatchSession
from game.ui import theme
from game.ui.results import Column, Results, ResultsScene, columns_key

if TYPE_CHECKING:
    from game.ui.host import Host

AWARD_EVENTS = (
    ev.GarnetsAwarded,
    ev.TokensOfLifeGiven,
    ev.TokensOfLifeWithheld,
    ev.EliminationCandidateChosen,
)


def award_lines(events: Sequence[ev.Event], names: Sequence[str]) -> list[str]:
    return [event.describe(names) for event in events if isinstance(event, AWARD_EVENTS)]


def award_key(state: MatchState) -> list[str]:
    """What the table's award columns mean, first among the award lines."""
    ruleset = state.ruleset
    seats = ruleset.elimination_candidates
    candidates = (
        "the player with the least apples"
        if seats == 1
        else f"the {seats} players with the least apples"
    )
    tokens = f"for the most, second and third most apples (at most {ruleset.tol_cap} in all)"
    return columns_key(tokens, candidates if seats else None)


def match_results(session: MatchSession, colour_blind: bool) -> Results:
    """What the results screen shows of a finished match."""
    state: MatchState = session.state
    looks = player_looks(session.seats, colour_blind)
    grids = list(state.level.grids)
    columns = [
        Column("Apples", 70),
        *(Column(f"on {grid}", 52) for grid in grids),
        Column("Garnets", 74),
        Column("Earned", 66, theme.ACCENT),
        Column("ToL", 44, theme.ACCENT),
        Column("EC", 40, theme.DANGER),
    ]

    def paint(surface: pygame.Surface, rect: pygame.Rect, player: int, font) -> None:
        draw_swatch(surface, rect, looks[player], font)

    return Results(
        heading="Results",
        detail=f"{session.level.name} · seed {state.seed}",
        names=list(state.names),
        totals=[player.apples for player in state.players],
        columns=columns,
        cells=[_row_cells(state, player, grids) for player in range(len(state.players))],
        awards=[*award_key(state), *award_lines(session.history.events[-1], state.names)],
        chart_title="Apples after each round",
        history=[[0] * len(state.players), *state.apples_history],
        paint_mark=paint,
        line_colours=[look.colour for look in looks],
    )


def _row_cells(state: MatchState, player: int, grids: list[str]) -> list[str]:
    record = state.players[player]
    awards = state.awards
    tokens = awards.tokens_of_life.get(player, 0) if awards else 0
    chosen = awards is not None and player in awards.elimination_candidates
    earned = awards.garnets.get(player, 0) if awards else 0
    return [
        str(record.apples),
        *(str(record.apples_by_grid.get(grid, 0)) for grid in grids),
        str(record.garnets),
        f"+{earned}" if earned else "",
        str(tokens) if tokens else "",
        "EC" if chosen else "",
    ]


def results_scene(app: Host, session: MatchSession) -> ResultsScene:
    def watch_replay() -> None:
        from game.social_snake.replay_view import ReplayScene

        app.push(ReplayScene(app, session))

    results = match_results(session, app.settings.colour_blind)
    return ResultsScene(app, results, watch_replay)
