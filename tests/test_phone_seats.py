"""Seats played on phones (issue 33), over the loopback address only: test clients (aiohttp's)
open each phone seat's link as a phone's page would, tap and type the seat's entry on the
game's own entry screen, one drops off and comes back to its draft, the table reveals, and
the match equals the same entries made at the machine. Hostile requests get nothing and the
match goes on."""

from __future__ import annotations

import asyncio
import io
import json
import os
import resource
import signal
import socket
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
import pygame
import pytest
from phone_helpers import (
    BOB,
    BOB_PICKS,
    CAT,
    CAT_KEYS,
    ENTRY_GAMES,
    SEATS,
    Phone,
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
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.games import GameExamples, game_by_id
from game.social_snake.entry import StartEntryScene
from game.social_snake.entry import panel_rect as social_panel
from game.social_snake.levels import level_from_document
from game.social_snake.reveal import RevealScene
from game.social_snake.scene import (
    DEFAULT_LEVEL,
    MatchFlowScene,
    setup_scene,
    shipped_levels,
    stage_words,
)
from game.social_snake.session import MatchSession
from game.table import phone_server
from game.table.phone_server import MOST_CONNECTIONS, MOST_MESSAGE, MOST_OPEN
from game.table.seats import DEFAULT_NAMES, PLAYER_COLOUR_NAMES, Seat
from game.ui import phone_seats
from game.ui.dialogs import MessageScene
from game.ui.driver import Driver
from game.ui.hotseat import PassScene
from game.ui.layout_record import LAYOUT, TEXT
from game.ui.monkey import play_until, press
from game.ui.phone_seats import (
    BIND_VARIABLE,
    LEAST_CODE,
    PORT_VARIABLE,
    PhoneDesk,
    PhoneHost,
    PhoneLinkScene,
)
from game.ui.scene import Scene
from game.ui.settings import Settings
from game.ui.text import blit_text, clip_text

pytestmark = pytest.mark.usefixtures("loopback")  # servers on 127.0.0.1, any free port


async def enter_on_phones(app: App, flow: MatchFlowScene) -> dict[str, Any]:
    """Bob taps his picks, Cat keys hers, drops off mid-entry and comes back; both submit."""
    assert flow.phones is not None
    async with aiohttp.ClientSession() as client:
        bob, cat = Phone(client, flow.phones.url(BOB)), Phone(client, flow.phones.url(CAT))
        await bob.open()
        await cat.open()
        await until(app, lambda: bob.frames != [] and cat.frames != [], "a first frame each")
        frame = pygame.image.load(io.BytesIO(bob.frames[-1]), "frame.jpg")
        assert frame.get_size() == flow.phones.hosts[BOB].size  # the page's own shape
        assert frame.get_width() < frame.get_height()  # portrait, as the phone holds it

        bob_entry = entry_on(flow, BOB)
        for name in ("B2", "G7", "G2"):
            await bob.tap(cell_centre(bob_entry, name))
        await until(app, lambda: picks(bob_entry) == ["B2", "G7", "G2"], "Bob's three taps")
        await bob.tap(cell_centre(bob_entry, "G7"))  # a second tap takes a pick back
        await until(app, lambda: picks(bob_entry) == BOB_PICKS, "Bob's pick taken back")
        await bob.key("z", ctrl=True)  # undo brings it back, redo takes it again
        await until(app, lambda: picks(bob_entry) == ["B2", "G7", "G2"], "Bob's undo")
        await bob.key("y", ctrl=True)
        await until(app, lambda: picks(bob_entry) == BOB_PICKS, "Bob's redo")

        cat_entry = entry_on(flow, CAT)
        for name in CAT_KEYS[:2]:
            await cat.key(name)
        await until(app, lambda: picks(cat_entry) == ["F5"], "Cat's first key pick")
        stage = flow.stage_words()
        # in the save, as at the machine (once the phone is quiet: the next tap never waits)
        await until(app, lambda: flow.session.draft_of(CAT, stage) is not None, "Cat's draft")
        await cat.close()  # the phone sleeps, or the page reloads
        again = Phone(client, flow.phones.url(CAT))
        await again.open()
        await until(app, lambda: again.frames != [], "a frame after coming back")
        assert again.frames[-1] == flow.phones.last_frame(CAT)  # the entry as it is now
        assert entry_on(flow, CAT) is cat_entry and picks(cat_entry) == ["F5"]
        for name in CAT_KEYS[2:]:
            await again.key(name)
        await until(app, lambda: picks(cat_entry) == ["F5", "F4"], "Cat's second pick")

        assert "Waiting for: Bob, Cat" in flow.status_lines()
        await bob.tap(bob_entry.submit_button.rect.center)  # Submit, tapped
        await until(app, lambda: BOB in flow.session.pending, "Bob's entry taken")
        assert "Waiting for: Cat" in flow.status_lines()
        assert not isinstance(app.top, RevealScene)  # not before Cat is in
        await again.key("Enter", ctrl=True)
        await until(app, lambda: isinstance(app.top, RevealScene), "the table revealed")
        await bob.close()
        await again.close()
    return flow.session.record_data()


def enter_at_machine(app: App) -> dict[str, Any]:
    """The same entries made at the machine: curtain, clicks, keys, Ctrl+Enter."""
    flow = new_match(app, [])
    driver = Driver(app)
    for seat in (BOB, CAT):
        assert isinstance(app.top, PassScene)
        driver.step(dt=0.5)
        driver.key(pygame.K_SPACE)
        entry = app.top
        assert isinstance(entry, StartEntryScene) and entry.seat == seat
        if seat == BOB:
            for name in BOB_PICKS:
                driver.click(cell_centre(entry, name))
        else:
            driver.keys(pygame.K_RIGHT, pygame.K_SPACE, pygame.K_UP, pygame.K_SPACE)
        driver.key(pygame.K_RETURN, mod=pygame.KMOD_CTRL)
        driver.step(2)
    assert isinstance(app.top, RevealScene)
    return flow.session.record_data()


def test_phone_seats_enter_on_their_phones_as_at_the_machine():
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB, CAT])
    assert flow.phones is not None and flow.phones.running
    assert not isinstance(app.top, PassScene)  # Dan is a bot: no curtain, only phones wait
    on_phones = asyncio.run(enter_on_phones(app, flow))
    app.clear_to(setup_scene(app))  # the match is left: its server stops
    assert not flow.phones or not flow.phones.running
    at_machine = enter_at_machine(App(headless=True, settings=Settings(), size=(1366, 768)))
    on_phones.pop("level"), at_machine.pop("level")  # each save's own copy of the level
    assert on_phones == at_machine
    assert "B2" in str(on_phones["phases"]) and "F4" in str(on_phones["phases"])  # played


