"""The start page asks before it makes anything (a club secretary's evening, issue item 1 and 2):
"bob" where Bob Jones is a member asks "Bob Jones, or a new member?" (Enter takes Bob Jones,
a button of its own makes the new member); the same name in another case or with е for ё
takes the member without asking; and an evening of the same kind open tonight is offered to be
continued rather than a second one opened. Driven through the real window with qtbot."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt

from clubapp.ui.club.start_page import PlayersDialog, tonight_name
from clubapp.ui.club.start_questions import ContinueQuestion, MemberQuestion
from tests.helpers.paths import SCREENS
from tests.helpers.start_page import (
    asked,
    new_club_window,
    press_enter,
    question_of,
    type_names,
    when_shown,
)


def seats_of_table_one(window) -> list[int]:
    panel = window.evening_page.panel
    return [s for s in panel.setups[panel.table.id].seats if s is not None]


def test_typing_bob_asks_and_enter_takes_bob_jones(qtbot, tmp_path, qapp):
    asked.clear()
    window = new_club_window(qtbot, tmp_path, qapp)
    bob = window.services.members.add("Bob Jones")
    ann = window.services.members.add("Ann Lee")
    seen: dict[str, object] = {}

    def answer(dialog: MemberQuestion) -> None:
        seen["question"] = question_of(dialog)
        seen["offers"] = [b.text() for b in dialog.offer_buttons]
        seen["new"] = dialog.new_button.text()
        dialog.grab().save(str(SCREENS / "start_asks_bob.png"))
        press_enter(qtbot, dialog)

    when_shown(PlayersDialog, type_names("bob", "ann lee"))
    when_shown(MemberQuestion, answer)
    qtbot.mouseClick(window.start_page.buttons["club"], Qt.MouseButton.LeftButton)
    assert asked == ["PlayersDialog", "MemberQuestion"]  # "ann lee" is Ann Lee: not asked
    assert seen["question"] == "“bob”: Bob Jones, or a new member?"
    assert seen["offers"] == ["Bob Jones"]
    assert seen["new"] == "&New member “bob”"
    assert [m.name for m in window.services.members.list()] == ["Ann Lee", "Bob Jones"]
    assert seats_of_table_one(window) == [bob.id, ann.id]
    window.close()


def test_choosing_a_new_member_adds_one(qtbot, tmp_path, qapp):
    asked.clear()
    window = new_club_window(qtbot, tmp_path, qapp)
    window.services.members.add("Bob Jones")
    when_shown(PlayersDialog, type_names("bob"))
    when_shown(MemberQuestion,
               lambda d: qtbot.mouseClick(d.new_button, Qt.MouseButton.LeftButton))
    window.start_job("club")
    names = [m.name for m in window.services.members.list()]
    assert names == ["bob", "Bob Jones"]
    new = next(m for m in window.services.members.list() if m.name == "bob")
    assert seats_of_table_one(window) == [new.id]
    window.close()


def test_two_near_matches_are_listed_and_cancel_makes_nothing(qtbot, tmp_path, qapp):
    asked.clear()
    window = new_club_window(qtbot, tmp_path, qapp)
    window.services.members.add("Bob Jones")
    window.services.members.add("Bobby Hart")
    window.services.members.add("Ann Lee")
    seen: dict[str, object] = {}

    def still_open(dialog: PlayersDialog) -> None:
        seen["typed"] = dialog.names.toPlainText()  # the names as typed, to be corrected
        dialog.reject()

    def cancel(dialog: MemberQuestion) -> None:
        seen["question"] = question_of(dialog)
        seen["offers"] = [b.text() for b in dialog.offer_buttons]
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Escape)
        when_shown(PlayersDialog, still_open)  # back to the names, then given up

    when_shown(PlayersDialog, type_names("Ann Lee", "bob"))
    when_shown(MemberQuestion, cancel)
    window.start_job("league")
    assert asked == ["PlayersDialog", "MemberQuestion", "PlayersDialog"]
    assert seen["typed"] == "Ann Lee\nbob"
    assert seen["question"] == "“bob”: Bob Jones, Bobby Hart, or a new member?"
    assert seen["offers"] == ["Bob Jones", "Bobby Hart"]
    assert len(window.services.members.list()) == 3
    assert window.services.evenings.list() == []
    window.close()


def test_the_same_name_with_e_for_yo_takes_the_member_without_asking(qtbot, tmp_path, qapp):
    asked.clear()
    window = new_club_window(qtbot, tmp_path, qapp)
    semyon = window.services.members.add("Семён Фролов")
    when_shown(PlayersDialog, type_names("семен  фролов"))
    window.start_job("club")
    assert asked == ["PlayersDialog"]
    assert [m.name for m in window.services.members.list()] == ["Семён Фролов"]
    assert seats_of_table_one(window) == [semyon.id]
    window.close()


def test_continue_tonights_evening_opens_it_and_makes_nothing(qtbot, tmp_path, qapp):
    asked.clear()
    window = new_club_window(qtbot, tmp_path, qapp)
    today = dt.date.today()
    tonight = window.services.evenings.create(today, "Friday euchre", "club")
    window.services.evenings.add_table(tonight.id)
    window.services.evenings.create(today, "Spring party", "party")  # another kind: not offered
    window.services.members.add("Ann Lee")
    window.hub.eveningsChanged.emit()
    before = window.services.evenings.list()
    seen: dict[str, object] = {}

    def take(dialog: ContinueQuestion) -> None:
        seen["question"] = question_of(dialog)
        seen["offers"] = [b.text() for b in dialog.offer_buttons]
        dialog.grab().save(str(SCREENS / "start_continue_tonight.png"))
        press_enter(qtbot, dialog)

    when_shown(ContinueQuestion, take)
    qtbot.mouseClick(window.start_page.buttons["club"], Qt.MouseButton.LeftButton)
    assert asked == ["ContinueQuestion"]  # no players asked for: nothing is to be made
    question = str(seen["question"])
    assert question.startswith("Continue “Friday euchre” (open since ")
    assert question.endswith(") or start another evening?")
    since = question.split("open since ")[1][:5]
    opened = dt.datetime.strptime(since, "%H:%M")
    now = dt.datetime.now()
    assert abs((now.hour * 60 + now.minute) - (opened.hour * 60 + opened.minute)) <= 2
    assert seen["offers"] == ["&Continue “Friday euchre”"]
    assert window.services.evenings.list() == before
    assert window.stack.currentWidget() is window.evening_page
    assert window.evening_page.detail.evening.id == tonight.id
    window.close()


def test_start_another_evening_makes_a_second_one_named_apart(qtbot, tmp_path, qapp):
    asked.clear()
    window = new_club_window(qtbot, tmp_path, qapp)
    today = dt.date.today()
    first = window.services.evenings.create(today, tonight_name(today), "club")
    when_shown(ContinueQuestion,
               lambda d: qtbot.mouseClick(d.new_button, Qt.MouseButton.LeftButton))
    when_shown(PlayersDialog, type_names("Ann Lee"))
    window.start_job("club")
    assert asked == ["ContinueQuestion", "PlayersDialog"]
    evenings = window.services.evenings.list()
    assert len(evenings) == 2
    second = window.evening_page.detail.evening
    assert second.id != first.id and second.name == f"{first.name} (2)"
    window.close()


def test_escape_on_the_continue_question_makes_nothing(qtbot, tmp_path, qapp):
    asked.clear()
    window = new_club_window(qtbot, tmp_path, qapp)
    window.services.evenings.create(dt.date.today(), "Friday euchre", "league")
    when_shown(ContinueQuestion,
               lambda d: qtbot.keyClick(d.focusWidget(), Qt.Key.Key_Escape))
    window.start_job("league")
    assert asked == ["ContinueQuestion"]
    assert len(window.services.evenings.list()) == 1
    assert window.stack.currentWidget() is window.start_page
    window.close()
