"""Issue 27 item 6: the layout check. Every screen of the screen tour, at 800×600 and
1366×768, drawn with the kit's layout recorder on: two texts overlapping, a text over a mark
or board it does not label, anything outside the window, text under 12 px, a shortened name
or question, a panel under three lines, a board smaller than its room allows.

Today's faults are listed in tests/data/layout_known.txt (a ratchet): a new fault fails,
and a fixed one must leave the list (`python -m game.bench_layout --known` writes it again).
The full matrix (four window sizes) is `python main.py bench layout`.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.bench_layout import (
    KNOWN_FILE,
    SHELL,
    TEST_SIZES,
    check,
    fault_lines,
    game_of,
    read_known,
    slice_cases,
    tables,
)
from game.ui import theme
from game.ui.board_view import BoardContent, BoardView
from game.ui.event_log import EventLog
from game.ui.layout_check import KINDS, findings
from game.ui.layout_record import LAYOUT
from game.ui.scene import Scene
from game.ui.text import blit_text, clip_text

FRAME = 1 / 60


def slice_part(screen: str, size_name: str) -> str:
    """The part of the check's slice a screen at a window size falls in: its game (or the
    editor, the How to play pages or the rest of the shell) at that size, so the parts run
    side by side on the test workers."""
    part = "howto" if screen.startswith("howto@") else game_of(screen)
    return f"{part}-{size_name}"


PARTS = [
    f"{part}-{width}x{height}"
    for part in (SHELL, "howto", *tables(), "editor")
    for width, height in TEST_SIZES
]


@pytest.mark.parametrize("part", PARTS)
def test_every_tour_screen_has_no_layout_fault_beyond_the_known_list(part):
    cases = [case for case in slice_cases() if slice_part(case.screen, case.size_name) == part]
    found = fault_lines(check(cases))
    known = [line for line in read_known() if slice_part(*line.split("\t")[:2]) == part]
    new = sorted(set(found) - set(known))
    fixed = sorted(set(known) - set(found))
    assert cases
    assert new == [], "new layout faults:\n" + "\n".join(new)
    assert fixed == [], f"fixed: remove from {KNOWN_FILE.name}:\n" + "\n".join(fixed)


def test_the_slice_s_parts_hold_every_screen_and_every_known_fault():
    """Each of the slice's cases, and each fault on the known list, is checked by a part."""
    assert {slice_part(case.screen, case.size_name) for case in slice_cases()} <= set(PARTS)
    assert {slice_part(*line.split("\t")[:2]) for line in read_known()} <= set(PARTS)


class FaultyScene(Scene):
    """Draws one fault of each kind with the kit, or (`clean`) one plain line."""

    def __init__(self, app, clean: bool = False):
        super().__init__(app)
        self.clean = clean
        self.log = EventLog(pygame.Rect(600, 300, 300, 30), app.font(18))
        self.log.set_lines([f"line {n}" for n in range(10)])
        self.board = BoardView(8, 8, pygame.Rect(40, 400, 120, 120), app.font)

    def draw(self, surface):
        super().draw(surface)
        font = self.app.font(18)
        blit_text(surface, font, "Ann scores 3", theme.TEXT, (40, 100))
        if self.clean:
            return
        blit_text(surface, font, "Bob scores 5", theme.TEXT, (60, 104))  # over Ann's line
        mark = pygame.Rect(300, 100, 30, 30)
        theme.draw_player_mark(surface, mark, theme.seat_mark(0, False), font)
        blit_text(surface, font, "a caption", theme.TEXT, (290, 105))  # over the mark
        blit_text(surface, font, "past the edge", theme.TEXT, (surface.get_width() - 20, 200))
        blit_text(surface, self.app.font(10), "tiny words", theme.TEXT, (40, 250))
        blit_text(surface, font, clip_text(font, "Alexandra the Great", 60), theme.TEXT, (40, 300))
        self.log.draw(surface)
        self.board.draw(surface, BoardContent())


