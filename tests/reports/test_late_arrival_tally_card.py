"""A late arrival's tally card (issue 18, item 6): a row for each round by its number, a dash
for the rounds before he came, his own rounds once each — not rounds 4 and 5 twice."""

from __future__ import annotations

import datetime as dt
import random

from clubapp.reports.party_cards import write_tally_cards
from clubapp.reports.party_data import party_data_of
from clubapp.services.party import EntrantChoice, TableEntry
from tests.reports.helpers import screenshot, setup_for, text


def _results(view, rng: random.Random) -> list[TableEntry]:
    """Scores without ties: the head table at five, the others anything but level."""
    out = []
    for table in view.tables:
        if table.number == 1:
            out.append(TableEntry(1, (5, rng.randrange(5))))
        else:
            first = rng.randrange(8)
            out.append(TableEntry(table.number, (first, first + 1 + rng.randrange(3))))
    return out


def test_a_late_arrivals_card_starts_at_the_round_he_first_played(sqlite_services, tmp_path):
    services = sqlite_services
    people = [(f"Lady {i}", "red") for i in range(1, 5)] + \
             [(f"Gent {i}", "blue") for i in range(1, 4)] + [("Gent 4", "blue")]
    ids = {name: services.members.add(name).id for name, _ in people}
    late = services.members.add("Gent Late").id
    fourth = services.members.add("Gent Fourth").id
    night = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
    services.party.start(night.id, [EntrantChoice(ids[n], r) for n, r in people], seed=3)
    rng = random.Random(7)
    for round_number in range(1, 6):
        view = services.party.view(night.id)
        if round_number == 3:  # two come during round 3 (with a lady leaving: 8 still play)
            services.party.add_player(night.id, late, "blue")
            services.party.add_player(night.id, fourth, "blue")
            view = services.party.view(night.id)
        services.party.ring_bell(night.id, view.round, _results(view, rng))
    view = services.party.view(night.id)
    player = view.player("Gent Late")
    played = [r.round for r in player.rounds]
    assert played and played[0] >= 4 and played == sorted(set(played))  # never twice
    card = next(c for c in party_data_of(view).players if c.name == "Gent Late")
    only = party_data_of(view).__class__(**{**party_data_of(view).__dict__, "players": (card,)})
    path = write_tally_cards(tmp_path / "late.pdf", only, setup_for())
    page = text(path, 0)
    rows = page[page.index("Round Table Partner Won") + len("Round Table Partner Won"):]
    by_round = {line.round: line for line in player.rounds}
    expected = []
    for number in range(1, max(by_round) + 3):
        line = by_round.get(number)
        if line is not None:
            expected.append(f"{number} {line.table} {line.partner} {'✓' if line.won else '—'}")
        else:
            expected.append(f"{number} —" if number < max(by_round) else str(number))
    assert rows.strip().startswith(" ".join(expected)), rows
    assert played[0] > 1 and all(rows.count(f"{line.partner} ") == sum(
        r.partner == line.partner for r in player.rounds) for line in player.rounds)
    screenshot(path, "party_tally_card_late_arrival")
