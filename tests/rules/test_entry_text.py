"""The score form's text fields read in either language (clubapp/rules/entry_text.py): the calls of
préférence's auction by the book's words (seeds/003_3b490261c3932dff.txt lines 15–26), a card by
a Russian keyboard's letters or the suits' symbols, kept in the entry as identifiers ("1",
"pass", "5D") and said back in the reader's language."""

from __future__ import annotations

import pytest

from clubapp.rules import RuleError, get_game
from clubapp.rules.entry_text import canonical_entry, placeholder, read_text, shown_text
from clubapp.rules.games.preference_bidding import AuctionResult, run_auction
from clubapp.words import refusal

THREE = ["Ann", "Bob", "Cid"]


def field(game_id: str, path: str):
    fields = get_game(game_id).entry_schema
    found = None
    for part in path.split("."):
        found = next(f for f in fields if f.name == part)
        fields = found.fields
    return found


BIDDING = field("preference-austrian", "bidding")


@pytest.mark.parametrize(("typed", "calls"), [
    # line 15: «Если все заявили пас»; lines 17–18: «раз», «два», «три»
    ("пас пас пас", ["pass", "pass", "pass"]),
    ("раз два три", ["1", "2", "3"]),
    # line 16: «заявка игра», «и червы — без прикупа в червах»
    ("игра червы", ["game", "hearts"]),
    # line 21: «он может … сказать здесь или держу»
    ("здесь держу", ["hold", "hold"]),
    # the suit's letter and symbol name the hearts call; a capital, ё and commas change nothing
    ("Ч, ♥; ЧЕРВЫ черви", ["hearts", "hearts", "hearts", "hearts"]),
    # the identifiers and the English words read as before
    ("pass hold 1 2 game hearts -", ["pass", "hold", "1", "2", "game", "hearts", "-"]),
    ("Pass HOLD", ["pass", "hold"]),
])
def test_the_calls_are_read_by_the_books_words_in_either_language(typed, calls):
    assert read_text(BIDDING, typed) == calls


def test_lines_23_24_the_books_example_typed_as_it_is_printed():
    """seeds/003 line 24: «A B C Пас 1 2 - Здесь 3 - Здесь Пас» — B declares at three."""
    calls = read_text(BIDDING, "Пас 1 2 - Здесь 3 - Здесь Пас")
    assert calls == ["pass", "1", "2", "-", "hold", "3", "-", "hold", "pass"]
    assert run_auction(calls, ["A", "B", "C"]) == AuctionResult("B", "3")


def test_a_word_that_is_no_call_is_kept_as_typed_and_refused_in_the_readers_words():
    """«п» is the spades' letter, and spades are no call: nothing is guessed; the refusal names
    the word as typed and lists the calls in the language of the reader."""
    assert read_text(BIDDING, "раз п") == ["1", "п"]
    rules = get_game("preference-austrian")
    with pytest.raises(RuleError) as refused:
        rules.score(rules.new_state(THREE), {"declarer": None, "bidding": ["раз", "п"]})
    assert refused.value.field == "bidding.2"
    russian = refusal(refused.value, "ru", "preference-austrian")
    assert "«п» — нет такой заявки (пас, здесь, раз, два, три, четыре, игра, червы, —)" in russian
    assert "pass" not in russian and "hold" not in russian
    assert refusal(refused.value, "en") == \
        "bidding.2: 'п' is not a call (pass, hold, 1, 2, 3, 4, game, hearts, -)"


def test_a_deal_bid_in_russian_is_scored_and_recorded_with_the_identifiers():
    """Line 17: «раз» takes the talon; the deal keeps "1" and "pass", whatever was typed."""
    rules = get_game("preference-austrian")
    entry = {"declarer": "Bob", "contract": "1", "trumps": "clubs",
             "whist": {"Cid": "pass", "Ann": "pass"}, "bidding": ["раз", "пас", "Пас"]}
    after = rules.score(rules.new_state(THREE), entry)
    assert list(after.deals[-1].entry["bidding"]) == ["1", "pass", "pass"]
    english = rules.score(rules.new_state(THREE), {**entry, "bidding": ["1", "pass", "pass"]})
    assert after.totals == english.totals


