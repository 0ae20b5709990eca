"""Bugcatcher's rules (RULINGS §5) as plain Python: state + submissions -> (state, events).

A round is an ordered list of named stages (ROUND_STAGES); each stage reads and extends one
RoundWork. The input state is never changed.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from game.bugcatcher import events as ev
from game.bugcatcher.geometry import BORDER, CENTRAL, NODES, Board, Point, midpoint, step_point
from game.bugcatcher.levels import Level
from game.bugcatcher.missions import BLACK, Mission, PlayerRound, Segment, other_colour
from game.core.problems import shorten
from game.core.rng import derived_rng
from game.table.session import RuleViolation

STAGE_PREGAME = "pregame"
STAGE_ROUNDS = "rounds"
STAGE_FINISHED = "finished"

PRIORITY_CHOICES = 9
MAX_GARNETS = 1000
PATH_ACTIONS = {f"{n}{d}": (BORDER if n == "B" else CENTRAL, d) for n in "BC" for d in "UDLR"}
SWAP = "swap"
PAID_SWAP = "swap*"
FIREFLIES_PER_GARNET = 30

OPEN, UPCOMING, COMPLETED, EXPIRED = "open", "upcoming", "completed", "expired"


@dataclass(frozen=True)
class Pregame:
    """One player's pregame entry: priority lists (best first) and one garnet bid."""

    central: tuple[Point, ...] = ()
    border: tuple[Point, ...] = ()
    bid: int = 0


@dataclass(frozen=True)
class Submission:
    actions: tuple[str, ...] = ()
    missions: tuple[str, ...] = ()  # names of this round's missions undertaken


@dataclass(frozen=True)
class PlayerState:
    name: str
    garnets: int = 0
    fireflies: int = 0
    central: Point = (1, 1)
    border: Point = (0, 0)
    central_colour: str = BLACK
    missions_completed: int = 0
    collisions: int = 0
    fireflies_by_round: tuple[int, ...] = ()  # total after each round

    @property
    def border_colour(self) -> str:
        return other_colour(self.central_colour)

    def node(self, node: str) -> Point:
        return self.central if node == CENTRAL else self.border

    def colour(self, node: str) -> str:
        return self.central_colour if node == CENTRAL else self.border_colour


@dataclass(frozen=True)
class MissionState:
    status: str = UPCOMING
    undertakers: tuple[int, ...] = ()
    closed_in: int | None = None  # the round it was completed or expired
    completers: tuple[int, ...] = ()


@dataclass(frozen=True)
class RoundRecord:
    """One resolved round: every player's play and the missions undertaken."""

    number: int
    plays: tuple[PlayerRound, ...]
    undertaken: tuple[tuple[str, ...], ...]
    announced: tuple[str, ...] = ()  # missions completed this round (public, no names)


@dataclass(frozen=True)
class Awards:
    winner: int
    elimination_candidate: int
    ranking: tuple[int, ...]  # best first, after the tie-breaks
    garnets: dict[int, int]  # garnets gained at the end, per player
    tokens_of_life: dict[int, int]


@dataclass(frozen=True)
class MatchState:
    level: Level
    seed: int
    players: tuple[PlayerState, ...]
    stage: str = STAGE_PREGAME
    rounds_played: int = 0
    missions: tuple[MissionState, ...] = ()
    history: tuple[RoundRecord, ...] = ()
    awards: Awards | None = None

    @property
    def board(self) -> Board:
        return self.level.board

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    @property
    def round_number(self) -> int:
        """The round about to be played, from 1."""
        return self.rounds_played + 1

    @property
    def finished(self) -> bool:
        return self.stage == STAGE_FINISHED

    def round_board(self) -> list[Mission]:
        """The missions a player may undertake this round."""
        return [
            m
            for m, s in zip(self.level.missions, self.missions, strict=True)
            if m.round == self.round_number and s.status == OPEN
        ]

    def still_open_from_earlier(self) -> list[tuple[Mission, MissionState]]:
        """Missions shown in an earlier round whose window still runs: no longer offered,
        but still checked for those who undertook them."""
        return [
            (m, s)
            for m, s in zip(self.level.missions, self.missions, strict=True)
            if m.round < self.round_number and s.status == OPEN
        ]


