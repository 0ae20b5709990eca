"""Test setup: no real window or sound, and user folders kept inside a temporary folder."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def user_folders(tmp_path, monkeypatch):
    """Point every platformdirs user folder (saves, settings, progress) into tmp_path."""
    monkeypatch.setenv("SERPENTARIUM_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
