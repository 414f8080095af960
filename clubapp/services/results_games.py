"""The games of the results format, each replayed through its rules once, and kept replayed.

Every game of the scope is read in two plain reads (the games with their tables, and the entries
of their recorded deals as text); a game is replayed through its rules from its players, house
rules and recorded entries — as ``scoring.game_view`` replays it for every screen — only where
``ReplayedGames`` does not hold it yet. A replay is a pure function of the
game's kind, house rules, players' names and recorded entries, so that is the key it is kept
under (with the program's version: other rules, other results): a correction, an undo or a
redo changes the entries and so the key, and nothing kept can be out of date. A results site
rebuilt after one more evening replays that evening's games alone.

The club's rating history (``HistoryService.rating_history``, worked out from every finished
game) is kept beside them, so that the next document rates only the games after the first one
that changed (``events.ratings.rate_history``'s ``since``: the same ratings as from the start).

``ReplayedGames(path)`` keeps them in a JSON file between runs (written whole, then renamed),
``ReplayedGames.of_database(db)`` in the user's cache folder, one file a club; ``ReplayedGames()``
only for as long as the object lives.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from platformdirs import user_cache_dir
from sqlalchemy import Text, cast, select
from sqlalchemy.orm import Session

from clubapp.events.ratings import RatingHistory, history_json, history_of_json
from clubapp.rules import GameRules, State, get_game
from clubapp.services.seasons import plain_rows
from clubapp.services.standings import PlayedGame
from clubapp.store.database import Database
from clubapp.store.models import Deal, Game, PlayTable

KEPT_FORMAT = 1  # of the file and of a kept game: another number, everything replayed again
CACHE_FOLDER = "CLUBAPP_CACHE_DIR"  # where the games are kept, if not the user's cache folder


@cache
def _version() -> str:
    """The program's version and its rules as they are on disk: a checkout whose rules were
    changed replays every game again, whatever its version number says."""
    import clubapp
    import clubapp.rules

    home = Path(clubapp.__file__).parent
    sources = [p for folder in clubapp.rules.__path__ for p in Path(folder).rglob("*.py")]
    marks = hashlib.sha256()
    for path in sorted([*sources, home / "cards.py"]):
        if path.is_file():
            found = path.stat()
            marks.update(f"{path.relative_to(home)}:{found.st_size}:{found.st_mtime_ns};"
                         .encode())
    return f"{clubapp.__version__}+{marks.hexdigest()[:16]}"


@cache
def _rater() -> str:
    """The version of the rating library: another may give other ratings."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("openskill")
    except PackageNotFoundError:
        return ""


class ReplayedGames:
    """Games replayed, by what they were replayed from, and the club's rating history; kept
    in ``path`` where one is given."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self._kept: dict[str, dict[str, Any]] = {}
        self._used: set[str] = set()
        self._ratings: dict[str, Any] | None = None
        self.replayed = 0  # games replayed by this object (the others were kept)
        if self.path is not None:
            self._kept, self._ratings = _read(self.path)

    @classmethod
    def of_database(cls, db: Database) -> ReplayedGames:
        """The games kept for this club in the user's cache folder, one file a database (named
        by a hash of its file, or of its server and database), so that each results document
        of the club finds the games the one before replayed."""
        name = db.display_name
        if db.is_sqlite and name != "memory":
            name = str(Path(name).resolve())
        digest = hashlib.sha256(name.encode()).hexdigest()[:24]
        folder = os.environ.get(CACHE_FOLDER) or user_cache_dir("clubapp", "clubapp")
        return cls(Path(folder) / "replayed" / f"{digest}.json")

    def get(self, key: str) -> dict[str, Any] | None:
        found = self._kept.get(key)
        if found is not None:
            self._used.add(key)
        return found

    def put(self, key: str, summary: dict[str, Any]) -> None:
        self._kept[key] = summary
        self._used.add(key)
        self.replayed += 1

    def ratings(self) -> RatingHistory | None:
        """The rating history kept (None: none, or one of another rating library)."""
        if self._ratings is None or self._ratings.get("rater") != _rater():
            return None
        try:
            return history_of_json(self._ratings.get("history", {}))
        except ValueError:
            return None

    def keep_ratings(self, history: RatingHistory) -> None:
        """Keep the club's rating history for the next document (ratings are worked out from
        the first game that changed since)."""
        self._ratings = {"rater": _rater(), "history": history_json(history)}

    def save(self, *, prune: bool = True) -> None:
        """Write the games kept to its file, whole or not at all; nothing without a file.
        ``prune``: only those used since this object was made (a document of the whole club
        uses every game that still is); else every game kept. A file that cannot be written
        is left as it was: the next document replays the games again, nothing else is lost."""
        if self.path is None:
            return
        kept = {k: self._kept[k] for k in sorted(self._used if prune else self._kept)}
        text = json.dumps({"format": KEPT_FORMAT, "version": _version(), "games": kept,
                           "ratings": self._ratings},
                          ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(prefix=".results-", dir=self.path.parent)
        except OSError:
            return
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(temporary, self.path)
        except OSError:
            Path(temporary).unlink(missing_ok=True)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise


def _read(path: Path) -> tuple[dict[str, dict[str, Any]], dict[str, Any] | None]:
    """The games and the rating history kept in a file; none where it is missing, damaged or
    of another version."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}, None
    if not isinstance(data, dict) or data.get("format") != KEPT_FORMAT \
            or data.get("version") != _version() or not isinstance(data.get("games"), dict):
        return {}, None
    ratings = data.get("ratings")
    return ({k: v for k, v in data["games"].items() if isinstance(v, dict)},
            ratings if isinstance(ratings, dict) else None)


