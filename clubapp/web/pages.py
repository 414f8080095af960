"""What each page shows, as plain data for its template: a table's game (the running score,
the deals so far, the score form), a party table's bell, a guest's next seat and stars.

Everything a person reads is said in the page's language from the message catalogue and the
glossary (the same words as the window). No page shows anything but its own table (or guest)
and the public standings of the evening (the party's stars board).
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

from clubapp import glossary
from clubapp.rules import get_game
from clubapp.web.form import FormBuilder, FormData
from clubapp.words import Message, note_text, say

if TYPE_CHECKING:
    from clubapp.services.party_views import PartyView, TableEntry
    from clubapp.services.table_access import Access
    from clubapp.services.views import GameView

LANGUAGE_NAMES = (("en", "English"), ("ru", "Русский"))


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


def _number(value: int) -> str:
    return str(value).replace("-", "−")


def game_page(access: Access, view: GameView, lang: str, *, sent: FormData | None = None,
              errors: dict[str, str] | None = None, general: str = "", notice: str = "",
              notice_bad: bool = False, locked: bool = False) -> dict[str, Any]:
    """A table's page: the running score, the form, undo of its last deal, the deals so far."""
    rules = get_game(view.game_id)
    labels = {s: view.side_label(s) for s in view.sides}
    builder = FormBuilder(rules.entry_schema, view.players, view.sides, labels, lang)
    form = None if view.over else builder.controls(sent, errors)
    totals = [(labels[s], _number(view.totals.get(s, 0))) for s in view.sides]
    standing = []
    if view.games:
        won = [str(g.get("winner")) for g in view.games if g.get("winner")]
        if won:
            standing.append(t(lang, "web.games_won", winners=won))
    if view.to_go:
        standing.append(t(lang, "web.to_go", counts={s: n for s, n in view.to_go.items()}))
    if view.winner is not None:
        standing.append(t(lang, "web.winner", side=labels.get(view.winner, view.winner)))
    elif view.next_dealer:
        standing.append(t(lang, "web.next_dealer", name=view.next_dealer))
    deals = [{"number": d.number,
              "cells": [d.dealer, *(f"{_signed(d.points.get(s, 0))} → {_number(d.totals.get(s, 0))}"
                                    for s in view.sides)],
              "note": note_text(d.note, lang)} for d in view.deals]
    last = view.deals[-1] if view.deals else None
    sent_points = sent is not None and sent.get("points_instead") == "on"
    return {
        **common(access, lang, t(lang, "web.table_title", table=access.number),
                 f"{glossary.game_name(view.game_id, lang)} · "
                 + " · ".join(labels[s] for s in view.sides)),
        "totals": totals, "standing": standing, "form": form,
        "points": builder.points(sent if sent_points else None) if form is not None else [],
        "points_on": sent_points, "points_label": t(lang, "web.points_instead"),
        "form_title": t(lang, "web.deal_title", deal=len(view.deals) + 1),
        "record_label": t(lang, "web.record"), "submission": new_submission_id(),
        "general_error": general, "notice": notice, "notice_bad": notice_bad,
        "locked": t(lang, "web.locked_page") if locked else "",
        "undo": ({"id": last.id, "revision": last.revision} if last is not None else None),
        "undo_label": t(lang, "web.undo", deal=last.number) if last is not None else "",
        "undo_submission": new_submission_id(),
        "deals_title": t(lang, "web.deals"), "no_deals": t(lang, "web.no_deals"),
        "deal_columns": [t(lang, "web.dealer"), *view.sides],
        "deals": list(reversed(deals)),
    }


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else _number(value)


BELL_PARTS = (("score", "number"), ("next_hand_tricks", "number"), ("cut", "text"))


def bell_page(access: Access, party: PartyView, reports: dict[int, TableEntry], lang: str, *,
              sent: FormData | None = None, errors: dict[str, str] | None = None,
              general: str = "", notice: str = "", notice_bad: bool = False,
              locked: bool = False) -> dict[str, Any]:
    """A party table's page: its two pairs this round, the result to hand in at the bell, the
    tables handed in so far; at the head table, the bell."""
    table = next((t for t in party.tables if t.number == access.number), None)
    mine = reports.get(access.number)
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
                          "error": (errors or {}).get(name, "")})
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
    """A guest's page: where to go this round and with whom, the stars so far, the board."""
    name = access.name
    lines = []
    try:
        player = party.player(name)
    except KeyError:
        player = None
    number = party.table_of(name)
    if player is None or player.status == "left":
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
        **common(access, lang, name, party.evening.name), "next_lines": lines,
        "stars_title": t(lang, "web.your_stars"), "stars": stars,
        "board_title": t(lang, "web.board"), "board": board,
        "board_columns": ["#", t(lang, "web.name"),
                          *(glossary.term(k, lang, title=True)
                            for k in ("gold_stars", "red_stars", "green_stars"))],
    }
