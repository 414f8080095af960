"""The command line speaks Russian to a Russian-speaking host: every refusal of its own and of
the members', evenings', scoring and chips services reached from the shell, and a bad deal of
every game, in one line with no English word; the English lines are unchanged."""

from __future__ import annotations

import datetime as dt
import io
import json
import re
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubapp.cli import main
from clubapp.rules import RuleError, all_games
from clubapp.services import Services
from tests.cli.shell import Shell
from tests.helpers.databases import copy_club
from tests.rules.euchre_family_fuzz import entries_for
from tests.words.test_russian_refusals import NAMES
from tests.words.test_russian_refusals import english_words as _english_words

_NAMES_OF_FORMATS = re.compile(r"\b(?:JSON|PIN|URL)\b")  # as the catalogue's test allows


def english_words(text: str, typed: object = None) -> list[str]:
    """The English words of a Russian line, what was typed and the formats' names aside."""
    return _english_words(_NAMES_OF_FORMATS.sub("", text), typed)


PLAYERS = ["Аня Белова", "Борис Петров", "Вера Орлова", "Глеб Соколов", "Дина Лебедева"]


@pytest.fixture(scope="module")
def club_file(tmp_path_factory, club_template) -> tuple[str, int, int]:
    """A club with five members, an evening and a euchre table with one deal (shared: each
    test checks that its refusals changed nothing)."""
    path = str(copy_club(club_template, tmp_path_factory.mktemp("club") / "club.sqlite"))
    services = Services.open(path)
    try:
        ids = [services.members.add(name).id for name in PLAYERS]
        night = services.evenings.create(dt.date(2026, 3, 6), "Пятница").id
        _table, game = services.evenings.seat_table(night, ids[:4], "euchre")
        services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
    finally:
        services.close()
    return path, night, game


@pytest.fixture
def club(club_file, capsys, monkeypatch) -> tuple[Shell, int, int]:
    path, night, game = club_file
    return Shell(path, capsys, monkeypatch), night, game


# (the command, its stdin, the English line as it was)
REFUSALS = [
    (("member", "add", "аня белова"), "", "name: Аня Белова is already a member"),
    (("member", "add", "  "), "", "name: a member needs a name"),
    (("member", "add", "Я" * 201), "", "name: the name is longer than 200 characters"),
    (("member", "retire", "42"), "", "member: no member number 42"),
    (("member", "retire", "Жанна"), "", "member: no member is called 'Жанна'"),
    (("member", "retire", "Б"), "", "member: 'Б' fits more than one member: Белова Аня… "),
    (("evening", "new", "--name", " "), "", "name: an evening needs a name"),
    (("evening", "new", "--name", "Вечер", "--date", "6 марта"), "",
     "date: '6 марта': expected a date as YYYY-MM-DD"),
    (("evening", "show", "9"), "", "evening: no evening number 9"),
    (("table", "add", "{night}", "--game", "euchre", "--player", "Аня Белова"), "",
     "players: Аня Белова already sits at table 1"),
    (("table", "add", "{night}", "--game", "euchre", "--player", "Дина", "Дина"), "",
     "players: Дина Лебедева is seated twice"),
    (("table", "add", "{night}", "--game", "euchre", "--player", "Дина"), "",
     "players: Euchre is for 4 players, got 1"),
    (("table", "add", "{night}", "--game", "euchre", "--player", "Дина", "--option", "x"), "",
     "--option: 'x': expected NAME=VALUE"),
    (("deal", "record", "{game}"), "", "expected JSON on standard input, got nothing"),
    (("deal", "record", "{game}"), "{", "standard input is not JSON (line 1, column 2)"),
    (("deal", "record", "{game}"), {"makers": "A", "tricks": 9},
     "deal 2: tricks: 9 is above the maximum 5"),
    (("deal", "record", "77"), {"makers": "A", "tricks": 3}, "game: no game with id 77"),
    (("deal", "correct", "{game}", "4"), {"makers": "A", "tricks": 3},
     "deal: there is no deal 4: the game has 1 deal"),
    (("deal", "correct", "{game}", "1", "--revision", "5"), {"makers": "A", "tricks": 4},
     'revision: deal 1 was changed on another computer after you opened it; yours: '
     '{"makers": "A", "tricks": 4}; kept now (revision 1): {"makers": "A", "tricks": 3}'),
    (("deal", "redo", "{game}"), "", "deal: no deal of the game was undone: nothing to redo"),
    (("chips", "{night}", "--white-chip", "-1"), "",
     "--white-chip: '-1' is not a sum of money, such as 0.05"),
    (("chips", "8"), "", "evening: no evening number 8"),
    (("game", "show", "5"), "", "game: no game with id 5"),
]


@pytest.mark.parametrize(("args", "stdin", "english"), REFUSALS,
                         ids=[" ".join(r[0][:2]) + f" {i}" for i, r in enumerate(REFUSALS)])
def test_every_refusal_of_the_shell_in_russian(club, args, stdin, english):
    shell, night, game = club
    args = tuple(a.format(night=night, game=game) for a in args)
    before = shell.json("evening", "show", night), shell.json("game", "show", game)
    line = shell.refused(*args, stdin=stdin, lang="en")
    if english.endswith("… "):
        assert line.startswith(english[:english.index(":", 8)])
    else:
        assert line == english
    russian = shell.refused(*args, stdin=stdin, lang="ru")
    assert russian != line
    typed = [a for a in args if not a.startswith("-")]
    assert not english_words(russian, [*typed, stdin]), russian  # shell.refused: no prefix
    assert (shell.json("evening", "show", night), shell.json("game", "show", game)) == before


def test_a_closed_evening_in_russian(club):
    shell, night, game = club
    shell.json("evening", "close", night)
    assert shell.refused("deal", "record", game, stdin={"makers": "B", "tricks": 3},
                         lang="ru") == "вечер: вечер «Пятница» закрыт; откройте его снова, чтобы изменить"
    assert shell.refused("deal", "undo", game, lang="ru").startswith("вечер: вечер «Пятница»")
    services = Services.open(shell.db)
    try:
        services.club.set_pin("2468")
    finally:
        services.close()
    for pin in ((), ("--pin", "1111")):
        line = shell.refused("evening", "reopen", night, *pin, lang="ru")
        assert line.startswith("PIN: ") and not english_words(line), line
    assert shell.json("evening", "reopen", night, "--pin", "2468")["status"] == "open"


def _score(game_id: str, players: list[str], entry: object) -> tuple[int, str, str]:
    stdin = io.StringIO(json.dumps({"players": players, "deals": [entry]}, ensure_ascii=False))
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = stdin, out, err
    try:
        code = main(["score", game_id, "--lang", "ru"])
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_a_bad_deal_of_every_game_is_refused_in_russian(game, data):
    """`clubapp score GAME --lang ru`: whatever deal the rules refuse, one Russian line."""
    players = NAMES[:game.min_players]
    entry = data.draw(entries_for(game, players))
    try:
        game.score(game.new_state(players), entry)
    except RuleError:
        code, out, err = _score(game.id, players, entry)
        assert (code, out) == (2, "")
        assert err.startswith("clubapp: сдача 1") and err.count("\n") == 1, err
        assert not english_words(err.removeprefix("clubapp: "), entry), err