def faults_of(scene_maker, size=(1366, 768)):
    app = App(headless=True, size=size)
    app.start(scene_maker(app))
    LAYOUT.on = True
    try:
        app.tick([], FRAME)
        return findings(app)
    finally:
        LAYOUT.on = False


def test_the_check_finds_each_kind_of_fault_and_none_in_a_plain_frame():
    kinds = {finding.kind for finding in faults_of(FaultyScene)}
    assert kinds == set(KINDS)
    assert faults_of(lambda app: FaultyScene(app, clean=True)) == []


def test_normal_play_records_nothing():
    app = App(headless=True)
    app.start(FaultyScene(app))
    app.tick([], FRAME)
    assert LAYOUT.drawn == []


class EntryScene(Scene):
    """A player's name box too narrow for its name, or (`free`) a box for a text of any
    length (a level's description) just as narrow."""

    def __init__(self, app, free: bool = False):
        super().__init__(app)
        self.free = free

    def build(self, root):
        from pygame_gui.elements import UITextEntryLine

        entry = UITextEntryLine(pygame.Rect(40, 40, 120, 40), self.app.ui, root)
        entry.set_text("Wilhelmina Worth")
        entry.name_box = not self.free


def test_a_name_box_too_narrow_for_its_name_is_a_shortened_text_a_free_box_is_not():
    found = faults_of(EntryScene)
    assert [f.kind for f in found] == ["shortened"] and "Wilhelmina Worth" in found[0].what
    assert faults_of(lambda app: EntryScene(app, free=True)) == []


class CachedScene(Scene):
    """The whole screen drawn into an image once (a cached layer) and shown every frame at
    `offset`; `redraw` draws it again with other words."""

    def __init__(self, app, offset=(0, 0)):
        super().__init__(app)
        self.offset = offset
        self.words = clip_text(app.font(18), "Wilhelmina Worth", 70)
        self.image: pygame.Surface | None = None

    def redraw(self, words: str) -> None:
        self.words, self.image = words, None

    def draw(self, surface):
        from game.ui.layout_record import show_image

        super().draw(surface)
        if self.image is None:
            self.image = pygame.Surface((300, 200))
            blit_text(self.image, self.app.font(18), self.words, theme.TEXT, (10, 20))
            mark = pygame.Rect(10, 60, 30, 30)
            theme.draw_player_mark(self.image, mark, theme.seat_mark(0, False), self.app.font(18))
        show_image(surface, self.image, self.offset)


def test_what_a_cached_image_holds_is_checked_where_the_image_is_shown_on_every_frame():
    app = App(headless=True, size=(800, 600))
    scene = CachedScene(app, offset=(700, 500))
    app.start(scene)
    LAYOUT.on = True
    try:
        for _ in range(2):  # drawn into the image on the first frame only
            app.tick([], FRAME)
            texts = [item for item in LAYOUT.drawn if item.kind == "text"]
            assert texts[0].rect.topleft == (710, 520)  # the name, where it is shown
            kinds = {finding.kind for finding in findings(app)}
            assert kinds == {"shortened"}  # the name cut, as drawn into the image
        scene.offset = (100, 100)
        scene.redraw("Ann scores 3")  # drawn again: what it held before is gone
        app.tick([], FRAME)
        texts = [item for item in LAYOUT.drawn if item.kind == "text"]
        assert texts[0].text == "Ann scores 3" and texts[0].rect.topleft == (110, 120)
        assert len(texts) == 2  # and the mark's letter, once
        assert findings(app) == []
    finally:
        LAYOUT.on = False


