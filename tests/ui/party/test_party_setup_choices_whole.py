"""The party setup's house rules show each choice whole — «a lady and a gentleman in every pair»
was cut to "a lady and a gentleman in ev…" at 1366×768 — on a 1024×600 and a 1366×768 screen, in
English and Russian: every choice of every drop-down fits the box's text field, the field
inside the page's column. Pictures: tests/screens/party_setup_choices_<lang>_<width>.png."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, QSize
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QStyle, QStyleOptionComboBox

from clubapp.services import Services
from clubapp.ui.shared import i18n, screen_fit
from tests.helpers.paths import SCREENS

SCREENS_AT = {"1024x600": QSize(1024, 600), "1366x768": QSize(1366, 768)}


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def text_room(combo: QComboBox) -> int:
    """The width the box gives its text (the style's edit field: the box less its arrow)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    return field.width()


@pytest.mark.parametrize("screen", SCREENS_AT)
def test_every_house_rule_choice_is_whole(qtbot, tmp_path, empty_club, monkeypatch, lang, screen):
    from clubapp.ui.main_window import MainWindow

    size = SCREENS_AT[screen]
    monkeypatch.setattr(screen_fit, "available",
                        lambda _widget: QRect(0, 0, size.width(), size.height()))
    services = Services.open(str(empty_club))
    evening = services.evenings.create(dt.date(2026, 12, 5), "Зимний вечер", "party")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.resize(size.width() - 12, size.height() - 40)  # as screen_fit leaves it
    window.show()
    qtbot.waitExposed(window)
    window.open_evening(evening.id)
    setup = window.party_page.setup
    column = setup.findChild(QScrollArea, "party_setup_side")
    combos = [w for w in setup.rules.widgets.values() if isinstance(w, QComboBox)]
    assert len(combos) == 4
    cut = []
    for combo in combos:
        column.ensureWidgetVisible(combo)
        QApplication.processEvents()
        room = text_room(combo)
        for index in range(combo.count()):
            text = combo.itemText(index)
            if combo.fontMetrics().horizontalAdvance(text) > room:
                cut.append((combo.objectName(), text, room))
        # the box lies inside the column: no part of it under the scroll bar or past the edge
        left = combo.mapTo(column.viewport(), QPoint(0, 0)).x()
        assert left >= 0 and left + combo.width() <= column.viewport().width(), combo.objectName()
    lady = setup.rules.widgets["unequal_roles"]
    column.ensureWidgetVisible(lady)
    QApplication.processEvents()
    window.grab().save(str(SCREENS / f"party_setup_choices_{lang}_{size.width()}.png"))
    assert cut == []
    window.close()
    services.close()
