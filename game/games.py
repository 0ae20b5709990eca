"""The games of the collection: each game package describes itself once, in one `GameInfo`.

`GAME_PACKAGES` is the one list of game packages. The main menu, How to play, Continue,
Replays, the command line (validate, simulate, bench, demo, extra verbs) and the tests all
read it through `all_games()`; adding a game is one new package plus one line here.

A package's `__init__.py` defines `GAME = GameInfo(...)`. It must import neither pygame nor
the game's heavy modules: every hook is a callable, usually `lazy("module:attribute")`,
which imports its module the first time it is called. See docs/adding-a-game.md.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.fields import check_header
from game.core.problems import Problem, ProblemsFound
from game.core.tomlfile import TomlDocument, load_toml

if TYPE_CHECKING:
    from game.editor.model import LevelEditing
    from game.season.hooks import SeasonGame
    from game.table.bot_bench import BotBench
    from game.ui.scene import Scene

GAME_PACKAGES = (
    "game.social_snake",
    "game.antisocial_snake",
    "game.tactrics",
    "game.snek",
    "game.bugcatcher",
    "game.double_edged_edges",
)

RulesPages = list[tuple[str, str]]


def lazy(reference: str) -> Callable[..., Any]:
    """A callable standing for "module:attribute", imported when first called."""
    module_name, _, attribute = reference.partition(":")

    def call(*arguments: Any, **keywords: Any) -> Any:
        return getattr(importlib.import_module(module_name), attribute)(*arguments, **keywords)

    call.__qualname__ = call.__name__ = reference
    return call


def is_match_document(document: TomlDocument) -> bool:
    """Match files name the level they are played on; level files do not."""
    return "level" in document.data


@dataclass(frozen=True)
class GameExamples:
    """A game's examples for the kit's tests, each test iterating the games that give one
    (GameInfo.examples, in game/<package>/examples.py; everything optional)."""

    broken_levels: tuple[str, ...] = ()
    """Bodies of level files (after `format`, `game` and `name`) that validate refuses: the
    level editor opens each with validate's problems, changing nothing."""
    entry_match: Callable[[], Any] | None = None
    """() -> a new saved match (the table kit's session) where a human is to enter next."""
    entry_screen: type | None = None
    """The kit entry screen (game.ui.entry.EntryScreen) that match opens at."""
    entry_keys: tuple[int, ...] = ()
    """Keys that change that entry in two undo steps or more."""
    replay: Callable[[Any], Any] | None = None
    """(app) -> the replay viewer (not pushed yet) on a finished match of the game."""


