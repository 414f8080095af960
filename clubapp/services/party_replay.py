"""A party's records replayed through the events layer: the state of the evening, and what
the screens and documents show of it.

The evening starts from the first seating recorded when the party was drawn (the cards each
guest drew are kept beside it), never by running the draw again, so that a later change to the
draw cannot reseat a party in progress. Each bell carries
the seating it was rung on; a replay that reaches a bell on another seating stops with an error
instead of giving stars to the wrong players.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from clubapp.cards import Card, CardError, parse_card
from clubapp.events.party import (
    PartyState,
    PlayedRound,
    add_player,
    remove_player,
    replace_player,
    ring_party_bell,
    star_board,
    start_party,
)
from clubapp.events.prizes import PRIZE_OPTIONS, PlayerStars, award_prizes
from clubapp.events.progressive import PARTY_OPTIONS, PartyRules, TableResult
from clubapp.events.seating import Pair, Seating, Table, partners_of
from clubapp.rules.errors import RuleError
from clubapp.services.party_ended import ended_of
from clubapp.services.party_sitting import waiting_reasons
from clubapp.services.party_views import (
    DEFAULT_LABELS,
    BellView,
    DecisionView,
    PartyPair,
    PartyTableView,
    PartyView,
    PlayerRound,
    PlayerView,
    PrizeView,
    StarRow,
    TableEntry,
    pack_message,
)
from clubapp.services.views import EveningView
from clubapp.store.party_models import Party, PartyChange
from clubapp.words import Message, say

RULE_NAMES = tuple(o.name for o in PARTY_OPTIONS)
PRIZE_NAMES = tuple(o.name for o in PRIZE_OPTIONS)


class ReplayError(Exception):
    """A recorded change that no longer applies; ``change`` is None for the draw itself."""

    def __init__(self, change: PartyChange | None, error: RuleError) -> None:
        super().__init__(f"{say(describe_change(change), 'en')}: {error.reason}")
        self.change, self.error = change, error


def describe_change(change: PartyChange | None) -> Message:
    """A change as the host would name it: "the bell of round 3", "Ann's arrival"…"""
    if change is None:
        return Message("party.change_draw")
    if change.kind == "bell":
        return Message("party.change_bell", round=change.round)
    if change.kind in ("arrive", "leave"):
        return Message(f"party.change_{change.kind}", name=change.name)
    if change.kind == "replace":
        return Message("party.change_replace", other=change.other_name, name=change.name)
    if change.kind == "prizes":
        return Message("party.change_prizes")
    if change.kind in ("end", "reopen"):
        return Message(f"partyend.change_{change.kind}")
    return Message.literal(change.kind)


def seating_json(seating: Seating) -> list[dict[str, object]]:
    """A seating as recorded with a bell: the tables in DESIGN.md's JSON shape."""
    return [table.to_json() for table in seating]


# --- results: entered, stored, and as the events layer takes them ---------------------------
RESULT_COLUMNS = ("table_number", "score_first", "score_second", "tricks_first",
                  "tricks_second", "cut_first", "cut_second")


def _pair(a: Any, b: Any) -> tuple[Any, Any] | None:
    return None if a is None or b is None else (a, b)


def entry_of(values: Sequence[Any]) -> TableEntry:
    """One table's stored result (the values of ``RESULT_COLUMNS``), as it was entered."""
    table, score_1, score_2, tricks_1, tricks_2, cut_1, cut_2 = values
    return TableEntry(table, _pair(score_1, score_2), _pair(tricks_1, tricks_2),
                      _pair(cut_1, cut_2))


def row_of(entry: TableEntry) -> dict[str, Any]:
    """One table's result as stored: the values of ``RESULT_COLUMNS``."""
    score = entry.score or (None, None)
    tricks = entry.next_hand_tricks or (None, None)
    cut = entry.cut or (None, None)
    return dict(zip(RESULT_COLUMNS, (entry.table, *score, *tricks, *cut), strict=True))


def as_stored(entry: TableEntry) -> TableEntry:
    """The result as it is kept: each cut card in the notation's own form (``JS``, ``TH``),
    whether it was typed ``вп``, ``10♥`` or ``js`` — any computer, of any language, reads it
    back. Call it once ``result_of`` has read the cards."""
    if entry.cut is None:
        return entry
    first, second = (str(parse_card(text)) for text in entry.cut)
    return replace(entry, cut=(first, second))


def result_of(entry: TableEntry) -> TableResult:
    """One table's result for the events layer; RuleError naming the table's cut card."""
    cut: tuple[Card, Card] | None = None
    if entry.cut is not None:
        cards = []
        for index, text in enumerate(entry.cut):
            try:
                cards.append(parse_card(text))
            except CardError as exc:
                raise RuleError(f"tables[{entry.table - 1}].cut[{index}]", exc.why) from None
        cut = (cards[0], cards[1])
    return TableResult(entry.table, entry.score, entry.next_hand_tricks, cut)


