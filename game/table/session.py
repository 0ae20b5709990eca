"""The session: a match being played on this machine, whose record is also its save file.

`TableSession` owns the save: where it lives, the atomic write after every change, the copy
of the level beside it (so editing the level file never breaks a save) and the move to
replays/ once the match is over. `SimultaneousSession` adds the flow of games where
everyone enters, then one joint resolve (Social Snake and the games written like it):
pending entries, who acts next, bots submitting, advancing; `RecordedSession` adds the
usual shape of such a game's session (a record, its level and the replay of the record, with
starting, loading and restoring unfinished entries). A turn-based game (Tactrics) subclasses
`TableSession` directly and records one turn at a time.

Nothing here draws or imports pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, ClassVar, NamedTuple, Self

from game.core.problems import Problem, ProblemsFound, shorten
from game.core.saves import level_copy_path, new_match_id, retire_to_replays, saves_dir
from game.core.tomlfile import (
    SaveWriter,
    TomlDocument,
    load_toml,
    read_user_file,
    toml_bytes,
    write_bytes_atomic,
    write_toml_atomic,
)
from game.table.drafts import DraftUnreadable, draft_value
from game.table.seats import Seat
from game.table.standings import Standings


class EntryRefused(Exception):
    """An entry that the session or the rules do not accept; `message` says why in words."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


Keys = tuple[str | int, ...]


class Located(NamedTuple):
    """One problem and where it is: `keys` inside the entry (or, from the match reader,
    inside the match file)."""

    keys: Keys
    message: str


class RuleViolation(EntryRefused):
    """What the rules refuse, in every game: each located problem found, all at once.

    `RuleViolation(message, keys)` is one problem; `RuleViolation.every(problems)` many
    (each `Located(keys, message)`, or a (keys, message) pair). `problems` lists them,
    `message` says them all in one line and `keys` is the first one's place."""

    def __init__(self, message: str, keys: Keys = ()):
        self._set([Located(tuple(keys), message)])

    @classmethod
    def every(cls, problems: Iterable[tuple[Keys, str]]) -> RuleViolation:
        violation = cls.__new__(cls)
        violation._set([Located(tuple(keys), message) for keys, message in problems])
        return violation

    def _set(self, problems: list[Located]) -> None:
        EntryRefused.__init__(self, "; ".join(problem.message for problem in problems))
        self.problems = problems
        self.keys = problems[0].keys if problems else ()


@dataclass(frozen=True)
class Draft:
    """A seat's unfinished entry: the stage it was typed for and the screen's draft as TOML
    data (game.table.drafts)."""

    stage: str
    data: Any
    where: str = ""  # "path:line" of a draft read from a save, for a message about it


@dataclass
class Outcome:
    """What resolving one stage did: a label for the log, the states around it, the events
    to animate."""

    label: str
    before: Any
    after: Any
    events: list[Any]


class TableSession:
    """The save side of every table game; subclasses provide `record_data()` and
    `finished`."""

    game_id: ClassVar[str] = ""
    writer: SaveWriter | None = None
    """Set while phones enter (game/ui/phone_seats.py): saves go to the disk on a thread of
    their own, so a phone's next tap is not held up by the last one's draft."""

    def __init__(self, path: Path | None):
        self.path = path

    @classmethod
    def new_save(cls, level_file: Path, path: Path | None = None) -> tuple[Path, str]:
        """A fresh save path for this game (or `path`, a season's match file), with a copy
        of the level beside it; returns the path and the `level` value the match file
        should hold."""
        path = path or saves_dir() / f"{new_match_id(cls.game_id)}.toml"
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(level_copy_path(path), read_user_file(level_file))
        return path, level_copy_path(path).name

    @property
    def finished(self) -> bool:
        raise NotImplementedError

    def record_data(self) -> dict[str, Any]:
        """The match file as TOML data: the record so far and any pending entries."""
        raise NotImplementedError

    def save_data(self) -> dict[str, Any]:
        """What the save file holds: the record (a subclass may add to it)."""
        return self.record_data()

    def save(self, wait: bool = True) -> None:
        """Write the match file atomically; a finished match moves on to replays/.
        `wait=False` (a draft) may leave the writing to the `writer` thread; an entry
        handed in is on disk before this returns, so a kill cannot lose it."""
        if self.path is None:
            return
        if self.writer is None:
            write_toml_atomic(self.path, self.save_data())
        else:
            self.writer.write(self.path, toml_bytes(self.save_data()))
            if wait or self.finished:
                self.writer.flush()  # on disk before it moves to replays/
                problem, self.writer.problem = self.writer.problem, None
                if problem is not None:
                    raise problem  # as a write here would: the match says it cannot go on
        if self.finished and self.path.parent == saves_dir():
            self.path = retire_to_replays(self.path)


