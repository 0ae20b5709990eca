"""The third new-player evening's Social Snake faults, through the real event queue: the
planned path runs through the cells' centres (where the heads are) with every number it
crosses still whole, and through a tunnel into one end and out of the other."""

from __future__ import annotations

import pygame
from test_social_issue28 import tunnel_entry
from test_social_scenes import press

from game.app import App
from game.core.coords import parse_cell
from game.ui.board_view import PATH_INK
from game.ui.menu import MainMenuScene


def entry_on_f2():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    return app, tunnel_entry(app)


def ink_pixels(app, rect: pygame.Rect, ink) -> int:
    return sum(
        tuple(app.screen.get_at((x, y)))[:3] == ink
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    )


def test_the_planned_path_runs_through_the_cells_centres():
    """Ann's head on F2 moves right twice: the line joins F2's and G2's centres at their
    shared edge, half way down the cells, not along their top corners."""
    app, entry = entry_on_f2()
    press(app, pygame.K_RIGHT)
    view = entry.views[0]
    f2, g2 = view.cell_rect(parse_cell("F2")), view.cell_rect(parse_cell("G2"))
    edge = pygame.Rect(f2.right - 2, f2.centery - 1, 4, 3)
    assert ink_pixels(app, edge, PATH_INK) > 0
    corner = pygame.Rect(g2.left, g2.top, g2.width // 4, g2.height // 4)
    assert ink_pixels(app, corner, PATH_INK) == 0


def test_a_number_the_path_crosses_stays_whole():
    app, entry = entry_on_f2()
    view = entry.views[0]
    g2 = view.cell_rect(parse_cell("G2"))
    ink = view._content[0].cells[parse_cell("G2")].ink
    before = ink_pixels(app, g2, ink)
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)
    assert before > 20 and ink_pixels(app, g2, ink) == before


def test_a_path_into_a_tunnel_reaches_its_middle_and_leaves_its_twin():
    app, entry = entry_on_f2()
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)  # G2, into T2 on H2, out of B8 onto C8
    view = entry.views[0]
    h2, b8 = view.cell_rect(parse_cell("H2")), view.cell_rect(parse_cell("B8"))
    into = pygame.Rect(h2.left, h2.centery - 1, h2.width // 4, 3)
    out = pygame.Rect(b8.right - b8.width // 4, b8.centery - 1, b8.width // 4, 3)
    assert ink_pixels(app, into, PATH_INK) > 0 and ink_pixels(app, out, PATH_INK) > 0


def test_an_apple_popping_in_the_reveal_leaves_no_square_beyond_its_cell():
    """A collected item grows past its cell as it fades: its number grows, its cell's square
    does not (the new players saw grey "ghost squares" round the heads)."""
    from test_social_scenes import tick

    from game.social_snake.demo import demo_session
    from game.social_snake.reveal import Pop, RevealScene
    from game.ui.tour import resolved

    app = App(headless=True, size=(1366, 768))
    app.start(MainMenuScene(app))
    session = demo_session(seed=4, players=4)
    while session.state.stage != "rounds":
        resolved(session)
    reveal = RevealScene(app, session, resolved(session), lambda: None)
    app.push(reveal)
    tick(app)
    pop = next(
        cue.payload
        for step in range(reveal.timeline.step_count)
        for cue, _ in reveal.timeline.states(step)
        if isinstance(cue.payload, Pop) and cue.payload.grow
    )
    view = reveal.views[pop.grid]
    backdrop = (200, 0, 200)
    surface = pygame.Surface(app.size)
    surface.fill(backdrop)
    pop.draw(reveal.painter, surface, 0.5)
    grown = view.cell_rect(pop.cell).inflate(view.cell_size // 4, view.cell_size // 4)
    for corner in (grown.topleft, grown.topright, grown.bottomleft):
        assert tuple(surface.get_at(corner))[:3] == backdrop


def test_the_guide_and_the_start_screen_say_the_same_start_rule():
    """The guide said "you get it unless someone else listed the same cell as their 1" while
    the start screen under it said "unless someone else lists it at the same or a better
    place": both now say the screen's words."""
    from game.social_snake.rules_text import START_RULE
    from game.social_snake.tutorial import LESSONS

    assert START_RULE.startswith("You get a pick unless someone else lists it at the same")
    assert any(START_RULE[:-1] in line for line in LESSONS[0].lines)
    assert not any("as their 1." in line for line in LESSONS[0].lines)


def test_a_lone_human_meets_no_curtain_after_a_reveal_either():
    """The guided match showed "Pass to Ann" from the second entry on: handing an entry in
    popped it first, and the flow, back on top, took it for one left unsubmitted."""
    from test_social_scenes import new_session, one_human, tick

    from game.social_snake.entry import MoveEntryScene, StartEntryScene
    from game.social_snake.reveal import RevealScene
    from game.social_snake.scene import MatchFlowScene
    from game.ui.hotseat import PassScene

    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.push(MatchFlowScene(app, new_session(one_human())))
    tick(app)
    assert isinstance(app.top, StartEntryScene)
    press(app, pygame.K_SPACE)
    press(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    tick(app)
    assert isinstance(app.top, RevealScene)
    press(app, pygame.K_END)
    press(app, pygame.K_RETURN)
    tick(app)
    assert not isinstance(app.top, PassScene)
    assert isinstance(app.top, MoveEntryScene)
