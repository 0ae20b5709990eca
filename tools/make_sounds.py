"""Synthesise the game's sound effects into assets/sounds/*.wav (stdlib only).

    python tools/make_sounds.py        # rewrites every WAV; the output is the same every run

Every effect is made here from sine tones with short fades, so the project ships no sound of
unknown licence. They are short (under half a second) and quiet (peak at a third of full
scale); the volume setting scales them further.
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
PEAK = 0.33
SOUNDS = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Tone = tuple[float, float, float]  # (start frequency Hz, end frequency Hz, seconds)


def tone(start: float, end: float, seconds: float, decay: float = 6.0) -> list[float]:
    """A sine gliding from `start` to `end` Hz, with a 5 ms fade-in and an exponential decay."""
    count = int(RATE * seconds)
    samples, phase = [], 0.0
    for index in range(count):
        progress = index / count
        phase += 2 * math.pi * (start + (end - start) * progress) / RATE
        attack = min(1.0, index / (RATE * 0.005))
        release = min(1.0, (count - index) / (RATE * 0.01))
        samples.append(math.sin(phase) * attack * release * math.exp(-decay * progress))
    return samples


def noise_burst(seconds: float, seed: int = 7) -> list[float]:
    """A soft thud: low-passed pseudo-random noise with a fast decay (deterministic)."""
    count = int(RATE * seconds)
    state, level, samples = seed, 0.0, []
    for index in range(count):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        level += (state / 0x7FFFFFFF * 2 - 1 - level) * 0.15
        samples.append(level * 2.5 * math.exp(-9 * index / count))
    return samples


def sequence(*parts: list[float]) -> list[float]:
    return [sample for part in parts for sample in part]


def mix(*parts: list[float]) -> list[float]:
    length = max(len(part) for part in parts)
    return [sum(part[i] for part in parts if i < len(part)) / len(parts) for i in range(length)]


EFFECTS = {
    "move": lambda: tone(660, 620, 0.06, 8),
    "collect": lambda: sequence(tone(880, 880, 0.06, 3), tone(1320, 1320, 0.1, 5)),
    "collision": lambda: mix(noise_burst(0.22), tone(180, 90, 0.22, 5)),
    "tower": lambda: mix(tone(300, 420, 0.16, 4), tone(450, 630, 0.16, 4)),
    "curtain": lambda: tone(520, 260, 0.28, 3),
    "solved": lambda: sequence(
        tone(523, 523, 0.1, 2), tone(659, 659, 0.1, 2), tone(784, 784, 0.22, 4)
    ),
}


def write_wav(path: Path, samples: list[float]) -> None:
    """16-bit mono PCM, peak-normalised to PEAK."""
    loudest = max(abs(sample) for sample in samples) or 1.0
    frames = b"".join(struct.pack("<h", int(sample / loudest * PEAK * 32767)) for sample in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main(folder: Path = SOUNDS) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        write_wav(folder / f"{name}.wav", make())
        print(f"{folder / name}.wav")
    return 0


if __name__ == "__main__":
    sys.exit(main())
