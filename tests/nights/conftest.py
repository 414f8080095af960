"""The nights: whole evenings played through the real window on an X server of their own."""

from __future__ import annotations

import shutil

import pytest

NEEDED = ("Xvfb", "openbox", "xdotool", "setxkbmap", "import", "pdftotext")


@pytest.fixture(scope="session")
def night_tools() -> None:
    missing = [tool for tool in NEEDED if shutil.which(tool) is None]
    assert missing == [], f"install {', '.join(missing)} (setup.sh --test does)"
