"""Tactrics Snakes: snakes built out of 19 rotating towers, for 2 to 4 players or solo."""

from game.games import GameInfo, RulesPages, lazy


def _rules_pages() -> RulesPages:
    from game.tactrics.rules_text import PAGES

    return PAGES


GAME = GameInfo(
    game_id="tactrics-snakes",
    title="Tactrics Snakes",
    season=lazy("game.tactrics.season:season_game"),
    blurb="Build snakes out of towers for points: 2 to 4 players, or a solo puzzle mode.",
    rules_pages=_rules_pages,
    rules_diagrams=lazy("game.tactrics.diagrams:rules_diagrams"),
    tutorial_scene=lazy("game.tactrics.tutorial:tutorial_scene"),
    editor=lazy("game.tactrics.level_editing:editor"),
    check_level=lazy("game.tactrics.levels:check_level"),
    check_match=lazy("game.tactrics.match:check_match"),
    simulate=lazy("game.tactrics.match:simulate"),
    describe_match=lazy("game.tactrics.match:describe_match"),
    first_scene=lazy("game.tactrics.scene:TactricsMenuScene"),
    resume_match=lazy("game.tactrics.table:resume_match"),
    open_replay=lazy("game.tactrics.table:open_replay"),
    demo_scene=lazy("game.tactrics.table:demo_scene"),
    demo_players=(2, 4),
    benches={
        "tactrics-snakes": lazy("game.tactrics.bench:main"),
        "tactrics-frame": lazy("game.tactrics.bench_window:main"),
        "tactrics-bots": lazy("game.tactrics.bench_window:bots_main"),
    },
    add_verbs=lazy("game.tactrics.cli_verbs:add_verbs"),
)