def test_the_waiting_screen_shows_each_phone_seats_code_and_where_to_join():
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB, CAT])
    assert flow.phones is not None
    lines = flow.status_lines() + flow.phone_lines()
    assert "Waiting for: Bob, Cat" in lines
    where = flow.phones.listening()
    assert any("same network" in line and where in line for line in lines)
    code = flow.phones.qr_code(BOB, 200)
    assert code.get_width() <= 200 and code.get_at((2, 2)) == pygame.Color("white")
    app.step()
    assert app.screen.get_at(code.get_rect().center)  # drawn without failing
    app.pop(flow)


async def closed_by_server(sock: aiohttp.ClientWebSocketResponse) -> bool:
    """True when the server closes the socket (frames it sent before are passed over)."""
    async for message in sock:
        if message.type != aiohttp.WSMsgType.BINARY:
            return False
    return sock.close_code is not None and sock.close_code >= 1003


async def hostile(app: App, flow: MatchFlowScene, old_url: str) -> None:
    assert flow.phones is not None
    url = flow.phones.url(BOB)
    base, secret = url.split("/s/")
    async with aiohttp.ClientSession() as client:
        for wrong in (f"{base}/s/{'x' * len(secret)}", old_url, f"{base}/", f"{base}/s/",
                      f"{base}/s/{secret}/../../pyproject.toml", f"{base}/static/x"):  # fmt: skip
            answer = await client.get(wrong)
            assert answer.status == 404, wrong
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect(old_url + "/ws", headers={"Origin": base})
        assert refused.value.status == 404
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect(url + "/ws", headers={"Origin": "http://evil.example"})
        assert refused.value.status == 403
        answer = await client.post(url, data=b"x" * (MOST_MESSAGE * 4))
        assert answer.status in (405, 413)
        answer = await client.get(url + "x" * 20000)  # a request line over any bound
        assert answer.status in (400, 414)
        answer = await client.get(url, headers={"X-Stuffing": "y" * 20000})
        assert answer.status in (400, 431)

        for bad in ("x" * (MOST_MESSAGE + 1), "{not json", '{"type": "tap", "x": -1, "y": 2}',
                    '{"type": "key", "key": "' + "k" * 40 + '"}', "[1, 2]"):  # fmt: skip
            sock = await client.ws_connect(url + "/ws", headers={"Origin": base})
            await sock.send_str(bad)
            assert await closed_by_server(sock), bad
        sock = await client.ws_connect(url + "/ws", headers={"Origin": base})
        await sock.send_bytes(b"\x00" * 10)
        assert await closed_by_server(sock)

        refused_before = flow.phones.server.refused
        flood = await client.ws_connect(url + "/ws", headers={"Origin": base})
        for _ in range(400):
            await flood.send_json({"type": "key", "key": "F13", "ctrl": False, "shift": False})
        await until(app, lambda: flow.phones.server.refused > refused_before, "a flood refused")
        await flood.close()

        # the match goes on: Bob still enters by a tap and a key
        phone = Phone(client, url)
        await phone.open()
        entry = entry_on(flow, BOB)
        await phone.tap(cell_centre(entry, "B2"))
        await until(app, lambda: picks(entry) == ["B2"], "Bob's tap after the attacks")
        await phone.key("Enter", ctrl=True)
        await until(app, lambda: BOB in flow.session.pending, "Bob's entry after the attacks")
        await phone.close()


def test_hostile_requests_get_nothing_and_the_match_goes_on(monkeypatch):
    with socket.socket() as probe:  # one port for both matches, as at a real table
        probe.bind(("127.0.0.1", 0))
        monkeypatch.setenv(PORT_VARIABLE, str(probe.getsockname()[1]))
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    first = new_match(app, [BOB])
    assert first.phones is not None
    old_url = first.phones.url(BOB)
    app.pop(first)  # that match is over: its link is dead
    flow = new_match(app, [BOB])
    asyncio.run(hostile(app, flow, old_url))
    assert isinstance(app.top, PassScene) and app.top.player == "Cat"  # Cat's turn at the machine
    assert flow in app.stack
    app.pop(flow)


def test_a_port_in_use_gives_another_port_and_says_so(monkeypatch):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        monkeypatch.setenv(PORT_VARIABLE, str(taken.getsockname()[1]))
        app = App(headless=True, settings=Settings(), size=(1366, 768))
        flow = new_match(app, [BOB])
        assert flow.phones is not None
        assert flow.phones.server.port != taken.getsockname()[1]
        assert isinstance(app.top, MessageScene) and app.top.title == "Phone seats"
        said = " ".join(text for text, _ in app.top.log._rows)
        assert f"the game listens on port {flow.phones.server.port} instead" in said
        app.clear_to(setup_scene(app))


def test_setup_offers_phone_seats_and_says_where_phones_join():
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    setup = setup_scene(app)
    app.push(setup)
    setup.form.focus_key("kind0")
    Driver(app).key(pygame.K_LEFT)  # the first seat's kind: Human -> Phone (the last kind)
    assert setup.seats[0].kind == "phone"
    assert "same network" in setup.phone_note()
    assert setup.choice().phones == (0,) and not setup.choice().seats[0].is_bot


