"""The upload into a folder: a synced folder (Dropbox and the like), a USB stick, a mounted share.

Each file is written under a temporary name beside it, flushed to the disk, and renamed over the
old one with ``os.replace`` — one step for the file system, so that a sync client or a web server
reading the folder sees the old page or the new one, never half of either. The folders written
in are flushed before the manifest is, so that after a power cut the manifest never names a
file the disk does not hold.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import os
from pathlib import Path
from typing import BinaryIO

from clubapp.site.upload_plan import Entry, UploadError, temporary_name
from clubapp.words import Message

_FULL = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))
_REFUSED = (errno.EACCES, errno.EPERM, errno.EROFS)


class FolderDestination:
    """A folder on this computer as the upload's target."""

    parallel = 1  # one disk: files one after another

    def __init__(self, root: Path) -> None:
        self.root = Path(root).expanduser()
        self.target = str(self.root)
        self._temporaries: set[Path] = set()
        self._touched: set[Path] = set()
        self._appending: dict[str, BinaryIO] = {}

    def _error(self, error: OSError, path: str) -> UploadError:
        if isinstance(error, PermissionError) or error.errno in _REFUSED:
            return UploadError("permission", Message("upload.permission_denied",
                                                     target=self.target, path=path))
        if error.errno in _FULL:
            return UploadError("disk_full", Message("upload.disk_full",
                                                    target=self.target, path=path))
        return UploadError("failed", Message("upload.failed", target=self.target, path=path,
                                             reason=error.strerror or str(error)))

    async def prepare_root(self) -> None:
        """The folder exists, or is made when its parent does (a stick not plugged in is not
        made on the computer's own disk instead)."""
        if self.root.is_dir():
            return
        if self.root.exists() or not self.root.parent.is_dir():
            raise UploadError("no_folder", Message("upload.no_folder", target=self.target,
                                                   parent=str(self.root.parent)))
        try:
            self.root.mkdir()
        except FileExistsError:
            return
        except OSError as error:
            raise self._error(error, "") from None

    async def read(self, path: str) -> bytes | None:
        """A file's bytes, None when there is none."""
        try:
            return (self.root / path).read_bytes()
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            return None
        except OSError as error:
            raise self._error(error, path) from None

    async def list_folder(self, path: str) -> dict[str, Entry] | None:
        """The names in a folder with their kinds and sizes; None when there is no folder."""
        try:
            with os.scandir(self.root / path) as names:
                found = {}
                for item in names:
                    try:
                        is_file = item.is_file(follow_symlinks=False)
                        size = item.stat(follow_symlinks=False).st_size if is_file else 0
                    except FileNotFoundError:
                        continue  # removed while listed
                    found[item.name] = Entry(is_file, size)
                return found
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError as error:
            raise self._error(error, path) from None

    async def make_folder(self, path: str) -> None:
        """Make a folder (nothing when it is there)."""
        try:
            (self.root / path).mkdir(exist_ok=True)
        except OSError as error:
            raise self._error(error, path) from None

    async def put(self, path: str, data: bytes) -> None:
        """Write the file beside its place, flush it, rename it over the old one."""
        final = self.root / path
        temporary = final.with_name(temporary_name(final.name))
        self._temporaries.add(temporary)
        try:
            handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                             | getattr(os, "O_BINARY", 0), 0o644)
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(handle, view):]
                os.fsync(handle)
            finally:
                os.close(handle)
            await self._replace(temporary, final)
        except OSError as error:
            temporary.unlink(missing_ok=True)
            raise self._error(error, path) from None
        finally:
            self._temporaries.discard(temporary)
        self._touched.add(final.parent)

    @staticmethod
    async def _replace(temporary: Path, final: Path) -> None:
        # Windows refuses to replace a file another program holds open for a moment (a sync
        # client reading it): a few tries before it counts as refused
        for attempt in range(5 if os.name == "nt" else 1):
            try:
                os.replace(temporary, final)
                return
            except PermissionError:
                if attempt == 4 or os.name != "nt":
                    raise
                await asyncio.sleep(0.2)

    async def append(self, path: str, data: bytes) -> None:
        """Add to the end of a file, as one write (the data of the files it names are flushed
        already; a line lost to a power cut only means that file is sent again)."""
        stream = self._appending.get(path)
        try:
            if stream is None:
                stream = self._appending[path] = open(self.root / path, "ab")  # noqa: SIM115
            stream.write(data)
            stream.flush()
        except OSError as error:
            raise self._error(error, path) from None

    async def stop_appending(self) -> None:
        """Close the files being appended to."""
        for path in list(self._appending):
            with contextlib.suppress(OSError):
                self._appending.pop(path).close()

    async def remove(self, path: str) -> None:
        """Remove a file (nothing when it is gone already)."""
        try:
            (self.root / path).unlink()
        except FileNotFoundError:
            return
        except OSError as error:
            raise self._error(error, path) from None
        self._touched.add((self.root / path).parent)

    async def remove_empty_folder(self, path: str) -> None:
        """Remove the folder when it is empty; leave it otherwise."""
        try:
            (self.root / path).rmdir()
        except OSError:
            return

    async def discard_temporaries(self) -> None:
        """Remove the temporary files of this run not yet renamed."""
        for temporary in list(self._temporaries):
            temporary.unlink(missing_ok=True)

    async def settle(self) -> None:
        """Flush the folders written in, so that their renames reach the disk."""
        if os.name == "nt":
            return  # Windows cannot open a folder to flush it; NTFS journals its renames
        for folder in sorted(self._touched):
            try:
                handle = os.open(folder, os.O_RDONLY)
            except OSError:
                continue
            try:
                os.fsync(handle)
            except OSError:
                pass  # some file systems (a share) cannot flush a folder: the rename stands
            finally:
                os.close(handle)
        self._touched.clear()
