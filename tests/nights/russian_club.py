"""A Russian club's evening, played as its secretary plays it through the X server (issue 36).

The window speaks Russian and everything is typed in Cyrillic. From the Start page the
evening's sixteen players, one a line; table 1 finds its game by typing «вист» and plays one
rubber with honours. Five more tables, each game found by its Russian name: préférence
(«преферанс») with the auction typed «раз пас пас», a deal refused (trumps below the auction's
suit) and put right, every field still as typed; boston («бостон») with the second pack's card
typed «5б»; rams («рамс») by keyboard alone, a deal refused (3 tricks of 5) and its pool;
piquet («пикет») by keyboard alone, a partie to 100; five hundred («пятьсот»). The whist
players sit down at other tables, and table 1 still lists its rubber with its result; Ctrl+P
there prints the whist sheet; the préférence pot on screen is the printed sheet's; the deal
lists are readable. The evening is closed, the program started again, and all is where it was.

Every game is checked against the rule books, worked out by hand (``russian_books``), and
against ``clubapp score`` on the same deals. The steps act with keys, typing and clicks only,
read the screen through the program's probe and the club through the command line.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from clubapp import glossary
from clubapp.rules import all_games, get_game, result_json
from tests.nights import russian_books as books
from tests.nights.club_evening import choose_by_mouse, close_the_evening, deals_shown
from tests.nights.desk import Desk, NightError, Screen, english_words
from tests.nights.words import said

# Latin words a Russian screen may show: a program's, a file format's, a key's name
ALLOWED = ("clubapp", "CSV", "PDF", "UTF", "Windows", "PIN", "Tab", "Enter", "Ctrl", "Shift")

# typed on the Start page, one a line: the first four sit at table 1 in this order
PLAYERS = ("Анна Петрова", "Борис Борисов", "Вера Соколова", "Глеб Орлов", "Дарья Лебедева",
           "Евгений Козлов", "Жанна Морозова", "Зоя Новикова", "Игорь Волков", "Кира Зайцева",
           "Лев Павлов", "Мария Семёнова", "Никита Голубев", "Ольга Виноградова",
           "Пётр Богданов", "Анна Смирнова")
WHIST = PLAYERS[:4]
A, B, V, G = WHIST  # Анна Петрова, Борис Борисов, Вера Соколова, Глеб Орлов


@dataclass(frozen=True)
class Table:
    """A table after the first: its number, the game's id and what is typed to find it, and
    what is typed into each seat (a member found by the start of a name, «Анна П», or by the
    initials, «ББ») with who it must find."""

    number: int
    game: str
    search: str
    seats: tuple[tuple[str, str], ...]

    @property
    def players(self) -> list[str]:
        return [name for _typed, name in self.seats]


# the whist players go on to préférence (three) and boston (one): table 1 is left empty
PREFERENCE = Table(2, "preference-austrian", "преферанс",
                   (("Анна П", A), ("ББ", B), ("Вера", V)))
BOSTON = Table(3, "boston", "бостон", (("Глеб", G), ("Дарья", PLAYERS[4]),
                                      ("Евгений", PLAYERS[5]), ("Жанна", PLAYERS[6])))
RAMS = Table(4, "rams", "рамс", (("Зоя", PLAYERS[7]), ("Игорь", PLAYERS[8]),
                                ("Кира", PLAYERS[9]), ("Лев", PLAYERS[10])))
PIQUET = Table(5, "piquet", "пикет", (("Мария", PLAYERS[11]), ("Никита", PLAYERS[12])))
FIVE_HUNDRED = Table(6, "five-hundred", "пятьсот",
                     (("Ольга", PLAYERS[13]), ("Пётр", PLAYERS[14]), ("Анна С", PLAYERS[15])))


# --- a deal as typed ------------------------------------------------------------------------
@dataclass(frozen=True)
class Key:
    """A field reached by Tab, and what is done there: ``text`` typed, or ``keys`` pressed
    (a list's letter, Space on a box); ``shown`` is what the field must then show."""

    field: str
    text: str = ""
    keys: tuple[str, ...] = ()
    shown: str | None = None


def typed(name: str, text: str, shown: str | None = None) -> Key:
    return Key(name, text=text, shown=text if shown is None else shown)


def pressed(name: str, *keys: str, shown: str | None = None) -> Key:
    return Key(name, keys=keys, shown=shown)


def ticked(name: str) -> Key:
    """A box, or a group's switch, ticked with Space (its fields are then enabled)."""
    return Key(name, keys=("space",))


@dataclass(frozen=True)
class Deal:
    """A deal: the keys, in the form's Tab order, and the entry they mean (for ``clubapp
    score``)."""

    keys: tuple[Key, ...]
    entry: dict[str, Any]


# whist: sides A (seats 1, 3) and B (2, 4); (A's tricks, the honours in A's tricks)
WHIST_DEALS = ((9, 3), (8, 1), (5, 2), (11, 2))


def whist_deal(tricks_a: int, honours_a: int) -> Deal:
    """The side with the more tricks is typed, the other left blank (the form works it out);
    the honours likewise."""
    keys = []
    tricks = ("tricks.A", tricks_a) if tricks_a > 6 else ("tricks.B", 13 - tricks_a)
    honours = ("honours.A", honours_a) if honours_a >= 3 else ("honours.B", 5 - honours_a)
    keys.append(typed(tricks[0], str(tricks[1])))
    keys.append(typed(honours[0], str(honours[1])))
    return Deal(tuple(keys), {"tricks": {tricks[0][-1]: tricks[1]},
                              "honours": {honours[0][-1]: honours[1]}})


WHIST_TYPED = tuple(whist_deal(*d) for d in WHIST_DEALS)


# préférence, three at the table: the first hand is the dealer's left (seeds/003 line 14);
# Анна deals first, then Борис, then Вера
PREFERENCE_DEALS = (
    Deal((pressed("field_declarer", "Cyrillic_be", shown=B),
          pressed("field_contract", "Cyrillic_er", shown="раз (с прикупом)"),
          pressed("field_trumps", "Cyrillic_te", shown="трефы"),
          pressed(f"whist.{A}", "Cyrillic_pe", shown="пас"),
          pressed(f"whist.{V}", "Cyrillic_ve", shown="вист"),
          typed(f"tricks.{B}", "7"),
          typed("field_bidding", "раз пас пас")),
         {"declarer": B, "contract": "1", "trumps": "clubs",
          "whist": {A: "pass", V: "whist"}, "tricks": {B: 7},
          "bidding": ["1", "pass", "pass"]}),
    # Вера «раз», Анна «два», Борис «пас», Вера «здесь» (she spoke first: line 21), Анна «пас»
    Deal((pressed("field_declarer", "Cyrillic_ve", shown=V),
          pressed("field_contract", "Cyrillic_de", shown="два"),
          pressed("field_trumps", "Cyrillic_pe", shown="пики"),
          pressed(f"whist.{A}", "Cyrillic_ve", shown="вист"),
          pressed(f"whist.{B}", "Cyrillic_ve", shown="вист"),
          typed(f"tricks.{A}", "3"),
          typed(f"tricks.{V}", "5"),
          typed("field_bidding", "раз два пас здесь пас")),
         {"declarer": V, "contract": "2", "trumps": "spades",
          "whist": {A: "whist", B: "whist"}, "tricks": {A: 3, V: 5},
          "bidding": ["1", "2", "pass", "hold", "pass"]}),
    Deal((pressed("field_declarer", "Cyrillic_a", shown=A),
          pressed("field_contract", "Cyrillic_er", shown="раз (с прикупом)"),
          pressed("field_trumps", "Cyrillic_che", shown="червы"),
          pressed(f"whist.{B}", "Cyrillic_pe", shown="пас"),
          pressed(f"whist.{V}", "Cyrillic_pe", shown="пас"),
          typed("field_bidding", "раз пас пас")),
         {"declarer": A, "contract": "1", "trumps": "hearts",
          "whist": {B: "pass", V: "pass"}, "bidding": ["1", "pass", "pass"]}),
    # Борис «пас», Вера «червы», which ends the auction (line 17); «ч» «ч»: четыре, червы
    Deal((pressed("field_declarer", "Cyrillic_ve", shown=V),
          pressed("field_contract", "Cyrillic_che", "Cyrillic_che",
                  shown="червы (без прикупа)"),
          pressed("field_trumps", "Cyrillic_che", shown="червы"),
          pressed(f"whist.{A}", "Cyrillic_ve", shown="вист"),
          pressed(f"whist.{B}", "Cyrillic_pe", shown="пас"),
          typed(f"tricks.{V}", "6"),
          typed("field_bidding", "пас червы")),
         {"declarer": V, "contract": "hearts", "trumps": "hearts",
          "whist": {A: "whist", B: "pass"}, "tricks": {V: 6}, "bidding": ["pass", "hearts"]}),
)
# deal 2 as first typed: clubs, below the auction's «два» (seeds/003 line 29)
PREFERENCE_REFUSED = (1, "field_trumps", "Cyrillic_te", "трефы")
PREFERENCE_BOOK = (
    books.PreferenceDeal(B, {A: "pass", V: "whist"}, {B: 7, V: 3}),
    books.PreferenceDeal(V, {A: "whist", B: "whist"}, {V: 5, A: 3, B: 2}),
    books.PreferenceDeal(A, {B: "pass", V: "pass"}, {A: 10}),
    books.PreferenceDeal(V, {A: "whist", B: "pass"}, {V: 6, A: 4}),
)

_, DARYA, EVGENY, _ = BOSTON.players
BOSTON_DEALS = (
    Deal((pressed("field_declarer", "Cyrillic_de", shown=DARYA),
          pressed("field_contract", "6", shown="6 взяток"),
          typed("field_turned", "5б"),
          pressed("field_trumps", "Cyrillic_che", shown="червы ♥"),
          typed("field_tricks", "7")),
         {"declarer": DARYA, "contract": "6", "turned": "5D", "trumps": "hearts", "tricks": 7}),
    Deal((pressed("field_declarer", "Cyrillic_ie", shown=EVGENY),
          pressed("field_contract", "Cyrillic_em", shown="малый нуль"),
          typed("field_tricks", "1")),
         {"declarer": EVGENY, "contract": "little-misere", "tricks": 1}),
    Deal((pressed("field_declarer", "Cyrillic_ghe", shown=G),
          pressed("field_contract", "5", shown="5 взяток"),
          typed("field_turned", "Кп"),
          pressed("field_trumps", "Cyrillic_te", shown="трефы ♣"),
          typed("field_tricks", "6")),
         {"declarer": G, "contract": "5", "turned": "KS", "trumps": "clubs", "tricks": 6}),
)
BOSTON_BOOK = (books.BostonDeal(DARYA, 6, "5D", "H", 7),
               books.BostonDeal(EVGENY, "little-misere", None, None, 1),
               books.BostonDeal(G, 5, "KS", "C", 6))

ZOYA, IGOR, KIRA, LEV = RAMS.players
RAMS_DEALS = (
    # a simple pool (the dealer's five): everyone plays, "Играют" is left as it is
    Deal((typed(f"tricks.{IGOR}", "2"), typed(f"tricks.{KIRA}", "2"), typed(f"tricks.{LEV}", "1")),
         {"tricks": {IGOR: 2, KIRA: 2, LEV: 1}}),
    # a double pool: Зоя passes
    Deal((ticked(f"in.{IGOR}"), ticked(f"in.{KIRA}"), ticked(f"in.{LEV}"),
          typed(f"tricks.{IGOR}", "2"), typed(f"tricks.{KIRA}", "3")),
         {"in": [IGOR, KIRA, LEV], "tricks": {IGOR: 2, KIRA: 3}}),
)
RAMS_BOOK = (books.RamsDeal(None, {IGOR: 2, KIRA: 2, LEV: 1}),
             books.RamsDeal((IGOR, KIRA, LEV), {IGOR: 2, KIRA: 3}))

MARIA, NIKITA = PIQUET.players
# (point: who, cards), (sequences: who, lengths), (sets: who, quatorzes, trios), the tricks won
# in turn (E elder, Y younger); Мария deals first (younger), then Никита, then Мария
PIQUET_BOOK = (
    books.PiquetDeal((NIKITA, 5), (NIKITA, (4,)), (MARIA, 0, 1), "EEEEEEEYYYYY"),
    books.PiquetDeal((MARIA, 6), (MARIA, (4,)), (MARIA, 0, 1), "EEEEEEEEYYYY"),
    books.PiquetDeal((NIKITA, 7), (NIKITA, (6,)), (NIKITA, 1, 0), "EEEEEEEEEYYY"),
)
PLAYER_KEY = {MARIA: "Cyrillic_em", NIKITA: "Cyrillic_en"}
SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixieme", 7: "septieme",
                  8: "huitieme"}


