"""The open results format (``services.results_format``): a rich club's document checked
against its JSON Schema, its numbers against the services that show them, its privacy, and its
bytes from one build to the next — on SQLite and on PostgreSQL."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator, FormatChecker

from clubapp.reports import standing_words
from clubapp.services import ServiceError, Services
from clubapp.services import results_format as rf
from clubapp.services.results_format import (
    ReplayedGames,
    document_json,
    results_document,
)
from clubapp.services.results_games import summary_of
from clubapp.services.scoring import game_view
from clubapp.store.models import Game
from tests.helpers import databases
from tests.services.results_club import FRIENDS, PRIVACY, build_results_club

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / rf.SCHEMA_FILE).read_text(encoding="utf-8"))


def validator() -> Draft202012Validator:
    return Draft202012Validator(SCHEMA, format_checker=FormatChecker())


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def rich(request, tmp_path_factory, club_template):
    """The rich club of ``results_club``, built once a module on each database."""
    if request.param == "sqlite":
        url = str(databases.copy_club(club_template, tmp_path_factory.mktemp("rich") / "c.db"))
    else:
        url = request.getfixturevalue("pg_server").new_club_database()
    services = Services.open(url)
    club = build_results_club(services)
    document = results_document(services)
    yield services, club, document
    services.close()


def _by_key(document):
    return {p["id"]: p for p in document["players"]}


def _ref(club, name):
    return f"p{club.ids[name]}"


# --- the schema ------------------------------------------------------------------------------
def test_the_schema_is_a_draft_2020_12_schema_with_its_id():
    Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert SCHEMA["$id"] == "urn:clubapp:schema:clubapp-results-1"


def _undescribed(schema, where="#"):
    """Every property of the schema with no title and description of its own (or of the
    definition it refers to)."""
    found = []
    if isinstance(schema, dict):
        for name, sub in schema.get("properties", {}).items():
            target = sub
            if "$ref" in sub and "description" not in sub:
                target = SCHEMA["$defs"][sub["$ref"].rsplit("/", 1)[1]]
            if not (target.get("description") and (target.get("title") or sub.get("title"))):
                found.append(f"{where}/{name}")
        for key, sub in schema.items():
            if isinstance(sub, dict | list):
                found += _undescribed(sub, f"{where}/{key}")
    elif isinstance(schema, list):
        for n, sub in enumerate(schema):
            found += _undescribed(sub, f"{where}/{n}")
    return found


def test_every_property_of_the_schema_is_titled_and_described():
    assert _undescribed(SCHEMA) == []


def test_the_rich_club_validates_against_the_schema(rich):
    _services, club, document = rich
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator().iter_errors(document)]
    assert errors == []
    assert document["format"] == "clubapp-results" and document["version"] == 1
    assert document["scope"] == {"kind": "club", "id": None}
    assert document["club"] == {"name": {"en": "Card club", "ru": "Карточный клуб"},
                                "currency": "EUR"}  # no language: the club keeps none
    evenings = {e["id"]: e for e in document["evenings"]}
    assert list(evenings) == [club.mixed, club.friends, club.loo, club.party]  # by date
    assert evenings[club.loo]["chips"]["settlement"] is not None
    assert evenings[club.party]["party"]["prizes"]
    assert evenings[club.mixed]["chips"] is None and evenings[club.mixed]["party"] is None
    assert {s["id"] for s in document["seasons"]} == {club.stars_season, club.points_season}
    assert {"euchre", "five-hundred", "cribbage", "loo", "irish-loo"} <= set(document["games"])


@pytest.mark.parametrize("breaking", [
    lambda d: d.pop("players"),
    lambda d: d["players"][0].pop("name"),
    lambda d: d["players"][0].update(id="12"),
    lambda d: d["players"][0].update(email="someone@example.org"),
    lambda d: d["evenings"][0].update(date="13/03/2026"),
    lambda d: d["evenings"][0]["tables"][0]["games"][0].update(deals=-1),
    lambda d: d.update(version=2),
    lambda d: d["evenings"][-1]["party"]["prizes"][0]["why"].pop("ru"),
])
def test_a_broken_document_is_refused_by_the_schema(rich, breaking):
    document = json.loads(document_json(rich[2]))
    breaking(document)
    assert list(validator().iter_errors(document)) != []


# --- the numbers, as the services give them ---------------------------------------------------
def _lines(standing):
    return [(line["place_text"], line["player"], line["played"], line["won"],
             line["matches_won"], line.get("points")) for line in standing["lines"]]


def _service_lines(standing, people):
    return [(line.place_text, people.key(line.row.member_id), line.row.played, line.row.won,
             line.row.matches_won, line.row.points if standing.adds_points else None)
            for line in standing.lines]


def _people(services):
    from clubapp.services.results_people import read_publication

    with services.db.transaction() as session:
        return read_publication(session)


def test_the_standings_are_the_standings_services(rich):
    services, _club, document = rich
    people = _people(services)
    for per, found in (("game", document["standings"]["per_game"]),
                       ("family", document["standings"]["per_family"])):
        expected = services.standings.by_game(per=per)
        assert [s["key"] for s in found] == [s.key for s in expected]
        for mine, theirs in zip(found, expected, strict=True):
            assert _lines(mine) == _service_lines(theirs, people)
            assert mine["criteria"][0]["id"] == theirs.criteria[0]
            assert [c["id"] for c in mine["criteria"]] == list(theirs.criteria)
    for evening in document["evenings"]:
        expected = services.standings.by_game(evening["id"])
        assert [_lines(s) for s in evening["standings"]] == [
            _service_lines(s, people) for s in expected]


def test_the_words_of_the_standings_are_the_windows(rich):
    services, _club, document = rich
    for standing, theirs in zip(document["standings"]["per_game"],
                                services.standings.by_game(), strict=True):
        for lang in ("en", "ru"):
            assert standing["ranked_on"][lang] == standing_words.ranked_words(
                theirs.basis, theirs.unit, lang)
            assert [ln["decided"][lang] for ln in standing["lines"]] == [
                standing_words.decided_words(ln, theirs.unit, lang) for ln in theirs.lines]
    season = document["seasons"][0]
    for mine, theirs in zip(season["standings"],
                            services.seasons.every_standing(season["id"]), strict=True):
        for lang in ("en", "ru"):
            assert mine["title"][lang] == standing_words.season_title(theirs, lang)
            assert mine["score_heading"][lang] == standing_words.score_heading(theirs, lang)


def test_the_seasons_are_the_season_services(rich):
    services, _club, document = rich
    people = _people(services)
    for season in document["seasons"]:
        expected = services.seasons.every_standing(season["id"])
        assert [s["game"] for s in season["standings"]] == [s.game for s in expected]
        for mine, theirs in zip(season["standings"], expected, strict=True):
            assert [(ln["place"], ln["player"], ln["score"], ln["won"], ln["lost"])
                    for ln in mine["lines"]] == [
                (p.place, people.key(p.record.member_id), p.record.score_text, p.record.won,
                 p.record.lost) for p in theirs.standings.placings]
            assert [t["id"] for t in mine["tie_breaks"]] == list(theirs.standings.rules.tie_breaks)
        assert season["rules_text"]["en"] == services.seasons.get(season["id"]).rules_text


def test_each_members_history_is_the_member_page(rich):
    services, club, document = rich
    people = _people(services)
    members = {m["player"]: m for m in document["members"]}
    assert _ref(club, "Ann") not in members  # left out: no page
    for name in ("Bob", "Cat", "Anna Kowalska", "Gent 01", "Мария Иванова"):
        page = services.history.member_page(club.ids[name])
        mine = members[_ref(club, name)]
        assert (mine["played"], mine["won"]) == (page.played, page.won)
        assert [(e["evening"], e["games"], e["won"], e["points"], e["gold"], e["prize"])
                for e in mine["evenings"]] == [
            (e.evening_id, e.games, e.won, e.points, e.gold, e.prize) for e in page.evenings]
        assert [(g["game"], g["played"], g["won"], g["points"]) for g in mine["games"]] == [
            (g.game_kind, g.played, g.won, g.points) for g in page.games]
        assert [(p["player"], p["games"], p["won"]) for p in mine["partners"]] == [
            (people.key(p.member_id), p.games, p.won) for p in page.partners]
        assert [(p["player"], p["games"]) for p in mine["opponents"]] == [
            (people.key(p.member_id), p.games) for p in page.opponents]
        assert mine["rating"]["text"] == page.rating.text
        assert mine["rating"]["rank"] == page.rating_rank
        assert len(mine["rating"]["points"]) == len(page.rating_points)
    bob = members[_ref(club, "Bob")]
    assert (bob["stars"], bob["prizes"][0]["prize"]) == (
        {"gold": 2, "red": 1, "green": 0}, "Best newcomer")


def test_member_pages_at_once_are_each_member_page(rich):
    services, club, _document = rich
    ids = sorted(club.ids.values())
    pages = services.history.member_pages(ids)
    assert pages == {m: services.history.member_page(m) for m in ids}


def test_the_tables_chips_and_party_are_the_services(rich):
    services, club, document = rich
    people = _people(services)
    evenings = {e["id"]: e for e in document["evenings"]}
    friends = evenings[club.friends]["tables"][0]["games"][0]
    view = services.scoring.view(friends["id"])
    assert friends["deals"] == len(view.deals) == 3
    assert friends["totals"] == view.totals and friends["winner"] == ["A"]
    assert friends["games"] == [dict(g, winner=[g["winner"]]) for g in view.games]
    assert friends["seats"] == [people.key(m) for m in view.player_ids]
    cribbage = next(g for t in evenings[club.mixed]["tables"] for g in t["games"]
                    if g["game"] == "cribbage")
    assert [s["key"] for s in cribbage["sides"]] == ["seat 1", "seat 2"]  # no names as keys
    assert cribbage["sides"][0]["players"] == [None]  # Lou is left out
    chips = evenings[club.loo]["chips"]
    theirs = services.chips.evening(club.loo)
    assert sorted(line["chips"] for line in chips["players"]) == sorted(theirs.players.values())
    assert [(p["table"], p["held"]) for p in chips["pools"]] == [
        (p.table, p.held) for p in theirs.pools]
    settlement = services.chips.settlement(club.loo)
    assert sorted(line["money"] for line in chips["settlement"]["lines"]) == sorted(
        str(line.net_money) for line in settlement.lines)
    assert chips["worth"] == {"money": "0.05", "units": 1}
    party = evenings[club.party]["party"]
    view = services.party.view(club.party)
    assert [(s["place"], s["player"], s["gold"], s["red"], s["green"]) for s in party["stars"]] \
        == [(r.place, people.key(r.member_id), r.gold, r.red, r.green) for r in view.board]
    assert len(party["rounds"]) == 3 and party["ended"] is True
    assert [p["prize"] for p in party["prizes"]] == [p.prize for p in view.prizes]


def test_each_games_summary_is_what_game_view_shows(rich):
    services, _club, _document = rich
    from sqlalchemy import select

    from clubapp.rules import get_game
    from clubapp.services.scoring import game_view_state

    with services.db.transaction() as session:
        for game in session.scalars(select(Game)):
            view = game_view(game)
            summary = summary_of(get_game(game.game_id), game_view_state(game))
            assert summary["totals"] == view.totals and summary["games"] == list(view.games)
            assert summary["match"] == view.match and summary["winner"] == view.winner
            assert summary["deals"] == len(view.deals)
            assert summary["side_members"] == {k: list(v) for k, v in view.side_members.items()}
            assert summary["chips"] == any("chips" in d for d in view.result["deals"])


# --- privacy ----------------------------------------------------------------------------------
def _keys(value):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _keys(v)
    elif isinstance(value, list):
        for v in value:
            yield from _keys(v)


def test_initials_and_left_out_members(rich):
    _services, club, document = rich
    players = _by_key(document)
    assert players[_ref(club, "Anna Kowalska")]["name"] == "A. K."
    assert players[_ref(club, "Adam Kowal")]["name"] == "A. K."  # the same initials, two keys
    assert players[_ref(club, "Мария Иванова")]["name"] == "М. И."
    assert players[_ref(club, "Михаил Игнатов")]["name"] == "М. И."
    assert players[_ref(club, "Cat")] == {"id": _ref(club, "Cat"), "name": "C.",
                                          "shown_as": "initials"}
    assert players[_ref(club, "Bob")]["name"] == "Bob"
    for name, how in PRIVACY.items():
        if how == "hidden":
            assert _ref(club, name) not in players
    mixed = next(e for e in document["evenings"] if e["id"] == club.mixed)
    assert mixed["hidden_players"] == 2  # Ann and Lou
    euchre = mixed["tables"][0]["games"][0]
    assert euchre["seats"][0] is None and euchre["sides"][0]["players"][0] is None
    friends = next(e for e in document["evenings"] if e["id"] == club.friends)
    assert len({p for p in friends["players"]}) == len(FRIENDS)


def _refs(value, key=None):
    """Every player's key the document names, wherever it stands."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _refs(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from _refs(v, key)
    elif isinstance(value, str) and re.fullmatch(r"p[0-9]+", value) and key != "id":
        yield value


