"""Print preview: a PDF shown with QtPdf, printed through Qt's print dialog or saved as PDF.

``PdfPreviewDialog.open_for(parent, build, title)`` builds a document with a progress dialog
(Cancel stops it and leaves nothing behind), then opens the preview on it. The document lives in
a temporary folder that goes when the dialog closes; "Save as PDF…" copies it where the user
wants, atomically. Not wired into the main window here: the Print menu calls ``open_for``.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QPageLayout, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.reports.errors import BuildCancelled, ReportError
from clubapp.reports.output import write_atomically
from clubapp.ui.shared.file_dialogs import save_file_name
from clubapp.ui.shared.rule_messages import error_words

Progress = Callable[[int, int], bool]
Build = Callable[[Path, Progress], object]
MAX_PRINT_DPI = 300  # pages are rendered as images: beyond this only memory grows


class PdfPreviewDialog(QDialog):
    """Shows one PDF; Print… and Save as PDF…."""

    def __init__(self, pdf: Path, title: str = "", parent: QWidget | None = None, *,
                 file_name: str = "document.pdf",
                 scratch: tempfile.TemporaryDirectory[str] | None = None) -> None:
        super().__init__(parent)
        self.pdf = Path(pdf)
        self.file_name = file_name
        self._scratch = scratch
        self.setWindowTitle(title or self.tr("Print preview"))
        self.document = QPdfDocument(self)
        error = self.document.load(str(self.pdf))
        if error != QPdfDocument.Error.None_:
            raise ReportError(f"cannot show {self.pdf}: {error.name}")
        self.view = QPdfView(self)
        self.view.setObjectName("preview_view")
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.pages = QLabel(self.tr("%n page(s)", "", self.document.pageCount()))
        self.pages.setObjectName("preview_pages")
        buttons = QHBoxLayout()
        for text, slot, name in ((self.tr("Zoom out"), lambda: self.zoom(1 / 1.25), "zoom_out"),
                                 (self.tr("Zoom in"), lambda: self.zoom(1.25), "zoom_in"),
                                 (self.tr("Fit width"), self.fit_width, "fit_width")):
            button = QPushButton(text)
            button.setObjectName(name)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addWidget(self.pages)
        buttons.addStretch(1)
        self.print_button = QPushButton(self.tr("Print…"))
        self.print_button.setObjectName("preview_print")
        self.print_button.clicked.connect(self.request_print)
        self.save_button = QPushButton(self.tr("Save as PDF…"))
        self.save_button.setObjectName("preview_save")
        self.save_button.clicked.connect(lambda: self.save_as())
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for button in (self.print_button, self.save_button, close):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.view, 1)
        self.resize(900, 1000)
        self.finished.connect(self._release)

    # --- viewing ---------------------------------------------------------------------------
    def zoom(self, factor: float) -> None:
        self.view.setZoomMode(QPdfView.ZoomMode.Custom)
        self.view.setZoomFactor(max(0.1, min(8.0, self.view.zoomFactor() * factor)))

    def fit_width(self) -> None:
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)

    # --- printing --------------------------------------------------------------------------
    def request_print(self) -> None:
        """Qt's print dialog, then the pages chosen printed."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.file_name)
        printer.setFromTo(1, self.document.pageCount())
        self._orient(printer)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_document(printer)

    def _orient(self, printer: QPrinter) -> None:
        size = self.document.pagePointSize(0)
        wide = size.width() > size.height()
        printer.setPageOrientation(QPageLayout.Orientation.Landscape if wide
                                   else QPageLayout.Orientation.Portrait)

    def print_document(self, printer: QPrinter) -> int:
        """Render the pages (those chosen in the print dialog, else all) onto ``printer``;
        returns how many were printed."""
        count = self.document.pageCount()
        first, last = printer.fromPage(), printer.toPage()
        if first < 1 or last < first:
            first, last = 1, count
        last = min(last, count)
        dpi = min(printer.resolution(), MAX_PRINT_DPI)
        painter = QPainter()
        if not painter.begin(printer):
            QMessageBox.warning(self, self.windowTitle(), self.tr("The printer could not be started."))
            return 0
        try:
            for number in range(first, last + 1):
                if number > first:
                    printer.newPage()
                points = self.document.pagePointSize(number - 1)
                image = self.document.render(
                    number - 1, QSize(round(points.width() / 72 * dpi),
                                      round(points.height() / 72 * dpi)))
                target = painter.viewport()
                scaled = image.size().scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio)
                painter.setViewport(target.x(), target.y(), scaled.width(), scaled.height())
                painter.setWindow(image.rect())
                painter.drawImage(0, 0, image)
                painter.setViewport(target)
                QApplication.processEvents()
        finally:
            painter.end()
        return last - first + 1

    # --- saving ----------------------------------------------------------------------------
    def save_as(self, path: str | Path | None = None) -> Path | None:
        """Copy the document to ``path`` (asked for when not given); None if not saved."""
        if path is None:
            chosen = save_file_name(self, self.tr("Save as PDF"), self.file_name,
                                    self.tr("PDF documents (*.pdf)"))
            if not chosen:
                return None
            path = chosen if chosen.lower().endswith(".pdf") else chosen + ".pdf"
        try:
            return write_atomically(path, lambda temporary: shutil.copyfile(self.pdf, temporary))
        except ReportError as exc:
            QMessageBox.warning(self, self.tr("Save as PDF"), error_words(exc))
            return None

    def _release(self) -> None:
        """Close the document before its temporary folder goes."""
        self.view.setDocument(None)  # type: ignore[arg-type]  # Qt takes a null document
        self.document.close()
        if self._scratch is not None:
            self._scratch.cleanup()
            self._scratch = None

    # --- building --------------------------------------------------------------------------
    @classmethod
    def open_for(cls, parent: QWidget | None, build: Build, title: str, *,
                 file_name: str = "document.pdf") -> PdfPreviewDialog | None:
        """Build a document with ``build(path, progress)`` under a progress dialog with Cancel,
        then open the preview on it; None when cancelled or the build failed (said so)."""
        scratch = tempfile.TemporaryDirectory(prefix="clubapp-print-")
        path = Path(scratch.name) / file_name
        busy = QProgressDialog(QCoreApplication.translate("PdfPreviewDialog",
                                                          "Preparing the document…"),
                               QCoreApplication.translate("PdfPreviewDialog", "Cancel"),
                               0, 0, parent)
        busy.setObjectName("preview_progress")
        busy.setWindowTitle(title)
        busy.setWindowModality(Qt.WindowModality.WindowModal)
        busy.setMinimumDuration(300)

        def progress(done: int, total: int) -> bool:
            busy.setMaximum(max(total, 1))
            busy.setValue(min(done, max(total, 1)))
            QApplication.processEvents()
            return not busy.wasCanceled()

        try:
            build(path, progress)
        except BuildCancelled:
            scratch.cleanup()
            return None
        except ReportError as exc:
            scratch.cleanup()
            QMessageBox.warning(parent, title, error_words(exc))
            return None
        finally:
            busy.close()
            busy.deleteLater()
        try:
            dialog = cls(path, title, parent, file_name=file_name, scratch=scratch)
        except ReportError as exc:
            scratch.cleanup()
            QMessageBox.warning(parent, title, error_words(exc))
            return None
        dialog.open()
        return dialog
