"""Social Snake's reveal with 13 seats: the log of a step on two grids runs long, and a
player could not find the lines about their own snakes (issue 28). M shows only the lines
about one human's snakes (the next human on the next M, then every line again)."""

from __future__ import annotations

import pygame

from game.social_snake.reveal import is_about
from tests.social_window_helpers import drawn, tour_screen


def test_m_shows_only_the_lines_about_one_players_snakes():
    app, driver = tour_screen("social-reveal", (1366, 768))
    reveal = app.top
    driver.key(pygame.K_END)  # every step's lines
    drawn(app)
    every = list(reveal.log.lines)
    seats = reveal.session.seats
    humans = [i for i, seat in enumerate(seats) if seat.bot is None] or list(range(len(seats)))
    driver.key(pygame.K_m)
    drawn(app)
    owner = humans[0]
    name = reveal.names[owner]
    mine = list(reveal.log.lines)
    about = [reveal.describe(e) for g in reveal.groups for e in g if is_about(e, owner)]
    assert about and len(about) < len(every)
    assert mine[1:] == about and mine[0].startswith(f"Only {name}'s snakes (M: next) · ")
    header = [i.text for i in drawn(app)[0] if i.kind == "text"]
    assert any(f"log: {name}'s snakes" in text for text in header)
    for _ in humans:  # each human in turn, then every line again
        driver.key(pygame.K_m)
    drawn(app)
    assert list(reveal.log.lines) == every
