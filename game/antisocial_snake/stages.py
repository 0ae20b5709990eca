"""The named stages a board goes through, and the gain rules of the movement stage.

A stage takes the board (a copy it may change), every player's entry and the match seed,
and returns the events it caused. A variation is an ordered choice of these stages (see
variations.py); nothing here asks which variation is being played.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.antisocial_snake import events as ev
from game.antisocial_snake.board import (
    BoardState,
    Entry,
    MovementEntry,
    PlacementEntry,
    Snake,
    crowded_swap_tiles,
    manhattan,
    neighbours,
    settled_directions,
    swapped_board,
    turn,
)
from game.antisocial_snake.events import COLOUR_WORDS
from game.antisocial_snake.levels import BLACK, BLUE, GREEN, RED, WHITE
from game.antisocial_snake.quiz import is_correct, shown_answers
from game.core.coords import Cell, column_letters, step
from game.core.rng import derived_rng

StageRun = Callable[[BoardState, Sequence[Entry], int], list[ev.Event]]
GainRule = Callable[[Snake, str, int], int]  # (snake, colour of the tile entered, gain) → gain

FRAME_ROWS = 4  # tiles in rows 1–4 may be framed; their apples drop this many rows
BID_TWISTS = {1: 3, 2: 2}  # bid rank → twists; every other rank gets 1
OTHER_BID_TWISTS = 1
ELEMENT_BEATS = {RED: GREEN, GREEN: BLUE, BLUE: RED}  # fire > grass > water > fire


@dataclass(frozen=True)
class Stage:
    name: str
    run: StageRun


def _placements(entries: Sequence[Entry]) -> list[PlacementEntry]:
    return [e if isinstance(e, PlacementEntry) else PlacementEntry() for e in entries]


def _movements(entries: Sequence[Entry]) -> list[MovementEntry]:
    return [e if isinstance(e, MovementEntry) else MovementEntry() for e in entries]


def _reading_order(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]


# --- placement ---------------------------------------------------------------------------


def place_snakes(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    """Priority and booting (RULINGS §2), then hidden letters in a seeded order."""
    staying, booted = _settle_wishes(_placements(entries))
    taken = {cell for *_, cell in staying}
    rng = derived_rng(seed, "boot", board.index)
    rng.shuffle(booted)
    landings: list[tuple[int, int, Cell, Cell]] = []
    for player, rank, origin in booted:
        cell = _nearest_free(board, origin, taken, rng)
        taken.add(cell)
        landings.append((player, rank, origin, cell))
    placed = staying + [(p, r, cell) for p, r, _, cell in landings]
    letters = _letters(placed, derived_rng(seed, "letters", board.index))
    board.snakes = sorted(
        (Snake(letters[(p, r)], p, board.colours[c], c, r, [c]) for p, r, c in placed),
        key=lambda s: _letter_order(s.letter),
    )
    events: list[ev.Event] = [
        ev.SnakePlaced(letters[(p, r)], board.colours[c], c)
        for p, r, c in sorted(staying, key=lambda t: _letter_order(letters[(t[0], t[1])]))
    ]
    for player, rank, origin, cell in landings:
        events.append(
            ev.SnakeBooted(letters[(player, rank)], origin, cell, manhattan(origin, cell))
        )
    return events


Wish = tuple[int, int, Cell]  # (player, rank in their list, tile)


def _settle_wishes(placements: Sequence[PlacementEntry]) -> tuple[list[Wish], list[Wish]]:
    """Who stays on the tile they chose and who is booted: on a shared tile only a strictly
    best priority stays; a tie for best boots them all. Both lists in (player, rank) order."""
    wishes: dict[Cell, list[tuple[int, int]]] = {}
    for player, entry in enumerate(placements):
        for rank, cell in enumerate(entry.tiles):
            wishes.setdefault(cell, []).append((rank, player))
    staying: list[Wish] = []
    booted: list[Wish] = []
    for cell, group in wishes.items():
        best = min(rank for rank, _ in group)
        winners = [player for rank, player in group if rank == best]
        for rank, player in group:
            stays = len(winners) == 1 and player == winners[0]
            (staying if stays else booted).append((player, rank, cell))
    return sorted(staying), sorted(booted)


def booted_from(placements: Sequence[PlacementEntry], player: int) -> dict[int, tuple[Cell, bool]]:
    """The player's booted snakes by rank: the tile each was booted from and whether a tie
    for best priority booted it (False: a higher priority took the tile)."""
    _, booted = _settle_wishes(placements)
    best: dict[Cell, int] = {}
    for entry in placements:
        for rank, cell in enumerate(entry.tiles):
            best[cell] = min(rank, best.get(cell, rank))
    return {rank: (cell, rank == best[cell]) for who, rank, cell in booted if who == player}


def _letter_order(letter: str) -> tuple[int, str]:
    return len(letter), letter


def _nearest_free(board: BoardState, origin: Cell, taken: set[Cell], rng: random.Random) -> Cell:
    """The nearest free tile of the origin's colour (never the origin itself while another
    exists), a seeded random one among equals."""
    colour = board.colours[origin]
    free = [
        cell
        for cell in board.spec.cells()
        if board.colours[cell] == colour and cell not in taken and cell != origin
    ]
    if not free:
        free = [origin]  # the board is full up: the contested tile itself is all that is left
    nearest = min(manhattan(origin, cell) for cell in free)
    return rng.choice([cell for cell in free if manhattan(origin, cell) == nearest])


def _letters(placed: list[tuple[int, int, Cell]], rng: random.Random) -> dict[tuple[int, int], str]:
    order = sorted((player, rank) for player, rank, _ in placed)
    rng.shuffle(order)
    return {key: column_letters(index) for index, key in enumerate(order)}


def clear_start_apples(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    events: list[ev.Event] = []
    for snake in board.snakes:
        apples = board.apples.pop(snake.start, 0)
        if apples:
            events.append(ev.ApplesCleared(snake.start, apples))
    return events


def frame_apples(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    """Each framed tile (once, however many named it) sends its apples four rows down.

    All framed tiles move at once, from the apples they held before the frame.
    """
    named = sorted(
        {cell for entry in _placements(entries) for cell in entry.frame}, key=_reading_order
    )
    moving = {cell: board.apples.pop(cell, 0) for cell in named}
    events: list[ev.Event] = []
    for cell in named:
        apples = moving[cell]
        if not apples:
            continue
        target = (cell[0], cell[1] + FRAME_ROWS)
        if board.spec.contains(target) and board.colours[target] != BLACK:
            board.apples[target] = board.apples.get(target, 0) + apples
            events.append(ev.FrameMoved(cell, target, apples, False))
        else:
            events.append(
                ev.FrameMoved(cell, target if board.spec.contains(target) else None, apples, True)
            )
    return events


def toggle_colours(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    """Every naming flips the tile and its neighbours red ↔ blue; an even count cancels."""
    flips: Counter[Cell] = Counter()
    for entry in _placements(entries):
        for cell in entry.toggles:
            for target in [cell, *neighbours(cell)]:
                if board.spec.contains(target):
                    flips[target] += 1
    starts = {snake.start for snake in board.snakes}
    swap = {RED: BLUE, BLUE: RED}
    events: list[ev.Event] = []
    for cell in sorted(flips, key=_reading_order):
        colour = board.colours[cell]
        if flips[cell] % 2 == 0 or colour not in swap:
            continue
        if cell in starts:
            events.append(ev.ToggleHeld(cell))
            continue
        board.colours[cell] = swap[colour]
        events.append(ev.Toggled(cell, colour, swap[colour]))
    return events


def rank_bids(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    """Per colour: highest bid 3 twists, second 2, the rest 1; ties share the better rank
    (two tied highest are both rank 1 and the next bid is rank 3)."""
    placements = _placements(entries)
    events: list[ev.Event] = []
    for colour in board.spec.snake_colours:
        bids = [entry.bid_table.get(colour, 0) for entry in placements]
        for snake in board.snakes:
            if snake.colour != colour:
                continue
            rank = 1 + sum(1 for bid in bids if bid > bids[snake.owner])
            snake.twist_limit = BID_TWISTS.get(rank, OTHER_BID_TWISTS)
            events.append(ev.TwistLimitSet(snake.letter, colour, rank, snake.twist_limit))
    return events


# --- before movement ---------------------------------------------------------------------


def swap_tiles(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    swaps = [pair for entry in _movements(entries) for pair in entry.swaps]
    crowded = crowded_swap_tiles(swaps)
    events: list[ev.Event] = []
    going: list[tuple[Cell, Cell]] = []
    for first, second in swaps:
        blocked = next((cell for cell in (first, second) if cell in crowded), None)
        if blocked is not None:
            event = ev.SwapCancelled(first, second, blocked)
            if event not in events:
                events.append(event)
        else:
            going.append((first, second))
            events.append(ev.Swapped(first, second))
    board.colours, board.apples = swapped_board(board.colours, board.apples, going)
    return events


def place_directions(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    redirects = [item for entry in _movements(entries) for item in entry.redirects]
    placed, cancelled = settled_directions(redirects)
    board.directions = placed
    events: list[ev.Event] = [
        ev.DirectionPlaced(cell, placed[cell]) for cell in sorted(placed, key=_reading_order)
    ]
    events += [ev.DirectionsCancelled(cell) for cell in sorted(cancelled, key=_reading_order)]
    return events


# --- movement ----------------------------------------------------------------------------


def same_colour_double(snake: Snake, colour: str, gain: int) -> int:
    return gain * 2 if colour == snake.colour else gain


def elemental(snake: Snake, colour: str, gain: int) -> int:
    """Fire (red) beats grass (green) beats water (blue) beats fire; other colours normal."""
    if ELEMENT_BEATS.get(snake.colour) == colour:
        return gain * 2
    if ELEMENT_BEATS.get(colour) == snake.colour:
        return 0
    return gain


def add_staleness(snake: Snake, colour: str, gain: int) -> int:
    if colour not in (WHITE, snake.colour):
        snake.staleness += 1
    return gain


def subtract_staleness(snake: Snake, colour: str, gain: int) -> int:
    return max(0, gain - snake.staleness)


def moving(gain_rules: Sequence[GainRule]) -> StageRun:
    """The movement stage, claiming apples through the given gain rules in order."""

    def run(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
        return move_snakes(board, _movements(entries), gain_rules)

    return run


def move_snakes(
    board: BoardState, entries: Sequence[MovementEntry], gain_rules: Sequence[GainRule]
) -> list[ev.Event]:
    """All snakes make their first move at once, then their second, and so on. Every
    target of a step is judged against the board before that step."""
    plans: dict[str, str] = {}
    for player, entry in enumerate(entries):
        for snake, moves in zip(board.snakes_of(player), entry.moves, strict=False):
            if moves:
                plans[snake.letter] = moves
    moving = [snake for snake in board.snakes if snake.letter in plans]
    occupied = board.occupied()
    events: list[ev.Event] = []
    step_number = 0
    while moving:
        step_number += 1
        targets = _targets(board, moving, plans, step_number, events)
        crowding = Counter(targets.values())
        for snake in moving:
            target = targets.get(snake.letter)
            if target is None:
                continue
            if target in occupied or crowding[target] > 1:
                reason = "occupied" if target in occupied else "same step"
                events.append(_halt(snake, target, reason, step_number))
            else:
                events.extend(_enter(board, snake, target, step_number, gain_rules))
        occupied.update({s.head: s.letter for s in moving if s.letter in targets and not s.halted})
        moving = [
            snake
            for snake in moving
            if not (snake.halted or snake.stop_reason) and step_number < len(plans[snake.letter])
        ]
    return events


def _targets(
    board: BoardState,
    moving: Sequence[Snake],
    plans: dict[str, str],
    step_number: int,
    events: list[ev.Event],
) -> dict[str, Cell]:
    """Where each moving snake heads this step; a move that cannot be made stops it."""
    targets: dict[str, Cell] = {}
    for snake in moving:
        direction = turn(plans[snake.letter][step_number - 1], snake.quarter_turns)
        target = step(snake.head, direction)
        reason = _blocked_reason(board, snake, target)
        if reason:
            snake.stop_reason = reason
            events.append(ev.Stopped(step_number, snake.letter, snake.head, reason))
        else:
            targets[snake.letter] = target
    return targets


def _halt(snake: Snake, target: Cell, reason: str, step_number: int) -> ev.Halted:
    before = snake.apples
    snake.apples //= 2
    snake.halted = True
    return ev.Halted(step_number, snake.letter, snake.head, target, reason, before, snake.apples)


def _blocked_reason(board: BoardState, snake: Snake, target: Cell) -> str:
    """Why a move cannot be made at all (only after swaps or direction tiles changed it)."""
    if not board.spec.contains(target):
        return "the next move would leave the board"
    if board.colours[target] == BLACK:
        return "the next move would enter a black tile"
    if target in snake.cells:
        return "the next move would cross its own path"
    return ""


def _enter(
    board: BoardState, snake: Snake, target: Cell, step_number: int, gain_rules: Sequence[GainRule]
) -> list[ev.Event]:
    origin = snake.head
    found = board.apples.pop(target, 0)
    colour = board.colours[target]
    gain = found
    notes: list[str] = []
    for rule in gain_rules:
        before = gain
        gain = rule(snake, colour, gain)
        if gain != before and rule in GAIN_NOTES:
            notes.append(GAIN_NOTES[rule](snake, colour))
    snake.cells.append(target)
    snake.apples += gain
    snake.gathered += gain
    events: list[ev.Event] = [
        ev.Moved(
            step_number, snake.letter, origin, target, gain, snake.staleness, found, tuple(notes)
        )
    ]
    turn_name = board.directions.get(target)
    if turn_name:
        snake.quarter_turns += 1 if turn_name == "cw" else -1
        events.append(ev.Turned(step_number, snake.letter, target, turn_name))
    return events


ELEMENT_NAMES = {RED: "fire", BLUE: "water", GREEN: "grass"}

# What the log says when a gain rule changes a claim: the rule's reason, in words.
GAIN_NOTES: dict[GainRule, Callable[[Snake, str], str]] = {
    same_colour_double: lambda snake, colour: (
        f"doubled on {COLOUR_WORDS[colour]}, its start colour"
    ),
    elemental: lambda snake, colour: (
        f"doubled: {ELEMENT_NAMES[snake.colour]} beats {ELEMENT_NAMES[colour]}"
        if ELEMENT_BEATS.get(snake.colour) == colour
        else f"none count: {ELEMENT_NAMES[colour]} beats {ELEMENT_NAMES[snake.colour]}"
    ),
    subtract_staleness: lambda snake, colour: (
        f"less its staleness {snake.staleness}"
        + (
            ""
            if colour in (WHITE, snake.colour)
            else f", 1 of it added by this {COLOUR_WORDS[colour]} tile"
        )
    ),
}


# --- after movement ----------------------------------------------------------------------


def count_apples(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    for snake in board.snakes:
        snake.score = snake.apples
    return []


def digit_sum(number: int) -> int:
    return sum(int(digit) for digit in str(number))


def add_digits(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    events: list[ev.Event] = []
    for snake in board.snakes:
        before = snake.score
        snake.score = digit_sum(before)
        if snake.score != before:
            events.append(ev.DigitSummed(snake.letter, before, snake.score))
    return events


def mark_quiz(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    """Right answers score the question's points, less its crowd penalty for every other
    player who got it right too (never below 0); wrong or blank answers score 0."""
    answers = [
        [
            e.answers[i].strip() if i < len(e.answers) else ""
            for i in range(len(board.spec.questions))
        ]
        for e in _movements(entries)
    ]
    board.quiz_points = [0] * len(entries)
    events: list[ev.QuizAnswered] = []
    for index, question in enumerate(board.spec.questions):
        right = [bool(a[index]) and is_correct(question, a[index], board) for a in answers]
        worth = max(0, question.points - question.crowd_penalty * (sum(right) - 1))
        told = shown_answers(question, board)
        for player, correct in enumerate(right):
            points = worth if correct else 0
            board.quiz_points[player] += points
            answer = answers[player][index]
            events.append(ev.QuizAnswered(player, index, answer, correct, points, told))
    events.sort(key=lambda e: (e.player, e.question))
    return list(events)


def score_board(board: BoardState, entries: Sequence[Entry], seed: int) -> list[ev.Event]:
    scores = [0] * len(entries)
    for snake in board.snakes:
        scores[snake.owner] += snake.score
    for player, points in enumerate(board.quiz_points):
        scores[player] += points
    board.scores = scores
    board.resolved = True
    return [ev.BoardScored(player, score) for player, score in enumerate(scores)]
