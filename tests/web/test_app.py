"""The table pages over HTTP (Starlette's test client, a real SQLite file): the form built
from the schema, a deal recorded and its resend answered once, a refusal beside its field,
strangers' tokens, other sites' forms and floods refused."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from clubapp.services.table_access import TableAccessService
from clubapp.web.app import make_app
from tests.web.evenings import club_evening, party_evening


def _sid(html: str, form: str = "entry") -> str:
    part = html[html.index(f'id="{form}"'):]
    return re.search(r'name="submission" value="(\w+)"', part).group(1)


@pytest.fixture
def euchre(sqlite_services):
    evening, (game,) = club_evening(sqlite_services)
    app = make_app(sqlite_services, evening, "en")
    table = TableAccessService(sqlite_services).addresses(evening)[0]
    return TestClient(app), table, game, sqlite_services


def test_the_form_has_the_schemas_fields_by_name_and_a_submit_button(euchre):
    client, table, _game, _services = euchre
    page = client.get(table.path())
    assert page.status_code == 200
    html = page.text
    for name in ("makers", "tricks", "alone", "revoke", "revoke.by", "revoke.take"):
        assert f'name="{name}"' in html
    assert '<button type="submit" class="record">Record the deal</button>' in html
    assert page.headers["referrer-policy"] == "same-origin"  # no other site sees the token
    assert "script-src 'self'" in page.headers["content-security-policy"]


def test_a_deal_is_recorded_and_a_resend_with_its_id_is_answered_the_same(euchre):
    client, table, game, services = euchre
    sid = _sid(client.get(table.path()).text)
    form = {"token": table.token, "submission": sid, "makers": "B", "tricks": "5"}
    sent = client.post(table.path() + "/deal", data=form, follow_redirects=False)
    assert sent.status_code == 303
    again = client.post(table.path() + "/deal", data=form,
                        headers={"Accept": "application/json"})
    assert again.json()["ok"] and again.json()["answer"]["deal"] == 1
    assert [d.points for d in services.scoring.view(game).deals] == [{"A": 0, "B": 2}]
    shown = client.get(sent.headers["location"]).text
    assert "Deal 1 is recorded." in shown and "+2 → 2" in shown


def test_a_refused_deal_comes_back_with_the_message_beside_its_field(euchre):
    client, table, game, services = euchre
    sid = _sid(client.get(table.path()).text)
    page = client.post(table.path() + "/deal", data={
        "token": table.token, "submission": sid, "makers": "A", "tricks": "7"})
    assert page.status_code == 422
    field = page.text[page.text.index('data-field="tricks"'):]
    assert "7 is above the maximum 5" in field[:field.index("</div>")]
    assert 'value="7"' in field[:field.index("</div>")]  # as typed
    assert services.scoring.view(game).deals == ()


def test_made_up_tokens_other_sites_and_floods_are_refused(euchre):
    client, table, game, services = euchre
    assert client.get("/t/" + "Q" * 43).status_code == 404
    sid = _sid(client.get(table.path()).text)
    foreign = client.post(table.path() + "/deal", headers={"Origin": "http://evil.example"},
                          data={"token": table.token, "submission": sid, "makers": "A",
                                "tricks": "3"})
    assert foreign.status_code == 403
    wrong = client.post(table.path() + "/deal", data={"token": "Z" * 43, "submission": sid,
                                                      "makers": "A", "tricks": "3"})
    assert wrong.status_code == 403
    assert services.scoring.view(game).deals == ()
    answers = [client.get("/t/" + f"{n:043d}").status_code for n in range(30)]
    assert answers[0] == 404 and answers[-1] == 429


def test_the_pages_speak_the_tables_chosen_language(euchre):
    client, table, _game, _services = euchre
    chosen = client.post(table.path() + "/lang", data={"token": table.token, "lang": "ru"})
    assert chosen.status_code == 200
    assert "Записать сдачу" in chosen.text and "Стол 1" in chosen.text
    assert "Record the deal" not in chosen.text


def test_a_guest_page_says_where_to_go_and_a_table_page_takes_the_bell(sqlite_services):
    evening = party_evening(sqlite_services)
    client = TestClient(make_app(sqlite_services, evening, "en"))
    addresses = TableAccessService(sqlite_services).addresses(evening)
    party = sqlite_services.party.view(evening)
    guest = next(a for a in addresses if a.kind == "guest")
    page = client.get(guest.path()).text
    table = party.table_of(guest.name)
    assert f"Round 1: go to table {table}" in page
    head = next(a for a in addresses if a.kind == "table" and a.number == 1)
    bell = client.get(head.path()).text
    assert 'name="score.0"' in bell and 'name="cut.1"' in bell and "Ring the bell" in bell
    assert client.get(guest.path().replace("/g/", "/t/")).status_code == 404
