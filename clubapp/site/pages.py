"""The results site's pages, rendered from the results document alone.

Every number, name and sentence on the site comes from one document — the open results format
(``clubapp.services.results_format``, ``schemas/clubapp-results-1.schema.json``) — which holds
only what may be published: names as the members let the club show them (a member left out is
null there, "a player" here), results, stars and prizes, never an address, a phone or a note.
The pages' own words come from the catalogues (``site`` section), numbers and dates from the
one formatter (``clubapp.words.formats``), so the site says what the window and the documents
say.

The site's files, relative to its folder (``L`` is ``""`` for one language, ``en/`` or ``ru/``
when both are built; then ``index.html`` at the top lets a reader choose)::

    style.css                      L index.html            the front page
    L evenings/index.html          L evenings/e12.html     an evening
    L standings/index.html         L standings/game-euchre.html, family-euchre.html,
    L members/index.html             season-3.html
    L members/p12.html             a published member's page (the key, never the name)

Links are relative and name their file (``…/index.html``), so the site works opened from a
folder (``file://``) as well as from any web host. Nothing depends on the time of the build:
the same document gives the same bytes.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Iterator, Mapping, Sequence
from datetime import date as Date
from decimal import Decimal
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemBytecodeCache, PackageLoader, StrictUndefined
from markupsafe import Markup, escape
from platformdirs import user_cache_dir

from clubapp.site.chart import ChartPoint, rating_svg
from clubapp.words import Message, counted, formats, say

SITE_LANGUAGES = ("en", "ru")
STYLE = "style.css"
FRONT_LIMIT = 10  # lines of a standing shown on the front page (the whole on its own page)
RECENT_EVENINGS = 10  # evenings listed on the front page


CACHE_FOLDER = "CLUBAPP_CACHE_DIR"  # the user's cache folder, unless this names another


def _bytecode_cache() -> FileSystemBytecodeCache | None:
    """The templates compiled once, kept in the user's cache folder (compiling them is the
    slowest part of a small build); None where that folder cannot be made."""
    folder = Path(os.environ.get(CACHE_FOLDER) or user_cache_dir("clubapp", "clubapp"))
    try:
        (folder / "site-templates").mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return FileSystemBytecodeCache(str(folder / "site-templates"))


@cache
def _environment(lang: str) -> Environment:
    """The templates in one language: its figures and words as filters (``{{ n|num }}``,
    ``{{ day|date }}``, ``{{ words|tx }}``), called directly, without a method's lookup."""
    environment = Environment(loader=PackageLoader("clubapp.site", "templates"),
                              autoescape=True, undefined=StrictUndefined, trim_blocks=True,
                              lstrip_blocks=True, keep_trailing_newline=True,
                              bytecode_cache=_bytecode_cache(), auto_reload=False)
    environment.filters.update({
        "num": lambda value: _number(value, lang),
        "signed": lambda value: ("+" if value > 0 else "") + _number(value, lang),
        "decimal": lambda value: minus(formats.decimal(Decimal(value), lang)),
        "money": lambda value: minus(formats.money(Decimal(value), lang)),
        "date": lambda value: _date(value, lang, formats.TEXT),  # 6 March 2026
        "day": lambda value: _date(value, lang, formats.TABLE),  # 2026-03-06 in a column
        "tx": lambda text: "" if not text else text.get(lang) or text.get("en", ""),
    })
    return environment


@cache
def style_sheet() -> bytes:
    """The site's one style sheet."""
    return resources.files("clubapp.site").joinpath(STYLE).read_bytes()


def language_root(lang: str, langs: Sequence[str]) -> str:
    """The folder a language's pages are in: the site's own for one language, ``en/`` …"""
    return "" if len(langs) == 1 else f"{lang}/"


def minus(text: str) -> str:
    """A figure with a true minus sign, as the club's pages write it."""
    return text.replace("-", "\u2212")


# A site says the same few numbers and words thousands of times: each is formatted once.
@cache
def _number(value: int, lang: str) -> str:
    return minus(formats.number(value, lang))


@cache
def _words(message_id: str, lang: str, params: tuple[tuple[str, Any], ...] = ()) -> str:
    """A message said, escaped for HTML (its parameters plain values, or the tokens that
    markup takes the place of)."""
    return str(escape(say(Message(message_id, **dict(params)), lang)))


@cache
def _date(value: str, lang: str, purpose: str) -> str:
    return formats.date(Date.fromisoformat(value), lang, purpose)


@cache
def _relative(folder: str, target: str) -> str:
    """``target`` (a path from the site's top) relative to ``folder`` (a page's folder)."""
    return posixpath.relpath(target, folder or ".")


