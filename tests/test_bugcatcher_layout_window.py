"""Issue 27/28 (Bugcatcher at 9 seats on an 800×600 screen): the board takes its room in
both entry screens (the strip keeps only the note and the player's own fireflies while
everyone's are private, folded behind F2; the key folds behind F1), and the public board
between rounds says everything whole, driven through the real event queue."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bugcatcher.demo import demo_session
from game.bugcatcher.entry import PregameEntryScene, RoundEntryScene
from game.bugcatcher.scene import MatchFlowScene
from game.ui.driver import Driver
from game.ui.layout_check import SHORTENED, SMALL_BOARD, findings
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.menu import MainMenuScene
from game.ui.tour import resolved

SMALL = (800, 600)


def nine_after(rounds: int):
    session = demo_session(seed=5, players=9)
    for _ in range(rounds + 1):
        resolved(session)
    return session


def open_scene(scene, size: tuple[int, int] = SMALL) -> tuple[App, Driver]:
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.push(scene(app))
    driver = Driver(app)
    driver.step()
    return app, driver


def texts() -> list[str]:
    return [item.text for item in LAYOUT.drawn if item.kind == TEXT]


@pytest.mark.parametrize(("entry", "rounds"), [(PregameEntryScene, -1), (RoundEntryScene, 1)])
def test_the_entry_board_takes_its_room_at_800x600_with_nine_seats(recording, entry, rounds):
    """The board first (issue 28, round 5): the key and the private fireflies fold behind
    chips under the board (F1, F2), each opening over it."""
    session = nine_after(rounds)
    app, driver = open_scene(lambda app: entry(app, session, 0, lambda: None))
    assert [f for f in findings(app) if f.kind in (SMALL_BOARD, SHORTENED)] == []
    shown = texts()
    assert "Standings" not in shown  # chips that would only list names give way
    assert not any(text.startswith("Easy bot 4") for text in shown)
    assert "Key (F1)" in shown and "Fireflies (F2)" in shown
    driver.key(pygame.K_F2)
    assert any(text.startswith("Your fireflies") for text in texts())  # the private line
    driver.key(pygame.K_F2)
    driver.key(pygame.K_F1)
    assert "Hide key (F1)" in texts()


def test_the_public_board_says_who_is_still_to_enter_whole(recording):
    session = nine_after(1)

    def board(app):
        flow = MatchFlowScene(app, session)
        flow.next_step = lambda: None  # the flow waits on the public board
        flow.holding = True
        return flow

    app, driver = open_scene(board)
    assert [f for f in findings(app) if f.kind in (SMALL_BOARD, SHORTENED)] == []
    shown = " ".join(texts())
    for name in session.state.names:
        assert name in shown
    driver.key(pygame.K_SPACE)
    assert not app.top.holding


def test_every_mission_card_shows_at_800x600_and_pagedown_or_its_key_opens_the_others(
    recording,
):
    """Issue 28: the panel showed 1–2 of 5 cards and a PageUp/PageDown line; now every
    card's head shows, folded cards open by PageDown or their key, nothing shortened."""
    session = nine_after(1)
    # seat 4 had no struck action in round 1 (a struck one takes a line: "why? (hover)")
    app, driver = open_scene(lambda app: RoundEntryScene(app, session, 4, lambda: None))
    scene = app.top
    missions = session.state.round_board()

    def heights() -> list[int]:
        return [rect.h for rect, _ in scene.cards]

    assert [index for _, index in scene.cards] == list(range(len(missions)))
    assert not any(text.startswith("Missions 1–") for text in texts())
    assert [f for f in findings(app) if f.kind == SHORTENED] == []
    folded = min(heights())
    assert heights()[0] > folded  # the first card is open, its words shown
    driver.key(pygame.K_PAGEDOWN)
    assert heights()[1] > folded and [i for _, i in scene.cards] == list(range(len(missions)))
    assert [f for f in findings(app) if f.kind == SHORTENED] == []
    driver.key(pygame.K_1 + len(missions) - 1)  # the last mission's key opens its card
    assert heights()[-1] > folded
    assert scene.entry.missions == (missions[-1].name,)
    rect, index = scene.cards[-1]
    driver.click(rect.center)  # a click on the card takes its own mission back
    assert scene.entry.missions == ()


