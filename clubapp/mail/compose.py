"""One mail's words: its subject, a plain text part and an HTML part with the same content.

A mail is laid out once as blocks (a heading, a paragraph, a table, a link) and the blocks are
written twice: as plain text (tables in aligned columns) and as simple HTML — inline styles
only, no pictures, no scripts, tables of data, so that every mail reader shows it and a
reader that shows only text loses nothing.

What the evening's part says is the results document's (``services.results_format``: the
numbers and words the window and the documents show, other members named as the results site
names them); what the member's own part says (``OwnResults``, ``OwnChips``) is read from the
services for that member alone, so that a member left out of the site still gets their own
line. Every number is written by ``clubapp.words.formats`` in the reader's language.
"""

from __future__ import annotations

import datetime as dt
import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from clubapp.words import Message, counted, formats, say

# --- what the member's own part says -----------------------------------------------------------


@dataclass(frozen=True)
class OwnStanding:
    """The member's line in one game's standing of the evening."""

    key: str  # the standing's key (the game's id): its title is the document's
    place_text: str  # "2" or "2=" (shared)
    count: int  # lines in the standing
    shared: bool
    basis: str  # "games" or "chips"
    unit: str
    played: int
    won: int
    matches_won: int
    points: int | None  # None: a family's unlike points are not added


@dataclass(frozen=True)
class OwnParty:
    """The member's tally card at a party: stars, place on the board, rounds, the prize."""

    place: int | None
    count: int
    gold: int
    red: int
    green: int
    rounds: int
    prize: int | None = None  # the index of their prize in the document's prizes


@dataclass(frozen=True)
class OwnRotation:
    """The member's line in a party played from a rotation chart."""

    place: int
    count: int
    points: int
    won: int
    played: int


@dataclass(frozen=True)
class OwnResults:
    """Everything the member's own part of the results mail says."""

    standings: tuple[OwnStanding, ...] = ()
    party: OwnParty | None = None
    rotation: OwnRotation | None = None


@dataclass(frozen=True)
class Payment:
    """One payment of the settlement the member is in: "pay" (they pay) or "paid" (paid to
    them), the other member as published (None: left out) and the amount."""

    direction: str
    other: str | None
    amount: Decimal


@dataclass(frozen=True)
class OwnChips:
    """The member's chips at the evening and the payments that settle them; ``money`` and
    ``worth`` None where no worth in money was set (then amounts are chips)."""

    net_units: int
    money: Decimal | None
    worth: tuple[Decimal, int] | None
    payments: tuple[Payment, ...] = ()


@dataclass(frozen=True)
class RotationLine:
    """A line of a rotation party's standing, its player as published."""

    place: int
    player: str | None
    points: int
    won: int
    played: int


@dataclass(frozen=True)
class Links:
    """The results site's pages for this mail (None: not published, or not given)."""

    evening: str | None = None
    member: str | None = None


@dataclass(frozen=True)
class Composed:
    subject: str
    text: str
    html: str


# --- blocks ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Heading:
    text: str


@dataclass(frozen=True)
class _Para:
    text: str
    strong: bool = False
    small: bool = False


@dataclass(frozen=True)
class _Items:
    items: tuple[str, ...]


@dataclass(frozen=True)
class _Table:
    heads: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    right: frozenset[int] = frozenset()  # columns of figures, set right
    bold: frozenset[int] = frozenset()  # rows set in bold (the member's own)


@dataclass(frozen=True)
class _Link:
    url: str
    line: str  # the sentence the plain text says it with


Block = _Heading | _Para | _Items | _Table | _Link


