"""What happens in a Bugcatcher match, as plain data a viewer can animate and explain.

Coordinates are carried as their canonical names (what the rules screen shows), so every
event can describe itself given only the players' names. `step` counts a round's actions
from 1: step k of every player happens at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.words import plural
from game.table.events import Event, Names


def _names_and(names: list[str]) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cat"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _fireflies(count: int) -> str:
    return f"{count} firefl{'y' if abs(count) == 1 else 'ies'}"


@dataclass(frozen=True)
class BidSpent(Event):
    player: int
    garnets: int

    def describe(self, names: Names) -> str:
        return f"{names[self.player]} spends {plural(self.garnets, 'garnet')} on the priority bid"


@dataclass(frozen=True)
class StartAssigned(Event):
    player: int
    node: str
    where: str
    choice: int | None  # 0-based priority granted; None = drawn because the list ran out

    def describe(self, names: Names) -> str:
        how = f"choice {self.choice + 1}" if self.choice is not None else "drawn at random"
        return f"{names[self.player]}'s {self.node} node starts on {self.where} ({how})"

    def public(self, names: Names) -> str | None:
        return f"A {self.node} node starts on {self.where}"


@dataclass(frozen=True)
class StartContested(Event):
    node: str
    where: str
    players: tuple[int, ...]
    winner: int
    by_draw: bool

    def describe(self, names: Names) -> str:
        who = _names_and([names[p] for p in self.players])
        both = "both" if len(self.players) == 2 else "all"
        how = "a seeded draw" if self.by_draw else "the highest bid"
        return f"{who} {both} asked for {self.where}; {names[self.winner]} gets it by {how}"

    def public(self, names: Names) -> str | None:
        return (
            f"{len(self.players)} players asked for {self.where}; "
            f"{'a seeded draw' if self.by_draw else 'the highest bid'} decided"
        )


@dataclass(frozen=True)
class RoundBegan(Event):
    round: int

    def describe(self, names: Names) -> str:
        return f"Round {self.round} begins"

    def public(self, names: Names) -> str | None:
        return self.describe(names)


@dataclass(frozen=True)
class MissionUndertaken(Event):
    player: int
    mission: str

    def describe(self, names: Names) -> str:
        return f"{names[self.player]} undertakes {self.mission}"


@dataclass(frozen=True)
class SegmentPlaced(Event):
    step: int
    player: int
    node: str
    start: str
    end: str
    colour: str

    def describe(self, names: Names) -> str:
        return (
            f"Step {self.step}: {names[self.player]}'s {self.node} path runs {self.colour} "
            f"from {self.start} to {self.end} (+1 firefly)"
        )

    def public(self, names: Names) -> str | None:
        return (
            f"Step {self.step}: a {self.colour} {self.node} path runs from {self.start} to "
            f"{self.end}"
        )


@dataclass(frozen=True)
class ActionInvalid(Event):
    """A collision: this action and every later path action of the node are void."""

    step: int
    player: int
    node: str
    target: str
    case: int  # 1 to 4, as in the seed
    reason: str  # "case 4: crossed a blue path placed at step 2"

    def describe(self, names: Names) -> str:
        return (
            f"Step {self.step}: {names[self.player]}'s {self.node} path towards {self.target} "
            f"collides ({self.reason}); the {self.node} node stops for this round"
        )

    def public(self, names: Names) -> str | None:
        return (
            f"Step {self.step}: a {self.node} path towards {self.target} is invalid "
            f"({self.reason}); the rest of that node's path is void"
        )


@dataclass(frozen=True)
class ActionVoid(Event):
    step: int
    player: int
    node: str
    direction: str = ""  # U D L R: where the void action would have gone

    def describe(self, names: Names) -> str:
        return (
            f"Step {self.step}: {names[self.player]}'s {self.node} path action is void "
            "(the node collided earlier this round)"
        )

    def public(self, names: Names) -> str | None:
        return f"Step {self.step}: a {self.node} path action is void (collided earlier)"


@dataclass(frozen=True)
class Swapped(Event):
    step: int
    player: int
    paid_with_garnet: bool
    central_colour: str  # after the swap

    def describe(self, names: Names) -> str:
        how = " with a garnet" if self.paid_with_garnet else ""
        return (
            f"Step {self.step}: {names[self.player]} swaps colours{how}; the central path is "
            f"now {self.central_colour}"
        )


@dataclass(frozen=True)
class MissionCompleted(Event):
    mission: str
    round: int
    players: tuple[int, ...]
    reward_each: int

    def describe(self, names: Names) -> str:
        who = _names_and([names[p] for p in self.players])
        each = " each" if len(self.players) > 1 else ""
        return f"{self.mission} is completed by {who} (+{_fireflies(self.reward_each)}{each})"

    def announce(self) -> str:
        """The public words: completion is announced without names."""
        return f"{self.mission} has been completed"

    def public(self, names: Names) -> str | None:
        return self.announce()


@dataclass(frozen=True)
class MissionPenalty(Event):
    mission: str
    player: int
    fireflies: int

    def describe(self, names: Names) -> str:
        return f"{names[self.player]} failed {self.mission}: −{_fireflies(self.fireflies)}"


@dataclass(frozen=True)
class MissionExpired(Event):
    mission: str
    round: int

    def describe(self, names: Names) -> str:
        return f"{self.mission} was not completed in time and closes"

    def public(self, names: Names) -> str | None:
        return self.describe(names)


@dataclass(frozen=True)
class RoundEnded(Event):
    round: int

    def describe(self, names: Names) -> str:
        return f"Round {self.round} ends; nodes move to the ends of their paths"

    def public(self, names: Names) -> str | None:
        return self.describe(names)


@dataclass(frozen=True)
class MatchWon(Event):
    player: int
    fireflies: int
    by_tiebreak: str  # "" when the lead was clear

    def describe(self, names: Names) -> str:
        how = f" (tie broken by {self.by_tiebreak})" if self.by_tiebreak else ""
        return (
            f"{names[self.player]} wins with {_fireflies(self.fireflies)}{how}: "
            "+1 garnet and 2 Tokens of Life"
        )

    def public(self, names: Names) -> str | None:
        return self.describe(names)


@dataclass(frozen=True)
class EliminationCandidate(Event):
    player: int
    fireflies: int
    by_tiebreak: str

    def describe(self, names: Names) -> str:
        how = f" (tie broken by {self.by_tiebreak})" if self.by_tiebreak else ""
        return (
            f"{names[self.player]} has the fewest fireflies ({self.fireflies}){how} and is "
            "the Elimination Candidate"
        )

    def public(self, names: Names) -> str | None:
        return self.describe(names)


@dataclass(frozen=True)
class GarnetsForFireflies(Event):
    player: int
    garnets: int
    fireflies: int = 0  # held at the end (0 in records made before it was kept)

    def describe(self, names: Names) -> str:
        garnets = plural(self.garnets, "garnet")
        held = f" for holding {self.fireflies} fireflies" if self.fireflies else ""
        return f"{names[self.player]} gets {garnets}{held} (1 garnet per full 30 fireflies)"

    def public(self, names: Names) -> str | None:
        return self.describe(names)
