"""Phones on the table pages: Debian's chromium through Playwright at a phone's size, against
a TableServer started on a free port of 127.0.0.1 over a real club file.

The ``browser`` (one Chromium for a module) and ``phone`` fixtures are imported by the test
modules that use them; a test that uses ``browser`` is marked ``browser`` and ``slow``.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

import axe_playwright_python
import pytest

from clubapp.services import Services
from clubapp.web.server import TableServer
from tests.helpers.paths import SCREENS
from tests.web.evenings import club_evening, party_evening

CHROMIUM = "/usr/bin/chromium"
EUCHRE = (("euchre", ("Ann", "Bob", "Cat", "Dan")),)


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run"])
        yield launched
        launched.close()


@pytest.fixture
def phone(browser):
    """A phone's page (a browser context of its own), JavaScript on."""
    with phone_in(browser) as page:
        yield page


def serve(path: Path, evening: int, lang: str = "en", port: int = 0) -> TableServer:
    server = TableServer(str(path), evening, host="127.0.0.1", port=port, lang=lang)
    server.start()
    return server


def url_of(server: TableServer, number: int) -> str:
    return next(a.url for a in server.addresses()
                if a.access.kind == "table" and a.access.number == number)


def shot(page, name: str) -> None:
    SCREENS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENS / f"web_{name}.png"), full_page=True)


def record(page, fields: dict[str, str | bool | list[str]]) -> None:
    """Fill the score form as a player would and press the button that records."""
    for name, value in fields.items():
        if isinstance(value, bool):
            box = page.locator(f'input[type=checkbox][name="{name}"]')
            box.set_checked(value)
        elif isinstance(value, list):
            for item in value:
                page.locator(f'input[type=checkbox][name="{name}"][value="{item}"]').check()
        else:
            control = page.locator(f'[name="{name}"]').first
            if control.evaluate("e => e.tagName") == "SELECT":
                control.select_option(value)
            else:
                control.fill(value)
    send(page, "form#entry")


def send(page, form: str) -> None:
    """Press a form's button and wait for the answer: the page shown again once recorded, or
    the messages put beside their fields (the page's script shows a refusal in place)."""
    page.evaluate("window.__sent = true")
    page.locator(f"{form} button[type=submit]").click()
    page.wait_for_function("() => !window.__sent || document.querySelector('.error.sent')")
    page.wait_for_load_state()


def errors(page) -> list[str]:
    return page.locator(".error").all_inner_texts()


@contextmanager
def phone_in(browser, *, script: bool = True):
    """A phone of its own (one browser context), with JavaScript on or off."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True, device_scale_factor=1,
                                  java_script_enabled=script)
    page = context.new_page()
    page.set_default_timeout(8000)
    try:
        yield page
    finally:
        context.close()


@contextmanager
def club_served(tmp_path, games, lang: str = "en"):
    """A club evening of the given tables on a real SQLite file, served on 127.0.0.1 (the club
    is ``tmp_path / "club.sqlite"``: the test's ``empty_club`` where it asks for it)."""
    path = tmp_path / "club.sqlite"
    with opened(path) as services:
        evening, made = club_evening(services, games=games)
    server = serve(path, evening, lang=lang)
    try:
        yield server, path, made
    finally:
        server.stop()


@contextmanager
def euchre_phone(browser, tmp_path, *, script: bool = True):
    """A euchre table served, and a phone on its page: (the page, the server, the database's
    path, the game)."""
    with club_served(tmp_path, EUCHRE) as (server, path, (game,)), \
            phone_in(browser, script=script) as page:
        page.goto(url_of(server, 1))
        yield page, server, path, game


@contextmanager
def party_served(folder, lang: str = "en"):
    """A card party of eight guests, its first round drawn, served on 127.0.0.1 (the club is
    ``folder / "club.sqlite"``: a copy of ``club_template`` the test put there, else new)."""
    folder.mkdir(exist_ok=True)
    path = folder / "club.sqlite"
    with opened(path) as services:
        evening = party_evening(services)
    server = serve(path, evening, lang=lang)
    try:
        yield server, path
    finally:
        server.stop()


@contextmanager
def opened(path):
    services = Services.open(str(path))
    try:
        yield services
    finally:
        services.close()


def follow(page, action) -> None:
    """Tap (or click) something that sends a form, and wait for the page that answers."""
    with page.expect_navigation():
        action()


def notices(page) -> list[str]:
    """The notices the page shows (the green "recorded" and the red ones), visible only."""
    return [n.inner_text() for n in page.locator(".notice").all() if n.is_visible()]


# --- the accessibility scan (axe-core, shipped by the PyPI package axe-playwright-python) ---
AXE = Path(axe_playwright_python.__file__).with_name("axe.min.js")
WCAG21 = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
TAP = 44  # px: the smallest thing a finger is asked to tap, each way

# each control a finger taps, measured with the label around it (a box inside its label is
# tapped through the label), the hidden ones left out
TAP_TARGETS = """() => [...document.querySelectorAll(
        'button, select, a[href], input:not([type=hidden])')]
    .filter(e => e.offsetParent !== null)
    .map(e => { const target = e.closest('label') || e;
                const box = target.getBoundingClientRect();
                return {what: e.outerHTML.slice(0, 120), width: box.width,
                        height: box.height}; })"""


def scan(page) -> list[str]:
    """axe-core's serious and critical violations of WCAG 2.1 A/AA on the page, each with the
    places it found them, and the tap targets smaller than 44 px."""
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("""tags => axe.run(document, {runOnly: {type: 'tag', values: tags},
                                                        resultTypes: ['violations']})""",
                          WCAG21)
    bad = [f"{v['id']} ({v['impact']}): {v['help']} at "
           + "; ".join(" ".join(n["target"]) + " " + n.get("failureSummary", "")
                       for n in v["nodes"][:4])
           for v in found["violations"] if v["impact"] in ("serious", "critical")]
    bad += [f"tap target {t['width']:.0f}×{t['height']:.0f} px: {t['what']}"
            for t in page.evaluate(TAP_TARGETS) if t["width"] < TAP or t["height"] < TAP]
    return bad
