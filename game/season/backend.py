"""`validate` and `simulate` of a season file: its shape, every match it names (through that
game's own checks) and every decision (through the season's rules)."""

from __future__ import annotations

from typing import Any

from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import TomlDocument
from game.season.history import SeasonHistory, read_history


def check_season(document: TomlDocument) -> list[Problem]:
    try:
        return read_history(document).problems
    except ProblemsFound as found:
        return found.problems


def not_a_level(document: TomlDocument) -> list[Problem]:
    return [document.problem(["game"], "a season file is not a level")]


def simulate_season(document: TomlDocument) -> dict[str, Any]:
    history = read_history(document)
    if history.problems:
        raise ProblemsFound(history.problems)
    return season_summary(history)


def season_summary(history: SeasonHistory) -> dict[str, Any]:
    """What `simulate SEASON.toml --json` prints: standings, episodes, champion."""
    state = history.state
    return {
        "name": history.season.setup.name,
        "players": [
            {
                "name": name,
                "bot": bot,  # who plays the seat now: "" a human, else a bot level
                "garnets": state.standings[name].garnets,
                "tokens_of_life": state.standings[name].tokens,
                "status": state.standings[name].status,
                "eliminated_in": state.standings[name].eliminated_in,
            }
            for name, bot in ((m.name, m.bot) for m in history.season.setup.cast)
        ],
        "episodes": [_episode(history, index) for index in range(len(state.episodes))],
        "champion": state.champion,
        "unfinished_match": str(history.unfinished.path) if history.unfinished else None,
    }


def _episode(history: SeasonHistory, index: int) -> dict[str, Any]:
    episode = history.state.episodes[index]
    main = episode.main
    assert main is not None
    death_game = history.season.setup.death_match
    duels = [
        {
            "game": death_game,
            "players": list(duel.players),
            "winner": duel.winner,
            "eliminated": _eliminated(episode, duel, final=False),
        }
        for duel in episode.duels
    ] + [
        {
            "game": death_game,
            "players": list(duel.players),
            "winner": duel.winner,
            "eliminated": _eliminated(episode, duel, final=True),
            "final": True,
        }
        for duel in episode.final
    ]
    return {
        "game": main.game,
        "level": main.level,
        "ec": list(main.candidates),
        "tol_winners": {name: n for name, n in main.tokens_of_life.items() if n},
        "saved": list(episode.saved),
        "kept": list(episode.kept),
        "picks": dict(episode.picks),
        "death_matches": duels,
    }


def _eliminated(episode: Any, duel: Any, final: bool) -> str | None:
    if duel.winner is None:
        return None
    loser = next(p for p in duel.players if p != duel.winner)
    if final:
        decisive = episode.final and episode.final[-1] is duel and loser in episode.eliminated
        return loser if decisive else None
    return loser if loser in episode.eliminated else None
