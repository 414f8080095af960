"""Chip colours and exchange rates in white units (seeds/000 lines 39, 81, 235)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clubapp.ledger import CINCH_COUNTERS, FIVE_CARD_LOO_CHIPS, LOO_CHIPS, ChipSet, LedgerError


def test_line_39_eighteen_red_and_six_white_are_twenty_red():
    """seeds/000 line 39: each player starts with 18 red and 6 white, the same as 20 red."""
    assert LOO_CHIPS.units({"red": 18, "white": 6}) == LOO_CHIPS.units({"red": 20}) == 60
    assert LOO_CHIPS.rate("red", "white") == (1, 3)


def test_line_81_five_card_loo_red_is_five_white():
    """seeds/000 line 81: in five-card loo every red chip is worth five white."""
    assert FIVE_CARD_LOO_CHIPS.rate("red", "white") == (1, 5)
    assert FIVE_CARD_LOO_CHIPS.units({"red": 50}) == 250  # about fifty red each


def test_line_235_cinch_eight_red_of_five_and_eleven_white_count_51():
    """seeds/000 line 235: 8 red of 5 and 11 white of 1 represent the 51 points of cinch."""
    assert CINCH_COUNTERS.units({"red": 8, "white": 11}) == 51


def test_change_and_description_most_valuable_colour_first():
    """An amount is counted out in red first, the odd whites after (as a banker changes chips)."""
    assert LOO_CHIPS.change(29) == {"red": 9, "white": 2}
    assert LOO_CHIPS.describe(10) == "3 red + 1 white"
    assert LOO_CHIPS.describe(0) == "nothing"
    three = ChipSet.of(blue=10, red=5, white=1)
    assert three.names == ("blue", "red", "white")
    assert three.change(27) == {"blue": 2, "red": 1, "white": 2}


def test_bad_chip_sets_and_counts_are_refused():
    """No white (one-unit) colour, an unknown colour, a negative count: LedgerError."""
    with pytest.raises(LedgerError):
        ChipSet.of(red=3, blue=5)
    with pytest.raises(LedgerError) as caught:
        LOO_CHIPS.units({"green": 1})
    assert caught.value.field == "chips.green"
    with pytest.raises(LedgerError):
        LOO_CHIPS.units({"red": -1})
    with pytest.raises(LedgerError):
        LOO_CHIPS.change(-3)


@given(st.integers(0, 100_000))
def test_change_keeps_the_amount(units):
    """Counting out and adding up again gives back the amount, whites fewer than a red."""
    change = LOO_CHIPS.change(units)
    assert LOO_CHIPS.units(change) == units
    assert change["white"] < 3
