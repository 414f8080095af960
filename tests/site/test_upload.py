"""The upload of a built site, to a folder and to a real SFTP server alike (issue 32, part 1):
only what changed is sent, what the site dropped is deleted, nothing that is not the site's is
touched, a cut-short upload's leftovers are cleaned up, and the target ends as the site."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from clubapp.site.upload import UploadError, upload
from clubapp.words import say
from tests.helpers.sftp_server import PASSWORD, SftpServer
from tests.helpers.uploads import MANIFEST, files_of, served, temporaries, write_site

PAGES = {
    "index.html": "<h1>Thursday club</h1>",
    "style.css": "body { font: 16px serif }",
    "evenings/e1.html": "<p>Evening 1: Ann 121, Boris 98</p>",
    "evenings/e2.html": "<p>Evening 2: Вера 121, Глеб 87</p>",
    "members/ann.html": "<p>Ann: 3 evenings</p>",
    "members/вера.html": "<p>Вера: 2 evenings</p>",
}


@dataclass
class Place:
    """A target: its address, the folder that holds what it receives, the login."""

    target: str
    root: Path
    login: dict[str, object] = field(default_factory=dict)

    def upload(self, site: Path, **extra: object):
        return upload(site, self.target, **self.login, **extra)  # type: ignore[arg-type]


@pytest.fixture(params=["folder", "sftp"])
def place(request, tmp_path):
    if request.param == "folder":
        yield Place(str(tmp_path / "web"), tmp_path / "web")
        return
    served_root = tmp_path / "server"
    served_root.mkdir()
    server = SftpServer(served_root)
    yield Place(server.url("/web"), served_root / "web",
                {"password": PASSWORD, "known_hosts": tmp_path / "known_hosts"})
    server.stop()


@pytest.fixture
def site(tmp_path):
    return write_site(tmp_path / "site", PAGES)


def expected(site: Path) -> dict[str, bytes]:
    return files_of(site)


def test_the_first_upload_sends_everything_and_the_second_nothing(place, site):
    first = place.upload(site)
    assert sorted(first.sent) == sorted(PAGES) and first.unchanged == 0
    assert first.bytes_sent == sum(len(v.encode()) for v in PAGES.values())
    assert served(place.root) == expected(site)
    manifest = json.loads((place.root / MANIFEST).read_text(encoding="utf-8"))
    assert sorted(manifest["files"]) == sorted(PAGES) and manifest["pending"] == []

    second = place.upload(site)
    assert (second.sent, second.deleted, second.unchanged, second.bytes_sent) == \
        ((), (), len(PAGES), 0)
    assert served(place.root) == expected(site) and temporaries(place.root) == {}


def test_one_changed_page_sends_one_file(place, site):
    place.upload(site)
    (site / "evenings" / "e2.html").write_text("<p>Evening 2: Вера 121, Глеб 90</p>")
    report = place.upload(site)
    assert report.sent == ("evenings/e2.html",) and report.unchanged == len(PAGES) - 1
    assert served(place.root) == expected(site)


def test_a_removed_page_is_deleted_and_nothing_else(place, site):
    place.upload(site)
    # the web space's own files, beside and among the site's
    write_site(place.root, {"contact.html": "mine", "members/photo.jpg": b"\xff\xd8",
                            ".htaccess": "Options -Indexes"})
    (site / "members" / "ann.html").unlink()
    (site / "members" / "вера.html").unlink()
    (site / "evenings" / "e1.html").unlink()
    report = place.upload(site)
    assert report.deleted == ("evenings/e1.html", "members/ann.html", "members/вера.html")
    assert report.sent == ()
    left = served(place.root)
    assert {k: v for k, v in left.items() if k in PAGES} == expected(site)
    assert left["contact.html"] == b"mine" and left["members/photo.jpg"] == b"\xff\xd8"
    assert left[".htaccess"] == b"Options -Indexes"
    assert (place.root / "members").is_dir()  # it still holds a file that is not ours


def test_a_folder_the_site_no_longer_has_goes_when_empty(place, site):
    write_site(site, {"seasons/2025/standings.html": "<p>2025</p>"})
    place.upload(site)
    (site / "seasons" / "2025" / "standings.html").unlink()
    report = place.upload(site)
    assert report.deleted == ("seasons/2025/standings.html",)
    assert not (place.root / "seasons").exists()


def test_a_page_lost_or_spoiled_at_the_target_is_sent_again(place, site):
    place.upload(site)
    (place.root / "members" / "ann.html").unlink()
    (place.root / "style.css").write_text("spoiled")  # another size
    report = place.upload(site)
    assert report.sent == ("members/ann.html", "style.css")
    assert served(place.root) == expected(site)


def test_leftovers_of_a_cut_short_upload_are_removed(place, site):
    place.upload(site)
    write_site(place.root, {
        "evenings/.e2.html.clubapp-part-0123456789ab": "<p>Evening 2: Ве",  # ours, half
        ".index.html.clubapp-part-a1b2c3d4e5f6": "",
        ".index.html.bak": "the owner's copy",  # not a name of ours
    })
    report = place.upload(site)
    assert report.cleaned == 2 and report.sent == ()
    assert temporaries(place.root) == {}
    assert (place.root / ".index.html.bak").read_text() == "the owner's copy"


def test_a_manifest_never_leads_outside_the_target(place, site, tmp_path):
    place.upload(site)
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    manifest_path = place.root / MANIFEST
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    manifest["files"]["../outside.txt"] = {"sha256": "0" * 64, "size": 7}
    manifest["pending"] = ["/etc/hostname", "../../outside.txt", "members/../../outside.txt"]
    manifest_path.write_text(json.dumps(manifest), encoding="utf-8")
    report = place.upload(site)
    assert report.deleted == () and outside.read_text() == "keep me"
    assert "../outside.txt" not in json.loads(manifest_path.read_text(encoding="utf-8"))["files"]


def test_a_spoiled_manifest_means_sending_everything_and_deleting_nothing(place, site):
    place.upload(site)
    (place.root / MANIFEST).write_text("{not json")
    (site / "index.html").unlink()
    report = place.upload(site)
    assert len(report.sent) == len(PAGES) - 1 and report.deleted == ()
    assert (place.root / "index.html").exists()  # no longer known as ours: left alone


def test_the_builds_own_files_are_not_uploaded(place, site):
    write_site(site, {".clubapp-publish.json": "{}", ".index.html.k2j4_x9a.part": "<h1>Thu"})
    report = place.upload(site)
    assert sorted(report.sent) == sorted(PAGES)
    assert not (place.root / ".clubapp-publish.json").exists()


def test_progress_is_told_after_each_file(place, site):
    place.upload(site)
    (site / "index.html").write_text("<h1>Thursday club, new</h1>")
    (site / "style.css").unlink()
    steps: list[tuple[int, int, str]] = []
    place.upload(site, progress=lambda done, total, path: steps.append((done, total, path)))
    assert steps == [(1, 2, "index.html"), (2, 2, "style.css")]


def test_a_site_folder_that_does_not_exist_is_refused(place, tmp_path):
    with pytest.raises(UploadError) as refused:
        place.upload(tmp_path / "not-built")
    assert refused.value.kind == "no_site"
    assert "not-built" in say(refused.value.why, "ru") and not place.root.exists()
