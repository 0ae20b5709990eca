"""Tactrics Snakes' results on the kit's results screen: ranking, points, a chart per turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.tactrics.draw import draw_colour_mark, piece_look
from game.tactrics.match import Match, seat_looks
from game.tactrics.replay_view import ReplayScene
from game.tactrics.rules import GameState, act, end_turn, new_game, scores
from game.tactrics.session import MatchSession
from game.ui import theme
from game.ui.results import Column, Results, ResultsScene

if TYPE_CHECKING:
    from game.ui.host import Host


def states_after_each_turn(match: Match) -> list[GameState]:
    """The position at the start and after every turn of a (legal) match."""
    state = new_game(match.level.board, [seat.colour for seat in match.seats])
    states = [state]
    for turn in match.turns:
        for action in turn.actions:
            state, _ = act(state, action, match.names)
        state, _ = end_turn(state, turn.finish, match.names)
        states.append(state)
    return states


def game_results(match: Match, colour_blind: bool) -> Results:
    final = states_after_each_turn(match)
    end = scores(final[-1])
    colours = [seat.colour for seat in match.seats]
    looks = seat_looks(match.seats)

    def paint(surface: pygame.Surface, rect: pygame.Rect, player: int, font) -> None:
        draw_colour_mark(surface, rect, colours[player], colour_blind, font, looks)

    order = final[-1].finishers
    return Results(
        heading="Results",
        detail=f"{match.level.name} · {len(match.turns)} turns",
        names=match.names,
        totals=[score.total for score in end],
        columns=[
            Column("Snakes", 70),
            Column("Contact", 74),
            Column("Finish", 66, theme.ACCENT),
            Column("Points", 66),
        ],
        cells=[
            [str(s.snake_points), str(s.contact_bonus), str(s.finish_bonus), str(s.total)]
            for s in end
        ],
        awards=[
            f"{match.names[player]} called a finish {place} (+{final[-1].bonuses[player]})."
            for place, player in zip(("first", "second", "third"), order, strict=False)
        ],
        chart_title="Points after each turn",
        history=[[score.total for score in scores(state)] for state in final],
        paint_mark=paint,
        line_colours=[piece_look(colour, colour_blind, looks).fill for colour in colours],
        chart_axis="turn",
        replay_hint="Every action of every turn",
    )


def results_scene(app: Host, session: MatchSession) -> ResultsScene:
    def watch_replay() -> None:
        app.push(ReplayScene(app, session.match))

    return ResultsScene(app, game_results(session.match, app.settings.colour_blind), watch_replay)