def piquet_deal(number: int, deal: books.PiquetDeal) -> Deal:
    """The groups switched on with Space, each's player by his letter, its numbers; the
    tricks and the play in seat order (Tab goes Мария, then Никита)."""
    younger, elder = PIQUET.players[number % 2], PIQUET.players[(number + 1) % 2]
    tricks, play = deal.tricks(elder, younger), deal.play(elder, younger)
    who, cards = deal.point
    seq_who, lengths = deal.sequences
    sets_who, quatorzes, trios = deal.sets
    sequences = {SEQUENCE_NAMES[n]: lengths.count(n) for n in set(lengths)}
    keys = [ticked("field_point"), pressed("field_point.player", PLAYER_KEY[who], shown=who),
            typed("field_point.cards", str(cards)),
            ticked("field_sequences"),
            pressed("field_sequences.player", PLAYER_KEY[seq_who], shown=seq_who)]
    keys += [Key(f"field_sequences.{name}", text=str(count), keys=("ctrl+a",),
                 shown=str(count)) for name, count in sequences.items()]
    keys += [ticked("field_sets"),
             pressed("field_sets.player", PLAYER_KEY[sets_who], shown=sets_who)]
    keys += [Key(f"field_sets.{name}", text=str(count), keys=("ctrl+a",), shown=str(count))
             for name, count in (("quatorzes", quatorzes), ("trios", trios)) if count]
    most = max(tricks, key=tricks.__getitem__)  # the other's tricks are left blank
    keys.append(typed(f"tricks.{most}", str(tricks[most])))
    keys += [typed(f"play.{who}", str(play[who])) for who in PIQUET.players]
    entry = {"point": {"player": who, "cards": cards},
             "sequences": {"player": seq_who, **sequences},
             "sets": {"player": sets_who, "quatorzes": quatorzes, "trios": trios},
             "tricks": {most: tricks[most]}, "play": play}
    return Deal(tuple(keys), entry)


