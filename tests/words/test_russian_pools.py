"""The pool games in Russian: every refusal a scorer can meet, and the lines of the deals.

Table-driven: each row is a game, its house rules, the deals before, the refused entry, the
field it names and a piece of the English reason (which stays as it was). The Russian words
hold no Latin word of two letters or more once the (Cyrillic) names are set aside.
"""

from __future__ import annotations

import re

import pytest

from clubapp.rules import RuleError, get_game
from clubapp.words import note_text

THREE = ["Аня", "Борис", "Вера"]  # Аня deals first: Борис is the eldest hand
FOUR = [*THREE, "Глеб"]  # Аня deals: Борис, Вера, Глеб, then Аня
SIX = [*FOUR, "Дина", "Егор"]
A, B, C, D = FOUR
FREE = {"simple_all_play": False}  # rams: each may pass a simple pool too
# a simple loo dealt by Глеб: Борис, Вера and Глеб looed, the next pool double, Аня deals it
LOOED = [{"dealer": D, "tricks": {A: 3}}]
CHALK = {"ramsed_cross": False}
# bierspiel: Борис rubs out his three crosses, then Вера and Аня finish in the same deal
CLEARED = [{"in": [B, C], "tricks": {B: 5}}] * 3
LAST_TWO = [{"in": [C, A], "tricks": {C: c, A: 5 - c}} for c in (3, 2, 3, 2, 3)]


def english_words(text: str) -> list[str]:
    """Latin words of two letters or more in a text."""
    return re.findall(r"[A-Za-z]{2,}", text)


