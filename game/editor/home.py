"""The level editor's home screen: a new level of each game (each kind), Open a file…, the
files edited lately, and the drafts of editors that closed without saving, offered back."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from game.core.paths import is_regular_file, user_levels_dir
from game.core.problems import ProblemsFound, shorten
from game.editor.autosave import Draft, find_drafts
from game.editor.files import dialog_key, last_folder, load_model, offer_draft, open_dialog
from game.editor.model import EditorModel, LevelEditing
from game.editor.recent import RecentFile, forget, recent_files, whole_folder
from game.games import GameInfo, all_games, game_by_id
from game.ui import theme
from game.ui.dialogs import pick_on_enter_or_double_click
from game.ui.file_dialog import FileDialog
from game.ui.scene import Scene
from game.ui.text import Shortened, blit_text, clip_text, shortened_text
from game.ui.widgets import (
    BUTTON_FONT,
    BUTTON_PADDING,
    SMALL_BUTTON_FONT,
    ButtonList,
    MenuItem,
)

if TYPE_CHECKING:
    from game.editor.scene import EditorScene
    from game.ui.host import Host


def editor_scene(app: Host, model: EditorModel) -> EditorScene:
    """The editor on `model` (imported here: the editor's New comes back to this screen)."""
    from game.editor.scene import EditorScene

    return EditorScene(app, model)


SMALL_LOOK = "@small_button"


def _list_width(app: Host, items: list[MenuItem], look: str | None) -> int:
    """The width a button list needs to show every label of `items` whole in `look`."""
    font = app.font(SMALL_BUTTON_FONT if look else BUTTON_FONT, bold=True)
    return max(font.size(item.label)[0] for item in items) + 2 * BUTTON_PADDING + 8


def recent_label(button: pygame_gui.elements.UIButton, entry: RecentFile) -> str:
    """`entry`'s label for a `button` too narrow for it: the file name whole and as much of
    the end of its folder as fits ("islands.toml · …levels/social-snake"); read whole, with
    the whole folder, on hover and focus."""
    assert button.font is not None
    room = button.rect.width - 2 * BUTTON_PADDING
    missing = "" if entry.exists else " (missing)"
    whole = f"{entry.name} · {whole_folder(Path(entry.path))}{missing}"
    for start in range(len(entry.folder)):
        shown = f"{entry.name} · …{entry.folder[start + 1 :]}{missing}"
        if button.font.size(shown)[0] <= room:
            return shortened_text(shown, whole, free=True)
    return clip_text(button.font, whole, room, free=True)  # the name alone is too long


def editable_games() -> list[GameInfo]:
    return [game for game in all_games() if game.editor is not None]


class EditorHomeScene(Scene):
    """New level of each game (each kind), Open a file…, and the files edited lately (Left /
    Right between the two lists). A draft left by an editor that closed without saving is
    offered back first."""

    title = "Level editor"

    def __init__(
        self,
        app: Host,
        target: str | None = None,
        game_id: str | None = None,
        over: EditorScene | None = None,
    ):
        """`target`: the path a new level will be saved to (`edit NEW.toml`); `game_id`: the
        game it is for, when its folder says (only that game's kinds are offered); `over`:
        the editor this screen was opened over (its New, Ctrl+N): Esc goes back to it, and
        what is chosen here takes its place once its unsaved changes are saved or given up."""
        super().__init__(app)
        self.over = over
        self.game_id = game_id
        self.dialog: FileDialog | None = None
        self.recent: ButtonList | None = None
        self.recent_entries: list[RecentFile] = []
        self.recent_left = 0
        self.active: ButtonList | None = None  # the list the keys move in
        self.drafts_checked = over is not None  # over an editor: its own draft is no offer
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
        back = "The level being edited" if self.over is not None else "The main menu"
        items.append(MenuItem("Back", lambda: self.app.pop(self), hint=back))
        return items

    def _recent_items(self) -> list[MenuItem]:
        entries, problems = recent_files()
        self.recent_entries = entries
        items = []
        for entry in entries:
            label = f"{entry.name} · {entry.folder}"
            label = label if entry.exists else f"{label} (missing)"
            hint = entry.path if entry.exists else f"{entry.path} is no longer there"
            items.append(MenuItem(label, self._open_recent(entry.path), hint=hint, free=True))
        self.recent_problems = problems
        return items

    def _new(self, editing: LevelEditing, kind: str) -> Callable[[], None]:
        def start() -> None:
            model = EditorModel.new(editing, kind, self.target)
            self.show_editor(lambda: editor_scene(self.app, model))

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
            model = load_model(path)
        except ProblemsFound as found:
            self.app.show_message("This file cannot be edited", map(str, found.problems))
            return
        self.show_editor(lambda: editor_scene(self.app, model))

    def show_editor(
        self, make: Callable[[], EditorScene], then: Callable[[EditorScene], None] | None = None
    ) -> None:
        """The editor `make` makes, over this screen; or, when this screen was opened over an
        editor, in that editor's place once its unsaved changes are saved or given up (Cancel
        stays in it). `then`: what to do with the editor once it is on top."""

        def show(push: bool) -> None:
            scene = make()
            self.app.push(scene) if push else self.app.replace(scene)
            if then is not None:
                then(scene)

        if self.over is None:
            show(True)
            return
        editor = self.over
        self.app.pop(self)  # the editor on top: its question, its file dialog
        editor.files.ask_if_dirty("Leave this level?", lambda: show(False))

    def build(self, root: UIContainer) -> None:
        items = self._items()
        recent = self._recent_items()
        width, height = self.app.size
        self.recent = None
        if not recent:
            column = min(520, width - 40)
            area = pygame.Rect((width - column) // 2, 110, column, height - 180)
            step = min(44, (area.height + 8) // len(items) - 8)
            self.menu = ButtonList(self.app.ui, root, area, items, button_height=step, gap=8)
            self.active = self.menu
            return
        (new_look, new_width), (recent_look, recent_width) = self._columns(items, recent)
        left = max(20, (width - new_width - recent_width - 20) // 2)
        area = pygame.Rect(left, 110, new_width, height - 180)
        step = min(44, (area.height + 8) // len(items) - 8)
        self.menu = ButtonList(
            self.app.ui, root, area, items, button_height=step, gap=8, object_id=new_look
        )
        self.recent_left = area.right + 20
        area = pygame.Rect(self.recent_left, 140, recent_width, height - 210)
        step = min(44, (area.height + 8) // len(recent) - 8)
        self.recent = ButtonList(
            self.app.ui, root, area, recent, button_height=step, gap=8, object_id=recent_look
        )
        self.recent.buttons[self.recent.focused].unselect()
        for button, entry in zip(self.recent.buttons, self.recent_entries, strict=True):
            if isinstance(button.text, Shortened):
                button.set_text(recent_label(button, entry))
        self.active = self.menu

    def _columns(
        self, items: list[MenuItem], recent: list[MenuItem]
    ) -> tuple[tuple[str | None, int], tuple[str | None, int]]:
        """The look (None: the button font; "@small_button": the small one) and width of the
        two lists: each as wide as its longest label, in the larger font where both fit;
        what the window cannot give goes off the recent files' folders (paths: their whole
        text shows on hover and focus)."""
        room = self.app.size[0] - 60
        looks = ((None, None), (None, SMALL_LOOK), (SMALL_LOOK, SMALL_LOOK))
        for new_look, recent_look in looks:
            new_width = min(520, _list_width(self.app, items, new_look))
            recent_width = _list_width(self.app, recent, recent_look)
            if new_width + recent_width <= room:
                return (new_look, new_width), (recent_look, recent_width)
        return (SMALL_LOOK, new_width), (SMALL_LOOK, max(160, room - new_width))

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

        def restored(scene: EditorScene) -> None:
            scene.files.draft_offered = True
            scene.files.restore(draft)

        chosen = model
        self.show_editor(lambda: editor_scene(self.app, chosen), restored)

    def open_file(self) -> None:
        if self.dialog is None:
            self.dialog = open_dialog(
                self.app, "Open a level file", last_folder(user_levels_dir()), True
            )

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
                small, f"A new level at {self.target}: which game?", self.app.size[0] - 40, True
            )
            line = small.render(words, True, theme.MUTED_TEXT)
            surface.blit(line, line.get_rect(center=(self.app.size[0] // 2, 88)))
        if self.recent is not None:
            small = self.app.font(18, bold=True)
            words = "Recent files (Right arrow)" if self.active is self.menu else "Recent files"
            blit_text(surface, small, words, theme.TEXT, (self.recent_left, 112))
        item = self.active.focused_item if self.active is not None else None
        hint = item.hint if item is not None else ""
        if getattr(self, "recent_problems", None):
            hint = self.recent_problems[0]
        if hint:
            hint_font = self.app.font(18)
            free = item is not None and item.free  # a recent file's path
            shown = clip_text(hint_font, hint, self.app.size[0] - 40, free)
            image = hint_font.render(shown, True, theme.MUTED_TEXT)
            surface.blit(
                image, image.get_rect(center=(self.app.size[0] // 2, self.app.size[1] - 40))
            )
