"""The user files beyond levels and match files, for `bench file-safety` and `bench
window-fuzz` (game/ui/file_fuzz.py; it sits beside the shell, since it opens the window): a
season with its match folder, a save holding a kit draft in every hot-seat game, an editor
draft, the recent-files list and the setup memory (puzzle progress is Tactrics' own,
game/tactrics/fuzz.py: its screen is drawn here).

Each target reads a mutant the way the game does (its `read`) and, once that reader takes
it, draws it headless on every screen that shows it (its `draw`): the season board and the
Continue list; the entry screen behind the curtain; the editor home (and the editor a
restored draft opens); the setup screen. A screen runs in a fresh headless window; events
are posted to pygame's queue as a player would make them.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from game.bench_files import menu_window
from game.core.problems import ProblemsFound
from game.ui.file_fuzz import Reader, Target, read_with_validate

FRAMES = 3


def kind_targets() -> list[Target]:
    from game.games import all_games

    kinds = [
        Target("season with its match folder", "season.toml", _season, _read_season, draw_season),
        Target("editor draft", "draft-fuzz.toml", _editor_draft, read_editor_draft, draw_editor),
        Target("recent files", "recent-levels.toml", _recent, read_recent, draw_editor),
        Target("setup memory", "setup.toml", _setup, read_setup_memory, draw_setup),
    ]
    for game in all_games():
        examples = game.examples() if game.examples is not None else None
        if examples is not None and examples.entry_match is not None and examples.entry_keys:
            kinds.append(
                Target(
                    f"{game.game_id} save with a draft",
                    "kit-save.toml",
                    _with_draft(game.game_id),
                    _read_save(game.game_id),
                    _draw_entry(game.game_id),
                    draft_mutants,
                )
            )
    return kinds


# --- the window -------------------------------------------------------------------------


def _window() -> Any:
    app = menu_window()
    app.step()
    return app


def _key(app: Any, key: int) -> None:
    """A key pressed and released, as SDL sends it, and one pass of the loop."""
    import pygame

    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    app.step(1 / 30)


def _frames(app: Any, count: int = FRAMES) -> None:
    for _ in range(count):
        app.step(1 / 30)


def _until_entry(app: Any, passes: int = 40) -> bool:
    """Space on a curtain, Enter on a message or an explanation, until an entry screen is
    on top (True) or nothing more happens."""
    import pygame

    from game.ui.dialogs import MessageScene
    from game.ui.entry import EntryScreen
    from game.ui.hotseat import PassScene

    for _ in range(passes):
        top = app.top
        if isinstance(top, EntryScreen):
            return True
        if isinstance(top, PassScene):
            _key(app, pygame.K_SPACE)
        elif isinstance(top, MessageScene) or type(top).__name__ == "RoundZeroScene":
            _key(app, pygame.K_RETURN)
        else:
            app.step(1 / 30)
    return False


# --- kit drafts ---------------------------------------------------------------------------


def _with_draft(game_id: str) -> Callable[[Path], str]:
    """The game's example match with Ann's entry half typed (its example keys) and left:
    the save holds her draft with its undo steps. Its level copy goes beside it."""

    def original(folder: Path) -> str:
        import pygame

        from game.core.saves import level_copy_path
        from game.games import game_by_id

        game = game_by_id(game_id)
        assert game is not None and game.examples is not None and game.resume_match
        examples = game.examples()
        session = examples.entry_match()  # type: ignore[misc]
        app = _window()
        app.push(game.resume_match(app, session.path))
        if not _until_entry(app):
            raise AssertionError(f"{game_id}: no entry screen to type a draft in")
        for key in examples.entry_keys:
            _key(app, key)
        _key(app, pygame.K_ESCAPE)
        copy = level_copy_path(session.path)
        shutil.copyfile(copy, level_copy_path(folder / "kit-save.toml"))
        text = session.path.read_text(encoding="utf-8")
        session.path.unlink()
        copy.unlink()
        return text.replace(copy.name, level_copy_path(folder / "kit-save.toml").name)

    return original


DRAFT_VALUES: tuple[Any, ...] = (
    -1,
    0,
    99,
    10**18,
    1.5,
    True,
    "",
    "x",
    "UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU",
    "A" * 5000,
    [],
    [1, 2],
    {},
    {"x": 1},
    {"tuple": []},
    {"tuple": [99, 99]},
    {"tuple": [-5, 3]},
    {"list": [1]},
    {"none": True},
    {"dict": [[1, 2]]},
    {"type": "Bogus", "fields": {}},
)


def draft_mutants(text: str, count: int, seed: int) -> Iterator[str]:
    """`count` copies of a save with one part of its first draft replaced (a number, a
    string, a table, a tuple of the wrong length, a cell far off the board, another kind
    of entry), an item dropped or doubled, or a field added: what `draft_value` and the
    game's check of an unfinished entry must refuse or take, never crash on."""
    import random
    import tomllib

    import tomli_w

    rng = random.Random(seed)
    data = tomllib.loads(text)
    for _ in range(count):
        mutant = tomllib.loads(text)
        drafts = mutant.get("drafts") or {}
        if drafts:
            table = next(iter(drafts.values()))
            table["draft"] = _mutated(table["draft"], rng)
        yield tomli_w.dumps(mutant) if mutant != data else text


