"""The SFTP servers this computer trusts: trust on first use, a changed key refused.

The first upload to a server takes the key it shows and writes it to ``known_hosts`` in the
user's configuration folder (platformdirs: ``~/.config/clubapp/known_hosts`` on Linux,
``%LOCALAPPDATA%\\clubapp\\clubapp\\known_hosts`` on Windows, ``~/Library/Application
Support/clubapp/known_hosts`` on macOS), in OpenSSH's format. Every later upload refuses a
server that shows another key — before the password is sent — and says where the line to
remove is, should the club's web host confirm that its key changed.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import asyncssh
from platformdirs import user_config_dir


def default_known_hosts() -> Path:
    """The file of trusted server keys in the user's configuration folder."""
    return Path(user_config_dir("clubapp", "clubapp")) / "known_hosts"


def host_pattern(host: str, port: int) -> str:
    """How known_hosts names a server: ``host``, or ``[host]:port`` off the usual port."""
    return host if port == 22 else f"[{host}]:{port}"


class KnownHosts:
    """The trusted keys of one known_hosts file."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        try:
            self.text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            self.text = ""
        self.keys = asyncssh.import_known_hosts(self.text)

    def knows(self, host: str, addr: str, port: int) -> bool:
        """Whether any key is trusted for this server."""
        return bool(self.keys.match(host, addr, port)[0])

    def trust(self, host: str, port: int, key: asyncssh.SSHKey) -> None:
        """Add the server's key to the file (written whole under a temporary name, renamed)."""
        line = f"{host_pattern(host, port)} {key.export_public_key('openssh').decode().strip()}\n"
        text = self.text + ("" if not self.text or self.text.endswith("\n") else "\n") + line
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".known_hosts.", dir=self.path.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                stream.write(text)
            os.replace(temporary, self.path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        self.text = text
        self.keys = asyncssh.import_known_hosts(text)


class FirstUseClient(asyncssh.SSHClient):
    """Accepts the key of a server the file does not know (noting it, to be trusted once the
    login succeeds) and refuses any key not trusted for a server it knows."""

    def __init__(self, known: KnownHosts) -> None:
        self.known = known
        self.first_key: asyncssh.SSHKey | None = None
        self.refused_key: asyncssh.SSHKey | None = None

    def validate_host_public_key(self, host: str, addr: str, port: int,
                                 key: asyncssh.SSHKey) -> bool:
        """Called only for a key the file does not trust."""
        if self.known.knows(host, addr, port):
            self.refused_key = key
            return False
        self.first_key = key
        return True
