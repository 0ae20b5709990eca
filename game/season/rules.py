"""A season at one table (RULINGS §7): Main Matches, Tokens of Life, Elimination Candidates,
Death Matches and a champion.

Pure: no pygame, no I/O. A season is its setup plus the results and public decisions
recorded so far; every function takes a state and returns a new one with the events it
caused. What the season waits for next is `next_step(state)`.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from game.core.rng import derived_rng
from game.core.words import plural

FEWEST_PLAYERS = 4
MOST_PLAYERS = 13
MOST_EPISODES = 24
FINAL_WINS = 2
HUMAN_STRENGTH = "hard"  # a human seat counts as a hard bot when bots pick an opponent
BOT_STRENGTH = {"easy": 0, "normal": 1, "hard": 2}


class SeasonRefused(Exception):
    """A result or decision the season's rules do not allow (the message says why)."""


# --- what a season is made of -----------------------------------------------------------


@dataclass(frozen=True)
class CastMember:
    name: str
    colour: str
    bot: str = ""  # "" for a human, else a bot level
    person_decides: bool = False  # a person's seat handed to a bot: the person still decides


@dataclass(frozen=True)
class PlannedEpisode:
    """One Main Match of the plan: a game and level, or the host's choice (both None)."""

    game: str | None = None
    level: str | None = None

    @property
    def hosts_choice(self) -> bool:
        return self.game is None


@dataclass(frozen=True)
class SeasonSetup:
    name: str
    seed: int
    cast: tuple[CastMember, ...]
    plan: tuple[PlannedEpisode, ...]
    starting_garnets: int = 0
    death_match: str = ""  # a game id; "" until chosen
    death_match_level: str = ""
    until_two_remain: bool = False  # after the plan, host's choice until the Final

    def planned(self, number: int) -> PlannedEpisode | None:
        """Episode `number`'s plan: the plan's, then the host's choice while the season goes
        on until two remain (at most MOST_EPISODES in all), else None (the plan ran out)."""
        if number <= len(self.plan):
            return self.plan[number - 1]
        return PlannedEpisode() if self.until_two_remain and number <= MOST_EPISODES else None

    @property
    def last_episode(self) -> int:
        """The episode after which a champion is crowned by the standings if no Final came."""
        return MOST_EPISODES if self.until_two_remain else len(self.plan)

    @property
    def names(self) -> list[str]:
        return [member.name for member in self.cast]


@dataclass(frozen=True)
class MainResult:
    """What a finished Main Match says: who played (seat order), what each holds after it
    (None for a game without garnets), the ToL it gave and its ECs in the order named."""

    game: str
    level: str
    players: tuple[str, ...]
    garnets_start: Mapping[str, int] | None
    garnets_end: Mapping[str, int] | None
    tokens_of_life: Mapping[str, int]
    candidates: tuple[str, ...]
    title: str = ""  # the game's name in words ("Social Snake")


@dataclass(frozen=True)
class DuelResult:
    """One Death Match played: its two seats in order and the winner (None: a tie)."""

    players: tuple[str, str]
    winner: str | None


@dataclass
class Standing:
    garnets: int
    tokens: int = 0
    status: str = "in"  # "in", "eliminated" or "champion"
    eliminated_in: int | None = None
    held_when_out: tuple[int, int] = (0, 0)  # garnets and ToL held just before elimination

    @property
    def last_held(self) -> tuple[int, int]:
        """Garnets and ToL now, or for an eliminated player what they held going out."""
        if self.status == "eliminated":
            return self.held_when_out
        return self.garnets, self.tokens


@dataclass
class Episode:
    number: int
    main: MainResult | None = None
    saved: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # ECs who held a ToL and did not spend it
    picks: dict[str, str] = field(default_factory=dict)
    unpicked: list[str] = field(default_factory=list)  # ECs with nobody to pick: safe
    duels: list[DuelResult] = field(default_factory=list)
    eliminated: list[str] = field(default_factory=list)
    final: list[DuelResult] = field(default_factory=list)
    finalists: tuple[str, str] | None = None

    @property
    def candidates(self) -> tuple[str, ...]:
        return self.main.candidates if self.main else ()

    def decided(self, candidate: str) -> bool:
        return candidate in self.saved or candidate in self.kept


