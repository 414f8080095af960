"""The score form over the deals: the form as tall as its fields, the deals the rest.

The form is shown whole when the page has the room for it and ``DEALS_IN_SIGHT`` deals under
it; the deals take every pixel left (on a tall screen, many more deals). Past that the form
scrolls, never the deals' few lines. The scorer may drag the handle between them to trade one
for the other; from then on the split stays as the scorer left it, until the next game's form.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QSplitter, QWidget

from clubapp.ui.evening.deals_table import DealsTable

DEALS_IN_SIGHT = 5


class PlaySplit(QSplitter):
    def __init__(self, entry: QWidget, record: QWidget, deals: DealsTable,
                 parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setObjectName("play_split")
        self.deals = deals
        self.addWidget(entry)
        self.addWidget(record)
        self.setChildrenCollapsible(False)
        self.setHandleWidth(5)
        self.setStretchFactor(0, 0)
        self.setStretchFactor(1, 1)
        self.by_hand = False  # the scorer moved the handle
        self._sharing = False
        self._pending = False
        self.splitterMoved.connect(self._moved)
        entry.installEventFilter(self)

    def _moved(self, *_args) -> None:
        if not self._sharing:
            self.by_hand = True

    def least_deals(self) -> int:
        """The deals' part's height with ``DEALS_IN_SIGHT`` deals in sight."""
        record = self.widget(1)
        assert record is not None  # the record's part, under the form
        outside = record.height() - self.deals.height() if record.height() > 0 else 0
        return self.deals.height_for_rows(DEALS_IN_SIGHT) + max(outside, 0)

    def share(self, *, anew: bool = False) -> None:
        """Give the form its whole height when it fits, the deals the rest (``anew``: also
        after the scorer moved the handle, as for a new game's form)."""
        self._pending = False
        if anew:
            self.by_hand = False
        total = self.height() - self.handleWidth()
        entry = self.widget(0)
        if self.by_hand or total <= 0 or entry is None:
            return
        least = entry.minimumSizeHint().height()
        wanted = entry.heightForWidth(entry.width()) if entry.hasHeightForWidth() \
            and entry.width() > 0 else entry.sizeHint().height()
        height = max(least, min(wanted, total - self.least_deals()))
        self._sharing = True
        try:
            self.setSizes([height, max(total - height, 1)])
        finally:
            self._sharing = False

    def _later(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.share)  # not once the split is gone

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.share()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # the form asks for another height (another mode of cribbage's form, a message shown)
        if watched is self.widget(0) and event.type() == QEvent.Type.LayoutRequest:
            self._later()
        return super().eventFilter(watched, event)