def test_a_phone_host_is_the_size_the_page_tells():
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    host = PhoneHost(app)
    host.resize((412, 870))
    assert host.size == (412, 870)  # drawn at the page's own size: the page shows it 1:1


# --- every hot-seat game: its own entry screen on a phone ---------------------------------------


async def enter_one_seat_on_a_phone(app: App, flow: Any, example: GameExamples) -> None:
    """Ann (seat 0) types the example's keys on her phone, reloads, submits."""
    assert flow.phones is not None
    host = flow.phones.hosts[0]
    async with aiohttp.ClientSession() as client:
        phone = Phone(client, flow.phones.url(0))
        await phone.open()
        await until(app, lambda: isinstance(host.top, example.entry_screen), "the entry")
        entry = host.top
        first = entry.entry
        for key in example.entry_keys:
            await phone.key(page_key(key))
        await until(app, lambda: len(entry.undo_stack) >= 2, "the keys typed on the phone")
        typed = entry.entry
        assert typed != first
        stage = flow.stage_words()
        await until(app, lambda: flow.session.draft_of(0, stage) is not None, "the draft kept")
        await phone.close()
        again = Phone(client, flow.phones.url(0))
        await again.open()
        await until(app, lambda: again.frames != [], "a frame after the reload")
        await until(
            app,
            lambda: again.frames[-1] == flow.phones.last_frame(0),
            "the page showing the entry as it is",
        )
        shown = pygame.image.load(io.BytesIO(again.frames[-1]), "frame.jpg")
        assert shown.get_size() == host.size and entry.entry == typed
        await again.key("Enter", ctrl=True)
        await until(app, lambda: not isinstance(host.top, example.entry_screen), "submitted")
        await again.close()


