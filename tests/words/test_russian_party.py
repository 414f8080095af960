"""A Russian-speaking host reads no English at the party (issue 19, items 1 and 5): every
refusal of the bell, of the evening's changes and of the party's services, every bell reason,
star, prize reason and sit-out reason, said in Russian, holds no Latin word of two letters or
more (the guests have Cyrillic names, and what the host typed is Cyrillic too); the English of
each refusal is the program's English as before.
"""

from __future__ import annotations

import datetime as dt
import re

import pytest

from clubapp.cards import parse_card
from clubapp.events.party import add_player, remove_player, ring_party_bell, start_party
from clubapp.events.party_draw import Entrant, party_draw
from clubapp.events.prizes import PlayerStars, award_prizes, players_from_json
from clubapp.events.progressive import PartyRules, TableResult, ring_bell
from clubapp.events.seating import Pair, Table
from clubapp.rules.errors import RuleError
from clubapp.services.party import BellRefused, EntrantChoice, TableEntry
from clubapp.services.party_sitting import waiting_reasons
from clubapp.services.views import ServiceError
from clubapp.words import note_text, say

LADIES = ["Аня", "Вера", "Дина", "Женя", "Зоя", "Ира", "Катя", "Лиза", "Маша", "Нина"]
GENTLEMEN = ["Борис", "Глеб", "Егор", "Захар", "Игорь", "Лев", "Олег", "Пётр"]
_CARD = re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b")


def english_words(text: str) -> list[str]:
    """The Latin words of two letters or more in a Russian text (card notation set aside)."""
    return re.findall(r"[A-Za-z]{2,}", _CARD.sub("", text))


def seating(tables: int) -> tuple[Table, ...]:
    return tuple(Table(n, (Pair(LADIES[2 * n - 2], GENTLEMEN[2 * n - 2]),
                           Pair(LADIES[2 * n - 1], GENTLEMEN[2 * n - 1])))
                 for n in range(1, tables + 1))


def result(table: int, score, tricks=None, cut=None) -> TableResult:
    return TableResult(table, score, tricks,
                       None if cut is None else tuple(parse_card(c) for c in cut))


BELL_REFUSALS = [  # the round's results, the field at fault, the English said before
    ([result(1, (4, 3)), result(2, (1, 2))], "tables[0].score",
     "the bell rings when a pair at the head table reaches 5; it shows 4–3"),
    ([result(1, (5, 5)), result(2, (1, 2))], "tables[0].score",
     "only one pair can reach 5 at the head table"),
    ([result(1, None), result(2, (1, 2))], "tables[0].score", "enter its score"),
    ([result(1, (5, 1)), result(2, (3, 3))], "tables[1].next_hand_tricks",
     "the score is tied 3–3: play the next hand"),
    ([result(1, (5, 1)), result(2, (3, 3), (3, 3))], "tables[1].next_hand_tricks",
     "3 and 3 tricks are more than a hand has"),
    ([result(1, (5, 1)), result(2, (3, 3), (2, 2))], "tables[1].cut",
     "the red players (Дина and Женя) cut"),
    ([result(1, (5, 1)), result(2, (3, 3), (2, 2), ("9H", "9C"))], "tables[1].cut",
     "9H and 9C are equal"),
    ([result(1, (5, 1)), result(2, (3, 3), (2, 2), ("2H", "9C"))], "tables[1].cut[0]",
     "2H is not in this game's pack"),
    ([result(1, (5, 1)), result(2, None)], "tables[1].cut", "table 2 did not report a score"),
    ([result(1, (5, 1)), result(2, (120, 1))], "tables[1].score[0]",
     "120 points cannot be made in a round"),
    ([result(1, (5, 1)), result(1, (5, 1))], "tables[0]", "table 1 reported twice"),
    ([result(1, (5, 1)), result(3, (1, 2))], "tables", "there is no table 3"),
]


@pytest.mark.parametrize(("results", "field", "english"), BELL_REFUSALS,
                         ids=[r[1] + ":" + r[2][:20] for r in BELL_REFUSALS])
def test_every_refusal_of_the_bell_is_said_in_russian(results, field, english):
    """seeds/002 lines 83-89: what a result at the bell cannot be."""
    with pytest.raises(RuleError) as refused:
        ring_bell(seating(2), results)
    assert refused.value.field == field
    assert english in refused.value.reason
    said = say(refused.value.why, "ru")
    assert said and not english_words(said), said


