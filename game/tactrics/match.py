"""Tactrics Snakes match files: a layout, the players and every turn, replayed by `simulate`.

    format = 1
    game = "tactrics-snakes"
    level = "start-3p.toml"       # relative to the match file
    seed = 1
    turns = ["10+", "3- 3-", "5+ 7+ 7+", "1+ 2+ 3- 4+ finish"]
    [[players]]
    name = "Ann"
    colour = "R"
    bot = "hard"                  # optional: easy | normal | hard (a bot plays this seat)
    look = "Teal"                 # optional: a season's seat colour, drawn instead of R

One string per turn in turn order: "<tower><+|->" per action (+ is clockwise), and "finish"
as the last word calls a finish. An empty string is a pass.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.fields import Fields, top_fields
from game.core.problems import ProblemsFound, shorten
from game.core.tomlfile import INT64, TomlDocument
from game.table.match_files import load_level_for
from game.table.seats import BOT_LEVELS, read_colour
from game.tactrics.board import cell_name
from game.tactrics.levels import GAME_ID, MAX_DESCRIPTION, TactricsLevel, level_from_document
from game.tactrics.rules import (
    COLOURS,
    PLAYER_COLOURS,
    Action,
    Event,
    GameState,
    RuleViolation,
    act,
    apply_turn,
    colour_name,
    new_game,
    parse_action,
    piece_token,
    scores,
    snakes,
)

TOP_KEYS = {"format", "game", "level", "seed", "turns", "draft", "players", "description"}
PLAYER_KEYS = {"name", "colour", "bot", "look"}
FINISH_WORD = "finish"
MAX_PLAYERS = 4
MAX_NAME = 40
MAX_TURNS = 10_000
MAX_TURN_WORDS = 40
MAX_SEED = INT64[1]


@dataclass(frozen=True)
class Seat:
    """A player: their piece colour (index into COLOURS) and, in a season, `look`: the seat
    colour (a palette name) the player has all season, in which their pieces are drawn and
    named; "" draws the piece colour itself."""

    name: str
    colour: int
    bot: str | None = None
    look: str = ""


def seat_looks(seats: Sequence[Any]) -> dict[int, str]:
    """Piece colour -> the palette colour name it is drawn in, for seats that have a look
    (a guided game's seats have none)."""
    return {seat.colour: look for seat in seats if (look := getattr(seat, "look", ""))}


@dataclass(frozen=True)
class Turn:
    actions: tuple[Action, ...]
    finish: bool

    def __str__(self) -> str:
        words = [str(action) for action in self.actions]
        return " ".join([*words, FINISH_WORD] if self.finish else words)


@dataclass(frozen=True)
class Match:
    level: TactricsLevel
    seats: tuple[Seat, ...]
    seed: int
    turns: tuple[Turn, ...]
    draft: tuple[Action, ...] = ()
    """The actions of the turn under way when the match was saved (not ended yet)."""

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]


def parse_turn(text: str) -> Turn:
    """`"1+ 2+ 3- finish"` → Turn. Raises ValueError with the reason."""
    words = text.split(maxsplit=MAX_TURN_WORDS)
    if len(words) > MAX_TURN_WORDS:
        raise ValueError(f"a turn has at most {MAX_TURN_WORDS} actions")
    finish = bool(words) and words[-1].lower() == FINISH_WORD
    if finish:
        words = words[:-1]
    if any(word.lower() == FINISH_WORD for word in words):
        raise ValueError('"finish" can only be the last word of a turn')
    return Turn(tuple(parse_action(word) for word in words), finish)


def read_match(document: TomlDocument) -> Match:
    """The match in a document, or ProblemsFound with every problem in the file."""
    top = top_fields(document, GAME_ID, TOP_KEYS)
    problems = top.problems
    level = _read_level(top)
    seed = top.number("seed", 0, MAX_SEED, 0)
    top.text("description", MAX_DESCRIPTION, "")
    seats = _read_seats(top, level)
    turns = _read_turns(top)
    draft = _read_draft(top)
    if problems or level is None or seats is None or turns is None or draft is None:
        raise ProblemsFound(problems)
    return Match(level, seats, seed, turns, draft)


