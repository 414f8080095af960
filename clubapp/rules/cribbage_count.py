"""Cribbage counted from the cards: the show (hand or crib with the starter) and the play.

Everything here follows seeds/001 (Foster's Hoyle, "Криббедж"):

- card values (line 37): ace 1, two to nine at face, ten and court cards 10; the ace is always
  low, so Q K A is no run (line 97);
- the show (lines 89–149): every combination of cards making 15 scores 2 (lines 111–131);
  every pair 2, so a pair royal 6 and a double pair royal 12 (lines 91–93); a run scores a
  point a card and counts again for each card that can be put in place of one of its cards
  (double, triple and double-double runs, lines 97–107); a flush of the whole hand scores a
  point a card and one more when the starter matches, a crib only with the starter (line 149,
  and line 259 for the three-card hand of five-card cribbage); a jack of the starter's suit
  is "his nobs", 1 (line 79). His heels (line 79) is the dealer's, pegged at the turn-up, and
  counted by the deal, not here; a short hand (lines 213–215) is shown as it is, and a
  crib with a card too many or too few is counted as it is where the book lets it stand;
- the play (lines 159–211): a card making the count 15 or 31 scores 2; a card pairing the
  ones just before it scores the pairs it completes (2, 6, 12); a card completing a run with
  the cards just before it, in any order, scores the run's length, and a duplicate breaks the
  run (lines 163–169, 191–197). Go and last card depend on who holds what, and are counted by
  ``clubapp.rules.cribbage_play``.

Speed: the show's fifteens, pairs and runs depend only on the ranks, so they are counted once
per multiset of ranks (a cached table) and looked up afterwards; ``show_distribution`` counts
every one of the 12,994,800 hand-and-starter combinations through that table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import comb

from clubapp.cards import RANKS, Card, CardError, card_message, parse_card
from clubapp.rules.errors import RuleError

JACK = 10  # rank index (ace 0 … king 12) of the jack, for nobs and heels
RANK_COUNT = 13
PIP_VALUES = tuple(min(rank + 1, 10) for rank in range(RANK_COUNT))  # line 37
HAND_SIZES = (3, 4, 5)  # five-card, six-card (and three- and four-hand), seven-card cribbage
CRIB_SIZE = 4
SHORT_HAND = 2  # a five-card hand a card short (line 213): the shortest hand ever shown
CRIB_SIZES = (3, 4, 5)  # a crib short, as dealt, or with a card too many (line 215)
FLUSH_LEAST = 3  # line 259's three-card flush is the shortest the book counts


_RANK_INDEX = {rank: index for index, rank in enumerate(RANKS)}


def rank_of(card: Card) -> int:
    """The rank index of a card: ace 0, two 1 … king 12."""
    return _RANK_INDEX[card.rank]


def pip_value(card: Card) -> int:
    """What a card counts towards 15 and 31 (line 37): court cards and tens 10, ace 1."""
    return PIP_VALUES[rank_of(card)]


def read_cards(texts: Iterable[str], field: str) -> list[Card]:
    """Cards in RULES.md notation, distinct and without jokers; RuleError naming ``field``."""
    cards: list[Card] = []
    for text in texts:
        if not isinstance(text, str):
            raise RuleError(field, "cards.expected_card", value=text)
        try:
            card = parse_card(text)
        except CardError as exc:
            raise RuleError(field, exc.why) from None
        if card.is_joker:
            raise RuleError(field, "cribbage.no_jokers")
        if card in cards:
            raise RuleError(field, "cards.twice", card=card_message(card))
        cards.append(card)
    return cards


# --- the show ----------------------------------------------------------------------------

@cache
def rank_points(ranks: tuple[int, ...]) -> tuple[int, int, int]:
    """Fifteens, pairs and runs (in points) of cards with these rank indices, sorted.

    Counted from the rank counts: fifteens by counting the ways to pick cards summing to 15
    (each rank taken k of its c cards in C(c, k) ways), pairs as C(c, 2) per rank, runs as the
    length of each stretch of three or more consecutive ranks times the product of their
    counts (each choice of one card per rank is one run, lines 101–107).
    """
    counts = [0] * RANK_COUNT
    for rank in ranks:
        counts[rank] += 1
    ways = [1] + [0] * 15  # ways[s]: subsets of the ranks seen so far with pip total s
    for rank, count in enumerate(counts):
        if not count:
            continue
        value = PIP_VALUES[rank]
        new = ways[:]
        for taken in range(1, count + 1):
            step = value * taken
            if step > 15:
                break
            factor = comb(count, taken)
            for total in range(15 - step + 1):
                if ways[total]:
                    new[total + step] += ways[total] * factor
        ways = new
    fifteens = 2 * ways[15]
    pairs = sum(2 * comb(count, 2) for count in counts)
    runs = 0
    start = 0
    while start < RANK_COUNT:
        if not counts[start]:
            start += 1
            continue
        end = start
        product = 1
        while end < RANK_COUNT and counts[end]:
            product *= counts[end]
            end += 1
        if end - start >= 3:
            runs += (end - start) * product
        start = end
    return fifteens, pairs, runs


@dataclass(frozen=True)
class ShowCount:
    """The count of one hand or crib with the starter, part by part (in points)."""

    fifteens: int = 0
    pairs: int = 0
    runs: int = 0
    flush: int = 0
    nobs: int = 0

    @property
    def total(self) -> int:
        return self.fifteens + self.pairs + self.runs + self.flush + self.nobs

    def to_json(self) -> dict[str, int]:
        """The parts and the total, in the order of ``clubapp cribbage show``."""
        return {"fifteens": self.fifteens, "pairs": self.pairs, "runs": self.runs,
                "flush": self.flush, "nobs": self.nobs, "total": self.total}


def flush_points(hand: Sequence[Card], starter: Card, *, crib: bool = False) -> int:
    """Line 149: a hand all of one suit scores a point a card, one more with the starter;
    a crib scores only when the starter matches too. Two cards (a short five-card hand) are
    no flush: line 259's three cards are the fewest the book counts."""
    if len(hand) < FLUSH_LEAST:
        return 0
    suit = hand[0].suit
    if any(card.suit != suit for card in hand):
        return 0
    if starter.suit == suit:
        return len(hand) + 1
    return 0 if crib else len(hand)


