"""A card party on paper, from a party kept in the database (seeds/002 lines 75–93): Print →
Evening results prints the party — whether it has ended, the prizes with their reasons, the
stars board with every guest and every round table by table — instead of "0 tables, 0
players"; the printed stars board lists every guest, and says of the green stars what the
consolation prize does with them (line 91: the most green stars win it)."""

from __future__ import annotations

import datetime as dt
import random
import re

import pytest

from clubapp.reports.data import evening_results
from clubapp.reports.evening_results import write_evening_results
from clubapp.reports.party_data import party_data
from clubapp.reports.party_lists import write_stars_board
from clubapp.reports.party_sample import sample_party
from clubapp.services.party import EntrantChoice, TableEntry
from tests.reports.helpers import pages, screenshot, setup_for, text

LADIES = ["Ada Byron", "Beatrice Lane", "Clara Voss", "Dora Finch", "Edith Crane", "Flora Hale",
          "Grace Pell", "Hattie Moss", "Iris Tate", "June Abbott"]
GENTS = ["Albert Keen", "Bertram Cole", "Cyril Dunn", "Duncan Frye", "Edgar Holt",
         "Felix Irving", "Gilbert Judd", "Horace Kemp", "Ivor Lott", "Jasper Mead"]


def _results(view, rng: random.Random) -> list[TableEntry]:
    """A round as handed in: the head table at five (line 83), a tie now and then settled by
    the next hand (line 89)."""
    out = []
    for table in view.tables:
        if table.number == 1:
            out.append(TableEntry(1, (5, rng.randrange(5))))
        elif rng.random() < 0.2:
            out.append(TableEntry(table.number, (3, 3), (2, 3)))
        else:
            first = rng.randrange(6)
            out.append(TableEntry(table.number, (first, first + 1)))
    return out


@pytest.fixture
def party(sqlite_services):
    """The host's walk: twenty guests at five tables through five bells, then the end."""
    services = sqlite_services
    ids = {name: services.members.add(name).id for name in LADIES + GENTS}
    night = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
    services.party.start(night.id, [EntrantChoice(ids[n], "red") for n in LADIES]
                         + [EntrantChoice(ids[n], "blue") for n in GENTS], seed=2024)
    rng = random.Random(8)
    for _ in range(5):
        view = services.party.view(night.id)
        services.party.ring_bell(night.id, view.round, _results(view, rng))
    return services, night.id


def test_evening_results_of_a_party_print_the_party(party, tmp_path):
    services, night = party
    ended = services.party.end(night)
    path = write_evening_results(tmp_path / "e.pdf", evening_results(services, night),
                                 setup_for())
    written = text(path)
    assert "0 tables" not in written and "0 players" not in written
    assert "20 guests at 5 tables; 5 rounds played." in written
    assert "The party ended after round 5: the stars and the prizes are final." in written
    # the prizes, each with its reason (line 91), in the book's order
    prizes = written.split("Prize list")[1].split("Stars board")[0]
    for prize in ended.prizes:
        assert prize.player in prizes
        assert prize.reason.split(";")[0] in " ".join(prizes.split())
    assert prizes.index("First prize") < prizes.index("Second prize") < \
        prizes.index("Consolation prize")
    # the stars board: every guest, in the order of the board, with the prize won
    board = written.split("Stars board")[1].split("Round 1")[0]
    positions = [board.index(row.name) for row in ended.board]
    assert positions == sorted(positions) and len(positions) == 20
    consolation = next(p for p in ended.prizes if p.prize == "consolation")
    assert re.search(re.escape(consolation.player) + r" .*?Consolation prize", board)
    assert "consolation prize to the most green stars" in board
    # every round, table by table: who won, who lost and what decided it
    for bell in ended.bells:
        assert f"Round {bell.round}" in written
        part = written.split(f"Round {bell.round}")[1].split(f"Round {bell.round + 1}")[0]
        for decision in bell.decisions:
            assert decision.reason in part, decision.reason
    screenshot(path, "party_evening_results")


def test_a_party_still_in_play_says_so_in_russian(party, tmp_path):
    services, night = party
    services.party.award_prizes(night)
    path = write_evening_results(tmp_path / "e.pdf", evening_results(services, night),
                                 setup_for("ru"))
    written = text(path)
    assert "Гостей: 20, столов: 5; сыграно кругов: 5." in written
    assert "Турнир не окончен: идёт круг 6, звёздочки и призы ещё могут измениться." in written
    assert "Круг 5" in written and "Утешительный приз" in written
    assert pages(path) >= 2


def test_a_party_evening_not_yet_drawn(sqlite_services, tmp_path):
    night = sqlite_services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
    path = write_evening_results(tmp_path / "e.pdf", evening_results(sqlite_services, night.id),
                                 setup_for())
    assert "No party has been drawn for this evening yet." in text(path)


def test_the_stars_board_lists_every_guest_and_each_prize(party, tmp_path):
    services, night = party
    services.party.end(night)
    data = party_data(services, night)
    path = write_stars_board(tmp_path / "board.pdf", data, setup_for())
    written = text(path)
    for name in LADIES + GENTS:
        assert name in written, name
    assert "Every guest is listed." in written and "Everyone else, in order" in written
    # line 91: the consolation prize goes to the most green stars, not "against" a player
    assert "count against" not in written
    assert "the consolation prize to the most green stars" in written
    for prize in data.prizes:
        label = {"first": "First", "second": "Second", "consolation": "Consolation"}[
            prize.prize]
        assert re.search(re.escape(prize.player) + r" [\d ]+" + label, written), prize
    shot = screenshot(path, "party_stars_board_every_guest")
    assert shot is not None and shot.stat().st_size > 0


def test_a_board_too_big_for_everyone_says_it_lists_the_leaders_and_the_winners(tmp_path):
    party = sample_party(400, rounds_played=2)
    path = write_stars_board(tmp_path / "b.pdf", party, setup_for())
    written = text(path)
    assert "Listed: the top 6 of each and every prize winner" in written
    for prize in party.prizes:  # each winner on the board, however far down
        assert prize.player in written, prize.player
    assert pages(path) <= 2
