"""Issue 29, item 2: the Token of Life decision in the season's last episode said "Keep it:
safe…" and "Spend a Token of Life" without saying that the Tokens held after this episode
crown the champion. Its screen and its confirm now say what is at stake."""

from __future__ import annotations

from pathlib import Path

from test_season_decisions import app as app  # noqa: F401 (the window fixture)
from test_season_decisions import open_board, season_at_token_decision

from game.core.tomlfile import load_toml, write_toml_atomic
from game.season.history import load_history
from game.season.scene import ChoiceScene


def test_the_last_episodes_token_decision_says_tokens_crown_the_champion(app, user_folders):
    path, step = season_at_token_decision(Path(user_folders), 9)
    data = load_toml(path).data
    data["plan"] = data["plan"][: step.episode]  # this episode is now the plan's last
    write_toml_atomic(path, data)
    state = load_history(path).state
    held = state.standings[step.candidate].tokens
    driver = open_board(app, path)
    driver.click_button(f"{step.candidate}: Token of Life")
    assert isinstance(app.top, ChoiceScene)
    notes = " ".join(app.top.notes)
    assert f"Episode {step.episode} is the last: if no Final comes, the champion is the " in notes
    assert "the most Tokens of Life, then the most garnets." in notes
    assert f"Kept, {step.candidate} holds {held} Token" in notes
    driver.click_button("Spend a Token of Life")
    assert app.top.heading == f"{step.candidate} spends a Token of Life?"
    confirm = " ".join(app.top.notes)
    assert f"{step.candidate} is then safe this episode and holds {held - 1} Token" in confirm
    assert "Another player still in holds at most " in confirm
    assert "the champion is the player still in with the most Tokens of Life" in confirm
