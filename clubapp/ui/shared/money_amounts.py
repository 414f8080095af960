"""Sums of money as the window shows them and as a person types them, and the money service's
refusals put beside the box they are about.

A person types a sum as his language writes it: "1 234,50" or "1,50" in Russian, "1,234.50"
or "1.50" in English (a point is always read as the decimal point). The window reads that into
the text the money service reads ("1234.50") and leaves every judgement of the sum (its
places, its sign, its size) to the service, whose refusal names the key it is about. What is
no number at all in the language ("abc", or "1,5" in English, where a comma groups thousands)
is refused here, with an example written the language's way.

Here in shared/ because the evening's Money window and the club's deposits both take sums.
"""

from __future__ import annotations

import re
from decimal import Decimal

from babel.numbers import get_decimal_symbol
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from clubapp.services.money_setup import MoneyRefused
from clubapp.ui.shared.i18n import current_language, format_money
from clubapp.ui.shared.rule_messages import error_words, reason_text
from clubapp.ui.shared.style import ERROR_STYLE, FIELD_AT_FAULT_STYLE
from clubapp.words import formats

_SPACES = re.compile(r"[\s\u00a0\u202f]+")
_GROUPED = re.compile(r"[0-9]{1,3}(,[0-9]{3})+(\.[0-9]*)?")
_NUMBER = re.compile(r"[-−]?[0-9]*\.?[0-9]*")
EXAMPLE = Decimal("5.50")


def typed_amount(text: str, lang: str | None = None) -> str | None:
    """The sum typed, as the money service reads it: "1234.50" from "1 234,50" (Russian) or
    "1,234.50" (English); "" for an empty box; None where the text is no number in the
    language."""
    lang = lang or current_language()
    compact = _SPACES.sub("", text or "")
    if not compact:
        return ""
    mark = get_decimal_symbol(formats.locale_of(lang))
    if mark == ",":
        if compact.count(",") > 1 or ("," in compact and "." in compact):
            return None
        compact = compact.replace(",", ".")
    elif "," in compact:
        if not _GROUPED.fullmatch(compact):
            return None  # "1,5": a comma groups thousands here, it is no decimal mark
        compact = compact.replace(",", "")
    if not _NUMBER.fullmatch(compact) or not any(c.isdigit() for c in compact):
        return None
    return compact.replace("−", "-")


def shown(amount: Decimal | None) -> str:
    """A sum as the window shows it (1,234.50 / 1 234,50); nothing for None."""
    return "" if amount is None else format_money(amount)


def example() -> str:
    """A sum written the window's language's way, for a refusal: 5.50 / 5,50."""
    return format_money(EXAMPLE)


def not_a_sum(label: str, text: str) -> str:
    """The window's refusal of a text that is no number: naming the box and an example."""
    return QCoreApplication.translate(
        "MoneyAmounts", "%1: “%2” is not a sum of money; type it as %3").replace(
        "%1", label).replace("%2", text).replace("%3", example())


def refusal_key(error: BaseException) -> str:
    """The key a money refusal is about ("entry_fee", "pots.2.per_player"; "" for none)."""
    return error.key if isinstance(error, MoneyRefused) else ""


def refusal_reason(error: BaseException) -> str:
    """A refusal in the window's language, without the key the service put before it (the
    window shows it beside its box, which names it)."""
    why = getattr(error, "why", None)
    if isinstance(error, MoneyRefused) and why is not None and why.id == "money.at_key":
        return reason_text(why.params["reason"])
    return error_words(error)


def mark_box(box: QWidget, note: QLabel, text: str) -> None:
    """Show ``text`` under a box and ring the box in red (nothing: the box as it was)."""
    note.setText(text)
    note.setVisible(bool(text))
    note.setStyleSheet(ERROR_STYLE)
    box.setStyleSheet(FIELD_AT_FAULT_STYLE if text else "")
