"""The results reach the members (issue 32), played as an organiser plays it through the X
server, with a phone and a member's browser in a real Chromium.

The club is made beforehand with the command line (``clubapp member add`` with addresses, one
member published by initials, one left out of the site, one who asked for no mail, one without
an address, long names and a Cyrillic one; ``evening new``, ``table add``, ``deal record`` for
a euchre and two cribbage tables). From then on everything is keys and clicks: the window
opens the evening; *Room's screen* (the Evening page's button, or View → *The standings on the
room's screen* by keyboard where the page's line has no room for it) shows the standings, and a
deal sent from table 1's phone page (``clubapp serve``, Chromium at a phone's size) shows there
within the second; Escape closes it. File → Publish results… by keyboard: the folder typed (in Cyrillic on the Russian
screen), the language chosen, Enter; the site opened from ``file://`` in Chromium at 390×844
with JavaScript off and followed link by link — front page, the evening, the Cyrillic member,
the members' index — never wider than the phone, no address nor the hidden member anywhere,
the initials member by initials. File → E-mail results… to a real SMTP server (aiosmtpd) on
127.0.0.1: the server and the site's address typed, Enter; every player with an address who
did not opt out gets one mail with their own numbers, and a second Enter sends nothing new.
The evening's Money window (Ctrl+M): an entry fee set up by keyboard, one player marked paid
in cash.

What the club keeps is read with the command line (run in this process: ``clubapp.cli.main``,
the same commands without a second interpreter's start), the site from its folder and the
browser, the mails at the server.
"""

from __future__ import annotations

import contextlib
import html
import io
import json
import re
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from email.message import EmailMessage
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from tests.helpers.mail_server import MailServer
from tests.helpers.phones import CHROMIUM
from tests.helpers.xserver import environment
from tests.nights.desk import ROOT, Desk, NightError, Screen
from tests.nights.words import said

ROOM_SECONDS = 1.5  # a phone's deal on the room's screen within this (the brief: ~1 s)


# --- who is in the club ---------------------------------------------------------------------
@dataclass(frozen=True)
class Member:
    name: str
    email: str = ""
    publish: str = "name"  # name | initials | hidden
    mail: bool = True
    mail_language: str = ""

    def options(self) -> list[str]:
        out = ["--email", self.email] if self.email else []
        if self.publish != "name":
            out += ["--publish", self.publish]
        if not self.mail:
            out.append("--no-mail")
        if self.mail_language:
            out += ["--mail-language", self.mail_language]
        return out


ANN = Member("Ann Lee", "ann@example.org")
BART = Member("Bartholomew Fitzwilliam-Montgomery", "bartholomew.fm@example.org")
KATYA = Member("Екатерина Александровна Воскресенская", "katya@example.org",
               mail_language="ru")
FAY = Member("Fay Hill", "fay@example.org", mail=False)
DAN = Member("Dan Ford", "dan@example.org", publish="initials")
EVE = Member("Eve Stone", "eve@example.org", publish="hidden")
GIL = Member("Gil Ward")  # no address
HAL = Member("Hal Young", "hal@example.org")
MEMBERS = (ANN, BART, KATYA, FAY, DAN, EVE, GIL, HAL)
# Latin words a Russian screen may show: the members' names, a program's and a key's names,
# the mail server's address as its hint writes it
ALLOWED = (*(w for m in MEMBERS for w in re.findall(r"[A-Za-z]+", m.name)), "clubapp", "Tab",
           "Enter", "Ctrl", "Shift", "smtp", "smtps", "STARTTLS", "user", "host", "https",
           "example", "org", "club", "results", "mail",
           # the mail server's own answer, shown in the outbox as it said it
           "Message", "accepted", "for", "delivery")
INITIALS = "D. F."  # Dan Ford on the site

