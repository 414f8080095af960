"""Card notation, packs and cutting.

Notation (RULES.md): rank ``A 2 3 4 5 6 7 8 9 T J Q K`` (``10`` accepted for ``T``), suit
``C D H S`` (``♣ ♦ ♥ ♠`` accepted), the joker ``JK``. Input is case-insensitive; the canonical
form is upper case with ``T`` for ten. A Russian card table's letters are read too, as a
Russian keyboard types them: ranks ``В Д К Т`` (валет, дама, король, туз: J Q K A) and suits
``п т б ч`` (пики, трефы, бубны, черви: S C D H), so ``ВП`` is the jack of spades and ``10ч``
the ten of hearts (the rank comes first, so ``Т`` first is the ace and last the clubs).

A card is said back in the reader's language (``card_text``): in English in the notation
(``JS``), in Russian with the Russian rank letters and the suit's symbol (``В♠``, ``10♥``), so that
a Russian sheet or form shows no Latin letter.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from clubapp.message import Message, said

RANKS = "A23456789TJQK"
SUITS = "CDHS"
_SUIT_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S",
                 "П": "S", "Т": "C", "Б": "D", "Ч": "H"}  # пики, трефы, бубны, черви
_RUSSIAN_RANKS = {"В": "J", "Д": "Q", "К": "K", "Т": "A"}  # валет, дама, король, туз
JOKER = "JK"
_RUSSIAN_JOKERS = ("ДЖ", "ДЖОКЕР")  # as the Russian words say it back (``card_text``)


class CardError(ValueError):
    """A card written in a way the notation does not allow; ``why`` is the message to show."""

    def __init__(self, reason: str | Message, **params: object) -> None:
        self.why = Message.of(reason, **params)
        super().__init__(said(self.why, "en"))


@dataclass(frozen=True, order=True)
class Card:
    """One card: a rank from RANKS and a suit from SUITS, or the joker (rank and suit ``""``)."""

    rank: str
    suit: str

    @property
    def is_joker(self) -> bool:
        return self.rank == "" and self.suit == ""

    @property
    def rank_index(self) -> int:
        """Ace 1 … king 13 (the natural order; games rank cards their own way)."""
        return RANKS.index(self.rank) + 1

    @property
    def colour(self) -> str:
        return "red" if self.suit in "DH" else "black"

    def __str__(self) -> str:
        return JOKER if self.is_joker else self.rank + self.suit


def parse_card(text: str) -> Card:
    """Read one card in the notation of RULES.md; raise CardError naming what is wrong."""
    raw = text.strip()
    if not raw:
        raise CardError("cards.empty")
    upper = raw.upper()
    if upper == JOKER or upper in _RUSSIAN_JOKERS:
        return Card("", "")
    suit_char = raw[-1]
    suit = _SUIT_SYMBOLS.get(suit_char.upper(), suit_char.upper())
    rank = upper[:-1]
    rank = "T" if rank == "10" else _RUSSIAN_RANKS.get(rank, rank)
    known_rank = len(rank) == 1 and rank in RANKS
    if not known_rank and (suit not in SUITS or not rank):
        raise CardError("cards.not_a_card", card=raw)  # no part is a card's: say what one is
    if suit not in SUITS:
        raise CardError("cards.unknown_suit", card=raw, suit=suit_char)
    if not known_rank:
        raise CardError("cards.unknown_rank", card=raw, rank=rank)
    return Card(rank, suit)


def card_message(card: Card) -> Message:
    """A card as data said at the edge: ``5D`` in English, ``5♦`` in Russian (the words of the
    cuts, ``clubapp/words/*/cuts.py``, which the party's cut cards use too)."""
    if card.is_joker:
        return Message("cuts.joker")
    return Message("cuts.card", rank=Message("cuts.rank_" + card.rank.lower()),
                   suit=Message("cuts.suit_" + card.suit.lower()))


def card_text(card: Card | str, lang: str) -> str:
    """A card as the reader's language writes it: ``5D`` in English, ``5♦`` in Russian (``В♠``
    the jack of spades, ``Т♣`` the ace of clubs). Text that is no card is kept as it is."""
    if isinstance(card, str):
        try:
            return said(card_message(parse_card(card)), lang)
        except CardError:
            return card
    return said(card_message(card), lang)


def parse_cards(texts: Iterable[str], *, distinct: bool = True) -> list[Card]:
    """Read several cards; with ``distinct`` a card given twice is an error."""
    cards = [parse_card(t) for t in texts]
    if distinct:
        seen: set[Card] = set()
        for card in cards:
            if card in seen and not card.is_joker:
                raise CardError("cards.twice", card=card_message(card))
            seen.add(card)
    return cards


def full_pack(ranks: str = RANKS, *, jokers: int = 0) -> list[Card]:
    """A pack of the given ranks in all four suits, plus jokers."""
    pack = [Card(r, s) for s in SUITS for r in ranks]
    pack.extend(Card("", "") for _ in range(jokers))
    return pack


EUCHRE_PACK_RANKS = "789TJQKA"  # 32 cards: seven to ace (seeds/002)


def cut(pack: Sequence[Card], rng: random.Random) -> Card:
    """Cut one card from a pack with a given random source (replayable with a seeded one)."""
    return pack[rng.randrange(len(pack))]
