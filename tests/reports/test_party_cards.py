"""Tally cards, table tents and next-round slips: drawn card by card, fast for 400 guests."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from clubapp.reports.errors import BuildCancelled, ReportError
from clubapp.reports.party_cards import write_round_slips, write_table_cards, write_tally_cards
from clubapp.reports.party_docs import PartyData, TallyCard, TallyRound
from clubapp.reports.party_sample import sample_party
from tests.reports.helpers import leftovers, pages, screenshot, setup_for, text


def test_a_tally_card_per_player_with_rounds_and_stars(tmp_path):
    party = sample_party(16, rounds_played=3)
    path = write_tally_cards(tmp_path / "t.pdf", party, setup_for())
    assert pages(path) == 4
    first = text(path, 0)
    ann = next(c for c in party.players if c.name == "Ann")
    assert "Tally cards" in first and "Progressive euchre · 5 March 2024" in first
    assert "Ann" in first and "Lady (red pack)" in first and "Gentleman (blue pack)" in first
    assert "First table 1 A♣" in first  # the first table in large type, the card under it
    assert "Drew" not in first
    assert "Round Table Partner Won" in first
    assert f"1 1 {ann.rounds[0].partner}" in first
    assert "★ Gold" in first and "★ Red" in first and "★ Green" in first
    screenshot(path, "party_tally_cards")


def test_tally_cards_before_play_have_empty_star_boxes_and_the_hosts_role_names(tmp_path):
    party = replace(sample_party(8, rounds_played=0), labels={"red": "Ladies",
                                                              "blue": "Gentlemen"})
    written = text(write_tally_cards(tmp_path / "t.pdf", party, setup_for()), 0)
    assert "Ladies" in written and "Gentlemen" in written and "Lady (red pack)" not in written
    # the boxes are empty before play: no count printed after them, not even a zero
    assert written.count("★ Gold ★ Red ★ Green First table") == 3  # the fourth ends the page
    assert written.rstrip().endswith("★ Gold ★ Red ★ Green")


def test_tally_cards_in_russian(tmp_path):
    path = write_tally_cards(tmp_path / "t.pdf", sample_party(8, lang="ru"), setup_for("ru"))
    first = text(path, 0)
    assert "Карточки игроков" in first and "Дама (красная рубашка)" in first
    assert "Золотые" in first and "Круг Стол Партнёр" in first
    screenshot(path, "party_tally_cards_ru")


def test_four_hundred_tally_cards_are_quick_and_report_progress(tmp_path):
    party = sample_party(400, rounds_played=5, rounds=8)
    seen = []
    started = time.perf_counter()
    path = write_tally_cards(tmp_path / "t.pdf", party, setup_for(),
                             progress=lambda done, total: seen.append((done, total)) or True)
    assert time.perf_counter() - started < 10
    assert pages(path) == 100
    assert seen[0] == (1, 400) and seen[-1] == (400, 400) and len(seen) == 400
    assert party.players[-1].name in text(path, 99)


def test_cancel_leaves_no_file(tmp_path):
    (tmp_path / "t.pdf").write_bytes(b"the old cards")
    with pytest.raises(BuildCancelled):
        write_tally_cards(tmp_path / "t.pdf", sample_party(400), setup_for(),
                          progress=lambda done, total: done < 50)
    assert (tmp_path / "t.pdf").read_bytes() == b"the old cards"
    assert leftovers(tmp_path) == []


def test_a_card_with_more_rounds_than_rows_goes_on_on_a_second_card(tmp_path):
    rounds = tuple(TallyRound(n, 1, "Bob", n % 2 == 0) for n in range(1, 41))
    name = "Alexandrina Featherstonehaugh-Wolstenholme"
    party = PartyData(tables=2, rounds=40,
                      players=(TallyCard(name, "red", "AC", rounds, 9, 12, 19),))
    path = write_tally_cards(tmp_path / "t.pdf", party, setup_for())
    written = text(path).replace("- ", "-")  # a name may break after its hyphen
    assert pages(path) == 1 and "…" not in written
    assert written.count(name) >= 2 and "continued" in written
    assert "more rounds on the next card" in written
    for n in range(1, 41):  # every round on one card or the other
        assert f" {n} 1 Bob " in f" {written} "
    screenshot(path, "party_tally_card_crowded")


def test_table_tents_mark_the_head_and_booby_tables_on_both_faces(tmp_path):
    party = PartyData(tables=5)
    path = write_table_cards(tmp_path / "tables.pdf", party, setup_for())
    assert pages(path) == 5  # a tent a page, folded along its middle
    first, second, last = text(path, 0), text(path, 1), text(path, 4)
    assert first.count("Head table") == 2 and first.count("Ring the bell") == 2
    assert "fold here" in first
    assert second.count("move up to table 1") == 2  # table 2's tent
    assert last.count("Booby table") == 2 and "5" in last
    screenshot(path, "party_table_cards")


def test_next_round_slips(tmp_path):
    party = sample_party(16, rounds_played=2)
    path = write_round_slips(tmp_path / "s.pdf", party, setup_for())
    written = text(path)
    assert "Round 3, table 1" in written and "Head table" in written
    assert "Round 3, table 4" in written and "Booby table" in written
    slip = party.slips[0]
    assert f"Partners {slip.pairs[0][0]} & {slip.pairs[0][1]}" in written
    assert pages(path) == 1  # four tables, four to a page
    screenshot(path, "party_round_slips")


def test_nothing_to_print_is_a_clear_error(tmp_path):
    with pytest.raises(ReportError, match="nothing to print"):
        write_tally_cards(tmp_path / "t.pdf", PartyData(), setup_for())
    with pytest.raises(ReportError, match="no seating for a next round"):
        write_round_slips(tmp_path / "s.pdf", PartyData(tables=2), setup_for())