# the tables as the command line seats them: euchre (seats 1 and 3 are side A), two cribbage
EUCHRE = (ANN, BART, KATYA, FAY)
CRIBBAGE = ((DAN, EVE), (GIL, HAL))
EUCHRE_DEALS = ({"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5, "alone": True},
                {"makers": "A", "tricks": 4})
CRIB_DEAL = {"count": {"pone": {"play": 3, "hand": 8},
                       "dealer": {"play": 4, "hand": 6, "crib": 2}}}
PHONE_DEAL = {"makers": "A", "tricks": "3"}  # side A one point more: Ann and Екатерина
PLAYED = {m.name for m in (*EUCHRE, *CRIBBAGE[0], *CRIBBAGE[1])}
ENTRY_FEE = "5"


@dataclass(frozen=True)
class Cast:
    """What the organiser types, in the window's language."""

    lang: str
    evening: str  # the evening's name (made with the command line)
    folder: str  # the site's folder, in the person's documents
    site_language: str  # the language chosen in the dialog: "en", "ru", "both"
    file_key: str  # the File menu's mnemonic, as a key
    publish_key: str  # Publish results…'s
    mail_key: str  # E-mail results…'s
    setup_key: str  # the Money window's Set up…
    view_key: str  # the View menu's
    room_key: str  # its standings on the room's screen
    site_members: str  # the site's menu's link to its members


CASTS = {
    "en": Cast(lang="en", evening="Thursday club", folder="results site", site_language="en",
               file_key="f", publish_key="u", mail_key="l", setup_key="u", view_key="v",
               room_key="r", site_members="Members"),
    "ru": Cast(lang="ru", evening="Клубный четверг", folder="сайт клуба", site_language="ru",
               file_key="Cyrillic_ef", publish_key="Cyrillic_pe", mail_key="Cyrillic_te",
               setup_key="Cyrillic_a", view_key="Cyrillic_ve", room_key="Cyrillic_e",
               site_members="Участники"),
}


@dataclass
class Night:
    """What the night learns as it goes."""

    cast: Cast
    evening: int = 0
    games: dict[str, int] = field(default_factory=dict)  # "euchre", "cribbage 1", …
    serve: subprocess.Popen[str] | None = None
    urls: dict[int, str] = field(default_factory=dict)  # a table's page, by its number
    playwright: Any = None
    browser: Any = None
    site: Path | None = None
    mail: MailServer | None = None
    timings: dict[str, float] = field(default_factory=dict)

    def close(self) -> None:
        if self.serve is not None and self.serve.poll() is None:
            self.serve.terminate()
            try:
                self.serve.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.serve.kill()
                self.serve.wait()
        if self.browser is not None:
            self.browser.close()
        if self.playwright is not None:
            self.playwright.stop()
        if self.mail is not None:
            self.mail.stop()


# --- the command line, in this process ------------------------------------------------------
def cli(db: Path, *args: str, stdin: str | None = None) -> Any:
    """``clubapp ARGS --db DB`` as the command line runs it (``clubapp.cli.main``), its JSON."""
    from clubapp.cli import main

    out, err = io.StringIO(), io.StringIO()
    kept = sys.stdin
    sys.stdin = io.StringIO(stdin or "")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main([*args, "--db", str(db)])
    finally:
        sys.stdin = kept
    if code != 0:
        raise NightError(f"clubapp {' '.join(args)}: exit {code}: {err.getvalue().strip()}")
    text = out.getvalue()
    return json.loads(text) if text.strip() else None


def prepare_club(db: Path, cast: Cast) -> None:
    """The club as the command line makes it: members, the evening, three tables, deals."""
    for member in MEMBERS:
        cli(db, "member", "add", member.name, *member.options())
    evening = cli(db, "evening", "new", "--name", cast.evening)["id"]
    tables = [("euchre", EUCHRE), *(("cribbage", pair) for pair in CRIBBAGE)]
    for game, players in tables:
        made = cli(db, "table", "add", str(evening), "--game", game, "--player",
                   *(p.name for p in players))
        deals = EUCHRE_DEALS if game == "euchre" else (CRIB_DEAL,)
        for deal in deals:
            cli(db, "deal", "record", str(made["game"]), stdin=json.dumps(deal))


def club_file(cache: Path, cast: Cast, db: Path) -> None:
    """The prepared club copied to ``db`` (made once per language in ``cache``)."""
    made = cache / f"club-{cast.lang}.sqlite"
    if not made.exists():
        building = made.with_suffix(".building")
        building.unlink(missing_ok=True)
        prepare_club(building, cast)
        building.replace(made)
    shutil.copyfile(made, db)


# --- the phone's server ---------------------------------------------------------------------
def start_serving(desk: Desk, night: Night) -> None:
    """``clubapp serve`` for tonight on the loopback, as the host starts it beside the window;
    its tables' addresses are read as it prints them (in a thread: it takes a while to start)."""
    env = environment(desk.home, QT_QPA_PLATFORM="offscreen")
    night.serve = subprocess.Popen(
        [sys.executable, "-m", "clubapp", "--db", str(desk.db), "serve", "--evening",
         str(night.evening), "--host", "127.0.0.1", "--port", "0"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        stdin=subprocess.DEVNULL, text=True)

    def read(stream: Any) -> None:
        for line in stream:
            with contextlib.suppress(ValueError):
                told = json.loads(line)
                if "table" in told and "url" in told:
                    night.urls[told["table"]] = told["url"]

    threading.Thread(target=read, args=(night.serve.stdout,), daemon=True).start()


def table_url(night: Night, number: int, timeout: float = 60) -> str:
    deadline = time.monotonic() + timeout
    while number not in night.urls:
        if night.serve is None or night.serve.poll() is not None or time.monotonic() > deadline:
            raise NightError(f"clubapp serve gave no address for table {number}")
        time.sleep(0.05)
    return night.urls[number]


def browser(night: Night) -> Any:
    """Debian's Chromium (one for the night), started when first needed."""
    if night.browser is None:
        from playwright.sync_api import sync_playwright

        night.playwright = sync_playwright().start()
        night.browser = night.playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--headless", "--disable-gpu",
                                            "--disable-background-networking",
                                            "--disable-component-update", "--no-first-run"])
    return night.browser