class Page:
    """What a template needs to say one page in one language: its words, numbers and links."""

    def __init__(self, site: SiteLanguage, path: str, section: str) -> None:
        self.site, self.path, self.section = site, path, section
        self.lang = site.lang
        self.folder = posixpath.dirname(path)

    # words and figures
    def w(self, key: str, **params: Any) -> Markup:
        """The page's words: ``site.<key>`` of the catalogues (a parameter that is markup, a
        player's link, is put in as markup; everything else is escaped)."""
        return self.said(f"site.{key}", **params)

    def said(self, message_id: str, **params: Any) -> Markup:
        """A message of the catalogues as markup, its markup parameters kept as they are."""
        marks: dict[str, Markup] = {}
        for name, value in params.items():
            if isinstance(value, Markup):
                token = f"\x00{len(marks)}\x00"
                marks[token], params[name] = value, token
        try:
            text = _words(message_id, self.lang, tuple(sorted(params.items())))
        except TypeError:  # a parameter that cannot be a key (a list): said each time
            text = str(escape(say(Message(message_id, **params), self.lang)))
        for token, value in marks.items():
            text = text.replace(token, str(value))
        return Markup(text)

    def tx(self, text: Mapping[str, str] | None) -> str:
        """Words the document gives in both languages, in the page's."""
        return "" if not text else text.get(self.lang) or text.get("en", "")

    def num(self, value: int) -> str:
        return _number(value, self.lang)

    def decimal(self, value: str) -> str:
        return minus(formats.decimal(Decimal(value), self.lang))

    # links
    def to(self, target: str) -> str:
        """A relative link from this page to ``target`` (a path under the language's folder,
        ``#anchor`` allowed)."""
        return self.site.href(self.path, self.site.root + target)

    def to_top(self, target: str) -> str:
        """A relative link to a file at the top of the site (the style sheet)."""
        return self.site.href(self.path, target)

    def player(self, ref: str | None) -> Markup:
        """A player's name, a link to their page where they have one; "a player" for one
        left out."""
        key = (self.folder, ref)
        found = self.site.links.get(key)
        if found is None:  # made once for each folder of the site
            if ref is None:
                text = f'<span class="note">{escape(self.tx(self.site.a_player))}</span>'
            elif ref in self.site.histories:
                text = (f'<a href="{escape(self.to(member_path(ref)))}">'
                        f'{escape(self.site.names.get(ref, ref))}</a>')
            else:
                text = str(escape(self.site.names.get(ref, self.tx(self.site.a_player))))
            self.site.links[key] = found = Markup(text)
        return found

    def players(self, refs: Sequence[str | None]) -> Markup:
        """Several players, joined as the standings join names ("Ann and Cat")."""
        shown = [self.player(r) for r in refs]
        if not shown:
            return Markup("")
        if len(shown) == 1:
            return shown[0]
        return self.said("standings.names_and", first=Markup(", ").join(shown[:-1]),
                         last=shown[-1])

    def score(self, game: Mapping[str, Any], totals: Mapping[str, int]) -> str:
        """A finished game's score, side by side in the rules' order: 10 : 7."""
        return " : ".join(self.num(totals.get(side["key"], 0)) for side in game["sides"])

    def match_worth(self, game: Mapping[str, Any]) -> Markup:
        """What the rubber, match or game was worth and to whom, in the words of the tables'
        pages (a euchre rubber, a whist rubber, a match; one game where no rubber is played)."""
        from clubapp.web.pages import _match_kind as match_kind  # the tables' pages' words

        match = game["match"]
        return self.said(f"web.{match_kind(game['options'])}_worth",
                         value=self.num(match["value"]), winner=self.sides(game, match["winner"]))

    def sides(self, game: Mapping[str, Any], keys: Sequence[str] | None) -> Markup:
        """The players of several sides (those who took a game together)."""
        refs = [ref for side in game["sides"] if side["key"] in (keys or ())
                for ref in side["players"]]
        return self.players(refs)

    @staticmethod
    def games_won(game: Mapping[str, Any], key: str) -> int:
        return sum(key in finished["winner"] for finished in game["games"])

    def counted(self, value: int, game_id: str) -> str:
        """A figure in its game's unit: "14 points", "61 лунка"."""
        found = self.site.doc["games"].get(game_id)
        return minus(counted(value, found["unit"] if found else "points", self.lang))

    def rating_text(self, text: str) -> str:
        """The rating as the window shows it ("27.4 ± 6.2"), in the language's decimal mark."""
        mark = formats.decimal(Decimal("0.5"), self.lang)[1]
        return minus(text.replace(".", mark))

    def game_name(self, game_id: str) -> str:
        found = self.site.doc["games"].get(game_id)
        return self.tx(found["name"]) if found else game_id

    def cell(self, line: Mapping[str, Any], column: str) -> Markup:
        """One cell of a standing's line: the member as the row's heading, figures right."""
        if column == "player":
            return Markup(f'<th scope="row">{self.player(line.get("player"))}</th>')
        value = line.get(column)
        if isinstance(value, Mapping):  # words: how a place was decided
            kind = "note reason" if column == "how" else "note"
            return Markup(f'<td class="{kind}">{escape(self.tx(value))}</td>')
        if isinstance(value, bool) or value is None:
            return Markup("<td></td>")
        if isinstance(value, int):
            return Markup(f'<td class="n">{escape(self.num(value))}</td>')
        if column == "score":
            return Markup(f'<td class="n">{escape(self.decimal(value))}</td>')
        if column == "place_text":
            return Markup(f'<td class="n">{escape(value)}</td>')
        return Markup(f"<td>{escape(value)}</td>")

    def rows(self, lines: Sequence[Mapping[str, Any]], columns: Sequence[str]) -> Markup:
        """A standing's lines as table rows, each cell as ``cell`` makes it (one call for the
        whole body: a standing of a party has hundreds of cells)."""
        return Markup("\n".join("<tr>" + "".join(self.cell(line, c) for c in columns) + "</tr>"
                                 for line in lines))

    def numeric(self, column: str) -> bool:
        return column not in ("player", "decided", "how")

    # the language switch
    def others(self) -> list[tuple[str, str, str]]:
        """The same page in each other language: (code, the language's name, link)."""
        return [(other, formats.language_name(other),
                 self.site.href(self.path, language_root(other, self.site.langs)
                                + self.path[len(self.site.root):]))
                for other in self.site.langs if other != self.lang]


