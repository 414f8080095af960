"""A throwaway PostgreSQL server for the tests, started as the postgres user (initdb refuses root)."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Callable

import psycopg

PORT = 5439


def _bin() -> str:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
    if not found:
        raise RuntimeError("PostgreSQL is not installed: apt-get install postgresql "
                           "(the README's test command does it)")
    return found[-1]


def _as_postgres(command: list[str]) -> None:
    if os.geteuid() == 0:
        command = ["su", "postgres", "-s", "/bin/sh", "-c", " ".join(command)]
    subprocess.run(command, check=True, capture_output=True, timeout=120)


class Server:
    """A server on a Unix socket in a temporary folder; ``new_database`` makes an empty one."""

    def __init__(self) -> None:
        self.folder = tempfile.mkdtemp(prefix="clubapp-pg-")
        data, sockets = os.path.join(self.folder, "data"), self.folder
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
        binary = _bin()
        _as_postgres([f"{binary}/initdb", "-D", data, "-U", "postgres", "--auth=trust",
                      "-E", "UTF8", "--locale=C.UTF-8"])
        self.data, self.sockets = data, sockets
        self._start()
        self.base = f"postgresql+psycopg://postgres@/?host={sockets}&port={PORT}"
        self._template: str | None = None

    def _start(self) -> None:
        _as_postgres([f"{_bin()}/pg_ctl", "-D", self.data, "-l", f"{self.data}/log", "-w", "-o",
                      f"'-p {PORT} -k {self.sockets} -c listen_addresses= -c fsync=off'", "start"])

    def restart(self, stopped: Callable[[], None]) -> None:
        """Stop the server, run ``stopped`` while it is down, start it again."""
        _as_postgres([f"{_bin()}/pg_ctl", "-D", self.data, "-m", "fast", "-w", "stop"])
        try:
            stopped()
        finally:
            self._start()

    def _admin(self) -> psycopg.Connection:
        from sqlalchemy.engine import make_url

        url = make_url(self.base)
        query = dict(url.query)
        return psycopg.connect(dbname="postgres", user=url.username or "postgres",
                               host=query.get("host", url.host), port=query.get("port", url.port),
                               password=url.password, autocommit=True)

    def new_database(self) -> str:
        """A new, empty database (no club in it yet)."""
        return self.url_of(self._create())

    def _create(self, template: str | None = None) -> str:
        name = "clubapp_" + uuid.uuid4().hex[:12]
        copied = f' TEMPLATE "{template}"' if template else ""
        with self._admin() as conn:
            conn.execute(f'CREATE DATABASE "{name}"{copied}')
        return name

    def url_of(self, name: str) -> str:
        base, _, query = self.base.partition("?")
        return f"{base.rstrip('/')}/{name}" + (f"?{query}" if query else "")

    def new_club_database(self) -> str:
        """A new club database, migrated: a copy of one migrated once on this server (copying a
        database is a file copy on the server, migrating one runs every migration again)."""
        if self._template is None:
            from clubapp.store.database import open_database

            template = self._create()
            open_database(self.url_of(template)).close()  # closed: a template must be unused
            self._template = template
        return self.url_of(self._create(template=self._template))

    def stop(self) -> None:
        _as_postgres([f"{_bin()}/pg_ctl", "-D", self.data, "-m", "immediate", "stop"])
        shutil.rmtree(self.folder, ignore_errors=True)
