"""The upload into a folder (a synced folder, a USB stick, a share): killed mid-way it leaves no
half page and the next upload finishes; a folder that is not there, or inside the site, is
refused. (What it shares with SFTP is in test_upload.py.)"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from clubapp.site.upload import UploadError, upload
from clubapp.words import say
from tests.helpers.paths import ROOT
from tests.helpers.uploads import MANIFEST, served, temporaries, whole_or_old, write_site

OLD = {f"members/{n // 50}/m{n:03}.html": f"<p>member {n}: old</p>" * 400 for n in range(150)}
NEW = {path: text.replace("old", "NEW!") for path, text in OLD.items()}
# the upload in a process of its own, a file every 10 ms at most (a fast disk would otherwise
# finish before it could be killed)
UPLOAD = ("import sys, time\nfrom pathlib import Path\nfrom clubapp.site.upload import upload\n"
          "upload(Path(sys.argv[1]), sys.argv[2], progress=lambda *step: time.sleep(0.01))\n")


def known_in_place(folder: Path) -> dict[str, str]:
    """What the manifest and its journal record as in place, with the SHA-256 of each."""
    manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    known = {p: e["sha256"] for p, e in manifest["files"].items()
             if p not in manifest["pending"]}
    journal = folder / ".clubapp-site.done"
    text = journal.read_text(encoding="utf-8") if journal.exists() else ""
    for fact in map(json.loads, text.split("\n")[:-1]):
        known[fact["path"]] = fact["sha256"]
    return known


def test_an_upload_killed_mid_way_leaves_every_page_whole_and_the_next_finishes(tmp_path):
    site = write_site(tmp_path / "site", OLD)
    web = tmp_path / "web"
    upload(site, str(web))
    write_site(web, {"guestbook.html": "not the site's"})
    write_site(site, NEW)

    killed = subprocess.Popen([sys.executable, "-c", UPLOAD, str(site), str(web)], cwd=ROOT)
    journal = web / ".clubapp-site.done"
    deadline = time.monotonic() + 30
    while killed.poll() is None and time.monotonic() < deadline:
        if journal.exists() and journal.read_bytes().count(b"\n") >= 30:
            break
        time.sleep(0.005)
    os.kill(killed.pid, signal.SIGKILL)
    killed.wait(10)
    assert killed.returncode == -signal.SIGKILL, "the upload ended before it was killed"

    old = {p: t.encode() for p, t in OLD.items()}
    new = {p: t.encode() for p, t in NEW.items()}
    assert whole_or_old(web, old, new) == []
    in_place = known_in_place(web)
    assert all(hashlib.sha256((web / p).read_bytes()).hexdigest() == digest
               for p, digest in in_place.items())
    done_before = {p for p, digest in in_place.items()
                   if digest == hashlib.sha256(new[p]).hexdigest()}
    assert 30 <= len(done_before) < len(NEW)

    report = upload(site, str(web))
    assert set(report.sent) == set(NEW) - done_before
    assert served(web) == {**new, "guestbook.html": b"not the site's"}
    assert temporaries(web) == {} and not journal.exists()
    assert upload(site, str(web)).sent == ()


def test_a_stick_that_is_not_plugged_in_is_not_made_on_the_computers_disk(tmp_path):
    site = write_site(tmp_path / "site", {"index.html": "x"})
    stick = tmp_path / "media" / "CLUB-STICK" / "results"
    with pytest.raises(UploadError) as refused:
        upload(site, str(stick))
    assert refused.value.kind == "no_folder"
    assert str(stick.parent) in say(refused.value.why, "en")
    assert not (tmp_path / "media").exists()
    # its last part alone is made when missing
    stick.parent.mkdir(parents=True)
    upload(site, str(stick))
    assert (stick / "index.html").read_text() == "x"


@pytest.mark.parametrize("inside", ["", "copy", "a/b"])
def test_the_site_folder_itself_or_a_folder_inside_it_is_refused(tmp_path, inside):
    site = write_site(tmp_path / "site", {"index.html": "x"})
    with pytest.raises(UploadError) as refused:
        upload(site, str(site / inside) if inside else str(site))
    assert refused.value.kind == "bad_target"
    assert sorted(p.name for p in site.rglob("*")) == ["index.html"]


def test_a_file_url_is_a_folder(tmp_path):
    site = write_site(tmp_path / "site", {"index.html": "x"})
    report = upload(site, (tmp_path / "web folder").as_uri())
    assert report.sent == ("index.html",)
    assert (tmp_path / "web folder" / "index.html").read_text() == "x"
