"""The member dialog's Results group (issue 32) with real widgets on a real club file: how the
results site names the member, whether the results are mailed and in which language — saved,
and there again when the dialog opens anew; its words in Russian; the keys' order; the dialog
within a 1024×600 screen, screenshots under tests/screens for a person to look at."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from clubapp.ui.club.member_dialog import MemberDialog
from tests.helpers.paths import SCREENS

# the room a dialog has on a small laptop's 1024×600 once the panel and the title bar are
# drawn (as tests/ui/evening/test_deal_list_reads.py measures it)
SMALL_SCREEN = (1012, 560)


def open_dialog(qtbot, services, member=None) -> MemberDialog:
    dialog = MemberDialog(services, member)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def label_of(dialog: MemberDialog, field: QWidget) -> str:
    form = dialog.findChild(QGroupBox).layout()
    assert isinstance(form, QFormLayout)
    return form.labelForField(field).text()


def test_initials_and_no_mail_are_saved_and_shown_again(qtbot, sqlite_services):
    services = sqlite_services
    dialog = open_dialog(qtbot, services)
    assert dialog.publish_as.currentData() == "name"  # a new member: by name, mailed
    assert dialog.mail_results.isChecked() and dialog.mail_language.currentData() == ""
    dialog.name.setText("Anna Karenina")
    dialog.email.setText("anna@example.org")
    dialog.publish_as.setCurrentIndex(dialog.publish_as.findText("By initials"))
    qtbot.mouseClick(dialog.mail_results, Qt.MouseButton.LeftButton)
    dialog.mail_language.setCurrentIndex(dialog.mail_language.findData("ru"))
    dialog.save()
    assert dialog.result() == MemberDialog.DialogCode.Accepted
    saved = services.members.get(dialog.result_member.id)
    assert (saved.publish_as, saved.mail_results, saved.language) == ("initials", False, "ru")

    again = open_dialog(qtbot, services, saved)
    assert again.publish_as.currentText() == "By initials"
    assert not again.mail_results.isChecked()
    assert again.mail_language.currentText() == "Русский"
    # another detail changed: what the member chose stays as it was
    again.phone.setText("555 0101")
    again.save()
    kept = services.members.get(saved.id)
    assert (kept.phone, kept.publish_as, kept.mail_results, kept.language) == (
        "555 0101", "initials", False, "ru")

    third = open_dialog(qtbot, services, kept)
    third.publish_as.setCurrentIndex(third.publish_as.findData("hidden"))
    third.mail_language.setCurrentIndex(third.mail_language.findData(""))
    third.save()
    hidden = services.members.get(saved.id)
    assert (hidden.publish_as, hidden.mail_results, hidden.language) == ("hidden", False, "")


def test_a_refused_name_keeps_the_choices_made(qtbot, sqlite_services):
    """A refusal leaves the dialog open with everything chosen, and writes nothing."""
    dialog = open_dialog(qtbot, sqlite_services)
    dialog.publish_as.setCurrentIndex(dialog.publish_as.findData("hidden"))
    dialog.mail_results.setChecked(False)
    dialog.save()
    assert dialog.error.isVisible() and "needs a name" in dialog.error.text()
    assert dialog.publish_as.currentData() == "hidden" and not dialog.mail_results.isChecked()
    assert sqlite_services.members.list() == []


def test_the_keys_go_down_the_dialog(qtbot, sqlite_services):
    dialog = open_dialog(qtbot, sqlite_services)
    chain = [dialog.notes]
    while len(chain) < 4:
        chain.append(chain[-1].nextInFocusChain())
        while not chain[-1].focusPolicy() & Qt.FocusPolicy.TabFocus:
            chain[-1] = chain[-1].nextInFocusChain()
    assert chain[1:] == [dialog.publish_as, dialog.mail_results, dialog.mail_language]


def _shoot_and_measure(dialog: MemberDialog, name: str) -> None:
    hint = dialog.sizeHint()
    assert hint.width() <= SMALL_SCREEN[0] and hint.height() <= SMALL_SCREEN[1], hint
    note = dialog.findChild(QLabel, "member_privacy_note")
    # the explanation is read whole: wrapped, never cut
    assert note.height() >= note.heightForWidth(note.width()), note.text()
    assert dialog.grab().save(str(SCREENS / name))


def test_the_results_group_in_english_fits_a_small_screen(qtbot, sqlite_services):
    member = sqlite_services.members.add("Александра Константиновна Воскресенская-Милославская",
                                         "sasha@example.org", publish_as="initials")
    dialog = open_dialog(qtbot, sqlite_services, member)
    assert dialog.findChild(QGroupBox).title() == "Results"
    assert label_of(dialog, dialog.publish_as) == "On the results site"
    assert label_of(dialog, dialog.mail_language) == "Language of mails"
    assert [dialog.publish_as.itemText(i) for i in range(3)] == [
        "By name", "By initials", "Not published"]
    assert "never e-mail, phone or notes" in dialog.findChild(QLabel, "member_privacy_note").text()
    _shoot_and_measure(dialog, "member_dialog_results.png")


def test_the_results_group_speaks_russian(qtbot, sqlite_services, russian):
    member = sqlite_services.members.add("Александра Константиновна Воскресенская-Милославская",
                                         "sasha@example.org", mail_results=False, language="ru")
    dialog = open_dialog(qtbot, sqlite_services, member)
    assert dialog.windowTitle() != "Edit member"
    assert dialog.findChild(QGroupBox).title() == "Результаты"
    assert label_of(dialog, dialog.publish_as) == "На сайте результатов"
    assert label_of(dialog, dialog.mail_language) == "Язык писем"
    assert [dialog.publish_as.itemText(i) for i in range(3)] == [
        "По имени", "По инициалам", "Не публикуется"]
    assert dialog.mail_results.text() == "Присылать результаты по почте"
    assert not dialog.mail_results.isChecked()
    assert dialog.mail_language.itemText(0) == "Язык клуба"
    assert dialog.mail_language.currentText() == "Русский"
    assert dialog.findChild(QLabel, "member_privacy_note").text().startswith("На сайте — только")
    _shoot_and_measure(dialog, "ru_member_dialog_results.png")
