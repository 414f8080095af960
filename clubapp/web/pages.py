"""What each page shows, as plain data for its template: a table's game (the running score,
the deals so far, the score form), a party table's bell, a guest's next seat and stars.

Everything a person reads is said in the page's language from the message catalogue and the
glossary (the same words as the window). No page shows anything but its own table (or guest)
and the public standings of the evening (the party's stars board).
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from decimal import ROUND_HALF_EVEN, Decimal
from typing import TYPE_CHECKING, Any

from clubapp import glossary
from clubapp.rules import GameRules, get_game
from clubapp.services.carried_pool import carried_pool
from clubapp.web.form import FormBuilder, FormData
from clubapp.words import LANGUAGES, Message, formats, note_text, say, value_text

if TYPE_CHECKING:
    from clubapp.ledger import ChipValue
    from clubapp.services.party_views import PartyView, TableEntry
    from clubapp.services.table_access import Access
    from clubapp.services.views import GameView

LANGUAGE_NAMES = tuple((lang, formats.language_name(lang)) for lang in LANGUAGES)


def new_submission_id() -> str:
    """A submission's id, made when its page is shown (the page keeps it until answered)."""
    return uuid.uuid4().hex


def t(lang: str, message_id: str, **params: Any) -> str:
    return say(Message(message_id, **params), lang)


def common(access: Access, lang: str, title: str, subtitle: str = "") -> dict[str, Any]:
    """What every page of an address has: its language, its title, its token and base path."""
    return {"lang": lang, "title": title, "subtitle": subtitle, "token": access.token,
            "base": access.path(), "languages": LANGUAGE_NAMES,
            "offline_text": t(lang, "web.offline"), "resending_text": t(lang, "web.resending")}


def _number(value: int, lang: str) -> str:
    """A whole number as the window writes it (grouped: 1 234), with a true minus sign."""
    return formats.number(value, lang).replace("-", "−")


def _money(units: int, worth: ChipValue, lang: str) -> str:
    """So many white chips in money at the worth, to the worth's smallest coin."""
    exact = worth.exact(units)
    amount = (Decimal(exact.numerator) / Decimal(exact.denominator)).quantize(
        worth.quantum, rounding=ROUND_HALF_EVEN)
    return value_text(amount, lang).replace("-", "−")