# --- setup and pregame -------------------------------------------------------------------


def new_match(
    level: Level, names: Sequence[str], seed: int = 0, garnets: Sequence[int] | int = 0
) -> MatchState:
    """A match waiting for the pregame priority lists."""
    low, high = level.players
    if not low <= len(names) <= high:
        raise RuleViolation(f"{len(names)} players; this level takes {low} to {high}")
    if len(set(names)) != len(names):
        raise RuleViolation("every player needs a different name")
    counts = [garnets] * len(names) if isinstance(garnets, int) else list(garnets)
    for count in counts:
        if not 0 <= count <= MAX_GARNETS:
            raise RuleViolation(f"starting garnets are 0 to {MAX_GARNETS}, not {count}")
    players = tuple(PlayerState(n, g) for n, g in zip(names, counts, strict=True))
    missions = tuple(MissionState() for _ in level.missions)
    return MatchState(level, seed, players, missions=missions)


def pregame_problems(state: MatchState, player: int, entry: Pregame) -> list[tuple[tuple, str]]:
    """Every reason the entry is refused, each with the key that locates it."""
    problems: list[tuple[tuple, str]] = []
    garnets = state.players[player].garnets
    if not 0 <= entry.bid <= garnets:
        problems.append((("bid",), f"the bid is 0 to {garnets} garnets (what you hold)"))
    for node in NODES:
        chosen = entry.central if node == CENTRAL else entry.border
        if len(chosen) > PRIORITY_CHOICES:
            problems.append(((node,), f"the {node} list has at most {PRIORITY_CHOICES} entries"))
        for index, point in enumerate(chosen[:PRIORITY_CHOICES]):
            if not state.board.contains(point) or (point[0] % 2 == 1) != (node == CENTRAL):
                problems.append(((node, index), f"{node} choice {index + 1} is not on the board"))
            elif point in chosen[:index]:
                name = state.board.name(point)
                problems.append(((node, index), f"{name} is listed twice in the {node} list"))
    return problems


def check_pregame(state: MatchState, player: int, entry: Pregame) -> list[str]:
    return [message for _, message in pregame_problems(state, player, entry)]


def begin_match(state: MatchState, entries: Sequence[Pregame]) -> tuple[MatchState, list]:
    """Spend the bids and hand out both kinds of start by the priority lists."""
    _refuse_broken(state, STAGE_PREGAME, entries, pregame_problems)
    events: list[ev.Event] = [ev.BidSpent(p, e.bid) for p, e in enumerate(entries) if e.bid]
    bids = [e.bid for e in entries]
    starts: dict[str, list[Point]] = {}
    for node in NODES:
        lists = [e.central if node == CENTRAL else e.border for e in entries]
        starts[node] = allocate(state, node, lists, bids, events)
    players = tuple(
        replace(
            p, garnets=p.garnets - bids[i], central=starts[CENTRAL][i], border=starts[BORDER][i]
        )
        for i, p in enumerate(state.players)
    )
    missions = _show_missions(state.level, state.missions, 1)
    return replace(state, players=players, stage=STAGE_ROUNDS, missions=missions), events


def _refuse_broken(
    state: MatchState, stage: str, entries: Sequence, problems_of: Callable[..., list]
) -> None:
    """RuleViolation (keys = (player, key…)) unless every player's entry may be played now."""
    if state.stage != stage:
        raise RuleViolation(f"the match is not at its {stage} stage")
    if len(entries) != len(state.players):
        raise RuleViolation(f"{len(entries)} entries for {len(state.players)} players")
    for player, entry in enumerate(entries):
        for keys, message in problems_of(state, player, entry):
            raise RuleViolation(f"{state.names[player]}: {message}", (player, *keys))


