"""An array of tables in a level (Bugcatcher's mission deck) edited one table at a time: the
pure half of the panel's records tab (game/editor/form.py draws it).

    data, index = added(data, records, index)       # a new table after place `index`
    data, index = moved(data, records, index, -1)   # one place up
    data = removed(data, records, index)
    model.set_field(record_field(records, index, field), "7")   # one value, one undo step
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.editor.model import RecordList, TextField


def tables_of(data: Mapping[str, Any], records: RecordList) -> list[dict[str, Any]]:
    """The tables of the array (anything that is not a table is left out of the count)."""
    value = data.get(records.key)
    if not isinstance(value, list):
        return []
    return [table for table in value if isinstance(table, dict)]


def _with_tables(data: Mapping[str, Any], records: RecordList, tables: list[dict]) -> dict:
    result = dict(data)
    if tables:
        result[records.key] = tables
    else:
        result.pop(records.key, None)
    return result


def record_field(records: RecordList, index: int, field: TextField) -> TextField:
    """`field` of the table at `index`, as a field of the whole level."""

    def show(data: Mapping[str, Any]) -> str:
        tables = tables_of(data, records)
        return field.show(tables[index]) if 0 <= index < len(tables) else ""

    def parse(text: str, data: dict[str, Any]) -> dict[str, Any]:
        tables = tables_of(data, records)
        if not 0 <= index < len(tables):
            raise ValueError(f"there is no {records.word} {index + 1}")
        tables[index] = field.parse(text, dict(tables[index]))
        return _with_tables(data, records, tables)

    return TextField(field.key, field.label, show, parse, field.hint, field.choices)


def added(data: Mapping[str, Any], records: RecordList, index: int) -> tuple[dict, int]:
    """A new table right after place `index` (at the end of an empty array), and its place."""
    tables = tables_of(data, records)
    place = min(index + 1, len(tables)) if tables else 0
    tables.insert(place, records.new(tables, index))
    return _with_tables(data, records, tables), place


def removed(data: Mapping[str, Any], records: RecordList, index: int) -> dict[str, Any]:
    tables = tables_of(data, records)
    if 0 <= index < len(tables):
        del tables[index]
    return _with_tables(data, records, tables)


def moved(data: Mapping[str, Any], records: RecordList, index: int, step: int) -> tuple[dict, int]:
    """The table at `index` swapped with its neighbour `step` away (kept at either end)."""
    tables = tables_of(data, records)
    other = index + step
    if not (0 <= index < len(tables) and 0 <= other < len(tables)):
        return dict(data), index
    tables[index], tables[other] = tables[other], tables[index]
    return _with_tables(data, records, tables), other
