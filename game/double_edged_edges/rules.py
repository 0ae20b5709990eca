"""Double-edged Edges rules (RULINGS §6): pure functions from a state and submissions to a
new state and the events that explain it. No pygame, no I/O, no global state.

A round is resolved by an ordered list of named stages (ROUND_STAGES); a variant is another
list, not a branch. The match is over after the level's rounds ("awards", where the winners
may have to vote on the Elimination Candidate), then "finished".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from game.core.rng import derived_rng
from game.double_edged_edges import events as ev
from game.double_edged_edges.events import DUMB, LEFT_END, RIGHT_END, SCREWED, SURVIVOR
from game.double_edged_edges.levels import Level
from game.double_edged_edges.seating import Seating, seating_problems, shuffled_seating
from game.table.session import Keys, RuleViolation

STAGE_ROUNDS = "rounds"
STAGE_AWARDS = "awards"
STAGE_FINISHED = "finished"

DIRECTIONS = ("L", "R")
MAX_AMOUNT = 16
SCREWED_POINTS = 2
SINGLE_WINNER_TOKENS = 2
TOKENS_REFUSED_FROM = 5  # shared first place: 1 each, unless this many or more would go out


@dataclass(frozen=True)
class Submission:
    """One player's entry for a round: a direction, an amount, a partner and a bet."""

    direction: str  # "L" or "R"
    amount: int
    partner: int  # player index
    bet: int = 0


@dataclass(frozen=True)
class RoundResult:
    number: int  # from 1
    submissions: tuple[Submission, ...]
    defaulted: tuple[bool, ...]
    landed: tuple[int, ...]  # where each player ended on the unlimited line
    types: tuple[str, ...]
    scores: tuple[int, ...]  # the round's points, multipliers included
    multipliers: tuple[int, ...]
    pushed_off: tuple[int | None, ...]  # the dumb partner each player pushed off, if any


@dataclass(frozen=True)
class VoteCall:
    """The EC tie that the players with the most points settle by a private vote."""

    voters: tuple[int, ...]
    candidates: tuple[int, ...]


@dataclass(frozen=True)
class Awards:
    tokens_of_life: Mapping[int, int]
    elimination_candidate: int
    votes: Mapping[int, int]


@dataclass(frozen=True)
class MatchState:
    level: Level
    seed: int
    names: tuple[str, ...]
    seating: Seating
    spaces: tuple[int, ...]
    points: tuple[int, ...]
    garnets: tuple[int, ...]
    results: tuple[RoundResult, ...] = ()
    awards: Awards | None = None

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def rounds_played(self) -> int:
        return len(self.results)

    @property
    def round_number(self) -> int:
        """The round about to be played, from 1."""
        return self.rounds_played + 1

    @property
    def stage(self) -> str:
        if self.rounds_played < self.level.rounds:
            return STAGE_ROUNDS
        return STAGE_AWARDS if self.awards is None else STAGE_FINISHED

    @property
    def finished(self) -> bool:
        return self.stage == STAGE_FINISHED


def new_match(
    level: Level,
    names: Sequence[str],
    seed: int = 0,
    starting_garnets: Sequence[int] | int = 0,
    seating: Sequence[int] | None = None,
    grid: tuple[int, int] | None = None,
) -> tuple[MatchState, list[ev.Event]]:
    """Round 0: everyone on the start space and the partner grid revealed.

    `seating` lists player indices row by row; without it the seats are a seeded shuffle.
    `grid` (rows, columns) replaces the level's grid, e.g. when the setup has other seats.
    """
    rows, columns = grid or level.grid
    problems: list[tuple[Keys, str]] = []
    if len({name.casefold() for name in names}) != len(names):
        problems.append((("players",), "every player needs a different name"))
    garnets = (
        [starting_garnets] * len(names) if isinstance(starting_garnets, int) else starting_garnets
    )
    problems += [
        (("players", i), "starting garnets cannot be negative")
        for i, g in enumerate(garnets)
        if g < 0
    ]
    order = tuple(seating) if seating is not None else tuple(range(len(names)))
    problems += [(("players",), p) for p in seating_problems(rows, columns, order, len(names))]
    if problems:
        raise RuleViolation.every(problems)
    chosen = Seating(rows, columns, order) if seating is not None else None
    drawn = chosen or shuffled_seating(rows, columns, seed)
    state = MatchState(
        level,
        seed,
        tuple(names),
        drawn,
        (level.start,) * len(names),
        (0,) * len(names),
        tuple(garnets),
    )
    rows_of = tuple(tuple(row) for row in drawn.rows_of_players())
    return state, [ev.SeatingDrawn(rows_of, shuffled=chosen is None)]