def test_keys_never_scroll_the_cards_so_that_the_panel_stands_mostly_empty(recording):
    """Issue 28 (1366×768, round 6): after 1, 2, 4, 5 only card 5 showed, the panel empty."""
    session = nine_after(1)
    app = App(headless=True, size=(1366, 768))
    app.start(MainMenuScene(app))
    app.push(RoundEntryScene(app, session, 0, lambda: None))
    driver = Driver(app)
    driver.step()
    scene = app.top
    count = len(session.state.round_board())
    for key in (pygame.K_1, pygame.K_2, pygame.K_4, pygame.K_5):
        driver.key(key)
        assert [index for _, index in scene.cards] == list(range(count))
    driver.key(pygame.K_PAGEDOWN)
    driver.key(pygame.K_PAGEDOWN)
    assert [index for _, index in scene.cards] == list(range(count))


@pytest.mark.parametrize(("seat", "taken"), [(1, "Taken by you"), (0, "Not taken by you")])
@pytest.mark.parametrize("size", [(1366, 768), SMALL])
def test_round_2s_panel_tells_a_carried_missions_status_and_why_actions_were_struck(
    recording, seat, taken, size
):
    """Issue 28: round 1's "Cheerful Jellyfish (up to 2 rd)" vanished from round 2's cards
    while round 2's reveal still said it closes then; its hover did not say whether you
    took it; your own struck actions said nothing of why (only the public log did)."""
    session = demo_session(seed=1, players=9)
    resolved(session)
    resolved(session)  # the pregame and round 1: the mission is open, taken by seat 1
    [(mission, state)] = session.state.still_open_from_earlier()
    assert mission.name == "Cheerful Jellyfish" and state.undertakers == (1,)
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.push(RoundEntryScene(app, session, seat, lambda: None))
    driver = Driver(app)
    driver.step()
    scene = app.top
    assert len(scene.earlier_cards) == 1
    shown = texts()
    assert "Cheerful Jellyfish  +6 / −3 · last round" in shown, shown
    for _ in range(len(session.state.round_board())):  # PageDown opens it past this round's
        driver.key(pygame.K_PAGEDOWN)
    words = " ".join(texts())
    assert taken in words and "From round 1, still open." in words, words
    [(rect, _)] = scene.earlier_cards
    driver.move(rect.center)
    driver.step()
    assert taken in (app.whole_text_shown or "")  # its hover says it too (folded or not)
    why = {
        0: "Step 4 CD failed: a path had already reached F3 at step 3 (case 1).",
        1: "Step 3 BU failed: a path had already reached B3 ul at step 1 (case 1).",
    }[seat]
    drawn = {item.text: item.rect for item in LAYOUT.drawn if item.kind == TEXT}
    if size == SMALL:  # one line "why? (hover)" at the struck row's end, the words on hover
        assert not any(text.startswith("Step ") for text in drawn)
        driver.move(drawn["why? (hover)"].center)
        driver.step()
        assert why in (app.whole_text_shown or "")
    else:
        assert why in " ".join(texts())
    assert [f for f in findings(app) if f.kind == SHORTENED] == []
    driver.key(pygame.K_1)  # the number keys still take this round's missions only
    assert scene.entry.missions == (session.state.round_board()[0].name,)


def test_the_public_board_names_the_bots_as_entered_as_the_curtain_does(recording):
    """Issue 28: the board between rounds said "Entered: nobody yet" while the curtain
    that followed said the bots had entered."""
    session = nine_after(1)

    def board(app):
        flow = MatchFlowScene(app, session)
        flow.holding = True
        return flow

    app, driver = open_scene(board)
    driver.step(2)
    shown = " ".join(texts())
    assert "nobody yet" not in shown and "Still to enter: nobody" in shown, shown
    assert app.top.holding  # the board stays until Space


