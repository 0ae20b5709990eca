"""Social Snake's score table during the reveal (issue 28, round 5): a player named
"WWWWWWWWWWWWWWWW" never saw their green "+N" (apples gained this round, not yet banked)
while "Danabcdefghijklm" saw its +22: the note was drawn only in the room the name left.
Every row now keeps room for its note: the name gets smaller or the column wider, never
the number hidden. Then (round 7) the note sat 4 px from the apples in a larger size than
the 12 px names ("+35 11", a 16-W name read as shrunk): the notes have a column of their
own. Stepped with Right through the event queue at both sizes, 13 long names (at 800×600
the table is opened with F2)."""

from __future__ import annotations

import pygame
import pytest

from game.social_snake.reveal import GAINED
from game.ui.reveal_player import NOTE_GAP
from tests.social_window_helpers import drawn, tour_screen


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_row_with_apples_not_banked_shows_its_green_note(size):
    app, driver = tour_screen("social-reveal", size, long_names=True)
    scene = app.top
    driver.key(pygame.K_SPACE)  # paused: a step at a time
    seen_one_word = 0
    for _ in range(min(len(scene.groups), 12)):
        note_rights: set[int] = set()
        sizes: set[int] = set()
        driver.key(pygame.K_RIGHT)
        if not scene.tabs.showing("Players") if scene.tabs.tabs else False:
            driver.key(pygame.K_F2)  # the players table (a card over the board)
        items, _ = drawn(app)
        panel = scene.scores.rect
        texts = [i for i in items if i.kind == "text" and panel.contains(i.rect)]
        for index, player in enumerate(scene.told_snapshot.state.players):
            pending = scene.told_snapshot.pending_apples(index)
            if not pending:
                continue
            top = panel.top + 36 + index * scene.scores.row_height
            row = pygame.Rect(panel.left, top, panel.width, scene.scores.row_height)
            notes = [
                i for i in texts if i.text == f"+{pending}" and row.collidepoint(i.rect.center)
            ]
            assert notes, (size, player.name, pending)
            note = notes[0].rect
            green = pygame.mask.from_threshold(
                app.screen.subsurface(note), GAINED, (40, 40, 40, 255)
            ).count()
            assert green > 10, (player.name, "the note is seen, in green")
            names = [i for i in texts if i.text == player.name and row.collidepoint(i.rect.center)]
            assert names and not names[0].rect.colliderect(note), player.name
            seen_one_word += " " not in player.name  # "WWWW…" or "MMMM…"
            # the gain has a column of its own: a gap from the name and from the apples ("+35"
            # touched "11" and read as "+35 11"), every note at the names' one size
            apples = [i for i in texts if i.text == str(player.apples) and i.rect.left > note.left]
            assert apples and apples[0].rect.left - note.right >= NOTE_GAP, player.name
            assert note.left - names[0].rect.right >= NOTE_GAP, player.name
            note_rights.add(note.right)
            sizes.add(notes[0].size)
        sizes |= {i.size for i in texts if i.text in scene.session.state.names}
        assert len(note_rights) <= 1 and len(sizes) == 1 and min(sizes) >= 12, (note_rights, sizes)
    assert seen_one_word, "the one-word name gained apples in the steps looked at"
