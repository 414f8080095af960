"""The shows of a recorded cribbage deal, read through the rules: who held what, and whether it
was shown before the game was won (seeds/001 lines 179, 227).

A side pot that pays for a hand ("a 24 hand", "a 29") is claimed from the deals as entered, so
this module reads a deal the way the rules score it — the same entry upgraded and cleaned as
``CribbageRules.score`` does, the same parts in the book's order of counting (the play, then the
hands from the pone round to the dealer, then the crib, line 179) — and keeps, for each hand and
the crib, the count it held and whether its turn to be shown came before the game was won in
the play or on an earlier show (line 227: nothing is counted after the game hole).

What a deal holds depends on how it was entered:

- by the ``cards``: each show is the count of its cards with the starter (``show_count``), the
  hand as it was held, whatever its holder announced (an announcement short or over changes what
  was pegged, never what was held);
- by the ``count``: each show is the count entered for it, plus the points the others took from
  it by muggins where the holder announced short (the help of ``muggins_on`` and line 221: the
  points he missed; an overcount taken back is entered as the true count). "Nineteen" is nothing
  (line 223);
- by the whole-deal ``points``: the deal names no show, so none is read.

A hand or crib the entry leaves out (the game was won before it, line 227) was not shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from clubapp.rules.base import State
from clubapp.rules.cribbage_count import possible_show_totals, rank_of, read_cards, show_count
from clubapp.rules.entry_text import canonical_entry
from clubapp.rules.errors import RuleError
from clubapp.rules.games.cribbage_checks import NINETEEN
from clubapp.rules.games.cribbage_rules import THREE_FOR_LAST, CribbageRules, DealSteps, HoleWalk
from clubapp.rules.schema import validate_fields, without_unset

ShowKind = Literal["hand", "crib"]


@dataclass(frozen=True)
class Show:
    """One show of a deal: the holder (his role and name), hand or crib, its count, and
    whether it was shown (its turn came before the game was won)."""

    role: str
    player: str
    what: ShowKind
    points: int
    shown: bool


def deal_shows(rules: CribbageRules, state: State, entry: Mapping[str, Any]) -> tuple[Show, ...]:
    """The shows of one deal entered after ``state`` (the game as it stood before it), in the
    order of counting; () for a deal entered by its points, or one the rules refuse."""
    try:
        return _shows(rules, state, entry)
    except RuleError:
        return ()


def _shows(rules: CribbageRules, state: State, entry: Mapping[str, Any]) -> tuple[Show, ...]:
    # the entry as ``score`` reads it (CribbageRules.score, then GameRules.score)
    body = dict(canonical_entry(rules.entry_schema, rules._upgraded(entry)))
    dealer = rules._dealer(state, body.pop("dealer", None))
    if "points" in body:
        return ()
    body = without_unset(rules.entry_schema, body)
    validate_fields(rules.entry_schema, body, players=state.players,
                    sides=rules.sides(state.players), game_id=rules.id)
    count, cards = body.get("count"), body.get("cards")
    if (count is None) == (cards is None):
        return ()
    holders = rules.role_players(state.players, dealer)
    deal = DealSteps(group="count" if count is not None else "cards")
    if rules._first_deal_of_game(state) and state.options.get("three_for_last"):
        deal.before_play.append((rules.roles[0], THREE_FOR_LAST))
    if count is not None:
        rules._from_count(state, count, holders, deal)
        held = _held_by_count(rules, count)
    else:
        rules._from_cards(state, cards, holders, deal)
        held = _held_by_cards(rules, cards)
    reached = _parts_reached(rules, state, deal, holders)
    out = []
    for index, (role, what, points) in enumerate(held):
        part = _part_index(rules, index, what, count if count is not None else cards)
        shown = part is not None and part in reached and deal.shows[part].missing is None
        out.append(Show(role, holders[role], what, points, shown))
    return tuple(out)


def _held_by_count(rules: CribbageRules, count: Mapping[str, Any]) -> list[tuple[str, ShowKind,
                                                                                  int]]:
    """Each show entered by the count: (role, hand or crib, what it held)."""
    starter = count.get("starter")
    starter_rank = rank_of(read_cards([starter], "count.starter")[0]) if starter else None
    irregular = count.get("irregular") or {}
    short = irregular.get("short_hand")
    out: list[tuple[str, ShowKind, int]] = []
    shows: list[tuple[str, ShowKind, int, bool]] = [
        (role, "hand", rules.hand_size - (1 if short == role else 0), False)
        for role in rules.roles]
    crib_size = {"short": 3, "long": 5}.get(irregular.get("crib") or "", 4)
    shows.append(("dealer", "crib", crib_size, True))
    for role, what, size, crib in shows:
        part = count.get(role) or {}
        value = part.get(what)
        if value is None:
            continue
        possible = possible_show_totals(size, crib=crib, starter_rank=starter_rank)
        if value == NINETEEN and NINETEEN not in possible_show_totals(size, crib=crib):
            value = 0
        taken = (part.get("muggins_on") or {}).get(what) or 0
        if taken and value + taken in possible:
            value += taken  # announced short: the points he missed were in the show
        out.append((role, what, int(value)))
    return out


def _held_by_cards(rules: CribbageRules, cards: Mapping[str, Any]) -> list[tuple[str, ShowKind,
                                                                                  int]]:
    """Each show of a deal entered by its cards: (role, hand or crib, the cards' count)."""
    irregular = cards.get("irregular") or {}
    short, crib_kind = irregular.get("short_hand"), irregular.get("crib")
    starter = read_cards([cards["starter"]], "cards.starter")[0]
    out: list[tuple[str, ShowKind, int]] = []
    for role in rules.roles:
        hand = read_cards(cards[role], f"cards.{role}")
        out.append((role, "hand", show_count(hand, starter, irregular=short == role).total))
    if cards.get("crib") is not None:
        crib = read_cards(cards["crib"], "cards.crib")
        out.append(("dealer", "crib",
                    show_count(crib, starter, crib=True, irregular=crib_kind is not None).total))
    return out


def _part_index(rules: CribbageRules, index: int, what: ShowKind,
                group: Mapping[str, Any]) -> int | None:
    """Where a show stands among the deal's parts (``DealSteps.shows``): the hands first, one a
    role, then the crib irregularity's part when there is one, then the crib (None: void)."""
    if what == "hand":
        return index
    irregular = group.get("irregular") or {}
    kind, short = irregular.get("crib"), irregular.get("short_hand")
    if rules._crib_void(kind, short):
        return None
    return len(rules.roles) + (1 if kind is not None else 0)


def _parts_reached(rules: CribbageRules, state: State, deal: DealSteps,
                   holders: Mapping[str, str]) -> set[int]:
    """The parts of the shows pegged before the game was won (``CribbageRules._outcome``'s
    walk to the game hole, keeping which show parts it came to)."""
    def side(role: str) -> str:
        return rules.key(state.players, holders[role])

    hole = HoleWalk(rules.game_target(state) or 0, dict(state.totals))
    reached: set[int] = set()
    if hole.peg([(side(r), n) for r, n in deal.before_play]):
        return reached
    play = [(side(r), n) for r, n in deal.play if n]
    if not deal.play_in_order:
        play = rules._order_play(hole.totals, hole.target, play, deal.first_out, side,
                                 deal.group)
    if hole.peg(play) or hole.peg([(side(r), n) for r, n in deal.after_play]):
        return reached
    for index, part in enumerate(deal.shows):
        if part.missing is not None:
            break
        reached.add(index)
        if hole.peg([(side(r), n) for r, n in part.steps]):
            break
    return reached