@dataclass
class _Speech:
    """The reader's language, the document's published names and the reader's own key."""

    lang: str
    names: Mapping[str, str]  # a published member's key → the name as published
    own_key: str | None
    own_name: str
    games: Mapping[str, Any] = field(default_factory=dict)

    def say(self, message_id: str, **params: object) -> str:
        return say(Message(message_id, **params), self.lang)

    def doc(self, key: str, **params: object) -> str:
        return say(Message(f"documents.{key}", **params), self.lang)

    def n(self, value: int) -> str:
        return formats.number(value, self.lang)

    def signed(self, value: int) -> str:
        return ("+" if value > 0 else "") + formats.number(value, self.lang)

    def name(self, key: str | None) -> str:
        """A member as published; the reader by their own name; a hidden one "a player"."""
        if key is not None and key == self.own_key:
            return self.own_name
        if key is None or key not in self.names:
            return self.say("mail.a_player")
        return self.names[key]

    def text(self, said: Mapping[str, str] | None) -> str:
        """A text the document says in each language, in the reader's."""
        if not said:
            return ""
        return said.get(self.lang) or said.get("en") or ""

    def game(self, game_id: str) -> str:
        entry = self.games.get(game_id)
        return self.text(entry["name"]) if entry else game_id

    def unit(self, game_id: str) -> str:
        entry = self.games.get(game_id)
        return str(entry.get("unit", "points")) if entry else "points"


def _speech(document: Mapping[str, Any], lang: str, own_key: str | None,
            own_name: str) -> _Speech:
    names = {p["id"]: p["name"] for p in document.get("players", ())}
    return _Speech(lang, names, own_key, own_name, document.get("games", {}))


def evening_of(document: Mapping[str, Any]) -> Mapping[str, Any]:
    """The one evening of an evening's results document."""
    return document["evenings"][0]


def _subject(document: Mapping[str, Any], sp: _Speech, message_id: str) -> str:
    evening = evening_of(document)
    day = dt.date.fromisoformat(evening["date"])
    return sp.say(message_id, club=sp.text(document["club"]["name"]), evening=evening["name"],
                  date=formats.date(day, sp.lang, formats.TEXT))


def _date_text(evening: Mapping[str, Any], lang: str) -> str:
    return formats.date(dt.date.fromisoformat(evening["date"]), lang, formats.TEXT)


# --- the evening's tables -------------------------------------------------------------------------


def _partnership(game: Mapping[str, Any]) -> bool:
    return any(not str(s["key"]).startswith("seat ") for s in game["sides"])


def _side_label(game: Mapping[str, Any], side: Mapping[str, Any], sp: _Speech) -> str:
    if _partnership(game):
        return str(side["key"])
    players = side.get("players") or [None]
    return sp.name(players[0])


def _players_text(game: Mapping[str, Any], sp: _Speech) -> str:
    if not _partnership(game):
        return ", ".join(sp.name(s["players"][0] if s["players"] else None)
                         for s in game["sides"])
    joiner = f" {sp.doc('and')} "
    return "; ".join(f"{s['key']}: {joiner.join(sp.name(p) for p in s['players'])}"
                     for s in game["sides"])


def _result_text(game: Mapping[str, Any], sp: _Speech) -> str:
    """Games won, the match's value, or the totals of a game still in progress: as the
    evening's results document says them (``reports.evening_results.result_text``)."""
    parts: list[str] = []
    sides = game["sides"]
    label = {s["key"]: _side_label(game, s, sp) for s in sides}
    totals = ", ".join(f"{label[s['key']]} {sp.n(int(game['totals'].get(s['key'], 0)))}"
                       for s in sides)
    if game["games"]:
        won = {s["key"]: sum(1 for g in game["games"] if s["key"] in (g["winner"] or []))
               for s in sides}
        parts.append(sp.doc("evening.games_won", games=", ".join(
            f"{label[k]} {sp.n(n)}" for k, n in won.items() if n)))
    match = game.get("match")
    if match is not None and match.get("value") is not None:
        parts.append(sp.doc("evening.value", value=sp.n(int(match["value"]))))
    unit = sp.unit(game["game"])
    if game["winner"] is None and unit == "chips":
        parts.append(f"{sp.doc('evening.chips')}: {totals}")
    elif game["winner"] is None:
        parts.append(f"{sp.doc('evening.in_progress')} ({sp.doc(f'unit.{unit}')}): {totals}")
    elif not game["games"]:
        parts.append(totals)
    parts.append(counted(int(game["deals"]), "deals", sp.lang))
    return "; ".join(parts)


