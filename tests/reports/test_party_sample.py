"""The demo's sample party moves its players as the book says (seeds/002 lines 81–91)."""

from __future__ import annotations

from clubapp.reports.party_sample import sample_party


def _seat(party, name, round_number):
    card = next(c for c in party.players if c.name == name)
    return card.rounds[round_number - 1]


def test_the_draw_seats_partners_of_the_same_suit_at_the_table_of_the_pips():
    """Line 81: the pips give the table, the same suit the first partner."""
    party = sample_party(16, rounds_played=1)
    for card in party.players:
        first = card.rounds[0]
        partner = next(c for c in party.players if c.name == first.partner)
        assert first.table == card.start_table
        assert partner.draw == card.draw and partner.role != card.role


def test_stars_and_movement_follow_the_bell():
    """Lines 87–89: head winners gold and stay together; other winners red and move up;
    losers green; the head table's losers go to the booby table."""
    party = sample_party(20, rounds_played=4)
    tables = party.table_count
    for card in party.players:
        assert card.gold + card.red + card.green == 4
        for now, after in zip(card.rounds, card.rounds[1:], strict=False):
            if now.table == 1 and now.won:
                assert after.table == 1 and after.partner == now.partner
            elif now.table == 1:
                assert after.table == tables
            elif now.won:
                assert after.table == now.table - 1
            else:
                assert after.table == now.table
        golds = sum(1 for r in card.rounds if r.table == 1 and r.won)
        assert card.gold == golds


def test_every_table_seats_four_in_every_round():
    party = sample_party(24, rounds_played=5)
    for number in range(1, 6):
        counts: dict[int, int] = {}
        for card in party.players:
            table = card.rounds[number - 1].table
            counts[table] = counts.get(table, 0) + 1
        assert set(counts.values()) == {4} and len(counts) == party.table_count
    assert {s.round for s in party.slips} == {6}
    assert all(len(s.pairs) == 2 for s in party.slips)


def test_six_prizes_and_nobody_wins_two():
    """Line 91: a lady and a gentleman each for gold, red and green; one prize a player."""
    party = sample_party(32, rounds_played=6)
    assert len(party.prizes) == 6
    assert len({p.player for p in party.prizes}) == 6
    for prize in party.prizes:
        if prize.prize == "first":
            same = [c for c in party.players if c.role == prize.role]
            best = max(c.gold for c in same)
            assert next(c for c in same if c.name == prize.player).gold == best
