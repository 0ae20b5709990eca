"""A season: Main Matches, Tokens of Life, Elimination Candidates, Death Matches and a
champion, over several evenings at one table (RULINGS §7)."""

from game.games import GameInfo, RulesPages, lazy


def _rules_pages() -> RulesPages:
    from game.season.rules_text import PAGES

    return PAGES


SEASON = GameInfo(
    game_id="season",
    title="Season",
    blurb="Chain matches into the whole show: Tokens of Life, Death Matches, a champion.",
    rules_pages=_rules_pages,
    check_level=lazy("game.season.backend:not_a_level"),
    check_match=lazy("game.season.backend:check_season"),
    simulate=lazy("game.season.backend:simulate_season"),
    is_match=lambda document: True,
    benches={
        "season": lazy("game.season.bench:main"),
        "season-screens": lazy("game.season.bench:screens_main"),
        "season-reading": lazy("game.season.bench:reading_main"),
    },
    first_scene=lazy("game.season.scene:season_home"),
    resume_match=lazy("game.season.scene:resume_match"),
    open_replay=lazy("game.season.scene:resume_match"),
    describe_match=lazy("game.season.listing:describe_season"),
    kept_files=lazy("game.season.listing:kept_files"),
    titled_rows=True,
    set_aside=lazy("game.season.listing:set_aside_season"),
    demo_scene=lazy("game.season.demo:demo_scene"),
    demo_players=(6, 13),
    tutorial_scene=lazy("game.season.tutorial:tutorial_scene"),
)
