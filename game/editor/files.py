"""The editor's files: reading a level into a model, the file dialog, and `FileActions`, the
part of the editor that starts a new level, opens, saves (Save as… in pygame-gui's
FileDialog), play-tests, keeps a draft of unsaved changes and asks Save / Discard / Cancel
before unsaved changes would be lost.

    model = load_model("levels/social-snake/classic.toml")   # ProblemsFound when it cannot
    problem = new_level_problem("mine/new.toml")             # why no new level goes there
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.fields import check_header
from game.core.paths import (
    in_program_folder,
    is_regular_file,
    is_shipped,
    user_data_dir,
    user_levels_dir,
)
from game.core.problems import Problem, ProblemsFound, place
from game.core.tomlfile import load_toml, parse_toml
from game.core.words import plural
from game.editor.autosave import Draft, DraftKeeper, find_drafts
from game.editor.layout import Part
from game.editor.model import EditorModel
from game.editor.recent import recent_files, remember
from game.games import game_by_id, game_ids
from game.ui.dialogs import Choice, ChoiceScene, pick_on_enter_or_double_click
from game.ui.file_dialog import FileDialog, delete_question
from game.ui.scene import Scene

PLAY_TEST_BACK = "Back to the editor"  # the answer that ends a play-test, in every game

if TYPE_CHECKING:
    from game.editor.scene import EditorScene
    from game.ui.host import Host


def new_level_problem(path: str) -> str | None:
    """Why no new level can be started at `path` (a file that does not exist yet)."""
    target = Path(path)
    if target.suffix != ".toml":
        return f"{path}: a level file's name ends in .toml"
    if is_shipped(target):
        return f"{path}: the shipped levels' folder is not written to: choose another path"
    if not target.parent.is_dir():
        return f"{path}: there is no folder {target.parent}"
    return None


def load_model(path: str) -> EditorModel:
    """The model for a level file; ProblemsFound when it cannot be read or has no editor."""
    document = load_toml(path)
    problems: list[Problem] = []
    game_id = check_header(document, problems, game_ids())
    if game_id is None:
        raise ProblemsFound(problems)
    info = game_by_id(game_id)
    if info is None or info.editor is None:
        raise ProblemsFound([document.problem(["game"], f'no level editor for "{game_id}"')])
    if info.is_match(document):
        raise ProblemsFound([document.problem([], "a match file, not a level: open a level")])
    editing = info.editor()
    reason = editing.refuse(document) if editing.refuse is not None else None
    if reason:
        raise ProblemsFound([document.problem([], reason)])
    return EditorModel.open(editing, document, document.text)


def offer_draft(
    app: Host,
    draft: Draft,
    restore: Callable[[], None],
    discard: Callable[[], None] | None = None,
) -> None:
    """Ask whether to restore a draft left by an editor that closed without saving."""
    from game.ui.dialogs import ConfirmScene

    question = f"The editor closed without saving {draft.describe()}. Restore that draft?"
    app.push(
        ConfirmScene(
            app,
            question,
            restore,
            discard or draft.discard,
            yes_label="Restore",
            no_label="Discard",
            later="keep it, ask again later",  # Esc never throws work away
        )
    )


def dialog_key(dialog: FileDialog, event: pygame.event.Event) -> bool:
    """While a file dialog is open its keys are its own: Esc closes it (as Cancel does), and
    no key reaches the scene under it."""
    if event.type != pygame.KEYDOWN:
        return False
    if event.key == pygame.K_ESCAPE:
        dialog.kill()
    return True


def last_folder(default: Path) -> Path:
    """The folder of the level opened or saved last (the recent files' first that is still
    there), or `default` (made if missing) when there is none."""
    for entry in recent_files()[0]:
        folder = Path(entry.path).parent
        if entry.exists and folder.is_dir():
            return folder
    default.mkdir(parents=True, exist_ok=True)
    return default


def open_dialog(
    app: Host, title: str, folder: Path, existing: bool, name: str = "", notice: str = ""
) -> FileDialog:
    folder.mkdir(parents=True, exist_ok=True)
    width, height = min(800, app.size[0] - 40), min(600, app.size[1] - 40)
    rect = pygame.Rect((app.size[0] - width) // 2, (app.size[1] - height) // 2, width, height)
    asks = delete_question(app, lambda path: f"It holds {what_file_holds(path)}.")
    return FileDialog(rect, app.ui, title, folder, existing, name, notice, new_folder_refusal, asks)


# Why Save did not write where asked: the editor's notice, the dialog's title and its notice
REFUSED_WORDS = {
    "shipped": (
        "shipped levels are not overwritten: save your copy",
        "Save your copy: shipped levels are never overwritten",
        "The shipped levels' folder is not written to: save your copy here.",
    ),
    "program": (
        "the program's own folder is not for your levels: save them in your levels folder",
        "Save in your levels folder, not the program's",
        "The program's folder is replaced by its next version: your levels folder keeps them.",
    ),
}


def new_folder_refusal(folder: Path) -> str:
    """Why the Save dialog does not make `folder`, or "": it makes folders in the player's
    own area (the game's data folder, or their home folder), never among shipped levels."""
    if is_shipped(folder):
        return "the shipped levels' folder is not written to"
    if in_program_folder(folder):
        return "the program's own folder is not written to"
    own = (user_data_dir(), Path.home())
    try:
        resolved = folder.expanduser().resolve()
        if any(resolved.is_relative_to(root.resolve()) for root in own):
            return ""
    except (OSError, ValueError):
        pass
    return "folders are made in your home folder only"


def free_path(path: Path) -> Path:
    """`path`, or the first of name-2.toml, name-3.toml, … that is not taken."""
    number = 2
    candidate = path
    while candidate.exists():
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
        number += 1
    return candidate


def file_name(data: dict[str, Any]) -> str:
    """A level's file name made from its name ("Three ridges" -> three-ridges.toml)."""
    name = str(data.get("name", "level"))
    stem = "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-")
    return f"{stem or 'level'}.toml"


