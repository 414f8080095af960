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

MISSING_TRICKS = "missing (only a hand a revoke stopped has no tricks, law 30)"
A, B, V = NAMES[:3]

# (game, players at the table, deals, field, English reason), the each-for-himself games
INDIVIDUAL_REFUSALS = [
    ("euchre-cutthroat", 3, [{"maker": A}], "tricks", MISSING_TRICKS),
    ("euchre-cutthroat", 3, [{"points": {A: 2}}], "points",
     f"no deal gives {A} 2; a deal gives 1 or 3 to the maker, or 2 to each of the other two; "
     "a revoke 3 to each opponent of the offender, or minus 3 to him"),
    ("euchre-cutthroat", 3, [{"maker": A, "revoke": {"by": []}}], "revoke.by",
     "tick who revoked"),
    ("euchre-cutthroat", 3, [{"maker": A, "revoke": {"by": [B]}}], "revoke.take",
     "missing: the offender's opponents choose add or deduct"),
    ("euchre-cutthroat", 3, [{"maker": A, "revoke": {"by": [A, B], "take": "add"}}],
     "revoke.take", "players on both sides revoked: the deal is void, nobody takes"),
    ("euchre-blind", 4, [{"taker": None, "tricks": 3}], "tricks",
     "nobody took the widow: the deal is void and has no tricks"),
    ("euchre-blind", 4, [{"taker": None, "revoke": {"by": [A]}}], "revoke",
     "nobody took the widow: the deal is void and has no revoke"),
    ("euchre-blind", 4, [{"taker": A}], "tricks", MISSING_TRICKS),
    ("euchre-blind", 4, [{"points": {A: 3}}], "points",
     f"no deal gives {A} 3; a deal gives 1 or 4 to the taker, or 2 to each of the others; a "
     "revoke 4 to each opponent of the offender, or minus 4 to him"),
    ("euchre-call-ace", 5, [{"maker": A, "partner": A, "tricks": 3}], "partner",
     "the maker cannot be his own partner: if he holds the called card, he has none (line 171)"),
    ("euchre-call-ace", 5, [{"maker": A, "partner": B, "alone": True, "tricks": 3}], "partner",
     "a lone hand has no partner (line 175)"),
    ("euchre-call-ace", 5, [{"maker": A, "partner": B}], "tricks", MISSING_TRICKS),
    ("euchre-call-ace", 5, [{"points": {A: 4}}], "points",
     f"no deal gives {A} 4; a deal gives 1 or 3 to the maker (and partner), 5 to a lone hand, "
     "or 2 to each of the others; a revoke 2 (against a lone hand 5) to each opponent of the "
     "offender, or as much off his score"),
    ("euchre-five", 5, [{"bidder": A, "bid": 2, "partners": []}], "bid",
     "Five-hand euchre has no bid of 2 (bids: 3 to 5, or 8 or 15 alone)"),
    ("euchre-five", 5, [{"bidder": A, "bid": 3, "partners": [A]}], "partners",
     "the bidder cannot be his own partner"),
    ("euchre-five", 5, [{"bidder": A, "bid": 4, "partners": [B], "tricks": 4}], "partners",
     "a bid of 4 takes 2 partners, not 1"),
    ("euchre-five", 5, [{"bidder": A, "bid": 8, "partners": [B], "tricks": 5}], "partners",
     "a lone bid (alone with the widow) takes 0 partners, not 1"),
    ("euchre-five", 5, [{"bidder": A, "bid": 3, "partners": [B]}], "tricks",
     "missing: the tricks of the bidder and his partners"),
    ("euchre-five", 5, [{"points": {A: 3}}], "points",
     f"no deal gives {A} 3; a deal gives the same bid to the bidder and each partner, or to each "
     "of their opponents (bids: 3 to 5, or 8 or 15 alone)"),
    ("euchre-seven", 7, [{"bidder": A, "bid": 20, "partners": [B], "tricks": 7}], "partners",
     "a lone bid (alone without the widow) takes 0 partners, not 1"),
    ("euchre-penalty", 5, [{"tricks": {A: 4}}], "tricks", "the tricks add up to 4, not 5"),
    ("euchre-penalty", 5, [{"points": {A: 1}}], "points",
     "penalty euchre moves chips by each player's tricks: enter the tricks, not points"),
    ("five-hundred", 3, [{"bidder": A, "bid": "7H", "tricks": {A: 7}}], "tricks",
     "the tricks add up to 7, not 10"),
    ("five-hundred", 3, [{"points": {A: 55}}], "points",
     "no bid of the schedule and no share of the ten tricks gives these points (others score 10 "
     "a trick)"),
    ("five-hundred", 3, [{"points": {A: 480}}, {"points": {B: 480}},
                         {"points": {A: 40, B: 40}}], "points",
     "these points end the game, and who wins depends on who bid (the bidder counts first): "
     "enter bidder, bid and tricks"),
    ("ecarte", 2, [{"tricks": {A: 4}}], "tricks", "the tricks add up to 4, not 5"),
    ("ecarte", 2, [{"points": {A: 4}}], "points",
     "no deal gives these points (the point 1, the vole 2, the king 1)"),
    ("ecarte", 2, [{"points": {A: 2}}, {"points": {B: 2}}, {"points": {A: 2}}, {"points": {B: 2}},
                   {"points": {A: 1, B: 1}}], "points",
     "these points end the game and the king counts first: enter the tricks and who scored the "
     "king"),
]