@dataclass(frozen=True)
class TableGame:
    """A game at a table of an evening, and what its replay gave (``summary_of``)."""

    id: int
    evening_id: int
    table: int
    status: str
    player_ids: tuple[int, ...]
    summary: Mapping[str, Any]

    def played(self) -> PlayedGame:
        """The game as the standings count it."""
        s = self.summary
        return PlayedGame(self.evening_id, s["game_id"], tuple(s["players"]), self.player_ids,
                          dict(s["points"]), tuple(g["winner"] for g in s["games"]),
                          s["match"]["winner"] if s["match"] is not None else None)


def summary_of(rules: GameRules, state: State) -> dict[str, Any]:
    """What the results use of a game replayed to ``state``, as JSON-ready data: the figures
    ``scoring.game_view`` shows of the same state (no member's number: the replay knows the
    players by name)."""
    players = tuple(state.players)
    sides = rules.sides(players)
    return {"game_id": rules.id, "players": list(players), "sides": list(sides),
            "side_members": {s: list(rules.members(s, players)) for s in sides},
            "deals": len(state.deals),
            "points": {s: sum(d.points.get(s, 0) for d in state.deals) for s in sides},
            "totals": dict(state.totals), "games": [g.to_json() for g in state.games],
            "match": ({"winner": state.match.winner, "value": state.match.value}
                      if state.match is not None else None),
            "winner": state.match.winner if state.match is not None else None,
            "over": state.match is not None, "options": dict(state.options),
            "chips": any(d.chips is not None for d in state.deals)}


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str | bytes) else value


def _key(game_id: str, options: Any, names: Sequence[str], entries: Sequence[str]) -> str:
    text = json.dumps([KEPT_FORMAT, _version(), game_id, options, list(names), list(entries)],
                      ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def table_games(session: Session, evening_ids: Iterable[int],
                kept: ReplayedGames) -> list[TableGame]:
    """Every game at the tables of these evenings, by evening, table and game, each replayed
    once (or taken from ``kept``)."""
    ids = list(evening_ids)
    if not ids:
        return []
    g, t, d = Game.__table__.c, PlayTable.__table__.c, Deal.__table__.c
    rows = plain_rows(session, select(g.id, g.game_id, g.options, g.player_ids, g.player_names,
                                      g.status, t.evening_id, t.number)
                      .join(PlayTable.__table__, t.id == g.table_id)
                      .where(t.evening_id.in_(ids)).order_by(t.evening_id, t.number, g.id))
    entries: dict[int, list[str]] = {}
    in_scope = select(g.id).join(PlayTable.__table__, t.id == g.table_id) \
        .where(t.evening_id.in_(ids))
    for game_pk, text in plain_rows(session, select(d.game_id, cast(d.entry, Text))
                                    .where(d.status == "recorded", d.game_id.in_(in_scope))
                                    .order_by(d.game_id, d.seq)):
        entries.setdefault(game_pk, []).append(text)
    keys = {row[0]: _key(row[1], _json(row[2]), _json(row[4]), entries.get(row[0], []))
            for row in rows}
    summaries = {pk: kept.get(key) for pk, key in keys.items()}
    for pk, kind, options, _ids, names, *_rest in rows:
        if summaries[pk] is None:  # replayed as ``scoring.game_view`` replays it
            rules = get_game(kind)
            state = rules.score_all(rules.new_state(list(_json(names)), _json(options)),
                                    [json.loads(text) for text in entries.get(pk, [])])
            summary = summary_of(rules, state)
            summaries[pk] = summary
            kept.put(keys[pk], summary)
    out = []
    for pk, _kind, _options, player_ids, _names, status, evening_id, number in rows:
        found = summaries[pk]
        assert found is not None  # every missing one was replayed above
        out.append(TableGame(pk, evening_id, number, status,
                             tuple(int(m) for m in _json(player_ids)), found))
    return out
