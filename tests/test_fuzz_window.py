"""Issue 19: fuzz the window, not only the readers. Every mutant that `validate` accepts is
drawn headless on every screen that shows it (level lists and the editor for a level;
Continue, Replays and the replay viewer for a match); nothing may raise. `python main.py
bench window-fuzz` does the same at volume."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from fuzz_helpers import fuzz_target, save_targets, targets
from test_hostile_files import within

from game.bench_files import drawn, read_and_draw
from game.core.fuzz import mutants, text_mutants
from game.ui.file_fuzz import read_with_validate

MUTANTS_PER_TARGET = 6


def mixed_mutants(text: str, count: int, seed: int) -> Iterator[str]:
    """Mostly strings the readers accept but the screens must draw, and some damage."""
    yield from text_mutants(text, count - count // 3, seed)
    yield from mutants(text, count // 3, seed)


def window_targets() -> list:
    """Every match and save target, one level of each game (the bench does the rest), and
    every kind drawn by its own screens (seasons, kit drafts, editor files, setup memory,
    puzzle progress)."""
    chosen, games = [], set()
    for target in targets() + save_targets():
        game = target.name.split(" level ")[0]
        if target.draw is not None:
            chosen.append(drawn(target))
            continue
        if target.read is not read_with_validate or game in games:
            continue
        if " level " in target.name:
            games.add(game)
        chosen.append(replace(target, read=read_and_draw))
    return chosen


WINDOW_TARGETS = window_targets()


@pytest.mark.parametrize("target", WINDOW_TARGETS, ids=[t.name for t in WINDOW_TARGETS])
def test_every_accepted_mutant_is_drawn_on_every_screen_that_shows_it(tmp_path, target):
    with within(120):
        result = fuzz_target(target, tmp_path / "files", MUTANTS_PER_TARGET, 19, mixed_mutants)
    assert result.original_problems == [] and result.failures == []
    assert result.tried == MUTANTS_PER_TARGET
