"""Social Snake: 3 to 13 snakes move at once over coloured grids of apples and garnets."""

from game.games import GameInfo, RulesPages, lazy


def _rules_pages() -> RulesPages:
    from game.social_snake.rules_text import PAGES

    return PAGES


GAME = GameInfo(
    game_id="social-snake",
    title="Social Snake",
    season=lazy("game.social_snake.season:season_game"),
    blurb="3 to 13 players steer snakes at once for apples and garnets; collisions cost apples.",
    rules_pages=_rules_pages,
    rules_diagrams=lazy("game.social_snake.diagrams:rules_diagrams"),
    tutorial_scene=lazy("game.social_snake.tutorial:tutorial_scene"),
    editor=lazy("game.social_snake.level_editing:editor"),
    check_level=lazy("game.social_snake.backend:check_level"),
    check_match=lazy("game.social_snake.backend:check_match"),
    simulate=lazy("game.social_snake.backend:simulate"),
    describe_match=lazy("game.social_snake.backend:describe_match"),
    first_scene=lazy("game.social_snake.scene:setup_scene"),
    resume_match=lazy("game.social_snake.scene:resume_match"),
    open_replay=lazy("game.social_snake.replay_view:open_replay"),
    attract_scene=lazy("game.social_snake.demo:attract_scene"),
    demo_scene=lazy("game.social_snake.demo:demo_scene"),
    demo_players=(3, 13),
    benches={
        "social-snake": lazy("game.social_snake.bench:main"),
        "social-snake-bots": lazy("game.social_snake.bench:bots_main"),
    },
    bot_bench=lazy("game.social_snake.bench:bot_bench"),
    tour_screens=lazy("game.social_snake.tour:screens"),
    examples=lazy("game.social_snake.examples:examples"),
    fuzz_targets=lazy("game.social_snake.fuzz:fuzz_targets"),
)
