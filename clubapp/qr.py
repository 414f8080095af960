"""QR codes of the table pages' addresses (segno): PNG for the window, a matrix of modules
for the printed cards, text for a terminal.

It stands below the window, the documents and the pages alike, so that none of them reaches
into another for it."""

from __future__ import annotations

import io

import segno


def qr_png(url: str, scale: int = 6, border: int = 2) -> bytes:
    """The address as a PNG image (black on white, medium error correction)."""
    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="png", scale=scale, border=border)
    return buffer.getvalue()


def qr_matrix(url: str) -> list[list[bool]]:
    """The address's QR code as rows of dark (True) and light modules, without a border:
    what a PDF draws as squares, sharp at any size."""
    code = segno.make(url, error="m")
    return [[bool(cell) for cell in row] for row in code.matrix]


def terminal_qr(url: str) -> str:
    """The address's QR code drawn with block characters, for a terminal."""
    buffer = io.StringIO()
    segno.make(url, error="m").terminal(out=buffer, compact=True)
    return buffer.getvalue()
