"""Why the players waiting this round sit it out, as messages the window and the projector say
in their language: drew a joker, came late, or the house rule's turn (with the lot, if one)."""

from __future__ import annotations

from collections.abc import Mapping

from clubapp.events.party import PartyState, SitOut
from clubapp.events.seating import ROLES
from clubapp.words import Message


def waiting_reasons(state: PartyState, labels: Mapping[str, Message], draw_kind: str
                    ) -> tuple[Message, ...]:
    """Who waits this round and why, one message a reason."""
    out: list[Message] = []
    waiting = [n for n in state.waiting if n not in state.arrived]
    if waiting and not state.played:
        kind = "party.waits_host" if draw_kind == "seating" else "party.waits_first_round"
        out.append(Message(kind, names=waiting, count=len(waiting)))
    elif state.sit_out_why is not None:
        out.extend(_rotation(state, state.sit_out_why, labels))
    late = [n for n in state.waiting if n in state.arrived]
    if late:
        out.append(Message("party.arrived", names=late, count=len(late)))
    out.extend(_out_of_place(state, labels))
    return tuple(out)


def _out_of_place(state: PartyState, labels: Mapping[str, Message]) -> list[Message]:
    """Who plays in a place of the other role this round, and why."""
    crossing = [name for table in state.seating for place, name in enumerate(table.players)
                if state.roles[name] != ("red" if place % 2 == 0 else "blue")]
    if not crossing:
        return []
    present = [n for n in state.present if n not in state.arrived]
    count = {r: sum(state.roles[n] == r for n in present) for r in ROLES}
    short = min(ROLES, key=lambda r: count[r])
    if count[short] < 2 * len(state.seating):
        return [Message("party.book_pairs_short", short=labels[short], crossing=crossing,
                        n=len(crossing), red_label=labels["red"], red=count["red"],
                        blue_label=labels["blue"], blue=count["blue"])]
    return [Message("party.crossing_anyone", crossing=crossing, n=len(crossing))]


def _rotation(state: PartyState, why: SitOut, labels: Mapping[str, Message]) -> list[Message]:
    out: list[Message] = []
    if why.closed_table:
        out.append(Message("party.table_closed"))
    if why.opened_table:
        out.append(Message("party.table_opened"))
    names = [n for n in why.names if n in state.waiting]
    counts = {"red_label": labels["red"], "red": why.present["red"],
              "blue_label": labels["blue"], "blue": why.present["blue"]}
    if names:
        out.append(Message("party.sits_out", names=names, count=len(names), round=state.round))
        if why.rule == "book_pairs":
            sitting = [Message("party.sitting_of", count=why.sitting[r], label=labels[r])
                       for r in ROLES if why.sitting[r]]
            out.append(Message("party.book_pairs", sitting=sitting, **counts))
        elif why.rule == "pair":
            out.append(Message("party.pair_rule"))
        else:
            out.append(Message("party.too_many", present=sum(why.present.values()),
                               tables=why.tables, count=len(why.names)))
            out.append(Message("party.anyone"))
        out.append(Message("party.fewest_lowest"))
        if why.lot is not None:
            out.append(Message("party.lot_among", chosen=why.lot.chosen,
                               among=list(why.lot.among)))
    return out