@dataclass
class SeasonState:
    setup: SeasonSetup
    standings: dict[str, Standing]
    episodes: list[Episode] = field(default_factory=list)
    champion: str | None = None
    crowned_by: str = ""  # "final" or "standings" once there is a champion

    @property
    def players_in(self) -> list[str]:
        """The players still in, in cast order."""
        return [name for name in self.setup.names if self.standings[name].status != "eliminated"]

    @property
    def over(self) -> bool:
        return self.champion is not None

    @property
    def current(self) -> Episode | None:
        return self.episodes[-1] if self.episodes else None


# --- events: what happened, in words ----------------------------------------------------


@dataclass(frozen=True)
class SeasonEvent:
    text: str
    episode: int

    def describe(self) -> str:
        return self.text


# --- what the season waits for ----------------------------------------------------------


@dataclass(frozen=True)
class MainMatchDue:
    episode: int
    players: tuple[str, ...]
    planned: PlannedEpisode | None  # None once the plan has run out


@dataclass(frozen=True)
class SaveDue:
    episode: int
    candidate: str


@dataclass(frozen=True)
class PickDue:
    episode: int
    candidate: str
    choices: dict[str, str | None]  # every other player still in → None, or why not


@dataclass(frozen=True)
class DuelDue:
    episode: int
    players: tuple[str, str]  # in seat order
    final: bool
    number: int  # the how-many-th match of this pairing (1 = first)


@dataclass(frozen=True)
class SeasonOver:
    champion: str


Step = MainMatchDue | SaveDue | PickDue | DuelDue | SeasonOver


# --- starting -----------------------------------------------------------------------------


def setup_problems(setup: SeasonSetup) -> list[str]:
    """Everything wrong with a setup, in words (the plan's fit is `plan_problems`)."""
    problems = []
    count = len(setup.cast)
    if not FEWEST_PLAYERS <= count <= MOST_PLAYERS:
        problems.append(f"a season has {FEWEST_PLAYERS} to {MOST_PLAYERS} players, not {count}")
    names = setup.names
    for name in sorted({n for n in names if names.count(n) > 1}):
        problems.append(f'the name "{name}" is used twice')
    colours = [member.colour for member in setup.cast if member.colour]
    for colour in sorted({c for c in colours if colours.count(c) > 1}):
        problems.append(f'the colour "{colour}" is used twice')
    if setup.starting_garnets < 0:
        problems.append("starting garnets cannot be negative")
    if not 1 <= len(setup.plan) <= MOST_EPISODES:
        problems.append(f"the plan has 1 to {MOST_EPISODES} episodes, not {len(setup.plan)}")
    return problems


def new_season(setup: SeasonSetup) -> SeasonState:
    if problems := setup_problems(setup):
        raise SeasonRefused("; ".join(problems))
    standings = {name: Standing(setup.starting_garnets) for name in setup.names}
    return SeasonState(setup, standings)


def possible_player_counts(
    cast_size: int, candidates_per_episode: Sequence[int | None]
) -> list[range]:
    """For each planned episode, every number of players that may still be in when it
    comes. An episode eliminates from none (saved, or nobody to pick) to as many players as
    its Main Match names ECs (None: not known yet) and never more than half the players
    (the Death Matches pair them); at two players the Final ends the season."""
    counts = []
    fewest = cast_size
    for most_candidates in candidates_per_episode:
        counts.append(range(max(fewest, 3), cast_size + 1))
        most = fewest // 2 if most_candidates is None else min(most_candidates, fewest // 2)
        fewest -= most
    return counts


# --- what comes next ------------------------------------------------------------------


