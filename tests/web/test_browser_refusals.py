"""What a real Chromium is answered when a table's page is refused (issue 28, items 2 and 8):
never a server error, and on a closed evening the table's final score under the refusal —
with the page's script and without it."""

from __future__ import annotations

import pytest

from clubapp.services.table_access import TableAccessService
from tests.helpers import phones
from tests.helpers.phones import euchre_phone, notices, opened, phone_in

SCRIPTS = pytest.mark.parametrize("script", [True, False], ids=["script", "no_script"])


def tamper(page, form: str, **fields: str) -> None:
    """Change what a form sends, as a stranger (or a broken page) would."""
    page.locator(form).evaluate(
        """(f, fields) => { for (const [name, value] of Object.entries(fields)) {
               if (name === "action") { f.action = value; continue; }
               const box = f.querySelector(`[name="${name}"]`);
               box.type = "text"; box.value = value; } }""", fields)


def press(page, form: str, script: bool):
    """Press a form's button: the answer's status without the script (the page it loads), or
    the refusal the script shows in place."""
    button = page.locator(f"{form} button[type=submit]")
    if not script:
        with page.expect_navigation() as answer:
            button.click()
        return answer.value.status
    button.click()
    page.locator(f"{form} .error.sent").first.wait_for()
    return None


def final_rows(page) -> list[list[str]]:
    return [r.inner_text().split("\t") for r in page.locator("#final tr").all()]


def test_a_closed_evenings_page_shows_the_tables_final_score(browser, tmp_path, empty_club):
    with euchre_phone(browser, tmp_path) as (page, server, path, euchre):
        for makers in ("A", "A", "B", "A", "A"):  # lone marches: the rubber to A
            phones.record(page, {"makers": makers, "tricks": "5", "alone": True})
        assert notices(page) == ["Deal 5 is recorded."]
        with opened(path) as services:
            services.evenings.set_closed(server.evening_id, True)
            view = services.scoring.view(euchre)
        assert view.winner == "A" and len(view.deals) == 5
        with page.expect_navigation() as again:
            page.reload()
        assert again.value.status == 403
        assert page.locator("h1").inner_text() == "Table 1"
        assert page.locator("#refused").inner_text() == \
            "The evening Friday club is closed: nothing can be entered any more."
        assert page.locator("#final h2").inner_text() == "The table's final score"
        assert final_rows(page) == [["A (Ann & Cat)", str(view.totals["A"])],
                                    ["B (Bob & Dan)", str(view.totals["B"])]]
        assert page.locator("#final .standing").inner_text() == "Won by A (Ann & Cat)"
        phones.shot(page, "closed_evening_en")


@SCRIPTS
def test_a_deal_sent_after_the_evening_closed_is_refused_with_the_final_score(
        browser, tmp_path, empty_club, script):
    with euchre_phone(browser, tmp_path, script=script) as (page, server, path, euchre):
        phones.record(page, {"makers": "B", "tricks": "3"})
        with opened(path) as services:  # the host closes the evening meanwhile
            services.evenings.set_closed(server.evening_id, True)
        page.select_option('select[name="makers"]', "A")
        page.fill('input[name="tricks"]', "5")
        tamper(page, "form#entry", submission="x")  # and a short submission id
        status = press(page, "form#entry", script)
        if script:
            assert page.locator("form#entry .error.sent").inner_text().startswith(
                "The evening Friday club is closed")
            assert notices(page) == []
            with page.expect_navigation() as again:
                page.reload()
            status = again.value.status
        assert status == 403
        assert page.locator("#refused").inner_text().startswith(
            "The evening Friday club is closed")
        assert final_rows(page) == [["A (Ann & Cat)", "0"], ["B (Bob & Dan)", "1"]]
        assert page.locator("#final .standing").count() == 0  # no winner yet
        with opened(path) as services:
            deals = services.scoring.view(euchre).deals
            assert [(d.entry["makers"], d.entry["tricks"]) for d in deals] == [("B", 3)]


@SCRIPTS
def test_a_made_up_address_with_a_short_submission_id_is_not_found(browser, tmp_path, empty_club,
                                                                     script):
    with euchre_phone(browser, tmp_path, script=script) as (page, _server, path, euchre):
        page.select_option('select[name="makers"]', "A")
        page.fill('input[name="tricks"]', "3")
        made_up = "/t/" + "m" * 43
        tamper(page, "form#entry", action=made_up + "/deal", token="m" * 43,
               submission="x")
        status = press(page, "form#entry", script)
        if script:
            text = page.locator("form#entry .error.sent").inner_text()
        else:
            assert status == 404
            text = page.locator("#refused").inner_text()
        assert text.startswith("No such page.")
        with opened(path) as services:
            assert services.scoring.view(euchre).deals == ()


@SCRIPTS
def test_a_party_result_of_five_thousand_digits_is_refused_beside_its_box(browser, tmp_path,
                                                                          empty_club, script):
    with phones.party_served(tmp_path) as (server, path), phone_in(browser, script=script) as page:
        page.goto(phones.url_of(server, 2))
        page.fill('input[name="score.1"]', "3")
        tamper(page, "form#entry", **{"score.0": "9" * 5000})
        status = press(page, "form#entry", script)
        assert status == (None if script else 422)
        assert page.locator('[data-field="score"] .error').inner_text() == \
            "too long a number: at most 9 digits"
        assert notices(page) == []
    with opened(path) as services:
        assert TableAccessService(services).bell_reports(server.evening_id, 1) == {}


def test_after_a_restart_a_closed_evenings_page_still_shows_the_final_score(browser, tmp_path,
                                                                            empty_club):
    with euchre_phone(browser, tmp_path) as (page, server, path, _euchre):
        for makers in ("A", "B"):
            phones.record(page, {"makers": makers, "tricks": "3"})
        address = page.url.split("?")[0]
        with opened(path) as services:
            services.evenings.set_closed(server.evening_id, True)
        server.stop()  # the host's laptop restarted: a server that never opened this page
        again = phones.serve(path, server.evening_id, port=server.port)
        try:
            with page.expect_navigation() as answer:
                page.goto(address)
            assert answer.value.status == 403
            assert page.locator("#final h2").inner_text() == "The table's final score"
            assert final_rows(page) == [["A (Ann & Cat)", "1"], ["B (Bob & Dan)", "1"]]
        finally:
            again.stop()
