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
    check_level=lazy("game.tactrics.backend:check_level"),
    check_match=lazy("game.tactrics.backend:check_match"),
    simulate=lazy("game.tactrics.backend:simulate"),
    describe_match=lazy("game.tactrics.backend:describe_match"),
    first_scene=lazy("game.tactrics.scene:TactricsMenuScene"),
    resume_match=lazy("game.tactrics.scene:resume_match"),
    open_replay=lazy("game.tactrics.replay_view:open_replay"),
    demo_scene=lazy("game.tactrics.scene:demo_scene"),
    demo_players=(2, 4),
    benches={
        "tactrics-snakes": lazy("game.tactrics.bench:main"),
        "tactrics-solver": lazy("game.tactrics.bench:solver_main"),
        "tactrics-frame": lazy("game.tactrics.bench_window:main"),
        "tactrics-bots": lazy("game.tactrics.bench_window:bots_main"),
    },
    bot_bench=lazy("game.tactrics.bench:bot_bench"),
    add_verbs=lazy("game.tactrics.cli_verbs:add_verbs"),
    tour_screens=lazy("game.tactrics.tour:screens"),
    fuzz_targets=lazy("game.tactrics.fuzz:fuzz_targets"),
    match_on_level='level = "{level}"\nturns = []\n',
)