def test_the_edges_entry_title_keeps_a_long_name_whole_at_800_by_600():
    """The Edges entry draws into a cached image: its title is checked as shown."""
    from game.bench_layout import Case

    results = check([Case("edges-entry", (800, 600), 4, True)])
    faults = [f"{f.kind}: {f.what}" for found in results.values() for f in found]
    assert not [fault for fault in faults if "WWWW" in fault]
    app = App(headless=True, size=(800, 600))
    from game.bench_layout import all_screens
    from game.ui.tour import table_of

    with table_of(4, True):
        all_screens()["edges-entry"](app)
    LAYOUT.on = True
    try:
        app.tick([], FRAME)
        texts = [item.text for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False
    assert "W" * 16 in texts  # the title: the name alone, whole


@pytest.mark.parametrize(
    ("screens", "seats"),
    [(("social-start-entry", "social-move-entry"), 13), (("bugcatcher-pregame",), 9)],
)
def test_entry_titles_keep_a_long_name_whole_at_800_by_600(screens, seats):
    """`whole_title`: the heading drops its words before it cuts the name."""
    from game.bench_layout import Case

    cases = [Case(name, (800, 600), seats, True) for name in screens]
    results = check(cases)
    faults = [f"{f.kind}: {f.what}" for found in results.values() for f in found]
    assert not [fault for fault in faults if "WWWW" in fault and "shortened" in fault]
    assert all(case in results for case in cases)  # every screen seated the long names


def _drawn_texts_after_end(screen: str, seats: int) -> list[str]:
    """`screen` at 800×600 with two long-named players, taken to its end by End (a key
    through the queue); the texts drawn then."""
    from game.bench_layout import all_screens
    from game.ui.driver import Driver
    from game.ui.tour import table_of

    screens = all_screens()  # (built first: building them opens a window of its own)
    app = App(headless=True, size=(800, 600))
    with table_of(seats, True):
        screens[screen](app)
    Driver(app).key(pygame.K_END)
    LAYOUT.on = True
    try:
        app.tick([], FRAME)
        return [item.text for item in LAYOUT.drawn if item.kind == "text"]
    finally:
        LAYOUT.on = False


def test_the_log_never_splits_a_sixteen_letter_name_across_rows_at_800_by_600():
    """Antisocial's 800×600 reveal log: "WWWWWWWWWWWWWWWW scores 80 on this board" split
    its name into a row of 15 W's and a row from the 16th; the kit's log now takes a
    smaller font (not under 12 px) where a word would be split."""
    texts = _drawn_texts_after_end("antisocial-reveal", 2)
    rows = [text for text in texts if "WW" in text]
    assert rows and all("W" * 16 in row for row in rows), rows


def test_the_long_names_states_reach_the_lineup_the_name_field_and_the_partner_button():
    """The check's long names reach where players type them: Snek's battle lineup holds
    two long-named sneks, the editor's Name field a 16-letter level name, and an Edges
    entry has the longest name as its partner (each cut there at 800×600 last evening)."""
    from game.bench_layout import all_screens, setup_cases
    from game.ui.tour import LONG_NAMES, table_of

    assert LONG_NAMES[:2] == ("W" * 16, "Wilhelmina Woods")
    names = {case.screen for case in setup_cases([(800, 600)])}
    assert {"snek-setup", "editor-social-level", "editor-antisocial-level"} <= names
    screens = all_screens()
    app = App(headless=True, size=(800, 600))
    with table_of(None, True):
        screens["snek-setup"](app)
    app.tick([], FRAME)
    lineup = [app.top.choices[index].program.name for index in app.top.lineup]
    assert {"W" * 16, "Wilhelmina Woods"} <= set(lineup)
    with table_of(None, True):
        screens["editor-social-level"](app)
    app.tick([], FRAME)
    assert app.top.side.entries["field:name"].get_text() == "W" * 16
    with table_of(12, True):
        screens["edges-entry-partner"](app)
    app.tick([], FRAME)
    from game.ui.driver import Driver

    assert any(button.text.startswith("1 · Right: WWW") for button in Driver(app).buttons())


def test_a_name_cut_inside_a_button_s_words_is_found():
    """A lineup button "WWWWWWWWW…  ×": a cut name with the button's own words after it."""
    from pygame_gui.elements import UIButton

    class ButtonScene(Scene):
        def build(self, root):
            font = self.app.font(16)
            UIButton(pygame.Rect(40, 40, 200, 32), f"{clip_text(font, 'W' * 16, 90)}  ×",
                     self.app.ui, root)  # fmt: skip

    found = faults_of(ButtonScene)
    assert [f.kind for f in found] == ["shortened"] and "W" * 16 + "  ×" in found[0].what