PIQUET_TYPED = tuple(piquet_deal(n, d) for n, d in enumerate(PIQUET_BOOK))

OLGA, PETR, ANNA_S = FIVE_HUNDRED.players
# a bid is its number, then the suit's first letter («7», «ч» → "7 червей")
FIVE_HUNDRED_DEALS = (
    Deal((pressed("field_bidder", "Cyrillic_o", shown=OLGA),
          pressed("field_bid", "7", "Cyrillic_che", shown="7 червей"),
          typed(f"tricks.{OLGA}", "7"), typed(f"tricks.{PETR}", "2"),
          typed(f"tricks.{ANNA_S}", "1")),
         {"bidder": OLGA, "bid": "7H", "tricks": {OLGA: 7, PETR: 2, ANNA_S: 1}}),
    Deal((pressed("field_bidder", "Cyrillic_pe", shown=PETR),
          pressed("field_bid", "6", "Cyrillic_be", "Cyrillic_ie", "Cyrillic_ze",
                  shown="6 без козыря"),
          typed(f"tricks.{OLGA}", "3"), typed(f"tricks.{PETR}", "5"),
          typed(f"tricks.{ANNA_S}", "2")),
         {"bidder": PETR, "bid": "6NT", "tricks": {OLGA: 3, PETR: 5, ANNA_S: 2}}),
    Deal((pressed("field_bidder", "Cyrillic_a", shown=ANNA_S),
          pressed("field_bid", "8", "Cyrillic_be", shown="8 бубен"),
          typed(f"tricks.{ANNA_S}", "10")),
         {"bidder": ANNA_S, "bid": "8D", "tricks": {ANNA_S: 10}}),
)
FIVE_HUNDRED_BOOK = (books.FiveHundredDeal(OLGA, 7, "H", {OLGA: 7, PETR: 2, ANNA_S: 1}),
                     books.FiveHundredDeal(PETR, 6, "NT", {OLGA: 3, PETR: 5, ANNA_S: 2}),
                     books.FiveHundredDeal(ANNA_S, 8, "D", {ANNA_S: 10}))


