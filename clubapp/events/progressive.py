"""Progressive euchre's bell: who won each table, the stars, and the next round's seating.

Everything here is the book's, seeds/002 lines 75–91, line by line:
- line 79: table 1 is the head table, the last one the booby table;
- line 83: game is five at the head table, and its bell stops every table at once; lone hands
  are usually barred at the head table; the other tables count every point until the bell;
- line 85: the winners at the head table take gold stars and keep their seats; its losers go
  down to the booby table; the winners at every other table take red stars and move up one
  table (from 2 to 1); the losers at the booby table, who stay there, take green stars;
- line 87: at every table but the head, the arriving pair is split: the red player (the book's
  lady) who just lost there keeps her seat and partners the blue player arriving from below, and
  the arriving red player partners the blue player who lost; at the head table the arriving pair
  stays together; at the booby table the pair arriving from the head table is split;
- line 89: a tie at the bell goes to the pair with more tricks on the next hand; if that ties
  too, the red players cut and the low card goes up, ace low and jack below queen.

House-rule defaults (named options, ``PARTY_OPTIONS``): game 5 at the head table, lone hands
barred there. A table that did not report may be decided by the red players' cut, as a tie is
(the book is silent; the host may instead ask the table for its score).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from clubapp.cards import Card
from clubapp.events.cut_rules import card_message, cut_rule
from clubapp.events.seating import Pair, Seating, Table, check_seating
from clubapp.message import Message, said
from clubapp.rules.errors import RuleError
from clubapp.rules.schema import Option, resolve_options

Star = Literal["gold", "red", "green"]
DecidedBy = Literal["score", "next hand", "cut"]
MAX_TABLE_POINTS = 99  # more points than any round between two bells can give
TRICKS_IN_A_HAND = 5

PARTY_OPTIONS = (
    Option("head_target", "int", 5, "Points for game at the head table",
           "Очков для партии за главным столом", minimum=1, maximum=20,
           help="seeds/002 line 83: the bell rings when a side at the head table reaches five",
           help_ru="книга, строка 83: колокольчик звонит, когда пара за главным столом "
                   "набирает пять очков"),
    Option("head_lone_hands", "bool", False, "Lone hands at the head table",
           "Игра в одиночку за главным столом",
           help="seeds/002 line 83: usually barred, to give the other tables time",
           help_ru="книга, строка 83: обычно запрещена, чтобы дать другим столам время"),
    Option("sit_out", "choice", "player", "Who sits out when places are short",
           "Кто пропускает круг, если мест мало", choices=("player", "pair"),
           help="house rule: single players in turn, or a visiting pair together",
           help_ru="правило клуба: игроки по очереди или пара вместе",
           choice_labels={"player": "single players in turn", "pair": "a visiting pair together"},
           choice_labels_ru={"player": "игроки по очереди", "pair": "пара вместе"}),
    Option("unequal_roles", "choice", "book_pairs",
           "Unequal ladies and gentlemen", "Дам и господ не поровну",
           choices=("book_pairs", "anyone"),
           help="house rule: book_pairs: the larger role sits out first, so that every pair "
                "is a lady and a gentleman wherever the numbers allow (line 87's pairs); "
                "anyone: whoever has sat out least, in either role",
           help_ru="правило клуба: пары из книги — первой пропускает та сторона, кого больше, "
                   "чтобы каждая пара была из дамы и господина, где хватает игроков (строка 87); "
                   "кто угодно — тот, кто пропускал меньше всех, дама или господин",
           choice_labels={"book_pairs": "a lady and a gentleman in every pair",
                          "anyone": "whoever has sat out least"},
           choice_labels_ru={"book_pairs": "в каждой паре дама и господин",
                             "anyone": "кто пропускал меньше всех"}),
)


@dataclass(frozen=True)
class PartyRules:
    """The party's house rules (defaults: the book's usual practice, line 83)."""

    head_target: int = 5
    head_lone_hands: bool = False
    sit_out: Literal["player", "pair"] = "player"
    unequal_roles: Literal["book_pairs", "anyone"] = "book_pairs"

    @classmethod
    def from_options(cls, given: Mapping[str, object]) -> PartyRules:
        """House rules from option values (JSON or CLI text); RuleError for a bad one."""
        values = resolve_options(PARTY_OPTIONS, given)
        return cls(values["head_target"], values["head_lone_hands"], values["sit_out"],
                   values["unequal_roles"])

    def table_options(self, table: int) -> dict[str, object]:
        """The euchre engine's options for scoring deals at this table (line 83)."""
        if table == 1:
            return {"target": self.head_target, "lone_hands": self.head_lone_hands,
                    "rubber": False}
        # every point counts until the bell: no game ends at the other tables
        return {"target": 50, "lone_hands": True, "rubber": False}