# (game, players, options, deals before, entry, field, a piece of the English reason)
REFUSALS = [
    ("rams", SIX, FREE, [], {"in": [B, C], "tricks": {B: 5}, "penalised": [A]}, "penalised",
     "Аня holds no cards this deal"),
    ("rams", FOUR, {}, [], {"refused_pone": True}, "refused_pone",
     "in a simple pool everyone must play"),
    ("rams", SIX, FREE, [], {"refused_pone": True}, "refused_pone",
     "with six at the table the dealer holds no cards"),
    ("rams", FOUR, FREE, [], {"refused_pone": True, "in": [B]}, "refused_pone",
     "the pone refuses only when all before him passed"),
    ("rams", FOUR, FREE, [], {"refused_pone": True, "tricks": {B: 1}}, "tricks.Борис",
     "no tricks are played: the pone refused to play"),
    ("rams", FOUR, {}, [], {"in": [B, C], "tricks": {B: 5}}, "in",
     "the pool holds only the dealer's five"),
    ("rams", FOUR, FREE, [], {"tricks": {B: 5}}, "in", "missing: who played"),
    ("rams", SIX, FREE, [], {"in": [A, B], "tricks": {B: 5}}, "in",
     "Аня holds no cards: at six the dealer deals himself none"),
    ("rams", FOUR, {**FREE, "eldest_must_play": True}, [], {"in": [C, D], "tricks": {C: 5}},
     "in", "Борис is eldest hand and must play"),
    ("rams", FOUR, FREE, [], {"in": []}, "in", "nobody played: when all pass up to the pone"),
    ("rams", FOUR, FREE, [], {"in": [A], "tricks": {A: 5}}, "in",
     "the dealer plays only against somebody"),
    ("rams", FOUR, FREE, [], {"in": [B], "tricks": {B: 5}}, "in",
     "the dealer must play against a single opponent"),
    ("rams", FOUR, {}, [], {"general": B, "in": [B, C], "tricks": {B: 5}}, "in",
     "in a general rams everyone at the table plays"),
    ("rams", SIX, FREE, [], {"general": A, "tricks": {A: 5}}, "general",
     "Аня holds no cards this deal"),
    ("rams", FOUR, FREE, [], {"in": [B, C], "tricks": {D: 1, B: 4}}, "tricks.Глеб",
     "Глеб did not play this deal"),
    ("rams", FOUR, {}, [], {"tricks": {B: 4}}, "tricks", "4 tricks entered; a deal has 5"),
    ("rounce", FOUR, {}, [], {"in": [B, C], "tricks": {B: 3, C: 1}}, "tricks",
     "4 tricks entered; a deal has 5"),
    ("bierspiel", THREE, {}, [], {"in": [], "tricks": {}}, "in",
     "at least one player must play"),
    ("bierspiel", SIX, {}, [], {"in": [A, B], "tricks": {B: 5}}, "in",
     "Аня holds no cards: at six"),
    ("bierspiel", THREE, CHALK, CLEARED, {"in": [B, C], "tricks": {C: 5}}, "in",
     "Борис has rubbed out his crosses"),
    ("bierspiel", THREE, CHALK, CLEARED, {"in": [C], "tricks": {C: 5}, "crosses": {B: 1}},
     "crosses.Борис", "Борис is out of the game"),
    ("bierspiel", THREE, {}, [], {"in": [B], "tricks": {B: 4, C: 1}}, "tricks.Вера",
     "Вера did not play this deal"),
    ("bierspiel", THREE, {}, [], {"in": [B], "tricks": {B: 4}}, "tricks",
     "4 tricks entered; a deal has 5"),
    ("bierspiel", THREE, CHALK, CLEARED + LAST_TWO, {"in": [C, A], "tricks": {C: 2, A: 3}},
     "beer", "Аня, Вера all finished this deal"),
    ("bierspiel", THREE, CHALK, CLEARED + LAST_TWO, {"in": [C, A], "tricks": {C: 2, A: 3},
                                                     "beer": B},
     "beer", "Борис did not finish in this deal"),
    ("bierspiel", THREE, CHALK, [], {"in": [B, C], "tricks": {B: 5}, "beer": B}, "beer",
     "name the last to finish only when"),
    ("loo", FOUR, {}, LOOED, {"in": [B, C], "tricks": {B: 3}, "trump_shown": True},
     "trump_shown", "only in a simple pool is no trump turned"),
    ("loo", FOUR, {}, [], {"tricks": {B: 3}, "flush_also": C}, "flush_also",
     "only when another player claims the pool with a flush"),
    ("loo", FOUR, {}, [], {"tricks": {B: 3}, "double": True}, "double",
     "this deal is simple"),
    ("loo", FOUR, {}, LOOED, {"in": [B, C], "tricks": {B: 3}, "double": False}, "double",
     "are carried into this pool: it is double"),
    ("loo", FOUR, {}, [], {"misdeal": True, "in": [B]}, "in",
     "a misdealt hand is not played"),
    ("loo", FOUR, {}, [], {"misdeal": True, "tricks": {B: 1}}, "tricks.Борис",
     "no tricks are played: the deal was a misdeal"),
    ("loo", FOUR, {}, [], {"tricks": {B: 3}, "widow": B}, "widow",
     "a simple pool has no widow"),
    ("loo", FOUR, {}, [], {"tricks": {B: 3}, "in": [B, C]}, "in",
     "in a simple pool everyone plays"),
    ("loo", FOUR, {}, LOOED, {"tricks": {B: 3}}, "in", "missing: who stood or took the widow"),
    ("loo", FOUR, {}, LOOED, {"in": [C], "widow": B, "tricks": {C: 3}}, "widow",
     "Борис took the widow, so must be among those playing (line 59)"),
    ("loo", FOUR, {}, [], {"flush": B}, "flush", "a flush claims only a double pool"),
    ("loo", FOUR, {}, LOOED, {"in": [B, C], "flush": B, "revoke": C}, "revoke",
     "a flush is shown before the play"),
    ("loo", FOUR, {}, LOOED, {"in": [B, C], "flush": B, "tricks": {B: 1}}, "tricks.Борис",
     "no tricks are played: a flush takes the pool without play"),
    ("loo", FOUR, {}, LOOED, {"in": [C, D], "flush": B}, "flush",
     "Борис passed, so holds no cards to show"),
    ("loo", FOUR, {}, LOOED, {"in": [B, C], "flush": C, "flush_also": B}, "flush_also",
     "Борис is not younger than Вера"),
    ("loo", FOUR, {}, LOOED, {"in": [], "widow": A}, "widow",
     "Аня took the widow, so must be among those playing"),
    ("loo", FOUR, {}, LOOED, {"in": [B, C], "widow": A, "tricks": {B: 3}}, "widow",
     "the dealer takes the widow to defend the pool only against a single player"),
    ("loo", FOUR, {}, LOOED, {"in": [], "penalised": [B]}, "penalised",
     "nothing was played this deal"),
    ("loo", FOUR, {}, LOOED, {"in": [], "tricks": {B: 1}}, "tricks.Борис",
     "no tricks are played: nobody plays against the pool"),
    ("loo", FOUR, {}, [], {"tricks": {B: 3}, "penalised": [C]}, "penalised",
     "Вера has won no trick: line 73"),
    ("loo", FOUR, {}, LOOED, {"in": [], "revoke": B}, "revoke", "nothing was played"),
    ("loo", FOUR, {}, [], {"tricks": {B: 1}, "revoke": B, "penalised": [C]}, "penalised",
     "a revoke ends the play: only the revoke is paid"),
    ("loo", FOUR, {}, LOOED, {"in": [B, C], "revoke": D}, "revoke",
     "Глеб held no cards in play"),
    ("loo", FOUR, {}, LOOED, {"in": [B, C], "revoke": B, "second_revoke": B},
     "second_revoke", "Борис is named for both revokes"),
    ("loo", FOUR, {}, LOOED, {"in": [B, C], "tricks": {D: 1, B: 2}}, "tricks.Глеб",
     "Глеб did not play this deal"),
    ("loo", FOUR, {}, [], {"tricks": {B: 2}}, "tricks", "2 tricks entered; a deal has 3"),
    ("irish-loo", FOUR, {}, [], {"in": [B, C], "tricks": {B: 1, C: 1, D: 0},
                                 "revoke": B, "flush_also": C}, "flush_also",
     "only when another player claims the pool"),
    ("five-card-loo", FOUR, {}, [], {"in": [B, C], "tricks": {B: 3, C: 1}}, "tricks",
     "4 tricks entered; a deal has 5"),
    ("frog", FOUR, {}, [], {"bidder": None, "game": "frog"}, "game",
     "nobody bid: the deal is thrown in"),
    ("frog", FOUR, {}, [], {"bidder": B, "bidder_points": 70}, "game", "missing"),
    ("frog", FOUR, {}, [], {"bidder": A, "game": "frog", "bidder_points": 70}, "bidder",
     "Аня holds no cards this deal (line 11)"),
]


