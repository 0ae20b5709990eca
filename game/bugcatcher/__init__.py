"""Bugcatcher: two paths per player, black and blue, missions and fireflies."""

from game.games import GameInfo, RulesPages, lazy


def _rules_pages() -> RulesPages:
    from game.bugcatcher.levels import level_from_document
    from game.bugcatcher.rules_text import pages
    from game.core.paths import LEVELS
    from game.core.tomlfile import load_toml

    levels = [
        level_from_document(load_toml(path))
        for path in sorted((LEVELS / "bugcatcher").glob("*.toml"))
    ]
    return pages([(level.name, level.energy) for level in levels])


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
    open_replay=lazy("game.bugcatcher.replay_view:open_replay"),
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
    tour_screens=lazy("game.bugcatcher.tour:screens"),
    examples=lazy("game.bugcatcher.examples:examples"),
    bot_bench=lazy("game.bugcatcher.bench:bot_bench"),
)
