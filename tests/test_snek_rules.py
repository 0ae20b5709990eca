"""Snek rules (RULINGS §4), one test per clause and per example of the seed text."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.core.coords import cell_name, parse_cell
from game.snek import events as ev
from game.snek.rules import RULES_NOTES, places, play_round, ranking, total_length
from tests.snek_helpers import EMPTY_ROWS, TAIL_ABOVE, battle, decision, pattern, program

# Snek A's head is on E5; the cell left of it (D5) holds the element under test, F5 is a
# wall and A's body runs down. Z is the enemy.


def pocket(left: str) -> list[str]:
    return [
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        f". . . {left} A # . . .",
        ". . . . a . . . .",
        ". . . . a . . . .",
        ". . . . . . . . .",
        "Z z z . . . . . .",
    ]


# (element token, map, paths for coiled sneks)
ELEMENT_SCENES = {
    "_": (pocket("."), None),
    "#": (pocket("#"), None),
    "B": (
        [
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . a . . . . .",
            ". . . a A # . . .",
            ". . . a a . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "Z z z . . . . . .",
        ],
        {"a": "E5 E6 D6 D5 D4"},
    ),
    "T": (
        [
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . a A # . . .",
            ". . . a a . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "Z z z . . . . . .",
        ],
        {"a": "E5 E6 D6 D5"},
    ),
    "h": (
        [
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". z z Z A # . . .",
            ". . . . a . . . .",
            ". . . . a . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        None,
    ),
    "b": (
        [
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . Z . . . . .",
            ". . . z A # . . .",
            ". . . z a . . . .",
            ". . . . a . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        None,
    ),
    "t": (
        [
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". Z z z A # . . .",
            ". . . . a . . . .",
            ". . . . a . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        None,
    ),
}


def left_cell_pattern(token: str):
    """`token` on the cell left of the head, a wall on the right (only this rotation can fit
    in the scenes), move up."""
    rows = list(EMPTY_ROWS)
    rows[3] = f". . {token} H # . ."
    return pattern("U", *rows)


def fired(token: str, scene: str) -> bool:
    rows, paths = ELEMENT_SCENES[scene]
    chosen = decision(battle(rows, program(left_cell_pattern(token)), paths=paths))
    return chosen.pattern == 0


ELEMENTS = list(ELEMENT_SCENES)


@pytest.mark.parametrize("scene", ELEMENTS)
@pytest.mark.parametrize("element", ELEMENTS)
def test_a_normal_cell_matches_only_its_own_element(element, scene):
    assert fired(element, scene) == (element == scene)


@pytest.mark.parametrize("scene", ELEMENTS)
@pytest.mark.parametrize("element", ELEMENTS)
def test_a_must_not_cell_matches_every_other_element(element, scene):
    assert fired(f"!{element}", scene) == (element != scene)


@pytest.mark.parametrize("scene", ELEMENTS)
def test_a_lone_optional_cell_must_hold(scene):
    assert fired("t?", scene) == (scene == "t")


OPTIONAL_TABLE = [
    # (row 4 of the pattern, fires?, optional cells held) in the enemy-tail scene, where
    # B5 is Z's head, C5 its body, D5 its tail and F5 a wall
    ("t? t? t? H . . .", True, 1),  # one of three enemy-tail cells holds
    ("h? b? t? H . . .", True, 3),  # each element's group has its holder
    (". . t? H #? . .", True, 2),
    (". . t? H _? . .", False, 0),  # F5 is a wall, not empty: the empty group fails
    (". . t? H t? . .", True, 1),  # one of the two tails is enough
    ("b? . t? H . . .", False, 0),  # B5 is a head, not a body: the body group fails
]


@pytest.mark.parametrize(("row", "fires", "held"), OPTIONAL_TABLE)
def test_optional_cells_need_one_holder_per_element(row, fires, held):
    rows = list(EMPTY_ROWS)
    rows[3] = row
    rows_map, _ = ELEMENT_SCENES["t"]
    chosen = decision(battle(rows_map, program(pattern("U", *rows))))
    assert (chosen.pattern == 0) == fires
    assert chosen.optional_held == held


OPEN_FIELD = [
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . A . . . .",
    ". . . . a . . . .",
    ". . . . a . . . .",
    ". . . . . . . . .",
    "Z z z . . . . . .",
]


def with_tail_at(cell: str) -> list[str]:
    """OPEN_FIELD with snek Z moved so that its tail is on `cell` (a neighbour of E5)."""
    column, row = parse_cell(cell)
    rows = [line.split() for line in OPEN_FIELD]
    rows[8] = ["."] * 9
    dx, dy = column - 4, row - 4
    for step, token in enumerate(("z", "z", "Z")):
        rows[row + dy * step][column + dx * step] = token
    return [" ".join(line) for line in rows]


@pytest.mark.parametrize(
    ("tail", "move", "rotation"), [("E4", "U", 0), ("F5", "R", 1), ("D5", "L", 3)]
)
def test_example_1_a_pattern_turns_to_find_the_enemy_tail(tail, move, rotation):
    chosen = decision(battle(with_tail_at(tail), program(TAIL_ABOVE)))
    assert (chosen.pattern, chosen.move, chosen.rotation) == (0, move, rotation)
    assert [(cell_name(c.cell), c.held) for c in chosen.cells] == [(tail, True)]


def test_example_0_a_pattern_without_cells_moves_at_random():
    empty = pattern("U", *EMPTY_ROWS)
    moves = {decision(battle(OPEN_FIELD, program(empty)), seed=seed).move for seed in range(30)}
    assert moves == {"U", "L", "R"}  # D is the snek's own body


def test_example_2_two_normal_tails_need_both_tails():
    both = pattern(
        "U",
        ". . . . . . .",
        ". . . . . . .",
        ". . t t . . .",
        ". . . H . . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
    )
    chosen = decision(battle(with_tail_at("E4"), program(both)))
    assert chosen.random


def test_example_3_one_optional_tail_is_enough():
    either = pattern(
        "U",
        ". . . . . . .",
        ". . . t? . . .",
        ". . . t? . . .",
        ". . . H . . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
    )
    chosen = decision(battle(with_tail_at("F5"), program(either)))
    assert (chosen.pattern, chosen.move) == (0, "R")


def test_example_4_the_snek_keeps_its_body_behind():
    body_above = pattern(
        "D",
        ". . . . . . .",
        ". . . . . . .",
        ". . . B . . .",
        ". . . H . . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
    )
    heading_down = [
        ". . . . a . . . .",
        ". . . . a . . . .",
        ". . . . A . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "Z z z . . . . . .",
    ]
    chosen = decision(battle(heading_down, program(body_above)))
    assert (chosen.pattern, chosen.rotation, chosen.move) == (0, 0, "D")


LONGEST_CORRIDOR = pattern(
    "U",
    ". . . _? . . .",
    ". . . _? . . .",
    ". . . _ . . .",
    ". . . H . . .",
    ". . . . . . .",
    ". . . . . . .",
    ". . . . . . .",
)


def crossroads(left: int, right: int, up: int) -> list[str]:
    """Snek A's head on E5 in walls, with open corridors `left`, `right` and `up` cells long."""
    rows = [["#"] * 9 for _ in range(9)]
    for step in range(1, left + 1):
        rows[4][4 - step] = "."
    for step in range(1, right + 1):
        rows[4][4 + step] = "."
    for step in range(1, up + 1):
        rows[4 - step][4] = "."
    rows[4][4], rows[5][4], rows[6][4] = "A", "a", "a"
    rows[6][1:4] = ["Z", "z", "z"]
    return [" ".join(row) for row in rows]