@pytest.mark.parametrize("game", ENTRY_GAMES)
def test_each_hot_seat_game_enters_on_a_phone_as_at_the_machine(game):
    example = ENTRY_GAMES[game]
    assert example.entry_screen is not None
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    session = example.entry_match()
    flow = resumed_flow(app, session)
    flow.use_phones([0])
    app.push(flow)
    app.step()
    for _ in range(20):  # what the game shows everyone first (Edges' round 0) is passed
        if app.top is flow:
            break
        press(app, pygame.K_END, pygame.K_RETURN)
    asyncio.run(enter_one_seat_on_a_phone(app, flow, example))
    app.pop(flow)  # a draft written on the save thread is on disk once the match is left
    on_phone = load_toml(session.path).data

    machine = App(headless=True, settings=Settings(), size=(1366, 768))
    twin = example.entry_match()
    machine.push(resumed_flow(machine, twin))
    machine.step()
    play_until(machine, example.entry_screen)
    press(machine, *example.entry_keys)
    press(machine, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    at_machine = load_toml(twin.path).data
    assert on_phone.pop("phones") == ["Ann"]  # who enters on a phone: the one difference
    for saved in (on_phone, at_machine):
        saved.pop("level", None)
    assert on_phone == at_machine


async def enter_while_the_machine_enters(app: App, flow: MatchFlowScene) -> None:
    """Bob (a phone) enters while Cat (at the machine) has her entry open."""
    assert flow.phones is not None
    async with aiohttp.ClientSession() as client:
        bob = Phone(client, flow.phones.url(BOB))
        await bob.open()
        entry = entry_on(flow, BOB)
        await until(app, lambda: isinstance(app.top, StartEntryScene), "Cat's entry open")
        assert app.top.seat == CAT
        await bob.tap(cell_centre(entry, "B2"))
        await bob.key("Enter", ctrl=True)
        await until(app, lambda: BOB in flow.session.pending, "Bob's entry, meanwhile")
        assert app.top.seat == CAT  # nothing of Bob's reached Cat's screen
        await bob.close()


def test_machine_and_phone_seats_mix_the_codes_stay_until_space():
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    seats = [Seat("Bob", "Red"), Seat("Cat", "Blue"), Seat("Dan", "Green", "normal")]
    level = next(choice for choice in shipped_levels() if choice.path.name == DEFAULT_LEVEL)
    flow = MatchFlowScene(app, MatchSession.start(level.level, level.path, seats, 1, 0))
    flow.use_phones([BOB])
    app.push(flow)
    driver = Driver(app)
    driver.step(3, dt=0.5)
    assert app.top is flow  # Bob's code on screen: no curtain yet
    assert "Press Space to pass to Cat now; the phones can join later." in flow.phone_lines()
    driver.key(pygame.K_SPACE)
    driver.step(dt=0.5)
    assert isinstance(app.top, PassScene) and app.top.player == "Cat"
    driver.key(pygame.K_SPACE)
    asyncio.run(enter_while_the_machine_enters(app, flow))
    assert picks_at(flow) == ["B2"]
    app.pop(flow)


def picks_at(flow: MatchFlowScene) -> list[str]:
    starts = flow.session.pending[BOB]
    return ["ABCDEFGH"[col] + str(row + 1) for col, row in dict(starts)["A"]]


class LongLabel(Scene):
    """A screen with one text too long for its place (drawn shortened, as entries do)."""

    WHOLE = "Grid A: your second pick would be the better place for the garnet in row seven"

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        font = self.app.font(16)
        blit_text(surface, font, clip_text(font, self.WHOLE, 200), (255, 255, 255), (10, 10))


async def long_press(app: App, desk: PhoneDesk) -> None:
    async with aiohttp.ClientSession() as client:
        phone = Phone(client, desk.url(0))
        await phone.open()
        await until(app, lambda: phone.frames != [], "a first frame")
        plain = len(phone.frames)
        await phone.send({"type": "hold", "x": 40, "y": 18})
        await until(app, lambda: desk.hosts[0].whole_text_shown == LongLabel.WHOLE, "the card")
        await until(app, lambda: len(phone.frames) > plain, "the card's frame sent")
        await phone.tap((700, 700))  # a tap elsewhere puts the card away
        await until(app, lambda: desk.hosts[0].whole_text_shown is None, "the card gone")
        await phone.close()


def on_one_phone(play: Callable[[App, PhoneDesk], Awaitable[None]]) -> None:
    """`play` with one phone seat (Ann) showing a LongLabel, its server stopped after."""
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    desk = PhoneDesk(app, {0: "Ann"})
    desk.start()
    desk.open_entry(0, lambda host: LongLabel(host))
    try:
        asyncio.run(play(app, desk))
    finally:
        desk.stop()


def test_a_long_press_shows_the_whole_text_under_the_finger():
    on_one_phone(long_press)


async def crowd(app: App, desk: PhoneDesk) -> None:
    url = desk.url(0)
    origin = url.split("/s/")[0]
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as client:

        async def one() -> int:
            try:
                sock = await client.ws_connect(url + "/ws", headers={"Origin": origin})
            except aiohttp.WSServerHandshakeError as refused:
                return refused.status
            socks.append(sock)
            return 101

        socks: list[aiohttp.ClientWebSocketResponse] = []
        answers = await asyncio.gather(*(one() for _ in range(MOST_CONNECTIONS + 40)))
        assert set(answers) == {101, 503}  # beyond the limit: "too many connections"
        for sock in socks:
            await sock.close()
        await until(app, lambda: desk.connected() == set(), "the crowd gone")
        phone = Phone(client, url)  # the seat's own page still opens, and works
        await phone.open()
        await until(app, lambda: phone.frames != [], "a frame after the crowd")
        await phone.close()


def test_a_crowd_of_connections_is_refused_beyond_the_limit_and_the_seat_still_joins():
    on_one_phone(crowd)


THOUSAND = 1000


async def thousand_strangers(app: App, flow: MatchFlowScene, many: int) -> None:
    """A thousand connections at once from someone without a seat's secret: some open and
    send nothing, some ask for pages, some for sockets, with wrong secrets. While the idle
    ones stay open Bob's own page joins and his taps change his entry; after, the server
    holds only his page."""
    assert flow.phones is not None
    url = flow.phones.url(BOB)
    base, secret = url.split("/s/")
    host, port = base.removeprefix("http://").split(":")
    wrong = f"{base}/s/{secret[::-1]}"
    idle: list[asyncio.StreamWriter] = []

    async def stay_silent() -> None:
        _, writer = await asyncio.open_connection(host, int(port))
        idle.append(writer)

    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as client:

        async def page() -> int | None:
            try:
                async with client.get(wrong) as answer:
                    return answer.status
            except aiohttp.ClientConnectionError:
                return None  # closed unanswered: past the server's limit of open connections

        async def sock() -> int | None:
            try:
                await client.ws_connect(wrong + "/ws", headers={"Origin": base})
            except aiohttp.WSServerHandshakeError as refused:
                return refused.status
            except aiohttp.ClientConnectionError:
                return None
            return 101

        third = many // 3
        crowd = [stay_silent() for _ in range(many - 2 * third)]
        crowd += [page() for _ in range(third)] + [sock() for _ in range(third)]
        answers = await asyncio.gather(*crowd)
        assert len(idle) == many - 2 * third
        assert {answer for answer in answers if answer is not None} == {404}

        bob = Phone(client, url)  # the idle thousand still open
        for reload in range(5):  # a crowd still arriving can close his unserved request
            try:  # (the oldest unserved goes first): he reloads the page, as a person would
                await bob.open()
                break
            except aiohttp.ClientConnectionError:
                assert reload < 4, "Bob's page never loaded among the crowd"
        entry = entry_on(flow, BOB)
        await bob.tap(cell_centre(entry, "B2"))
        await until(app, lambda: picks(entry) == ["B2"], "Bob's tap among the crowd")
        for writer in idle:
            writer.close()
        await until(app, lambda: flow.phones.connected() == {BOB}, "only Bob's page left")
        await bob.tap(cell_centre(entry, "G2"))
        await until(app, lambda: picks(entry) == ["B2", "G2"], "Bob's tap after the crowd")
        await bob.close()


def test_a_thousand_connections_without_a_secret_and_the_seat_still_plays():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    least = 3 * THOUSAND  # the crowd's ends and the server's, in this one process
    if soft < least:  # as many as the system allows, when that is fewer
        ceiling = least if hard == resource.RLIM_INFINITY else min(least, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (ceiling, hard))
    available = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    crowd = min(THOUSAND, (available - 200) // 3)  # room for the test's own files
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB])
    try:
        asyncio.run(thousand_strangers(app, flow, crowd))
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert flow in app.stack
    app.pop(flow)


HALF_SENT = b"GET /s/whoever HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "  # never ends


async def closed_unanswered(reader: asyncio.StreamReader) -> bool:
    try:
        return await reader.read() == b""
    except ConnectionResetError:
        return True


async def slowloris(app: App, flow: MatchFlowScene) -> None:
    """More half-sent requests than the server keeps open, each dribbling a header that
    never ends: Bob's page still joins and his taps change his entry, and every held
    connection is closed by the server (past the limit, or at the request deadline)."""
    assert flow.phones is not None
    url = flow.phones.url(BOB)
    host, port = url.split("/s/")[0].removeprefix("http://").split(":")
    held: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []
    for _ in range(MOST_OPEN + 20):
        reader, writer = await asyncio.open_connection(host, int(port))
        writer.write(HALF_SENT)
        await writer.drain()
        held.append((reader, writer))
    async with aiohttp.ClientSession() as client:
        bob = Phone(client, url)
        await bob.open()
        entry = entry_on(flow, BOB)
        await bob.tap(cell_centre(entry, "B2"))
        await until(app, lambda: picks(entry) == ["B2"], "Bob's tap among the held requests")
        ends = [asyncio.ensure_future(closed_unanswered(reader)) for reader, _ in held]
        await until(app, lambda: all(end.done() for end in ends), "every held request closed")
        assert all(end.result() for end in ends)
        for _, writer in held:
            writer.close()
        await bob.tap(cell_centre(entry, "G2"))
        await until(app, lambda: picks(entry) == ["B2", "G2"], "Bob's tap after them")
        assert flow.phones.connected() == {BOB}
        await bob.close()