class SimultaneousSession(TableSession):
    """Everyone the stage waits for submits an entry (humans behind a curtain, bots on
    request); once all are in, `advance()` resolves the stage in one go.

    Subclasses provide `seats`, `stage_seats()`, `check_entry()`, `bot_entry()` and
    `resolve()`, besides `record_data()` and `finished`.
    """

    refusal: ClassVar[type[EntryRefused]] = EntryRefused
    """What the flow raises for an entry out of turn (a game may use its own subclass)."""

    def __init__(self, path: Path | None, pending: dict[int, Any] | None = None):
        super().__init__(path)
        self.pending: dict[int, Any] = pending or {}
        self.drafts: dict[int, Draft] = {}
        self.dropped_drafts: list[tuple[int | None, Problem]] = []
        """Drafts of the save that could not be used (by seat; None: no player of the
        match), each with its problem: the match resumed without them."""
        self.phone_seats: set[int] = set()
        """The seats entered on phones (the save's `phones`, by name): Continue serves
        them again, on new links."""
        self.reveal_due = False
        """The last stage was resolved but its reveal not watched to its end (the save's
        `reveal_due`): Continue shows that reveal before the next stage's curtain."""

    # --- what the game supplies -----------------------------------------------------------

    @property
    def seats(self) -> Sequence[Seat]:
        raise NotImplementedError

    def stage_seats(self) -> list[int]:
        """Every seat the current stage waits for (submitted or not); [] when finished."""
        raise NotImplementedError

    def check_entry(self, seat: int, entry: Any) -> Any:
        """The entry as it is kept (normalised), or EntryRefused (or a subclass) when it
        breaks a rule. The same check serves entries typed in and entries read back from a
        save."""
        return entry

    def draft_shape(self) -> Any:
        """The type of one entry of the current stage as its entry screen keeps it (a
        dataclass, or tuples of plain values: game.table.drafts); None when the stage keeps
        no drafts."""
        return None

    def check_draft_entry(self, seat: int, entry: Any) -> None:
        """EntryRefused when `entry` (of `draft_shape`) is not one the entry screen lets a
        player build: by default the session's own check (`check_entry`), as on Submit. A
        game whose unfinished entries may still break a rule (a colour not placed yet)
        keeps only the checks its screen applies to each click or key."""
        self.check_entry(seat, entry)

    def bot_entry(self, seat: int) -> Any:
        raise NotImplementedError

    def resolve(self, entries: dict[int, Any]) -> Outcome:
        """Apply everyone's entries to the state and the record; return what happened."""
        raise NotImplementedError

    def last_outcome(self) -> Outcome | None:
        """What resolving the last stage did, as `advance` returned it (None: no stage was
        resolved yet, or the game cannot say)."""
        return None

    def standings(self, viewer: int | None) -> Standings | None:
        """Each player's total so far as anyone may see it and, for seat `viewer`, what only
        that player may see (None: the game shows no running standings)."""
        return None

    def restore_pending(
        self,
        document: TomlDocument,
        saved: dict[str, Any],
        read_entry: Callable[[int, Any], Any],
    ) -> list[Problem]:
        """Put the unfinished entries of a save (`saved`: the `pending` table, by player
        name) back through `check_entry`, as if typed in again; the problems, located at
        `pending.<name>.<keys>` (an EntryRefused with `keys` points inside the entry).
        `read_entry(seat, table)` turns one saved table into an entry (EntryRefused when it
        cannot)."""
        seats = {seat.name: index for index, seat in enumerate(self.seats)}
        problems = []
        for name, table in saved.items():
            try:
                if name not in seats:
                    raise self.refusal(f'"{shorten(name)}" is not a player in this match')
                seat = seats[name]
                self.pending[seat] = self.check_entry(seat, read_entry(seat, table))
            except EntryRefused as refused:
                keys = getattr(refused, "keys", ())
                message = f"the unfinished entry of {shorten(name)}: {refused.message}"
                problems.append(document.problem(("pending", name, *keys), message))
        return problems

    def restore_drafts(self, document: TomlDocument) -> list[Problem]:
        """The unfinished drafts of a save (`[drafts.<name>]`: `stage` and `draft`) back in
        `drafts`, each read and checked as its entry screen would take it (`read_draft`);
        the problems, located at `drafts.<name>`, each saying its draft is dropped (kept in
        `dropped_drafts` too, by seat)."""
        saved = document.data.get("drafts", {})
        if not isinstance(saved, dict):
            problem = document.problem(("drafts",), "drafts must be a table, one per player")
            self.dropped_drafts.append((None, problem))
            return [problem]
        seats = {seat.name: index for index, seat in enumerate(self.seats)}
        problems = []
        for name, table in saved.items():
            seat = seats.get(name)
            stage = table.get("stage") if isinstance(table, dict) else None
            if seat is None:
                reason = "not a player in this match"
            elif not isinstance(stage, str) or "draft" not in table or len(table) != 2:
                reason = "a draft needs a stage and a draft, nothing else"
            else:
                reason = self._draft_refusal(seat, table["draft"])
                if not reason:
                    where = f"{document.path}:{document.line_of('drafts', name, 'draft')}"
                    self.drafts[seat] = Draft(stage, table["draft"], where)
                    continue
            message = f"drafts.{shorten(name)}: {reason} — the draft was dropped"
            problem = document.problem(("drafts", name, "draft"), message)
            self.dropped_drafts.append((seat, problem))
            problems.append(problem)
        return problems

    def _draft_refusal(self, seat: int, data: Any) -> str:
        try:
            self.read_draft(seat, data)
        except DraftUnreadable as unreadable:
            return str(unreadable)
        except EntryRefused as refused:
            return refused.message
        return ""

    def read_draft(self, seat: int, data: Any) -> tuple[Any, tuple[Any, ...], tuple[Any, ...]]:
        """A saved draft as `seat`'s entry screen restores it: the entry with its undo and
        redo steps, each of the stage's `draft_shape` and passing `check_draft_entry`
        (DraftUnreadable or EntryRefused, saying which part, when not)."""
        shape = self.draft_shape()
        if shape is None:
            raise DraftUnreadable("this stage keeps no unfinished entries")
        entry, undo, redo = draft_value(data, tuple[Any, tuple[Any, ...], tuple[Any, ...]])
        steps = {"the entry": [entry], "undo step": list(undo), "redo step": list(redo)}
        read: dict[str, list[Any]] = {}
        for words, kept in steps.items():
            read[words] = []
            for number, step in enumerate(kept, start=1):
                where = words if words == "the entry" else f"{words} {number}"
                value = draft_value(step, shape, where)
                try:
                    self.check_draft_entry(seat, value)
                except EntryRefused as refused:
                    raise EntryRefused(f"{where}: {refused.message}") from None
                read[words].append(value)
        return read["the entry"][0], tuple(read["undo step"]), tuple(read["redo step"])

    def draft_note(self, seat: int) -> str:
        """The problem of `seat`'s draft dropped as the save was read ("" when none); said
        once (the entry screen shows it as it opens)."""
        for index, (dropped, problem) in enumerate(self.dropped_drafts):
            if dropped == seat:
                del self.dropped_drafts[index]
                return str(problem)
        return ""

    def keep_draft(self, seat: int, stage: str, data: Any) -> None:
        """Keep `seat`'s unfinished entry for `stage` (TOML data) in the save, at once."""
        self.drafts[seat] = Draft(stage, data)
        self.save(wait=False)

    def draft_of(self, seat: int, stage: str) -> Any:
        """The draft `seat` left for `stage`, or None."""
        draft = self.drafts.get(seat)
        return draft.data if draft is not None and draft.stage == stage else None

    def draft_place(self, seat: int) -> str:
        """Where `seat`'s draft was read from ("path:line"), "" when typed here."""
        draft = self.drafts.get(seat)
        return draft.where if draft is not None else ""

    def save_data(self) -> dict[str, Any]:
        """The record, with the drafts of seats still to enter (`[drafts.<name>]`)."""
        data = self.record_data()
        waiting = set(self.expected()) if not self.finished else set()
        drafts = {
            self.seats[seat].name: {"stage": draft.stage, "draft": draft.data}
            for seat, draft in self.drafts.items()
            if seat in waiting
        }
        if drafts:
            data["drafts"] = drafts
        if self.phone_seats and not self.finished:
            data["phones"] = [self.seats[seat].name for seat in sorted(self.phone_seats)]
        if self.reveal_due and not self.finished:
            data["reveal_due"] = True
        return data

    def restore_phones(self, document: TomlDocument) -> None:
        """The save's `phones` (names of players) back in `phone_seats`; anything else is
        a problem kept in `dropped_drafts` (the match resumes with those seats at the
        machine)."""
        saved = document.data.get("phones")
        if saved is None:
            return
        names = [seat.name for seat in self.seats]
        if not isinstance(saved, list) or not all(name in names for name in saved):
            message = "phones must list players of the match — they enter at the machine"
            self.dropped_drafts.append((None, document.problem(("phones",), message)))
            return
        self.phone_seats = {names.index(name) for name in saved}

    # --- the flow -------------------------------------------------------------------------

    def expected(self) -> list[int]:
        """The seats that must still submit before the stage can be resolved."""
        return [seat for seat in self.stage_seats() if seat not in self.pending]

    def humans_waiting(self) -> list[int]:
        return [seat for seat in self.expected() if not self.seats[seat].is_bot]

    def ready(self) -> bool:
        return not self.finished and not self.expected()

    def submit(self, seat: int, entry: Any) -> None:
        """Take one seat's entry for this stage (checked first) and save."""
        if seat not in self.expected():
            raise self.refusal(f"{self.seats[seat].name} has nothing to enter now")
        self.pending[seat] = self.check_entry(seat, entry)
        self.drafts.pop(seat, None)
        self.save()

    def let_bots_act(self) -> None:
        """Every bot seat that the stage waits for submits (quietly, no curtain)."""
        bots = [seat for seat in self.expected() if self.seats[seat].is_bot]
        for seat in bots:
            self.pending[seat] = self.bot_entry(seat)
        if bots:
            self.save()

    def advance(self, reveal_due: bool = False) -> Outcome:
        """Resolve the stage with everyone's entries; record it, save, return the events.
        `reveal_due`: its reveal is shown now, and the save says so until `reveal_watched`
        (a match left during the reveal resumes at it)."""
        if not self.ready():
            raise self.refusal("not everyone has entered yet")
        outcome = self.resolve(dict(self.pending))
        self.pending = {}
        self.drafts = {}
        self.reveal_due = reveal_due
        self.save()
        return outcome

    def reveal_watched(self) -> None:
        """The last stage's reveal was watched to its end: the save no longer asks for it."""
        if self.reveal_due:
            self.reveal_due = False
            self.save()


