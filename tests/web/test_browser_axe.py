"""Every kind of table page passes an accessibility scan in a real Chromium, in English and in
Russian (issue 28, item 10): axe-core (shipped by the PyPI package axe-playwright-python) with
the WCAG 2.1 A and AA rules finds nothing serious or critical — labels, contrast, the language
of the page — and everything a finger taps is at least 44 px each way.

The pages: a euchre, a cribbage and a loo table (empty, then with a deal and a refusal beside
its field), a party table's bell, a guest's page, and the refused pages (an address of
nobody's, and a table of a closed evening with its final score)."""

from __future__ import annotations

import pytest

from tests.helpers import phones
from tests.helpers.databases import copy_club
from tests.helpers.phones import scan


def open_every_group(page, mode: str) -> None:
    """Switch on one of the form's ways of entering a deal (cribbage's count or cards: one at
    a time) and every optional group inside it."""
    page.locator(f'input[name="{mode}"]').check()
    switches = page.locator(f'fieldset[data-field="{mode}"] legend input[type=checkbox]')
    while closed := [box for box in switches.all() if box.is_visible() and not box.is_checked()]:
        closed[0].check()


@pytest.fixture
def scanner(browser):
    """A phone whose pages may be scanned: the pages' own policy allows only their own
    scripts, so the phone lets the test's axe-core in (``bypass_csp``)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True, device_scale_factor=1, bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(8000)
    yield page
    context.close()


def test_the_scan_finds_what_it_looks_for(scanner):
    """The scan itself, on a page with the faults it is there to catch."""
    scanner.set_content('<html><body><p style="color:#bbb;background:#fff">Score</p>'
                        '<input name="tricks"><button style="height:20px">Go</button>'
                        "</body></html>")
    found = "\n".join(scan(scanner))
    for fault in ("html-has-lang (serious)", "label (critical)", "color-contrast (serious)",
                  "tap target"):
        assert fault in found


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_kind_of_table_page_passes_the_accessibility_scan(scanner, tmp_path, empty_club,
                                                                club_template, lang):
    page, found = scanner, {}
    tables = (*phones.EUCHRE, ("cribbage", ("Eve", "Fay")), ("loo", ("Gus", "Hal", "Ivy", "Jon")))
    with phones.club_served(tmp_path, tables, lang) as (server, path, _games):
        for number, name, deal in ((1, "euchre", {"makers": "A", "tricks": "9"}),
                                   (2, "cribbage", {"points_instead": True,
                                                    "points.Eve": "-7"}),
                                   (3, "loo", {"in": ["Gus", "Hal"], "tricks.Gus": "7"})):
            page.goto(phones.url_of(server, number))
            found[f"{name} table"] = scan(page)
            phones.record(page, deal)  # refused: the messages beside their fields
            assert phones.errors(page)
            found[f"{name} table, refused"] = scan(page)
        page.goto(phones.url_of(server, 2))
        for mode in ("count", "cards"):
            open_every_group(page, mode)
            found[f"cribbage table, every group of the {mode} open"] = scan(page)
        page.goto(phones.url_of(server, 3))
        phones.record(page, {"in": ["Gus", "Hal", "Ivy", "Jon"], "tricks.Gus": "2",
                            "tricks.Hal": "1", "tricks.Ivy": "0", "tricks.Jon": "0"})
        found["loo table, recorded"] = scan(page)
        page.goto(phones.url_of(server, 1).rsplit("/", 1)[0] + "/" + "m" * 43)
        found["not found"] = scan(page)
        with phones.opened(path) as services:
            services.evenings.set_closed(server.evening_id, True)
        page.goto(phones.url_of(server, 3))
        assert page.locator("#final").is_visible()
        found["closed evening"] = scan(page)

    copy_club(club_template, tmp_path / "party" / "club.sqlite")
    with phones.party_served(tmp_path / "party", lang) as (server, _path):
        page.goto(phones.url_of(server, 1))
        found["head table's bell"] = scan(page)
        phones.record(page, {"score.0": "3", "score.1": "3"})  # a tie: the tricks asked for
        found["bell, refused"] = scan(page)
        guest = next(a for a in server.addresses() if a.access.kind == "guest")
        page.goto(guest.url)
        found["guest"] = scan(page)
    assert page.locator("html").get_attribute("lang") == lang
    failures = [f"{name}: {bad}" for name, bads in found.items() for bad in bads]
    assert failures == [], "\n".join(failures)
