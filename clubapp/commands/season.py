"""``clubapp season``: seasons (leagues) and their standings, and everyone's ratings, headless.

- ``season list`` prints every season: id, name, rules, evenings;
- ``season create NAME [--evening ID]… [--rules JSON] [--seed N]`` makes one;
- ``season standings SEASON [--game GAME] [--csv]`` prints the standings with each tie-break
  explained: of one game (``--game euchre``), or of every game together (``--game all``) where
  the season's rules say how (places at each table, games won, stars, ACC points); by default
  every game together where the rules say how, else the game played most — raw points of
  different games are never added up. ``game`` names the game ranked (null: every game
  together), ``unit`` its unit, ``games`` every game played with how often;
- ``season ratings`` prints every member's rating (mu, sigma, "mu ± 2σ"), best first.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from clubapp.commands import BadInput, print_json
from clubapp.commands._club import open_club


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("season", help="seasons (leagues), standings and ratings",
                            description=("Seasons (leagues): list them and create one, their "
                                         "standings with each tie-break explained, and every "
                                         "member's rating."))
    kinds = parser.add_subparsers(dest="kind", metavar="ACTION", required=True)
    kinds.add_parser("list", help="every season").set_defaults(func=run_list)
    create = kinds.add_parser("create", help="make a season")
    create.add_argument("name")
    create.add_argument("--evening", type=int, action="append", default=[], metavar="ID",
                        help="an evening counted (repeatable)")
    create.add_argument("--rules", metavar="JSON", help='standing rules, e.g. {"basis": "acc"}')
    create.add_argument("--seed", type=int, help="the seed of the season's lots")
    create.set_defaults(func=run_create)
    standings = kinds.add_parser("standings", help="a season's standings")
    standings.add_argument("season", type=int, help="season id (see `season list`)")
    standings.add_argument("--game", metavar="GAME",
                           help="one game's standings (its id, as `clubapp games` lists it); "
                                "`all`: every game together, where the season's rules say how")
    standings.add_argument("--csv", action="store_true", help="CSV instead of JSON")
    standings.set_defaults(func=run_standings)
    kinds.add_parser("ratings", help="every member's rating").set_defaults(func=run_ratings)


def _season_json(season: Any) -> dict[str, Any]:
    return {"id": season.id, "name": season.name, "rules": season.rules.to_json(),
            "rules_text": season.rules_text, "evenings": list(season.evening_ids),
            "lots_seed": season.lots_seed}


def run_list(args: argparse.Namespace) -> int:
    from clubapp.services.seasons import SeasonService

    services = open_club(args)
    try:
        print_json([_season_json(s) for s in SeasonService(services.db).list()])
    finally:
        services.close()
    return 0


def run_create(args: argparse.Namespace) -> int:
    from clubapp.services import ServiceError
    from clubapp.services.seasons import SeasonService

    try:
        rules = json.loads(args.rules) if args.rules else None
    except json.JSONDecodeError as exc:
        raise BadInput("cli.not_json_option", "rules", line=exc.lineno,
                       column=exc.colno) from None
    services = open_club(args)
    try:
        season = SeasonService(services.db).create(args.name, rules, args.evening, args.seed)
        print_json(_season_json(season))
    except ServiceError as exc:
        raise BadInput.of(exc) from None
    finally:
        services.close()
    return 0


def run_standings(args: argparse.Namespace) -> int:
    from clubapp.services import ServiceError
    from clubapp.services.exchange import ExchangeService
    from clubapp.services.seasons import SeasonService

    services = open_club(args)
    try:
        if args.csv:
            sys.stdout.write(ExchangeService(services.db).standings_csv(args.season, args.game,
                                                                       args.lang))
            return 0
        result = SeasonService(services.db).standings(args.season, args.game)
    except ServiceError as exc:
        raise BadInput.of(exc) from None
    finally:
        services.close()
    print_json({
        "season": _season_json(result.season),
        "standings": [{"place": p.place, "shared": p.shared, "member": p.record.name,
                       "score": p.record.score_text, "evenings": len(p.record.evenings),
                       "played": p.record.played, "won": p.record.won, "lost": p.record.lost,
                       # null for every game together: points of different games
                       "points": p.record.points if result.adds_points else None,
                       "stars": {"gold": p.record.gold,
                                                            "red": p.record.red,
                                                            "green": p.record.green},
                       "spread": p.record.spread, "note": p.note}
                      for p in result.standings.placings],
        "ties": [t.text for t in result.standings.ties],
        "game": result.game, "unit": result.unit if result.game is not None else None,
        "games": [{"game": g.game, "tables": g.tables, "unit": g.unit} for g in result.games]})
    return 0


def run_ratings(args: argparse.Namespace) -> int:
    from clubapp.services.history import HistoryService

    services = open_club(args)
    try:
        lines = HistoryService(services.db).ratings()
    finally:
        services.close()
    print_json([{"rank": line.rank, "member": line.name, "mu": round(line.rating.mu, 3),
                 "sigma": round(line.rating.sigma, 3), "rating": line.rating.text,
                 "games": line.rating.games} for line in lines])
    return 0