def _read_level(top: Fields) -> TactricsLevel | None:
    name = top.required("level", str)
    if name is None:
        return None
    try:
        level = load_level_for(top.document, name, level_from_document)
    except ProblemsFound as found:
        top.problems.extend(found.problems)
        return None
    if level.mode != "multiplayer":
        top.report(f'the level "{name}" is a {level.mode}, not a multiplayer layout', "level")
        return None
    return level


def _read_seats(top: Fields, level: TactricsLevel | None) -> tuple[Seat, ...] | None:
    tables = top.required("players", list)
    if tables is None:
        return None
    seats: list[Seat] = []
    before = len(top.problems)
    if not top.count("players", tables, MAX_PLAYERS, "players", fewest=2):
        return None
    for index, table in enumerate(tables):
        if not isinstance(table, dict):
            top.report(f"player {index + 1} must be a table ([[players]])", "players", index)
            continue
        fields = Fields(top.document, table, ("players", index), top.problems, "players")
        seat = _read_seat(fields, index)
        if seat is not None:
            seats.append(seat)
    _check_seats(top, seats, level)
    return tuple(seats) if len(top.problems) == before else None


def _read_seat(fields: Fields, index: int) -> Seat | None:
    fields.refuse_unknown(PLAYER_KEYS)
    name = fields.text("name", MAX_NAME, required=True)
    letter = fields.required("colour", str)
    bot = fields.optional("bot", str, None)
    look = read_colour(fields, "look")
    if name is not None and not name.strip():
        fields.report(f"player {index + 1} needs a name", "name")
    if bot is not None and bot not in BOT_LEVELS:
        fields.report(f'unknown bot "{bot}" (use {", ".join(BOT_LEVELS)})', "bot")
    if letter is None:
        return None
    if letter.upper() not in tuple(PLAYER_COLOURS):
        known = ", ".join(PLAYER_COLOURS)
        fields.report(f'unknown colour "{shorten(letter)}" (use {known})', "colour")
        return None
    if name is None:
        return None
    return Seat(name.strip(), COLOURS.index(letter.upper()), bot, look)


def _check_seats(top: Fields, seats: list[Seat], level: TactricsLevel | None) -> None:
    seen: dict[int, str] = {}
    for index, seat in enumerate(seats):
        if seat.colour in seen:
            top.report(
                f"{seat.name} and {seen[seat.colour]} both play {colour_name(seat.colour)}",
                "players",
                index,
            )
        seen[seat.colour] = seat.name
    looks = [seat.look for seat in seats if seat.look]
    if len(set(looks)) != len(looks):
        top.report("two players have the same look", "players")
    if level is None or len(seen) != len(seats):
        return
    wanted = set(level.colours)
    if set(seen) != wanted:
        names = ", ".join(colour_name(c) for c in sorted(wanted))
        top.report(f"the layout has pieces for {names}: one player per colour", "players")


def _read_turns(top: Fields) -> tuple[Turn, ...] | None:
    raw = top.optional("turns", list, [])
    turns: list[Turn] = []
    before = len(top.problems)
    if not top.count("turns", raw, MAX_TURNS, "turns"):
        return None
    for index, text in enumerate(raw):
        if not isinstance(text, str):
            top.report(f'turn {index + 1} must be a string such as "10+ 3-"', "turns", index)
            continue
        try:
            turns.append(parse_turn(text))
        except ValueError as reason:
            top.report(f"turn {index + 1}: {reason}", "turns", index)
    return tuple(turns) if len(top.problems) == before else None