@pytest.mark.parametrize(("game_id", "count", "deals", "field", "english"), INDIVIDUAL_REFUSALS,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(INDIVIDUAL_REFUSALS)])
def test_each_for_himself_refusals_keep_their_english_and_speak_russian(game_id, count, deals,
                                                                        field, english):
    error = refused(game_id, deals, count)
    assert (error.field, error.reason) == (field, english)
    said = error.say("ru", game_id)
    assert said.startswith(f"сдача {len(deals)}: ") and not latin_words(said), said


def test_a_name_with_the_joining_mark_is_refused_in_russian():
    rules = get_game("euchre-cutthroat")
    with pytest.raises(RuleError) as err:
        rules.new_state(["Аня & Борис", "Вера", "Глеб"])
    assert err.value.reason == ("'Аня & Борис': a name may not contain '&' between spaces (it "
                                "joins the names of players who share a game)")
    assert not latin_words(err.value.say("ru", "euchre-cutthroat"))


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
    ("euchre-cutthroat", [{"maker": A, "tricks": 5}, {"maker": B, "tricks": 4},
                          {"maker": V, "tricks": 1}, {"maker": A, "revoke": {"by": [B],
                                                                             "take": "add"}},
                          {"maker": A, "revoke": {"by": [A, B]}}], {"target": 10},
     ["march", "4 tricks", f"{V} euchred", f"revoke by {B}", "revokes on both sides: void"]),
    ("euchre-blind", [{"taker": None}, {"taker": A, "tricks": 5}], {},
     ["nobody took the widow: void", "march alone"]),
]

INDIVIDUAL_NOTES = [
    ("euchre-call-ace", 5, [{"maker": A, "partner": B, "tricks": 1},
                            {"maker": A, "partner": B, "tricks": 3},
                            {"maker": A, "partner": None, "alone": True, "tricks": 5}],
     [f"{A} and {B} euchred", "3 tricks", "lone march"]),
    ("euchre-five", 5, [{"bidder": A, "bid": 3, "partners": [B], "tricks": 3},
                        {"bidder": A, "bid": 4, "partners": [B, V], "tricks": 3},
                        {"bidder": A, "bid": 3, "partners": [B], "revoke_by": V}],
     ["bid 3 made", "bid 4 euchred", f"revoke by {V}: the other side scores the bid"]),
    ("euchre-penalty", 5, [{"tricks": {A: 3, B: 2}}], [f"no trick: {', '.join(NAMES[2:5])}"]),
    ("five-hundred", 3, [{"bidder": A, "bid": "8H", "tricks": {A: 8, B: 2}},
                         {"bidder": B, "bid": "7NT", "tricks": {A: 4, B: 6}},
                         {"points": {}}, {"points": {A: -40, B: 30, V: 30}}],
     ["8 hearts (300) made with 8 tricks", "7 no-trumps (240) failed with 6 tricks",
      "thrown in: nobody bid", "points entered"]),
    ("ecarte", 2, [{"tricks": {A: 3, B: 2}, "king": A}, {"tricks": {B: 5}},
                   {"tricks": {A: 1, B: 4}, "forced_by": A}],
     ["the point", "vole", f"the point; {A} forced the play and failed"]),
]


@pytest.mark.parametrize(("game_id", "count", "deals", "english"), INDIVIDUAL_NOTES,
                         ids=[c[0] for c in INDIVIDUAL_NOTES])
def test_each_for_himself_notes_keep_their_english_and_speak_russian(game_id, count, deals,
                                                                     english):
    rules = get_game(game_id)
    state = rules.score_all(rules.new_state(NAMES[:count]), deals)
    assert [d.note_text() for d in state.deals] == english
    for deal in state.deals:
        said = deal.note_text("ru")
        assert said and not latin_words(said), said


@pytest.mark.parametrize(("game_id", "deals", "options", "english"), NOTES,
                         ids=[c[0] for c in NOTES])
def test_deal_notes_keep_their_english_and_speak_russian(game_id, deals, options, english):
    rules = get_game(game_id)
    state = rules.score_all(rules.new_state(seated(game_id), options), deals)
    assert [d.note_text() for d in state.deals] == english
    for deal in state.deals:
        said = deal.note_text("ru")
        assert said and not latin_words(said), said
