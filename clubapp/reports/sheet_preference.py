"""The préférence sheet (seeds/003): the pot, the mountain and the whists.

Each deal: the dealer (who sits out with four), the declarer, the contract and trumps; then
under each player his answer when he defended (whist, pass, invite), his tricks, his stake when the pot is filled (line
12), what he paid into the pot for a failed contract or whist — the mountain (lines 38–39) — what
the declarer took from it (line 37), the whists paid for the defenders' tricks (line 37), and
his balance; the pot left for the next deal.

The parts are counted from the entry by the pot's own constants (``preference_pot``) and shown
only when they add up to the chips the rules gave; otherwise the balance alone is printed.
"""

from __future__ import annotations

from collections.abc import Mapping

from reportlab.lib.units import mm

from clubapp import glossary
from clubapp.reports.sheet_design import (
    Col,
    DealLine,
    Design,
    SheetInfo,
    SideCol,
    dealer_col,
    entry_col,
    field_of,
    total_col,
)

Parts = dict[str, dict[str, int]]  # player -> stake, mountain, pot, whists
SUITS = {"clubs": "♣", "spades": "♠", "diamonds": "♦", "hearts": "♥"}


def deal_parts(line: DealLine) -> Parts | None:
    """Each player's stake, mountain, take from the pot and whists in one deal, or None when
    they do not add up to the deal's chips."""
    from clubapp.rules.games.preference_pot import (
        CONTRACT,
        DECLARER_FAILS,
        DECLARER_TAKES,
        INVITER_QUOTA,
        TRICKS_IN_DEAL,
        WHISTER_FAILS,
        WHISTER_QUOTA,
    )

    players = line.before.players
    options = line.before.options
    parts = {p: {"stake": 0, "mountain": 0, "pot": 0, "whists": 0} for p in players}
    pot_before = line.before.extra if isinstance(line.before.extra, int) else 0
    if pot_before <= 0:
        stake = options.get("pot_start", 10) if not line.before.deals else options.get(
            "pot_refill", 10)
        for p in players:
            parts[p]["stake"] = -int(stake)
    entry = line.entry
    declarer = entry.get("declarer")
    if isinstance(declarer, str) and declarer in parts:
        parts[declarer]["pot"] = DECLARER_TAKES
        answers = entry.get("whist") or {}
        tricks = entry.get("tricks") or {}
        whisters = [d for d, a in answers.items() if a != "pass"]
        if whisters:
            own = int(tricks.get(declarer, 0))
            defenders = TRICKS_IN_DEAL - own
            inviter = next((d for d, a in answers.items() if a == "invite"), None)
            paid = {inviter: defenders} if inviter else {d: int(tricks.get(d, 0)) for d in whisters}
            for whister, count in paid.items():
                parts[declarer]["whists"] -= count
                parts[whister]["whists"] += count
            if own < CONTRACT:
                parts[declarer]["mountain"] -= DECLARER_FAILS
            if inviter:
                if defenders < INVITER_QUOTA:
                    parts[inviter]["mountain"] -= WHISTER_FAILS
            else:
                for whister in whisters:
                    if int(tricks.get(whister, 0)) < WHISTER_QUOTA:
                        parts[whister]["mountain"] -= WHISTER_FAILS
    chips: Mapping[str, int] = line.record.chips or {}
    for p in players:
        if sum(parts[p].values()) != int(chips.get(p, 0)):
            return None
    return parts


def preference_design(info: SheetInfo) -> Design:
    def part(what: str):
        def value(line: DealLine, side: str) -> str:
            found = deal_parts(line)
            if found is None:
                return ""
            n = found[side][what]
            return info.signed(n) if n else ""
        return value

    def tricks(line: DealLine, side: str) -> str:
        given = line.entry.get("tricks") or {}
        value = given.get(side) if isinstance(given, Mapping) else None
        return "" if value is None else info.number(int(value))

    def stake(line: DealLine) -> str:
        found = deal_parts(line)
        if found is None:
            return ""
        paid = {-p["stake"] for p in found.values()}
        return info.number(paid.pop()) if paid and paid != {0} else ""

    whist = field_of(info.rules, "whist")

    def answer(line: DealLine, side: str) -> str:
        """A defender's answer under his own name, so that a deal keeps to one line."""
        given = line.entry.get("whist") or {}
        value = given.get(side) if isinstance(given, Mapping) else None
        if value is None or whist is None:
            return ""
        return glossary.choice_label(whist, str(value), info.lang)

    contract = field_of(info.rules, "contract")

    def contract_and_trumps(line: DealLine) -> str:
        """Narrow: the contract without its gloss, and the trumps' suit ("game ♣")."""
        said = line.entry.get("contract")
        if said is None or contract is None:
            return ""
        short = glossary.choice_label(contract, str(said), info.lang).split(" (")[0]
        return f"{short} {SUITS.get(str(line.entry.get('trumps')), '')}".strip()

    def answer_and_tricks(line: DealLine, side: str) -> str:
        """Narrow: a defender's answer and his tricks in one cell ("whist 3", "pass")."""
        return " ".join(part for part in (answer(line, side), tricks(line, side)) if part)

    lead = [dealer_col(info)]
    chosen = (("declarer", 18),) if info.narrow else (("declarer", 18), ("contract", 14),
                                                       ("trumps", 12))
    for name, hand in chosen:
        col = entry_col(info, name, hand=hand * mm)
        if col is not None:
            lead.append(col)
    if info.narrow and contract is not None:
        lead.append(Col(glossary.field_label(contract, info.lang), contract_and_trumps,
                        hand=14 * mm, align="LEFT"))
    lead.append(Col(info.tr("pref.stake_each"), stake, hand=8 * mm))
    played = (SideCol(info.tr("pref.answer_tricks"), answer_and_tricks, hand=12 * mm,
                      align="LEFT"),) if info.narrow else (
        SideCol(info.tr("pref.answer"), answer, hand=7 * mm, align="LEFT"),
        SideCol(info.tr("pref.tricks"), tricks, hand=7 * mm))
    per_side = (*played,
                SideCol(info.tr("pref.mountain"), part("mountain"), hand=7 * mm),
                SideCol(info.tr("pref.pot"), part("pot"), hand=7 * mm),
                SideCol(info.tr("pref.whists"), part("whists"), hand=7 * mm),
                total_col(info))
    trail = (Col(info.tr("pref.pot_left"),
                 lambda line: "" if line.record.pool is None
                 else info.number(int(line.record.pool)), hand=10 * mm, bold=True),)
    return Design(tuple(lead), per_side, trail, unit="unit.chips",
                  notes=(info.tr("pref.how"),),
                  covers=frozenset({"declarer", "contract", "trumps", "whist", "tricks"}))
