"""The window's text size (View → Larger text, Ctrl++ or Ctrl+=; Smaller text, Ctrl+−; Ctrl+0
back to normal): the application's font and the words shown larger than the rest grow with
it, the status bar says the size, Settings keep it, and the next start puts it back. At the
largest size on a 1024×600 screen the window still fits and the evening's page scrolls: its
deal form's first field is reached by scrolling, no control is squeezed, no word is cut.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMenu

from clubapp.services import Services
from clubapp.services.sample import make_sample_club
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import text_size
from clubapp.ui.shared.settings_keys import TEXT_SIZE_KEY
from clubapp.ui.window_place import PLACE
from tests.helpers.paths import SCREENS

ROOT = Path(__file__).resolve().parents[3]
SCREEN_1024 = {"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1024, "height": 600,
                            "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}


@pytest.fixture
def club(tmp_path, empty_club, qapp):
    """The sample club (a euchre rubber under way at table 1) and the Settings file that the
    program reads at its start when ``XDG_CONFIG_HOME`` is ``tmp_path / "config"``."""
    path = empty_club
    evening = make_sample_club(path)
    settings = QSettings(str(tmp_path / "config" / "clubapp" / "clubapp.conf"),
                         QSettings.Format.IniFormat)
    yield path, evening, settings
    text_size.apply(text_size.NORMAL)  # the next test starts at the normal size


def open_window(qtbot, path: Path, settings: QSettings) -> MainWindow:
    window = MainWindow(None, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.attach(Services.open(str(path)))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    """A key with Ctrl, where the person's keyboard focus is (the window's shortcuts)."""
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key, Qt.KeyboardModifier.ControlModifier)


def points() -> float:
    return QApplication.font().pointSizeF()


def test_ctrl_plus_makes_the_text_larger_and_ctrl_0_brings_it_back(qtbot, club):
    path, evening, settings = club
    window = open_window(qtbot, path, settings)
    window.open_evening(evening)
    normal = points()
    header = window.evening_page.header
    header_normal = header.font().pointSizeF()
    share = header_normal / normal
    assert share > 1  # the evening's name larger than the rest, by a share of it

    press(qtbot, window, Qt.Key.Key_Plus)
    assert points() == pytest.approx(normal * 1.10)
    assert header.font().pointSizeF() == pytest.approx(normal * 1.10 * share)
    assert header.font().bold()
    assert window.statusBar().currentMessage() == "Text size: 110%"
    assert int(settings.value(TEXT_SIZE_KEY)) == 110

    # Ctrl+= : the same key without Shift, on a keyboard whose plus shares the key
    press(qtbot, window, Qt.Key.Key_Equal)
    assert points() == pytest.approx(normal * 1.25)
    assert int(settings.value(TEXT_SIZE_KEY)) == 125
    press(qtbot, window, Qt.Key.Key_Minus)
    assert points() == pytest.approx(normal * 1.10)
    assert window.statusBar().currentMessage() == "Text size: 110%"

    press(qtbot, window, Qt.Key.Key_0)
    assert points() == pytest.approx(normal)
    assert header.font().pointSizeF() == pytest.approx(header_normal)
    assert window.statusBar().currentMessage() == "Text size: 100%"
    assert int(settings.value(TEXT_SIZE_KEY)) == 100


def test_the_sizes_stop_at_the_largest_and_the_smallest_and_say_so(qtbot, club):
    path, _evening, settings = club
    window = open_window(qtbot, path, settings)
    normal = points()
    for _ in range(len(text_size.STEPS) + 2):
        press(qtbot, window, Qt.Key.Key_Plus)
    assert points() == pytest.approx(normal * 2)
    assert window.statusBar().currentMessage() == "Text size: 200%, the largest"
    for _ in range(len(text_size.STEPS) + 2):
        press(qtbot, window, Qt.Key.Key_Minus)
    assert points() == pytest.approx(normal * 0.9)
    assert window.statusBar().currentMessage() == "Text size: 90%, the smallest"
    assert int(settings.value(TEXT_SIZE_KEY)) == 90


def test_the_view_menu_names_the_keys(qtbot, club):
    path, _evening, settings = club
    window = open_window(qtbot, path, settings)
    menus = {menu.title(): menu for menu in window.menuBar().findChildren(QMenu)}
    view = menus["&View"]
    shown = {action.text(): [k.toString() for k in action.shortcuts()]
             for action in view.actions() if not action.isSeparator()}
    # the text sizes with their keys; then the room's screen (the Evening page's button)
    assert shown == {"&Larger text": ["Ctrl++", "Ctrl+="], "&Smaller text": ["Ctrl+-"],
                     "&Normal text size": ["Ctrl+0"],
                     "The standings on the &room's screen": []}


@pytest.mark.parametrize("kept", ["333", "huge", ""])
def test_a_size_that_is_not_a_step_starts_at_the_normal_size(tmp_path, qapp, kept):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(TEXT_SIZE_KEY, kept)
    normal = points()
    assert text_size.restore(settings) == text_size.NORMAL
    assert points() == normal


def start_the_program(tmp_path: Path, club: Path, evening: int, shot: Path) -> dict:
    """The program started as a person starts it (its Settings in ``tmp_path/config``) on a
    1024×600 screen; what ``large_text_start`` saw."""
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps(SCREEN_1024), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}",
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    done = subprocess.run([sys.executable, "-m", "tests.ui.large_text_start", str(club),
                           str(evening), str(shot)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=180, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_largest_size_is_kept_and_its_evening_page_scrolls_at_1024x600(
        qtbot, club, tmp_path):
    path, evening, settings = club
    SCREENS.mkdir(exist_ok=True)

    # at the normal size the 1024×600 promise holds: the page fits, nothing scrolls
    normal = start_the_program(tmp_path, path, evening, SCREENS / "text_size_100.png")
    assert normal["frame"][2] <= 1024 and normal["frame"][3] <= 600
    assert not normal["page_scrolls"]
    assert normal["squeezed"] == [] and normal["cut"] == []

    window = open_window(qtbot, path, settings)
    for _ in range(len(text_size.STEPS)):
        press(qtbot, window, Qt.Key.Key_Plus)
    assert int(settings.value(TEXT_SIZE_KEY)) == 200
    window.close()
    # the frame kept was on this process's own screen, not the laptop's: the laptop's start
    # opens at its own size, as it does for a person who set the size there
    settings.remove(PLACE + "frame")
    settings.sync()

    largest = start_the_program(tmp_path, path, evening, SCREENS / "text_size_200.png")
    assert largest["font"] == pytest.approx(normal["font"] * 2)  # put back at the start
    screen = largest["screen"]
    frame = largest["frame"]
    assert frame[2:] == normal["frame"][2:]  # the laptop's whole screen, as at the normal size
    assert frame[0] >= screen[0] and frame[1] >= screen[1]
    assert frame[0] + frame[2] <= screen[0] + screen[2]
    assert frame[1] + frame[3] <= screen[1] + screen[3]
    assert largest["page_scrolls"]  # a scroll bar, not a window past the screen
    assert largest["field"] == "field_makers"
    assert largest["field_in_window"], largest["field_place"]
    assert largest["squeezed"] == [] and largest["cut"] == []