@dataclass
class Evening:
    """What the night learns as it goes."""

    folder: Path
    evening: int = 0
    games: dict[str, int] = field(default_factory=dict)  # game id → the recorded game's id
    shown: dict[str, Any] = field(default_factory=dict)  # game show before the restart
    pot: int | None = None  # the préférence pot the screen showed


# --- the form, at the keyboard ---------------------------------------------------------------
def told(screen: Screen, name: str) -> str | None:
    """What the widget ``name`` shows, in sight or scrolled out of it (None: no such)."""
    found = next((w for w in screen.widgets if w.name == name), None)
    return found.text if found is not None else None


def type_deal(desk: Desk, deal: Deal, first: str) -> Screen:
    """The deal at the keyboard: from the form's first field, Tab to each field and type;
    each field then shows what was meant (a key lost is said here, before Enter)."""
    desk.focus_on(first)
    for key in deal.keys:
        desk.tab_to(key.field, most=30)
        if key.keys:
            desk.key(*key.keys)
        if key.text:
            desk.type(key.text)
        if key.keys == ("space",):  # a group's switch: its fields are enabled after it
            desk.wait(lambda s, k=key: _checked(s, k.field), f"{key.field} ticked")
    def as_meant(screen: Screen) -> bool:
        return all(told(screen, k.field) == k.shown for k in deal.keys if k.shown is not None)

    # (the last key typed may still be on its way to the window)
    screen = desk.within(lambda s: as_meant(s) and s, 2) or desk.look()
    for key in deal.keys:
        if key.shown is not None:
            desk.expect(told(screen, key.field) == key.shown,
                        f"{key.field}: meant {key.shown!r}, the field shows "
                        f"{told(screen, key.field)!r}")
    return screen


def _checked(screen: Screen, name: str) -> bool:
    found = next((w for w in screen.widgets if w.name == name), None)
    return bool(found and found.told.get("checked", found.told.get("state") == "Checked"))


def record(desk: Desk, count: int, what: str) -> Screen:
    desk.key("Return")
    return desk.wait(lambda s: deals_shown(s) == count and s, what)


def refusal(desk: Desk, error: str, what: str) -> Screen:
    """The refusal beside its field, seen whole (not past the form's foot)."""
    screen = desk.wait(lambda s: (e := s.find(name=error)) and e.text and s, what)
    label = screen.find(name=error)
    desk.expect(label is not None and label.told["seen"] == label.told["rect"],
                f"{what}: the message is not seen whole: shown {label and label.told['seen']}"
                f" of {label and label.told['rect']}")
    return screen


def kept(desk: Desk, screen: Screen, deal: Deal, what: str) -> None:
    """After a refusal every field still shows what was typed."""
    for key in deal.keys:
        if key.shown is not None:
            desk.expect(told(screen, key.field) == key.shown,
                        f"{what}: {key.field} showed {key.shown!r} before the refusal, "
                        f"{told(screen, key.field)!r} after it")


# --- what the club keeps, as the books reckon it -------------------------------------------------
def at_once(desk: Desk, *calls: tuple[Sequence[str], Any]) -> list[Any]:
    """Several ``clubapp`` commands on the club file, each given ``--db``: the JSON each prints
    (``Desk.cli``: the command line's own ``main``, reading the file the window wrote). A call
    is its arguments and what it reads on its standard input (None: nothing)."""
    out = []
    for args, given in calls:
        assert given is None, "the night's commands read the club file only"
        out.append(desk.cli(*args))
    return out


def scored(game: str, players: Sequence[str], deals: Sequence[Deal]) -> dict[str, Any]:
    """What ``clubapp score GAME`` prints for these deals: its own two calls, made here (a
    process of its own costs a second of the night's three minutes)."""
    rules = get_game(game)
    state = rules.score_all(rules.new_state(list(players)), [d.entry for d in deals])
    return json.loads(json.dumps(result_json(rules, state)))


