"""Antisocial Snake: hidden snakes on coloured boards, in ten variations."""

from game.games import GameInfo, RulesPages, lazy


def _rules_pages() -> RulesPages:
    from game.antisocial_snake.rules_text import PAGES

    return PAGES


GAME = GameInfo(
    game_id="antisocial-snake",
    title="Antisocial Snake",
    blurb="Ten coloured boards, ten variations: place your hidden snakes, plan their moves, "
    "and stay out of everyone's way.",
    rules_pages=_rules_pages,
    editor=lazy("game.antisocial_snake.level_editing:editor"),
    check_level=lazy("game.antisocial_snake.backend:check_level"),
    check_match=lazy("game.antisocial_snake.backend:check_match"),
    simulate=lazy("game.antisocial_snake.backend:simulate"),
    describe_match=lazy("game.antisocial_snake.backend:describe_match"),
    first_scene=lazy("game.antisocial_snake.scene:setup_scene"),
    resume_match=lazy("game.antisocial_snake.scene:resume_match"),
    open_replay=lazy("game.antisocial_snake.replay_view:open_replay"),
    attract_scene=lazy("game.antisocial_snake.demo:attract_scene"),
    demo_scene=lazy("game.antisocial_snake.demo:demo_scene"),
    demo_players=(2, 8),
    rules_diagrams=lazy("game.antisocial_snake.diagrams:rules_diagrams"),
    tutorial_scene=lazy("game.antisocial_snake.tutorial:tutorial_scene"),
    benches={
        "antisocial-snake": lazy("game.antisocial_snake.bench:main"),
        "antisocial-snake-frame": lazy("game.antisocial_snake.bench_window:main"),
    },
    bot_bench=lazy("game.antisocial_snake.bench:bot_bench"),
    tour_screens=lazy("game.antisocial_snake.tour:screens"),
    examples=lazy("game.antisocial_snake.examples:examples"),
)
