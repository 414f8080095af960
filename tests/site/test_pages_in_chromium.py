"""The results site in a real Chromium (Debian's, through Playwright), opened from its folder over
``file://`` with JavaScript off, as a member opens it from a USB stick: every link of every
page, as the browser resolves it, leads to a page and an anchor; every page fits a phone's
390 px; the member of a Cyrillic name opens; axe-core finds no serious fault of WCAG 2.1 AA.
Pictures at 390 and 1366 px: ``tests/screens/site/``."""

from __future__ import annotations

from urllib.parse import urldefrag

import pytest

from tests.helpers.paths import SCREENS
from tests.helpers.phones import AXE, WCAG21, browser  # noqa: F401  (the module's Chromium)
from tests.site.site_club import CYRILLIC

PHONE = {"width": 390, "height": 844}
DESK = {"width": 1366, "height": 900}
PICTURES = SCREENS / "site"


@pytest.fixture(scope="module")
def no_script(browser):  # noqa: F811
    """A tab at a phone's size with JavaScript off, as the site needs none."""
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    yield context.new_page()
    context.close()


@pytest.fixture(scope="module")
def visited(built_site, no_script):
    """Every page of the site opened once at 390 px: its URL → its links as the browser
    resolves them, the ids on it, and how wide it lays out."""
    found = {}
    for path in sorted(built_site.rglob("*.html")):
        response = no_script.goto(path.as_uri())
        assert response is not None and response.ok, path
        found[no_script.url] = no_script.evaluate("""() => ({
            links: [...document.querySelectorAll('a[href], link[href]')].map(e => e.href),
            ids: [...document.querySelectorAll('[id]')].map(e => e.id),
            width: document.documentElement.scrollWidth})""")
    return found


def test_every_link_on_every_page_leads_to_a_page_and_its_anchor(built_site, visited,
                                                                 no_script):
    top = built_site.as_uri() + "/"
    links, files = 0, set()
    for url, seen in visited.items():
        for href in seen["links"]:
            target, anchor = urldefrag(href)
            assert target.startswith(top), f"{url}: {href}"
            if target not in visited:  # not a page (the style sheet): opened here, once
                if target not in files:
                    response = no_script.goto(target)
                    assert response is not None and response.ok, f"{url}: {href}"
                    files.add(target)
                assert not anchor
            elif anchor:
                assert anchor in visited[target]["ids"], f"{url}: {href}"
            links += 1
    assert len(visited) > 100 and links > 2000


def test_every_page_fits_a_phone_without_scrolling_sideways(visited):
    wide = {url: seen["width"] for url, seen in visited.items()
            if seen["width"] > PHONE["width"]}
    assert wide == {}


def test_the_member_of_a_cyrillic_name_opens_from_the_members_list(built_site, site_club,
                                                                   no_script):
    page = no_script
    page.goto((built_site / "ru" / "members" / "index.html").as_uri())
    page.get_by_role("link", name=CYRILLIC).click()
    page.wait_for_load_state()
    assert page.url.endswith(f"/ru/members/p{site_club.ids[CYRILLIC]}.html")
    assert page.locator("h1").inner_text() == CYRILLIC
    assert page.title().startswith(CYRILLIC)
    page.get_by_role("link", name="English").click()
    assert page.locator("h1").inner_text() == CYRILLIC
    assert page.url.endswith(f"/en/members/p{site_club.ids[CYRILLIC]}.html")


@pytest.mark.parametrize("viewport", [PHONE, DESK], ids=["390", "1366"])
def test_pictures_of_the_front_an_evening_and_a_member(built_site, site_club, browser,  # noqa: F811
                                                       viewport):
    context = browser.new_context(viewport=viewport, java_script_enabled=False)
    page = context.new_page()
    PICTURES.mkdir(parents=True, exist_ok=True)
    shown = {"front_en": "en/index.html",
             "evening_en": f"en/evenings/e{site_club.results.mixed}.html",
             "party_ru": f"ru/evenings/e{site_club.results.party}.html",
             "member_ru": f"ru/members/p{site_club.ids['Bob']}.html",
             "member_cyrillic_ru": f"ru/members/p{site_club.ids[CYRILLIC]}.html",
             "season_en": f"en/standings/season-{site_club.results.stars_season}.html"}
    try:
        for name, where in shown.items():
            page.goto((built_site / where).as_uri())
            path = PICTURES / f"{name}_{viewport['width']}.png"
            page.screenshot(path=str(path), full_page=True)
            assert path.stat().st_size > 10_000
    finally:
        context.close()


def test_axe_finds_no_serious_fault_of_wcag_21_aa(built_site, site_club, browser):  # noqa: F811
    # axe-core is a script: this tab runs it (the site itself has none)
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    bad = []
    try:
        for where in ("en/index.html", f"en/evenings/e{site_club.results.mixed}.html",
                      f"ru/evenings/e{site_club.results.party}.html",
                      f"ru/evenings/e{site_club.results.loo}.html",
                      f"en/members/p{site_club.ids['Bob']}.html",
                      f"ru/standings/season-{site_club.results.points_season}.html",
                      "en/members/index.html", "index.html"):
            page.goto((built_site / where).as_uri())
            page.add_script_tag(path=str(AXE))
            found = page.evaluate("""tags => axe.run(document, {
                runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})""", WCAG21)
            bad += [f"{where}: {v['id']} ({v['impact']}): "
                    + "; ".join(" ".join(n["target"]) for n in v["nodes"][:3])
                    for v in found["violations"] if v["impact"] in ("serious", "critical")]
    finally:
        context.close()
    assert bad == []
