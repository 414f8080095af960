"""The phones' fixtures for every browser test here: ``browser`` (one Chromium a module) and
``phone`` (tests/helpers/phones.py)."""

from tests.helpers.phones import browser, phone  # noqa: F401  (fixtures)
