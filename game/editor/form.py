"""The editor's records tab: an array of tables (Bugcatcher's mission deck) edited one table
at a time — which one (< Previous, Next >), Add, Remove, Up, Down, and the chosen table's
values as text entries. The scene builds the widgets from `button_rows` and `fields`; every
change is one undo step of the model (game/editor/records.py)."""

from __future__ import annotations

from game.core.coords import Cell
from game.editor.model import EditorModel, RecordList, TextField
from game.editor.records import added, moved, record_field, removed, tables_of


class RecordPanel:
    """Which table of `records` is shown, and the actions on the array."""

    def __init__(self, records: RecordList):
        self.records = records
        self.index = 0
        self.built: tuple[str, ...] | None = None  # the field keys the widgets were built for

    def count(self, model: EditorModel) -> int:
        return len(tables_of(model.data, self.records))

    def clamp(self, model: EditorModel) -> None:
        self.index = max(0, min(self.index, self.count(model) - 1))

    def button_rows(self) -> list[list[tuple[str, str]]]:
        return [
            [("rec:prev", "< Previous"), ("rec:next", "Next >")],
            [("rec:add", "Add"), ("rec:remove", "Remove")],
            [("rec:up", "Move up"), ("rec:down", "Move down")],
        ]

    def fields(self, model: EditorModel) -> list[TextField]:
        """The chosen table's values, as fields of the whole level (none when it is empty)."""
        tables = tables_of(model.data, self.records)
        if not 0 <= self.index < len(tables):
            return []
        return [
            record_field(self.records, self.index, field)
            for field in self.records.fields(tables[self.index])
        ]

    def lines(self, fields: list[TextField]) -> list[list[TextField]]:
        """The fields one to a line, two when both are short (the record list says which)."""
        lines: list[list[TextField]] = []
        for field in fields:
            last = lines[-1] if lines else []
            if (
                field.key in self.records.short
                and len(last) == 1
                and last[0].key in self.records.short
            ):
                last.append(field)
            else:
                lines.append([field])
        return lines

    def field(self, model: EditorModel, key: str) -> TextField | None:
        return next((field for field in self.fields(model) if field.key == key), None)

    def stale(self, model: EditorModel) -> bool:
        """Whether the widgets show other fields than the chosen table has (another kind)."""
        self.clamp(model)
        return self.built != tuple(field.key for field in self.fields(model))

    def heading(self, model: EditorModel) -> str:
        tables = tables_of(model.data, self.records)
        word = self.records.word.capitalize()
        if not tables:
            return f"No {self.records.word}s yet: Add makes one."
        line = self.records.line(tables[self.index])
        return f"{word} {self.index + 1} of {len(tables)}: {line}"

    def click(self, model: EditorModel, cell: Cell, where: tuple[float, float]) -> bool:
        """A click on the board while a table is shown: the table changed by it (one undo
        step), when the game's records take clicks and this table wants that one."""
        tables = tables_of(model.data, self.records)
        if self.records.click is None or not 0 <= self.index < len(tables):
            return False
        changed = self.records.click(tables[self.index], model.data, cell, where)
        if changed is None:
            return False
        tables = [changed if i == self.index else table for i, table in enumerate(tables)]
        model.set_value(self.records.key, tables)
        return True

    def places(self, model: EditorModel) -> list[tuple[float, float]]:
        """The points of the board the table shown names (RecordList.places)."""
        tables = tables_of(model.data, self.records)
        if self.records.places is None or not 0 <= self.index < len(tables):
            return []
        return self.records.places(tables[self.index], model.data)

    def press(self, model: EditorModel, action: str) -> None:
        """prev, next, add, remove, up or down: each change is one undo step of the model."""
        if action in ("prev", "next"):
            self.index += -1 if action == "prev" else 1
        elif action == "add":
            data, self.index = added(model.data, self.records, self.index)
            model.set_value(self.records.key, data.get(self.records.key))
        elif action == "remove":
            data = removed(model.data, self.records, self.index)
            model.set_value(self.records.key, data.get(self.records.key))
        elif action in ("up", "down"):
            data, self.index = moved(
                model.data, self.records, self.index, -1 if action == "up" else 1
            )
            model.set_value(self.records.key, data.get(self.records.key))
        self.clamp(model)