# --- submissions -------------------------------------------------------------------------


def default_submission(state: MatchState, player: int) -> Submission:
    """For a seat that does not submit: right, 1, the player to the right, no bet."""
    return Submission("R", 1, state.seating.right_of(player), 0)


def submission_problems(
    state: MatchState, player: int, submission: Submission
) -> list[tuple[str, str]]:
    """(field, reason) for everything the rules refuse; field is "move" or "bet"."""
    found: list[tuple[str, str]] = []
    if submission.direction not in DIRECTIONS:
        found.append(("move", f'direction "{submission.direction}" must be L or R'))
    if not 1 <= submission.amount <= MAX_AMOUNT:
        found.append(("move", f"the amount is {submission.amount}; it must be 1 to {MAX_AMOUNT}"))
    if state.seating.side_of(player, submission.partner) is None:
        right, below = (state.names[p] for p in state.seating.partners_of(player))
        partner = (
            state.names[submission.partner]
            if 0 <= submission.partner < state.players
            else f"player {submission.partner + 1}"
        )
        found.append(
            (
                "move",
                f"{partner} is not to the right of or below {state.names[player]} on the grid "
                f"(choose {right} or {below})",
            )
        )
    held = state.garnets[player]
    if submission.bet < 0:
        found.append(("bet", "a bet cannot be negative"))
    elif submission.bet > held:
        found.append(("bet", f"the bet is {submission.bet} garnets, more than the {held} held"))
    return found


def check_submission(state: MatchState, player: int, submission: Submission) -> list[str]:
    """Why the rules refuse this entry, in words (empty when it is fine)."""
    return [reason for _, reason in submission_problems(state, player, submission)]


def _check_round(state: MatchState, submissions: Sequence[Submission | None]) -> None:
    if state.stage != STAGE_ROUNDS:
        raise RuleViolation.every([((), f"the match has only {state.level.rounds} rounds")])
    if len(submissions) != state.players:
        raise RuleViolation.every(
            [((), f"{len(submissions)} submissions for {state.players} players")]
        )
    problems = [
        (("moves" if kind == "move" else "bets", player), f"{state.names[player]}: {reason}")
        for player, submission in enumerate(submissions)
        if submission is not None
        for kind, reason in submission_problems(state, player, submission)
    ]
    if problems:
        raise RuleViolation.every(problems)


# --- the pieces of a round ---------------------------------------------------------------


def shift(submission: Submission) -> int:
    return submission.amount if submission.direction == "R" else -submission.amount


def end_towards(direction: str) -> str:
    return RIGHT_END if direction == "R" else LEFT_END


def landings(spaces: Sequence[int], submissions: Sequence[Submission]) -> list[int]:
    """Each player's space plus every move applied to them, on the unlimited line."""
    landed = list(spaces)
    for player, submission in enumerate(submissions):
        landed[player] += shift(submission)
        landed[submission.partner] += shift(submission)
    return landed


def player_type(level: Level, space: int, direction: str) -> tuple[str, str | None]:
    """(type, end fallen from): beyond the end one's own direction points at is dumb."""
    if level.on_platform(space):
        return SURVIVOR, None
    end = LEFT_END if space < 1 else RIGHT_END
    return (DUMB if end == end_towards(direction) else SCREWED), end


def type_score(level: Level, kind: str, space: int) -> int:
    if kind == SURVIVOR:
        return level.value_of(space)
    return SCREWED_POINTS if kind == SCREWED else 0


def push_multiplier(bet: int) -> int:
    return 2 + 2 * bet


def pushes_off(direction: str, partner_kind: str, partner_end: str | None) -> bool:
    return partner_kind == DUMB and partner_end == end_towards(direction)


@dataclass
class RoundWork:
    """The round being resolved; each stage reads and fills it in order."""

    state: MatchState
    submissions: tuple[Submission, ...]
    defaulted: tuple[bool, ...]
    garnets: list[int]
    landed: list[int] = field(default_factory=list)
    types: list[str] = field(default_factory=list)
    ends: list[str | None] = field(default_factory=list)
    base: list[int] = field(default_factory=list)
    multipliers: list[int] = field(default_factory=list)
    pushed_off: list[int | None] = field(default_factory=list)
    spaces: list[int] = field(default_factory=list)
    events: list[ev.Event] = field(default_factory=list)

    @property
    def level(self) -> Level:
        return self.state.level


