"""A printed document read back as a person (or a screen reader) reads it."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader


def pdf_pages(path: Path) -> int:
    return len(PdfReader(str(path)).pages)


def pdf_text(path: Path, page: int | None = None) -> str:
    """The text of one page (0-based) or of the whole document, spaces made single."""
    reader = PdfReader(str(path))
    chosen = reader.pages if page is None else [reader.pages[page]]
    return " ".join(" ".join((p.extract_text() or "").split()) for p in chosen)
