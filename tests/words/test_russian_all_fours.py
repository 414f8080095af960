"""The all-fours family in Russian: every refusal a scorer can meet, and the lines of the deals.

Table-driven: each row is a game, the deals before, the refused entry, the field it names and a
piece of the English reason (which stays as it was). The Russian words hold no Latin word of
two letters or more once the (Cyrillic) names and the card notation are set aside.
"""

from __future__ import annotations

import re

import pytest

from clubapp.rules import RuleError, get_game
from clubapp.words import note_text

TWO = ["Аня", "Борис"]  # Аня deals first, Борис is the eldest hand
THREE = ["Аня", "Борис", "Вера"]
FOUR = ["Аня", "Борис", "Вера", "Глеб"]  # A = Аня and Вера, B = Борис and Глеб
FIVE = [*FOUR, "Дина"]
A, B, C, D = FOUR
_CARD = re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b|\bJK\b")


def english_words(text: str) -> list[str]:
    """Latin words of two letters or more left once the card notation is set aside."""
    return re.findall(r"[A-Za-z]{2,}", _CARD.sub("", text))


def su(**fields):
    """A seven-up deal: nobody took anything unless told."""
    return {"high": None, "low": None, "jack": None, "game": None, **fields}


def fives(**fields):
    """An all-fives deal: nobody took any counting trump unless told."""
    base = dict.fromkeys(("high", "low", "jack", "ace", "king", "queen", "ten", "five"))
    return {**base, "game": None, **fields}


def ap(**fields):
    """An auction-pitch deal: the eldest hand (Борис) pitches for 1 unless told."""
    return {"pitcher": B, "bid": 1, "high": B, "low": B, "jack": None, "game": B, **fields}


def ci(**fields):
    """A cinch deal with four: side A bids 6 and every counting card is named."""
    base = {"bidder": A, "bid": 6, "high": A, "low": B, "jack": A, "game": B,
            "right_pedro": A, "left_pedro": B}
    return {**base, **fields}


