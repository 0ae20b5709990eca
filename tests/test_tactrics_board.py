"""The Vortex board geometry against the table of RULINGS §3."""

import math

import pytest

from game.tactrics import board as geometry
from game.tactrics.board import (
    CELL_CENTRES,
    CELL_CORNERS,
    CELL_NAMES,
    EDGE_CELLS,
    NEIGHBOURS,
    SYMMETRIES,
    TOWER_CENTRES,
    TOWER_CYCLES,
    are_adjacent,
    cell_index,
    cell_name,
    rotate,
)

RULINGS_TOWERS = {
    1: "A2 A3 B4 B3 B2 A1",
    2: "A4 A5 B6 B5 B4 A3",
    3: "A6 A7 B8 B7 B6 A5",
    4: "B2 B3 C4 C3 C2 B1",
    5: "B4 B5 C6 C5 C4 B3",
    6: "B6 B7 C8 C7 C6 B5",
    7: "B8 B9 C10 C9 C8 B7",
    8: "C1 C2 C3 D3 D2 D1",
    9: "C3 C4 C5 D5 D4 D3",
    10: "C5 C6 C7 D7 D6 D5",
    11: "C7 C8 C9 D9 D8 D7",
    12: "C9 C10 C11 D11 D10 D9",
    13: "D3 D4 E3 E2 E1 D2",
    14: "D5 D6 E5 E4 E3 D4",
    15: "D7 D8 E7 E6 E5 D6",
    16: "D9 D10 E9 E8 E7 D8",
    17: "E2 E3 E4 F3 F2 F1",
    18: "E4 E5 E6 F5 F4 F3",
    19: "E6 E7 E8 F7 F6 F5",
}
RULINGS_EDGES = "A1 A2 A4 A6 A7 B1 B9 C1 C11 D1 D11 E1 E9 F1 F2 F4 F6 F7"


def names(cells):
    return " ".join(cell_name(cell) for cell in cells)


def test_rows_have_7_9_11_11_9_7_cells_named_from_a1():
    assert len(CELL_NAMES) == 54
    for letter, length in zip("ABCDEF", (7, 9, 11, 11, 9, 7), strict=True):
        assert [n for n in CELL_NAMES if n[0] == letter] == [
            f"{letter}{i}" for i in range(1, length + 1)
        ]
    assert cell_index("a1") == 0 and cell_index("F7") == 53


@pytest.mark.parametrize("bad", ["G1", "A8", "A0", "C12", "", "11"])
def test_cell_names_outside_the_board_are_refused(bad):
    with pytest.raises(ValueError, match="not a cell"):
        cell_index(bad)


@pytest.mark.parametrize("tower", range(1, 20))
def test_each_tower_cycle_is_the_rulings_cycle(tower):
    assert names(TOWER_CYCLES[tower - 1]) == RULINGS_TOWERS[tower]


@pytest.mark.parametrize("tower", range(1, 20))
def test_each_tower_cycle_goes_clockwise_round_its_centre(tower):
    cx, cy = TOWER_CENTRES[tower - 1]
    cycle = TOWER_CYCLES[tower - 1]
    for here, there in zip(cycle, cycle[1:] + cycle[:1], strict=True):
        a = math.atan2(CELL_CENTRES[here][1] - cy, CELL_CENTRES[here][0] - cx)
        b = math.atan2(CELL_CENTRES[there][1] - cy, CELL_CENTRES[there][0] - cx)
        # y grows downwards, so clockwise on screen is a growing angle
        assert (b - a) % (2 * math.pi) == pytest.approx(math.pi / 3)
        assert are_adjacent(here, there)


def test_edge_cells_are_the_rulings_list():
    assert names(sorted(EDGE_CELLS)) == RULINGS_EDGES


@pytest.mark.parametrize(
    ("cell", "neighbours"),
    [
        ("A1", "A2 B2"),
        ("A2", "A1 A3"),
        ("A4", "A3 A5"),
        ("B1", "B2 C2"),
        ("C5", "C4 C6 D5"),
        ("C6", "B5 C5 C7"),
        ("D1", "C1 D2"),
        ("D6", "D5 D7 E5"),
        ("F2", "F1 F3"),
        ("F7", "E8 F6"),
    ],
)
def test_adjacency_is_sharing_a_side(cell, neighbours):
    assert names(NEIGHBOURS[cell_index(cell)]) == neighbours


def test_adjacency_is_symmetric_and_edge_cells_have_fewer_neighbours():
    for cell in range(54):
        for other in NEIGHBOURS[cell]:
            assert cell in NEIGHBOURS[other]
        if cell not in EDGE_CELLS:
            assert len(NEIGHBOURS[cell]) == 3
        else:
            assert len(NEIGHBOURS[cell]) == 2


def test_a_clockwise_turn_moves_each_piece_to_the_next_cell_of_the_cycle():
    board = tuple(range(54))
    turned = rotate(board, 1, clockwise=True)
    assert turned[cell_index("A3")] == cell_index("A2")
    assert turned[cell_index("A2")] == cell_index("A1")
    assert turned[cell_index("C5")] == cell_index("C5")
    back = rotate(board, 1, clockwise=False)
    assert back[cell_index("A2")] == cell_index("A3")


def test_drawing_coordinates_are_unit_triangles_inside_the_hexagon():
    for corners in CELL_CORNERS:
        sides = [math.dist(corners[i], corners[(i + 1) % 3]) for i in range(3)]
        assert sides == pytest.approx([1, 1, 1])
        for x, y in corners:
            assert 0 <= x <= 6 and 0 <= y <= 6 * math.sqrt(3) / 2 + 1e-9
    assert TOWER_CENTRES[9] == pytest.approx(geometry.BOARD_CENTRE)


@pytest.mark.parametrize("name", sorted(SYMMETRIES))
def test_symmetries_keep_adjacency_and_edges(name):
    mapping = SYMMETRIES[name]
    assert sorted(mapping) == list(range(54))
    for cell in range(54):
        assert (cell in EDGE_CELLS) == (mapping[cell] in EDGE_CELLS)
        for other in NEIGHBOURS[cell]:
            assert are_adjacent(mapping[cell], mapping[other])