def member_path(key: str) -> str:
    return f"members/{key}.html"


def evening_path(evening_id: int) -> str:
    return f"evenings/e{evening_id}.html"


def standing_path(standing: Mapping[str, Any]) -> str:
    return f"standings/{standing['per']}-{standing['key']}.html"


def season_path(season_id: int) -> str:
    return f"standings/season-{season_id}.html"


class SiteLanguage:
    """The site in one language, from the document."""

    def __init__(self, doc: Mapping[str, Any], lang: str, langs: Sequence[str]) -> None:
        self.doc, self.lang, self.langs = doc, lang, tuple(langs)
        self.root = language_root(lang, self.langs)
        self.names = {p["id"]: p["name"] for p in doc["players"]}
        self.histories = {m["player"]: m for m in doc["members"]}
        self.evenings = {e["id"]: e for e in doc["evenings"]}
        self.a_player = doc["words"]["a_player"]
        self.club = doc["club"]["name"].get(lang) or doc["club"]["name"]["en"]
        self.links: dict[tuple[str, str | None], Markup] = {}  # a player's link, by folder

    @staticmethod
    def href(here: str, target: str) -> str:
        """``target`` (a path from the site's top, ``#anchor`` allowed) relative to the page
        at ``here``."""
        path, hash_mark, anchor = target.partition("#")
        relative = _relative(posixpath.dirname(here), path)
        return relative + (hash_mark + anchor if hash_mark else "")

    def render(self, template: str, path: str, section: str, title: str,
               **values: Any) -> tuple[str, str]:
        page = Page(self, self.root + path, section)
        html = _environment(self.lang).get_template(template).render(
            page=page, title=title, club=self.club, lang=self.lang, **values)
        return self.root + path, html

    # the pages
    def pages(self) -> Iterator[tuple[str, str]]:
        """Every page of this language: (its path from the site's top, its HTML)."""
        yield self.front()
        yield self.evenings_index()
        for evening in self.doc["evenings"]:
            yield self.evening(evening)
        yield self.standings_index()
        for standing in self.game_standings():
            yield self.standing(standing)
        for season in self.doc["seasons"]:
            yield self.season(season)
        yield self.members_index()
        for history in self.doc["members"]:
            yield self.member(history)

    def game_standings(self) -> list[Mapping[str, Any]]:
        """The club's standings per game, then per family (a family only where it holds more
        than one game: one game's family is that game's standing again)."""
        standings = self.doc["standings"]
        return [*standings["per_game"],
                *(s for s in standings["per_family"] if len(s["games"]) > 1)]

    def latest_evening(self) -> Mapping[str, Any] | None:
        """The newest evening with anything played (tables, a party or tally cards), else the
        newest evening."""
        played = [e for e in self.doc["evenings"] if e["tables"] or e["party"] or e["cards"]]
        return played[-1] if played else (self.doc["evenings"][-1]
                                          if self.doc["evenings"] else None)

    def front_season(self, latest: Mapping[str, Any] | None) -> Mapping[str, Any] | None:
        """The season the front page shows: the latest evening's (the newest such), else the
        newest season."""
        seasons = list(self.doc["seasons"])
        if latest is not None:
            holding = [s for s in seasons if latest["id"] in s["evenings"]]
            if holding:
                return holding[-1]
        return seasons[-1] if seasons else None

    def front(self) -> tuple[str, str]:
        latest = self.latest_evening()
        season = self.front_season(latest)
        recent = list(reversed(self.doc["evenings"]))[:RECENT_EVENINGS]
        return self.render("front.html", "index.html", "home", self.club, latest=latest,
                           season=season, recent=recent, limit=FRONT_LIMIT,
                           more=len(self.doc["evenings"]) > RECENT_EVENINGS)

    def evenings_index(self) -> tuple[str, str]:
        return self.render("evenings.html", "evenings/index.html", "evenings",
                           say(Message("site.evenings_title"), self.lang),
                           evenings=list(reversed(self.doc["evenings"])))

    def evening(self, evening: Mapping[str, Any]) -> tuple[str, str]:
        return self.render("evening.html", evening_path(evening["id"]), "evenings",
                           evening["name"], evening=evening,
                           cards=[c for c in evening["cards"]
                                  if c["gold"] or c["red"] or c["green"] or c["prize"]])

    def standings_index(self) -> tuple[str, str]:
        standings = self.doc["standings"]
        families = [s for s in standings["per_family"] if len(s["games"]) > 1]
        return self.render("standings.html", "standings/index.html", "standings",
                           say(Message("site.standings_title"), self.lang),
                           per_game=standings["per_game"], per_family=families,
                           seasons=self.doc["seasons"])

    def standing(self, standing: Mapping[str, Any]) -> tuple[str, str]:
        title = standing["title"].get(self.lang) or standing["title"]["en"]
        return self.render("standing.html", standing_path(standing), "standings", title,
                           standing=standing)

    def season(self, season: Mapping[str, Any]) -> tuple[str, str]:
        evenings = [self.evenings[i] for i in season["evenings"] if i in self.evenings]
        return self.render("season.html", season_path(season["id"]), "standings",
                           season["name"], season=season, evenings=evenings)

    def members_index(self) -> tuple[str, str]:
        members = sorted(self.histories.values(),
                         key=lambda m: (self.names.get(m["player"], "").casefold(),
                                        int(m["player"][1:])))
        return self.render("members.html", "members/index.html", "members",
                           say(Message("site.members_title"), self.lang), members=members)

    def member(self, history: Mapping[str, Any]) -> tuple[str, str]:
        key = history["player"]
        name = self.names.get(key, key)
        rating = history["rating"]
        points = [ChartPoint(float(p["value"]), float(p["low"]), float(p["high"]), p["won"])
                  for p in rating["points"]]
        chart = Markup("")
        if points:
            first, last = rating["points"][0]["date"], rating["points"][-1]["date"]
            won = sum(p.won for p in points)
            chart = rating_svg(
                points, key=f"rating-{key}",
                title=say(Message("site.chart_title", name=name), self.lang),
                description=say(Message(
                    "site.chart_desc", n=len(points), won=won, lost=len(points) - won,
                    first=formats.date(Date.fromisoformat(first), self.lang, formats.TEXT),
                    last=formats.date(Date.fromisoformat(last), self.lang, formats.TEXT),
                    start=minus(formats.decimal(Decimal(rating["points"][0]["value"]),
                                                self.lang)),
                    now=minus(formats.decimal(Decimal(rating["points"][-1]["value"]),
                                              self.lang))),
                    self.lang))
        return self.render("member.html", member_path(key), "members", name,
                           history=history, chart=chart)

    def chooser(self) -> str:
        """The top page of a site in several languages: a link to each."""
        page = Page(self, "index.html", "home")
        return _environment(self.lang).get_template("choose.html").render(
            page=page, club=self.club, lang=self.lang,
            choices=[(lang, formats.language_name(lang), f"{lang}/index.html",
                      say(Message("site.choose_language"), lang)) for lang in self.langs])


def render_site(doc: Mapping[str, Any], langs: Sequence[str]) -> dict[str, bytes]:
    """Every file of the site for the document in ``langs`` (one language, or several each in
    its own folder): path from the site's top → bytes."""
    langs = tuple(langs)
    if not langs or any(lang not in SITE_LANGUAGES for lang in langs):
        raise ValueError(f"the site's languages are some of {SITE_LANGUAGES}, not {langs}")
    files: dict[str, bytes] = {STYLE: style_sheet()}
    for lang in langs:
        site = SiteLanguage(doc, lang, langs)
        for path, html in site.pages():
            files[path] = html.encode("utf-8")
    if len(langs) > 1:
        files["index.html"] = SiteLanguage(doc, langs[0], langs).chooser().encode("utf-8")
    return files
