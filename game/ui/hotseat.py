"""The table kit's hot-seat flow: curtain → private entry → next player, then the reveal.

`HotSeatScene` runs a SimultaneousSession and never shows a board itself. Each frame it asks
the session what comes next: bots act without a curtain, each waiting human gets a curtain
("Pass to Ann") and then their private entry screen (a lone human among bots goes straight
to their entry, as there is nobody to hide it from; the curtain shows only when they leave
it unsubmitted — a game may set `curtain_for_one` True to keep it), a complete stage is
resolved and revealed, and a finished match goes to the results. Between those screens it
shows only the neutral status (stage, seed, who has entered — never what). A game subclasses
it with:

    entry_scene(seat, on_submit)   the private entry screen of `seat` for the current stage
    reveal_scene(outcome, on_done) the animated reveal of a resolved stage
    results_scene()                the final screen
    stage_words()                  "Phase 1, round 2: moves" and the like
    heading                        the big line of the status screen (the level's name)

Esc in an entry screen goes back to the curtain without losing anything: a kit entry screen
(game/ui/entry.py) saves its draft, with its undo steps, in the session's save after every
change, and gets it back when it is opened again for the same seat and stage — after
Continue too, so closing the window or killing the program loses nothing typed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core.tomlfile import SaveWriter
from game.table.session import EntryRefused, Outcome, SimultaneousSession
from game.ui import theme
from game.ui.curtain import CONTINUE_KEYS, CurtainScene
from game.ui.dialogs import Choice, ChoiceScene
from game.ui.entry import EntryScreen
from game.ui.event_log import wrap_text
from game.ui.phone_seats import PhoneDesk, PhoneLinkScene, PhoneProblem, draw_join_cards
from game.ui.reveal_player import RevealPlayer
from game.ui.scene import Scene, match_banner
from game.ui.standings import PlayerMarks, StandingsStrip, mark_of, seat_marks
from game.ui.text import blit_text
from game.ui.theme import palette_index
from game.ui.widgets import fitted_buttons

if TYPE_CHECKING:
    from game.ui.host import Host

LEAVE_MATCH = "Leave the match? It is saved and can be continued."
STATUS_SIZES = (20, 18, 16, 14)  # px: the curtain's status lines, largest first
PICTURE_LEAST = 72  # px: the least room a curtain picture is given beside the mark
PHONE_BUTTON_ROW = 56  # the phone seats' buttons at the foot of the waiting screen
LEAVE_UNSAVED = "Leave the match? It is not saved."  # a play-test, a match never written
LEAVE_GUIDED = "Leave the guided match? It starts from the beginning next time."
"""A practice: Enter leaves, as on every other leave question that loses no work."""


def names_kept_whole(line: str, names: Iterable[str]) -> str:
    """`line` with the spaces inside each of `names` made no-break, so that a wrapped list
    never splits a name over two rows (a player read "Bartholomew / Webb" as two players)."""
    for name in names:
        line = line.replace(name, name.replace(" ", "\u00a0"))
    return line


class PassScene(CurtainScene):
    """The curtain between two entries, with the match status below the player's name and
    the public standings strip at the top."""

    def __init__(self, app: Host, flow: HotSeatScene, seat: int, on_continue: Callable[[], None]):
        seat_info = flow.session.seats[seat]
        super().__init__(app, seat_info.name, on_continue, palette_index(seat_info.colour))
        self.flow = flow
        self.seat = seat
        self.status = flow.status_lines()
        standings = flow.session.standings(None)  # public: the curtain is for anyone to see
        self.standings = standings.public() if standings is not None else None
        self.marks = flow.player_marks()
        self.picture = flow.curtain_picture()
        self.status_rects: list[pygame.Rect] = []  # where the status rows were drawn last

    def player_mark(self) -> theme.Mark:
        """The seat's mark as the standings strip above marks it (Antisocial's "P2", where
        a seat's "B" in blue read as snake B on a blue tile)."""
        return mark_of(self.marks, self.seat, self.app.settings.colour_blind)

    def draw(self, surface: pygame.Surface) -> None:
        names = [seat.name for seat in self.flow.session.seats]
        self.status = [  # phones enter meanwhile: who is still to come
            names_kept_whole(line, names) for line in self.flow.status_lines()
        ]
        width = self.app.size[0] - 40
        strip = StandingsStrip.fitted(self.app, self.standings, width, self.app.size[1] // 6)
        rect = pygame.Rect(20, 12, width, strip.height_for(self.standings, width))
        self.top_taken = rect.bottom + 12
        font, rows, step = self._status_rows()
        wanted = self.picture[0] + 8 if self.picture is not None else 0
        height = self.app.size[1]
        self.lift = max(0, len(rows) * step + wanted - self._room_under_hint())
        if wanted and self.lift > self.most_lift():  # the picture goes beside the mark
            wanted = 0
            self.lift = max(0, len(rows) * step - self._room_under_hint())
        super().draw(surface)
        strip.draw(surface, rect, self.standings, self.marks)
        width = self.app.size[0]
        lift = min(self.lift, self.most_lift())
        top = max(min(height // 2 + 150 - lift, height - 20 - len(rows) * step - wanted), 0)
        top = max(top, self.hint_bottom)
        if self.picture is not None and wanted:
            self.picture[1](surface, pygame.Rect(width // 2 - 200, top, 400, wanted - 8))
            top += wanted
        elif self.picture is not None:  # no room under the hint: beside the mark, if any
            self._picture_beside_mark(surface, self.picture)
        self.status_rects = [
            blit_text(
                surface, font, row, theme.MUTED_TEXT, (width // 2, top + number * step), "midtop"
            )
            for number, row in enumerate(rows)
        ]

    def _room_under_hint(self) -> int:
        """Px between "Press Space when ready" (unlifted) and the window's foot margin."""
        hint_foot = self.app.size[1] // 2 + 60 + self.app.font(26).get_linesize() // 2 + 6
        return self.app.size[1] - 20 - hint_foot

    def _status_rows(self) -> tuple[pygame.font.Font, list[str], int]:
        """The status lines wrapped, in the largest size whose rows fit under the hint with
        the middle block lifted as far as it goes, the player's mark given way if need be
        (the smallest size when none fits)."""
        width = self.app.size[0] - 80
        for self.mark_shown in (True, False):  # the mark gives way to the last size's rows
            room = self._room_under_hint() + self.most_lift()
            for size in STATUS_SIZES:
                font = self.app.font(size)
                step = font.get_linesize() + 4
                rows = [row for line in self.status for row in wrap_text(line, font, width)]
                if len(rows) * step <= room:
                    return font, rows, step
        return font, rows, step

    def _picture_beside_mark(
        self,
        surface: pygame.Surface,
        picture: tuple[int, Callable[[pygame.Surface, pygame.Rect], None]],
    ) -> None:
        """The picture right of the player's mark (or, when the mark gave way, in its place
        under the standings), clear of "Pass to NAME" under it, when the window leaves it
        room there: at most its height, at least PICTURE_LEAST px (its painter fits itself
        to the room; the status lines say the same in words)."""
        mark = self.mark_rect
        foot = (self.title_rect.top if self.title_rect else self.app.size[1] // 2 - 56) - 6
        if mark is None:
            width = min(400, self.app.size[0] - 40)
            room = pygame.Rect((self.app.size[0] - width) // 2, self.top_taken, width, 0)
        else:
            room = pygame.Rect(mark.right + 24, mark.top, self.app.size[0] - mark.right - 44, 0)
        room.height = min(picture[0], foot - room.top)
        if room.width >= 200 and room.height >= PICTURE_LEAST:
            picture[1](surface, room)


class HotSeatScene(Scene):
    """Runs a session to its results (see the module docstring)."""

    confirm_leave: str | None = LEAVE_MATCH
    curtain_for_one = False  # True: a curtain even for a lone human among bots (`lone_human`)

    def __init__(self, app: Host, session: SimultaneousSession, problems: list[str] | None = None):
        super().__init__(app)
        self.session = session
        if session.path is None and self.confirm_leave == LEAVE_MATCH:
            self.confirm_leave = LEAVE_UNSAVED
        self.startup_problems = list(problems or [])
        dropped = getattr(session, "dropped_drafts", [])  # drafts of nobody in the match
        self.startup_problems += [str(problem) for seat, problem in dropped if seat is None]
        self.note = ""
        self._open_entry: tuple[int, Scene] | None = None
        self.held = False  # a lone human left their entry unsubmitted: the curtain waits
        self.phone_seats = frozenset(getattr(session, "phone_seats", ()))  # a resumed match's
        self.phones: PhoneDesk | None = None
        self.codes_passed = False  # Space on the codes: the machine's seats go on
        self.codes_page = 0  # the page of codes shown when they do not all fit large
        self.phone_buttons: dict[UIButton, Callable[[], None]] = {}

    def use_phones(self, seats: Iterable[int]) -> None:
        """Play `seats` on phones (the setup's "Phone" seats): each enters on its own phone
        (game/ui/phone_seats.py) while the machine's seats take turns behind the curtain."""
        self.phone_seats = frozenset(seats)
        if hasattr(self.session, "phone_seats"):
            self.session.phone_seats = set(self.phone_seats)  # in the save: Continue too
            self.session.save()

    # --- what the game supplies -----------------------------------------------------------

    def player_marks(self) -> PlayerMarks:
        """How the standings mark each seat: its palette place (a game may give its own)."""
        return seat_marks(self.session.seats)

    @property
    def heading(self) -> str:
        raise NotImplementedError

    def stage_words(self) -> str:
        raise NotImplementedError

    def entry_scene(self, seat: int, on_submit: Callable[[], None]) -> Scene:
        raise NotImplementedError

    def reveal_scene(self, outcome: Outcome, on_done: Callable[[], None]) -> Scene:
        raise NotImplementedError

    def results_scene(self) -> Scene:
        raise NotImplementedError

    def seed(self) -> int | None:
        return None

    # --- the flow -------------------------------------------------------------------------

    def enter(self) -> None:
        super().enter()
        if self.startup_problems:
            self.app.show_message("Some saves could not be read", self.startup_problems)
        self.start_phones()

    def exit(self) -> None:
        if self.phones is not None:
            self.phones.stop()  # the links die with the match
            self.phones = None
        writer, self.session.writer = self.session.writer, None
        if writer is not None:
            writer.flush()  # every draft on disk before the match is left
        super().exit()

    def start_phones(self) -> None:
        """Serve the phone seats for the match's length; when that cannot be, they are
        played at the machine and a message says why."""
        if not self.phone_seats or self.phones is not None:
            return
        names = {seat: self.session.seats[seat].name for seat in sorted(self.phone_seats)}
        desk = PhoneDesk(self.app, names)
        try:
            desk.start()
        except PhoneProblem as problem:
            self.phone_seats = frozenset()
            why = [str(problem), "The phone seats are played at this computer instead."]
            self.app.show_message("The phones cannot join", why)
            return
        self.phones = desk
        self.session.writer = SaveWriter()  # a phone's taps never wait for the disk
        self.relayout()  # the phone seats' buttons
        if desk.note:
            self.app.show_message("Phone seats", [desk.note])

    def update(self, dt: float) -> None:
        try:
            self.next_step()
        except (OSError, EntryRefused) as error:
            self.app.pop(self)
            self.app.show_message("The match cannot go on", [str(error)])

    def next_step(self) -> None:
        """Do the one thing the match waits for now (called while this scene is on top)."""
        session = self.session
        if session.finished:
            self.app.replace(self.results_scene())
            return
        if session.reveal_due:  # left during it (Continue): the reveal again, from its start
            if (outcome := session.last_outcome()) is not None:
                self.show_reveal(outcome)
                return
            session.reveal_due = False
        session.let_bots_act()
        if session.ready():
            self.note = ""  # "Ann has entered" was about the stage now played
            self.show_reveal(session.advance(reveal_due=True))
            return
        waiting = session.humans_waiting()
        self.serve_phones(waiting)
        waiting = [seat for seat in waiting if seat not in self.phone_seats]
        if waiting and self.phones_to_join() and not self.codes_passed:
            return  # the codes stay on screen until the phones have joined, or Space
        if waiting:
            seat = waiting[0]
            if self.lone_human() and not self.held:
                self.open_entry(seat)  # nobody to hide the screen from
            else:
                self.app.push(PassScene(self.app, self, seat, lambda: self.open_entry(seat)))

    def show_reveal(self, outcome: Outcome) -> None:
        """The reveal of the stage just resolved, over this scene, with the standings."""
        self.serve_phones([])
        reveal = self.reveal_scene(outcome, self.back_on_top)
        standings = self.session.standings(None)
        if isinstance(reveal, RevealPlayer) and standings is not None:
            reveal.show_standings(standings.public(), self.player_marks())
        self.app.push(reveal)

    def serve_phones(self, waiting: Sequence[int]) -> None:
        """Each phone seat that must enter gets its entry (its draft back), the others a
        word on what happens."""
        if self.phones is None:
            return
        for seat in sorted(self.phone_seats):
            if seat in waiting:
                self.phones.open_entry(seat, partial(self.phone_entry, seat=seat))
            elif self.session.finished:
                self.phones.say(seat, ["The match is over: see the big screen."])
            elif seat in self.session.pending:
                self.phones.say(seat, ["Your entry is in.", "Waiting for the others."])
            else:
                self.phones.say(seat, ["Nothing to enter now: watch the big screen."])

    def phones_to_join(self) -> list[int]:
        """The phone seats still to enter whose page is not open."""
        if self.phones is None:
            return []
        online = self.phones.connected()
        expected = set(self.session.expected())
        return [seat for seat in sorted(self.phone_seats) if seat in expected - online]

    def build(self, root: UIContainer) -> None:
        """With phone seats: a button for each thing the host may do about them (its key
        in brackets)."""
        self.phone_buttons = {}
        if self.phones is None or not self.phone_seats:
            return
        width, height = self.app.size
        actions = {
            "Show a phone's link again (L)": self.ask_which_link,
            "A phone seat to this computer (M)": self.ask_which_phone,
            "A phone seat to a bot (B)": self.ask_which_bot,
        }
        row = pygame.Rect(20, height - PHONE_BUTTON_ROW, width - 40, PHONE_BUTTON_ROW - 12)
        buttons = fitted_buttons(self.app, root, row, list(actions))
        self.phone_buttons = dict(zip(buttons, actions.values(), strict=True))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Space, Enter or a click on the phones' codes: the machine's seats go on; L: a
        phone seat's link again, M: a phone seat enters at this computer instead, B: a bot
        plays it; N or PgDn: the next page of codes."""
        if self.phones is None:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.phone_buttons:
            self.phone_buttons[event.ui_element]()
            return True
        keys = {pygame.K_m: self.ask_which_phone, pygame.K_b: self.ask_which_bot,
                pygame.K_l: self.ask_which_link}  # fmt: skip
        if event.type == pygame.KEYDOWN and event.key in keys and self.phone_seats:
            keys[event.key]()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_n, pygame.K_PAGEDOWN):
            self.codes_page += 1
            return True
        pressed = event.type == pygame.KEYDOWN and event.key in CONTINUE_KEYS
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT
        if clicked and any(button.rect.collidepoint(event.pos) for button in self.phone_buttons):
            return True  # the button's own press does it
        if pressed or clicked:
            self.codes_passed = True
            return True
        return False

    def ask_phone_seat(self, question: str, act: Callable[[int], None]) -> None:
        """`question` with a button per phone seat (and Cancel); the one chosen gets `act`."""
        seats = self.session.seats
        choices = [
            Choice(seats[seat].name, partial(act, seat)) for seat in sorted(self.phone_seats)
        ]
        self.app.push(ChoiceScene(self.app, question, [*choices, Choice("Cancel")]))

    def ask_which_phone(self) -> None:
        question = "Which phone seat enters at this computer from now on?"
        self.ask_phone_seat(question, self.to_the_machine)

    def ask_which_bot(self) -> None:
        self.ask_phone_seat("Which phone seat does a bot play from now on?", self.to_a_bot)

    def ask_which_link(self) -> None:
        self.ask_phone_seat("Whose link to show again?", self.show_link)

    def show_link(self, seat: int) -> None:
        """The seat's code and address, large: the same link, the same draft."""
        if self.phones is not None:
            name = self.session.seats[seat].name
            self.app.push(PhoneLinkScene(self.app, self.phones, seat, name))

    def to_a_bot(self, seat: int) -> None:
        """A bot plays `seat` from now on (it enters at once when the stage waits for it);
        the seat's page is told so."""
        if not hasattr(self.session, "hand_to_bot"):
            return
        self.phone_seats -= {seat}
        self.session.hand_to_bot(seat)
        if self.phones is not None:
            self.phones.hosts[seat].close()
            self.phones.say(seat, ["A bot plays this seat now."])
        self.note = f"A bot plays {self.session.seats[seat].name}'s seat now."
        self.relayout()

    def to_the_machine(self, seat: int) -> None:
        """`seat` enters at this computer from now on; its draft goes with it."""
        self.phone_seats -= {seat}
        if hasattr(self.session, "phone_seats"):
            self.session.phone_seats.discard(seat)
            self.session.save()
        if self.phones is not None:
            self.phones.hosts[seat].close()
            self.phones.say(seat, ["This seat enters at the computer now."])
        self.relayout()

    def phone_entry(self, host: Host, seat: int) -> Scene:
        """The game's own entry scene for `seat`, built on the phone's off-screen window."""
        window = self.app
        self.app = host  # the game's entry_scene builds on self.app
        try:
            scene = self.entry_scene(seat, lambda: self.phone_entered(seat))
        finally:
            self.app = window
        problem = scene.attach_draft(self.stage_words()) if isinstance(scene, EntryScreen) else ""
        host.push(scene)
        if problem:
            host.show_message("Your unfinished entry could not be read back", [problem])
        return scene

    def phone_entered(self, seat: int) -> None:
        self.note = f"{self.session.seats[seat].name} has entered (on their phone)."
        self.serve_phones(self.session.humans_waiting())

    def lone_human(self) -> bool:
        """One human among bots (and `curtain_for_one` False, the default): no curtain
        between their entries (bots never look), only when they leave an entry unsubmitted
        (Esc), as the way out of the match."""
        humans = sum(not seat.is_bot for seat in self.session.seats)
        return not self.curtain_for_one and humans == 1

    def open_entry(self, seat: int) -> None:
        self.held = False
        scene = self.entry_scene(seat, self.entered(seat))
        problem = scene.attach_draft(self.stage_words()) if isinstance(scene, EntryScreen) else ""
        self._open_entry = (seat, scene)
        self.app.push(scene)
        if problem:  # the entry opens empty; the message says why and where
            self.app.show_message("Your unfinished entry could not be read back", [problem])

    def entered(self, seat: int) -> Callable[[], None]:
        def note() -> None:
            self._open_entry = None
            self.held = False  # handed in: `resume` (the entry popped first) did not hold it
            self.note = f"{self.session.seats[seat].name} has entered."

        return note

    def resume(self) -> None:
        """On top again: an entry left without submitting has its draft in the save."""
        super().resume()
        if self._open_entry is not None:
            seat, _ = self._open_entry
            self._open_entry = None
            self.held = True
            if self.session.draft_of(seat, self.stage_words()) is not None:
                self.note = f"{self.session.seats[seat].name}'s unfinished entry is kept."

    def back_on_top(self) -> None:
        """The reveal is over: close whatever it left above this scene."""
        self.session.reveal_watched()
        while self in self.app.stack and self.app.top is not self:
            self.app.pop()

    # --- drawing --------------------------------------------------------------------------

    def curtain_picture(self) -> tuple[int, Callable[[pygame.Surface, pygame.Rect], None]] | None:
        """A small picture the curtain shows above the status (its height and painter; the
        painter may be given less height, down to PICTURE_LEAST px, and fits itself)."""
        return None

    def status_lines(self) -> list[str]:
        """Who has entered and who is still to come: names only, never what they entered."""
        session = self.session
        waiting = set(session.expected())
        seats = session.seats
        done = [seat.name for index, seat in enumerate(seats) if index in session.pending]
        to_come = [seat.name for index, seat in enumerate(seats) if index in waiting]
        lines = [self.stage_words()]
        if banner := match_banner(self.app):  # a season's Final: its score
            lines.insert(0, banner)
        if (seed := self.seed()) is not None:
            lines.append(f"Seed {seed}")
        lines.append("Entered: " + (", ".join(done) or "nobody yet"))
        lines.append("Still to enter: " + (", ".join(to_come) or "nobody"))
        if self.phones is not None and self.phone_seats:  # none left: no phone lines
            phones = [seats[index].name for index in sorted(self.phone_seats & waiting)]
            lines.append("Waiting for: " + (", ".join(phones) or "no phone"))
            online = self.phones.connected()
            joined = [seats[index].name for index in sorted(self.phone_seats & online)]
            lines.append("On their phones: " + (", ".join(joined) or "nobody yet"))
        return lines

    def phone_lines(self) -> list[str]:
        """Where the phones join: the same network, this computer's address and port."""
        if self.phones is None:
            return []
        lines = [
            "Phones must be on the same network (Wi-Fi) as this computer; the game listens "
            f"on {self.phones.listening()}. Scan your seat's code or type its address."
        ]
        machine = [s for s in self.session.humans_waiting() if s not in self.phone_seats]
        if machine and self.phones_to_join():
            name = self.session.seats[machine[0]].name
            lines.append(f"Press Space to pass to {name} now; the phones can join later.")
        return lines

    def draw_phone_cards(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A card with the code and address of each phone seat still to join."""
        if self.phones is not None:
            joining = [(seat, self.session.seats[seat].name) for seat in self.phones_to_join()]
            font = self.app.font
            draw_join_cards(surface, rect, self.phones, joining, font, self.codes_page)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        centre_x = self.app.size[0] // 2
        title = self.app.font(40, bold=True)
        phones = self.phones is not None and bool(self.phone_seats)  # every one moved back?
        title_y = 60 if phones else 220
        blit_text(surface, title, self.heading, theme.TEXT, (centre_x, title_y), "center")
        if phones:
            self.draw_with_phones(surface)
            return
        font = self.app.font(24)
        lines = self.status_lines()
        rows = [row for line in lines for row in wrap_text(line, font, self.app.size[0] - 80)]
        for number, row in enumerate(rows):
            blit_text(surface, font, row, theme.MUTED_TEXT, (centre_x, 300 + number * 36), "center")
        if self.note:
            note_y = 300 + len(rows) * 36 + 24
            blit_text(surface, font, self.note, theme.TEXT, (centre_x, note_y), "center")

    def draw_with_phones(self, surface: pygame.Surface) -> None:
        """The waiting screen of a match with phone seats: the status higher, the phone
        seats' codes under it."""
        width, height = self.app.size
        font = self.app.font(18)
        lines = [*self.status_lines(), *self.phone_lines()]
        to_come = next((line for line in lines if line.startswith("Still to enter: ")), "")
        if to_come.removeprefix("Still to enter: ") in [line[13:] for line in lines]:
            lines.remove(to_come)  # only phones to come: "Waiting for" says the same
        if self.note:
            lines.append(self.note)
        rows = [row for line in lines for row in wrap_text(line, font, width - 80)]
        bottom = height - (PHONE_BUTTON_ROW if self.phone_buttons else 0) - 12
        if bottom - 112 - len(rows) * font.get_linesize() < CARDS_LEAST_ROOM:
            lines = [counted(line) for line in lines]  # a large table: the names are on the codes
            rows = [row for line in lines for row in wrap_text(line, font, width - 80)]
        y = 100
        for row in rows:
            blit_text(surface, font, row, theme.MUTED_TEXT, (width // 2, y), "midtop")
            y += font.get_linesize()
        self.draw_phone_cards(surface, pygame.Rect(20, y + 12, width - 40, bottom - y - 12))


COUNTED_LINES = ("Entered: ", "Still to enter: ", "Waiting for: ", "On their phones: ")
# px the phone seats' cards need at the least: a code of LEAST_CODE, a name, an address, the
# pages' line; a waiting screen whose status leaves less says the names as counts
CARDS_LEAST_ROOM = 240


def counted(line: str) -> str:
    """A status line listing names, as a count ("Waiting for: 12 players"); others as they
    are."""
    for prefix in COUNTED_LINES:
        if line.startswith(prefix):
            names = line.removeprefix(prefix)
            if names.startswith(("nobody", "no phone")):
                return line
            count = names.count(", ") + 1
            return f"{prefix}{count} player{'s' if count != 1 else ''}"
    return line


def match_resumer(
    load: Callable[[Path], Any], flow: Callable[[Host, Any], Scene]
) -> Callable[[Host, Path], Scene | None]:
    """A game's Continue hook (`resume_match`): the save loaded by `load` in the scene
    `flow(app, session)`, or None when the match is already over."""

    def resume_match(app: Host, path: Path) -> Scene | None:
        session = load(path)
        return None if session.finished else flow(app, session)

    return resume_match


class GuidedFlow(HotSeatScene):
    """A guided first match, mixed in before a game's HotSeatScene subclass:

        class TutorialFlowScene(GuidedFlow, MatchFlowScene): ...

    Before the first entry of each kind, its lesson (`lessons[i]`: an object with `title`,
    `lines`, `done(session)` and `missed`) is shown over the entry screen; once the entry
    has been resolved, a note says so when it skipped what the lesson asked (`done` is
    false); after the last lesson, `farewell` ("Well done" when every lesson was done; when
    some were skipped its first line, the "you have made every kind of entry" one, gives way
    to what is still to try: each skipped lesson's `skill`, else its title). The game says
    which lesson is due (`lesson_now()`) and when one is over (`lesson_over(index)`);
    `learner` is the seat the lessons are for (None: every seat)."""

    lessons: Sequence[Any] = ()
    farewell: tuple[str, ...] = ()
    farewell_names_the_missed = False  # True: `farewell` says itself what is still to try
    learner: int | None = None

    def __init__(self, *arguments: Any, **keywords: Any):
        super().__init__(*arguments, **keywords)
        self.given: list[int] = []  # lessons shown, in order
        self.checked: set[int] = set()
        self.skipped: list[int] = []  # lessons whose entry skipped what they asked
        self.notes: list[tuple[str, tuple[str, ...]]] = []  # shown once the flow is on top

    def lesson_now(self) -> int | None:
        raise NotImplementedError

    def lesson_over(self, index: int) -> bool:
        raise NotImplementedError

    def open_entry(self, seat: int) -> None:
        """The entry screen, with the lesson due now on top of it the first time."""
        super().open_entry(seat)
        lesson = self.lesson_now()
        if self.learner not in (None, seat) or lesson is None or lesson in self.given:
            return
        self.given.append(lesson)
        self.app.show_message(self.lessons[lesson].title, self.lessons[lesson].lines)

    def resume(self) -> None:
        super().resume()
        for index in self.given:
            if index in self.checked or not self.lesson_over(index):
                continue
            self.checked.add(index)
            lesson = self.lessons[index]
            if lesson.missed and not lesson.done(self.session):
                self.notes.append((lesson.title, (lesson.missed,)))
                self.skipped.append(index)
            if len(self.checked) == len(self.lessons):
                self.notes.append(self.farewell_note())

    def farewell_note(self) -> tuple[str, tuple[str, ...]]:
        """The last note: praise only for what was done (a game whose `farewell` already
        says what is still to try keeps its own words)."""
        if not self.skipped:
            return "Well done", tuple(self.farewell)
        if self.farewell_names_the_missed:
            return "The guide is over", tuple(self.farewell)
        skills = [
            getattr(self.lessons[i], "skill", "") or self.lessons[i].title for i in self.skipped
        ]
        still = (
            f"The guide has shown every kind of entry; still to try: {', '.join(skills)}. "
            "The rest of the match is yours to try it in."
        )
        return "The guide is over", (still, *self.farewell[1:])

    def update(self, dt: float) -> None:
        """A note waiting from the last entry comes before the next step of the match."""
        if self.notes:
            title, lines = self.notes.pop(0)
            self.app.show_message(title, lines)
            return
        super().update(dt)
