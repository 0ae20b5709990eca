"""A Bugcatcher match being played on this machine, on the table kit's SimultaneousSession.

Two stages wait for every seat: the pregame (priority lists and a bid, a `Pregame`) and each
round (actions and missions, a `Submission`). An entry typed in the window, a bot's entry
and an unfinished entry read back from a save all pass `check_entry`, which is the rules'
own check (`pregame_problems` / `submission_problems`). Nothing here draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.bugcatcher import bot
from game.bugcatcher import events as ev
from game.bugcatcher.geometry import BORDER, CENTRAL, Board
from game.bugcatcher.levels import GAME_ID, Level
from game.bugcatcher.match import (
    BrokenRecord,
    MatchRecord,
    PlayerEntry,
    Replay,
    RoundEntry,
    record_to_data,
    replay,
    replay_document,
)
from game.bugcatcher.rules import (
    STAGE_PREGAME,
    STAGE_ROUNDS,
    MatchState,
    Pregame,
    RuleViolation,
    Submission,
    begin_match,
    normalise_action,
    pregame_problems,
    resolve_round,
    submission_problems,
)
from game.core.problems import shorten
from game.core.words import plural
from game.table.seats import Seat, each_garnets
from game.table.session import Outcome, RecordedSession
from game.table.standings import Standing, Standings

MAX_PENDING_ITEMS = 40  # list entries read from a saved unfinished entry


class MatchSession(RecordedSession):
    game_id = GAME_ID
    refusal = RuleViolation
    replay_document = staticmethod(replay_document)
    record: MatchRecord
    level: Level
    history: Replay[MatchState]

    @classmethod
    def start(
        cls,
        level: Level,
        level_file: Path,
        seats: Sequence[Seat],
        seed: int,
        starting_garnets: int | Sequence[int] = 0,
        save: bool = True,
        path: Path | None = None,
    ) -> MatchSession:
        """A new match waiting for the pregame lists; with `save`, saved at once."""
        players = [
            PlayerEntry(seat.name, garnets, bot=seat.bot, colour=seat.colour)
            for seat, garnets in zip(seats, each_garnets(starting_garnets, seats), strict=True)
        ]
        record = MatchRecord(str(level_file), seed, players, started=False)
        return cls.begin(record, level, level_file, save, path)

    @classmethod
    def replay_new(cls, record: MatchRecord, level: Level) -> Replay[MatchState]:
        try:
            return replay(record, level)
        except BrokenRecord as broken:  # too many or too few seats for this level
            raise RuleViolation(broken.located[0][1]) from None

    # --- what the match waits for --------------------------------------------------------

    @property
    def board(self) -> Board:
        return self.level.board

    def stage_seats(self) -> list[int]:
        return [] if self.finished else list(range(len(self.record.players)))

    # --- entries -------------------------------------------------------------------------

    def draft_shape(self) -> Any:
        return Pregame if self.stage == STAGE_PREGAME else Submission

    def check_entry(self, seat: int, entry: Any) -> Any:
        """The rules' own check of a pregame or round entry; the entry as kept."""
        if self.stage == STAGE_PREGAME:
            if not isinstance(entry, Pregame):
                raise RuleViolation("the match waits for the pregame priority lists")
            problems = pregame_problems(self.state, seat, entry)
        else:
            if not isinstance(entry, Submission):
                raise RuleViolation("the match waits for this round's actions")
            try:
                actions = tuple(normalise_action(a) for a in entry.actions)
            except ValueError as reason:
                raise RuleViolation(str(reason), ("actions",)) from None
            entry = Submission(actions, tuple(entry.missions))
            problems = submission_problems(self.state, seat, entry)
        if problems:
            keys, message = problems[0]
            raise RuleViolation(message, keys)
        return entry

    def bot_entry(self, seat: int) -> Any:
        level_name = self.record.players[seat].bot or "normal"
        if self.stage == STAGE_PREGAME:
            return bot.choose_pregame(self.state, seat, level_name)
        return bot.choose_submission(self.state, seat, level_name)

    # --- resolving -----------------------------------------------------------------------

    def resolve(self, entries: dict[int, Any]) -> Outcome:
        before = self.state
        ordered = [entries[seat] for seat in range(len(self.record.players))]
        if self.stage == STAGE_PREGAME:
            after, events = begin_match(before, ordered)
            for player, entry in zip(self.record.players, ordered, strict=True):
                player.central = [self.board.name(p) for p in entry.central]
                player.border = [self.board.name(p) for p in entry.border]
                player.bid = entry.bid
            self.record.started = True
            label = "Pregame: the starts"
        else:
            after, events = resolve_round(before, ordered)
            self.record.rounds.append(
                RoundEntry([list(e.actions) for e in ordered], [list(e.missions) for e in ordered])
            )
            label = f"Round {before.round_number}"
        self.history.add(after, events, label)
        return Outcome(label, before, after, events)

    # --- standings ----------------------------------------------------------------------

    def outcome_at(self, index: int) -> Outcome | None:
        """Stage `index` of the history as the reveal takes it (None: nothing happened in
        it). A replayed record starts after the pregame: its "before" is the first state
        back at the pregame."""
        history = self.history
        if not history.events[index]:
            return None
        if index:
            before = history.states[index - 1]
        else:
            before = replace(history.states[0], stage=STAGE_PREGAME)
        return Outcome(history.labels[index], before, history.states[index], history.events[index])

    def last_outcome(self) -> Outcome | None:
        return self.outcome_at(len(self.history.states) - 1)

    def standings(self, viewer: int | None) -> Standings:
        """Fireflies are private until the end: everyone sees only who plays; the player
        behind the curtain sees their own fireflies, round by round."""
        state = self.state
        over = state.finished
        rows = tuple(
            Standing(seat, p.name, plural(p.fireflies, "firefly", "fireflies") if over else "")
            for seat, p in enumerate(state.players)
        )
        note = "" if over else "Fireflies stay private until the match is over."
        private = () if viewer is None else firefly_lines(self.history, viewer)
        return Standings(rows, private, note)

    # --- saving --------------------------------------------------------------------------

    def record_data(self) -> dict[str, Any]:
        self.record.pending = {
            self.record.players[seat].name: self._entry_table(entry)
            for seat, entry in self.pending.items()
        }
        return record_to_data(self.record)

    def _entry_table(self, entry: Any) -> dict[str, Any]:
        if isinstance(entry, Pregame):
            return {
                "central": [self.board.name(p) for p in entry.central],
                "border": [self.board.name(p) for p in entry.border],
                "bid": entry.bid,
            }
        return {"actions": list(entry.actions), "missions": list(entry.missions)}

    def read_pending_entry(self, seat: int, table: Any) -> Any:
        """A saved unfinished entry in the shape `check_entry` takes."""
        if not isinstance(table, dict):
            raise RuleViolation('must be a table such as { actions = ["BD", "swap"] }')
        if self.stage == STAGE_PREGAME:
            _refuse_keys(table, {"central", "border", "bid"})
            bid = table.get("bid", 0)
            if not isinstance(bid, int) or isinstance(bid, bool):
                raise RuleViolation("the bid must be a whole number", ("bid",))
            central = self._points(table, "central", CENTRAL)
            border = self._points(table, "border", BORDER)
            return Pregame(tuple(central), tuple(border), bid)
        if self.stage == STAGE_ROUNDS:
            _refuse_keys(table, {"actions", "missions"})
            return Submission(tuple(_strings(table, "actions")), tuple(_strings(table, "missions")))
        raise RuleViolation("the match is over; nothing is waiting")

    def _points(self, table: dict, key: str, node: str) -> list:
        points = []
        for index, name in enumerate(_strings(table, key)):
            try:
                points.append(self.board.parse(name, node))
            except ValueError as reason:
                raise RuleViolation(str(reason), (key, index)) from None
        return points


