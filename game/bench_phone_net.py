"""What the phone server's connection cap (`MOST_OPEN`) and timeout (`REQUEST_TIMEOUT`) rest
on (issue 33), measured over the loopback address only:

1. A phone on a slow network: headless Chromium at 390×844 opens a seat's link with its
   network throttled as Chromium's own emulation does it (latency, down and up speed); the
   bench prints the time to the first frame on the page and the server's own wait from the
   socket's connection opening to the socket open (what `REQUEST_TIMEOUT` must exceed).
2. What the machine takes: N connections held open, half-sent (a request line and nothing
   more, from another process), while a seat taps: the seat's tap-to-frame median and p99,
   the game process's memory for them, and how long opening them took.

    python -m game.bench_phone_net [--quick]

Needs Debian's `chromium` and Playwright for part 1 (skipped with a note without them).
"""

from __future__ import annotations

import asyncio
import base64
import functools
import multiprocessing
import os
import shutil
import socket
import statistics
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

import game.bench_phone as bench  # sets the environment (dummy video, loopback) first
from game.app import App
from game.table import phone_server
from game.ui.settings import Settings

# name: (round trip ms, down kbit/s, up kbit/s); Chromium's DevTools presets and worse
NETWORKS = {
    "loopback": (0, 0, 0),
    "Fast 3G (DevTools)": (562, 1440, 675),
    "Slow 3G (DevTools)": (2000, 400, 400),
    "2G / GPRS, poor": (3000, 50, 20),
    "very poor: 5 s round trip, 20 kbit/s": (5000, 20, 20),
}
CROWDS = (0, 256, 1000, 4000)


def rss_kib() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


async def open_on_slow_network(url: str, network: tuple[int, int, int]) -> float:
    from playwright.async_api import async_playwright

    latency, down, up = network
    async with async_playwright() as driver:
        chromium = await driver.chromium.launch(
            executable_path=shutil.which("chromium") or shutil.which("chromium-browser"),
            args=["--no-sandbox", "--disable-gpu"],
        )
        page = await chromium.new_page(viewport={"width": 390, "height": 844}, has_touch=True)
        if latency or down:
            cdp = await page.context.new_cdp_session(page)
            await cdp.send("Network.enable")
            await cdp.send(
                "Network.emulateNetworkConditions",
                {
                    "offline": False,
                    "latency": latency,
                    "downloadThroughput": down * 1000 / 8,
                    "uploadThroughput": up * 1000 / 8,
                },
            )
        start = time.perf_counter()
        await page.goto(url, timeout=120_000)
        await page.wait_for_function("() => frameSize !== null", timeout=120_000)
        took = time.perf_counter() - start
        await chromium.close()
        return took


def open_page(url: str, network: tuple[int, int, int], into: list[float]) -> None:
    into.append(asyncio.run(open_on_slow_network(url, network)))


def slow_phones(networks: dict[str, tuple[int, int, int]]) -> None:
    if shutil.which("chromium") is None and shutil.which("chromium-browser") is None:
        print("part 1 skipped: no chromium (apt-get install -y chromium)")
        return
    for name, network in networks.items():
        result: list[float] = []
        waits = served(functools.partial(open_page, network=network, into=result))
        shown = f"{result[0]:.2f} s" if result else "never"
        wait = f"{max(waits):.2f} s" if waits else "-"
        print(
            f"{name:38s} first frame on the page {shown:>7s}; server's wait for the socket {wait}"
        )


def served(visit: Callable[[str], object]) -> list[float]:
    """`visit(url)` in a thread while the window's loop runs a match with one phone seat;
    the server's waits from a socket's connection opening to the socket open."""
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = bench.match(app, 1)
    assert flow.phones is not None
    done = threading.Event()

    def run() -> None:
        try:
            assert flow.phones is not None
            visit(flow.phones.url(0))
        finally:
            done.set()

    thread = threading.Thread(target=run)
    thread.start()
    bench.run_loop(app, done)
    thread.join()
    waits = list(flow.phones.server.socket_waits)
    app.quit()
    return waits


