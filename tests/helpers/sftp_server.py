"""A real SFTP server for the upload's tests: asyncssh's, on 127.0.0.1 (a port of its own), in a
thread with its own event loop, serving a temporary folder as its whole file system (chroot).

It takes one user by password or by key, with a host key made for the test. A test may give it
another kind of SFTP session (``server.sessions = SomeRootedSftp subclass``) for the next
connections: one that drops the connection after so many bytes, says its disk is full, refuses
a folder or lacks the ``posix-rename`` extension — what real servers do, through the protocol.
"""

from __future__ import annotations

import asyncio
import os
import threading
from pathlib import Path

import asyncssh

USER = "club"
PASSWORD = "green-baize-7"


class RootedSftp(asyncssh.SFTPServer):
    """The SFTP session of the test server: the folder ``root`` is its whole file system."""

    def __init__(self, chan: asyncssh.SSHServerChannel, root: Path, server: SftpServer) -> None:
        super().__init__(chan, chroot=os.fsencode(root))
        self.root, self.server = root, server


class _Logins(asyncssh.SSHServer):
    def __init__(self, password: str) -> None:
        self.password = password

    def begin_auth(self, username: str) -> bool:
        return True  # every user must log in

    def password_auth_supported(self) -> bool:
        return True

    def validate_password(self, username: str, password: str) -> bool:
        return username == USER and password == self.password


class SftpServer:
    """The server, started on construction; ``port``, ``host_key``; ``stop()`` at the end."""

    def __init__(self, root: Path, *, host_key: asyncssh.SSHKey | None = None,
                 client_key: asyncssh.SSHKey | None = None, password: str = PASSWORD) -> None:
        self.root = Path(root)
        self.host_key = host_key or asyncssh.generate_private_key("ssh-ed25519")
        self.sessions: type[RootedSftp] = RootedSftp
        self.connections = 0
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        authorized = (asyncssh.import_authorized_keys(
            client_key.export_public_key().decode()) if client_key is not None else None)

        async def listen() -> asyncssh.SSHAcceptor:
            return await asyncssh.listen(
                "127.0.0.1", 0, server_host_keys=[self.host_key],
                server_factory=lambda: _Logins(password), authorized_client_keys=authorized,
                sftp_factory=self._session, allow_scp=False)

        self._listener = asyncio.run_coroutine_threadsafe(listen(), self._loop).result(10)
        self.port = self._listener.sockets[0].getsockname()[1]

    def _session(self, chan: asyncssh.SSHServerChannel) -> RootedSftp:
        self.connections += 1
        return self.sessions(chan, self.root, self)

    def url(self, path: str = "/site", user: str = USER) -> str:
        """The sftp:// address of a folder of the served root."""
        return f"sftp://{user}@127.0.0.1:{self.port}{path}"

    def stop(self) -> None:
        """Close the listener and the loop's thread."""
        async def close() -> None:
            self._listener.close()
            await self._listener.wait_closed()

        asyncio.run_coroutine_threadsafe(close(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
