"""The upload by SFTP against a real server on 127.0.0.1 (asyncssh's, tests/helpers/sftp_server):
logins by password and by key, the host key trusted on first use and a changed one refused, a
connection dropped in the middle of a file or between files (no page ever half-written, the
next upload finishes), a full disk, a refused folder, a server without posix-rename."""

from __future__ import annotations

import hashlib
import json
import os
import socket
from pathlib import Path

import asyncssh
import pytest

from clubapp.site.sftp_upload import parse_sftp_target
from clubapp.site.upload import UploadError, upload
from clubapp.words import say
from tests.helpers.sftp_server import PASSWORD, USER, RootedSftp, SftpServer
from tests.helpers.uploads import (
    MANIFEST,
    files_of,
    page_of,
    served,
    temporaries,
    whole_or_old,
    write_site,
)

# pages of about a hundred kilobytes each, so that a file is on its way in several writes
OLD = {f"members/m{n:02}.html": (f"<p>member {n}, old</p>" * 4000).encode() for n in range(12)}
OLD |= {"index.html": b"<h1>old front page</h1>", "style.css": b"body{}"}
NEW = {path: data.replace(b"old", b"NEW!") for path, data in OLD.items()}
NEW |= {f"evenings/e{n}.html": (f"<p>evening {n}</p>" * 8000).encode() for n in range(4)}
CHANGED = {path for path, data in NEW.items() if OLD.get(path) != data}


@pytest.fixture
def root(tmp_path):
    folder = tmp_path / "server"
    folder.mkdir()
    return folder


@pytest.fixture
def server(root):
    running = SftpServer(root)
    yield running
    running.stop()


@pytest.fixture
def known_hosts(tmp_path):
    return tmp_path / "config" / "known_hosts"


def send(site: Path, server: SftpServer, known_hosts: Path, path: str = "/web", **login):
    login = login or {"password": PASSWORD}
    return upload(site, server.url(path), known_hosts=known_hosts, **login)


def known_in_place(folder: Path) -> dict[str, str]:
    """The files the manifest and its journal record as in place, with their SHA-256."""
    manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    known = {p: e["sha256"] for p, e in manifest["files"].items()
             if p not in manifest["pending"]}
    journal = folder / ".clubapp-site.done"
    lines = journal.read_text(encoding="utf-8").split("\n")[:-1] if journal.exists() else []
    for fact in map(json.loads, lines):
        if fact.get("deleted"):
            known.pop(fact["path"], None)
        else:
            known[fact["path"]] = fact["sha256"]
    return known


