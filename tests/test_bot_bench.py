"""The kit's bot bench: what `python main.py bench bots` sums up from all-bot matches."""

from __future__ import annotations

from collections.abc import Sequence

from game.bench_bots import benched_games, targets
from game.table.bot_bench import BotBench, BotMatch, DecisionClock, report, run_lineup

STRENGTH = {"easy": 1, "normal": 2, "hard": 3}


def ranked_by_level(lineup: Sequence[str], seed: int) -> BotMatch:
    """A stand-in game: each seat scores its level's strength, seat 0 breaking no ties."""
    clock = DecisionClock()
    scores = [clock.decide(level, lambda level=level: STRENGTH[level]) for level in lineup]
    return BotMatch(scores, clock)


def test_first_places_and_head_to_head_follow_the_scores():
    bench = BotBench(ranked_by_level, [("hard", "normal", "easy")])
    figures = run_lineup(bench, ("hard", "normal", "easy"), matches=6)
    assert figures.matches == 6
    assert figures.levels["hard"].firsts == 6
    assert figures.levels["easy"].firsts == 0
    assert figures.ahead[("hard", "normal")] == 6
    assert figures.ahead[("normal", "hard")] == 0
    assert len(figures.levels["normal"].seconds) == 6  # one decision per match


def test_a_shared_first_place_is_shared():
    bench = BotBench(ranked_by_level, [("normal", "normal", "easy")])
    figures = run_lineup(bench, ("normal", "normal", "easy"), matches=4)
    assert figures.levels["normal"].firsts == 4  # both normal seats lead: the level wins

    def draw(lineup: Sequence[str], seed: int) -> BotMatch:
        return BotMatch([5 for _ in lineup], DecisionClock())

    figures = run_lineup(BotBench(draw, []), ("hard", "easy"), matches=2)
    assert figures.levels["hard"].firsts == 1  # half of each of two drawn matches
    assert figures.ahead[("hard", "easy")] == 1


def test_seats_rotate_so_no_level_keeps_one_seat():
    seen: list[list[str]] = []

    def record(lineup: Sequence[str], seed: int) -> BotMatch:
        seen.append(list(lineup))
        return ranked_by_level(lineup, seed)

    run_lineup(BotBench(record, []), ("hard", "normal", "easy"), matches=3)
    assert [seating[0] for seating in seen] == ["hard", "normal", "easy"]


def test_the_report_names_each_level_its_share_and_times():
    bench = BotBench(ranked_by_level, [("hard", "easy")])
    lines = report(run_lineup(bench, ("hard", "easy"), matches=4), "apples")
    text = "\n".join(lines)
    assert "hard    average    3.0 apples, first in  100 %" in text
    assert "hard ahead of easy in 100 %" in text
    assert "decisions (CPU) median" in text


def test_bench_bots_is_a_target_for_every_game_with_a_bot_bench():
    names = targets()
    assert "bots" in names
    assert benched_games(), "no game describes its bots' bench"
    for game in benched_games():
        assert f"bots-{game.game_id}" in names
        bench = game.bot_bench()
        assert bench.lineups and all(len(lineup) >= 2 for lineup in bench.lineups)
