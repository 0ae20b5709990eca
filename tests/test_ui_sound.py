"""Sound: the effects are made by tools/make_sounds.py, played quietly, muted and scaled by
Settings, and silent (never a crash) without an audio device."""

import importlib.util
import wave
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.ui import sound
from game.ui.monkey import click_events, key_event
from game.ui.settings import VOLUME_ROW, Settings, SettingsScene, load_settings

FRAME = 1 / 60
ROOT = Path(__file__).resolve().parents[1]


def make_sounds_module():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools/make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_script_makes_exactly_the_shipped_wavs(tmp_path):
    make_sounds_module().main(tmp_path)
    for name in sound.EFFECTS:
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert made == (sound.SOUNDS / f"{name}.wav").read_bytes(), name


@pytest.mark.parametrize("name", sound.EFFECTS)
def test_every_effect_is_short_and_quiet(name):
    with wave.open(str(sound.SOUNDS / f"{name}.wav")) as wav:
        seconds = wav.getnframes() / wav.getframerate()
        frames = wav.readframes(wav.getnframes())
    loudest = max(
        abs(int.from_bytes(frames[i : i + 2], "little", signed=True))
        for i in range(0, len(frames), 2)
    )
    assert 0.03 < seconds <= 0.5
    assert loudest <= 0.34 * 32767


def test_playing_without_a_real_audio_device_is_silent_and_never_raises():
    sound.forget_played()
    for name in sound.EFFECTS:
        sound.play(Settings(), name)
    assert sound.last_played() == list(sound.EFFECTS)


@pytest.mark.parametrize(("muted", "volume"), [(True, 60), (False, 0)])
def test_mute_or_volume_zero_plays_nothing(muted, volume):
    sound.forget_played()
    sound.play(Settings(sound=not muted, volume=volume), "move")
    assert sound.last_played() == []


def test_an_unknown_effect_is_a_programming_error():
    with pytest.raises(ValueError, match="unknown sound effect"):
        sound.play(Settings(), "trumpet")


def test_the_volume_row_steps_by_ten_with_left_and_right_and_moves_the_slider():
    app = App(headless=True)
    app.start(SettingsScene(app))
    scene = app.top
    scene.menu.set_focus(VOLUME_ROW)
    app.tick([key_event(pygame.K_RIGHT)], FRAME)
    assert app.settings.volume == 70 and load_settings()[0].volume == 70
    assert scene.menu.items[VOLUME_ROW].label == "Volume: 70 %"
    assert scene.volume_slider.get_current_value() == 70
    for _ in range(9):
        app.tick([key_event(pygame.K_LEFT)], FRAME)
    assert app.settings.volume == 0


def test_clicking_the_slider_arrow_sets_the_volume_and_unmutes():
    app = App(headless=True, settings=Settings(sound=False, volume=30))
    app.start(SettingsScene(app))
    scene = app.top
    assert scene.menu.items[VOLUME_ROW].label == "Volume: muted"
    arrow = scene.volume_slider.right_button.rect
    for event in click_events(arrow.center):
        app.tick([event], FRAME)
    for _ in range(3):
        app.tick([], FRAME)
    assert app.settings.volume == 40 and app.settings.sound
    assert scene.menu.items[VOLUME_ROW].label == "Volume: 40 %"


# --- where the effects are heard ---------------------------------------------------------


def test_a_curtain_is_heard_when_it_covers_the_screen():
    from game.ui.curtain import CurtainScene

    app = App(headless=True)
    sound.forget_played()
    app.start(CurtainScene(app, "Ann", lambda: None))
    assert sound.last_played() == ["curtain"]


SOCIAL_STEPS = [
    # (events of one reveal step, effect)
    (["Moved"], "move"),
    (["Moved", "Collected"], "collect"),
    (["Moved", "Collected", "Collided"], "collision"),
    (["Banked"], None),
]


@pytest.mark.parametrize(("kinds", "effect"), SOCIAL_STEPS)
def test_a_social_snake_reveal_step_sounds_like_its_loudest_event(kinds, effect):
    from game.social_snake import events as ev
    from game.social_snake.reveal import step_sound

    made = {
        "Moved": ev.Moved("A", 1, 0, (0, 0), (0, 1)),
        "Collected": ev.Collected("A", 1, 0, (0, 1), 3, 0),
        "Collided": ev.Collided("A", 1, 1, (1, 1), (0, 1), "body", 0, 0),
        "Banked": ev.Banked("A", 0, 3),
    }
    assert step_sound([made[kind] for kind in kinds]) == effect


def test_the_reveal_player_sounds_each_step_as_it_starts_and_not_when_skipping():
    from game.ui.reveal_player import RevealPlayer
    from game.ui.timeline import Cue

    class Beeping(RevealPlayer):
        def cues_for(self, group):
            return [Cue(word, 0.0, 0.2) for word in group]

        def sound_for(self, group):
            return group[0]

    app = App(headless=True)
    scene = Beeping(app, [["move"], ["collect"], ["collision"]], lambda: None)
    scene.start()
    sound.forget_played()
    app.push(scene)
    for _ in range(20):
        app.tick([], FRAME)
    assert sound.last_played() == ["move", "collect"]
    app.tick([key_event(pygame.K_END)], FRAME)
    app.tick([], FRAME)
    assert sound.last_played() == ["move", "collect"]


def test_a_puzzle_turn_sounds_a_tower_a_refused_turn_nothing_and_a_solve_its_fanfare():
    from game.tactrics.board import TOWER_CYCLES
    from game.tactrics.puzzle import load_pack
    from game.tactrics.puzzle_scene import PuzzleScene
    from game.tactrics.rules import Action
    from game.tactrics.solver import solve

    app = App(headless=True)
    pack = load_pack()
    scene = PuzzleScene(app, pack, pack[0])
    app.start(scene)
    sound.forget_played()
    board = scene.session.board
    empty = next(t for t in range(1, 20) if not any(board[c] for c in TOWER_CYCLES[t - 1]))
    scene.rotate(Action(empty, True))
    assert sound.last_played() == []
    (move,) = solve(board).moves
    scene.rotate(move)
    for _ in range(40):
        app.tick([], FRAME)
    assert sound.last_played() == ["tower", "solved"]


def test_without_an_audio_device_the_game_runs_silently(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    mixer = sound._Mixer()
    mixer.play("move", 0.5)
    mixer.play("curtain", 0.5)
    assert mixer.broken and not mixer.effects and mixer.played == ["move", "curtain"]