def test_every_player_named_is_listed_once_and_only_those_who_played(rich):
    _services, club, document = rich
    listed = [p["id"] for p in document["players"]]
    assert len(listed) == len(set(listed))
    assert set(_refs(document)) == set(listed)
    assert _ref(club, "Vera Bench") not in listed  # never played: nothing to publish
    assert [m["player"] for m in document["members"]] == listed


def test_nothing_private_and_no_left_out_name_anywhere(rich):
    _services, club, document = rich
    text = document_json(document)
    assert [s for s in club.secrets if s in text] == []
    assert "@" not in text
    assert not {"email", "phone", "notes", "pin", "pin_hash", "retired", "audit", "mail_results",
                "publish_as"} & set(_keys(document))
    for name, how in PRIVACY.items():
        pattern = rf"(?<![\w]){re.escape(name)}(?![\w])"
        if name == "Ann":  # "Ann of loo" is another member, published by name
            pattern += "(?! of )"
        assert re.findall(pattern, text) == [], (name, how)
    # the left out are "a player" in what others' lines say: a party's reasons, a season's ties
    assert "a player" in text and "игрок" in text


# --- the bytes --------------------------------------------------------------------------------
def test_the_same_club_gives_the_same_bytes(rich, tmp_path):
    services, _club, document = rich
    again = results_document(services, replayed=ReplayedGames())  # every game replayed
    kept = ReplayedGames(tmp_path / "kept.json")
    first = results_document(services, replayed=kept)
    assert kept.replayed > 0
    again_kept = ReplayedGames(tmp_path / "kept.json")
    second = results_document(services, replayed=again_kept)
    assert again_kept.replayed == 0  # every game taken from the file
    texts = {document_json(d) for d in (document, again, first, second)}
    assert len(texts) == 1
    text = texts.pop()
    assert json.loads(text) == document
    assert "T19:" not in text and "generated" not in text  # no time of writing


