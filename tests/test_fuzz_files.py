"""Seeded fuzzing of every user file type: no exception escapes, every refusal is path:line."""

from __future__ import annotations

import pytest
from fuzz_helpers import fuzz_target, mutants, save_targets, targets
from test_hostile_files import within

MUTANTS_PER_TARGET = 250
TARGETS = targets() + save_targets()


def test_mutants_are_seeded_and_varied():
    text = 'format = 1\ngame = "social-snake"\nname = "x"\nrows = ["1 2 3"]\n'
    first = list(mutants(text, 50, seed=4))
    assert first == list(mutants(text, 50, seed=4))
    assert first != list(mutants(text, 50, seed=5))
    assert len(set(first)) > 40 and sum(m != text for m in first) > 40


@pytest.mark.parametrize("target", TARGETS, ids=[target.name for target in TARGETS])
def test_no_mutant_escapes_its_reader(tmp_path, target):
    with within(60):
        result = fuzz_target(target, tmp_path / "files", MUTANTS_PER_TARGET, seed=8)
    assert result.original_problems == [] and result.failures == []
    assert result.tried == MUTANTS_PER_TARGET and result.refused > MUTANTS_PER_TARGET // 3
