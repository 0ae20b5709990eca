"""What an undo (or redo) step changed, in words, and where it is to be seen: the board
whose cells, size, name or settings it changed, and the tab of the right column that shows a
changed level value or mission.

    seen = what_changed(editing, before, after)
    seen.words   # 'C3 of grid "A"', 'the level's Players', 'mission "Sleepy Owl"'
    seen.board   # 0, or None when no board changed
    seen.tab     # "level", "records", "board" or "" (the canvas shows it)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.coords import cell_name
from game.core.words import plural

if TYPE_CHECKING:
    from game.editor.model import Board, LevelEditing, RecordList, Snapshot, TextField


@dataclass(frozen=True)
class Seen:
    words: str
    board: int | None = None
    tab: str = ""


def _cells_changed(before: Board, after: Board) -> list[tuple[int, int]]:
    return [
        (column, row)
        for row, tokens in enumerate(after.rows)
        for column, token in enumerate(tokens)
        if row >= len(before.rows)
        or column >= len(before.rows[row])
        or before.rows[row][column] != token
    ]


def _values(old: object, new: object, undone: bool) -> str:
    """What a setting went to: "back to" its old value (an undo), else its new one."""
    return f"back to {old}" if undone else f"to {new}"


def _board_change(
    editing: LevelEditing, index: int, before: Board, after: Board, undone: bool
) -> list[Seen]:
    word = f'{editing.board_word} "{after.name}"'
    seen = []
    if (before.width, before.height) != (after.width, after.height):
        seen.append(Seen(f"the size of {word}", index))
    elif before.rows != after.rows:
        cells = _cells_changed(before, after)
        what = cell_name(cells[0]) if len(cells) == 1 else plural(len(cells), "cell")
        seen.append(Seen(f"{what} of {word}", index))
    if before.name != after.name:
        old, new = (after.name, before.name) if undone else (before.name, after.name)
        to = "back to" if undone else "to"
        seen.append(Seen(f'{editing.board_word} "{old}"\'s name {to} "{new}"', index, "level"))
    if before.settings != after.settings:
        labels = {setting.key: setting.label for setting in editing.settings}
        keys = sorted(set(before.settings) | set(after.settings))
        changed = [k for k in keys if before.settings.get(k) != after.settings.get(k)]
        names = ", ".join(
            f"{labels.get(key, key)}, "
            + _values(
                before.settings.get(key, "not set"), after.settings.get(key, "not set"), undone
            )
            + ","
            for key in changed
        )
        seen.append(Seen(f"{names} of {word}", index, "board"))
    return seen


def _level_values(
    editing: LevelEditing, before: Snapshot, after: Snapshot
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The level's values before and after, each written with the same boards (after's) and
    with before's references to a renamed board renamed: the boards' own tables (Social
    Snake's `grids`) and a rename's echoes (its phases) then differ only where the designer
    changed a level value."""
    data = dict(before.data)
    if editing.rename is not None and len(before.boards) == len(after.boards):
        for one, other in zip(before.boards, after.boards, strict=True):
            if one.name != other.name:
                data = editing.rename(data, one.name, other.name)
    return editing.write_boards(data, after.boards), editing.write_boards(after.data, after.boards)


def _value_change(
    editing: LevelEditing, before: dict[str, Any], after: dict[str, Any], undone: bool
) -> list[Seen]:
    """The level values changed; values the designer has no field for (Tactrics' par and
    par_proven beside its Mode) only when nothing the designer named changed with them."""
    fields = {field.key: field for field in editing.fields}
    labels = {key: field.label for key, field in fields.items()}
    labels.update({setting.key: setting.label for setting in editing.level_settings})
    records = editing.records
    seen: list[Seen] = []
    echoes: list[Seen] = []
    for key in sorted(set(before) | set(after)):
        if before.get(key) == after.get(key) or key == editing.rows_key:
            continue
        if records is not None and key == records.key:
            seen.append(
                Seen(_records_change(records, before.get(key), after.get(key)), tab="records")
            )
            continue
        named = seen if key in labels else echoes
        label = labels.get(key, key)
        if key not in fields and any(isinstance(d.get(key), (dict, list)) for d in (before, after)):
            named.append(Seen(f"the level's {label}", tab="level"))  # no words for its value
            continue
        old, new = (_shown_value(fields.get(key), data, key) for data in (before, after))
        named.append(Seen(f"the level's {label}, {_values(old, new, undone)}", tab="level"))
    return seen or echoes


def _shown_value(field: TextField | None, data: dict[str, Any], key: str) -> str:
    """`key`'s value in `data` as its field shows it (as the file has it where the field
    cannot show it alone); "empty" where it had none."""
    if field is not None:
        try:
            shown = field.show(data)
        except (KeyError, TypeError, ValueError, IndexError):
            shown = None
        if shown is not None:
            return "empty" if not shown else f'"{shown}"' if key in TEXT_KEYS else shown
    if key not in data or data[key] in ("", None):
        return "empty"
    value = data[key]
    return f'"{value}"' if isinstance(value, str) and key in TEXT_KEYS else str(value)


TEXT_KEYS = ("name", "description")  # values read as words: quoted


def _records_change(records: RecordList, before: Any, after: Any) -> str:
    old = before if isinstance(before, list) else []
    new = after if isinstance(after, list) else []
    word = records.word
    if len(old) != len(new):
        return f"{word} added" if len(new) > len(old) else f"{word} removed"
    for one, other in zip(old, new, strict=True):
        if one == other or not isinstance(one, dict) or not isinstance(other, dict):
            continue
        name = other.get("name") or one.get("name")
        named = f'{word} "{name}"' if name else word
        labels = {field.key: field.label for field in records.fields(other)}
        keys = [k for k in sorted(set(one) | set(other)) if one.get(k) != other.get(k)]
        if not keys:
            return named
        if "kind" in keys:  # another kind brings other fields: the kind says it
            return f"the Kind of {named}"
        return f"the {', '.join(labels.get(k, k) for k in keys)} of {named}"
    return word


def what_changed(
    editing: LevelEditing, before: Snapshot, after: Snapshot, undone: bool = False
) -> Seen:
    """The change from `before` to `after` as the designer sees it (the first thing named
    decides the board and tab to show); a setting says the value it went to (`undone`: the
    step was undone, back to its value in `before`)."""
    seen: list[Seen] = []
    if len(before.boards) != len(after.boards):
        more = len(after.boards) > len(before.boards)
        seen.append(Seen(f"a {editing.board_word} {'added' if more else 'removed'}"))
    else:
        for index, (one, other) in enumerate(zip(before.boards, after.boards, strict=True)):
            seen.extend(_board_change(editing, index, one, other, undone))
    seen.extend(_value_change(editing, *_level_values(editing, before, after), undone))
    if not seen:
        return Seen("a change")
    first = seen[0]
    words = ", ".join(dict.fromkeys(part.words for part in seen))
    return Seen(words, first.board, first.tab)