@contextlib.contextmanager
def phone(night: Night, script: bool = True) -> Iterator[Any]:
    context = browser(night).new_context(viewport={"width": 390, "height": 844},
                                         is_mobile=True, has_touch=True,
                                         device_scale_factor=1, java_script_enabled=script)
    page = context.new_page()
    page.set_default_timeout(15000)
    try:
        yield page
    finally:
        context.close()


def web_shot(desk: Desk, page: Any, name: str) -> Path:
    """The browser's page, numbered among the night's pictures."""
    desk.shot_count += 1
    path = desk.shots / f"{desk.shot_count:02d}_{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


# --- what the window shows ------------------------------------------------------------------
def main_window(screen: Screen) -> bool:
    return bool(screen.active and screen.active["class"] == "MainWindow")


def active(desk: Desk, cls: str, what: str) -> Screen:
    return desk.wait(lambda s: s.active and s.active["class"] == cls and s, what)


def file_menu(desk: Desk, night: Night, entry: str) -> None:
    """Alt and the File menu's letter: the menu open, showing ``entry``."""
    desk.key(f"alt+{night.cast.file_key}")
    desk.wait(lambda s: s.action("QMenu", re.escape(said(entry, desk.lang))), "the File menu")


def room_cells(screen: Screen, key: str) -> dict[tuple[int, int], str]:
    """The cells of a block of the room's screen as its labels say them: (row, column) → text
    (``head``'s row is -1)."""
    cells: dict[tuple[int, int], str] = {}
    pattern = re.compile(rf"room_{re.escape(key)}_(head|\d+)_(\d+)")
    for widget in screen.all(cls="QLabel", window="standings|турнирная"):
        found = pattern.fullmatch(widget.name)
        if found:
            row = -1 if found.group(1) == "head" else int(found.group(1))
            cells[(row, int(found.group(2)))] = widget.text
    return cells