def next_step(state: SeasonState) -> Step:
    if state.champion is not None:
        return SeasonOver(state.champion)
    episode = state.current
    if episode is None or _episode_done(state, episode):
        number = len(state.episodes) + 1
        return MainMatchDue(number, tuple(state.players_in), state.setup.planned(number))
    if episode.main is None:
        planned = state.setup.planned(episode.number)
        return MainMatchDue(episode.number, tuple(state.players_in), planned)
    for candidate in episode.candidates:
        if not episode.decided(candidate) and state.standings[candidate].tokens > 0:
            return SaveDue(episode.number, candidate)
    for candidate in _picking(episode):
        return PickDue(episode.number, candidate, pick_choices(state, candidate))
    if duel := _duel_due(state, episode):
        return duel
    raise AssertionError("an episode that is neither done nor waiting")  # pragma: no cover


def _picking(episode: Episode) -> list[str]:
    return [
        c
        for c in episode.candidates
        if c not in episode.saved and c not in episode.picks and c not in episode.unpicked
    ]


def _pairings(episode: Episode) -> list[tuple[str, str]]:
    return list(episode.picks.items())


def _duel_due(state: SeasonState, episode: Episode) -> DuelDue | None:
    names = state.setup.names
    for pairing in _pairings(episode):
        played = [d for d in episode.duels if set(d.players) == set(pairing)]
        if not any(d.winner for d in played):
            seats = _seated(names, pairing, len(played))
            return DuelDue(episode.number, seats, False, len(played) + 1)
    if episode.finalists and _final_winner(episode) is None:
        seats = _seated(names, episode.finalists, len(episode.final))
        return DuelDue(episode.number, seats, True, len(episode.final) + 1)
    return None


def _seated(cast: list[str], pair: Sequence[str], played_before: int) -> tuple[str, str]:
    """Cast order for a pairing's first match; the seats swap with every match after."""
    first, second = sorted(pair, key=cast.index)
    return (first, second) if played_before % 2 == 0 else (second, first)


def final_score(episode: Episode) -> str:
    """The Final's score in words, finalists in cast order: "Mira 1 – 0 Fay, first to two"."""
    assert episode.finalists is not None
    first, second = episode.finalists
    wins = [sum(d.winner == player for d in episode.final) for player in (first, second)]
    return f"{first} {wins[0]} – {wins[1]} {second}, first to two"


def episode_place(setup: SeasonSetup, number: int) -> str:
    """Where episode `number` is in the evening: "Episode 3 of 6"; with host's choice until
    two remain after the plan, "Episode 3 of 6 planned" then "Episode 8 (until two remain)"."""
    planned = len(setup.plan)
    if not setup.until_two_remain:
        return f"Episode {number} of {planned}"
    if number <= planned:
        return f"Episode {number} of {planned} planned"
    return f"Episode {number} (until two remain)"


def episode_progress(setup: SeasonSetup, number: int) -> str:
    """Episode `number` and what is left after it, short enough for the board's header:
    "Episode 1 of 3 (2 more)", "Episode 3 of 3 (the last)", "Episode 2 of 11 planned, then
    until two remain", "Episode 12 (until two remain)"."""
    place = episode_place(setup, number)
    left = len(setup.plan) - number
    if setup.until_two_remain:
        return f"{place}, then until two remain" if left >= 0 else place
    return f"{place} ({f'{left} more' if left > 0 else 'the last'})"


def death_match_place(episode: Episode, players: Sequence[str]) -> str:
    """ "Death Match 1 of 2" for the pairing of `players` in this episode."""
    pairings = [set(pair) for pair in _pairings(episode)]
    number = pairings.index(set(players)) + 1 if set(players) in pairings else 1
    return f"Death Match {number} of {max(len(pairings), 1)}"


TIE_REPLAYED = "a tie, played again with the seats swapped"  # the season's one tie rule