def test_half_sent_requests_are_closed_and_the_seat_still_plays(monkeypatch):
    monkeypatch.setattr(phone_server, "REQUEST_TIMEOUT", 0.5)
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB])
    asyncio.run(slowloris(app, flow))
    assert flow in app.stack
    app.pop(flow)


async def hidden_with_a_draft(app: App, flow: MatchFlowScene) -> None:
    """Bob taps and at once hides the page (the phone sleeps): the draft is written then, not
    after the phone has been quiet a while."""
    assert flow.phones is not None
    async with aiohttp.ClientSession() as client:
        bob = Phone(client, flow.phones.url(BOB))
        await bob.open()
        entry = entry_on(flow, BOB)
        await bob.tap(cell_centre(entry, "B2"))
        await until(app, lambda: picks(entry) == ["B2"], "Bob's tap")
        stage = flow.stage_words()
        assert flow.session.draft_of(BOB, stage) is None  # the phone is not quiet long enough
        await bob.send({"type": "flush"})  # the page's visibilitychange / pagehide
        await until(app, lambda: flow.session.draft_of(BOB, stage) is not None, "the draft")
        await bob.close()


def test_a_hidden_page_has_its_draft_written_at_once(monkeypatch):
    monkeypatch.setattr(phone_seats, "DRAFT_QUIET", 1e9)  # never quiet enough on its own
    monkeypatch.setattr(phone_seats, "DRAFT_PATIENCE", 1e9)
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB])
    asyncio.run(hidden_with_a_draft(app, flow))
    app.pop(flow)


async def tap_a_draft(app: App, flow: MatchFlowScene) -> None:
    assert flow.phones is not None
    async with aiohttp.ClientSession() as client:
        bob = Phone(client, flow.phones.url(BOB))
        await bob.open()
        entry = entry_on(flow, BOB)
        await bob.tap(cell_centre(entry, "B2"))
        await until(app, lambda: picks(entry) == ["B2"], "Bob's draft")
        await bob.close()


async def back_on_a_new_link(app: App, flow: Any, old_url: str) -> None:
    assert flow.phones is not None
    async with aiohttp.ClientSession() as client:
        assert (await client.get(old_url)).status == 404  # the old link is dead
        bob = Phone(client, flow.phones.url(BOB))
        await bob.open()
        await until(app, lambda: bob.frames != [], "Bob's frame after Continue")
        assert picks(entry_on(flow, BOB)) == ["B2"]  # the draft from the save
        await bob.close()


def test_continue_serves_the_phone_seats_again_with_their_drafts(monkeypatch):
    with socket.socket() as probe:  # the same port after the restart, as at a real table
        probe.bind(("127.0.0.1", 0))
        monkeypatch.setenv(PORT_VARIABLE, str(probe.getsockname()[1]))
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB, CAT])
    asyncio.run(tap_a_draft(app, flow))
    assert flow.phones is not None
    old_url, path = flow.phones.url(BOB), flow.session.path
    assert on_disk(flow)["phones"] == ["Bob", "Cat"]
    flow.phones.stop()  # the program is killed: its server dies with it
    del app, flow

    again = App(headless=True, settings=Settings(), size=(1366, 768))
    resumed = game_by_id("social-snake").resume_match(again, path)
    again.push(resumed)
    again.step()
    assert resumed.phone_seats == {BOB, CAT} and resumed.phones is not None
    assert resumed.phones.url(BOB) != old_url  # new secrets for the resumed match
    asyncio.run(back_on_a_new_link(again, resumed, old_url))
    again.pop(resumed)


def on_disk(flow: MatchFlowScene) -> dict[str, Any]:
    """The match's save as on disk, once what the match asked to write is written."""
    if flow.session.writer is not None:
        flow.session.writer.flush()
    return load_toml(flow.session.path).data


def test_a_phone_seat_moves_to_the_machine_with_its_draft():
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB, CAT])
    asyncio.run(tap_a_draft(app, flow))  # Bob's phone holds B2 in his draft
    driver = Driver(app)
    driver.key(pygame.K_m)
    driver.click_button("Bob")
    assert flow.phone_seats == {CAT} and flow.session.phone_seats == {CAT}
    assert on_disk(flow)["phones"] == ["Cat"]
    driver.key(pygame.K_SPACE)  # Cat's phone has not joined: Space passes to Bob
    driver.step(dt=0.5)
    assert isinstance(app.top, PassScene) and app.top.player == "Bob"
    driver.key(pygame.K_SPACE)
    assert isinstance(app.top, StartEntryScene) and picks(app.top) == ["B2"]
    app.clear_to(setup_scene(app))


def test_the_curtain_drops_the_phone_lines_when_no_phone_seat_is_left():
    """Issue 28, third round: after the only phone seat moved back to the machine the
    curtain still said "Waiting for: no phone" and "On their phones: nobody yet"."""
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB])
    driver = Driver(app)
    driver.key(pygame.K_m)
    driver.click_button("Bob")
    assert flow.phone_seats == set()
    LAYOUT.on = True
    try:
        app.frame_wanted = True
        driver.step()
        shown = [item.text for item in LAYOUT.drawn if item.kind == TEXT]
    finally:
        LAYOUT.on = False
    assert any(text.startswith("Still to enter: ") for text in shown), shown
    assert not any(text.startswith(("Waiting for: ", "On their phones: ")) for text in shown)
    app.clear_to(setup_scene(app))


