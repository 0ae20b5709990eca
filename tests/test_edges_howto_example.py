"""How to play's example platform is the default level's: the same spaces, values and start
a new player meets in the first match (a player once found an 8-space plank there)."""

from __future__ import annotations

from game.core.tomlfile import load_toml
from game.double_edged_edges.diagrams import EXAMPLE_LEVEL
from game.double_edged_edges.levels import level_from_document
from game.double_edged_edges.scene import DEFAULT_LEVEL, SHIPPED_LEVELS


def test_the_example_platform_is_the_default_levels():
    default = level_from_document(load_toml(SHIPPED_LEVELS / DEFAULT_LEVEL))
    assert EXAMPLE_LEVEL.values == default.values
    assert EXAMPLE_LEVEL.start == default.start
