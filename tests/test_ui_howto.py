"""How to play: a scrolling page list with Back always on screen, text that reflows, every
game's pages named after it and written without hard line breaks, and the drawn diagrams."""

import re

import pygame
import pytest

from game.app import App
from game.games import all_games
from game.ui.driver import Driver
from game.ui.event_log import wrap_text
from game.ui.howto import HowToPlayScene, help_pages
from game.ui.menu import MainMenuScene
from game.ui.monkey import click_events, key_event

FRAME = 1 / 60
PAGES = help_pages()


@pytest.fixture
def app():
    app = App(headless=True)
    app.start(MainMenuScene(app))
    app.push(HowToPlayScene(app))
    app.tick([], FRAME)
    return app


def press(app, *keys):
    for key in keys:
        app.tick([key_event(key)], FRAME)


def on_screen(app, button):
    return app.screen.get_rect().contains(button.rect) and button.visible


def test_there_are_more_pages_than_fit_so_the_list_scrolls(app):
    scene = app.top
    assert scene.rows < len(PAGES)
    assert all(on_screen(app, button) for button in scene.menu.buttons)


def test_walking_down_every_page_keeps_the_chosen_title_and_back_on_screen(app):
    scene = app.top
    back = scene.menu.buttons[-1]
    for index in range(1, len(PAGES)):
        press(app, pygame.K_DOWN)
        focused = scene.menu.buttons[scene.menu.focused]
        assert focused.text == PAGES[index].title and on_screen(app, focused)
        assert scene.text.lines == PAGES[index].text.split("\n")
        assert on_screen(app, back)
    press(app, pygame.K_DOWN)
    if PAGES[-1].tutorial is not None:  # the last page's game offers its guided match
        assert scene.menu.focused == len(scene.menu.buttons) - 2
        press(app, pygame.K_DOWN)
    assert scene.menu.focused == len(scene.menu.buttons) - 1  # Back
    press(app, pygame.K_DOWN)
    assert scene.selected == 0 and scene.first == 0  # round to the top again
    press(app, pygame.K_UP, pygame.K_RETURN)
    assert isinstance(app.top, MainMenuScene)


def test_the_wheel_over_the_list_scrolls_it_and_a_click_opens_a_page(app):
    scene = app.top
    over_list = scene.list_rect().center
    app.tick(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=over_list, rel=(1, 1), buttons=(0, 0, 0))],
        FRAME,
    )
    app.tick([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3)], FRAME)
    assert scene.first == 3
    app.tick(click_events(scene.menu.buttons[0].rect.center), FRAME)
    assert scene.page == 3 and scene.text.lines == PAGES[3].text.split("\n")


def test_back_is_a_click_away_on_every_page(app):
    press(app, *[pygame.K_DOWN] * (len(PAGES) - 1))
    app.tick(click_events(app.top.menu.buttons[-1].rect.center), FRAME)
    assert isinstance(app.top, MainMenuScene)


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.game_id)
def test_rules_pages_have_no_hard_line_breaks_inside_a_paragraph(game):
    for title, text in game.rules_pages():
        lines = text.split("\n")
        for above, line in zip(lines, lines[1:], strict=False):
            continues = above and line and not re.match(r"\s*([-•*]|\d+[.)])\s", line)
            assert not continues, f"{title}: a line break inside a paragraph before {line!r}"


def test_every_page_title_names_its_game():
    titles = {page.title for page in PAGES}
    assert len(titles) == len(PAGES)
    for game in all_games():
        assert any(title.startswith(f"{game.title}: ") for title in titles)


