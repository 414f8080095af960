"""Club cuts: partners, first deal and seats by each game's cut; euchre's table formation.

The rank order and who deals come from ``cut_rules`` (with their seed lines). Procedures here:
- ties cut again and the new cut decides only the tie (seeds/002 law 5, line 221; seven-up
  seeds/000 line 103; cribbage seeds/001 line 61): a tied group is ordered by its own recut;
- a joker drawn means cut again (law 7, line 225);
- partners: the two lowest against the two highest (law 4, line 219; seeds/000 lines 103, 241);
- loo: a card face up to each in turn, the first jack deals (seeds/000 line 43);
- euchre table formation (law 4, line 219): more than four (six make a full table) cut, the four
  lowest play the first rubber, then they cut again for partners and deal;
- cutting out (law 6, line 223): at the end of a rubber those who have played the most
  consecutive games give way to those waiting; ties are cut.

House-rule choices where the book is silent: in cutting out, the higher card gives way (law 4
seats the lowest, so the highest yields); seats go round from the dealer in the order of the
cut (the dealer, then the opponent who cut next best, the dealer's partner, the last); in
seven-hand euchre the lower cards choose first (line 135), which is the same order.

Every cut reads its cards from a ``CardSource``: ``RandomCuts`` (seeded, replayable) or
``EnteredCuts`` (the cards cut at the table, typed in); both record every round.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from clubapp.cards import Card, CardError, parse_card
from clubapp.events.cut_rules import CutRule, card_message, cut_rule
from clubapp.message import Message, said
from clubapp.rules.errors import RuleError

# Games that four play as two partnerships, when four play (RULES.md; seeds/000 line 101).
PARTNER_GAMES = frozenset({
    "euchre", "euchre-auction", "euchre-railroad", "five-hundred", "seven-up", "pitch",
    "all-fives", "cinch", "cribbage-four", "whist-ru", "progressive-euchre"})
MAX_CUTTERS = 13  # a cut needs a card for each; more than a suit's worth is not a club table


@dataclass(frozen=True)
class CutRound:
    """One round of cutting: the cards shown, and why this round was cut."""

    cards: Mapping[str, Card]
    why: str | Message  # a message (text the same in every language is kept as it is)
    dealt: tuple[tuple[str, Card], ...] = ()  # loo: the cards dealt face up, in order

    @property
    def reason(self) -> str:
        """Why this round was cut, in English."""
        return said(Message.of(self.why), "en")

    def to_json(self) -> dict[str, object]:
        """As JSON, for the record and the CLI (why in English)."""
        if self.dealt:
            return {"why": self.reason, "dealt": [[name, str(c)] for name, c in self.dealt]}
        return {"why": self.reason, "cards": {name: str(c) for name, c in self.cards.items()}}


class CardSource(Protocol):
    """Where the cut cards come from: a seeded random pack, or the cards entered by hand."""

    def draw(self, players: Sequence[str], rule: CutRule, why: str | Message
             ) -> dict[str, Card]:
        """One card for each of these players, cut from the rule's pack."""
        ...


class RandomCuts:
    """Cuts from a shuffled pack with a seeded random source: the same seed, the same cuts."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def draw(self, players: Sequence[str], rule: CutRule, why: str | Message
             ) -> dict[str, Card]:
        """Distinct cards from the rule's pack, one for each player, by the seeded source."""
        cards = self.rng.sample(rule.pack(), len(players))
        return dict(zip(players, cards, strict=True))


class EnteredCuts:
    """The cards cut at the table, one mapping of name to card per round, used in order."""

    def __init__(self, rounds: Sequence[Mapping[str, str]]) -> None:
        self.rounds = list(rounds)
        self.used = 0

    def draw(self, players: Sequence[str], rule: CutRule, why: str | Message
             ) -> dict[str, Card]:
        """The next entered round; RuleError if it is missing or does not fit the cut."""
        where = f"cuts[{self.used}]"
        if self.used >= len(self.rounds):
            raise RuleError(where, "cuts.enter_cards", why=Message.of(why), names=list(players))
        given = self.rounds[self.used]
        self.used += 1
        if not isinstance(given, Mapping):
            raise RuleError(where, "cuts.object_expected")
        if set(given) != set(players):
            raise RuleError(where, "cuts.cards_for", why=Message.of(why), names=list(players),
                            given=[str(n) for n in given])
        cards: dict[str, Card] = {}
        for name in players:
            text = given[name]
            try:
                card = parse_card(text) if isinstance(text, str) else None
            except CardError as exc:
                raise RuleError(f"{where}.{name}", exc.why) from None
            if card is None:
                raise RuleError(f"{where}.{name}", "cards.expected_card", value=text)
            rule.check_card(card, f"{where}.{name}")
            if card in cards.values():
                raise RuleError(f"{where}.{name}", "cuts.cut_twice", card=card_message(card))
            cards[name] = card
        return cards

    def check_all_used(self) -> None:
        """Raise RuleError if more rounds were entered than the cut needed."""
        if self.used < len(self.rounds):
            raise RuleError(f"cuts[{self.used}]", "cuts.not_needed")


