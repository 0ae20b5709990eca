"""Solve for par (games with `LevelEditing.solve`, Tactrics): the solver works in the
background on the board being edited, its depth and positions shown as they grow; a proven
par is written into the level (one undo step), Cancel stops it."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
        """Stop the search; what it had ruled out is kept in the notice ("solver cancelled
        at depth 10 (no shorter solution exists): …"), not lost with it."""
        if self.job is not None and not self.job.done:
            reached = self.job.describe().removeprefix("solving…").strip()
            self.job.cancel()
            self.scene.notice = "solver cancelled" + (f" at {reached}" if reached else "")
        self.job = None

    def stop(self) -> None:
        """The editor closes: the solver stops, and says nothing."""
        if self.job is not None:
            self.job.cancel()

    def update(self, dt: float) -> None:
        job = self.job
        if job is None or not job.done:
            return
        model = self.scene.model
        par = job.proven_par()
        if par is not None:
            model.proven[job.board.rows] = par
            if job.board.rows == model.board.rows:
                model.set_value("par", par)
        self.scene.notice = job.describe()
        self.job = None
        self.scene.refresh()

    def refresh(self) -> None:
        set_enabled(
            self.scene.buttons.get("cancel_solve"), self.job is not None and not self.job.done
        )

    def line(self) -> tuple[str, theme.Colour] | None:
        """The solver at work, or whether the level's par is proven for this board."""
        model = self.scene.model
        if self.job is not None:
            return (self.job.describe() + " (Cancel stops it)", theme.ACCENT)
        if self.scene.editing.solve is None or "par" not in model.data:
            return None
        par = model.data.get("par")
        if model.saved_data()[0].get("par_proven") is False:  # Save would say so too
            return (f"Par {par} (not proven: Solve for par)", PROBLEM_INK)
        return (f"Par {par}: proven shortest", theme.MUTED_TEXT)
