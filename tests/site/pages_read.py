"""The results site's pages read back as a browser's parser reads them (html5lib): their links,
ids, tables and text."""

from __future__ import annotations

import posixpath
import re
from functools import cache
from pathlib import Path
from urllib.parse import unquote, urlsplit
from xml.etree.ElementTree import Element

import html5lib


@cache
def _parsed(path: Path, stamp: float) -> Element:
    return html5lib.parse(path.read_bytes(), namespaceHTMLElements=False)


def tree(path: Path) -> Element:
    """The page's tree (tags without the HTML namespace; SVG's keep theirs)."""
    return _parsed(path, path.stat().st_mtime_ns)


def pages_of(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def text_of(element: Element) -> str:
    """The text a person reads in an element, spaces as a browser shows them."""
    return re.sub(r"\s+", " ", "".join(element.itertext())).strip()


def ids_of(path: Path) -> set[str]:
    return {e.get("id") for e in tree(path).iter() if e.get("id")}


def links_of(path: Path) -> list[str]:
    """Every link of the page: a's href and link's href."""
    return [e.get("href") for e in tree(path).iter() if e.tag in ("a", "link") and e.get("href")]


def resolve(site: Path, page: Path, href: str) -> tuple[Path, str]:
    """The file a relative link of ``page`` leads to, and its anchor ("" for none)."""
    parts = urlsplit(href)
    assert not parts.scheme and not parts.netloc, f"{page}: {href} leaves the site"
    target = page if not parts.path else (page.parent / unquote(parts.path))
    resolved = Path(posixpath.normpath(target.as_posix()))
    return resolved, parts.fragment


def by_id(path: Path, name: str) -> Element:
    found = [e for e in tree(path).iter() if e.get("id") == name]
    assert found, f"no #{name} in {path}"
    return found[0]


def table_rows(path: Path, name: str) -> list[list[str]]:
    """The body rows of the table with this id, each cell's text."""
    body = by_id(path, name).find("tbody")
    assert body is not None
    return [[text_of(cell) for cell in row if cell.tag in ("th", "td")]
            for row in body.iter("tr")]


def headings(path: Path) -> list[tuple[int, str]]:
    """The page's headings in order: (level, text)."""
    return [(int(e.tag[1]), text_of(e)) for e in tree(path).iter()
            if isinstance(e.tag, str) and re.fullmatch(r"h[1-6]", e.tag)]


def section(path: Path, heading_id: str) -> Element:
    """The section that the heading with this id names."""
    found = [e for e in tree(path).iter("section") if e.get("aria-labelledby") == heading_id]
    assert found, f"no section of #{heading_id} in {path}"
    return found[0]