def _mutated(value: Any, rng: Any) -> Any:
    """`value` with one part somewhere inside it changed."""
    parts: list[tuple[Any, Any]] = []  # (container, key or index)

    def walk(node: Any) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, item in items:
            parts.append((node, key))
            if isinstance(item, dict | list):
                walk(item)

    walk(value)
    if not parts:
        return rng.choice(DRAFT_VALUES)
    container, key = rng.choice(parts)
    roll = rng.random()
    if roll < 0.7:
        container[key] = rng.choice(DRAFT_VALUES)
    elif isinstance(container, list):
        if roll < 0.85:
            del container[key]
        else:
            container.append(container[key])
    else:
        container[rng.choice(("speed", "extra", "tuple"))] = rng.choice(DRAFT_VALUES)
    return value


def _read_save(game_id: str) -> Reader:
    """The save as Continue reads it: the match resumes without a draft it cannot use
    (`validate` reads it the same way, the draft's problem then a problem of the file)."""

    def read(path: Path) -> list[str]:
        from game.games import game_by_id

        game = game_by_id(game_id)
        assert game is not None and game.describe_match is not None
        try:
            game.describe_match(path)
        except ProblemsFound as found:
            return [str(problem) for problem in found.problems]
        return []

    return read


def _draw_entry(game_id: str) -> Callable[[Path], None]:
    """Continue on the save, through the curtain to Ann's entry screen (her draft restored,
    or a message why not), drawn."""

    def draw(path: Path) -> None:
        from game.games import game_by_id

        game = game_by_id(game_id)
        assert game is not None and game.resume_match is not None
        app = _window()
        app.push(game.resume_match(app, path))
        _until_entry(app)
        _frames(app)

    return draw


# --- seasons ------------------------------------------------------------------------------


def _season(folder: Path) -> str:
    """A bots' season one Main Match in (its match file in the season's folder)."""
    from game.season.rules import CastMember, MainMatchDue, PlannedEpisode, SeasonSetup, next_step
    from game.season.runner import bot_choice, create_season, play_decisions, reread, start_main

    names = ("Ann", "Bob", "Cat", "Dan", "Eve")
    colours = ("Red", "Blue", "Green", "Yellow", "Purple")
    cast = tuple(CastMember(n, c, "easy") for n, c in zip(names, colours, strict=True))
    plan = (PlannedEpisode("social-snake", "practice-three-ridges.toml"),) * 3
    setup = SeasonSetup("Fuzz", 7, cast, plan, 0, "tactrics-snakes", "start-2p.toml")
    path = folder / "season.toml"
    history = play_decisions(create_season(path, setup))
    step = next_step(history.state)
    assert isinstance(step, MainMatchDue)
    _, session, part = start_main(history, *bot_choice(setup, step))
    part.play_bots(session)
    reread(path)
    return path.read_text(encoding="utf-8")


