"""How to play: seasons (RULINGS §7, and what the host decided where it is silent)."""

PAGES = [
    (
        "Season: the show",
        "A season chains matches into the whole elimination show, for 4 to 13 players at one "
        "table, over as many evenings as you like: the season is saved after every decision "
        "and every match, and Season in the main menu resumes it exactly, in the middle of a "
        "match too. Each episode is one Main Match, then the Death Matches it causes. The "
        "last two players play the Final, and its winner is the champion.",
    ),
    (
        "Season: Main Matches",
        "Social Snake, Bugcatcher and Double-edged Edges are the Main Match games: their rules "
        "hand out Tokens of Life and name Elimination Candidates. Antisocial Snake, Snek and "
        "Tactrics Snakes name no Elimination Candidate, so they are not Main Matches (Tactrics "
        "Snakes is a Death Match game). Every player still in plays each Main Match, in cast "
        "order, holding their season garnets as the match's starting garnets, and leaves it "
        "with what the match's results say they hold: spent garnets are gone, awarded ones "
        "added. Tokens of Life won are added to the season's counts. The plan names a game and "
        "level for each episode, or the host's choice among the levels that seat the players "
        "left. A plan that may not seat the players left at its turn is refused before the "
        "season starts.",
    ),
    (
        "Season: saved or picked",
        "An Elimination Candidate who holds a Token of Life decides, in front of everyone, "
        "whether to spend one and be safe; nobody takes their place. Then, in the order the "
        "Main Match named them, each remaining Elimination Candidate picks an opponent from "
        "the players still in who are not Elimination Candidates of this match (saved or "
        "not), did not win a Token of Life in it, and were not picked already this episode. "
        "The season board says why anyone cannot be picked. An Elimination Candidate with "
        "nobody to pick is safe.",
    ),
    (
        "Season: Death Matches, Final",
        "A Death Match is a two-player game chosen for the season: Tactrics Snakes on a "
        "2-player start layout drawn with the season's seed for each Death Match among every "
        "2-player layout (the board names it before the match; a tie on points is played again "
        "with the seats swapped), a "
        "Snek duel on Duel: Four Pillars, or a one-grid Social Snake duel on Duel: Twin "
        "Ridges (a tie on apples goes to the most garnets, then to a seeded draw). The players "
        "sit in cast order. "
        "The loser is eliminated: their garnets go to the winner, their Tokens of Life are "
        "lost, and they play no further match. When two players remain, the Final is played "
        "at once in the same episode: a best of three Death Matches, seats alternating with "
        "every match (ties included), ending as soon as one player has two wins; the board "
        'keeps its score ("Mira 1 – 0 Fay, first to two"). Its loser is the runner-up. The '
        "plan may go on with the host's choice until two remain (the new season's default; "
        "at most 24 episodes). A season whose plan runs out first crowns the player with the "
        "most Tokens of Life, then the most garnets, then a seeded draw.",
    ),
    (
        "Season: a Snek duel",
        "In a Snek duel each player brings one snek: a human picks one of their own sneks or "
        "a sample before the first battle, a bot brings a sample drawn with the season's seed. "
        "The sneks fight battles on the season's arena until one player has two wins; a drawn "
        "battle (both sneks alive and as long) does not count and another is played, the "
        "sneks changing starts with every battle. Where the rules are silent the host decided: "
        "after nine battles without two wins, the player with more battle wins takes the "
        "duel, and when even a seeded draw. Every battle plays in Snek's battle viewer; "
        "leaving in the middle of a battle brings you back to its start on Continue.",
    ),
    (
        "Season: bots, what is public",
        "Garnets, Tokens of Life, Elimination Candidates, picks and eliminations are public at "
        "every moment on the season board, where each player's status says where they stand "
        "(in, EC, saved, safe, picked, in the Death Match, finalist, out); entries inside each "
        "match stay as secret as that game's rules say. Between matches (or from a match's "
        "Esc) a human's seat can be handed to a bot, and given back; the host is asked whether "
        "the bot also takes that player's season decisions (the Token of Life, the pick): "
        "unless told so, the player still decides, and the board says who does. A bot spends "
        "a Token of Life whenever it is "
        "an Elimination Candidate holding one, and picks the weakest seat by bot level (a "
        "human counts as hard), then the fewest garnets, then a seeded draw. When a match "
        "of bots alone comes to the host's choice, the bots' host takes a level handing out "
        "the fewest Tokens of Life (a seeded draw among them), so "
        "that the season comes to its Final.",
    ),
    (
        "Season: how long it runs",
        "An episode eliminates at most one player per Elimination Candidate, and nobody when "
        "the candidate spends a Token of Life. Main Matches hand out two to six tokens each "
        "and a bot always spends one when it is a candidate, so tokens pile up and most "
        "episodes eliminate nobody: a season of bots rarely reaches its Final before its "
        "last episode, and then the most Tokens of Life wins. The plan screen says how many "
        "episodes to expect. Matches with bots at every seat can be played quickly from the "
        'board ("Play bot matches quickly"): no match windows, no questions between them, '
        "one message after; the board stops for every decision a person makes and for the "
        "host's choice. When the champion is crowned, the season's results (places, the "
        "Final's score, the season's story) open, and again from the finished season's "
        "board.",
    ),
]