def refused(game_id, players, options, before, entry) -> RuleError:
    rules = get_game(game_id)
    state = rules.score_all(rules.new_state(players, options), before)
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
    ("rams", FOUR, {}, [{"tricks": {B: 2, C: 3}}], "ramsed: Глеб, Аня"),
    ("rams", FOUR, {}, [{"tricks": {B: 2, C: 1, D: 1, A: 1}}], "nobody ramsed"),
    ("rams", FOUR, FREE, [{"refused_pone": True}],
     "Глеб refused to play: pays the dealer five, the pool stays"),
    ("rams", FOUR, {}, [{"general": B, "tricks": {B: 5}}], "Борис makes a general rams"),
    ("rams", FOUR, {}, [{"general": B, "tricks": {B: 4, C: 1}}],
     "Борис's general rams fails: he doubles the pool"),
    ("bierspiel", THREE, CHALK, CLEARED + LAST_TWO + [{"in": [C, A], "tricks": {C: 2, A: 3},
                                                       "beer": A}],
     "Аня pays for the beer"),
    ("loo", FOUR, {}, LOOED, "looed: Борис, Вера, Глеб"),
    ("loo", FOUR, {}, [{"tricks": {B: 1, C: 1, D: 1}}], "looed: Аня"),
    ("loo", FOUR, {}, [{"tricks": {B: 1, C: 1, D: 1}}, {"in": [C, D], "tricks": {C: 3}}],
     "looed: Глеб"),
    ("loo", FOUR, {}, [*LOOED, {"in": [C], "tricks": {C: 2, A: 1}}],
     "nobody looed; Аня defended the pool"),
    ("loo", FOUR, {}, [*LOOED, {"in": [C], "widow": C}], "Вера takes the pool without play"),
    ("loo", FOUR, {"all_pass": "pool_stays"}, [*LOOED, {"in": []}],
     "all passed: the pool stays"),
    ("loo", FOUR, {}, [*LOOED, {"in": [B, C], "flush": C}], "Вера's flush takes the pool"),
    ("loo", FOUR, {}, [{"misdeal": True}], "misdeal: Аня pays a fine and loses the deal"),
    ("loo", FOUR, {}, [{"revoke": C, "tricks": {B: 1}}], "revoke by Вера: the pool is shared"),
    ("loo", FOUR, {}, [{"revoke": C, "second_revoke": B}],
     "revokes by Вера, Борис: the pool is shared"),
    ("frog", FOUR, {}, [{"bidder": B, "game": "chico", "bidder_points": 75}],
     "Борис wins chico with 75"),
    ("frog", FOUR, {}, [{"bidder": B, "game": "grand", "bidder_points": 52}],
     "Борис loses grand with 52"),
    ("frog", FOUR, {}, [{"bidder": B, "game": "frog", "bidder_points": 60}],
     "Борис: 60, nothing paid"),
    ("frog", FOUR, {}, [{"bidder": None}], "nobody bid: thrown in"),
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


GAMES = ["rams", "rounce", "bierspiel", "loo", "irish-loo", "five-card-loo", "frog"]


def fields_of(fields):
    for fld in fields:
        yield fld
        yield from fields_of(fld.fields)


@pytest.mark.parametrize("game_id", GAMES)
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
