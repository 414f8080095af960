"""The switch that lets a table type each side's points says what the window's score form says:
«Ввести вместо этого очки» on the served page of a euchre table in Russian (it once said «Ввести
очки вместо этого»), "Enter the points instead" in English."""

from __future__ import annotations

import datetime as dt

import pytest
from starlette.testclient import TestClient

from clubapp.services.table_access import TableAccessService
from clubapp.web.app import make_app
from tests.helpers.pages import Tree
from tests.web.test_page_figures import FOUR, seat
from tests.words.test_one_word_for_rubber import russian_translations


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_phone_says_the_windows_phrase(sqlite_services, lang):
    services = sqlite_services
    evening = services.evenings.create(dt.date(2026, 12, 4), "Friday club").id
    seat(services, evening, "euchre", FOUR)
    table, = TableAccessService(services).addresses(evening)
    answer = TestClient(make_app(services, evening, lang)).get(table.path())
    assert answer.status_code == 200, answer.text
    legend, = [node for node in Tree(answer.text).root.find_all("legend")
               if any(i.attrs.get("name") == "points_instead" for i in node.find_all("input"))]
    said = legend.text()
    window = {"en": "Enter the points instead",
              "ru": russian_translations()["Enter the points instead"]}[lang]
    assert said == window
    assert said == {"en": "Enter the points instead", "ru": "Ввести вместо этого очки"}[lang]
