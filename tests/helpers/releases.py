"""The clubs of earlier releases (tests/store/releases, made by ``make_release_clubs.py``): their
manifests, and ``check_club``, which holds a club opened or imported today to what that release
read back and printed (or to today's figures where a rule has changed since: ``CHANGED``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select, text

from clubapp.services import Services
from clubapp.store.database import SCHEMA_REVISIONS
from clubapp.store.models import Deal, Game
from tests.cli.shell import Shell
from tests.helpers.paths import ROOT

RELEASES = ROOT / "tests" / "store" / "releases"
NEWEST = SCHEMA_REVISIONS[-1]
# the newest schema of a release that landed before this one: each schema up to it has its
# release's club here (a schema that first lands with this code gets its club once it has)
LAST_RELEASED = "0007"


def _manifests() -> dict[str, dict[str, Any]]:
    found = {}
    for path in sorted(RELEASES.glob("schema_*.manifest.json")):
        manifest = json.loads(path.read_text(encoding="utf-8"))
        found[manifest["schema"]] = manifest
    return found


MANIFESTS = _manifests()
EXPORTS = [schema for schema, m in MANIFESTS.items() if m["export"]]


@dataclass(frozen=True)
class RuleChanged:
    """A game that a release scored otherwise than today's rules do: why (the book), the commit
    that changed the rule, and what today's ``game show`` gives instead (running totals after
    each deal) or the refusal it prints."""

    why: str
    commit: str
    totals: tuple[dict[str, int], ...] = ()
    refused: str = ""


CRIBBAGE_NINETEEN = RuleChanged(
    "Cribbage by the book's second reading (seeds/001 lines 219-223): a show announced as "
    "nineteen (an impossible count) announces nothing, and muggins takes the whole show. In "
    "the first deal the pone (Bob) announced nineteen for a hand of ten: the releases of "
    "schemas 0003 and 0004 let him keep his ten and gave the dealer (Ann) the nine overcounted; "
    "today his show counts nothing and Ann takes its ten.",
    "0e01b41", totals=({"Ann Hale": 33, "Bob Reed": 4}, {"Ann Hale": 51, "Bob Reed": 17},
                       {"Ann Hale": 69, "Bob Reed": 28}, {"Ann Hale": 85, "Bob Reed": 35}))
CHANGED: dict[tuple[str, str], RuleChanged] = {
    ("0003", "cribbage"): CRIBBAGE_NINETEEN,
    ("0004", "cribbage"): CRIBBAGE_NINETEEN,
}


def _evening_ids(services: Services) -> dict[str, int]:
    return {e.name: e.id for e in services.evenings.list()}


def _members(services: Services) -> list[dict[str, Any]]:
    return [{"name": m.name, "email": m.email, "phone": m.phone, "retired": m.retired}
            for m in services.members.list()]


def _evenings(services: Services) -> list[dict[str, Any]]:
    evenings = []
    for evening in sorted(services.evenings.list(), key=lambda e: e.id):
        detail = services.evenings.detail(evening.id)
        evenings.append({
            "name": evening.name, "date": evening.date.isoformat(), "kind": evening.kind,
            "status": evening.status,
            "tables": [{"number": t.number, "players": [s.name for s in t.seats],
                        "games": list(t.games)} for t in detail.tables]})
    return evenings


def _deals_kept(services: Services, game: int) -> tuple[list[Any], list[int], int]:
    """A game's recorded deals as the database keeps them (entries and revisions, in order)
    and how many are undone: read from the rows, not through today's rules."""
    with services.db.transaction() as session:
        recorded = session.execute(select(Deal.entry, Deal.revision).where(
            Deal.game_id == game, Deal.status == "recorded").order_by(Deal.seq)).all()
        undone = session.scalar(select(func.count()).select_from(Deal).where(
            Deal.game_id == game, Deal.status == "withdrawn"))
        return [r.entry for r in recorded], [r.revision for r in recorded], undone


def _check_game(services: Services, shell: Shell, schema: str, game: dict[str, Any]) -> None:
    with services.db.transaction() as session:
        row = session.get(Game, game["id"])
        assert row is not None, game
        assert (row.game_id, row.player_names) == (game["game_id"], game["players"])
        options = dict(row.options)
    assert game["options"].items() <= options.items()
    assert _deals_kept(services, game["id"]) == (game["entries"], game["revisions"],
                                                 game["withdrawn"])
    printed = game["printed"]
    changed = CHANGED.get((schema, game["game_id"]))
    if changed is not None and changed.refused:
        assert shell.refused("game", "show", game["id"]) == changed.refused, changed.why
        return
    shown = shell.json("game", "show", game["id"])
    assert shown["game"] == printed["game"]
    assert printed["options"].items() <= shown["options"].items()
    if changed is not None:
        totals = tuple(deal["totals"] for deal in shown["deals"])
        assert totals == changed.totals, changed.why
        assert totals != tuple(deal["totals"] for deal in printed["deals"]), changed.why
        return
    for key in ("deals", "games", "match", "winner"):
        assert shown.get(key) == printed.get(key), (game["game_id"], key)


def check_club(services: Services, shell: Shell, manifest: dict[str, Any], *,
               pin_set: bool) -> None:
    """The club on ``services`` holds what the manifest lists, member by member and deal by
    deal, and today's ``game show`` prints each game as that release did (or as CHANGED says)."""
    assert _members(services) == manifest["members"]
    assert _evenings(services) == manifest["evenings"]
    for game in manifest["games"]:
        _check_game(services, shell, manifest["schema"], game)
    evenings = _evening_ids(services)
    names = {number: name for name, number in evenings.items()}
    assert [{"name": s.name, "evenings": [names[i] for i in s.evening_ids]}
            for s in services.seasons.list()] == manifest["seasons"]
    assert [{"evening": e["name"], "member": a.name, "gold": a.gold, "red": a.red,
             "green": a.green}
            for e in manifest["evenings"] for a in services.seasons.awards(evenings[e["name"]])
            if a.gold or a.red or a.green] == manifest["awards"]
    party = manifest["party"]
    if party is not None:
        view = services.party.view(evenings[party["evening"]])
        assert view.round == party["round"]
        assert {p.name: {"role": p.role, "gold": p.gold, "red": p.red, "green": p.green,
                         "status": p.status} for p in view.players} == party["players"]
        assert [{"prize": p.prize, "role": p.role, "player": p.player}
                for p in view.prizes] == party["prizes"]
    assert services.club.has_pin() is pin_set


def revision(services: Services) -> str:
    """The schema revision the club's database is at."""
    with services.db.engine.connect() as conn:
        return conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one()
