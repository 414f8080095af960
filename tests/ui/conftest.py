"""What the window's tests share: the window in Russian for the length of a test."""

from __future__ import annotations

import pytest

from clubapp.ui.shared import i18n


@pytest.fixture
def russian(qapp):
    """The window's words in Russian, English again afterwards."""
    assert i18n.install_language("ru")
    yield
    i18n.install_language("en")