def _read_draft(top: Fields) -> tuple[Action, ...] | None:
    text = top.optional("draft", str, "")
    try:
        turn = parse_turn(text or "")
    except ValueError as reason:
        top.report(f"draft: {reason}", "draft")
        return None
    if turn.finish:
        top.report('draft: an unfinished turn cannot call "finish"', "draft")
        return None
    return turn.actions


def replay(match: Match, document: TomlDocument) -> tuple[GameState, list[Event]]:
    """Play every turn; an illegal one raises ProblemsFound on the line of that turn."""
    state = new_game(match.level.board, [seat.colour for seat in match.seats])
    events: list[Event] = []
    names = match.names
    for index, turn in enumerate(match.turns):
        who = names[state.player]
        if state.over:
            raise ProblemsFound(
                [document.problem(["turns", index], f"turn {index + 1}: the game is already over")]
            )
        try:
            state, happened = apply_turn(state, turn.actions, turn.finish, names)
        except RuleViolation as violation:
            raise ProblemsFound(
                [
                    document.problem(
                        ["turns", index], f"turn {index + 1} ({who}): {_dash(violation.message)}"
                    )
                ]
            ) from None
        events.extend(happened)
    for action in match.draft:
        try:
            state, rotated = act(state, action, names)
        except RuleViolation as violation:
            raise draft_refused(document, names[state.player], violation) from None
        events.append(rotated)
    return state, events


def draft_refused(document: TomlDocument, who: str, violation: RuleViolation) -> ProblemsFound:
    """The problem of a saved draft action that the rules refuse, on the `draft` line."""
    message = f"draft ({who}): {_dash(violation.message)}"
    return ProblemsFound([document.problem(["draft"], message)])


def _dash(reason: str) -> str:
    """`tower 3: Bob has …` → `tower 3 — Bob has …` (as the match messages read)."""
    if reason.startswith("tower ") and ": " in reason:
        head, tail = reason.split(": ", 1)
        return f"{head} — {tail}"
    return reason


def match_data(match: Match, level_name: str) -> dict[str, Any]:
    """The match file of `match` as TOML data (what saves and replays hold)."""
    data: dict[str, Any] = {
        "format": 1,
        "game": GAME_ID,
        "level": level_name,
        "seed": match.seed,
        "turns": [str(turn) for turn in match.turns],
    }
    if match.draft:
        data["draft"] = " ".join(str(action) for action in match.draft)
    data["players"] = [
        {"name": seat.name, "colour": COLOURS[seat.colour]}
        | ({"bot": seat.bot} if seat.bot else {})
        | ({"look": seat.look} if seat.look else {})
        for seat in match.seats
    ]
    return data


def summary(match: Match, state: GameState, events: list[Event]) -> dict[str, Any]:
    names = match.names
    players = []
    for seat, score, colour in zip(match.seats, scores(state), state.colours, strict=True):
        players.append(
            {
                "name": seat.name,
                "colour": COLOURS[colour],
                "score": score.total,
                "snake_points": score.snake_points,
                "contact_bonus": score.contact_bonus,
                "finish_bonus": score.finish_bonus,
                "snakes": [
                    [cell_name(c) for c in snake.cells] for snake in snakes(state.board, colour)
                ],
            }
        )
    return {
        "game": GAME_ID,
        "level": match.level.name,
        "seed": match.seed,
        "turns_played": len(match.turns),
        "finished": state.over,
        "to_play": None if state.over else names[state.player],
        "finish_order": [names[player] for player in state.finishers],
        "cells": {
            cell_name(cell): piece_token(code) for cell, code in enumerate(state.board) if code
        },
        "players": players,
        "winner": _winner(players) if state.over else None,
        "events": [event.describe(names) for event in events],
    }


def _winner(players: list[dict[str, Any]]) -> str | None:
    """The one player with the most points once the game is over; None on a tie."""
    best = max(player["score"] for player in players)
    leaders = [player["name"] for player in players if player["score"] == best]
    return leaders[0] if len(leaders) == 1 else None
