"""Installed like a desktop game: the shipped data travels inside the package, the command
names itself as called and knows its version, and the standalone build carries every data
folder. (Building and installing the real wheel is checked by .ci/run, outside the suite.)"""

from __future__ import annotations

import ast
import importlib.util
import os
import sys
import tomllib
from pathlib import Path

import pytest

from game.cli import main
from game.core import paths
from game.core.paths import ASSETS, LEVELS, SHIPPED_FOLDERS, shipped_folder

ROOT = Path(__file__).resolve().parents[1]


def setup_mapping() -> dict[str, str]:
    """setup.py's SHIPPED: the package each repository folder becomes in the wheel."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and node.targets[0].id == "SHIPPED":
            return ast.literal_eval(node.value)
    raise AssertionError("setup.py has no SHIPPED mapping")


def test_the_wheel_maps_every_shipped_folder_into_the_game_package():
    mapping = setup_mapping()
    assert sorted(mapping.values()) == sorted(SHIPPED_FOLDERS)
    for package, folder in mapping.items():
        assert package == f"game.{folder}"
        assert (ROOT / folder).is_dir()


def test_the_game_reads_data_only_from_the_shipped_folders():
    assert (ASSETS / "theme.json").is_file()
    assert (ASSETS / "icon.png").is_file()
    assert sorted(LEVELS.rglob("*.toml")) == sorted((ROOT / "levels").rglob("*.toml"))


def test_an_installed_package_reads_its_own_copy_of_the_data(tmp_path, monkeypatch):
    installed = tmp_path / "site-packages" / "game"
    (installed / "levels" / "social-snake").mkdir(parents=True)
    (installed / "assets").mkdir()
    monkeypatch.setattr(paths.resources, "files", lambda package: installed)
    assert shipped_folder("levels") == installed / "levels"
    assert shipped_folder("assets") == installed / "assets"


def test_a_checkout_reads_the_repository_folders_designers_edit(tmp_path, monkeypatch):
    checkout = tmp_path / "checkout"
    (checkout / "game").mkdir(parents=True)
    monkeypatch.setattr(paths.resources, "files", lambda package: checkout / "game")
    assert shipped_folder("levels") == checkout / "levels"


def test_the_levels_verb_lists_every_shipped_level_and_validate_passes_them(capsys):
    assert main(["levels"]) == 0
    listed = capsys.readouterr().out.split("\n")
    assert sorted(Path(line) for line in listed if line) == sorted(LEVELS.rglob("*.toml"))
    assert main(["validate", "--shipped"]) == 0
    assert f"{len(listed) - 1} of {len(listed) - 1} file(s) fine" in capsys.readouterr().err


def test_the_levels_verb_lists_one_game(capsys):
    assert main(["levels", "bugcatcher"]) == 0
    listed = [Path(line) for line in capsys.readouterr().out.split()]
    assert listed == sorted((LEVELS / "bugcatcher").rglob("*.toml"))


def test_validate_without_a_path_says_what_to_give(capsys):
    assert main(["validate"]) == 2
    assert "--shipped" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv0", "prog", "named"),
    [
        ("/home/someone/.local/bin/serpentarium", None, "serpentarium"),
        ("main.py", "python main.py", "python main.py"),
    ],
)
def test_help_names_the_command_as_it_was_called(capsys, monkeypatch, argv0, prog, named):
    monkeypatch.setattr(sys, "argv", [argv0, "--help"])
    with pytest.raises(SystemExit):
        main(["--help"], prog)
    assert capsys.readouterr().out.startswith(f"usage: {named} ")


def test_version_comes_from_the_package_metadata(capsys):
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    with pytest.raises(SystemExit):
        main(["--version"], "serpentarium")
    assert capsys.readouterr().out.strip() == f"serpentarium {declared['project']['version']}"


def test_the_app_build_carries_every_data_folder_and_the_icon(tmp_path):
    spec = importlib.util.spec_from_file_location("build_app", ROOT / "tools" / "build_app.py")
    build_app = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_app)
    arguments = build_app.pyinstaller_arguments(tmp_path)
    added = [arguments[i + 1] for i, word in enumerate(arguments) if word == "--add-data"]
    for folder in SHIPPED_FOLDERS:
        assert f"{ROOT / folder}{os.pathsep}game/{folder}" in added
    assert arguments[arguments.index("--icon") + 1] == str(ROOT / "assets" / "icon.png")
    assert "--onedir" in arguments
    entry = build_app.desktop_entry(tmp_path / "serpentarium")
    assert f"Exec={tmp_path / 'serpentarium' / 'serpentarium'}" in entry.split("\n")


def test_ci_runs_the_readme_test_command_exactly():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("```")[1].strip().splitlines()
    assert len(block) == 2 and block[0].startswith("python -m pip install -e .")
    assert readme.index("```") < readme.index("\n## ")  # the two commands come first
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert block[1] in ci