class DropMidWrite(RootedSftp):
    """Takes half of a write past the first 600 kB, then drops the connection, having looked
    at every served file at that moment."""

    def write(self, file_obj, offset, data):
        state = self.server.drop
        state["bytes"] += len(data)
        if state["bytes"] > 600_000 and "at_drop" not in state:
            os.write(file_obj.fileno(), data[: len(data) // 2])
            state["at_drop"] = files_of(self.root / "web")
            self.connection.abort()
            return None
        return super().write(file_obj, offset, data)


class DropBeforeRename(RootedSftp):
    """Renames five files into place, then drops the connection as the sixth is renamed."""

    def posix_rename(self, oldpath, newpath):
        state = self.server.drop
        state["renames"] = state.get("renames", 0) + 1
        if state["renames"] == 6 + 1:  # the first rename is the manifest's, marking pending
            state["at_drop"] = files_of(self.root / "web")
            self.connection.abort()
            return None
        return super().posix_rename(oldpath, newpath)


@pytest.mark.parametrize("session", [DropMidWrite, DropBeforeRename])
def test_a_dropped_connection_leaves_no_half_page_and_the_next_upload_finishes(
        session, tmp_path, root, server, known_hosts):
    site = write_site(tmp_path / "site", OLD)
    send(site, server, known_hosts)
    write_site(root / "web", {"own.html": "the web space's own"})
    write_site(site, NEW)

    server.drop = {"bytes": 0}
    server.sessions = session
    with pytest.raises(UploadError) as dropped:
        send(site, server, known_hosts)
    assert dropped.value.kind == "connection_lost"
    assert "upload again" in say(dropped.value.why, "en")
    at_drop = server.drop["at_drop"]
    # at the moment of the drop and after it: each served page is its old or its whole new self
    for moment in (at_drop, files_of(root / "web")):
        bad = [p for p, data in moment.items() if p in NEW and data not in (OLD.get(p), NEW[p])]
        assert bad == []
    assert whole_or_old(root / "web", OLD, NEW) == []
    assert json.loads(at_drop[MANIFEST])["pending"]  # whole too: written as every file is
    if session is DropMidWrite:
        cut = [p for p, d in temporaries(root / "web").items()
               if 0 < len(d) < len(NEW[page_of(p)])]
        assert cut, "no file was cut in half"
    # the manifest and its journal name as in place exactly what is
    in_place = known_in_place(root / "web")
    assert in_place and all(
        hashlib.sha256((root / "web" / path).read_bytes()).hexdigest() == digest
        for path, digest in in_place.items())
    assert len(dropped.value.report.sent) < len(NEW)

    server.sessions = RootedSftp
    report = send(site, server, known_hosts)
    assert temporaries(root / "web") == {}
    assert served(root / "web") == {**NEW, "own.html": b"the web space's own"}
    assert len(report.sent) + report.unchanged == len(NEW)
    # nothing known to be in place is sent twice
    assert set(report.sent).isdisjoint(p for p in in_place if NEW.get(p) != OLD.get(p))
    again = send(site, server, known_hosts)
    assert again.sent == () and again.cleaned == 0


class NoPosixRename(RootedSftp):
    """A server that does not offer the posix-rename extension."""

    def posix_rename(self, oldpath, newpath):
        raise asyncssh.SFTPOpUnsupported("posix-rename not offered here")


def test_a_server_without_posix_rename_still_gets_every_page_replaced(
        tmp_path, root, server, known_hosts):
    server.sessions = NoPosixRename
    site = write_site(tmp_path / "site", OLD)
    send(site, server, known_hosts)
    write_site(site, NEW)
    report = send(site, server, known_hosts)
    assert set(report.sent) == CHANGED
    assert served(root / "web") == NEW and temporaries(root / "web") == {}


class FullDisk(RootedSftp):
    """A disk that fills up after 400 kB."""

    def write(self, file_obj, offset, data):
        self.server.written = getattr(self.server, "written", 0) + len(data)
        if self.server.written > 400_000:
            raise OSError(28, "No space left on device")
        return super().write(file_obj, offset, data)


def test_a_full_disk_is_said_and_leaves_every_page_whole(tmp_path, root, server, known_hosts):
    site = write_site(tmp_path / "site", OLD)
    send(site, server, known_hosts)
    write_site(site, NEW)
    server.sessions = FullDisk
    with pytest.raises(UploadError) as full:
        send(site, server, known_hosts)
    assert full.value.kind == "disk_full"
    assert server.url("/web") in say(full.value.why, "en")
    assert "диск" in say(full.value.why, "ru")
    assert whole_or_old(root / "web", OLD, NEW) == [] and temporaries(root / "web") == {}
    server.sessions = RootedSftp
    send(site, server, known_hosts)
    assert served(root / "web") == NEW


class LockedFolder(RootedSftp):
    """A web space that refuses writing in its folder ``evenings``."""

    def open(self, path, pflags, attrs):
        if b"/evenings/" in path and pflags & asyncssh.FXF_WRITE:
            raise PermissionError(13, "Permission denied")
        return super().open(path, pflags, attrs)


def test_a_refused_folder_is_named(tmp_path, root, server, known_hosts):
    server.sessions = LockedFolder
    site = write_site(tmp_path / "site", NEW)
    with pytest.raises(UploadError) as refused:
        send(site, server, known_hosts)
    assert refused.value.kind == "permission"
    said = say(refused.value.why, "en")
    assert said.startswith(f"{server.url('/web')} does not allow writing evenings/e")
    assert whole_or_old(root / "web", {}, NEW) == [] and temporaries(root / "web") == {}


@pytest.mark.filterwarnings("ignore:.*bcrypt.kdf.*:UserWarning")  # one round: a test's key
def test_login_by_key_with_a_passphrase(tmp_path, root):
    key = asyncssh.generate_private_key("ssh-ed25519")
    key_file = tmp_path / "id_ed25519"
    key.write_private_key(key_file, passphrase="river bank", rounds=1)
    server = SftpServer(root, client_key=key, password="no password works here")
    try:
        site = write_site(tmp_path / "site", OLD)
        for passphrase in (None, "wrong"):
            with pytest.raises(UploadError) as locked:
                send(site, server, tmp_path / "kh", key_file=key_file, passphrase=passphrase)
            assert locked.value.kind == "key_locked"
            assert str(key_file) in say(locked.value.why, "ru")
        report = send(site, server, tmp_path / "kh", key_file=key_file, passphrase="river bank")
        assert len(report.sent) == len(OLD) and served(root / "web") == OLD
        # another key: the server refuses the login
        other = tmp_path / "other_key"
        asyncssh.generate_private_key("ssh-ed25519").write_private_key(other)
        with pytest.raises(UploadError) as refused:
            send(site, server, tmp_path / "kh", key_file=other)
        assert refused.value.kind == "login"
    finally:
        server.stop()


def test_a_wrong_password_is_refused_and_nothing_is_sent(tmp_path, root, server, known_hosts):
    site = write_site(tmp_path / "site", OLD)
    with pytest.raises(UploadError) as refused:
        send(site, server, known_hosts, password="not it")
    assert refused.value.kind == "login"
    said = say(refused.value.why, "en")
    assert "refused the login of club" in said and server.url("/web") in said
    assert "не пустил" in say(refused.value.why, "ru")
    assert files_of(root) == {}


def test_a_host_that_does_not_answer_is_said(tmp_path, known_hosts):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    site = write_site(tmp_path / "site", OLD)
    with pytest.raises(UploadError) as unreachable:
        upload(site, f"sftp://club@127.0.0.1:{port}/web", password=PASSWORD,
               known_hosts=known_hosts)
    assert unreachable.value.kind == "unreachable"
    assert say(unreachable.value.why, "en").startswith(
        f"cannot reach 127.0.0.1 (port {port}) to upload to sftp://club@127.0.0.1:{port}/web: "
        "nothing answers on that port.")
    assert "никто не отвечает" in say(unreachable.value.why, "ru")
    assert not known_hosts.exists()


def test_the_host_key_is_trusted_on_first_use_and_a_changed_one_refused(
        tmp_path, root, server, known_hosts):
    site = write_site(tmp_path / "site", OLD)
    send(site, server, known_hosts)
    line = known_hosts.read_text().strip()
    assert line == (f"[127.0.0.1]:{server.port} "
                    + server.host_key.export_public_key("openssh").decode().strip())
    send(site, server, known_hosts)  # the same key: trusted
    assert known_hosts.read_text().strip() == line

    # the same address now shows another key (a server renewed, or someone in between)
    impostor_key = asyncssh.generate_private_key("ssh-ed25519")
    known_hosts.write_text(f"[127.0.0.1]:{server.port} "
                           + impostor_key.export_public_key("openssh").decode())
    before = files_of(root)
    write_site(site, NEW)
    with pytest.raises(UploadError) as refused:
        send(site, server, known_hosts)
    assert refused.value.kind == "host_key"
    said = say(refused.value.why, "en")
    assert str(known_hosts) in said and server.host_key.get_fingerprint() in said
    assert str(known_hosts) in say(refused.value.why, "ru")
    assert files_of(root) == before


def test_a_folder_from_the_home_folder_and_one_made_when_missing(tmp_path, root, server,
                                                                 known_hosts):
    site = write_site(tmp_path / "site", {"index.html": "home"})
    send(site, server, known_hosts, path="/~/public_html")  # the session starts at its root
    assert (root / "public_html" / "index.html").read_text() == "home"
    with pytest.raises(UploadError) as missing:
        send(site, server, known_hosts, path="/no/such/place")
    assert missing.value.kind == "no_folder" and not (root / "no").exists()


@pytest.mark.parametrize("target, kind", [
    ("sftp://club:secret@example.org/web", "bad_target"),
    ("ftp://club@example.org/web", "bad_target"),
    ("sftp://club@example.org:99999/web", "bad_target"),
])
def test_addresses_refused_before_anything_is_sent(tmp_path, target, kind):
    site = write_site(tmp_path / "site", {"index.html": "x"})
    with pytest.raises(UploadError) as refused:
        upload(site, target, known_hosts=tmp_path / "kh")
    assert refused.value.kind == kind
    assert "secret" not in say(refused.value.why, "en")


def test_the_parts_of_an_address():
    place = parse_sftp_target("sftp://club%40home@[::1]:2222/~/public_html/")
    assert (place.user, place.host, place.port, place.path) == ("club@home", "::1", 2222,
                                                                "public_html")
    assert place.login == "sftp://club@home@[::1]:2222"
    assert parse_sftp_target("sftp://web.example.org/var/www/").path == "/var/www"
    assert parse_sftp_target(f"sftp://{USER}@h").path == "."
