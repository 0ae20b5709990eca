"""Solve for par (games with `LevelEditing.solve`, Tactrics): the solver works in the
background on the board being edited, its depth and positions shown as they grow; a proven
par is written into the level (one undo step), Cancel stops it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.words import plural
from game.editor.layout import Part, set_enabled
from game.editor.model import ParSearch
from game.editor.problems import PROBLEM_INK
from game.ui import theme

if TYPE_CHECKING:
    from game.editor.scene import EditorScene


class ParPanel(Part):
    """The par search under way (`job`), and the par line of the side panel."""

    def __init__(self, scene: EditorScene):
        super().__init__(scene)
        self.job: ParSearch | None = None

    def press(self, name: str, argument: str) -> bool:
        if name == "solve":
            self.solve()
        elif name == "cancel_solve":
            self.cancel()
        else:
            return False
        return True

    def solve(self) -> None:
        solve = self.scene.editing.solve
        if solve is None or "par" not in self.scene.model.data:
            return  # a level without a par (a multiplayer layout) has none to find
        self.cancel()
        self.scene.notice = ""
        self.job = solve(self.scene.model.board)

    def cancel(self) -> None:
        """Stop the search; what it had ruled out is kept (the problem list knows a par it
        showed too low) and said in the notice, not lost with it."""
        job = self.job
        if job is not None and not job.done:
            job.cancel()
            least = job.ruled_out()
            self.scene.model.learn_ruled_out(job.board.rows, least)
            if least:
                learned = f"no solution in fewer than {plural(least, 'move')}"
                self.scene.notice = f"solver cancelled: {learned}{self._verdict(job, least)}"
            else:
                self.scene.notice = "solver cancelled before it ruled anything out"
        self.job = None

    def _verdict(self, job: ParSearch, least: int) -> str:
        """What `least` (no solution in fewer moves) says of the level's par, if the board
        searched is still the one edited."""
        model = self.scene.model
        par = model.data.get("par")
        if job.board.rows != model.board.rows or not isinstance(par, int):
            return ""
        if least > par:
            return f", so par {par} is too low; this puzzle may be impossible"
        return f"; par {par} is not proven" if self.unproven() else ""

    def stop(self) -> None:
        """The editor closes: the solver stops, and says nothing."""
        if self.job is not None:
            self.job.cancel()

    def update(self, dt: float) -> None:
        job = self.job
        if job is None or not job.done:
            return
        model = self.scene.model
        model.learn_ruled_out(job.board.rows, job.ruled_out())
        par = job.proven_par()
        if par is not None:
            model.proven[job.board.rows] = par
            if job.board.rows == model.board.rows:
                model.set_value("par", par)
        self.scene.notice = job.describe()
        if par is None and job.ruled_out():
            self.scene.notice += self._verdict(job, job.ruled_out())
        self.job = None
        self.scene.refresh()

    def refresh(self) -> None:
        set_enabled(
            self.scene.buttons.get("cancel_solve"), self.job is not None and not self.job.done
        )

    def line(self) -> tuple[str, theme.Colour] | None:
        """The solver at work, or whether the level's par is proven for this board (or shown
        too low for it)."""
        model = self.scene.model
        if self.job is not None:
            return (self.job.describe() + " (Cancel stops it)", theme.ACCENT)
        if self.scene.editing.solve is None or "par" not in model.data:
            return None
        par = model.data.get("par")
        least = model.par_too_low()
        if least is not None:
            return (f"Par {par} is too low: no solution in fewer than {least} moves", PROBLEM_INK)
        if self.unproven():
            return (f"Par {par} (not proven: Solve for par)", PROBLEM_INK)
        return (f"Par {par}: proven shortest", theme.MUTED_TEXT)

    def unproven(self) -> bool:
        """The level has a par that Save would write as not proven (par_proven = false)."""
        model = self.scene.model
        if self.scene.editing.solve is None or "par" not in model.data:
            return False
        return model.saved_data()[0].get("par_proven") is False  # Save would say so too
