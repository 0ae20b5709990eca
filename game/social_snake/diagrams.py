"""Small drawn examples for Social Snake's How to play pages, drawn by the boards' own GridView.

    diagrams = rules_diagrams()     # {page title: [Diagram]}, for GameInfo.rules_diagrams

Each example is a tiny made-up grid (a GridState) with an Overlay, exactly what an entry
screen draws: heads, bodies, apples, the planned path and the cross where a sequence is cut.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.core.coords import parse_cell
from game.social_snake.draw import GridView, Overlay, player_looks
from game.social_snake.levels import GridLayout, Item
from game.social_snake.rules import GridState
from game.social_snake.rules_text import PAGES
from game.table.seats import Seat
from game.ui.howto import Diagram, ViewPicture

if TYPE_CHECKING:
    from game.ui.host import Host

SEATS = (Seat("Ann", "Red", None), Seat("Bob", "Blue", None))


@dataclass
class Example:
    """A 5×3 grid: apples by cell name, each player's head and body, and what is planned."""

    apples: dict[str, int]
    heads: dict[int, str]
    bodies: dict[int, list[str]] = field(default_factory=dict)
    path: list[str] = field(default_factory=list)
    cut_at: str | None = None
    width: int = 5
    height: int = 3

    def grid(self) -> GridState:
        items = {parse_cell(name): Item(apples) for name, apples in self.apples.items()}
        layout = GridLayout("A", self.width, self.height, dict(items), {})
        bodies = {player: [parse_cell(n) for n in cells] for player, cells in self.bodies.items()}
        owner = {cell: player for player, cells in bodies.items() for cell in cells}
        heads = {player: parse_cell(name) for player, name in self.heads.items()}
        return GridState(layout, items, heads, owner, bodies)

    def overlay(self) -> Overlay:
        cut = parse_cell(self.cut_at) if self.cut_at else None
        return Overlay(path=[parse_cell(name) for name in self.path], cut_at=cut)


class GridPicture(ViewPicture):
    """Paints one Example with a GridView."""

    def __init__(self, example: Example):
        super().__init__()
        self.example = example
        self.state = example.grid()

    def make_view(self, rect: pygame.Rect, host: Host) -> GridView:
        looks = player_looks(SEATS, host.settings.colour_blind)
        return GridView(self.state.layout, rect, looks, host.font)

    def paint(self, view: GridView, surface: pygame.Surface) -> None:
        view.draw(surface, self.state, self.example.overlay())


def _diagram(caption: str, example: Example) -> Diagram:
    return Diagram(caption, GridPicture(example))


def rules_diagrams() -> dict[str, list[Diagram]]:
    """The examples by page title (titles as in rules_text.PAGES)."""
    titles = [title for title, _ in PAGES]
    rounds, collisions, garnets = (
        next(title for title in titles if title.endswith(end))
        for end in (": rounds", ": collisions", ": garnets etc.")
    )
    return {
        rounds: [
            _diagram(
                "Round 1, Ann types RRR: one direction, so all three moves count.",
                Example({"C2": 3, "D2": 2, "E2": 4}, {0: "B2"}, path=["B2", "C2", "D2", "E2"]),
            ),
            _diagram(
                "Round 1, Ann types RRD: the turn down is cut (red cross) and only RR is played.",
                Example(
                    {"C2": 3, "D2": 2, "D3": 5},
                    {0: "B2"},
                    path=["B2", "C2", "D2", "D3"],
                    cut_at="D3",
                ),
            ),
        ],
        collisions: [
            _diagram(
                "Ann moves R into Bob's body at C2: she stops on B2 and her apples of this "
                "round on this grid go to Bob.",
                Example(
                    {"D1": 3},
                    {0: "B2", 1: "C1"},
                    bodies={1: ["C3", "C2"]},
                    path=["B2", "C2"],
                    cut_at="C2",
                ),
            ),
        ],
        garnets: [
            _diagram(
                "Premove: Ann spent 1 garnet, so her move R came one step early and took the 5 "
                "on C2. Bob's move L, at the usual time, ran into her standing head.",
                Example(
                    {},
                    {0: "C2", 1: "D2"},
                    bodies={0: ["B2"]},
                    path=["D2", "C2"],
                    cut_at="C2",
                ),
            ),
        ],
    }