def _read_season(path: Path) -> list[str]:
    return read_with_validate(path)


def draw_season(path: Path) -> None:
    """The season (and its match folder) among the user's seasons: the Continue list, then
    the season board."""
    from game.season.listing import seasons_dir
    from game.season.scene import SeasonBoardScene
    from game.ui.continue_list import ContinueScene

    shutil.copytree(path.parent, seasons_dir(), dirs_exist_ok=True)
    app = _window()
    app.push(ContinueScene(app))
    _frames(app, 6)
    app.pop()
    app.push(SeasonBoardScene(app, seasons_dir() / path.name))
    _frames(app)


# --- the level editor's files -------------------------------------------------------------


def _editor_draft(folder: Path) -> str:
    from game.core.paths import LEVELS
    from game.editor.autosave import draft_text

    level = LEVELS / "social-snake" / "practice-tunnels.toml"
    return draft_text("social-snake", str(level), level.read_text(encoding="utf-8"), 1.0e9)


def read_editor_draft(path: Path) -> list[str]:
    """The draft among the editor's drafts, as the editor home finds them."""
    from game.editor.autosave import drafts_dir, find_drafts

    drafts_dir().mkdir(parents=True, exist_ok=True)
    for old in drafts_dir().glob("draft-*.toml"):
        old.unlink()
    shutil.copyfile(path, drafts_dir() / path.name)
    return find_drafts()[1]


def _recent(folder: Path) -> str:
    from game.core.paths import LEVELS

    files = [str(LEVELS / "social-snake" / "practice-tunnels.toml"), str(folder / "gone.toml")]
    return "files = [\n" + "".join(f'    "{name}",\n' for name in files) + "]\n"


def read_recent(path: Path) -> list[str]:
    from game.editor.recent import recent_files, recent_path

    recent_path().parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(path, recent_path())
    return recent_files()[1]


def draw_editor(path: Path) -> None:
    """The editor home (its recent files, the draft it offers); a draft it offers is
    restored and the editor drawn on it."""
    import pygame

    from game.editor.scene import editor_home
    from game.ui.dialogs import ConfirmScene, MessageScene

    app = _window()
    app.push(editor_home(app))
    _frames(app)
    for _ in range(3):
        if isinstance(app.top, MessageScene):
            _key(app, pygame.K_RETURN)
        elif isinstance(app.top, ConfirmScene):
            _key(app, pygame.K_RETURN)  # Restore
    _frames(app)


# --- setup memory ---------------------------------------------------------------------------


def _setup(folder: Path) -> str:
    return (
        'format = 1\nlevel = "practice-tunnels.toml"\n\n[options]\ngarnets = 2\nseed = 5\n\n'
        '[[seats]]\nname = "Ann"\ncolour = "Red"\n\n'
        '[[seats]]\nname = "Bob"\ncolour = "Blue"\nbot = "hard"\n'
    )


def read_setup_memory(path: Path) -> list[str]:
    from game.ui.setup_memory import load_setup, memory_path

    memory_path("social-snake").parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(path, memory_path("social-snake"))
    return load_setup("social-snake").problems


def draw_setup(path: Path) -> None:
    """The Social Snake setup, which starts from that memory."""
    from game.social_snake.scene import setup_scene

    app = _window()
    app.push(setup_scene(app))
    _frames(app)


def draw_puzzle_list(path: Path) -> None:
    """The puzzle list, which shows the progress (the reader put it in its place)."""
    from game.tactrics.puzzle_scene import PuzzleListScene

    app = menu_window()
    app.push(PuzzleListScene(app))
    _frames(app)


SCREENS = {"puzzle progress": draw_puzzle_list}
"""The screens that show a game's own kind of file (by its target's name), which the game's
fuzz module cannot open: they need the shell."""
