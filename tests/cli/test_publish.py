"""``clubapp publish --out DIR [--lang en|ru|both] [--to URL]``: the results site built into a
folder (only what changed written), its languages, refusals of a folder or target it cannot
use, and the upload to a folder."""

from __future__ import annotations

import json

import html5lib
import pytest

from clubapp.cli import main
from tests.helpers.clubs import euchre_club
from tests.helpers.window import NAMES


@pytest.fixture
def club(tmp_path, club_template):
    from tests.helpers.databases import copy_club

    path, _evening, _game = euchre_club(copy_club(club_template, tmp_path / "club.sqlite"))
    return str(path)


def run(capsys, *args: str) -> tuple[int, dict | None, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.strip() else None, err


def test_publish_prints_what_it_wrote_and_a_second_run_writes_nothing(club, tmp_path, capsys):
    out = tmp_path / "site"
    code, shown, err = run(capsys, "--lang", "en", "--db", club, "publish", "--out", str(out))
    assert code == 0, err
    assert shown == {"pages": shown["pages"], "written": shown["pages"], "unchanged": 0,
                     "removed": 0, "out": str(out), "languages": ["en"]}
    assert shown["pages"] == len([p for p in out.rglob("*") if p.is_file()]) - 1  # + manifest
    front = (out / "index.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in front and "Friday euchre" in front
    for name in NAMES:
        assert name in (out / "members" / "index.html").read_text(encoding="utf-8")
    code, again, err = run(capsys, "--db", club, "publish", "--out", str(out), "--lang", "en")
    assert code == 0, err
    assert again["written"] == 0 and again["unchanged"] == shown["pages"]


def test_both_languages_each_in_its_folder_with_a_page_to_choose(club, tmp_path, capsys):
    out = tmp_path / "site"
    code, shown, err = run(capsys, "--db", club, "publish", "--out", str(out), "--both")
    assert code == 0, err
    assert shown["languages"] == ["en", "ru"]
    assert (out / "en" / "index.html").is_file() and (out / "ru" / "index.html").is_file()
    russian = (out / "ru" / "evenings" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="ru">' in russian and "Вечера" in russian
    top = html5lib.parse((out / "index.html").read_bytes(), namespaceHTMLElements=False)
    assert [a.get("href") for a in top.iter("a")] == ["en/index.html", "ru/index.html"]


def test_without_lang_the_site_speaks_the_command_lines_language(club, tmp_path, capsys):
    out = tmp_path / "site"
    code, shown, err = run(capsys, "--lang", "ru", "--db", club, "publish", "--out", str(out))
    assert code == 0, err
    assert shown["languages"] == ["ru"]
    assert '<html lang="ru">' in (out / "index.html").read_text(encoding="utf-8")


def test_a_file_for_a_folder_is_refused_in_one_line_and_nothing_is_written(club, tmp_path,
                                                                          capsys):
    file = tmp_path / "site"
    file.write_text("keep me")
    code, shown, err = run(capsys, "--db", club, "publish", "--out", str(file), "--lang", "ru")
    assert code == 2 and shown is None
    assert err == (f"clubapp: `--out`: {file} — файл, а не папка: укажите папку для "
                   "сайта\n")
    assert file.read_text() == "keep me"
    code, shown, err = run(capsys, "--lang", "en", "--db", club, "publish", "--out",
                           "/proc/clubapp-site")
    assert code == 2 and shown is None
    assert err.startswith("clubapp: --out: cannot write the site into /proc/clubapp-site: ")
    assert err.count("\n") == 1


def test_a_target_it_cannot_upload_to_is_refused_before_anything_is_built(club, tmp_path,
                                                                         capsys):
    out = tmp_path / "site"
    code, shown, err = run(capsys, "--lang", "en", "--db", club, "publish", "--out", str(out),
                           "--to", "https://example.org/site")
    assert code == 2 and shown is None
    assert err.startswith("clubapp: --to: 'https://example.org/site' is not a place to upload")
    assert not out.exists()


def test_the_site_uploaded_to_a_folder(club, tmp_path, capsys):
    out, synced = tmp_path / "site", tmp_path / "synced"
    code, shown, err = run(capsys, "--lang", "en", "--db", club, "publish", "--out", str(out),
                           "--to", str(synced))
    assert code == 0, err
    assert shown["uploaded"]["sent"] == shown["pages"] and shown["uploaded"]["deleted"] == 0
    assert (synced / "index.html").read_bytes() == (out / "index.html").read_bytes()
    assert not (synced / ".clubapp-publish.json").exists()  # the build's own manifest stays
    code, again, err = run(capsys, "--lang", "en", "--db", club, "publish", "--out", str(out),
                           "--to", str(synced))
    assert code == 0, err
    assert again["written"] == 0 and again["uploaded"]["sent"] == 0


def test_no_club_file_is_bad_input(tmp_path, capsys):
    code, shown, err = run(capsys, "--lang", "en", "--db", str(tmp_path / "none.sqlite"),
                           "publish", "--out", str(tmp_path / "site"))
    assert code == 2 and shown is None and err.startswith("clubapp: ")
    assert not (tmp_path / "site").exists()