def _winners_text(game: Mapping[str, Any], sp: _Speech) -> str:
    if not game["winner"]:
        return sp.doc("none")
    members: list[str] = []
    for side in game["sides"]:
        if side["key"] in game["winner"]:
            members.extend(sp.name(p) for p in side["players"])
    return f" {sp.doc('and')} ".join(members) if members else sp.doc("none")


def _tables(evening: Mapping[str, Any], sp: _Speech) -> list[Block]:
    rows: list[tuple[str, ...]] = []
    bold: set[int] = set()
    for table in evening.get("tables", ()):
        for game in table["games"]:
            if sp.own_key is not None and any(
                    sp.own_key in s["players"] for s in game["sides"]):
                bold.add(len(rows))
            rows.append((sp.n(table["number"]), sp.game(game["game"]), _players_text(game, sp),
                         _result_text(game, sp), _winners_text(game, sp)))
    if not rows:
        return []
    heads = tuple(sp.doc(f"evening.{k}") for k in ("table", "game", "players", "result",
                                                     "winners"))
    return [_Heading(sp.say("mail.tables")),
            _Table(heads, tuple(rows), frozenset({0}), frozenset(bold))]


def _standing_cell(line: Mapping[str, Any], column: str, sp: _Speech) -> str:
    if column == "player":
        return sp.name(line.get("player"))
    if column == "decided":
        return sp.text(line.get("decided"))
    if column == "place_text":
        return str(line.get("place_text", ""))
    value = line.get(column)
    return sp.n(int(value)) if isinstance(value, int) else ""


def _standings(evening: Mapping[str, Any], sp: _Speech) -> list[Block]:
    blocks: list[Block] = []
    for standing in evening.get("standings", ()):
        columns = [c for c in standing["columns"] if c["id"] != "evenings"]
        heads = tuple(sp.text(c["heading"]) for c in columns)
        rows = tuple(tuple(_standing_cell(line, c["id"], sp) for c in columns)
                     for line in standing["lines"])
        bold = frozenset(i for i, line in enumerate(standing["lines"])
                         if sp.own_key is not None and line.get("player") == sp.own_key)
        right = frozenset(i for i, c in enumerate(columns)
                          if c["id"] not in ("player", "decided"))
        blocks += [_Para(sp.text(standing["title"]), strong=True),
                   _Table(heads, rows, right, bold)]
    if blocks:
        blocks.insert(0, _Heading(sp.say("mail.standings")))
    return blocks


def _party(evening: Mapping[str, Any], sp: _Speech) -> list[Block]:
    party = evening.get("party")
    if not party:
        return []
    blocks: list[Block] = []
    if party.get("stars"):
        heads = (sp.doc("standings.place"), sp.doc("party.player"), sp.doc("party.gold"),
                 sp.doc("party.red"), sp.doc("party.green"))
        rows = tuple((sp.n(s["place"]), sp.name(s["player"]), sp.n(s["gold"]), sp.n(s["red"]),
                      sp.n(s["green"])) for s in party["stars"])
        bold = frozenset(i for i, s in enumerate(party["stars"])
                         if sp.own_key is not None and s["player"] == sp.own_key)
        blocks += [_Heading(sp.say("mail.stars_board")),
                   _Table(heads, rows, frozenset({0, 2, 3, 4}), bold)]
    if party.get("prizes"):
        prize_heads = (sp.doc("party.prize"), sp.doc("party.player"), sp.doc("party.reason"))
        prize_rows = tuple((sp.text(p["prize_name"]), sp.name(p["player"]), sp.text(p["why"]))
                           for p in party["prizes"])
        blocks += [_Heading(sp.say("mail.prizes")), _Table(prize_heads, prize_rows)]
    return blocks


