"""The CSV exports are for people: their column headings are in the reader's language (the
window's, or the command line's ``--lang``, else the environment's), the values as stored
(ISO dates, the evening's kind and status, yes/no) — and a member list exported in either
language reads back into another club whole."""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.cli import main
from clubapp.events.standing_rules import StandingRules
from clubapp.services import Services
from clubapp.services.exchange import CSV_ENCODING, ExchangeService
from tests.helpers.databases import copy_club

MEMBERS_RU = ("Имя,Эл. почта,Телефон,Заметки,Вступил(а),Выбыл(а),На сайте,Результаты почтой,"
              "Язык писем")
MEMBERS_EN = "Name,E-mail,Phone,Notes,Joined,Retired,Published as,Results mail,Mail language"
EVENINGS_RU = "Дата,Вечер,Вид,Состояние,Столы,Игроки,Круги,Партии,Сдачи,Сезоны"
EVENINGS_EN = "Date,Evening,Kind,Status,Tables,Players,Rounds,Games,Deals,Seasons"


@pytest.fixture
def club(sqlite_services, empty_club):
    """Four members (one retired), a euchre evening with one deal, and a season of it: (the
    services, the season, the club file)."""
    services = sqlite_services
    ids = [services.members.add("Ann Lee", email="ann@club.org", phone="+7 900 1").id,
           services.members.add("Ольга Белова", notes="левша").id,
           services.members.add("Bob Marsh").id,
           services.members.add("Cat Vale").id]
    evening = services.evenings.create(dt.date(2026, 1, 9), "Пятница")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "euchre")
    services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
    services.members.set_retired(ids[3], True)  # after the evening he played
    season = services.seasons.create("Зима", StandingRules(games=("euchre",)), [evening.id],
                                     lots_seed=7)
    return services, season.id, str(empty_club)


def lines(text: str) -> list[str]:
    return text.splitlines()


def test_members_are_headed_in_russian_with_the_values_kept(club):
    services, _, _ = club
    text = ExchangeService(services.db).members_csv("ru")
    assert lines(text)[0] == MEMBERS_RU
    assert "Ann Lee,ann@club.org,+7 900 1,,,no,name,yes," in lines(text)
    assert "Cat Vale,,,,,yes,name,yes," in lines(text)
    assert lines(ExchangeService(services.db).members_csv("en"))[0] == MEMBERS_EN


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_member_list_exported_in_either_language_reads_back_whole(club, tmp_path, club_template,
                                                                    lang):
    services, _, _ = club
    text = ExchangeService(services.db).members_csv(lang)
    other = Services.open(str(copy_club(club_template, tmp_path / "other.sqlite")))
    try:
        exchange = ExchangeService(other.db)
        data = text.encode(CSV_ENCODING)
        preview = exchange.preview_members(data)
        assert preview.problems == () and preview.ignored == ()
        assert [r.name for r in preview.taken] == ["Ann Lee", "Bob Marsh", "Cat Vale",
                                                   "Ольга Белова"]
        exchange.import_members(data, preview)
        # the list read back is the list written, headings and all
        assert exchange.members_csv(lang) == text
        assert [m.name for m in other.members.list() if m.retired] == ["Cat Vale"]
    finally:
        other.close()


def test_evenings_and_standings_are_headed_in_russian(club):
    services, season, _ = club
    exchange = ExchangeService(services.db)
    assert lines(exchange.evenings_csv("ru")) == [EVENINGS_RU,
                                                  "2026-01-09,Пятница,club,open,1,4,,1,1,Зима"]
    assert lines(exchange.evenings_csv("en"))[0] == EVENINGS_EN
    standings = lines(exchange.standings_csv(season, lang="ru"))
    assert standings[0] == ("Место,Участник,Очки,Вечера,Сыграно партий,Выиграно партий,"
                            "Проиграно партий,Очки,Золотые звёздочки,Красные звёздочки,"
                            "Зелёные звёздочки,Разница,Примечание")
    assert lines(exchange.standings_csv(season))[0].startswith("Place,Member,Points,")


def export(args: list[str], capsys) -> str:
    assert main(args) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("how", ["--lang ru", "LANG=ru_RU.UTF-8"])
def test_the_command_line_writes_the_headings_in_its_language(club, capsys, monkeypatch,
                                                               how):
    _, season, db = club
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8" if how.startswith("LANG") else "C.UTF-8")
    lang = ["--lang", "ru"] if how == "--lang ru" else []
    assert lines(export(["export", "members", "--db", db, *lang], capsys))[0] == MEMBERS_RU
    assert lines(export(["export", "evenings", "--db", db, *lang], capsys))[0] == EVENINGS_RU
    standings = export(["export", "standings", str(season), "--db", db, *lang], capsys)
    assert lines(standings)[0].startswith("Место,Участник,Очки,")
    season_csv = export(["season", "standings", str(season), "--csv", "--db", db, *lang],
                        capsys)
    assert season_csv == standings


def test_a_russian_export_is_imported_by_the_command_line_in_english(club, tmp_path,
                                                                     club_template, capsys):
    services, _, _ = club
    path = tmp_path / "члены.csv"
    path.write_text(ExchangeService(services.db).members_csv("ru"), encoding=CSV_ENCODING,
                    newline="")
    other = copy_club(club_template, tmp_path / "other.sqlite")
    assert main(["import", "members", str(path), "--yes", "--db", str(other),
                 "--lang", "en"]) == 0
    capsys.readouterr()
    reopened = Services.open(str(other))
    try:
        assert sorted(m.name for m in reopened.members.list()) == [
            "Ann Lee", "Bob Marsh", "Cat Vale", "Ольга Белова"]
    finally:
        reopened.close()
