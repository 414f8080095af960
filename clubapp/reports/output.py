"""Writing a document safely: into a temporary file beside the target, then one rename.

A build that fails or is cancelled leaves nothing behind, and an existing file of the same name
is only replaced by a complete document.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from clubapp.reports.errors import ReportError


def check_target(path: str | os.PathLike[str]) -> Path:
    """The target as a Path, or ReportError saying why a document cannot be written there."""
    target = Path(path).expanduser()
    if str(path).strip() == "":
        raise ReportError("no output file given")
    if target.is_dir():
        raise ReportError(f"{target} is a folder; give a file name such as {target / 'report.pdf'}")
    folder = target.parent
    if not folder.is_dir():
        raise ReportError(f"cannot write {target}: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ReportError(f"cannot write {target}: the folder {folder} is not writable")
    if target.exists() and not os.access(target, os.W_OK):
        raise ReportError(f"cannot write {target}: the file is read-only")
    return target


def _file_mode(target: Path) -> int:
    """The permissions of the file replaced, or those the user's umask gives a new file."""
    if target.exists():
        return target.stat().st_mode & 0o777
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_atomically(path: str | os.PathLike[str], write: Callable[[Path], object]) -> Path:
    """Call ``write(temporary_path)`` and move the result onto ``path``; clean up on any failure."""
    target = check_target(path)
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part",
                                             dir=target.parent)
    except OSError as exc:
        raise ReportError(f"cannot write in {target.parent}: {exc.strerror or exc}") from None
    os.close(handle)
    try:
        write(Path(temporary))
        # mkstemp makes the file private (0600); a document gets the usual permissions
        os.chmod(temporary, _file_mode(target))
        os.replace(temporary, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise ReportError(f"cannot write {target}: {exc.strerror or exc}") from None
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return target
