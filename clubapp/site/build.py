"""The results site written into its folder incrementally: only the pages whose bytes changed.

A build hands ``write_site`` every page of the site as bytes, by its path relative to the folder
(``en/evenings/e12.html``). A page whose bytes are those already on disk is left alone; any
other is written to a temporary name beside it and renamed over the old one (``os.replace``),
so that a reader — a browser, a sync client, the upload — never sees half a page. A page that
an earlier build wrote and this one no longer makes is removed; nothing the manifest does not
name is ever touched, so a folder shared with other files keeps them.

The manifest ``.clubapp-publish.json`` names each page written with its SHA-256, size and
modification time: a page whose size and time are as recorded is taken as unchanged without
reading it; any other is read and compared byte for byte (someone edited or deleted it).
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from clubapp.words import Message

MANIFEST = ".clubapp-publish.json"
MANIFEST_FORMAT = 1


# why a folder could not be written, in the command line's words for the system's reasons
_OS_REASONS = {errno.ENOENT: "cli.os_no_such_file", errno.EACCES: "cli.os_not_allowed",
               errno.EPERM: "cli.os_not_allowed", errno.ENOTDIR: "cli.os_not_folder",
               errno.ENOSPC: "cli.os_disk_full", errno.EROFS: "cli.os_read_only"}


class SiteFolderError(Exception):
    """The folder cannot hold the site: ``reason`` is "not_folder", "not_writable" or
    "os_error" (``error`` the ``OSError`` met); ``why`` says it (``say(error.why, lang)``).
    Nothing half-written is left behind."""

    def __init__(self, folder: Path, reason: str, error: OSError | None = None) -> None:
        super().__init__(f"{folder}: {reason}" + (f" ({error})" if error else ""))
        self.folder, self.reason, self.error = folder, reason, error

    @property
    def why(self) -> Message:
        if self.reason == "not_folder":
            return Message("site.out_not_folder", path=str(self.folder))
        found = _OS_REASONS.get(self.error.errno or 0) if self.error is not None else None
        if found is not None:
            cause = Message(found)
        elif self.error is not None:
            cause = Message.literal(self.error.strerror or str(self.error))
        else:
            cause = Message("cli.os_not_allowed")
        return Message("site.out_not_writable", path=str(self.folder), why=cause)


@dataclass
class WriteReport:
    """What a build did to the folder: the pages it holds, written, left as they were, removed."""

    out: Path
    pages: int = 0
    written: list[str] = field(default_factory=list)
    unchanged: int = 0
    removed: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, object]:
        """As ``clubapp publish`` prints it."""
        return {"pages": self.pages, "written": len(self.written), "unchanged": self.unchanged,
                "removed": len(self.removed), "out": str(self.out)}


def _checked_path(name: str) -> PurePosixPath:
    """A page's path inside the folder: relative, no "..", no empty part."""
    path = PurePosixPath(name)
    if path.is_absolute() or not path.parts or any(p in ("", ".", "..") for p in path.parts):
        raise ValueError(f"a page's path must stay inside the site folder: {name!r}")
    return path


def prepare_folder(out: Path) -> Path:
    """The site's folder, made when missing; ``SiteFolderError`` for a file, or a folder that
    cannot be written."""
    out = Path(out).expanduser()
    if out.exists() and not out.is_dir():
        raise SiteFolderError(out, "not_folder")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except NotADirectoryError as exc:  # a file somewhere on the way
        raise SiteFolderError(out, "not_folder", exc) from None
    except OSError as exc:
        raise SiteFolderError(out, "not_writable", exc) from None
    if not os.access(out, os.W_OK | os.X_OK):
        raise SiteFolderError(out, "not_writable")
    return out


def _read_manifest(out: Path) -> dict[str, dict[str, object]]:
    try:
        data = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # none yet, or spoiled: every page is compared on disk instead
    pages = data.get("pages") if isinstance(data, dict) else None
    if not isinstance(pages, dict):
        return {}
    return {str(k): v for k, v in pages.items() if isinstance(v, dict)}


def _atomic_write(target: Path, data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``target`` and rename it over ``target``."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part",
                                         dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.chmod(temporary, 0o644)  # a page is for everyone to read, as a web host serves it
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _same_on_disk(target: Path, data: bytes, digest: str,
                  known: Mapping[str, object] | None) -> bool:
    try:
        stat = target.stat()
    except OSError:
        return False
    if stat.st_size != len(data):
        return False
    if (known is not None and known.get("sha256") == digest
            and known.get("size") == stat.st_size and known.get("mtime_ns") == stat.st_mtime_ns):
        return True  # as this program left it: no need to read it
    try:
        return target.read_bytes() == data
    except OSError:
        return False


def _entry(target: Path, digest: str) -> dict[str, object]:
    stat = target.stat()
    return {"sha256": digest, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}


def _remove_empty_folders(out: Path, path: PurePosixPath) -> None:
    """The folders a removed page leaves empty, up to (not including) the site's folder."""
    for parent in path.parents:
        if parent == PurePosixPath("."):
            return
        try:
            (out / parent).rmdir()
        except OSError:
            return  # not empty (or not ours): it stays


def write_site(out: Path, pages: Mapping[str, bytes]) -> WriteReport:
    """Write the site's ``pages`` (path relative to ``out`` → bytes) into ``out``: only those
    that differ from what is there, each atomically; remove the pages an earlier build wrote
    that are no longer among them; keep the manifest. ``SiteFolderError`` when ``out`` cannot
    hold the site."""
    out = prepare_folder(out)
    known = _read_manifest(out)
    report = WriteReport(out=out, pages=len(pages))
    manifest: dict[str, dict[str, object]] = {}
    try:
        for name in sorted(pages):
            path = _checked_path(name)
            data = pages[name]
            target = out / path
            digest = hashlib.sha256(data).hexdigest()
            if _same_on_disk(target, data, digest, known.get(name)):
                report.unchanged += 1
            else:
                _atomic_write(target, data)
                report.written.append(name)
            manifest[name] = _entry(target, digest)
        for name in sorted(set(known) - set(pages)):
            try:
                path = _checked_path(name)
            except ValueError:
                continue  # a manifest edited by hand: never follow it out of the folder
            with contextlib.suppress(FileNotFoundError):
                (out / path).unlink()
            report.removed.append(name)
            _remove_empty_folders(out, path)
    except OSError as exc:
        # what was written so far is recorded, with every page of before not yet removed,
        # so that the next build still knows them
        _write_manifest(out, {**known, **manifest})
        reason = "not_writable" if isinstance(exc, PermissionError) else "os_error"
        raise SiteFolderError(out, reason, exc) from None
    if manifest != known:
        _write_manifest(out, manifest)
    return report


def _write_manifest(out: Path, manifest: dict[str, dict[str, object]]) -> None:
    text = json.dumps({"format": MANIFEST_FORMAT, "generator": "clubapp publish",
                       "pages": manifest}, ensure_ascii=False, indent=1, sort_keys=True)
    # the pages are written; without the manifest the next build compares them on disk
    with contextlib.suppress(OSError):
        _atomic_write(out / MANIFEST, text.encode("utf-8"))
