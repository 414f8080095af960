"""Serving an evening's table pages with uvicorn: in the foreground (``clubapp serve``) or in
a thread beside the window (``TableServer``), bound to the interface the host chose.

The server opens its own connection to the club database (the window keeps its own): each
page's change is committed before it is answered; the window that runs the server is told at
once (``on_change``), other computers see it at their next poll.
"""

from __future__ import annotations

import contextlib
import gc
import ipaddress
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import uvicorn

from clubapp.services.table_access import Access
from clubapp.web.app import make_app

DEFAULT_PORT = 8023


@dataclass(frozen=True)
class Address:
    """One table's (or guest's) address on the served network; ``url`` "" where its token is
    not known here (issued before this program started: only its hash is kept)."""

    access: Access
    url: str


LOOK_AGAIN = 2.0  # seconds between ``clubapp serve``'s looks for guests who arrived late
CARD_KINDS = {"table-cards": "table", "tally-cards": "guest"}  # the party's cards with codes


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (the hall's Wi-Fi, a hotspot), the
    loopback last: the interfaces a host can choose to serve on."""
    found: list[str] = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    if sys.platform.startswith("linux"):
        found.extend(_linux_addresses())
    unique = []
    for address in found:
        if address not in unique:
            unique.append(address)
    lan = [a for a in unique if not ipaddress.ip_address(a).is_loopback]
    return [*lan, "127.0.0.1"]


def _linux_addresses() -> list[str]:
    import fcntl
    import struct

    out = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _index, name in socket.if_nameindex():
            try:
                packed = fcntl.ioctl(probe.fileno(), 0x8915,  # SIOCGIFADDR
                                     struct.pack("256s", name.encode()[:15]))
            except OSError:
                continue  # an interface without an IPv4 address
            out.append(socket.inet_ntoa(packed[20:24]))
    return out


def url_host(host: str) -> str:
    """The host name a phone reaches the server by: the chosen interface's address, or for
    "all interfaces" (0.0.0.0) this computer's first address on a network."""
    if host in ("0.0.0.0", ""):
        return local_addresses()[0]
    return host


def addresses(pages: Any, evening_id: int, host: str, port: int) -> list[Address]:
    """Every table's (and guest's) address of the evening, as a phone opens it."""
    return served_addresses(pages.access, evening_id, host, port)


def served_addresses(access: Any, evening_id: int, host: str, port: int) -> list[Address]:
    """Every address of the evening (made where missing by the ``TableAccessService``) as a
    phone opens it from a server on ``host``:``port`` ("" where the token is not known here)."""
    return with_urls(access.addresses(evening_id), host, port)


def printed_addresses(access: Any, evening_id: int, host: str, port: int,
                      kind: str | None = None) -> list[Address]:
    """The addresses to print on the party's table cards (``kind`` "table-cards"), tally
    cards ("tally-cards") or both, as a phone opens them from a server on ``host``:``port``:
    each with a new token where this program did not issue it (only its hash is kept), and
    the card printed before with the old one stops working."""
    want = CARD_KINDS.get(kind or "")
    chosen = [a.id for a in access.addresses(evening_id) if want is None or a.kind == want]
    return with_urls(access.to_print(evening_id, chosen), host, port)


def with_urls(found: list[Access], host: str, port: int) -> list[Address]:
    """These addresses as a phone opens them from a server on ``host``:``port``."""
    where = url_host(host)
    if ":" in where:
        where = f"[{where}]"
    base = f"http://{where}:{port}"
    return [Address(a, base + a.path() if a.known else "") for a in found]


def code_urls(found: list[Address]) -> tuple[dict[int, str], dict[str, str]]:
    """The addresses to print as QR codes on the party's cards: each table's by its number,
    each guest's by name (``clubapp.reports.party_cards.PartyCodes``)."""
    tables = {a.access.number: a.url for a in found
              if a.access.kind == "table" and a.access.number is not None}
    guests = {a.access.name: a.url for a in found if a.access.kind == "guest"}
    return tables, guests


def _spare_the_collector() -> None:
    """Set every object alive now (the program, its window, the club's services) aside from
    Python's cycle collector while the pages are served.

    A full collection walks every object there is: with the window's and the web stack's
    modules loaded, a tenth of a second in which no table is answered, somewhere in every
    evening's first hundred deals. What comes later (the deals, the pages) is still collected.
    """
    gc.collect()
    gc.freeze()


class TableServer:
    """The table pages served in a thread: ``start()`` returns once they answer, ``stop()``
    once every request in progress has been answered. The window stays responsive."""

    def __init__(self, db_url: str, evening_id: int, host: str = "127.0.0.1",
                 port: int = DEFAULT_PORT, lang: str = "en",
                 on_change: Callable[[], None] | None = None) -> None:
        self.db_url, self.evening_id, self.host, self.lang = db_url, evening_id, host, lang
        self.on_change = on_change  # called in the server's thread after each page's change
        self.requested_port = port
        self.port = port
        self.services: Any = None
        self.app: Any = None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self.error: BaseException | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, timeout: float = 15.0) -> None:
        """Open the club database, make the addresses and serve; OSError if the port is
        taken or the interface is not this computer's."""
        from clubapp.services import Services

        self.services = Services.open(self.db_url)
        self.app = make_app(self.services, self.evening_id, self.lang)
        self.app.state.pages.on_change = self.on_change
        self.app.state.pages.access.addresses(self.evening_id)  # every table has its token
        _spare_the_collector()
        config = uvicorn.Config(self.app, host=self.host, port=self.requested_port,
                                log_level="warning", access_log=False, lifespan="off",
                                timeout_graceful_shutdown=5)
        self._server = uvicorn.Server(config)
        self.error = None
        self._thread = threading.Thread(target=self._run, name="table-pages", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self._close_services()
                raise OSError(str(self.error) if self.error else
                              f"cannot serve on {self.host}:{self.requested_port}")
            time.sleep(0.02)
        sockets = [s for server in self._server.servers for s in server.sockets]
        if sockets:
            self.port = int(sockets[0].getsockname()[1])

    def _run(self) -> None:
        assert self._server is not None
        try:
            self._server.run()
        except BaseException as exc:  # a port taken: uvicorn exits; say why in start()
            self.error = exc

    def addresses(self) -> list[Address]:
        return addresses(self.app.state.pages, self.evening_id, self.host, self.port)

    def stop(self, timeout: float = 10.0) -> None:
        """Stop serving (requests in progress are answered first) and close the database."""
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout)
        self._thread = None
        self._close_services()

    def _close_services(self) -> None:
        if self.app is not None:
            self.app.state.pages.access.writes.close()  # what is queued is written first
        if self.services is not None:
            self.services.close()
            self.services = None
        gc.unfreeze()  # the window goes on: what was set aside is collected as before


