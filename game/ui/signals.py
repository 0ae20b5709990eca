"""SIGTERM and SIGINT close the window the way the Quit button does: every scene saves.

The handler only posts a pygame QUIT event; the main loop then exits every scene (each
saves what is pending) and returns. A second signal while that is under way ends the
program at once with Python's default behaviour.
"""

from __future__ import annotations

import signal
from collections.abc import Callable
from types import FrameType

import pygame

QUIT_SIGNALS = (signal.SIGTERM, signal.SIGINT)


def install_quit_signals() -> Callable[[], None]:
    """Install the handlers; return a function that puts the previous ones back."""
    previous = {number: signal.getsignal(number) for number in QUIT_SIGNALS}

    def ask_to_quit(number: int, _frame: FrameType | None) -> None:
        signal.signal(
            number, signal.SIG_DFL if number == signal.SIGTERM else previous[signal.Signals(number)]
        )
        if pygame.display.get_init():
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        else:
            raise SystemExit(128 + number)

    for number in QUIT_SIGNALS:
        signal.signal(number, ask_to_quit)

    def restore() -> None:
        for number, handler in previous.items():
            signal.signal(number, handler)

    return restore
