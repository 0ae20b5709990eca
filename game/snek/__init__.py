"""Snek: program a snake with 7×7 patterns, then watch the programs battle."""

from game.games import GameInfo, RulesPages, lazy


def _rules_pages() -> RulesPages:
    from game.snek.rules_text import PAGES

    return PAGES


GAME = GameInfo(
    game_id="snek",
    title="Snek",
    season=lazy("game.snek.season:season_game"),
    blurb="Program a snek with 7×7 patterns, then watch it hunt other sneks' tails in the arena.",
    rules_pages=_rules_pages,
    editor=lazy("game.snek.level_editing:editor"),
    check_level=lazy("game.snek.backend:check_level"),
    check_match=lazy("game.snek.backend:check_match"),
    simulate=lazy("game.snek.backend:simulate"),
    is_match=lazy("game.snek.duel:is_snek_match"),
    describe_match=lazy("game.snek.backend:describe_match"),
    first_scene=lazy("game.snek.scene:snek_menu"),
    resume_match=lazy("game.snek.scene:resume_match"),
    open_replay=lazy("game.snek.scene:open_replay"),
    attract_scene=lazy("game.snek.scene:attract_scene"),
    demo_scene=lazy("game.snek.scene:demo_scene"),
    demo_players=(2, 9),
    rules_diagrams=lazy("game.snek.diagrams:rules_diagrams"),
    tutorial_scene=lazy("game.snek.tutorial:tutorial_scene"),
    benches={
        "snek": lazy("game.snek.bench:main"),
        "snek-frame": lazy("game.snek.bench:frame_main"),
    },
)
