"""The upload of a built site, whatever the target: what to send, what to delete, in what order.

The target keeps a manifest, ``.clubapp-site.json`` at its root: each file this program put
there with its SHA-256 and size, and ``pending`` — the files a run was about to send when it
started. A file is left alone only when the manifest names it with the local file's hash, it is
not pending, and the target still holds a file of that size; any other is sent again. A file
the manifest names (or holds pending) that the site no longer has is deleted; nothing else in
the target is ever touched, so a web space shared with other pages keeps them.

Each file goes to a temporary name beside it and is renamed over the old one (the destination's
``put``), so that no reader ever gets half a page. The manifest is written the same way: before
the first file is sent, with the files to send pending (so that a run cut short still knows
which files are its own), and at the end. In between, each file once in place (and each file
deleted) adds a line to the journal ``.clubapp-site.done`` beside it — a few dozen bytes, not
the whole manifest again — so that a run cut short leaves, in the manifest and its journal
together, exactly the files known to be in place. The next run reads both, removes the
temporary files left behind, sends the rest and nothing twice; after it the target holds the
site byte for byte. Writing the manifest removes the journal it has taken in.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import os
import re
import secrets
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path, PurePosixPath
from typing import Protocol, TypeGuard, TypeVar

from clubapp.words import Message, say

MANIFEST_NAME = ".clubapp-site.json"
MANIFEST_FORMAT = 1
JOURNAL_NAME = ".clubapp-site.done"
# the builder's own manifest and its files being written: build data, not pages
BUILD_MANIFEST = ".clubapp-publish.json"
_BUILD_TEMP = re.compile(r"\..+\.[A-Za-z0-9_]{8}\.part")
_TEMP_MARK = ".clubapp-part-"
_TEMP = re.compile(r"\..+\.clubapp-part-[0-9a-f]{12}")
# the manifest a failed run still writes, the temporary files it still removes: given this long
# at most, since the target may be gone
_AFTERCARE_SECONDS = 10.0

Progress = Callable[[int, int, str], None]
T = TypeVar("T")


class UploadError(Exception):
    """An upload that could not be finished; ``why`` says why in the reader's language
    (``say(error.why, lang)``), ``kind`` names the trouble for a program ("unreachable",
    "login", "key_locked", "host_key", "permission", "disk_full", "connection_lost",
    "no_site", "no_folder", "bad_target", "failed"), ``report`` what was done before it.
    Every file served at the target is whole: its old content or its new."""

    def __init__(self, kind: str, why: Message) -> None:
        super().__init__(say(why, "en"))
        self.kind, self.why = kind, why
        self.report: UploadReport | None = None

    def say(self, lang: str) -> str:
        """The trouble in the language."""
        return say(self.why, lang)


@dataclass(frozen=True)
class UploadReport:
    """What an upload did: the files it sent and deleted, how many it left as they were, the
    bytes sent, and the temporary files of an earlier, cut-short run it removed."""

    target: str
    sent: tuple[str, ...] = ()
    deleted: tuple[str, ...] = ()
    unchanged: int = 0
    bytes_sent: int = 0
    cleaned: int = 0

    def as_json(self) -> dict[str, object]:
        """As the command line prints it."""
        return {"target": self.target, "sent": len(self.sent), "deleted": len(self.deleted),
                "unchanged": self.unchanged, "bytes": self.bytes_sent, "cleaned": self.cleaned}


@dataclass(frozen=True)
class Entry:
    """A name in a folder of the target: a file and its size, or a folder."""

    is_file: bool
    size: int


class Destination(Protocol):
    """Where the site goes: a folder, an SFTP server. Paths are relative to the target's root,
    with "/" between folders ("" is the root). Each method raises ``UploadError``."""

    target: str  # the target as a person names it
    parallel: int  # how many files may be on their way at once

    async def prepare_root(self) -> None:
        """Make sure the root folder exists (made when only its last part is missing)."""

    async def read(self, path: str) -> bytes | None:
        """A file's bytes, None when there is none."""

    async def list_folder(self, path: str) -> dict[str, Entry] | None:
        """The names in a folder, None when there is no such folder."""

    async def make_folder(self, path: str) -> None:
        """Make a folder whose parent exists (nothing when it exists)."""

    async def put(self, path: str, data: bytes) -> None:
        """Write a file under a temporary name beside it, then rename it over the old one."""

    async def append(self, path: str, data: bytes) -> None:
        """Add to the end of a file (made when missing), as one write."""

    async def stop_appending(self) -> None:
        """Close the files being appended to."""

    async def remove(self, path: str) -> None:
        """Remove a file (nothing when there is none)."""

    async def remove_empty_folder(self, path: str) -> None:
        """Remove a folder if it is empty; silently leave it otherwise."""

    async def discard_temporaries(self) -> None:
        """Remove this run's temporary files not yet renamed (after a failure)."""

    async def settle(self) -> None:
        """Make what was written durable before the manifest says so."""


