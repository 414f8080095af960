"""The party draw, seeds/002 line 81: two packs, the black suits ace to the number of tables."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.cards import parse_card
from clubapp.events.party_draw import (
    Entrant,
    entrants_from_json,
    pack_for,
    party_draw,
    party_draw_from_cards,
    table_cards,
    table_of,
)
from clubapp.events.seating import check_seating, seated_players
from clubapp.rules.errors import RuleError
from clubapp.words import say


def guests(red: int, blue: int) -> list[Entrant]:
    return [Entrant(f"L{i}", "red") for i in range(red)] + \
           [Entrant(f"G{i}", "blue") for i in range(blue)]


def test_line_81_eight_tables_use_clubs_and_spades_ace_to_eight():
    """seeds/002 line 81: 16 ladies and 16 gentlemen, 8 tables, clubs and spades A to 8."""
    pack = pack_for(8, 0)
    assert sorted(str(c) for c in pack) == sorted(
        f"{r}{s}" for r in "A2345678" for s in "CS")
    assert table_cards(1) == tuple(pack[:2])


def test_line_81_number_is_the_table_and_the_same_suit_are_partners():
    """seeds/002 line 81: the card's number is the table; same suit (across packs) partner."""
    draw = party_draw(guests(16, 16), seed=1)
    check_seating(draw.tables)
    card = {(c.player): c for c in draw.cards}
    for table in draw.tables:
        for index, pair in enumerate(table.pairs):
            expected = str(table_cards(table.number)[index])
            assert card[pair.red].card == expected and card[pair.red].pack == "red"
            assert card[pair.blue].card == expected and card[pair.blue].pack == "blue"
    assert draw.waiting == () and draw.other_role == ()


def test_line_81_ladies_draw_red_backs_and_gentlemen_blue():
    """seeds/002 line 81: ladies take red backs only, gentlemen blue backs only."""
    draw = party_draw(guests(12, 12), seed=5)
    assert all(c.pack == ("red" if c.player.startswith("L") else "blue") for c in draw.cards)
    assert all(t.pairs[0].red.startswith("L") and t.pairs[0].blue.startswith("G")
               for t in draw.tables)


def test_a_seeded_draw_replays_card_for_card():
    """The same guests and seed draw the same cards; another seed, another draw."""
    assert party_draw(guests(8, 8), seed=9) == party_draw(guests(8, 8), seed=9)
    assert party_draw(guests(8, 8), seed=9).tables != party_draw(guests(8, 8), seed=10).tables


def test_unequal_roles_volunteers_then_lots_draw_for_the_other_role():
    """House rule: real pairs need not be mixed; the short role's pack is filled."""
    draw = party_draw(guests(6, 10), seed=3, volunteers=["G7"])
    assert len(draw.other_role) == 2 and "G7" in draw.other_role
    assert say(draw.lots[0].why, "en") == "draw from the red pack"
    assert say(draw.lots[0].why, "ru") == "тянуть из красной колоды"
    packs = {c.player: c.pack for c in draw.cards}
    assert all(packs[n] == "red" for n in draw.other_role)
    assert sorted(seated_players(draw.tables)) == sorted(e.name for e in guests(6, 10))


def test_spare_players_draw_the_joker_and_wait():
    """House rule: 18 guests, 4 tables; two jokers in the packs mean wait this round."""
    draw = party_draw(guests(9, 9), seed=2)
    assert len(draw.tables) == 4 and len(draw.waiting) == 2
    assert all(c.card == "JK" for c in draw.cards if c.player in draw.waiting)


def test_more_than_thirteen_tables_use_the_red_suits():
    """House rule: fifteen tables (sixty guests): tables 14 and 15 are diamonds and hearts."""
    assert [str(c) for c in table_cards(14)] == ["AD", "AH"]
    draw = party_draw(guests(30, 30), seed=1)
    assert len(draw.tables) == 15
    assert [str(c) for c in table_cards(27)] == ["AC", "AS"]  # a second set of packs


