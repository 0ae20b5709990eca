"""Phone seats' speed over the loopback address (issue 33): a tap on the phone to the updated
frame back on the phone, at a 390×844 page, and the shared screen's frame time with 0 and 12
phone seats connected.

    python -m game.bench_phone [--quick]

The window's loop runs as the real one does (asleep until an event: a page's message wakes
it); the phones are aiohttp clients in a thread of their own.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import statistics
import sys
import tempfile
import threading
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SERPENTARIUM_HOME", tempfile.mkdtemp(prefix="bench-phone-"))
os.environ["SERPENTARIUM_PHONE_BIND"] = "127.0.0.1"
os.environ["SERPENTARIUM_PHONE_PORT"] = "0"

import aiohttp  # noqa: E402
import pygame  # noqa: E402

from game.app import App, wait_events  # noqa: E402
from game.social_snake.scene import DEFAULT_LEVEL, MatchFlowScene, shipped_levels  # noqa: E402
from game.social_snake.session import MatchSession  # noqa: E402
from game.table.phone_server import RATE  # noqa: E402
from game.table.seats import DEFAULT_NAMES, PLAYER_COLOUR_NAMES, Seat  # noqa: E402
from game.ui.settings import Settings  # noqa: E402

VIEW = (390, 844)
TAP_SPACING = 1.5 / RATE  # s from one tap to the next at the least
CPU_PER_TAP: list[float] = []  # the game's CPU seconds a tap (the phone is another process)


def match(app: App, phones: int) -> MatchFlowScene:
    level = next(choice for choice in shipped_levels() if choice.path.name == DEFAULT_LEVEL)
    seats = [Seat(DEFAULT_NAMES[i], PLAYER_COLOUR_NAMES[i]) for i in range(phones)]
    seats.append(Seat(DEFAULT_NAMES[phones], PLAYER_COLOUR_NAMES[phones], "normal"))
    seats += [
        Seat(DEFAULT_NAMES[i], PLAYER_COLOUR_NAMES[i], "normal") for i in range(len(seats), 3)
    ]
    session = MatchSession.start(level.level, level.path, seats, 1, 0)
    flow = MatchFlowScene(app, session)
    flow.use_phones(range(phones))
    app.push(flow)
    app.step()
    return flow


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def tap_rounds(url: str, cells: list[tuple[int, int]], taps: int) -> list[float]:
    """Taps alternating between cells; each timed from sending to the next frame."""
    async with aiohttp.ClientSession() as client:
        origin = url.split("/s/")[0]
        sock = await client.ws_connect(url + "/ws", headers={"Origin": origin})
        await sock.send_json({"type": "view", "w": VIEW[0], "h": VIEW[1]})
        while True:  # the first frame at the page's size
            message = await sock.receive(timeout=10)
            if message.type == aiohttp.WSMsgType.BINARY:
                break
        while True:  # frames still on their way (the layout settling) are passed over
            try:
                await sock.receive(timeout=0.3)
            except TimeoutError:
                break
        times = []
        for number in range(taps):
            x, y = cells[number % len(cells)]
            sent = time.perf_counter()
            await sock.send_json({"type": "tap", "x": x, "y": y})
            message = await sock.receive(timeout=10)
            times.append(time.perf_counter() - sent)
            assert message.type == aiohttp.WSMsgType.BINARY
            # no faster than the server takes a page's messages (more are dropped, as from a
            # page gone wrong: a tap dropped would never get its frame)
            await asyncio.sleep(max(0.0, TAP_SPACING - (time.perf_counter() - sent)))
        await sock.close()
        return times


def phone(url: str, cells: list[tuple[int, int]], taps: int, answers: Any) -> None:
    """The phone's process: its taps, and their times back to the bench ([] on failure)."""
    times: list[float] = []
    try:
        times = asyncio.run(tap_rounds(url, cells, taps))
    finally:
        answers.put(times)


PASS_CPU: list[float] = []  # the window thread's CPU seconds for each pass that sent frames


def run_loop(app: App, until: threading.Event) -> None:
    """The window's loop as `App.run` runs it: asleep until an event comes, drawing the
    window only when that event may change it. Each pass that sent a phone a frame has its
    CPU time (this thread's only) in `PASS_CPU`: the game's own work for a tap, which the
    machine's load does not stretch."""
    clock = time.perf_counter()
    while not until.is_set():
        events = wait_events(250)
        now = time.perf_counter()
        phones = getattr(app.top, "phones", None)
        sent = phones.frames_sent if phones is not None else 0
        cpu = time.thread_time()
        app._pass(events, now - clock)
        if phones is not None and phones.frames_sent != sent:
            PASS_CPU.append(time.thread_time() - cpu)
        clock = now