async def refused(url: str) -> bool:
    async with aiohttp.ClientSession() as client:
        try:
            await client.get(url)
        except aiohttp.ClientConnectionError:
            return True
        return False


def test_closing_the_game_stops_the_server():
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB])
    assert flow.phones is not None
    url = flow.phones.url(BOB)
    assert not asyncio.run(refused(url))
    app.quit()  # the window closed (or SIGTERM): every scene exits
    assert asyncio.run(refused(url))


# --- the host's hand on the phone seats: a bot, the link again, codes large enough -------


def test_a_phone_seat_goes_to_a_bot_by_key_and_the_bot_enters_for_it():
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB, CAT])
    asyncio.run(tap_a_draft(app, flow))  # Bob's phone holds a draft: the bot does not use it
    driver = Driver(app)
    driver.key(pygame.K_b)
    driver.click_button("Bob")
    driver.step()
    assert flow.session.seats[BOB].is_bot and BOB in flow.session.pending  # the bot entered
    assert flow.phone_seats == {CAT} and not flow.phones.has_entry(BOB)
    assert flow.phones.hosts[BOB].idle_lines == ["A bot plays this seat now."]
    saved = on_disk(flow)
    assert saved["phones"] == ["Cat"] and saved["players"][BOB]["bot"] == "normal"
    app.pop(flow)


def test_the_bot_button_hands_a_seat_too():
    app = App(headless=True, settings=Settings(), size=(800, 600))
    flow = new_match(app, [BOB, CAT])
    driver = Driver(app)
    driver.click_button("A phone seat to a bot (B)")
    driver.click_button("Cat")
    driver.step()
    assert flow.session.seats[CAT].is_bot and flow.phone_seats == {BOB}
    app.pop(flow)


def drawn_texts(app: App) -> list[str]:
    LAYOUT.on = True
    try:
        app.draw()
        return [drawn.text for drawn in LAYOUT.drawn if drawn.kind == TEXT]
    finally:
        LAYOUT.on = False


async def join_then_show_the_link_again(app: App, flow: MatchFlowScene) -> None:
    """Bob's phone joins (his code leaves the screen); the host shows his link again by
    its button; a second phone opens it and gets Bob's draft."""
    assert flow.phones is not None
    url = flow.phones.url(BOB)
    async with aiohttp.ClientSession() as client:
        first = Phone(client, url)
        await first.open()
        entry = entry_on(flow, BOB)
        await first.tap(cell_centre(entry, "B2"))
        await until(app, lambda: picks(entry) == ["B2"], "Bob's draft")
        assert url not in drawn_texts(app)  # joined: his code is gone from the screen
        driver = Driver(app)
        driver.click_button("Show a phone's link again (L)")
        driver.click_button("Bob")
        assert isinstance(app.top, PhoneLinkScene) and url in drawn_texts(app)
        driver.key(pygame.K_ESCAPE)
        assert app.top is flow
        await first.close()
        second = Phone(client, url)  # another phone, the same link
        await second.open()
        await until(app, lambda: second.frames != [], "a frame on the other phone")
        assert entry_on(flow, BOB) is entry and picks(entry) == ["B2"]
        await second.close()


def test_a_joined_seats_link_is_shown_again_and_opens_the_same_draft():
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = new_match(app, [BOB, CAT])
    asyncio.run(join_then_show_the_link_again(app, flow))
    app.pop(flow)


def test_a_seat_whose_address_wraps_longer_still_gets_a_code_large_enough(monkeypatch):
    """Seats' links differ by their random secrets, and a wide one takes another line under
    its code: every card's code is sized for the longest, not the first seat's."""
    narrow = "i" * 32  # the secrets' characters as narrow and as wide as any
    wide = ["W" * 28 + format(n, "04b").replace("0", "W").replace("1", "M") for n in range(11)]
    secrets = iter([narrow, *wide])
    monkeypatch.setattr("game.ui.phone_seats.new_secret", lambda: next(secrets))
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    level = next(choice for choice in shipped_levels() if choice.path.name == DEFAULT_LEVEL)
    seats = [Seat(f"Wilhelmina Wolf{chr(65 + i)}", PLAYER_COLOUR_NAMES[i]) for i in range(12)]
    seats.append(Seat("Zed", PLAYER_COLOUR_NAMES[12], "normal"))
    flow = MatchFlowScene(app, MatchSession.start(level.level, level.path, seats, 1, 0))
    flow.use_phones(range(12))
    app.push(flow)
    app.step()
    assert flow.phones is not None
    assert wide[0] in flow.phones.url(1) and narrow in flow.phones.url(0)
    sides = {code.get_width() for code in flow.phones._codes.values()}
    assert len(flow.phones._codes) >= 2 and min(sides) >= LEAST_CODE
    app.pop(flow)


LONG_NAMES = [f"Wilhelmina Wolf{chr(ord('A') + number)}" for number in range(13)]  # 16 letters
NO_SPACE_NAMES = [f"{'W' * 15}{chr(ord('A') + number)}" for number in range(13)]


