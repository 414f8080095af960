"""The Russian night's reckoning by the rule books (``russian_books``), checked on paper: each
sum below is worked out in its comment from the book's lines, so that the night's yardstick is
itself right."""

from __future__ import annotations

from tests.nights import russian_books as books
from tests.nights.russian_club import (
    BOSTON,
    BOSTON_BOOK,
    FIVE_HUNDRED,
    FIVE_HUNDRED_BOOK,
    PIQUET,
    PIQUET_BOOK,
    PREFERENCE,
    PREFERENCE_BOOK,
    RAMS,
    RAMS_BOOK,
    WHIST_DEALS,
)


def test_whist_rubber_is_worth_nine():
    # seeds/004 line 15: 9 tricks 6 + three honours 2 = 8; 8 tricks 4: 12, out (B nil: triple,
    # line 23); B 8 tricks 4 + three honours 2 = 6; A 11 tricks 10: out (B 6: single);
    # line 25: a short rubber 3 + 1 + 5 = 9
    rubber = books.whist(WHIST_DEALS)
    assert [g[2] for g in rubber.games] == [3, 1]
    assert (rubber.winner, rubber.value) == ("A", 9)


def test_preference_pot_after_four_deals():
    # seeds/003 line 12: 3 × 10 in; line 37: −10 and +3 to the whister: 20; line 38: Вера with
    # 5 tricks pays 20 after taking 10: 30; line 33: Анна unwhisted takes 10: 20; Вера takes
    # 10 and pays Анна 4: 10
    book = books.preference(PREFERENCE.players, PREFERENCE_BOOK)
    assert book.pots == [20, 30, 20, 10]
    assert list(book.totals[-1].values()) == [7, -1, -16]


def test_boston_by_the_table():
    # seeds/004 line 37: 6 tricks in the second suit (hearts under a turned diamond, line 31) 7;
    # little misère failed −15; 5 tricks in the second suit (clubs under a spade) 2
    book = books.boston(BOSTON.players, BOSTON_BOOK)
    assert list(book.totals[-1].values()) == [2, 7, -15, 0]


def test_rams_pool():
    # seeds/000 line 7: the ante 5, a fifth a trick (line 21); Зоя ramsed pays 5: pool 5;
    # then 10 in a double pool, 2 a trick; Лев ramsed: pool 5
    book = books.rams(RAMS.players, RAMS_BOOK)
    assert book.pots == [5, 5]
    assert list(book.totals[-1].values()) == [-10, 1, 8, -4]


def test_piquet_partie_lurched():
    # point 7, sixième 16, quatorze 14: 37 before Мария scores, a repique 60: 32 + 97 = 129;
    # seeds/001 line 319: Мария at 41, under 50, is lurched: a double game
    book = books.piquet(PIQUET.players, PIQUET_BOOK)
    assert book.games == [(PIQUET.players[1], {PIQUET.players[0]: 41, PIQUET.players[1]: 129},
                           2)]


def test_piquet_play_points():
    # elder wins seven then younger five: elder leads eight (8), younger wins one on his lead,
    # leads four and takes the last: 1 + 4 + 1 = 6
    deal = PIQUET_BOOK[0]
    assert deal.play("E", "Y") == {"E": 8, "Y": 6}


def test_five_hundred():
    # seeds/002 lines 191–209: 7 hearts 200, others 10 a trick; 6 no-trumps failed −120;
    # 8 diamonds (240) with all ten tricks: 250
    book = books.five_hundred(FIVE_HUNDRED.players, FIVE_HUNDRED_BOOK)
    assert list(book.totals[-1].values()) == [230, -100, 280]
