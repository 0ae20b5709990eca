"""The editor's unsaved draft, written every few seconds to the user data folder.

A draft is never the level file itself: it lives in `<user data>/editor-drafts/`, one file
per editor window, and holds the level's text as it would be saved, the game, the level's
path (none for a level not saved yet) and when it was written. A crash or a kill leaves it
there; the editor offers it back the next time it opens (restore or discard). Saving the
level, or leaving the editor and discarding the changes, removes it.

    keeper = DraftKeeper(model.editing.game_id)
    keeper.update(dt, model)          # every frame: writes at most every DRAFT_SECONDS
    keeper.discard()                  # saved, or the changes thrown away
    drafts, problems = find_drafts()  # after a crash: what can be offered back
"""

from __future__ import annotations

import contextlib
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import tomli_w

from game.core.paths import user_data_dir
from game.core.problems import ProblemsFound
from game.core.tomlfile import load_toml, write_text_atomic
from game.editor.model import EditorModel
from game.games import game_by_id

DRAFT_SECONDS = 3.0
DRAFT_KIND = "editor-draft"


def drafts_dir() -> Path:
    return user_data_dir() / "editor-drafts"


@dataclass(frozen=True)
class Draft:
    """A draft found on disk."""

    file: Path
    game_id: str
    level_path: str | None
    text: str
    saved: float  # seconds since the epoch
    pid: int
    game_line: int = 1  # where the file names its game, for messages

    def describe(self) -> str:
        """'"cave.toml" (Social Snake), kept at 21:43' in the user's local time."""
        name = Path(self.level_path).name if self.level_path else "a level not saved yet"
        when = time.strftime("%H:%M on %d %b", time.localtime(self.saved))
        shown = f'"{name}"' if self.level_path else name
        game = game_by_id(self.game_id)
        return f"{shown} ({game.title if game is not None else self.game_id}), kept at {when}"

    def discard(self) -> None:
        with contextlib.suppress(OSError):
            self.file.unlink()


def draft_text(game_id: str, level_path: str | None, text: str, saved: float) -> str:
    data: dict[str, object] = {"kind": DRAFT_KIND, "game": game_id}
    if level_path:
        data["level"] = level_path
    # One string per line: the reader refuses control characters (newlines) inside strings.
    data.update(saved=saved, pid=os.getpid(), lines=text.split("\n"))
    return tomli_w.dumps(data)


class DraftKeeper:
    """Keeps one editor window's draft up to date (see the module docstring)."""

    def __init__(self, game_id: str, file: Path | None = None, interval: float = DRAFT_SECONDS):
        self.game_id = game_id
        self.file = file or drafts_dir() / f"draft-{uuid.uuid4().hex[:12]}.toml"
        self.interval = interval
        self.waited = 0.0
        self.written: tuple[int, str | None] | None = None  # (model version, path) on disk
        self.failure = ""
        self.closed = False  # the changes were given up: keep no draft

    def close(self) -> None:
        """The editor leaves this level without saving, on purpose: no draft is kept."""
        self.discard()
        self.closed = True

    def update(self, dt: float, model: EditorModel) -> None:
        """Write the draft when `interval` seconds passed and the model changed since."""
        self.waited += dt
        if self.closed or self.waited < self.interval:
            return
        self.waited = 0.0
        self.keep(model)

    def keep(self, model: EditorModel) -> None:
        """Write the draft now if the model has unsaved changes (remove it if it has none)."""
        if not model.dirty:
            self.discard()
            return
        state = (model.version, model.path)
        if state == self.written:
            return
        try:
            text = draft_text(self.game_id, model.path, model.text(), time.time())
            write_text_atomic(self.file, text)
        except OSError as error:
            self.failure = f"the draft could not be kept: {error.strerror or error}"
            return
        self.failure = ""
        self.written = state

    def discard(self) -> None:
        """No draft any more (the level was saved, or its changes thrown away)."""
        if self.written is not None or self.file.exists():
            with contextlib.suppress(OSError):
                self.file.unlink()
        self.written = None


def find_drafts(level_path: str | None = None) -> tuple[list[Draft], list[str]]:
    """The drafts left behind (newest first) and, in words, the files that are not drafts.
    With `level_path`: only the drafts of that level. Drafts still being kept by another
    running editor are left out."""
    folder = drafts_dir()
    drafts: list[Draft] = []
    problems: list[str] = []
    try:
        files = sorted(folder.glob("draft-*.toml"))
    except OSError:
        return drafts, problems
    for file in files:
        try:
            draft = read_draft(file)
        except ProblemsFound as found:
            problems.extend(str(problem) for problem in found.problems)
            continue
        if draft.pid != os.getpid() and _running(draft.pid):
            continue
        if level_path is not None and not _same_file(draft.level_path, level_path):
            continue
        drafts.append(draft)
    drafts.sort(key=lambda draft: -draft.saved)
    return drafts, problems


def read_draft(file: Path) -> Draft:
    """A draft file, or ProblemsFound naming the key that is wrong."""
    document = load_toml(file)
    data = document.data
    problems = []
    if data.get("kind") != DRAFT_KIND:
        problems.append(document.problem(["kind"], f'not an editor draft (kind = "{DRAFT_KIND}")'))
    for key, kind in (("game", str), ("lines", list), ("saved", (int, float)), ("pid", int)):
        if not isinstance(data.get(key), kind):
            where = [key] if key in data else []
            problems.append(document.problem(where, f"{key}: missing or of the wrong kind"))
    if isinstance(data.get("lines"), list) and not all(isinstance(x, str) for x in data["lines"]):
        problems.append(document.problem(["lines"], "lines: the level's lines, in quotes"))
    level = data.get("level")
    if level is not None and not isinstance(level, str):
        problems.append(document.problem(["level"], "level: a path in quotes"))
    if isinstance(data.get("saved"), int | float) and not 0 <= data["saved"] <= LATEST_TIME:
        problems.append(document.problem(["saved"], "saved: a time from 1970 to 9999"))
    if isinstance(data.get("pid"), int) and not 0 <= data["pid"] <= MAX_PID:
        problems.append(document.problem(["pid"], f"pid: a process number up to {MAX_PID}"))
    if problems:
        raise ProblemsFound(problems)
    text = "\n".join(data["lines"])
    saved, pid, line = float(data["saved"]), data["pid"], document.line_of("game")
    return Draft(file, data["game"], level, text, saved, pid, line)


LATEST_TIME = 253_402_300_799  # 9999-12-31 23:59:59 UTC: `time.localtime` takes it
MAX_PID = 2**31 - 1  # a pid_t: `os.kill` overflows past it


def _running(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # alive, owned by someone else
    return True


def _same_file(a: str | None, b: str) -> bool:
    if a is None:
        return False
    try:
        return Path(a).resolve() == Path(b).resolve()
    except (OSError, ValueError):
        return a == b