@pytest.mark.parametrize("size", [SMALL, (1366, 768)])
def test_an_undertaken_missions_card_keeps_its_title_size(recording, size):
    """Issue 28: the title dropped to a much smaller font once "(undertaken)" joined it; the
    word now opens the card's own rows."""
    session = nine_after(1)
    app = App(headless=True, size=size)
    app.start(MainMenuScene(app))
    app.push(RoundEntryScene(app, session, 0, lambda: None))
    driver = Driver(app)
    driver.step()
    missions = session.state.round_board()

    def title_sizes() -> dict[str, int]:
        heads = {f"{n}. {m.name}": m.name for n, m in enumerate(missions, 1)}
        return {
            heads[head]: item.size
            for item in LAYOUT.drawn
            for head in heads
            if item.kind == TEXT and item.text.startswith(head) and item.size <= 16
        }

    before = title_sizes()
    for index in range(len(missions)):  # every mission taken
        driver.key(pygame.K_1 + index)
    assert app.top.entry.missions and set(app.top.entry.missions) <= set(before)
    driver.step()
    after = title_sizes()
    shown = [name for name in before if name in after]  # a folded card may give way
    assert shown and {name: after[name] for name in shown} == {n: before[n] for n in shown}
    assert any(text.startswith("(undertaken)") for text in texts())


def test_a_mission_cards_whole_text_never_draws_over_a_dialog():
    """Issue 28: the card's hover text was drawn over the "Submit no actions…?" confirm."""
    session = nine_after(1)
    app, driver = open_scene(lambda app: RoundEntryScene(app, session, 0, lambda: None))
    scene = app.top
    rect, _ = scene.cards[0]
    driver.move(rect.center)
    driver.step()
    assert app.whole_text_shown  # the card's whole text on hover
    driver.key(pygame.K_RETURN, mod=pygame.KMOD_CTRL)  # an empty entry: the game asks first
    assert app.top is not scene
    driver.move(rect.center)
    driver.step()
    assert app.whole_text_shown is None


@pytest.mark.parametrize("size", [(1366, 768), SMALL])
def test_every_mission_card_shows_how_long_it_stays_open(recording, size):
    """Issue 28: only cards with a penalty said "(up to 2 rd)"; "Crooked Crab +4" said
    nothing in round 3 yet came back in round 4 as "last round"."""
    from game.bugcatcher.missions import window_words

    session = nine_after(2)  # round 3 of House of Larks: Crooked Crab stays 2 rounds
    app, driver = open_scene(lambda app: RoundEntryScene(app, session, 4, lambda: None), size)
    scene = app.top
    assert [f for f in findings(app) if f.kind == SHORTENED] == []
    missions = session.state.round_board()
    crab = next(m for m in missions if m.name == "Crooked Crab")
    assert crab.window == 2 and not crab.penalty
    shown = texts()
    for number, mission in enumerate(missions, 1):
        head = next(t for t in shown if t.startswith(f"{number}. {mission.name}  +"))
        assert head.endswith(f"({window_words(mission)})"), head
    assert f"{missions.index(crab) + 1}. Crooked Crab  +4 (up to 2 rd)" in shown
    assert any(t.endswith("(this round)") for t in shown)
    [rect] = [rect for rect, index in scene.cards if missions[index] is crab]
    driver.move(rect.center)
    driver.step()
    assert "completing it by the end of round 4 counts" in (app.whole_text_shown or "")


def test_a_sixteen_letter_name_keeps_the_pregame_headings_words_at_800x600(recording):
    """Issue 28: "WWWWWWWWWWWWWWWW" alone, ": pregame priority lists" dropped unmarked."""
    from game.screen_tour import show
    from game.ui.tour import table_of

    app = App(headless=True, size=SMALL)
    with table_of(9, True):
        show(app, "bugcatcher-pregame")
    assert isinstance(app.top, PregameEntryScene) and len(app.top.player) == 16
    assert f"{app.top.player}: priority lists" in texts()


def test_the_level_description_shows_whole_where_the_box_has_room_at_800x600(recording):
    """Issue 28: House of Larks' description ended in "…" in a box with room to spare."""
    from game.screen_tour import show

    app = App(headless=True, size=SMALL)
    show(app, "bugcatcher-setup")
    driver = Driver(app)
    driver.click_button("Add player")
    driver.click_button("Add player")  # five seats: House of Larks alone in the list
    driver.click_button("Level & options »")  # a page of its own on a small screen
    chosen = app.top.levels[app.top.level_index]
    assert chosen.name == "House of Larks"
    assert chosen.description in " ".join(texts())