@dataclass(frozen=True)
class CutResult:
    """A cut for partners, seats and the first deal, with every round that was cut."""

    game: str
    order: tuple[str, ...]  # the cut's order, lowest first
    dealer: str
    seats: tuple[str, ...]  # seat order round the table, the dealer first
    partners: tuple[tuple[str, str], tuple[str, str]] | None
    rounds: tuple[CutRound, ...]

    def to_json(self) -> dict[str, object]:
        """As JSON, for the record and the CLI."""
        out: dict[str, object] = {"game": self.game, "order": list(self.order),
                                  "dealer": self.dealer, "seats": list(self.seats),
                                  "rounds": [r.to_json() for r in self.rounds]}
        if self.partners is not None:
            out["partners"] = [list(p) for p in self.partners]
        return out


def _check_players(players: Sequence[str], least: int, most: int) -> None:
    if not all(isinstance(p, str) and p.strip() for p in players):
        raise RuleError("players", "base.player_unnamed")
    if len(set(players)) != len(players):
        raise RuleError("players", "base.name_twice")
    if not least <= len(players) <= most:
        raise RuleError("players", "cuts.players_between", low=least, high=most,
                        got=len(players))


def _and(names: Sequence[str]) -> Message:
    """Players named in a sentence: "Ann and Cid", "Ann, Bob and Cid"."""
    if len(names) == 1:
        return Message.literal(names[0])
    return Message("words.and", first=", ".join(names[:-1]), second=names[-1])


def rank_by_cut(rule: CutRule, players: Sequence[str], source: CardSource,
                why: str | Message | None = None) -> tuple[list[str], list[CutRound]]:
    """Order players by their cut, lowest first; ties cut again and decide only the tie."""
    rounds: list[CutRound] = []
    why = Message("cuts.cut") if why is None else why
    cards = source.draw(players, rule, why)
    rounds.append(CutRound(dict(cards), why))
    jokers = [p for p in players if cards[p].is_joker]
    while jokers:  # law 7: whoever draws the joker cuts again
        again = source.draw(jokers, rule, Message("cuts.joker_again"))
        rounds.append(CutRound(dict(again), Message("cuts.joker_again")))
        cards.update(again)
        jokers = [p for p in jokers if cards[p].is_joker]
    by_rank: dict[int, list[str]] = {}
    for name in players:
        by_rank.setdefault(rule.rank_of(cards[name]), []).append(name)
    order: list[str] = []
    for rank in sorted(by_rank):
        group = by_rank[rank]
        if len(group) == 1:
            order.extend(group)
            continue
        tie = Message("cuts.tie", names=_and(group))
        sub_order, sub_rounds = rank_by_cut(rule, group, source, tie)
        order.extend(sub_order)
        rounds.extend(sub_rounds)
    return order, rounds


def cut_for_deal(game: str, players: Sequence[str], source: CardSource, *,
                 partnerships: bool | None = None) -> CutResult:
    """Cut for partners (when four play as partners), seats and the first deal of a game."""
    rule = cut_rule(game)
    _check_players(players, 2, MAX_CUTTERS)
    if rule.dealer == "first_jack":
        return first_jack_deals(game, players, source)
    if partnerships is None:
        partnerships = game in PARTNER_GAMES and len(players) == 4
    if partnerships and len(players) != 4:
        raise RuleError("players", "cuts.partners_four")
    order, rounds = rank_by_cut(rule, players, source)
    # preference: the order in which players deal and choose seats (the dealer first)
    preference = order if rule.dealer == "low" else order[::-1]
    dealer = preference[0]
    partners: tuple[tuple[str, str], tuple[str, str]] | None = None
    if partnerships:
        lows, highs = (order[0], order[1]), (order[2], order[3])
        partners = (lows, highs)
        own = lows if dealer in lows else highs
        theirs = highs if own is lows else lows
        partner = own[1] if own[0] == dealer else own[0]
        opponents = sorted(theirs, key=preference.index)
        seats: tuple[str, ...] = (dealer, opponents[0], partner, opponents[1])
    else:
        seats = tuple(preference)
    return CutResult(game, tuple(order), dealer, seats, partners, tuple(rounds))


def first_jack_deals(game: str, players: Sequence[str], source: CardSource) -> CutResult:
    """Loo (seeds/000 line 43): a card face up to each in turn, and the first jack deals."""
    rule = cut_rule(game)
    if isinstance(source, RandomCuts):
        pack = rule.pack()
        source.rng.shuffle(pack)
        dealt: list[tuple[str, Card]] = []
        for index, card in enumerate(pack):
            dealt.append((players[index % len(players)], card))
            if card.rank == "J":
                break
    elif isinstance(source, EnteredCuts):
        dealt = _entered_jack_deal(players, source, rule)
    else:
        raise RuleError("cuts", "cuts.loo_face_up")
    dealer = dealt[-1][0]
    start = list(players).index(dealer)
    seats = tuple(players[start:]) + tuple(players[:start])
    record = CutRound({}, Message("cuts.first_jack"), tuple(dealt))
    return CutResult(game, seats, dealer, seats, None, (record,))


