"""Every refusal of the command line in the chosen language: the commands' own refusals (files
and folders, draws, seasons, exports and imports) and a database that cannot be used, in
English as they always read and in Russian with no English word (issue 19 item 2)."""

from __future__ import annotations

import pytest

from tests.cli.shell import Shell
from tests.words.test_russian_cli import english_words


@pytest.fixture
def place(tmp_path, empty_club, capsys, monkeypatch):
    """A folder with a file that is no club database, a plain file and a club with a member."""
    (tmp_path / "notes.sqlite").write_text("shopping list")
    (tmp_path / "afile").write_text("x")
    club = empty_club
    shell = Shell(str(club), capsys, monkeypatch)
    shell.json("member", "add", "Ann Hale")
    return tmp_path, shell


# (the command, its stdin, the English line; {dir} is the test's folder)
REFUSALS = [
    (("season", "list", "--db", "{dir}/nothere.sqlite"), "",
     "no club database at {dir}/nothere.sqlite (give --db FILE or URL)"),
    (("report", "standings", "--db", "{dir}/notes.sqlite", "--out", "{dir}/s.pdf"), "",
     "{dir}/notes.sqlite is not a clubapp database (not an SQLite file); it was not changed"),
    (("season", "create", "Spring", "--rules", "{"), "",
     "--rules: not JSON (line 1, column 2)"),
    (("demo", "--out", "{dir}/afile"), "", "--out: {dir}/afile is a file, not a folder"),
    (("demo", "--out", "{dir}/afile/sub"), "",
     "--out: cannot make the folder {dir}/afile/sub: Not a directory"),
    (("export", "standings"), "", "season: give the season's id (see `clubapp season list`)"),
    (("export", "members", "--out", "{dir}/none/m.csv"), "",
     "--out: cannot write {dir}/none/m.csv: No such file or directory"),
    (("import", "club", "{dir}/nothere.json"), "",
     "file: cannot read {dir}/nothere.json: No such file or directory"),
    (("import", "members", "{dir}"), "", "file: cannot read {dir}: Is a directory"),
    (("draw", "party"), [1], 'expected {"players": [{"name": n, "role": "red"|"blue"}, ...]}'),
    (("draw", "party"), {"players": [{"name": "Ann", "role": "red"}], "cards": 3},
     'cards: expected the cards drawn by hand, `{name: {"pack": p, "card": c}}`'),
    (("draw", "party"), {"players": [{"name": "Ann", "role": "red"}], "volunteers": 3},
     "volunteers: expected a list of names"),
    (("draw", "cut", "euchre"), {"players": 3}, "players: expected a list of names"),
    (("draw", "cut", "euchre"), {"players": ["Ann", "Bob"], "cuts": 3},
     "cuts: expected a list of rounds of cards"),
    (("draw", "cut-out"), {"playing": 3}, "playing, waiting: expected lists of names"),
    (("draw", "cut-out"), {"playing": [], "waiting": [], "consecutive": 3},
     "consecutive: expected {name: games played in a row}"),
]


@pytest.mark.parametrize(("args", "stdin", "english"), REFUSALS,
                         ids=[" ".join(r[0][:2]) + f" {i}" for i, r in enumerate(REFUSALS)])
def test_a_refusal_of_a_command_in_english_and_in_russian(place, args, stdin, english):
    folder, shell = place
    args = tuple(a.replace("{dir}", str(folder)) for a in args)
    english = english.replace("{dir}", str(folder))
    typed = [*args, stdin]
    if "--db" in args:  # another database than the club's (the shell names its own last)
        at = args.index("--db")
        shell = Shell(args[at + 1], shell.capsys, shell.monkeypatch)
        args = args[:at] + args[at + 2:]
    before = sorted(p.name for p in folder.iterdir()), (folder / "notes.sqlite").read_bytes()
    assert shell.refused(*args, stdin=stdin, lang="en") == english
    russian = shell.refused(*args, stdin=stdin, lang="ru")
    assert russian != english
    assert not english_words(russian.replace("SQLite", ""), typed), russian
    assert (sorted(p.name for p in folder.iterdir()),
            (folder / "notes.sqlite").read_bytes()) == before


def test_the_preview_of_a_members_file_says_its_note_in_the_language(place):
    folder, shell = place
    (folder / "new.csv").write_text("Name\nBob Lee\n")
    english = shell.json("import", "members", folder / "new.csv")
    assert english["note"] == "a preview: nothing was imported; add --yes to import"
    russian = shell.json("import", "members", folder / "new.csv", lang="ru")
    assert russian["taken"] == english["taken"] == [{"row": 2, "name": "Bob Lee"}]
    assert russian["note"].startswith("это предпросмотр: ничего не импортировано")
    assert not english_words(russian["note"]), russian["note"]
    assert [m["name"] for m in shell.json("member", "list")] == ["Ann Hale"]


def test_a_file_that_cannot_be_imported_is_refused_in_one_line(place):
    folder, shell = place
    (folder / "bad.csv").write_text("Foo,Bar\n1,2\n")
    line = shell.refused("import", "members", folder / "bad.csv", lang="ru")
    assert line.startswith("файл нельзя импортировать: ")
    assert [m["name"] for m in shell.json("member", "list")] == ["Ann Hale"]