def temporary_name(name: str) -> str:
    """The temporary name beside a file of this name (hidden, and known as ours)."""
    return f".{name[:150]}{_TEMP_MARK}{secrets.token_hex(6)}"


def is_temporary(name: str) -> bool:
    """A name this program gives a file while writing it."""
    return _TEMP.fullmatch(name) is not None


def join(folder: str, name: str) -> str:
    """A relative path from a folder's path ("" the root) and a name in it."""
    return f"{folder}/{name}" if folder else name


def folders_of(paths: Iterable[str]) -> set[str]:
    """Every folder that holds one of these files, the root ("") included."""
    found = {""}
    for path in paths:
        parts = path.split("/")[:-1]
        found.update("/".join(parts[:n]) for n in range(1, len(parts) + 1))
    return found


def _safe(path: object) -> TypeGuard[str]:
    """A path a manifest may name: relative, inside the target, not the manifest itself."""
    if not isinstance(path, str) or not path or "\\" in path or "\0" in path:
        return False
    parts = path.split("/")
    return (not path.startswith("/") and all(p not in ("", ".", "..") for p in parts)
            and path not in (MANIFEST_NAME, JOURNAL_NAME))


@dataclass(frozen=True)
class SiteFile:
    """A file of the built site: its size and SHA-256."""

    size: int
    sha256: str


def _skipped(folder: str, name: str) -> bool:
    if folder == "" and name in (MANIFEST_NAME, JOURNAL_NAME, BUILD_MANIFEST):
        return True
    return is_temporary(name) or _BUILD_TEMP.fullmatch(name) is not None


def scan_site(site_dir: Path) -> dict[str, SiteFile]:
    """Every file of the built site by its relative path, with size and hash; the build's
    own manifest and files still being written left out."""
    if not site_dir.is_dir():
        raise UploadError("no_site", Message("upload.no_site", path=str(site_dir)))
    files: dict[str, SiteFile] = {}
    for here, folders, names in os.walk(site_dir):
        folders.sort()
        relative = PurePosixPath(Path(here).relative_to(site_dir).as_posix())
        folder = "" if str(relative) == "." else str(relative)
        for name in sorted(names):
            full = Path(here) / name
            if _skipped(folder, name) or not full.is_file():
                continue
            data = full.read_bytes()
            files[join(folder, name)] = SiteFile(len(data), hashlib.sha256(data).hexdigest())
    return files


