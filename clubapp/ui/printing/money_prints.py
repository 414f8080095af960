"""The club's money on paper from the window: the evening's cash sheet and payout list, a
member's statement — each read from the money service when asked for, built, previewed, then
printed or saved (the Print menu, the evening's Money window and the member's page call these,
each with the documents' setup of ``print_menu.report_setup``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from clubapp.reports.page import ReportSetup
    from clubapp.ui.printing.print_preview import PdfPreviewDialog


def preview_cash_sheet(parent: QWidget, services: Any, evening_id: int, setup: ReportSetup
                       ) -> PdfPreviewDialog | None:
    """The evening's cash sheet with its proof row, previewed to print."""
    from clubapp.reports.cash_sheet import CashSheetData, write_cash_sheet
    from clubapp.ui.printing.print_preview import PdfPreviewDialog

    data = CashSheetData.of(services, evening_id)
    return PdfPreviewDialog.open_for(
        parent, lambda path, progress: write_cash_sheet(path, data, setup, progress=progress),
        QCoreApplication.translate("MoneyPrints", "Cash sheet"),
        file_name=f"cash-sheet-{evening_id}.pdf")


def preview_payout_list(parent: QWidget, services: Any, evening_id: int, setup: ReportSetup
                        ) -> PdfPreviewDialog | None:
    """The evening's payout list, previewed to print."""
    from clubapp.reports.payout_list import write_payout_list
    from clubapp.ui.printing.print_preview import PdfPreviewDialog

    view = services.money.evening_money(evening_id)
    return PdfPreviewDialog.open_for(
        parent, lambda path, progress: write_payout_list(path, view, setup, progress=progress),
        QCoreApplication.translate("MoneyPrints", "Payout list"),
        file_name=f"payouts-{evening_id}.pdf")


def preview_statement(parent: QWidget, services: Any, member_id: int, setup: ReportSetup,
                      season_id: int | None = None) -> PdfPreviewDialog | None:
    """A member's statement (over a season, else everything on record), previewed to print."""
    from clubapp.reports.money_statement import write_money_statement
    from clubapp.ui.printing.print_preview import PdfPreviewDialog

    statement = services.money.statement(member_id, season_id)
    return PdfPreviewDialog.open_for(
        parent, lambda path, progress: write_money_statement(path, statement, setup,
                                                             progress=progress),
        QCoreApplication.translate("MoneyPrints", "Statement"),
        file_name=f"statement-{member_id}.pdf")


def choose_member(parent: QWidget, services: Any, first: int | None = None) -> int | None:
    """Ask whose statement to print (``first`` offered first); None when cancelled."""
    from PySide6.QtWidgets import QInputDialog

    members = services.members.list()
    if not members:
        return None
    names = [m.name for m in members]
    start = next((n for n, m in enumerate(members) if m.id == first), 0)
    chosen, ok = QInputDialog.getItem(
        parent, QCoreApplication.translate("MoneyPrints", "Statement"),
        QCoreApplication.translate("MoneyPrints", "Member"), names, start, False)
    return members[names.index(chosen)].id if ok else None


def choose_period(parent: QWidget, services: Any) -> tuple[bool, int | None]:
    """Ask which period a statement covers: everything on record, or one of the seasons
    (the latest first). (False, None) when the question is cancelled."""
    from PySide6.QtWidgets import QInputDialog

    seasons = list(reversed(services.seasons.list()))
    if not seasons:
        return True, None
    choices = [QCoreApplication.translate("MoneyPrints", "Everything on record"),
               *(s.name for s in seasons)]
    chosen, ok = QInputDialog.getItem(
        parent, QCoreApplication.translate("MoneyPrints", "Statement"),
        QCoreApplication.translate("MoneyPrints", "Period"), choices, 0, False)
    if not ok:
        return False, None
    index = choices.index(chosen)
    return True, seasons[index - 1].id if index else None