def test_the_rotation_with_most_optional_cells_held_wins():
    chosen = decision(battle(crossroads(left=2, right=3, up=2), program(LONGEST_CORRIDOR)))
    assert (chosen.move, chosen.rotation, chosen.optional_held) == ("R", 1, 2)


def test_equal_rotations_are_settled_by_the_seed():
    state = battle(crossroads(left=3, right=3, up=0), program(LONGEST_CORRIDOR))
    choices = [decision(state, seed=seed).move for seed in range(20)]
    assert set(choices) == {"L", "R"}
    assert choices == [decision(state, seed=seed).move for seed in range(20)]


def test_cells_outside_the_arena_read_as_wall():
    walls_above = pattern(
        "L",
        ". . . # . . .",
        ". . . . . . .",
        ". . . # . . .",
        ". . . H . . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
    )
    top_row = [
        ". . . . A a a . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "Z z z . . . . . .",
    ]
    chosen = decision(battle(top_row, program(walls_above)))
    assert (chosen.pattern, chosen.rotation, chosen.move) == (0, 0, "L")
    assert all(c.held for c in chosen.cells)
    assert [c.cell for c in chosen.cells] == [(4, -3), (4, -1)]


def test_a_pattern_whose_move_is_illegal_is_skipped():
    into_the_wall = left_cell_pattern("t")
    into_the_wall = type(into_the_wall)("R", into_the_wall.grid)  # F5 is a wall
    go_up = pattern("U", *EMPTY_ROWS[:2], ". . . _ . . .", *EMPTY_ROWS[3:])
    chosen = decision(battle(ELEMENT_SCENES["t"][0], program(into_the_wall, go_up)))
    assert (chosen.pattern, chosen.move) == (1, "U")


