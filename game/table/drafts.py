"""Unfinished entries (drafts) as TOML data, so that a save keeps what a player has typed.

An entry screen's draft is its entry with the undo and redo steps, made of plain values:
strings, numbers, booleans, None, tuples, lists, dicts and frozen dataclasses. `draft_data`
writes such a value as TOML data that says what each part was; `draft_value` reads it back
as the type the entry has (a type hint: `PlacementEntry`, `tuple[tuple[str, int], ...]`),
checking every part against it — a string where a number belongs, a table where a tuple
does, a field the dataclass does not have: each is refused with a `DraftUnreadable` that
says where, never a traceback:

    data = draft_data(entry)
    entry = draft_value(data, PlacementEntry)

Pure: no pygame, no I/O.
"""

from __future__ import annotations

import dataclasses
import types
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from game.core.problems import shorten

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


def draft_value(data: Any, shape: Any, where: str = "draft") -> Any:
    """The value `draft_data` wrote, of type `shape`: str, int, float, bool, None,
    tuple[X, ...], tuple[X, Y], list[X], dict[K, V], X | Y, Literal[...] or a dataclass
    whose fields are typed so (Any: the data as it is); DraftUnreadable (saying where) for
    anything else."""
    if shape is Any:  # read as it is, for the caller to read part by part
        return data
    origin = get_origin(shape)
    if origin in (Union, types.UnionType):
        return _union_value(data, get_args(shape), where)
    if origin is Literal:
        if data in get_args(shape) and isinstance(data, SCALARS):
            return data
        allowed = ", ".join(repr(value) for value in get_args(shape))
        raise DraftUnreadable(f"{where}: {_said(data)} is not one of {allowed}")
    if shape in SCALARS:
        return _scalar_value(data, shape, where)
    if shape is None or shape is type(None):
        if data == {"none": True}:
            return None
        raise DraftUnreadable(f"{where}: {_said(data)} where nothing belongs")
    if dataclasses.is_dataclass(shape) and isinstance(shape, type):
        return _dataclass_value(data, shape, where)
    if origin in (tuple, list, dict):
        return _container_value(data, origin, get_args(shape), where)
    raise TypeError(f"a draft cannot be read as {shape!r}")


def _said(data: Any) -> str:
    """What a part of the draft is, in words (never the whole of it)."""
    if isinstance(data, bool):
        return "true/false"
    if isinstance(data, (int, float)):
        return "a number"
    if isinstance(data, str):
        return "a string"
    if isinstance(data, list):
        return "an array"
    if isinstance(data, dict) and len(data) == 1 and next(iter(data)) in ("tuple", "list"):
        return f"a {next(iter(data))}"
    if isinstance(data, dict) and isinstance(data.get("type"), str):
        return f"a {shorten(data['type'])!r}"
    return "a table"


SCALAR_WORDS = {str: "a string", int: "a whole number", float: "a number", bool: "true/false"}


def _scalar_value(data: Any, shape: type, where: str) -> Any:
    fits = isinstance(data, shape) and (shape is bool or not isinstance(data, bool))
    if shape is float and isinstance(data, int) and not isinstance(data, bool):
        fits = True
    if not fits:
        raise DraftUnreadable(f"{where}: {_said(data)} where {SCALAR_WORDS[shape]} belongs")
    return data


def _union_value(data: Any, options: tuple[Any, ...], where: str) -> Any:
    refusals = []
    for option in options:
        try:
            return draft_value(data, option, where)
        except DraftUnreadable as refused:
            refusals.append(str(refused))
    raise DraftUnreadable(
        refusals[0] if len(refusals) == 1 else f"{where}: {_said(data)} fits no kind it may be"
    )


def _container_value(data: Any, origin: type, args: tuple[Any, ...], where: str) -> Any:
    tag = origin.__name__
    if not isinstance(data, dict) or set(data) != {tag} or not isinstance(data[tag], list):
        raise DraftUnreadable(f"{where}: {_said(data)} where a {tag} belongs")
    items = data[tag]
    if origin is dict:
        return _dict_value(items, args, where)
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        if len(items) != len(args):
            raise DraftUnreadable(f"{where}: {len(items)} items where {len(args)} belong")
        return tuple(
            draft_value(item, kind, f"{where}[{i}]")
            for i, (item, kind) in enumerate(zip(items, args, strict=True))
        )
    kind = args[0]
    values = [draft_value(item, kind, f"{where}[{i}]") for i, item in enumerate(items)]
    return tuple(values) if origin is tuple else values


def _dict_value(items: list[Any], args: tuple[Any, ...], where: str) -> dict[Any, Any]:
    key_kind, value_kind = args
    result = {}
    for index, pair in enumerate(items):
        if not isinstance(pair, list) or len(pair) != 2:
            raise DraftUnreadable(f"{where}[{index}]: a key and a value expected")
        key = draft_value(pair[0], key_kind, f"{where}[{index}]")
        result[key] = draft_value(pair[1], value_kind, f"{where}[{index}]")
    return result


def _dataclass_value(data: Any, kind: type, where: str) -> Any:
    if not isinstance(data, dict) or set(data) != {"type", "fields"}:
        raise DraftUnreadable(f"{where}: {_said(data)} where a {kind.__name__} belongs")
    fields = data["fields"]
    if data["type"] != kind.__name__ or not isinstance(fields, dict):
        raise DraftUnreadable(f"{where}: {_said(data)} where a {kind.__name__} belongs")
    hints = get_type_hints(kind)
    names = {f.name for f in dataclasses.fields(kind) if f.init}
    if set(fields) - names:
        unknown = ", ".join(sorted(shorten(str(name)) for name in set(fields) - names))
        raise DraftUnreadable(f"{where}: a {kind.__name__} has no field {unknown}")
    values = {
        name: draft_value(item, hints[name], f"{where}.{name}") for name, item in fields.items()
    }
    try:
        return kind(**values)
    except (TypeError, ValueError) as error:
        raise DraftUnreadable(f"{where}: {error}") from None