class _ForegroundServer(uvicorn.Server):
    """uvicorn's server for ``clubapp serve``: SIGTERM and Ctrl+C stop it as uvicorn does
    (every request in progress answered, every deal committed), and then it returns, so that
    the command closes the club database and ends with status 0 instead of being ended by the
    signal raised again."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        stops = (signal.SIGINT, signal.SIGTERM)
        original = {sig: signal.signal(sig, self.handle_exit) for sig in stops}
        try:
            yield
        finally:
            for sig, handler in original.items():
                signal.signal(sig, handler)


def serve_forever(services: Any, evening_id: int, host: str, port: int, lang: str,
                  announce: Any) -> None:
    """Serve in the foreground until SIGTERM or Ctrl+C, then return once every request in
    progress is answered; ``announce(addresses)`` is called once the server answers."""
    app = make_app(services, evening_id, lang)
    _spare_the_collector()
    config = uvicorn.Config(app, host=host, port=port, log_level="warning",
                            access_log=False, lifespan="off", timeout_graceful_shutdown=5)
    server = _ForegroundServer(config)
    watcher = threading.Thread(target=_announce_when_started,
                               args=(server, app, evening_id, host, port, announce), daemon=True)
    watcher.start()
    try:
        server.run()
    finally:
        app.state.pages.access.writes.close()
    if not server.started:
        raise OSError(f"cannot serve on {host}:{port}")


def _announce_when_started(server: uvicorn.Server, app: Any, evening_id: int, host: str,
                           port: int, announce: Any) -> None:
    """Announce every address once the server answers; then, while it serves, each address
    made since (a guest who arrived late, a table seated later) as soon as it is seen."""
    while not server.started:
        if server.should_exit:
            return
        time.sleep(0.02)
    sockets = [s for one in server.servers for s in one.sockets]
    bound = int(sockets[0].getsockname()[1]) if sockets else port
    announce(addresses(app.state.pages, evening_id, host, bound))
    while not server.should_exit:
        time.sleep(LOOK_AGAIN)
        if server.should_exit:
            return
        try:
            made = app.state.pages.access.new_addresses(evening_id)
        except Exception:  # the evening closed or the database away: look again later
            continue
        if made:
            announce(with_urls(made, host, bound))
