"""Bugcatcher: two paths per player, black and blue, missions and fireflies."""

from game.games import GameInfo, RulesPages, lazy


def _rules_pages() -> RulesPages:
    from game.bugcatcher.rules_text import PAGES

    return PAGES


GAME = GameInfo(
    game_id="bugcatcher",
    title="Bugcatcher",
    season=lazy("game.bugcatcher.season:season_game"),
    blurb="Steer two paths at once, one black and one blue, dodge everyone else's and take on "
    "missions to catch the most fireflies.",
    rules_pages=_rules_pages,
    check_level=lazy("game.bugcatcher.backend:check_level"),
    check_match=lazy("game.bugcatcher.backend:check_match"),
    simulate=lazy("game.bugcatcher.backend:simulate"),
    describe_match=lazy("game.bugcatcher.backend:describe_match"),
    first_scene=lazy("game.bugcatcher.scene:setup_scene"),
    resume_match=lazy("game.bugcatcher.scene:resume_match"),
    open_replay=lazy("game.bugcatcher.scene:open_replay"),
    attract_scene=lazy("game.bugcatcher.demo:attract_scene"),
    demo_scene=lazy("game.bugcatcher.demo:demo_scene"),
    demo_players=(2, 9),
    rules_diagrams=lazy("game.bugcatcher.diagrams:rules_diagrams"),
    tutorial_scene=lazy("game.bugcatcher.tutorial:tutorial_scene"),
    editor=lazy("game.bugcatcher.level_editing:editor"),
    benches={
        "bugcatcher": lazy("game.bugcatcher.bench:main"),
        "bugcatcher-frame": lazy("game.bugcatcher.bench_window:main"),
    },
)