def final_game(final: Sequence[DuelResult], number: int) -> str:
    """The Final's game `number` in words, counting ties: "Final game 3 (the tie of game 2
    replayed)" after a tie, so a fourth game of a best of three reads sensibly."""
    words = f"Final game {number}"
    if 1 < number <= len(final) + 1 and final[number - 2].winner is None:
        words += f" (the tie of game {number - 1} replayed)"
    return words


def _final_winner(episode: Episode) -> str | None:
    for player in episode.finalists or ():
        if sum(d.winner == player for d in episode.final) >= FINAL_WINS:
            return player
    return None


def _episode_done(state: SeasonState, episode: Episode) -> bool:
    if episode.main is None or state.champion is not None:
        return episode.main is not None
    if any(not episode.decided(c) and state.standings[c].tokens > 0 for c in episode.candidates):
        return False
    return not _picking(episode) and _duel_due(state, episode) is None


# --- where each player stands ---------------------------------------------------------


def player_status(state: SeasonState, name: str) -> str:
    """What the season board says of a player now: champion, runner-up, out in episode N,
    finalist, in the Death Match, picked, saved, safe, EC, or in."""
    standing = state.standings[name]
    episode = state.current
    if standing.status == "champion":
        return "champion"
    if standing.status == "eliminated":
        if episode is not None and state.champion and name in (episode.finalists or ()):
            return "runner-up"  # the Final's loser, out in the season's last episode
        return f"out in episode {standing.eliminated_in}"
    if episode is None or episode.main is None or _episode_done(state, episode):
        return "in"
    if episode.finalists and name in episode.finalists:
        return "finalist"
    due = _duel_due(state, episode)
    if due is not None and name in due.players:
        return "in the Death Match"
    if name in episode.picks.values():
        return "picked"
    if name in episode.saved:
        return "saved"
    if name in episode.unpicked or _nobody_to_pick(state, name):
        return "safe (nobody to pick)"
    if name in episode.candidates:
        return "EC"
    return "in"


def _nobody_to_pick(state: SeasonState, name: str) -> bool:
    """An EC who will face no Death Match, known before their turn to pick comes: they keep
    no spendable token (kept it, or hold none) and nobody may be picked (the choice only
    narrows as the episode goes on)."""
    episode = state.current
    assert episode is not None
    if name not in episode.candidates or name in episode.picks or name in episode.saved:
        return False
    undecided = state.standings[name].tokens > 0 and name not in episode.kept
    return not undecided and not can_pick(state, name)


# --- the choices players have ---------------------------------------------------------


def pick_choices(state: SeasonState, candidate: str) -> dict[str, str | None]:
    """Every other player still in, with None when `candidate` may pick them, else why not."""
    episode = state.current
    assert episode is not None and episode.main is not None
    tokens_won = episode.main.tokens_of_life
    picked = set(episode.picks.values())
    choices: dict[str, str | None] = {}
    for name in state.players_in:
        if name == candidate:
            continue
        if name in episode.candidates:
            choices[name] = "is an Elimination Candidate too"
        elif tokens_won.get(name, 0) > 0:
            choices[name] = "won a Token of Life in this Main Match"
        elif name in picked:
            choices[name] = "was picked already this episode"
        else:
            choices[name] = None
    return choices


def can_pick(state: SeasonState, candidate: str) -> list[str]:
    return [name for name, why in pick_choices(state, candidate).items() if why is None]


# --- recording results and decisions ----------------------------------------------------
# Each returns a new state and leaves the one given as it was, unless `in_place` (a season
# file read from its start changes one state record by record: linear in its size). A
# record the rules refuse changes nothing either way.


def _changeable(state: SeasonState, in_place: bool) -> SeasonState:
    return state if in_place else copy.deepcopy(state)


