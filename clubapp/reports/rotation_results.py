"""The evening results of a card party played from a rotation chart: how far it has come, the
standing, every round handed in table by table with each pair's points, and the fairness
report of the chart.

Print → Evening results (and ``clubapp report evening``) of such an evening prints this in
place of the club tables, of which a party has none.
"""

from __future__ import annotations

from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, KeepTogether, Spacer

from clubapp.reports.errors import ReportError
from clubapp.reports.layout import Column, build_table, lay_out
from clubapp.reports.page import ReportSetup, content_width, para, styles
from clubapp.reports.rotation_chart import chart_of_view, standing_story
from clubapp.services.rotation_party import RotationRoundView, RotationTableView, RotationView
from clubapp.words import Message, say


def _say(setup: ReportSetup, message_id: str, **params: object) -> str:
    return say(Message(message_id, **params), setup.lang)


def _summary(view: RotationView, setup: ReportSetup) -> str:
    played = sum(r.handed_in for r in view.rounds)
    tables = max((len(r.tables) for r in view.rounds), default=0)
    return _say(setup, "rotation.results_summary", guests=len(view.guests), tables=tables,
                played=played, rounds=len(view.rounds))


def _columns(tables: list[RotationTableView], setup: ReportSetup) -> list[Column]:
    """A round's tables: each pair with the points it handed in."""
    pair = [[_say(setup, "rotation.pair", first=t.pairs[side][0], second=t.pairs[side][1])
             for t in tables] for side in (0, 1)]
    points = [[setup.number(t.score[side]) if t.score is not None else "" for t in tables]
              for side in (0, 1)]
    ns = f"{_say(setup, 'rotation.seat_north')}–{_say(setup, 'rotation.seat_south')}"
    ew = f"{_say(setup, 'rotation.seat_east')}–{_say(setup, 'rotation.seat_west')}"
    head = _say(setup, "rotation.points_col")
    return [Column(setup.tr("party.table"), [str(t.number) for t in tables], align="RIGHT",
                   grow=0),
            Column(ns, pair[0], grow=4), Column(head, points[0], align="RIGHT", grow=0),
            Column(ew, pair[1], grow=4), Column(head, points[1], align="RIGHT", grow=0)]


def _rounds(handed: list[RotationRoundView], setup: ReportSetup, width: float) -> list[Any]:
    """Each round handed in: at every table each pair with its points, then who sat out; the
    columns line up from round to round."""
    st = styles()
    every = [t for played in handed for t in played.tables]
    layout = lay_out(_columns(every, setup), width)
    if layout is None:
        raise ReportError("rotation.too_wide")
    story: list[Any] = [para(_say(setup, "rotation.results_rounds"), st["heading"])]
    for played in handed:
        out = (_say(setup, "rotation.sitting_out", names=list(played.sitting_out))
               if played.sitting_out else _say(setup, "rotation.nobody_out"))
        heading = para(_say(setup, "rotation.round", round=played.number), st["subheading"])
        story += [CondPageBreak(30 * mm), KeepTogether([heading, Spacer(1, 1 * mm)]),
                  build_table(_columns(list(played.tables), setup), layout, repeat_head=False),
                  Spacer(1, 1 * mm), para(out, st["small"]), Spacer(1, 3 * mm)]
    return story


def rotation_story(view: RotationView, setup: ReportSetup) -> list[Any]:
    """The rotation party's evening results (see the module's docstring)."""
    st = styles()
    width = content_width(setup)
    chart = chart_of_view(view)
    story: list[Any] = [para(_summary(view, setup), st["body"])]
    for name, table in sorted(chart.homes.items(), key=lambda item: (item[1], item[0])):
        story.append(para(_say(setup, "rotation.keeps_table", name=name, table=table),
                          st["body"]))
    story.append(Spacer(1, 3 * mm))
    handed = [r for r in view.rounds if r.handed_in]
    if handed:  # before the first round everyone stands at nought: nothing to rank
        story += [*standing_story(chart, setup, width), Spacer(1, 4 * mm),
                  *_rounds(handed, setup, width)]
    else:
        story.append(para(_say(setup, "rotation.results_none"), st["body"]))
    story += [CondPageBreak(30 * mm), para(_say(setup, "rotation.fairness_title"), st["heading"])]
    story += [para(say(m, setup.lang), st["body"]) for m in chart.fairness]
    return story
