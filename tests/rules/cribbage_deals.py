"""Random but lawful cribbage deals for the tests: cards dealt, kept, turned and played.

The play is simulated here on its own (a random card that fits, in turn; go when nobody can
play; a new count after the player who played last), so that whole games can be played to
their end through the engine, by the cards or by the counts worked out from them.
"""

from __future__ import annotations

import random
from typing import Any

from clubapp.cards import Card, full_pack
from clubapp.rules.cribbage_count import show_count

ROLES = {2: ("pone", "dealer"), 3: ("eldest", "second", "dealer"),
         4: ("eldest", "second", "third", "dealer")}


def pips(card: Card) -> int:
    return min("A23456789TJQK".index(card.rank) + 1, 10)


def random_play(hands: list[list[Card]], rng: random.Random, single_count: bool) -> list[Card]:
    """A lawful order of play: whoever is on turn plays a random card that fits."""
    left = [list(h) for h in hands]
    order: list[Card] = []
    count, turn, last = 0, 0, -1
    while any(left):
        seats = [(turn + k) % len(left) for k in range(len(left))]
        seat = next((s for s in seats if any(count + pips(c) <= 31 for c in left[s])), None)
        if seat is None:  # everybody has said go
            if single_count:
                break
            count, turn = 0, (last + 1) % len(left)
            continue
        card = rng.choice([c for c in left[seat] if count + pips(c) <= 31])
        left[seat].remove(card)
        order.append(card)
        count += pips(card)
        last, turn = seat, (seat + 1) % len(left)
        if count == 31:
            if single_count:
                break
            count = 0
    return order


def random_cards_entry(rng: random.Random, players: int, hand_size: int,
                       single_count: bool = False) -> dict[str, Any]:
    """A deal entered by its cards: kept hands by role, crib, starter and the order of play."""
    pack = full_pack()
    rng.shuffle(pack)
    roles = ROLES[players]
    hands = [pack[k * hand_size:(k + 1) * hand_size] for k in range(players)]
    rest = pack[players * hand_size:]
    crib, starter = rest[:4], rest[4]
    order = random_play(hands, rng, single_count)
    entry: dict[str, Any] = {role: [str(c) for c in hand] for role, hand in zip(roles, hands,
                                                                              strict=True)}
    entry.update(crib=[str(c) for c in crib], starter=str(starter),
                 play=[str(c) for c in order])
    return {"cards": entry}


def count_entry_from_cards(cards_entry: dict[str, Any], play_points: dict[str, int],
                           ) -> dict[str, Any]:
    """The same deal as the count group: the shows worked out from the cards."""
    from clubapp.cards import parse_card, parse_cards

    deal = cards_entry["cards"]
    starter = parse_card(deal["starter"])
    roles = [r for r in ("pone", "eldest", "second", "third", "dealer") if r in deal]
    count: dict[str, Any] = {}
    for role in roles:
        hand = show_count(parse_cards(deal[role]), starter).total
        count[role] = {"play": play_points[role], "hand": hand}
    count["dealer"]["crib"] = show_count(parse_cards(deal["crib"]), starter, crib=True).total
    count["heels"] = starter.rank == "J"
    count["starter"] = deal["starter"]
    return {"count": count}