def test_four_hundred_guests_draw_from_four_sets_of_packs():
    """House rule: beyond twenty-six tables another set of two packs, and so on: a hundred
    tables draw from four sets; every card sends its drawer to the table it names."""
    draw = party_draw(guests(200, 200), seed=4)
    assert len(draw.tables) == 100 and not draw.waiting
    seat = {name: t.number for t in draw.tables for p in t.pairs for name in p.names}
    assert max(c.set for c in draw.cards) == 4
    for drawn in draw.cards:
        assert table_of(parse_card(drawn.card), drawn.set) == seat[drawn.player]
    assert draw.to_json()["cards"][0].keys() <= {"player", "pack", "card", "set"}
    by_hand = {c.player: {"pack": c.pack, "card": c.card, "set": c.set} for c in draw.cards}
    again = party_draw_from_cards(guests(200, 200), by_hand)
    assert again.tables == draw.tables


def test_a_set_beyond_the_draw_is_refused():
    entrants = guests(4, 4)
    cards = {e.name: {"pack": e.role, "card": "AC", "set": 2} for e in entrants}
    with pytest.raises(RuleError) as caught:
        party_draw_from_cards(entrants, cards)
    assert caught.value.field.endswith(".set") or "set" in caught.value.message


def test_a_draw_by_hand_is_entered_card_by_card():
    """The cards drawn at the door, typed in, give the same seating as the book's rule."""
    entrants = guests(4, 5)
    cards = {"L0": {"pack": "red", "card": "AC"}, "L1": {"pack": "red", "card": "AS"},
             "L2": {"pack": "red", "card": "2C"}, "L3": {"pack": "red", "card": "2S"},
             "G0": {"pack": "blue", "card": "2S"}, "G1": {"pack": "blue", "card": "AC"},
             "G2": {"pack": "blue", "card": "JK"}, "G3": {"pack": "blue", "card": "AS"},
             "G4": {"pack": "blue", "card": "2C"}}
    draw = party_draw_from_cards(entrants, cards)
    assert draw.tables[0].pairs[0].names == ("L0", "G1")
    assert draw.tables[1].pairs[1].names == ("L3", "G0")
    assert draw.waiting == ("G2",)
    broken = {**cards, "G4": {"pack": "blue", "card": "AS"}}
    with pytest.raises(RuleError, match="twice"):
        party_draw_from_cards(entrants, broken)
    with pytest.raises(RuleError, match="not in the red pack"):
        party_draw_from_cards(entrants, {**cards, "L0": {"pack": "red", "card": "9C"}})


def test_draw_input_is_checked():
    """Too few guests, a name twice, a role that is not red or blue."""
    with pytest.raises(RuleError, match="at least 2 tables"):
        party_draw(guests(3, 3), seed=1)
    with pytest.raises(RuleError, match="twice"):
        party_draw([*guests(4, 4), Entrant("L0", "red")], seed=1)
    with pytest.raises(RuleError, match="red or blue"):
        party_draw([*guests(4, 4), *entrants_from_json([{"name": "x", "role": "green"}])], 1)
    with pytest.raises(RuleError, match="expected"):
        entrants_from_json([{"name": "x"}])
    with pytest.raises(RuleError, match="not one of the players"):
        party_draw(guests(4, 4), seed=1, volunteers=["Zed"])


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 30), st.integers(0, 30), st.integers(0, 999),
       st.none() | st.integers(-1, 9))
def test_property_every_guest_draws_once_and_is_seated_or_waits(red, blue, seed, tables):
    """Any guests: every one draws exactly one card and sits once or waits; else RuleError."""
    entrants = guests(red, blue)
    try:
        draw = party_draw(entrants, seed, tables)
    except RuleError:
        return
    check_seating(draw.tables)
    seated = seated_players(draw.tables)
    assert sorted(seated + list(draw.waiting)) == sorted(e.name for e in entrants)
    assert len(draw.cards) == len(entrants)
