"""A guided first episode: you and three bots, one Main Match of Social Snake, the ceremony
and a Death Match, with a note before each new kind of step. Played in a temporary folder:
nothing is kept among your seasons."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from game.season.rules import (
    CastMember,
    DuelDue,
    MainMatchDue,
    PickDue,
    PlannedEpisode,
    SaveDue,
    SeasonOver,
    SeasonSetup,
    next_step,
)
from game.season.runner import create_season, death_match_games, plan_problems, season_part
from game.season.scene import SeasonBoardScene
from game.ui.dialogs import MessageScene
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.host import Host

LESSONS = {
    MainMatchDue: (
        "Each episode starts with a Main Match for everyone still in. You start it with your "
        "season garnets and leave it with what its results say you hold. Its Tokens of Life "
        "and its Elimination Candidate carry over to the season board."
    ),
    SaveDue: (
        "You are the Elimination Candidate and hold a Token of Life: spend it and you are "
        "safe this episode, or keep it for later and face a Death Match."
    ),
    PickDue: (
        "Pick your Death Match opponent. You cannot pick another Elimination Candidate, a "
        "player who won a Token of Life in this Main Match, or someone picked already; the "
        "list says why."
    ),
    DuelDue: (
        "A Death Match is a two-player Tactrics Snakes game. The loser is eliminated and their "
        "garnets go to the winner. A tie is played again with the seats swapped."
    ),
    SeasonOver: (
        "That is a whole season in small. A real one has more episodes; when two players "
        "are left they play the Final, a best of three, for the title."
    ),
}


class GuidedSeasonScene(SeasonBoardScene):
    """The season board with a note the first time each kind of step comes."""

    title = "Guided first episode"

    def __init__(self, app: Host, path: Path):
        super().__init__(app, path)
        self.taught: set[type] = set()
        atexit.register(self.remove_files)  # the program may end without closing scenes

    def exit(self) -> None:
        super().exit()
        self.remove_files()

    def remove_files(self) -> None:
        """The guided season lives in its own temporary folder: gone once the board is left."""
        shutil.rmtree(self.path.parent, ignore_errors=True)

    def announce(self) -> None:
        super().announce()
        step = next_step(self.history.state)
        kind = type(step)
        human_turn = not isinstance(step, SaveDue | PickDue) or step.candidate == "You"
        if kind in LESSONS and kind not in self.taught and human_turn:
            self.taught.add(kind)
            self.app.show_message("Guided first episode", [LESSONS[kind]])


def tutorial_scene(app: Host) -> Scene:
    """The guided episode's board, or a message naming what it needs when a game it plays
    is missing."""
    cast = (
        CastMember("You", "Red"),
        CastMember("Bob", "Blue", "easy"),
        CastMember("Cat", "Green", "easy"),
        CastMember("Dan", "Yellow", "easy"),
    )
    plan = (PlannedEpisode(),)
    duels = death_match_games()
    death = duels[0].game_id if duels else ""
    level = season_part(duels[0]).duel_level if duels else ""
    setup = SeasonSetup("Guided first episode", 5, cast, plan, 0, death, level)
    if problems := plan_problems(setup):
        return MessageScene(app, "The guided episode cannot start", problems)
    path = Path(tempfile.mkdtemp(prefix="serpentarium-guided-season-")) / "guided.toml"
    create_season(path, setup)
    return GuidedSeasonScene(app, path)
