"""The fuzz mutator and harness, for the tests of every game (present and to come).

    from fuzz_helpers import mutants, fuzz_target, Target

`mutants(text, count, seed)` yields seeded hostile edits of a file's text; `fuzz_target`
writes each mutant where a reader expects it and collects every exception that escaped the
reader and every refusal that does not name `path:line`.
"""

from game.core.fuzz import HOSTILE_LINES, HOSTILE_VALUES, mutants
from game.ui.file_fuzz import FuzzResult, Target, fuzz_target, targets

__all__ = ["HOSTILE_LINES", "HOSTILE_VALUES", "FuzzResult", "Target", "fuzz_target", "mutants"]
__all__ += ["targets"]