def record_main(
    state: SeasonState, result: MainResult, in_place: bool = False
) -> tuple[SeasonState, list[SeasonEvent]]:
    step = next_step(state)
    if not isinstance(step, MainMatchDue):
        raise SeasonRefused("the season is not waiting for a Main Match")
    _check_main(state, step, result)
    state = _changeable(state, in_place)
    if state.current is None or state.current.number != step.episode:
        state.episodes.append(Episode(step.episode))
    episode = state.episodes[-1]
    episode.main = result
    what = f"{result.title or result.game} on {result.level}"
    events = [SeasonEvent(f"Main Match {step.episode}: {what}.", step.episode)]
    for name in result.players:
        standing = state.standings[name]
        if result.garnets_end is not None:
            change = result.garnets_end[name] - standing.garnets
            standing.garnets = result.garnets_end[name]
            if change:
                events.append(_said(step.episode, f"{name} {_gained(change)} in the match."))
        won = result.tokens_of_life.get(name, 0)
        if won:
            standing.tokens += won
            events.append(_said(step.episode, f"{name} won {_count(won, 'Token')} of Life."))
    if result.candidates:
        named = " and ".join(result.candidates)
        what = "Elimination Candidates" if len(result.candidates) > 1 else "Elimination Candidate"
        events.append(_said(step.episode, f"{named}: {what}."))
    events += _settle(state)
    return state, events


def _check_main(state: SeasonState, step: MainMatchDue, result: MainResult) -> None:
    if tuple(result.players) != step.players:
        raise SeasonRefused(
            f"the Main Match's players are {', '.join(result.players)}, "
            f"not the players still in ({', '.join(step.players)})"
        )
    planned = step.planned
    if planned is not None and not planned.hosts_choice and planned.game != result.game:
        raise SeasonRefused(
            f"episode {step.episode} is planned as {planned.game}, not {result.game}"
        )
    if result.garnets_start is not None:
        for name in result.players:
            held = state.standings[name].garnets
            if result.garnets_start.get(name) != held:
                raise SeasonRefused(
                    f"{name} starts the Main Match with {result.garnets_start.get(name)} garnets"
                    f" but holds {held} in the season"
                )
    if result.garnets_end is not None:
        for name in result.players:
            if result.garnets_end.get(name, -1) < 0:
                raise SeasonRefused(f"the Main Match gives no garnet count for {name}")
    for name in [*result.tokens_of_life, *result.candidates]:
        if name not in result.players:
            raise SeasonRefused(f"{name} did not play the Main Match")
    if len(set(result.candidates)) != len(result.candidates):
        raise SeasonRefused("an Elimination Candidate is named twice")


def decide_save(
    state: SeasonState, candidate: str, spend: bool, in_place: bool = False
) -> tuple[SeasonState, list[SeasonEvent]]:
    step = next_step(state)
    if not isinstance(step, SaveDue) or step.candidate != candidate:
        raise SeasonRefused(f"{candidate} has no Token of Life decision to make now")
    state = _changeable(state, in_place)
    episode = state.episodes[-1]
    if spend:
        state.standings[candidate].tokens -= 1
        episode.saved.append(candidate)
        text = f"{candidate} spends a Token of Life and is safe."
    else:
        faces = can_pick(state, candidate)  # else nobody can be picked: safe all the same
        episode.kept.append(candidate)
        text = f"{candidate} keeps their Token of Life" + (
            " and faces a Death Match." if faces else "."
        )
    return state, [_said(episode.number, text), *_settle(state)]


def pick(
    state: SeasonState, candidate: str, opponent: str, in_place: bool = False
) -> tuple[SeasonState, list[SeasonEvent]]:
    step = next_step(state)
    if not isinstance(step, PickDue) or step.candidate != candidate:
        raise SeasonRefused(f"{candidate} has no opponent to pick now")
    if opponent not in step.choices:
        raise SeasonRefused(f"{opponent} is not a player still in")
    if why := step.choices[opponent]:
        raise SeasonRefused(f"{candidate} cannot pick {opponent}: {opponent} {why}")
    state = _changeable(state, in_place)
    episode = state.episodes[-1]
    episode.picks[candidate] = opponent
    text = f"{candidate} picks {opponent} for a Death Match."
    return state, [_said(episode.number, text), *_settle(state)]


