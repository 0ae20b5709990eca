"""Phone seats in a real browser (issue 33): headless Chromium (Debian's `chromium`) driven by
Playwright for Python, pages the size of a phone opening each phone seat's link over the
loopback address, tapping and typing on the game's own entry, one page reloaded mid-entry,
both submitting, the table revealed.

Needs Debian's `chromium` (`.ci/run` installs it on a fresh machine: a test never installs
system packages) and Playwright (the test extra; the browser Playwright downloads itself is
not used); skipped, saying which is missing, where they cannot be had.
"""

from __future__ import annotations

import asyncio
import shutil
from typing import Any

import pygame
import pytest
from phone_helpers import (
    BOB,
    CAT,
    ENTRY_GAMES,
    LONG_NAME,
    PHONE_SEATS,
    RELOADED,
    SEATS,
    cell_centre,
    entry_on,
    loopback,  # noqa: F401 - the fixture every test here uses
    new_match,
    page_key,
    picks,
    resumed_flow,
    three_phones_match,
    until,
)

from game.app import App
from game.core.coords import parse_cell
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.social_snake.entry import StartEntryScene
from game.social_snake.levels import level_from_document as social_level
from game.social_snake.reveal import RevealScene
from game.social_snake.scene import MatchFlowScene
from game.social_snake.session import MatchSession as SocialMatch
from game.ui import phone_seats
from game.ui.hotseat import PassScene
from game.ui.layout_record import BOARD, CARD_LAYER, LAYOUT, TEXT
from game.ui.monkey import play_until, press
from game.ui.settings import Settings

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
NO_CHROMIUM = "no chromium: apt-get install -y chromium (.ci/run installs it on a fresh machine)"
try:
    from playwright.async_api import async_playwright
except ImportError:  # pragma: no cover - where it cannot be installed
    async_playwright = None