# --- the replay -----------------------------------------------------------------------------
# house rules added since a party may have been recorded, with the value that replays it as
# it was played (a new party records every house rule it was started with)
RECORDED_BEFORE = {"unequal_roles": "anyone"}


def rules_of(party: Party) -> PartyRules:
    """The party's house rules as recorded when it started."""
    given = {**RECORDED_BEFORE, **party.options}
    return PartyRules.from_options({k: v for k, v in given.items() if k in RULE_NAMES})


def seating_from_json(rows: Sequence[Mapping[str, Any]]) -> Seating:
    """A seating as recorded (``seating_json``) back into tables and pairs."""
    return tuple(_recorded_table(row) for row in rows)


def _recorded_table(row: Mapping[str, Any]) -> Table:
    first, second = (Pair(p["red"], p["blue"]) for p in row["pairs"])
    return Table(row["table"], (first, second))


@dataclass(frozen=True)
class EntrantRecord:
    """A guest at the draw, as recorded (read as a plain row: the entrants never change)."""

    member_id: int
    name: str
    role: str
    card: str
    pack: str = ""  # the pack drawn from ("" where the host seated the party)
    set: int = 1  # the set of packs the card came from


def first_round(party: Party, entrants: Sequence[EntrantRecord]) -> PartyState:
    """The party as drawn: its recorded first seating, everyone's role, who waits."""
    roles = {e.name: e.role for e in entrants}
    first = party.first_seating
    return start_party(seating_from_json(first["tables"]), roles,
                       tuple(first["waiting"]), rules_of(party), party.seed,
                       tuple(first.get("stationary", ())))  # guests who keep one table


def apply_change(state: PartyState, change: PartyChange,
                 entries: Sequence[TableEntry] = ()) -> PartyState:
    """One recorded change (with a bell's results) applied to the evening; RuleError if it
    no longer applies."""
    if change.kind == "arrive":
        return add_player(state, change.name, change.role)
    if change.kind == "leave":
        return remove_player(state, change.name)
    if change.kind == "replace":
        return replace_player(state, change.name, change.other_name)
    if change.kind == "bell":
        if change.round != state.round:
            raise RuleError("round", "party.replay_round", rung=change.round,
                            in_play=state.round)
        if change.detail.get("seating") != seating_json(state.seating):
            raise RuleError("seating", "party.replay_seating")
        return ring_party_bell(state, [result_of(e) for e in entries])
    return state  # a prize list changes nothing in the evening


Entries = Mapping[int, tuple[TableEntry, ...]]  # every bell's results, by the change's seq


@dataclass(frozen=True)
class Replayed:
    """The evening recomputed, the bells that stand with their records, every bell's results,
    and the guests of the draw."""

    state: PartyState
    bells: tuple[PartyChange, ...]
    entries: Entries
    entrants: tuple[EntrantRecord, ...]
    memo: Memo = field(default_factory=dict, compare=False)  # see _round_parts


def replay(party: Party, changes: Iterable[PartyChange], entries: Entries,
           entrants: tuple[EntrantRecord, ...]) -> Replayed:
    """Every change that stands (bells not undone), in order; ReplayError at the first that
    no longer applies."""
    try:
        state = first_round(party, entrants)
    except RuleError as exc:
        raise ReplayError(None, exc) from None
    bells = []
    for change in changes:
        if change.status != "done":
            continue
        try:
            state = apply_change(state, change, entries.get(change.seq, ()))
        except RuleError as exc:
            raise ReplayError(change, exc) from None
        if change.kind == "bell":
            bells.append(change)
    return Replayed(state, tuple(bells), entries, entrants)


# --- the view -------------------------------------------------------------------------------
def member_ids(entrants: Iterable[EntrantRecord], changes: Iterable[PartyChange]
               ) -> dict[str, int]:
    """Each player's member number, by the name the party knows them by."""
    ids = {e.name: e.member_id for e in entrants}
    for change in changes:
        if change.kind == "arrive" and change.member_id is not None:
            ids[change.name] = change.member_id
    return ids


def _tables(seating: Seating) -> tuple[PartyTableView, ...]:
    last = len(seating)
    return tuple(PartyTableView(t.number, (PartyPair(*t.pairs[0].names),
                                           PartyPair(*t.pairs[1].names)),
                                t.number == 1, t.number == last) for t in seating)


# What each played round shows (every player's line on the tally card, each table's decision),
# kept with the evening by the round it belongs to: a played round never changes, so a bell
# builds only its own round's lines. An entry counts only for the very round it was made from.
RoundParts = tuple[PlayedRound, dict[str, PlayerRound], tuple[DecisionView, ...]]
Memo = dict[int, RoundParts]


