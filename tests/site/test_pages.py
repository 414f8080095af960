"""The results site's pages (``clubapp.site.pages``), built once for the module from a rich club
in both languages: valid HTML, every link resolving, only what may be published, the member of
a Cyrillic name on a page of their key, the language switch, and the evening's numbers those of
the standings the window shows."""

from __future__ import annotations

import re
from itertools import pairwise

import html5lib
import pytest

from clubapp.services import Services
from clubapp.words import Message, say
from tests.services.results_club import PRIVACY
from tests.site.pages_read import (
    headings,
    ids_of,
    links_of,
    pages_of,
    resolve,
    section,
    table_rows,
    text_of,
    tree,
)
from tests.site.site_club import CYRILLIC

EMAIL = re.compile(rb"[\w.+-]+@[\w-]+\.[\w.-]+")
PHONE = re.compile(rb"\+\d[\d -]{7,}\d")


def test_every_page_is_valid_html_with_its_language_and_headings_in_order(built_site):
    pages = pages_of(built_site)
    assert len(pages) > 100
    for page in pages:
        data = page.read_bytes()
        html5lib.HTMLParser(strict=True).parse(data)  # raises at the first parse error
        root = tree(page)
        lang = root.get("lang")
        top = page.relative_to(built_site).parts[0]
        assert lang == (top if top in ("en", "ru") else "en"), page
        levels = [level for level, _ in headings(page)]
        assert levels[0] == 1 and levels.count(1) == 1, page
        assert all(b <= a + 1 for a, b in pairwise(levels)), (page, levels)
        for table in root.iter("table"):
            assert all(th.get("scope") in ("col", "row") for th in table.iter("th")), page


def test_every_link_leads_to_a_page_and_an_anchor_of_the_site(built_site):
    checked = 0
    for page in pages_of(built_site):
        for href in links_of(page):
            target, anchor = resolve(built_site, page, href)
            assert target.is_file(), f"{page.relative_to(built_site)}: {href}"
            assert built_site in target.parents
            if anchor:
                assert anchor in ids_of(target), f"{page.relative_to(built_site)}: {href}"
            checked += 1
    assert checked > 2000


def test_nothing_but_names_and_results_is_published(built_site, site_club):
    files = [p for p in built_site.rglob("*") if p.is_file()]
    for path in files:
        data = path.read_bytes()
        for secret in site_club.secrets:
            assert secret.encode() not in data, f"{secret!r} in {path}"
        assert not EMAIL.search(data), path
        assert not PHONE.search(data), path
    everything = b"".join(p.read_bytes() for p in files).decode()
    for name, how in PRIVACY.items():
        if " " in name or len(name) > 3:  # a whole name is searched for as it is written
            assert name not in everything, f"{name} ({how}) is on the site"
        hidden = how == "hidden"
        page = built_site / "en" / "members" / f"p{site_club.ids[name]}.html"
        assert page.is_file() != hidden, name
    assert not re.search(r"\bLou\b", everything)


def test_a_member_left_out_is_a_player_and_one_by_initials_is_their_initials(built_site,
                                                                             site_club):
    evening = built_site / "ru" / "evenings" / f"e{site_club.results.mixed}.html"
    table = table_rows(evening, "standing-euchre")
    shown = {row[1] for row in table}
    assert "игрок" in shown and "C." in shown and "Cat" not in shown  # Ann hidden, Cat initials
    tables = section(evening, "tables")
    assert "игрок" in text_of(tables) and "C." in text_of(tables)
    friends = built_site / "en" / "members" / f"p{site_club.ids['Мария Иванова']}.html"
    assert text_of(tree(friends).find(".//h1")) == "М. И."


def test_the_member_of_a_cyrillic_name_has_a_page_of_their_key(built_site, site_club):
    key = f"p{site_club.ids[CYRILLIC]}"
    for lang in ("en", "ru"):
        page = built_site / lang / "members" / f"{key}.html"
        assert page.name.isascii()
        root = tree(page)
        assert text_of(root.find(".//h1")) == CYRILLIC
        assert text_of(root.find(".//title")).startswith(CYRILLIC)
        index = built_site / lang / "members" / "index.html"
        links = {text_of(a): a.get("href") for a in tree(index).iter("a")}
        assert links[CYRILLIC] == f"{key}.html"
    assert not [e for e in tree(page).iter() if e.tag.endswith("svg")]  # no game finished yet


