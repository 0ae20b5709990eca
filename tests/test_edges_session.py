"""The Double-edged Edges session on the table kit: one check for typed and saved entries,
the autosave after every entry, the vote stage, and broken saves as `path:line`."""

from __future__ import annotations

import pytest
from edges_helpers import play_defaults_to_the_vote

from game.core.paths import LEVELS
from game.core.problems import ProblemsFound
from game.core.saves import replays_dir
from game.core.tomlfile import load_toml, write_toml_atomic
from game.double_edged_edges.levels import level_from_document
from game.double_edged_edges.rules import Submission, check_submission
from game.double_edged_edges.session import MatchSession
from game.table.seats import Seat
from game.table.session import EntryRefused

PLANK = LEVELS / "double-edged-edges" / "four-on-a-plank.toml"
DESIGN = LEVELS / "double-edged-edges" / "mainly-by-design.toml"


def seats(count: int = 4, bot: str | None = None) -> list[Seat]:
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou"]
    return [Seat(names[i], "", bot) for i in range(count)]


def start(path=PLANK, count: int = 4, bot: str | None = None, garnets: int = 0) -> MatchSession:
    level = level_from_document(load_toml(path))
    return MatchSession.start(level, path, seats(count, bot), 7, garnets)


@pytest.mark.parametrize(
    ("count", "grid"), [(4, (2, 2)), (6, (2, 3)), (8, (2, 4)), (9, (3, 3)), (12, (3, 4))]
)
def test_the_grid_follows_the_number_of_seats(count, grid):
    session = start(DESIGN, count)
    assert (session.state.seating.rows, session.state.seating.columns) == grid


def test_seats_that_fill_no_grid_are_refused():
    with pytest.raises(EntryRefused, match="5 players do not fill a partner grid"):
        start(DESIGN, 5)


@pytest.mark.parametrize(
    "entry",
    [
        Submission("R", 0, 1),
        Submission("R", 17, 1),
        Submission("U", 1, 1),
        Submission("R", 1, 0),  # oneself
        Submission("R", 1, 1, bet=1),  # no garnets held
        Submission("R", 1, 1, bet=-1),
    ],
)
def test_the_session_refuses_what_the_rules_refuse(entry):
    session = start()
    reasons = check_submission(session.state, 0, entry)
    assert reasons and session.entry_problems(0, entry) == reasons
    with pytest.raises(EntryRefused) as refused:
        session.submit(0, entry)
    assert refused.value.message == "; ".join(reasons)
    assert 0 not in session.pending


def test_every_entry_is_saved_at_once_and_read_back_through_the_same_check():
    session = start(garnets=1)
    partner = session.state.seating.right_of(0)
    session.submit(0, Submission("L", 3, partner, 1))
    session.submit(1, None)
    again = MatchSession.load(session.path)
    assert again.pending == {0: Submission("L", 3, partner, 1), 1: None}


@pytest.mark.parametrize(
    ("pending", "words"),
    [
        ({"Ann": {"move": "R3 Ann", "bet": 0}}, "Ann is not to the right of or below Ann"),
        ({"Ann": {"move": "R0 Bob", "bet": 0}}, "the amount is 0"),
        ({"Ann": {"move": "R1 Bob", "bet": 4}}, "more than the 0 held"),
        ({"Ann": {"move": "sideways"}}, "is not a move"),
        ({"Zed": {"move": "R1 Bob"}}, '"Zed" is not a player'),
        ({"Ann": {"vote": "Bob"}}, 'must be { move = "R3 Bob", bet = 0 }'),
    ],
)
def test_a_broken_pending_entry_is_a_path_line_problem(pending, words):
    session = start()
    data = load_toml(session.path).data
    data["pending"] = pending
    write_toml_atomic(session.path, data)
    with pytest.raises(ProblemsFound) as found:
        MatchSession.load(session.path)
    problem = found.value.problems[0]
    assert problem.path == str(session.path) and problem.line > 1
    assert words in problem.message


def test_bots_enter_and_the_match_ends_as_a_replay_with_its_awards():
    session = start(bot="hard")
    while not session.finished:
        session.let_bots_act()
        session.advance()
    assert session.state.rounds_played == 7 and session.state.awards is not None
    assert session.path.parent == replays_dir()
    again = MatchSession.load(session.path)
    assert again.state == session.state


def test_the_vote_waits_for_the_winners_only():
    session = start()
    call = play_defaults_to_the_vote(session)
    assert session.stage_seats() == list(call.voters)
    voter = call.voters[0]
    with pytest.raises(EntryRefused, match="cannot vote for themself"):
        session.submit(voter, voter)
    other = next(c for c in call.candidates if c != voter)
    session.submit(voter, other)
    assert load_toml(session.path).data["pending"] == {
        session.state.names[voter]: {"vote": session.state.names[other]}
    }