def room_points(screen: Screen, name: str, heading: str) -> str | None:
    """What the room's screen says of ``name``'s euchre points (None: not shown)."""
    cells = room_cells(screen, "game_euchre")
    column = next((c for (r, c), text in cells.items()
                   if r == -1 and text.replace("\n", " ") == heading), None)
    row = next((r for (r, c), text in cells.items() if c == 1 and text == name), None)
    if column is None or row is None:
        return None
    return cells.get((row, column))


# --- what the club keeps --------------------------------------------------------------------
def standing(desk: Desk, night: Night, key: str) -> dict[str, Any]:
    """The evening's standing of a game as the results document says it."""
    document = cli(desk.db, "export", "results", "--evening", str(night.evening))
    evening = document["evenings"][0]
    return next(s for s in evening["standings"] if s["key"] == key)


def own_points(desk: Desk, night: Night) -> dict[str, tuple[str, int]]:
    """Each player's game and points tonight, as ``clubapp game show`` totals them (a euchre
    player's are the side's)."""
    points: dict[str, tuple[str, int]] = {}
    euchre = cli(desk.db, "game", "show", str(night.games["euchre"]))
    totals = euchre["deals"][-1]["totals"]
    for seat, member in enumerate(EUCHRE):
        points[member.name] = ("euchre", totals["A" if seat % 2 == 0 else "B"])
    for number, pair in enumerate(CRIBBAGE, start=1):
        shown = cli(desk.db, "game", "show", str(night.games[f"cribbage {number}"]))
        for member in pair:
            points[member.name] = ("cribbage", shown["deals"][-1]["totals"][member.name])
    return points


# --- the steps ------------------------------------------------------------------------------
def open_the_evening(desk: Desk, night: Night) -> None:
    evening = cli(desk.db, "evening", "list")[0]
    night.evening = evening["id"]
    tables = cli(desk.db, "evening", "show", str(night.evening))["tables"]
    night.games = {"euchre": tables[0]["game"], "cribbage 1": tables[1]["game"],
                   "cribbage 2": tables[2]["game"]}
    start_serving(desk, night)  # the host starts the phones' pages before the evening
    desk.key("ctrl+2")  # the Evenings page: tonight's evening, a double click opens it
    screen = desk.wait(lambda s: (t := s.find(name="evenings_table")) and t.rows and s,
                       "the Evenings page")
    desk.see("evenings")
    desk.click_row(screen.find(name="evenings_table").rows[0], times=2)
    screen = desk.wait(lambda s: (t := s.find(name="tables_list")) and len(t.rows) == 3
                       and s, "the evening's three tables")
    desk.see("evening")
    header = screen.find(name="evening_header")
    words = html.unescape(re.sub(r"<[^>]+>", " ", header.text if header else "")).replace(
        "\xa0", " ")
    desk.expect(night.cast.evening in words,
                f"the Evening page's heading names {night.cast.evening!r}: {words!r}")


