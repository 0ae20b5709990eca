"""The level editor's home screen: a new level of each game (each kind), Open a file…, the
files edited lately, and the drafts of editors that closed without saving, offered back."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.windows import UIFileDialog

from game.core.paths import is_regular_file, user_levels_dir
from game.core.problems import ProblemsFound, shorten
from game.editor.autosave import Draft, find_drafts
from game.editor.files import dialog_key, load_model, offer_draft, open_dialog
from game.editor.model import EditorModel, LevelEditing
from game.editor.recent import forget, recent_files
from game.games import GameInfo, all_games, game_by_id
from game.ui import theme
from game.ui.dialogs import pick_on_enter_or_double_click
from game.ui.scene import Scene
from game.ui.text import blit_text, clip_text
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.editor.scene import EditorScene
    from game.ui.host import Host


def editor_scene(app: Host, model: EditorModel) -> EditorScene:
    """The editor on `model` (imported here: the editor's New comes back to this screen)."""
    from game.editor.scene import EditorScene

    return EditorScene(app, model)


def editable_games() -> list[GameInfo]:
    return [game for game in all_games() if game.editor is not None]


class EditorHomeScene(Scene):
    """New level of each game (each kind), Open a file…, and the files edited lately (Left /
    Right between the two lists). A draft left by an editor that closed without saving is
    offered back first."""

    title = "Level editor"

    def __init__(self, app: Host, target: str | None = None, game_id: str | None = None):
        """`target`: the path a new level will be saved to (`edit NEW.toml`); `game_id`: the
        game it is for, when its folder says (only that game's kinds are offered)."""
        super().__init__(app)
        self.game_id = game_id
        self.dialog: UIFileDialog | None = None
        self.recent: ButtonList | None = None
        self.active: ButtonList | None = None  # the list the keys move in
        self.drafts_checked = False
        self.target = target

    def _items(self) -> list[MenuItem]:
        items = []
        where = f" saved as {Path(self.target).name}" if self.target else ""
        for game in editable_games():
            if self.game_id is not None and game.game_id != self.game_id:
                continue
            assert game.editor is not None  # (editable_games)
            editing = game.editor()
            for kind in editing.kinds:
                label = f"New {editing.title} {kind}"
                hint = f"An empty {kind}{where}"
                items.append(MenuItem(label, self._new(editing, kind), hint=hint))
        if self.target is None:
            items.append(MenuItem("Open a level file…", self.open_file, hint="Any game's level"))
        items.append(MenuItem("Back", lambda: self.app.pop(self), hint="The main menu"))
        return items

    def _recent_items(self) -> list[MenuItem]:
        entries, problems = recent_files()
        items = []
        for entry in entries:
            label = f"{entry.name} · {entry.folder}"
            label = label if entry.exists else f"{label} (missing)"
            hint = entry.path if entry.exists else f"{entry.path} is no longer there"
            items.append(MenuItem(label, self._open_recent(entry.path), hint=hint))
        self.recent_problems = problems
        return items

    def _new(self, editing: LevelEditing, kind: str) -> Callable[[], None]:
        def start() -> None:
            model = EditorModel.new(editing, kind)
            model.path = self.target
            self.app.push(editor_scene(self.app, model))

        return start

    def _open_recent(self, path: str) -> Callable[[], None]:
        def go() -> None:
            if not is_regular_file(path):
                forget(path)  # the list is built again when this screen is back on top
                self.app.show_message(
                    "This file is no longer there",
                    [f"{path}: not found; it is taken off the recent files."],
                )
                return
            self.open_path(path)

        return go

    def open_path(self, path: str) -> None:
        try:
            self.app.push(editor_scene(self.app, load_model(path)))
        except ProblemsFound as found:
            self.app.show_message("This file cannot be edited", map(str, found.problems))

    def build(self, root: UIContainer) -> None:
        items = self._items()
        recent = self._recent_items()
        width, height = self.app.size
        column = min(520, width - 40) if not recent else min(440, (width - 60) // 2)
        left = (width - column) // 2 if not recent else width // 2 - column - 10
        area = pygame.Rect(left, 110, column, height - 180)
        step = min(44, (area.height + 8) // len(items) - 8)
        self.menu = ButtonList(self.app.ui, root, area, items, button_height=step, gap=8)
        self.recent = None
        if recent:
            area = pygame.Rect(width // 2 + 10, 140, column, height - 210)
            step = min(44, (area.height + 8) // len(recent) - 8)
            self.recent = ButtonList(self.app.ui, root, area, recent, button_height=step, gap=8)
            self.recent.buttons[self.recent.focused].unselect()
        self.active = self.menu

    def resume(self) -> None:
        """Back on top (from the editor, a dialog, a message): the lists as they are now (a
        level just saved is first in Recent files; a new level's path, once saved, is no
        longer new)."""
        if self.target is not None and is_regular_file(self.target):
            self.target = self.game_id = None
        if self.root is not None:
            self.relayout()
        super().resume()

    def update(self, dt: float) -> None:
        if not self.drafts_checked:
            self.drafts_checked = True
            self._offer_drafts()

    def _offer_drafts(self) -> None:
        drafts, problems = find_drafts()
        if problems:
            self.app.show_message("Some editor drafts cannot be read (they are kept)", problems)
        if drafts:
            draft = drafts[0]

            def restore() -> None:
                self.drafts_checked = False  # then the next draft, back on this screen
                self.restore_draft(draft)

            def discard() -> None:
                self.drafts_checked = False
                draft.discard()

            offer_draft(self.app, draft, restore, discard)

    def restore_draft(self, draft: Draft) -> None:
        """The editor on the draft's level, the draft's changes restored (one undo step)."""
        info = game_by_id(draft.game_id)
        if info is None or info.editor is None:
            self.app.show_message(
                "The draft cannot be restored",
                [f'{draft.file}:{draft.game_line}: no level editor for "{shorten(draft.game_id)}"'],
            )
            return
        model = None
        if draft.level_path and is_regular_file(draft.level_path):
            try:
                model = load_model(draft.level_path)
            except ProblemsFound:
                model = None
        if model is None:
            model = EditorModel.new(info.editor())
            model.path = draft.level_path
        scene = editor_scene(self.app, model)
        scene.files.draft_offered = True
        self.app.push(scene)
        scene.files.restore(draft)

    def open_file(self) -> None:
        if self.dialog is None:
            self.dialog = open_dialog(self.app, "Open a level file", user_levels_dir(), True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.dialog:
            self.dialog = None
            self.open_path(event.text)
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.dialog:
            self.dialog = None
            return True
        if self.dialog is not None:
            pick_on_enter_or_double_click(self.dialog, event)
            return dialog_key(self.dialog, event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self._switch_list(event.key == pygame.K_RIGHT)
        if event.type == pygame.KEYDOWN:
            return self.active is not None and self.active.handle_event(event)
        for buttons in (self.recent, self.menu):
            if buttons is not None and buttons.handle_event(event):
                self._focus(buttons)
                return True
        return False

    def _switch_list(self, right: bool) -> bool:
        target = self.recent if right else self.menu
        if target is None or target is self.active:
            return False
        self._focus(target)
        return True

    def _focus(self, target: ButtonList) -> None:
        """Keys move in `target`; the other list shows no focus."""
        other = self.menu if target is self.recent else self.recent
        if other is not None and other.focused >= 0:
            other.buttons[other.focused].unselect()
        if target.focused >= 0:
            target.buttons[target.focused].select()
        self.active = target

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        font = self.app.font(36, bold=True)
        image = font.render("Level editor", True, theme.TEXT)
        surface.blit(image, image.get_rect(center=(self.app.size[0] // 2, 50)))
        if self.target is not None:
            small = self.app.font(18)
            words = clip_text(
                small, f"A new level at {self.target}: which game?", self.app.size[0] - 40
            )
            line = small.render(words, True, theme.MUTED_TEXT)
            surface.blit(line, line.get_rect(center=(self.app.size[0] // 2, 88)))
        if self.recent is not None:
            small = self.app.font(18, bold=True)
            words = "Recent files (Right arrow)" if self.active is self.menu else "Recent files"
            blit_text(surface, small, words, theme.TEXT, (self.app.size[0] // 2 + 10, 112))
        item = self.active.focused_item if self.active is not None else None
        hint = item.hint if item is not None else ""
        if getattr(self, "recent_problems", None):
            hint = self.recent_problems[0]
        if hint:
            hint_font = self.app.font(18)
            shown = clip_text(hint_font, hint, self.app.size[0] - 40)
            image = hint_font.render(shown, True, theme.MUTED_TEXT)
            surface.blit(
                image, image.get_rect(center=(self.app.size[0] // 2, self.app.size[1] - 40))
            )
