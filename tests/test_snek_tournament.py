"""The round-robin tournament: who meets whom, the progress it reports, the standings."""

from __future__ import annotations

import pytest

from game.snek.levels import Arena, Start
from game.snek.program import Program
from game.snek.tournament import WIN_POINTS, pairings, run_tournament, tournament_steps
from tests.snek_helpers import TAIL_ABOVE

SMALL = Arena("small", 8, 8, frozenset(), (Start((1, 3), "D", 3), Start((6, 4), "U", 3)), 60)


def sneks() -> list[Program]:
    return [Program("Grabber", (TAIL_ABOVE,)), Program("Random"), Program("Random")]


def test_every_snek_meets_every_other_from_both_starts_on_every_arena_and_seed():
    battles = pairings(3, 2, [5, 6])
    assert len(battles) == 3 * 2 * 2 * 2
    assert len(set(battles)) == len(battles)
    assert {(a, b) for a, b, _, _ in battles} == {
        (a, b) for a in range(3) for b in range(3) if a != b
    }


def test_progress_is_reported_after_every_battle():
    calls = []
    result = run_tournament(
        sneks(), [SMALL], [1, 2], lambda done, total: calls.append((done, total))
    )
    assert calls == [(done, 12) for done in range(1, 13)]
    assert result.battles == 12
    assert [s.name for s in result.standings] == ["Grabber", "Random", "Random #2"]
    assert all(s.played == 8 for s in result.standings)


def test_standings_add_up():
    result = run_tournament(sneks(), [SMALL], [1, 2, 3])
    for standing in result.standings:
        assert standing.wins + standing.shared + standing.losses == standing.played
        assert standing.points == WIN_POINTS * standing.wins + standing.shared
    table = result.table()
    assert [s.points for s in table] == sorted((s.points for s in table), reverse=True)
    wins = sum(s.wins for s in result.standings)
    shared = sum(s.shared for s in result.standings)
    assert wins + shared // 2 == result.battles


def test_the_steps_can_be_run_a_slice_at_a_time():
    steps = tournament_steps(sneks(), [SMALL], [1])
    done, total, partial = next(steps)
    assert (done, total, partial.battles) == (1, 6, 1)
    assert sum(s.played for s in partial.standings) == 2
    last = list(steps)[-1]
    assert last[0] == last[1] == 6


def test_a_tournament_needs_two_sneks_an_arena_and_a_seed():
    with pytest.raises(ValueError, match="2 or more sneks"):
        run_tournament(sneks()[:1], [SMALL], [1])
    with pytest.raises(ValueError):
        run_tournament(sneks(), [], [1])


def test_a_kept_tournament_reads_back_and_a_broken_file_says_why(tmp_path):
    from game.snek.tournament import Standing, Tournament
    from game.snek.tournament_memory import KeptRun, KeptTournament, read_kept, write_kept

    result = Tournament([Standing("A", 2, 1, 0, 1, 3, 0, 9), Standing("B", 2, 1, 0, 1, 3)], 2)
    result.results = [(0, 1, 0, 1, [1, 2]), (1, 0, 0, 1, [1, 2])]
    kept = KeptTournament(["a.toml", "b.toml"], ["open.toml"], 3, {"a.toml": "Blue"})
    kept.run = KeptRun(["a.toml", "b.toml"], ["Red", "Blue"], ["open.toml"], 1, result)
    path = tmp_path / "kept.json"
    write_kept(kept, path)
    back, problem = read_kept(path)
    assert problem == "" and back.chosen == kept.chosen and back.seeds == 3
    assert back.run is not None and back.run.result.standings == result.standings
    assert back.run.result.results == [tuple(r[:4]) + (r[4],) for r in result.results]
    path.write_text("{not json", encoding="utf-8")
    broken, problem = read_kept(path)
    assert broken.run is None and problem.startswith(f"{path}:1:")
