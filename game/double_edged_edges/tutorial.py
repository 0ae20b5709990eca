"""A guided first match of Double-edged Edges: the real screens, with the rule told when it
matters.

    app.push(tutorial_scene(app))        # How to play's "Guided first match", the setup's button

You (Ann) play the 4-player plank against three easy bots, starting with 1 garnet. Round 0
shows the partner grid as in every match; before each of rounds 1 to 4 a short lesson teaches
one decision where it is made: the partner (round 1), the direction and amount (round 2),
jumping off and pushing off (round 3) and a bet (round 4). When an entry skipped what was
asked, a note says so; after the last, a farewell. Nothing is saved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from game.core.paths import LEVELS
from game.core.tomlfile import load_toml
from game.core.words import plural
from game.double_edged_edges.entry import MoveEntryScene
from game.double_edged_edges.levels import GAME_ID, level_from_document
from game.double_edged_edges.rules import STAGE_ROUNDS
from game.double_edged_edges.scene import EdgesFlowScene
from game.double_edged_edges.session import MatchSession
from game.table.seats import Seat
from game.ui.hotseat import LEAVE_GUIDED, GuidedFlow

if TYPE_CHECKING:
    from game.ui.host import Host
    from game.ui.scene import Scene

TUTORIAL_LEVEL = LEVELS / GAME_ID / "four-on-a-plank.toml"
TUTORIAL_SEED = 2026
STARTING_GARNETS = 1
BET_ROUND = 4  # the round whose lesson asks for a bet
YOU = 0
SEATS = (
    Seat("Ann", "Red"),
    Seat("Bob", "Blue", "easy"),
    Seat("Cat", "Green", "easy"),
    Seat("Dan", "Yellow", "easy"),
)


@dataclass(frozen=True)
class Lesson:
    """What the guide asks for before one round's entry, and how to tell it was done."""

    round_number: int
    title: str
    lines: tuple[str, ...]
    done: Callable[[MatchSession], bool]
    missed: str
    least_amount: int = 1  # the least amount the lesson asks for (the hint agrees)


def _your_move(session: MatchSession, number: int) -> tuple[str, int]:
    """Ann's recorded move ("" for the defaults) and bet in round `number`."""
    rounds = session.record.rounds
    if len(rounds) < number:
        return "", 0
    return rounds[number - 1].moves[YOU], rounds[number - 1].bets[YOU]


def _partner_below(session: MatchSession) -> bool:
    move, _ = _your_move(session, 1)
    below = session.state.names[session.state.seating.below(YOU)]
    return move.partition(" ")[2] == below


def _moved_far(session: MatchSession) -> bool:
    move, _ = _your_move(session, 2)
    amount = move.partition(" ")[0][1:]
    return amount.isdigit() and int(amount) >= 2


def your_bets(session: MatchSession) -> list[tuple[int, int]]:
    """Each round in which Ann bet, with the garnets she bet, from the rules' results."""
    bets = [(r.number, r.submissions[YOU].bet) for r in session.state.results]
    return [(number, bet) for number, bet in bets if bet]


def _bet(session: MatchSession) -> bool:
    """A bet made in any round so far; a guide with no garnet to bet asks none."""
    return bool(your_bets(session)) or _held_before_bet_round(session) == 0


def _held_before_bet_round(session: MatchSession) -> int:
    """Ann's garnets when the bet lesson's round began: now, less what that round gave her,
    plus what she bet in it."""
    held = session.state.garnets[YOU]
    for result in session.state.results[BET_ROUND - 1 : BET_ROUND]:
        gained = 1 if result.pushed_off[YOU] is not None else 0
        held += result.submissions[YOU].bet - gained
    return held


def _bets_in_words(bets: list[tuple[int, int]]) -> str:
    return ", ".join(f"{plural(bet, 'garnet')} in round {number}" for number, bet in bets)


def bet_lesson_lines(session: MatchSession) -> tuple[str, ...]:
    """The bet lesson from Ann's real purse: what she holds now and what she has bet."""
    rule = (
        "Before a push-off you may bet garnets: each garnet bet adds 2 to the multiplier "
        "(1 garnet: ×4). A garnet bet is spent whatever happens."
    )
    held, bets = session.state.garnets[YOU], your_bets(session)
    if held == 0 and bets:
        ask = (
            f"You bet {_bets_in_words(bets)} already, and hold no garnet now (+ is greyed). "
            "A push-off gains you one for a later round. Choose a move and press Enter."
        )
    elif held == 0:
        ask = "You hold no garnet now (+ is greyed): a push-off gains you one. Press Enter."
    elif bets:
        ask = (
            f"You bet {_bets_in_words(bets)} already and hold {plural(held, 'garnet')}: "
            "press + to bet again, or keep them; choose a move and press Enter."
        )
    else:
        garnets = "a garnet" if held == 1 else plural(held, "garnet")
        ask = f"You hold {garnets}. Press + to bet, choose a move, and press Enter."
    return rule, ask


