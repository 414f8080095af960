"""A member's rating over time as an inline SVG for the results site: no script, no image file.

The same picture as the window's chart (``clubapp/ui/club/rating_chart.py``): the estimate
after each game as a line, its ± 2σ band shaded, a game won a filled dot and one lost a ring
(the shape says it, not only the colour). The SVG carries its own ``<title>`` and ``<desc>``
(named by ``aria-labelledby``) so that a screen reader says what it shows; the words come from
the caller, already in the page's language. Coordinates are written with one decimal, so the
same points give the same bytes on every build.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from markupsafe import Markup, escape

WIDTH, HEIGHT = 480, 220
LEFT, RIGHT, TOP, BOTTOM = 44, 10, 10, 10


@dataclass(frozen=True)
class ChartPoint:
    """The rating just after one game: its estimate, the band's edges, whether it was won."""

    value: float
    low: float
    high: float
    won: bool


def nice_step(span: float, ticks: int = 4) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``ticks`` grid lines."""
    raw = max(span, 1e-9) / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return factor * power
    return 10 * power


def _n(value: float) -> str:
    text = f"{value:.1f}"
    return "0.0" if text == "-0.0" else text


def _tick(value: float, step: float) -> str:
    """A grid line's figure: whole where the step is whole; a true minus sign."""
    text = f"{value:.0f}" if step >= 1 else f"{value:.1f}"
    return text.replace("-", "\u2212")


def rating_svg(points: Sequence[ChartPoint], *, key: str, title: str, description: str) -> Markup:
    """The chart as SVG markup to put in a page; ``key`` makes its ids unique on the page,
    ``title`` and ``description`` say what it shows. An empty history gives no chart."""
    if not points:
        return Markup("")
    lows, highs = [p.low for p in points], [p.high for p in points]
    step = nice_step(max(highs) - min(lows))
    low = math.floor(min(lows) / step) * step
    high = math.ceil(max(highs) / step) * step
    if high <= low:
        high = low + step
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    count = len(points)

    def x_of(index: int) -> float:
        return LEFT + (plot_w * index / (count - 1) if count > 1 else plot_w / 2)

    def y_of(value: float) -> float:
        return TOP + plot_h - plot_h * (value - low) / (high - low)

    parts = [f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
             f'aria-labelledby="{key}-title {key}-desc" xmlns="http://www.w3.org/2000/svg">',
             f'<title id="{key}-title">{escape(title)}</title>',
             f'<desc id="{key}-desc">{escape(description)}</desc>',
             f'<rect x="{LEFT}" y="{TOP}" width="{plot_w}" height="{plot_h}" class="frame"/>']
    ticks = round((high - low) / step)
    for i in range(ticks + 1):
        value = low + i * step
        y = _n(y_of(value))
        parts.append(f'<line x1="{LEFT}" y1="{y}" x2="{WIDTH - RIGHT}" y2="{y}" class="grid"/>')
        parts.append(f'<text x="{LEFT - 6}" y="{y}" class="tick">{_tick(value, step)}</text>')
    if count == 1:  # one game: its band as a short bar around the dot
        x = x_of(0)
        band = [(x - 8, y_of(highs[0])), (x + 8, y_of(highs[0])), (x + 8, y_of(lows[0])),
                (x - 8, y_of(lows[0]))]
    else:
        band = [(x_of(i), y_of(h)) for i, h in enumerate(highs)]
        band += [(x_of(i), y_of(lo)) for i, lo in reversed(list(enumerate(lows)))]
    parts.append('<polygon class="band" points="'
                 + " ".join(f"{_n(x)},{_n(y)}" for x, y in band) + '"/>')
    if count > 1:
        parts.append('<polyline class="line" points="'
                     + " ".join(f"{_n(x_of(i))},{_n(y_of(p.value))}"
                                for i, p in enumerate(points)) + '"/>')
    radius = "3.5" if count <= 60 else "2"
    for i, p in enumerate(points):
        kind = "won" if p.won else "lost"
        parts.append(f'<circle cx="{_n(x_of(i))}" cy="{_n(y_of(p.value))}" r="{radius}" '
                     f'class="{kind}"/>')
    parts.append("</svg>")
    return Markup("".join(parts))
