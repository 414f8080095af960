"""Sites to upload and targets to look at, for the upload's tests: a built site's folder made
from a dict of pages, a folder read back as a dict, the temporary files an upload leaves."""

from __future__ import annotations

import re
from pathlib import Path

MANIFEST = ".clubapp-site.json"
_TEMPORARY = re.compile(r"\..+\.clubapp-part-[0-9a-f]{12}")


def write_site(folder: Path, pages: dict[str, bytes | str]) -> Path:
    """A built site: each page at its relative path (the folder made, old pages kept)."""
    for name, data in pages.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data.encode() if isinstance(data, str) else data)
    return folder


def files_of(folder: Path) -> dict[str, bytes]:
    """Every file under the folder by its relative path, temporary files and manifest too."""
    if not folder.is_dir():
        return {}
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def is_temporary(path: str) -> bool:
    """A file an upload was writing (its hidden temporary name)."""
    return _TEMPORARY.fullmatch(path.rsplit("/", 1)[-1]) is not None


def page_of(temporary: str) -> str:
    """The page a temporary file was to become (``a/.b.html.clubapp-part-…`` → ``a/b.html``)."""
    folder, _, name = temporary.rpartition("/")
    page = name[1:].rsplit(".clubapp-part-", 1)[0]
    return f"{folder}/{page}" if folder else page


def served(folder: Path) -> dict[str, bytes]:
    """What a web server would serve from the folder: no temporary file, no manifest."""
    return {p: data for p, data in files_of(folder).items()
            if not is_temporary(p) and p != MANIFEST}


def temporaries(folder: Path) -> dict[str, bytes]:
    """The temporary files in the folder."""
    return {p: data for p, data in files_of(folder).items() if is_temporary(p)}


def whole_or_old(folder: Path, old: dict[str, bytes], new: dict[str, bytes]) -> list[str]:
    """The served files that are neither their old content nor their whole new content
    (an empty list is what an upload must leave at any moment)."""
    wrong = []
    for path, data in served(folder).items():
        if path not in old and path not in new:
            continue  # not the site's (a file of the web space's own)
        if data != old.get(path) and data != new.get(path):
            wrong.append(path)
    return wrong