def bet_missed(session: MatchSession) -> str:
    held = session.state.garnets[YOU]
    kept = "your garnet is still yours" if held == 1 else f"you still hold {plural(held, 'garnet')}"
    return f"You bet nothing; {kept}."


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        1,
        "Round 1: your partner",
        (
            "Every round you move, and the partner you pick moves with you: the same amount, "
            "the same way. Their own move is added to them too.",
            "Your partner is the player to your right or the one below you on the grid (it "
            "wraps around). Tab, 1 / 2 or a click on the partner buttons picks one.",
            "Pick the player below you, then press Enter.",
        ),
        _partner_below,
        "You kept the partner to your right; the one below you was the other choice.",
    ),
    Lesson(
        2,
        "Round 2: direction and amount",
        (
            "Left and Right pick your direction, Up and Down the amount. The spaces near the "
            "ends pay most (5 at each end here, 0 in the middle) and are the easiest to fall "
            "from.",
            "Everyone's moves are added together, so the panel's landing spot only says where "
            "you would land if nobody else moved.",
            "Try an amount of 2 or more and read in the panel where you would land (past an "
            "end you would score 0), then press Enter.",
        ),
        _moved_far,
        "You moved 1 space: the paying spaces near the ends need longer moves.",
        least_amount=2,
    ),
    Lesson(
        3,
        "Round 3: jumping off and pushing off",
        (
            "Off an end you score 0 if your own direction points at it (you jumped: dumb), "
            "and 2 if you were pushed off the other way (screwed). Both go back to the start.",
            "If your partner ends dumb off the end your direction points at, you pushed them "
            "off: your round score counts ×2 and you gain 1 garnet.",
            "A partner near an end is dumb only if their own move points at it too: guess "
            "from where they stand. Try a push while you stay on, or play safe; press Enter.",
        ),
        lambda session: True,  # a lesson to read: every entry is fine
        "",
    ),
    Lesson(
        BET_ROUND,
        "Round 4: a bet",
        (),  # from Ann's purse when it is shown: `lessons_for`
        _bet,
        "",
    ),
)
FAREWELL_REST = (
    "The match goes on for 7 rounds; How to play tells the rest (the types, the awards). Esc "
    "leaves at any time."
)


def _your_push_off(session: MatchSession) -> tuple[int, str] | None:
    """The first round in which Ann pushed her partner off, and that partner's name."""
    for result in session.state.results:
        partner = result.pushed_off[YOU]
        if partner is not None:
            return result.number, session.state.names[partner]
    return None


def made_and_missed(session: MatchSession) -> tuple[list[str], list[str]]:
    """What Ann did of what the guide taught (a push-off only when one happened), and what
    she has still to try."""
    done: list[str] = []
    missed: list[str] = []
    (done if LESSONS[0].done(session) else missed).append("a partner below you")
    (done if LESSONS[1].done(session) else missed).append("a move of 2 or more")
    push = _your_push_off(session)
    if push is None:
        missed.append(
            "a push-off (your partner must end dumb off the end your direction points at)"
        )
    else:
        done.append(f"a push-off ({push[1]} in round {push[0]})")
    bets = your_bets(session)
    if bets:
        done.append(f"a bet of {_bets_in_words(bets)}")
    elif session.state.garnets[YOU]:
        missed.append("a bet")
    return done, missed


def farewell_lines(session: MatchSession) -> tuple[str, ...]:
    """The farewell, praising only what Ann did."""
    done, missed = made_and_missed(session)
    lines = [f"You have made: {', '.join(done)}." if done else "You have seen every lesson."]
    if missed:
        lines.append(f"Still to try in a later round: {'; '.join(missed)}.")
    return (*lines, FAREWELL_REST)


def lessons_for(session: MatchSession) -> tuple[Lesson, ...]:
    """The lessons with the bet lesson's words from Ann's purse and bets as they stand."""
    *first, bet = LESSONS
    return (*first, replace(bet, lines=bet_lesson_lines(session), missed=bet_missed(session)))


def tutorial_session() -> MatchSession:
    level = level_from_document(load_toml(TUTORIAL_LEVEL))
    return MatchSession.start(
        level, TUTORIAL_LEVEL, SEATS, TUTORIAL_SEED, STARTING_GARNETS, save=False
    )


class TutorialFlowScene(GuidedFlow, EdgesFlowScene):
    """The match flow with a lesson before Ann's entries (see the module docstring)."""

    title = "Double-edged Edges: a guided first match"
    confirm_leave = LEAVE_GUIDED
    farewell_names_the_missed = True

    @property
    def lessons(self) -> tuple[Lesson, ...]:  # type: ignore[override]
        return lessons_for(self.session)

    @property
    def farewell(self) -> tuple[str, ...]:  # type: ignore[override]
        return farewell_lines(self.session)

    def farewell_note(self) -> tuple[str, tuple[str, ...]]:
        """The title says "Well done" only when Ann did everything the guide taught."""
        title = "The guide is over" if made_and_missed(self.session)[1] else "Well done"
        return title, self.farewell

    def lesson_now(self) -> int | None:
        """The lesson for the entry the match waits for now, if any."""
        if self.session.stage != STAGE_ROUNDS:
            return None
        number = self.session.state.round_number
        return next((i for i, lesson in enumerate(LESSONS) if lesson.round_number == number), None)

    def lesson_over(self, index: int) -> bool:
        return len(self.session.record.rounds) >= LESSONS[index].round_number

    def entry_scene(self, seat: int, on_submit: Callable[[], None]) -> Scene:
        """Your entry's hint keeps to the lesson's least amount (H never undoes the lesson)."""
        scene = super().entry_scene(seat, on_submit)
        lesson = self.lesson_now()
        if seat == YOU and lesson is not None and isinstance(scene, MoveEntryScene):
            scene.least_hint_amount = LESSONS[lesson].least_amount
        return scene


def tutorial_scene(app: Host) -> TutorialFlowScene:
    return TutorialFlowScene(app, tutorial_session())