def record_duel(
    state: SeasonState, result: DuelResult, in_place: bool = False
) -> tuple[SeasonState, list[SeasonEvent]]:
    step = next_step(state)
    if not isinstance(step, DuelDue):
        raise SeasonRefused("the season is not waiting for a Death Match")
    if set(result.players) != set(step.players):
        raise SeasonRefused(
            f"the Death Match due is {' v '.join(step.players)}, not {' v '.join(result.players)}"
        )
    if result.winner is not None and result.winner not in result.players:
        raise SeasonRefused(f"{result.winner} did not play this Death Match")
    state = _changeable(state, in_place)
    episode = state.episodes[-1]
    number = episode.number
    game = final_game(episode.final, step.number) if step.final else "Death Match"
    if result.winner is None:
        (episode.final if step.final else episode.duels).append(result)
        return state, [_said(number, f"{game}: {' v '.join(result.players)}, {TIE_REPLAYED}.")]
    loser = next(p for p in result.players if p != result.winner)
    if step.final:
        episode.final.append(result)
        over = _final_winner(episode) == result.winner
        won = f"Final: {result.winner} beats {loser}" if over else f"{result.winner} wins {game}"
        events = [_said(number, f"{won} ({final_score(episode)}).")]
        if over:
            events += _eliminate(state, episode, loser, result.winner)
            events += _crown(state, result.winner, "final")
        return state, events
    episode.duels.append(result)
    events = [_said(number, f"Death Match: {result.winner} beats {loser}.")]
    events += _eliminate(state, episode, loser, result.winner)
    return state, events + _settle(state)


def _eliminate(state: SeasonState, episode: Episode, loser: str, winner: str) -> list[SeasonEvent]:
    lost = state.standings[loser]
    won = state.standings[winner]
    text = f"{loser} is eliminated"
    if lost.garnets:
        go = "goes" if lost.garnets == 1 else "go"
        text += f"; their {_count(lost.garnets, 'garnet')} {go} to {winner}"
    won.garnets += lost.garnets
    lost.held_when_out = (lost.garnets, lost.tokens)
    lost.garnets, lost.tokens = 0, 0
    lost.status, lost.eliminated_in = "eliminated", episode.number
    episode.eliminated.append(loser)
    return [_said(episode.number, text + ".")]


def eliminated_by(state: SeasonState, name: str) -> str | None:
    """The winner of the Death Match (or Final) that eliminated `name`: who took their garnets."""
    for episode in (e for e in state.episodes if name in e.eliminated):
        for duel in (*episode.duels, *episode.final):
            if name in duel.players and duel.winner not in (None, name):
                return duel.winner
    return None


def _crown(state: SeasonState, champion: str, how: str) -> list[SeasonEvent]:
    state.champion, state.crowned_by = champion, how
    state.standings[champion].status = "champion"
    number = state.current.number if state.current else 0
    return [_said(number, f"{champion} is the champion of {state.setup.name}!")]


def _settle(state: SeasonState) -> list[SeasonEvent]:
    """Apply what follows by itself: ECs without a ToL decide nothing, an EC with nobody to
    pick is safe, two players left start the Final, a finished plan crowns a champion."""
    episode = state.current
    if episode is None or episode.main is None or state.champion is not None:
        return []
    events: list[SeasonEvent] = []
    if any(not episode.decided(c) and state.standings[c].tokens > 0 for c in episode.candidates):
        return events
    for candidate in _picking(episode):
        if can_pick(state, candidate):
            return events
        episode.unpicked.append(candidate)
        events.append(_said(episode.number, f"{candidate} has nobody to pick and is safe."))
    if _duel_due(state, episode) is not None:
        return events
    if episode.finalists is None and len(state.players_in) == 2:
        episode.finalists = (state.players_in[0], state.players_in[1])
        text = f"The Final: {' v '.join(episode.finalists)}, best of three."
        return events + [_said(episode.number, text)]
    if _episode_done(state, episode) and episode.number >= state.setup.last_episode:
        events += _crown(state, standings_leader(state), "standings")
    return events


