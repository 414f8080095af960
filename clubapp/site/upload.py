"""Upload a built results site: to a folder, or by SFTP to the club's web space.

``upload(site_dir, target)`` sends what changed since the last upload to that target, deletes
what the site no longer has (only files an upload put there: a manifest at the target,
``.clubapp-site.json``, names them) and never serves a half-written page: each file is written
under a temporary name and renamed over the old one. An upload cut short — a dropped
connection, a killed program, a full disk — leaves every page whole (old or new); the next
upload removes its temporary files and finishes it. ``upload_plan`` holds the plan,
``folder_upload`` and ``sftp_upload`` the two kinds of target, ``host_keys`` the servers
trusted, ``upload_login`` the password kept in the keyring and asked for at the terminal.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from urllib.parse import unquote, urlsplit
from urllib.request import url2pathname

from clubapp.site.folder_upload import FolderDestination
from clubapp.site.sftp_upload import (
    SftpTarget,
    parse_sftp_target,
    quiet_about_lost_connections,
    upload_by_sftp,
)
from clubapp.site.upload_plan import (
    MANIFEST_NAME,
    Progress,
    UploadError,
    UploadReport,
    carry_out,
)
from clubapp.words import Message

__all__ = ["MANIFEST_NAME", "UploadError", "UploadReport", "is_sftp", "target_folder",
           "upload", "upload_async"]


def is_sftp(target: str) -> bool:
    """Whether the target is an ``sftp://`` address (else a folder)."""
    return target.strip().lower().startswith("sftp://")


def target_folder(target: str) -> Path:
    """The folder a target that is not ``sftp://`` names (a path, or a ``file://`` URL);
    ``UploadError`` for an address of any other kind."""
    text = target.strip()
    if text.lower().startswith("file://"):
        return Path(url2pathname(unquote(urlsplit(text).path))).expanduser()
    if "://" in text or not text:
        raise UploadError("bad_target", Message("upload.bad_target", target=target))
    return Path(text).expanduser()


def _check_site(site_dir: Path) -> Path:
    if not Path(site_dir).is_dir():
        raise UploadError("no_site", Message("upload.no_site", path=str(site_dir)))
    return Path(site_dir)


async def upload_async(site_dir: Path, target: str | SftpTarget, *,
                       password: str | None = None, passphrase: str | None = None,
                       key_file: Path | None = None, known_hosts: Path | None = None,
                       progress: Progress | None = None) -> UploadReport:
    """``upload`` for a caller already inside an event loop."""
    site_dir = _check_site(site_dir)
    if isinstance(target, SftpTarget) or is_sftp(target):
        place = target if isinstance(target, SftpTarget) else parse_sftp_target(target)
        return await upload_by_sftp(site_dir, place, password=password, passphrase=passphrase,
                                    key_file=key_file, known_hosts=known_hosts,
                                    progress=progress)
    folder = target_folder(target)
    site, there = site_dir.resolve(), folder.resolve()
    if there == site or site in there.parents:
        raise UploadError("bad_target", Message("upload.inside_site", target=str(folder),
                                                site=str(site_dir)))
    return await carry_out(site_dir, FolderDestination(folder), progress)


def upload(site_dir: Path, target: str, *, password: str | None = None,
           passphrase: str | None = None, key_file: Path | None = None,
           known_hosts: Path | None = None, progress: Progress | None = None) -> UploadReport:
    """Upload the built site in ``site_dir`` to ``target``: a folder (a synced folder, a USB
    stick, a mounted share) or ``sftp://user@host[:port]/path`` (``/~/path`` from the home
    folder). Only new and changed files are sent; files an earlier upload put there that the
    site no longer has are deleted; nothing else at the target is touched.

    SFTP logs in with ``password``, or with ``key_file`` (``passphrase`` when the key has
    one), else with the SSH agent's keys; the server's host key is trusted on first use and
    kept in ``known_hosts`` (default: ``known_hosts`` in the user's configuration folder).
    ``progress(done, total, path)`` is called after each file sent or deleted.

    Returns what was done; raises ``UploadError`` (its ``kind``, its ``why`` to say, its
    ``report`` of what was done before) when the upload cannot be finished — every page at
    the target is then whole, and the next upload finishes the work.
    """
    with asyncio.Runner() as runner:
        runner.get_loop().set_exception_handler(quiet_about_lost_connections)
        return runner.run(upload_async(site_dir, target, password=password,
                                       passphrase=passphrase, key_file=key_file,
                                       known_hosts=known_hosts, progress=progress))