# (game, players, options, deals before, entry, field, a piece of the English reason)
REFUSALS = [
    ("california-jack", TWO, {}, [], {"high": A, "low": B, "jack": A,
                                      "game_pips": {A: 45, B: 30}}, "game_pips",
     "add up to 80, not 75"),
    ("seven-up", TWO, {}, [], {"high": A, "low": A, "jack": None, "game_pips": {A: 50, B: 40}},
     "game_pips",
     "90 pips is more than"),
    ("seven-up", TWO, {}, [], su(high=A, low=A, game=B, high_card="JK"), "high_card",
     "the joker is not high or low"),
    ("seven-up", TWO, {}, [], su(game=B, high_card="9H"), "high_card",
     "nobody took high"),
    ("seven-up", TWO, {}, [], su(game=B, low_card="9H"), "low_card", "nobody took low"),
    ("seven-up", TWO, {}, [], su(jack_turned=True, high=A, low=A, game=B, high_card="JH"),
     "high_card", "turned up, so nobody held it"),
    ("seven-up", TWO, {}, [], su(high=A, low=B, game=B, high_card="9H", low_card="2S"),
     "low_card", "2S and 9H are not of one suit"),
    ("seven-up", TWO, {}, [], su(high=A, low=B, game=B, high_card="5H", low_card="9H"),
     "low_card", "the low 9H ranks above the high 5H"),
    ("seven-up", TWO, {}, [], su(high=A, low=B, game=B, high_card="9H", low_card="9H"),
     "low", "9H was the only trump in play"),
    ("seven-up", TWO, {}, [], su(high=A, low=A, jack=B, game=B, high_card="JH",
                                 low_card="JH"), "jack", "jack goes with it to Аня"),
    ("seven-up", TWO, {}, [], su(high=A, low=A, jack=A, game=B, high_card="9H",
                                 low_card="9H"), "jack", "so the jack was not"),
    ("seven-up", TWO, {}, [], su(high=A, low=B, jack=A, game=B, high_card="9H"), "jack",
     "the highest trump in play was 9H"),
    ("seven-up", TWO, {}, [], su(high=A, low=B, jack=A, game=B, low_card="QH"), "jack",
     "the lowest trump in play was QH"),
    ("seven-up", TWO, {}, [], {"points": {A: 12, B: 0}}, "points",
     "no deal of Seven-up (all fours) gives Аня 12, Борис 0"),
    ("seven-up", TWO, {}, [], su(high=A, low=A, game=B, gift=True, ran=True), "ran",
     "either gives the point or runs the cards"),
    ("seven-up", TWO, {}, [], su(high=A, low=A, game=B, jack_turned_again=True),
     "jack_turned_again", "only when the dealer runs the cards"),
    ("seven-up", TWO, {"target": 1}, [], su(high=A, low=A, game=B, gift=True), "gift",
     "Борис needs only one point"),
    ("seven-up", TWO, {}, [], su(high=A, game=B), "low", "high and low are both in play"),
    ("seven-up", TWO, {}, [], su(jack=A, game=B), "jack", "no trump was in play, so the jack"),
    ("seven-up", TWO, {}, [], su(jack_turned=True, high=A, low=A, jack=A, game=B), "jack",
     "turned up, so it was not in play"),
    ("seven-up", TWO, {}, [], su(high=A, low=A, game=B, game_pips={A: 1}), "game_pips",
     "give game or game_pips"),
    ("seven-up", TWO, {}, [], {"high": A, "low": A, "jack": None}, "game",
     "missing: who made game"),
    ("seven-up", TWO, {}, [], su(high=A, low=A), "game", "somebody always scores game"),
    ("seven-up", FOUR, {}, [], su(high=A, low=A, game=B, looked_early=[B]), "looked_early",
     "Борис may look at his cards at once"),
    ("pitch", FOUR, {}, [], su(high=A, low=B, game=B, game_pips={A: 10}), "game_pips",
     "give game or game_pips"),
    ("all-fives", TWO, {}, [], fives(king=A, game=B), "king", "no trump was in play"),
    ("all-fives", TWO, {}, [], fives(high=A, low=B, king=A, game=B, high_card="QH"), "king",
     "so QH was not the highest trump"),
    ("all-fives", TWO, {}, [], fives(high=A, low=B, five=A, game=B, low_card="6H"), "five",
     "so 6H was not the lowest trump"),
    ("all-fives", TWO, {"target": 4}, [], fives(high=A, low=B, ace=A, ten=B, game=A),
     "pegged_out", "Аня and Борис could both peg out"),
    ("all-fives", TWO, {"target": 9}, [], fives(high=A, low=B, ace=A, ten=B, game=A,
                                                pegged_out=A), "pegged_out",
     "Аня does not reach 9 by pegging"),
    ("all-fives", TWO, {}, [], fives(high=A, low=B, ace=B, game=A), "ace",
     "he holds high (Аня)"),
    ("auction-pitch", FOUR, {"bidding": "board"}, [], ap(sold=True, pitcher=C), "sold",
     "nobody sells when bidding to the board"),
    ("auction-pitch", FOUR, {"bidding": "board"}, [], ap(seller=B), "seller",
     "nobody sells when bidding to the board"),
    ("auction-pitch", FOUR, {"bidding": "board"}, [], ap(bid=0), "bid",
     "his bid is 1 to 4"),
    ("auction-pitch", FOUR, {}, [], ap(seller=C), "seller", "the eldest hand sells: Борис"),
    ("auction-pitch", FOUR, {}, [], ap(sold=True), "pitcher", "Борис sold, so the buyer"),
    ("auction-pitch", FOUR, {}, [], ap(sold=True, pitcher=C, bid=0), "bid",
     "a sale is for a bid of 1 to 4"),
    ("auction-pitch", FOUR, {}, [], ap(pitcher=C), "pitcher", "unless Борис (the eldest"),
    ("auction-pitch", FOUR, {"target": 3}, [], ap(sold=True, pitcher=C, bid=3, high=C,
                                                   low=C, game=C), "bid",
     "Борис needs only 3: a bid of 3"),
    ("auction-pitch", FOUR, {}, [], {"points": {A: -1, B: -2, C: 3, D: 1}}, "points",
     "go back alike, by the same bid: not -1 and -2"),
    ("auction-pitch", FOUR, {}, [], {"points": {A: -1, B: -1, C: -1, D: 1}}, "points",
     "at most two players are set back"),
    ("auction-pitch", FOUR, {}, [], {"points": {A: -5, B: 0, C: 3, D: 1}}, "points.Аня",
     "a set-back is a bid (1 to 4) or 2, not 5"),
    ("auction-pitch", FOUR, {}, [], {"points": {A: 9, B: 0, C: 0, D: 0}}, "points",
     "no deal of Auction pitch gives"),
    ("auction-pitch", FOUR, {}, [], ap(game_pips={B: 3}), "game_pips",
     "give game or game_pips"),
    ("pedro", FOUR, {}, [], {"pitcher": B, "bid": 1, "high": B, "low": B, "jack": None,
                             "game": None, "five": None, "nine": None, "seller": C},
     "seller", "the eldest hand sells"),
    ("cinch", FOUR, {}, [], ci(bidder=None), "bidder", "missing: who made the highest bid"),
    ("cinch", FOUR, {}, [], ci(bid=0), "bid", "a bidder bids 1 to 14"),
    ("cinch", FOUR, {}, [], ci(card_points={"A": 7, "B": 7}), "high",
     "give who won each card or card_points"),
    ("cinch", FOUR, {}, [], {"bidder": A, "bid": 6, "card_points": {"A": 10}}, "card_points",
     "add up to 14 in every deal, not 10"),
    ("cinch", TWO, {}, [], {"bidder": A, "bid": 4, "card_points": {A: 4, B: 9}},
     "card_points", "no split of high, low, jack, game"),
    ("cinch", FOUR, {}, [], {"bidder": A, "bid": 6, "high": A}, "low",
     "missing: who won it"),
    ("cinch", FOUR, {}, [], ci(high=None), "high", "with 4 players every counting trump"),
    ("cinch", FOUR, {}, [], {"points": {"A": 40, "B": 0}}, "points",
     "no deal of Cinch (double pedro, high five) gives"),
    ("cinch", THREE, {}, [], {"points": {A: -2, B: -3, C: 0}}, "points",
     "no deal of Cinch (double pedro, high five) gives Аня -2, Борис -3, Вера 0"),
]