def test_the_bells_reasons_and_stars_are_said_in_russian():
    """Who won and why (the cut names the winning pair), and the stars, in Russian."""
    bell = ring_bell(seating(3), [result(1, (5, 2)), result(2, (3, 3), (4, 1)),
                                  result(3, (2, 2), (2, 2), ("JH", "9C"))])
    reasons = [say(d.why, "ru") for d in bell.decisions]
    assert reasons == ["Аня и Борис выиграли 5–2",
                       "ничья 3–3; Дина и Егор взяли 4 взятки против 1 на следующей руке",
                       "ничья 2–2 и 2–2 по взяткам на следующей руке; при снятии Ира: 9♣ "
                       "против В♥, нижняя карта идёт вверх: выиграли Ира и Лев"]
    assert [d.reason for d in bell.decisions][1] == \
        "tied 3–3; Дина and Егор took 4 tricks to 1 on the next hand"
    stars = {say(f"progressive.star_{s}", "ru") for s in ("gold", "red", "green")}
    assert stars == {"★ золотая", "★ красная", "★ зелёная"}


def test_the_prize_reasons_and_their_refusals_are_said_in_russian():
    """seeds/002 line 91: each prize's reason, a tie and its lot, in Russian."""
    players = [PlayerStars(n, "red", g, r, s) for n, g, r, s in
               (("Аня", 3, 2, 0), ("Вера", 3, 2, 1), ("Дина", 0, 5, 2), ("Женя", 0, 1, 4))] + \
              [PlayerStars(n, "blue", g, r, s) for n, g, r, s in
               (("Борис", 2, 1, 1), ("Глеб", 2, 1, 1), ("Егор", 1, 0, 3))]
    for prize in award_prizes(players, seed=7, options={"second_ties": "stars"}):
        said = note_text(prize.why, "ru")
        assert said and not english_words(said), said
    with pytest.raises(RuleError) as refused:
        award_prizes(players)  # a tie and no seed for the lots
    assert "give a seed" in refused.value.reason
    assert not english_words(say(refused.value.why, "ru"))
    for bad in ({"players": [{"name": "Аня", "role": "зелёная", "gold": 1, "red": 0,
                              "green": 0}]},
                {"players": [{"name": "Аня", "role": "red", "gold": -1, "red": 0,
                              "green": 0}]},
                {"players": [{"name": "Аня", "role": "red"}]},
                {"игроки": []}, {"players": "Аня"}):
        with pytest.raises(RuleError) as refused:
            players_from_json(bad)
        said = say(refused.value.why, "ru")
        assert not english_words(said), said


def evening(ladies: int = 9, gentlemen: int = 8):
    entrants = [Entrant(n, "red") for n in LADIES[:ladies]] + \
               [Entrant(n, "blue") for n in GENTLEMEN[:gentlemen]]
    draw = party_draw(entrants, 3)
    return start_party(draw.tables, {e.name: e.role for e in entrants}, draw.waiting,
                       PartyRules(), 3)


def test_why_the_waiting_sit_out_is_said_in_russian():
    """A joker at the draw, the house rule's turn and its lot, a late arrival, a player in
    the other pack's place: every reason in Russian."""
    labels = {"red": "Дамы", "blue": "Господа"}
    state = evening()
    said = [say(m, "ru") for m in waiting_reasons(state, labels, "seeded")]
    assert said and all("джокер" in s for s in said)
    results = [result(t.number, (5, 1) if t.number == 1 else (1, 3)) for t in state.seating]
    state = add_player(ring_party_bell(state, results), "Яна", "red")
    said = [say(m, "ru") for m in waiting_reasons(state, labels, "seeded")]
    assert any("пропускает круг 2" in s for s in said)
    assert any("правило клуба: в каждой паре дама и господин" in s for s in said)
    assert any("Яна: опоздал(а)" in s for s in said)
    short = evening(10, 6)  # sixteen: four tables, two ladies in gentlemen's places
    said = [say(m, "ru") for m in waiting_reasons(short, labels, "seeded")]
    assert any("на месте «Господа»" in s for s in said)
    for text in said:
        assert not english_words(text), text


def test_the_evenings_refusals_are_said_in_russian():
    state = evening()
    for change in (lambda: add_player(state, "Аня", "red"),
                   lambda: add_player(state, "Яна", "зелёная"),
                   lambda: add_player(state, " ", "red"),
                   lambda: remove_player(state, "Фёдор"),
                   lambda: start_party(seating(1), {}, ()),
                   lambda: start_party((Table(2, seating(1)[0].pairs),), {}, ())):
        with pytest.raises(RuleError) as refused:
            change()
        said = say(refused.value.why, "ru")
        assert said and not english_words(said), said


