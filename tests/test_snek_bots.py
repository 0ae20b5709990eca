"""Snek's bot levels: each is a legal shipped program, and a stronger one beats a weaker."""

from __future__ import annotations

import dataclasses

import pytest

from game.snek.bot import BOT_LEVELS, bot_program
from game.snek.program import program_issues
from game.snek.samples import load_arenas
from game.snek.tournament import run_tournament


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_every_bot_level_fights_with_a_legal_program(level):
    assert program_issues(bot_program(level)) == []


def test_an_unknown_level_is_refused_in_words():
    with pytest.raises(ValueError, match="use easy, normal, hard"):
        bot_program("wizard")


def test_each_bot_level_scores_more_than_the_level_below():
    arenas = {path.stem: dataclasses.replace(arena, rounds=300) for path, arena in load_arenas()}
    programs = [bot_program(level) for level in BOT_LEVELS]
    result = run_tournament(programs, [arenas["open"], arenas["rooms"]], range(1, 4))
    easy, normal, hard = (standing.points for standing in result.standings)
    assert easy < normal < hard