def compare_game(desk: Desk, game: str, shown: dict[str, Any], players: Sequence[str],
                 deals: Sequence[Deal], book: books.Reckoned) -> None:
    """The recorded game (``game show``) deal by deal against the books' sums worked out by
    hand, and against what ``clubapp score`` makes of the same deals."""
    wanted = scored(game, players, deals)
    recorded = shown["deals"]
    desk.expect(len(recorded) == len(book.points),
                f"{game}: {len(recorded)} deals recorded, {len(book.points)} typed")
    for number, (deal, points, totals) in enumerate(zip(recorded, book.points, book.totals,
                                                        strict=False), start=1):
        desk.expect(deal["points"] == points and deal["totals"] == totals,
                    f"{game} deal {number}: recorded {deal['points']} (totals "
                    f"{deal['totals']}), the book makes {points} (totals {totals})")
        if book.pots:
            desk.expect(deal.get("pool") == book.pots[number - 1],
                        f"{game} deal {number}: the pot after it is {deal.get('pool')}, the "
                        f"book makes {book.pots[number - 1]}")
    games = [(g["winner"], g["totals"], g["value"]) for g in shown["games"]]
    desk.expect(games == book.games, f"{game}: games {games}, the book makes {book.games}")
    desk.expect(shown.get("winner") == book.winner,
                f"{game}: the winner is {shown.get('winner')}, the book makes {book.winner}")
    if book.value is not None and "match" in shown:
        desk.expect(shown["match"]["value"] == book.value,
                    f"{game}: the match is worth {shown['match']['value']}, the book makes "
                    f"{book.value}")
    for key in ("deals", "games", "match", "winner"):
        desk.expect(shown.get(key) == wanted.get(key),
                    f"{game}: game show's {key} is {shown.get(key)!r}, clubapp score makes "
                    f"{wanted.get(key)!r}")


def readable_deals(desk: Desk, screen: Screen, what: str) -> None:
    """The deal list's words are read in lines, not a word a line: the Deal column keeps the
    width of a few words, and no deal is taller than two lines."""
    table = screen.find(name="deals_table")
    if not desk.expect(table is not None, f"{what}: no deal list on screen"):
        return
    deal = said("Deal", "ru")
    columns = {c["heading"]: c["width"] for c in table.told.get("columns", [])}
    width = columns.get(deal)
    desk.expect(width is not None and width >= 200,
                f"{what}: the column «{deal}» is {width} px wide (columns {columns})")
    tall = [r["cells"][0] for r in table.rows if r["rect"] and r["rect"][3] > 48]
    desk.expect(not tall, f"{what}: the deals {tall} take more than two lines")


# --- the steps -----------------------------------------------------------------------------
def start_evening(desk: Desk, night: Evening) -> None:
    """The Start page, the evening's players one a line, table 1's game found by «вист»."""
    desk.key("ctrl+8")
    screen = desk.wait(lambda s: s.find(name="start_club") and s, "the Start page")
    desk.see("start_page")
    desk.click_on(screen.find(name="start_club"))
    desk.wait(lambda s: s.active and s.active["class"] == "PlayersDialog", "who plays tonight")
    desk.focus_on("players_names")
    for number, name in enumerate(PLAYERS):
        if number:
            desk.key("Return")
        desk.type(name)
    screen = desk.wait(lambda s: (s.focus.get("text") or "").count("\n") == len(PLAYERS) - 1
                       and s, "the sixteen names typed")
    desk.expect((screen.focus.get("text") or "").split("\n") == list(PLAYERS),
                f"the names typed read {screen.focus.get('text')!r}")
    desk.see("players_typed")
    desk.key("Tab", "Return")  # to OK, and press it
    desk.wait(lambda s: s.focus.get("name") == "game_search" and s.active
              and s.active["class"] == "MainWindow", "the game's search at table 1")
    evenings, members = at_once(desk, (["evening", "list"], None), (["member", "list"], None))
    if len(evenings) != 1:
        raise NightError(f"the club holds the evenings {evenings}")
    night.evening = evenings[0]["id"]
    members = [m["name"] for m in members]
    desk.expect(sorted(members) == sorted(PLAYERS), f"the members are {members}")
    find_game(desk, "whist-ru", "вист")
    screen = desk.focus_on("seat_1")
    seats = [told(screen, f"seat_{n}") for n in range(1, 5)]
    desk.expect(seats == list(WHIST), f"table 1's seats show {seats}")
    start_table(desk, 1, "whist-ru", "tricks.A")


def find_game(desk: Desk, game: str, word: str) -> None:
    """Type the game's Russian name in the search, Enter: the game chosen is that one."""
    desk.type(word)
    desk.wait(lambda s: s.focus.get("text") == word, f"{word!r} typed in the game's search")
    screen = desk.look()
    name = glossary.game_name(get_game(game), "ru")
    desk.expect(told(screen, "game_choice") == name,
                f"«{word}» typed: the game chosen is {told(screen, 'game_choice')!r}, not "
                f"{name!r}")
    desk.key("Return")


def start_table(desk: Desk, number: int, game: str, first: str) -> None:
    """The table's house rules are its game's own; Start game; the cursor in the form."""
    screen = desk.see(f"table_{number}_setup")
    other_rules(desk, screen, game, f"table {number}'s setup")
    desk.click_on(screen.find(name="start_game"))
    desk.wait(lambda s: s.find(name="record_deal") and s.focus.get("name") == first,
              f"table {number}'s form, the cursor in its first field")


def other_rules(desk: Desk, screen: Screen, game: str, what: str) -> None:
    """No house rule of another game is shown beside this game's."""
    own = {glossary.option_label(o, "ru") for o in get_game(game).options}
    others = {glossary.option_label(o, "ru") for g in all_games() if g.id != game
              for o in g.options} - own
    shown = {w.plain.strip() for w in screen.all(cls="QLabel")} & others
    desk.expect(not shown, f"{what}: {glossary.game_name(get_game(game), 'ru')} is chosen, "
                           f"and the house rules shown are another game's: {sorted(shown)}")