@dataclass(frozen=True)
class TableResult:
    """What a table hands in at the bell; scores and tricks follow the order of its pairs."""

    table: int
    score: tuple[int, int] | None  # None: the table did not report
    next_hand_tricks: tuple[int, int] | None = None
    cut: tuple[Card, Card] | None = None  # the red players' cards, pair by pair


@dataclass(frozen=True)
class TableDecision:
    """Who won at one table at the bell, what decided it, and why (a message)."""

    table: int
    winners: int  # the index of the winning pair in the table's ``pairs``
    decided_by: DecidedBy
    why: Message

    @property
    def reason(self) -> str:
        """Why, in English (``clubapp.words.say(decision.why, lang)`` in another language)."""
        return said(self.why, "en")


@dataclass(frozen=True)
class Bell:
    """One ring of the bell: each table's decision, every player's star, the next seating."""

    decisions: tuple[TableDecision, ...]
    stars: Mapping[str, Star | None]
    seating: Seating  # the next round's
    rung_on: Seating = ()  # the round's the bell ended, whose tables the decisions follow


def pair_message(pair: Pair) -> Message:
    """Two partners, red place first: "Ann and Bob"."""
    return Message("words.and", first=pair.red, second=pair.blue)


def decide_by_cut(table: Table, cut: tuple[Card, Card] | None, where: str, why: Message
                  ) -> TableDecision:
    """Line 89: the red players cut, the low card goes up (ace low, jack below queen)."""
    if cut is None:
        raise RuleError(f"{where}.cut", "progressive.cut_needed", why=why,
                        first=table.pairs[0].red, second=table.pairs[1].red)
    rule = cut_rule("progressive-euchre")
    for index, card in enumerate(cut):
        rule.check_card(card, f"{where}.cut[{index}]")
    ranks = [rule.rank_of(card) for card in cut]
    if ranks[0] == ranks[1]:
        raise RuleError(f"{where}.cut", "progressive.cut_equal", first=card_message(cut[0]),
                        second=card_message(cut[1]))
    winners = 0 if ranks[0] < ranks[1] else 1
    low, high = cut[winners], cut[1 - winners]
    return TableDecision(table.number, winners, "cut", Message(
        "progressive.won_by_cut", why=why, red=table.pairs[winners].red,
        low=card_message(low), high=card_message(high),
        pair=pair_message(table.pairs[winners])))


def _check_points(score: tuple[int, int], where: str) -> None:
    for index, points in enumerate(score):
        if isinstance(points, bool) or not isinstance(points, int) or points < 0:
            raise RuleError(f"{where}.score[{index}]", "progressive.points_expected",
                            value=points)
        if points > MAX_TABLE_POINTS:
            raise RuleError(f"{where}.score[{index}]", "progressive.points_too_many",
                            points=points)


def _check_tricks(tricks: tuple[int, int], where: str) -> None:
    for index, count in enumerate(tricks):
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 5:
            raise RuleError(f"{where}.next_hand_tricks[{index}]",
                            "progressive.tricks_expected", value=count)
    if sum(tricks) > TRICKS_IN_A_HAND:
        raise RuleError(f"{where}.next_hand_tricks", "progressive.tricks_too_many",
                        first=tricks[0], second=tricks[1])


