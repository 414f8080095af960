"""How each game cuts for partners, seats and the first deal: the rank order and who deals.

From the seeds (line numbers of the file named):
- euchre family, seeds/002 law 7 (line 225): ace low, then 7 8 9 10 J Q K, king high; a player
  who shows more than one card or draws the joker cuts again; law 4 (line 219): the lowest
  deals, two lowest against two highest; law 5 (line 221): equal cards cut again, the new cut
  decides only the tie. Seven-hand euchre (line 135): the lowest deals, lower cards choose seats
  first. The packs: 32 cards (line 79), railroad 24 + joker (line 103), five-hand 28 (line 163),
  seven-hand 52 + joker (line 131), five hundred 32 + joker (line 183, standard pack).
- seven-up and the all-fours family, seeds/000 lines 97 and 103: ace high in the cut; two lowest
  against two highest; the highest deals and chooses seats; ties cut again and decide only the
  tie. Cinch (line 241, ranks line 233): the same, ace high, the highest deals.
- loo, seeds/000 line 43: a card face up to each player in turn, the first jack deals.
- cribbage, seeds/001 lines 37 and 61: ace low, the lowest deals; ties cut again.
- piquet, seeds/001 lines 309 and 317: ace high, the lower card chooses and deals.
- écarté, seeds/002 lines 303 and 311: écarté's order K Q J A 10 9 8 7, the highest deals.

House-rule defaults (the seeds are silent): Fikhman's whist and boston cut as standard whist,
ace low, the lowest deals, two lowest against two highest; the progressive-euchre ladies' cut at
a tied table (seeds/002 line 89: ace low, jack below queen, the low card goes up) is ``euchre``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from clubapp.cards import RANKS, Card, full_pack
from clubapp.message import Message, Term
from clubapp.rules.errors import RuleError

Dealer = Literal["low", "high", "first_jack"]


@dataclass(frozen=True)
class CutRule:
    """One game's cut: the ranks low to high, the pack cut from, and who deals first."""

    key: str
    order: str  # ranks from the lowest to the highest for the cut
    pack_ranks: str  # the ranks in the pack the cut is made from
    jokers: int  # a joker drawn means cut again (euchre law 7)
    dealer: Dealer
    source: str

    def pack(self) -> list[Card]:
        """The pack the players cut from."""
        return full_pack(self.pack_ranks, jokers=self.jokers)

    def rank_of(self, card: Card) -> int:
        """The card's rank in this cut: 0 is the lowest."""
        return self.order.index(card.rank)

    def check_card(self, card: Card, where: str) -> None:
        """Raise RuleError unless a card could be cut from this game's pack."""
        if card.is_joker:
            if not self.jokers:
                raise RuleError(where, "cuts.no_joker")
            return
        if card.rank not in self.pack_ranks:
            raise RuleError(where, "cuts.not_in_pack", card=card_message(card),
                            ranks=" ".join(self.pack_ranks))


def card_message(card: Card) -> Message:
    """A card as a person reads it: "JH" in English, "В♥" in Russian."""
    if card.is_joker:
        return Message("cuts.joker")
    return Message("cuts.card", rank=Message("cuts.rank_" + card.rank.lower()),
                   suit=Message("cuts.suit_" + card.suit.lower()))


EUCHRE_ORDER = "A23456789TJQK"  # law 7: ace low, king high; jack below queen (line 89)
ACE_HIGH = "23456789TJQKA"
ECARTE_ORDER = "789TAJQK"  # line 303: K Q J A 10 9 8 7

_EUCHRE_SOURCE = "seeds/002 laws 4-7, lines 219-225"
_ALL_FOURS_SOURCE = "seeds/000 lines 97, 103"


def _euchre(key: str, ranks: str = "789TJQKA", jokers: int = 0, source: str = _EUCHRE_SOURCE
            ) -> CutRule:
    return CutRule(key, EUCHRE_ORDER, ranks, jokers, "low", source)


def _all_fours(key: str, source: str = _ALL_FOURS_SOURCE) -> CutRule:
    return CutRule(key, ACE_HIGH, RANKS, 0, "high", source)


CUT_RULES: dict[str, CutRule] = {rule.key: rule for rule in (
    _euchre("euchre"),
    _euchre("euchre-cutthroat"),
    _euchre("euchre-setback"),
    _euchre("euchre-blind"),
    _euchre("euchre-penalty"),
    _euchre("euchre-auction"),
    _euchre("euchre-railroad", "9TJQKA", 1, "seeds/002 lines 103, 219-225"),
    _euchre("euchre-seven", RANKS, 1, "seeds/002 lines 131, 135, 225"),
    _euchre("euchre-five", "89TJQKA", 0, "seeds/002 lines 163, 135, 225"),
    _euchre("euchre-call-ace"),
    _euchre("five-hundred", "789TJQKA", 1, "seeds/002 lines 183, 219-225"),
    _euchre("progressive-euchre", source="seeds/002 line 89 (the ladies' cut at a tie)"),
    _all_fours("seven-up"),
    _all_fours("pitch"),
    _all_fours("all-fives"),
    _all_fours("california-jack"),
    _all_fours("shasta-sam"),
    _all_fours("auction-pitch", "seeds/000 lines 179, 103"),
    _all_fours("smudge", "seeds/000 lines 179, 103"),
    _all_fours("pedro", "seeds/000 lines 179, 103"),
    _all_fours("dom-pedro", "seeds/000 lines 179, 103"),
    _all_fours("cinch", "seeds/000 lines 233, 241"),
    CutRule("loo", ACE_HIGH, RANKS, 0, "first_jack", "seeds/000 line 43"),
    CutRule("irish-loo", ACE_HIGH, RANKS, 0, "first_jack", "seeds/000 lines 43, 75"),
    CutRule("five-card-loo", ACE_HIGH, RANKS, 0, "first_jack", "seeds/000 lines 43, 79"),
    CutRule("cribbage", RANKS, RANKS, 0, "low", "seeds/001 lines 37, 61"),
    CutRule("cribbage-five", RANKS, RANKS, 0, "low", "seeds/001 lines 37, 61"),
    CutRule("cribbage-three", RANKS, RANKS, 0, "low", "seeds/001 lines 37, 61"),
    CutRule("cribbage-four", RANKS, RANKS, 0, "low", "seeds/001 lines 37, 61"),
    CutRule("cribbage-seven", RANKS, RANKS, 0, "low", "seeds/001 lines 37, 61"),
    CutRule("piquet", "789TJQKA", "789TJQKA", 0, "low", "seeds/001 lines 309, 317"),
    CutRule("ecarte", ECARTE_ORDER, "789TJQKA", 0, "high", "seeds/002 lines 303, 311"),
    CutRule("whist-ru", RANKS, RANKS, 0, "low", "house rule: standard whist cut, ace low"),
    CutRule("boston", RANKS, RANKS, 0, "low", "house rule: standard whist cut, ace low"),
)}


def cut_rule(game: str) -> CutRule:
    """The cut of this game; RuleError naming the games that have one if it has none."""
    try:
        return CUT_RULES[game]
    except KeyError:
        raise RuleError("game", "cuts.unknown_game", game=game,
                        known=[_game_term(key) for key in sorted(CUT_RULES)]) from None


def _game_term(key: str) -> Term:
    """A game with a cut, named as the window names it (the party is not a game)."""
    return Term.word("progressive_euchre") if key == "progressive-euchre" else Term.game(key)
