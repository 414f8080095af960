"""Nothing printed below 8 pt, in every kind of document: the cards that carry QR codes (their
captions, the star boxes' headings on a Russian tally card), the cards of the table pages, the
evening with its pool tables, the stars board before the first bell and the long sheets.
Read back from the PDF with pypdf, every piece of text at the size it is printed (through the
page's matrices, so an upright head or a tent's turned face counts at its true size).

``test_every_document`` reads every sheet, list and card of every game at the same floor; here
are the documents it does not make.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from clubapp.reports.address_cards import AddressCard, write_address_cards
from clubapp.reports.data import evening_results
from clubapp.reports.evening_results import write_evening_results
from clubapp.reports.party_cards import PartyCodes, write_table_cards, write_tally_cards
from clubapp.reports.party_docs import PartyData
from clubapp.reports.party_lists import write_stars_board
from clubapp.reports.party_sample import sample_party
from clubapp.reports.score_sheet import write_sheet_from_score
from tests.reports.helpers import setup_for, text
from tests.reports.many_deals import pool_deals, print_sizes
from tests.reports.played import LONG_NAMES, club_names

SMALLEST = 8.0
BASE = "http://192.168.1.20:8023"
TOKEN = "Kq7-Zx_3vB9mT2pL5nR8wY4cH6jD1fG0sA1234567890"[:43]


def _smallest(path) -> tuple[float, int, str]:
    return min(print_sizes(path))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_cards_with_codes_print_nothing_small(lang, tmp_path):
    """The captions under the codes and the star boxes' headings at 8 pt: a caption that
    does not fit the code's width takes two lines, a star box too narrow for "★ Золотые"
    says the colour alone."""
    party = replace(sample_party(8, rounds_played=2, lang=lang), labels={
        "red": "Дамы и барышни", "blue": "Gentlemen of the club"})
    party = replace(party, players=tuple(replace(c, name=LONG_NAMES[n % len(LONG_NAMES)])
                                         if n < 2 else c for n, c in enumerate(party.players)))
    codes = PartyCodes(guests={c.name: f"{BASE}/g/{TOKEN}" for c in party.players},
                       tables={n: f"{BASE}/t/{TOKEN}" for n in range(1, 4)})
    tally = write_tally_cards(tmp_path / "tally.pdf", party, setup_for(lang), codes=codes)
    tents = write_table_cards(tmp_path / "tents.pdf", PartyData(tables=3), setup_for(lang),
                              codes=codes)
    for path in (tally, tents):
        assert _smallest(path)[0] >= SMALLEST, (path.name, _smallest(path))
    written = text(tally, 0)
    if lang == "ru":
        assert written.count("Сканируйте: ваш стол") == 4
        assert written.count("Зелёные") == 4 and "★" not in written
        assert text(tents, 0).count("Счёт стола — с телефона") == 2
    else:
        assert written.count("★ Green") == 4
        assert text(tents, 0).count("Scan to score this table") == 2


def test_the_table_pages_cards_print_nothing_small(tmp_path):
    """A guest's card with a long name and the table page's address: the name wrapped at a
    size it reads at, the address on lines of 8 pt rather than shrunk to fit one."""
    url = f"{BASE}/g/{TOKEN}"
    tables = [AddressCard("Стол 3", "Пятничный вечер клуба «Старый Арбат»", url)]
    guests = [AddressCard(name, "Пятничный вечер клуба «Старый Арбат»", url)
              for name in LONG_NAMES[:4]]
    path = write_address_cards(tmp_path / "cards.pdf", tables, guests, "ru")
    assert _smallest(path)[0] >= SMALLEST, _smallest(path)
    for name in LONG_NAMES[:4]:
        assert name in text(path).replace("- ", "-")
    guest_page = text(path, 1).replace(" ", "")
    assert guest_page.count(url.replace(" ", "")) == 4  # each address whole, on its lines


def test_the_long_documents_print_nothing_small(sqlite_services, tmp_path):
    """Thirty rams deals on a page, a ten-player loo sheet, an evening of pool tables and the
    stars board before the first bell."""
    players = club_names(10)
    rams = write_sheet_from_score(tmp_path / "rams.pdf", "rams", players[:6],
                                  pool_deals("rams", players[:6], 30), setup_for("ru"))
    loo = write_sheet_from_score(tmp_path / "loo.pdf", "loo", players,
                                 pool_deals("loo", players, 24), setup_for("en", "letter"))
    import datetime as dt

    services = sqlite_services
    night = services.evenings.create(dt.date(2026, 3, 6), "Loo night").id
    ids = [services.members.add(name).id for name in players]
    table = services.evenings.add_table(night)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "loo")
    for deal in pool_deals("loo", players, 3):
        services.scoring.record_deal(game, deal)
    evening = write_evening_results(tmp_path / "evening.pdf", evening_results(services, night),
                                    setup_for("ru"))
    board = write_stars_board(tmp_path / "board.pdf", sample_party(200, rounds_played=0),
                              setup_for())
    for path in (rams, loo, evening, board):
        assert _smallest(path)[0] >= SMALLEST, (path.name, _smallest(path))
