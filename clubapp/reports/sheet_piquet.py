"""The piquet sheet (seeds/001 lines 303–322, piquet au cent).

Each deal: who was younger (the dealer) and elder, then under each player what he scored in the
book's counting order — carte blanche, the point, sequences, quatorzes and trios, a repique or
pique, the play, the cards (or capot) — the deal's points and the running total to 100.

The parts are read from the entry; the repique or pique is what the deal counted beyond them.
When a player reached 100 during the hand the rest of it is not counted, so the parts may then
add up to more than the deal's points: the points column is what counts.
"""

from __future__ import annotations

from collections.abc import Mapping

from reportlab.lib.units import mm

from clubapp.reports.sheet_design import (
    Col,
    DealLine,
    Design,
    SheetInfo,
    SideCol,
    dealer_col,
    points_col,
    total_col,
)

PARTS = ("blanche", "point", "sequences", "sets", "pique", "play", "cards")


def deal_parts(line: DealLine) -> dict[str, dict[str, int]]:
    """Each player's points by part of the hand, as entered (the pique found from the rest)."""
    from clubapp.rules.games.piquet import CAPOT, MOST_CARDS, THE_CARDS
    from clubapp.rules.games.piquet_declarations import (
        SEQUENCE_LENGTHS,
        TRICKS,
        sequence_points,
        sets_points,
    )

    entry = line.entry
    players = line.before.players
    parts = {p: dict.fromkeys(PARTS, 0) for p in players}
    if entry.get("carte_blanche") in parts:
        parts[entry["carte_blanche"]]["blanche"] = 10
    point = entry.get("point")
    if isinstance(point, Mapping) and point.get("player") in parts:
        parts[point["player"]]["point"] = int(point.get("cards", 0))
    seqs = entry.get("sequences")
    if isinstance(seqs, Mapping) and seqs.get("player") in parts:
        parts[seqs["player"]]["sequences"] = sum(
            sequence_points(length) * int(seqs.get(name, 0) or 0)
            for name, length in SEQUENCE_LENGTHS.items())
    sets = entry.get("sets")
    if isinstance(sets, Mapping) and sets.get("player") in parts:
        parts[sets["player"]]["sets"] = sets_points(int(sets.get("quatorzes", 0) or 0),
                                                    int(sets.get("trios", 0) or 0))
    play = entry.get("play") or {}
    tricks = dict(entry.get("tricks") or {})
    for p in players:
        parts[p]["play"] = int(play.get(p, 0)) if isinstance(play, Mapping) else 0
    if len(players) == 2:
        a, b = players
        if a in tricks and b not in tricks:
            tricks[b] = TRICKS - tricks[a]
        if b in tricks and a not in tricks:
            tricks[a] = TRICKS - tricks[b]
    for p in players:
        won = int(tricks.get(p, 0))
        if won >= MOST_CARDS:
            parts[p]["cards"] = CAPOT if won == TRICKS else THE_CARDS
    for p in players:  # a repique (60) or pique (30): what the deal counted beyond the parts
        rest = int(line.record.points.get(p, 0)) - sum(parts[p].values())
        parts[p]["pique"] = rest if rest in (30, 60) else 0
    return parts


def piquet_design(info: SheetInfo) -> Design:
    def part(name: str):
        def value(line: DealLine, side: str) -> str:
            n = deal_parts(line)[side][name]
            return info.number(n) if n else ""
        return value

    def elder(line: DealLine) -> str:
        return info.who(next((p for p in line.before.players if p != line.dealer), ""))

    lead = (Col(info.tr("piquet.younger"), dealer_col(info).value, hand=18 * mm, align="LEFT",
                grow=2.0),
            Col(info.tr("piquet.elder"), elder, hand=18 * mm, align="LEFT", grow=2.0))
    parts = [SideCol(info.tr(f"piquet.{name}"), part(name), hand=7 * mm) for name in PARTS]
    per_side = (*parts, points_col(info), total_col(info))
    return Design(lead, per_side, notes=(info.tr("piquet.order"),),
                  covers=frozenset({"carte_blanche", "point", "sequences", "sets", "tricks",
                                    "play", "pique"}))
