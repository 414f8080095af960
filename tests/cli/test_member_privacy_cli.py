"""What a member lets the club publish and mail from the shell (issue 32), on a real SQLite file
and on the tests' PostgreSQL: ``member add … --publish --no-mail --mail-language`` and
``member set``, the JSON printed and kept, bad values refused in one line naming the option
(exit 2, nothing changed), in English and Russian."""

from __future__ import annotations

import pytest

from tests.cli.shell import Shell
from tests.helpers.databases import sqlite_only


@pytest.fixture
def shell(db_url, capsys, monkeypatch):
    return Shell(db_url, capsys, monkeypatch)


def privacy(member: dict) -> tuple:
    return member["publish_as"], member["mail_results"], member["language"]


def test_a_member_added_with_their_settings(shell):
    plain = shell.json("member", "add", "Ann Hale")
    assert plain == {"id": plain["id"], "name": "Ann Hale", "email": "", "phone": "",
                     "notes": "", "retired": False, "has_results": False,
                     "publish_as": "name", "mail_results": True, "language": ""}
    bob = shell.json("member", "add", "Bob Reed", "--email", "bob@example.org",
                     "--publish", "initials", "--no-mail", "--mail-language", "ru")
    assert privacy(bob) == ("initials", False, "ru")
    cat = shell.json("member", "add", "Cat Moss", "--publish", "hidden",
                     "--mail-language", "club")
    assert privacy(cat) == ("hidden", True, "")
    assert {m["name"]: privacy(m) for m in shell.json("member", "list")} == {
        "Ann Hale": ("name", True, ""), "Bob Reed": ("initials", False, "ru"),
        "Cat Moss": ("hidden", True, "")}


def test_member_set_changes_only_what_is_given(shell):
    ann = shell.json("member", "add", "Ann Hale", "--email", "ann@example.org")
    assert privacy(shell.json("member", "set", "Ann", "--publish", "initials")) == (
        "initials", True, "")
    assert privacy(shell.json("member", "set", ann["id"], "--mail", "no")) == (
        "initials", False, "")
    assert privacy(shell.json("member", "set", "Ann Hale", "--mail-language", "en")) == (
        "initials", False, "en")
    back = shell.json("member", "set", "Ann", "--publish", "name", "--mail", "yes",
                      "--mail-language", "club")
    assert privacy(back) == ("name", True, "")
    assert back["email"] == "ann@example.org"
    assert shell.json("member", "list") == [back]


@sqlite_only
@pytest.mark.parametrize("args, line", [
    (("member", "add", "Bob Reed", "--publish", "everyone"),
     "--publish: how the results site names a member is one of name, initials, hidden, "
     "not 'everyone'"),
    (("member", "add", "Bob Reed", "--mail-language", "de"),
     "--mail-language: the language of a member's mails is the club's or one of en, ru, "
     "not 'de'"),
    (("member", "set", "Ann", "--publish", "initials", "--mail-language", "fr"),
     "--mail-language: the language of a member's mails is the club's or one of en, ru, "
     "not 'fr'"),
    (("member", "set", "Zed", "--publish", "initials"), "member: no member is called 'Zed'"),
])
def test_a_bad_value_is_refused_in_one_line_and_nothing_changes(shell, args, line):
    ann = shell.json("member", "add", "Ann Hale", "--publish", "hidden")
    assert shell.refused(*args) == line
    assert shell.json("member", "list") == [ann]


def test_member_set_mail_takes_only_yes_or_no(shell):
    shell.json("member", "add", "Ann Hale")
    run = shell.run("member", "set", "Ann", "--mail", "maybe")
    assert run.code == 2 and run.out == "" and "--mail" in run.err
    assert privacy(shell.json("member", "list")[0]) == ("name", True, "")


def test_the_refusals_in_russian(shell):
    shell.json("member", "add", "Анна Петрова")
    assert shell.refused("member", "set", "Анна", "--publish", "всем", lang="ru") == (
        "`--publish`: сайт результатов называет члена клуба одним из способов `name`, "
        "`initials`, `hidden`, а не «всем»")
    assert shell.refused("member", "add", "Борис", "--mail-language", "de", lang="ru") == (
        "`--mail-language`: язык писем члену клуба — язык клуба или один из `en`, `ru`, "
        "а не «de»")