def _round_parts(played: PlayedRound, memo: Memo) -> RoundParts:
    found = memo.get(played.number)
    if found is not None and found[0] is played:
        return found
    partners = partners_of(played.seating)
    lines: dict[str, PlayerRound] = {}
    decisions = []
    for table, decision in zip(played.seating, played.bell.decisions, strict=True):
        winners, losers = table.pairs[decision.winners], table.pairs[1 - decision.winners]
        decisions.append(DecisionView(table.number, winners.names, losers.names,
                                      decision.decided_by, decision.why))
        for name in table.players:
            lines[name] = PlayerRound(played.number, table.number, partners[name],
                                      name in winners.names, played.bell.stars.get(name))
    parts = (played, lines, tuple(decisions))
    memo[played.number] = parts
    return parts


def _bell_view(played: PlayedRound, change: PartyChange, entries: Entries, memo: Memo
               ) -> BellView:
    return BellView(played.number, _round_parts(played, memo)[2], dict(played.bell.stars),
                    entries.get(change.seq, ()), change.done_by, change.done_at)


def _rounds_of(state: PartyState, memo: Memo) -> dict[str, list[PlayerRound]]:
    rounds: dict[str, list[PlayerRound]] = {name: [] for name in state.roles}
    for played in state.played:
        for name, line in _round_parts(played, memo)[1].items():
            rounds[name].append(line)
    return rounds


def _status(state: PartyState, name: str, seated: Mapping[str, int]) -> str:
    if name in state.leaving:
        return "leaving"
    if name in state.waiting:
        return "waiting"
    return "seated" if name in seated else "left"


def ranked_board(players: Sequence[PlayerView]) -> tuple[StarRow, ...]:
    """Players by gold, then red, then fewest green (line 91); equal stars share a place."""
    order = sorted(players, key=lambda p: (-p.gold, -p.red, p.green, p.name.casefold()))
    rows: list[StarRow] = []
    previous: tuple[int, int, int] | None = None
    place = 0
    for index, p in enumerate(order, start=1):
        key = (p.gold, p.red, p.green)
        if key != previous:
            place = index
        previous = key
        rows.append(StarRow(place, p.member_id, p.name, p.role, p.gold, p.red, p.green,
                            len(p.rounds), p.sat_out, p.status))
    return tuple(rows)


def prizes_of(party: Party, players: Sequence[PlayerView]) -> tuple[PrizeView, ...]:
    """The six prizes from the stars as they stand, with the lots of the recorded seed."""
    if party.prize_seed is None:
        return ()
    # by name, so that a reason lists tied players alphabetically, as the lots are drawn
    stars = [PlayerStars(p.name, p.role, p.gold, p.red, p.green)
             for p in sorted(players, key=lambda p: (p.name.casefold(), p.name))]
    options = {k: v for k, v in party.options.items() if k in PRIZE_NAMES}
    return tuple(PrizeView(p.prize, p.role, p.player, p.why,
                           p.lot.among if p.lot is not None else ())
                 for p in award_prizes(stars, party.prize_seed, options))


def party_view(evening: EveningView, party: Party, replayed: Replayed) -> PartyView:
    """Everything the page, the projector and the documents show of the party."""
    state = replayed.state
    ids = member_ids(replayed.entrants, party.changes)
    cards = {e.name: e.card for e in replayed.entrants}
    packs = {e.name: (e.pack if e.card else "", e.set) for e in replayed.entrants}
    counts = star_board(state)
    rounds = _rounds_of(state, replayed.memo)
    order = [e.name for e in replayed.entrants] + [n for n in state.roles if n not in cards]
    seated = {name: t.number for t in state.seating for name in t.players}
    players = tuple(
        PlayerView(ids[name], name, state.roles[name], cards.get(name, ""),
                   _status(state, name, seated), seated.get(name), tuple(rounds[name]),
                   counts[name].gold, counts[name].red, counts[name].green,
                   counts[name].sat_out, *packs.get(name, ("", 1)),
                   stationary=name in state.stationary)
        for name in order)
    bell_changes = [c for c in party.changes if c.kind == "bell"]
    last = bell_changes[-1] if bell_changes else None
    undone = (replayed.entries.get(last.seq, ())
              if last is not None and last.status == "undone" and last.round == state.round
              else None)
    # the packs' names in the reasons: the program's own said in the reader's language
    pack_names = {role: pack_message(role, label)
                  for role, label in {**DEFAULT_LABELS, **party.labels}.items()}
    return PartyView(
        evening=evening, party_id=party.id, round=state.round, tables=_tables(state.seating),
        waiting=state.waiting, leaving=tuple(sorted(state.leaving)), players=players,
        board=ranked_board(players),
        bells=tuple(_bell_view(played, change, replayed.entries, replayed.memo)
                    for played, change in zip(state.played, replayed.bells, strict=True)),
        options=dict(party.options), labels={**DEFAULT_LABELS, **party.labels},
        seed=party.seed, draw_kind=party.draw_kind, draw_lots=tuple(party.lots),
        prizes=prizes_of(party, players), prize_seed=party.prize_seed, undone=undone,
        undone_count=sum(c.status == "undone" for c in bell_changes),
        waiting_why=waiting_reasons(state, pack_names, party.draw_kind),
        ended=ended_of(party.changes))