def _entered_jack_deal(players: Sequence[str], source: EnteredCuts, rule: CutRule
                       ) -> list[tuple[str, Card]]:
    """Read loo's face-up cards, entered as ``{"dealt": [card, …]}`` in the order dealt."""
    if not source.rounds:
        raise RuleError("cuts", "cuts.enter_dealt")
    given = source.rounds[0]
    source.used = 1
    texts = given.get("dealt") if isinstance(given, Mapping) else None
    if not isinstance(texts, list) or not texts:
        raise RuleError("cuts[0].dealt", "cuts.dealt_expected")
    dealt: list[tuple[str, Card]] = []
    for index, text in enumerate(texts):
        where = f"cuts[0].dealt[{index}]"
        try:
            card = parse_card(text) if isinstance(text, str) else None
        except CardError as exc:
            raise RuleError(where, exc.why) from None
        if card is None:
            raise RuleError(where, "cards.expected_card", value=text)
        rule.check_card(card, where)
        if any(card == c for _, c in dealt):
            raise RuleError(where, "cuts.dealt_twice", card=card_message(card))
        dealt.append((players[index % len(players)], card))
        if card.rank == "J":
            if index != len(texts) - 1:
                raise RuleError(where, "cuts.after_jack")
            return dealt
    raise RuleError("cuts[0].dealt", "cuts.no_jack")


@dataclass(frozen=True)
class TableFormation:
    """Euchre law 4: who plays the first rubber, who waits, and the four's cut."""

    waiting: tuple[str, ...]  # in order of the cut, the next to play first
    first_cut: tuple[CutRound, ...]  # empty when only four came
    table: CutResult

    def to_json(self) -> dict[str, object]:
        """As JSON, for the record and the CLI."""
        return {"playing": list(self.table.seats), "waiting": list(self.waiting),
                "first_cut": [r.to_json() for r in self.first_cut], "table": self.table.to_json()}


EUCHRE_TABLE_FULL = 6  # law 4: a euchre table is complete with six


def form_euchre_table(players: Sequence[str], source: CardSource) -> TableFormation:
    """Law 4 (seeds/002 line 219): the four lowest play; then they cut for partners and deal."""
    _check_players(players, 4, EUCHRE_TABLE_FULL)
    rule = cut_rule("euchre")
    first_cut: list[CutRound] = []
    four, waiting = list(players), []
    if len(players) > 4:
        order, first_cut = rank_by_cut(rule, players, source, Message("cuts.first_rubber"))
        four, waiting = order[:4], order[4:]
    table = cut_for_deal("euchre", four, source, partnerships=True)
    return TableFormation(tuple(waiting), tuple(first_cut), table)


@dataclass(frozen=True)
class CutOut:
    """Law 6: who gives way at the end of a rubber, and the new table's cut."""

    leaving: tuple[str, ...]
    rounds: tuple[CutRound, ...]
    table: CutResult

    def to_json(self) -> dict[str, object]:
        """As JSON, for the record and the CLI."""
        return {"leaving": list(self.leaving), "rounds": [r.to_json() for r in self.rounds],
                "table": self.table.to_json()}


def cut_out(playing: Sequence[str], waiting: Sequence[str], consecutive: Mapping[str, int],
            source: CardSource) -> CutOut:
    """Law 6 (seeds/002 line 223): the most consecutive games give way, ties by the cut."""
    _check_players(playing, 4, 4)
    if not waiting or len(waiting) > EUCHRE_TABLE_FULL - 4:
        raise RuleError("waiting", "cuts.one_or_two_wait")
    if set(waiting) & set(playing) or len(set(waiting)) != len(waiting):
        raise RuleError("waiting", "cuts.waiting_twice")
    for name in playing:
        count = consecutive.get(name, 0)
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise RuleError(f"consecutive.{name}", "cuts.count_expected", value=count)
    rule = cut_rule("euchre")
    need = len(waiting)
    leaving: list[str] = []
    rounds: list[CutRound] = []
    for count in sorted({consecutive.get(p, 0) for p in playing}, reverse=True):
        group = [p for p in playing if consecutive.get(p, 0) == count]
        if len(leaving) + len(group) <= need:
            leaving.extend(group)
        else:
            order, group_rounds = rank_by_cut(rule, group, source, Message("cuts.give_way"))
            rounds.extend(group_rounds)
            leaving.extend(order[::-1][: need - len(leaving)])  # the highest cut gives way
        if len(leaving) == need:
            break
    four = [p for p in playing if p not in leaving] + list(waiting)
    table = cut_for_deal("euchre", four, source, partnerships=True)
    return CutOut(tuple(leaving), tuple(rounds), table)
