"""Préférence refused and recorded in Russian, the English unchanged (issue 19, item 1).

The entry, the field it names and the English reason; said in Russian it holds no Latin word.
Players have Cyrillic names: Дан deals and sits out, А, Б and В bid as in the seed's examples.
"""

from __future__ import annotations

import re

import pytest

from clubapp.rules import RuleError, get_game

PREF = get_game("preference-austrian")
FOUR = ["Дан", "Аня", "Борис", "Вера"]
WON = {"declarer": "Борис", "contract": "3", "whist": {"Вера": "whist", "Аня": "whist"},
       "tricks": {"Борис": 6, "Вера": 2, "Аня": 2}}
_LATIN = re.compile(r"[A-Za-z]{2,}")

REFUSALS = [
    ({**WON, "bidding": ["pass", "2"]}, "bidding.2",
     "numbers go up one at a time: the next is 1 (line 18)"),
    ({**WON, "bidding": ["1", "2", "pass", "game"]}, "bidding.4",
     "Аня may call game only at his first turn (line 19)"),
    ({**WON, "bidding": ["game", "1"]}, "bidding.2",
     "after game only game or hearts overcalls (line 20)"),
    ({**WON, "bidding": ["game", "pass", "hold"]}, "bidding.3",
     "after game nobody can hold a number (line 20)"),
    ({**WON, "bidding": ["hold"]}, "bidding.1",
     "Аня can hold only when a number of his has been overbid (line 21)"),
    ({**WON, "bidding": ["pass", "1", "2", "-", "3", "hold"]}, "bidding.6",
     "Вера speaks after Борис: only the earlier hand may hold; bid the next number or pass"),
    ({**WON, "bidding": ["1", "2", "pass", "hold", "3", "hold", "4", "hold", "4"]}, "bidding.9",
     "4 is the highest number: hold or pass"),
    ({**WON, "bidding": ["1", "hearts", "pass"]}, "bidding.3", "the auction was already over"),
    ({**WON, "bidding": ["1", "-"]}, "bidding.2",
     "a dash stands only for a player who has passed; it is Борис's turn"),
    ({**WON, "bidding": ["1", "2"]}, "bidding",
     "the auction is not finished: Аня, Борис, Вера still bidding"),
    ({"declarer": None, "bidding": ["1", "pass", "pass"]}, "declarer",
     "the bidding was won: Аня with 1 (with the talon)"),
    ({"declarer": None, "contract": "1"}, "contract",
     "nobody declared: a passed hand has no contract"),
    ({**WON, "declarer": "Дан"}, "declarer", "Дан deals and sits this hand out"),
    ({**WON, "contract": None}, "contract", "missing: what did the bidding end on?"),
    ({**WON, "bidding": ["pass", "pass", "pass"]}, "declarer",
     "everybody passed in the bidding: enter declarer null"),
    ({**WON, "bidding": ["pass", "1", "pass"], "declarer": "Вера"}, "declarer",
     "the bidding was won by Борис"),
    ({**WON, "bidding": ["pass", "1", "pass"]}, "contract",
     "the bidding ended on 1 (with the talon)"),
    ({**WON, "declarer": "Вера", "bidding": ["game", "game", "game"],
      "whist": {"Аня": "whist", "Борис": "whist"}, "tricks": {"Вера": 6, "Аня": 2}},
     "contract", "the bidding ended on game (no talon)"),
    ({**WON, "contract": "hearts", "trumps": "spades"}, "trumps",
     "a hearts contract is played in hearts"),
    ({**WON, "contract": "game", "trumps": "hearts"}, "trumps",
     "game is played in any suit but hearts (line 17)"),
    ({**WON, "trumps": "spades"}, "trumps",
     "spades is below the 3 reached in the bidding (line 29)"),
    ({**WON, "whist": None}, "whist",
     "missing: each defender's answer (whist, pass or invite)"),
    ({**WON, "whist": {"Вера": "whist", "Аня": "whist", "Дан": "pass"}}, "whist.Дан",
     "not a defender this hand (Вера, Аня)"),
    ({**WON, "whist": {"Вера": "whist"}}, "whist.Аня", "missing: whist, pass or invite"),
    ({**WON, "whist": {"Вера": "invite", "Аня": "whist"}}, "whist.Вера",
     "only a lone whister invites, and only a defender who passed (line 31)"),
    ({**WON, "whist": {"Вера": "pass", "Аня": "pass"}}, "tricks",
     "nobody whisted: there is no play, the declarer counts all ten (line 31)"),
    ({**WON, "tricks": {"Борис": 6, "Дан": 4}}, "tricks.Дан",
     "Дан deals and sits this hand out"),
    ({**WON, "whist": {"Вера": "whist", "Аня": "pass"}, "tricks": {"Борис": 6, "Аня": 4}},
     "tricks.Аня", "Аня passed and laid his cards down: no tricks"),
    ({**WON, "tricks": {"Борис": 6}}, "tricks.Вера",
     "missing: give the tricks of all but one who played"),
    ({**WON, "tricks": {"Борис": 6, "Вера": 6}}, "tricks",
     "the tricks add up to 12, a hand has 10"),
    ({**WON, "tricks": {"Борис": 6, "Вера": 2, "Аня": 1}}, "tricks",
     "the tricks add up to 9, a hand has 10"),
    ({**WON, "premiums_won": ["2"]}, "premiums_won.1",
     "premium 2 is not in this table's house rules (its stake is 0)"),
]


@pytest.mark.parametrize(("entry", "field", "english"), REFUSALS)
def test_preference_refusals_in_russian(entry, field, english):
    with pytest.raises(RuleError) as err:
        PREF.score(PREF.new_state(FOUR), {k: v for k, v in entry.items() if v is not None
                                          or k == "declarer"})
    error = err.value
    assert (error.field, error.reason) == (field, english)
    said = error.say("ru", PREF.id)
    assert said and not _LATIN.search(said), said


def test_a_call_the_auction_does_not_know_in_russian():
    """Read on its own (as the schema has not), a call that is none is refused with the calls
    in the language."""
    from clubapp.rules.games.preference_bidding import run_auction

    with pytest.raises(RuleError) as err:
        run_auction(["?"], FOUR[1:])
    assert err.value.reason == "'?' is not a call (pass, hold, 1, 2, 3, 4, game, hearts, -)"
    said = err.value.say("ru", PREF.id)
    assert "здесь" in said and not _LATIN.search(said), said


def test_preference_notes_and_the_stake_in_russian():
    with pytest.raises(RuleError) as err:
        PREF.new_state(FOUR, {"pot_start": 15})
    assert err.value.reason == "the stake in the pot is a multiple of ten (seeds/003 line 12)"
    assert not _LATIN.search(err.value.say("ru", PREF.id))
    state = PREF.score_all(PREF.new_state(FOUR, {"premium_1": 2}), [
        {**WON, "premiums_won": ["1"]}, {"declarer": None}])
    assert state.deals[0].note_text() == (
        "Борис declared 3; Вера whist, Аня whist; tricks Борис 6, Вера 2, Аня 2; Борис won "
        "premium 1: 2 from each of 2 whisters")
    assert state.deals[0].note_text("ru") == (
        "игрок Борис разыгрывает «три»; Вера — вист, Аня — вист; взятки: Борис 6, Вера 2, "
        "Аня 2; игрок Борис выиграл премию 1: по 2 от каждого из 2 вистующих")
    assert state.deals[1].note_text("ru") == "все спасовали"
