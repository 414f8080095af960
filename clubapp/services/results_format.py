"""The club's open results format: one JSON document of everything the club publishes.

``results_document(services)`` gathers the whole club, ``evening=N`` one evening and
``season=N`` one season, into plain JSON-ready data that validates against
``schemas/clubapp-results-1.schema.json`` (``"format": "clubapp-results", "version": 1``). The
results site and the results mails are made from it, and a league secretary reads it without
clubapp. Every number is the one the window and the documents show, taken from what they take
it from: each game replayed through its rules as ``scoring.game_view`` replays it
(``results_games``, each game once, kept between runs), the standings of those games by
``standings.standings_of`` (what ``StandingsService.by_game`` ranks with),
``SeasonService.every_standing``, the tally cards as kept, ``ChipsService``,
``PartyService.view`` and ``HistoryService.member_pages`` — never worked out again here.

Who is published and how: ``results_people``; the standings' parts: ``results_standings``; the
words in both languages: ``results_text``. Nothing of a member is read but their number, name
and ``publish_as``: no e-mail, phone, notes, PIN or audit.

The document is deterministic: no time of writing, lists in a stated order, money and ratings as
decimal strings, dates ISO; ``document_json`` writes it with sorted keys, byte for byte the same
for the same club.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import select

from clubapp.events.ratings import SHOWN_SIGMAS
from clubapp.events.standings import unit_of
from clubapp.rules import RuleError, get_game
from clubapp.services.chips import ChipsService
from clubapp.services.history import HistoryService
from clubapp.services.members import club_name_in
from clubapp.services.party import PartyService
from clubapp.services.results_games import ReplayedGames, TableGame, table_games
from clubapp.services.results_people import Publication, order, player_key, read_publication
from clubapp.services.results_standings import game_standing, season_part
from clubapp.services.results_text import BOTH, both, game_name, said
from clubapp.services.seasons import SeasonService
from clubapp.services.standings import standings_of, winners_of
from clubapp.services.views import ServiceError
from clubapp.store.database import Database
from clubapp.store.models import Club, Evening, EveningAward, Member, Season, SeasonEvening
from clubapp.store.money_models import MoneySetup
from clubapp.words import LANGUAGES

FORMAT = "clubapp-results"
VERSION = 1
SCHEMA_FILE = "schemas/clubapp-results-1.schema.json"


# --- who is published, and how ----------------------------------------------------------------
def _game_entry(game_id: str) -> dict[str, Any]:
    rules = get_game(game_id)
    family = rules.family or rules.id
    return {"name": game_name(rules.id), "family": family, "unit": unit_of(rules.id, family)}


def _side_keys(summary: Mapping[str, Any]) -> dict[str, str]:
    """Each side's key in the document: the rules' partnership ("A"), or "seat N" for a
    player of an individual game (whose side is their name)."""
    players = summary["players"]
    keys = {}
    for side in summary["sides"]:
        if side in players and summary["side_members"].get(side, [side]) == [side]:
            keys[side] = f"seat {players.index(side) + 1}"
        else:
            keys[side] = side
    return keys


def _winner(winner: str | None, keys: Mapping[str, str]) -> list[str] | None:
    if winner is None:
        return None
    return sorted(keys.get(w, w) for w in winners_of(winner))


def _table_game(game: TableGame, people: Publication) -> dict[str, Any]:
    s = game.summary
    keys = _side_keys(s)
    member_of = dict(zip(s["players"], game.player_ids, strict=True))
    games = []
    for finished in s["games"]:
        one: dict[str, Any] = {"winner": _winner(finished["winner"], keys),
                               "totals": {keys.get(side, side): n
                                          for side, n in finished["totals"].items()}}
        if finished.get("value") is not None:
            one["value"] = finished["value"]
        games.append(one)
    match = None
    if s["match"] is not None:
        match = {"winner": _winner(s["match"]["winner"], keys), "value": s["match"]["value"]}
    return {
        "id": game.id, "game": s["game_id"], "game_name": game_name(s["game_id"]),
        "status": "finished" if s["over"] or game.status == "finished" else "playing",
        "options": dict(s["options"]),
        "seats": [people.key(m) for m in game.player_ids],
        "sides": [{"key": keys[side], "players": [people.key(member_of.get(n))
                                                  for n in s["side_members"].get(side, [side])]}
                  for side in s["sides"]],
        "deals": s["deals"], "points": {keys[side]: n for side, n in s["points"].items()},
        "totals": {keys.get(side, side): n for side, n in s["totals"].items()},
        "games": games, "match": match, "winner": _winner(s["winner"], keys)}


def _money(value: Decimal) -> str:
    return format(value, "f")


def _chips(services: Any, evening_id: int, names_to_members: Mapping[str, int],
           people: Publication) -> dict[str, Any]:
    chips = services.chips.evening(evening_id)
    worth = services.chips.worth(evening_id)

    def ref(name: str) -> str | None:
        return people.key(names_to_members.get(name))

    players = sorted(({"player": ref(n), "chips": units} for n, units in chips.players.items()),
                     key=lambda line: (order(line["player"]), line["chips"]))
    settlement = None
    if worth is not None:
        statement = services.chips.settlement(evening_id)
        settlement = {
            "lines": sorted(({"player": ref(ln.player), "bought": ln.bought,
                              "redeemed": ln.redeemed, "held": ln.held, "net": ln.net_units,
                              "money": _money(ln.net_money)} for ln in statement.lines),
                            key=lambda line: (order(line["player"]), line["net"])),
            "payments": [{"payer": ref(p.payer), "payee": ref(p.payee),
                          "amount": _money(p.amount)} for p in statement.payments]}
    return {"players": players,
            "pools": [{"table": p.table, "game": get_game(p.game_id).id, "held": p.held}
                      for p in chips.pools],
            "total": chips.total, "balanced": chips.balanced,
            "worth": None if worth is None else {"money": _money(worth.money),
                                                 "units": worth.units},
            "settlement": settlement}


def _card(card: EveningAward, people: Publication) -> dict[str, Any]:
    return {"player": people.key(card.member_id), "gold": card.gold, "red": card.red,
            "green": card.green, "prize": card.prize}


def _party(view: Any, people: Publication) -> dict[str, Any]:
    ids = {p.name: p.member_id for p in view.players}

    def ref(name: str) -> str | None:
        return people.key(ids.get(name))

    rounds = []
    for bell in view.bells:
        rounds.append({
            "round": bell.round,
            "tables": [{"table": d.table, "winners": [ref(n) for n in d.winners],
                        "losers": [ref(n) for n in d.losers], "decided_by": d.decided_by,
                        "why": people.text(d.why)}
                       for d in sorted(bell.decisions, key=lambda d: d.table)],
            "stars": sorted(({"player": ref(n), "star": star} for n, star in bell.stars.items()),
                            key=lambda s: (order(s["player"]), str(s["star"])))})
    return {
        "roles": {role: {lang: view.pack_name(role, lang) for lang in BOTH}
                  for role in ("red", "blue")},
        "ended": view.ended is not None,
        "rounds": rounds,
        "stars": [{"place": row.place, "player": people.key(row.member_id), "role": row.role,
                   "gold": row.gold, "red": row.red, "green": row.green, "rounds": row.rounds,
                   "sat_out": row.sat_out} for row in view.board],
        "prizes": [{"prize": p.prize, "prize_name": said(f"web.prize_{p.prize}"),
                    "role": p.role, "player": ref(p.player), "why": people.text(p.why)}
                   for p in view.prizes]}



def _rating_number(value: float) -> str:
    return f"{value:.2f}"


def _member(page: Any, people: Publication) -> dict[str, Any]:
    def met(lines: Iterable[Any]) -> list[dict[str, Any]]:
        return [{"player": people.key(m.member_id), "games": m.games, "won": m.won,
                 "lost": m.lost} for m in lines]

    rating = page.rating
    return {
        "player": people.key(page.member.id),
        "joined": page.joined.isoformat() if page.joined else None,
        "played": page.played, "won": page.won,
        "evenings": [{"evening": e.evening_id, "date": e.date.isoformat(), "name": e.name,
                      "games": e.games, "won": e.won, "points": e.points, "gold": e.gold,
                      "red": e.red, "green": e.green, "prize": e.prize,
                      "chips_won": e.chips_won, "chips_lost": e.chips_lost}
                     for e in page.evenings],
        "games": [{"game": g.game_kind, "game_name": game_name(g.game_kind),
                   "tables": g.tables, "played": g.played, "won": g.won, "lost": g.lost,
                   "points": g.points, "deals": g.deals} for g in page.games],
        "partners": met(page.partners), "opponents": met(page.opponents),
        "stars": {"gold": page.gold, "red": page.red, "green": page.green},
        "prizes": [{"date": d.isoformat(), "evening": name, "prize": prize}
                   for d, name, prize in page.prizes],
        "chips": {"won": page.chips_won, "lost": page.chips_lost},
        "rating": {
            "mu": _rating_number(rating.mu), "sigma": _rating_number(rating.sigma),
            "games": rating.games, "text": rating.text, "rank": page.rating_rank,
            "rated_members": page.rated_members,
            "points": [{"date": p.date.isoformat(), "value": _rating_number(p.rating.mu),
                        "low": _rating_number(p.rating.mu - SHOWN_SIGMAS * p.rating.sigma),
                        "high": _rating_number(p.rating.mu + SHOWN_SIGMAS * p.rating.sigma),
                        "won": bool(p.won)} for p in page.rating_points]}}


# --- the document -------------------------------------------------------------------------------
@dataclass
class _Services:
    """The services the document reads, on one database."""

    db: Database
    seasons: SeasonService
    history: HistoryService
    chips: ChipsService
    party: PartyService


def _services_of(source: Any) -> Any:
    if isinstance(source, Database):
        db = source
        return _Services(db, SeasonService(db), HistoryService(db),
                         ChipsService(db), PartyService(db))
    return source


def _club(session: Any) -> dict[str, Any]:
    club = session.scalar(select(Club).order_by(Club.id).limit(1))
    stored = club.name if club is not None else ""
    out: dict[str, Any] = {"name": both(lambda lang: club_name_in(stored, lang))}
    # the club's language, where a later schema keeps one
    language = getattr(club, "language", None)
    if language in LANGUAGES and language in BOTH:
        out["language"] = language
    # the club's money is in the currency of its latest evening set up (as ``services.money``
    # takes it for a new evening)
    currency = session.scalar(select(MoneySetup.currency)
                              .join(Evening, Evening.id == MoneySetup.evening_id)
                              .order_by(Evening.date.desc(), Evening.id.desc()).limit(1))
    if isinstance(currency, str) and re.fullmatch(r"[A-Z]{3}", currency):
        out["currency"] = currency
    return out


def results_document(source: Any, *, evening: int | None = None, season: int | None = None,
                     replayed: ReplayedGames | None = None) -> dict[str, Any]:
    """The club's results in the open format (schema ``SCHEMA_FILE``), as JSON-ready data.

    ``source``: the ``clubapp.services.Services`` of an open club (its history service keeps
    the ratings worked out between calls), or a ``Database`` (the services needed are made on
    it). ``evening``: that evening alone; ``season``: that season's evenings and standings;
    neither: the whole club with every season and each published member's history. An
    unknown evening or season is refused with ServiceError (nothing else happens).
    ``replayed``: the games replayed by earlier documents, so that only games changed since
    are replayed (saved before returning); by default those kept for this club in the user's
    cache folder (``ReplayedGames.of_database``), ``ReplayedGames()`` for none.
    """
    if evening is not None and season is not None:
        raise ValueError("results_document: an evening or a season, not both")
    services = _services_of(source)
    db: Database = services.db
    kept = replayed if replayed is not None else ReplayedGames.of_database(db)
    with db.transaction() as session:
        club = _club(session)
        people = read_publication(session)
        names = {m: n for m, n, _how in session.execute(select(Member.id, Member.name,
                                                                Member.publish_as))}
        query = select(Evening).order_by(Evening.date, Evening.id)
        if evening is not None:
            if session.get(Evening, evening) is None:
                raise ServiceError("evenings.no_such_evening", "evening", number=evening)
            query = query.where(Evening.id == evening)
        season_ids: list[int] = []
        if season is not None:
            if session.get(Season, season) is None:
                raise ServiceError("results_format.no_such_season", "season", number=season)
            query = query.where(Evening.id.in_(
                select(SeasonEvening.evening_id).where(SeasonEvening.season_id == season)))
            season_ids = [season]
        elif evening is None:
            season_ids = list(session.scalars(select(Season.id).order_by(Season.id)))
        evenings = [(e.id, e.date, e.name, e.kind, e.status) for e in session.scalars(query)]
        evening_ids = [e[0] for e in evenings]
        # every game of the scope, each replayed once through its rules as every screen
        # shows it (or kept from an earlier document)
        games = table_games(session, evening_ids, kept)
        # the tally cards handed in (stars and prizes), as kept: nothing derived
        cards_at: dict[int, list[EveningAward]] = {e: [] for e in evening_ids}
        for card in session.scalars(select(EveningAward)
                                    .where(EveningAward.evening_id.in_(evening_ids))):
            cards_at[card.evening_id].append(card)
    by_evening: dict[int, list[TableGame]] = {e: [] for e in evening_ids}
    for game in games:
        by_evening[game.evening_id].append(game)
    kinds = {g.summary["game_id"] for g in games}
    out_evenings = []
    played_anywhere: set[int] = set()
    for evening_id, date, name, kind, status in evenings:
        here = by_evening[evening_id]
        played = {m for g in here for m in g.player_ids}
        party = services.party.view(evening_id) if kind == "party" else None
        if party is not None:
            played.update(p.member_id for p in party.players)
        cards = cards_at[evening_id]
        played.update(c.member_id for c in cards)
        played_anywhere |= played
        refs = [people.key(m) for m in played]
        tables: dict[int, list[dict[str, Any]]] = {}
        for game in here:
            tables.setdefault(game.table, []).append(_table_game(game, people))
        names_here = {n: m for g in here for n, m in zip(g.summary["players"], g.player_ids,
                                                          strict=True)}
        out_evenings.append({
            "id": evening_id, "date": date.isoformat(), "name": name, "kind": kind,
            "kind_name": said(f"results_format.kind_{kind}"),
            "status": status,
            "players": sorted((r for r in refs if r is not None), key=order),
            "hidden_players": sum(r is None for r in refs),
            "tables": [{"number": n, "games": found} for n, found in sorted(tables.items())],
            "chips": _chips(services, evening_id, names_here, people)
            if any(g.summary["chips"] for g in here) else None,
            "party": _party(party, people) if party is not None else None,
            "cards": sorted((_card(c, people) for c in cards),
                            key=lambda c: (order(c["player"]), c["gold"], c["red"],
                                           c["green"], c["prize"])),
            "standings": [game_standing(s, "game", people)
                          for s in standings_of([g.played() for g in here], names)]})
    per_game: list[dict[str, Any]] = []
    per_family: list[dict[str, Any]] = []
    if evening is None and games:
        every = [g.played() for g in games]
        per_game = [game_standing(s, "game", people) for s in standings_of(every, names)]
        per_family = [game_standing(s, "family", people)
                      for s in standings_of(every, names, per="family")]
    seasons = [season_part(services.seasons, s, people) for s in season_ids]
    for one in seasons:
        kinds.update(s["game"] for s in one["standings"] if s["game"])
    # the published who played at the scope's evenings (or hold a tally card there): a member
    # who never played has no results to publish
    published = sorted(m for m in played_anywhere if m in people.names)
    members = []
    if evening is None and season is None:
        # rated on from the kept history where it still holds (the same ratings as anew)
        kept.keep_ratings(services.history.rating_history(since=kept.ratings()))
        pages = services.history.member_pages(published)
        members = [_member(pages[m], people) for m in published]
        kinds.update(g["game"] for m in members for g in m["games"])
    players = [{"id": player_key(m), "name": people.names[m], "shown_as": people.shown_as[m]}
               for m in published]
    kept.save(prune=evening is None and season is None)  # one evening's: keep the others'
    return {
        "format": FORMAT, "version": VERSION,
        "scope": {"kind": "evening" if evening is not None else
                  "season" if season is not None else "club",
                  "id": evening if evening is not None else season},
        "club": club,
        "games": {g: _game_entry(g) for g in sorted(_known(kinds))},
        "players": players, "evenings": out_evenings,
        "standings": {"per_game": per_game, "per_family": per_family},
        "seasons": seasons, "members": members,
        "words": {"a_player": said("results_format.a_player")}}


def _known(kinds: Iterable[str]) -> set[str]:
    found = set()
    for kind in kinds:
        try:
            found.add(get_game(kind).id)
        except RuleError:  # a game of a later clubapp: not described
            continue
    return found


def document_json(document: Mapping[str, Any]) -> str:
    """The document as the format writes it: UTF-8 text, keys sorted, two-space indents, a
    newline at the end; the same document gives the same bytes."""
    return json.dumps(document, ensure_ascii=False, sort_keys=True, indent=2) + "\n"


__all__ = ["FORMAT", "SCHEMA_FILE", "VERSION", "ReplayedGames", "document_json", "player_key",
           "results_document"]