def test_one_evening_and_one_season(rich):
    services, club, document = rich
    one = results_document(services, evening=club.loo)
    assert list(validator().iter_errors(one)) == []
    assert one["scope"] == {"kind": "evening", "id": club.loo}
    assert [e["id"] for e in one["evenings"]] == [club.loo]
    assert one["standings"] == {"per_game": [], "per_family": []}
    assert one["seasons"] == [] and one["members"] == []
    whole = next(e for e in document["evenings"] if e["id"] == club.loo)
    assert one["evenings"][0] == whole
    assert {p["id"] for p in one["players"]} == set(whole["players"])
    season = results_document(services, season=club.points_season)
    assert list(validator().iter_errors(season)) == []
    assert [e["id"] for e in season["evenings"]] == [club.mixed, club.friends]
    assert [s["id"] for s in season["seasons"]] == [club.points_season]
    expected = services.standings.by_game(evenings=[club.mixed, club.friends])
    assert [s["key"] for s in season["standings"]["per_game"]] == [s.key for s in expected]


def test_an_unknown_evening_or_season_is_refused(rich):
    services, _club, _document = rich
    with pytest.raises(ServiceError) as evening:
        results_document(services, evening=9999)
    assert evening.value.why.id == "evenings.no_such_evening"
    with pytest.raises(ServiceError) as season:
        results_document(services, season=9999)
    assert season.value.say("ru") == "сезона номер 9999 нет"