def standings_leader(state: SeasonState) -> str:
    """The player still in with the most ToL, then the most garnets, then a seeded draw."""
    players = state.players_in
    best = max((state.standings[p].tokens, state.standings[p].garnets) for p in players)
    tied = [p for p in players if (state.standings[p].tokens, state.standings[p].garnets) == best]
    return derived_rng(state.setup.seed, "crown", len(state.episodes)).choice(tied)


def crown_stakes(state: SeasonState, candidate: str, spend: bool | None = None) -> list[str]:
    """What an EC's Token of Life decision puts at stake when the season may end after this
    episode (the champion is then the player still in with the most ToL, then garnets):
    nothing before the last episode. `spend`: the words for that choice's confirm."""
    episode = state.current
    if episode is None or episode.number < state.setup.last_episode:
        return []
    held = state.standings[candidate].tokens
    others = [p for p in state.players_in if p != candidate]
    most = max((state.standings[p].tokens for p in others), default=0)
    leaders = [p for p in others if state.standings[p].tokens == most]
    shown = ", ".join(leaders[:2]) + (f" +{len(leaders) - 2}" if len(leaders) > 2 else "")
    lines = [
        f"Episode {episode.number} is the last: if no Final comes, the champion is the player "
        "still in with the most Tokens of Life, then the most garnets.",
    ]
    best_other = f"another player still in holds at most {most} ({shown})."
    if spend is None:
        kept, spent = plural(held, "Token"), plural(held - 1, "Token")
        lines.append(f"Kept, {candidate} holds {kept}; spent, {spent}: {best_other}")
    elif spend:  # the confirm's line above already says what is left
        lines.append(best_other[0].upper() + best_other[1:])
    else:
        lines.append(f"{candidate} then holds {plural(held, 'Token')} of Life; {best_other}")
    return lines


# --- bots ---------------------------------------------------------------------------------


def bot_spends(state: SeasonState, candidate: str) -> bool:
    """A bot EC spends a Token of Life whenever it holds one."""
    return state.standings[candidate].tokens > 0


def bot_pick(state: SeasonState, candidate: str) -> str:
    """The weakest seat by bot level (a human counts as hard), then the fewest garnets,
    then a seeded draw."""
    bots = {member.name: member.bot or HUMAN_STRENGTH for member in state.setup.cast}
    options = can_pick(state, candidate)

    def weakness(name: str) -> tuple[int, int]:
        return (BOT_STRENGTH.get(bots[name], 2), state.standings[name].garnets)

    weakest = min(weakness(name) for name in options)
    tied = [name for name in options if weakness(name) == weakest]
    episode = state.current.number if state.current else 0
    return derived_rng(state.setup.seed, "pick", episode, candidate).choice(tied)


def is_bot(state: SeasonState, name: str) -> bool:
    """A bot plays `name`'s matches."""
    return any(member.name == name and member.bot for member in state.setup.cast)


def bot_decides(state: SeasonState, name: str) -> bool:
    """A bot makes `name`'s season decisions (the Token of Life, the pick): a bot's seat, or
    a person's seat handed to a bot that was also given the decisions."""
    return any(
        member.name == name and member.bot and not member.person_decides
        for member in state.setup.cast
    )


# --- words ----------------------------------------------------------------------------------


def _said(episode: int, text: str) -> SeasonEvent:
    return SeasonEvent(text, episode)


def _count(number: int, word: str) -> str:
    return f"{number} {word}{'' if number == 1 else 's'}"


def _gained(change: int) -> str:
    return (
        f"gained {_count(change, 'garnet')}" if change > 0 else f"spent {_count(-change, 'garnet')}"
    )


def match_seed(setup: SeasonSetup, episode: int, label: str) -> int:
    """The seed of one match of the season (stable: season seed, episode, label)."""
    return derived_rng(setup.seed, "match", episode, label).randrange(1 << 31)
