"""Issue 28 (Double-edged Edges at 800×600, 12 seats, 16-letter names): the partner buttons
set both names whole (no cut label, so no whole-text card over Left/Right/Hint when the
button has the focus), and the partner grid names a 16-W partner "(below)" as it names the
others. Driven through the real event queue."""

from __future__ import annotations

import pygame

from game.app import App
from game.double_edged_edges.entry import LABEL_PADDING, MoveEntryScene
from game.table.seats import PLAYER_COLOURS, Seat
from game.ui.driver import Driver
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene
from game.ui.tour import LONG_NAMES
from tests.edges_window_helpers import new_session

WIDE = "WWWWWWWWWWWWWWWW"
NAMES = [WIDE, "Wilhelmina Woods", *LONG_NAMES[2:12]]


def drawn_texts() -> str:
    return " ".join(item.text for item in LAYOUT.drawn if item.kind == TEXT)


def test_partner_names_whole_on_the_buttons_and_in_the_grid_at_800x600(recording):
    session = new_session([Seat(NAMES[i], PLAYER_COLOURS[i][0]) for i in range(12)])
    seating = session.state.seating
    seat = next(p for p in range(12) if seating.partners_of(p)[1] == 0)  # WIDE is below
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    entry = MoveEntryScene(app, session, seat, lambda: None)
    app.push(entry)
    driver = Driver(app)
    driver.step(2)
    right, below = (NAMES[p] for p in seating.partners_of(seat))
    buttons = entry.buttons
    assert buttons["right"].text.endswith(right) and buttons["right"].text.startswith("1 ·")
    assert buttons["below"].text.endswith(below) and buttons["below"].text.startswith("2 ·")
    for key in ("right", "below"):
        button = buttons[key]
        assert button.font.size(button.text)[0] <= button.rect.width - LABEL_PADDING
        driver.move(button.rect.center)  # hovered, then focused by keys: no card either way
        driver.step()
        assert app.whole_text_card is None
    for _ in range(2):
        driver.key(pygame.K_TAB)
        driver.step()
        assert app.whole_text_card is None
    texts = drawn_texts()
    assert "(below)" in texts and "(right)" in texts, texts
    _, grid, _ = entry.areas()
    assert all(cell.bottom <= grid.bottom + 2 for cell in entry.grid.cell_rects(grid).values())
    start = session.state.spaces[0]
    assert len([token for token, _ in entry.platform.shown if token.space == start]) == 12


def test_the_awards_step_shows_who_gets_tokens_of_life_and_who_is_the_ec(recording):
    """Issue 28 (a new player at the awards): the Players table's column says each award
    ("ToL 2", "EC") under "Award", not an empty "Round" column with the awards only in
    the log."""
    from game.double_edged_edges.demo import demo_session
    from game.double_edged_edges.reveal import RevealScene, chapter_of
    from game.double_edged_edges.session import STAGE_AWARDS
    from game.ui.tour import resolved

    session = demo_session(seed=4, players=12)
    while session.stage != STAGE_AWARDS:
        resolved(session)
    chapter = chapter_of(resolved(session))
    app = App(headless=True, size=(800, 600))
    app.start(MainMenuScene(app))
    app.push(RevealScene(app, session, [chapter], lambda: None, speed=1.0))
    driver = Driver(app)
    driver.step()
    driver.key(pygame.K_END)
    LAYOUT.drawn.clear()
    driver.key(pygame.K_F2)  # the Players tab (the log may be in view)
    texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
    if "Award" not in texts:
        driver.key(pygame.K_F2)
        texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
    assert "Award" in texts and "EC" in texts, texts
    assert any(text.startswith("ToL ") for text in texts)
