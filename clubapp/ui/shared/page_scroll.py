"""A page of the main window that scrolls when the window is smaller than the page's least
size (large text, View menu), rather than grow the window past its screen or cut what it holds.

A plain resizable QScrollArea asks a page with wrapped text for its *preferred* height at the
width it has, and so scrolls a page that fits as it is: at the normal text size a 1024×600
screen would show a scroll bar the page never needed. Here the page fills the area, and the
area scrolls only past the page's least size, the one its layout gives it in a window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QWidget

from clubapp.ui.shared import text_size


class _Holder(QWidget):
    """Holds the page at the area's size, never smaller than the page's least size."""

    def __init__(self, page: QWidget) -> None:
        super().__init__()
        self.page = page
        page.setParent(self)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)  # the area asks ``heightForWidth``
        self.setSizePolicy(policy)

    def _shown(self) -> bool:
        # a page not on screen asks for no room (the page stack's policy)
        return self.page.sizePolicy().verticalPolicy() != QSizePolicy.Policy.Ignored

    def _least(self) -> QSize:
        if not self._shown():
            return QSize(0, 0)
        return self.page.minimumSizeHint().expandedTo(self.page.minimumSize())

    def minimumSizeHint(self) -> QSize:
        return self._least()

    def sizeHint(self) -> QSize:
        return self._least()

    def heightForWidth(self, width: int) -> int:
        """At the normal text size, the page's least height; at a larger one the height it
        prefers at ``width``: larger text is read in roomy forms and lists, the page scrolled,
        not in boxes squeezed to a line or two (nor wrapped words squeezed by a pixel)."""
        least = self._least().height()
        if not self._shown() or text_size.current() <= text_size.NORMAL:
            return least
        page = self.page
        wanted = page.heightForWidth(width) if page.hasHeightForWidth() \
            else page.sizeHint().height()
        return max(least, wanted)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.page.setGeometry(self.rect())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the page's least size may have changed
            self.updateGeometry()
        return super().event(event)


class PageScroll(QScrollArea):
    """``page`` filling the area, scrolled only where the area is smaller than it can be."""

    def __init__(self, page: QWidget) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(_Holder(page))
        self.setWidgetResizable(True)

    def page(self) -> QWidget:
        holder = self.widget()
        assert isinstance(holder, _Holder)
        return holder.page