def test_text_fills_the_panel_width(app):
    """Reflowed, not broken where the source was: rows run close to the panel's width."""
    scene = app.top
    tactrics = next(
        i
        for i, page in enumerate(PAGES)
        if "our decisions" in page.title and page.title.startswith("Tactrics")
    )
    press(app, *[pygame.K_DOWN] * tactrics)
    rows = [row for row, _ in scene.text._rows]
    assert scene.text.indent == 0  # running text: continuation rows start at the margin
    widths = sorted(scene.text.font.size(row)[0] for row in rows)
    assert widths[len(widths) // 2] > scene.text.rect.width * 0.7


DIAGRAM_GAMES = [game.game_id for game in all_games() if game.rules_diagrams is not None]


@pytest.mark.parametrize("game_id", DIAGRAM_GAMES)
def test_playable_games_carry_diagrams_on_their_own_pages(game_id):
    game = next(game for game in all_games() if game.game_id == game_id)
    diagrams = game.rules_diagrams()
    titles = [title for title, _ in game.rules_pages()]
    assert diagrams and set(diagrams) <= set(titles)
    assert sum(len(shown) for shown in diagrams.values()) >= 3


def test_diagrams_are_drawn_by_the_board_code_and_captions_are_whole(app):
    scene = app.top
    with_diagrams = [i for i, page in enumerate(PAGES) if page.diagrams]
    assert len(with_diagrams) >= 3
    for index in with_diagrams:
        scene._select(index)
        app.tick([], FRAME)
        font = app.font(15)
        for diagram, rect in zip(PAGES[index].diagrams, scene.diagram_rects(), strict=True):
            picture = pygame.Rect(rect.left + 8, rect.top + 8, rect.width - 16, 140)
            colours = {
                app.screen.get_at((x, y))[:3]
                for x in range(picture.left, picture.right, 3)
                for y in range(picture.top, picture.bottom, 3)
            }
            assert len(colours) > 6, f"{PAGES[index].title}: an empty picture"
            rows = wrap_text(diagram.caption, font, rect.width - 16)
            caption_top = picture.bottom + 6
            assert caption_top + len(rows) * font.get_linesize() <= rect.bottom
        assert scene.text.rect.bottom < scene.diagram_rects()[0].top


def test_the_list_buttons_fit_their_labels(app):
    scene = app.top
    font = app.font(22, bold=True)
    for page in PAGES:
        assert font.size(page.title)[0] <= scene.menu.buttons[0].rect.width - 8, page.title


def test_a_page_scrolled_to_its_end_leaves_the_next_page_opening_at_its_top(app):
    scene = app.top
    longest = max(range(len(PAGES)), key=lambda i: len(PAGES[i].text))
    press(app, *[pygame.K_DOWN] * longest)
    over_text = scene.text.rect.center
    app.tick(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=over_text, rel=(1, 1), buttons=(0, 0, 0))],
        FRAME,
    )
    for _ in range(40):  # the wheel down to the page's last line
        app.tick([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3)], FRAME)
    assert scene.text.first_row == scene.text.last_first_row > 0
    press(app, pygame.K_UP)
    assert scene.page == longest - 1 and scene.text.first_row == 0


def test_a_hovered_title_never_looks_like_the_page_shown(app):
    """Hovering a title lit it as the page shown ("Snek: patterns" lit while another page
    showed): the shown page's title keeps that look, the hovered one has its own, and a
    click still opens it."""
    was = pygame.mouse.get_pos()  # pygame-gui asks SDL where the pointer is: put back after
    try:
        _hover_and_click_a_title(app)
    finally:
        pygame.mouse.set_pos(was)


def _hover_and_click_a_title(app) -> None:
    scene = app.top
    driver = Driver(app)
    shown, other = scene.menu.buttons[0], scene.menu.buttons[2]
    pygame.mouse.set_pos(other.rect.center)
    driver.move(other.rect.center)
    driver.post()
    assert scene.page == 0 and scene.menu.focused == 0

    def fill(button) -> tuple[int, int, int]:
        app.draw()
        return tuple(app.screen.get_at((button.rect.left + 8, button.rect.top + 6)))[:3]

    shown_look = fill(shown)
    assert fill(other) != shown_look
    driver.click(other.rect.center)
    assert scene.page == 2 and fill(other) == shown_look  # now the page shown: its look