def _spend_bets(work: RoundWork) -> None:
    for player, submission in enumerate(work.submissions):
        if submission.bet:
            work.garnets[player] -= submission.bet
            work.events.append(ev.BetPlaced(player, submission.bet))


def _move(work: RoundWork) -> None:
    for player, submission in enumerate(work.submissions):
        work.events.append(
            ev.Pushed(
                player,
                submission.partner,
                submission.direction,
                submission.amount,
                work.defaulted[player],
            )
        )
    work.landed = landings(work.state.spaces, work.submissions)
    for player, space in enumerate(work.landed):
        origin = work.state.spaces[player]
        work.events.append(ev.Landed(player, origin, space, work.level.spaces))


def _classify(work: RoundWork) -> None:
    for player, space in enumerate(work.landed):
        kind, end = player_type(work.level, space, work.submissions[player].direction)
        work.types.append(kind)
        work.ends.append(end)
        work.base.append(type_score(work.level, kind, space))
        work.events.append(ev.Typed(player, kind, end))


def _push_offs(work: RoundWork) -> None:
    for player, submission in enumerate(work.submissions):
        partner = submission.partner
        if pushes_off(submission.direction, work.types[partner], work.ends[partner]):
            multiplier = push_multiplier(submission.bet)
            work.multipliers.append(multiplier)
            work.pushed_off.append(partner)
            work.garnets[player] += 1
            end = work.ends[partner] or ""
            work.events.append(ev.PushedOff(player, partner, end, submission.bet, multiplier))
        else:
            work.multipliers.append(1)
            work.pushed_off.append(None)
            if submission.bet:
                work.events.append(ev.BetLost(player, submission.bet))


def _score(work: RoundWork) -> None:
    for player, base in enumerate(work.base):
        multiplier = work.multipliers[player]
        work.events.append(ev.Scored(player, base, multiplier, base * multiplier))


def _return_to_start(work: RoundWork) -> None:
    start = work.level.start
    for player, kind in enumerate(work.types):
        if kind == SURVIVOR:
            work.spaces.append(work.landed[player])
        else:
            work.spaces.append(start)
            work.events.append(ev.ReturnedToStart(player, start))


Stage = tuple[str, Callable[[RoundWork], None]]

ROUND_STAGES: tuple[Stage, ...] = (
    ("bets", _spend_bets),
    ("move", _move),
    ("types", _classify),
    ("push-offs", _push_offs),
    ("score", _score),
    ("return", _return_to_start),
)


def resolve_round(
    state: MatchState,
    submissions: Sequence[Submission | None],
    stages: Sequence[Stage] = ROUND_STAGES,
) -> tuple[MatchState, list[ev.Event]]:
    """Play one round; a None submission takes the defaults. Raises RuleViolation."""
    _check_round(state, submissions)
    entries = tuple(
        s if s is not None else default_submission(state, p) for p, s in enumerate(submissions)
    )
    defaulted = tuple(s is None for s in submissions)
    work = RoundWork(state, entries, defaulted, list(state.garnets))
    for _, run_stage in stages:
        run_stage(work)
    scores = tuple(b * m for b, m in zip(work.base, work.multipliers, strict=True))
    result = RoundResult(
        state.round_number,
        entries,
        defaulted,
        tuple(work.landed),
        tuple(work.types),
        scores,
        tuple(work.multipliers),
        tuple(work.pushed_off),
    )
    after = replace(
        state,
        spaces=tuple(work.spaces),
        points=tuple(p + s for p, s in zip(state.points, scores, strict=True)),
        garnets=tuple(work.garnets),
        results=(*state.results, result),
    )
    return after, [*work.events, ev.RoundEnded(result.number)]


# --- the entry screen's preview ----------------------------------------------------------


@dataclass(frozen=True)
class Preview:
    """A submission evaluated through the round's rules as if nobody else moved: where you
    and your partner land, your type, and your round score either way your partner turns
    out (their own direction, which decides dumb or screwed, is not known yet)."""

    space: int
    kind: str  # your type then: survivor, or dumb when you jump off
    end: str | None
    score: int  # your round score unless you push your partner off
    partner: int
    partner_space: int
    partner_end: str | None  # the end your partner would be off, if any
    multiplier: int  # your round score's multiplier if you push your partner off
    pushed_score: int | None  # your round score if your partner ends dumb: you push them off

    @property
    def may_push_off(self) -> bool:
        return self.pushed_score is not None


