"""The cribbage sheet (seeds/001 lines 31–287), as a club scorer keeps it.

Each deal: what the pone and the dealer (round the table: the eldest, the second, the third and
the dealer) pegged in the play and showed in hand, the dealer's crib, his heels, muggins, then
each player's points for the deal and the running score in holes. Below: the league result of
each game (won, lurched, the spread and the American Cribbage Congress points a league counts,
``events.game_results``) and the board on paper.

A deal entered by its cards is counted here from the same cards by the same counting functions
the rules use; whatever a row's parts do not explain (penalties, three for last) is shown in
its own column, so that every row adds up to the points the rules gave.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reportlab.lib.units import mm

from clubapp.reports.sheet_columns import group_text
from clubapp.reports.sheet_design import (
    Col,
    DealLine,
    Design,
    SheetInfo,
    SideCol,
    dealer_col,
    total_col,
)
from clubapp.rules import RuleError
from clubapp.rules.cribbage_count import read_cards, show_count
from clubapp.rules.cribbage_play import play_out
from clubapp.rules.games.cribbage_rules import CribbageRules
from clubapp.rules.games.cribbage_schema import ROLE_LABELS

Parts = dict[str, dict[str, int]]  # role -> play, hand, crib, muggins


def _roles(info: SheetInfo) -> tuple[str, ...]:
    return tuple(getattr(info.rules, "roles", ("pone", "dealer")))


def role_label(role: str, lang: str) -> str:
    """The role's short name: "Pone", "Eldest hand", "Dealer"."""
    english, russian = ROLE_LABELS[role]
    text = russian if lang == "ru" else english
    return text.split(" (")[0]


def deal_parts(info: SheetInfo, line: DealLine) -> tuple[Parts, bool] | None:
    """Each role's play, hand, crib and muggins in a deal, and whether his heels was pegged;
    None when the entry holds neither a count nor cards that count."""
    entry = line.entry
    roles = _roles(info)
    if isinstance(entry.get("count"), Mapping):
        count = entry["count"]
        parts = {r: {"play": int((count.get(r) or {}).get("play") or 0),
                     "hand": int((count.get(r) or {}).get("hand") or 0),
                     "crib": int((count.get(r) or {}).get("crib") or 0) if r == "dealer" else 0,
                     "muggins": 0} for r in roles}
        for role in roles:  # what the others took by muggins on this role's count
            on = (count.get(role) or {}).get("muggins_on") or {}
            taken = sum(int(on.get(what) or 0) for what in ("play", "hand", "crib"))
            if taken:
                taker = on.get("called_by") or _rules(info).next_role(role)
                if taker in parts:
                    parts[taker]["muggins"] += taken
        return parts, bool(count.get("heels"))
    cards = entry.get("cards")
    if not isinstance(cards, Mapping):
        return None
    try:
        return _from_cards(info, roles, cards, line.dealer)
    except (RuleError, KeyError, TypeError, ValueError):
        return None


def _from_cards(info: SheetInfo, roles: tuple[str, ...], cards: Mapping[str, Any],
                dealer: str) -> tuple[Parts, bool]:
    starter = read_cards([cards["starter"]], "starter")[0]
    hands = {r: read_cards(cards[r], r) for r in roles}
    parts: Parts = {r: {"play": 0, "hand": show_count(hands[r], starter).total, "crib": 0,
                        "muggins": 0} for r in roles}
    parts["dealer"]["crib"] = show_count(read_cards(cards["crib"], "crib"), starter,
                                         crib=True).total
    claims = cards.get("claims") or {}
    for role in roles:  # a show announced short is pegged as announced (lines 219–221)
        for what in ("hand", "crib"):
            said = (claims.get(role) or {}).get(what)
            if said is not None and said != parts[role][what]:
                parts[role][what] = min(said, parts[role][what])
    if cards.get("pegged") is not None:
        for role in roles:
            parts[role]["play"] = int(cards["pegged"][role])
    else:
        played = read_cards(cards["play"], "play")
        result = play_out([hands[r] for r in roles], played,
                          single_count=bool(getattr(info.rules, "single_count", False)))
        for seat, points in enumerate(result.points_by_seat(len(roles))):
            parts[roles[seat]]["play"] = points
    heels = starter.rank == "J" and not cards.get("heels_forgotten")
    return parts, heels