def _rotation(lines: Sequence[RotationLine], sp: _Speech) -> list[Block]:
    if not lines:
        return []
    heads = (sp.doc("standings.place"), sp.doc("party.player"), sp.say("mail.rotation_points"),
             sp.doc("standings.won"), sp.doc("standings.played"))
    rows = tuple((sp.n(ln.place), sp.name(ln.player), sp.n(ln.points), sp.n(ln.won),
                  sp.n(ln.played)) for ln in lines)
    bold = frozenset(i for i, ln in enumerate(lines)
                     if sp.own_key is not None and ln.player == sp.own_key)
    return [_Heading(sp.say("mail.rotation_standing")),
            _Table(heads, rows, frozenset({0, 2, 3, 4}), bold)]


# --- the member's own part --------------------------------------------------------------------


def _own(own: OwnResults, evening: Mapping[str, Any], sp: _Speech) -> list[Block]:
    titles = {s["key"]: sp.text(s["title"]) for s in evening.get("standings", ())}
    items: list[str] = []
    for line in own.standings:
        parts = [sp.say("mail.own_place", place=line.place_text, count=sp.n(line.count))]
        if line.shared:
            parts[0] += f" ({sp.say('mail.own_shared')})"
        if line.basis == "games":
            parts.append(sp.say("mail.own_won", won=sp.n(line.won), played=sp.n(line.played)))
            if line.matches_won:
                parts.append(sp.say("mail.own_matches", n=sp.n(line.matches_won)))
        if line.points is not None:
            if line.unit == "chips":
                parts.append(sp.signed(line.points) + "\u00a0"
                             + sp.doc("counted_chips", n=line.points))
            else:
                parts.append(counted(line.points, line.unit, sp.lang))
        title = titles.get(line.key) or sp.game(line.key)
        items.append(f"{title}: {'; '.join(parts)}")
    if own.party is not None:
        party = own.party
        parts = [sp.say("mail.own_stars", gold=sp.n(party.gold), red=sp.n(party.red),
                        green=sp.n(party.green))]
        if party.place is not None:
            parts.append(sp.say("mail.own_place", place=sp.n(party.place),
                                count=sp.n(party.count)))
        parts.append(sp.say("mail.own_rounds", n=sp.n(party.rounds)))
        items.append("; ".join(parts))
        prizes = (evening.get("party") or {}).get("prizes") or []
        if party.prize is not None and party.prize < len(prizes):
            prize = prizes[party.prize]
            items.append(sp.say("mail.own_prize", prize=sp.text(prize["prize_name"]),
                                why=sp.text(prize["why"])))
    if own.rotation is not None:
        rotation = own.rotation
        items.append("; ".join([
            sp.say("mail.own_place", place=sp.n(rotation.place), count=sp.n(rotation.count)),
            counted(rotation.points, "points", sp.lang),
            sp.say("mail.own_won", won=sp.n(rotation.won), played=sp.n(rotation.played))]))
    if not items:
        return [_Heading(sp.say("mail.yours")), _Para(sp.say("mail.own_nothing"))]
    return [_Heading(sp.say("mail.yours")), _Items(tuple(items))]


def _links(links: Links, sp: _Speech) -> list[Block]:
    out: list[Block] = []
    if links.evening:
        out.append(_Link(links.evening, sp.say("mail.on_the_site", url=links.evening)))
    if links.member:
        out.append(_Link(links.member, sp.say("mail.your_page", url=links.member)))
    return out


def _closing(document: Mapping[str, Any], sp: _Speech) -> list[Block]:
    return [_Para(sp.say("mail.why_sent", club=sp.text(document["club"]["name"])), small=True)]


# --- the mails ----------------------------------------------------------------------------------


