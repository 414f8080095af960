"""A table's page shows what `clubapp game show` prints (issue 28, item 3): the running totals,
each finished game with its winner and value, the rubber or match with its value, the pool
carried to the next deal, and chips with their unit (white chips, and money where a white
chip's worth is set), in English and Russian.

The deals go in through the page's form (euchre, as a phone sends them) or through the
services; the page's HTML is parsed as a browser would read it, and its figures are compared
with `clubapp game show GAME` run in-process on the same database."""

from __future__ import annotations

import datetime as dt
import json
import re
from decimal import Decimal
from typing import Any

import pytest
from starlette.testclient import TestClient

from clubapp.cli import main
from clubapp.commands._club import game_json
from clubapp.ledger import ChipValue
from clubapp.services import Services
from clubapp.services.table_access import TableAccessService
from clubapp.web import pages
from clubapp.web.app import TablePages, make_app
from tests.helpers.clubs import renamed
from tests.helpers.pages import Node, Tree, form_fields, money, rows, sid, text_of
from tests.helpers.pages import number as figure
from tests.ui.evening.game_examples import EXAMPLES


# --- the figures a page must show, from `clubapp game show` ---------------------------------
def expected_totals(show: dict[str, Any], view: Any) -> dict[str, int]:
    """The running totals of the game in play: the last deal's, unless that deal ended a game
    and the match goes on (then the next game starts from nothing)."""
    if not show["deals"] or (view.deals[-1].ended_game and show["winner"] is None):
        return dict.fromkeys(view.sides, 0)
    return {s: show["deals"][-1]["totals"][s] for s in view.sides}


def check_page(html: str, show: dict[str, Any], view: Any, lang: str,
               worth: ChipValue | None = None) -> Node:
    """Every figure of ``show`` is on the page as a person reads it; nothing else is."""
    page = Tree(html).root
    label = {s: view.side_label(s) for s in view.sides}
    # the running totals, side by side, in the order of the sides
    totals = rows(page, "totals")
    assert [(r[0], figure(r[1])) for r in totals] == [
        (label[s], n) for s, n in expected_totals(show, view).items()]
    # chips: the totals are chips where every deal's chips add up to them; else beside them
    won: dict[str, int] = {}
    for deal in show["deals"]:
        for who, units in (deal.get("chips") or {}).items():
            if who != "pool":
                won[who] = won.get(who, 0) + units
    chip_game = any("chips" in d for d in show["deals"])
    in_chips = chip_game and all(won.get(s, 0) == view.totals[s] for s in view.sides)
    caption = page.by_id("score").find_all("p")
    captions = [p.text() for p in caption if p.attrs.get("class") == "caption"]
    if chip_game:
        unit = {"en": "white chips", "ru": "белых фишках"}[lang]
        if view.game_id in ("auction-pitch", "smudge"):
            unit = {"en": "red chips", "ru": "красных фишках"}[lang]
        assert captions and captions[0].endswith(unit)
    else:
        assert captions == []
    if chip_game and not in_chips:
        assert [(r[0], figure(r[1])) for r in rows(page, "chips")] == [
            (p, won[p]) for p in view.players if p in won]
    else:
        assert page.by_id("chips") is None
    if worth is not None and in_chips:
        for row, side in zip(totals, view.sides, strict=True):
            assert money(row[2]) == Decimal(view.totals[side]) * worth.money
    # the pool carried to the next deal, after the last deal
    pool = show["deals"][-1].get("pool") if show["deals"] else None
    if pool is None:
        assert page.by_id("pool") is None
    else:
        said = text_of(page, "pool")
        assert figure(re.search(r"[−\d]+", said).group()) == pool
    # the finished games: winner, final score and value
    games = rows(page, "games") if show["games"] else []
    assert [(figure(r[0]), r[1], [figure(n) for n in r[2].split(" : ")],
             figure(r[3]) if len(r) > 3 and r[3] else None) for r in games] == [
        (n, label[g["winner"]], [g["totals"][s] for s in view.sides], g.get("value"))
        for n, g in enumerate(show["games"], start=1)]
    if not show["games"]:
        assert page.by_id("games") is None
    # the match (rubber) and its value
    match = show.get("match")
    said = text_of(page, "match")
    if match is None or match.get("value") is None:
        assert said is None
    else:
        assert label[match["winner"]] in said
        worth_said = said.replace(label[match["winner"]], "")
        assert [figure(n) for n in re.findall(r"−?\d+", worth_said)] == [match["value"]]
    # each deal's pool in the deals table, where the game has one
    pools = [d.get("pool") for d in show["deals"]]
    if any(p is not None for p in pools):
        heads = rows(page, "deals", "th")[0]
        assert heads[-1] == {"en": "pool", "ru": "кон"}[lang] or \
            heads[-1] == {"en": "pot", "ru": "котёл"}[lang]
        shown = [r[-1] for r in rows(page, "deals") if len(r) == len(heads)]
        assert [figure(p) if p else None for p in reversed(shown)] == pools
    return page