def room_screen(desk: Desk, night: Night) -> None:
    """The standings on the room's screen; a deal from table 1's phone shows there within the
    second; Escape closes it."""
    lang = desk.lang
    heading = next(c["heading"][lang] for c in standing(desk, night, "euchre")["columns"]
                   if c["id"] == "points")
    button = desk.look().find(name="open_room_screen")
    if button is not None:  # the Evening page's button, where its line has the room
        desk.click_on(button)
    else:  # else the View menu's entry, by keyboard
        desk.key(f"alt+{night.cast.view_key}")
        desk.wait(lambda s: s.action("QMenu", re.escape(said(
            "The standings on the &room's screen", lang))), "the View menu")
        desk.key(night.cast.room_key)
    screen = desk.wait(lambda s: s.window(re.escape(said("clubapp — standings", lang)))
                       and room_points(s, ANN.name, heading) is not None and s,
                       "the room's screen with the euchre standing")
    before = room_points(screen, ANN.name, heading)
    wanted = own_points(desk, night)[ANN.name][1]
    desk.expect(before == str(wanted), f"the room's screen gives {ANN.name} {before!r} points "
                                       f"before the phone's deal; game show: {wanted}")
    room = screen.window(re.escape(said("clubapp — standings", lang)))
    if not room["active"]:  # the organiser clicks on it to give it the keyboard
        title = screen.find(name="room_title")
        desk.click_on(title)
        desk.wait(lambda s: (w := s.active) and w["class"] == "StandingsProjector",
                  "the room's screen to have the keyboard")
    desk.see("room_screen")
    # table 1's phone: side A makes 3 tricks
    expected = str(wanted + 1)
    with phone(night) as page:
        page.goto(table_url(night, 1))
        page.locator('select[name="makers"]').select_option(PHONE_DEAL["makers"])
        page.locator('[name="tricks"]').first.fill(PHONE_DEAL["tricks"])
        if not room_cells(desk.look(), "game_euchre"):  # the other page of the room's
            desk.key("space")  # screen: the organiser turns to the euchre before the deal
            desk.wait(lambda s: room_cells(s, "game_euchre"), "the euchre on the room's screen")
        page.evaluate("window.__sent = true")
        page.locator("form#entry button[type=submit]").tap()
        page.wait_for_function("() => !window.__sent")
        shown, night.timings["room"] = watch_the_room(desk, heading, expected)
        page.wait_for_load_state()
        web_shot(desk, page, "phone_deal_recorded")
    deals = cli(desk.db, "game", "show", str(night.games["euchre"]))["deals"]
    desk.expect(len(deals) == len(EUCHRE_DEALS) + 1,
                f"the phone's deal is recorded: {len(deals)} deals")
    desk.see("room_screen_after_phone")
    desk.expect(shown, f"the room's screen never showed {ANN.name}'s {expected} points "
                       f"(it shows {room_points(desk.look(), ANN.name, heading)!r})")
    desk.expect(night.timings["room"] <= ROOM_SECONDS,
                f"the phone's deal took {night.timings['room']:.2f} s on the room's screen "
                f"(its euchre standing shown) to reach it")
    desk.key("Escape")
    desk.wait(lambda s: s.window(re.escape(said("clubapp — standings", lang))) is None
              and main_window(s), "the room's screen to close")


def watch_the_room(desk: Desk, heading: str, expected: str) -> tuple[Screen | None, float]:
    """Watch the room's screen until Ann's euchre points read ``expected``: that screen, and
    for how long the euchre standing was on the page shown still saying the old points (a
    room's screen of two pages shows the euchre every other page: the person in the room
    turns to it with Space, as they would to look)."""
    on_page = 0.0
    last = time.monotonic()
    turned = 0.0
    deadline = last + 25
    while time.monotonic() < deadline:
        screen = desk.look()
        now = time.monotonic()
        shown = bool(room_cells(screen, "game_euchre"))
        if shown:
            on_page += now - last
        last = now
        if room_points(screen, ANN.name, heading) == expected:
            return screen, on_page
        if not shown and now - turned > 1.5:
            desk.key("space")
            turned = now
        time.sleep(0.03)
    return None, on_page


