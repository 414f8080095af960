"""A whole club evening from the shell (DESIGN.md, "The club without the window"), on a real
SQLite file and on the PostgreSQL server the tests start: members, two tables of different
games, deals, a correction, undo and redo, closing, a deal refused after closing, reopening
with the organiser's PIN; every game as `clubapp score` prints the same deals."""

from __future__ import annotations

import pytest

from clubapp.services import Services
from tests.cli.shell import Shell

EUCHRE = ["Ann Hale", "Bob Reed", "Cat Moss", "Dan Ford"]
# law 3 (seeds/002 line 217): makers with 3 or 4 tricks score 1, a march 2, euchred makers give 2
DEALS = [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5}, {"makers": "A", "tricks": 1},
         {"makers": "A", "tricks": 5, "alone": True}]
CRIBBAGE = [{"points": {"Eve Lamb": 12, "Fay Gold": 9}}, {"points": {"Eve Lamb": 8, "Fay Gold": 15}}]


@pytest.fixture
def shell(db_url, capsys, monkeypatch):
    return Shell(db_url, capsys, monkeypatch)


def _members(shell: Shell) -> dict[str, int]:
    return {name: shell.json("member", "add", name)["id"]
            for name in (*EUCHRE, "Eve Lamb", "Fay Gold")}


def test_a_club_evening_from_the_shell(shell, db_url):
    ids = _members(shell)
    assert shell.json("member", "list")[0] == {
        "id": ids["Ann Hale"], "name": "Ann Hale", "email": "", "phone": "", "notes": "",
        "retired": False, "has_results": False, "publish_as": "name", "mail_results": True,
        "language": ""}
    evening = shell.json("evening", "new", "--name", "Friday club", "--date", "2026-03-06")
    assert evening == {"id": evening["id"], "name": "Friday club", "date": "2026-03-06",
                       "kind": "club", "status": "open", "confirm_deals": False,
                       "chip_worth": None}
    night = evening["id"]
    # members by name, by the start of a name and by number
    euchre = shell.json("table", "add", night, "--game", "euchre", "--player", "Ann Hale",
                        "Bob", "Cat Moss", str(ids["Dan Ford"]), "--option", "target=7")
    cribbage = shell.json("table", "add", night, "--game", "cribbage",
                          "--player", "Eve Lamb", "--player", "Fay")
    assert (euchre["table"], cribbage["table"]) == (1, 2)
    game = euchre["game"]

    # each deal recorded prints the game exactly as `clubapp score` prints the same deals
    for count in range(1, len(DEALS) + 1):
        recorded = shell.json("deal", "record", game, stdin=DEALS[count - 1])
        assert recorded == shell.score("euchre", EUCHRE, DEALS[:count], "target=7")
    assert recorded["deals"][-1]["totals"] == {"A": 5, "B": 4}  # 1, -2, +2 euchred, +4 lone
    for deal in CRIBBAGE:
        shown = shell.json("deal", "record", cribbage["game"], stdin=deal)
    assert shown == shell.score("cribbage", ["Eve Lamb", "Fay Gold"], CRIBBAGE)

    # a correction of deal 2 scores every deal after it again
    corrected = [DEALS[0], {"makers": "B", "tricks": 3}, *DEALS[2:]]
    after = shell.json("deal", "correct", game, 2, "--revision", 1, stdin=corrected[1])
    assert after == shell.score("euchre", EUCHRE, corrected, "target=7")
    assert after["deals"][-1]["totals"] == {"A": 5, "B": 3}
    # undo takes the last deal out, redo puts it back
    assert shell.json("deal", "undo", game) == shell.score("euchre", EUCHRE, corrected[:3],
                                                           "target=7")
    assert shell.json("deal", "redo", game) == after
    assert shell.json("game", "show", game) == after

    shown = shell.json("evening", "show", night)
    assert shown["tables"] == [
        {"table": 1, "game": game, "game_id": "euchre", "players": EUCHRE, "status": "playing"},
        {"table": 2, "game": cribbage["game"], "game_id": "cribbage",
         "players": ["Eve Lamb", "Fay Gold"], "status": "playing"}]
    assert shell.json("evening", "list") == [shown]

    # closed: the evening is locked, a deal is refused and nothing is recorded
    assert shell.json("evening", "close", night)["status"] == "closed"
    assert shell.refused("deal", "record", game, stdin=DEALS[0]) == (
        "evening: the evening 'Friday club' is closed; reopen it to change it")
    assert shell.refused("deal", "undo", game).startswith("evening: the evening")
    assert shell.json("game", "show", game) == after

    # reopening asks the organiser's PIN once one is set
    services = Services.open(db_url)
    try:
        services.club.set_pin("2468")
    finally:
        services.close()
    assert shell.refused("evening", "reopen", night) == "pin: the organiser's PIN is needed"
    assert shell.refused("evening", "reopen", night, "--pin", "1357") == (
        "pin: the organiser's PIN is wrong")
    assert shell.json("evening", "show", night)["status"] == "closed"
    assert shell.json("evening", "reopen", night, "--pin", "2468")["status"] == "open"
    final = shell.json("deal", "record", game, stdin={"makers": "A", "tricks": 4})
    assert final["deals"][-1]["totals"] == {"A": 6, "B": 3}
    assert shell.json("member", "retire", "Fay Gold")["retired"] is True