def add_table(desk: Desk, table: Table, first: str) -> None:
    """Add a table: its search empty, its game found by typing, each seat by typing."""
    screen = desk.look()
    desk.click_on(screen.find(name="add_table"))
    title = said("Table %d", "ru") % table.number
    screen = desk.wait(lambda s: (t := s.find(name="table_title")) and t.text == title
                       and s.find(name="game_search") and s, f"{title}: its setup")
    search = told(screen, "game_search")
    desk.expect(search == "", f"{title}: the new table's game search reads {search!r}")
    desk.click_into("game_search")
    if search:
        desk.key("ctrl+a")  # the person sees it, and types over it
    find_game(desk, table.game, table.search)
    desk.focus_on("seat_1")
    for seat, (word, name) in enumerate(table.seats, start=1):
        desk.tab_to(f"seat_{seat}")
        desk.type(word)
        found = desk.within(lambda s, n=seat, m=name: told(s, f"seat_{n}") == m, 3)
        if not desk.expect(found, f"{title}: «{word}» typed into seat {seat} finds "
                                  f"{told(desk.look(), f'seat_{seat}')!r}, not {name}"):
            choose_by_mouse(desk, f"seat_{seat}", name)  # the person takes the list instead
    start_table(desk, table.number, table.game, first)


def play_whist(desk: Desk, night: Evening) -> None:
    for number, deal in enumerate(WHIST_TYPED, start=1):
        type_deal(desk, deal, "tricks.A")
        screen = record(desk, number, f"whist deal {number} recorded")
    desk.see("whist_rubber_over")
    button = screen.find(name="record_deal")
    desk.expect(button is not None and not button.enabled, "the rubber over, no deal to record")
    readable_deals(desk, screen, "the whist table")


def play_preference(desk: Desk, night: Evening) -> None:
    add_table(desk, PREFERENCE, "field_declarer")
    type_deal(desk, PREFERENCE_DEALS[0], "field_declarer")
    desk.see("preference_deal_1_typed")
    record(desk, 1, "préférence deal 1 recorded")
    # deal 2 with trumps below the auction's suit: refused, every field kept, then put right
    number, name, wrong, wrong_shown = PREFERENCE_REFUSED
    deal = PREFERENCE_DEALS[number]
    first_typing = Deal(tuple(pressed(k.field, wrong, shown=wrong_shown) if k.field == name
                              else k for k in deal.keys), deal.entry)
    type_deal(desk, first_typing, "field_declarer")
    desk.key("Return")
    screen = refusal(desk, "error_trumps", "the trumps below the auction refused")
    desk.see("preference_refused")
    desk.expect(deals_shown(screen) == 1, f"{deals_shown(screen)} deals shown after the refusal")
    kept(desk, screen, first_typing, "the préférence refusal")
    desk.expect(screen.focus.get("name") == name,
                f"after the refusal the cursor is in {screen.focus.get('name')}, not {name}")
    desk.focus_on(name)
    desk.key("Cyrillic_pe")  # пики
    desk.wait(lambda s: told(s, name) == "пики", "the trumps put right")
    record(desk, 2, "préférence deal 2 recorded")
    for number, deal in enumerate(PREFERENCE_DEALS[2:], start=3):
        type_deal(desk, deal, "field_declarer")
        record(desk, number, f"préférence deal {number} recorded")
    screen = desk.see("preference_four_deals")
    book = books.preference(PREFERENCE.players, PREFERENCE_BOOK)
    pot = told(screen, "pot_line") or ""
    numbers = [int(n) for n in re.findall(r"\d+", pot)]
    desk.expect(numbers == [book.pots[-1]] and "котёл" in pot.casefold(),
                f"the pot line reads {pot!r}; the book's pot is {book.pots[-1]}")
    night.pot = numbers[0] if numbers else None
    readable_deals(desk, screen, "the préférence table")


def play_boston(desk: Desk, night: Evening) -> None:
    add_table(desk, BOSTON, "field_declarer")
    for number, deal in enumerate(BOSTON_DEALS, start=1):
        type_deal(desk, deal, "field_declarer")
        if number == 1:
            desk.see("boston_open_card_typed")
        screen = record(desk, number, f"boston deal {number} recorded")
    screen = desk.see("boston_three_deals")
    readable_deals(desk, screen, "the boston table")


