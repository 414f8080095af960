"""Every document kind × every game × English and Russian × A4 and Letter, from a club whose
names are long, Latin and Cyrillic (issue 21 item 7): read back with pypdf, nothing is cut off
("…" never printed), every player's name and every final total is whole, no text is smaller
than 8 pt. The pictures of each kind are compared with the golden PNGs in
``tests/reports/golden`` (``test_golden_pictures.py``).

Bounded in time: one club played once for the session, one document per kind and paper for the
club's documents, one per game for the sheets; the text checks read the PDFs back, no picture is
rendered here.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import pytest
from pypdf import PdfReader

from clubapp.reports.chip_statement import write_chip_statement
from clubapp.reports.data import evening_results, member_history
from clubapp.reports.evening_results import write_evening_results
from clubapp.reports.history import write_history
from clubapp.reports.page import ReportSetup
from clubapp.reports.party_cards import write_round_slips, write_table_cards, write_tally_cards
from clubapp.reports.party_docs import PartyData, Prize
from clubapp.reports.party_lists import write_prize_list, write_stars_board, write_table_list
from clubapp.reports.party_sample import sample_party
from clubapp.reports.score_sheet import (
    SheetHeader,
    write_blank_sheet,
    write_filled_sheet,
    write_sheet_from_score,
)
from clubapp.reports.standings import write_standings
from clubapp.rules import all_games, get_game
from clubapp.services import Services
from tests.helpers.databases import copy_club
from tests.reports.helpers import PRINTED
from tests.reports.played import GAMES, LONG_NAMES, club_names, played

LANGS = ("en", "ru")
PAPERS = ("a4", "letter")
CLUB_NAME = "Общество любителей карточных игр «Старый Арбат» и Featherstonehaugh Card Club"
MIN_SIZE = 8.0  # nothing printed below 8 pt: heads, captions, footers and body alike


def setup(lang: str, paper: str) -> ReportSetup:
    return ReportSetup(lang, paper, CLUB_NAME, printed=PRINTED)


@dataclass
class Read:
    text: str  # spaces made single, a line broken after a hyphen joined again
    smallest: float
    pages: int


def read(path: Path) -> Read:
    """The document's text and its smallest print, as a reader of the page sees them."""
    reader = PdfReader(str(path))
    parts: list[str] = []
    sizes: list[float] = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            scale = max(abs(tm[0] * cm[0] + tm[1] * cm[2]), abs(tm[1] * cm[0] + tm[3] * cm[2]),
                        abs(tm[0]), abs(tm[1]), 1e-9)
            sizes.append(size * scale if size * scale > 1 else size)

    for page in reader.pages:
        parts.append(page.extract_text(visitor_text=visit) or "")
    text = " ".join(" ".join(parts).replace("\u00a0", " ").split())
    text = text.replace("- ", "-")  # a name may end a line after its hyphen, never inside a word
    return Read(text, min(sizes, default=99.0), len(reader.pages))


def check(path: Path, names: tuple[str, ...] | list[str] = ()) -> Read:
    found = read(path)
    assert "…" not in found.text, path.name
    for name in names:
        assert name in found.text, (path.name, name)
    assert found.smallest >= MIN_SIZE - 0.01, (path.name, found.smallest)
    return found


# --- the club, played once ------------------------------------------------------------------
@dataclass
class LongClub:
    services: Services
    evening: int
    chip_evening: int
    games: dict[str, int]
    member: int
    names: list[str]


@pytest.fixture(scope="module")
def long_club(tmp_path_factory, club_template) -> LongClub:
    """Every game played at a table of one evening by the long-named members; a chip evening."""
    path = copy_club(club_template, tmp_path_factory.mktemp("long") / "club.sqlite")
    services = Services.open(str(path))
    services.club.rename(CLUB_NAME)
    names = iter(club_names(sum(count for count, _d, _o in GAMES.values())))
    ids: dict[str, int] = {}

    def sit(evening: int, game_id: str, players: list[str]) -> int:
        for name in players:
            if name not in ids:
                ids[name] = services.members.add(name).id
        table = services.evenings.add_table(evening)
        services.evenings.seat_players(table.id, [ids[p] for p in players])
        _players, deals, options = played(game_id, players)
        game = services.evenings.start_game(table.id, game_id, options)
        for deal in deals:
            services.scoring.record_deal(game, deal)
        return game

    night = services.evenings.create(dt.date(2024, 3, 5), "Вечер клуба «Старый Арбат»").id
    games = {}
    for game_id, (count, _deals, _options) in GAMES.items():
        games[game_id] = sit(night, game_id, [next(names) for _ in range(count)])
    chips = services.evenings.create(dt.date(2024, 3, 12), "Loo night").id
    again = iter(club_names(sum(count for count, _d, _o in GAMES.values()))[:12])
    for game_id in ("loo", "rams", "preference-austrian"):  # some of them again, another night
        sit(chips, game_id, [next(again) for _ in range(GAMES[game_id][0])])
    first = club_names(1)[0]
    yield LongClub(services, night, chips, games, ids[first], sorted(ids))
    services.close()


