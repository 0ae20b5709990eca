"""The tool tips of the editor's buttons and paints: what each does and its key.

button_tip("tool:fill", "grid")   # "Fill: paints the joined area of one kind … (Ctrl+F)"
paint_tip(entry, ["3", "."])      # "3 apples — key 3 — writes 3 in the file"
"""

from __future__ import annotations

from game.editor.model import PaletteEntry

TIPS = {
    "new": "Start a new level of any game (Ctrl+N)",
    "open": "Open a level file of any game (Ctrl+O)",
    "save": "Save the level; a shipped level is saved as your copy (Ctrl+S)",
    "save_as": "Save the level under another name (Ctrl+Shift+S)",
    "undo": "Undo the last change (Ctrl+Z)",
    "redo": "Redo what was undone (Ctrl+Y or Ctrl+Shift+Z)",
    "play": "Play a match on the {board} being edited (Ctrl+P)",
    "back": "Leave the editor (Esc)",
    "tool:brush": "Brush: paints each cell you click or drag over (Ctrl+B)",
    "tool:fill": "Fill: paints the joined area of cells like the one clicked (Ctrl+F)",
    "tool:rectangle": "Rectangle: drag from corner to corner, or Space at two corners (Ctrl+R)",
    "tool:eyedropper": "Eyedropper: picks the paint of the cell clicked (Ctrl+E, right button)",
    "tool:select": (
        "Select: drag out an area, drag it to move it; Ctrl+C copy, Ctrl+X cut, Ctrl+V paste, "
        "Delete clear, arrows nudge, Shift+arrows grow, Ctrl+A all (Ctrl+T)"
    ),
    "symmetry": "The symmetry every tool and the apple generator follow (Ctrl+M)",
    "tab:board": "The {board} being edited: size, settings, apples (Ctrl+L)",
    "tab:level": "The level's own values: name, players, … (Ctrl+L)",
    "board:-1": "The previous {board} (PgUp)",
    "board:+1": "The next {board} (PgDn)",
    "add_board": "Add a {board} to the level",
    "remove_board": "Remove the {board} being edited (Ctrl+Z brings it back)",
    "w:-1": "One column fewer (Alt+Left)",
    "w:+1": "One column more (Alt+Right)",
    "h:-1": "One row fewer (Alt+Up)",
    "h:+1": "One row more (Alt+Down)",
    "generate": "Fill the {board} with a seeded landscape of apples, following the symmetry "
    "(Ctrl+G)",
    "solve": "Let the solver find the puzzle's par",
    "cancel_solve": "Stop the solver",
    "zoom:-1": "Zoom out (Ctrl+minus, mouse wheel); Ctrl+0 shows the whole {board}",
    "zoom:+1": "Zoom in at the mouse (Ctrl+plus, mouse wheel); drag with the middle button "
    "or Space held to move the view",
    "overview": "Every {board} of the level side by side; a click picks one, the next edits it "
    "(Ctrl+W)",
}


def button_tip(key: str, board_word: str = "board") -> str | None:
    """The tip of the button `key`, None for a button without one."""
    name = key.rpartition(":")[0] if key.startswith(("set:", "lvl:")) else key
    if name.startswith("set:"):
        return f"Cycle this {board_word}'s setting (each {board_word} has its own)"
    if name.startswith("lvl:"):
        return "Cycle this setting of the whole level"
    tip = TIPS.get(key)
    return tip.format(board=board_word) if tip is not None else None


def paint_tip(entry: PaletteEntry, board_tokens: list[str]) -> str:
    """What a paint is called in full, its key, and what it writes in the file (a paint that
    changes each cell by what it holds, like "+1 apple", shows an example)."""
    parts = [entry.label]
    if entry.key:
        parts.append(f"key {entry.key}")
    sample = entry.apply(".")
    results = {token: entry.apply(token) for token in board_tokens}
    if entry.pair:
        parts.append(f"paints the two ends of a numbered pair ({sample}, {sample}, then the next)")
    elif all(result == sample for result in results.values()):
        parts.append(f'writes "{sample}" in the file')
    else:
        before, after = next((t, r) for t, r in results.items() if r != sample)
        parts.append(f"changes each cell by what it holds ({before} becomes {after})")
    return " — ".join(parts)
