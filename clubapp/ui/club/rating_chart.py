"""A member's rating after each game, drawn with QPainter: the estimate and its ± 2σ band."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from clubapp.events.ratings import SHOWN_SIGMAS, RatingPoint
from clubapp.ui.shared.i18n import format_date

LINE = QColor("#1f5fa8")
BAND = QColor(31, 95, 168, 45)
WON, LOST = QColor("#2e7d32"), QColor("#c62828")
GRID = QColor("#d8d8d8")
TEXT = QColor("#444444")


def nice_step(span: float, ticks: int = 5) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``ticks`` grid lines."""
    raw = max(span, 1e-9) / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return factor * power
    return 10 * power


class RatingChart(QWidget):
    """The rating over time; ``set_points`` gives it a member's history."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rating_chart")
        self.points: list[RatingPoint] = []
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(480, 260)

    def set_points(self, points: Sequence[RatingPoint]) -> None:
        self.points = list(points)
        self.update()

    def _range(self) -> tuple[float, float]:
        lows = [p.rating.mu - SHOWN_SIGMAS * p.rating.sigma for p in self.points]
        highs = [p.rating.mu + SHOWN_SIGMAS * p.rating.sigma for p in self.points]
        low, high = min(lows), max(highs)
        step = nice_step(high - low)
        return math.floor(low / step) * step, math.ceil(high / step) * step

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("white"))
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF() - 1, 7))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        title = self.tr("Rating after each game (line: estimate; band: ± 2σ)")
        painter.setPen(TEXT)
        painter.drawText(QRectF(0, 2, self.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter, title)
        if not self.points:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             self.tr("No finished games yet"))
            return
        left = metrics.horizontalAdvance("-000") + 10
        plot = QRectF(left, metrics.height() + 10, self.width() - left - 14,
                      self.height() - 2 * metrics.height() - 22)
        low, high = self._range()
        count = len(self.points)

        def x_of(index: float) -> float:
            return plot.left() + (plot.width() * index / (count - 1) if count > 1
                                  else plot.width() / 2)

        def y_of(value: float) -> float:
            return plot.bottom() - plot.height() * (value - low) / (high - low or 1)

        step = nice_step(high - low)
        value = low
        while value <= high + step / 2:
            y = y_of(value)
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(TEXT)
            painter.drawText(QRectF(0, y - metrics.height() / 2, left - 6, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             f"{value:g}")
            value += step
        upper = [QPointF(x_of(i), y_of(p.rating.mu + SHOWN_SIGMAS * p.rating.sigma))
                 for i, p in enumerate(self.points)]
        lower = [QPointF(x_of(i), y_of(p.rating.mu - SHOWN_SIGMAS * p.rating.sigma))
                 for i, p in enumerate(self.points)]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BAND)
        painter.drawPolygon(QPolygonF(upper + lower[::-1]))
        line = QPainterPath(QPointF(x_of(0), y_of(self.points[0].rating.mu)))
        for i, p in enumerate(self.points[1:], start=1):
            line.lineTo(QPointF(x_of(i), y_of(p.rating.mu)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(LINE, 2))
        painter.drawPath(line)
        radius = 3.0 if count <= 60 else 1.5
        for i, p in enumerate(self.points):
            # a game won a filled dot, one lost a ring: the shape says it, not the colour only
            painter.setPen(Qt.PenStyle.NoPen if p.won else QPen(LOST, 1.5))
            painter.setBrush(WON if p.won else QColor("white"))
            painter.drawEllipse(QPointF(x_of(i), y_of(p.rating.mu)), radius, radius)
        painter.setPen(TEXT)
        bottom = QRectF(plot.left(), plot.bottom() + 4, plot.width(), metrics.height())
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft, format_date(self.points[0].date))
        if count > 1:
            painter.drawText(bottom, Qt.AlignmentFlag.AlignRight,
                             format_date(self.points[-1].date))
        painter.drawText(bottom, Qt.AlignmentFlag.AlignHCenter,
                         self.tr("%s games: a filled dot won, a ring lost") % count)
        painter.setPen(QPen(QColor("#999999"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(plot)
