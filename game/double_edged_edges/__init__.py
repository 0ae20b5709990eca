"""Double-edged Edges: push a partner along a platform; whoever falls off the end is dumb."""

from game.games import GameInfo, RulesPages, lazy


def _rules_pages() -> RulesPages:
    from game.double_edged_edges.rules_text import PAGES

    return PAGES


GAME = GameInfo(
    game_id="double-edged-edges",
    title="Double-edged Edges",
    season=lazy("game.double_edged_edges.season:season_game"),
    blurb="Move along a platform with a partner you pick each round: stay on, get pushed off "
    "for compensation, or trick someone into jumping off for double points.",
    rules_pages=_rules_pages,
    check_level=lazy("game.double_edged_edges.backend:check_level"),
    check_match=lazy("game.double_edged_edges.backend:check_match"),
    simulate=lazy("game.double_edged_edges.backend:simulate"),
    describe_match=lazy("game.double_edged_edges.backend:describe_match"),
    first_scene=lazy("game.double_edged_edges.scene:setup_scene"),
    resume_match=lazy("game.double_edged_edges.scene:resume_match"),
    open_replay=lazy("game.double_edged_edges.replay_view:open_replay"),
    demo_scene=lazy("game.double_edged_edges.demo:demo_scene"),
    demo_players=(4, 12),
    rules_diagrams=lazy("game.double_edged_edges.diagrams:rules_diagrams"),
    tutorial_scene=lazy("game.double_edged_edges.tutorial:tutorial_scene"),
    editor=lazy("game.double_edged_edges.level_editing:editor"),
    benches={
        "double-edged-edges": lazy("game.double_edged_edges.bench:main"),
        "double-edged-edges-frame": lazy("game.double_edged_edges.bench_window:frame_main"),
    },
    tour_screens=lazy("game.double_edged_edges.tour:screens"),
    examples=lazy("game.double_edged_edges.examples:examples"),
    bot_bench=lazy("game.double_edged_edges.bench:bot_bench"),
)