def allocate(
    state: MatchState,
    node: str,
    lists: Sequence[Sequence[Point]],
    bids: Sequence[int],
    events: list[ev.Event],
) -> list[Point]:
    """Pass k: everyone still without a start asks for their k-th choice (RULINGS §5)."""
    rng = derived_rng(state.seed, "starts", node)
    board = state.board
    given: dict[int, Point] = {}
    taken: set[Point] = set()
    for k in range(PRIORITY_CHOICES):
        asking: dict[Point, list[int]] = defaultdict(list)
        for player, chosen in enumerate(lists):
            if player not in given and k < len(chosen) and chosen[k] not in taken:
                asking[chosen[k]].append(player)
        for point in sorted(asking):
            players = asking[point]
            best = max(bids[p] for p in players)
            top = [p for p in players if bids[p] == best]
            winner = top[0] if len(top) == 1 else rng.choice(top)
            if len(players) > 1:
                events.append(
                    ev.StartContested(node, board.name(point), tuple(players), winner, len(top) > 1)
                )
            given[winner] = point
            taken.add(point)
            events.append(ev.StartAssigned(winner, node, board.name(point), k))
    for player in range(len(lists)):
        if player not in given:
            point = rng.choice([p for p in board.points(node) if p not in taken])
            given[player] = point
            taken.add(point)
            events.append(ev.StartAssigned(player, node, board.name(point), None))
    return [given[p] for p in range(len(lists))]


def _show_missions(
    level: Level, missions: tuple[MissionState, ...], round_number: int
) -> tuple[MissionState, ...]:
    return tuple(
        replace(s, status=OPEN) if m.round == round_number and s.status == UPCOMING else s
        for m, s in zip(level.missions, missions, strict=True)
    )


# --- submissions -------------------------------------------------------------------------


def normalise_action(text: str) -> str:
    """`"bd"` -> `"BD"`, `"Swap*"` -> `"swap*"`; ValueError names the known actions."""
    cleaned = text.strip()
    if cleaned.lower() in (SWAP, PAID_SWAP):
        return cleaned.lower()
    if cleaned.upper() in PATH_ACTIONS:
        return cleaned.upper()
    raise ValueError(
        f'unknown action "{shorten(text)}" (use BU BD BL BR CU CD CL CR, swap or swap*)'
    )


def energy_used(actions: Sequence[str]) -> int:
    return sum(action != PAID_SWAP for action in actions)


def planned_ends(player: PlayerState, actions: Sequence[str]) -> dict[str, list[Point]]:
    """Where each node's path would run if nothing collided: what the entry screen previews."""
    points = {node: [player.node(node)] for node in NODES}
    for action in actions:
        if action in PATH_ACTIONS:
            node, direction = PATH_ACTIONS[action]
            points[node].append(step_point(points[node][-1], direction))
    return points


def submission_problems(
    state: MatchState, player: int, submission: Submission
) -> list[tuple[tuple, str]]:
    """Every reason a submission is refused, each with the key ("actions", k) locating it.

    The entry screen and the match-file reader both use this one check.
    """
    if state.stage != STAGE_ROUNDS:
        return [((), "the match is not in a round")]
    problems: list[tuple[tuple, str]] = []
    energy = state.level.energy
    actions = submission.actions
    if len(actions) > energy + 1:
        return [(("actions",), f"{len(actions)} actions; a round allows at most {energy + 1}")]
    for index, action in enumerate(actions):
        if action not in PATH_ACTIONS and action not in (SWAP, PAID_SWAP):
            problems.append((("actions", index), f'unknown action "{shorten(str(action))}"'))
    if problems:
        return problems
    if energy_used(actions) > energy:
        problems.append(
            (("actions",), f"the actions use {energy_used(actions)} energy; a round gives {energy}")
        )
    paid = [i for i, a in enumerate(actions) if a == PAID_SWAP]
    if len(paid) > 1:
        problems.append((("actions", paid[1]), "only one swap* (paid with a garnet) per round"))
    if paid and state.players[player].garnets < 1:
        problems.append((("actions", paid[0]), "swap* costs 1 garnet and you have none"))
    problems.extend(_off_board(state, player, actions))
    problems.extend(_mission_problems(state, submission.missions))
    return problems