def _refuse_keys(table: dict, expected: set[str]) -> None:
    for key in table:
        if key not in expected:
            waits = ", ".join(sorted(expected))
            raise RuleViolation(f'unknown key "{shorten(str(key))}" (use {waits})', (key,))


def _strings(table: dict, key: str) -> list[str]:
    values = table.get(key, [])
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise RuleViolation(f"{key} must be a list of strings", (key,))
    if len(values) > MAX_PENDING_ITEMS:
        raise RuleViolation(f"{key} has {len(values)} entries; at most {MAX_PENDING_ITEMS}", (key,))
    return values


def firefly_lines(history: Replay[MatchState], seat: int) -> tuple[str, ...]:
    """`seat`'s fireflies so far and where the last round's came from, in one line (so the
    board above it keeps its size round after round): valid segments, each mission share
    and each penalty by its mission's name (the player's own, private)."""
    total = history.final.players[seat].fireflies
    last = last_round_events(history)
    if last is None:
        return (f"Your fireflies: {total}",)
    paths = sum(isinstance(e, ev.SegmentPlaced) and e.player == seat for e in last)
    parts = [f"+{paths} from paths"]
    parts += [
        f"+{e.reward_each} for {e.mission}{_shared(len(e.players), e.reward_each)}"
        for e in last
        if isinstance(e, ev.MissionCompleted) and seat in e.players
    ]
    parts += [
        f"−{e.fireflies} for failing {e.mission}"
        for e in last
        if isinstance(e, ev.MissionPenalty) and e.player == seat
    ]
    return (f"Your fireflies: {total} · round {_round_of(last)}: {', '.join(parts)}",)


