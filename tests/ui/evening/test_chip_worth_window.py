"""The evening's white chip worth in the window: the chips dialog offers the worth the evening
keeps and keeps the one the organiser settles at (unless *Keep for this evening* is unticked),
a worth that is no sum of money changes nothing, *Forget the worth* goes back to chips only; the
table's score line shows money beside the loo table's chips as soon as a worth is kept — in
English and in Russian, with screenshots under tests/screens."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit, QPlainTextEdit, QPushButton, QSpinBox

from clubapp.ledger import ChipValue
from clubapp.services import Services
from clubapp.ui.shared import i18n
from tests.helpers.clubs import chip_evening
from tests.helpers.paths import SCREENS
from tests.helpers.window import open_window, when_dialog_opens

WORDS = {
    "en": {"worth": "A white chip is worth 0.10", "none": "No worth is kept",
           "kept": "A white chip is worth 0.10 (kept for this evening).",
           "bad": "sum of money", "fine": "kept to 4 decimal places",
           "closed": "The evening is closed"},
    "ru": {"worth": "Белая фишка стоит 0,10", "none": "не сохранена",
           "kept": "Белая фишка стоит 0,10 (сохранено для этого вечера).",
           "bad": "денежная сумма", "fine": "с точностью до 4 знаков",
           "closed": "Вечер закрыт"},
}


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def _score(window) -> str:
    return window.evening_page.panel.score.text()


def _dialog(window, action) -> None:
    when_dialog_opens(action)
    window.evening_page.chips_button.click()


def test_the_worth_kept_from_the_chips_dialog_shows_beside_the_tables_chips(qtbot, tmp_path,
                                                                           empty_club, lang):
    words = WORDS[lang]
    path = empty_club
    services = Services.open(str(path))
    evening, _games = chip_evening(services)
    chips = services.chips.evening(evening)
    services.close()
    window = open_window(qtbot, path)
    window.open_evening(evening)
    panel = window.evening_page.panel
    assert panel.view is not None and panel.view.game_id == "loo"
    assert "(" not in _score(window) and "worth" not in _score(window)  # chips only
    seen: dict[str, object] = {}

    def first(dialog):
        value = dialog.findChild(QLineEdit, "chip_value")
        seen["offered"] = value.text()
        seen["note"] = dialog.findChild(QLabel, "kept_worth").text()
        seen["forget"] = dialog.findChild(QPushButton, "forget_worth").isVisible()
        assert dialog.findChild(QCheckBox, "keep_worth").isChecked()
        value.setText("abc")  # no sum of money: nothing kept, nothing settled
        dialog.settle()
        seen["bad"] = dialog.error.text()
        seen["after_bad"] = dialog.services.chips.worth(evening)
        value.setText("0,00001" if lang == "ru" else "0.00001")  # finer than the evening keeps
        dialog.settle()
        seen["fine"] = dialog.error.text()
        seen["after_fine"] = dialog.services.chips.worth(evening)
        seen["statement_after_fine"] = dialog.findChild(QPlainTextEdit, "statement").toPlainText()
        value.setText("0,10" if lang == "ru" else "0.10")
        dialog.settle()
        seen["statement"] = dialog.findChild(QPlainTextEdit, "statement").toPlainText()
        seen["kept"] = dialog.findChild(QLabel, "kept_worth").text()
        assert dialog.grab().save(str(SCREENS / f"{lang}_chip_worth_dialog.png"))
        dialog.reject()

    _dialog(window, first)
    assert seen["offered"] == ("0,05" if lang == "ru" else "0.05")  # the first offer
    assert words["none"] in seen["note"] and seen["forget"] is False
    assert words["bad"] in seen["bad"] and seen["after_bad"] is None
    assert words["fine"] in seen["fine"] and seen["after_fine"] is None
    assert seen["statement_after_fine"] == ""
    assert "0.10" in seen["statement"] or "0,10" in seen["statement"]
    assert seen["kept"] == words["kept"]
    # the table shows its chips in money at once, beside them: −27 white chips at 0.10 is
    # −2.70; and the worth at the end of the score line
    line = _score(window)
    assert line.endswith("   |   " + words["worth"])
    won = {name: chips.by_table[1][name] for name in panel.view.players}
    assert won == panel.view.totals  # loo counts its score in white chips
    sep = "," if lang == "ru" else "."
    for name, units in won.items():
        amount = f"{Decimal(units) / 10:.2f}".replace(".", sep)
        assert f"{name}: {units} ({amount})" in line
    assert window.grab().save(str(SCREENS / f"{lang}_chip_worth_score.png"))

    def second(dialog):
        seen["offered"] = dialog.findChild(QLineEdit, "chip_value").text()
        seen["units"] = dialog.findChild(QSpinBox, "chip_units").value()
        seen["forget"] = dialog.findChild(QPushButton, "forget_worth").isVisible()
        # settled at another worth without keeping it: the evening keeps its own
        dialog.findChild(QCheckBox, "keep_worth").setChecked(False)
        dialog.findChild(QLineEdit, "chip_value").setText("0.20")
        dialog.settle()
        seen["statement"] = dialog.findChild(QPlainTextEdit, "statement").toPlainText()
        seen["after_unticked"] = dialog.services.chips.worth(evening)
        dialog.forget_worth()
        seen["after_forget"] = dialog.services.chips.worth(evening)
        seen["note"] = dialog.findChild(QLabel, "kept_worth").text()
        dialog.reject()

    _dialog(window, second)
    assert (seen["offered"], seen["units"], seen["forget"]) == (
        "0,10" if lang == "ru" else "0.10", 1, True)
    assert "0.20" in seen["statement"] or "0,20" in seen["statement"]
    assert seen["after_unticked"] == ChipValue(Decimal("0.10"))
    assert seen["after_forget"] is None and words["none"] in seen["note"]
    assert "(" not in _score(window) and words["worth"] not in _score(window)  # chips only
    window.close()


def test_a_closed_evening_settles_without_changing_its_worth(qtbot, tmp_path, empty_club,
                                                             lang):
    path = empty_club
    services = Services.open(str(path))
    evening, _games = chip_evening(services)
    services.evenings.set_chip_worth(evening, "0.25", 3)
    services.evenings.set_closed(evening, True)
    services.close()
    window = open_window(qtbot, path)
    window.open_evening(evening)
    seen: dict[str, object] = {}

    def look(dialog):
        keep = dialog.findChild(QCheckBox, "keep_worth")
        seen["keep"] = (keep.isChecked(), keep.isEnabled(), keep.toolTip())
        seen["offered"] = (dialog.findChild(QLineEdit, "chip_value").text(),
                           dialog.findChild(QSpinBox, "chip_units").value())
        seen["forget"] = dialog.findChild(QPushButton, "forget_worth").isVisible()
        dialog.findChild(QLineEdit, "chip_value").setText("0.30")
        dialog.settle()
        seen["statement"] = dialog.findChild(QPlainTextEdit, "statement").toPlainText()
        seen["worth"] = dialog.services.chips.worth(evening)
        dialog.reject()

    _dialog(window, look)
    checked, enabled, tip = seen["keep"]
    assert (checked, enabled) == (False, False) and WORDS[lang]["closed"] in tip
    assert seen["offered"] == ("0,25" if lang == "ru" else "0.25", 3)
    assert seen["forget"] is False
    assert seen["statement"]  # settled at what was typed
    assert seen["worth"] == ChipValue(Decimal("0.25"), 3)  # the evening's own, unchanged
    # the closed evening's tables still show their chips in money at the worth it keeps
    worth = "Белые фишки: 3 шт. стоят 0,25" if lang == "ru" else "3 white chips are worth 0.25"
    assert _score(window).endswith(worth)
    assert "Ann of loo: -27 (" + ("-2,25)" if lang == "ru" else "-2.25)") in _score(window)
    window.close()
