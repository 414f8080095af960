"""The PDF font: DejaVu Sans (Latin, Cyrillic, Greek, card suits) shipped in ``resources/fonts``.

ReportLab's built-in fonts know no Cyrillic and would print black boxes, so every document
uses the shipped TrueType files. A missing file is a ``FontMissing`` error naming the file,
never a document with boxes. ``printable`` drops the few characters the font lacks (most
emoji) for a "?", so that what is printed is always readable letters.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFError, TTFont

from clubapp.reports.errors import FontMissing
from clubapp.resources import resources_dir

REGULAR = "ClubSans"
BOLD = "ClubSans-Bold"
FONT_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}
MISSING = "?"  # printed for a run of characters the font has no glyph for

_registered_from: Path | None = None
_charmap: frozenset[int] = frozenset()


def fonts_dir() -> Path:
    """The folder that holds the shipped TrueType fonts."""
    return resources_dir() / "fonts"


def register_fonts(folder: Path | None = None) -> None:
    """Register the regular and bold fonts with ReportLab (once); FontMissing if unusable."""
    global _registered_from, _charmap
    if folder is None:
        if _registered_from is not None:
            return  # the common case, called for every string printed: no path work
        folder = fonts_dir()
    if _registered_from == folder:
        return
    faces: list[TTFont] = []
    for name, filename in FONT_FILES.items():
        path = folder / filename
        if not path.is_file():
            raise FontMissing(f"the report font {path} is missing; reinstall clubapp "
                              "(PDFs are not written without it, letters would print as boxes)")
        try:
            faces.append(TTFont(name, str(path)))
        except (TTFError, OSError) as exc:
            raise FontMissing(f"the report font {path} cannot be read: {exc}") from None
    for face in faces:
        pdfmetrics.registerFont(face)
    # so that <b> in paragraphs picks the bold file
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, REGULAR)
    addMapping(REGULAR, 1, 1, BOLD)
    # a character prints only if both weights have it
    maps = [set(face.face.charToGlyph) for face in faces]
    _charmap = frozenset(set.intersection(*maps))
    _registered_from = folder
    _printable.cache_clear()  # what prints depends on the fonts registered


def can_print(char: str) -> bool:
    """Whether the registered fonts have a glyph for this character."""
    register_fonts()
    return ord(char) in _charmap


def printable(text: object) -> str:
    """The text as the font can draw it: control characters become spaces, and each run of
    characters without a glyph (most emoji, with their skin tones and joiners) becomes one
    "?", so that "Bob 🎉" is never mistaken for another member called "Bob"."""
    register_fonts()
    raw = "" if text is None else str(text)
    if raw.isascii() and raw.isprintable():
        return raw  # the common case: every printable ASCII character has a glyph
    return _printable(raw)


@lru_cache(maxsize=4096)
def _printable(raw: str) -> str:
    """``printable`` of a text that is not plain ASCII (names repeat: kept)."""
    out: list[str] = []
    for char in raw:
        if unicodedata.category(char) in ("Cc", "Zl", "Zp"):
            out.append(" ")
        elif ord(char) in _charmap:
            out.append(char)
        elif not out or out[-1] != MISSING:
            out.append(MISSING)
    return "".join(out)