def _chips_won(deals: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """Each player's chips won (+) or lost (−) at the table: the deals' chips, the pool's apart."""
    won: dict[str, int] = {}
    for deal in deals:
        for who, units in (deal.get("chips") or {}).items():
            if who != "pool":
                won[who] = won.get(who, 0) + units
    return won


def _match_kind(options: Mapping[str, Any]) -> str:
    """What the game calls its match: the euchre book's rubber (or one game where rubbers are
    not played), the whist book's rubber (a match of one rubber), or a match."""
    if "rubber" in options:
        return "rubber" if options["rubber"] else "game"
    if options.get("rubbers") == 1:
        return "whist_rubber"
    return "match"


def _pool_word(rules: GameRules) -> str:
    """What the game calls the chips carried between deals: préférence's pot (seeds/003 line
    11), every other game's pool."""
    return "pot" if rules.family == "preference" else "pool"


def score_figures(view: GameView, labels: Mapping[str, str], lang: str,
                  worth: ChipValue | None = None) -> dict[str, Any]:
    """The score as the window and `clubapp game show` give it: the running totals (in chips,
    their unit said, where they are chips), each player's chips, the pool carried to the next
    deal, the finished games and the match with their values; money beside the chips where a
    white chip's ``worth`` is set."""
    rules = get_game(view.game_id)
    result = view.result
    deals = result.get("deals", [])
    unit = rules.chip_unit
    chip_deals = [d for d in deals if d.get("chips") is not None]
    won = _chips_won(chip_deals)
    in_chips = bool(chip_deals) and all(won.get(s, 0) == view.totals.get(s, 0)
                                        for s in view.sides)
    priced = worth if chip_deals and unit == "white" else None

    def money(units: int) -> str:
        return _money(units, priced, lang) if priced is not None else ""

    def chips(units: int) -> str:
        text = t(lang, f"web.{unit}_chips", n=units)
        return f"{text} ({money(units)})" if priced is not None else text

    figures: dict[str, Any] = {
        "totals": [{"label": labels[s], "total": _number(view.totals.get(s, 0), lang),
                    "money": money(view.totals.get(s, 0)) if in_chips else ""}
                   for s in view.sides],
        "totals_caption": t(lang, f"web.chips_won_{unit}") if in_chips else "",
        "chips": [], "chips_caption": "", "pool": "", "worth": "", "match": ""}
    if chip_deals and not in_chips:  # points to the game, chips beside them (auction pitch)
        names = [k for k in dict.fromkeys((*view.sides, *view.players)) if k in won]
        figures["chips"] = [{"label": labels.get(k, k), "total": _number(won[k], lang),
                             "money": money(won[k])} for k in names]
        figures["chips_caption"] = t(lang, f"web.chips_won_{unit}")
    carried = carried_pool(view)  # the window's line too: an empty pot says the next stake
    if carried is not None:
        figures["pool"] = say(carried.message(chips), lang)
    if priced is not None:
        figures["worth"] = (t(lang, "web.chip_worth", money=priced.money) if priced.units == 1
                            else t(lang, "web.chips_worth", units=priced.units,
                                   money=priced.money))
    games = result.get("games", [])
    figures["games_valued"] = any(g.get("value") is not None for g in games)
    figures["games"] = [
        {"number": n, "winner": labels.get(g["winner"], g["winner"]),
         "score": " : ".join(_number(g["totals"].get(s, 0), lang) for s in view.sides),
         "value": _number(g["value"], lang) if g.get("value") is not None else ""}
        for n, g in enumerate(games, start=1)]
    match = result.get("match")
    if match is not None and match.get("value") is not None:
        figures["match"] = t(lang, f"web.{_match_kind(view.options)}_worth",
                             value=_number(match["value"], lang),
                             winner=labels.get(match["winner"], match["winner"]))
    figures["games_columns"] = [t(lang, "web.game_winner"), t(lang, "web.game_score"),
                                t(lang, "web.game_value")]
    figures["games_title"] = t(lang, "web.games")
    return figures


def game_page(access: Access, view: GameView, lang: str, *, sent: FormData | None = None,
              errors: dict[str, str] | None = None, general: str = "", notice: str = "",
              notice_bad: bool = False, locked: bool = False,
              worth: ChipValue | None = None,
              offer: Mapping[str, Any] | None = None,
              confirming: bool = False) -> dict[str, Any]:
    """A table's page: the running score (with the games, the match and the pool), the form,
    undo of its last deal, the deals so far; ``worth``: what a white chip is worth in money,
    where the table set it; ``offer``: the deal waiting for the other side (``confirm.html``),
    shown instead of the form and the undo; ``confirming``: the evening's other side confirms
    each deal (a recorded deal is not undone from the page)."""
    rules = get_game(view.game_id)
    labels = {s: view.side_label(s) for s in view.sides}
    builder = FormBuilder(rules.entry_schema, view.players, view.sides, labels, lang)
    form = None if view.over or offer else builder.controls(sent, errors)
    standing = []
    if view.to_go:
        standing.append(t(lang, "web.to_go", counts={s: n for s, n in view.to_go.items()}))
    if view.winner is not None:
        standing.append(t(lang, "web.winner", side=labels.get(view.winner, view.winner)))
    elif view.next_dealer:
        standing.append(t(lang, "web.next_dealer", name=view.next_dealer))
    shown = view.result.get("deals", [])
    pools = [d.get("pool") for d in shown] if len(shown) == len(view.deals) else []
    with_pool = any(p is not None for p in pools)
    deals = [{"number": d.number,
              "cells": [d.dealer, *(f"{_signed(d.points.get(s, 0), lang)} → {_number(d.totals.get(s, 0), lang)}"
                                    for s in view.sides),
                        *([_number(pools[i], lang) if pools[i] is not None else ""]
                          if with_pool else [])],
              "note": note_text(d.note, lang)} for i, d in enumerate(view.deals)]
    last = view.deals[-1] if view.deals else None
    sent_points = sent is not None and sent.get("points_instead") == "on"
    return {
        **common(access, lang, t(lang, "web.table_title", table=access.number),
                 f"{glossary.game_name(view.game_id, lang)} · "
                 + " · ".join(labels[s] for s in view.sides)),
        **score_figures(view, labels, lang, worth), "standing": standing, "form": form,
        "points": builder.points(sent if sent_points else None) if form is not None else [],
        "points_on": sent_points, "points_label": t(lang, "web.points_instead"),
        "form_title": t(lang, "web.deal_title", deal=len(view.deals) + 1),
        "record_label": t(lang, "web.record"), "submission": new_submission_id(),
        "general_error": general, "notice": notice, "notice_bad": notice_bad,
        "locked": t(lang, "web.locked_page") if locked else "",
        "undo": ({"id": last.id, "revision": last.revision}
                 if last is not None and not offer and not confirming else None),
        "offer": offer,
        "undo_label": t(lang, "web.undo", deal=last.number) if last is not None else "",
        "undo_submission": new_submission_id(),
        "deals_title": t(lang, "web.deals"), "no_deals": t(lang, "web.no_deals"),
        "deal_columns": [t(lang, "web.dealer"), *view.sides,
                         *([glossary.term(_pool_word(rules), lang)] if with_pool else [])],
        "deals": list(reversed(deals)),
    }


def _signed(value: int, lang: str) -> str:
    return f"+{_number(value, lang)}" if value > 0 else _number(value, lang)


BELL_PARTS = (("score", "number"), ("next_hand_tricks", "number"), ("cut", "text"))


def bell_page(access: Access, party: PartyView, reports: dict[int, TableEntry], lang: str, *,
              sent: FormData | None = None, errors: dict[str, str] | None = None,
              general: str = "", notice: str = "", notice_bad: bool = False,
              locked: bool = False) -> dict[str, Any]:
    """A party table's page: its two pairs this round, the result to hand in at the bell, the
    tables handed in so far; at the head table, the bell."""
    table = next((t for t in party.tables if t.number == access.number), None)
    mine = reports.get(access.table_number)
    parts = []
    if table is not None:
        for name, kind in BELL_PARTS:
            boxes = []
            for index, pair in enumerate(table.pairs):
                box = f"{name}.{index}"
                if sent is not None:
                    value = str(sent.get(box, "") or "")
                else:
                    given = getattr(mine, name) if mine is not None else None
                    value = str(given[index]) if given is not None else ""
                who = pair.red if name == "cut" else t(lang, "web.pair", red=pair.red,
                                                         blue=pair.blue)
                boxes.append({"name": box, "label": who, "value": value})
            parts.append({"name": name, "kind": kind, "label": t(lang, f"web.bell_{name}"),
                          "help": t(lang, f"web.bell_{name}_help"), "boxes": boxes,
                          "error": (errors or {}).get(name, ""),
                          "example": t(lang, "web.bell_cut_example") if name == "cut" else ""})
    lines = []
    for other in party.tables:
        got = reports.get(other.number)
        if got is not None and got.score is not None:
            text = t(lang, "web.table_in", table=other.number,
                     score=f"{got.score[0]}:{got.score[1]}")
        elif got is not None:
            text = t(lang, "web.table_in_cut", table=other.number)
        else:
            text = t(lang, "web.table_waiting", table=other.number)
        lines.append({"state": "in" if got is not None else "waiting", "text": text})
    head = table is not None and table.head
    subtitle = t(lang, "web.round", round=party.round)
    if head:
        subtitle += " · " + glossary.term("head_table", lang)
    return {
        **common(access, lang, t(lang, "web.table_title", table=access.number), subtitle),
        "seated": table is not None, "round": party.round, "parts": parts,
        "form_title": t(lang, "web.bell_title"), "record_label": t(lang, "web.hand_in"),
        "submission": new_submission_id(), "general_error": general, "notice": notice,
        "notice_bad": notice_bad, "locked": t(lang, "web.locked_page") if locked else "",
        "tables_title": t(lang, "web.tables_round", round=party.round), "tables": lines,
        "ring": head, "ring_ready": len(reports) >= len(party.tables),
        "ring_label": t(lang, "web.ring"), "ring_submission": new_submission_id(),
    }


def guest_page(access: Access, party: PartyView, lang: str) -> dict[str, Any]:
    """A guest's page: where to go this round and with whom, the stars so far, the board;
    once the party has ended, no table to go to but the prizes (the guest's own first)."""
    name = access.name
    lines = []
    try:
        player = party.player(name)
    except KeyError:
        player = None
    number = party.table_of(name)
    prizes = []
    if party.ended is not None:
        lines.append(t(lang, "web.guest_ended", round=party.ended.round))
        for prize in party.prizes:
            words = {"prize": t(lang, f"web.prize_{prize.prize}"),
                     "pack": party.pack_name(prize.role, lang)}
            if prize.player == name:
                lines.append(t(lang, "web.guest_prize_won", why=note_text(prize.why, lang),
                               **words))
            prizes.append({"me": prize.player == name,
                           "text": t(lang, "web.prize_line", player=prize.player, **words)})
    elif player is None or player.status == "left":
        lines.append(t(lang, "web.guest_left"))
    elif number is None:
        lines.append(t(lang, "web.guest_waits", round=party.round))
        lines.extend(say(why, lang) for why in party.waiting_why)
    else:
        table = next(x for x in party.tables if x.number == number)
        pair = next(p for p in table.pairs if name in p.names)
        other = next(p for p in table.pairs if p is not pair)
        partner = pair.blue if pair.red == name else pair.red
        lines.append(t(lang, "web.guest_goes", round=party.round, table=number))
        lines.append(t(lang, "web.guest_partner", name=partner))
        lines.append(t(lang, "web.guest_against", first=other.red, second=other.blue))
    if party.last_bell is not None and player is not None:
        star = party.last_bell.stars.get(name)
        if star:
            lines.append(t(lang, "web.guest_star", round=party.last_bell.round,
                           star=glossary.term(f"{star}_stars", lang)))
    stars = []
    if player is not None:
        stars = [(glossary.term("gold_stars", lang, title=True), player.gold),
                 (glossary.term("red_stars", lang, title=True), player.red),
                 (glossary.term("green_stars", lang, title=True), player.green)]
    board = [{"me": row.name == name,
              "cells": [row.place, row.name, row.gold, row.red, row.green]}
             for row in party.board]
    return {
        # the evening as its printed results head it: its name and its date
        **common(access, lang, name, f"{party.evening.name} · "
                 f"{formats.date(party.evening.date, lang, formats.TEXT)}"),
        "next_lines": lines,
        "prizes_title": t(lang, "web.prizes"), "prizes": prizes,
        "stars_title": t(lang, "web.your_stars"), "stars": stars,
        "board_title": t(lang, "web.board"), "board": board,
        "board_columns": ["#", t(lang, "web.name"),
                          *(glossary.term(k, lang, title=True)
                            for k in ("gold_stars", "red_stars", "green_stars"))],
    }
