"""What a new player read wrongly in Snek at 1366×768: the length chart ran the line of a
snek that was out along 0 to the battle's end (read as "length 0"), and the tournament's
standings said "Pld W Shr L Grb Pts" beside two 16-letter names. Through the real event
queue: End and Enter to the results; the tournament played through its Start button."""

from __future__ import annotations

import pygame

from game.app import App
from game.core.paths import LEVELS, user_levels_dir
from game.snek.program import NAME_LIMIT, Program
from game.snek.replay_view import BattleViewer
from game.snek.samples import load_samples, save_user_snek
from game.snek.scene import demo_session
from game.snek.tournament_view import TournamentScene
from game.ui.driver import Driver
from game.ui.layout_check import findings
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.monkey import tick
from game.ui.results import ResultsScene

LARGE = (1366, 768)


def test_a_sneks_line_stops_where_it_went_out_on_the_length_chart():
    app = App(headless=True, size=LARGE)
    session = demo_session(3, 9)  # five of the nine sneks go out, from round 157 on
    viewer = BattleViewer(app, session, start_round=0, playing=False, record=False)
    app.push(viewer)
    driver = Driver(app)
    driver.key(pygame.K_END)
    for _ in range(2000):
        app.step()
        if viewer.at_end:
            break
    driver.key(pygame.K_RETURN)
    results = app.top
    assert isinstance(results, ResultsScene)
    tick(app)
    final = session.replay.final
    out = [viewer.looks[n].colour for n, snek in enumerate(final.sneks) if not snek.alive]
    assert len(out) >= 3
    chart = results.layout.chart
    plot_bottom = chart.top + chart.height - 36  # the round axis (the chart's own layout)
    plot_width = chart.width - 90 - 17  # less one column of end marks
    later = range(chart.left + 56 + plot_width * 4 // 5, chart.left + 56 + plot_width - 4)
    along_zero = {
        tuple(app.screen.get_at((x, y))[:3])
        for x in later
        for y in range(plot_bottom - 3, plot_bottom + 3)
    }
    assert not along_zero & {tuple(colour) for colour in out}  # no line of a snek out at 0


def test_the_standings_say_whole_headings_beside_two_sixteen_letter_names():
    sample = load_samples()[0][1]
    for name in ("Wilhelmina Woods", "W" * NAME_LIMIT):
        save_user_snek(Program(name, sample.patterns, sample.colour))
    quick = (LEVELS / "snek" / "arenas" / "open.toml").read_text()
    folder = user_levels_dir()
    folder.mkdir(parents=True, exist_ok=True)  # 30 rounds a battle: a short tournament
    (folder / "quick.toml").write_text(
        quick.replace('name = "Open field"', 'name = "Quick"\nrounds = 30')
    )
    app = App(headless=True, size=LARGE)
    scene = TournamentScene(app)
    app.push(scene)
    app.step()
    driver = Driver(app)
    while dropped := [
        b.text
        for b in driver.buttons()
        if b.text.startswith("[x] ") and "·" in b.text and "mine" not in b.text
    ]:
        driver.click_button(dropped[0])  # the samples with a bot, out: fewer battles
    driver.click_button("[ ] Quick (yours)")
    driver.click_button("[x] Maze")
    driver.click_button("Start")
    for _ in range(3000):
        app.step()
        if not scene.running:
            break
    assert scene.run is not None and scene.run.finished
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        tick(app)
        texts = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
        faults = findings(app)
    finally:
        LAYOUT.on = False
    for heading in ("Played", "Won", "Shared", "Lost", "Grabs", "Points"):
        assert heading in texts, heading  # not "Pld", "W", "Shr" …
    assert "W" * NAME_LIMIT in texts and faults == []


def test_a_replays_round_list_says_what_happened_in_each_round():
    """Its rows read "157. Round 157", then "157. Cave Dodger out · 1 grab": now who
    grabbed whom as well."""
    app = App(headless=True, size=LARGE)
    viewer = BattleViewer(app, demo_session(3, 9), 0, playing=False, record=False, replay=True)
    app.push(viewer)
    driver = Driver(app)
    for _ in range(16):
        driver.key(pygame.K_PAGEDOWN)  # ten rounds a press, computed a slice per frame
        while viewer.goal is not None:
            app.step()
    assert viewer.round == 160
    driver.keys(pygame.K_LEFT, pygame.K_LEFT, pygame.K_LEFT)
    assert viewer.round == 157
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        tick(app)
        rows = [item.text for item in LAYOUT.drawn if item.kind == TEXT and item.text[:1].isdigit()]
    finally:
        LAYOUT.on = False
    assert any(row.startswith("157. ") and "Cave Dodger out" in row for row in rows), rows
    assert not any(row.endswith(f"Round {row.split('.')[0]}") for row in rows)


def test_narrow_standings_headings_are_said_in_words_before_a_tournament():
    sample = load_samples()[0][1]
    save_user_snek(Program("W" * NAME_LIMIT, sample.patterns, sample.colour))
    app = App(headless=True, size=(800, 600))
    app.push(TournamentScene(app))
    driver = Driver(app)
    driver.step()
    LAYOUT.on = True
    app.frame_wanted = True
    try:
        tick(app)
        words = " ".join(item.text for item in LAYOUT.drawn if item.kind == TEXT)
        faults = findings(app)
    finally:
        LAYOUT.on = False
    assert "Shr" in words and "Shr: shared" in words and "W: won" in words, words
    assert faults == []
