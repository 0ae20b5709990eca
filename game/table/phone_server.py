"""The small web server of a match with phone seats: one page and one websocket per seat.

    server = PhoneServer({secret: seat, …}, wake=lambda: ...)   # nothing listens yet
    note = server.start(bind="0.0.0.0", port=8765)   # PortsTaken when no port is free
    server.url(seat, "192.168.1.20")                 # "http://192.168.1.20:8765/s/<secret>"
    for seat, message in server.take_messages(): ... # taps, holds and keys, checked
    server.send_frame(seat, png_bytes)               # the seat's latest frame
    server.stop()

The server runs its own asyncio loop in a background thread (aiohttp): the game's loop only
puts frames in and takes messages out, never waits on the network. It serves nothing but
each seat's page (`/s/<secret>`) and its websocket (`/s/<secret>/ws`): no files, no other
path. A wrong or old secret gets a plain 404; a websocket from another origin a 403;
messages are bounded in size (the socket closes on a larger one), counted against a rate
(more are dropped) and checked field by field (a malformed one closes the socket); at most
`MOST_CONNECTIONS` sockets at once. At most `MOST_OPEN` connections are open at once (a new
one past that closes the oldest that is not yet a seat's socket), and a connection that is not
a seat's socket `REQUEST_TIMEOUT` seconds after it opened is closed: a request that never
finishes sending its headers or body holds nothing for long. A new socket for a seat replaces
its old one (a reloaded page), and gets the seat's latest frame at once.

Pure of pygame: `wake` (called from the server's thread after a message) is how the window
is told to look.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import secrets
import socket
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import WSMsgType, web

PAGE_PATH = "/s/{secret}"
SOCKET_PATH = "/s/{secret}/ws"
DEFAULT_PORT = 8765
PORT_TRIES = 20  # DEFAULT_PORT and the next ones, when one is in use
MOST_MESSAGE = 512  # bytes: the largest message a page sends is far smaller
MOST_CONNECTIONS = 64
# connections of any kind, half-sent requests included: 256 held cost the game 1.4 MiB and
# left a seat's tap-to-frame as it was, 4000 cost 19 MiB with the seat's p99 at 75 ms
# (game/bench_phone_net.py); never over half the process's open-file limit (256 on macOS)
MOST_OPEN = 256
# s from a connection's opening to its page served or socket open: a phone's websocket
# request is 534 bytes, 4.3 s at a 1 kbit/s uplink, 0.23 s at 20 kbit/s (a poor 2G link)
REQUEST_TIMEOUT = 10.0
RATE = 40.0  # messages a second a socket may send, in bursts of up to BURST
BURST = 80
KEY_NAME_LIMIT = 16
REPLACED_GRACE = 1.0  # s a replaced socket stays open for what it sent before
SECRET_BYTES = 24  # 32 characters of URL-safe text


def new_secret() -> str:
    """A long random secret for one seat of one match."""
    return secrets.token_urlsafe(SECRET_BYTES)


class PortsTaken(OSError):
    """No port to listen on; the message says which were tried."""


@dataclass
class TokenBucket:
    """Messages allowed: `BURST` at once, refilled at `RATE` a second."""

    tokens: float = BURST
    last: float = 0.0

    def allow(self, now: float) -> bool:
        self.tokens = min(BURST, self.tokens + (now - self.last) * RATE)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


def most_open() -> int:
    """`MOST_OPEN`, or half the process's limit of open files where that is lower (every
    connection is a file; the game needs the rest for its saves and fonts)."""
    try:
        import resource  # Unix only
    except ImportError:  # pragma: no cover - Windows: its limit is far higher
        return MOST_OPEN
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return MOST_OPEN if soft == resource.RLIM_INFINITY else max(16, min(MOST_OPEN, soft // 2))


def lan_address() -> str:
    """This computer's address on the local network (no packet is sent: a UDP socket only
    picks the route), or 127.0.0.1 without a network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def checked_message(text: str) -> dict[str, Any] | None:
    """A page's message as the game takes it, or None when it is not one: a tap or a long
    press at a point, a key by name with Ctrl / Shift, the page's viewport, its Zoom / Fit, a
    flush (the page is hidden or left: the seat's draft is written now)."""
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    kind = data.get("type")
    if kind in ("tap", "hold") and _whole(data, "x", 0, 4000) and _whole(data, "y", 0, 4000):
        return {"type": kind, "x": data["x"], "y": data["y"]}
    if kind == "key":
        key = data.get("key")
        ctrl, shift = data.get("ctrl", False), data.get("shift", False)
        if not isinstance(key, str) or not 0 < len(key) <= KEY_NAME_LIMIT:
            return None
        if not isinstance(ctrl, bool) or not isinstance(shift, bool):
            return None
        return {"type": "key", "key": key, "ctrl": ctrl, "shift": shift}
    if kind == "flush":
        return {"type": "flush"}
    if kind == "zoom" and isinstance(data.get("on"), bool):
        return {"type": "zoom", "on": data["on"]}
    if kind == "view" and _whole(data, "w", 1, 10000) and _whole(data, "h", 1, 10000):
        return {"type": "view", "w": data["w"], "h": data["h"]}
    return None


