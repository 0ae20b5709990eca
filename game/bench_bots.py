"""`python main.py bench bots`: every game's bots, level against level, over seeded matches.

Each game describes its bench through `GameInfo.bot_bench` (game/table/bot_bench.py);
`bench bots-<game id>` runs one game's alone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from game.games import GameInfo, all_games
from game.table.bot_bench import BotBench, report, run_lineup


def benched_games() -> list[GameInfo]:
    return [game for game in all_games() if game.bot_bench is not None]


def run_game(game: GameInfo, quick: bool) -> None:
    assert game.bot_bench is not None, game.game_id  # (benched_games)
    bench: BotBench = game.bot_bench()
    matches = bench.quick_matches if quick else bench.matches
    print(f"{game.title} bots ({'quick' if quick else 'full'}):")
    if bench.note:
        print(f"  {bench.note}")
    long_matches = bench.quick_matches if quick else bench.long_matches
    runs = [(lineup, matches) for lineup in bench.lineups]
    runs += [(lineup, long_matches) for lineup in bench.long_lineups]
    for lineup, count in runs:
        figures = run_lineup(bench, lineup, count)
        for line in report(figures, bench.score_name):
            print(line, flush=True)


def main(quick: bool = False) -> int:
    """Every game's bots."""
    for game in benched_games():
        run_game(game, quick)
    return 0


def one_game_main(game_id: str, quick: bool = False) -> int:
    game = next(game for game in benched_games() if game.game_id == game_id)
    run_game(game, quick)
    return 0


def targets() -> dict[str, Callable[..., int]]:
    """`bots` and `bots-<game id>` for every game with a bot bench."""
    found: dict[str, Callable[..., int]] = {"bots": main}
    for game in benched_games():
        found[f"bots-{game.game_id}"] = partial(one_game_main, game.game_id)
    return found