def publish(desk: Desk, night: Night) -> None:
    """File → Publish results… by keyboard: the folder, the language, Enter."""
    cast = night.cast
    file_menu(desk, night, "P&ublish results…")
    desk.key(cast.publish_key)
    active(desk, "PublishDialog", "the Publish results dialog")
    desk.focus_on("publish_folder")
    night.site = desk.documents / cast.folder
    desk.key("ctrl+a")
    desk.type(str(night.site))
    desk.wait(lambda s: s.focus.get("text") == str(night.site), "the folder typed")
    screen = desk.tab_to("publish_language")
    items = screen.find(name="publish_language").told["items"]
    index = ["en", "ru", "both"].index(cast.site_language)
    desk.key("Home", *["Down"] * index)
    desk.wait(lambda s: s.focus.get("text") == items[index], f"{items[index]} chosen")
    desk.see("publish_typed")
    desk.key("Return")
    screen = desk.wait(lambda s: (r := s.find(name="publish_result")) and r.text and s,
                       "the site published", timeout=60)
    result = screen.find(name="publish_result").text
    desk.see("published")
    pages = sorted(p.relative_to(night.site).as_posix() for p in night.site.rglob("*.html"))
    written = [p for p in night.site.rglob("*") if p.is_file() and not p.name.startswith(".")]
    numbers = [int(n) for n in re.findall(r"\d+", result)]
    desk.expect(numbers[:2] == [len(written), len(written)],
                f"the result line {result!r} for the {len(written)} files written")
    wanted = {"index.html", f"evenings/e{night.evening}.html", "members/index.html"}
    members = {m["id"]: m for m in cli(desk.db, "member", "list")}
    for member_id, member in members.items():
        if member["publish_as"] != "hidden":
            wanted.add(f"members/p{member_id}.html")
    desk.expect(wanted <= set(pages), f"the site's pages: missing {sorted(wanted - set(pages))}")
    hidden = next(i for i, m in members.items() if m["name"] == EVE.name)
    desk.expect(f"members/p{hidden}.html" not in pages, "the hidden member has no page")
    desk.key("Escape")
    desk.wait(main_window, "the dialog closed")


def browse_the_site(desk: Desk, night: Night) -> None:
    """The site as a member reads it on a phone, JavaScript off, from the folder: front page →
    the evening → the Cyrillic member → the members' index."""
    assert night.site is not None
    texts = {p: p.read_text(encoding="utf-8") for p in night.site.rglob("*")
             if p.is_file() and p.suffix in (".html", ".css")}
    for member in MEMBERS:
        if member.email:
            leaks = [p.name for p, t in texts.items() if member.email in t]
            desk.expect(not leaks, f"{member.email} is written in {leaks}")
    leaks = [p.name for p, t in texts.items() if EVE.name in t or "Stone" in t]
    desk.expect(not leaks, f"the hidden member's name is written in {leaks}")
    leaks = [p.name for p, t in texts.items() if DAN.name in t]
    desk.expect(not leaks, f"the initials member's name is written in {leaks}")
    with phone(night, script=False) as page:
        page.goto((night.site / "index.html").as_uri())
        path = [("front", None), ("evening", night.cast.evening), ("member", KATYA.name),
                ("members", None)]
        for name, link in path:
            if name == "members":
                nav = page.locator("nav a", has_text=night.cast.site_members)
                with page.expect_navigation():
                    nav.tap()
            elif link is not None:
                target = page.get_by_role("link", name=link, exact=True).first
                with page.expect_navigation():
                    target.tap()
            page.wait_for_load_state()
            shot = web_shot(desk, page, f"site_{name}")
            wide = page.evaluate("() => [document.documentElement.scrollWidth, "
                                 "document.documentElement.clientWidth]")
            desk.expect(wide[0] <= wide[1], f"the site's {name} page is {wide[0]} px wide on "
                                            f"a {wide[1]} px phone ({shot})")
            body = page.locator("body").inner_text()
            desk.expect(EVE.name not in body and "@" not in body,
                        f"the {name} page shows the hidden member or an address ({shot})")
            if name == "member":
                desk.expect(KATYA.name in page.locator("h1").inner_text(),
                            f"the member page is {KATYA.name}'s: {page.locator('h1').inner_text()!r}")
                desk.expect(unquote(page.url).endswith(".html") and page.url.startswith("file:"),
                            f"the member page at {page.url}")
            if name in ("evening", "members"):
                desk.expect(INITIALS in body and DAN.name not in body,
                            f"the {name} page names {DAN.name} by initials ({shot})")
            if name == "members":
                desk.expect(page.url.endswith("members/index.html"),
                            f"the members' index at {page.url}")
                for member in MEMBERS:
                    if member.publish == "name":
                        desk.expect(member.name in body, f"the members' index lists "
                                                         f"{member.name}")


