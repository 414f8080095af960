"""The upload to the club's web space by SFTP (``sftp://user@host[:port]/path``).

The path is the folder on the server: ``/var/www/results`` from the server's root, or
``/~/public_html/results`` from the user's home folder (an empty path is the home folder). Each
file is written under a temporary name beside it (``.index.html.clubapp-part-…``, a hidden name
web servers do not serve) and renamed over the old page with the ``posix-rename@openssh.com``
extension, which replaces it in one step. A server without it (rare: OpenSSH offers it) gets
the old page removed and the new one renamed in its place: for that moment — one round trip —
the page is missing, never half-written. Up to eight files are on their way at once.

Login: the password, or a key file (with its passphrase when it has one); without either, the
keys of the user's SSH agent and ``~/.ssh`` are tried. The server's host key is trusted on first
use and checked ever after (``host_keys``). A connection that drops mid-upload leaves every
page whole; the next upload removes the temporary files and finishes (``upload_plan``).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import getpass
import posixpath
import socket
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

import asyncssh

from clubapp.site.host_keys import FirstUseClient, KnownHosts, default_known_hosts
from clubapp.site.upload_plan import (
    Destination,
    Entry,
    Progress,
    UploadError,
    UploadReport,
    carry_out,
    temporary_name,
)
from clubapp.words import Message

PARALLEL = 8
CONNECT_SECONDS = 20
LOGIN_SECONDS = 60
# a server that stops answering is given up after about a minute, as a lost connection
KEEPALIVE_SECONDS, KEEPALIVE_TRIES = 15, 4
_LOST = (asyncssh.SFTPConnectionLost, asyncssh.SFTPNoConnection, asyncssh.DisconnectError,
         asyncssh.ChannelOpenError, ConnectionError, EOFError)


@dataclass(frozen=True)
class SftpTarget:
    """An ``sftp://`` target: who logs in where, and the folder on the server."""

    user: str
    host: str
    port: int
    path: str  # for the SFTP server: absolute, or relative to the home folder ("." is home)
    text: str  # the target as the user gave it

    @property
    def login(self) -> str:
        """Whose login at which server: the name its password is kept under in the keyring."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"sftp://{self.user}@{host}:{self.port}"


def parse_sftp_target(target: str) -> SftpTarget:
    """The parts of ``sftp://user@host[:port]/path``; ``UploadError`` for anything else,
    a password in the address included (it would stay in the shell's history)."""
    try:
        parts = urlsplit(target)
        port = parts.port or 22
    except ValueError:
        parts, port = None, 0
    if parts is None or parts.scheme.lower() != "sftp" or not parts.hostname:
        raise UploadError("bad_target", Message("upload.bad_target", target=target))
    if parts.password is not None:
        raise UploadError("bad_target", Message("upload.password_in_address",
                                                target=f"sftp://{parts.hostname}"))
    path = unquote(parts.path)
    if path in ("", "/~", "/~/"):
        path = "."
    elif path.startswith("/~/"):
        path = path[3:].rstrip("/") or "."
    elif path != "/":
        path = path.rstrip("/")
    user = unquote(parts.username) if parts.username else getpass.getuser()
    return SftpTarget(user, parts.hostname, port, path, target)


class SftpDestination:
    """A folder on an SFTP server as the upload's target."""

    parallel = PARALLEL

    def __init__(self, sftp: asyncssh.SFTPClient, place: SftpTarget) -> None:
        self.sftp, self.place, self.target = sftp, place, place.text
        self.atomic_rename = True  # until the server says it has no posix-rename
        self._temporaries: set[str] = set()
        self._appending: dict[str, asyncssh.SFTPClientFile] = {}
        self._opening = asyncio.Lock()

    def _full(self, path: str) -> str:
        base = self.place.path
        if not path:
            return base
        return path if base == "." else posixpath.join(base, path)

    def _error(self, error: Exception, path: str) -> UploadError:
        if isinstance(error, _LOST):
            return UploadError("connection_lost", Message("upload.connection_lost",
                                                          target=self.target))
        if isinstance(error, (asyncssh.SFTPPermissionDenied, asyncssh.SFTPWriteProtect)):
            return UploadError("permission", Message("upload.permission_denied",
                                                     target=self.target, path=path))
        reason = getattr(error, "reason", "") or str(error)
        # SFTP version 3 (OpenSSH's) tells a full disk only in its words
        if isinstance(error, (asyncssh.SFTPNoSpaceOnFilesystem, asyncssh.SFTPQuotaExceeded)) \
                or any(w in reason.lower() for w in ("no space", "quota", "disk full")):
            return UploadError("disk_full", Message("upload.disk_full",
                                                    target=self.target, path=path))
        return UploadError("failed", Message("upload.failed", target=self.target, path=path,
                                             reason=reason))

    @contextlib.contextmanager
    def _said(self, path: str) -> Iterator[None]:
        try:
            yield
        except UploadError:
            raise
        except (asyncssh.Error, OSError) as error:
            raise self._error(error, path) from None

    async def _is_folder(self, full: str) -> bool | None:
        """True for a folder, False for anything else, None when there is nothing."""
        try:
            attrs = await self.sftp.stat(full)
        except asyncssh.SFTPNoSuchFile:
            return None
        return attrs.type == asyncssh.FILEXFER_TYPE_DIRECTORY

    async def prepare_root(self) -> None:
        """The folder exists, or is made when its parent does."""
        root = self.place.path
        with self._said(""):
            found = await self._is_folder(root)
            if found:
                return
            parent = posixpath.dirname(root) or "."
            if found is False or not await self._is_folder(parent):
                raise UploadError("no_folder", Message("upload.no_folder", target=self.target,
                                                       parent=parent))
            await self.sftp.mkdir(root)

    async def read(self, path: str) -> bytes | None:
        """A file's bytes, None when there is none."""
        with self._said(path):
            try:
                async with self.sftp.open(self._full(path), "rb") as stream:
                    data = await stream.read()
                    return data if isinstance(data, bytes) else data.encode("utf-8")
            except asyncssh.SFTPNoSuchFile:
                return None

    async def list_folder(self, path: str) -> dict[str, Entry] | None:
        """The names in a folder with their kinds and sizes; None when there is no folder."""
        with self._said(path):
            try:
                names = await self.sftp.readdir(self._full(path))
            except (asyncssh.SFTPNoSuchFile, asyncssh.SFTPNotADirectory):
                return None
        return {str(n.filename): Entry(n.attrs.type == asyncssh.FILEXFER_TYPE_REGULAR,
                                       n.attrs.size or 0)
                for n in names if n.filename not in (".", "..")}

    async def make_folder(self, path: str) -> None:
        """Make a folder (nothing when it is there)."""
        with self._said(path):
            try:
                await self.sftp.mkdir(self._full(path))
            except asyncssh.SFTPError as error:
                if isinstance(error, _LOST) or not await self._is_folder(self._full(path)):
                    raise

    async def put(self, path: str, data: bytes) -> None:
        """Write the file beside its place, then rename it over the old one."""
        final = self._full(path)
        folder, name = posixpath.split(final)
        temporary = posixpath.join(folder, temporary_name(name))
        self._temporaries.add(temporary)
        with self._said(path):
            try:
                # a page is for everyone to read, whatever the server's own habit
                async with self.sftp.open(temporary, "wb",
                                          asyncssh.SFTPAttrs(permissions=0o644)) as stream:
                    await stream.write(data)
                await self._replace(temporary, final)
            except asyncssh.SFTPError as error:
                if not isinstance(error, _LOST):
                    with contextlib.suppress(asyncssh.Error, OSError):
                        await self.sftp.remove(temporary)
                raise
        self._temporaries.discard(temporary)

    async def _replace(self, temporary: str, final: str) -> None:
        if self.atomic_rename:
            try:
                await self.sftp.posix_rename(temporary, final)
                return
            except asyncssh.SFTPOpUnsupported:
                self.atomic_rename = False
        # the page is missing between these two steps, never half-written
        with contextlib.suppress(asyncssh.SFTPNoSuchFile):
            await self.sftp.remove(final)
        await self.sftp.rename(temporary, final)

    async def append(self, path: str, data: bytes) -> None:
        """Add to the end of a file, as one write request."""
        with self._said(path):
            async with self._opening:
                stream = self._appending.get(path)
                if stream is None:
                    stream = self._appending[path] = await self.sftp.open(
                        self._full(path), "ab", asyncssh.SFTPAttrs(permissions=0o644))
            await stream.write(data)

    async def stop_appending(self) -> None:
        """Close the files being appended to."""
        for path in list(self._appending):
            with contextlib.suppress(asyncssh.Error, OSError):
                await self._appending.pop(path).close()

    async def remove(self, path: str) -> None:
        """Remove a file (nothing when it is gone already)."""
        with self._said(path):
            try:
                await self.sftp.remove(self._full(path))
            except asyncssh.SFTPNoSuchFile:
                return

    async def remove_empty_folder(self, path: str) -> None:
        """Remove the folder when it is empty; leave it otherwise."""
        with contextlib.suppress(asyncssh.SFTPError):
            await self.sftp.rmdir(self._full(path))

    async def discard_temporaries(self) -> None:
        """Remove the temporary files of this run not yet renamed."""
        for temporary in list(self._temporaries):
            with contextlib.suppress(asyncssh.SFTPError):
                await self.sftp.remove(temporary)
            self._temporaries.discard(temporary)

    async def settle(self) -> None:
        """Nothing to flush: the server writes as it renames."""


def quiet_about_lost_connections(loop: asyncio.AbstractEventLoop,
                                 context: dict[str, object]) -> None:
    """An event loop's handler of stray errors that keeps asyncssh's own writers quiet about
    what the upload says itself, once: a connection that dropped, or the server's refusal of
    the other pieces of a file being written when the first refusal stopped it. Anything
    else as usual."""
    error = context.get("exception")
    if isinstance(error, _LOST) or (isinstance(error, asyncssh.Error)
                                    and isinstance(context.get("future"), asyncio.Task)):
        return
    loop.default_exception_handler(context)


def _client_key(key_file: Path, passphrase: str | None) -> asyncssh.SSHKey:
    try:
        return asyncssh.read_private_key(key_file, passphrase)
    except asyncssh.KeyEncryptionError:
        raise UploadError("key_locked", Message("upload.key_locked", key=str(key_file))) from None
    except asyncssh.KeyImportError as error:
        if "passphrase" in str(error).lower():
            raise UploadError("key_locked",
                              Message("upload.key_locked", key=str(key_file))) from None
        raise UploadError("bad_target", Message("upload.key_unreadable", key=str(key_file),
                                                reason=str(error))) from None
    except OSError as error:
        raise UploadError("bad_target", Message("upload.key_unreadable", key=str(key_file),
                                                reason=error.strerror or str(error))) from None


@contextlib.asynccontextmanager
async def sftp_session(place: SftpTarget, *, password: str | None = None,
                       passphrase: str | None = None, key_file: Path | None = None,
                       known_hosts: Path | None = None) -> AsyncIterator[asyncssh.SFTPClient]:
    """An SFTP session with the server, its host key checked (trusted on first use) and the
    login made; ``UploadError`` when the server cannot be reached or refuses."""
    known = KnownHosts(known_hosts or default_known_hosts())
    client = FirstUseClient(known)
    logins: dict[str, object] = {}
    if key_file is not None:
        logins.update(client_keys=[_client_key(Path(key_file), passphrase)], agent_path=None)
    elif password is not None:
        logins.update(client_keys=None, agent_path=None)  # only the password, as asked
    where = {"host": place.host, "port": place.port, "target": place.text}
    try:
        connection = await asyncssh.connect(
            place.host, place.port, username=place.user, password=password,
            known_hosts=known.keys, client_factory=lambda: client, config=None,
            connect_timeout=CONNECT_SECONDS, login_timeout=LOGIN_SECONDS,
            keepalive_interval=KEEPALIVE_SECONDS, keepalive_count_max=KEEPALIVE_TRIES,
            **logins)
    except asyncssh.HostKeyNotVerifiable:
        raise _changed_key(place, client.refused_key, known.path) from None
    except asyncssh.PermissionDenied:
        raise UploadError("login", Message("upload.login_refused", user=place.user,
                                           **where)) from None
    except asyncssh.KeyExchangeFailed as error:
        if known.knows(place.host, "", place.port):  # it no longer has a key of the known kind
            raise _changed_key(place, None, known.path) from None
        raise UploadError("unreachable", Message("upload.unreachable", reason=error.reason,
                                                 **where)) from None
    except asyncssh.DisconnectError as error:
        raise UploadError("unreachable", Message("upload.unreachable", reason=error.reason,
                                                 **where)) from None
    except (OSError, TimeoutError) as error:
        raise UploadError("unreachable", Message("upload.unreachable",
                                                 reason=_why_unreachable(error),
                                                 **where)) from None
    try:
        if client.first_key is not None:
            known.trust(place.host, place.port, client.first_key)
        try:
            sftp = await connection.start_sftp_client()
        except (asyncssh.Error, OSError) as error:
            reason = getattr(error, "reason", None) or str(error)
            raise UploadError("failed", Message("upload.no_sftp", reason=reason,
                                                **where)) from None
        async with sftp:
            yield sftp
    finally:
        connection.close()
        with contextlib.suppress(asyncssh.Error, OSError):
            await connection.wait_closed()


def _why_unreachable(error: OSError | TimeoutError) -> Message:
    """Why a server could not be reached, in the reader's words where they are known."""
    if isinstance(error, socket.gaierror):
        return Message("upload.reason_unknown_host")
    if isinstance(error, ConnectionRefusedError):
        return Message("upload.reason_refused")
    if isinstance(error, TimeoutError):
        return Message("upload.reason_timeout")
    if getattr(error, "errno", None) in (errno.ENETUNREACH, errno.EHOSTUNREACH):
        return Message("upload.reason_no_route")
    return Message.literal(getattr(error, "strerror", None) or str(error)
                           or type(error).__name__)


def _changed_key(place: SftpTarget, key: asyncssh.SSHKey | None, file: Path) -> UploadError:
    fingerprint = key.get_fingerprint() if key is not None else "?"
    return UploadError("host_key", Message("upload.host_key_changed", host=place.host,
                                           port=place.port, fingerprint=fingerprint,
                                           file=str(file)))


async def upload_by_sftp(site_dir: Path, place: SftpTarget, *, password: str | None = None,
                         passphrase: str | None = None, key_file: Path | None = None,
                         known_hosts: Path | None = None,
                         progress: Progress | None = None) -> UploadReport:
    """Upload the built site to the SFTP server's folder (see ``clubapp.site.upload``)."""
    async with sftp_session(place, password=password, passphrase=passphrase, key_file=key_file,
                            known_hosts=known_hosts) as sftp:
        destination: Destination = SftpDestination(sftp, place)
        return await carry_out(site_dir, destination, progress)
