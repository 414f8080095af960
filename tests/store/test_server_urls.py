"""Server URLs that do not lead to a usable database: each its own clear message, exit 2, on a
real PostgreSQL server that asks a password of a role made here (issue 20, item 7), and the
window asking for that password at start when the keyring has none (item 1)."""

from __future__ import annotations

import uuid

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog

from clubapp.cli import main
from clubapp.store.credentials import save_password
from clubapp.store.database import DatabaseError, open_database
from tests.pg_server import PORT
from tests.store.memory_keyring import memory_keyring  # noqa: F401  (a fixture)

PASSWORD = "right horse battery"


@pytest.fixture(scope="module")
def scorer(pg_server):
    """A role that must give its password (scram-sha-256), owning a database of its own."""
    role = "scorer_" + uuid.uuid4().hex[:8]
    with pg_server._admin() as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN PASSWORD '{PASSWORD}'")
        conn.execute(f'CREATE DATABASE "{role}" OWNER {role}')
        hba = f"{pg_server.data}/pg_hba.conf"
        with open(hba, encoding="utf-8") as handle:
            rules = handle.read()
        with open(hba, "w", encoding="utf-8") as handle:
            handle.write(f"local all {role} scram-sha-256\n{rules}")
        conn.execute("SELECT pg_reload_conf()")
    where = f"?host={pg_server.sockets}&port={PORT}"
    return {"role": role, "sockets": pg_server.sockets,
            "url": lambda password=PASSWORD, db=role, extra="": (
                f"postgresql://{role}{':' + password if password else ''}@/{db}{where}{extra}")}


def refusal(url: str) -> str:
    with pytest.raises(DatabaseError) as refused:
        open_database(url)
    return str(refused.value)


def test_the_right_password_opens_the_club(scorer):
    database = open_database(scorer["url"]())
    try:  # the server's database, made a club: migrated, its change counter at its start
        assert not database.is_sqlite
        assert database.change_count() == 0
    finally:
        database.close()


def test_each_unusable_url_is_told_apart(scorer):
    role, sockets = scorer["role"], scorer["sockets"]
    where = f"{sockets}:{PORT}/{role}"
    said = {
        "wrong password": refusal(scorer["url"]("wrong")),
        "no password": refusal(scorer["url"](None)),
        "unknown database": refusal(scorer["url"](db="no_such_club")),
        "bad option": refusal(scorer["url"](extra="&colour=blue")),
        "bad value": refusal(scorer["url"](extra="&sslmode=sometimes")),
        "port not a number": refusal(f"postgresql://{role}:x@localhost:abc/{role}"),
        "port too big": refusal(f"postgresql://{role}:x@localhost:99999/{role}"),
        "no server there": refusal(f"postgresql://{role}:x@127.0.0.1:1/{role}"),
    }
    assert said == {
        "wrong password": f"the database server {where} refused the password of '{role}': check "
                          "the password (File → Settings → Database)",
        "no password": f"the database server {where} asks for the password of '{role}': give "
                       "it in File → Settings → Database",
        "unknown database": f"the database server {sockets}:{PORT}/no_such_club has no database "
                            "called 'no_such_club': create it (`createdb no_such_club`) or "
                            "correct its name in the URL",
        "bad option": "the database URL's option 'colour' is not one the server's driver "
                      "knows: remove it or correct its name",
        "bad value": "the database URL has a value the server's driver does not take: invalid "
                     'sslmode value: "sometimes"',
        "port not a number": "the port 'abc' in the database URL is not a port number (1 to "
                             "65535)",
        "port too big": "the port '99999' in the database URL is not a port number (1 to 65535)",
        "no server there": f"cannot reach the database server 127.0.0.1:1/{role}: is it running, "
                           "and is its address right? Nothing was changed",
    }
    assert not any(PASSWORD in text or ":x@" in text for text in said.values())


@pytest.mark.parametrize("case", ["wrong password", "unknown database", "bad option", "bad port"])
def test_the_command_line_says_it_in_one_line_with_exit_2(scorer, capsys, case):
    url = {"wrong password": scorer["url"]("wrong"),
           "unknown database": scorer["url"](db="no_such_club"),
           "bad option": scorer["url"](extra="&colour=blue"),
           "bad port": f"postgresql://{scorer['role']}:x@localhost:abc/club"}[case]
    code = main(["--db", url, "season", "list"])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("clubapp: ")
    assert "lost the connection" not in err and "Error" not in err


def _answer_password(typed: str | None, asked: list[str]) -> None:
    def run():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            QTimer.singleShot(10, run)
            return
        asked.append(dialog.labelText())
        if typed is None:
            dialog.reject()
        else:
            dialog.setTextValue(typed)
            dialog.accept()

    QTimer.singleShot(0, run)


def test_the_window_asks_for_the_password_at_start_when_the_keyring_has_none(
        qtbot, scorer, memory_keyring):  # noqa: F811
    from clubapp.ui.app import _open_services

    asked: list[str] = []
    _answer_password(PASSWORD, asked)
    services = _open_services(scorer["url"](None))
    assert services is not None and asked and PASSWORD not in asked[0]
    services.close()
    # kept in the keyring: the next start asks nothing
    save_password(scorer["url"](None), PASSWORD)
    services = _open_services(scorer["url"](None))
    assert services is not None and len(asked) == 1
    services.close()


def test_check_window_never_waits_for_a_password(qtbot, scorer, memory_keyring, capsys):  # noqa: F811
    from clubapp.ui.app import _open_services

    assert _open_services(scorer["url"](None), check=True) is None
    assert f"asks for the password of '{scorer['role']}'" in capsys.readouterr().err
