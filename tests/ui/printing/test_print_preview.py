"""The print preview: a document built under a progress dialog, shown with QtPdf, printed and
saved as PDF; Cancel leaves nothing."""

from __future__ import annotations

from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QProgressDialog

from clubapp.reports.errors import BuildCancelled, ReportError
from clubapp.reports.party_cards import write_tally_cards
from clubapp.reports.party_sample import sample_party
from clubapp.reports.score_sheet import write_blank_sheet
from clubapp.ui.printing.print_preview import PdfPreviewDialog
from tests.helpers.paths import SCREENS
from tests.reports.helpers import setup_for


def _tally_cards(path, progress):
    return write_tally_cards(path, sample_party(16, rounds_played=3), setup_for(),
                             progress=progress)


def test_preview_shows_the_document_built_with_progress(qtbot):
    from clubapp.ui.shared import i18n

    i18n.install_language("en")  # the English catalogue's plurals, whatever ran before
    steps = []

    def build(path, progress):
        def tracked(done, total):
            steps.append((done, total))
            return progress(done, total)

        return write_tally_cards(path, sample_party(16, rounds_played=3), setup_for(),
                                 progress=tracked)

    dialog = PdfPreviewDialog.open_for(None, build, "Tally cards", file_name="tally.pdf")
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert dialog.document.pageCount() == 4
    assert dialog.pages.text() == "4 pages"
    assert steps[-1] == (16, 16)
    dialog.resize(700, 800)
    qtbot.waitUntil(lambda: dialog.isVisible())

    def page_drawn() -> bool:  # QtPdf renders pages in the background
        image = dialog.view.grab().toImage()
        return any(image.pixelColor(x, y).lightness() < 100
                   for x in range(40, image.width() - 40, 7) for y in range(40, 300, 7))

    qtbot.waitUntil(page_drawn, timeout=5000)
    SCREENS.mkdir(exist_ok=True)
    assert dialog.grab().save(str(SCREENS / "print_preview.png"))


def test_zoom_buttons(qtbot):
    dialog = PdfPreviewDialog.open_for(None, _tally_cards, "Tally cards")
    qtbot.addWidget(dialog)
    before = dialog.view.zoomFactor()
    dialog.findChild(type(dialog.print_button), "zoom_in").click()
    assert dialog.view.zoomFactor() > before
    dialog.findChild(type(dialog.print_button), "fit_width").click()
    assert dialog.view.zoomMode() == dialog.view.ZoomMode.FitToWidth


def test_save_as_pdf_copies_the_document(qtbot, tmp_path):
    dialog = PdfPreviewDialog.open_for(None, _tally_cards, "Tally cards")
    qtbot.addWidget(dialog)
    saved = dialog.save_as(tmp_path / "cards.pdf")
    assert saved == tmp_path / "cards.pdf"
    assert len(PdfReader(str(saved)).pages) == 4
    assert [p.name for p in tmp_path.iterdir()] == ["cards.pdf"]


def test_save_as_to_a_missing_folder_says_why(qtbot, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr("clubapp.ui.printing.print_preview.QMessageBox.warning",
                        lambda parent, title, text: shown.append(text))
    dialog = PdfPreviewDialog.open_for(None, _tally_cards, "Tally cards")
    qtbot.addWidget(dialog)
    assert dialog.save_as(tmp_path / "nowhere" / "cards.pdf") is None
    assert "does not exist" in shown[0]


def test_printing_renders_every_page_onto_the_printer(qtbot, tmp_path):
    dialog = PdfPreviewDialog.open_for(None, _tally_cards, "Tally cards")
    qtbot.addWidget(dialog)
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert dialog.print_document(printer) == 4
    assert len(PdfReader(str(tmp_path / "printed.pdf")).pages) == 4
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "two.pdf"))
    printer.setFromTo(2, 3)  # the pages chosen in the print dialog
    assert dialog.print_document(printer) == 2
    assert len(PdfReader(str(tmp_path / "two.pdf")).pages) == 2


def test_cancel_in_the_progress_dialog_opens_nothing(qtbot, monkeypatch):
    made: list[QProgressDialog] = []

    class Recorded(QProgressDialog):
        def __init__(self, *args):
            super().__init__(*args)
            made.append(self)

    monkeypatch.setattr("clubapp.ui.printing.print_preview.QProgressDialog", Recorded)
    calls = []

    def build(path, progress):
        for done in range(1, 101):
            if done == 30:
                made[-1].cancel()  # as the Cancel button does
            if not progress(done, 100):
                calls.append(done)
                raise BuildCancelled()
        return write_blank_sheet(path, "euchre", setup_for())

    assert PdfPreviewDialog.open_for(None, build, "Cards") is None
    assert calls == [30]


def test_a_failed_build_is_reported_not_raised(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr("clubapp.ui.printing.print_preview.QMessageBox.warning",
                        lambda parent, title, text: shown.append(text))

    def build(path, progress):
        raise ReportError("there is nothing to print")

    assert PdfPreviewDialog.open_for(None, build, "Cards") is None
    assert shown == ["there is nothing to print"]


def test_closing_removes_the_temporary_document(qtbot):
    dialog = PdfPreviewDialog.open_for(None, _tally_cards, "Tally cards")
    qtbot.addWidget(dialog)
    folder = dialog.pdf.parent
    assert folder.is_dir()
    dialog.reject()
    assert not folder.exists()
