"""Every character a player reads exists in the bundled font (a missing glyph shows as an
empty box): the How to play pages, the games' descriptions, and every text drawn on every
screen of the screen tour."""

import pygame
import pygame.freetype
import pytest

from game.app import FONT_FILES, App
from game.games import all_games
from game.screen_tour import SCREENS, show
from game.ui.howto import help_pages


@pytest.fixture(scope="module")
def fonts():
    pygame.freetype.init()
    return [pygame.freetype.Font(str(path), 20) for path in FONT_FILES.values()]


def missing(fonts, text: str) -> set[str]:
    """The characters of `text` that some bundled font has no glyph for."""
    gone = set()
    for font in fonts:
        for character, metric in zip(text, font.get_metrics(text), strict=True):
            if metric is None and not character.isspace():
                gone.add(character)
    return gone


def test_an_arrow_is_found_missing(fonts):
    assert missing(fonts, "Left → right") == {"→"}


def test_the_help_pages_and_game_descriptions_use_only_glyphs_the_font_has(fonts):
    texts = [game.blurb for game in all_games()] + [game.title for game in all_games()]
    for page in help_pages():
        texts.extend((page.title, page.text))
    found = {(text[:50], "".join(sorted(missing(fonts, text)))) for text in texts}
    assert {entry for entry in found if entry[1]} == set()


def test_every_text_drawn_on_every_screen_has_its_glyphs(fonts, monkeypatch):
    """Text is drawn by the window's font (`SafeFont`, what `App.font` makes) and by
    pygame-gui's fonts (widgets): both are watched where they render."""
    from pygame_gui.core.gui_font_freetype import GUIFontFreetype
    from pygame_gui.core.gui_font_pygame import GUIFontPygame

    from game.ui.text import SafeFont, guard_gui_text

    drawn: set[str] = set()

    def recording(method):
        def render(self, text, *arguments, **keywords):
            if isinstance(text, str):
                drawn.add(text)
            return method(self, text, *arguments, **keywords)

        render.guarded = getattr(method, "guarded", False)
        return render

    guard_gui_text()  # record around the guard, so the App does not wrap the recorder again
    monkeypatch.setattr(SafeFont, "render", recording(SafeFont.render))
    for font_class in (GUIFontPygame, GUIFontFreetype):
        for name in ("render_premul", "render_premul_to"):
            monkeypatch.setattr(font_class, name, recording(getattr(font_class, name)))
    for name in SCREENS:
        app = App(headless=True)
        show(app, name)
    assert len(drawn) > 300  # every screen's own words were seen
    bad = {(text[:60], "".join(sorted(missing(fonts, text)))) for text in drawn}
    assert {entry for entry in bad if entry[1]} == set()
