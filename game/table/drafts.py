"""Unfinished entries (drafts) as TOML data, so that a save keeps what a player has typed.

An entry screen's draft is its entry with the undo and redo steps, made of plain values:
strings, numbers, booleans, None, tuples, lists, dicts and frozen dataclasses. `draft_data`
writes such a value as TOML data that says what each part was; `draft_value` reads it back,
building only the dataclasses the screen names (anything else is refused with a
`DraftUnreadable` that says where, never a traceback):

    data = draft_data((entry, undo, redo))
    entry, undo, redo = draft_value(data, {"PlacementEntry": PlacementEntry})

Pure: no pygame, no I/O.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

SCALARS = (str, int, float, bool)


class DraftUnreadable(ValueError):
    """A saved draft that is not one `draft_data` writes; the message says where."""


def draft_data(value: Any) -> Any:
    """`value` as TOML data (tables and arrays), each container tagged with its kind."""
    if isinstance(value, SCALARS):
        return value
    if value is None:
        return {"none": True}
    if isinstance(value, tuple):
        return {"tuple": [draft_data(item) for item in value]}
    if isinstance(value, list):
        return {"list": [draft_data(item) for item in value]}
    if isinstance(value, dict):
        return {"dict": [[draft_data(key), draft_data(item)] for key, item in value.items()]}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: draft_data(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"type": type(value).__name__, "fields": fields}
    raise TypeError(f"a draft cannot hold {type(value).__name__}")


def draft_value(data: Any, kinds: Mapping[str, type], where: str = "draft") -> Any:
    """The value `draft_data` wrote; `kinds` names the dataclasses it may hold."""
    if isinstance(data, SCALARS):
        return data
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise DraftUnreadable(f"{where}: not a saved draft value")
    if data == {"none": True}:
        return None
    if "type" in data:
        return _dataclass_value(data, kinds, where)
    (tag, items), *_ = data.items()
    if tag not in ("tuple", "list", "dict") or not isinstance(items, list):
        raise DraftUnreadable(f"{where}: not a saved draft value")
    if tag == "dict":
        return _dict_value(items, kinds, where)
    values = [draft_value(item, kinds, f"{where}[{i}]") for i, item in enumerate(items)]
    return tuple(values) if tag == "tuple" else values


def _dict_value(items: list[Any], kinds: Mapping[str, type], where: str) -> dict[Any, Any]:
    result = {}
    for index, pair in enumerate(items):
        if not isinstance(pair, list) or len(pair) != 2:
            raise DraftUnreadable(f"{where}[{index}]: a key and a value expected")
        key = draft_value(pair[0], kinds, f"{where}[{index}]")
        try:
            result[key] = draft_value(pair[1], kinds, f"{where}[{index}]")
        except TypeError:
            raise DraftUnreadable(f"{where}[{index}]: that key cannot be used") from None
    return result


def _dataclass_value(data: dict[str, Any], kinds: Mapping[str, type], where: str) -> Any:
    kind = kinds.get(str(data.get("type")))
    fields = data.get("fields")
    if kind is None or not isinstance(fields, dict):
        raise DraftUnreadable(f"{where}: {str(data.get('type'))[:40]!r} is not a kind of entry")
    names = {f.name for f in dataclasses.fields(kind)}
    if set(fields) - names:
        raise DraftUnreadable(f"{where}: unknown fields {sorted(set(fields) - names)}")
    values = {name: draft_value(item, kinds, f"{where}.{name}") for name, item in fields.items()}
    try:
        return kind(**values)
    except (TypeError, ValueError) as error:
        raise DraftUnreadable(f"{where}: {error}") from None