def _off_board(state: MatchState, player: int, actions: Sequence[str]) -> list[tuple[tuple, str]]:
    ends = {node: state.players[player].node(node) for node in NODES}
    for index, action in enumerate(actions):
        if action in PATH_ACTIONS:
            node, direction = PATH_ACTIONS[action]
            ends[node] = step_point(ends[node], direction)
            if not state.board.contains(ends[node]):
                return [(("actions", index), f"action {index + 1} ({action}) leaves the board")]
    return []


def _mission_problems(state: MatchState, names: Sequence[str]) -> list[tuple[tuple, str]]:
    if not names:
        return []
    if len(names) > len(state.level.missions):
        return [(("missions",), "more missions undertaken than the level has")]
    board = state.round_board()
    offered = {m.name.casefold() for m in board}
    problems: list[tuple[tuple, str]] = []
    seen: set[str] = set()
    for index, name in enumerate(names):
        folded = name.strip().casefold()
        if folded not in offered:
            shown = ", ".join(m.name for m in board) or "none"
            problems.append(
                (
                    ("missions", index),
                    f'"{name}" is not on round {state.round_number}\'s board (open: {shown})',
                )
            )
        elif folded in seen:
            problems.append((("missions", index), f'"{name}" is undertaken twice'))
        seen.add(folded)
    return problems


def check_submission(state: MatchState, player: int, submission: Submission) -> list[str]:
    """Reasons the submission is refused (empty when it may be played)."""
    return [message for _, message in submission_problems(state, player, submission)]


# --- resolving a round -------------------------------------------------------------------


@dataclass
class RoundWork:
    """The working data of one round while its stages run."""

    state: MatchState
    submissions: Sequence[Submission]
    players: list[PlayerState] = field(default_factory=list)
    missions: list[MissionState] = field(default_factory=list)
    plays: list[PlayerRound] = field(default_factory=list)
    announced: list[str] = field(default_factory=list)
    events: list[ev.Event] = field(default_factory=list)
    awards: Awards | None = None


def resolve_round(
    state: MatchState, submissions: Sequence[Submission]
) -> tuple[MatchState, list[ev.Event]]:
    """Play one round for every player at once; RuleViolation.keys = (player, key…)."""
    _refuse_broken(state, STAGE_ROUNDS, submissions, submission_problems)
    work = RoundWork(state, submissions, list(state.players), list(state.missions))
    work.events.append(ev.RoundBegan(state.round_number))
    for _, stage in ROUND_STAGES:
        stage(work)
    return _finish_round(work), work.events


def _undertake(work: RoundWork) -> None:
    level = work.state.level
    joined: dict[int, list[int]] = defaultdict(list)
    for player, submission in enumerate(work.submissions):
        for name in submission.missions:
            index = level.mission_index[name.strip().casefold()]
            joined[index].append(player)
            work.events.append(ev.MissionUndertaken(player, level.missions[index].name))
    for index, players in joined.items():
        status = work.missions[index]
        work.missions[index] = replace(status, undertakers=(*status.undertakers, *players))


def _resolve_paths(work: RoundWork) -> None:
    work.plays = resolve_paths(
        work.state.board, work.players, [s.actions for s in work.submissions], work.events
    )


def _pay_paths(work: RoundWork) -> None:
    for player, play in enumerate(work.plays):
        current = work.players[player]
        paid = sum(a == PAID_SWAP for a in work.submissions[player].actions)
        work.players[player] = replace(
            current,
            fireflies=current.fireflies + len(play.segments),
            collisions=current.collisions + play.invalid,
            garnets=current.garnets - paid,
            central=play.ends[CENTRAL],
            border=play.ends[BORDER],
            central_colour=_colour_after(current.central_colour, play.swaps),
        )


def _colour_after(colour: str, swaps: int) -> str:
    return other_colour(colour) if swaps % 2 else colour


