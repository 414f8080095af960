"""File → E-mail results…: an evening's results mailed to its players through the outbox.

The evening (the one open in the window, or another), a preview of each mail as its reader
will see it, **Queue and send**, the outbox of that evening (member, address, status, the
server's last answer) with **Retry failed**, and the mail server: its address
(``smtp://user@host:587``, ``smtps://…``) and the results site's address for the links, both
kept in the settings; the password is asked once and kept in the system's keyring
(``clubapp.mail.passwords``), never in the settings. Composing and sending run in a thread of
their own, the progress shown, so the window never stops answering; **Stop** ends the run after
the mail in hand. What is queued and sent is what ``clubapp mail results`` does
(``clubapp.mail.results``, ``clubapp.mail.send``); **Send money statements** what
``clubapp mail statements --evening`` does (``clubapp.mail.statements``).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from clubapp.ui.shared.i18n import current_language, format_date
from clubapp.words import Message, say

if TYPE_CHECKING:
    from clubapp.services import Services

SMTP_KEY = "mail/smtp_url"  # the mail server's URL, never with a password
SITE_KEY = "mail/site_url"  # the results site's address for the mails' links


class _Signals(QObject):
    """What the worker thread tells the window (delivered in the window's thread)."""

    progress = Signal(int, int)
    done = Signal(object)


class MailDialog(QDialog):
    """The evening, the preview, the outbox and the mail server; Queue and send."""

    def __init__(self, services: Services, settings: QSettings, evening_id: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from clubapp.services.outbox import OutboxService

        self.services, self.settings = services, settings
        self.outbox = OutboxService(services.db)
        self.setWindowTitle(self.tr("E-mail results"))
        self.setObjectName("mail_dialog")
        self._signals = _Signals(self)
        self._signals.progress.connect(self._progress)
        self._signals.done.connect(self._finished)
        self._worker: threading.Thread | None = None
        self._stop = threading.Event()
        self._then: Callable[[Any], None] | None = None
        self._password: str | None = None  # asked this time, where no keyring keeps it
        self._preview_mails: list[Any] = []

        self.evening = QComboBox()
        self.evening.setObjectName("mail_evening")
        self.evening.setAccessibleName(self.tr("Evening"))
        for view in services.evenings.list():
            self.evening.addItem(f"{view.name} · {format_date(view.date)}", view.id)
        if evening_id is not None and self.evening.findData(evening_id) >= 0:
            self.evening.setCurrentIndex(self.evening.findData(evening_id))
        top = QFormLayout()
        top.addRow(self.tr("&Evening"), self.evening)

        self.smtp = QLineEdit(str(settings.value(SMTP_KEY, "") or ""))
        self.smtp.setObjectName("mail_smtp")
        self.smtp.setPlaceholderText("smtp://user@mail.example.org:587")
        self.smtp.setAccessibleName(self.tr("Mail server"))
        self.site = QLineEdit(str(settings.value(SITE_KEY, "") or ""))
        self.site.setObjectName("mail_site")
        self.site.setPlaceholderText(self.tr("none; or https://club.example.org/results"))
        self.site.setAccessibleName(self.tr("Results site"))
        hint = QLabel(self.tr("smtp://user@host:587 (encrypted with STARTTLS) or "
                              "smtps://user@host:465. The password is asked once and kept in "
                              "the system's keyring."))
        hint.setObjectName("mail_smtp_hint")
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(placeholder-text);")
        server_field = QVBoxLayout()
        server_field.setSpacing(2)
        server_field.addWidget(self.smtp)
        server_field.addWidget(hint)
        server_label = QLabel(self.tr("Mail &server"))
        server_label.setBuddy(self.smtp)  # a row of a layout gets no buddy of itself
        server_form = QFormLayout()
        server_form.addRow(server_label, server_field)
        server_form.addRow(self.tr("Results s&ite"), self.site)
        server_box = QGroupBox(self.tr("Server and links"))
        server_box.setLayout(server_form)

        self.preview_for = QComboBox()
        self.preview_for.setObjectName("mail_preview_for")
        self.preview_for.setAccessibleName(self.tr("Preview the mail to"))
        self.preview_for.currentIndexChanged.connect(self._show_preview)
        self.preview_head = QLabel()
        self.preview_head.setObjectName("mail_preview_head")
        self.preview_head.setWordWrap(True)
        self.preview_head.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview = QTextBrowser()
        self.preview.setObjectName("mail_preview")
        self.preview.setAccessibleName(self.tr("The mail as the member reads it"))
        self.preview.setOpenExternalLinks(True)
        self.skipped = QLabel()
        self.skipped.setObjectName("mail_skipped")
        self.skipped.setWordWrap(True)
        preview_row = QHBoxLayout()
        preview_row.addWidget(QLabel(self.tr("Preview:")))
        preview_row.addWidget(self.preview_for, 1)
        preview_side = QWidget()
        preview_layout = QVBoxLayout(preview_side)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        preview_layout.addLayout(preview_row)
        preview_layout.addWidget(self.preview_head)
        preview_layout.addWidget(self.preview, 1)
        preview_layout.addWidget(self.skipped)

        self.table = QTableWidget(0, 5)
        self.table.setObjectName("mail_outbox")
        self.table.setAccessibleName(self.tr("The outbox"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Member"), self.tr("Address"), self.tr("Mail"), self.tr("Status"),
            self.tr("Server's answer")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        for column in range(4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # the server's answer as wide as it is, too: squeezed into the room left it was cut to
        # a dot, heading and all (the outbox scrolls sideways instead)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(False)
        self.summary = QLabel()
        self.summary.setObjectName("mail_summary")
        self.summary.setWordWrap(True)
        outbox_side = QWidget()
        outbox_layout = QVBoxLayout(outbox_side)
        outbox_layout.setContentsMargins(0, 0, 0, 0)
        outbox_layout.addWidget(QLabel(self.tr("Outbox of this evening:")))
        outbox_layout.addWidget(self.table, 1)
        outbox_layout.addWidget(self.summary)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(preview_side)
        split.addWidget(outbox_side)
        split.setStretchFactor(0, 2)  # the outbox's columns need the more room
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)

        self.progress = QProgressBar()
        self.progress.setObjectName("mail_progress")
        self.progress.setVisible(False)
        self.result_line = QLabel()
        self.result_line.setObjectName("mail_result_line")
        self.result_line.setWordWrap(True)
        self.result_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.send_button = QPushButton(self.tr("&Queue and send"))
        self.send_button.setObjectName("mail_send")
        self.send_button.clicked.connect(self.queue_and_send)
        self.statements_button = QPushButton(self.tr("Send &money statements"))
        self.statements_button.setObjectName("mail_statements")
        self.statements_button.setToolTip(self.tr(
            "A statement of their money to each player in this evening's money, each once"))
        self.statements_button.clicked.connect(self.queue_statements)
        self.retry_button = QPushButton(self.tr("&Retry failed"))
        self.retry_button.setObjectName("mail_retry")
        self.retry_button.clicked.connect(self.retry_failed)
        self.stop_button = QPushButton(self.tr("S&top"))
        self.stop_button.setObjectName("mail_stop")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self._stop.set)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        for button in (self.send_button, self.statements_button, self.retry_button,
                       self.stop_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(server_box)
        layout.addWidget(split, 1)
        layout.addWidget(self.progress)
        layout.addWidget(self.result_line)
        layout.addWidget(buttons)
        # Enter queues and sends: made the default once in the dialog, which only then keeps
        # it as its own (before, the dialog made Close its default: Enter closed it)
        self.send_button.setDefault(True)
        self.evening.currentIndexChanged.connect(self.evening_changed)
        self.resize(980, 620)
        self.evening_changed()

    # --- what is on screen ---------------------------------------------------------------------
    def evening_id(self) -> int | None:
        data = self.evening.currentData()
        return int(data) if data is not None else None

    def evening_changed(self) -> None:
        """Another evening: its outbox, and its mails composed for the preview (in the
        worker: a big evening takes a moment)."""
        self.refresh_outbox()
        self.preview_for.clear()
        self.preview.clear()
        self.preview_head.clear()
        self.skipped.clear()
        evening = self.evening_id()
        if evening is None:
            self.send_button.setEnabled(False)
            self.statements_button.setEnabled(False)
            return
        self._run(lambda: self._compose(evening), self._preview_ready)

    def _compose(self, evening: int) -> Any:
        from clubapp.mail.results import compose_evening

        mails, skipped = compose_evening(self.services, evening, self._site() or None,
                                         lang=current_language())
        names = {m.id: m.name for m in self.services.members.list()}
        return evening, mails, skipped, names

    def _preview_ready(self, composed: Any) -> None:
        if isinstance(composed, Exception):
            self._say(self._error_text(composed), bad=True)
            return
        evening, mails, skipped, names = composed
        if evening != self.evening_id():
            return  # another evening was chosen meanwhile
        self._preview_mails = mails
        self.preview_for.blockSignals(True)
        self.preview_for.clear()
        for mail in mails:
            kind = self.kind_text(mail.kind)
            self.preview_for.addItem(f"{names.get(mail.member_id, '?')} ({kind})")
        self.preview_for.blockSignals(False)
        self._show_preview()
        lang = current_language()
        if skipped:
            self.skipped.setText(self.tr("Not mailed: %1").replace("%1", "; ".join(
                f"{s.name} ({say(Message(f'mail.{s.reason}'), lang)})" for s in skipped)))
        self.send_button.setEnabled(not self._busy())

    def _show_preview(self) -> None:
        index = self.preview_for.currentIndex()
        if not 0 <= index < len(self._preview_mails):
            self.preview.clear()
            self.preview_head.clear()
            return
        mail = self._preview_mails[index]
        self.preview_head.setText(self.tr("To: %1\nSubject: %2").replace(
            "%1", mail.recipient).replace("%2", mail.subject))
        self.preview.setHtml(mail.html_body)

    def refresh_outbox(self) -> None:
        """The outbox of the evening chosen, a mail a line."""
        from clubapp.mail.reasons import said

        evening = self.evening_id()
        entries = self.outbox.list(evening) if evening is not None else []
        lang = current_language()
        self.table.setRowCount(len(entries))
        counts: dict[str, int] = {}
        for row, entry in enumerate(entries):
            counts[entry.status] = counts.get(entry.status, 0) + 1
            kind = self.kind_text(entry.kind)
            answer = said(entry.last_error, lang)
            cells = (entry.member, entry.recipient, kind, self.status_text(entry), answer)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if entry.status in ("refused", "failed") and column == 3:
                    item.setForeground(Qt.GlobalColor.darkRed)
                self.table.setItem(row, column, item)
        parts = []
        for status, words in (("sent", self.tr("%n sent", "", counts.get("sent", 0))),
                              ("queued", self.tr("%n waiting", "", counts.get("queued", 0))),
                              ("refused", self.tr("%n refused", "", counts.get("refused", 0))),
                              ("failed", self.tr("%n failed", "", counts.get("failed", 0)))):
            if counts.get(status):
                parts.append(words)
        self.summary.setText(", ".join(parts) if parts else self.tr("Nothing queued yet."))
        self.retry_button.setEnabled(not self._busy() and bool(
            counts.get("failed") or counts.get("refused")))

    def kind_text(self, kind: str) -> str:
        """A mail's kind as the outbox shows it (a statement: ``clubapp.mail.statements``)."""
        return {"results": self.tr("results"), "chips": self.tr("chips"),
                "statement": self.tr("statement")}.get(kind, kind)

    def status_text(self, entry: Any) -> str:
        """A mail's status as the outbox shows it."""
        if entry.status == "queued":
            return self.tr("Waiting (%n tries)", "", entry.attempts) if entry.attempts \
                else self.tr("Waiting")
        return {"sending": self.tr("Sending"), "sent": self.tr("Sent"),
                "refused": self.tr("Refused"), "failed": self.tr("Failed")}.get(
            entry.status, entry.status)

    # --- sending ---------------------------------------------------------------------------------
    def _site(self) -> str:
        return self.site.text().strip()

    def _server(self) -> tuple[str, str | None] | None:
        """The server's URL and password (asked once and kept in the keyring); None when the
        URL is refused or the password not given; ("", None) for no server (queue only)."""
        from clubapp.mail.passwords import load_password, save_password
        from clubapp.mail.smtp import MailServerError, parse_smtp_url

        url = self.smtp.text().strip()
        if not url:
            return "", None
        try:
            server, written = parse_smtp_url(url)
        except MailServerError as error:
            self._say(error.say(current_language()), bad=True)
            return None
        if written is not None:  # typed into the address: kept in the keyring, not there
            url = server.url
            self.smtp.setText(url)
            if not save_password(url, written):
                self._password = written
        if not server.user:
            return url, None
        password = written or self._password or load_password(url)
        if password is None:
            password, ok = QInputDialog.getText(
                self, self.tr("Mail server"),
                self.tr("The password of %1 at %2:").replace("%1", server.user).replace(
                    "%2", server.where), QLineEdit.EchoMode.Password)
            if not ok or not password:
                return None
            if not save_password(url, password):
                self._password = password  # no keyring here: kept while the window is open
        return url, password

    def queue_and_send(self) -> None:
        """Queue the evening's mails (each once) and send what waits, in the worker."""
        site = self._site() or None

        def queue(evening: int, lang: str, domain: str) -> Any:
            from clubapp.mail.results import queue_evening_results

            return queue_evening_results(self.services, evening, site, lang=lang, domain=domain)

        self._queue_then_send(queue)

    def queue_statements(self) -> None:
        """Queue each player's money statement after the evening (each once) and send what
        waits, in the worker — as ``clubapp mail statements --evening`` does."""

        def queue(evening: int, lang: str, domain: str) -> Any:
            from clubapp.mail.statements import queue_statements

            return queue_statements(self.services, evening_id=evening, lang=lang, domain=domain)

        self._queue_then_send(queue)

    def _queue_then_send(self, queue: Callable[[int, str, str], Any]) -> None:
        """``queue(evening, lang, domain)`` the mails of the evening chosen, then send what waits
        for it, in the worker (nothing when no evening or no server is given)."""
        evening = self.evening_id()
        server = self._server()
        if evening is None or server is None:
            return
        url, password = server
        self.remember()
        lang, sender = current_language(), self._club_name()

        def work() -> Any:
            from clubapp.mail.send import send_queued
            from clubapp.mail.smtp import parse_smtp_url

            domain = parse_smtp_url(url)[0].domain if url else "clubapp.local"
            outcome = queue(evening, lang, domain)
            report = send_queued(self.outbox, url, password, evening_id=evening,
                                 sender_name=sender, progress=self._tell_progress,
                                 stop=self._stop.is_set) if url else None
            return outcome, report, url

        self._start_sending(work)

    def retry_failed(self) -> None:
        """Put the failed and refused mails back in the queue, and send them."""
        evening = self.evening_id()
        if evening is None:
            return
        self.outbox.retry(evening)
        server = self._server()
        if server is None or not server[0]:
            self.refresh_outbox()
            return
        url, password = server
        sender = self._club_name()

        def work() -> Any:
            from clubapp.mail.send import send_queued

            return None, send_queued(self.outbox, url, password, evening_id=evening,
                                     sender_name=sender, progress=self._tell_progress,
                                     stop=self._stop.is_set), url

        self._start_sending(work)

    def _start_sending(self, work: Callable[[], Any]) -> None:
        self._stop.clear()
        self.progress.setRange(0, 0)  # busy until the first mail is done
        self.progress.setVisible(True)
        self._say(self.tr("Sending…"))
        self._run(work, self._sent)

    def _club_name(self) -> str:
        from clubapp.services.members import club_name_in

        return club_name_in(self.services.club.name(), current_language())

    def _sent(self, outcome: Any) -> None:
        from clubapp.mail.passwords import forget_password

        self.progress.setVisible(False)
        if isinstance(outcome, Exception):
            self._say(self._error_text(outcome), bad=True)
            self.refresh_outbox()
            return
        queued, report, url = outcome
        lines = []
        if queued is not None:
            lines.append(self.tr("%n mail(s) newly queued.", "", len(queued.report.queued)))
        if report is None:
            lines.append(self.tr("No mail server given: the mails wait in the outbox."))
        else:
            lines.append(self.tr("%n sent.", "", len(report.sent)))
            if report.error is not None:
                if report.error.id == "mail.login_refused":
                    forget_password(url)  # asked again next time
                    self._password = None
                said = say(report.error, current_language())
                lines.append(said[:1].upper() + said[1:] + ".")
        self._say(" ".join(lines), bad=report is not None and report.error is not None)
        self.refresh_outbox()

    def _tell_progress(self, done: int, total: int) -> None:
        """From the worker: a mail done (the dialog may have closed meanwhile)."""
        with contextlib.suppress(RuntimeError):
            self._signals.progress.emit(done, total)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.refresh_outbox()

    def _error_text(self, error: Exception) -> str:
        from clubapp.store.credentials import redact

        said = getattr(error, "say", None)
        return said(current_language()) if callable(said) else redact(error)

    # --- the worker ------------------------------------------------------------------------------
    def _busy(self) -> bool:
        return self._worker is not None and self._worker.is_alive()

    def _run(self, work: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """``work`` in a thread of its own, ``then`` with its result (or the exception it
        raised) in the window's thread; one at a time."""
        if self._busy():
            return
        self._then = then
        self.send_button.setEnabled(False)
        self.statements_button.setEnabled(False)
        self.retry_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.evening.setEnabled(False)

        def run() -> None:
            try:
                result = work()
            except Exception as error:  # said in the window, never lost in a thread
                result = error
            with contextlib.suppress(RuntimeError):  # the dialog closed meanwhile
                self._signals.done.emit(result)

        self._worker = threading.Thread(target=run, name="mail", daemon=True)
        self._worker.start()

    def _finished(self, result: Any) -> None:
        if self._worker is not None:
            self._worker.join()
            self._worker = None
        self.stop_button.setEnabled(False)
        self.evening.setEnabled(True)
        self.send_button.setEnabled(self.evening_id() is not None)
        self.statements_button.setEnabled(self.evening_id() is not None)
        then, self._then = self._then, None
        if then is not None:
            then(result)
        self.refresh_outbox()

    def wait(self, timeout: float = 30.0) -> bool:
        """Wait for the worker (a test, or the dialog closing); True when it is done."""
        worker = self._worker
        if worker is not None:
            worker.join(timeout)
        return worker is None or not worker.is_alive()

    def done(self, code: int) -> None:
        self._stop.set()  # the run ends after the mail in hand, marked as it went
        self.wait(5.0)
        self.remember()
        super().done(code)

    def remember(self) -> None:
        """The server's address (never with a password) and the site's, for the next time."""
        from clubapp.mail.smtp import MailServerError, parse_smtp_url

        url = self.smtp.text().strip()
        try:
            kept = parse_smtp_url(url)[0].url if url else ""
        except MailServerError:
            kept = ""
        self.settings.setValue(SMTP_KEY, kept)
        self.settings.setValue(SITE_KEY, self._site())

    def _say(self, text: str, *, bad: bool = False) -> None:
        self.result_line.setText(text)
        self.result_line.setStyleSheet("color: #b3261e;" if bad else "")


def mail_results(window: QWidget, services: Services, settings: QSettings,
                 evening_id: int | None = None) -> MailDialog:
    """File → E-mail results…: the dialog, shown modal."""
    dialog = MailDialog(services, settings, evening_id, window)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog


__all__ = ["MailDialog", "mail_results"]
