"""An animation timeline: cues grouped into steps, with play / pause / step / speed.

Pure Python (no pygame), so it is unit-tested on its own. A scene turns the events of a
resolved turn into cues, one step per stage or per turn, and each frame draws every cue at
its progress:

    timeline = Timeline(speed=app.settings.animation_speed)
    timeline.add_step([Cue(move, 0.0, 0.25) for move in moves])
    timeline.add_step([Cue(bite, 0.0, 0.4)])
    timeline.play()
    ...
    timeline.update(dt)                       # in Scene.update
    for cue, progress in timeline.states():   # in Scene.draw: progress 0..1
        draw(cue.payload, progress)

Cue times are seconds at speed ×1, relative to the start of their step; a step lasts until
its last cue ends. Step boundaries (0, the end of step 0, the end of step 1, …) are where
`step_forward` and `step_back` stop, so stepping shows whole steps.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)


@dataclass(frozen=True, eq=False)
class Cue:
    """One animated thing: `payload` (what to draw) from `start` for `duration` seconds."""

    payload: Any
    start: float = 0.0
    duration: float = 0.3

    def __post_init__(self) -> None:
        if self.start < 0 or self.duration < 0:
            raise ValueError("a cue cannot start or last a negative time")


class Timeline:
    """Cues in steps and a play head; `time` is in seconds at speed ×1."""

    def __init__(self, speed: float = 1.0):
        self.speed = speed if speed in SPEEDS else 1.0
        self.time = 0.0
        self.playing = False
        self._steps: list[list[Cue]] = []
        self._boundaries: list[float] = [0.0]
        self._cue_start: dict[Cue, float] = {}

    # building

    def add_step(self, cues: Iterable[Cue]) -> int:
        """Append a step of cues (times relative to the step's start); return its index."""
        step = list(cues)
        begin = self._boundaries[-1]
        for cue in step:
            self._cue_start[cue] = begin + cue.start
        length = max((cue.start + cue.duration for cue in step), default=0.0)
        self._steps.append(step)
        self._boundaries.append(begin + length)
        return len(self._steps) - 1

    # reading

    @property
    def duration(self) -> float:
        return self._boundaries[-1]

    @property
    def step_count(self) -> int:
        return len(self._steps)

    @property
    def finished(self) -> bool:
        return self.time >= self.duration

    @property
    def step_index(self) -> int:
        """The step the play head is in (the last step once finished; -1 if there is none)."""
        if not self._steps:
            return -1
        index = bisect.bisect_right(self._boundaries, self.time) - 1
        return min(index, len(self._steps) - 1)

    def progress(self, cue: Cue) -> float:
        """How far `cue` has run at the play head: 0 before its start, 1 after its end."""
        start = self._cue_start[cue]
        if cue.duration == 0:
            return 1.0 if self.time >= start else 0.0
        return min(1.0, max(0.0, (self.time - start) / cue.duration))

    def states(self, step: int | None = None) -> list[tuple[Cue, float]]:
        """Every cue of `step` (default: the current step) with its progress."""
        index = self.step_index if step is None else step
        if index < 0:
            return []
        return [(cue, self.progress(cue)) for cue in self._steps[index]]

    # controlling

    def play(self) -> None:
        """Run from the play head (from the start again if it had finished)."""
        if self.finished:
            self.time = 0.0
        self.playing = bool(self._steps)

    def pause(self) -> None:
        self.playing = False

    def toggle(self) -> None:
        """Play when paused, pause when playing."""
        if self.playing:
            self.pause()
        else:
            self.play()

    def update(self, dt: float) -> None:
        """Advance by `dt` real seconds at the current speed; stop at the end."""
        if not self.playing:
            return
        self.time = min(self.duration, self.time + dt * self.speed)
        if self.finished:
            self.playing = False

    def seek(self, time: float) -> None:
        self.time = min(max(0.0, time), self.duration)

    def skip_to_end(self) -> None:
        self.pause()
        self.time = self.duration

    def step_forward(self) -> None:
        """Pause and jump to the end of the current step (or of the next, if at a boundary)."""
        self.pause()
        index = bisect.bisect_right(self._boundaries, self.time)
        self.time = self._boundaries[min(index, len(self._boundaries) - 1)]

    def step_back(self) -> None:
        """Pause and jump back to the previous step boundary (the start at worst)."""
        self.pause()
        index = bisect.bisect_left(self._boundaries, self.time) - 1
        self.time = self._boundaries[max(index, 0)]

    def set_speed(self, speed: float) -> None:
        """One of SPEEDS (×0.5, ×1, ×2, ×4)."""
        if speed not in SPEEDS:
            raise ValueError(f"speed must be one of {SPEEDS}")
        self.speed = speed

    def faster(self) -> None:
        self.speed = SPEEDS[min(SPEEDS.index(self.speed) + 1, len(SPEEDS) - 1)]

    def slower(self) -> None:
        self.speed = SPEEDS[max(SPEEDS.index(self.speed) - 1, 0)]