def _settle_missions(work: RoundWork) -> None:
    round_number = work.state.round_number
    board = work.state.board
    gained = [0] * len(work.players)
    completed = [0] * len(work.players)
    for index, mission in enumerate(work.state.level.missions):
        status = work.missions[index]
        if status.status != OPEN or not mission.round <= round_number <= mission.last_round:
            continue
        done = tuple(p for p in status.undertakers if mission.completed_by(work.plays[p], board))
        if done:
            each = math.ceil(mission.reward / len(done))
            for player in done:
                gained[player] += each
                completed[player] += 1
            work.events.append(ev.MissionCompleted(mission.name, round_number, done, each))
            work.announced.append(mission.name)
            work.missions[index] = replace(
                status, status=COMPLETED, closed_in=round_number, completers=done
            )
            failed = [p for p in status.undertakers if p not in done]
        elif round_number == mission.last_round:
            work.missions[index] = replace(status, status=EXPIRED, closed_in=round_number)
            work.events.append(ev.MissionExpired(mission.name, round_number))
            failed = list(status.undertakers)
        else:
            continue
        for player in failed if mission.penalty else ():
            gained[player] -= mission.penalty
            work.events.append(ev.MissionPenalty(mission.name, player, mission.penalty))
    work.players = [
        replace(
            p,
            fireflies=p.fireflies + gained[i],
            missions_completed=p.missions_completed + completed[i],
        )
        for i, p in enumerate(work.players)
    ]


def _close_round(work: RoundWork) -> None:
    work.players = [
        replace(p, fireflies_by_round=(*p.fireflies_by_round, p.fireflies)) for p in work.players
    ]
    work.events.append(ev.RoundEnded(work.state.round_number))
    if work.state.round_number >= work.state.level.rounds:
        work.awards = compute_awards(work.state, work.players, work.events)
        work.players = [
            replace(p, garnets=p.garnets + work.awards.garnets.get(i, 0))
            for i, p in enumerate(work.players)
        ]


ROUND_STAGES: tuple[tuple[str, Callable[[RoundWork], None]], ...] = (
    ("undertake", _undertake),
    ("paths", _resolve_paths),
    ("fireflies", _pay_paths),
    ("missions", _settle_missions),
    ("close", _close_round),
)


def _finish_round(work: RoundWork) -> MatchState:
    state = work.state
    record = RoundRecord(
        state.round_number,
        tuple(work.plays),
        tuple(tuple(s.missions) for s in work.submissions),
        tuple(work.announced),
    )
    over = work.awards is not None
    missions = tuple(work.missions)
    if not over:
        missions = _show_missions(state.level, missions, state.round_number + 1)
    return replace(
        state,
        players=tuple(work.players),
        rounds_played=state.rounds_played + 1,
        missions=missions,
        history=(*state.history, record),
        stage=STAGE_FINISHED if over else STAGE_ROUNDS,
        awards=work.awards,
    )


@dataclass
class _Attempt:
    player: int
    node: str
    start: Point
    end: Point
    middle: Point
    colour: str


def resolve_paths(
    board: Board,
    players: Sequence[PlayerState],
    actions: Sequence[Sequence[str]],
    events: list[ev.Event] | None = None,
) -> list[PlayerRound]:
    """Simultaneous steps with the four collision cases of RULINGS §5.

    Every action of a step is checked against the board as it was before the step; then the
    valid segments are placed and their targets claimed; then the step's swaps happen.
    """
    paths = _Paths(board, players, events)
    for step in range(1, max((len(a) for a in actions), default=0) + 1):
        listed = {i: a[step - 1] for i, a in enumerate(actions) if step <= len(a)}
        attempts = paths.attempts(step, listed)
        paths.place(step, paths.judge(step, attempts))
        paths.swap(step, {i: a for i, a in listed.items() if a in (SWAP, PAID_SWAP)})
    return paths.results(players)