def decide_table(table: Table, result: TableResult, rules: PartyRules, *, head: bool
                 ) -> TableDecision:
    """Who won at one table (lines 83, 89); RuleError if the result cannot be right."""
    where = f"tables[{table.number - 1}]"
    if result.score is None:
        if head:
            raise RuleError(f"{where}.score", "progressive.head_score_missing")
        return decide_by_cut(table, result.cut, where,
                             Message("progressive.not_reported", table=table.number))
    _check_points(result.score, where)
    first, second = result.score
    if head:
        target = rules.head_target
        if first >= target and second >= target:
            raise RuleError(f"{where}.score", "progressive.head_both_reached", target=target)
        if max(first, second) < target:
            raise RuleError(f"{where}.score", "progressive.head_not_reached", target=target,
                            first=first, second=second)
    if first != second:
        winners = 0 if first > second else 1
        return TableDecision(table.number, winners, "score", Message(
            "progressive.won", pair=pair_message(table.pairs[winners]),
            high=max(first, second), low=min(first, second)))
    tied = Message("progressive.tied", first=first, second=second)
    tricks = result.next_hand_tricks
    if tricks is None:
        raise RuleError(f"{where}.next_hand_tricks", "progressive.tricks_needed", tied=tied)
    _check_tricks(tricks, where)
    if tricks[0] != tricks[1]:
        winners = 0 if tricks[0] > tricks[1] else 1
        return TableDecision(table.number, winners, "next hand", Message(
            "progressive.won_next_hand", tied=tied, pair=pair_message(table.pairs[winners]),
            high=max(tricks), low=min(tricks)))
    return decide_by_cut(table, result.cut, where, Message(
        "progressive.tied_tricks", tied=tied, first=tricks[0], second=tricks[1]))


def award_stars(seating: Seating, decisions: Sequence[TableDecision]) -> dict[str, Star | None]:
    """Line 85: gold to the head table's winners, red to other winners, green to booby losers."""
    stars: dict[str, Star | None] = {}
    last = len(seating)
    for table, decision in zip(seating, decisions, strict=True):
        winners = table.pairs[decision.winners]
        for name in table.players:  # in seat order, for a readable list
            if name in winners.names:
                stars[name] = "gold" if table.number == 1 else "red"
            else:
                stars[name] = "green" if table.number == last else None
    return stars


def rotate(seating: Seating, decisions: Sequence[TableDecision]) -> Seating:
    """Lines 85–87: the next seating; ``pairs[0]`` of a table holds the red player who stayed."""
    winners = [t.pairs[d.winners] for t, d in zip(seating, decisions, strict=True)]
    losers = [t.pairs[1 - d.winners] for t, d in zip(seating, decisions, strict=True)]
    last = len(seating)
    tables: list[Table] = [Table(1, (winners[0], winners[1]))]  # head: arrivals stay together
    for number in range(2, last + 1):
        staying = losers[number - 1]
        arriving = winners[number] if number < last else losers[0]  # booby: from the head
        tables.append(Table(number, (Pair(staying.red, arriving.blue),
                                     Pair(arriving.red, staying.blue))))
    return tuple(tables)


def ring_bell(seating: Seating, results: Sequence[TableResult],
              rules: PartyRules | None = None) -> Bell:
    """Decide every table, award the stars and seat the next round (seeds/002 lines 83–89)."""
    rules = rules or PartyRules()
    check_seating(seating)
    if len(seating) < 2:
        raise RuleError("tables", "progressive.two_tables")
    by_table: dict[int, TableResult] = {}
    for result in results:
        if result.table in by_table:
            raise RuleError(f"tables[{result.table - 1}]", "progressive.reported_twice",
                            table=result.table)
        by_table[result.table] = result
    unknown = sorted(set(by_table) - {t.number for t in seating})
    if unknown:
        raise RuleError("tables", "progressive.no_table", table=unknown[0])
    decisions = []
    for table in seating:
        result = by_table.get(table.number, TableResult(table.number, None))
        decisions.append(decide_table(table, result, rules, head=table.number == 1))
    return Bell(tuple(decisions), award_stars(seating, decisions), rotate(seating, decisions),
                tuple(seating))