# --- the club ---------------------------------------------------------------------------
def seat(services: Services, evening: int, game_id: str, players: tuple[str, ...],
         options: dict[str, Any] | None = None) -> int:
    ids = [services.members.add(p).id for p in players]
    _table, game = services.evenings.seat_table(evening, ids, game_id, options or {})
    return game


def game_show(path: str, game: int, capsys) -> dict[str, Any]:
    """`clubapp game show GAME --db FILE`, run in-process."""
    capsys.readouterr()
    assert main(["game", "show", str(game), "--db", path]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def club(empty_club):
    path = str(empty_club)
    services = Services.open(path)
    yield path, services
    services.close()


FOUR = ("Ann", "Bob", "Cid", "Dot")


def test_a_euchre_rubber_cribbage_loo_with_its_pool_and_whist_as_game_show_says(club, capsys):
    path, services = club
    evening = services.evenings.create(dt.date(2026, 12, 4), "Friday club", "club").id
    euchre = seat(services, evening, "euchre", ("Ann", "Bob", "Cat", "Dan"))
    cribbage = seat(services, evening, "cribbage", ("Eve", "Fay"))
    loo = seat(services, evening, "loo", ("Gus", "Hal", "Ivy", "Jon"))
    whist = seat(services, evening, "whist-ru", ("Kit", "Lou", "Max", "Ned"))
    preference = seat(services, evening, "preference-austrian", ("Oda", "Pam", "Quin"))
    english = TestClient(make_app(services, evening, "en"))
    russian = TestClient(make_app(services, evening, "ru"))
    tables = {a.number: a for a in TableAccessService(services).addresses(evening)}

    # euchre through the page's form, as the phone sends it: the book's rubber (law 3)
    euchre_names = dict(zip(FOUR, ("Ann", "Bob", "Cat", "Dan"), strict=True))
    table = tables[1]
    for number, entry in enumerate(EXAMPLES["euchre"]["deals"], start=1):
        fields = {"token": table.token, "submission": sid(english.get(table.path()).text),
                  **form_fields(renamed(entry, euchre_names))}
        sent = english.post(table.path() + "/deal", data=fields, follow_redirects=False)
        assert sent.status_code == 303, sent.text
        if number == 2:  # game 1 won: the rubber goes on, game 1 shows with its value
            show = game_show(path, euchre, capsys)
            page = check_page(english.get(table.path()).text, show,
                              services.scoring.view(euchre), "en")
            assert rows(page, "games") == [["1", "A (Ann & Cat)", "5 : 0", "3"]]
            assert page.by_id("match") is None
    show = game_show(path, euchre, capsys)
    assert show["match"] == {"winner": "A", "value": 5}
    view = services.scoring.view(euchre)
    page = check_page(english.get(table.path()).text, show, view, "en")
    assert text_of(page, "match") == "The rubber is worth 5 to A (Ann & Cat)"
    assert rows(page, "games") == [["1", "A (Ann & Cat)", "5 : 0", "3"],
                                   ["2", "B (Bob & Dan)", "0 : 5", "3"],
                                   ["3", "A (Ann & Cat)", "5 : −2", "3"]]
    page = check_page(russian.get(table.path()).text, show, view, "ru")
    assert text_of(page, "match") == "Роббер стоит 5 в пользу: A (Ann & Cat)"
    assert rows(page, "games", "th")[0] == ["#", "Победитель", "Счёт", "Стоимость"]

    # cribbage: a game of 61 holes (the match of one game) by its whole-deal points
    for entry in EXAMPLES["cribbage"]["deals"]:
        services.scoring.record_deal(cribbage, renamed(entry, {"Ann": "Eve", "Bob": "Fay"}))
    show = game_show(path, cribbage, capsys)
    view = services.scoring.view(cribbage)
    page = check_page(english.get(tables[2].path()).text, show, view, "en")
    assert text_of(page, "match") == f"The match is worth {show['match']['value']} to Eve"
    page = check_page(russian.get(tables[2].path()).text, show, view, "ru")
    assert text_of(page, "match") == f"Матч стоит {show['match']['value']} в пользу: Eve"

    # loo: three deals, the third leaves 27 white chips in the pool for the next (line 49)
    loo_names = dict(zip(FOUR, ("Gus", "Hal", "Ivy", "Jon"), strict=True))
    for entry in EXAMPLES["loo"]["deals"][:3]:
        services.scoring.record_deal(loo, renamed(entry, loo_names))
    show = game_show(path, loo, capsys)
    assert show["deals"][-1]["pool"] == 27
    view = services.scoring.view(loo)
    page = check_page(english.get(tables[3].path()).text, show, view, "en")
    assert text_of(page, "pool") == "Pool carried to the next deal: 27 white chips"
    assert page.by_id("worth") is None  # no worth set: chips only
    page = check_page(russian.get(tables[3].path()).text, show, view, "ru")
    assert text_of(page, "pool") == "Кон на следующую сдачу: 27 белых фишек"

    # whist: the rubber (line 25), its games' values and its worth
    whist_names = dict(zip(FOUR, ("Kit", "Lou", "Max", "Ned"), strict=True))
    for entry in EXAMPLES["whist-ru"]["deals"]:
        services.scoring.record_deal(whist, renamed(entry, whist_names))
    show = game_show(path, whist, capsys)
    assert show["match"]["winner"] == "A" and [g.get("value") for g in show["games"]] == [1, 3, 2]
    view = services.scoring.view(whist)
    page = check_page(english.get(tables[4].path()).text, show, view, "en")
    assert text_of(page, "match") == \
        f"The rubber is worth {show['match']['value']} to A (Kit & Max)"
    page = check_page(russian.get(tables[4].path()).text, show, view, "ru")
    assert text_of(page, "match") == \
        f"Роббер стоит {show['match']['value']} в пользу: A (Kit & Max)"

    # préférence: the pot carried (seeds/003 lines 11-12), every deal's pot beside it
    pref_names = dict(zip(("Ann", "Bob", "Cid"), ("Oda", "Pam", "Quin"), strict=True))
    for entry in EXAMPLES["preference-austrian"]["deals"]:
        services.scoring.record_deal(preference, renamed(entry, pref_names))
    show = game_show(path, preference, capsys)
    view = services.scoring.view(preference)
    pot = show["deals"][-1]["pool"]
    page = check_page(english.get(tables[5].path()).text, show, view, "en")
    assert text_of(page, "pool") == f"Pot carried to the next deal: {pot} white chips"
    page = check_page(russian.get(tables[5].path()).text, show, view, "ru")
    assert text_of(page, "pool") == f"Котёл на следующую сдачу: {pot} белых фишек"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_chips_in_money_where_a_white_chip_has_a_worth(club, capsys, lang):
    """A loo table where a white chip is worth 0.05: every player's chips and the pool in
    money too, at that worth, and the worth said (the page the app renders, with its
    templates)."""
    path, services = club
    evening = services.evenings.create(dt.date(2026, 12, 4), "Friday club", "club").id
    loo = seat(services, evening, "loo", ("Gus", "Hal", "Ivy", "Jon"))
    for entry in EXAMPLES["loo"]["deals"][:3]:
        services.scoring.record_deal(loo, renamed(entry, dict(zip(FOUR, (
            "Gus", "Hal", "Ivy", "Jon"), strict=True))))
    access = TableAccessService(services).addresses(evening)[0]
    worth = ChipValue(Decimal("0.05"))
    view = services.scoring.view(loo)
    app = TablePages(services, evening, lang)
    html = app.page("table.html", pages.game_page(access, view, lang, worth=worth)).body.decode()
    show = game_show(path, loo, capsys)
    page = check_page(html, show, view, lang, worth)
    assert [(r[0], r[1], r[2]) for r in rows(page, "totals")] == {
        "en": [("Gus", "−27", "−1.35"), ("Hal", "−12", "−0.60"), ("Ivy", "−6", "−0.30"),
               ("Jon", "18", "0.90")],
        "ru": [("Gus", "−27", "−1,35"), ("Hal", "−12", "−0,60"), ("Ivy", "−6", "−0,30"),
               ("Jon", "18", "0,90")]}[lang]
    assert text_of(page, "pool") == {
        "en": "Pool carried to the next deal: 27 white chips (1.35)",
        "ru": "Кон на следующую сдачу: 27 белых фишек (1,35)"}[lang]
    assert text_of(page, "worth") == {"en": "A white chip is worth 0.05",
                                      "ru": "Белая фишка стоит 0,05"}[lang]
    captions = [p.text() for p in page.by_id("score").find_all("p")
                if p.attrs.get("class") == "caption"]
    assert captions == [{"en": "Chips won (+) or lost (−), in white chips",
                         "ru": "Фишки: выигрыш (+) или проигрыш (−), в белых фишках"}[lang]]


def test_every_games_page_shows_the_figures_of_game_show(club):
    """Every registered game, played as its example is: the page's totals, chips, pool, games
    and match are those of `clubapp game show` (the function it prints), in both languages."""
    _path, services = club
    evening = services.evenings.create(dt.date(2026, 12, 4), "Every game", "club").id
    made = {}
    for n, (game_id, example) in enumerate(sorted(EXAMPLES.items())):
        names = {p: f"{p} {n}" for p in example["players"]}
        game = seat(services, evening, game_id, tuple(names.values()), example["options"])
        for entry in example["deals"]:
            services.scoring.record_deal(game, renamed(entry, names))
        made[n + 1] = game
    tables = {a.number: a for a in TableAccessService(services).addresses(evening)}
    for lang in ("en", "ru"):
        client = TestClient(make_app(services, evening, lang))
        for number, game in made.items():
            view = services.scoring.view(game)
            show = game_json(view)
            assert show == view.result  # the page's figures are game show's own
            check_page(client.get(tables[number].path()).text, show, view, lang)
