"""A made-up progressive-euchre party played by the book (seeds/002 lines 75–93), for the demo
and the tests: the draw, a few rounds with stars and the book's movement between tables, the
seating of the next round and the prizes.

This is sample data, not the events layer: it plays every game by a coin toss.
"""

from __future__ import annotations

import datetime as dt
import random

from clubapp.reports.party_docs import PartyData, Prize, RoundSlip, TallyCard, TallyRound

LADIES = ("Ann", "Cat", "Eve", "Fay", "Ivy", "Kay", "Мария", "Ольга", "Nora", "Ruth",
          "Ирина", "Zoë")
GENTLEMEN = ("Bob", "Dan", "Gus", "Hal", "Jon", "Len", "Иван", "Пётр", "Ned", "Sam",
             "Олег", "Νίκος")
RANKS = "A23456789TJQK"
Pair = tuple[str, str]  # (lady, gentleman)

REASONS = {
    "en": {"first": "{gold} gold stars, the most (then red {red}, green {green})",
           "second": "{red} red stars, the most of the others",
           "consolation": "{green} green stars, the most of the others"},
    "ru": {"first": "золотых звёздочек: {gold}, больше всех (красных {red}, зелёных {green})",
           "second": "красных звёздочек: {red}, больше всех остальных",
           "consolation": "зелёных звёздочек: {green}, больше всех остальных"},
}


def _names(pool: tuple[str, ...], count: int) -> list[str]:
    return [pool[i % len(pool)] + (f" {i // len(pool) + 1}" if i >= len(pool) else "")
            for i in range(count)]


def _next_seating(seating: dict[int, list[Pair]], winners: dict[int, int],
                  tables: int) -> dict[int, list[Pair]]:
    """Lines 87–89: head winners stay with their partners, the winners from No. 2 join them as
    partners; elsewhere the winners move up a table, the losing lady stays and partners the
    gentleman who arrives; the head table's losers go to the booby table and are split."""
    won = {t: seating[t][winners[t]] for t in seating}
    lost = {t: seating[t][1 - winners[t]] for t in seating}
    new: dict[int, list[Pair]] = {1: [won[1], won[2]]}
    for t in range(2, tables + 1):
        stay = lost[t]
        come = won[t + 1] if t < tables else lost[1]
        new[t] = [(stay[0], come[1]), (come[0], stay[1])]
    return new


def sample_party(players: int = 16, rounds_played: int = 3, rounds: int = 6, *,
                 lang: str = "en", seed: int = 7) -> PartyData:
    """``players`` guests (rounded down to a multiple of four, at least eight), half ladies,
    seated by the draw and moved by the book for ``rounds_played`` rounds."""
    rng = random.Random(seed)
    tables = max(2, players // 4)
    ladies, gents = _names(LADIES, tables * 2), _names(GENTLEMEN, tables * 2)
    draw: dict[str, str] = {}
    seating: dict[int, list[Pair]] = {}
    for t in range(1, tables + 1):
        pairs = []
        for k, suit in enumerate("CS"):  # the same suit at a table: partners (line 81)
            lady, gent = ladies[2 * (t - 1) + k], gents[2 * (t - 1) + k]
            if t <= len(RANKS):
                draw[lady] = draw[gent] = RANKS[t - 1] + suit
            pairs.append((lady, gent))
        seating[t] = pairs
    first = {p: t for t, pairs in seating.items() for pair in pairs for p in pair}
    played: dict[str, list[TallyRound]] = {p: [] for p in first}
    stars = {p: {"gold": 0, "red": 0, "green": 0} for p in first}
    for number in range(1, rounds_played + 1):
        winners = {t: rng.randrange(2) for t in seating}
        for t, pairs in seating.items():
            for index, (lady, gent) in enumerate(pairs):
                won = index == winners[t]
                star = ("gold" if t == 1 else "red") if won else "green"  # line 87
                for me, partner in ((lady, gent), (gent, lady)):
                    played[me].append(TallyRound(number, t, partner, won))
                    stars[me][star] += 1
        seating = _next_seating(seating, winners, tables)
    # in the order of the draw, table by table, so that a table's four cards lie together
    order = [p for lady, gent in zip(ladies, gents, strict=True) for p in (lady, gent)]
    cards = tuple(TallyCard(p, "red" if p in ladies else "blue", draw.get(p, ""),
                            tuple(played[p]), first_table=None if p in draw else first[p],
                            **stars[p])
                  for p in order)
    slips = tuple(RoundSlip(rounds_played + 1, t, tuple(pairs)) for t, pairs in seating.items())
    return PartyData("", dt.date(2024, 3, 5), tables, rounds, cards, slips,
                     tuple(_prizes(cards, rng, lang)))


def _prizes(cards: tuple[TallyCard, ...], rng: random.Random, lang: str) -> list[Prize]:
    """Line 91: first prizes by gold (ties: more red, then fewer green, then lots), second by
    red, consolation by green; nobody wins two prizes."""
    out: list[Prize] = []
    lots = {c.name: rng.random() for c in cards}
    for role in ("red", "blue"):
        left = [c for c in cards if c.role == role]
        orders = {
            "first": lambda c: (-c.gold, -c.red, c.green, lots[c.name]),
            "second": lambda c: (-c.red, lots[c.name]),
            "consolation": lambda c: (-c.green, lots[c.name]),
        }
        for prize, key in orders.items():
            if not left:
                break
            best = min(left, key=key)
            left.remove(best)
            reason = REASONS[lang][prize].format(gold=best.gold, red=best.red, green=best.green)
            out.append(Prize(prize, role, best.name, reason))
    return out
