"""Social Snake's own kinds of user file for the file-safety fuzz (game/ui/file_fuzz.py):
a match file read by `validate`, and a save with one seat's entry unfinished read the way
Continue reads it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.core.paths import LEVELS
from game.ui.file_fuzz import Target, read_as_save, read_with_validate


def fuzz_targets() -> list[Target]:
    from game.social_snake.session import MatchSession

    return [
        Target("social-snake match", "match.toml", _match(False, "a.toml"), read_with_validate),
        Target(
            "social-snake save",
            "social-snake-1.toml",
            _match(True, "social-snake-1.level.toml"),
            read_as_save(MatchSession.load),
        ),
    ]


def _match(pending: bool, level_name: str) -> Callable[[Path], str]:
    """A bots' match two stages in (and, for a save, one seat's unfinished entry)."""

    def original(folder: Path) -> str:
        from game.core.tomlfile import load_toml
        from game.social_snake.levels import level_from_document
        from game.social_snake.session import MatchSession, Seat

        source = LEVELS / "social-snake" / "practice-tunnels.toml"
        (folder / level_name).write_bytes(source.read_bytes())
        level = level_from_document(load_toml(source))
        seats = [
            Seat("Ann", "Red", "easy"),
            Seat("Bob", "Blue", "hard"),
            Seat("Cy", "Green", "normal"),
        ]
        session = MatchSession.start(level, source, seats, seed=5, starting_garnets=2, save=False)
        for _ in range(3):
            session.let_bots_act()
            session.advance()
        session.record.level = level_name
        if pending:
            session.let_bots_act()
            del session.pending[2]
        session.path = folder / "unused.toml"
        session.save()
        text = session.path.read_text(encoding="utf-8")
        session.path.unlink()
        return text

    return original