def what_file_holds(path: Path) -> str:
    """What a file holds, as a designer would say it: "a Bugcatcher level"."""
    try:
        document = load_toml(str(path))
    except ProblemsFound:
        return "something the editor cannot read"
    info = game_by_id(str(document.data.get("game", "")))
    if info is None:
        return "no level of any game here"
    article = "an" if info.title[0] in "AEIOU" else "a"  # "an Antisocial Snake level"
    return f"{article} {info.title} {'match' if info.is_match(document) else 'level'}"


def folder_game(folder: Path, game_id: str) -> str | None:
    """The title of the other game whose levels' folder `folder` is (by its name), if any."""
    if folder.name == game_id or folder.name not in game_ids():
        return None
    info = game_by_id(folder.name)
    return info.title if info is not None else None


def short_problem(problem: Problem) -> str:
    """A problem as one line: file name, line, message."""
    return f"{place(Path(problem.path).name, problem.line)}: {problem.message}"


class FileActions(Part):
    """New, Open…, Save, Save as…, Play-test and Back; the draft of unsaved changes. While
    the file dialog is open it takes every event."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        self.dialog: FileDialog | None = None
        self.dialog_purpose = ""
        self.after_save: Callable[[], None] | None = None  # Esc → Save: leave once saved
        self.drafts = DraftKeeper(scene.editing.game_id)
        self.draft_offered = False
        self.playing: Scene | None = None  # the first screen of the play-test on, if any

    @property
    def model(self) -> EditorModel:
        return self.scene.model

    def press(self, name: str, argument: str) -> bool:
        actions: dict[str, Callable[[], Any]] = {
            "new": self.new_level,
            "open": lambda: self.open_dialog("open"),
            "save": self.save,
            "save_as": lambda: self.open_dialog("save"),
            "play": self.play_test,
            "back": self.scene.leave,
        }
        if name not in actions:
            return False
        actions[name]()
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """While the dialog is open: its answer, or its keys (nothing else reaches the
        editor under it)."""
        if self.dialog is None:
            return False
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.dialog:
            self.dialog = None
            if self.dialog_purpose == "open":
                self.ask_if_dirty("Open another level?", lambda: self.open_path(event.text))
            else:
                path = event.text if event.text.endswith(".toml") else f"{event.text}.toml"
                self.save_as(path, self.after_save)
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.dialog:
            self.dialog = None  # closed without a file: whatever waited on the save is off
            self.after_save = None
            return True
        pick_on_enter_or_double_click(self.dialog, event)
        return dialog_key(self.dialog, event)

    @property
    def modal(self) -> bool:
        """Whether the file dialog is open (the editor under it takes no event)."""
        return self.dialog is not None

    def new_level(self) -> None:
        """New (Ctrl+N): the home screen over this editor, to choose a game; Esc there comes
        back here, and what is chosen there asks about this level's unsaved changes first."""
        from game.editor.home import EditorHomeScene

        self.app.push(EditorHomeScene(self.app, over=self.scene))

    def ask_if_dirty(self, question: str, then: Callable[[], None]) -> None:
        """Go on at once when everything is saved; else ask: Save (then go on once the level
        is saved), Discard (go on, and no draft is kept) or Cancel (stay)."""

        def discard_and_go() -> None:
            self.drafts.close()  # the changes are given up: no draft to offer back
            then()

        if not self.model.dirty:
            then()
            return
        problems = len(self.model.check())
        save = "Save as a work in progress" if problems else "Save"
        choices = [
            Choice(save, lambda: self.save(then=then)),
            Choice("Discard", discard_and_go),
            Choice("Cancel"),
        ]
        question = f"{question} This level has unsaved changes."
        if problems:  # saved now, it leaves every game's list: never without a word
            question += (
                f" It has {plural(problems, 'problem')}, so no game lists it until they are fixed."
            )
        self.app.push(ChoiceScene(self.app, question, choices))

    def save_as(self, path: str, then: Callable[[], None] | None) -> None:
        """Save as `path` (picked in the dialog); first ask before replacing another file or
        saving into another game's folder. Cancel (also Enter) goes back to the dialog."""
        target = Path(path)
        if in_program_folder(target):  # refused before any question: never written there
            self.save(path, then=then)
            return
        own = self.model.path is not None and Path(self.model.path).resolve() == target.resolve()
        editing = self.scene.editing
        this_game = game_by_id(editing.game_id)
        words = []
        if target.exists() and not own:
            words.append(f"Replace {target.name}? It holds {what_file_holds(target)}.")
        other = folder_game(target.parent, editing.game_id)
        if other is not None:
            title = this_game.title if this_game is not None else editing.game_id
            words.append(f"The folder {target.parent.name} holds {other}'s levels, not {title}'s.")
        if not words:
            self.save(path, then=then)
            return
        if len(words) == 1 and other is not None:
            words.insert(0, f"Save {target.name} there?")
        answer = "Replace" if target.exists() and not own else "Save there"
        choices = [
            Choice(answer, lambda: self.save(path, then=then)),
            Choice("Cancel", lambda: self.open_dialog("save", then=then, target=target)),
        ]
        self.app.push(ChoiceScene(self.app, " ".join(words), choices, enter_picks=1))

    def open_dialog(
        self,
        purpose: str,
        refused: str | None = None,
        then: Callable[[], None] | None = None,
        target: Path | None = None,
    ) -> None:
        """The file dialog to "open" a level or to "save" this one (`refused`: "shipped" or
        "program", its title and notice say why the path was refused, since the dialog covers
        the editor's notice; it opens in the user's levels folder)."""
        game_id = self.scene.editing.game_id
        if purpose == "open":
            folder = last_folder(user_levels_dir() / game_id)
            self.dialog = open_dialog(self.app, "Open a level file", folder, True)
        else:
            self.after_save = then or self.after_save
            target = target or self.save_proposal()
            title, notice = REFUSED_WORDS[refused][1:] if refused else ("Save the level as", "")
            self.dialog = open_dialog(self.app, title, target.parent, False, target.name, notice)
        self.dialog_purpose = purpose

    def save_proposal(self) -> Path:
        """Where Save as… proposes to write: the level's own file, or for a new or shipped
        level a free name in the user's levels folder."""
        if self.model.path is not None and not in_program_folder(self.model.path):
            return Path(self.model.path)
        folder = user_levels_dir() / self.scene.editing.game_id
        name = Path(self.model.path).name if self.model.path else file_name(self.model.data)
        return free_path(folder / name)

    def open_path(self, path: str) -> None:
        from game.editor.scene import EditorScene

        try:
            model = load_model(path)
        except ProblemsFound as found:
            self.drafts.closed = False  # still editing this level
            self.app.show_message("This file cannot be edited", map(str, found.problems))
            return
        self.app.replace(EditorScene(self.app, model))

    def save(self, path: str | None = None, then: Callable[[], None] | None = None) -> None:
        """Save to `path` (or the level's file; a new or shipped level asks where, in the
        file dialog); `then` runs once the file is written. A level with problems is saved as
        a work in progress (no game lists it until it is saved without problems)."""
        self.after_save = None
        target = path or self.model.path
        if target is None or in_program_folder(target):
            refused = None if target is None else "shipped" if is_shipped(target) else "program"
            if refused is not None:
                self.scene.notice = REFUSED_WORDS[refused][0]
            self.after_save = then
            self.open_dialog("save", refused=refused)
            return
        renamed = self.model.name_after_file(target)
        try:
            notice = self.model.save(target)
        except OSError as error:
            self.app.show_message(
                "The level was not saved", [f"{target}: {error.strerror or error}"]
            )
            return
        except ProblemsFound as found:
            self.app.show_message("The level was not saved", map(str, found.problems))
            return
        saved = Path(self.model.path or target)
        self.scene.notice = notice or f"saved {saved.name} (in {saved.parent})"
        if renamed:
            self.scene.notice += f'; its name is now "{renamed}", after the file'
        self.drafts.discard()
        assert self.model.path is not None  # saving sets it
        remember(self.model.path)
        self.scene.refresh()
        if then is not None:
            then()

    def play_test(self) -> None:
        editing = self.scene.editing
        if editing.play_test is None:
            self.scene.notice = "play-testing is not available for this game yet"
            return
        review = self.model.review()
        if review.problems:
            self.scene.notice = "fix the problems first: the level cannot be played"
            return
        text = self.model.saved_text()  # as Save writes it (Tactrics: the proven par)
        if editing.play_test_whole and len(self.model.boards) > 1:
            word = editing.board_word
            this = Choice(f"This {word}", lambda: self._play_test(text, False))
            whole = Choice("Whole level", lambda: self._play_test(text, True))
            question = f"Play-test {word} {self.model.board.name} alone, or the whole level?"
            self.app.push(ChoiceScene(self.app, question, [this, whole, Choice("Cancel")]))
            return
        self._play_test(text, False)

    def _play_test(self, text: str, whole: bool) -> None:
        editing = self.scene.editing
        assert editing.play_test is not None
        shown, title = self.shown_name(), "The play-test cannot start"
        try:
            scene = editing.play_test(self.app, text, None if whole else self.model.board_index)
        except ProblemsFound as found:
            self.app.show_message(title, [f"{shown}: {p.message}" for p in found.problems])
            return
        except ValueError as error:
            self.app.show_message(title, [f"{shown}: {error}"])
            return
        except OSError as error:
            words = error.strerror or "the file could not be written"
            self.app.show_message(title, [f"{shown}: {words}"])
            return
        self.playing = scene
        self.app.push(scene)

    def ask_to_leave_play_test(self, scene: Scene) -> bool:
        """Esc in any screen of a play-test (every game the same): leave it for the editor,
        as it was when the play-test started, or keep playing. False when no play-test of this
        editor is on (`scene` is something else)."""
        if self.playing not in self.app.stack or scene not in self.app.stack:
            return False
        question = (
            f"Leave the play-test of {self.shown_name()}? Back to the editor, the level as you "
            "left it; nothing of the play-test is kept."
        )
        back = Choice(PLAY_TEST_BACK, self.leave_play_test)
        self.app.push(ChoiceScene(self.app, question, [back, Choice("Keep playing")]))
        return True

    def leave_play_test(self) -> None:
        """Every screen of the play-test closed: the editor again, as it was."""
        if self.playing in self.app.stack:
            self.app.pop(self.playing)
        self.playing = None

    def shown_name(self) -> str:
        """The level as the designer knows it: its file's name, or "the new level"."""
        return Path(self.model.path).name if self.model.path else "the new level"

    # --- drafts -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.drafts.update(dt, self.model)
        self._offer_draft()

    def _offer_draft(self) -> None:
        """Once, when this level has a draft left by an editor that closed without saving:
        restore it (one undo step back to the file) or discard it."""
        if self.draft_offered:
            return
        self.draft_offered = True
        if self.model.path is None:
            return
        drafts, _ = find_drafts(self.model.path)
        drafts = [draft for draft in drafts if draft.file != self.drafts.file]
        if drafts:
            offer_draft(self.app, drafts[0], lambda: self.restore(drafts[0]))

    def restore(self, draft: Draft) -> None:
        """Take a draft's level as the level being edited (Ctrl+Z gives the file back)."""
        try:
            data = parse_toml(draft.text, str(draft.file)).data
        except ProblemsFound as found:
            self.app.show_message("The draft cannot be read", map(str, found.problems))
            return
        self.model.adopt(data)
        self.drafts.discard()
        self.drafts.file = draft.file  # kept up to date from now on
        self.drafts.keep(self.model)
        self.draft_offered = True
        self.scene.notice = (
            "the draft was restored: Ctrl+Z goes back to the file as saved"
            if self.model.path is not None and is_regular_file(self.model.path)
            else "the draft was restored (Ctrl+Z takes it back)"
        )
        self.scene.refresh()

    def keep_draft(self) -> None:
        """The scene is covered or closed: the draft holds every unsaved change."""
        if not self.drafts.closed:
            self.drafts.keep(self.model)
