"""Antisocial Snake's results on the kit's results screen: totals, each board's score, who
owned which snakes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.antisocial_snake.draw import player_marks
from game.antisocial_snake.replay_view import replay_scene
from game.antisocial_snake.rules import standings
from game.antisocial_snake.session import MatchSession
from game.ui import theme
from game.ui.hotseat import palette_index
from game.ui.results import Column, Results, ResultsScene

if TYPE_CHECKING:
    from game.ui.host import Host


def match_results(session: MatchSession, colour_blind: bool = False) -> Results:
    """Totals, every board's score per player, and who owned which snakes; each player's
    mark is their seat's number ("P1"); the chart's lines keep the seats' colours."""
    state = session.state
    names = list(state.names)
    boards = state.boards
    # boards are numbered from 1 as players count ("B1" is "Board 1: Theme"); the chart's
    # axis counts boards played, so its 1 is the total after B1
    # 38 px: a three-digit score whole, and room left for 16-letter names beside ten boards
    # in an 800x600 window
    columns = [Column("Total", 56), *(Column(f"B{b.index + 1}", 38) for b in boards)]
    cells = [
        [str(state.totals[player]), *(str(b.scores[player]) for b in boards)]
        for player in range(len(names))
    ]
    history = [[0] * len(names)]
    for board in boards:
        history.append([t + s for t, s in zip(history[-1], board.scores, strict=True)])
    lines = []
    for board in boards:
        owned: dict[int, list[str]] = {}
        for snake in board.snakes:
            owned.setdefault(snake.owner, []).append(snake.letter)
        owners = "; ".join(
            f"{names[p]}: {'snake' if len(owned[p]) == 1 else 'snakes'} {', '.join(owned[p])}"
            for p in sorted(owned)
        )
        lines.append(f"{state.level.board_title(board.index)}: {owners}")
    first = [names[p] for place, p, _ in standings(state) if place == 1]
    lines.insert(0, f"Won by {' & '.join(first)}")
    seats = session.seats
    places = [palette_index(seats[p].colour) if seats[p].colour else p for p in range(len(names))]
    looks = [theme.player_colour(place, colour_blind) for place in places]

    marks = player_marks(len(names))  # "P1", "P2"… as in the standings and the snake list
    # (a seat's letter and colour read as a snake's letter and a tile's colour)

    def paint(surface: pygame.Surface, rect: pygame.Rect, player: int, font) -> None:  # noqa: ANN001
        theme.draw_player_mark(surface, rect, marks[player], font)

    return Results(
        heading="Results",
        detail=f"{state.level.name} · seed {state.seed}",
        names=names,
        totals=state.totals,
        columns=columns,
        cells=cells,
        awards=lines,
        chart_title="Total after each board",
        history=history,
        paint_mark=paint,
        line_colours=[look.fill for look in looks],
        chart_axis="board",
        replay_hint="Every step of every board",
    )


def results_scene(app: Host, session: MatchSession) -> ResultsScene:
    def watch_replay() -> None:
        app.push(replay_scene(app, session))

    results = match_results(session, app.settings.colour_blind)
    return ResultsScene(app, results, watch_replay)