def tap_latency(taps: int) -> list[float]:
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = match(app, 1)
    cpu = time.process_time()
    result = phone_taps(app, flow, taps)
    CPU_PER_TAP.append((time.process_time() - cpu) / max(1, len(result)))
    app.quit()
    if not result:
        raise SystemExit("the phone got no frame back for its taps (see the error above)")
    return result


def phone_taps(app: App, flow: MatchFlowScene, taps: int) -> list[float]:
    """Seat 0's phone (at `VIEW`) taps one cell `taps` times while the window's loop runs:
    each tap's time to its frame ([] when the phone got none)."""
    assert flow.phones is not None
    host = flow.phones.hosts[0]
    host.resize(VIEW)
    app.step()
    scene: Any = host.top
    view = scene.views[scene.active]
    cells = [view.cell_rect((1, 1)).center]  # each tap picks it or takes it back
    result: list[float] = []
    done = threading.Event()
    # the phone is a process of its own, as a real phone is a device of its own: a client
    # in the game's process would share its interpreter lock and stall the game with it
    spawn = multiprocessing.get_context("spawn")
    answers: Any = spawn.Queue()
    phone_process = spawn.Process(target=phone, args=(flow.phones.url(0), cells, taps, answers))

    def phone_done() -> None:
        try:
            result.extend(answers.get(timeout=60 + taps))
        finally:
            done.set()

    thread = threading.Thread(target=phone_done)
    phone_process.start()
    thread.start()
    run_loop(app, done)
    thread.join()
    phone_process.join()
    return result


def frame_times(phones: int, frames: int) -> list[float]:
    """The shared screen's draw time with `phones` pages connected (idle)."""
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = match(app, phones)
    connected = threading.Event()
    stop = threading.Event()

    async def pages() -> None:
        assert flow.phones is not None
        async with aiohttp.ClientSession() as client:
            socks = []
            for seat in range(phones):
                url = flow.phones.url(seat)
                socks.append(
                    await client.ws_connect(url + "/ws", headers={"Origin": url.split("/s/")[0]})
                )
            connected.set()
            while not stop.is_set():
                await asyncio.sleep(0.05)
            for sock in socks:
                await sock.close()

    thread = threading.Thread(target=lambda: asyncio.run(pages()) if phones else None)
    thread.start()
    for _ in range(200):
        app.step()
        if connected.is_set() or not phones:
            break
        time.sleep(0.01)
    for _ in range(20):
        app.step()
    times = []
    for _ in range(frames):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0)))
        start = time.perf_counter()
        app.step()
        times.append(time.perf_counter() - start)
    stop.set()
    thread.join()
    app.quit()
    return times


def main(quick: bool = False) -> int:
    taps = 30 if quick else 200
    times = tap_latency(taps)
    median, p99 = statistics.median(times) * 1000, percentile(times, 0.99) * 1000
    print(f"tap -> updated frame at {VIEW[0]}x{VIEW[1]} over loopback ({taps} taps): "
          f"median {median:.1f} ms, p99 {p99:.1f} ms (target <= 100 ms)")  # fmt: skip
    cpu = CPU_PER_TAP[-1] * 1000
    print(f"the game's CPU time a tap (the phone is another process): {cpu:.1f} ms")
    work = [value * 1000 for value in PASS_CPU]
    median, p99 = statistics.median(work), percentile(work, 0.99)
    print(f"the window thread's CPU time for a tap's pass (drawn, encoded, handed on): "
          f"median {median:.1f} ms, p99 {p99:.1f} ms")  # fmt: skip
    print("load average: " + " ".join(f"{value:.2f}" for value in os.getloadavg()))
    frames = 60 if quick else 300
    for phones in (0, 12):
        shared = frame_times(phones, frames)
        median, p99 = statistics.median(shared) * 1000, percentile(shared, 0.99) * 1000
        print(
            f"shared screen frame with {phones:2d} phone seats connected: "
            f"median {median:.2f} ms, p99 {p99:.2f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main("--quick" in sys.argv))