@dataclass
class Manifest:
    """What the target holds of ours: files known in place, and files perhaps half-way."""

    files: dict[str, SiteFile]
    pending: set[str]

    @classmethod
    def parse(cls, data: bytes | None) -> Manifest:
        """The manifest from its bytes; an empty one when there is none or it is spoiled."""
        try:
            raw = json.loads(data.decode("utf-8")) if data else {}
        except (UnicodeDecodeError, ValueError):
            raw = {}
        if not isinstance(raw, dict):
            raw = {}
        files: dict[str, SiteFile] = {}
        listed = raw.get("files")
        for path, entry in (listed.items() if isinstance(listed, dict) else ()):
            if (_safe(path) and isinstance(entry, dict) and isinstance(entry.get("sha256"), str)
                    and isinstance(entry.get("size"), int)):
                files[path] = SiteFile(entry["size"], entry["sha256"])
        pending = raw.get("pending")
        return cls(files, {p for p in (pending if isinstance(pending, list) else ()) if _safe(p)})

    def take_in(self, journal: bytes | None) -> None:
        """Apply the journal's lines, in their order; a line cut short (the last, when a run
        was cut short while adding it) or spoiled is left out."""
        for line in (journal or b"").split(b"\n")[:-1]:
            try:
                fact = json.loads(line.decode("utf-8"))
            except (UnicodeDecodeError, ValueError):
                continue
            path = fact.get("path") if isinstance(fact, dict) else None
            if not _safe(path):
                continue
            if fact.get("deleted") is True:
                self.files.pop(path, None)
            elif isinstance(fact.get("sha256"), str) and isinstance(fact.get("size"), int):
                self.files[path] = SiteFile(fact["size"], fact["sha256"])
            else:
                continue
            self.pending.discard(path)

    def encode(self) -> bytes:
        """The manifest as it is written at the target's root."""
        return json.dumps({
            "format": MANIFEST_FORMAT, "generator": "clubapp publish --to",
            "files": {p: {"sha256": f.sha256, "size": f.size}
                      for p, f in sorted(self.files.items())},
            "pending": sorted(self.pending),
        }, ensure_ascii=False, indent=1).encode("utf-8")

    def ours(self) -> set[str]:
        """Every file this program may have put at the target."""
        return set(self.files) | self.pending


