"""Issue 28's Social Snake faults: the log's grammar, the results' award words, the guided
match's lesson check, the curtain with one human, How to play's words for the boards'
pictures, tunnels in entry."""

from __future__ import annotations

from social_snake_helpers import finished_state

from game.social_snake import events as ev
from game.social_snake.results import award_key
from game.social_snake.rules import elimination_candidates


def test_the_log_agrees_in_number():
    assert ev.ItemsDestroyed("B", 3, (1, 8), 1, 0).describe(["Ann"]) == (
        "Step 3: the 1 apple on B9 is destroyed in the crash"
    )
    assert ev.ItemsDestroyed("B", 3, (1, 8), 4, 0).describe(["Ann"]).endswith(
        "the 4 apples on B9 are destroyed in the crash"
    )
    assert " 1 garnet on B9 is destroyed" in ev.ItemsDestroyed("B", 3, (1, 8), 0, 1).describe([])
    assert ev.StartCleared("A", (0, 0), 1, 0).describe([]).endswith("A1 vanishes")
    assert ev.StartCleared("A", (0, 0), 2, 0).describe([]).endswith("A1 vanish")


def test_a_candidate_above_the_last_place_is_told_why():
    """mm2.5 names two Elimination Candidates: the third of four is one, and is told so."""
    state = finished_state([50, 40, 30, 20], ruleset="mm2.5")
    chosen, events = elimination_candidates(state, {})
    assert chosen == [3, 2]
    reasons = {event.player: event.reason for event in events}
    assert reasons[2] == "among the 2 with the least apples: this match names 2 candidates"
    classic = finished_state([50, 40, 30, 20])
    assert [e.reason for e in elimination_candidates(classic, {})[1]] == ["least apples"]


def test_the_results_say_what_tol_and_ec_mean():
    key = award_key(finished_state([50, 40, 30, 20], ruleset="mm2.5"))
    assert key[0].startswith("ToL: Tokens of Life, given for the most")
    assert key[1] == "EC: Elimination Candidate, the 2 players with the least apples."
    key = award_key(finished_state([50, 40, 30]))
    assert key[1] == "EC: Elimination Candidate, the player with the least apples."


def test_the_results_screen_opens_its_awards_with_the_key():
    from test_social_results import FRAME, finished

    from game.app import App
    from game.social_snake.results import results_scene

    app = App(headless=True)
    scene = results_scene(app, finished(3))
    app.push(scene)
    app.tick([], FRAME)
    assert scene.awards_log.lines[0].startswith("ToL: Tokens of Life")
    assert scene.awards_log.lines[1].startswith("EC: Elimination Candidate")
