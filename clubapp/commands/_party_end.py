"""``clubapp party show|end|reopen EVENING``: the party as stored, its end and its reopening.

- ``party show EVENING`` prints the party as stored: every round played (the seating its bell
  was rung on, each table's result as handed in, who won and why, the stars it gave), the
  round in play (its tables, who waits, who leaves at the bell), the stars board, the prizes
  with their reasons, and whether the party has ended;
- ``party end EVENING`` ends it: no more bells; the stars and the prizes are fixed (awarded
  then if they were not) and printed as ``party prizes`` prints them, with ``ended``;
- ``party reopen EVENING [--pin PIN]`` reopens it (the organiser's PIN where one is set) and
  prints the party as ``party arrive`` does.
"""

from __future__ import annotations

import argparse
from typing import Any

from clubapp.commands import print_json
from clubapp.commands._club import club, refused
from clubapp.commands._party_state import in_play_json, prizes_json
from clubapp.words import say


def add_actions(actions: argparse._SubParsersAction) -> None:
    """Add ``show``, ``end`` and ``reopen`` to ``clubapp party``."""
    show = actions.add_parser("show", help="the party as stored, as JSON")
    end = actions.add_parser("end", help="end the party: no more bells; the prizes are fixed")
    reopen = actions.add_parser("reopen", help="reopen an ended party")
    for each, func in ((show, run_show), (end, run_end), (reopen, run_reopen)):
        each.add_argument("evening", type=int, metavar="EVENING", help="the evening's number")
        each.set_defaults(func=func)
    reopen.add_argument("--pin", metavar="PIN", help="the organiser's PIN, where one is set")


def run_show(args: argparse.Namespace) -> int:
    with club(args) as services, refused("evening"):
        record = services.party.record(args.evening)
    print_json(party_json(record.view, record.seatings, args.lang))
    return 0


def run_end(args: argparse.Namespace) -> int:
    with club(args) as services, refused("evening"):
        view = services.party.end(args.evening)
    print_json({"evening": view.evening.id, **ended_json(view),
                "prizes": prizes_json(view, args.lang)})
    return 0


def run_reopen(args: argparse.Namespace) -> int:
    with club(args) as services, refused("evening"):
        view = services.party.reopen(args.evening, getattr(args, "pin", None))
    print_json({**in_play_json(view), **ended_json(view)})
    return 0


# --- the JSON -------------------------------------------------------------------------------
def _two(value: Any) -> list[Any] | None:
    return None if value is None else list(value)


def ended_json(view: Any) -> dict[str, Any]:
    """Whether the party has ended, after which round, when and by whom."""
    end = view.ended
    return {"ended": end is not None,
            "ended_after_round": end.round if end else None,
            "ended_at": end.at.isoformat(timespec="seconds") if end else None,
            "ended_by": end.by if end else None}


def _round_json(bell: Any, seating: Any, lang: str) -> dict[str, Any]:
    """One round played: each table's seating as the bell was rung on it, its result as
    handed in (scores pair by pair, as seated), who won and why; the stars it gave."""
    entries = {e.table: e for e in bell.entries}
    decisions = {d.table: d for d in bell.decisions}
    tables = []
    for row in seating:
        number = row["table"]
        entry, decision = entries.get(number), decisions.get(number)
        tables.append({
            "table": number, "pairs": [dict(p) for p in row["pairs"]],
            "score": _two(entry.score) if entry else None,
            "next_hand_tricks": _two(entry.next_hand_tricks) if entry else None,
            "cut": _two(entry.cut) if entry else None,
            "winners": list(decision.winners) if decision else None,
            "decided_by": decision.decided_by if decision else None,
            "reason": say(decision.why, lang) if decision else None})
    return {"round": bell.round, "rung_by": bell.rung_by,
            "rung_at": bell.rung_at.isoformat(timespec="seconds"),
            "tables": tables, "stars": dict(bell.stars)}


def party_json(view: Any, seatings: Any, lang: str) -> dict[str, Any]:
    """The party as stored (see the module's docstring); the round in play as ``party
    arrive`` prints it (an undone bell's results filled in, to correct)."""
    evening = view.evening
    in_play = in_play_json(view)
    return {
        "evening": evening.id, "name": evening.name, "date": evening.date.isoformat(),
        "seed": view.seed, "draw": view.draw_kind, "labels": dict(view.labels),
        "options": dict(view.options), **ended_json(view),
        "rounds": [_round_json(bell, seating, lang)
                   for bell, seating in zip(view.bells, seatings, strict=True)],
        "round": view.round, "tables": in_play["tables"],
        "waiting": list(view.waiting), "leaving": list(view.leaving),
        "players": [{"name": p.name, "member": p.member_id, "role": p.role, "card": p.card,
                     "status": p.status, "table": p.table, "gold": p.gold, "red": p.red,
                     "green": p.green, "sat_out": p.sat_out} for p in view.players],
        "stars": [{"place": r.place, "name": r.name, "role": r.role, "gold": r.gold,
                   "red": r.red, "green": r.green, "rounds": r.rounds, "sat_out": r.sat_out}
                  for r in view.board],
        "prize_seed": view.prize_seed, "prizes": prizes_json(view, lang)}