def test_patterns_are_tried_in_order():
    go_up = pattern("U", *EMPTY_ROWS[:2], ". . . _ . . .", *EMPTY_ROWS[3:])
    chosen = decision(battle(with_tail_at("F5"), program(TAIL_ABOVE, go_up)))
    assert (chosen.pattern, chosen.move) == (0, "R")
    chosen = decision(battle(with_tail_at("F5"), program(go_up, TAIL_ABOVE)))
    assert chosen.pattern == 0


def test_without_a_matching_pattern_the_move_is_random_and_legal():
    moves = {decision(battle(OPEN_FIELD, program(TAIL_ABOVE)), seed=s).move for s in range(30)}
    assert moves == {"U", "L", "R"}


# --- moving, grabbing, the end -----------------------------------------------------------

BOXED_VICTIM = [
    "# # # . . . .",
    "# Z # . . . .",
    "# z # . . . .",
    "# z # . . . .",
    ". A . . . . .",
    ". a . . . . .",
    ". a . . . . .",
]


def test_a_grab_grows_the_grabber_and_shortens_the_victim():
    state = battle(BOXED_VICTIM, program(TAIL_ABOVE))
    state, events = play_round(state)
    assert [cell_name(c) for c in state.cells_of(0)] == ["B4", "B5", "B6", "B7"]
    assert [cell_name(c) for c in state.cells_of(1)] == ["B2", "B3"]
    assert ev.Grabbed(0, 1, parse_cell("B4")) in events
    assert state.sneks[0].grabs == 1


def test_a_snek_left_with_its_head_only_is_eliminated_and_the_battle_ends():
    state = battle(BOXED_VICTIM, program(TAIL_ABOVE))
    state, _ = play_round(state)
    state, events = play_round(state)
    grabbed = events.index(ev.Grabbed(0, 1, parse_cell("B3")))
    assert events[grabbed + 1] == ev.Eliminated(1, 0)  # the grab, then its consequence
    assert state.cells_of(1) == [] and not state.sneks[1].alive
    assert (state.end_reason, state.rounds_played) == (ev.END_LAST_SNEK, 2)
    assert events[-1] == ev.BattleEnded(2, ev.END_LAST_SNEK, (0, 1))
    assert state.board[state.geometry.index(parse_cell("B2"))] == 0  # the head is removed


def test_a_snek_may_enter_its_own_tail():
    rows = [
        "# # # # # # #",
        "# A a # . . .",
        "# a a # . . .",
        "# # # . . . .",
        ". . . . . . .",
        ". . . . . . .",
        "Z z z . . . .",
    ]
    state = battle(rows, paths={"a": "B2 B3 C3 C2"})
    chosen = decision(state)
    assert chosen.move == "R"  # the only legal move: into its own tail
    state, _ = play_round(state)
    assert [cell_name(c) for c in state.cells_of(0)] == ["C2", "B2", "B3", "C3"]


def test_a_snek_without_a_legal_move_is_stuck_and_all_stuck_ends_the_battle():
    rows = [
        "# # # # # # #",
        "# A # # # Z #",
        "# a # # # z #",
        "# a # # # z #",
        "# # # # # # #",
        "# # # # # # #",
        "# # # # # # #",
    ]
    state, events = play_round(battle(rows))
    decisions = [e for e in events if isinstance(e, ev.Decided)]
    assert len(decisions) == 2 and all(d.stuck for d in decisions)
    assert "is stuck" in decisions[0].describe(state.names)
    assert (state.end_reason, state.rounds_played) == (ev.END_ALL_STUCK, 1)