def test_refusals_name_the_field_and_change_nothing(shell):
    _members(shell)
    shell.json("member", "add", "Anna Petrova")
    night = shell.json("evening", "new", "--name", "Tuesday")["id"]
    assert shell.refused("table", "add", night, "--game", "snap", "--player", "Bob", "Cat") == (
        "game: unknown game 'snap' (see `clubapp games`)")
    assert shell.refused("table", "add", night, "--game", "euchre", "--player", "Bob",
                         "Cat Moss", "Bob Reed", "Dan") == "players: Bob Reed is seated twice"
    assert shell.refused("table", "add", night, "--game", "euchre", "--player", "Ann", "Bob",
                         "Cat", "Dan") == (
        "players: 'Ann' fits more than one member: Ann Hale (1), Anna Petrova (7); name one "
        "by number or by the whole name")
    assert shell.refused("table", "add", night, "--game", "euchre", "--player", "Zed") == (
        "players: no member is called 'Zed'")
    assert shell.refused("table", "add", night, "--game", "euchre", "--player", "Bob", "Cat",
                         "--option", "target=5") == (
        "players: Euchre is for 4 players, got 2")
    assert shell.json("evening", "show", night)["tables"] == []  # no table left behind

    game = shell.json("table", "add", night, "--game", "euchre", "--player", *EUCHRE)["game"]
    shell.json("deal", "record", game, stdin=DEALS[0])
    before = shell.json("game", "show", game)
    assert shell.refused("deal", "record", game, stdin={"makers": "B", "tricks": 7}) == (
        "deal 2: tricks: 7 is above the maximum 5")
    assert shell.refused("deal", "record", game, stdin="{not json") == (
        "standard input is not JSON (line 1, column 2)")
    assert shell.refused("deal", "record", 999, stdin=DEALS[0]) == "game: no game with id 999"
    assert shell.refused("deal", "correct", game, 3, stdin=DEALS[0]) == (
        "deal: there is no deal 3: the game has 1 deal")
    assert shell.refused("deal", "redo", game) == (
        "deal: no deal of the game was undone: nothing to redo")
    assert shell.json("game", "show", game) == before


def test_a_deal_changed_meanwhile_is_refused_with_both_versions(shell):
    _members(shell)
    night = shell.json("evening", "new", "--name", "Two scorers")["id"]
    game = shell.json("table", "add", night, "--game", "euchre", "--player", *EUCHRE)["game"]
    shell.json("deal", "record", game, stdin=DEALS[0])
    first = shell.json("deal", "correct", game, 1, "--revision", 1,
                       stdin={"makers": "A", "tricks": 4})
    line = shell.refused("deal", "correct", game, 1, "--revision", 1,
                         stdin={"makers": "A", "tricks": 5})
    assert line == ('revision: deal 1 was changed on another computer after you opened it; '
                    'yours: {"makers": "A", "tricks": 5}; kept now (revision 2): '
                    '{"makers": "A", "tricks": 4}')
    assert shell.json("game", "show", game) == first


def test_a_real_process_records_and_refuses(shell):
    """`python -m clubapp` as a user runs it: options after the subcommand, exit statuses."""
    _members(shell)
    night = shell.json("evening", "new", "--name", "Process")["id"]
    game = shell.json("table", "add", night, "--game", "euchre", "--player", *EUCHRE)["game"]
    done = shell.run("deal", "record", game, stdin=DEALS[1], process=True)
    assert done.json() == shell.score("euchre", EUCHRE, DEALS[1:2])
    refused = shell.run("deal", "record", game, stdin={"makers": "A", "tricks": 9}, lang="ru",
                        process=True)
    assert refused.code == 2 and refused.out == ""
    assert refused.err == "clubapp: сдача 2: Взятки заказавших: 9 больше наибольшего допустимого 5\n"