class _Paths:
    """The round's board while its steps run: claims, placed segments, node ends."""

    def __init__(
        self, board: Board, players: Sequence[PlayerState], log: list[ev.Event] | None
    ) -> None:
        self.board = board
        self.log = log  # None: nobody reads the events (a bot's look-ahead), so none are made
        self.claimed = {p.node(n): (0, i) for i, p in enumerate(players) for n in NODES}
        self.placed: dict[tuple[Point, str], int] = {}
        self.ends = [{node: p.node(node) for node in NODES} for p in players]
        self.colours = [p.central_colour for p in players]
        self.stopped: set[tuple[int, str]] = set()
        self.segments: list[list[Segment]] = [[] for _ in players]
        self.void: list[list[int]] = [[] for _ in players]
        self.invalid = [0] * len(players)
        self.swaps = [0] * len(players)

    def attempts(self, step: int, listed: dict[int, str]) -> list[_Attempt]:
        """This step's path actions; those of a stopped node are void and attempt nothing."""
        attempts = []
        for player, action in listed.items():
            if action not in PATH_ACTIONS:
                continue
            node, direction = PATH_ACTIONS[action]
            if (player, node) in self.stopped:
                self.void[player].append(step)
                if self.log is not None:
                    self.log.append(ev.ActionVoid(step, player, node, direction))
                continue
            start = self.ends[player][node]
            end = step_point(start, direction)
            colour = self.colours[player]
            colour = colour if node == CENTRAL else other_colour(colour)
            attempts.append(_Attempt(player, node, start, end, midpoint(start, end), colour))
        return attempts

    def judge(self, step: int, attempts: list[_Attempt]) -> list[_Attempt]:
        """The valid attempts; every invalid one stops its node for the round."""
        by_target: dict[Point, int] = defaultdict(int)
        by_crossing: dict[tuple[Point, str], int] = defaultdict(int)
        for attempt in attempts:
            by_target[attempt.end] += 1
            by_crossing[(attempt.middle, attempt.colour)] += 1
        valid = []
        for attempt in attempts:
            collision = _collision(attempt, self.claimed, self.placed, by_target, by_crossing)
            if collision is None:
                valid.append(attempt)
                continue
            case, reason = collision
            self.stopped.add((attempt.player, attempt.node))
            self.void[attempt.player].append(step)
            self.invalid[attempt.player] += 1
            if self.log is not None:
                target = self.board.name(attempt.end)
                self.log.append(
                    ev.ActionInvalid(step, attempt.player, attempt.node, target, case, reason)
                )
        return valid

    def place(self, step: int, valid: list[_Attempt]) -> None:
        for attempt in valid:
            self.claimed[attempt.end] = (step, attempt.player)
            self.placed[(attempt.middle, attempt.colour)] = step
            self.ends[attempt.player][attempt.node] = attempt.end
            segment = Segment(step, attempt.node, attempt.start, attempt.end, attempt.colour)
            self.segments[attempt.player].append(segment)
            if self.log is not None:
                start, end = self.board.name(attempt.start), self.board.name(attempt.end)
                self.log.append(
                    ev.SegmentPlaced(step, attempt.player, attempt.node, start, end, attempt.colour)
                )

    def swap(self, step: int, swappers: dict[int, str]) -> None:
        for player, action in swappers.items():
            self.colours[player] = other_colour(self.colours[player])
            self.swaps[player] += 1
            if self.log is not None:
                self.log.append(ev.Swapped(step, player, action == PAID_SWAP, self.colours[player]))

    def results(self, players: Sequence[PlayerState]) -> list[PlayerRound]:
        return [
            PlayerRound(
                starts={node: p.node(node) for node in NODES},
                ends=self.ends[i],
                segments=tuple(self.segments[i]),
                swaps=self.swaps[i],
                invalid=self.invalid[i],
                void_steps=tuple(self.void[i]),
                crossed_other_colour=any(
                    (s.middle, other_colour(s.colour)) in self.placed for s in self.segments[i]
                ),
            )
            for i, p in enumerate(players)
        ]


def _collision(
    attempt: _Attempt,
    claimed: dict[Point, tuple[int, int]],
    placed: dict[tuple[Point, str], int],
    by_target: dict[Point, int],
    by_crossing: dict[tuple[Point, str], int],
) -> tuple[int, str] | None:
    if attempt.end in claimed:
        step, _ = claimed[attempt.end]
        when = "at the start of the round" if step == 0 else f"at step {step}"
        return 1, f"case 1: the coordinate was claimed {when}"
    if by_target[attempt.end] > 1:
        return 2, "case 2: another path reached the same coordinate at the same step"
    if by_crossing[(attempt.middle, attempt.colour)] > 1:
        return 3, f"case 3: crossed another {attempt.colour} path at the same step"
    placed_at = placed.get((attempt.middle, attempt.colour))
    if placed_at is not None:
        return 4, f"case 4: crossed a {attempt.colour} path placed at step {placed_at}"
    return None