def compose_results(document: Mapping[str, Any], own: OwnResults, *, lang: str,
                    own_key: str | None, own_name: str, links: Links = Links(),
                    rotation: Sequence[RotationLine] = ()) -> Composed:
    """The results mail of an evening to one member: a greeting, their own results, the
    evening's tables, standings and party as published, the site's links."""
    sp = _speech(document, lang, own_key, own_name)
    evening = evening_of(document)
    blocks: list[Block] = [
        _Para(sp.say("mail.greeting", name=own_name)),
        _Para(sp.say("mail.results_intro", evening=evening["name"],
                     date=_date_text(evening, lang)))]
    if evening.get("status") != "closed":
        blocks.append(_Para(sp.say("mail.not_final"), small=True))
    party = evening.get("party")
    if party and not party.get("ended"):
        rounds = len(party.get("rounds", ())) + 1
        blocks.append(_Para(sp.say("mail.party_in_play", round=sp.n(rounds)), small=True))
    blocks += _own(own, evening, sp)
    blocks += _links(links, sp)
    blocks += _tables(evening, sp)
    blocks += _standings(evening, sp)
    blocks += _party(evening, sp)
    blocks += _rotation(rotation, sp)
    blocks += _closing(document, sp)
    subject = _subject(document, sp, "mail.subject_results")
    return Composed(subject, plain_text(blocks), html_text(blocks, subject, lang))


def compose_chips(document: Mapping[str, Any], chips: OwnChips, *, lang: str,
                  own_name: str) -> Composed:
    """The chip settlement to one member who owes or is owed: their chips, their money where
    the evening sets a worth, and each payment they make or receive."""
    sp = _speech(document, lang, None, own_name)
    evening = evening_of(document)
    blocks: list[Block] = [
        _Para(sp.say("mail.greeting", name=own_name)),
        _Para(sp.say("mail.chips_intro", evening=evening["name"],
                     date=_date_text(evening, lang)))]
    if evening.get("status") != "closed":
        blocks.append(_Para(sp.say("mail.not_final"), small=True))
    units = abs(chips.net_units)
    amount_chips = counted(units, "chips", lang)
    if chips.net_units:
        blocks.append(_Para(sp.say("mail.chips_won" if chips.net_units > 0 else "mail.chips_lost",
                                   chips=amount_chips), strong=True))
    if chips.worth is not None and chips.money is not None:
        money, per = chips.worth
        blocks.append(_Para(sp.say("mail.chips_worth", money=formats.money(money, lang),
                                   units=per)))
        if chips.money:
            blocks.append(_Para(sp.say(
                "mail.chips_money_won" if chips.money > 0 else "mail.chips_money_lost",
                money=formats.money(abs(chips.money), lang)), strong=True))
    else:
        blocks.append(_Para(sp.say("mail.chips_no_worth")))
    items = []
    for payment in chips.payments:
        amount = formats.money(payment.amount, lang) if chips.worth is not None \
            else counted(int(payment.amount), "chips", lang)
        who = sp.name(payment.other) if payment.other is not None else sp.say("mail.a_player")
        items.append(sp.say("mail.you_pay" if payment.direction == "pay" else "mail.pays_you",
                            who=who, amount=amount))
    if items:
        blocks.append(_Items(tuple(items)))
    blocks += _closing(document, sp)
    subject = _subject(document, sp, "mail.subject_chips")
    return Composed(subject, plain_text(blocks), html_text(blocks, subject, lang))


# --- writing the blocks ---------------------------------------------------------------------------


def plain_text(blocks: Sequence[Block]) -> str:
    """The blocks as plain text: headings underlined, tables in aligned columns."""
    out: list[str] = []
    for block in blocks:
        if isinstance(block, _Heading):
            out += ["", block.text, "-" * len(block.text)]
        elif isinstance(block, _Para):
            out += ["", block.text]
        elif isinstance(block, _Items):
            out += [""] + [f"* {item}" for item in block.items]
        elif isinstance(block, _Link):
            out += ["", block.line]
        else:
            out += ["", *_text_table(block)]
    return "\n".join(out).strip("\n") + "\n"


TEXT_WIDTH = 78  # a plain text mail's line: a wider table is written line by line


