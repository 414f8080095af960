"""Progressive-euchre lists for the room: the stars board as a poster, the "find your table"
list, and the prize list to read aloud.

- the stars board ranks as the first prize is decided (seeds/002 line 91): most gold stars,
  then most red, then fewest green; a tie left after that shares a place (the book draws lots
  for the prize). The prizes go to each role, so the board shows each role by the host's name
  for it, its leaders in type to read across the room and every other guest below them, with
  each prize won; a party of more than ``FULL_BOARD`` guests lists each role's leaders and
  every prize winner, and says so (the whole ranking is the CSV of the same kind). Green stars
  are shown, never added in: the consolation prize goes to the most of them;
- "find your table": every guest in the order of the alphabet with the table to go to, at
  14 pt or more, in columns;
- the prize list: each prize, the role's own name, the winner in large type and why (18 pt).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, KeepTogether, PageBreak, Paragraph, Spacer

from clubapp.reports.fonts import printable
from clubapp.reports.layout import Column, build_table, lay_out_sized
from clubapp.reports.page import (
    SMALLEST,
    Heading,
    Progress,
    ReportSetup,
    build_document,
    content_height,
    content_width,
    pages_of,
    para,
    styles,
)
from clubapp.reports.party_cards import ROLE_COLOURS, STAR_COLOURS, _party_subtitle, role_name
from clubapp.reports.party_docs import ROLES, PartyData, TallyCard
from clubapp.words import note_text

LEADERS = 6  # a role's leaders on the poster
FULL_BOARD = 60  # guests: a party up to this size has every guest on its board
POSTER_NAME = 22.0  # points: the leaders' names, to read across the room
LIST_SIZE = 14.0  # points: the "find your table" list and the prize reasons
PRIZE_SIZE = 18.0


def ranked(cards: Sequence[TallyCard]) -> list[tuple[int, TallyCard]]:
    """Players by gold, red, fewest green (line 91), with shared places for equal stars."""
    order = sorted(cards, key=lambda c: (-c.gold, -c.red, c.green, c.name.casefold()))
    out: list[tuple[int, TallyCard]] = []
    previous: tuple[int, int, int] | None = None
    place = 0
    for index, card in enumerate(order, start=1):
        key = (card.gold, card.red, card.green)
        if key != previous:
            place = index
        previous = key
        out.append((place, card))
    return out


def _text(text: object, style: Any) -> Paragraph:
    return Paragraph(escape(printable(text)), style)


def _big(name: str, size: float, bold: bool = True, colour: Any = colors.black) -> Any:
    st = styles()["body"]
    return st.clone(name, fontName="ClubSans-Bold" if bold else "ClubSans", fontSize=size,
                    leading=size * 1.2, textColor=colour, splitLongWords=False)


def _leaders_table(cards: Sequence[tuple[int, TallyCard]], setup: ReportSetup,
                   width: float, size: float = POSTER_NAME,
                   prizes: Mapping[str, str] | None = None, shared: set[int] | None = None
                   ) -> Any:
    """Place, name, and the three colours of stars, at ``size`` (the leaders: the poster's);
    with ``prizes`` (player: prize), the prize each has won."""
    heads = [setup.tr("standings.place"), setup.tr("party.name"), "★ " + setup.tr("party.gold"),
             "★ " + setup.tr("party.red"), "★ " + setup.tr("party.green")]
    if shared is None:
        shared = {p for p, _c in cards if sum(1 for q, _d in cards if q == p) > 1}
    cells = [[f"{p}=" if p in shared else str(p) for p, _c in cards],
             [c.name for _p, c in cards],
             [setup.number(c.gold) for _p, c in cards],
             [setup.number(c.red) for _p, c in cards],
             [setup.number(c.green) for _p, c in cards]]
    if prizes:
        heads.append(setup.tr("party.prize"))
        # one word ("Consolation"): the names, not the prizes, take the room left
        cells.append([setup.tr(f"party.prize_word.{prizes[c.name]}") if c.name in prizes
                      else "" for _p, c in cards])
    # measured in the bold they are printed in, so that a long name folds rather than
    # running into the stars
    columns = [Column(h, cells[i], align="LEFT" if i in (1, 5) else "RIGHT",
                      grow=6 if i == 1 else 0, bold=1 <= i <= 4)
               for i, h in enumerate(heads)]
    # measured at the poster's size: the names wrap between words, never cut
    layout = lay_out_sized(columns, width, size, 12.0)
    pad = 5 if size >= POSTER_NAME else 3
    style: list[tuple[Any, ...]] = [("TOPPADDING", (0, 1), (-1, -1), pad),
                                    ("BOTTOMPADDING", (0, 1), (-1, -1), pad + 1)]
    for col, star in ((2, "gold"), (3, "red"), (4, "green")):
        style += [("TEXTCOLOR", (col, 1), (col, -1), STAR_COLOURS[star]),
                  ("FONT", (col, 1), (col, -1), "ClubSans-Bold", size, size * 1.2)]
    style.append(("FONT", (1, 1), (1, -1), "ClubSans-Bold", size, size * 1.2))
    if prizes:  # the prize beside the name, smaller than the name
        prize_size = min(size, LIST_SIZE)
        style.append(("FONT", (5, 1), (5, -1), "ClubSans", prize_size, prize_size * 1.2))
    return build_table(columns, layout, extra_style=style)


def stars_story(party: PartyData, setup: ReportSetup) -> list[Any]:
    """Each role's leaders, large, then every other guest of the role (or, at a party of
    more than ``FULL_BOARD``, every prize winner further down), with the prizes won."""
    st = styles()
    if not party.players:
        return [para(setup.tr("party.board_how"), _big("board_how", 12, bold=False)),
                para(setup.tr("standings.empty"), st["body"])]
    width = content_width(setup)
    if not any(c.gold or c.red or c.green or c.rounds for c in party.players):
        return _before_the_first_bell(party, setup)
    everyone = len(party.players) <= FULL_BOARD
    scope = setup.tr("party.board_everyone") if everyone else \
        setup.tr("party.board_top", n=LEADERS)
    story: list[Any] = [para(f"{setup.tr('party.board_how')} {scope}",
                             _big("board_how", 12, bold=False)), Spacer(1, 3 * mm)]
    prizes = {p.player: p.prize for p in party.prizes}
    for role in ROLES:
        cards = [c for c in party.players if c.role == role]
        if not cards:
            continue
        board = ranked(cards)
        shared = {p for p, _c in board if sum(1 for q, _d in board if q == p) > 1}
        last_place = board[min(LEADERS, len(board)) - 1][0]
        leaders = [(p, c) for p, c in board if p <= last_place]
        level: list[Any] = []
        if len(leaders) > 2 * LEADERS and not everyone:  # a crowd level at the cut: one line
            crowd = [c for p, c in leaders if p == last_place]
            leaders = [(p, c) for p, c in leaders if p < last_place]
            first = crowd[0]
            level = [Spacer(1, 2 * mm), _text(setup.tr(
                "party.board_level", n=setup.number(len(crowd)), place=last_place,
                gold=first.gold, red=first.red, green=first.green), _big("level", 16, False))]
        elif len(leaders) > 2 * LEADERS:  # everyone is listed: the crowd below, in list type
            leaders = [(p, c) for p, c in leaders if p < last_place]
        shown = {c.name for _p, c in leaders}
        rest = [(p, c) for p, c in board if c.name not in shown
                and (everyone or c.name in prizes)]
        title = _text(role_name(party, role, setup),
                      _big(f"role_{role}", 20, colour=ROLE_COLOURS[role]))
        table = [_leaders_table(leaders, setup, width, prizes=prizes, shared=shared)] \
            if leaders else []
        story += [CondPageBreak(60 * mm),
                  KeepTogether([title, Spacer(1, 2 * mm), *table, *level]), Spacer(1, 4 * mm)]
        if rest:
            heading = setup.tr("party.board_rest" if everyone else "party.board_winners_below")
            story += [_text(heading, _big(f"rest_{role}", 14, colour=ROLE_COLOURS[role])),
                      Spacer(1, 1.5 * mm),
                      _leaders_table(rest, setup, width, LIST_SIZE, prizes, shared),
                      Spacer(1, 6 * mm)]
    return story


def _before_the_first_bell(party: PartyData, setup: ReportSetup) -> list[Any]:
    """The board before any bell: nobody has a star, so nobody leads; it says so, and how
    many guests each role has, rather than a ranking of everyone level at nothing."""
    story: list[Any] = [para(setup.tr("party.board_how"), _big("board_how", 12, bold=False)),
                        Spacer(1, 6 * mm),
                        _text(setup.tr("party.board_no_bell"), _big("no_bell", 20)),
                        Spacer(1, 6 * mm)]
    for role in ROLES:
        count = sum(1 for c in party.players if c.role == role)
        if not count:
            continue
        story += [_text(role_name(party, role, setup),
                        _big(f"role_{role}", 20, colour=ROLE_COLOURS[role])),
                  _text(setup.tr("party.board_guests", n=setup.number(count)),
                        _big(f"guests_{role}", LIST_SIZE, bold=False)),
                  Spacer(1, 4 * mm)]
    return story


def write_stars_board(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                      progress: Progress | None = None) -> Path:
    """The stars board as a poster: each role's leaders in type to read across the room."""
    heading = Heading(setup.tr("party.stars_board"), _party_subtitle(party, setup))
    return build_document(path, setup, heading, stars_story(party, setup), progress=progress)


