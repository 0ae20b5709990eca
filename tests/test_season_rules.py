"""The season's rules (RULINGS §7), clause by clause, on hand-made match results."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.season.rules import (
    CastMember,
    DuelDue,
    DuelResult,
    MainMatchDue,
    MainResult,
    PickDue,
    PlannedEpisode,
    SaveDue,
    SeasonOver,
    SeasonRefused,
    SeasonSetup,
    bot_pick,
    bot_spends,
    decide_save,
    final_game,
    new_season,
    next_step,
    pick,
    possible_player_counts,
    record_duel,
    record_main,
    standings_leader,
)

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")


def setup(players: int = 6, episodes: int = 4, bots: str = "") -> SeasonSetup:
    cast = tuple(CastMember(name, "", bots) for name in NAMES[:players])
    return SeasonSetup(
        "Test", 3, cast, (PlannedEpisode("social-snake", "classic.toml"),) * episodes
    )


def main(state, tokens=None, candidates=("Ann",), garnets=None) -> MainResult:
    players = tuple(next_step(state).players)
    start = {name: state.standings[name].garnets for name in players}
    return MainResult(
        "social-snake",
        "Classic",
        players,
        start,
        garnets if garnets is not None else start,
        tokens or {},
        tuple(candidates),
    )


def test_an_ec_picks_and_the_loser_is_eliminated_with_garnets_to_the_winner():
    state = new_season(setup())
    state, _ = record_main(
        state, main(state, {"Bob": 1}, ["Ann"], dict(zip(NAMES, (4, 2, 0, 3, 0, 0), strict=True)))
    )
    step = next_step(state)
    assert isinstance(step, PickDue) and step.candidate == "Ann"
    assert step.choices["Bob"] == "won a Token of Life in this Main Match"
    assert step.choices["Cat"] is None
    state, _ = pick(state, "Ann", "Dan")
    assert next_step(state) == DuelDue(1, ("Ann", "Dan"), False, 1)
    state, _ = record_duel(state, DuelResult(("Ann", "Dan"), "Dan"))
    assert state.standings["Ann"].status == "eliminated"
    assert state.standings["Ann"].eliminated_in == 1
    assert state.standings["Ann"].garnets == 0
    assert state.standings["Dan"].garnets == 7
    assert isinstance(next_step(state), MainMatchDue)
    assert next_step(state).players == ("Bob", "Cat", "Dan", "Eve", "Fay")


def test_an_ec_holding_a_token_may_spend_it_to_be_safe():
    state = new_season(setup())
    state, _ = record_main(state, main(state, {"Ann": 1}, ["Ann"]))
    assert next_step(state) == SaveDue(1, "Ann")
    state, _ = decide_save(state, "Ann", True)
    assert state.standings["Ann"].tokens == 0
    assert state.current.saved == ["Ann"]
    assert isinstance(next_step(state), MainMatchDue)  # nobody takes Ann's place
    assert state.standings["Ann"].status == "in"


def test_an_ec_who_keeps_the_token_still_picks():
    state = new_season(setup())
    state, _ = record_main(state, main(state, {"Ann": 1}, ["Ann"]))
    state, _ = decide_save(state, "Ann", False)
    assert isinstance(next_step(state), PickDue)
    assert state.standings["Ann"].tokens == 1


def test_two_ecs_pick_in_the_order_named_and_never_the_same_opponent():
    state = new_season(setup())
    state, said = record_main(state, main(state, {}, ["Cat", "Ann"]))
    assert "Cat and Ann: Elimination Candidates." in [event.describe() for event in said]
    assert next_step(state).candidate == "Cat"
    state, _ = pick(state, "Cat", "Bob")
    step = next_step(state)
    assert step.candidate == "Ann"
    assert step.choices["Bob"] == "was picked already this episode"
    assert step.choices["Cat"] == "is an Elimination Candidate too"
    with pytest.raises(SeasonRefused, match="picked already"):
        pick(state, "Ann", "Bob")
    state, _ = pick(state, "Ann", "Dan")
    assert next_step(state).players == ("Bob", "Cat")  # seats in cast order


def test_an_ec_with_nobody_to_pick_is_safe():
    state = new_season(setup(4))
    tokens = {"Bob": 1, "Dan": 2}
    state, events = record_main(state, main(state, tokens, ["Ann", "Cat"]))
    assert isinstance(next_step(state), MainMatchDue)
    assert state.current.unpicked == ["Ann", "Cat"]
    assert any("nobody to pick" in e.text for e in events)


def test_a_tied_death_match_is_played_again_with_the_seats_swapped():
    state = new_season(setup())
    state, _ = record_main(state, main(state))
    state, _ = pick(state, "Ann", "Cat")
    state, _ = record_duel(state, DuelResult(("Ann", "Cat"), None))
    assert next_step(state) == DuelDue(1, ("Cat", "Ann"), False, 2)
    state, _ = record_duel(state, DuelResult(("Cat", "Ann"), "Ann"))
    assert state.standings["Cat"].status == "eliminated"


def test_the_eliminated_lose_their_tokens():
    state = new_season(setup())
    state, _ = record_main(state, main(state, {"Cat": 0, "Dan": 0}, ["Ann"]))
    state.standings["Cat"].tokens = 2  # won in an earlier episode
    state, _ = pick(state, "Ann", "Cat")
    state, _ = record_duel(state, DuelResult(("Ann", "Cat"), "Ann"))
    assert state.standings["Cat"].tokens == 0
    assert state.standings["Ann"].tokens == 0


def test_the_final_is_best_of_three_with_alternating_seats_and_crowns_the_champion():
    state = new_season(setup(4, 3))
    state, _ = record_main(state, main(state, {}, ["Ann", "Bob"]))
    state, _ = pick(state, "Ann", "Cat")
    state, _ = pick(state, "Bob", "Dan")
    state, _ = record_duel(state, DuelResult(("Ann", "Cat"), "Cat"))
    state, _ = record_duel(state, DuelResult(("Bob", "Dan"), "Bob"))
    state.standings["Cat"].garnets = 5
    assert next_step(state) == DuelDue(1, ("Bob", "Cat"), True, 1)
    state, _ = record_duel(state, DuelResult(("Bob", "Cat"), "Bob"))
    assert next_step(state) == DuelDue(1, ("Cat", "Bob"), True, 2)
    state, _ = record_duel(state, DuelResult(("Cat", "Bob"), "Cat"))
    assert next_step(state) == DuelDue(1, ("Bob", "Cat"), True, 3)
    state, _ = record_duel(state, DuelResult(("Bob", "Cat"), "Cat"))
    assert next_step(state) == SeasonOver("Cat")
    assert state.standings["Cat"].status == "champion"
    assert state.standings["Bob"].status == "eliminated"
    assert state.crowned_by == "final"


def test_the_final_stops_at_two_wins():
    state = new_season(setup(4, 3))
    state, _ = record_main(state, main(state, {}, ["Ann", "Bob"]))
    state, _ = pick(state, "Ann", "Cat")
    state, _ = pick(state, "Bob", "Dan")
    state, _ = record_duel(state, DuelResult(("Ann", "Cat"), "Cat"))
    state, _ = record_duel(state, DuelResult(("Bob", "Dan"), "Bob"))
    state, _ = record_duel(state, DuelResult(("Bob", "Cat"), "Bob"))
    state, _ = record_duel(state, DuelResult(("Cat", "Bob"), "Bob"))
    assert state.champion == "Bob"
    assert len(state.current.final) == 2


def test_a_plan_that_runs_out_crowns_the_most_tokens_then_garnets():
    state = new_season(setup(6, 1))
    garnets = dict(zip(NAMES, (0, 9, 9, 1, 0, 0), strict=True))
    state, _ = record_main(state, main(state, {"Bob": 1, "Cat": 1}, ["Ann"], garnets))
    state, _ = pick(state, "Ann", "Eve")
    state, _ = record_duel(state, DuelResult(("Ann", "Eve"), "Ann"))
    assert state.champion in ("Bob", "Cat")  # tied on ToL and garnets: a seeded draw
    assert state.crowned_by == "standings"
    assert standings_leader(state) == state.champion


def test_garnets_must_follow_from_the_season():
    state = new_season(setup())
    result = main(state)
    wrong = MainResult(
        result.game,
        result.level,
        result.players,
        {**result.garnets_start, "Bob": 3},
        result.garnets_end,
        {},
        ("Ann",),
    )
    with pytest.raises(SeasonRefused, match="Bob starts the Main Match with 3 garnets"):
        record_main(state, wrong)


def test_a_main_match_of_other_players_is_refused():
    state = new_season(setup())
    result = main(state)
    with pytest.raises(SeasonRefused, match="players still in"):
        record_main(state, MainResult("social-snake", "x", result.players[:3], None, None, {}, ()))


def test_bots_spend_a_token_and_pick_the_weakest_seat():
    cast = (
        CastMember("Ann", "", "hard"),
        CastMember("Bob", ""),  # a human counts as hard
        CastMember("Cat", "", "normal"),
        CastMember("Dan", "", "easy"),
        CastMember("Eve", "", "easy"),
    )
    state = new_season(SeasonSetup("T", 1, cast, (PlannedEpisode(),)))
    garnets = {"Ann": 0, "Bob": 0, "Cat": 0, "Dan": 4, "Eve": 1}
    state, _ = record_main(state, main(state, {}, ["Ann"], garnets))
    assert not bot_spends(state, "Ann")
    assert bot_pick(state, "Ann") == "Eve"  # easy, then the fewest garnets


def test_possible_player_counts_shrink_by_the_ecs_at_most_half_the_table():
    assert possible_player_counts(6, [1, 1, 2, None]) == [
        range(6, 7),
        range(5, 7),
        range(4, 7),
        range(3, 7),
    ]


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_garnets_are_conserved_apart_from_what_matches_award_or_spend(data):
    state = new_season(setup(6, 6))
    changes = 0
    while not isinstance(step := next_step(state), SeasonOver):
        if isinstance(step, MainMatchDue):
            players = step.players
            ends = {p: data.draw(st.integers(0, 20)) for p in players}
            changes += sum(ends.values()) - sum(state.standings[p].garnets for p in players)
            tokens = {p: data.draw(st.integers(0, 1)) for p in players}
            ecs = data.draw(st.lists(st.sampled_from(players), min_size=1, max_size=2, unique=True))
            state, _ = record_main(state, main(state, tokens, ecs, ends))
        elif isinstance(step, SaveDue):
            state, _ = decide_save(state, step.candidate, data.draw(st.booleans()))
        elif isinstance(step, PickDue):
            options = [n for n, why in step.choices.items() if why is None]
            state, _ = pick(state, step.candidate, data.draw(st.sampled_from(options)))
        else:
            winner = data.draw(st.sampled_from([*step.players, None]))
            state, _ = record_duel(state, DuelResult(step.players, winner))
        total = sum(s.garnets for s in state.standings.values())
        assert total == changes
    assert state.champion is not None
    assert sum(s.status == "champion" for s in state.standings.values()) == 1


def test_until_two_remain_the_season_goes_on_past_its_plan_to_the_final():
    from dataclasses import replace

    state = new_season(replace(setup(4, 1), until_two_remain=True))
    for episode in (1, 2, 3):  # nobody eliminated: the EC has nobody to pick
        won = {"Ann": 1, "Bob": 1, "Cat": 1}
        state, _ = record_main(state, main(state, won, ["Dan"]))
        assert state.champion is None
        assert next_step(state) == MainMatchDue(
            episode + 1, tuple(state.players_in), PlannedEpisode()
        )
    while not isinstance(next_step(state), SeasonOver):
        step = next_step(state)
        if isinstance(step, MainMatchDue):
            candidate = state.players_in[-1]
            state, _ = record_main(state, main(state, {}, [candidate]))
        elif isinstance(step, PickDue):
            state, _ = pick(
                state, step.candidate, next(n for n, why in step.choices.items() if not why)
            )
        elif isinstance(step, SaveDue):
            state, _ = decide_save(state, step.candidate, False)
        else:
            state, _ = record_duel(state, DuelResult(step.players, step.players[0]))
    assert state.crowned_by == "final"


def test_the_default_plan_has_an_episode_per_elimination_then_goes_on_until_two_remain(
    user_folders,
):
    from game.season.demo import demo_setup
    from game.season.runner import plan_problems
    from game.season.scene import plan_presets

    for players in (4, 6, 13):
        default = plan_presets(players)[0]
        assert len(default.plan) == players - 2 and default.until_two_remain
        cast = tuple(CastMember(f"P{i}", "") for i in range(players))
        season = SeasonSetup("D", 1, cast, default.plan, 0, "social-snake", "duel.toml", True)
        assert not plan_problems(season)
    demo = demo_setup(2, 6)  # the demo plays the default plan
    assert demo.until_two_remain and len(demo.plan) == 4


def test_the_board_says_where_each_player_stands_through_an_episode():
    from game.season.rules import final_score, player_status

    def statuses(state):
        return {name: player_status(state, name) for name in state.setup.names}

    state = new_season(setup(5, 3))
    state.standings["Eve"].tokens = 1
    assert set(statuses(state).values()) == {"in"}
    state, _ = record_main(state, main(state, {"Cat": 1}, ["Ann", "Bob", "Eve"]))
    assert statuses(state) == {"Ann": "EC", "Bob": "EC", "Cat": "in", "Dan": "in", "Eve": "EC"}
    state, _ = decide_save(state, "Eve", True)
    state, _ = pick(state, "Ann", "Dan")
    assert statuses(state) == {
        "Ann": "in the Death Match",
        "Bob": "safe (nobody to pick)",  # Cat won a ToL, Dan was picked, the rest are ECs
        "Cat": "in",
        "Dan": "in the Death Match",
        "Eve": "saved",
    }
    state, _ = record_duel(state, DuelResult(("Ann", "Dan"), "Dan"))
    assert statuses(state)["Ann"] == "out in episode 1"
    assert statuses(state)["Dan"] == "in"  # the episode is over
    four = new_season(setup(4, 3))
    four, _ = record_main(four, main(four, {}, ["Ann", "Bob"]))
    four, _ = pick(four, "Ann", "Cat")
    four, _ = pick(four, "Bob", "Dan")
    assert player_status(four, "Dan") == "picked"  # the first Death Match is Ann v Cat
    four, _ = record_duel(four, DuelResult(("Ann", "Cat"), "Cat"))
    four, _ = record_duel(four, DuelResult(("Bob", "Dan"), "Bob"))
    assert player_status(four, "Bob") == player_status(four, "Cat") == "finalist"
    four, events = record_duel(four, DuelResult(("Bob", "Cat"), "Cat"))
    assert final_score(four.current) == "Bob 0 – 1 Cat, first to two"
    assert "Cat wins Final game 1 (Bob 0 – 1 Cat, first to two)." in [e.text for e in events]
    four, events = record_duel(four, DuelResult(("Cat", "Bob"), None))
    tie = "Final game 2: Cat v Bob, a tie, played again with the seats swapped."
    assert [e.text for e in events] == [tie]
    assert final_game(four.current.final, 3) == "Final game 3 (the tie of game 2 replayed)"
    four, events = record_duel(four, DuelResult(("Bob", "Cat"), "Cat"))
    assert "Final: Cat beats Bob (Bob 0 – 2 Cat, first to two)." in [e.text for e in events]
    assert player_status(four, "Cat") == "champion"
    assert player_status(four, "Bob") == "runner-up"
    assert player_status(four, "Ann") == "out in episode 1"


def test_an_ec_who_keeps_the_token_with_nobody_to_pick_reads_safe_at_once():
    from game.season.rules import player_status

    state = new_season(setup(4, 3))
    state.standings["Ann"].tokens = state.standings["Bob"].tokens = 1
    state, _ = record_main(state, main(state, {"Cat": 1}, ["Ann", "Bob", "Dan"]))
    assert isinstance(next_step(state), SaveDue)  # Cat won a ToL, the rest are ECs
    assert player_status(state, "Ann") == "EC"  # may still spend it
    state, _ = decide_save(state, "Ann", False)
    assert player_status(state, "Ann") == "safe (nobody to pick)"
    assert player_status(state, "Bob") == "EC"  # Bob has not decided yet