def preview(state: MatchState, player: int, submission: Submission) -> Preview:
    space = state.spaces[player] + shift(submission)
    kind, end = player_type(state.level, space, submission.direction)
    partner_space = state.spaces[submission.partner] + shift(submission)
    _, partner_end = player_type(state.level, partner_space, submission.direction)
    score = type_score(state.level, kind, space)
    multiplier = push_multiplier(submission.bet)
    pushed = pushes_off(submission.direction, DUMB, partner_end)
    return Preview(
        space, kind, end, score, submission.partner, partner_space, partner_end, multiplier,
        score * multiplier if pushed else None,
    )  # fmt: skip


# --- awards ------------------------------------------------------------------------------


def tokens_of_life(points: Sequence[int]) -> tuple[dict[int, int], list[ev.Event]]:
    """A single winner gets 2; several get 1 each unless that would be 5 or more."""
    best = max(points)
    winners = [p for p, value in enumerate(points) if value == best]
    if len(winners) == 1:
        return {winners[0]: SINGLE_WINNER_TOKENS}, [
            ev.TokensOfLifeGiven(winners[0], SINGLE_WINNER_TOKENS)
        ]
    if len(winners) >= TOKENS_REFUSED_FROM:
        return {}, [ev.TokensOfLifeWithheld(len(winners))]
    return {p: 1 for p in winners}, [ev.TokensOfLifeGiven(p, 1) for p in winners]


def vote_call(state: MatchState) -> VoteCall | None:
    """The vote needed when the least points are tied: the winners choose among the tied."""
    least = min(state.points)
    tied = tuple(p for p, value in enumerate(state.points) if value == least)
    if len(tied) == 1:
        return None
    best = max(state.points)
    return VoteCall(tuple(p for p, value in enumerate(state.points) if value == best), tied)


def vote_problems(state: MatchState, voter: int, choice: int) -> list[str]:
    """Why a vote cannot count (empty when it can): the entry screen and the file reader."""
    call = vote_call(state)
    names = state.names
    if call is None:
        return ["no vote is needed: the least points are not tied"]
    if voter not in call.voters:
        return [f"{names[voter]} cannot vote: only the players with the most points vote"]
    if choice == voter:
        return [f"{names[voter]} cannot vote for themself"]
    if choice not in call.candidates:
        allowed = ", ".join(names[p] for p in call.candidates)
        return [
            f"{names[voter]} votes for {names[choice]}, who is not tied for the least points "
            f"(candidates: {allowed})"
        ]
    return []


def elimination_candidate(state: MatchState, votes: Mapping[int, int]) -> tuple[int, str]:
    """Least points; a tie goes to the winners' vote, then to a seeded draw."""
    call = vote_call(state)
    if call is None:
        return state.points.index(min(state.points)), "least points"
    tally = Counter(votes.values())
    most = max(tally[p] for p in call.candidates)
    leading = [p for p in call.candidates if tally[p] == most]
    if len(leading) == 1:
        return leading[0], f"tied for least points; {most} vote{'s' if most != 1 else ''}"
    drawn = derived_rng(state.seed, "elimination-candidate").choice(leading)
    return drawn, "tied for least points and votes; a seeded draw"


def finish_match(
    state: MatchState, votes: Mapping[int, int] | None = None
) -> tuple[MatchState, list[ev.Event]]:
    """Tokens of Life and the Elimination Candidate; `votes` maps voter → choice."""
    if state.stage != STAGE_AWARDS:
        raise RuleViolation.every(
            [((), f"the match is not waiting for its awards ({state.stage})")]
        )
    votes = dict(votes or {})
    problems = [
        (("votes", state.names[voter]), reason)
        for voter, choice in votes.items()
        for reason in vote_problems(state, voter, choice)
    ]
    if problems:
        raise RuleViolation.every(problems)
    tokens, events = tokens_of_life(state.points)
    candidate, reason = elimination_candidate(state, votes)
    events += [ev.EliminationCandidateChosen(candidate, reason), ev.MatchFinished()]
    return replace(state, awards=Awards(tokens, candidate, votes)), events
