"""Snek's battle viewer gives the arena its room first: on an 800×600 screen a 30×30 arena
beside 16-letter names drew at 384 px while its room was 490 px tall; now it keeps the
cells the height allows and the score rows narrow their number columns so names stay whole."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.app import App
from game.snek.replay_view import BattleViewer
from game.snek.session import MatchSession
from game.ui.monkey import key_event, tick
from tests.test_snek_window import arena_named, samples

LONG = "WWWWWWWWWWWWWWW"


def viewer_with(names: list[str], size: tuple[int, int]) -> tuple[App, BattleViewer]:
    app = App(headless=True, size=size)
    path, arena = arena_named("open.toml")
    sneks = list(samples().values())[: len(names)]
    lineup = [replace(snek, name=name) for snek, name in zip(sneks, names, strict=True)]
    session = MatchSession.start(path, arena, lineup, 5, save=False)
    viewer = BattleViewer(app, session, start_round=6, playing=False, record=False)
    app.push(viewer)
    tick(app)
    return app, viewer


@pytest.mark.parametrize("size", [(800, 600), (1024, 768)])
def test_a_30_by_30_arena_keeps_the_cells_its_height_allows_beside_16_letter_names(size):
    _, short = viewer_with([f"S{n}" for n in range(1, 10)], size)
    app, named = viewer_with([f"{LONG}{n}" for n in range(1, 10)], size)
    assert named.view.cell_size == short.view.cell_size
    assert named.view.board.height == 30 * named.view.cell_size
    height_room = named.board_room().height
    assert named.view.area.height >= height_room - 2 * named.view.cell_size - 40
    tick(app, key_event(pygame.K_RIGHT))  # a round on: every name whole
    for look in named.looks:
        assert named.scores.name_fits(look.name), look.name