def test_a_database_alone_is_enough(rich):
    services, _club, document = rich
    assert document_json(results_document(services.db)) == document_json(document)


# --- a correction reaches the document ----------------------------------------------------------
def test_a_corrected_deal_is_replayed_again_and_nothing_else(sqlite_services, tmp_path):
    from tests.helpers.mixed_evening import play_evening

    mixed = play_evening(sqlite_services)
    kept_file = tmp_path / "kept.json"
    results_document(sqlite_services, replayed=ReplayedGames(kept_file))
    detail = sqlite_services.evenings.detail(mixed.evening_id)
    first_game = detail.tables[0].games[0]
    deal = sqlite_services.scoring.view(first_game).deals[0]
    sqlite_services.scoring.correct_deal(deal.id, {"makers": "B", "tricks": 3})
    kept = ReplayedGames(kept_file)
    after = results_document(sqlite_services, replayed=kept)
    assert kept.replayed == 1
    game = next(g for t in after["evenings"][0]["tables"] for g in t["games"]
                if g["id"] == first_game)
    view = sqlite_services.scoring.view(first_game)
    assert game["totals"] == view.totals and game["deals"] == len(view.deals)
    assert after == results_document(sqlite_services, replayed=ReplayedGames())
    # another run (a new process): the kept games and ratings give what a new replay gives
    url = sqlite_services.db.url
    for kept_or_not in (ReplayedGames(kept_file), ReplayedGames()):
        fresh = Services.open(url)
        try:
            assert document_json(results_document(fresh, replayed=kept_or_not)) \
                == document_json(after)
        finally:
            fresh.close()


