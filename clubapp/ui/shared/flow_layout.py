"""A layout that lays its widgets in a row and wraps them onto the next row when the row is full.

A row of ten players' boxes, or of three long buttons in Russian, would otherwise make its
page (and the window) as wide as all of them together; wrapped, the page takes only the width
of the widest one, and grows taller instead (Qt's "Flow Layout" example).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        if parent is not None:
            self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._lay_out(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._lay_out(rect, move=True)

    def sizeHint(self) -> QSize:
        """As wide as all the items in one row (what it would like)."""
        width = sum(item.sizeHint().width() for item in self._shown()) + self._spacing * max(
            0, len(self._shown()) - 1)
        height = max((item.sizeHint().height() for item in self._shown()), default=0)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(),
                     height + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:
        """As wide as the widest item: the rest wraps."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items
                if (widget := item.widget()) is None or not widget.isHidden()]

    def _lay_out(self, rect: QRect, *, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, row_height = area.x(), area.y(), 0
        for item in self._shown():
            hint = item.sizeHint()
            width = min(hint.width(), area.width()) if area.width() > 0 else hint.width()
            if x + width > area.right() + 1 and row_height > 0:
                x, y = area.x(), y + row_height + self._spacing
                row_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(width, hint.height())))
            x += width + self._spacing
            row_height = max(row_height, hint.height())
        return y + row_height - rect.y() + margins.bottom()


def flow_of(widgets: Sequence[QWidget], spacing: int = 6) -> QWidget:
    """A widget holding ``widgets`` in a wrapping row."""
    holder = QWidget()
    layout = FlowLayout(holder, spacing)
    for widget in widgets:
        layout.addWidget(widget)
    policy = holder.sizePolicy()
    policy.setHeightForWidth(True)
    policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)
    holder.setSizePolicy(policy)
    return holder