class RecordedSession(SimultaneousSession):
    """A SimultaneousSession whose state is the last state of its record's replay: the
    shape of Social Snake's, Antisocial Snake's, Bugcatcher's and Double-edged Edges'
    sessions.

    A subclass gives `replay_document` (a match file read and replayed: record, level,
    replay — ProblemsFound when it cannot be), `replay_new` (the replay of a fresh record;
    may refuse it) and, when saved entries need reading, `read_pending_entry`; besides
    `stage_seats()`, `check_entry()`, `bot_entry()`, `resolve()` and `record_data()`. The
    record holds `level`, `players` (each with `name`, `colour`, `bot`) and `pending`.
    """

    def __init__(self, record: Any, level: Any, played: Any, path: Path | None):
        super().__init__(path)
        self.record = record
        self.level = level
        self.history = played

    # --- what the game supplies -----------------------------------------------------------

    @staticmethod
    def replay_document(document: TomlDocument) -> tuple[Any, Any, Any]:
        raise NotImplementedError

    @classmethod
    def replay_new(cls, record: Any, level: Any) -> Any:
        """The replay of a record nobody has played yet (the refusal when it is broken)."""
        raise NotImplementedError

    def read_pending_entry(self, seat: int, table: Any) -> Any:
        """A saved unfinished entry in the shape `check_entry` takes (EntryRefused when it
        is not); by default the match reader has read it already."""
        return table

    # --- creating and loading -------------------------------------------------------------

    @classmethod
    def begin(
        cls, record: Any, level: Any, level_file: Path, save: bool = True, path: Path | None = None
    ) -> Self:
        """The session of a new record (its `level` the level file's path); with `save`, its
        files go to the saves folder at once (or to `path`), the record naming the level's
        copy."""
        played = cls.replay_new(record, level)
        if save:
            path, record.level = cls.new_save(level_file, path)
        session = cls(record, level, played, path)
        session.save()
        return session

    @classmethod
    def load(cls, path: Path) -> Self:
        """Resume a saved match exactly; ProblemsFound (path:line) when it cannot be used.
        A draft that cannot be used is dropped, its problem in `dropped_drafts`."""
        return cls.from_document(load_toml(path), path, drop_bad_drafts=True)

    @classmethod
    def from_document(
        cls, document: TomlDocument, path: Path | None = None, drop_bad_drafts: bool = False
    ) -> Self:
        """The session of a match file, its unfinished entries checked like fresh ones;
        a draft that cannot be used is a problem too (what `validate` says), unless
        `drop_bad_drafts` (what Continue does: the match resumes without it)."""
        record, level, played = cls.replay_document(document)
        session = cls(record, level, played, path)
        problems = session.restore_pending(document, record.pending, session.read_pending_entry)
        dropped = session.restore_drafts(document)
        session.restore_phones(document)
        session.reveal_due = document.data.get("reveal_due") is True
        if problems or not drop_bad_drafts:
            problems += dropped
        if problems:
            raise ProblemsFound(problems)
        return session

    def last_outcome(self) -> Outcome | None:
        """The last stage as the record's replay tells it (a game whose replay starts after
        its first stage gives its own)."""
        history = self.history
        if len(history.states) < 2:
            return None
        return Outcome(
            history.labels[-1], history.states[-2], history.states[-1], history.events[-1]
        )

    def hand_to_bot(self, seat: int, bot: str = "normal") -> None:
        """`seat` played by a bot of level `bot` from now on (its unfinished entry dropped:
        the bot enters its own); saved."""
        self.record.players[seat] = replace(self.record.players[seat], bot=bot)
        self.drafts.pop(seat, None)
        self.phone_seats.discard(seat)
        self.save()

    # --- what the match waits for ---------------------------------------------------------

    @property
    def state(self) -> Any:
        return self.history.final

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def stage(self) -> str:
        return self.state.stage

    @property
    def seats(self) -> list[Seat]:
        return [Seat(p.name, p.colour or "", p.bot) for p in self.record.players]
