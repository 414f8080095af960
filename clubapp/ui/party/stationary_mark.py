"""A guest who keeps one table all night, marked where the party page shows the tables: a word
after the name, "(stays)", and a tooltip saying what it means — never a colour alone, which a
host who cannot tell the colours apart, or a grey screen in a bright hall, would miss.

The mark is put on the tables the grid already shows (``party_tables``), from the party as the
service handed it back (``PlayerView.stationary``); it is made afresh from the pairs' names
each time, so showing the same round again never marks a name twice.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from clubapp.services.party_views import PartyView


def stays_mark() -> str:
    """The word put after a guest's name who keeps one table, in the window's language."""
    return QCoreApplication.translate("StationaryMark", "(stays)")


def marked(name: str, stays: bool) -> str:
    """A name as the tables show it: with the mark when the guest keeps one table."""
    return f"{name} {stays_mark()}" if stays else name


def mark_stationary(grid: Any, view: PartyView) -> None:
    """Mark, at every table of the grid, each guest who keeps one table all night: the word
    after the name, and the pair's tooltip saying who keeps the table."""
    stays = {p.name for p in view.players if p.stationary}
    for box in getattr(grid, "boxes", []):
        pairs = getattr(getattr(box, "table", None), "pairs", ())
        for label, pair in zip(getattr(box, "name_labels", []), pairs, strict=False):
            names = pair.names
            label.setText("\n".join(marked(name, name in stays) for name in names))
            keepers = [name for name in names if name in stays]
            label.setToolTip("\n".join(QCoreApplication.translate(
                "StationaryMark", "%s keeps this table all night; the others move at the bell.")
                % name for name in keepers))
