"""The season's results: the champion, the runner-up, every place, the Final's score and
the season's story in a few lines. Shown when the champion is crowned, and again from the
board of a finished season ("The season's results")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

from game.core.words import acts, plural
from game.season.history import SeasonHistory
from game.season.rules import SeasonState, eliminated_by, final_score, player_status
from game.ui import theme
from game.ui.scene import Scene
from game.ui.text import blit_text, blit_wrapped, clip_text, fitting_rows, largest_font
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.ui.host import Host


def finishing_order(history: SeasonHistory) -> list[str]:
    """Every player, the champion first, then the runner-up, then the later out the higher
    (the board's order once the season is over)."""
    from game.season.scene import _rank_key

    names = history.season.setup.names
    return sorted(names, key=lambda name: (-_rank_key(history, name), names.index(name)))


def runner_up(history: SeasonHistory) -> str | None:
    order = finishing_order(history)
    return order[1] if len(order) > 1 else None


def final_words(state: SeasonState) -> str:
    """How the champion won: the Final's score, or the standings when no Final came."""
    last = state.current
    if state.crowned_by == "final" and last is not None and last.finalists:
        return f"Won the Final: {final_score(last).removesuffix(', first to two')}"
    return f"No Final was reached: {crowning_words(state)}"


def crowning_words(state: SeasonState) -> str:
    """Why the standings crowned the champion, naming the tiebreak used: the most ToL, then
    the most garnets, then the seeded draw (section 7)."""
    champion = state.champion or ""
    best = state.standings[champion]
    words = f"the most Tokens of Life after episode {len(state.episodes)}"
    rivals = [name for name in state.players_in if name != champion]
    if not rivals:
        return words
    level = [name for name in rivals if state.standings[name].tokens == best.tokens]
    if not level:
        runner = max(state.standings[name].tokens for name in rivals)
        return f"{words} ({best.tokens} against {runner})"
    words = f"{words}; {_names([champion, *level])} held {best.tokens} each"
    even = [name for name in level if state.standings[name].garnets == best.garnets]
    if not even:
        runner = max(state.standings[name].garnets for name in level)
        return f"{words}, then the most garnets: {best.garnets} against {runner}"
    drawn = _names([champion, *even])
    return f"{words}; {drawn} held {best.garnets} garnets each: the seeded draw chose"


def _names(names: list[str]) -> str:
    return " and ".join(names) if len(names) <= 3 else f"{len(names)} players"


def story(history: SeasonHistory) -> list[str]:
    """The season in a few lines: how long, how many went out, the tokens spent, the end."""
    state = history.state
    cast = len(history.season.setup.cast)
    episodes = state.episodes
    saved = sum(len(e.saved) for e in episodes)
    duels = sum(len(e.duels) for e in episodes)
    out = [(e.number, name) for e in episodes for name in e.eliminated]
    lines = [
        f"{cast} players, {plural(len(episodes), 'episode')},"
        f" {duels} Death Match{'' if duels == 1 else 'es'}"
        f" and {plural(saved, 'Token')} of Life spent to stay safe.",
    ]
    if out:
        first_number, first_out = out[0]
        lines.append(f"{first_out} went out first, in episode {first_number}.")
    quiet = sum(1 for e in episodes if not e.eliminated)
    if quiet:
        lines.append(f"{plural(quiet, 'episode')} eliminated nobody.")
    champion = state.champion or ""
    held = plural(state.standings[champion].garnets, "garnet")
    lines.append(f"{acts(champion, 'ends')} with {held}.")  # "You end with 2 garnets"
    return lines


PLACE_ROOM, GAP = 36, 12  # the place number's room before a name; between the columns
STORY_LEAST = 240  # the story's least width: the places may take the rest


@dataclass(frozen=True)
class PlacesFit:
    """How the places are set: the font size, the statuses and the garnets and ToL cells
    in the words that fit, and the width they take."""

    size: int
    statuses: list[str]
    held: list[tuple[str, str]]
    width: int


def fit_places(
    names: list[str],
    statuses: list[str],
    held: Callable[[int], list[tuple[str, str]]],
    font: Callable[[int], pygame.font.Font],
    size: int,
    room: tuple[int, int],
) -> PlacesFit:
    """Names, garnets, ToL and statuses side by side, none over another: the statuses in
    short words, then the cells in fewer (`held(wordy)`: 2 "0 (3 passed to Hal)", 1 "0 (3
    to Hal)", 0 "0 (3 passed on)", -1 "0"), then wider (up to `room`'s second width, taken
    from the story), then smaller down to 12 px, and only then the bare "0"."""
    from game.season.scene import short_status

    width, most = room
    heads = font(13)

    def need(size: int, words: list[str], cells: list[tuple[str, str]]) -> int:
        face = font(size)
        figures = [
            max(heads.size(title)[0], *(face.size(cell[column])[0] for cell in cells))
            for column, title in enumerate(("Garnets", "ToL"))
        ]
        widest = max(face.size(n)[0] for n in names) + max(face.size(w)[0] for w in words)
        return PLACE_ROOM + widest + sum(figures) + 3 * GAP

    cells = held(2)
    if need(size, statuses, cells) > width:
        statuses = [short_status(status) for status in statuses]  # "out ep. 4"
    for wordy in (2, 1, 0):
        cells = held(wordy)
        if need(size, statuses, cells) <= width:
            return PlacesFit(size, statuses, cells, width)
    width = max(width, min(most, need(size, statuses, cells)))
    while need(size, statuses, cells) > width and size > 12:
        size -= 1
    if need(size, statuses, cells) > width:
        cells = held(-1)
    return PlacesFit(size, statuses, cells, width)


class SeasonResultsScene(Scene):
    """The champion's screen of a finished season; Enter or Esc goes back to the board."""

    title = "The season's results"

    def __init__(self, app: Host, history: SeasonHistory):
        super().__init__(app)
        self.history = history

    def build(self, root: UIContainer) -> None:
        width, height = self.app.size
        rect = pygame.Rect(0, height - 64, 260, 46)
        rect.centerx = width // 2
        items = [MenuItem("Back to the season", lambda: self.app.pop(self))]
        self.menu = ButtonList(self.app.ui, root, rect, items, button_height=46)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
            return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        history, (width, height) = self.history, self.app.size
        state = history.state
        champion = state.champion or ""
        centre = width // 2
        blit_text(
            surface, self.app.font(22), f"{history.season.setup.name}: the season's results",
            theme.MUTED_TEXT, (centre, 26), "center",
        )  # fmt: skip
        title = f"{champion}, champion"
        big = largest_font(self.app.font, title, width - 40, (40, 34, 28, 24))
        blit_text(surface, big, title, theme.ACCENT, (centre, 68), "center")
        second = runner_up(history)
        lines = [final_words(state)]
        if second:
            lines.append(f"Runner-up: {second}")
        top = 100
        for line in lines:  # a long tiebreak wraps at spaces rather than running off
            font = largest_font(self.app.font, line, width - 40, (20, 18, 16), bold=False)
            rows = fitting_rows(line, font, width - 40, 2)
            for row_text in rows:
                blit_text(surface, font, row_text, theme.TEXT, (centre, top), "midtop")
                top += font.get_linesize()
            top += 28 - font.get_linesize()
        split = min(width * 11 // 20, 620)  # the places: whole names and statuses, close by
        places = pygame.Rect(20, top + 8, split - 40, height - top - 90)
        most = width - 20 - STORY_LEAST - 40 - 20  # the story keeps its least width
        places.width = self._draw_places(surface, places, most)
        split = places.right + 40
        story_box = pygame.Rect(split, top + 8, width - split - 20, height - top - 90)
        font = self.app.font(17)
        blit_text(surface, self.app.font(18, bold=True), "The story", theme.TEXT, story_box.topleft)
        at = story_box.top + 28
        for line in story(history):
            rows = fitting_rows(line, font, story_box.width, 4)
            area = pygame.Rect(story_box.left, at, story_box.width, len(rows) * font.get_linesize())
            blit_wrapped(surface, font, line, theme.MUTED_TEXT, area)
            at = area.bottom + 6

    def _draw_places(self, surface: pygame.Surface, box: pygame.Rect, most: int) -> int:
        """Place, name, garnets and ToL, status (`fit_places`); returns the width taken (at
        most `most`). An eliminated player holds 0 like the board says, with what they held
        going out beside it: "0 (3 passed to Hal)", "0 (1 lost)"."""
        order = finishing_order(self.history)
        blit_text(surface, self.app.font(18, bold=True), "Places", theme.TEXT, box.topleft)
        state = self.history.state
        row = max(18, min(26, (box.height - 28) // len(order)))
        statuses = [player_status(state, name) for name in order]
        fit = fit_places(
            order, statuses, lambda wordy: [self._held_words(name, wordy) for name in order],
            self.app.font, max(13, min(18, row - 6)), (box.width, most),
        )  # fmt: skip
        box = pygame.Rect(box.left, box.top, fit.width, box.height)
        font, heads, held, statuses = (
            self.app.font(fit.size),
            self.app.font(13),
            fit.held,
            fit.statuses,
        )
        garnets_width = max(heads.size("Garnets")[0], *(font.size(g)[0] for g, _ in held))
        tokens_width = max(heads.size("ToL")[0], *(font.size(t)[0] for _, t in held))
        status_width = max(font.size(w)[0] for w in statuses)
        tokens_right = box.right - status_width - GAP
        garnets_right = tokens_right - tokens_width - GAP
        name_room = garnets_right - garnets_width - GAP - box.left - PLACE_ROOM
        at = box.top + 4
        blit_text(surface, heads, "Garnets", theme.MUTED_TEXT, (garnets_right, at), "topright")
        blit_text(surface, heads, "ToL", theme.MUTED_TEXT, (tokens_right, at), "topright")
        for place, (name, status) in enumerate(zip(order, statuses, strict=True), 1):
            top = box.top + 28 + (place - 1) * row
            garnets, tokens = held[place - 1]
            blit_text(surface, font, f"{place}.", theme.MUTED_TEXT, (box.left, top))
            shown = clip_text(font, name, name_room)  # whole unless nothing else fits
            blit_text(surface, font, shown, theme.TEXT, (box.left + PLACE_ROOM, top))
            blit_text(surface, font, garnets, theme.TEXT, (garnets_right, top), "topright")
            blit_text(surface, font, tokens, theme.TEXT, (tokens_right, top), "topright")
            blit_text(surface, font, status, theme.ACCENT, (box.right, top), "topright")
        return box.width

    def _held_words(self, name: str, wordy: int) -> tuple[str, str]:
        """The garnets and ToL cells of one row: what is held now, and for an eliminated
        player what went where ("0 (3 passed to Hal)", shorter as `wordy` drops)."""
        state = self.history.state
        standing = state.standings[name]
        if standing.status != "eliminated":
            return str(standing.garnets), str(standing.tokens)
        if wordy < 0:  # no room for what went where: the board's 0
            return "0", "0"
        garnets, tokens = standing.held_when_out
        winner = eliminated_by(state, name)
        passed = ("", " to ", " passed to ")[wordy] if winner else ""
        garnet_cell = f"0 ({garnets}{passed}{winner})" if garnets and passed else "0"
        if garnets and not passed:
            garnet_cell = f"0 ({garnets} passed on)"
        return garnet_cell, f"0 ({tokens} lost)" if tokens else "0"
