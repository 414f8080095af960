"""A throwaway PostgreSQL server for the tests, started as the postgres user (initdb refuses root).

CLUBAPP_TEST_PG may name a running server instead (a URL without a database name).
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import uuid

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
        self.owned = False
        self.base = os.environ.get("CLUBAPP_TEST_PG")
        if self.base:
            return
        self.folder = tempfile.mkdtemp(prefix="clubapp-pg-")
        data, sockets = os.path.join(self.folder, "data"), self.folder
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
        binary = _bin()
        _as_postgres([f"{binary}/initdb", "-D", data, "-U", "postgres", "--auth=trust",
                      "-E", "UTF8", "--locale=C.UTF-8"])
        _as_postgres([f"{binary}/pg_ctl", "-D", data, "-l", f"{data}/log", "-w", "-o",
                      f"'-p {PORT} -k {sockets} -c listen_addresses= -c fsync=off'", "start"])
        self.owned, self.data = True, data
        self.base = f"postgresql+psycopg://postgres@/?host={sockets}&port={PORT}"

    def _admin(self) -> psycopg.Connection:
        from sqlalchemy.engine import make_url

        url = make_url(self.base)
        query = dict(url.query)
        return psycopg.connect(dbname="postgres", user=url.username or "postgres",
                               host=query.get("host", url.host), port=query.get("port", url.port),
                               password=url.password, autocommit=True)

    def new_database(self) -> str:
        name = "clubapp_" + uuid.uuid4().hex[:12]
        with self._admin() as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        base, _, query = self.base.partition("?")
        return f"{base.rstrip('/')}/{name}" + (f"?{query}" if query else "")

    def stop(self) -> None:
        if self.owned:
            _as_postgres([f"{_bin()}/pg_ctl", "-D", self.data, "-m", "immediate", "stop"])
            shutil.rmtree(self.folder, ignore_errors=True)