def _holders(info: SheetInfo, line: DealLine) -> dict[str, str]:
    return _rules(info).role_players(line.before.players, line.dealer)


def _rules(info: SheetInfo) -> CribbageRules:
    """The sheet's rules: cribbage's (this sheet is drawn for its games only)."""
    assert isinstance(info.rules, CribbageRules), info.rules.id
    return info.rules


def _other(info: SheetInfo, line: DealLine, side: str) -> int | None:
    """A side's points in a deal that its parts do not explain: penalties, three for last,
    muggins on a show announced wrong."""
    found = deal_parts(info, line)
    if found is None:
        return None
    parts, heels = found
    holders = _holders(info, line)
    explained = 0
    for role, part in parts.items():
        if info.rules.side_of(holders[role], line.before.players) == side:
            explained += part["play"] + part["hand"] + part["crib"] + part["muggins"]
            if role == "dealer" and heels:
                explained += 2
    return int(line.record.points.get(side, 0)) - explained


def cribbage_design(info: SheetInfo) -> Design:
    roles = _roles(info)

    def part(role: str, what: str) -> Any:
        def value(line: DealLine) -> str:
            found = deal_parts(info, line)
            if found is None:
                return ""
            return info.number(found[0][role][what])
        return value

    def heels(line: DealLine) -> str:
        found = deal_parts(info, line)
        return "2" if found is not None and found[1] else ""

    def muggins(line: DealLine) -> str:
        found = deal_parts(info, line)
        if found is None:
            return ""
        holders = _holders(info, line)
        taken = [f"{info.who(holders[r])} {info.number(p['muggins'])}" for r, p in found[0].items()
                 if p["muggins"]]
        return ", ".join(taken)

    lead: list[Col] = [dealer_col(info)]
    for role in roles:
        group = role_label(role, info.lang)
        lead.append(Col(info.tr("crib.play"), part(role, "play"), group=group, hand=9 * mm))
        lead.append(Col(info.tr("crib.hand"), part(role, "hand"), group=group, hand=9 * mm))
        if role == "dealer":
            lead.append(Col(info.tr("crib.crib"), part(role, "crib"), group=group, hand=9 * mm))
    lead.append(Col(info.tr("crib.heels"), heels, hand=9 * mm, align="CENTER"))
    lead.append(Col(info.tr("crib.muggins"), muggins, hand=14 * mm, align="LEFT"))

    def other(line: DealLine, side: str) -> str:
        extra = _other(info, line, side)
        if extra is not None and extra < 0 and line.record.ended_game:
            return ""  # pegging stops in the game hole: the rest of the deal is not counted
        return info.signed(extra) if extra else ""

    per_side = (SideCol(info.tr("crib.other"), other, hand=9 * mm),
                SideCol(info.tr("crib.pegged"),
                        lambda line, side: info.number(int(line.record.points.get(side, 0)))),
                total_col(info))
    target = int(info.options.get("target", info.rules.target or 61))
    notes = (info.tr("crib.order", lurch=info.number(target - 31), target=info.number(target),
                     first=role_label(roles[0], info.lang).lower()),)
    def entered(line: DealLine) -> str:
        """What the columns do not show of the entry: the cards (hands, crib, starter, the
        order of play), or a count's starter, who went out first and the penalties."""
        for name in ("cards", "count"):
            value = line.entry.get(name)
            fld = next((f for f in info.rules.entry_schema if f.name == name), None)
            if not isinstance(value, Mapping) or fld is None:
                continue
            shown = {k: v for k, v in value.items()
                     if name == "cards" or k in ("starter", "first_out", "penalties")}
            return group_text(fld.fields, shown, info.setup)
        return ""

    return Design(tuple(lead), per_side, unit="unit.holes", notes=notes,
                  covers=frozenset({"count", "cards"}), more_remarks=entered)