def long_party() -> PartyData:
    """A party of the club's long names (and the sample's), with the host's names of the
    roles and the prizes."""
    party = sample_party(16, rounds_played=3, rounds=6)
    rename = dict(zip([c.name for c in party.players], [*LONG_NAMES, *(
        c.name for c in party.players[len(LONG_NAMES):])], strict=True))

    def new(name: str) -> str:
        return rename.get(name, name)

    from dataclasses import replace

    cards = tuple(replace(c, name=new(c.name), rounds=tuple(
        replace(r, partner=new(r.partner)) for r in c.rounds)) for c in party.players)
    slips = tuple(replace(s, pairs=tuple(tuple(new(n) for n in p) for p in s.pairs))
                  for s in party.slips)
    prizes = (Prize("first", "red", LONG_NAMES[0], "золотых звёздочек: 3"),
              Prize("first", "blue", LONG_NAMES[1], "3 gold stars"))
    return replace(party, players=cards, slips=slips, prizes=prizes,
                   labels={"red": "Дамы и барышни", "blue": "Gentlemen of the club"})


# --- the matrix -----------------------------------------------------------------------------
@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("lang", LANGS)
def test_blank_and_filled_sheets_of_every_game(lang, paper, tmp_path):
    """Every game's blank sheet and the sheet of its deals, whole: every name, every total."""
    for rules in all_games():
        blank = tmp_path / f"blank-{rules.id}.pdf"
        write_blank_sheet(blank, rules.id, setup(lang, paper))
        check(blank)
        players, deals, options = played(rules.id)
        filled = tmp_path / f"filled-{rules.id}.pdf"
        write_sheet_from_score(filled, rules.id, players, deals, setup(lang, paper),
                               options=options, header=SheetHeader("5.3.2024", "Вечер", "3",
                                                                   LONG_NAMES[2]))
        found = check(filled, players)
        state = rules.score_all(rules.new_state(players, options), deals)
        totals = state.games[-1].totals if state.match is not None and state.games else \
            state.totals
        setup_ = setup(lang, paper)
        for side, total in totals.items():
            shown = f"{side} {setup_.number(int(total))}".replace("\u00a0", " ")
            assert shown in found.text, (rules.id, lang, paper, shown)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_clubs_documents_of_every_game(long_club, lang, paper, tmp_path):
    """The evening's results, the standings per game, a member's history, a recorded game's
    sheet and the chip statement of a club that played every game."""
    services = long_club.services
    s = setup(lang, paper)
    results = evening_results(services, long_club.evening)
    evening_names = [n for t in results.tables for n in t.players]
    found = check(write_evening_results(tmp_path / "evening.pdf", results, s), evening_names)
    from clubapp.glossary import game_name

    for game_id in GAMES:
        assert game_name(game_id, lang) in found.text, game_id
    standings = services.standings.by_game(long_club.evening)
    found = check(write_standings(tmp_path / "standings.pdf", standings, s), evening_names)
    for standing in standings:
        for line in standing.lines:
            assert f"{line.row.name} " in found.text
    history = member_history(services, long_club.member)
    check(write_history(tmp_path / "history.pdf", history, s), [history.member.name])
    for game_id in ("cribbage", "loo", "whist-ru", "auction-pitch"):
        view = services.scoring.view(long_club.games[game_id])
        check(write_filled_sheet(tmp_path / f"{game_id}.pdf", view, s), view.players)
    statement = services.chips.statement(long_club.chip_evening, Decimal("0.05"))
    found = check(write_chip_statement(tmp_path / "chips.pdf", statement, s))
    for line in statement.settlement.lines:
        assert line.player in found.text


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_party_documents(lang, paper, tmp_path):
    party = long_party()
    s = setup(lang, paper)
    names = [c.name for c in party.players]
    check(write_tally_cards(tmp_path / "tally.pdf", party, s), names)
    check(write_table_cards(tmp_path / "tents.pdf", party, s))
    check(write_round_slips(tmp_path / "slips.pdf", party, s),
          [n for slip in party.slips for pair in slip.pairs for n in pair])
    check(write_stars_board(tmp_path / "board.pdf", party, s), ["Дамы и барышни",
                                                                "Gentlemen of the club"])
    check(write_table_list(tmp_path / "list.pdf", party, s), names)
    check(write_prize_list(tmp_path / "prizes.pdf", party, s),
          [LONG_NAMES[0], LONG_NAMES[1], "Дамы и барышни"])


def test_a_russian_document_shows_no_option_value_or_id(tmp_path):
    """Issue 19 item 4 on paper: every house rule's value and every choice has its Russian
    label (the glossary's), so no id of the program is printed in a Russian sheet."""
    import re

    ids = {c for rules in all_games() for o in rules.options for c in o.choices}
    ids |= {c for rules in all_games() for f in rules.entry_schema for c in f.choices
            if re.search(r"[a-z]{2,}", c)}
    for rules in all_games():
        path = tmp_path / f"{rules.id}.pdf"
        write_blank_sheet(path, rules.id, setup("ru", "a4"))
        players, deals, options = played(rules.id)
        filled = tmp_path / f"f-{rules.id}.pdf"
        write_sheet_from_score(filled, rules.id, players, deals, setup("ru", "a4"),
                               options=options)
        for document in (path, filled):
            words = set(re.findall(r"[A-Za-z][A-Za-z_-]+", read(document).text))
            latin_names = {w for n in LONG_NAMES for w in re.findall(r"[A-Za-z][A-Za-z_-]+", n)}
            leaked = {w for w in words - latin_names if w in ids}
            assert not leaked, (rules.id, document.name, leaked)
            assert rules.id not in read(document).text, (rules.id, document.name)
    assert get_game("boston")  # the games are all there
