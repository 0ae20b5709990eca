"""The table kit's pure shared parts: match-file readers, the board-rows reader, the shared
events and refusals, as every game that uses them sees them."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from game.bugcatcher import rules as bugcatcher_rules
from game.cli import check_file
from game.core.board_rows import BoardWords, read_board_rows
from game.core.fields import Fields
from game.core.problems import ProblemsFound, problems_of
from game.core.tomlfile import TomlDocument, parse_toml
from game.double_edged_edges import events as edges_events
from game.games import GAME_PACKAGES, all_games
from game.snek import rules as snek_rules
from game.social_snake import events as social_events
from game.social_snake import rules as social_rules
from game.table import events as table_events
from game.table.match_files import (
    BrokenRecord,
    load_level_for,
    read_header,
    read_players,
    read_votes,
)
from game.table.session import EntryRefused, RuleViolation

HEADER = 'format = 1\ngame = "bugcatcher"\nlevel = "level.toml"\nseed = 1\n'


def top_of(text: str) -> tuple[TomlDocument, Fields]:
    document = parse_toml(text, "match.toml")
    return document, Fields(document, document.data, (), [])


def messages(fields: Fields) -> list[str]:
    return [str(problem) for problem in fields.problems]


def players_text(*tables: str) -> str:
    return HEADER + "".join(f"[[players]]\n{table}\n" for table in tables)


PLAYER_PROBLEMS = [
    # (the [[players]] tables, the line, what the message says)
    (['name = "Ann"', 'name = "ann"'], 7, 'two players are called "ann"'),
    (['name = "Ann"', 'name = "   "'], 8, "has 1 to 5 characters; it cannot be empty"),
    (['name = "Annabel"'], 6, "shorten it to at most 5 characters"),
    (['name = "Ann"\nbot = "genius"'], 7, 'unknown bot level "genius" (use easy, normal, hard)'),
    (['name = "Ann"\ncolour = "red"'], 7, 'unknown key "players[0].colour"'),
    (["garnets = 1"], 5, 'missing key "players[0].name"'),
    (['name = "A"', 'name = "B"', 'name = "C"', 'name = "D"'], 5, "4 players; use 1 to 3"),
]


@pytest.mark.parametrize(("tables", "line", "message"), PLAYER_PROBLEMS)
def test_the_players_reader_names_the_line_of_each_problem(tables, line, message):
    _, top = top_of(players_text(*tables))
    read_players(top, ("name", "bot", "garnets"), name_limit=5, most=3)
    [problem] = messages(top)
    assert problem.startswith(f"match.toml:{line}: ") and message in problem


def test_a_match_without_players_says_how_to_add_them():
    _, top = top_of(HEADER + "players = []\n")
    assert read_players(top, ("name",), 5, 3) == []
    assert messages(top) == ["match.toml:5: a match needs players: add [[players]] tables"]


def test_the_players_reader_gives_each_table_to_the_game_for_its_own_keys():
    _, top = top_of(players_text('name = "Ann"\ngarnets = 4', 'name = "Bob"\nbot = "hard"'))
    ann, bob = read_players(top, ("name", "bot", "garnets"), 5, 3)
    assert (ann.name, ann.bot, ann.fields.number("garnets", 0, 9)) == ("Ann", None, 4)
    assert (bob.name, bob.bot) == ("Bob", "hard") and not top.problems


VOTE_PROBLEMS = [
    ('Zed = "Ann"', '"Zed" is not a player in this match'),
    ("Ann = 3", "votes.Ann must be a player's name"),
    ('Ann = "Zed"', 'Ann votes for "Zed", who is not a player'),
]


@pytest.mark.parametrize(("vote", "message"), VOTE_PROBLEMS)
def test_the_votes_reader_refuses_votes_by_or_for_strangers(vote, message):
    _, top = top_of(HEADER + f"[votes]\n{vote}\n")
    assert read_votes(top, ["Ann", "Bob"]) == {}
    [problem] = messages(top)
    assert problem.startswith("match.toml:6: ") and message in problem


def test_the_votes_reader_keeps_good_votes():
    _, top = top_of(HEADER + '[votes]\nAnn = "Bob"\n')
    assert read_votes(top, ["Ann", "Bob"]) == {"Ann": "Bob"} and not top.problems


@pytest.mark.parametrize(
    ("seed", "fine"), [("0", True), ("-1", False), ("9223372036854775807", True)]
)
def test_the_header_reads_the_level_and_a_seed_within_64_bits(seed, fine):
    document = parse_toml(HEADER.replace("seed = 1", f"seed = {seed}"), "match.toml")
    top, level, read_seed = read_header(document, "bugcatcher", {"format", "game", "level", "seed"})
    assert level == "level.toml"
    assert (not top.problems) == fine
    assert read_seed == (int(seed) if fine else 0)


def test_the_header_refuses_another_games_file_at_once():
    document = parse_toml(HEADER, "match.toml")
    with pytest.raises(ProblemsFound, match='expected game "snek"'):
        read_header(document, "snek", {"format", "game", "level", "seed"})


@pytest.mark.parametrize("level", ["../elsewhere/level.toml", "/etc/passwd", "lev\0el.toml"])
def test_a_level_outside_the_level_folders_is_refused_on_the_level_line(tmp_path, level):
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "level.toml").write_text("format = 1\n")
    document = parse_toml(HEADER, str(tmp_path / "games" / "match.toml"))
    with pytest.raises(ProblemsFound) as refused:
        load_level_for(document, level, lambda _: pytest.fail("the level must not be read"))
    [problem] = refused.value.problems
    assert problem.line == 3 and "is not in the match's folder" in problem.message


def test_a_broken_level_is_named_on_the_level_line_before_its_own_problems(tmp_path):
    (tmp_path / "level.toml").write_text('format = 1\ngame = "bugcatcher"\n')
    document = parse_toml(HEADER, str(tmp_path / "match.toml"))

    def reader(level: TomlDocument) -> None:
        raise ProblemsFound([level.problem(["game"], "no board")])

    with pytest.raises(ProblemsFound) as refused:
        load_level_for(document, "level.toml", reader)
    in_level, in_match = refused.value.problems  # sorted by path, then line
    assert (in_match.line, in_match.message) == (3, 'the level "level.toml" cannot be used')
    assert (in_level.path, in_level.line) == (str(tmp_path / "level.toml"), 2)


def test_problems_of_gives_the_readers_problems_or_none():
    document = parse_toml(HEADER, "match.toml")
    assert problems_of(lambda d: d, document) == []
    found = problems_of(lambda d: read_header(d, "snek", ()), document)
    assert [(p.line, p.message) for p in found] == [(2, 'expected game "snek", not "bugcatcher"')]


# --- the board-rows reader -----------------------------------------------------------------

WORDS = BoardWords("grid A", "a grid", "grid A, ")


def read_token(token: str) -> int | None:
    if token == ".":
        return None
    if not token.isdigit():
        raise ValueError(f'unknown token "{token}"')
    return int(token)


def board_of(*rows: str, sizes: tuple[int, int] = (2, 4)):
    _, top = top_of("rows = [" + ", ".join(f'"{row}"' for row in rows) + "]\n")
    return read_board_rows(top, sizes, WORDS, read_token), messages(top)


def test_the_board_reader_gives_the_size_and_the_cells_that_hold_something():
    board, problems = board_of("1 . 3", ". 5 .")
    assert problems == [] and board is not None
    assert (board.width, board.height) == (3, 2)
    assert board.cells == {(0, 0): 1, (2, 0): 3, (1, 1): 5}


BOARD_PROBLEMS = [
    (("1 2", "1 2 3"), ["grid A, row 2 has 3 cells, but row 1 has 2 (rows must be equal)"]),
    (("1 2", "1 x"), ['grid A, row 2, B2: unknown token "x"']),
    (("1 2", "1 x 3"), ["row 2 has 3 cells, but row 1 has 2", 'row 2, B2: unknown token "x"']),
    (("1 2",), ["grid A has 1 rows; a grid has 2 to 4"]),
    (("1 2 3 4 5", "1 2 3 4 5"), ["grid A, row 1 has 5 cells; a grid is 2 to 4 cells wide"]),
    (("1 2",) * 5, ["grid A has 5 rows; a grid has 2 to 4"]),
]


@pytest.mark.parametrize(("rows", "expected"), BOARD_PROBLEMS)
def test_the_board_reader_reports_every_problem_of_the_rows(rows, expected):
    _, problems = board_of(*rows)
    assert len(problems) == len(expected)
    for problem, words in zip(problems, expected, strict=True):
        assert problem.startswith("match.toml:1: ") and words in problem


def test_the_board_reader_stops_at_a_board_it_cannot_size():
    assert board_of("1 2 3 4 5", "1 2")[0] is None  # too wide: the rows are not compared
    assert board_of(*(("1 2",) * 5))[0] is None  # too many rows: none is read
    assert board_of("1 2")[0] is not None  # too few rows: the cells are still checked


# --- shared events and refusals ------------------------------------------------------------


def test_award_events_are_the_kits_whatever_the_game():
    social = [
        social_events.TokensOfLifeGiven(0, 2, 2),
        social_events.EliminationCandidateChosen(1, "x"),
    ]
    edges = [edges_events.TokensOfLifeGiven(0, 1), edges_events.EliminationCandidateChosen(1, "x")]
    for tokens, candidate in (social, edges):
        assert isinstance(tokens, table_events.TokensOfLifeGiven)
        assert isinstance(candidate, table_events.EliminationCandidateChosen)
    names = ["Ann", "Bob"]
    assert table_events.describe_all(social + edges, names) == [
        "Ann receives 2 Tokens of Life (second most apples)",
        "Bob is an Elimination Candidate (x)",
        "Ann receives 1 Token of Life (most points)",
        "Bob is the Elimination Candidate (x)",
    ]


def test_every_game_refuses_with_the_kits_rule_violation():
    assert social_rules.RuleViolation is RuleViolation
    assert bugcatcher_rules.RuleViolation is RuleViolation
    assert snek_rules.RuleViolation is RuleViolation
    refusal = RuleViolation("not your turn", ("moves", 2))
    assert isinstance(refusal, EntryRefused)
    assert (refusal.message, refusal.keys) == ("not your turn", ("moves", 2))


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_no_game_imports_another_games_modules(package):
    folder = Path(importlib.import_module(package).__file__).parent
    others = [p for p in GAME_PACKAGES if p != package]
    borrowed = {
        f"{path.name}: {module}"
        for path in folder.glob("*.py")
        for module in imported_modules(path)
        if any(module == other or module.startswith(other + ".") for other in others)
    }
    assert borrowed == set()


OUTSIDE_MATCHES = [(game.game_id, game.match_on_level) for game in all_games()]


@pytest.mark.parametrize(("game", "rest"), OUTSIDE_MATCHES, ids=[g for g, _ in OUTSIDE_MATCHES])
def test_every_game_reads_a_matchs_files_only_from_the_level_folders(tmp_path, game, rest):
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "level.toml").write_text(f'format = 1\ngame = "{game}"\n')
    (tmp_path / "saves").mkdir()
    match = tmp_path / "saves" / "match.toml"
    rest = rest.replace("{level}", "../outside/level.toml")
    match.write_text(f'format = 1\ngame = "{game}"\n{rest}')
    refusals = [p for p in check_file(str(match)) if "is not in the match's folder" in p.message]
    assert [(p.path, p.line) for p in refusals] == [(str(match), 3)]


def test_each_table_reads_the_tables_of_an_array_and_reports_anything_else():
    _, top = top_of(HEADER + "rounds = [{ a = 1 }, 7, { a = 2 }]\n")
    first, third = top.each_table("rounds", top.optional("rounds", list, []))
    assert (first.label, first.table, third.label, third.table) == (
        "rounds[0]",
        {"a": 1},
        "rounds[2]",
        {"a": 2},
    )
    assert third.keys == ("rounds", 2)
    assert messages(top) == ["match.toml:5: rounds[1] must be a table"]


@pytest.mark.parametrize(
    ("players", "expected", "fine"),
    [
        ("", (2, 8), True),
        ("players = [3, 5]", (3, 5), True),
        ("players = [5, 3]", (2, 8), False),
        ("players = [1, 4]", (2, 8), False),
        ("players = [2, 9]", (2, 8), False),
        ('players = [2, "6"]', (2, 8), False),
        ("players = [4]", (2, 8), False),
    ],
)
def test_a_levels_player_range_is_fewest_then_most_within_the_games_limits(players, expected, fine):
    _, top = top_of(f"{players}\n")
    assert top.player_range(2, 8) == expected
    assert messages(top) == (
        []
        if fine
        else ['match.toml:1: "players" must be [fewest, most] within 2 to 8, e.g. [2, 8]']
    )


def test_a_broken_record_gives_every_problem_on_its_line_of_the_match_file():
    document = parse_toml(players_text('name = "Ann"', 'name = "Bob"'), "match.toml")
    broken = BrokenRecord([(("players", 1, "name"), "Bob: no"), (("seed",), "odd seed")])
    assert [str(p) for p in broken.problems(document).problems] == [
        "match.toml:4: odd seed",
        "match.toml:8: Bob: no",
    ]
