"""The pure parts behind the editor's map tools: selections and the clipboard's cells, the
viewport's zoom and pan, the recent files list and the draft files."""

from __future__ import annotations

from game.editor.autosave import DraftKeeper, find_drafts, read_draft
from game.editor.model import Board, EditorModel
from game.editor.recent import RECENT_LIMIT, recent_files, recent_path, remember
from game.editor.selection import Area, Lift, copy_area, pasted
from game.editor.viewport import ZOOMS, Viewport, largest_step, overview_boxes
from game.social_snake.level_editing import editor as social_editor


def board(*rows: str) -> Board:
    return Board("A", tuple(tuple(row.split()) for row in rows))


def test_a_paste_hanging_off_the_board_keeps_what_fits_and_counts_the_rest():
    source = board("1 2", "3 4")
    clip = copy_area(source, Area(0, 0, 2, 2), "social-snake")
    target, lost = pasted(board(". . .", ". . .", ". . ."), clip, (2, 1))
    assert target.rows == ((".",) * 3, (".", ".", "1"), (".", ".", "3"))
    assert lost == 2


def test_one_end_of_a_pair_moved_keeps_its_number_a_copied_whole_pair_gets_a_new_one():
    start = board("T1 . T1", ". . .")
    moved = Lift.of(start, Area(0, 0, 1, 1), ".").dropped_at(0, 1, ("T",))
    assert moved.rows == ((".", ".", "T1"), ("T1", ".", "."))
    clip = copy_area(start, Area(0, 0, 3, 1), "social-snake")
    copied, _ = pasted(start, clip, (0, 1), ("T",))
    assert copied.rows[1] == ("T2", ".", "T2")


def test_a_lift_moved_over_cells_and_on_leaves_them_as_they_were():
    start = board("5 . 7 .")
    lift = Lift.of(start, Area(0, 0, 1, 1), ".")
    assert lift.dropped_at(2, 0).rows == ((".", ".", "5", "."),)
    assert lift.dropped_at(3, 0).rows == ((".", ".", "7", "5"),)


def test_zoom_keeps_the_focus_point_and_panning_never_loses_the_board():
    area = (100, 50, 600, 400)
    view = Viewport().zoomed(3, (250, 150), area)
    assert view.zoom == ZOOMS[3]
    left, top, width, height = view.board_area(area)
    # The point at (250, 150) was a fraction of the unzoomed area; it still is.
    assert abs((250 - left) / width - 150 / 600) < 0.01
    assert abs((150 - top) / height - 100 / 400) < 0.01
    far = view.panned(10_000, -10_000, area)
    left, top, width, height = far.board_area(area)
    assert left < 700 - 40 and top + height > 50 + 40  # part of the board still shows
    assert Viewport().panned(50, 50, area) == Viewport()  # the whole board does not pan


def test_a_huge_board_zooms_less_far_and_overview_boxes_do_not_overlap():
    small, huge = largest_step((0, 0, 600, 600), 9, 9), largest_step((0, 0, 1000, 1000), 60, 60)
    # every board to 400 %; past that, cells up to 160 px
    assert ZOOMS[small] == 4.0 and 600 / 9 * ZOOMS[small + 1] > 160
    assert 1000 * ZOOMS[huge] <= 4800 < 1000 * ZOOMS[huge + 1]  # the picture up to 4800 px
    boxes = overview_boxes((0, 0, 900, 500), 10, 6, 6)
    assert len(boxes) == 10
    for index, (x, y, w, h) in enumerate(boxes):
        assert x >= 0 and y >= 0 and x + w <= 900 and y + h <= 500
        for ox, oy, ow, oh in boxes[index + 1 :]:
            assert x + w <= ox or ox + ow <= x or y + h <= oy or oy + oh <= y


def test_recent_files_newest_first_once_each_at_most_the_limit(tmp_path):
    paths = [tmp_path / f"level-{n}.toml" for n in range(RECENT_LIMIT + 3)]
    for path in paths:
        path.write_text("", encoding="utf-8")
        remember(str(path))
    remember(str(paths[0]))
    entries, problems = recent_files()
    assert problems == []
    assert [entry.name for entry in entries][:2] == [
        "level-0.toml",
        f"level-{RECENT_LIMIT + 2}.toml",
    ]
    assert len(entries) == RECENT_LIMIT
    assert recent_path().is_file()


def test_a_draft_is_written_only_while_there_are_unsaved_changes(tmp_path):
    model = EditorModel.new(social_editor())
    keeper = DraftKeeper("social-snake", interval=1.0)
    keeper.update(2.0, model)
    assert not keeper.file.exists()  # nothing changed yet
    model.paint([(0, 0)], model.editing.palette[3])
    keeper.update(0.5, model)
    assert not keeper.file.exists()  # not yet: every second at most
    keeper.update(0.6, model)
    draft = read_draft(keeper.file)
    assert draft.text == model.text() and draft.level_path is None
    model.undo()
    keeper.update(1.1, model)
    assert not keeper.file.exists()  # back to the saved state: no draft
    assert find_drafts() == ([], [])