@pytest.mark.parametrize(
    ("phones", "names", "size"),
    [
        (2, DEFAULT_NAMES, (800, 600)),
        (12, DEFAULT_NAMES, (800, 600)),
        (12, LONG_NAMES, (800, 600)),
        (12, LONG_NAMES, (1366, 768)),
        (12, NO_SPACE_NAMES, (1366, 768)),
    ],
)
def test_phone_codes_at_800x600_are_paged_large_enough_to_scan(phones, names, size):
    """Every seat's code on some page, each large enough to scan, each under its name
    whole (smaller or on two lines where a card is narrow): at 800×600 a large table's
    status says counts, so the codes keep their room."""
    app = App(headless=True, settings=Settings(), size=size)
    level = next(choice for choice in shipped_levels() if choice.path.name == DEFAULT_LEVEL)
    seats = [Seat(names[i], PLAYER_COLOUR_NAMES[i]) for i in range(phones)]
    seats.append(Seat(names[phones], PLAYER_COLOUR_NAMES[phones], "normal"))
    flow = MatchFlowScene(app, MatchSession.start(level.level, level.path, seats, 1, 0))
    flow.use_phones(range(phones))
    app.push(flow)
    app.step()
    assert flow.phones is not None
    heading = [text for text in drawn_texts(app) if text.startswith("Codes 1 of ")]
    pages = int(heading[0].split()[3].rstrip(":")) if heading else 1
    shown: set[str] = set()
    for page in range(1, pages + 1):
        texts = drawn_texts(app)
        assert pages == 1 or any(text.startswith(f"Codes {page} of {pages}") for text in texts)
        joined = {a + b for a, b in zip(texts, texts[1:], strict=False)}  # a name on two lines
        shown |= {name for name in names[:phones] if name in texts or name in joined}
        Driver(app).key(pygame.K_n)  # the next page
    assert shown == set(names[:phones])  # every seat's code on some page, its name whole
    sides = {code.get_width() for code in flow.phones._codes.values()}
    assert min(sides) >= LEAST_CODE  # each large enough to scan from across a table
    app.pop(flow)


@pytest.mark.parametrize("game", ENTRY_GAMES)
def test_each_games_entry_on_an_upright_phone_is_laid_out_for_it(game):
    """Drawn at the page's own size (so the page shows it 1:1): every line of text at
    12 px or more and inside the frame, the panel under the board."""
    example = ENTRY_GAMES[game]
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = resumed_flow(app, example.entry_match())
    flow.use_phones([0])
    app.push(flow)
    app.step()
    for _ in range(20):  # what the game shows everyone first (Edges' round 0) is passed
        if app.top is flow:
            break
        press(app, pygame.K_END, pygame.K_RETURN)
    host = flow.phones.hosts[0]
    host.resize((390, 796))
    app.step()
    assert isinstance(host.top, example.entry_screen)
    assert host.size[0] == 390 and host.size[1] >= 796  # taller only where the page scrolls
    LAYOUT.on = True
    try:
        host.draw()
        if hasattr(host.top, "draw_screen"):  # Edges draws its screen into an image, kept:
            LAYOUT.new_frame(host.screen)  # the same drawing straight on the frame is noted
            host.top.draw_screen(host.screen)
        texts = [drawn for drawn in LAYOUT.drawn if drawn.kind == TEXT]
    finally:
        LAYOUT.on = False
    frame = pygame.Rect((0, 0), host.size)
    assert texts and all(drawn.size >= 12 for drawn in texts)
    assert all(frame.contains(drawn.rect) for drawn in texts), [
        drawn.text for drawn in texts if not frame.contains(drawn.rect)
    ]
    app.pop(flow)


@pytest.mark.parametrize(("level_name", "zoomed"), [("classic.toml", True), (DEFAULT_LEVEL, False)])
def test_a_phone_zooms_only_a_board_whose_numbers_would_be_small(level_name, zoomed):
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    level = next(choice for choice in shipped_levels() if choice.path.name == level_name)
    session = MatchSession.start(level.level, level.path, SEATS, 1, 0)
    host = PhoneHost(app)
    host.resize((390, 796))
    host.push(StartEntryScene(host, session, 0, lambda: None))
    smallest = host.smallest_cell_text()
    assert smallest is not None and smallest >= 12
    assert (host.size[0] > 390) == zoomed  # the page pans a zoomed frame
    host.ask_zoom(False)  # Fit: the page's own width, whatever the numbers
    assert host.size[0] == 390
    assert ((host.smallest_cell_text() or 0) < 12) == zoomed
    host.ask_zoom(True)  # Zoom: larger, whatever the numbers
    assert host.size[0] > 390 and (host.smallest_cell_text() or 0) >= 12


@pytest.mark.parametrize("grid", ["A", "B"])  # classic's 15×15 and 18×18: zoomed 1.5× / 2.5×
def test_a_zoomed_board_leaves_the_side_panel_at_the_pages_own_width(grid):
    """Only the board is zoomed: the panel (what was picked, the standings, Submit) is laid
    out under it at the page's width, at the frame's left edge, so it reads without a
    sideways pan; every text of the frame lies inside the frame."""
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    path = LEVELS / "social-snake" / "classic.toml"
    document = load_toml(path)
    document.data["phases"] = [[grid], *([name] for name in "ABC" if name != grid)]
    session = MatchSession.start(level_from_document(document), path, SEATS, 1, 0)
    host = PhoneHost(app)
    host.resize((390, 796))
    scene = StartEntryScene(host, session, 0, lambda: None)
    host.push(scene)
    assert host.size[0] > 390  # the board is zoomed: the page pans it
    LAYOUT.on = True
    try:
        host.draw()
        texts = [drawn for drawn in LAYOUT.drawn if drawn.kind == TEXT]
    finally:
        LAYOUT.on = False
    assert scene.submit_button is not None
    submit = scene.submit_button.get_abs_rect()
    assert submit.right <= 390 and submit.bottom <= host.size[1]
    with host.zoomed():
        panel = social_panel(host.size)
    assert panel.right <= 390 and panel.contains(submit)
    panel_words = [drawn for drawn in texts if drawn.rect.top >= panel.top]
    assert any(drawn.text.startswith("Phase 1") for drawn in panel_words)
    assert all(drawn.rect.right <= 390 for drawn in panel_words)
    frame = pygame.Rect((0, 0), host.size)
    assert all(frame.contains(drawn.rect) for drawn in texts), [
        drawn.text for drawn in texts if not frame.contains(drawn.rect)
    ]
    assert (host.smallest_cell_text() or 0) >= 12