# --- find your table ------------------------------------------------------------------------
def table_list_story(party: PartyData, setup: ReportSetup) -> list[Any]:
    """Every guest, in the order of the alphabet, with the table to go to: in columns, each
    page read down its first column, then its second."""
    guests = sorted(party.players, key=lambda c: (c.name.casefold(), c.name))
    entries = [(c.name, party.table_now(c.name)) for c in guests]
    width = content_width(setup)
    per_column = 2 if width < 200 * mm else 3
    row_h = (LIST_SIZE + 2) * 1.2 + 7  # the line and its padding
    rows_per_page = max(5, int((content_height(setup) - 22 * mm) // row_h))
    last_round = max((s.round for s in party.slips), default=0)
    when = setup.tr("party.list_round", round=last_round) if last_round else \
        setup.tr("party.list_now")
    story: list[Any] = []
    per_page = rows_per_page * per_column
    for start in range(0, max(len(entries), 1), per_page):
        page = entries[start:start + per_page]
        rows = max(1, -(-len(page) // per_column))
        cols: list[Column] = []
        for n in range(per_column):
            chunk = page[n * rows:(n + 1) * rows]
            chunk += [("", None)] * (rows - len(chunk))
            cols.append(Column(setup.tr("party.name"), [name for name, _t in chunk], grow=5))
            cols.append(Column(setup.tr("party.table"),
                               ["" if not name else setup.tr("party.waits") if t is None
                                else str(t) for name, t in chunk], align="RIGHT", grow=0))
        layout = lay_out_sized(cols, width, LIST_SIZE, 11.0)
        style: list[tuple[Any, ...]] = [("TOPPADDING", (0, 1), (-1, -1), 3),
                                        ("BOTTOMPADDING", (0, 1), (-1, -1), 4)]
        for i in range(1, len(cols), 2):
            style.append(("FONT", (i, 1), (i, -1), "ClubSans-Bold", LIST_SIZE + 2,
                          (LIST_SIZE + 2) * 1.2))
            if i + 1 < len(cols):  # a heavier line between the columns of names
                style.append(("LINEAFTER", (i, 0), (i, -1), 2, colors.black))
        if story:
            story.append(PageBreak())
        story += [para(when, _big("list_when", 12, bold=False)), Spacer(1, 2 * mm),
                  build_table(cols, layout, extra_style=style)]
    return story


def write_table_list(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                     progress: Progress | None = None) -> Path:
    """"Find your table": every guest and the table to go to, at 14 pt or more."""
    heading = Heading(setup.tr("party.table_list"), _party_subtitle(party, setup))
    return build_document(path, setup, heading, table_list_story(party, setup),
                          progress=progress)


# --- the prizes -----------------------------------------------------------------------------
PRIZE_NAME = 28.0  # points: the winner's name, read aloud from the paper
PRIZE_SCALES = (1.0, 0.9, 0.8, 0.72)  # smaller, to keep the prizes on one page, not below 20 pt


def _name_lines(name: str, size: float, width: float) -> tuple[list[str], float]:
    """A winner's name in lines of ``width``: between words, a long double name after its
    hyphen, and smaller only where a single part is still wider than the page."""
    from clubapp.reports.layout import longest_word, wrap

    clean = printable(name)
    while size > SMALLEST and longest_word(clean, "ClubSans-Bold", size, hyphens=True) > width:
        size -= 0.5
    return wrap(clean, "ClubSans-Bold", size, width), size


def prizes_story(party: PartyData, setup: ReportSetup, scale: float = 1.0) -> list[Any]:
    """Each prize in the book's order: the prize and the role, the winner large, why; the
    name never wider than the page (``scale``: the sizes, to keep the prizes on one page)."""
    if not party.prizes:
        return [para(setup.tr("party.no_prizes"), _big("none", PRIZE_SIZE, bold=False))]
    order = {"first": 0, "second": 1, "consolation": 2}
    prizes = sorted(party.prizes, key=lambda p: (order.get(p.prize, 9), ROLES.index(p.role)
                                                 if p.role in ROLES else 9))
    width = content_width(setup)
    story: list[Any] = []
    for prize in prizes:
        colour = ROLE_COLOURS.get(prize.role, colors.black)
        heading = f"{setup.tr(f'party.prize.{prize.prize}')} · {role_name(party, prize.role, setup)}"
        lines, size = _name_lines(prize.player, PRIZE_NAME * scale, width)
        name = Paragraph("<br/>".join(escape(line) for line in lines),
                         _big(f"winner_{size}", size))
        block = [_text(heading, _big(f"p{prize.prize}_{scale}", PRIZE_SIZE * scale,
                                     colour=colour)), name]
        reason = note_text(prize.reason, setup.lang)  # text as it is, messages in words
        if reason:
            block.append(_text(reason, _big(f"reason_{scale}", PRIZE_SIZE * scale, bold=False)))
        story += [KeepTogether([*block, Spacer(1, 8 * mm * scale)])]
    return story


def write_prize_list(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                     progress: Progress | None = None) -> Path:
    """The prizes, who won them and why, to read aloud."""
    heading = Heading(setup.tr("party.prizes"), _party_subtitle(party, setup))
    # one page when a smaller type keeps them on it, else the largest type: never a prize
    # left alone on a page of its own when a little less room would have held it
    scale = next((k for k in PRIZE_SCALES
                  if pages_of(setup, prizes_story(party, setup, k)) == 1), None)
    if scale is not None:
        story = prizes_story(party, setup, scale)
    else:  # more than a page holds: as many on each page, the last not left with one
        pages = pages_of(setup, prizes_story(party, setup))
        blocks = prizes_story(party, setup)
        each = -(-len(blocks) // pages)
        story = []
        for n, block in enumerate(blocks):
            if n and n % each == 0:
                story.append(PageBreak())
            story.append(block)
    return build_document(path, setup, heading, story, progress=progress)
