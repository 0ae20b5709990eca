"""A guided first match of Bugcatcher: the real screens, with the rule told when it matters.

    app.push(tutorial_scene(app))        # How to play's "Guided first match", or the setup

You (Ann) play the Practice Meadow against two easy bots, starting with 1 garnet. Before your
pregame entry and your entries of rounds 1 to 3, one short note each says what to enter and
the rules behind it: the lists and the bid, then paths and the mission cards (round 1, where
the cards first show), the four collision cases and a swap, a mission — one lesson at a
time, so you act on each before the next. The guide says so when an entry skipped what it
asked for, and its farewell praises only what you did. Nothing is saved until the match is
over; then it is kept among the replays, as its results' "Watch replay" promises.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.bugcatcher.levels import level_from_document
from game.bugcatcher.rules import PATH_ACTIONS, STAGE_PREGAME, STAGE_ROUNDS
from game.bugcatcher.scene import MatchFlowScene
from game.bugcatcher.session import MatchSession
from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.table.seats import Seat
from game.ui.hotseat import LEAVE_GUIDED, GuidedFlow
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.host import Host

TUTORIAL_LEVEL = LEVELS / "bugcatcher" / "practice-meadow.toml"
TUTORIAL_SEED = 2026
SEATS = (Seat("Ann", "Red"), Seat("Bob", "Blue", "easy"), Seat("Cat", "Green", "easy"))


@dataclass(frozen=True)
class Lesson:
    """What the guide asks for at one entry, and how to tell whether it was done."""

    title: str
    lines: tuple[str, ...]
    done: Callable[[MatchSession], bool]
    missed: str


def _round_actions(session: MatchSession, number: int) -> list[str]:
    rounds = session.record.rounds
    return rounds[number - 1].actions[0] if len(rounds) >= number else []


def _round_missions(session: MatchSession, number: int) -> list[str]:
    rounds = session.record.rounds
    return rounds[number - 1].missions[0] if len(rounds) >= number else []


def _listed(session: MatchSession) -> bool:
    ann = session.record.players[0]
    return bool(ann.central and ann.border)


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "Your first entry: two priority lists",
        (
            "You have two nodes: a central node in a cell and a border node on a corner. "
            "Everyone secretly lists where they would like them to start, best first.",
            "Click a cell to add it to the central list, a corner to add it to the border "
            "list (or move with the arrows and press Space; Tab switches lists). The board "
            "numbers your choices: a yellow square on a cell, a light-blue disc on a corner.",
            "When two players ask for the same place in the same pass, the higher bid wins. "
            "You hold 1 garnet: + bids it, and a bid is spent whatever happens.",
            "List at least one cell and one corner, then submit with Ctrl+Enter.",
        ),
        _listed,
        "A list was empty, so a free place was drawn for that node.",
    ),
    Lesson(
        "Round 1: paths and the mission cards",
        (
            "Each action moves one of your paths one step and costs 1 energy. C then an "
            "arrow moves the central path, B then an arrow the border path. Everyone's step 1 "
            "happens at the same time, then step 2, and so on; a segment placed without a "
            "collision catches 1 firefly.",
            "A step into a place already claimed (where any node started this round, or any "
            "path reached) collides: it and the rest of that node's path this round are void. "
            "Next round's note tells all four cases.",
            "The cards on the right are this round's missions. Press a card's number (1 to 3 "
            "here) or click it to undertake it: complete it this round and you share its "
            "reward with everyone else who did; fail it and you may pay its penalty. "
            "Undertaking is up to you.",
            "Enter a few steps for both paths (Ctrl+Z undoes one), then submit with Ctrl+Enter.",
        ),
        lambda session: any(a in PATH_ACTIONS for a in _round_actions(session, 1)),
        "You entered no path action, so your nodes stayed where they were.",
    ),
    Lesson(
        "Round 2: collisions and a swap",
        (
            "A step collides in four cases. Case 1: its target was claimed earlier, yours "
            "included. Case 2: another player's path reaches the same place at the same step. "
            "Case 3: it crosses another player's segment of its colour placed at the same "
            "step. Case 4: it crosses a segment of its colour placed earlier, yours included.",
            "S swaps the colours of your two nodes: segments after the swap take the new "
            "colour, and segments of different colours cross freely. A swap costs 1 energy.",
            "Put a swap between your steps.",
        ),
        lambda session: any(a.startswith("swap") for a in _round_actions(session, 2)),
        "That entry had no swap; you can swap in any round.",
    ),
    Lesson(
        "Round 3: a mission",
        (
            "Undertake a mission this round if you have not yet: its card's number or a click "
            "on it. Plan paths that complete it, then submit with Ctrl+Enter.",
        ),
        lambda session: any(_round_missions(session, number) for number in (1, 2, 3)),
        "You undertook no mission; every round has its own.",
    ),
)
SWAP_LESSON = 2
GARNET_SWAP = "G swaps with a garnet instead of energy, once per round: you hold {held}."


def lesson_lines(session: MatchSession, index: int) -> tuple[str, ...]:
    """A lesson's words, teaching only what Ann can do now (the garnet swap while she holds
    a garnet)."""
    lines = LESSONS[index].lines
    if index != SWAP_LESSON:
        return lines
    held = session.state.players[0].garnets
    if not held:
        return lines
    return (*lines[:-1], GARNET_SWAP.format(held=held), lines[-1])


LESSON_STAGES = {  # one lesson before an entry: each is acted on before the next comes
    (STAGE_PREGAME, 0): (0,),
    (STAGE_ROUNDS, 1): (1,),
    (STAGE_ROUNDS, 2): (2,),
    (STAGE_ROUNDS, 3): (3,),
}
KINDS = ("priority lists", "path actions", "a swap", "a mission")  # what each lesson asked
FAREWELL_REST = (
    "The match goes on to its end; the pages of How to play tell the rest (penalties, "
    "the awards). Esc leaves at any time."
)


def farewell_lines(session: MatchSession) -> tuple[str, ...]:
    """The farewell, praising only what Ann did (a bid only when she bid)."""
    done = [kind for kind, lesson in zip(KINDS, LESSONS, strict=True) if lesson.done(session)]
    bid = session.record.players[0].bid
    if bid and KINDS[0] in done:
        done[0] = f"priority lists with a bid of {bid}"
    missed = [kind for kind in KINDS if not any(d.startswith(kind) for d in done)]
    lines = [f"You have made: {', '.join(done)}." if done else "You have seen every lesson."]
    if missed:
        lines.append(f"Still to try in a later round: {', '.join(missed)}.")
    return (*lines, FAREWELL_REST)


def tutorial_session() -> MatchSession:
    level = level_from_document(load_toml(TUTORIAL_LEVEL))
    return MatchSession.start(level, TUTORIAL_LEVEL, SEATS, TUTORIAL_SEED, 1, save=False)


class TutorialFlowScene(GuidedFlow, MatchFlowScene):
    """The match flow with a lesson before each of Ann's entries (see the module docstring)."""

    title = "Bugcatcher: a guided first match"
    confirm_leave = LEAVE_GUIDED
    lessons = LESSONS
    learner = 0
    farewell_names_the_missed = True

    @property
    def farewell(self) -> tuple[str, ...]:  # type: ignore[override]
        return farewell_lines(self.session)

    def due_lessons(self) -> tuple[int, ...]:
        """The lessons for the entry the match waits for now (all it allows)."""
        stage = self.session.stage
        number = self.session.state.round_number if stage == STAGE_ROUNDS else 0
        return LESSON_STAGES.get((stage, number), ())

    def lesson_now(self) -> int | None:
        """The first lesson due now not yet shown, if any."""
        return next((i for i in self.due_lessons() if i not in self.given), None)

    def open_entry(self, seat: int) -> None:
        """The entry screen with every lesson due now over it, the first on top."""
        MatchFlowScene.open_entry(self, seat)
        if seat != self.learner:
            return
        due = [i for i in self.due_lessons() if i not in self.given]
        self.given.extend(due)
        for lesson in reversed(due):
            self.app.show_message(self.lessons[lesson].title, lesson_lines(self.session, lesson))

    def results_scene(self) -> Scene:
        """The results, the guided match first kept among the replays (it was played
        unsaved), so that Replays offers what "Watch replay" shows."""
        session = self.session
        if session.finished and session.path is None:
            try:
                session.path, session.record.level = session.new_save(TUTORIAL_LEVEL)
                session.save()
            except OSError:
                session.path = None  # not kept: "Watch replay" still shows it from memory
        return super().results_scene()

    def lesson_over(self, lesson: int) -> bool:
        stage, number = next(key for key, due in LESSON_STAGES.items() if lesson in due)
        if stage == STAGE_PREGAME:
            return self.session.record.started
        return len(self.session.record.rounds) >= number


def tutorial_scene(app: Host) -> Scene:
    return TutorialFlowScene(app, tutorial_session())
