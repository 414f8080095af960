"""The site's folder written incrementally (``clubapp.site.build``): only changed pages written,
each by a rename, pages of before removed only where the manifest names them as ours."""

from __future__ import annotations

import json
import os

import pytest

from clubapp.site.build import MANIFEST, SiteFolderError, write_site
from clubapp.words import say

PAGES = {"index.html": b"<p>front</p>", "en/evenings/e1.html": b"<p>one</p>",
         "en/members/p12.html": "<p>Наталья</p>".encode(), "style.css": b"body{}"}


def test_a_first_build_writes_every_page_and_a_second_none(tmp_path):
    out = tmp_path / "site"
    first = write_site(out, PAGES)
    assert sorted(first.written) == sorted(PAGES) and first.unchanged == 0
    assert {p: (out / p).read_bytes() for p in PAGES} == PAGES
    again = write_site(out, PAGES)
    assert again.written == [] and again.unchanged == len(PAGES) and again.removed == []
    assert again.as_json() == {"pages": 4, "written": 0, "unchanged": 4, "removed": 0,
                               "out": str(out)}
    manifest = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    assert sorted(manifest["pages"]) == sorted(PAGES)


def test_only_the_changed_page_is_written_and_the_others_keep_their_files(tmp_path):
    out = tmp_path / "site"
    write_site(out, PAGES)
    before = {p: os.stat(out / p).st_ino for p in PAGES}
    changed = {**PAGES, "en/evenings/e1.html": b"<p>one, corrected</p>"}
    report = write_site(out, changed)
    assert report.written == ["en/evenings/e1.html"] and report.unchanged == 3
    after = {p: os.stat(out / p).st_ino for p in PAGES}
    assert [p for p in PAGES if before[p] != after[p]] == ["en/evenings/e1.html"]  # renamed in
    assert not [p for p in out.rglob("*") if p.name.endswith(".part")]


def test_a_page_edited_or_deleted_by_hand_is_written_again(tmp_path):
    out = tmp_path / "site"
    write_site(out, PAGES)
    (out / "index.html").write_bytes(b"<p>fr0nt</p>")  # the same size: its bytes are compared
    (out / "style.css").unlink()
    report = write_site(out, PAGES)
    assert sorted(report.written) == ["index.html", "style.css"]
    assert (out / "index.html").read_bytes() == PAGES["index.html"]


def test_pages_no_longer_made_are_removed_and_nothing_else_is(tmp_path):
    out = tmp_path / "site"
    out.mkdir()
    (out / "notes.txt").write_text("the organiser's own file")
    write_site(out, PAGES)
    fewer = {k: v for k, v in PAGES.items() if not k.startswith("en/members/")}
    report = write_site(out, fewer)
    assert report.removed == ["en/members/p12.html"]
    assert not (out / "en" / "members").exists()  # the folder it emptied is gone too
    assert (out / "en" / "evenings" / "e1.html").is_file()
    assert (out / "notes.txt").read_text() == "the organiser's own file"


def test_a_manifest_naming_a_file_outside_the_folder_is_never_followed(tmp_path):
    out = tmp_path / "site"
    outside = tmp_path / "keep.html"
    outside.write_text("not the site's")
    write_site(out, PAGES)
    manifest = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    manifest["pages"]["../keep.html"] = {"sha256": "0", "size": 1, "mtime_ns": 0}
    (out / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    write_site(out, PAGES)
    assert outside.read_text() == "not the site's"


def test_a_page_may_not_leave_the_folder(tmp_path):
    with pytest.raises(ValueError):
        write_site(tmp_path / "site", {"../evil.html": b"x"})


@pytest.mark.parametrize("lang, words", [
    ("en", "is a file, not a folder: give a folder for the site"),
    ("ru", "— файл, а не папка: укажите папку для сайта")])
def test_a_file_is_no_folder_for_the_site(tmp_path, lang, words):
    file = tmp_path / "site"
    file.write_text("a file")
    with pytest.raises(SiteFolderError) as refused:
        write_site(file, PAGES)
    assert refused.value.reason == "not_folder"
    assert say(refused.value.why, lang) == f"{file} {words}"
    with pytest.raises(SiteFolderError) as below:  # a folder asked for inside the file
        write_site(file / "inner", PAGES)
    assert below.value.reason == "not_folder"
    assert file.read_text() == "a file"


def test_a_folder_that_cannot_be_made_is_said_in_the_readers_words(tmp_path):
    with pytest.raises(SiteFolderError) as refused:
        write_site("/proc/clubapp-site", PAGES)  # no one may make a folder in /proc
    assert refused.value.reason == "not_writable"
    assert say(refused.value.why, "ru").startswith("не удаётся записать сайт в "
                                                   "/proc/clubapp-site: ")