class _Run:
    """One upload: the plan, then the sending, with the manifest kept up to date."""

    def __init__(self, site_dir: Path, destination: Destination,
                 progress: Progress | None) -> None:
        self.site_dir, self.dest, self.progress = site_dir, destination, progress
        self.sent: list[str] = []
        self.deleted: list[str] = []
        self.unchanged = 0
        self.bytes_sent = 0
        self.cleaned = 0
        self.manifest = Manifest({}, set())
        self._journal = False  # there may be a journal the manifest has not taken in
        self._done = 0
        self._total = 0
        self.started = False  # the target is being changed: a failure leaves work to finish

    def report(self) -> UploadReport:
        return UploadReport(self.dest.target, tuple(sorted(self.sent)),
                            tuple(sorted(self.deleted)), self.unchanged, self.bytes_sent,
                            self.cleaned)

    async def _gathered(self, calls: Iterable[Callable[[], Awaitable[T]]]) -> list[T]:
        """Run these calls, at most ``parallel`` at once; the first failure stops the rest."""
        limit = asyncio.Semaphore(max(1, self.dest.parallel))

        async def one(call: Callable[[], Awaitable[T]]) -> T:
            async with limit:
                return await call()

        tasks: list[asyncio.Task[T]] = []
        try:
            async with asyncio.TaskGroup() as group:
                tasks = [group.create_task(one(call)) for call in calls]
        except BaseExceptionGroup as failed:
            raise _first(failed) from None
        return [task.result() for task in tasks]

    async def write_manifest(self) -> None:
        """Write the manifest (in one step, as every file), then drop the journal it holds."""
        await self.dest.put(MANIFEST_NAME, self.manifest.encode())
        if self._journal:
            await self.dest.stop_appending()
            await self.dest.remove(JOURNAL_NAME)
            self._journal = False

    async def _note(self, path: str, fact: dict[str, object]) -> None:
        """Add a file now in place (or deleted) to the journal, and tell the progress."""
        self._journal = True
        line = json.dumps({"path": path, **fact}, ensure_ascii=False) + "\n"
        await self.dest.append(JOURNAL_NAME, line.encode("utf-8"))
        self._done += 1
        if self.progress is not None:
            self.progress(self._done, self._total, path)

    async def _send(self, path: str) -> None:
        data = (self.site_dir / path).read_bytes()
        await self.dest.put(path, data)
        sent = SiteFile(len(data), hashlib.sha256(data).hexdigest())
        self.manifest.files[path] = sent
        self.manifest.pending.discard(path)
        self.sent.append(path)
        self.bytes_sent += len(data)
        await self._note(path, {"sha256": sent.sha256, "size": sent.size})

    async def _delete(self, path: str) -> None:
        await self.dest.remove(path)
        self.manifest.files.pop(path, None)
        self.manifest.pending.discard(path)
        self.deleted.append(path)
        await self._note(path, {"deleted": True})

    async def run(self) -> UploadReport:
        local = scan_site(self.site_dir)
        await self.dest.prepare_root()
        kept = await self.dest.read(MANIFEST_NAME)
        journal = await self.dest.read(JOURNAL_NAME)
        self._journal = journal is not None
        before = Manifest.parse(kept)
        before.take_in(journal)
        self.manifest = Manifest(dict(before.files), set(before.pending))
        ours = before.ours()
        folders = sorted(folders_of(local) | folders_of(ours))
        listed = dict(zip(folders, await self._gathered(
            [partial(self.dest.list_folder, f) for f in folders]), strict=True))
        leftovers = [join(f, name) for f, names in listed.items() if names
                     for name in names if is_temporary(name)]
        self.started = True
        await self._gathered([partial(self.dest.remove, p) for p in leftovers])
        self.cleaned = len(leftovers)

        def in_place(path: str) -> bool:
            folder, _, name = path.rpartition("/")
            entry = (listed.get(folder) or {}).get(name)
            known = before.files.get(path)
            return (known == local[path] and path not in before.pending and entry is not None
                    and entry.is_file and entry.size == local[path].size)

        to_send = [p for p in sorted(local) if not in_place(p)]
        to_delete = sorted(p for p in ours if p not in local)
        self.unchanged = len(local) - len(to_send)
        self._total = len(to_send) + len(to_delete)
        if to_send:
            # from here until each is in place, the target may hold any of them half-way
            self.manifest.pending |= set(to_send)
            await self.write_manifest()
        new_folders = sorted((f for f in folders_of(to_send) if listed.get(f) is None),
                             key=lambda f: f.count("/"))
        for folder in new_folders:
            await self.dest.make_folder(folder)
        await self._gathered([partial(self._send, p) for p in to_send])
        await self._gathered([partial(self._delete, p) for p in to_delete])
        await self._remove_emptied_folders(to_delete, folders_of(local))
        if to_send or to_delete or self._journal or kept != self.manifest.encode():
            await self.dest.settle()
            await self.write_manifest()
        return self.report()

    async def _remove_emptied_folders(self, deleted: list[str], kept: set[str]) -> None:
        """The folders deleted files leave empty (deepest first); never the site's own."""
        emptied = sorted(folders_of(deleted) - kept, key=lambda f: -f.count("/"))
        for folder in emptied:
            await self.dest.remove_empty_folder(folder)

    async def aftercare(self) -> None:
        """After a failure: remove this run's temporary files and record what is in place, as
        far as the target still answers."""
        for step in (self.dest.discard_temporaries, self.dest.stop_appending,
                     self.write_manifest):
            # the target may be gone: the next run finds out and finishes
            with contextlib.suppress(UploadError, OSError, TimeoutError):
                await asyncio.wait_for(step(), _AFTERCARE_SECONDS)


def _first(failed: BaseExceptionGroup) -> BaseException:
    """The error to tell of a group of failures: an upload's own first, then any other."""
    flat: list[BaseException] = []

    def walk(group: BaseExceptionGroup) -> None:
        for error in group.exceptions:
            walk(error) if isinstance(error, BaseExceptionGroup) else flat.append(error)

    walk(failed)
    own = [error for error in flat if isinstance(error, UploadError)]
    # a lost connection makes every file on its way fail: any other trouble is the cause
    cause = [error for error in own if error.kind != "connection_lost"]
    return (cause or own or flat)[0]


async def carry_out(site_dir: Path, destination: Destination,
                    progress: Progress | None = None) -> UploadReport:
    """Upload the built site in ``site_dir`` to the destination: send what changed, delete
    what the site no longer has, keep the manifest. ``UploadError`` (with ``report`` set to
    what was done) when it cannot be finished; the next run finishes it."""
    run = _Run(Path(site_dir), destination, progress)
    try:
        return await run.run()
    except UploadError as error:
        if run.started and error.kind != "connection_lost":  # else there is no one to tell
            await run.aftercare()
        error.report = run.report()
        raise
