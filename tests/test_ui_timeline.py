"""The animation timeline: play, pause, step forward and back, speeds, cue progress."""

import pytest

from game.ui.timeline import SPEEDS, Cue, Timeline


@pytest.fixture
def timeline():
    timeline = Timeline()
    timeline.add_step([Cue("move", 0.0, 1.0), Cue("eat", 0.5, 1.0)])  # step 0: 0 .. 1.5
    timeline.add_step([Cue("bite", 0.0, 2.0)])  # step 1: 1.5 .. 3.5
    return timeline


def progress(timeline):
    return [round(value, 3) for _, value in timeline.states()]


def test_steps_follow_each_other(timeline):
    assert timeline.duration == 3.5 and timeline.step_count == 2
    assert timeline.step_index == 0


def test_nothing_moves_until_play(timeline):
    timeline.update(1.0)
    assert timeline.time == 0 and progress(timeline) == [0, 0]


def test_play_advances_cues_and_stops_at_the_end(timeline):
    timeline.play()
    timeline.update(0.75)
    assert progress(timeline) == [0.75, 0.25]
    timeline.update(1.0)
    assert timeline.step_index == 1 and progress(timeline) == [0.125]
    timeline.update(10)
    assert timeline.finished and not timeline.playing and progress(timeline) == [1.0]


def test_pause_holds_the_play_head(timeline):
    timeline.play()
    timeline.update(0.5)
    timeline.pause()
    timeline.update(1.0)
    assert timeline.time == 0.5
    timeline.toggle()
    timeline.update(0.25)
    assert timeline.time == 0.75


def test_step_forward_and_back_stop_at_step_boundaries(timeline):
    timeline.play()
    timeline.update(0.2)
    timeline.step_forward()
    assert timeline.time == 1.5 and not timeline.playing
    assert timeline.states(0)[1][1] == 1.0
    timeline.step_forward()
    assert timeline.time == 3.5
    timeline.step_forward()
    assert timeline.time == 3.5
    timeline.step_back()
    assert timeline.time == 1.5
    timeline.step_back()
    timeline.step_back()
    assert timeline.time == 0.0


def test_step_back_from_inside_a_step_goes_to_its_start(timeline):
    timeline.seek(2.0)
    timeline.step_back()
    assert timeline.time == 1.5


@pytest.mark.parametrize(("speed", "expected"), [(0.5, 0.25), (1.0, 0.5), (2.0, 1.0), (4.0, 2.0)])
def test_speeds(timeline, speed, expected):
    timeline.set_speed(speed)
    timeline.play()
    timeline.update(0.5)
    assert timeline.time == expected


def test_faster_and_slower_stay_within_the_speeds(timeline):
    for _ in range(5):
        timeline.faster()
    assert timeline.speed == SPEEDS[-1]
    for _ in range(5):
        timeline.slower()
    assert timeline.speed == SPEEDS[0]
    with pytest.raises(ValueError):
        timeline.set_speed(3.0)


def test_playing_again_after_the_end_restarts(timeline):
    timeline.skip_to_end()
    timeline.play()
    assert timeline.time == 0 and timeline.playing


def test_instant_cues_and_an_empty_timeline():
    timeline = Timeline()
    assert timeline.states() == [] and timeline.step_index == -1
    timeline.play()
    assert not timeline.playing
    flash = Cue("flash", 0.0, 0.0)
    timeline.add_step([flash])
    assert timeline.progress(flash) == 1.0