def nobs_points(hand: Sequence[Card], starter: Card) -> int:
    """Line 79: a jack of the starter's suit in hand or crib is his nobs, one point."""
    return int(any(rank_of(c) == JACK and c.suit == starter.suit for c in hand))


def show_count(hand: Sequence[Card], starter: Card, *, crib: bool = False,
               irregular: bool = False) -> ShowCount:
    """Count a hand (three to five cards) or a crib (four cards) with the starter.

    ``irregular``: a hand a card short (two cards at least) or a crib of three or five, as the
    book lets them be shown (lines 213–215).
    """
    cards = [*hand, starter]
    least = SHORT_HAND if irregular else HAND_SIZES[0]
    if not crib and not least <= len(hand) <= HAND_SIZES[-1]:
        raise RuleError("hand", "cribbage.hand_size", low=least, high=HAND_SIZES[-1],
                        got=len(hand))
    if crib and len(hand) not in (CRIB_SIZES if irregular else (CRIB_SIZE,)):
        raise RuleError("crib", "cribbage.crib_size", size=CRIB_SIZE, got=len(hand))
    if any(card.is_joker for card in cards):
        raise RuleError("hand", "cribbage.no_jokers")
    if len(set(cards)) != len(cards):
        raise RuleError("hand", "cribbage.card_twice_in_show")
    fifteens, pairs, runs = rank_points(tuple(sorted(rank_of(c) for c in cards)))
    return ShowCount(fifteens, pairs, runs, flush_points(hand, starter, crib=crib),
                     nobs_points(hand, starter))


def combination_points(cards: Sequence[Card]) -> int:
    """Fifteens, pairs and runs of any cards counted together (a kept hand before the starter)."""
    return sum(rank_points(tuple(sorted(rank_of(c) for c in cards))))


# --- the play ----------------------------------------------------------------------------

def peg_points(pile: Sequence[Card]) -> int:
    """What the last card of a count scores with the cards before it in the same count.

    15 or 31: 2 (line 161). Pairs: the cards of the same rank just before it (2, 6, 12, line
    163). Runs: the longest stretch at the end of the pile whose ranks are all different and
    consecutive in some order (lines 165–169); a duplicate inside it breaks it (line 191).
    """
    total = sum(pip_value(c) for c in pile)
    points = 2 if total in (15, 31) else 0
    last = rank_of(pile[-1])
    same = 1
    while same < len(pile) and rank_of(pile[-1 - same]) == last:
        same += 1
    if same > 1:
        return points + same * (same - 1)  # 2, 6 or 12: every pair among them
    best = 0
    seen: set[int] = set()
    for length in range(1, len(pile) + 1):
        rank = rank_of(pile[-length])
        if rank in seen:
            break  # a duplicate: no longer run can pass it
        seen.add(rank)
        if length >= 3 and max(seen) - min(seen) == length - 1:
            best = length
    return points + best


def count_after(pile: Sequence[Card]) -> int:
    """The running count of the cards of one count."""
    return sum(pip_value(c) for c in pile)


def play_points(cards: Sequence[Card]) -> list[int]:
    """Points each card scores as played (15, 31, pairs, runs), go and last card left out.

    A count ends at 31, or when the next card would take it past 31 (everybody said go, so the
    next card starts a new count: no card that fits may be held back, line 201).
    """
    if any(card.is_joker for card in cards):
        raise RuleError("play", "cribbage.no_jokers")
    seen: set[Card] = set()
    pile: list[Card] = []
    points: list[int] = []
    for card in cards:
        if card in seen:
            raise RuleError("play", "cribbage.played_twice", card=card_message(card))
        seen.add(card)
        if count_after(pile) + pip_value(card) > 31:
            pile = []
        pile.append(card)
        points.append(peg_points(pile))
        if count_after(pile) == 31:
            pile = []
    return points


