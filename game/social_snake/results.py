"""The end of a Social Snake match on the kit's results screen: ranking, apples per grid,
garnets, the awards and a chart of every player's apples round by round.

    app.push(results_scene(app, session))      # session.state.finished

The award lines are the final events in words, so the screen says when a vote, the
garnets or a coin flip chose an Elimination Candidate; after them, where the least apples
were tied, the vote in words: who tied, who voted and for whom, the count and what decided.
"Watch replay" opens the replay viewer; "Main menu" (or Esc) goes back to the main menu.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.social_snake import events as ev
from game.social_snake.draw import draw_swatch, player_looks
from game.social_snake.rules import MatchState, vote_call
from game.social_snake.session import MatchSession
from game.table.seats import Seat
from game.ui import theme
from game.ui.results import Column, Results, ResultsScene, columns_key

if TYPE_CHECKING:
    from game.ui.host import Host

AWARD_EVENTS = (
    ev.GarnetsAwarded,
    ev.TokensOfLifeGiven,
    ev.TokensOfLifeWithheld,
    ev.EliminationCandidateChosen,
)


def award_lines(events: Sequence[ev.Event], names: Sequence[str]) -> list[str]:
    return [event.describe(names) for event in events if isinstance(event, AWARD_EVENTS)]


def listed(names: Sequence[str]) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cat"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def vote_lines(state: MatchState, seats: Sequence[Seat]) -> list[str]:
    """The Elimination Candidate vote of a finished match in words (nothing where the least
    apples were not tied): who tied for which place, who voted, each vote, and the count
    with what decided it (most votes, then fewest garnets, then a coin flip)."""
    call = vote_call(state)
    if call is None or state.awards is None:
        return []
    names = state.names
    votes = state.awards.votes
    tied = [names[p] for p in call.candidates]
    apples = state.players[call.candidates[0]].apples
    seats_in_all = state.ruleset.elimination_candidates
    place = "place" if call.seats == 1 else f"{call.seats} places"
    last = "the last " if seats_in_all > 1 else "the "
    voters = [names[v] for v in call.voters]
    lines = [
        f"The vote: {listed(tied)} tied on {apples} apples for {last}Elimination Candidate "
        f"{place}, so {listed(voters)}, with the most apples, voted in private among them."
    ]
    each = [
        f"{names[v]} voted for {names[votes[v]]}" if v in votes else f"{names[v]} did not vote"
        for v in call.voters
    ]
    bots = (
        " A bot votes for the tied player with the most garnets (equal: the earlier seat)."
        * any(seats[v].is_bot for v in votes)
    )
    lines.append("; ".join(each) + "." + bots)
    tally = Counter(votes.values())
    count = ", ".join(
        f"{tally[p]} vote{'' if tally[p] == 1 else 's'} for {names[p]}" for p in call.candidates
    )
    lines.append(f"Count: {count}; {_decided_by(state, call.candidates, tally)}.")
    return lines


def _decided_by(state: MatchState, tied: Sequence[int], tally: Counter) -> str:
    """What chose among the `tied` players: the votes, the garnets or the coin."""
    assert state.awards is not None
    chosen = [p for p in tied if p in state.awards.elimination_candidates]
    others = [p for p in tied if p not in chosen]
    if all(tally[c] > tally[o] for c in chosen for o in others):
        return "the most votes decide"
    garnets = [state.players[p].garnets for p in tied]
    if all(
        tally[c] > tally[o] or state.players[c].garnets < state.players[o].garnets
        for c in chosen
        for o in others
    ):
        held = ", ".join(f"{state.names[p]} {g}" for p, g in zip(tied, garnets, strict=True))
        return f"tied, so the fewest garnets decide (garnets: {held})"
    return "tied on votes and on garnets, so a coin flip decided"


def award_key(state: MatchState) -> list[str]:
    """What the table's award columns mean, first among the award lines."""
    ruleset = state.ruleset
    seats = ruleset.elimination_candidates
    candidates = (
        "the player with the least apples"
        if seats == 1
        else f"the {seats} players with the least apples"
    )
    tokens = f"for the most, second and third most apples (at most {ruleset.tol_cap} in all)"
    return columns_key(tokens, candidates if seats else None)


def match_results(session: MatchSession, colour_blind: bool) -> Results:
    """What the results screen shows of a finished match."""
    state: MatchState = session.state
    looks = player_looks(session.seats, colour_blind)
    grids = list(state.level.grids)
    columns = [
        Column("Apples", 70),
        *(Column(f"on {grid}", 52) for grid in grids),
        Column("Garnets", 74),
        Column("Earned", 66, theme.ACCENT),
        Column("ToL", 44, theme.ACCENT),
        Column("EC", 40, theme.DANGER),
    ]

    def paint(surface: pygame.Surface, rect: pygame.Rect, player: int, font) -> None:
        draw_swatch(surface, rect, looks[player], font)

    return Results(
        heading="Results",
        detail=f"{session.level.name} · seed {state.seed}",
        names=list(state.names),
        totals=[player.apples for player in state.players],
        columns=columns,
        cells=[_row_cells(state, player, grids) for player in range(len(state.players))],
        awards=[*award_key(state), *_awards_with_vote(session)],
        chart_title="Apples after each round",
        history=[[0] * len(state.players), *state.apples_history],
        paint_mark=paint,
        line_colours=[look.colour for look in looks],
    )


def _awards_with_vote(session: MatchSession) -> list[str]:
    """The award lines, the vote in words right after the last Elimination Candidate's."""
    events = session.history.events[-1]
    state = session.state
    lines = award_lines(events, state.names)
    chosen = [e for e in events if isinstance(e, AWARD_EVENTS)]
    candidate_lines = [
        i for i, e in enumerate(chosen) if isinstance(e, ev.EliminationCandidateChosen)
    ]
    at = candidate_lines[-1] + 1 if candidate_lines else len(lines)
    return [*lines[:at], *vote_lines(state, session.seats), *lines[at:]]


def _row_cells(state: MatchState, player: int, grids: list[str]) -> list[str]:
    record = state.players[player]
    awards = state.awards
    tokens = awards.tokens_of_life.get(player, 0) if awards else 0
    chosen = awards is not None and player in awards.elimination_candidates
    earned = awards.garnets.get(player, 0) if awards else 0
    return [
        str(record.apples),
        *(str(record.apples_by_grid.get(grid, 0)) for grid in grids),
        str(record.garnets),
        f"+{earned}" if earned else "",
        str(tokens) if tokens else "",
        "EC" if chosen else "",
    ]


def results_scene(app: Host, session: MatchSession) -> ResultsScene:
    def watch_replay() -> None:
        from game.social_snake.replay_view import ReplayScene

        app.push(ReplayScene(app, session))

    results = match_results(session, app.settings.colour_blind)
    return ResultsScene(app, results, watch_replay)
