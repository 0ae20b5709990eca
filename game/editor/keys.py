"""The editor's keys (when no text entry is being typed in): Ctrl+letter commands, the
tools' keys, the generator's Ctrl+arrows, the cursor's arrows (Alt: resize), Space / Enter
the tool at the cursor, Tab the first text entry, PgUp / PgDn the board. Each command is a
button's key pressed through `EditorScene.press`. The paints' own keys are the palette's."""

from __future__ import annotations

import pygame

from game.editor.layout import Part
from game.editor.paint import TOOL_KEYS

ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
GENERATOR_KEYS = {
    pygame.K_UP: "rich:+1",
    pygame.K_DOWN: "rich:-1",
    pygame.K_RIGHT: "seed:+1",
    pygame.K_LEFT: "seed:-1",
}


class KeyCommands(Part):
    """See the module docstring."""

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.mod & pygame.KMOD_CTRL:
            command = self._ctrl_command(event.key, bool(event.mod & pygame.KMOD_SHIFT))
            if command is not None:
                self.scene.press(command)
            return command is not None
        return self._plain_key(event.key, bool(event.mod & pygame.KMOD_ALT))

    def _ctrl_command(self, key: int, shift: bool) -> str | None:
        commands = {
            pygame.K_z: "redo" if shift else "undo",
            pygame.K_y: "redo",
            pygame.K_s: "save_as" if shift else "save",
            pygame.K_o: "open",
            pygame.K_n: "new",
            pygame.K_p: "play",
            pygame.K_m: "symmetry",
            pygame.K_g: "generate",
            pygame.K_l: self._level_tab_toggle(),
        }
        if key in commands:
            return commands[key]
        if key in TOOL_KEYS:
            return f"tool:{TOOL_KEYS[key]}"
        if key in GENERATOR_KEYS and self.scene.editing.apples is not None:
            return GENERATOR_KEYS[key]
        return None

    def _level_tab_toggle(self) -> str:
        """Ctrl+L: the level's details, and back to where the painting is done (the Paint
        tab in a narrow window, else the Board tab)."""
        side = self.scene.side
        if side.tab != "level":
            return "tab:level"
        return "tab:paint" if side.paint_tab else "tab:board"

    def _plain_key(self, key: int, alt: bool) -> bool:
        scene = self.scene
        if key in ARROWS:
            dx, dy = ARROWS[key]
            if alt:
                scene.press(f"w:{dx:+d}" if dx else f"h:{dy:+d}")
            else:
                scene.move_cursor(dx, dy)
            return True
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            scene.paint.apply_at(scene.cursor)
            return True
        if key == pygame.K_TAB:
            scene.side.focus_next_entry(None)
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            scene.press(f"board:{-1 if key == pygame.K_PAGEUP else 1:+d}")
            return True
        return False
