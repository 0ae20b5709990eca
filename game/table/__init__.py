"""The table kit, pure half: what every table game shares and that needs no window.

seats (names, colours, bots and their checks), the session that is also the save
(simultaneous and turn-based) with the rules' refusal, the shared events (base, end of
match, awards), the match-file readers (header, players, votes, level, replay), rankings
with shared places, and the replay index. The window half lives in game/ui (setup, hot-seat
flow, reveal player, results, replays, board view). See docs/adding-a-game.md.
"""
