"""Build Serpentarium as a standalone app: one folder that runs without Python installed.

    python -m pip install -e . pyinstaller      # once: the game's packages and PyInstaller
    python tools/build_app.py                   # writes dist/serpentarium/

The folder holds the `serpentarium` program (`serpentarium.exe` on Windows) with every verb
of `python main.py` (no verb: the game window), the shipped levels and assets, and on Linux a
`serpentarium.desktop` entry pointing at it (copy it to ~/.local/share/applications/ to put
the game in the desktop's menu). The window has the game's name and icon (assets/icon.png,
made by tools/make_icon.py). Build on the system you ship to: PyInstaller does not
cross-compile.
"""

from __future__ import annotations

import os
import sys
import tempfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.paths import SHIPPED_FOLDERS  # noqa: E402

NAME = "serpentarium"
TITLE = "Serpentarium"
ICON = ROOT / "assets" / "icon.png"
DIST = ROOT / "dist"
ENTRY = '''"""The standalone app's entry: every verb of the command line; no verb opens the game."""
import sys

from game.cli import main

sys.exit(main())
'''


def data_folders() -> list[tuple[str, str]]:
    """(repository folder, where the app carries it): the same places as the wheel's."""
    return [(str(ROOT / folder), f"game/{folder}") for folder in SHIPPED_FOLDERS]


def pyinstaller_arguments(work: Path) -> list[str]:
    """PyInstaller's command line for the one-folder build, with `work` for its own files."""
    arguments = [
        str(work / f"{NAME}.py"),
        "--onedir",
        "--noconfirm",
        "--clean",
        f"--name={NAME}",
        f"--distpath={DIST}",
        f"--workpath={work / 'build'}",
        f"--specpath={work}",
        f"--paths={ROOT}",  # this checkout's game package, installed or not
        "--icon",
        str(ICON),
        # The games are imported by name when first opened (game.games.lazy), so PyInstaller
        # cannot see them: every module of the package goes in.
        "--collect-submodules=game",
        "--collect-all=pygame_gui",
        f"--copy-metadata={NAME}",  # for --version
    ]
    for source, target in data_folders():
        arguments += ["--add-data", f"{source}{os.pathsep}{target}"]
    return arguments


def desktop_entry(app_folder: Path) -> str:
    """A freedesktop.org .desktop entry that starts the built app from `app_folder`."""
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            f"Name={TITLE}",
            "Comment=A desktop collection of snake games",
            f"Exec={app_folder / NAME}",
            f"Icon={app_folder / '_internal' / 'game' / 'assets' / 'icon.png'}",
            f"Path={app_folder}",
            "Terminal=false",
            "Categories=Game;BoardGame;",
            "",
        ]
    )


def main() -> int:
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("build_app: PyInstaller is missing: python -m pip install pyinstaller")
        return 1
    try:
        metadata.version(NAME)
    except metadata.PackageNotFoundError:
        print("build_app: install the game first: python -m pip install -e .")
        return 1
    with tempfile.TemporaryDirectory(prefix="serpentarium-build-") as folder:
        work = Path(folder)
        (work / f"{NAME}.py").write_text(ENTRY, encoding="utf-8")
        pyinstaller.run(pyinstaller_arguments(work))
    app_folder = DIST / NAME
    if sys.platform.startswith("linux"):
        entry = app_folder / f"{NAME}.desktop"
        entry.write_text(desktop_entry(app_folder), encoding="utf-8")
        print(f"build_app: wrote {entry}")
    print(f"build_app: the app is {app_folder / NAME}; try: {app_folder / NAME} --help")
    return 0


if __name__ == "__main__":
    sys.exit(main())