def test_the_games_are_kept_for_the_club_in_the_cache_folder(sqlite_services, tmp_path,
                                                             monkeypatch):
    from tests.helpers.clubs import chip_evening
    from tests.helpers.mixed_evening import play_evening

    monkeypatch.setenv("CLUBAPP_CACHE_DIR", str(tmp_path / "cache"))
    play_evening(sqlite_services)
    chip_evening(sqlite_services)
    first = results_document(sqlite_services)  # by default: the club's games kept
    kept = ReplayedGames.of_database(sqlite_services.db)
    assert kept.path is not None and kept.path.parent == tmp_path / "cache" / "replayed"
    assert kept.path.is_file()
    assert results_document(sqlite_services, replayed=kept) == first
    assert kept.replayed == 0
    evening = first["evenings"][0]["id"]
    results_document(sqlite_services, evening=evening)  # one evening's keeps the others' too
    again = ReplayedGames.of_database(sqlite_services.db)
    assert results_document(sqlite_services, replayed=again) == first
    assert again.replayed == 0
    kept.path.write_text("{not json", encoding="utf-8")  # a damaged file: replayed again
    again = ReplayedGames.of_database(sqlite_services.db)
    assert results_document(sqlite_services, replayed=again) == first
    assert again.replayed == 8  # six games of the mixed evening, two of the loo night