# --- what a show can be worth ------------------------------------------------------------

def _extras(hand: tuple[int, ...], starter: int, *, crib: bool) -> set[tuple[int, int]]:
    """The (flush, nobs) points that some choice of suits gives these ranks.

    Cards of one rank have different suits, nothing else binds the suits, so: a flush needs
    the hand's ranks all different (and the starter's rank outside the hand to match its
    suit); nobs needs a jack in hand and a starter that is not a jack; four jacks in hand
    always give nobs unless the starter is a jack.
    """
    size = len(hand)
    jacks = hand.count(JACK)
    out: set[tuple[int, int]] = set()
    if not (jacks == 4 and starter != JACK):
        out.add((0, 0))
    if jacks and starter != JACK:
        out.add((0, 1))
    if len(set(hand)) == size and size >= FLUSH_LEAST:
        out.add((0 if crib else size, 0))  # the hand a flush, the starter another suit
        if starter not in hand:
            out.add((size + 1, jacks))  # five of a suit; the jack, if any, is the starter's
    return out


@cache
def possible_show_totals(size: int, *, crib: bool = False,
                         starter_rank: int | None = None) -> frozenset[int]:
    """Every total a hand of ``size`` cards (or a crib) can show with some starter.

    ``starter_rank`` restricts the starter to one rank (a jack when the dealer pegged heels).
    """
    totals: set[int] = set()
    starters = range(RANK_COUNT) if starter_rank is None else (starter_rank,)
    for hand in combinations_with_replacement(range(RANK_COUNT), size):
        if any(hand.count(rank) > 4 for rank in set(hand)):
            continue
        for starter in starters:
            if hand.count(starter) == 4:
                continue
            base = sum(rank_points(tuple(sorted((*hand, starter)))))
            for flush, nobs in _extras(hand, starter, crib=crib):
                totals.add(base + flush + nobs)
    return frozenset(totals)


def impossible_show_totals(size: int = 4, *, crib: bool = False) -> list[int]:
    """Totals below the highest possible one that no hand (or crib) can show (line 223)."""
    possible = possible_show_totals(size, crib=crib)
    return [n for n in range(max(possible)) if n not in possible]


# --- every hand at once --------------------------------------------------------------------

_FIELD_BITS = 3  # a rank's count (0–4) packed in three bits: a multiset is one int key


@cache
def _five_card_table() -> dict[int, int]:
    """Fifteens + pairs + runs for every multiset of five ranks, keyed by packed counts."""
    table: dict[int, int] = {}
    for ranks in combinations_with_replacement(range(RANK_COUNT), 5):
        if ranks[0] == ranks[4]:
            continue  # five of a rank: there are only four suits
        key = sum(1 << (_FIELD_BITS * r) for r in ranks)
        table[key] = sum(rank_points(ranks))
    return table


def show_distribution(*, crib: bool = False, first_cards: Iterable[int] | None = None) -> list[int]:
    """How many four-card hands and starters show each total (index = total, 0–29).

    Every combination is counted: C(52, 4) hands times 48 starters = 12,994,800. The cards
    are numbered 0–51 (suit * 13 + rank); ``first_cards`` limits the hands to those whose
    lowest-numbered card is one of these (to split the work or to sample it).
    """
    table = _five_card_table()
    rank = [c % RANK_COUNT for c in range(52)]
    suit = [c // RANK_COUNT for c in range(52)]
    weight = [1 << (_FIELD_BITS * r) for r in range(RANK_COUNT)]
    by_suit = [[c for c in range(52) if suit[c] == s] for s in range(4)]
    histogram = [0] * 30
    firsts = range(49) if first_cards is None else first_cards
    for a in firsts:
        for b in range(a + 1, 50):
            for c in range(b + 1, 51):
                key3 = weight[rank[a]] + weight[rank[b]] + weight[rank[c]]
                for d in range(c + 1, 52):
                    hand = (a, b, c, d)
                    key = key3 + weight[rank[d]]
                    # the rank points for each starter rank (absent keys: a fifth of a rank)
                    base = [table.get(key + w, 0) for w in weight]
                    flush_suit = suit[a] if suit[a] == suit[b] == suit[c] == suit[d] else -1
                    nob_suits = {suit[x] for x in hand if rank[x] == JACK}
                    for s in range(4):
                        extra = (1 if s in nob_suits else 0)
                        if s == flush_suit:
                            extra += 5
                        elif flush_suit >= 0 and not crib:
                            extra += 4
                        for starter in by_suit[s]:
                            if starter != a and starter != b and starter != c and starter != d:
                                histogram[base[rank[starter]] + extra] += 1
    return histogram

