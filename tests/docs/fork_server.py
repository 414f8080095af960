"""``clubapp`` for the documents' examples, without paying Python's start for every command.

Each command of a page runs ``clubapp`` as a user does: a program on the PATH, with the shell's
arguments, working folder, environment, standard input, output and error. Started afresh,
clubapp spends about a second importing itself before it reads the club, and the pages run
a few hundred commands. So the examples' ``clubapp`` is a small client (``client_script``)
that hands its arguments, folder, environment and its three open files over a Unix socket to
this server; the server has imported clubapp once and forks a fresh child for every command,
which takes them as its own and runs ``clubapp.cli.main`` — the same code as the installed
``clubapp`` — and the child's exit status comes back as the client's. The server never runs a
command itself, so no command sees what another one did except through the club's files.

``CLUBAPP_EXAMPLES_PLAIN=1`` makes the test put the virtualenv's own ``clubapp`` on the PATH
instead, to check that the two agree.

Run as ``python fork_server.py SOCKET``; it serves until killed.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import sys
import time

CLIENT = '''#!{python} -IS
import json, os, socket, sys
payload = json.dumps({{"argv": sys.argv[1:], "cwd": os.getcwd(), "env": dict(os.environ)}})
connection = socket.socket(socket.AF_UNIX)
connection.connect({socket_path!r})
data = payload.encode()
socket.send_fds(connection, [len(data).to_bytes(8, "big") + data], [0, 1, 2])
status = connection.recv(8)
sys.exit(int(status) if status else 1)
'''


def client_script(python: str, socket_path: str) -> str:
    return CLIENT.format(python=python, socket_path=socket_path)


def _receive(connection: socket.socket) -> tuple[dict, list[int]]:
    data, fds, _flags, _address = socket.recv_fds(connection, 1 << 20, 3)
    size = int.from_bytes(data[:8], "big")
    body = data[8:]
    while len(body) < size:
        more = connection.recv(size - len(body))
        if not more:
            break
        body += more
    return json.loads(body), fds


def _run_child(connection: socket.socket, request: dict, fds: list[int]) -> None:
    status = 1
    try:
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)  # the command's own children are its own
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
            os.close(fd)
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        time.tzset()
        sys.argv = ["clubapp", *request["argv"]]
        from clubapp.cli import main

        status = main()
    except SystemExit as exc:
        status = exc.code if isinstance(exc.code, int) else 1
    except BaseException:
        import traceback

        traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):  # a reader gone away: nothing to flush to
                stream.flush()
        try:
            connection.sendall(str(status).encode())
        finally:
            os._exit(0)


def _load_once() -> None:
    """What commands load and set up before they do anything: every module but the window's,
    and SQLAlchemy's mappers (set up at the first query, about half a second)."""
    import importlib
    import pkgutil

    from sqlalchemy.orm import configure_mappers

    import clubapp
    import clubapp.cli

    for module in pkgutil.walk_packages(clubapp.__path__, "clubapp."):
        if not module.name.startswith(("clubapp.ui", "clubapp.store.migrations",
                                       "clubapp.__main__")):
            importlib.import_module(module.name)
    configure_mappers()
    clubapp.cli.build_parser("en")


def serve(socket_path: str) -> None:
    _load_once()
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the system
    listener = socket.socket(socket.AF_UNIX)
    listener.bind(socket_path)
    listener.listen(16)
    print("ready", flush=True)
    while True:
        connection, _ = listener.accept()
        request, fds = _receive(connection)
        if os.fork() == 0:
            listener.close()
            _run_child(connection, request, fds)
        for fd in fds:
            os.close(fd)
        connection.close()


if __name__ == "__main__":
    serve(sys.argv[1])
