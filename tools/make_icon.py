"""Draw the game's icon into assets/icon.png (the window icon, the app build's and the
Linux .desktop entry's).

    python tools/make_icon.py        # rewrites assets/icon.png; the picture is the same every run

A green snake of round segments curling towards a red apple on the menu's dark blue, drawn
with pygame so that the project ships no picture of unknown licence.
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

SIZE = 256
ICON = Path(__file__).resolve().parent.parent / "assets" / "icon.png"
BACKGROUND = (42, 48, 64)
BORDER = (255, 200, 60)
SNAKE = (92, 196, 110)
SNAKE_DARK = (52, 140, 72)
APPLE = (226, 72, 64)
LEAF = (120, 200, 90)
EYE = (18, 20, 26)


def snake_centres(count: int = 14) -> list[tuple[float, float]]:
    """Segment centres along a spiral, tail outside, head near the middle."""
    centres = []
    for index in range(count):
        angle = 3.6 + index * 0.42
        radius = 92 - index * 4.2
        centres.append((SIZE / 2 + radius * math.cos(angle), SIZE / 2 + radius * math.sin(angle)))
    return centres


def draw_icon() -> pygame.Surface:
    surface = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.rect(surface, BACKGROUND, surface.get_rect(), border_radius=44)
    pygame.draw.rect(surface, BORDER, surface.get_rect(), width=8, border_radius=44)
    centres = snake_centres()
    for index, (x, y) in enumerate(centres):
        radius = 13 + index * 0.9
        pygame.draw.circle(surface, SNAKE_DARK, (x, y), radius + 3)
        pygame.draw.circle(surface, SNAKE, (x, y), radius)
    head_x, head_y = centres[-1]
    pygame.draw.circle(surface, EYE, (head_x + 6, head_y - 7), 4)
    pygame.draw.circle(surface, EYE, (head_x - 7, head_y - 5), 4)
    apple = (SIZE / 2 + 6, SIZE / 2 + 4)
    pygame.draw.circle(surface, APPLE, apple, 17)
    pygame.draw.ellipse(surface, LEAF, pygame.Rect(apple[0], apple[1] - 28, 16, 10))
    return surface


def main(path: Path = ICON) -> int:
    pygame.image.save(draw_icon(), str(path))
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ICON))
