"""Issue 27/28 (Double-edged Edges at 12 seats): the reveal, the replay, the results and
round 0 on an 800×600 screen, driven through the real event queue. Nothing drawn over a
token or another text at any step, every player's row whole in the table (the round's type
badge and change in its own column), the key behind F1 where the stacks need the room, the
log never under three lines in the replay, the results' buttons whole."""

from __future__ import annotations

import pygame

from game.app import App
from game.double_edged_edges.demo import demo_session
from game.double_edged_edges.draw import TYPE_LOOKS
from game.double_edged_edges.results import results_scene
from game.double_edged_edges.reveal import RevealScene, chapter_of
from game.double_edged_edges.scene import RoundZeroScene
from game.ui.driver import Driver
from game.ui.layout_check import OVER_TOKEN, OVERLAP, SHORT_PANEL, SHORTENED, findings
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene
from game.ui.tour import played_out, resolved

SMALL = (800, 600)


def open_scene(scene_of, size=SMALL) -> tuple[App, Driver]:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.push(scene_of(app))
    driver = Driver(app)
    driver.step()
    return app, driver


def reveal_of_twelve(app: App) -> RevealScene:
    session = demo_session(seed=4, players=12)
    chapter = chapter_of(resolved(session))
    return RevealScene(app, session, [chapter], lambda: None, speed=1.0)


def drawn_texts() -> list[str]:
    return [item.text for item in LAYOUT.drawn if item.kind == TEXT]


def test_no_step_of_a_twelve_player_reveal_draws_over_a_token_or_a_text(recording):
    app, driver = open_scene(reveal_of_twelve)
    driver.key(pygame.K_SPACE)  # pause, then walk every step by hand
    driver.key(pygame.K_HOME)
    steps = len(app.top.groups)
    for _ in range(steps + 1):
        faults = [f for f in findings(app) if f.kind in (OVERLAP, OVER_TOKEN, SHORTENED)]
        assert faults == [], f"at {app.top.status()}: {faults}"
        driver.key(pygame.K_RIGHT)
    assert app.top.timeline.finished


def test_every_players_row_shows_their_type_badge_and_round_change_at_the_end(recording):
    app, driver = open_scene(reveal_of_twelve)
    driver.key(pygame.K_END)
    scene = app.top
    panels = scene.panels  # one table, or two halves side by side under the platform

    def inside(item) -> bool:
        return any(panel.rect.contains(item.rect) for panel, _, _ in panels)

    names = {item.text for item in LAYOUT.drawn if item.kind == TEXT and inside(item)}
    assert set(scene.names) <= names  # every row there, each name whole
    types = scene.session.state.results[-1].types
    scores = scene.session.state.results[-1].scores
    assert {f"+{score}" for score in scores} <= names
    for player, kind in enumerate(types):
        panel, start = next((p, start) for p, start, end in panels if start <= player < end)
        centre_y = panel.anchor(player - start)[1]
        badge_x = panel.rect.left + panel.numbers_left() + 3  # inside the disc, off its letter
        colour = app.screen.get_at((badge_x, centre_y))[:3]
        assert colour == TYPE_LOOKS[kind][1], (scene.names[player], kind)


def test_the_key_folds_behind_f1_where_twelve_stacks_need_the_room(recording):
    app, driver = open_scene(reveal_of_twelve)
    words = "survivor: on the platform, scores its space"
    assert "Key (F1)" in drawn_texts()
    assert not any(words in text for text in drawn_texts())
    driver.key(pygame.K_F1)
    assert "Hide key (F1)" in drawn_texts()
    assert any("survivor" in text for text in drawn_texts())
    driver.key(pygame.K_F1)
    assert "Key (F1)" in drawn_texts()


def test_the_replay_of_twelve_keeps_every_row_a_three_line_log_and_the_round_list(recording):
    session = played_out(demo_session(seed=4, players=12))
    app, driver = open_scene(lambda app: results_scene(app, session))
    assert not any(text.endswith("(cut)") for text in drawn_texts())
    driver.click_button("Watch replay")
    replay = app.top
    assert replay.title.startswith("Replay of")
    panel, log, rounds = replay.panel.rect, replay.log.rect, replay.round_list.rect
    if replay.tabs.tabs:  # under the platform (a narrow window): one place under tabs
        assert replay.tabs.tabs == ["Players", "Log", "Rounds"]
        assert log == rounds and panel.top >= log.top
    else:
        assert panel.bottom <= log.top and log.bottom <= rounds.top
    assert log.height >= 3 * replay.log.font.get_linesize()
    assert rounds.height >= 3 * 24
    for table, start, end in replay.panels:  # every player's row
        assert table.rect.height >= table.height_for(end - start)
    assert sum(end - start for _, start, end in replay.panels) == 12
    assert [f for f in findings(app) if f.kind in (SHORT_PANEL, SHORTENED, OVERLAP)] == []
    while not replay.tabs.showing("Rounds"):
        driver.key(pygame.K_F2)
    driver.click(replay.round_list.row_centre(2))
    assert replay.heading().endswith("Round 3")


def test_round_zero_shows_every_name_whole_and_its_types_scroll_to_the_end(recording):
    session = demo_session(seed=4, players=12)
    app, driver = open_scene(lambda app: RoundZeroScene(app, session, lambda: None))
    assert [f for f in findings(app) if f.kind == SHORTENED] == []
    last = "Every screwed and dumb player"
    assert not any(text.startswith(last) for text in drawn_texts())
    for _ in range(6):
        driver.key(pygame.K_PAGEDOWN)
    assert any(text.startswith(last) for text in drawn_texts())