def test_a_members_rating_is_an_inline_chart_that_says_what_it_shows(built_site, site_club):
    page = built_site / "ru" / "members" / f"p{site_club.ids['Bob']}.html"
    chart = next(e for e in tree(page).iter() if e.tag.endswith("svg"))
    assert chart.get("role") == "img"
    named = chart.get("aria-labelledby").split()
    parts = {e.get("id"): text_of(e) for e in chart if e.get("id") in named}
    assert parts[named[0]] == "Рейтинг: Bob, после каждой партии"
    assert re.fullmatch(r"\d+ парти[яий]+ с .+ по .+: выиграно \d+, проиграно \d+\. "
                        r"Рейтинг изменился с \d+,\d+ до \d+,\d+\.", parts[named[1]])
    dots = [e for e in chart if e.tag.endswith("circle")]
    history = table_rows(page, "member-games")
    assert len(dots) == sum(int(row[2]) for row in history)  # a dot for each game played


def test_every_page_has_a_switch_to_the_same_page_in_the_other_language(built_site):
    for lang, other in (("en", "ru"), ("ru", "en")):
        for page in pages_of(built_site / lang):
            switch = [a for a in tree(page).iter("a") if a.get("hreflang") == other]
            assert len(switch) == 1, page
            target, _ = resolve(built_site, page, switch[0].get("href"))
            assert target == built_site / other / page.relative_to(built_site / lang)
    top = tree(built_site / "index.html")
    assert {a.get("href") for a in top.iter("a")} == {"en/index.html", "ru/index.html"}


def test_the_evenings_numbers_are_the_standings_of_the_window(built_site, site_club):
    services = Services.open(str(site_club.path))
    try:
        for evening in (site_club.results.mixed, site_club.results.loo, site_club.late):
            page = built_site / "en" / "evenings" / f"e{evening}.html"
            for standing in services.standings.by_game(evening):
                rows = table_rows(page, f"standing-{standing.key}")
                expected = []
                for line in standing.lines:
                    row = line.row
                    name = site_club.shown(row.name)
                    cells = [line.place_text, name if name is not None else "a player",
                             str(row.evenings)]
                    if standing.basis == "games":
                        cells += [str(row.played), str(row.won), str(row.matches_won)]
                    cells.append(f"{row.points:,}".replace("-", "\u2212"))
                    expected.append(cells)
                assert [r[:-1] for r in rows] == expected, (evening, standing.key)
                assert rows  # a standing with lines
    finally:
        services.close()


def test_the_party_shows_its_rounds_stars_and_prizes_with_their_reasons(built_site,
                                                                        site_club):
    page = built_site / "en" / "evenings" / f"e{site_club.results.party}.html"
    assert len(table_rows(page, "party-stars")) == 16
    rounds = [table_rows(page, f"round-{n}") for n in (1, 2, 3)]
    assert all(len(r) == 4 for r in rounds)  # sixteen guests: four tables a round
    assert all(row[3] for r in rounds for row in r)  # each result says why
    prizes = [text_of(li) for li in tree(page).iter("li")
              if li.find("strong") is not None]
    assert prizes[0] == "First prize (Red): Lady 07 — most gold stars (2)"
    assert len(prizes) == 6 and all(" — " in p for p in prizes)


def test_the_chips_and_the_pools_of_a_chip_evening(built_site, site_club):
    page = built_site / "ru" / "evenings" / f"e{site_club.results.loo}.html"
    chips = table_rows(page, "chips-players")
    assert len(chips) == 8
    total = sum(int(row[1].replace("\u2212", "-").replace("+", "").replace("\xa0", ""))
                for row in chips)
    pools = table_rows(page, "chips-pools")
    held = sum(int(row[2].replace("\xa0", "")) for row in pools)
    assert total + held == 0  # nothing made or lost
    assert "0,05" in text_of(section(page, "chips"))  # a white chip's worth, in Russian


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_site_says_how_to_ask_to_be_left_out(built_site, lang):
    words = say(Message("site.privacy"), lang)
    for page in pages_of(built_site / lang):
        assert words in text_of(tree(page).find(".//footer")), page


def test_every_word_the_templates_ask_for_is_in_both_catalogues():
    from pathlib import Path

    from clubapp.words import catalogue

    templates = Path(__file__).resolve().parents[2] / "clubapp" / "site" / "templates"
    asked = set()
    for template in templates.glob("*.html"):
        text = template.read_text(encoding="utf-8")
        asked |= set(re.findall(r"page\.w\('(\w+)'[,)]", text))
        for stem in re.findall(r"page\.w\('(\w+)' [~+] ", text):  # a word chosen by a value
            asked |= {f"{stem}{end}" for end in {"nav_": ("home", "evenings", "standings",
                                                           "members"),
                                                  "game_": ("playing", "finished"),
                                                  "status_": ("open", "closed")}[stem]}
        asked |= {f"{kind}_{part}" for kind in ("partners", "opponents")
                  for part in ("heading", "caption") if "kind ~ '_" in text}
    assert len(asked) > 80
    for lang in ("en", "ru"):
        assert sorted(f"site.{key}" for key in asked if f"site.{key}" not in catalogue(lang)) \
            == [], lang