def play_rams(desk: Desk, night: Evening) -> None:
    """By keyboard alone: Tab, the numbers, Space on the boxes, Enter."""
    add_table(desk, RAMS, f"in.{ZOYA}")
    short = Deal((typed(f"tricks.{IGOR}", "2"), typed(f"tricks.{KIRA}", "1")), {})
    type_deal(desk, short, f"in.{ZOYA}")
    desk.key("Return")
    screen = refusal(desk, "error_tricks", "three tricks of five refused")
    desk.see("rams_refused")
    said_why = told(screen, "error_tricks") or ""
    desk.expect("3" in said_why and "5" in said_why,
                f"the refusal says {said_why!r}: not 3 tricks recorded of 5")
    desk.expect(deals_shown(screen) == 0, "the refused rams deal is shown recorded")
    kept(desk, screen, short, "the rams refusal")
    desk.focus_on(screen.focus.get("name") or f"tricks.{ZOYA}")
    desk.tab_to(f"tricks.{KIRA}")
    desk.key("ctrl+a")
    desk.type("2")
    desk.tab_to(f"tricks.{LEV}")
    desk.type("1")
    record(desk, 1, "rams deal 1 recorded")
    type_deal(desk, RAMS_DEALS[1], f"in.{ZOYA}")
    desk.see("rams_double_pool_typed")
    screen = record(desk, 2, "rams deal 2 recorded")
    screen = desk.see("rams_two_deals")
    book = books.rams(RAMS.players, RAMS_BOOK)
    pool = told(screen, "pot_line") or ""
    desk.expect(re.findall(r"\d+", pool) == [str(book.pots[-1])],
                f"the pool line reads {pool!r}; the book's pool is {book.pots[-1]}")
    readable_deals(desk, screen, "the rams table")


def play_piquet(desk: Desk, night: Evening) -> None:
    """By keyboard alone: each group switched on with Space, its player by his letter."""
    add_table(desk, PIQUET, "field_carte_blanche")
    for number, deal in enumerate(PIQUET_TYPED, start=1):
        type_deal(desk, deal, "field_carte_blanche")
        desk.see(f"piquet_deal_{number}_typed")
        screen = record(desk, number, f"piquet deal {number} recorded")
    screen = desk.see("piquet_partie_over")
    readable_deals(desk, screen, "the piquet table")


def play_five_hundred(desk: Desk, night: Evening) -> None:
    add_table(desk, FIVE_HUNDRED, "field_bidder")
    for number, deal in enumerate(FIVE_HUNDRED_DEALS, start=1):
        type_deal(desk, deal, "field_bidder")
        screen = record(desk, number, f"five hundred deal {number} recorded")
    screen = desk.see("five_hundred_three_deals")
    readable_deals(desk, screen, "the five hundred table")


# each table: its number, game, players, the deals typed and what the books make of them
TABLES: tuple[tuple[int, str, Sequence[str], Sequence[Deal], books.Reckoned], ...] = (
    (1, "whist-ru", WHIST, WHIST_TYPED, books.whist(WHIST_DEALS)),
    (2, PREFERENCE.game, PREFERENCE.players, PREFERENCE_DEALS,
     books.preference(PREFERENCE.players, PREFERENCE_BOOK)),
    (3, BOSTON.game, BOSTON.players, BOSTON_DEALS, books.boston(BOSTON.players, BOSTON_BOOK)),
    (4, RAMS.game, RAMS.players, RAMS_DEALS, books.rams(RAMS.players, RAMS_BOOK)),
    (5, PIQUET.game, PIQUET.players, PIQUET_TYPED, books.piquet(PIQUET.players, PIQUET_BOOK)),
    (6, FIVE_HUNDRED.game, FIVE_HUNDRED.players, FIVE_HUNDRED_DEALS,
     books.five_hundred(FIVE_HUNDRED.players, FIVE_HUNDRED_BOOK)),
)


def the_books(desk: Desk, night: Evening) -> None:
    """What the club keeps of the six tables, each game against the rule books."""
    evening, = at_once(desk, (["evening", "show", str(night.evening)], None))
    for number, game, players, _deals, _book in TABLES:
        table = next((t for t in evening["tables"] if t["table"] == number), None)
        if table is None or table["game_id"] != game or table["players"] != list(players):
            raise NightError(f"the window played {game} at table {number} with {players}, "
                             f"the club holds {evening['tables']}")
        night.games[game] = table["game"]
    shown = at_once(desk, *((["game", "show", str(n)], None) for n in night.games.values()))
    night.shown = dict(zip(night.games, shown, strict=True))
    for _number, game, players, deals, book in TABLES:
        compare_game(desk, game, night.shown[game], players, deals, book)


def show_table(desk: Desk, number: int) -> Screen:
    """Click the table in the evening's list of tables."""
    screen = desk.wait(lambda s: (t := s.find(name="tables_list")) and len(t.rows) >= number
                       and s, "the evening's tables")
    desk.click_row(screen.find(name="tables_list").rows[number - 1])
    title = said("Table %d", "ru") % number

    def shown(screen: Screen) -> bool:  # its setup, titled so, or its game, its title so
        return any(w.text == title for w in screen.all(name="table_title")) or any(
            f"<b>{title}</b>" in w.text for w in screen.all(name="game_title"))

    return desk.wait(lambda s: shown(s) and s, f"{title} on screen")


def whist_table_kept(desk: Desk, night: Evening) -> None:
    """Its players sit at tables 2 and 3 now: table 1 still lists its rubber, its result."""
    screen = show_table(desk, 1)
    screen = desk.see("table_1_after_its_players_left")
    game = night.games["whist-ru"]
    line = told(screen, f"game_line_{game}") or ""
    book = books.whist(WHIST_DEALS)
    worth = said(", worth %s", "ru") % book.value
    desk.expect(all(name in line for name in WHIST) and worth in line and "Вист" in line,
                f"table 1 lists {line!r}: not the rubber of {', '.join(WHIST)} and its "
                f"result ({worth.strip(', ')})")
    choice = told(screen, "game_choice")
    if choice == glossary.game_name(get_game("whist-ru"), "ru"):
        other_rules(desk, screen, "whist-ru", "table 1 after its players left")


