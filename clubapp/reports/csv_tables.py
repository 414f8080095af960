"""The same tables as CSV, for a spreadsheet: standings, evening results, a player's history and
the stars board. UTF-8 with a byte-order mark (so that spreadsheets read Cyrillic right), plain
numbers (no grouping), ISO dates; written atomically like the PDFs.
"""

from __future__ import annotations

import csv
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clubapp.reports.data import EveningResults, MemberHistory
from clubapp.reports.evening_results import result_text, sides_text, winners_text
from clubapp.reports.output import write_atomically
from clubapp.reports.page import ReportSetup
from clubapp.reports.party_docs import PartyData
from clubapp.reports.party_lists import ranked
from clubapp.reports.score_sheet import game_name
from clubapp.reports.standings import all_together, decided_text, places, unit_word
from clubapp.rules import RuleError, get_game
from clubapp.services.party_views import PartyView
from clubapp.services.rotation_party import RotationView
from clubapp.services.standings import GameStandings
from clubapp.services.views import GameView, StandingRow
from clubapp.words import Message, say

Rows = list[list[Any]]


def standings_rows(standings: Sequence[GameStandings] | Sequence[StandingRow],
                   setup: ReportSetup) -> Rows:
    """Per game: game, unit, place ("2=" shared), member, evenings, played, won, matches,
    the game's total in its unit, what decided the place. (A list of ``StandingRow``, every
    game together: place, member, evenings, played, won, matches, points.)"""
    if all_together(standings):
        head = [setup.tr(k) for k in ("standings.place", "standings.member",
                                      "standings.evenings", "standings.played",
                                      "standings.won", "standings.matches", "standings.points")]
        rows = list(standings)
        return [head] + [[place, r.name, r.evenings, r.played, r.won, r.matches_won, r.points]
                         for place, r in zip(places(rows), rows, strict=True)]
    head = [setup.tr("evening.game"), setup.tr("standings.unit"), setup.tr("standings.place"),
            setup.tr("standings.member"), setup.tr("standings.evenings"),
            setup.tr("standings.played"), setup.tr("standings.won"),
            setup.tr("standings.matches"), setup.tr("standings.total"),
            setup.tr("standings.decided")]
    out: Rows = [head]
    for standing in standings:
        name = ", ".join(game_name(get_game(g), setup.lang) for g in standing.game_ids)
        unit = unit_word(standing.unit, setup)
        for line in standing.lines:
            r = line.row
            out.append([name, unit, line.place_text, r.name, r.evenings, r.played, r.won,
                        r.matches_won,
                        # a family's points of different games are not added up
                        r.points if standing.adds_points else "",
                        decided_text(line, standing.unit, setup)])
    return out


def _name(view: GameView, lang: str) -> str:
    try:
        return game_name(get_game(view.game_id), lang)
    except RuleError:
        return view.game_name


def evening_rows(results: EveningResults, setup: ReportSetup) -> Rows:
    """Table, game, players and sides, result, winners: a row per game. A card party's
    evening (it has no club tables): its party's rounds instead, a row per table a round."""
    if results.evening.kind == "party" and not results.tables:
        if results.rotation is not None:
            return rotation_rows(results.rotation, setup)
        if results.party is not None:
            return party_rows(results.party, setup)
    head = [setup.tr(k) for k in ("evening.table", "evening.game", "evening.players",
                                  "evening.result", "evening.winners")]
    rows: Rows = [head]
    for table in results.tables:
        if not table.games:
            rows.append([table.number, setup.tr("evening.no_game"), ", ".join(table.players),
                         "", ""])
        for view in table.games:
            rows.append([table.number, _name(view, setup.lang), sides_text(view, setup),
                         result_text(view, setup),
                         winners_text(view, setup) if view.winner is not None else ""])
    return rows


def party_rows(party: PartyView, setup: ReportSetup) -> Rows:
    """Each round played (each bell), table by table: winners, losers and what decided it —
    as the printed results list them (no deals: a table hands in only its game's score)."""
    head = [setup.tr("party.round"), setup.tr("party.table"), setup.tr("evening.winners"),
            setup.tr("party.results_losers"), setup.tr("party.results_why")]
    joiner = f" {setup.tr('and')} "
    return [head] + [[bell.round, d.table, joiner.join(d.winners), joiner.join(d.losers),
                      say(d.why, setup.lang)]
                     for bell in party.bells for d in bell.decisions]


def rotation_rows(view: RotationView, setup: ReportSetup) -> Rows:
    """Each round of a rotation chart handed in, table by table: each pair and its points."""
    def words(message_id: str, **params: object) -> str:
        return say(Message(message_id, **params), setup.lang)

    points = words("rotation.points_col")
    head = [setup.tr("party.round"), setup.tr("party.table"),
            f"{words('rotation.seat_north')}–{words('rotation.seat_south')}", points,
            f"{words('rotation.seat_east')}–{words('rotation.seat_west')}", points]
    rows: Rows = [head]
    for played in (r for r in view.rounds if r.handed_in):
        for table in played.tables:
            pairs = [words("rotation.pair", first=first, second=second)
                     for first, second in table.pairs]
            score = table.score or ("", "")
            rows.append([played.number, table.number, pairs[0], score[0], pairs[1], score[1]])
    return rows


def history_rows(history: MemberHistory, setup: ReportSetup) -> Rows:
    """Date, evening, table, game, side, won, games won, games played, points."""
    head = [setup.tr("history.date"), setup.tr("history.evening"), setup.tr("evening.table"),
            setup.tr("evening.game"), setup.tr("history.partners"), setup.tr("history.result"),
            setup.tr("standings.won"), setup.tr("standings.played"), setup.tr("history.points")]
    rows: Rows = [head]
    for game in history.games:
        outcome = ("" if game.won is None
                   else setup.tr("history.won" if game.won else "history.lost"))
        side = "" if game.side in game.view.players else " ".join([game.side, *game.partners])
        rows.append([game.date.isoformat(), game.evening, game.table,
                     _name(game.view, setup.lang), side, outcome, game.games_won,
                     game.games_played, game.points])
    return rows


def stars_rows(party: PartyData, setup: ReportSetup) -> Rows:
    """Place, name, role (the host's name for it), gold, red, green: the board's order (no
    total: green stars count against a player, line 91)."""
    from clubapp.reports.party_cards import role_name

    head = [setup.tr("standings.place"), setup.tr("party.name"), setup.tr("party.role"),
            setup.tr("party.gold"), setup.tr("party.red"), setup.tr("party.green")]
    return [head] + [[place, c.name, role_name(party, c.role, setup), c.gold, c.red, c.green]
                     for place, c in ranked(party.players)]


def write_csv(path: str | os.PathLike[str], rows: Rows) -> Path:
    """Write the rows as CSV (UTF-8 with BOM), atomically."""

    def write(temporary: Path) -> None:
        with open(temporary, "w", encoding="utf-8-sig", newline="") as handle:
            csv.writer(handle).writerows(rows)

    return write_atomically(path, write)