def mail(desk: Desk, night: Night) -> None:
    """File → E-mail results… to the SMTP server on the loopback: the server and the site's
    address typed, Enter; then Enter again sends nothing new."""
    assert night.site is not None
    cast = night.cast
    night.mail = server = MailServer().start()
    file_menu(desk, night, "E-mai&l results…")
    desk.key(cast.mail_key)
    active(desk, "MailDialog", "the E-mail results dialog")
    desk.wait(lambda s: (b := s.find(name="mail_send")) and b.enabled and s,
              "the mails composed for the preview", timeout=60)
    desk.tab_to("mail_smtp")
    desk.key("ctrl+a")
    desk.type(server.url())
    desk.wait(lambda s: s.focus.get("text") == server.url(), "the server typed")
    desk.tab_to("mail_site")
    site_url = unquote(night.site.as_uri())  # typed as a person reads it
    desk.key("ctrl+a")
    desk.type(site_url)
    desk.wait(lambda s: s.focus.get("text") == site_url, "the site's address typed")
    desk.see("mail_typed")
    desk.key("Return")
    sent_word = said("Sent", desk.lang)
    recipients = [m for m in MEMBERS if m.email and m.mail]
    screen = desk.wait(lambda s: (t := s.find(name="mail_outbox")) and len(t.rows) == len(
        recipients) and all(r["cells"][3] == sent_word for r in t.rows)
        and (b := s.find(name="mail_send")) and b.enabled and s,
        "every mail sent", timeout=60)
    desk.see("mail_sent")
    line = screen.find(name="mail_result_line").text
    got = sorted(str(m["To"]) for m in server.messages)
    desk.expect(got == sorted(m.email for m in recipients),
                f"the server got mails to {got}; the recipients are "
                f"{sorted(m.email for m in recipients)}")
    points = own_points(desk, night)
    for member in recipients:
        mails = server.to(member.email)
        if not mails:
            continue
        check_mail(desk, night, member, mails[0], points[member.name][1])
    # a second Queue and send: nothing new
    count = len(server.messages)
    desk.key("Return")
    screen = desk.wait(lambda s: (r := s.find(name="mail_result_line")) and r.text != line
                       and not r.text.endswith("…") and (b := s.find(name="mail_send"))
                       and b.enabled and s, "the second run's result", timeout=60)
    desk.see("mail_sent_again")
    again = screen.find(name="mail_result_line").text
    desk.expect(len(server.messages) == count,
                f"a second Queue and send sent {len(server.messages) - count} more mails")
    desk.expect(re.findall(r"\d+", again) in ([], ["0"], ["0", "0"]),
                f"the second run says {again!r}")
    desk.key("Escape")
    desk.wait(main_window, "the dialog closed")


def check_mail(desk: Desk, night: Night, member: Member, message: EmailMessage,
               points: int) -> None:
    """A member's mail: to them by name, their own line's points, a link to the site's
    evening page that opens."""
    plain = message.get_body(("plain",))
    html = message.get_body(("html",))
    if not desk.expect(plain is not None and html is not None,
                       f"{member.email}'s mail has both parts"):
        return
    text = plain.get_content()
    lines = [ln.strip() for ln in text.splitlines()]
    own = next((ln for ln in lines if ln.startswith("* ") and ";" in ln), "")
    desk.expect(re.search(rf";\s*{points}\s+\S+$", own),
                f"{member.email}'s own line {own!r} gives {points}")
    shown_name = INITIALS if member.publish == "initials" else member.name
    desk.expect(member.name in text or shown_name in text,
                f"{member.email}'s mail greets {member.name}")
    if member.mail_language == "ru" or night.cast.lang == "ru":
        desk.expect(re.search("[а-яё]{4}", str(message["Subject"]), re.I),
                    f"{member.email}'s mail is in Russian: {message['Subject']!r}")
    links = re.findall(r'href="([^"]+)"', html.get_content())
    evening = [u for u in links if u.endswith(f"evenings/e{night.evening}.html")]
    if desk.expect(evening, f"{member.email}'s mail links to the evening's page: {links}"):
        page = Path(unquote(urlsplit(evening[0]).path))
        desk.expect(page.is_file(), f"the mail's link {evening[0]} opens no page")


