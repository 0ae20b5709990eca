"""The game's sound effects: short, quiet WAVs made by tools/make_sounds.py.

    from game.ui import sound
    sound.play(app.settings, "move")      # one of EFFECTS; silent when muted or without audio

The mixer is opened on the first sound. Without an audio device (or with a broken WAV) the
game runs silently: `play` never raises. Settings.sound is the mute switch and
Settings.volume (0–100) scales every effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.paths import ASSETS

if TYPE_CHECKING:
    from game.ui.settings import Settings

SOUNDS = ASSETS / "sounds"
EFFECTS = ("move", "collect", "collision", "tower", "curtain", "solved")


class _Mixer:
    """The opened mixer and the loaded effects; `broken` once opening has failed."""

    def __init__(self) -> None:
        self.effects: dict[str, pygame.mixer.Sound] = {}
        self.opened = False
        self.broken = False
        self.played: list[str] = []  # the names played, newest last (kept short, for tests)

    def open(self) -> bool:
        if self.opened or self.broken:
            return self.opened
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            for name in EFFECTS:
                self.effects[name] = pygame.mixer.Sound(str(SOUNDS / f"{name}.wav"))
        except (pygame.error, OSError, FileNotFoundError):
            self.broken = True
            self.effects.clear()
            return False
        self.opened = True
        return True

    def play(self, name: str, volume: float) -> None:
        if name not in EFFECTS:
            raise ValueError(f"unknown sound effect {name!r}")
        self.played = [*self.played[-19:], name]
        if not self.open():
            return
        effect = self.effects[name]
        try:
            effect.set_volume(volume)
            effect.play()
        except pygame.error:
            self.broken = True


_MIXER = _Mixer()


def play(settings: Settings, name: str) -> None:
    """Play effect `name` at the settings' volume, unless sound is off or the volume is 0."""
    if settings.sound and settings.volume > 0:
        _MIXER.play(name, settings.volume / 100)


def last_played() -> list[str]:
    """The effects asked for most recently, oldest first (what a player would have heard)."""
    return list(_MIXER.played)


def forget_played() -> None:
    _MIXER.played = []