def _whole(data: dict[str, Any], key: str, low: int, high: int) -> bool:
    value = data.get(key)
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


class GuardedConnection(asyncio.Protocol):
    """aiohttp's own handler of one connection, told to the server's gate when the
    connection opens and closes (the gate may close it)."""

    def __init__(self, handler: asyncio.Protocol, gate: PhoneServer):
        self.handler, self.gate = handler, gate
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self.handler.connection_made(transport)
        self.gate._admit(transport)

    def data_received(self, data: bytes) -> None:
        self.handler.data_received(data)

    def eof_received(self) -> bool | None:
        return self.handler.eof_received()

    def pause_writing(self) -> None:
        self.handler.pause_writing()

    def resume_writing(self) -> None:
        self.handler.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.transport is not None:
            self.gate._leave(self.transport)
        self.handler.connection_lost(exc)


class PhoneServer:
    """See the module docstring."""

    def __init__(self, seats: dict[str, int], page: str, wake: Callable[[], None]):
        self.seats = dict(seats)  # secret -> seat
        self.page = page
        self.wake = wake
        self.port = 0
        self.messages: queue.Queue[tuple[int, dict[str, Any]]] = queue.Queue()
        self.refused = 0  # requests and messages refused (wrong secret, origin, malformed …)
        self._frames: dict[int, bytes] = {}
        self._sockets: dict[int, web.WebSocketResponse] = {}
        self._fresh: dict[int, asyncio.Event] = {}
        self._open = 0
        self._connections: set[asyncio.Transport] = set()
        self._pending: dict[asyncio.Transport, asyncio.TimerHandle] = {}  # oldest first
        # s from a seat socket's connection opening to the socket open (the latest ones): how
        # much of `REQUEST_TIMEOUT` real pages use (game/bench_phone_net.py)
        self.socket_waits: deque[float] = deque(maxlen=100)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._stopped = threading.Event()
        self._listening: asyncio.Server

    # --- the game's side (any thread) -------------------------------------------------------

    def start(self, bind: str, port: int = DEFAULT_PORT) -> str:
        """Listen on `bind` at `port`, or the next free one; returns a note when the port
        asked for was in use ("" otherwise). PortsTaken when none of them is free."""
        listener = self._bind(bind, port)
        self.port = listener.getsockname()[1]
        ready = threading.Event()
        self._thread = threading.Thread(
            target=self._serve, args=(listener, ready), name="phone-server", daemon=True
        )
        self._thread.start()
        ready.wait(5)
        if self.port != port and port:
            return f"Port {port} is in use: the game listens on port {self.port} instead."
        return ""

    def _bind(self, bind: str, port: int) -> socket.socket:
        tried = range(port, port + PORT_TRIES) if port else [0]
        for number in tried:
            listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                listener.bind((bind, number))
                listener.listen(64)
            except OSError:
                listener.close()
                continue
            return listener
        raise PortsTaken(
            f"Ports {tried[0]} to {tried[-1]} are all in use on this computer: close what "
            "uses them, or play the phone seats at the machine."
        )

    def url(self, seat: int, address: str) -> str:
        secret = next(s for s, index in self.seats.items() if index == seat)
        return f"http://{address}:{self.port}/s/{secret}"

    def take_messages(self) -> list[tuple[int, dict[str, Any]]]:
        """The messages the pages sent since the last call, in order."""
        taken = []
        while True:
            try:
                taken.append(self.messages.get_nowait())
            except queue.Empty:
                return taken

    def send_frame(self, seat: int, frame: bytes) -> None:
        """Make `frame` the seat's picture: sent now when its page is open, else when it
        connects."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._new_frame, seat, frame)

    def connected(self) -> set[int]:
        """The seats whose page is open now."""
        return set(self._sockets)

    def stop(self) -> None:
        """Close every socket and stop listening (waits a moment for the thread)."""
        loop = self._loop
        if loop is None or self._stopped.is_set():
            return
        self._stopped.set()
        done = asyncio.run_coroutine_threadsafe(self._shutdown(), loop)
        with contextlib.suppress(Exception):  # closing: whatever went wrong, the loop stops
            done.result(5)
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(5)

    # --- the server's thread ------------------------------------------------------------------

    def _serve(self, listener: socket.socket, ready: threading.Event) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self._loop = loop
        app = web.Application(client_max_size=MOST_MESSAGE)
        app.router.add_get(PAGE_PATH, self._page)
        app.router.add_get(SOCKET_PATH, self._socket)
        self._runner = web.AppRunner(app, access_log=None)
        loop.run_until_complete(self._runner.setup())
        runner = self._runner
        assert runner.server is not None
        server = runner.server
        self._listening = loop.run_until_complete(
            loop.create_server(lambda: GuardedConnection(server(), self), sock=listener)
        )
        ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()

    def _admit(self, transport: asyncio.Transport) -> None:
        """A new connection: past `MOST_OPEN` the oldest one still unserved is closed (or
        this one, when every open one is a seat's socket); each has `REQUEST_TIMEOUT`."""
        if len(self._connections) >= most_open():
            self.refused += 1
            if not self._pending:
                transport.abort()
                return
            oldest = next(iter(self._pending))
            self._settle(oldest)
            oldest.abort()
        self._connections.add(transport)
        loop = asyncio.get_running_loop()
        self._pending[transport] = loop.call_later(REQUEST_TIMEOUT, self._expire, transport)

    def _expire(self, transport: asyncio.Transport) -> None:
        if self._pending.pop(transport, None) is not None:
            self.refused += 1
            transport.abort()

    def _settle(self, transport: asyncio.Transport) -> None:
        """The connection became a seat's socket: no deadline any more."""
        timer = self._pending.pop(transport, None)
        if timer is not None:
            timer.cancel()

    def _leave(self, transport: asyncio.Transport) -> None:
        self._settle(transport)
        self._connections.discard(transport)

    async def _shutdown(self) -> None:
        self._listening.close()
        for transport in list(self._connections):
            self._settle(transport)
        for sock in list(self._sockets.values()):
            await sock.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def _seat_of(self, request: web.Request) -> int | None:
        seat = self.seats.get(request.match_info.get("secret", ""))
        if seat is None:
            self.refused += 1
        return seat

    async def _page(self, request: web.Request) -> web.StreamResponse:
        if self._seat_of(request) is None:
            raise web.HTTPNotFound()
        headers = {
            "Cache-Control": "no-store",
            "Referrer-Policy": "no-referrer",
            "X-Content-Type-Options": "nosniff",
            "Content-Security-Policy": (
                "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                "img-src blob:; connect-src 'self'"
            ),
        }
        return web.Response(text=self.page, content_type="text/html", headers=headers)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        seat = self._seat_of(request)
        if seat is None:
            raise web.HTTPNotFound()
        if request.headers.get("Origin") != f"http://{request.host}":
            self.refused += 1
            raise web.HTTPForbidden(text="This page may only be opened from its own link.")
        if self._open >= MOST_CONNECTIONS:
            self.refused += 1
            raise web.HTTPServiceUnavailable(text="Too many connections.")
        # no permessage-deflate: a frame is a JPEG already (deflate took 1.2 ms of the tap's
        # path for a 10 % smaller frame, on a thread of its own: one more wait under load)
        sock = web.WebSocketResponse(max_msg_size=MOST_MESSAGE, heartbeat=20, compress=False)
        await sock.prepare(request)
        if isinstance(request.transport, asyncio.Transport):
            timer = self._pending.get(request.transport)
            if timer is not None:  # it fires REQUEST_TIMEOUT after the connection opened
                opened = timer.when() - REQUEST_TIMEOUT
                self.socket_waits.append(asyncio.get_running_loop().time() - opened)
            self._settle(request.transport)
        self._open += 1
        old = self._sockets.get(seat)
        self._sockets[seat] = sock
        if old is not None and not old.closed:
            # the page was reloaded, or opened again elsewhere: the old socket is closed a
            # moment later, so what it sent before (keys still on their way) is not lost
            loop = asyncio.get_running_loop()
            loop.call_later(REPLACED_GRACE, lambda: asyncio.ensure_future(old.close()))
        sender = asyncio.ensure_future(self._send_frames(seat, sock))
        try:
            await self._read(seat, sock)
        finally:
            sender.cancel()
            self._open -= 1
            if self._sockets.get(seat) is sock:
                del self._sockets[seat]
        return sock

    async def _read(self, seat: int, sock: web.WebSocketResponse) -> None:
        bucket = TokenBucket(last=time.monotonic())
        async for message in sock:
            if message.type != WSMsgType.TEXT:
                self.refused += 1
                await sock.close(code=1003, message=b"text messages only")
                return
            if not bucket.allow(time.monotonic()):
                self.refused += 1
                continue  # too fast: dropped
            checked = checked_message(message.data)
            if checked is None:
                self.refused += 1
                await sock.close(code=1008, message=b"malformed message")
                return
            self.messages.put((seat, checked))
            self.wake()
        if sock.close_code is not None and sock.close_code >= 1002:
            self.refused += 1  # too large (1009) or broken

    def _new_frame(self, seat: int, frame: bytes) -> None:
        self._frames[seat] = frame
        self._fresh.setdefault(seat, asyncio.Event()).set()

    async def _send_frames(self, seat: int, sock: web.WebSocketResponse) -> None:
        """Send the seat's latest frame whenever there is a new one (frames made while one
        is on its way are skipped: only the latest matters)."""
        fresh = self._fresh.setdefault(seat, asyncio.Event())
        if seat in self._frames:
            fresh.set()
        while not sock.closed:
            await fresh.wait()
            fresh.clear()
            await sock.send_bytes(self._frames[seat])