@pytest.mark.parametrize("typed", ["5D", "5d", "5б", "5Б", "5♦", " 5♦ "])
def test_bostons_turned_card_in_any_letters_is_kept_as_5d(typed):
    """seeds/004 line 31: the second pack's turned card names the first suit; typed «5б» or
    «5♦», it is kept in the notation and gives the same suit's rank as 5D."""
    turned = field("boston", "turned")
    assert read_text(turned, typed) == "5D"
    rules = get_game("boston")
    entry = {"declarer": "Ann", "contract": "6", "turned": typed, "trumps": "hearts",
             "tricks": 6}
    after = rules.score(rules.new_state(["Ann", "Bob", "Cid", "Dot"]), entry)
    assert after.deals[-1].entry["turned"] == "5D"
    assert after.deals[-1].points["Ann"] == 7  # hearts with diamonds turned: the 2nd suit


def test_a_hand_of_cards_in_russian_letters():
    """A Russian keyboard's suits п т б ч and ranks В Д К Т (clubapp/cards.py)."""
    hand = field("cribbage", "cards.pone")
    assert read_text(hand, "5ч 5т, 5п Вб") == ["5H", "5C", "5S", "JD"]
    assert read_text(hand, "10♥ Т♣ дп") == ["TH", "AC", "QS"]
    assert read_text(hand, "5ч zz") == ["5H", "zz"]  # no card: kept, for the rules to name
    assert read_text(hand, "  ") is None


def test_the_command_lines_json_is_read_the_same_at_every_depth():
    schema = get_game("cribbage").entry_schema
    entry = {"cards": {"starter": "5б", "pone": ["Вч", "10т"], "play": ["5♦"]}, "dealer": "Ann"}
    assert canonical_entry(schema, entry) == {
        "cards": {"starter": "5D", "pone": ["JH", "TC"], "play": ["5D"]}, "dealer": "Ann"}
    assert canonical_entry(schema, {"points": {"Ann": 2}}) == {"points": {"Ann": 2}}
    assert canonical_entry(schema, "no entry") == "no entry"


@pytest.mark.parametrize(("path", "value", "ru", "en"), [
    ("preference-austrian:bidding", ["1", "pass", "hold", "-"], "раз пас здесь —",
     "1 pass hold -"),
    ("boston:turned", "5D", "5♦", "5D"),
    ("cribbage:cards.pone", ["JH", "TC", "AS", "QD"], "В♥ 10♣ Т♠ Д♦", "JH TC AS QD"),
])
def test_a_value_is_shown_in_the_readers_language_and_read_back_the_same(path, value, ru, en):
    fld = field(*path.split(":"))
    assert shown_text(fld, value, "ru") == ru
    assert shown_text(fld, value, "en") == en
    for lang in ("ru", "en"):
        assert read_text(fld, shown_text(fld, value, lang)) == value


def test_an_empty_fields_example_is_in_the_languages_words():
    assert placeholder(BIDDING, "ru") == "пас здесь раз два …"
    assert placeholder(BIDDING, "en") == "pass hold 1 2 …"
    assert placeholder(field("boston", "turned"), "ru") == "5б"
    assert placeholder(field("cribbage", "cards.pone"), "ru") == "5ч 5т 5п Вб"


def test_a_refusal_names_the_card_in_the_readers_letters():
    """seeds/004 line 31: with diamonds turned, hearts are the second suit, not the first; the
    refusal says the turned card as each language writes it."""
    rules = get_game("boston")
    with pytest.raises(RuleError) as refused:
        rules.score(rules.new_state(["Ann", "Bob", "Cid", "Dot"]),
                    {"declarer": "Ann", "contract": "6", "suit": 1, "turned": "5б",
                     "trumps": "hearts", "tricks": 6})
    assert "при открытой карте 5♦ червы" in refusal(refused.value, "ru", "boston")
    assert "with 5D turned" in refusal(refused.value, "en", "boston")
