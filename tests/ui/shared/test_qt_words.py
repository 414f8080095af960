"""Qt's own words in Russian: the file dialog, the message boxes' buttons, the print dialog —
from the catalogues PySide6 ships (qtbase_ru.qm) and the few words they lack (i18n.QT_GAPS),
at start and after the language is switched while the program runs."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMessageBox,
    QWidget,
)

from clubapp.ui.shared import i18n
from tests.ui.test_translations import english_words


def words(top: QWidget) -> list[str]:
    """The labels and buttons a person reads in a Qt dialog (not the files it lists)."""
    texts = [top.windowTitle()]
    for widget in top.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton) and widget.isVisibleTo(top):
            texts.append(widget.text())
    return [t for t in texts if t]


def file_dialog(folder: Path) -> QFileDialog:
    dialog = QFileDialog(None, "", str(folder))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # Qt's own, as on this Linux
    dialog.setNameFilter("PDF (*.pdf)")
    return dialog


@pytest.fixture
def language(qapp):
    yield i18n.install_language
    i18n.install_language("en")


def test_the_qt_catalogue_is_the_one_pyside_ships():
    assert (Path(i18n.qt_catalogue_folder()) / "qtbase_ru.qm").is_file()


def test_file_dialog_message_box_and_print_dialog_speak_russian(qtbot, language, tmp_path):
    assert language("ru")
    dialogs: list[QWidget] = [file_dialog(tmp_path), QPrintDialog(), QInputDialog()]
    box = QMessageBox(QMessageBox.Icon.Question, "", "")
    box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                           | QMessageBox.StandardButton.Cancel)
    dialogs.append(box)
    english = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        english += [f"{type(dialog).__name__}: {text!r}" for text in words(dialog)
                    if english_words(text)]
    assert english == []
    labels = words(dialogs[0])
    assert "&Папка:" in labels and "&Тип файлов:" in labels
    assert {b.text() for b in box.buttons()} == {"Сохранить", "Отклонить", "Отмена"}


def test_qt_words_follow_the_language_switched_at_run_time(qtbot, language, tmp_path):
    language("en")
    english = file_dialog(tmp_path)
    qtbot.addWidget(english)
    assert "&Look in:" in words(english)
    language("ru")
    russian = file_dialog(tmp_path)
    qtbot.addWidget(russian)
    assert "&Папка:" in words(russian)
    combo = russian.findChild(QComboBox, "fileTypeCombo")
    assert combo is not None and combo.itemText(0) == "PDF (*.pdf)"  # the filter as given
    language("en")
    again = file_dialog(tmp_path)
    qtbot.addWidget(again)
    assert "&Look in:" in words(again)
