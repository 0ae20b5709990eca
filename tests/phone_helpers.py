"""What the phone seat tests share: a match with phone seats on the loopback address, a
phone's page as a test client drives it, and waiting for the window's loop."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import aiohttp
import pytest

from game.app import App
from game.core.coords import parse_cell
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.games import GameExamples, all_games, game_by_id
from game.social_snake.entry import StartEntryScene
from game.social_snake.scene import DEFAULT_LEVEL, MatchFlowScene, shipped_levels
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui.phone_seats import BIND_VARIABLE, KEY_NAMES, PORT_VARIABLE

SEATS = [Seat("Bob", "Red"), Seat("Cat", "Blue"), Seat("Dan", "Green", "normal")]
BOB, CAT = 0, 1
BOB_PICKS = ["B2", "G2"]  # Bob taps B2, G7 and G2, then undoes G7
CAT_KEYS = ["ArrowRight", "Space", "ArrowUp", "Space"]  # from the cursor on E5: F5, F4
# Passes of the loop a test waits for the server at most: a bound, not a timing (a loaded
# machine may starve the server's thread for seconds).
PATIENCE = 3000


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setenv(BIND_VARIABLE, "127.0.0.1")
    monkeypatch.setenv(PORT_VARIABLE, "0")  # any free port: tests never collide


def new_match(app: App, phones: list[int]) -> MatchFlowScene:
    level = next(choice for choice in shipped_levels() if choice.path.name == DEFAULT_LEVEL)
    session = MatchSession.start(level.level, level.path, SEATS, 1, 0)
    flow = MatchFlowScene(app, session)
    flow.use_phones(phones)
    app.push(flow)
    app.step()
    return flow


async def until(app: App, done: Callable[[], bool], what: str) -> None:
    """Run the window's loop (and let the server's thread work) until `done()`."""
    for _ in range(PATIENCE):
        app.step()
        if done():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never happened: {what}")


class Phone:
    """A phone's page, as the test drives it: its socket, the frames it got."""

    def __init__(self, client: aiohttp.ClientSession, url: str):
        self.client, self.url = client, url
        self.origin = url.split("/s/")[0]
        self.frames: list[bytes] = []
        self.sock: aiohttp.ClientWebSocketResponse | None = None
        self.reader: asyncio.Task[None] | None = None

    async def open(self) -> None:
        page = await self.client.get(self.url)
        assert page.status == 200 and "new WebSocket" in await page.text()
        self.sock = await self.client.ws_connect(self.url + "/ws", headers={"Origin": self.origin})
        self.reader = asyncio.ensure_future(self._read())
        await self.send({"type": "view", "w": 390, "h": 796})

    async def _read(self) -> None:
        assert self.sock is not None
        async for message in self.sock:
            if message.type == aiohttp.WSMsgType.BINARY:
                self.frames.append(message.data)

    async def send(self, data: dict[str, Any]) -> None:
        assert self.sock is not None
        await self.sock.send_json(data)

    async def tap(self, pos: tuple[int, int]) -> None:
        await self.send({"type": "tap", "x": int(pos[0]), "y": int(pos[1])})

    async def key(self, name: str, ctrl: bool = False) -> None:
        await self.send({"type": "key", "key": name, "ctrl": ctrl, "shift": False})

    async def close(self) -> None:
        if self.sock is not None:
            await self.sock.close()
        if self.reader is not None:
            await self.reader


def entry_on(flow: MatchFlowScene, seat: int) -> StartEntryScene:
    assert flow.phones is not None
    scene = flow.phones.hosts[seat].top
    assert isinstance(scene, StartEntryScene), scene
    return scene


def cell_centre(scene: StartEntryScene, name: str) -> tuple[int, int]:
    return scene.views[scene.active].cell_rect(parse_cell(name)).center


def picks(scene: StartEntryScene) -> list[str]:
    return ["ABCDEFGH"[col] + str(row + 1) for col, row in scene.picks[scene.grid]]


PAGE_KEYS = {key: name for name, key in KEY_NAMES.items()}


def page_key(key: int) -> str:
    """A pygame key as the page names it (the browser's `KeyboardEvent.key`)."""
    return PAGE_KEYS.get(key) or chr(key)


def entry_examples() -> dict[str, GameExamples]:
    examples = {info.game_id: info.examples() for info in all_games() if info.examples}
    return {game_id: given for game_id, given in examples.items() if given.entry_match}


ENTRY_GAMES = entry_examples()


def resumed_flow(app: App, session: Any) -> Any:
    return game_by_id(session.game_id).resume_match(app, session.path)


LONG_NAME = "Maximilian Woods"  # 16 letters: shortened in a phone's entry title
TABLE = [Seat("Ann", "Red"), Seat("Bob", "Blue"), Seat(LONG_NAME, "Green"),
         Seat("Dan", "Yellow", "easy")]  # fmt: skip
PHONE_SEATS = (0, 1, 2)
RELOADED = 1  # the seat whose page reloads mid-entry


def three_phones_match(game: str) -> Any:
    """A new saved match of `game` where three people (Ann, Bob, the long name) enter and
    a bot plays the fourth seat: each game's example level, at its first private entry
    (Antisocial's movement: the snakes placed as a bot would)."""
    match game:
        case "social-snake":
            from game.social_snake.levels import level_from_document as social_level
            from game.social_snake.session import MatchSession as Social

            path = LEVELS / "social-snake" / "practice-three-ridges.toml"
            return Social.start(social_level(load_toml(path)), path, TABLE, 4)
        case "antisocial-snake":
            from game.antisocial_snake.levels import level_from_document as antisocial_level
            from game.antisocial_snake.session import MatchSession as Antisocial

            path = LEVELS / "antisocial-snake" / "practice.toml"
            session = Antisocial.start(antisocial_level(load_toml(path)), path, TABLE, 2)
            session.let_bots_act()
            for seat in PHONE_SEATS:
                session.submit(seat, session.bot_entry(seat))
            session.advance()
            return session
        case "bugcatcher":
            from game.bugcatcher.levels import level_from_document as bug_level
            from game.bugcatcher.session import MatchSession as Bugcatcher

            path = LEVELS / "bugcatcher" / "practice-meadow.toml"
            return Bugcatcher.start(bug_level(load_toml(path)), path, TABLE, 5)
        case "double-edged-edges":
            from game.double_edged_edges.levels import level_from_document as edges_level
            from game.double_edged_edges.session import MatchSession as Edges

            path = LEVELS / "double-edged-edges" / "four-on-a-plank.toml"
            return Edges.start(edges_level(load_toml(path)), path, TABLE, 3)
    raise AssertionError(f"no three-phone match for {game}: add one here")
