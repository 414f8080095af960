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

from sqlalchemy import Table, text
from sqlalchemy.orm import Session

from clubapp.store.database import Database

MAX_BATCH = 64  # a party's every table, and more: one transaction stays short all the same
_STOP = object()


@dataclass
class _Job:
    work: Callable[[Session], Any]
    hint: Any = None
    future: Future = field(default_factory=Future)


def write_later(session: Session, table: Table, row: dict[str, Any]) -> None:
    """Insert ``row`` into ``table``: inside a group commit with the group's other rows of the
    table, in one statement before its commit (and not at all if the change is refused);
    elsewhere at once."""
    rows = session.info.get("rows")
    if rows is None:
        session.execute(table.insert(), row)
    else:
        rows.append((table, row))


def written_later(session: Session, table: Table) -> list[dict[str, Any]]:
    """The rows of ``table`` that the group's changes accepted so far have left to write."""
    return [row for into, row in session.info.get("accepted_rows", ()) if into is table]


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

    Rows a change leaves to ``write_later`` (its audit lines, a page's proof of submission)
    are written for the whole group, one statement a table, after its changes have run: those
    of the accepted changes only, in the order they were left.

    ``keep_loaded`` (SQLite): the writer keeps one session from group to group, and what a
    group loaded stays loaded for the next while nobody else has written to the database
    meanwhile. A group takes the file's write lock before it reads anything, so the change
    counter then tells exactly: it stands where the writer's last commit left it, or another
    change came between and everything held is forgotten (``session.info["kept"]``, the
    prefetch's own store, with it). A thirty-table evening then reads each game once, not at
    every deal of every table.
    """

    def __init__(self, db: Database, lock: threading.Lock | None = None,
                 max_batch: int = MAX_BATCH,
                 prefetch: Callable[[Session, list[Any]], None] | None = None,
                 finish: Callable[[Session, dict[Any, Any]], None] | None = None,
                 keep_loaded: bool = False) -> None:
        self.db = db
        self.prefetch = prefetch
        self.finish = finish
        self._kept: Session | None = db.new_session() if keep_loaded and db.is_sqlite else None
        self._left_at: int | None = None  # the change counter as the writer's last commit left it
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
        if self._kept is not None and (thread is None or not thread.is_alive()):
            self._forget(self._kept)  # the writer's own, once it has stopped

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
        counter: int | None = None
        try:
            with self.db.transaction(self._kept) as session:
                if self.db.is_sqlite:
                    # take the file's write lock before reading anything, so that no other
                    # computer's commit can come between what a change reads and writes
                    session.execute(text("UPDATE change_counter SET value = value WHERE id = 1"))
                if self._kept is not None:
                    counter = session.execute(
                        text("SELECT value FROM change_counter WHERE id = 1")).scalar_one()
                    if counter != self._left_at:
                        self._forget(session)
                try:
                    outcomes = self._run(session, group)
                finally:  # the kept session carries its info to the next group
                    for key in ("later", "rows", "accepted_rows"):
                        session.info.pop(key, None)
                # a group always counts as a change (its lock is an update): the transaction
                # moves the counter by one as it commits, and that is where the group leaves it
                session.info["changed"] = True
            self.groups += 1
            self._left_at = counter + 1 if counter is not None else None
        except BaseException as exc:  # the commit failed: nothing in it is acknowledged
            self._left_at = None
            if self._kept is not None:
                self._forget(self._kept)
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

    def _run(self, session: Session, group: list[_Job]) -> list[tuple[bool, Any]]:
        """The group's changes, each in its savepoint, then what they left for the group."""
        outcomes: list[tuple[bool, Any]] = []
        hints = [job.hint for job in group if job.hint is not None]
        if self.prefetch is not None and hints:
            self.prefetch(session, hints)
        later: dict[Any, Any] = {}
        accepted: list[tuple[Table, dict[str, Any]]] = []
        session.info["accepted_rows"] = accepted
        for job in group:
            session.info["later"], session.info["rows"] = {}, []
            outcome = self._one(session, job)
            if outcome[0]:  # a refused change leaves nothing to do
                later.update(session.info["later"])
                accepted.extend(session.info["rows"])
            outcomes.append(outcome)
        del session.info["rows"]
        self._insert(session, accepted)
        session.info["later"] = later
        if self.finish is not None and later:
            self.finish(session, later)
        return outcomes

    @staticmethod
    def _insert(session: Session, rows: list[tuple[Table, dict[str, Any]]]) -> None:
        by_table: dict[Table, list[dict[str, Any]]] = {}
        for table, row in rows:
            by_table.setdefault(table, []).append(row)
        for table, table_rows in by_table.items():
            session.execute(table.insert(), table_rows)

    @staticmethod
    def _forget(session: Session) -> None:
        session.expunge_all()
        session.info.pop("kept", None)

    @staticmethod
    def _one(session: Session, job: _Job) -> tuple[bool, Any]:
        try:
            with session.begin_nested():
                return True, job.work(session)
        except Exception as exc:  # refused: its savepoint is rolled back, the group goes on
            return False, exc
