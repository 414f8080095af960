"""The standings projector's reading of the evening, in a thread of its own.

Reading an evening's standings and its seasons' takes a few tenths of a second on a big league
night; done in the window's own thread after every deal, the organiser's typing would stall
each time a phone sends a deal. So the room's screen asks here and is told when it is read
(``done``, delivered in the window's thread by Qt's queued signal): the change counter first,
then the evening, so that a change made while reading is seen at the next look. Asks made
while a read is running are folded into one more read.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from clubapp.services import ServiceError
from clubapp.services.room_standings import RoomStandingsService
from clubapp.store.database import Database, DatabaseError


class RoomReads(QObject):
    """Reads an evening for the room's screen, one read at a time, off the window's thread."""

    # the evening's id, and (the change counter, the RoomView) — None when it could not be read
    done = Signal(int, object)

    def __init__(self, db: Database, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.room = RoomStandingsService(db)
        self._lock = threading.Lock()
        self._wanted: int | None = None
        self._wake = threading.Event()
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None

    def ask(self, evening_id: int) -> None:
        """Read this evening as soon as the thread is free."""
        with self._lock:
            self._wanted = evening_id
            self._stopped.clear()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="room-reads",
                                                daemon=True)
                self._thread.start()
        self._wake.set()

    def stop(self) -> None:
        """No more reads (the room's screen is hidden); a read under way is not told."""
        self._stopped.set()
        self._wake.set()

    def _ends(self) -> bool:
        """Whether the thread is to end now (stopped); if so it is gone for ``ask``."""
        with self._lock:
            if self._stopped.is_set():
                self._thread = None
                return True
            return False

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            if self._ends():
                return
            with self._lock:
                evening, self._wanted = self._wanted, None
            if evening is None:
                continue
            try:
                count = self.db.change_count()
                got: tuple[int, object] | None = (count, self.room.view(evening))
            except (ServiceError, DatabaseError):
                got = None
            if self._ends():
                return
            try:
                self.done.emit(evening, got)
            except RuntimeError:  # the screen was closed for good while reading
                with self._lock:
                    self._thread = None
                return