def refused(game_id, players, options, before, entry) -> RuleError:
    rules = get_game(game_id)
    state = rules.new_state(players, options)
    for deal in before:
        state = rules.score(state, deal)
    with pytest.raises(RuleError) as caught:
        rules.score(state, entry)
    return caught.value


@pytest.mark.parametrize(("game_id", "players", "options", "before", "entry", "field",
                          "english"), REFUSALS,
                         ids=[f"{r[0]}-{r[5]}-{i}" for i, r in enumerate(REFUSALS)])
def test_every_refusal_is_said_in_russian_and_keeps_its_english(game_id, players, options,
                                                                before, entry, field, english):
    error = refused(game_id, players, options, before, entry)
    assert error.field == field, error.message
    assert english in error.reason, error.reason
    said = error.say("ru", game_id)
    assert not english_words(said), said
    assert error.why.id != "words.literal", f"still English text: {error.reason}"


# (game, players, options, deals, the English line of the last deal)
NOTES = [
    ("seven-up", TWO, {}, [su(high=A, low=B, jack=A, game=B, gift=True)],
     "gift Борис, high Аня, low Борис, jack Аня, game Борис"),
    ("seven-up", FOUR, {}, [su(jack_turned=True, high=B, low=C, game=D,
                               revoke={"by": A, "take": "deduct"})],
     "turned jack A, revoke A -1, high B, low A, game B"),
    ("pitch", FOUR, {}, [su(high=B, low=C, jack=D, game=A)], "high B, low A, jack B, game A"),
    ("seven-up", FOUR, {}, [su(high=B, low=C, game=D, looked_early=[D],
                               second_revoke={"by": B, "take": "add"})],
     "looked too soon A, revoke A +1, high B, low A"),
    ("all-fives", TWO, {}, [fives(high=A, low=B, jack=A, ace=A, ten=B, five=B, game=B)],
     "ace pegged Аня +4, jack pegged Аня, ten pegged Борис +10, five pegged Борис +5, "
     "high Аня, low Борис, jack Аня, game Борис"),
    ("california-jack", TWO, {}, [{"high": A, "low": B, "jack": B, "game": A}],
     "high Аня, low Борис, jack Борис, game Аня"),
    ("auction-pitch", FOUR, {}, [ap(pitcher=C, sold=True, bid=2, high=C, low=A, game=C)],
     "sold Борис +2, high Вера, game Вера, low Аня"),
    ("auction-pitch", FOUR, {}, [ap(bid=3, high=C, low=B, game=C)],
     "set back Борис -3, high Вера, game Вера"),
    ("pedro", FOUR, {}, [{"pitcher": B, "bid": 6, "high": B, "low": C, "jack": B, "game": D,
                          "five": B, "nine": A}],
     "high Борис, jack Борис, five Борис +5, low Вера, game (ten) Глеб, nine Аня +9"),
    ("dom-pedro", FOUR, {}, [{"pitcher": B, "bid": 4, "high": B, "low": B, "jack": None,
                              "game": None, "three": C, "five": None, "nine": None,
                              "snoozer": B}],
     "high Борис, low Борис, snoozer Борис +15, three Вера +3"),
    ("cinch", FOUR, {}, [ci(game=A)], "difference A +2"),
    ("cinch", FOUR, {}, [ci(bid=9)], "took and the bid B +16"),
    ("cinch", FOUR, {"count": "each-takes"}, [ci(bid=9)],
     "set back A -9, low B, game B, left pedro B +5"),
    ("cinch", THREE, {}, [ci(bidder=C, bid=8, jack=C)], "set back Вера -8, high Аня, "
     "low Борис, game Борис, right pedro Аня +5, left pedro Борис +5"),
    ("seven-up", TWO, {}, [{"points": {A: 2, B: 2}}], "points entered"),
]


