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


# The tests that take a minute or more on two loaded cores, run first: with work stealing
# (below) the worker that is left without them takes over short tests from the other, so the
# two finish together instead of one waiting out a long test at the end.
RUN_FIRST = (
    "tests/test_ui_layout_check.py::test_every_tour_screen_has_no_layout_fault",
    "tests/test_season_file_safety.py::test_demo_season_to_its_end",
    "tests/test_season_file_safety.py::test_a_season_killed_at_random_moments",
    "tests/test_tactrics_scene_puzzle.py::test_the_monkey_cannot_break",
    "tests/test_tactrics_bots.py::test_a_bot_that_calls_a_finish",
    "tests/test_social_reveal.py::test_a_monkey_cannot_break_the_reveal",
)


def pytest_collection_modifyitems(items):
    items.sort(key=lambda item: not item.nodeid.startswith(RUN_FIRST))  # stable: else as found


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """`-n` without `--dist`: work stealing rather than xdist's fixed batches."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import WorkStealingScheduling

    return WorkStealingScheduling(config, log)


@pytest.fixture
def recording():
    """What every frame draws is recorded (the layout record) while the test runs."""
    from game.ui.layout_record import LAYOUT

    LAYOUT.on = True
    try:
        yield
    finally:
        LAYOUT.on = False
        LAYOUT.drawn.clear()