def test_one_stuck_snek_does_not_end_the_battle():
    rows = [
        "# # # # # # #",
        "# A # . . . .",
        "# a # . . . .",
        "# a # . . . .",
        "# # # . . . .",
        ". . . . . . .",
        "Z z z . . . .",
    ]
    state, _ = play_round(battle(rows))
    assert not state.finished


def test_the_battle_ends_at_the_arenas_round_limit():
    state = battle(OPEN_FIELD, rounds=3)
    for _ in range(3):
        assert not state.finished
        state, events = play_round(state)
    assert (state.end_reason, state.rounds_played) == (ev.END_ROUNDS, 3)
    with pytest.raises(Exception, match="over"):
        play_round(state)


def test_every_living_snek_acts_once_a_round_in_a_seeded_order():
    rows = [
        "A . . B . . C",
        "a . . b . . c",
        "a . . b . . c",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
    ]
    orders = set()
    for seed in range(12):
        _, events = play_round(battle(rows, seed=seed))
        began = events[0]
        assert sorted(began.order) == [0, 1, 2]
        assert [e.snek for e in events if isinstance(e, ev.Decided)] == list(began.order)
        orders.add(began.order)
    assert len(orders) > 1


def test_ranking_alive_first_then_longer_then_later_eliminated():
    rows = [
        "A . B . C . D",
        "a . b . c . d",
        "a . b . c . .",
        "a . . . c . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
    ]
    state = battle(rows)
    state.sneks[1].alive, state.sneks[1].eliminated_round = False, 5
    state.sneks[3].alive, state.sneks[3].eliminated_round = False, 2
    assert ranking(state) == [0, 2, 1, 3]
    assert places(state) == [1, 3, 1, 4]  # A and C are equal: both alive, length 4


def test_a_battle_with_one_snek_too_many_for_the_starts_is_refused():
    from game.snek.levels import Arena, Start
    from game.snek.rules import RuleViolation, check_lineup, new_battle

    arena = Arena("two", 9, 9, frozenset(), (Start((1, 1), "D"), Start((5, 1), "D")))
    programs = [program(name=n) for n in "ABC"]
    assert check_lineup(arena, programs) == ["snek 3: the arena has only 2 starts, so 2 sneks"]
    with pytest.raises(RuleViolation):
        new_battle(arena, programs)


def test_the_decisions_explain_themselves_in_words():
    state = battle(with_tail_at("F5"), program(TAIL_ABOVE))
    assert decision(state).describe(state.names) == "Test: pattern 1 matched turned right, move R"
    state = battle(OPEN_FIELD)
    assert "no pattern matched, random move" in decision(state).describe(state.names)


def test_total_length_only_drops_by_the_heads_of_eliminated_sneks():
    state = battle(BOXED_VICTIM, program(TAIL_ABOVE))
    before = total_length(state)
    while not state.finished:
        state, _ = play_round(state)
    assert total_length(state) == before == state.initial_length


def test_rules_notes_name_every_decision_we_took():
    for phrase in ("illegal", "no patterns", "first starts", "own tail", "at once", "share"):
        assert phrase in RULES_NOTES


@pytest.mark.parametrize(
    "module",
    [
        "game.snek.rules",
        "game.snek.match",
        "game.snek.tournament",
        "game.snek.backend",
        "game.snek.program_editing",
        "game.snek.bot",
    ],
)
def test_snek_rules_modules_do_not_import_pygame(module):
    code = f"import sys, {module}; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


def test_the_replay_keeps_every_round_and_answers_why():
    from game.snek.match import replay_battle

    history = replay_battle(battle(BOXED_VICTIM, program(TAIL_ABOVE)))
    assert [state.rounds_played for state in history.states] == [0, 1, 2]
    first = history.why(1, 0)
    assert (first.pattern, first.move) == (0, "U")
    assert history.why(1, 1).stuck
    assert history.why(2, 1) is None or history.why(2, 1).stuck  # out, or stuck first
    assert history.why(3, 0) is None
    assert history.final.end_reason == ev.END_LAST_SNEK


def test_the_rules_pages_are_paragraphs_and_include_our_decisions():
    from game.snek.rules_text import PAGES

    for title, text in PAGES:
        for paragraph in text.split("\n\n"):
            lines = paragraph.split("\n")
            assert len(lines) == 1 or all(line.startswith("•") for line in lines), title
    assert ("Snek: our decisions", RULES_NOTES) in PAGES