def _text_table(table: _Table) -> list[str]:
    """A table in aligned columns, the reader's own line marked with a star (">" would read as
    a quotation); one too wide for a line of text as a record a row."""
    rows = [table.heads, *table.rows]
    widths = [max(len(row[i]) for row in rows) for i in range(len(table.heads))]
    if 2 + sum(widths) + 2 * (len(widths) - 1) > TEXT_WIDTH:
        return _text_records(table)

    def line(row: Sequence[str], mark: str) -> str:
        cells = [cell.rjust(widths[i]) if i in table.right else cell.ljust(widths[i])
                 for i, cell in enumerate(row)]
        return (mark + "  ".join(cells)).rstrip()

    lines = [line(table.heads, "  "), "  " + "  ".join("-" * w for w in widths)]
    lines += [line(row, "* " if i in table.bold else "  ") for i, row in enumerate(table.rows)]
    return lines


def _text_records(table: _Table) -> list[str]:
    """A wide table row by row: its first cell under its heading ("Table 1"), then each other
    cell under its own ("  Game: Euchre")."""
    lines: list[str] = []
    for i, row in enumerate(table.rows):
        if lines:
            lines.append("")
        mark = "* " if i in table.bold else ""
        lines.append(f"{mark}{table.heads[0]} {row[0]}".rstrip())
        lines += [f"  {head}: {cell}" for head, cell in zip(table.heads[1:], row[1:],
                                                           strict=True) if cell]
    return lines


_BODY = ("margin:0;padding:16px;background:#ffffff;color:#1f1f1f;"
         "font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.45")
_H2 = "font-size:17px;margin:22px 0 8px 0;color:#1f1f1f"
_P = "margin:10px 0"
_SMALL = "margin:18px 0 0 0;font-size:13px;color:#555555"
_TABLE = "border-collapse:collapse;margin:6px 0 12px 0;font-size:14px"
_TH = ("text-align:{align};padding:4px 6px;border-bottom:2px solid #999999;"
       "vertical-align:bottom")
_TD = "text-align:{align};padding:4px 6px;border-bottom:1px solid #dddddd;vertical-align:top"
_OWN = ";background:#fff4cc;font-weight:bold"


def html_text(blocks: Sequence[Block], title: str, lang: str) -> str:
    """The blocks as a simple HTML page: inline styles, data tables, nothing to load."""
    e = html.escape
    out = ["<!DOCTYPE html>", f'<html lang="{e(lang)}">', "<head>", '<meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{e(title)}</title>", "</head>", f'<body style="{_BODY}">',
           '<div style="max-width:720px">']
    for block in blocks:
        if isinstance(block, _Heading):
            out.append(f'<h2 style="{_H2}">{e(block.text)}</h2>')
        elif isinstance(block, _Para):
            text = f"<strong>{e(block.text)}</strong>" if block.strong else e(block.text)
            out.append(f'<p style="{_SMALL if block.small else _P}">{text}</p>')
        elif isinstance(block, _Items):
            out.append('<ul style="margin:6px 0 10px 0;padding-left:22px">')
            out += [f'<li style="margin:3px 0">{e(item)}</li>' for item in block.items]
            out.append("</ul>")
        elif isinstance(block, _Link):  # the sentence of the text, its address a link
            before, _, after = block.line.partition(block.url)
            out.append(f'<p style="{_P}">{e(before)}<a href="{e(block.url)}" '
                       f'style="color:#0b57d0">{e(block.url)}</a>{e(after)}</p>')
        else:
            out.append(_html_table(block))
    out += ["</div>", "</body>", "</html>"]
    return "\n".join(out) + "\n"


def _html_table(table: _Table) -> str:
    e = html.escape

    def align(i: int) -> str:
        return "right" if i in table.right else "left"

    heads = "".join(f'<th style="{_TH.format(align=align(i))}">{e(h)}</th>'
                    for i, h in enumerate(table.heads))
    rows = []
    for r, row in enumerate(table.rows):
        own = _OWN if r in table.bold else ""
        cells = "".join(f'<td style="{_TD.format(align=align(i))}{own}">{e(c)}</td>'
                        for i, c in enumerate(row))
        rows.append(f"<tr>{cells}</tr>")
    return (f'<table style="{_TABLE}"><thead><tr>{heads}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>")
