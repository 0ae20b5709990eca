"""The file dialog every level file is picked in: pygame-gui's UIFileDialog with what a
player expects of one.

    dialog = FileDialog(rect, app.ui, "Open a level file", folder, existing=True)

- the path box browses as it is typed: a folder typed (or the folder of a name being typed)
  is listed at once, narrowed to the names that start with what is typed after its last "/";
- Enter on a folder lists it and leaves the keyboard in the path box ("/" added, to go on
  typing a name), as another folder chosen in the list or by a button does; Enter on a file
  picks it as OK does (`pick_on_enter_or_double_click`), a level's name without its .toml too;
- Home, Up, Refresh and Delete are worded buttons of the small button font, not 20-px glyphs;
- only level files (.toml) and folders are listed, hidden ones left out, numbers in names in
  their order (level-2 before level-10), and the list shows whole rows only; folders come
  first, each marked by a trailing "/" (and drawn bold, in the accent colour);
- Delete… asks through `ask_to_delete` (`delete_question`: the kit's ConfirmScene, as every
  question is asked, Enter keeping the file; the dialog hides meanwhile), never through
  pygame-gui's own unstyled dialog; a shipped level is never deleted;
- `notice` puts a line under the path box (why a path was refused) inside the dialog;
- saving, a name typed in a folder that does not exist says so on that line (OK is grey),
  and where `folder_refusal` has nothing against it, a Create folder button makes it.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IUIManagerInterface
from pygame_gui.elements import UIButton, UILabel
from pygame_gui.windows import UIFileDialog

from game.core.paths import is_shipped

if TYPE_CHECKING:
    from game.ui.host import Host

LEVEL_SUFFIXES = {".toml"}
MARGIN = 10
BUTTON_HEIGHT = 32
NOTICE_HEIGHT = 28

# ask_to_delete(path, delete, keep): ask whether to delete `path`; call `delete` on Yes and
# `keep` on No (the dialog shows again after either)
AskToDelete = Callable[[Path, Callable[[], None], Callable[[], None]], None]


def natural_key(name: str) -> list[object]:
    """Sort key reading the digits in a name as a number ("lvl-2" before "lvl-10")."""
    return [int(part) if part.isdigit() else part.lower() for part in re.split(r"(\d+)", name)]


def typed_folder(text: str) -> tuple[Path, str] | None:
    """The folder a typed path is in and the start of the name typed in it: "a/b/" is
    folder a/b and "", "a/b/lv" is folder a/b and "lv" (when a/b/lv is no folder); None when
    no such folder exists."""
    if not text.strip():
        return None
    path = Path(text).expanduser()
    with contextlib.suppress(OSError):
        if text.endswith(os.sep) or path.is_dir():
            return (path, "") if path.is_dir() else None
        if path.parent.is_dir():
            return path.parent, path.name
    return None


def delete_question(app: Host, describe: Callable[[Path], str] | None = None) -> AskToDelete:
    """How a file dialog's Delete… asks (`FileDialog(ask_to_delete=…)`): the kit's question,
    Enter keeping the file, `describe(path)` ("It holds a Snek arena.") in it; a shipped
    level is never deleted (it says so)."""
    from game.ui.dialogs import ConfirmScene, MessageScene

    def ask(path: Path, delete: Callable[[], None], keep: Callable[[], None]) -> None:
        if is_shipped(path):
            lines = [f"{path.name} came with the game; shipped levels are never deleted."]
            app.push(MessageScene(app, "Not deleted", lines, on_close=keep))
            return
        holds = f" {describe(path)}" if describe is not None else ""
        question = f"Delete {path.name}?{holds} It cannot be undone."
        app.push(ConfirmScene(app, question, delete, keep, "Delete", "Keep", enter_means_no=True))

    return ask


class FileDialog(UIFileDialog):
    """pygame-gui's file dialog for level files (see the module's text)."""

    def __init__(
        self,
        rect: pygame.Rect,
        manager: IUIManagerInterface,
        title: str,
        start: Path,
        existing: bool,
        name: str = "",
        notice: str = "",
        folder_refusal: Callable[[Path], str] | None = None,
        ask_to_delete: AskToDelete | None = None,
    ):
        self.name_start = ""  # what is typed after the last "/": the list's filter
        self.typed = False  # the path box changed since the list was last made
        self.notice = notice
        # saving: why a missing folder may not be made ("" when it may); None: never made
        self.folder_refusal = folder_refusal
        self.missing: Path | None = None  # the folder a name is typed in that is not there
        self.ask_to_delete = ask_to_delete
        super().__init__(
            rect,
            manager,
            window_title=title,
            allowed_suffixes=LEVEL_SUFFIXES,
            initial_file_path=str(start / name) if name else str(start),
            allow_existing_files_only=existing,
            allow_picking_directories=False,
        )
        self.notice_label: UILabel | None = None
        self.create_button: UIButton | None = None
        self._lay_out(notice if notice or existing else " ")
        if self.current_file_path is None:
            self.ok_button.disable()  # a folder alone: OK would do nothing
        self._keep_typing()

    def _keep_typing(self) -> None:
        """The keyboard in the path box, the cursor at its end (a proposed name stays
        selected, to be typed over)."""
        line = self.file_path_text_line
        self.ui_manager.set_focus_set(line)
        if line.select_range[0] == line.select_range[1]:
            line.edit_position = len(line.get_text())

    def _highlight_file_name_for_editing(self) -> None:
        """A proposed name is selected to be typed over: the file's own name, not the same
        letters earlier in the path (a "level" inside the folder "levels")."""
        super()._highlight_file_name_for_editing()
        line = self.file_path_text_line
        if self.current_file_path is None or line.select_range[0] == line.select_range[1]:
            return
        stem = self.current_file_path.stem
        text = line.get_text()
        start = text.rfind(os.sep) + 1
        if text.find(stem, start) < 0:
            return
        start = text.find(stem, start)
        line.select_range = [start, start + len(stem)]
        line.edit_position = start + len(stem)

    def _lay_out(self, notice: str) -> None:
        """Worded buttons in a row, the path box, the notice line, whole rows in the list."""
        width = int(self.get_container().get_size()[0])
        words = [
            (self.home_button, "Home"),
            (self.parent_directory_button, "Up a folder"),
            (self.refresh_button, "Refresh"),
            (self.delete_button, "Delete…"),
        ]
        left = MARGIN
        for button, text in words:
            button.change_object_id("@small_button")
            button.set_text(text)
            button_width = button.font.size(text)[0] + 28 if button.font else 100
            button.set_dimensions((button_width, BUTTON_HEIGHT))
            button.set_relative_position((left, MARGIN))
            left += button_width + 8
        # Delete stands apart at the right, away from the buttons that only move about
        delete_width = self.delete_button.relative_rect.width
        self.delete_button.set_relative_position((width - MARGIN - delete_width, MARGIN))
        top = MARGIN + BUTTON_HEIGHT + 8
        self.file_path_text_line.set_relative_position((MARGIN, top))
        top += int(self.file_path_text_line.relative_rect.height) + 4
        if notice:
            self.notice_label = UILabel(
                pygame.Rect(MARGIN, top, width - 2 * MARGIN, NOTICE_HEIGHT),
                notice,
                self.ui_manager,
                container=self,
                object_id="@hint",
                anchors={"left": "left", "right": "right", "top": "top", "bottom": "top"},
            )
            top += NOTICE_HEIGHT
        if not self.allow_existing_files_only:
            self.create_button = UIButton(
                pygame.Rect(MARGIN, -BUTTON_HEIGHT - MARGIN, -1, BUTTON_HEIGHT),
                "Create folder",
                self.ui_manager,
                container=self,
                object_id="@small_button",
                anchors={"left": "left", "right": "left", "top": "bottom", "bottom": "bottom"},
                visible=False,
            )
        top += 4
        listing = self.file_selection_list
        bottom_room = 50  # OK and Cancel
        room = int(self.get_container().get_size()[1]) - top - bottom_room
        frame = listing.border_width["top"] + listing.border_width["bottom"]
        frame += 2 * listing.shadow_width
        rows = max(1, (room - frame) // listing.list_item_height)
        listing.set_relative_position((MARGIN, top))
        listing.set_dimensions((width - 2 * MARGIN, rows * listing.list_item_height + frame))
        listing.set_item_list(self.current_file_list)

    def _create_list_of_directories_and_files_on_current_path(self) -> None:
        folders, files = self._folder_names(Path(self.current_directory_path))
        start = getattr(self, "name_start", "").lower()
        if start and any(n.lower().startswith(start) for n in folders + files):
            folders = [n for n in folders if n.lower().startswith(start)]
            files = [n for n in files if n.lower().startswith(start)]
        folders.sort(key=natural_key)
        files.sort(key=natural_key)
        rows: list[str | tuple[str, str]] = [(n + os.sep, "#directory_list_item") for n in folders]
        rows += [(n, "#file_list_item") for n in files]
        self.current_file_list = rows

    def _folder_names(self, folder: Path) -> tuple[list[str], list[str]]:
        """The folder's sub-folders and its files with an allowed suffix (hidden ones left
        out), read once while the folder is unchanged: the list is rebuilt at every typed
        letter, and a folder of thousands of entries made each letter wait for their stats."""
        try:
            stamp = folder.stat().st_mtime_ns
        except OSError:
            stamp = None
        cache = self.__dict__.setdefault("_listed", {})  # pygame-gui lists before our __init__
        if (folder, stamp) not in cache:
            folders, files = [], []
            for entry in os.scandir(folder):
                if entry.name.startswith("."):
                    continue
                if not entry.is_file():
                    folders.append(entry.name)
                elif Path(entry.name).suffix in self.allowed_suffixes:
                    files.append(entry.name)
            cache.clear()
            cache[(folder, stamp)] = (folders, files)
        folders, files = cache[(folder, stamp)]
        return list(folders), list(files)

    def process_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame_gui.UI_BUTTON_PRESSED
            and event.ui_element is self.create_button
            and self.create_button is not None
        ):
            self._create_missing_folder()
            return True
        if (
            event.type == pygame_gui.UI_BUTTON_PRESSED
            and event.ui_element is self.delete_button
            and self.ask_to_delete is not None
        ):
            self._ask_to_delete()
            return True
        typed = self.file_path_text_line.get_text()  # before pygame-gui rewrites it on Enter
        handled = super().process_event(event)
        if getattr(event, "ui_element", None) is self.file_path_text_line:
            if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
                self.typed = True  # listed once a frame, not once a key
                self._complete_suffix(typed)
            elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
                self._entered()
                if self._complete_suffix(typed):
                    self.file_path_text_line.set_text(str(self.current_file_path))
                    self._keep_typing()
        return handled

    def _ask_to_delete(self) -> None:
        """Delete… : the dialog hides while the question is asked, and comes back after."""
        path = self.current_file_path
        if path is None or self.ask_to_delete is None:
            return
        self.hide()

        def delete() -> None:
            try:
                path.unlink()
            except OSError as error:
                self._come_back(f"{path.name} was not deleted: {error.strerror or error}")
                return
            self._set_no_file_selected_state()
            self.file_path_text_line.set_text(self.current_directory_path + os.sep)
            self._come_back(f"Deleted {path.name}.")

        self.ask_to_delete(path, delete, lambda: self._come_back(""))

    def _come_back(self, said: str) -> None:
        """Shown again after the Delete question, its list fresh, `said` on its notice line."""
        self.show()
        self.update_current_file_list()
        self.file_selection_list.set_item_list(self.current_file_list)
        if said and self.notice_label is not None:
            self.notice_label.set_text(said)
        self._keep_typing()

    def _complete_suffix(self, typed: str) -> bool:
        """A level's name typed without ".toml" ("…/islands") picks islands.toml when that
        file is there (to open; a name to save gets its .toml when saved)."""
        path = Path(typed).expanduser()
        level = path.with_name(path.name + ".toml") if path.name else path
        if not self.allow_existing_files_only or path.suffix == ".toml" or not level.is_file():
            return False
        self.current_file_path = level.resolve()
        self.ok_button.enable()
        self.delete_button.enable()
        return True

    def _change_directory_path(self, new_directory_path: Path) -> None:
        self.name_start = ""  # another folder (a double-click, Up, Home): listed whole
        super()._change_directory_path(new_directory_path)
        line = self.file_path_text_line
        text = line.get_text()
        if self.current_file_path is None and Path(text).is_dir() and not text.endswith(os.sep):
            line.set_text(text + os.sep)  # a name typed next goes into the folder
        self._keep_typing()

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        if self.typed:
            self.typed = False
            self._browse(self.file_path_text_line.get_text())
            self._explain_missing_folder()

    def _missing_folder(self) -> Path | None:
        """Saving, the folder a name is typed in, when no such folder is there."""
        text = self.file_path_text_line.get_text().strip()
        if self.allow_existing_files_only or not text or self.current_file_path is not None:
            return None
        path = Path(text).expanduser()
        folder = path if text.endswith(os.sep) else path.parent
        with contextlib.suppress(OSError):
            if folder.is_dir() or path.is_dir():
                return None
            if any(part.exists() and not part.is_dir() for part in (folder, *folder.parents)):
                return None  # a file where a folder would go: pygame-gui's own refusal
        return folder

    def _explain_missing_folder(self) -> None:
        """Why OK is grey when a name is typed in a folder that is not there, and Create
        folder where that folder may be made."""
        self.missing = self._missing_folder()
        refusal = ""
        if self.missing is not None:
            refusal = (
                "not here" if self.folder_refusal is None else self.folder_refusal(self.missing)
            )
        words = self.notice or " "
        if self.missing is not None:
            names = (str(self.missing), f"…{os.sep}{self.missing.name}")
            said = [
                f"No folder {name}: {refusal}."
                if refusal
                else f"No folder {name} yet: Create folder makes it."
                for name in names
            ]
            words = next((text for text in said if self._fits(text)), said[-1])
        if self.notice_label is not None and self.notice_label.text != words:
            self.notice_label.set_text(words)
        if self.create_button is not None:
            shown = self.missing is not None and not refusal
            if shown != self.create_button.visible:
                self.create_button.show() if shown else self.create_button.hide()

    def _fits(self, text: str) -> bool:
        label = self.notice_label
        if label is None or label.font is None:
            return True
        return label.font.size(text)[0] <= label.rect.width - 8

    def _create_missing_folder(self) -> None:
        """Make the missing folder; the name typed can then be saved (OK, or Enter)."""
        if self.missing is None or self.folder_refusal is None or self.folder_refusal(self.missing):
            return
        try:
            self.missing.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            if self.notice_label is not None:
                self.notice_label.set_text(f"The folder {self.missing} cannot be made: {error}")
            return
        line = self.file_path_text_line
        self._process_file_path_entry_events(
            pygame.event.Event(
                pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=line, text=line.get_text()
            )
        )
        self._browse(line.get_text())
        self._explain_missing_folder()
        self._keep_typing()

    def _browse(self, text: str) -> None:
        """List the folder of what is typed so far, narrowed to the name being typed."""
        found = typed_folder(text)
        if found is None:
            return
        folder, start = found
        self.name_start = start
        self.current_directory_path = str(folder.resolve())
        listed = list(self.current_file_list)
        self.update_current_file_list()
        if self.current_file_list != listed:  # a letter more often lists the same files
            self.file_selection_list.set_item_list(self.current_file_list)

    def _entered(self) -> None:
        """After Enter the keyboard stays in the path box; a folder gets its "/" so a name
        typed next goes into it."""
        line = self.file_path_text_line
        text = line.get_text()
        if Path(text).is_dir() and not text.endswith(os.sep):
            line.set_text(text + os.sep)
        self.name_start, self.typed = "", False
        self.update_current_file_list()
        self.file_selection_list.set_item_list(self.current_file_list)
        line.select_range = [0, 0]
        self._keep_typing()
