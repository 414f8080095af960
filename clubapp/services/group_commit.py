"""Group commit: the table pages' changes written by one writer, several in one transaction.

When thirty tables send their deals at once, most of each commit is the disk's sync (SQLite in
full-sync mode waits for the disk at every commit). The writer takes every change waiting when
it is free, runs each in its own savepoint of one transaction and commits them together: one
sync for all. A change that is refused (a deal the rules reject, a locked table) rolls back its
own savepoint only; the others are committed. Nobody is answered before the commit that holds
their change has returned, and if that commit fails every change in it is refused with the
error, none acknowledged.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

from clubapp.store.database import Database

MAX_BATCH = 64  # a party's every table, and more: one transaction stays short all the same
_STOP = object()


@dataclass
class _Job:
    work: Callable[[Session], Any]
    hint: Any = None
    future: Future = field(default_factory=Future)


class GroupCommit:
    """One writer thread for one database: ``submit(work)`` runs ``work(session)`` inside a
    savepoint of the next group's transaction and returns a future of its result (or of its
    exception), set once that transaction is committed (or has failed).

    ``prefetch(session, hints)``, if given, is called at the start of each group with the
    hints of its changes (``submit(work, hint)``): it may read in a few statements what every
    change of the group needs, and leave it in ``session.info`` for them.

    ``finish(session, later)``, if given, is called once the group's changes have run, before
    the commit, with what the accepted changes left for it: each change may put entries in the
    dict ``session.info["later"]`` (say, a game whose results caches are to be brought up to
    date), kept only if the change is accepted, so that work common to the group is done once.
    """

    def __init__(self, db: Database, lock: threading.Lock | None = None,
                 max_batch: int = MAX_BATCH,
                 prefetch: Callable[[Session, list[Any]], None] | None = None,
                 finish: Callable[[Session, dict[Any, Any]], None] | None = None) -> None:
        self.db = db
        self.prefetch = prefetch
        self.finish = finish
        # held around each group's transaction: the service's other changes take it too
        self.lock = lock or threading.Lock()
        self.max_batch = max_batch
        self._queue: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._starting = threading.Lock()
        self.groups = 0  # transactions committed (the tests read how changes were grouped)

    def submit(self, work: Callable[[Session], Any], hint: Any = None) -> Future:
        """Queue a change; its future holds what ``work`` returned, once committed."""
        job = _Job(work, hint)
        self._ensure_writer()
        self._queue.put(job)
        return job.future

    def run(self, work: Callable[[Session], Any]) -> Any:
        """Queue a change and wait for it: its result once committed, or its exception."""
        return self.submit(work).result()

    def close(self, timeout: float = 10.0) -> None:
        """Write what is queued, then stop the writer."""
        thread = self._thread
        if thread is not None and thread.is_alive():
            self._queue.put(_STOP)
            thread.join(timeout)
        self._thread = None

    def _ensure_writer(self) -> None:
        with self._starting:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._write_forever,
                                                name="group-commit", daemon=True)
                self._thread.start()

    def _write_forever(self) -> None:
        while True:
            first = self._queue.get()
            if first is _STOP:
                return
            with self.lock:  # what came while another change held it joins this group
                group, stop = [first], False
                while len(group) < self.max_batch:
                    try:
                        more = self._queue.get_nowait()
                    except queue.Empty:
                        break
                    if more is _STOP:
                        stop = True
                        break
                    group.append(more)
                self._write(group)
            if stop:
                return

    def _write(self, group: list[_Job]) -> None:
        outcomes: list[tuple[bool, Any]] = []
        try:
            with self.db.transaction() as session:
                if self.db.is_sqlite:
                    # take the file's write lock before reading anything, so that no other
                    # computer's commit can come between what a change reads and writes
                    session.execute(text("UPDATE change_counter SET value = value WHERE id = 1"))
                hints = [job.hint for job in group if job.hint is not None]
                if self.prefetch is not None and hints:
                    self.prefetch(session, hints)
                later: dict[Any, Any] = {}
                for job in group:
                    session.info["later"] = {}
                    outcome = self._one(session, job)
                    if outcome[0]:  # a refused change leaves nothing to do
                        later.update(session.info["later"])
                    outcomes.append(outcome)
                session.info["later"] = later
                if self.finish is not None and later:
                    self.finish(session, later)
            self.groups += 1
        except BaseException as exc:  # the commit failed: nothing in it is acknowledged
            for job in group:
                job.future.set_exception(exc)
            if not isinstance(exc, Exception):
                raise
            return
        for job, (ok, value) in zip(group, outcomes, strict=True):
            if ok:
                job.future.set_result(value)
            else:
                job.future.set_exception(value)

    @staticmethod
    def _one(session: Session, job: _Job) -> tuple[bool, Any]:
        try:
            with session.begin_nested():
                return True, job.work(session)
        except Exception as exc:  # refused: its savepoint is rolled back, the group goes on
            return False, exc
