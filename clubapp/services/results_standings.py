"""The standings in the results format: each game's and family's, an evening's, a season's,
with the columns, the criteria and the tie-breaks in the words of the window and the sheet.

The words are those ``clubapp.reports.standing_words`` says for the window and the paper (the
same catalogue ids; the services sit below the reports, so they are said here).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from clubapp import glossary
from clubapp.events.standing_ties import say_tie
from clubapp.events.standings import StandingLine, format_score
from clubapp.services.results_people import Publication
from clubapp.services.results_text import BOTH, both, said
from clubapp.services.seasons import SeasonService
from clubapp.services.standings import GameStandings
from clubapp.words import Message, say


# (``clubapp.reports.standing_words`` says the same messages for the window and the paper; the
# services sit below the reports, so they are said here from the same catalogue ids)
def _documents(key: str, lang: str, **values: object) -> str:
    return say(Message(f"documents.{key}", **values), lang)


def unit_words(unit: str, lang: str, *, heading: bool = False) -> str:
    """A standing's unit: "points", "holes", "chips" (``heading``: with a capital)."""
    text = say(Message(f"standings.unit_{unit}"), lang)
    return text[:1].upper() + text[1:] if heading else text


def decided_words(line: Any, unit: str, lang: str) -> str:
    """What decided a place: the tie-break named, "shared", or nothing."""
    if line.shared:
        return _documents("standings.shared", lang)
    if line.decided_by is None:
        return ""
    return say(Message(f"standings.decided_{line.decided_by}",
                       unit=Message(f"standings.unit_{unit}")), lang)


def ranked_words(basis: str, unit: str, lang: str) -> str:
    """What a standing ranks on, in a sentence ("Ranked on games won, then …")."""
    return _documents(f"standings.ranked_{basis}.{unit}", lang)


def season_title(result: Any, lang: str) -> str:
    """What a season's standing ranks: a game and its unit, or every game together and the
    rule that says how."""
    if result.game is None and result.season.rules.together:
        return _documents("standings.all_games_by", lang,
                          rule=say(result.season.rules.basis_description(), lang))
    if result.game is None:
        return _documents("standings.all_games", lang)
    return _documents("standings.game_title", lang, game=glossary.game_name(result.game, lang),
                      unit=unit_words(result.unit, lang))


def score_heading(result: Any, lang: str) -> str:
    """The heading of a season's score column."""
    rules = result.season.rules
    if rules.basis == "points" and result.game is not None:
        return unit_words(result.unit, lang, heading=True)
    return say(rules.basis_column(), lang)


_GAME_COLUMNS = {"place_text": "standings.place", "player": "standings.member",
                 "evenings": "standings.evenings", "played": "standings.played",
                 "won": "standings.won", "matches_won": "standings.matches",
                 "decided": "standings.decided"}


def _heading(key: str) -> dict[str, str]:
    return said(f"documents.{key}")


@cache
def _decided(shared: bool, decided_by: str | None, unit: str) -> dict[str, str]:
    line = StandingLine(1, shared, decided_by, None)
    return both(lambda lang: decided_words(line, unit, lang))


def game_standing(standing: GameStandings, per: str, people: Publication) -> dict[str, Any]:
    """A game's (or family's) standing as the format writes it."""
    unit = standing.unit
    ids = ["place_text", "player", "evenings"]
    if standing.basis == "games":
        ids += ["played", "won", "matches_won"]
    columns = [{"id": c, "heading": _heading(_GAME_COLUMNS[c])} for c in ids]
    if standing.adds_points:
        columns.append({"id": "points",
                        "heading": both(lambda lang: unit_words(unit, lang, heading=True))})
    columns.append({"id": "decided", "heading": _heading(_GAME_COLUMNS["decided"])})
    lines = []
    for line in standing.lines:
        row = line.row
        one: dict[str, Any] = {
            "place": line.place, "shared": line.shared, "place_text": line.place_text,
            "player": people.key(row.member_id), "evenings": row.evenings,
            "played": row.played, "won": row.won, "matches_won": row.matches_won,
            "decided_by": line.decided_by,
            "decided": dict(_decided(line.shared, line.decided_by, unit))}
        if standing.adds_points:
            one["points"] = row.points
        lines.append(one)
    games = ", "
    return {
        "key": standing.key, "per": per, "games": list(standing.game_ids),
        "title": both(lambda lang: say(Message(
            "documents.standings.game_title",
            game=games.join(glossary.game_name(g, lang) for g in standing.game_ids),
            unit=unit_words(unit, lang)), lang)),
        "unit": unit, "unit_name": both(lambda lang: unit_words(unit, lang)),
        "basis": standing.basis,
        "ranked_on": both(lambda lang: ranked_words(standing.basis, unit, lang)
                           if standing.adds_points
                           else say(Message("documents.standings.ranked_unlike"), lang)),
        "tables": standing.tables, "adds_points": standing.adds_points,
        "criteria": [{"id": c, "name": said(f"standings.decided_{c}",
                                             unit=Message(f"standings.unit_{unit}"))}
                     for c in standing.criteria],
        "columns": columns, "lines": lines}


_SEASON_COLUMNS = (("place_text", "standings.place"), ("player", "standings.member"),
                   ("evenings", "standings.evenings"), ("score", None),
                   ("won", "standings.won"), ("lost", "standings.lost"),
                   ("how", "standings.how"))


def season_standing(result: Any, people: Publication) -> dict[str, Any]:
    """A season's standing (``SeasonService.standings``) as the format writes it."""
    columns = [{"id": c, "heading": _heading(key) if key else
                both(lambda lang: score_heading(result, lang))}
               for c, key in _SEASON_COLUMNS]
    lines = []
    for placing in result.standings.placings:
        record = placing.record
        lines.append({
            "place": placing.place, "shared": placing.shared, "place_text": placing.place_text,
            "player": people.key(record.member_id), "evenings": len(record.evenings),
            "score": format_score(record.score), "won": record.won, "lost": record.lost,
            "points": record.points, "how": people.text(placing.reason)})
    ties = []
    for tie in result.standings.ties:
        renamed = type(tie)(tie.members, tie.level, tie.steps, tie.order,
                            tuple(people.message(m) for m in tie.explained))
        ties.append({lang: say_tie(renamed, lang) for lang in BOTH})
    return {
        "game": result.game, "together": result.together,
        "title": both(lambda lang: season_title(result, lang)),
        "unit": result.unit, "score_heading": both(lambda lang: score_heading(result, lang)),
        "adds_points": result.adds_points,
        "tie_breaks": [{"id": t, "name": said(f"standings.rule_{t}")}
                       for t in result.standings.rules.tie_breaks],
        "columns": columns, "lines": lines, "ties": ties}


def season_part(seasons: SeasonService, season_id: int, people: Publication) -> dict[str, Any]:
    """A season with its rules and every standing its sheet shows."""
    view = seasons.get(season_id)
    standings = seasons.every_standing(season_id) if view.evening_ids else []
    return {"id": view.id, "name": view.name, "rules": view.rules.to_json(),
            "rules_text": both(lambda lang: view.rules.describe(len(view.evening_ids), lang)),
            "evenings": list(view.evening_ids),
            "standings": [season_standing(s, people) for s in standings]}