def last_round_events(history: Replay[MatchState]) -> Sequence[ev.Event] | None:
    """The events of the last round played (None before round 1 is resolved)."""
    return next((events for events in reversed(history.events) if _round_of(events)), None)


def failed_move_lines(
    last: Sequence[ev.Event], seat: int, actions: Sequence[str] = ()
) -> tuple[str, ...]:
    """Why each of `seat`'s path actions of a round (`last`: its events) failed, in words
    (private): for every collision the step, the action, what it ran into, and the later
    steps of that node's path that were void with it."""
    void: dict[str, list[int]] = {}
    for event in last:
        if isinstance(event, ev.ActionVoid) and event.player == seat:
            void.setdefault(event.node, []).append(event.step)
    lines = []
    for event in last:
        if not isinstance(event, ev.ActionInvalid) or event.player != seat:
            continue
        action = f" {actions[event.step - 1]}" if event.step <= len(actions) else ""
        why = _collision_words(event)
        towards = f" towards {event.target}" if event.target not in why else ""
        line = f"Step {event.step}{action}{towards} failed: {why} (case {event.case})."
        later = void.get(event.node, [])
        if later:
            steps = ", ".join(str(step) for step in later)
            line += f" Your {event.node} path stopped: step{'s' * (len(later) > 1)} {steps} void."
        lines.append(line)
    return tuple(lines)


def _collision_words(event: ev.ActionInvalid) -> str:
    """The rules' reason ("case 1: the coordinate was claimed at step 2") in a new player's
    words, naming the point."""
    target = event.target
    why = event.reason.split(": ", 1)[-1]
    for rules, words in (
        ("the coordinate was claimed at the start of the round",
         f"a node stood on {target} when the round began"),
        ("the coordinate was claimed at", f"a path had already reached {target} at"),
        ("another path reached the same coordinate", f"another player's path reached {target}"),
        ("crossed another", "it crossed another player's"),
        ("crossed a", "it crossed a"),
    ):  # fmt: skip
        if why.startswith(rules):
            return why.replace(rules, words, 1)
    return why


def start_lines(history: Replay[MatchState], seat: int) -> tuple[str, ...]:
    """What `seat` lost in the pregame, in plain words (private): for each start another
    player got instead, how many asked, how it was decided and where the node starts instead.
    Only what the rules make public: never who got it nor anyone's bid (nodes are unlabelled)."""
    pregame = next((events for events in history.events if _is_pregame(events)), [])
    lost: dict[str, list[str]] = {}
    for contest, granted in zip(pregame, pregame[1:], strict=False):
        if not isinstance(contest, ev.StartContested) or contest.winner == seat:
            continue
        if seat not in contest.players or not isinstance(granted, ev.StartAssigned):
            continue
        how = "a seeded draw" if contest.by_draw else "a higher bid"
        choice = "first" if granted.choice == 0 else f"as choice {(granted.choice or 0) + 1}"
        lost.setdefault(contest.node, []).append(
            f"you asked for {contest.where} {choice}; {len(contest.players)} players asked: "
            f"another player got it ({how})"
        )
    lines = []
    for event in pregame:
        if isinstance(event, ev.StartAssigned) and event.player == seat and event.node in lost:
            how = (
                f"your choice {event.choice + 1}"
                if event.choice is not None
                else "drawn: your list ran out"
            )
            told = "; ".join(lost[event.node])
            lines.append(
                f"{event.node.capitalize()} node: {told}. You start on {event.where} ({how})."
            )
    return tuple(lines)


def _is_pregame(events: Sequence[ev.Event]) -> bool:
    return any(isinstance(e, ev.StartAssigned) for e in events)


def _shared(players: int, each: int) -> str:
    """A shared reward says so in words: each completer gets the reward ÷ their count,
    rounded up."""
    if players < 2:
        return ""
    return f" (split between {players} players: +{each} each)"


def _round_of(events: Sequence[ev.Event]) -> int | None:
    """The round a resolved stage played (None for the pregame and the awards)."""
    return next((e.round for e in events if isinstance(e, ev.RoundBegan)), None)
