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
from clubapp.events.cut_rules import cut_rule
from clubapp.events.seating import Pair, Seating, Table, check_seating
from clubapp.rules.errors import RuleError
from clubapp.rules.schema import Option, resolve_options

Star = Literal["gold", "red", "green"]
DecidedBy = Literal["score", "next hand", "cut"]
MAX_TABLE_POINTS = 99  # more points than any round between two bells can give
TRICKS_IN_A_HAND = 5

PARTY_OPTIONS = (
    Option("head_target", "int", 5, "Points for game at the head table",
           "Очков для партии за главным столом", minimum=1, maximum=20,
           help="seeds/002 line 83: the bell rings when a side at the head table reaches five"),
    Option("head_lone_hands", "bool", False, "Lone hands at the head table",
           "Игра в одиночку за главным столом",
           help="seeds/002 line 83: usually barred, to give the other tables time"),
    Option("sit_out", "choice", "player", "Who sits out when places are short",
           "Кто пропускает кон, когда мест не хватает", choices=("player", "pair"),
           help="house rule: single players in turn, or a visiting pair together"),
)


@dataclass(frozen=True)
class PartyRules:
    """The party's house rules (defaults: the book's usual practice, line 83)."""

    head_target: int = 5
    head_lone_hands: bool = False
    sit_out: Literal["player", "pair"] = "player"

    @classmethod
    def from_options(cls, given: Mapping[str, object]) -> PartyRules:
        """House rules from option values (JSON or CLI text); RuleError for a bad one."""
        values = resolve_options(PARTY_OPTIONS, given)
        return cls(values["head_target"], values["head_lone_hands"], values["sit_out"])

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
    """Who won at one table at the bell, what decided it, and why, in words."""

    table: int
    winners: int  # the index of the winning pair in the table's ``pairs``
    decided_by: DecidedBy
    reason: str


@dataclass(frozen=True)
class Bell:
    """One ring of the bell: each table's decision, every player's star, the next seating."""

    decisions: tuple[TableDecision, ...]
    stars: Mapping[str, Star | None]
    seating: Seating


def _pair_names(pair: Pair) -> str:
    return f"{pair.red} and {pair.blue}"


def decide_by_cut(table: Table, cut: tuple[Card, Card] | None, where: str, why: str
                  ) -> TableDecision:
    """Line 89: the red players cut, the low card goes up (ace low, jack below queen)."""
    if cut is None:
        raise RuleError(f"{where}.cut", f"{why}: the red players ({table.pairs[0].red} and "
                                        f"{table.pairs[1].red}) cut, the low card goes up; "
                                        "enter both cards")
    rule = cut_rule("progressive-euchre")
    for index, card in enumerate(cut):
        rule.check_card(card, f"{where}.cut[{index}]")
    ranks = [rule.rank_of(card) for card in cut]
    if ranks[0] == ranks[1]:
        raise RuleError(f"{where}.cut", f"{cut[0]} and {cut[1]} are equal: the red players cut "
                                        "again (law 5); enter the new cards")
    winners = 0 if ranks[0] < ranks[1] else 1
    low, high = cut[winners], cut[1 - winners]
    return TableDecision(table.number, winners, "cut",
                         f"{why}; {table.pairs[winners].red} cut {low} against {high}, "
                         "the low card goes up")


def decide_table(table: Table, result: TableResult, rules: PartyRules, *, head: bool
                 ) -> TableDecision:
    """Who won at one table (lines 83, 89); RuleError if the result cannot be right."""
    where = f"tables[{table.number - 1}]"
    if result.score is None:
        if head:
            raise RuleError(f"{where}.score", "the head table rings the bell: enter its score")
        return decide_by_cut(table, result.cut, where,
                             f"table {table.number} did not report a score")
    first, second = result.score
    for index, points in enumerate(result.score):
        if isinstance(points, bool) or not isinstance(points, int) or points < 0:
            raise RuleError(f"{where}.score[{index}]", f"expected points (0 or more), got {points!r}")
        if points > MAX_TABLE_POINTS:
            raise RuleError(f"{where}.score[{index}]", f"{points} points cannot be made in a round")
    if head:
        target = rules.head_target
        if first >= target and second >= target:
            raise RuleError(f"{where}.score", f"only one pair can reach {target} at the head "
                                              "table: the bell rings as soon as one does")
        if max(first, second) < target:
            raise RuleError(f"{where}.score", f"the bell rings when a pair at the head table "
                                              f"reaches {target}; it shows {first}–{second}")
    if first != second:
        winners = 0 if first > second else 1
        return TableDecision(table.number, winners, "score",
                             f"{_pair_names(table.pairs[winners])} won "
                             f"{max(first, second)}–{min(first, second)}")
    tied = f"tied {first}–{second}"
    tricks = result.next_hand_tricks
    if tricks is None:
        raise RuleError(f"{where}.next_hand_tricks",
                        f"the score is {tied}: play the next hand and enter each pair's tricks")
    for index, count in enumerate(tricks):
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 5:
            raise RuleError(f"{where}.next_hand_tricks[{index}]",
                            f"expected 0 to 5 tricks, got {count!r}")
    if sum(tricks) > TRICKS_IN_A_HAND:
        raise RuleError(f"{where}.next_hand_tricks", f"{tricks[0]} and {tricks[1]} tricks are "
                                                     "more than a hand has")
    if tricks[0] != tricks[1]:
        winners = 0 if tricks[0] > tricks[1] else 1
        return TableDecision(table.number, winners, "next hand",
                             f"{tied}; {_pair_names(table.pairs[winners])} took "
                             f"{max(tricks)} tricks to {min(tricks)} on the next hand")
    return decide_by_cut(table, result.cut, where,
                         f"{tied} and {tricks[0]}–{tricks[1]} in tricks on the next hand")


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
        raise RuleError("tables", "a progressive party needs at least two tables")
    by_table: dict[int, TableResult] = {}
    for result in results:
        if result.table in by_table:
            raise RuleError(f"tables[{result.table - 1}]", f"table {result.table} reported twice")
        by_table[result.table] = result
    unknown = sorted(set(by_table) - {t.number for t in seating})
    if unknown:
        raise RuleError("tables", f"there is no table {unknown[0]}")
    decisions = []
    for table in seating:
        result = by_table.get(table.number, TableResult(table.number, None))
        decisions.append(decide_table(table, result, rules, head=table.number == 1))
    return Bell(tuple(decisions), award_stars(seating, decisions), rotate(seating, decisions))
