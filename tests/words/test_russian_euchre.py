"""The euchre family, five hundred and écarté refused and recorded in Russian, the English
unchanged.

Every refusal these games can make is driven here (the game, the deals, the field it names, the
English reason); said in Russian it holds no Latin word but the card notation and the side
letters; the deals' notes too. Players have Cyrillic names.
"""

from __future__ import annotations

import re

import pytest

from clubapp.rules import RuleError, get_game

NAMES = ["Аня", "Борис", "Вера", "Глеб", "Дина", "Егор", "Женя"]
_CARD = re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b|\bJK\b|\b\d+(?:NT|[SCDH])\b")


def latin_words(text: str) -> list[str]:
    """Latin words of two letters or more, the card notation and the bids set aside."""
    return re.findall(r"[A-Za-z]{2,}", _CARD.sub("", text))


def seated(game_id: str, count: int | None = None) -> list[str]:
    return NAMES[:count or get_game(game_id).min_players]


def refused(game_id: str, deals: list[dict], count: int | None = None, **options) -> RuleError:
    rules = get_game(game_id)
    with pytest.raises(RuleError) as err:
        rules.score_all(rules.new_state(seated(game_id, count), options), deals)
    return err.value


# (game, deals, options, field, English reason); the refusal is of the last deal
REFUSALS = [
    # four-hand euchre
    ("euchre", [{"makers": "A"}], {}, "tricks",
     "missing (only a hand a revoke stopped has no tricks, law 30)"),
    ("euchre", [{"makers": "A", "tricks": 5, "alone": True}], {"lone_hands": False}, "alone",
     "lone hands are barred by this table's house rule"),
    ("euchre", [{"makers": "A", "revoke": {"by": "both", "take": "add"}}], {}, "revoke.take",
     "both sides revoked: the deal is void, nobody takes"),
    ("euchre", [{"makers": "A", "revoke": {"by": "A"}}], {}, "revoke.take",
     "missing: the opponents choose add or deduct"),
    ("euchre", [{"points": {"A": 1, "B": 1}}], {}, "points",
     "only one side scores in a deal of Euchre"),
    ("euchre", [{"points": {"A": 3}}], {}, "points.A",
     "3 is not what a deal can give (only -4, -2, 1, 2, 4)"),
    # railroad euchre
    ("euchre-railroad", [{"makers": "A", "tricks": 5, "jambone": True}], {}, "jambone",
     "only a lone hand can declare jambone: tick played alone"),
    ("euchre-railroad", [{"makers": "A", "tricks": 5, "lone_against": True}], {}, "lone_against",
     "an opponent plays alone only against a lone hand"),
    ("euchre-railroad", [{"makers": "A", "tricks": 2, "alone": True, "jambone": True,
                          "lone_against": True}], {}, "lone_against",
     "nobody may play alone against a jambone (line 123)"),
    ("euchre-railroad", [{"makers": "A", "tricks": 2, "alone": True, "help": False,
                          "lone_against": True}], {"ready_hand_bonus": True}, "lone_against",
     "nobody may play alone against a ready hand (line 121)"),
    ("euchre-railroad", [{"makers": "A", "tricks": 5, "alone": True, "jamboree": True,
                          "jambone": True}], {}, "jambone",
     "a jamboree is shown, not played: nothing else happens"),
    ("euchre-railroad", [{"makers": "A", "tricks": 4, "jamboree": True}], {}, "tricks",
     "a jamboree is shown, not played, and holds all five tricks: enter 5"),
    ("euchre-railroad", [{"makers": "A", "alone": True}], {"lone_hands": False}, "alone",
     "lone hands are barred by this table's house rule"),
    ("euchre-railroad", [{"points": {"A": 5}}], {}, "points.A",
     "5 is not what a deal can give (only -8, -4, -2, 1, 2, 4, 8, 16)"),
    ("euchre-railroad", [{"points": {"A": 2, "B": 2}}], {}, "points",
     "only one side scores in a deal of Railroad euchre"),
    # set-back euchre
    ("euchre-setback", [{"makers": "B"}], {}, "tricks",
     "missing (only a hand a revoke stopped has no tricks, law 30)"),
    ("euchre-setback", [{"points": {"A": -1, "B": -1}}], {}, "points",
     "only one side's count moves in a deal of set-back euchre"),
    ("euchre-setback", [{"points": {"A": 3}}], {}, "points.A",
     "+3 is not what a deal can do to a count (only -4, -2, -1, +2, +4: minus what is made, "
     "plus a set-back)"),
    # auction euchre
    ("euchre-auction", [{"bidder": "A", "bid": 3}], {}, "tricks",
     "missing (only a hand a revoke stopped has no tricks, law 30)"),
    ("euchre-auction", [{"bidder": "A", "bid": 3, "revoke": {"by": "A"}}], {}, "revoke.take",
     "missing: the opponents choose add or deduct"),
    ("euchre-auction", [{"points": {"A": 1, "B": 1}}], {}, "points",
     "only one side scores in a deal of Auction euchre"),
    ("euchre-auction", [{"points": {"B": -3}}], {}, "points.B",
     "-3 is not what a deal can give (a bid: 1 to 5; less only for a revoke deducted)"),
]


