"""The season board of 13 players in an 800x600 window (issue 29): the chart's end marks
inside the plot, clear of its legend and numbers; names whole and bots told from humans;
by frames the shell draws for real events."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.season.history import load_history
from game.season.listing import seasons_dir
from game.season.rules import CastMember, PlannedEpisode, SeasonSetup
from game.season.runner import create_season, default_death_match, hand_seat
from game.season.scene import SeasonBoardScene
from game.ui import theme
from game.ui.layout_record import LAYOUT, TEXT
from tests.test_season_show import open_board, play_until

NAMES = ("WWWWWWWWWWWWWWWW", "Wilhelmina Woods", "Kim", "Bob", "Rae", "Cy", "Mo", "Eve")
NAMES += ("Fay", "Gus", "Hal", "Ida", "Jo")
HUMANS = NAMES[:2]
LEGEND_MARK = 18  # px: a legend's mark (the end marks are smaller)


def long_names_season() -> Path:
    """A new season of the 13 long names (easy bots but for the humans' seats): four Social
    Snake episodes on Classic, then until two remain."""
    cast = tuple(CastMember(name, "", "easy") for name in NAMES)
    plan = tuple(PlannedEpisode("social-snake", "classic.toml") for _ in range(4))
    setup = SeasonSetup("Friday", 1, cast, plan, 0, *default_death_match(), True)
    path = seasons_dir() / "friday.toml"
    create_season(path, setup)
    return path


def thirteen_after_episodes(episodes: int) -> Path:
    """A 13-player season played by bots for `episodes` episodes, then its first two seats
    handed back to their people."""
    path = long_names_season()
    play_until(path, lambda history, step: len(history.state.episodes) > episodes)
    for name in HUMANS:
        hand_seat(load_history(path), name, "")
    return path


@pytest.fixture
def board_800(user_folders, monkeypatch):
    path = thirteen_after_episodes(3)
    hand_seat(load_history(path), HUMANS[1], "normal", person_decides=True)  # gone home
    window = App(headless=True, size=(800, 600))
    painted: list[tuple[tuple[int, int], pygame.Rect]] = []
    paint = theme.draw_player_mark

    def noting(surface, rect, mark, font=None):
        painted.append((surface.get_size(), pygame.Rect(rect)))
        paint(surface, rect, mark, font)

    monkeypatch.setattr(theme, "draw_player_mark", noting)
    try:
        driver = open_board(window, path)
        yield window, driver, painted
    finally:
        pygame.quit()


def test_the_charts_end_marks_stay_in_the_plot_clear_of_legend_and_numbers(board_800):
    window, driver, painted = board_800
    board = window.top
    board._chart = None  # drawn again on the next frame, for the real event below
    painted.clear()
    LAYOUT.on = True
    try:
        driver.move((3, 3))
        texts = [d for d in LAYOUT.drawn if d.kind == TEXT and d.text.isdigit()]
    finally:
        LAYOUT.on = False
    chart = board.layout.chart
    marks = [rect.move(chart.topleft) for size, rect in painted if size[0] == chart.width]
    assert len(marks) == 2 * len(NAMES)  # an end mark and a legend mark for each
    numbers = [text.rect for text in texts if chart.contains(text.rect)]
    episodes_row = max(number.top for number in numbers)  # the numbers under the plot
    ends = [mark for mark in marks if mark.height != LEGEND_MARK]
    assert len(ends) == len(NAMES)
    assert all(mark.bottom <= episodes_row for mark in ends), "end marks below the plot"
    for index, mark in enumerate(marks):
        others = marks[index + 1 :]
        assert mark.collidelist(others) == -1, f"marks overlap at {mark}"
        assert mark.collidelist(numbers) == -1, f"a mark over an axis number at {mark}"


def test_names_stay_whole_and_bots_are_told_from_humans(board_800):
    window, driver, _ = board_800
    board = window.top
    board._table = None  # drawn again on the next frame, for the real event below
    LAYOUT.on = True
    try:
        driver.move((3, 3))
        texts = [d.text for d in LAYOUT.drawn if d.kind == TEXT]
    finally:
        LAYOUT.on = False
    for name in NAMES:
        assert name in texts, f"{name} is not whole on the board"
    statuses = [text for text in texts if text.startswith("in")]
    assert statuses.count("in") == 1  # the person at the table
    assert statuses.count("in·bot*") == 1  # the person gone home: a bot plays, they decide
    assert len([status for status in statuses if "bot" in status]) == 10 - 1
    said = " ".join(board.awards_log.lines)
    assert f"{HUMANS[1]}'s matches are played by a normal bot" in said
    assert "marks such a seat ·bot*" in said  # the key to the star


def test_a_persons_first_death_match_is_introduced_with_its_how_to_play(user_folders):
    from game.season.rules import DuelDue
    from game.season.scene import ChoiceScene
    from game.ui.howto import HowToPlayScene

    path = thirteen_after_episodes(0)
    history, step = play_until(path, lambda history, step: isinstance(step, DuelDue))
    person = step.players[0]
    hand_seat(history, person, "")
    window = App(headless=True, size=(800, 600))
    try:
        driver = open_board(window, path)
        driver.click_element(next(b for b in driver.buttons() if "Death Match" in b.text))
        driver.step(2)
        assert isinstance(window.top, ChoiceScene)
        assert window.top.heading.startswith("Before the Death Match: Tactrics")
        assert person in " ".join(window.top.notes)
        driver.click_button("How to play Tactrics")
        driver.step(2)
        assert isinstance(window.top, HowToPlayScene)
        assert window.top.pages[window.top.page].title.startswith("Tactrics")
        driver.key(pygame.K_ESCAPE)
        driver.step(2)
        driver.click_button("Play the Death Match")
        driver.step(3)
        assert not isinstance(window.top, ChoiceScene | HowToPlayScene)
        assert load_history(path).unfinished is not None  # the Death Match is on
    finally:
        pygame.quit()


def test_a_bot_in_the_death_match_keeps_its_marker_beside_a_16_w_name(user_folders):
    from game.season.rules import DuelDue

    path = long_names_season()

    def bots_duel(history, step) -> bool:
        return isinstance(step, DuelDue) and not set(step.players) & set(HUMANS)

    _, step = play_until(path, bots_duel)
    for name in HUMANS:
        hand_seat(load_history(path), name, "")
    window = App(headless=True, size=(800, 600))
    try:
        driver = open_board(window, path)
        window.top._table = None  # drawn again on the next frame, for the real event below
        LAYOUT.on = True
        try:
            driver.move((3, 3))
            texts = [d.text for d in LAYOUT.drawn if d.kind == TEXT]
        finally:
            LAYOUT.on = False
        assert "WWWWWWWWWWWWWWWW" in texts
        duelling = [text for text in texts if text.startswith(("Death Match", "duel"))]
        assert len(duelling) == 2, texts
        assert all(text.endswith("·bot") for text in duelling), duelling
        assert len([text for text in texts if text.endswith("·bot")]) == len(NAMES) - 2
    finally:
        pygame.quit()


def test_names_stay_whole_while_an_ec_picks_with_players_out(user_folders):
    from game.season.rules import PickDue
    from game.season.scene import ChoiceScene

    path = long_names_season()

    def picking_after_an_elimination(history, step) -> bool:
        return isinstance(step, PickDue) and len(history.state.players_in) < len(NAMES)

    _, step = play_until(path, picking_after_an_elimination)
    for name in {*HUMANS, step.candidate}:  # a person picks
        hand_seat(load_history(path), name, "")
    window = App(headless=True, size=(800, 600))
    try:
        driver = open_board(window, path)
        window.top._table = None  # drawn again on the next frame, for the real event below
        LAYOUT.on = True
        try:
            driver.move((3, 3))
            texts = [d.text for d in LAYOUT.drawn if d.kind == TEXT]
        finally:
            LAYOUT.on = False
        assert any(text.startswith("out ep") for text in texts)
        for name in NAMES:
            assert name in texts, f"{name} is not whole on the board"
        said = " ".join(texts)
        assert "picks an opponent for a Death Match." in said  # whole, above "Pick…"
        driver.click_element(next(b for b in driver.buttons() if b.text.startswith("Pick")))
        driver.step(2)
        assert isinstance(window.top, ChoiceScene)
        LAYOUT.on = True
        try:
            driver.move((4, 4))
            drawn = [d for d in LAYOUT.drawn if d.kind == TEXT]
        finally:
            LAYOUT.on = False
        (heading,) = [d for d in drawn if d.text.startswith(step.candidate)]
        assert heading.text == window.top.heading  # whole, on one row
        assert pygame.Rect(0, 0, 800, 600).contains(heading.rect)
        outside = [d.text for d in drawn if not pygame.Rect(0, 0, 800, 600).contains(d.rect)]
        assert outside == []  # the notes (why a player cannot be picked) wrap, whole
    finally:
        pygame.quit()


def test_a_death_match_of_two_long_names_is_said_whole_beside_its_button(user_folders):
    from game.season.rules import DuelDue

    wide = tuple(f"{chr(65 + i)}{'W' * 14}m" for i in range(len(NAMES)))  # 16 wide letters
    cast = tuple(CastMember(name, "", "easy") for name in wide)
    plan = tuple(PlannedEpisode("social-snake", "classic.toml") for _ in range(4))
    setup = SeasonSetup("Friday", 1, cast, plan, 0, *default_death_match(), True)
    path = seasons_dir() / "friday.toml"
    create_season(path, setup)
    _, step = play_until(path, lambda history, step: isinstance(step, DuelDue))
    hand_seat(load_history(path), step.players[0], "")  # a person plays it: no quick play
    window = App(headless=True, size=(800, 600))
    try:
        driver = open_board(window, path)
        said = " ".join(drawn_rows(driver))
        assert "the Status column says who." in said
        assert "…" not in said.replace("Replays…", "").replace("Seats…", "")
        assert driver.button("Death Match")
    finally:
        pygame.quit()


def drawn_rows(driver) -> list[str]:
    LAYOUT.on = True
    try:
        driver.move((3, 3))
        return [d.text for d in LAYOUT.drawn if d.kind == TEXT]
    finally:
        LAYOUT.on = False


def test_names_and_bot_markers_stay_whole_beside_resume_after_a_kill(user_folders):
    from game.season.rules import DuelDue
    from game.season.runner import start_duel

    path = long_names_season()

    def duel_after_an_elimination(history, step) -> bool:
        return isinstance(step, DuelDue) and len(history.state.players_in) < len(NAMES)

    _, step = play_until(path, duel_after_an_elimination)
    for name in HUMANS:
        hand_seat(load_history(path), name, "")
    start_duel(load_history(path))  # begun, then the program was killed: unfinished
    window = App(headless=True, size=(800, 600))
    try:
        driver = open_board(window, path)
        texts = drawn_rows(driver)
        for name in NAMES:
            assert name in texts, f"{name} is not whole on the board"
        bots_in = [n for n in load_history(path).state.players_in if n not in HUMANS]
        assert len([text for text in texts if text.endswith("·bot")]) >= len(bots_in)
        assert "Resume plays on from where it stopped." in " ".join(texts)
        driver.click_button("Resume")
        driver.step(3)
        assert not isinstance(window.top, SeasonBoardScene)  # the match's own window
    finally:
        pygame.quit()


def test_an_ec_with_a_16_w_name_is_told_to_pick_in_a_whole_sentence(user_folders):
    from game.season.rules import PickDue

    wide = tuple(f"{chr(65 + i)}{'W' * 14}m" for i in range(len(NAMES)))  # 16 wide letters
    cast = tuple(CastMember(name, "", "easy") for name in wide)
    plan = tuple(PlannedEpisode("social-snake", "classic.toml") for _ in range(4))
    setup = SeasonSetup("Friday", 1, cast, plan, 0, *default_death_match(), True)
    path = seasons_dir() / "friday.toml"
    create_season(path, setup)
    _, step = play_until(path, lambda history, step: isinstance(step, PickDue))
    hand_seat(load_history(path), step.candidate, "")  # a person picks: the board waits
    window = App(headless=True, size=(800, 600))
    try:
        driver = open_board(window, path)
        rows = drawn_rows(driver)
        assert step.candidate in rows or any(  # the name never broken across two rows
            step.candidate in row.split(" ") for row in rows
        ), rows
        said = " ".join(rows)
        whole = (f"{step.candidate} (EC) picks an opponent{end}" for end in (".", " for a"))
        assert any(sentence in said for sentence in whole), rows
        assert said.count("picks an opponent") == 1 and "Death…" not in said, rows
        assert not any(row.endswith("…") for row in rows), rows  # nothing cut: no hover card
        assert driver.button("Pick…") or driver.button("Pick an opponent…")
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_a_death_match_header_keeps_both_long_names_whole(user_folders, size):
    from game.season.rules import DuelDue
    from game.season.scene import ChoiceScene

    wide = tuple(f"{chr(65 + i)}{'W' * 14}m" for i in range(len(NAMES)))  # 16 wide letters
    cast = tuple(CastMember(name, "", "easy") for name in wide)
    plan = tuple(PlannedEpisode("social-snake", "classic.toml") for _ in range(4))
    setup = SeasonSetup("Friday", 1, cast, plan, 0, *default_death_match(), True)
    path = seasons_dir() / "friday.toml"
    create_season(path, setup)
    history, step = play_until(path, lambda history, step: isinstance(step, DuelDue))
    hand_seat(history, step.players[0], "")  # a person plays: the match opens in the window
    window = App(headless=True, size=size)
    try:
        driver = open_board(window, path)
        driver.click_element(next(b for b in driver.buttons() if "Death Match" in b.text))
        driver.step(2)
        if isinstance(window.top, ChoiceScene):  # a person's first Death Match: its how-to
            driver.click_button("Play the Death Match")
            driver.step(3)
        LAYOUT.on = True
        try:
            driver.move((3, 3))
            heading = [d for d in LAYOUT.drawn if d.kind == TEXT and d.rect.top < 50]
        finally:
            LAYOUT.on = False
        words = " ".join(d.text for d in sorted(heading, key=lambda d: d.rect.top))
        pair = f"{step.players[0]} v {step.players[1]}"  # the lead goes before a name is cut
        assert words.endswith(pair) or f"{pair}, " in words, words  # the names whole
        if size[0] > 800:  # where the evening is; two 16-W names alone fill a narrow panel
            assert words.startswith("Death Match 1 of 1: "), words
        assert "…" not in words, words
        assert all(pygame.Rect(0, 0, *size).contains(d.rect) for d in heading)
    finally:
        pygame.quit()