@pytest.mark.parametrize(("game_id", "players", "options", "deals", "english"), NOTES,
                         ids=[f"{n[0]}-{i}" for i, n in enumerate(NOTES)])
def test_the_line_of_every_deal_is_said_in_russian(game_id, players, options, deals, english):
    rules = get_game(game_id)
    state = rules.score_all(rules.new_state(players, options), deals)
    note = state.deals[-1].note
    assert note_text(note, "en") == english
    said = note_text(note, "ru")
    assert said and not english_words(said), said
    assert all(part.id != "words.literal" for part in note), note


FAMILY = ["seven-up", "pitch", "all-fives", "california-jack", "shasta-sam", "auction-pitch",
          "smudge", "pedro", "dom-pedro", "cinch"]


def fields_of(fields):
    for fld in fields:
        yield fld
        yield from fields_of(fld.fields)


@pytest.mark.parametrize("game_id", FAMILY)
def test_every_help_and_choice_of_the_score_form_and_house_rules_has_its_russian(game_id):
    """The score form's help (tooltips) and the house rules' help and values, in Russian."""
    rules = get_game(game_id)
    for fld in fields_of(rules.entry_schema):
        assert not fld.help or fld.help_ru, (fld.name, fld.help)
        assert set(fld.choices) <= set(fld.choice_labels_ru), fld.name
        assert not english_words(fld.help_ru + " ".join(fld.choice_labels_ru.values()))
    for option in rules.options:
        assert not option.help or option.help_ru, (option.name, option.help)
        assert set(option.choices) <= set(option.choice_labels_ru), option.name
        assert not english_words(option.help_ru + " ".join(option.choice_labels_ru.values()))