def test_auction_euchre_for_five_is_refused_in_russian():
    error = refused("euchre-auction", [], count=5)
    assert (error.field, error.reason) == (
        "players", "auction euchre is for four or six players (two sides)")
    assert not latin_words(error.say("ru", "euchre-auction"))


@pytest.mark.parametrize(("game_id", "deals", "options", "field", "english"), REFUSALS,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(REFUSALS)])
def test_refusals_keep_their_english_and_speak_russian(game_id, deals, options, field, english):
    error = refused(game_id, deals, **options)
    assert (error.field, error.reason) == (field, english)
    assert error.message == f"deal {len(deals)}: {field}: {english}"
    said = error.say("ru", game_id)
    assert said.startswith(f"сдача {len(deals)}: ") and not latin_words(said), said


# (game, deals, options, the English notes of the deals)
NOTES = [
    ("euchre", [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "B", "tricks": 5},
                {"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 2},
                {"makers": "A", "revoke": {"by": "B", "take": "add"}},
                {"makers": "A", "revoke": {"by": "both"}}], {},
     ["lone hand, all five tricks", "march", "3 tricks", "euchred", "revoke by B",
      "both sides revoked: void"]),
    ("euchre-railroad", [{"makers": "A", "tricks": 5, "alone": True, "help": False},
                         {"makers": "A", "tricks": 4, "alone": True, "help": False},
                         {"makers": "A", "tricks": 1, "alone": True, "help": False},
                         {"makers": "B", "tricks": 1, "alone": True, "lone_against": True},
                         {"makers": "B", "tricks": 3, "alone": True, "jambone": True},
                         {"makers": "B", "tricks": 2, "alone": True, "jambone": True},
                         {"makers": "A", "tricks": 5, "jamboree": True}],
     {"ready_hand_bonus": True, "laps": True, "rubber": False},
     ["ready hand: all five", "ready hand short of five", "ready hand euchred",
      "lone hand euchred by a lone hand", "jambone: 3 tricks", "jambone euchred: loses two",
      "jamboree; laps: A's 11 carried win the next game at once; "
      "laps: A's 6 carried win the next game at once"]),
    ("euchre-setback", [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 1},
                        {"makers": "A", "revoke": {"by": "A"}}], {},
     ["3 tricks: 1 off", "euchred: set back two", "revoke by A: set back 2"]),
    ("euchre-auction", [{"bidder": "A", "bid": 3, "tricks": 4}, {"bidder": "B", "bid": 4,
                                                                  "tricks": 2}], {},
     ["bid 3 made with 4: counts 3", "bid 4 failed: euchred"]),
]


@pytest.mark.parametrize(("game_id", "deals", "options", "english"), NOTES,
                         ids=[c[0] for c in NOTES])
def test_deal_notes_keep_their_english_and_speak_russian(game_id, deals, options, english):
    rules = get_game(game_id)
    state = rules.score_all(rules.new_state(seated(game_id), options), deals)
    assert [d.note_text() for d in state.deals] == english
    for deal in state.deals:
        said = deal.note_text("ru")
        assert said and not latin_words(said), said