def pdf_text(pdf: Path, layout: bool = False) -> str:
    args = ["pdftotext", *(["-layout"] if layout else []), str(pdf), "-"]
    return subprocess.run(args, capture_output=True, text=True, timeout=60).stdout


def print_whist(desk: Desk, night: Evening) -> None:
    """Ctrl+P with table 1 on screen: the whist sheet, its rubber and its worth."""
    pdf = night.folder / "whist-sheet.pdf"
    desk.key("ctrl+p")
    screen = desk.wait(lambda s: s.active and s.active["class"] in ("PdfPreviewDialog",
                                                                  "QMessageBox") and s,
                       "Ctrl+P's preview", timeout=60)
    if screen.active["class"] == "QMessageBox":
        desk.expect(False, "Ctrl+P with table 1 on screen prints nothing: "
                           + " ".join(w.text for w in screen.all(cls="QLabel",
                                                                  window=re.escape(
                                                                      screen.active["title"]))))
        desk.key("Return")
        return
    desk.save_preview(pdf)
    desk.key("Escape")
    desk.wait(lambda s: s.active and s.active["class"] == "MainWindow", "the preview closed")
    text = " ".join(pdf_text(pdf).split())
    book = books.whist(WHIST_DEALS)
    desk.expect("Вист" in text and "Преферанс" not in text,
                f"Ctrl+P on table 1 printed: {text[:200]!r}")
    desk.expect(all(name in text for name in WHIST), f"the whist sheet names {WHIST}")
    desk.expect(re.search(rf"стоимость {book.value}\b", text) is not None,
                f"the whist sheet says the rubber is worth {book.value}: {text[-600:]!r}")
    english = english_words(pdf_text(pdf).splitlines(), ALLOWED)
    desk.expect(not english, f"English on the Russian whist sheet: {english}")


def pot_on_paper(desk: Desk, night: Evening) -> None:
    """Table 2's pot as the screen shows it, and as its printed sheet ends (Print menu)."""
    screen = show_table(desk, 2)
    screen = desk.wait(lambda s: told(s, "pot_line") and s, "the préférence pot line")
    pot = [int(n) for n in re.findall(r"\d+", told(screen, "pot_line") or "")]
    pdf = night.folder / "preference-sheet.pdf"
    desk.print_to_pdf(said("&Print", "ru"), said("&Score sheet of this game…", "ru"), pdf)
    desk.key("Escape")
    desk.wait(lambda s: s.active and s.active["class"] == "MainWindow", "the preview closed")
    text = pdf_text(pdf, layout=True)
    last = str(len(PREFERENCE_DEALS))
    row = next((line for line in text.splitlines()
                if re.match(rf"\s*{last}\s", line) and "Торговля" in line), "")
    printed = re.findall(r"[-+]?\d+", row.split("Торговля")[0])
    desk.expect(printed and pot == [int(printed[-1])] == [night.pot],
                f"the pot on screen {pot}, on the printed sheet's last deal {row!r}")


def close_evening(desk: Desk, night: Evening) -> None:
    close_the_evening(desk, ("2", "3", "4", "6"))
    evening, = at_once(desk, (["evening", "show", str(night.evening)], None))
    desk.expect(evening["status"] == "closed", f"the evening is {evening['status']}")
    desk.see("evening_closed")


def restart(desk: Desk, night: Evening) -> None:
    desk.quit()
    desk.start()
    desk.see("restarted")
    shown = at_once(desk, *((["game", "show", str(n)], None) for n in night.games.values()))
    for game, after in zip(night.games, shown, strict=True):
        desk.expect(after == night.shown[game], f"{game} after the restart is not what it was")
    desk.key("ctrl+3")
    desk.wait(lambda s: (t := s.find(name="tables_list")) and len(t.rows) == 6 and s,
              "the evening's six tables")
    screen = show_table(desk, 1)
    line = told(screen, f"game_line_{night.games['whist-ru']}") or ""
    desk.expect(all(name in line for name in WHIST),
                f"after the restart table 1 lists {line!r}")
    desk.see("restarted_table_1")
    screen = show_table(desk, 2)
    screen = desk.wait(lambda s: deals_shown(s) == len(PREFERENCE_DEALS) and s,
                       "the préférence deals")
    pot = [int(n) for n in re.findall(r"\d+", told(screen, "pot_line") or "")]
    desk.expect(pot == [night.pot], f"after the restart the pot line shows {pot}")
    desk.see("restarted_table_2")


STEPS: list[tuple[str, Callable[[Desk, Evening], None]]] = [
    ("evening", start_evening),
    ("whist", play_whist),
    ("preference", play_preference),
    ("boston", play_boston),
    ("rams", play_rams),
    ("piquet", play_piquet),
    ("five_hundred", play_five_hundred),
    ("books", the_books),
    ("whist_table", whist_table_kept),
    ("print_whist", print_whist),
    ("pot_on_paper", pot_on_paper),
    ("close", close_evening),
    ("restart", restart),
]


def play(desk: Desk, night: Evening) -> None:
    """The night, step by step; a step that cannot go on stops it (said with its picture)."""
    desk.allowed = ALLOWED
    desk.preset()
    desk.start()
    desk.see("opened")
    for name, step in STEPS:
        desk.step = name
        try:
            step(desk, night)
        except NightError as exc:
            raise NightError(f"step {name}: {exc}") from None