def upgrade_request(url: str) -> bytes:
    """The websocket request a phone's Chromium sends for `url` (its headers as it sends
    them; the key is random)."""
    address, path = url.removeprefix("http://").split("/", 1)
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [
        f"GET /{path}/ws HTTP/1.1", f"Host: {address}", "Connection: Upgrade",
        "Pragma: no-cache", "Cache-Control: no-cache",
        "User-Agent: Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) "
        "Chrome/131.0.0.0 Mobile Safari/537.36",
        "Upgrade: websocket", f"Origin: http://{address}", "Sec-WebSocket-Version: 13",
        "Accept-Encoding: gzip, deflate, br, zstd", "Accept-Language: en-GB,en;q=0.9",
        f"Sec-WebSocket-Key: {key}",
        "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits",
    ]  # fmt: skip
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def trickle(url: str, bits_a_second: int) -> None:
    """A phone whose uplink sends `bits_a_second`: the upgrade request byte by byte at
    that pace, then the answer read."""
    request = upgrade_request(url)
    address = url.removeprefix("http://").split("/", 1)[0]
    host, port = address.split(":")
    with socket.create_connection((host, int(port))) as sock:
        for start in range(0, len(request), 16):
            sock.sendall(request[start : start + 16])
            time.sleep(16 * 8 / bits_a_second)
        sock.settimeout(120)
        answer = sock.recv(1024)
        assert answer.startswith(b"HTTP/1.1 101"), answer[:40]


def slow_uplinks() -> None:
    size = len(upgrade_request("http://127.0.0.1:8765/s/" + "x" * 32))
    print(f"the websocket request a phone sends: {size} bytes")
    for bits in (20_000, 2_000, 1_000):
        waits = served(functools.partial(trickle, bits_a_second=bits))
        wait = f"{max(waits):.2f} s" if waits else "-"
        print(f"uplink {bits / 1000:5.1f} kbit/s: the server's wait for the socket {wait}")


def crowd(port: int, count: int, ready: Any, stop: Any) -> None:
    """Another process: `count` connections, each a request line and nothing more."""
    held = []
    start = time.perf_counter()
    for _ in range(count):
        sock = socket.create_connection(("127.0.0.1", port))
        sock.sendall(b"GET /s/nothing HTTP/1.1\r\n")
        held.append(sock)
    ready.put(time.perf_counter() - start)
    stop.wait(600)
    for sock in held:
        sock.close()


def crowded_taps(count: int, taps: int) -> None:
    app = App(headless=True, settings=Settings(), size=(1366, 768))
    flow = bench.match(app, 1)
    assert flow.phones is not None
    spawn = multiprocessing.get_context("spawn")
    ready, stop = spawn.Queue(), spawn.Event()
    before = rss_kib()
    crowd_process = spawn.Process(target=crowd, args=(flow.phones.server.port, count, ready, stop))
    crowd_process.start()
    done = threading.Event()
    opened: list[float] = []

    def wait_crowd() -> None:
        try:
            opened.append(ready.get(timeout=300))
        finally:
            done.set()

    waiter = threading.Thread(target=wait_crowd)
    waiter.start()
    bench.run_loop(app, done)  # the server's thread accepts them meanwhile
    waiter.join()
    time.sleep(0.5)
    held = len(flow.phones.server._connections)
    memory = (rss_kib() - before) / 1024
    result = bench.phone_taps(app, flow, taps)
    stop.set()
    crowd_process.join()
    app.quit()
    if not result:
        print(f"{count:5d} held: the seat got no frames")
        return
    median = statistics.median(result) * 1000
    p99 = bench.percentile(result, 0.99) * 1000
    print(f"{count:5d} half-sent connections ({held} held by the server, opened in "
          f"{opened[0]:.2f} s, +{memory:.1f} MiB): seat's tap -> frame median {median:.1f} ms, "
          f"p99 {p99:.1f} ms")  # fmt: skip


def main(quick: bool = False) -> int:
    print("load average: " + " ".join(f"{value:.2f}" for value in os.getloadavg()))
    phone_server.REQUEST_TIMEOUT = 60.0  # the server's own wait is measured, not cut short
    slow_phones(dict(list(NETWORKS.items())[:3]) if quick else NETWORKS)
    slow_uplinks()
    phone_server.MOST_OPEN = max(CROWDS) + 64  # what the machine takes beyond today's cap
    for count in CROWDS[:2] if quick else CROWDS:
        crowded_taps(count, 30 if quick else 100)
    print("load average: " + " ".join(f"{value:.2f}" for value in os.getloadavg()))
    return 0


if __name__ == "__main__":
    sys.exit(main("--quick" in sys.argv))
