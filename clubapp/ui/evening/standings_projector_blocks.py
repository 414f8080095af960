"""The standings projector's words: each block of the room's screen as lines of text.

A game's standing shows what the Standings page shows of it — place, member, games won
(rubbers or matches where any were won), the points in the game's unit, and what decided a
place (``reports.standing_words``); a season's, its place, score, evenings and how each place
was decided (``note_text``), as the Seasons page; the tables, each with its game and players.
Names are never cut: a long list of players or a long tie-break folds between its words, a
name stays on one line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from clubapp import glossary
from clubapp.reports.standing_words import (
    decided_words,
    score_heading,
    season_title,
    unit_words,
)
from clubapp.services.room_standings import RoomView
from clubapp.services.seasons import SeasonStandings
from clubapp.services.standings import GameStandings
from clubapp.ui.evening.standings_projector_layout import (
    CELL_GAP,
    HEAD_SCALE,
    NOTE_SCALE,
    TITLE_SCALE,
)
from clubapp.ui.party.projector_side import PROBE, text_width
from clubapp.ui.seasons.standings_page import folded, standing_title
from clubapp.ui.shared.i18n import format_number
from clubapp.words import Note, as_note, say, value_text

# a line of players folds at about this width, or at its longest name's
FOLD_AT = "Maximilian Oppenheimer"
# a tie-break's note at about this one (it may be wider where the columns beside the place are)
NOTE_AT = "never met, won 10, lost 9, 10th by lot"
# a block's title at about this one (or as wide as the table under it)
TITLE_AT = "Autumn league 2026: Cribbage (holes)"

Lines = tuple[str, ...]


translate = QCoreApplication.translate  # the projector window's words: its context


@dataclass(frozen=True)
class Block:
    """A titled table of the room's screen: each heading and cell as its lines, and under a
    row, where it has one, its note (from the second column to the last, in quieter type)."""

    key: str  # names its labels ("game_euchre", "season_3_all", "tables")
    title: Lines
    headers: tuple[Lines, ...]
    rows: tuple[tuple[Lines, ...], ...]
    right: tuple[bool, ...]  # the columns of numbers, set to the right
    kind: tuple[str, ...]  # each column's look: "place", "name", "number", "words"
    notes: tuple[Lines, ...] = ()  # a row's note under it (none: ())

    def note(self, row: int) -> Lines:
        return self.notes[row] if self.notes else ()

    def lines(self, row: int) -> int:
        """The lines a row takes: its tallest cell's, and its note's."""
        return max(len(cell) for cell in self.rows[row]) + len(self.note(row))


def _width(text: str, scale: float = 1.0, bold: bool = False) -> float:
    """A line's width per pixel of type (measured once, large)."""
    return text_width(text, round(PROBE * scale), bold) / PROBE


def fold(parts: Sequence[str], joiner: str, target: float,
         width: Callable[[str], float] = _width) -> Lines:
    """``parts`` joined by ``joiner`` on as few lines as keep each within ``target`` (per
    pixel of type); a part is never split, and a line ends with the joiner's mark (",")."""
    mark = joiner.rstrip()
    lines: list[str] = []
    line = ""
    for part in parts:
        joined = f"{line}{joiner}{part}" if line else part
        if line and width(joined + mark) > target:
            lines.append(line + mark)
            line = part
        else:
            line = joined
    if line or not lines:
        lines.append(line)
    return tuple(lines)


def _titled(title: str, headers: Sequence[str], rows: Sequence[tuple[Lines, ...]],
            notes: Sequence[Lines] = ()) -> tuple[Lines, tuple[Lines, ...]]:
    """The title folded at spaces to the width of the table under it (or its longest word):
    a long title never widens the block; the headings on at most two lines each."""
    heads = tuple(tuple(folded(h).split("\n")) for h in headers)
    columns = [max([_width(line, HEAD_SCALE) for line in heads[c]]
                   + [_width(line) for row in rows for line in row[c]])
               for c in range(len(headers))]
    table = sum(columns) + CELL_GAP * (len(columns) - 1)
    under = max((_width(line, NOTE_SCALE) for note in notes for line in note), default=0)
    table = max(table, columns[0] + CELL_GAP + under)
    title_lines = fold(title.split(" "), " ", max(table, _width(TITLE_AT, TITLE_SCALE, True)),
                       lambda text: _width(text, TITLE_SCALE, bold=True))
    return title_lines, heads