# --- the end of the match ----------------------------------------------------------------


def compute_awards(
    state: MatchState, players: Sequence[PlayerState], events: list[ev.Event]
) -> Awards:
    """Most fireflies wins, least is the EC; ties: missions, fewer collisions, seeded draw."""
    rng = derived_rng(state.seed, "awards")
    draw = {i: rng.random() for i in range(len(players))}
    ranking = sorted(
        range(len(players)),
        key=lambda i: (
            -players[i].fireflies,
            -players[i].missions_completed,
            players[i].collisions,
            draw[i],
        ),
    )
    winner, loser = ranking[0], ranking[-1]
    garnets = {i: max(p.fireflies, 0) // FIREFLIES_PER_GARNET for i, p in enumerate(players)}
    garnets[winner] += 1
    events.append(ev.MatchWon(winner, players[winner].fireflies, _tiebreak(players, ranking, 0)))
    events.append(
        ev.EliminationCandidate(
            loser, players[loser].fireflies, _tiebreak(players, ranking, len(ranking) - 1)
        )
    )
    for index, count in garnets.items():
        earned = count - (index == winner)  # the winner's own garnet is told by MatchWon
        if earned:
            events.append(ev.GarnetsForFireflies(index, earned, players[index].fireflies))
    garnets = {i: n for i, n in garnets.items() if n}
    return Awards(winner, loser, tuple(ranking), garnets, {winner: 2})


def _tiebreak(players: Sequence[PlayerState], ranking: Sequence[int], position: int) -> str:
    """Which tie-break settled this place ("" when the fireflies alone did)."""
    chosen = players[ranking[position]]
    others = [players[i] for i in ranking if i != ranking[position]]
    keys = (
        ("missions completed", lambda p: p.missions_completed),
        ("collisions caused", lambda p: p.collisions),
    )
    tied = [p for p in others if p.fireflies == chosen.fireflies]
    if not tied:
        return ""
    for words, key in keys:
        tied = [p for p in tied if key(p) == key(chosen)]
        if not tied:
            return words
    return "a seeded draw"


# --- what each viewer may see ------------------------------------------------------------


@dataclass(frozen=True)
class PublicBoard:
    """What everybody sees between rounds: nodes and paths, black and blue, no names."""

    round: int  # the round just played (0 before round 1)
    nodes: tuple[Point, ...]  # unlabelled, uncoloured
    segments: tuple[tuple[Point, Point, str], ...]  # (start, end, colour), nobody's name
    announced: tuple[str, ...]  # missions completed in that round
    mission_status: tuple[tuple[str, str], ...]  # (name, status) of every mission shown so far


def public_board(state: MatchState) -> PublicBoard:
    last = state.history[-1] if state.history else None
    segments = sorted(
        (s.start, s.end, s.colour) for play in (last.plays if last else ()) for s in play.segments
    )
    nodes = sorted(p.node(node) for p in state.players for node in NODES)
    shown = tuple(
        (m.name, s.status)
        for m, s in zip(state.level.missions, state.missions, strict=True)
        if s.status != UPCOMING
    )
    return PublicBoard(
        state.rounds_played,
        tuple(nodes),
        tuple(segments),
        last.announced if last else (),
        shown,
    )


@dataclass(frozen=True)
class PrivateView:
    """What one player alone sees behind the curtain."""

    name: str
    fireflies: int
    garnets: int
    central: Point
    border: Point
    central_colour: str
    border_colour: str
    open_missions: tuple[str, ...]  # undertaken and still inside their window
    last_round: PlayerRound | None


def private_view(state: MatchState, player: int) -> PrivateView:
    me = state.players[player]
    pending = tuple(
        m.name
        for m, s in zip(state.level.missions, state.missions, strict=True)
        if s.status == OPEN and player in s.undertakers
    )
    last = state.history[-1].plays[player] if state.history else None
    return PrivateView(
        me.name,
        me.fireflies,
        me.garnets,
        me.central,
        me.border,
        me.central_colour,
        me.border_colour,
        pending,
        last,
    )
