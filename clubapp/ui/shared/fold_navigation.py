"""The window's list of pages, folded to a narrow strip of icons when the window is narrow.

On a 1024-pixel laptop the page list, as wide as "Турнирная таблица" in large letters, takes
a sixth of the width that the evening's tables and their players' columns need. Below
``FOLD_BELOW`` pixels of window width the list shows each page as a small drawing with a
short word under it; the page's whole name is its tooltip and what a screen reader says, and
the keys work as before (the arrows, the Go menu's Ctrl+1…). Wider, it is the list of names,
each with its drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QApplication,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

FOLD_BELOW = 1200  # window width (pixels) under which the list folds
ICON = 22
SHORT_SCALE = 0.8  # the short words under the drawings, against the window's text
SHORT_ROLE = Qt.ItemDataRole.UserRole + 1
SHORT_NAMES = (  # each page's word under its drawing (main_window.PAGES)
    QT_TRANSLATE_NOOP("Navigation", "Members"),
    QT_TRANSLATE_NOOP("Navigation", "Evenings"),
    QT_TRANSLATE_NOOP("Navigation", "Evening"),
    QT_TRANSLATE_NOOP("Navigation", "Standings"),
    QT_TRANSLATE_NOOP("Navigation", "Seasons"),
    QT_TRANSLATE_NOOP("Navigation", "Member"),
    QT_TRANSLATE_NOOP("Navigation", "Party"),
    QT_TRANSLATE_NOOP("Navigation", "Start"),
)


def short_page_name(page: str) -> str:
    """A page's short word in the window's language."""
    return QCoreApplication.translate("Navigation", page)


# --- the drawings: plain lines, one colour, nothing that needs a font or a file -------------
def _people(p: QPainter, s: float) -> None:
    for x, r in ((0.36, 0.13), (0.66, 0.11)):
        p.drawEllipse(QPointF(x * s, 0.3 * s), r * s, r * s)
    p.drawArc(QRectF(0.1 * s, 0.52 * s, 0.52 * s, 0.6 * s), 0, 180 * 16)
    p.drawArc(QRectF(0.46 * s, 0.5 * s, 0.44 * s, 0.52 * s), 0, 180 * 16)


def _person(p: QPainter, s: float) -> None:
    p.drawEllipse(QPointF(0.5 * s, 0.3 * s), 0.16 * s, 0.16 * s)
    p.drawArc(QRectF(0.2 * s, 0.56 * s, 0.6 * s, 0.64 * s), 0, 180 * 16)


def _calendar(p: QPainter, s: float) -> None:
    p.drawRoundedRect(QRectF(0.12 * s, 0.2 * s, 0.76 * s, 0.68 * s), 2, 2)
    p.drawLine(QPointF(0.12 * s, 0.38 * s), QPointF(0.88 * s, 0.38 * s))
    for x in (0.32, 0.68):
        p.drawLine(QPointF(x * s, 0.1 * s), QPointF(x * s, 0.28 * s))
    for row in (0.54, 0.72):
        for x in (0.3, 0.5, 0.7):
            p.drawPoint(QPointF(x * s, row * s))


def _card(p: QPainter, s: float) -> None:
    p.drawRoundedRect(QRectF(0.22 * s, 0.1 * s, 0.56 * s, 0.8 * s), 3, 3)
    spade = QPainterPath()  # a spade: a heart upside down and its stalk
    cx, top = 0.5 * s, 0.3 * s
    spade.moveTo(cx, top)
    spade.cubicTo(cx - 0.24 * s, top + 0.16 * s, cx - 0.14 * s, top + 0.36 * s, cx, top + 0.26 * s)
    spade.cubicTo(cx + 0.14 * s, top + 0.36 * s, cx + 0.24 * s, top + 0.16 * s, cx, top)
    p.drawPath(spade)
    p.drawLine(QPointF(cx, top + 0.26 * s), QPointF(cx, top + 0.4 * s))


def _podium(p: QPainter, s: float) -> None:
    for x, top in ((0.1, 0.5), (0.37, 0.22), (0.64, 0.64)):
        p.drawRect(QRectF(x * s, top * s, 0.26 * s, (0.88 - top) * s))


def _flag(p: QPainter, s: float) -> None:
    p.drawLine(QPointF(0.24 * s, 0.1 * s), QPointF(0.24 * s, 0.92 * s))
    flag = QPolygonF([QPointF(0.24 * s, 0.14 * s), QPointF(0.84 * s, 0.3 * s),
                      QPointF(0.24 * s, 0.5 * s)])
    p.drawPolygon(flag)


def _star(p: QPainter, s: float) -> None:
    import math

    points = []
    for i in range(10):
        r = (0.42 if i % 2 == 0 else 0.18) * s
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(0.5 * s + r * math.cos(angle), 0.54 * s + r * math.sin(angle)))
    p.drawPolygon(QPolygonF(points))


def _house(p: QPainter, s: float) -> None:
    roof = QPolygonF([QPointF(0.1 * s, 0.5 * s), QPointF(0.5 * s, 0.14 * s),
                      QPointF(0.9 * s, 0.5 * s)])
    p.drawPolyline(roof)
    p.drawRect(QRectF(0.22 * s, 0.46 * s, 0.56 * s, 0.42 * s))
    p.drawRect(QRectF(0.43 * s, 0.64 * s, 0.14 * s, 0.24 * s))


DRAWINGS: dict[str, Callable[[QPainter, float], None]] = {
    "Members": _people, "Evenings": _calendar, "Evening": _card, "Standings": _podium,
    "Seasons": _flag, "Member": _person, "Party": _star, "Start": _house,
}


_icons: dict[tuple[str, int, int], QIcon] = {}


def page_icon(page: str, colour: QColor, size: int = ICON) -> QIcon:
    """The drawing of a page (by its name in ``main_window.PAGES``)."""
    key = (page, colour.rgba(), size)
    if key not in _icons:
        _icons[key] = _drawn(page, colour, size)
    return _icons[key]


def _drawn(page: str, colour: QColor, size: int) -> QIcon:
    pixmap = QPixmap(size * 2, size * 2)  # drawn at twice the size: sharp on any screen
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour, 3.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    DRAWINGS.get(page, _card)(painter, size * 2.0)
    painter.end()
    pixmap.setDevicePixelRatio(2.0)
    return QIcon(pixmap)


class _FoldedItem(QStyledItemDelegate):
    """A page as a drawing with its short word under it."""

    def __init__(self, nav: FoldingNavigation) -> None:
        super().__init__(nav)
        self.nav = nav

    @staticmethod
    def _short_font() -> QFont:
        font = QApplication.font()  # follows the window's text size (View menu)
        if font.pointSizeF() > 0:
            font.setPointSizeF(max(6.0, font.pointSizeF() * SHORT_SCALE))
        return font

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        metrics = QFontMetrics(self._short_font())
        text = str(index.data(SHORT_ROLE) or "")
        return QSize(metrics.horizontalAdvance(text) + 12, ICON + metrics.height() + 14)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        background = QStyleOptionViewItem(option)
        self.initStyleOption(background, index)
        background.text = ""
        background.icon = QIcon()
        style = self.nav.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, background, painter, self.nav)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        colour = option.palette.color(role)
        rect = option.rect
        icon = page_icon(str(index.data(Qt.ItemDataRole.UserRole)), colour)
        icon.paint(painter, QRect(rect.center().x() - ICON // 2, rect.top() + 6, ICON, ICON))
        painter.save()
        painter.setFont(self._short_font())
        painter.setPen(colour)
        text_rect = QRect(rect.left() + 2, rect.top() + ICON + 8, rect.width() - 4,
                          rect.height() - ICON - 10)
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                         str(index.data(SHORT_ROLE) or ""))
        painter.restore()


class FoldingNavigation(QListWidget):
    """The pages: ``pages`` are (page, its name, its short name) in the window's language."""

    def __init__(self, pages: Sequence[tuple[str, str, str]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folded = False
        self._watched: QWidget | None = None
        self.setObjectName("navigation")
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setIconSize(QSize(ICON, ICON))
        colour = self.palette().color(QPalette.ColorRole.Text)
        for page, name, short in pages:
            item = QListWidgetItem(page_icon(page, colour), name)
            item.setData(Qt.ItemDataRole.UserRole, page)
            item.setData(SHORT_ROLE, short)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, name)
            self.addItem(item)
        self.setAccessibleName(self.tr("Pages"))
        self._plain = self.itemDelegate()
        self._folded_delegate = _FoldedItem(self)
        self._fit()

    def fold(self, folded: bool) -> None:
        """Show the narrow strip (True) or the list of names."""
        if folded == self.folded:
            return
        self.folded = folded
        self.setItemDelegate(self._folded_delegate if folded else self._plain)
        for row in range(self.count()):
            item = self.item(row)
            item.setToolTip(item.text() if folded else "")
        self._fit()

    def _fit(self) -> None:
        frame = 2 * self.frameWidth()
        if self.folded:
            option = QStyleOptionViewItem()
            widths = [self._folded_delegate.sizeHint(option, self.indexFromItem(self.item(r)))
                      .width() for r in range(self.count())]
            self.setFixedWidth(max([ICON + 24, *widths]) + frame + 4)
        else:
            # as wide as the longest page name in the language (Russian names are longer)
            self.setFixedWidth(max(150, self.sizeHintForColumn(0) + frame + 4))
        self.doItemsLayout()

    def _follow_window(self) -> None:
        window = self.window()
        if window is not self._watched and window is not self:
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            self._watched = window
            window.installEventFilter(self)
        if self._watched is not None:
            self.fold(self._watched.width() < FOLD_BELOW)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._follow_window()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit()  # a larger text: a wider list or strip

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched and event.type() == QEvent.Type.Resize:
            self.fold(self._watched.width() < FOLD_BELOW)
        return super().eventFilter(watched, event)