def game_block(standing: GameStandings, lang: str) -> Block:
    """A game's standing tonight, as the Standings page shows it."""
    lines = list(standing.lines)
    games = standing.basis == "games"
    matches = games and any(line.row.matches_won for line in lines)
    decided = [decided_words(line, standing.unit, lang) for line in lines]
    header: list[tuple[str, str, bool]] = [
        (translate("StandingsProjector", "Place"), "place", True),
        (translate("StandingsProjector", "Member"), "name", False)]
    if games:
        header.append((translate("StandingsProjector", "Games won"), "number", True))
    if matches:
        header.append((translate("StandingsProjector", "Rubbers / matches won"), "number",
                       True))
    if standing.adds_points:
        header.append((unit_words(standing.unit, lang, heading=True), "number", True))
    if any(decided):
        header.append((translate("StandingsProjector", "Decided by"), "words", False))
    rows = []
    for line, words in zip(lines, decided, strict=True):
        row: Any = line.row
        cells: list[str] = [line.place_text, row.name]
        if games:
            cells.append(str(row.won))
        if matches:
            cells.append(str(row.matches_won))
        if standing.adds_points:
            cells.append(format_number(row.points))
        if any(decided):
            cells.append(words)
        rows.append(tuple((cell,) for cell in cells))
    title, heads = _titled(standing_title(standing, lang), [h for h, _, _ in header], rows)
    return Block(f"game_{standing.key}", title, heads, tuple(rows),
                 tuple(r for _, _, r in header), tuple(k for _, k, _ in header))


def season_block(result: SeasonStandings, lang: str) -> Block:
    """A season's standing, as the Seasons page shows it: place, member, score, evenings, and
    under a place a tie decided how it was decided (folded between words)."""
    placings = list(result.standings.placings)
    header: list[tuple[str, str, bool]] = [
        (translate("StandingsProjector", "Place"), "place", True),
        (translate("StandingsProjector", "Member"), "name", False),
        (score_heading(result, lang), "number", True),
        (translate("StandingsProjector", "Evenings"), "number", True)]
    rows = [((placing.place_text,), (placing.record.name,), (placing.record.score_text,),
             (str(len(placing.record.evenings)),)) for placing in placings]
    # a note as wide as the columns beside the place, or a short sentence where they are
    # narrower
    beside = sum(max(_width(row[c][0]) for row in rows) for c in range(1, 4)) + 2 * CELL_GAP
    target = max(beside, _width(NOTE_AT, NOTE_SCALE))
    notes = tuple(fold(note.split(" "), " ", target, lambda text: _width(text, NOTE_SCALE))
                  if note else ()
                  for note in (short_note(p.reason, lang) for p in placings))
    title = translate("StandingsProjector", "%s: %s") % (result.season.name,
                                                          season_title(result, lang))
    title_lines, heads = _titled(title, [h for h, _, _ in header], rows, notes)
    return Block(f"season_{result.season.id}_{result.game or 'all'}", title_lines, heads,
                 tuple(rows), tuple(r for _, _, r in header), tuple(k for _, k, _ in header),
                 notes if any(notes) else ())


def short_note(reason: Note, lang: str) -> str:
    """How a season's place was decided, without the names of those level with the member
    (they stand on the lines beside it): "never met, won 1, lost 0, 1st by lot"."""
    said = [value_text(m.params["parts"], lang) if m.id == "standings.note" else say(m, lang)
            for m in as_note(reason)]
    return "; ".join(text for text in said if text)


def tables_block(view: RoomView, lang: str) -> Block | None:
    """Who plays at which table: each table's number, its game and its players in seat
    order (folded between names); None when no table has players."""
    if not view.tables:
        return None
    longest = max([_width(name) for table in view.tables for name in table.players]
                  + [_width(FOLD_AT)])
    rows = []
    for table in view.tables:
        game = glossary.game_name(table.game, lang) if table.game else "—"
        rows.append(((str(table.number),), (game,), fold(table.players, ", ", longest)))
    headers = [translate("StandingsProjector", "Table"), translate("StandingsProjector", "Game"),
               translate("StandingsProjector", "Players")]
    title, heads = _titled(translate("StandingsProjector", "Who plays at which table"), headers,
                           rows)
    return Block("tables", title, heads, tuple(rows), (True, False, False),
                 ("place", "words", "name"))


def blocks(view: RoomView, lang: str) -> list[Block]:
    """The room's screen's blocks: tonight's games, the seasons', the tables."""
    out = [game_block(standing, lang) for standing in view.games]
    out += [season_block(result, lang) for result in view.seasons
            if result.standings.placings]
    tables = tables_block(view, lang)
    if tables is not None:
        out.append(tables)
    return out