pytestmark = [
    pytest.mark.usefixtures("loopback"),
    pytest.mark.skipif(CHROMIUM is None, reason=NO_CHROMIUM),
    pytest.mark.skipif(async_playwright is None, reason="no playwright: pip install playwright"),
]
# Keys of a game's example before its entry first changes (Bugcatcher's first arrow only
# shows the hidden cursor; Space then adds its cell).
KEYS_TO_A_FIRST_CHANGE = {"bugcatcher": 2}
PHONE = {"width": 390, "height": 844}
KEY_BAR = 48  # the page's Undo / Redo / Keys bar under the frame
FRAME_BOX = """() => {
    const img = document.getElementById("frame"), r = img.getBoundingClientRect();
    const shown = frameSize || {w: 0, h: 0};  // the page's own: the frame on show
    return {x: r.left, y: r.top, w: r.width, h: r.height, nw: shown.w, nh: shown.h};
}"""


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium for every test here (its start is most of a test's time), and
    the event loop it lives in: each test runs its play with `loop.run_until_complete`."""
    assert async_playwright is not None
    loop = asyncio.new_event_loop()
    driver = loop.run_until_complete(async_playwright().start())
    chromium = loop.run_until_complete(
        driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
    )
    yield loop, chromium
    loop.run_until_complete(chromium.close())
    loop.run_until_complete(driver.stop())
    loop.close()


async def tap_at(page: Any, frame_point: tuple[int, int]) -> None:
    """A finger on the page where the frame shows `frame_point` (the page scales it),
    scrolled to first as a person would when it is below the fold."""
    await page.mouse.click(*await page_point(page, frame_point))


async def page_point(page: Any, frame_point: tuple[int, int]) -> tuple[float, float]:
    """Where the page shows `frame_point` now, in the viewport; the page is scrolled
    (panned) to bring it into view above the key bar first, when it is not."""
    box = await page.evaluate(FRAME_BOX)
    scale = min(box["w"] / box["nw"], box["h"] / box["nh"])
    x, y = box["x"] + (frame_point[0] + 0.5) * scale, box["y"] + (frame_point[1] + 0.5) * scale
    if not (0 <= y < PHONE["height"] - KEY_BAR and 0 <= x < PHONE["width"]):
        dx = x - PHONE["width"] // 2 if not 0 <= x < PHONE["width"] else 0
        dy = y - PHONE["height"] // 2 if not 0 <= y < PHONE["height"] - KEY_BAR else 0
        await page.mouse.wheel(dx, dy)
        await page.wait_for_function(
            """([x, y]) => { const r = document.getElementById('frame').getBoundingClientRect();
                             return Math.abs(r.left - x) + Math.abs(r.top - y) > 1; }""",
            arg=[box["x"], box["y"]],
        )
        return await page_point(page, frame_point)
    return x, y


async def smallest_text(app: App, host: Any, page: Any) -> float:
    """The smallest text of the seat's frame as the page shows it, in CSS px: each line's
    font size as the entry drew it (the kit's layout record), times the page's scale."""
    LAYOUT.on = True
    try:
        host.draw()
        sizes = [
            drawn.size for drawn in LAYOUT.drawn if drawn.kind == TEXT and drawn.layer < CARD_LAYER
        ]
    finally:
        LAYOUT.on = False
    host.changed = True  # drawn again for the page
    app.step()
    box = await page.evaluate(FRAME_BOX)
    assert (box["nw"], box["nh"]) == host.size  # the frame the page shows is this one
    assert sizes, "no text recorded"
    return min(sizes) * box["w"] / box["nw"]


async def frame_shown(page: Any) -> bool:
    return bool(await page.evaluate("() => frameSize !== null"))


async def wait_frame(app: App, page: Any, size: tuple[int, int] | None = None) -> None:
    """Until the page shows a frame (of `size`, when given)."""
    for _ in range(400):
        app.step()
        if await frame_shown(page):
            box = await page.evaluate(FRAME_BOX)
            if size is None or (box["nw"], box["nh"]) == size:
                return
        await asyncio.sleep(0.02)
    raise AssertionError("the page never showed a frame")


async def play_in_browser(app: App, flow: Any, browser: Any) -> None:
    bob_page = await browser.new_page(viewport=PHONE, has_touch=True)
    cat_page = await browser.new_page(viewport=PHONE, has_touch=True)
    try:
        await bob_page.goto(flow.phones.url(BOB))
        await cat_page.goto(flow.phones.url(CAT))
        await wait_frame(app, bob_page)
        await wait_frame(app, cat_page)
        host = flow.phones.hosts[BOB]
        page_size = (PHONE["width"], PHONE["height"] - KEY_BAR)
        await until(app, lambda: host.size == page_size, "laid out at the page's size")
        await wait_frame(app, bob_page, host.size)
        assert await smallest_text(app, host, bob_page) >= 12  # readable without zooming

        bob_entry = entry_on(flow, BOB)
        await tap_at(bob_page, cell_centre(bob_entry, "B2"))
        await until(app, lambda: picks(bob_entry) == ["B2"], "Bob's tap in the browser")

        cat_entry = entry_on(flow, CAT)
        await cat_page.keyboard.press("ArrowRight")
        await cat_page.keyboard.press("Space")
        await until(app, lambda: picks(cat_entry) == ["F5"], "Cat's keys in the browser")
        await cat_page.reload()  # mid-entry: the same link, the same draft
        await wait_frame(app, cat_page)
        assert entry_on(flow, CAT) is cat_entry and picks(cat_entry) == ["F5"]
        await cat_page.keyboard.press("ArrowUp")
        await cat_page.keyboard.press("Space")
        await until(app, lambda: picks(cat_entry) == ["F5", "F4"], "Cat after the reload")

        await cat_page.click("#undo")  # the page's own Undo button
        await until(app, lambda: picks(cat_entry) == ["F5"], "Cat's undo")
        await cat_page.click("#redo")
        await until(app, lambda: picks(cat_entry) == ["F5", "F4"], "Cat's redo")

        await tap_at(bob_page, bob_entry.submit_button.rect.center)
        await until(app, lambda: BOB in flow.session.pending, "Bob's Submit tapped")
        await cat_page.keyboard.press("Control+Enter")
        await until(app, lambda: isinstance(app.top, RevealScene), "the table revealed")
    finally:
        await bob_page.close()
        await cat_page.close()


def test_two_phones_in_a_real_browser_enter_reload_and_submit(browser):
    loop, chromium = browser
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB, CAT])
    assert isinstance(entry_on(flow, BOB), StartEntryScene)
    loop.run_until_complete(play_in_browser(app, flow, chromium))
    app.pop(flow)


# --- every hot-seat game: three phones and a bot, as at the machine ------------------------------


def submit_button(host: Any) -> Any:
    """The entry's Submit button (each game's own, found by its label)."""
    for element in host.ui.get_sprite_group().sprites():
        if str(getattr(element, "text", "")).startswith("Submit") and element.visible:
            return element
    raise AssertionError("no Submit button on the phone's entry")


SHORTENED_ON_A_PHONE = "double-edged-edges"  # a space label; the others show names whole


def shortened_text(host: Any) -> Any:
    """A text the phone's frame shows shortened: the long name's, else the topmost."""
    named = [item for item in host.shortened if LONG_NAME in item.whole]
    return min(named or host.shortened, key=lambda item: item.rect.top)


async def long_press_at(page: Any, frame_point: tuple[int, int]) -> None:
    """A finger held on the page (longer than the page's 550 ms) where the frame shows
    `frame_point`, then lifted."""
    await page.mouse.move(*await page_point(page, frame_point))
    await page.mouse.down()
    await asyncio.sleep(0.8)
    await page.mouse.up()


async def three_phones_enter(app: App, flow: Any, game: str, browser: Any) -> None:
    """Three pages join by their links; each types the example's keys (one reloads between
    its first key and the rest); a shortened text (the long name's title where the entry
    shortens it) is read whole by a long press; Ann taps Submit, the others press
    Ctrl+Enter; the table reveals."""
    desk, example = flow.phones, ENTRY_GAMES[game]
    pages = [await browser.new_page(viewport=PHONE, has_touch=True) for _ in PHONE_SEATS]
    try:
        for seat, page in zip(PHONE_SEATS, pages, strict=True):
            await page.goto(desk.url(seat))
        for seat, page in zip(PHONE_SEATS, pages, strict=True):
            host = desk.hosts[seat]
            await until(app, lambda h=host: isinstance(h.top, example.entry_screen), "an entry")
            await wait_frame(app, page, host.size)
        entries = {seat: desk.hosts[seat].top for seat in PHONE_SEATS}
        first = {seat: entry.entry for seat, entry in entries.items()}
        for seat, page in zip(PHONE_SEATS, pages, strict=True):
            keys = [page_key(key) for key in example.entry_keys]
            lead = KEYS_TO_A_FIRST_CHANGE.get(game, 1)
            for key in keys[:lead]:
                await page.keyboard.press(key)
            if seat == RELOADED:
                entry = entries[seat]
                await until(app, lambda e=entry: len(e.undo_stack) >= 1, "a first key")
                await page.reload()  # mid-entry: the same link, the same draft
                await wait_frame(app, page, desk.hosts[seat].size)
                assert desk.hosts[seat].top is entry and len(entry.undo_stack) >= 1
            for key in keys[lead:]:
                await page.keyboard.press(key)
        for seat, entry in entries.items():
            await until(app, lambda e=entry: len(e.undo_stack) >= 2, f"seat {seat}'s keys")
            assert entry.entry != first[seat]

        long_host = desk.hosts[2]
        assert bool(long_host.shortened) == (game == SHORTENED_ON_A_PHONE)
        if long_host.shortened:  # a long press shows it whole
            shortened = shortened_text(long_host)
            plain = desk.last_frame(2)
            await long_press_at(pages[2], shortened.rect.center)
            await until(app, lambda: long_host.whole_text_shown == shortened.whole, "whole text")
            await until(app, lambda: desk.last_frame(2) != plain, "the whole text sent")

        await tap_at(pages[0], submit_button(desk.hosts[0]).rect.center)
        await until(app, lambda: 0 in flow.session.pending, "Ann's Submit tapped")
        for seat, page in zip(PHONE_SEATS[1:], pages[1:], strict=True):
            await page.keyboard.press("Control+Enter")
            await until(app, lambda s=seat: s in flow.session.pending or not flow.session.pending,
                        f"seat {seat}'s entry")  # fmt: skip
        await until(app, lambda: app.top is not flow and not isinstance(app.top, PassScene),
                    "the table revealed")  # fmt: skip
    finally:
        for page in pages:
            await page.close()


def entered_at_machine(game: str, example: Any) -> dict[str, Any]:
    """The save after the same keys at the machine, seat after seat behind the curtain."""
    machine = App(headless=True, settings=Settings(), size=(1366, 768))
    session = three_phones_match(game)
    machine.push(resumed_flow(machine, session))
    machine.step()
    for seat in PHONE_SEATS:
        play_until(machine, example.entry_screen)
        assert machine.top.seat == seat
        press(machine, *example.entry_keys)
        press(machine, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    return load_toml(session.path).data


@pytest.mark.parametrize("game", ENTRY_GAMES)
def test_each_hot_seat_game_three_phones_and_a_bot_in_a_real_browser(game, browser):
    loop, chromium = browser
    example = ENTRY_GAMES[game]
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    session = three_phones_match(game)
    flow = resumed_flow(app, session)
    flow.use_phones(PHONE_SEATS)
    app.push(flow)
    app.step()
    for _ in range(20):  # what the game shows everyone first (Edges' round 0) is passed
        if app.top is flow:
            break
        press(app, pygame.K_END, pygame.K_RETURN)
    loop.run_until_complete(three_phones_enter(app, flow, game, chromium))
    app.pop(flow)  # a draft written on the save thread is on disk once the match is left
    on_phones = load_toml(session.path).data
    at_machine = entered_at_machine(game, example)
    assert on_phones.pop("phones") == ["Ann", "Bob", LONG_NAME]
    for saved in (on_phones, at_machine):
        saved.pop("level", None)
    assert on_phones == at_machine


# --- a large board on a phone: zoomed until its numbers are readable, the page pans it ----------


def large_board_match(app: App, grid: str) -> Any:
    """Classic's grid `grid` (A: 15×15, B: 18×18) first, Bob on a phone."""
    path = LEVELS / "social-snake" / "classic.toml"
    document = load_toml(path)
    document.data["phases"] = [[grid], *([name] for name in "ABC" if name != grid)]
    session = SocialMatch.start(social_level(document), path, SEATS, 1, 0)
    flow = MatchFlowScene(app, session)
    flow.use_phones([BOB])
    app.push(flow)
    app.step()
    return flow


async def board_text_on_page(app: App, host: Any, page: Any) -> float:
    """The board's own numbers as the page shows them, in CSS px: a three-character label
    ("-10") squeezed into its cell's number box counts at its squeezed size."""
    await wait_frame(app, page, host.size)
    LAYOUT.on = True
    try:
        host.draw()
        boards = [drawn for drawn in LAYOUT.drawn if drawn.kind == BOARD and not drawn.thumbnail]
    finally:
        LAYOUT.on = False
    host.changed = True
    app.step()
    smallest = min((drawn.cell_text_shown for drawn in boards if drawn.cell_text), default=None)
    assert smallest is not None, "no board numbers drawn"
    box = await page.evaluate(FRAME_BOX)
    return smallest * box["w"] / box["nw"]


async def zoom_and_pan(app: App, flow: Any, browser: Any, columns: int) -> None:
    page = await browser.new_page(viewport=PHONE, has_touch=True)
    try:
        await page.goto(flow.phones.url(BOB))
        host = flow.phones.hosts[BOB]
        await until(app, lambda: isinstance(host.top, StartEntryScene), "the entry")
        assert host.size[0] > PHONE["width"]  # laid out larger than the page: zoomed
        assert await board_text_on_page(app, host, page) >= 12
        assert await page.inner_text("#zoom") == "Fit"
        # only the board is zoomed: the panel under it is the page's own width, at the left
        assert submit_button(host).rect.right <= PHONE["width"]

        entry = entry_on(flow, BOB)
        corner = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[columns - 1] + "1"
        assert cell_centre(entry, corner)[0] > PHONE["width"]  # off the page: panned to
        await tap_at(page, cell_centre(entry, corner))
        await until(app, lambda: entry.picks[entry.grid] == [parse_cell(corner)], "a far tap")

        await page.click("#zoom")  # Fit: the whole frame the page's width, numbers small
        await until(app, lambda: host.size[0] == PHONE["width"], "fitted")
        assert await board_text_on_page(app, host, page) < 12
        assert await page.inner_text("#zoom") == "Zoom"
        await page.click("#zoom")
        await until(app, lambda: host.size[0] > PHONE["width"], "zoomed again")
        assert await board_text_on_page(app, host, page) >= 12
        assert entry.picks[entry.grid] == [parse_cell(corner)]  # the entry kept throughout
    finally:
        await page.close()


@pytest.mark.parametrize(("grid", "columns"), [("A", 15), ("B", 18)])
def test_a_large_board_is_zoomed_on_a_phone_until_its_numbers_are_readable(grid, columns, browser):
    loop, chromium = browser
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = large_board_match(app, grid)
    loop.run_until_complete(zoom_and_pan(app, flow, chromium, columns))
    app.pop(flow)


async def hide_with_a_draft(app: App, flow: Any, browser: Any) -> None:
    page = await browser.new_page(viewport=PHONE, has_touch=True)
    try:
        await page.goto(flow.phones.url(BOB))
        await wait_frame(app, page)
        entry = entry_on(flow, BOB)
        await tap_at(page, cell_centre(entry, "B2"))
        await until(app, lambda: picks(entry) == ["B2"], "Bob's tap in the browser")
        stage = flow.stage_words()
        assert flow.session.draft_of(BOB, stage) is None  # not quiet long enough yet
        await page.evaluate("() => dispatchEvent(new Event('pagehide'))")  # the phone sleeps
        await until(app, lambda: flow.session.draft_of(BOB, stage) is not None, "the draft")
    finally:
        await page.close()


def test_a_page_put_away_has_its_draft_written_at_once(monkeypatch, browser):
    monkeypatch.setattr(phone_seats, "DRAFT_QUIET", 1e9)  # never quiet enough on its own
    monkeypatch.setattr(phone_seats, "DRAFT_PATIENCE", 1e9)
    loop, chromium = browser
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB])
    loop.run_until_complete(hide_with_a_draft(app, flow, chromium))
    app.pop(flow)
