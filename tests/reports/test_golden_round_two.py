"""Golden pictures of the papers a club hands out, as fixed in the second round on paper: a
deal a line (thirty rams deals on a page, a ten-player loo sheet, préférence with each answer
under its player), a header with the longest date, the pool tables of an evening, the
member's history, the stars board before the first bell, six prizes on a page, a blank
Russian piquet sheet on one page and the cards with codes at 8 pt. Compared as
``test_golden_pictures`` compares (``CLUBAPP_GOLDEN=update`` renews them)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from clubapp.reports.data import evening_results, member_history
from clubapp.reports.evening_results import write_evening_results
from clubapp.reports.history import write_history
from clubapp.reports.page import ReportSetup
from clubapp.reports.party_cards import PartyCodes, write_table_cards, write_tally_cards
from clubapp.reports.party_docs import PartyData, Prize
from clubapp.reports.party_lists import write_prize_list, write_stars_board
from clubapp.reports.party_sample import sample_party
from clubapp.reports.score_sheet import SheetHeader, write_blank_sheet, write_sheet_from_score
from tests.reports.many_deals import pool_deals, preference_deals
from tests.reports.played import LONG_NAMES, club_names, played
from tests.reports.test_golden_pictures import compare, setup

HEADER = SheetHeader("6 марта 2026 г.", "Пятничный вечер клуба", "3", "Анна")
LONG_HEADER = SheetHeader("30\u00a0сентября\u00a02026\u00a0г.",
                          "Пятничный вечер карточного клуба «Старый Арбат» и друзей", "12",
                          LONG_NAMES[2])
CODES = PartyCodes(guests={}, tables={n: f"http://192.168.1.20:8023/t/{n:02d}" + "k" * 41
                                      for n in range(1, 4)})


def _sheet(game_id: str, players: list[str], deals: list[dict],
           header: SheetHeader = HEADER) -> Callable[[Path, ReportSetup], Path]:
    return lambda path, s: write_sheet_from_score(path, game_id, players, deals, s,
                                                  header=header)


def _whist(path: Path, s: ReportSetup) -> Path:
    players, deals, options = played("whist-ru")
    return write_sheet_from_score(path, "whist-ru", players, deals, s, options=options,
                                  header=LONG_HEADER)


def _prizes(path: Path, s: ReportSetup) -> Path:
    party = replace(sample_party(16, rounds_played=3, lang="ru"), prizes=tuple(
        Prize(kind, role, LONG_NAMES[n], "золотых звёздочек: 3") for n, (kind, role) in
        enumerate((k, r) for k in ("first", "second", "consolation") for r in ("red", "blue"))))
    return write_prize_list(path, party, s)


def _tally(path: Path, s: ReportSetup) -> Path:
    party = sample_party(8, rounds_played=2, lang="ru")
    codes = PartyCodes(guests={c.name: "http://192.168.1.20:8023/g/" + "q" * 43
                               for c in party.players})
    return write_tally_cards(path, party, s, codes=codes)


SIX, THREE, TEN = club_names(6), club_names(3), club_names(10)
DOCUMENTS: dict[str, tuple[str, str, Callable[[Path, ReportSetup], Path]]] = {
    "rams_30_deals": ("ru", "a4", _sheet("rams", SIX, pool_deals("rams", SIX, 30))),
    "loo_ten_players": ("en", "a4", _sheet("loo", TEN, pool_deals("loo", TEN, 30))),
    "preference_30_deals": ("en", "letter", _sheet("preference-austrian", THREE,
                                                   preference_deals(THREE, 30))),
    "header_long_date": ("ru", "a4", _whist),
    "stars_board_no_bell": ("ru", "a4", lambda p, s: write_stars_board(
        p, sample_party(200, rounds_played=0, lang="ru"), s)),
    "prize_list_long_names": ("ru", "a4", _prizes),
    "blank_piquet_ru": ("ru", "a4", lambda p, s: write_blank_sheet(p, "piquet", s)),
    "tally_cards_codes_ru": ("ru", "a4", _tally),
    "table_tent_codes_ru": ("ru", "a4", lambda p, s: write_table_cards(
        p, PartyData(tables=3), s, codes=CODES)),
}


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_each_fixed_paper_looks_as_it_did(name, tmp_path):
    lang, paper, write = DOCUMENTS[name]
    compare(name, write(tmp_path / f"{name}.pdf", setup(lang, paper)), tmp_path)


def test_the_history_in_russian_looks_as_it_did(club, tmp_path):
    path = write_history(tmp_path / "history.pdf",
                         member_history(club.services, club.members["Ann"]), setup("ru"))
    compare("history_ru", path, tmp_path)


def test_an_evening_of_pool_tables_looks_as_it_did(sqlite_services, tmp_path):
    services = sqlite_services
    night = services.evenings.create(dt.date(2026, 3, 6), "Пятничный вечер клуба").id
    names = iter(club_names(40))
    for game_id, seats in (("loo", 10), ("rams", 6), ("irish-loo", 8), ("loo", 9),
                           ("preference-austrian", 3)):
        players = [next(names) for _ in range(seats)]
        table = services.evenings.add_table(night)
        services.evenings.seat_players(table.id, [services.members.add(n).id for n in players])
        game = services.evenings.start_game(table.id, game_id)
        deals = preference_deals(players, 6) if game_id.startswith("pref") else \
            pool_deals(game_id, players, 6)
        for deal in deals:
            services.scoring.record_deal(game, deal)
    path = write_evening_results(tmp_path / "evening.pdf", evening_results(services, night),
                                 setup("ru"))
    compare("evening_pool_tables", path, tmp_path)