# --- the party's services ---------------------------------------------------------------------
@pytest.fixture
def party(sqlite_services):
    """A party evening with seventeen guests drawn, a retired member and one more member."""
    services = sqlite_services
    ids = {n: services.members.add(n).id for n in [*LADIES, *GENTLEMEN, "Яна", "Фёдор"]}
    services.members.set_retired(ids["Фёдор"], True)
    night = services.evenings.create(dt.date(2026, 12, 5), "Зимний вечер", "party")
    club = services.evenings.create(dt.date(2026, 12, 6), "Клубный вечер")
    guests = [EntrantChoice(ids[n], "red") for n in LADIES[:9]] + \
             [EntrantChoice(ids[n], "blue") for n in GENTLEMEN]
    return services, night, club, ids, guests


def refusals(services, night, club, ids, guests):
    """Every refusal of the party's services a host can reach, in the order they come."""
    start = services.party.start
    yield lambda: start(club.id, guests)  # not a party evening
    yield lambda: start(night.id, [*guests[:-1], EntrantChoice(ids["Пётр"], "зелёная")])
    yield lambda: start(night.id, [*guests, guests[0]])  # listed twice
    yield lambda: start(night.id, [*guests, EntrantChoice(ids["Фёдор"], "blue")])  # retired
    yield lambda: start(night.id, [*guests, EntrantChoice(999, "blue")])  # no such member
    yield lambda: start(night.id, guests, labels={"red": " "})
    yield lambda: start(night.id, guests, labels={"red": "Я" * 41})
    yield lambda: start(night.id, guests, labels={"red": "Дамы", "blue": "дамы"})
    yield lambda: start(night.id, guests, options={"head_target": 0})
    yield lambda: start(night.id, guests, seed=-1)
    yield lambda: start(night.id, guests, by_hand=True, seating=[[1, 2, 3, 4]])
    yield lambda: start(night.id, guests, seating=[[ids["Аня"], ids["Борис"]]])
    yield lambda: services.party.ring_bell(night.id, 1, [])  # nothing drawn yet
    yield lambda: services.party.undo_bell(night.id)
    start(night.id, guests, seed=4)
    yield lambda: start(night.id, guests)  # already drawn
    view = services.party.view(night.id)
    fine = [TableEntry(t.number, (5, 1) if t.number == 1 else (1, 2)) for t in view.tables]
    yield lambda: services.party.ring_bell(night.id, 2, fine)  # not the round in play
    yield lambda: services.party.ring_bell(night.id, 1, [TableEntry(1, (4, 3)), *fine[1:]])
    yield lambda: services.party.ring_bell(night.id, 1, [TableEntry(1, (5, 1)),
                                                         TableEntry(2, (2, 2)), *fine[2:]])
    yield lambda: services.party.ring_bell(night.id, 1, [TableEntry(1, (5, 1)),
                                                         TableEntry(2, (2, 2), (1, 1),
                                                                    ("ЖЖ", "9C")), *fine[2:]])
    yield lambda: services.party.ring_bell(night.id, 1, [TableEntry(1, (5, 1, 2))])
    yield lambda: services.party.ring_bell(night.id, 1, [TableEntry(1, (5, 100)), *fine[1:]])
    yield lambda: services.party.ring_bell(night.id, 1, [TableEntry(1, (5, 1), (4, 4))])
    yield lambda: services.party.undo_bell(night.id)  # no bell rung yet
    yield lambda: services.party.award_prizes(night.id)  # no round played
    yield lambda: services.party.add_player(night.id, ids["Аня"], "red")  # already in
    yield lambda: services.party.add_player(night.id, ids["Фёдор"], "red")  # retired
    yield lambda: services.party.add_player(night.id, 999, "red")
    yield lambda: services.party.remove_player(night.id, ids["Яна"])  # not in the party
    yield lambda: services.party.replace_player(night.id, ids["Аня"], ids["Яна"])  # no role
    services.evenings.set_closed(night.id, True)
    yield lambda: services.party.ring_bell(night.id, 1, fine)  # the evening is closed


def test_every_refusal_of_the_partys_services_is_said_in_russian(party):
    count = 0
    for change in refusals(*party):
        with pytest.raises(ServiceError) as refused:
            change()
        count += 1
        said = refused.value.say("ru")
        assert said and not english_words(said), (str(refused.value), said)
        assert str(refused.value) == say(refused.value.why, "en") != said
        if isinstance(refused.value, BellRefused) and refused.value.table:
            assert said.startswith(f"стол {refused.value.table}")
    assert count == 30
