"""Each game's cut: rank order, pack and who deals (seed lines in clubapp.events.cut_rules)."""

from __future__ import annotations

import pytest

from clubapp.cards import parse_card
from clubapp.events.cut_rules import CUT_RULES, cut_rule
from clubapp.rules.errors import RuleError


def ranked(game: str, cards: str) -> list[str]:
    rule = cut_rule(game)
    return sorted(cards.split(), key=lambda c: rule.rank_of(parse_card(c)))


def test_law_7_euchre_cut_ace_low_king_high():
    """seeds/002 line 225 (law 7): ace low, then K Q J 10 9 8 7 with the king highest."""
    assert ranked("euchre", "KS 7H AD JC QH TD 9S 8C") == \
        ["AD", "7H", "8C", "9S", "TD", "JC", "QH", "KS"]
    assert cut_rule("euchre").dealer == "low"


def test_line_89_progressive_ladies_cut_jack_below_queen():
    """seeds/002 line 89: at a tied table the ladies cut, ace low, jack below queen."""
    assert ranked("progressive-euchre", "QD JH AS") == ["AS", "JH", "QD"]


def test_seven_up_cut_ace_high_and_highest_deals():
    """seeds/000 lines 97 and 103: ace is high in cutting; the highest deals."""
    assert ranked("seven-up", "AS 2H KD") == ["2H", "KD", "AS"]
    assert cut_rule("seven-up").dealer == "high"
    assert cut_rule("cinch").dealer == "high"


def test_cribbage_cut_ace_low_and_lowest_deals():
    """seeds/001 lines 37 and 61: the ace is always lowest; the lower card deals."""
    assert ranked("cribbage", "2C AH KS") == ["AH", "2C", "KS"]
    assert cut_rule("cribbage").dealer == "low"


def test_ecarte_cut_in_ecarte_order_highest_deals():
    """seeds/002 lines 303 and 311: K Q J A 10 9 8 7, and the highest card deals."""
    assert ranked("ecarte", "AH JS TC KD 7S") == ["7S", "TC", "AH", "JS", "KD"]
    assert cut_rule("ecarte").dealer == "high"


def test_piquet_cut_ace_high_lower_deals():
    """seeds/001 lines 309 and 317: ace high in cutting; the lower card deals."""
    assert ranked("piquet", "AH 7S") == ["7S", "AH"]
    assert cut_rule("piquet").dealer == "low"


def test_loo_first_jack_deals():
    """seeds/000 line 43: a card face up to each in turn, the first jack deals."""
    assert cut_rule("loo").dealer == "first_jack"


def test_packs_the_cut_is_made_from():
    """seeds/002 lines 79, 103, 131, 163: 32 cards; railroad 24 and the joker; 53; 28."""
    assert len(cut_rule("euchre").pack()) == 32
    assert len(cut_rule("euchre-railroad").pack()) == 25
    assert len(cut_rule("euchre-seven").pack()) == 53
    assert len(cut_rule("euchre-five").pack()) == 28
    with pytest.raises(RuleError, match="not in this game's pack"):
        cut_rule("euchre").check_card(parse_card("2C"), "cuts[0].Ann")
    with pytest.raises(RuleError, match="no joker"):
        cut_rule("euchre").check_card(parse_card("JK"), "cuts[0].Ann")


def test_an_unknown_game_has_no_cut():
    """A game without a cut rule is named in the error, with the known ones."""
    with pytest.raises(RuleError) as err:
        cut_rule("chess")
    assert err.value.field == "game" and "euchre" in err.value.reason
    assert all(rule.key == key for key, rule in CUT_RULES.items())