def money(desk: Desk, night: Night) -> None:
    """The evening's Money window (Ctrl+M, the Evening page's Money…): an entry fee set up by
    keyboard, one player marked paid in cash."""
    cast = night.cast
    before = cli(desk.db, "money", "show", str(night.evening))
    desk.key("ctrl+m")
    screen = desk.wait(lambda s: s.active and s.active["class"] == "MoneyWindow"
                       and s.find(name="money_set_up") and s, "the evening's Money window")
    desk.see("money")
    desk.key(f"alt+{cast.setup_key}")
    active(desk, "MoneySetupDialog", "the evening's money to set up")
    desk.tab_to("money_entry_fee")
    desk.key("ctrl+a")
    desk.type(ENTRY_FEE)
    desk.wait(lambda s: s.focus.get("text") == ENTRY_FEE, "the entry fee typed")
    desk.see("money_setup_typed")
    desk.key("Return")
    screen = desk.wait(lambda s: s.active and s.active["class"] == "MoneyWindow"
                       and (t := s.find(name="money_players")) and t.rows and s,
                       "the players with their fees")
    rows = screen.find(name="money_players").rows
    row = next((r for r in rows if r["cells"][0] == ANN.name), None)
    if not desk.expect(row is not None, f"the Money window lists {ANN.name}: {rows}"):
        return
    desk.click_row(row)
    desk.wait(lambda s: any(r["selected"] and r["cells"][0] == ANN.name
                            for r in s.find(name="money_players").rows), f"{ANN.name} chosen")
    desk.click_on(desk.look().find(name="money_pay_cash"))
    screen = desk.wait(lambda s: (t := s.find(name="money_players")) and any(
        r["cells"][0] == ANN.name and r["cells"][2] != row["cells"][2] for r in t.rows) and s,
        f"{ANN.name}'s payment")
    desk.see("money_paid")
    after = cli(desk.db, "money", "show", str(night.evening))
    desk.expect(after["balances"].get(ANN.name) == "0.00",
                f"{ANN.name} paid her fee: her balance is {after['balances'].get(ANN.name)}")
    unpaid = {n: b for n, b in after["balances"].items() if n != ANN.name and n in PLAYED}
    desk.expect(all(b == f"-{ENTRY_FEE}.00" for b in unpaid.values()),
                f"the other players owe the fee: {unpaid}")
    fees = f"{len(PLAYED) * int(ENTRY_FEE)}.00"
    desk.expect(after["takings"] == fees and before["takings"] == "0.00",
                f"the takings: {before['takings']} before, {after['takings']} after the fee "
                f"for {len(PLAYED)} players (not {fees})")
    desk.expect(after["balanced"], f"the evening's money balances: {after}")
    desk.key("Escape")
    desk.wait(main_window, "the Money window closed")


STEPS: list[tuple[str, Callable[[Desk, Night], None]]] = [
    ("evening", open_the_evening),
    ("room_screen", room_screen),
    ("publish", publish),
    ("site", browse_the_site),
    ("mail", mail),
    ("money", money),
]


def play(desk: Desk, night: Night) -> None:
    """The night, step by step; a step that cannot go on stops it (said with its picture)."""
    desk.allowed = ALLOWED
    if desk.lang == "ru":
        # a Russian secretary's keyboard: the Russian layout first, English second. (With
        # English first, the first Alt+Ф that xdotool sends after a Latin key can reach the
        # program before the X server has switched the layout, and opens nothing.)
        subprocess.run(["setxkbmap", "-display", desk.server.display, "-layout", "ru,us"],
                       check=True, timeout=30)
    desk.preset()
    desk.start()
    desk.see("opened")
    for name, step in STEPS:
        desk.step = name
        began = time.monotonic()
        try:
            step(desk, night)
        except NightError as exc:
            raise NightError(f"step {name}: {exc}") from None
        finally:
            night.timings[name] = time.monotonic() - began
    desk.step = "quit"
    desk.quit()