def test_the_connection_cap_stays_under_the_open_file_limit():
    """Where the process may open few files (macOS gives 256), the server holds at most half
    of them as connections, so a crowd never leaves the game unable to write its save."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    assert phone_server.most_open() == min(MOST_OPEN, soft // 2)
    resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard))
    try:
        assert phone_server.most_open() == 128
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


PATIENCE_S = 120  # s a step of the killed game's test waits at the most (not a timing)
KILLED_GAME = """
import json, sys, threading
sys.path.insert(0, "tests")
from phone_helpers import BOB, cell_centre, new_match
from game.app import App
from game.bench_phone import run_loop
from game.ui.settings import Settings

app = App(headless=True, settings=Settings(), size=(1366, 768))
flow = new_match(app, [BOB])
told = {"url": flow.phones.url(BOB), "save": str(flow.session.path)}
with open(sys.argv[1], "w") as out:
    json.dump(told, out)


def tell_the_cell() -> None:  # once the phone's entry is open: where B2 is on its frame
    while not flow.phones.hosts[BOB].stack:
        threading.Event().wait(0.05)
    told["b2"] = cell_centre(flow.phones.hosts[BOB].top, "B2")
    with open(sys.argv[1] + ".cell", "w") as out:
        json.dump(told, out)


threading.Thread(target=tell_the_cell, daemon=True).start()
run_loop(app, threading.Event())  # until killed
"""


async def tap_then_kill(game: subprocess.Popen[bytes], told: Path) -> str:
    """Bob's phone taps B2 on the game's own process; once the save on disk holds his draft
    (written on its own: no flush, no close), the game is killed with SIGKILL."""
    for _ in range(PATIENCE_S * 20):
        if told.exists():
            break
        await asyncio.sleep(0.05)
    where = json.loads(told.read_text())
    async with aiohttp.ClientSession() as client:
        bob = Phone(client, where["url"])
        await bob.open()
        cell = Path(str(told) + ".cell")
        for _ in range(PATIENCE_S * 20):
            if cell.exists() and cell.stat().st_size:
                break
            await asyncio.sleep(0.05)
        await bob.tap(tuple(json.loads(cell.read_text())["b2"]))
        for _ in range(PATIENCE_S * 20):
            session = MatchSession.load(Path(where["save"]))
            if session.draft_of(BOB, stage_words(session)) is not None:
                break
            await asyncio.sleep(0.05)
        game.send_signal(signal.SIGKILL)
        game.wait()
    return str(where["save"])


def test_a_phone_draft_survives_kill_9_of_the_game(tmp_path):
    told = tmp_path / "told.json"
    home = os.environ.get("SERPENTARIUM_HOME", str(tmp_path))
    env = {**os.environ, "SERPENTARIUM_HOME": home, BIND_VARIABLE: "127.0.0.1",
           PORT_VARIABLE: "0"}  # fmt: skip
    game = subprocess.Popen([sys.executable, "-c", KILLED_GAME, str(told)], env=env)
    try:
        save = asyncio.run(tap_then_kill(game, told))
    finally:
        if game.poll() is None:
            game.kill()
    assert game.returncode == -signal.SIGKILL
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    resumed = game_by_id("social-snake").resume_match(app, Path(save))
    app.push(resumed)
    app.step()
    asyncio.run(tap_a_draft_back(app, resumed))
    app.pop(resumed)


async def tap_a_draft_back(app: App, flow: Any) -> None:
    async with aiohttp.ClientSession() as client:
        bob = Phone(client, flow.phones.url(BOB))
        await bob.open()
        await until(app, lambda: bob.frames != [], "Bob's frame after the kill")
        assert picks(entry_on(flow, BOB)) == ["B2"]  # his tap, from the save on disk
        await bob.close()


async def two_pages_each_their_own(app: App, flow: Any, example: GameExamples) -> None:
    """Seats 0 and 1 on phones: each page shows its own seat's entry (private parts and
    all), not the other's."""
    assert flow.phones is not None
    desk = flow.phones
    async with aiohttp.ClientSession() as client:
        pages = [Phone(client, desk.url(seat)) for seat in (0, 1)]
        for page in pages:
            await page.open()
        for seat, page in enumerate(pages):
            host = desk.hosts[seat]
            await until(app, lambda h=host: isinstance(h.top, example.entry_screen), "entries")
            assert host.top.seat == seat  # the entry of this seat, as behind the curtain
            await until(app, lambda s=seat, p=page: p.frames[-1:] == [desk.last_frame(s)],
                        f"seat {seat}'s page showing its frame")  # fmt: skip
        assert desk.last_frame(0) != desk.last_frame(1)  # two entries: one on each page
        for page in pages:
            await page.close()


@pytest.mark.parametrize("game", ENTRY_GAMES)
def test_each_phone_page_gets_only_its_own_seats_entry(game):
    example = ENTRY_GAMES[game]
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = resumed_flow(app, three_phones_match(game))
    flow.use_phones([0, 1])
    app.push(flow)
    app.step()
    for _ in range(20):  # what the game shows everyone first (Edges' round 0) is passed
        if app.top is flow:
            break
        press(app, pygame.K_END, pygame.K_RETURN)
    asyncio.run(two_pages_each_their_own(app, flow, example))
    app.pop(flow)


def test_a_code_keeps_its_room_whatever_the_links_length():
    """A longer link (a five-digit port, another address) adds modules; whole pixels per
    module alone then dropped a 123 px code to 82 px, too small to scan across a table."""
    from game.ui.phone_seats import qr_surface

    for length in range(20, 140, 3):
        link = "http://192.168.1.20:8000/s/" + "k" * length
        assert qr_surface(link, 123).get_width() >= 123 * 5 // 6, length
