"""A card party's evening results (seeds/002 lines 75–93): whether the party has ended, the
prizes with their reasons, the stars board with every guest, then every round played, table
by table: who won, who lost and what decided it.

A party's tables are not the evening's club tables: Print → Evening results of a party evening
prints this instead of the club tables (of which it has none).
"""

from __future__ import annotations

from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, KeepTogether, Spacer

from clubapp.reports.layout import Column, simple_table
from clubapp.reports.page import ReportSetup, content_width, para, styles
from clubapp.services.party_views import PartyView, is_default_pack
from clubapp.words import note_text, say

PRIZE_ORDER = {"first": 0, "second": 1, "consolation": 2}


def _role(party: PartyView, role: str, setup: ReportSetup) -> str:
    """The host's name for a role, else the document's language's (a lady: the red pack)."""
    label = party.labels.get(role, "")
    if not is_default_pack(role, label):  # "Red", or "Красные" drawn in a Russian window
        return label
    return setup.tr(f"party.role.{role}")


def _status(party: PartyView, setup: ReportSetup) -> str:
    summary = setup.tr("party.results_summary", guests=setup.number(len(party.players)),
                       tables=setup.number(len(party.tables)),
                       rounds=setup.number(len(party.bells)))
    if party.ended is not None:
        state = setup.tr("party.results_ended", round=party.ended.round)
    else:
        state = setup.tr("party.results_in_play", round=party.round)
    return f"{summary} {state}"


def _prizes(party: PartyView, setup: ReportSetup, width: float) -> list[Any]:
    st = styles()
    story: list[Any] = [para(setup.tr("party.prizes"), st["heading"])]
    if not party.prizes:
        return [*story, para(setup.tr("party.no_prizes"), st["body"]), Spacer(1, 4 * mm)]
    prizes = sorted(party.prizes, key=lambda p: (PRIZE_ORDER.get(p.prize, 9), p.role != "red"))
    columns = [Column(setup.tr("party.prize"),
                      [setup.tr(f"party.prize.{p.prize}") for p in prizes], grow=1),
               Column(setup.tr("party.role"), [_role(party, p.role, setup) for p in prizes],
                      grow=1),
               Column(setup.tr("party.player"), [p.player for p in prizes], bold=True, grow=2),
               Column(setup.tr("party.reason"), [note_text(p.why, setup.lang) for p in prizes],
                      grow=5)]
    return [*story, simple_table(columns, width), Spacer(1, 5 * mm)]


def _board(party: PartyView, setup: ReportSetup, width: float) -> list[Any]:
    """Every guest, ranked as the first prize is decided (line 91), with the prize won."""
    st = styles()
    won = {p.player: p.prize for p in party.prizes}
    rows = party.board
    shared = {r.place for r in rows if sum(1 for o in rows if o.place == r.place) > 1}
    columns = [
        Column(setup.tr("standings.place"),
               [f"{r.place}=" if r.place in shared else str(r.place) for r in rows],
               align="RIGHT", grow=0),
        Column(setup.tr("party.name"), [r.name for r in rows], bold=True, grow=3),
        Column(setup.tr("party.role"), [_role(party, r.role, setup) for r in rows], grow=2),
        Column(setup.tr("party.gold"), [setup.number(r.gold) for r in rows], align="RIGHT",
               grow=0),
        Column(setup.tr("party.red"), [setup.number(r.red) for r in rows], align="RIGHT",
               grow=0),
        Column(setup.tr("party.green"), [setup.number(r.green) for r in rows], align="RIGHT",
               grow=0),
        Column(setup.tr("party.results_played"), [setup.number(r.rounds) for r in rows],
               align="RIGHT", grow=0),
        Column(setup.tr("party.prize"),
               [setup.tr(f"party.prize.{won[r.name]}") if r.name in won else "" for r in rows],
               grow=2)]
    return [CondPageBreak(40 * mm), para(setup.tr("party.stars_board"), st["heading"]),
            para(f"{setup.tr('party.board_how')} {setup.tr('party.board_everyone')}",
                 st["small"]),
            Spacer(1, 2 * mm), simple_table(columns, width), Spacer(1, 5 * mm)]


def _rounds(party: PartyView, setup: ReportSetup, width: float) -> list[Any]:
    """Each round played: at every table who won, who lost and what decided it."""
    st = styles()
    story: list[Any] = []
    joiner = f" {setup.tr('and')} "
    for bell in party.bells:
        decisions = bell.decisions
        columns = [
            Column(setup.tr("party.table"), [str(d.table) for d in decisions], align="RIGHT",
                   grow=0),
            Column(setup.tr("evening.winners"), [joiner.join(d.winners) for d in decisions],
                   bold=True, grow=2),
            Column(setup.tr("party.results_losers"), [joiner.join(d.losers) for d in decisions],
                   grow=2),
            Column(setup.tr("party.results_why"), [say(d.why, setup.lang) for d in decisions],
                   grow=4)]
        heading = para(setup.tr("party.results_round", round=bell.round), st["subheading"])
        story += [CondPageBreak(30 * mm), KeepTogether([heading, Spacer(1, 1 * mm)]),
                  simple_table(columns, width), Spacer(1, 4 * mm)]
    return story


def party_story(party: PartyView | None, setup: ReportSetup) -> list[Any]:
    """The party's evening results (see the module's docstring)."""
    st = styles()
    if party is None:
        return [para(setup.tr("party.results_not_drawn"), st["body"])]
    width = content_width(setup)
    return [para(_status(party, setup), st["body"]), Spacer(1, 4 * mm),
            *_prizes(party, setup, width), *_board(party, setup, width),
            *_rounds(party, setup, width)]
