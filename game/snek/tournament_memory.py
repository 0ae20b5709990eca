"""The last tournament, kept in the data folder (`snek-tournament.json`), so that its choices
and its standings come back when the player returns, also after quitting the program.

    {"format": 1, "chosen": [snek file, …], "arenas": [arena file, …], "seeds": 3,
     "picked": {snek file: colour},
     "run": {"sneks": [snek file, …], "colours": [colour, …], "arenas": [arena file, …],
             "seeds": 3, "standings": [{…Standing…}, …], "results": [[0, 1, 0, 1, [1, 2]], …],
             "own": [name, …], "told": "…"}}

Sneks and arenas are named by their files. Reading never raises: a file that cannot be read
gives nothing kept and its problem; a snek or arena no longer there is left out (a run that
played one is not kept). No pygame, no window: the screen (tournament_view.py) restores.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.core.paths import user_data_dir
from game.core.problems import ProblemsFound
from game.core.tomlfile import load_json, write_text_atomic
from game.snek.tournament import Standing, Tournament

MEMORY_FORMAT = 1
FILE_NAME = "snek-tournament.json"
Result = tuple[int, int, int, int, list[int]]


def memory_path() -> Path:
    return user_data_dir() / FILE_NAME


@dataclass
class KeptRun:
    """A tournament played (finished or stopped): who played in which colours, where, and
    its standings and battles."""

    sneks: list[str]
    colours: list[str]
    arenas: list[str]
    seeds: int
    result: Tournament
    own: list[str] = field(default_factory=list)
    told: str = ""
    opened: str | None = None  # the standings row opened (its battles listed)


@dataclass
class KeptTournament:
    chosen: list[str] = field(default_factory=list)
    arenas: list[str] = field(default_factory=list)
    seeds: int = 1
    picked: dict[str, str] = field(default_factory=dict)
    run: KeptRun | None = None
    found: bool = True  # False: nothing was kept (the screen keeps its defaults)


def write_kept(kept: KeptTournament, path: Path | None = None) -> None:
    data: dict[str, Any] = {
        "format": MEMORY_FORMAT,
        "chosen": kept.chosen,
        "arenas": kept.arenas,
        "seeds": kept.seeds,
        "picked": kept.picked,
    }
    if kept.run is not None:
        run = kept.run
        data["run"] = {
            "sneks": run.sneks,
            "colours": run.colours,
            "arenas": run.arenas,
            "seeds": run.seeds,
            "standings": [asdict(standing) for standing in run.result.standings],
            "results": [list(result) for result in run.result.results],
            "own": run.own,
            "told": run.told,
            "opened": run.opened,
        }
    target = path or memory_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(target, json.dumps(data))


def read_kept(path: Path | None = None) -> tuple[KeptTournament, str]:
    """The kept tournament (empty when there is none) and, when the file could not be
    read, why (`path:line: message`)."""
    target = path or memory_path()
    if not target.exists():
        return KeptTournament(found=False), ""
    try:
        data = load_json(target)
    except ProblemsFound as found:
        return KeptTournament(), str(found.problems[0])
    if not isinstance(data, dict) or data.get("format") != MEMORY_FORMAT:
        return KeptTournament(), f"{target}:1: not a kept tournament of format {MEMORY_FORMAT}"
    picked = data.get("picked")
    kept = KeptTournament(
        chosen=_strings(data.get("chosen")),
        arenas=_strings(data.get("arenas")),
        seeds=_count(data.get("seeds")),
        picked={k: v for k, v in picked.items() if isinstance(v, str)}
        if isinstance(picked, dict)
        else {},
        run=_read_run(data.get("run")),
    )
    return kept, ""


def _strings(value: object) -> list[str]:
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 1


def _read_run(value: object) -> KeptRun | None:
    if not isinstance(value, dict):
        return None
    sneks, colours = _strings(value.get("sneks")), _strings(value.get("colours"))
    standings = [_standing(item) for item in value.get("standings") or []]
    results = [_result(item, len(sneks)) for item in value.get("results") or []]
    if len(sneks) < 2 or len(colours) != len(sneks) or len(standings) != len(sneks):
        return None
    if any(item is None for item in standings) or any(item is None for item in results):
        return None
    tournament = Tournament([s for s in standings if s], len(results), [r for r in results if r])
    told, opened = value.get("told"), value.get("opened")
    return KeptRun(
        sneks,
        colours,
        _strings(value.get("arenas")),
        _count(value.get("seeds")),
        tournament,
        _strings(value.get("own")),
        told if isinstance(told, str) else "",
        opened if isinstance(opened, str) else None,
    )


def _standing(item: object) -> Standing | None:
    if not isinstance(item, dict) or not isinstance(item.get("name"), str):
        return None
    numbers = [each.name for each in fields(Standing) if each.name != "name"]
    if not all(_is_int(item.get(name, 0)) for name in numbers):
        return None
    return Standing(item["name"], **{name: item.get(name, 0) for name in numbers})


def _result(item: object, sneks: int) -> Result | None:
    if not isinstance(item, list) or len(item) != 5 or not isinstance(item[4], list):
        return None
    first, second, arena, seed, place = item
    if not all(_is_int(each) for each in (first, second, arena, seed, *place)):
        return None
    if not (0 <= first < sneks and 0 <= second < sneks and arena >= 0):
        return None
    return first, second, arena, seed, list(place)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
