"""How long a season's plan may take, told to the host before it starts (RULINGS §7 as it
is: no rule is added here). Pure: no pygame, no I/O.

An episode eliminates at most as many players as its Main Match names Elimination
Candidates (one on most levels), and none when each EC spends a Token of Life (bots always
do) or has nobody to pick. So a plan reaches its Final in `cast - 2` episodes at best, and
takes longer the more tokens its matches hand out. The estimate plays many seasons of
random results by those rules alone: in each Main Match every player is as likely to do
well, the most tokens the level hands out go to the best, the ECs are the worst, every EC
holding a token spends it, and a Death Match is a coin flip.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.rng import derived_rng

TRIALS = 200
Awards = Callable[[int, int], tuple[int, int]]  # (episode, players in) -> (most ToL, most ECs)


@dataclass(frozen=True)
class Forecast:
    fewest: int  # episodes to the Final when every episode eliminates its most
    typical: int  # the median of the simulated seasons (episodes played)
    likely: tuple[int, int]  # the middle four in five of them
    reach_final: float  # the share of them that reached a Final before the last episode
    last: int  # the episode after which the standings crown a champion


def fewest_episodes(cast: int, awards: Awards, last: int) -> int:
    """Episodes to the Final if every EC is eliminated (`last` if it comes no sooner)."""
    players = cast
    for number in range(1, last + 1):
        _, most_ecs = awards(number, players)
        players -= max(1, min(most_ecs, players // 2))
        if players <= 2:
            return number
    return last


def forecast(cast: int, awards: Awards, last: int, seed: int = 0) -> Forecast:
    """The plan's length by simulated seasons of random results (see the module's words)."""
    lengths, finals = [], 0
    for trial in range(TRIALS):
        played, final = _one_season(cast, awards, last, derived_rng(seed, "forecast", trial))
        lengths.append(played)
        finals += final
    lengths.sort()
    tenth = TRIALS // 10
    return Forecast(
        fewest_episodes(cast, awards, last + 1),
        lengths[TRIALS // 2],
        (lengths[tenth], lengths[-tenth - 1]),
        finals / TRIALS,
        last,
    )


def _one_season(cast: int, awards: Awards, last: int, rng) -> tuple[int, bool]:
    tokens = [0] * cast  # per player still in
    for number in range(1, last + 1):
        players = len(tokens)
        most_tokens, most_ecs = awards(number, players)
        order = list(range(players))
        rng.shuffle(order)  # best first
        won = max(0, min(most_tokens, players - 1))
        winners, rest = order[:won], order[won:]
        ecs = rest[::-1][: max(1, most_ecs)]  # the worst of those who won no token
        for player in winners:
            tokens[player] += 1
        free = rest[: len(rest) - len(ecs)]  # neither an EC nor a token winner
        out: set[int] = set()
        for ec in ecs:
            if tokens[ec] > 0:
                tokens[ec] -= 1  # spent: safe
                continue
            if not free:
                continue  # nobody to pick: safe
            opponent = free.pop(rng.randrange(len(free)))
            out.add(ec if rng.random() < 0.5 else opponent)
        tokens = [held for player, held in enumerate(tokens) if player not in out]
        if len(tokens) <= 2:
            return number, True
    return last, False
