"""Phone seats in a real browser (issue 33): headless Chromium (Debian's `chromium`) driven by
Playwright for Python, pages the size of a phone opening each phone seat's link over the
loopback address, tapping and typing on the game's own entry, one page reloaded mid-entry,
both submitting, the table revealed.

Needs `apt-get install -y chromium` and `pip install playwright` (the browser Playwright
downloads itself is not used); skipped, saying which is missing, where they cannot be had.
"""

from __future__ import annotations

import asyncio
import shutil
from typing import Any

import pytest
from phone_helpers import (
    BOB,
    CAT,
    cell_centre,
    entry_on,
    loopback,  # noqa: F401 - the fixture every test here uses
    new_match,
    picks,
    until,
)

from game.app import App
from game.social_snake.entry import StartEntryScene
from game.social_snake.reveal import RevealScene
from game.ui.layout_record import CARD_LAYER, LAYOUT, TEXT
from game.ui.settings import Settings

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
try:
    from playwright.async_api import async_playwright
except ImportError:  # pragma: no cover - where it cannot be installed
    async_playwright = None

pytestmark = [
    pytest.mark.usefixtures("loopback"),
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium: apt-get install -y chromium"),
    pytest.mark.skipif(async_playwright is None, reason="no playwright: pip install playwright"),
]
PHONE = {"width": 390, "height": 844}
KEY_BAR = 48  # the page's Undo / Redo / Keys bar under the frame
FRAME_BOX = """() => {
    const img = document.getElementById("frame"), r = img.getBoundingClientRect();
    return {x: r.left, y: r.top, w: r.width, h: r.height,
            nw: img.naturalWidth, nh: img.naturalHeight};
}"""


async def tap_at(page: Any, frame_point: tuple[int, int]) -> None:
    """A finger on the page where the frame shows `frame_point` (the page scales it)."""
    box = await page.evaluate(FRAME_BOX)
    scale = min(box["w"] / box["nw"], box["h"] / box["nh"])
    x, y = box["x"] + (frame_point[0] + 0.5) * scale, box["y"] + (frame_point[1] + 0.5) * scale
    await page.mouse.click(x, y)


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
    return bool(await page.evaluate("() => document.getElementById('frame').naturalWidth > 0"))


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


async def play_in_browser(app: App, flow: Any) -> None:
    assert async_playwright is not None
    async with async_playwright() as driver:
        browser = await driver.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            bob_page = await browser.new_page(viewport=PHONE, has_touch=True)
            cat_page = await browser.new_page(viewport=PHONE, has_touch=True)
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
            await browser.close()


def test_two_phones_in_a_real_browser_enter_reload_and_submit():
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB, CAT])
    assert isinstance(entry_on(flow, BOB), StartEntryScene)
    asyncio.run(play_in_browser(app, flow))
    app.pop(flow)