@dataclass(frozen=True)
class GameInfo:
    """Everything the collection needs from one game.

    Files (pure, no pygame):
      check_level / check_match(document) -> every problem (empty when fine);
      simulate(document) -> the JSON-ready summary (raises ProblemsFound on a broken rule);
      is_match(document) -> whether a file of this game is a match (else a level);
      describe_match(path) -> one line for the replay list (raises ProblemsFound).
    Window (each takes the app first and returns a Scene):
      first_scene(app) — what the menu opens; None while the game has no window yet;
      resume_match(app, path) — Continue on a save of this game (raises ProblemsFound);
      open_replay(app, path) — the replay viewer on a finished match (raises ProblemsFound);
      attract_scene(app) — a self-playing demo for the idle menu, or None;
      demo_scene(app, seed, players, instant) — what `python main.py demo GAME` shows.
    How to play: rules_pages() -> [(title, text)]; rules_diagrams() -> {page title: [Diagram]}
    (game.ui.howto.Diagram: a caption and a painter using the game's board drawing), optional;
    tutorial_scene(app) — a guided first match, opened from How to play (optional).
    Level editor: editor() -> the game's LevelEditing (see game/editor/model.py).
    Command line: bench targets (name -> main(quick) -> exit code) and add_verbs(subparsers)
    for verbs of the game's own (solve, …).
    """

    game_id: str
    title: str
    blurb: str
    rules_pages: Callable[[], RulesPages]
    check_level: Callable[[TomlDocument], list[Problem]]
    check_match: Callable[[TomlDocument], list[Problem]]
    simulate: Callable[[TomlDocument], dict[str, Any]]
    is_match: Callable[[TomlDocument], bool] = is_match_document
    describe_match: Callable[..., str] | None = None
    first_scene: Callable[..., Scene] | None = None
    resume_match: Callable[..., Scene] | None = None
    open_replay: Callable[..., Scene] | None = None
    attract_scene: Callable[..., Scene | None] | None = None
    demo_scene: Callable[..., Scene] | None = None
    demo_players: tuple[int, int] = (2, 2)
    benches: dict[str, Callable[..., int]] = field(default_factory=dict)
    add_verbs: Callable[[Any], None] | None = None
    rules_diagrams: Callable[[], dict[str, list[Any]]] | None = None
    tutorial_scene: Callable[..., Scene] | None = None
    editor: Callable[[], LevelEditing] | None = None
    """() -> the game's LevelEditing (game/editor/model.py): its boards, palette and checks
    for the level editor; None when the game has no boards to edit."""
    kept_files: Callable[[], list[tuple[Path, bool]]] | None = None
    """() -> files of this kind kept outside the saves and replays folders (seasons), each
    with whether it is finished: Continue offers the unfinished, Replays the finished."""
    titled_rows: bool = False
    """Continue and Replays title this kind's rows by the first two parts of its
    `describe_match` ("Friday league · episode 3"), not by the kind's title and date."""
    set_aside: Callable[[Path], list[Path]] | None = None
    """(path) -> Continue's "Put aside" for a kept file that has more than a level copy
    beside it (a season and its match folder): everything moved into set-aside/ together,
    the paths it now has. None: the save and its level copy are moved."""
    season: Callable[[], SeasonGame] | None = None
    """() -> the game's SeasonGame (game/season/hooks.py): what a season needs of it, as a
    Main Match or a Death Match; None when it takes no part in seasons."""
    bot_bench: Callable[[], BotBench] | None = None
    """() -> the game's BotBench (game/table/bot_bench.py): how to play one all-bot match
    from a lineup of bot levels and a seed, for `python main.py bench bots`."""
    tour_screens: Callable[[], dict[str, Callable[[Any], None]]] | None = None
    """() -> {screen name: make(app)}: every screen of the game, for the screen tour
    (game/screen_tour.py) and every window test that walks the screens. Names start with the
    game's short name ("social-setup"); the level editor on one of the game's levels is
    "editor-<short>…". Required once the game is playable (tested)."""
    fuzz_targets: Callable[[], list[Any]] | None = None
    """() -> [game.ui.file_fuzz.Target]: the game's own kinds of user file beyond its
    shipped levels (a save with unfinished entries, puzzle progress…) for the fuzz test."""
    examples: Callable[[], GameExamples] | None = None
    """() -> the game's GameExamples: matches, screens and files the kit's tests play with
    in every game that gives them (an entry screen, a replay, broken levels)."""
    match_on_level: str = 'level = "{level}"\n[[players]]\nname = "Ann"\n'
    """The rest of a small match file of the game after `format` and `game`, naming the
    level file `{level}` on its first line (tests: a match reads its level only from the
    level folders). The default fits every game whose match file starts with the kit's
    header and players (game/table/match_files.py)."""

    @property
    def playable(self) -> bool:
        """True once the game has a window to play it in."""
        return self.first_scene is not None


def all_games() -> list[GameInfo]:
    """The description of every game package, in menu order."""
    return [importlib.import_module(name).GAME for name in GAME_PACKAGES]


def game_ids() -> tuple[str, ...]:
    """Every game's id, in menu order: what a file's `game` key may say."""
    return tuple(game.game_id for game in all_games())


def game_by_id(game_id: str) -> GameInfo | None:
    """The game (or the season) with this id, or None while no package describes it."""
    return next((game for game in all_kinds() if game.game_id == game_id), None)


SEASON_PACKAGE = "game.season"
"""A season chains the games' matches; it is described like a game (its file kind, menu
entry, How to play, Continue, Replays, demo and bench) but is not one of `all_games()`."""


def season_info() -> GameInfo:
    return importlib.import_module(SEASON_PACKAGE).SEASON


def all_kinds() -> list[GameInfo]:
    """Every kind of file and window the collection has: the games, then the season."""
    return [*all_games(), season_info()]


def kind_ids() -> tuple[str, ...]:
    """What a file's `game` key may say: every game's id, and the season's."""
    return tuple(kind.game_id for kind in all_kinds())


def check_file(path: str) -> list[Problem]:
    """Every problem in one level, match or season file (empty when it is fine): what
    `python main.py validate` prints."""
    try:
        document = load_toml(path)
    except ProblemsFound as found:
        return found.problems
    problems: list[Problem] = []
    game = check_header(document, problems, kind_ids())
    info = None if game is None else game_by_id(game)
    if info is None:
        return problems
    if info.is_match(document):
        return info.check_match(document)
    return info.check_level(document)
