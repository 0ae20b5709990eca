"""The Quiz catalogue: question kinds, how answers are written, and how the rules answer them.

Every question is answered from the resolved board, so a question can never be wrong about
what happened. An answer is a short string: a snake letter, a whole number, "yes"/"no", or
a colour letter, each from any natural spelling (`canonical_answer`: "y" is "yes", "red" is
"r"). An empty answer scores nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.coords import Cell, cell_name

if TYPE_CHECKING:
    from game.antisocial_snake.board import BoardState

MAX_NUMBER_ANSWER = 100_000
MAX_ANSWER = 8  # characters the movement screen lets a player type into an answer
_NUMBER = re.compile(r"[0-9]{1,7}")
YES_NO = ("yes", "no")


@dataclass(frozen=True)
class Question:
    kind: str
    points: int
    snake: str = ""  # will_halt
    tile: Cell | None = None  # tile_entered
    colour: str = ""  # colour_total
    crowd_penalty: int = 0  # points lost for every other player who answers right too


@dataclass(frozen=True)
class QuestionKind:
    answer: str  # "snake", "number", "yes-no" or "colour"
    needs: str  # the parameter the question names: "", "snake", "tile" or "colour"
    wording: Callable[[Question], str]
    correct: Callable[[Question, BoardState], set[str]]


def _letters_with(board: BoardState, value: Callable, best: Callable) -> set[str]:
    values = {snake.letter: value(snake) for snake in board.snakes}
    if not values:
        return set()
    target = best(values.values())
    return {letter for letter, v in values.items() if v == target}


def _most_apples(question: Question, board: BoardState) -> set[str]:
    return _letters_with(board, lambda s: s.score, max)


def _fewest_apples(question: Question, board: BoardState) -> set[str]:
    return _letters_with(board, lambda s: s.score, min)


def _longest(question: Question, board: BoardState) -> set[str]:
    return _letters_with(board, lambda s: len(s.cells) - 1, max)


def _halts(question: Question, board: BoardState) -> set[str]:
    return {str(sum(1 for snake in board.snakes if snake.halted))}


def _total(question: Question, board: BoardState) -> set[str]:
    return {str(sum(snake.score for snake in board.snakes))}


def _colour_total(question: Question, board: BoardState) -> set[str]:
    return {str(sum(s.score for s in board.snakes if s.colour == question.colour))}


def _will_halt(question: Question, board: BoardState) -> set[str]:
    halted = any(s.halted for s in board.snakes if s.letter == question.snake)
    return {"yes" if halted else "no"}


def _tile_entered(question: Question, board: BoardState) -> set[str]:
    entered = any(question.tile in snake.cells[1:] for snake in board.snakes)
    return {"yes" if entered else "no"}


def _best_colour(question: Question, board: BoardState) -> set[str]:
    totals: dict[str, int] = {}
    for snake in board.snakes:
        totals[snake.colour] = totals.get(snake.colour, 0) + snake.score
    if not totals:
        return set()
    best = max(totals.values())
    return {colour for colour, total in totals.items() if total == best}


QUESTION_KINDS: dict[str, QuestionKind] = {
    "most_apples": QuestionKind(
        "snake", "", lambda q: "Which snake ends the board with the most apples?", _most_apples
    ),
    "fewest_apples": QuestionKind(
        "snake", "", lambda q: "Which snake ends the board with the fewest apples?", _fewest_apples
    ),
    "halts": QuestionKind("number", "", lambda q: "How many snakes halt?", _halts),
    "total_apples": QuestionKind(
        "number", "", lambda q: "How many apples do all snakes end with together?", _total
    ),
    "will_halt": QuestionKind(
        "yes-no", "snake", lambda q: f"Will snake {q.snake} halt?", _will_halt
    ),
    "tile_entered": QuestionKind(
        "yes-no",
        "tile",
        lambda q: f"Will any snake enter {cell_name(q.tile) if q.tile else '?'}?",
        _tile_entered,
    ),
    "longest": QuestionKind("snake", "", lambda q: "Which snake moves the most tiles?", _longest),
    "best_colour": QuestionKind(
        "colour",
        "",
        lambda q: "Which colour's snakes end with the most apples together?",
        _best_colour,
    ),
    "colour_total": QuestionKind(
        "number",
        "colour",
        lambda q: f"How many apples do the {q.colour} snakes end with together?",
        _colour_total,
    ),
}


def question_problem(question: Question) -> str:
    """Why a question from a level file cannot be asked ("" when it can)."""
    kind = QUESTION_KINDS[question.kind]
    given = {
        "snake": bool(question.snake),
        "tile": question.tile is not None,
        "colour": bool(question.colour),
    }
    for parameter, present in given.items():
        if present and parameter != kind.needs:
            return f'a "{question.kind}" question takes no "{parameter}"'
    if kind.needs and not given[kind.needs]:
        return f'a "{question.kind}" question needs "{kind.needs}"'
    if question.snake and not question.snake.isalpha():
        return f'"snake" must be a snake letter such as "C", not "{question.snake}"'
    if question.colour and question.colour not in ("r", "b", "g", "y"):
        return f'"colour" must be r, b, g or y, not "{question.colour}"'
    return ""


def wording(question: Question) -> str:
    return QUESTION_KINDS[question.kind].wording(question)


def normalise_answer(answer: str) -> str:
    return " ".join(answer.strip().lower().split())


_YES_WORDS = {"y", "yes", "yeah", "yep", "yup", "true", "t"}
_NO_WORDS = {"n", "no", "nope", "not", "false", "f"}
_COLOUR_WORDS = {
    "r": ("red", "fire"),
    "b": ("blue", "water"),
    "g": ("green", "grass"),
    "y": ("yellow",),
}


def canonical_answer(question: Question, answer: str) -> str:
    """An answer in the one form the rules compare, from any natural spelling: "y", "Yes" and
    "yeah" are "yes"; "red", "Red" and "r" are "r"; "snake C" and "c" are "c"; "012" is "12".
    An answer it does not recognise is returned normalised (and then refused or wrong)."""
    text = normalise_answer(answer).rstrip(".!")
    kind = QUESTION_KINDS[question.kind].answer
    if kind == "yes-no":
        if text in _YES_WORDS:
            return "yes"
        if text in _NO_WORDS:
            return "no"
    elif kind == "colour":
        text = text.removesuffix(" snakes").removesuffix(" snake")
        for letter, words in _COLOUR_WORDS.items():
            if text == letter or text in words:
                return letter
    elif kind == "snake":
        text = text.removeprefix("snake ")
    elif kind == "number":
        text = text.replace(",", "").removesuffix(" apples").removesuffix(" snakes")
        if _NUMBER.fullmatch(text):
            return str(int(text))
    return text


def answer_form(question: Question, letters: Sequence[str], colours: Sequence[str]) -> str:
    """How an answer to `question` is written, shown beside it."""
    kind = QUESTION_KINDS[question.kind].answer
    if kind == "yes-no":
        return "yes or no (y / n)"
    if kind == "snake":
        return "a snake letter: " + ", ".join(letters)
    if kind == "colour":
        return "a colour: " + ", ".join(_COLOUR_WORDS[c][0] for c in colours)
    return "a whole number"


def answer_problem(
    question: Question, answer: str, letters: Sequence[str], colours: Sequence[str]
) -> str:
    """Why an answer cannot be given to a question ("" when it can; "" answers nothing)."""
    text = canonical_answer(question, answer)
    if not text:
        return ""
    kind = QUESTION_KINDS[question.kind].answer
    if kind == "snake" and text.upper() not in letters:
        return f'"{answer}" is not a snake on this board (letters {", ".join(letters)})'
    if kind == "number" and (not _NUMBER.fullmatch(text) or int(text) > MAX_NUMBER_ANSWER):
        return f'"{answer}" is not a whole number from 0 to {MAX_NUMBER_ANSWER}'
    if kind == "yes-no" and text not in YES_NO:
        return f'"{answer}" is not yes or no (y / n)'
    if kind == "colour" and text not in colours:
        names = ", ".join(_COLOUR_WORDS[c][0] for c in colours)
        return f'"{answer}" is not a snake colour on this board ({names})'
    return ""


def correct_answers(question: Question, board: BoardState) -> set[str]:
    """Every answer that is right, normalised (snake letters in lower case)."""
    return {a.lower() for a in QUESTION_KINDS[question.kind].correct(question, board)}


def is_correct(question: Question, answer: str, board: BoardState) -> bool:
    text = canonical_answer(question, answer)
    return bool(text) and text in correct_answers(question, board)


def shown_answers(question: Question, board: BoardState) -> tuple[str, ...]:
    """The right answers as a player reads them: snake letters in capitals, colours by name,
    in order."""
    kind = QUESTION_KINDS[question.kind].answer
    answers = sorted(correct_answers(question, board), key=lambda a: (len(a), a))
    if kind == "snake":
        return tuple(a.upper() for a in answers)
    if kind == "colour":
        return tuple(_COLOUR_WORDS[a][0] if a in _COLOUR_WORDS else a for a in answers)
    return tuple(answers)
