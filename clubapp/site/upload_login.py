"""The password of an SFTP upload, or the passphrase of its key: from the system keyring, else
asked once and, when the user allows, kept there for the next upload.

Kept as the club database's password is (``clubapp.store.credentials``: the ``keyring`` package,
service ``clubapp``), under ``sftp://user@host:port`` for a password and ``ssh-key:<key file>``
for a key's passphrase; never in the settings, never on the command line (an address with a
password in it is refused). A computer without a keyring asks at every upload.
"""

from __future__ import annotations

import getpass
import sys
from pathlib import Path
from typing import Protocol

from clubapp.site.sftp_upload import SftpTarget, parse_sftp_target
from clubapp.site.upload import is_sftp, upload
from clubapp.site.upload_plan import Progress, UploadError, UploadReport
from clubapp.store.credentials import forget_password, load_password, save_password
from clubapp.words import Message, say


class Questions(Protocol):
    """How the upload asks the person at the computer."""

    def secret(self, question: Message) -> str | None:
        """A password or a passphrase (None or "" when none is given)."""

    def confirm(self, question: Message) -> bool:
        """Yes or no."""

    def tell(self, message: Message) -> None:
        """Something to know."""


class TerminalQuestions:
    """Questions at the terminal: the secret typed unseen (getpass), the rest on stderr."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    @staticmethod
    def available() -> bool:
        """Whether someone is there to answer (a terminal, not a pipe or a schedule)."""
        return sys.stdin is not None and sys.stdin.isatty()

    def secret(self, question: Message) -> str | None:
        """The secret, typed without being shown."""
        try:
            return getpass.getpass(say(question, self.lang), stream=sys.stderr)
        except (EOFError, KeyboardInterrupt):
            return None

    def confirm(self, question: Message) -> bool:
        """Yes ("y", "yes", "д", "да") or anything else for no."""
        sys.stderr.write(say(question, self.lang))
        sys.stderr.flush()
        try:
            answer = sys.stdin.readline()
        except (EOFError, KeyboardInterrupt):
            return False
        return answer.strip().lower() in ("y", "yes", "д", "да")

    def tell(self, message: Message) -> None:
        """A line on stderr."""
        print(say(message, self.lang), file=sys.stderr)


def secret_name(place: SftpTarget, key_file: Path | None = None) -> str:
    """The name a login's secret is kept under in the keyring."""
    if key_file is not None:
        return f"ssh-key:{Path(key_file).expanduser().resolve()}"
    return place.login


def kept_secret(target: str, key_file: Path | None = None) -> str | None:
    """The password (or the key's passphrase) kept for this target, None when none is."""
    return load_password(secret_name(parse_sftp_target(target), key_file))


def keep_secret(target: str, secret: str, key_file: Path | None = None) -> bool:
    """Keep the password (or passphrase) in the keyring; False when there is no keyring."""
    return save_password(secret_name(parse_sftp_target(target), key_file), secret)


def forget_secret(target: str, key_file: Path | None = None) -> None:
    """Remove what the keyring keeps for this target (nothing when it keeps nothing)."""
    forget_password(secret_name(parse_sftp_target(target), key_file))


def upload_with_login(site_dir: Path, target: str, *, key_file: Path | None = None,
                      questions: Questions | None = None, known_hosts: Path | None = None,
                      progress: Progress | None = None) -> UploadReport:
    """Upload as ``clubapp publish --to`` does: with the secret the keyring keeps; when there is
    none or the server refuses it, ask ``questions`` once (none: the refusal stands) and offer
    to keep what worked. A folder target asks nothing."""
    if not is_sftp(target):
        return upload(site_dir, target, progress=progress)
    place = parse_sftp_target(target)
    name = secret_name(place, key_file)
    kept = load_password(name)

    def attempt(secret: str | None) -> UploadReport:
        if key_file is not None:
            return upload(site_dir, target, key_file=key_file, passphrase=secret,
                          known_hosts=known_hosts, progress=progress)
        return upload(site_dir, target, password=secret, known_hosts=known_hosts,
                      progress=progress)

    try:
        return attempt(kept)
    except UploadError as error:
        refused = "key_locked" if key_file is not None else "login"
        if error.kind != refused or questions is None:
            raise
        if key_file is not None:
            question = Message("upload.ask_passphrase", key=str(key_file))
        else:
            question = Message("upload.ask_password", user=place.user, host=place.host)
        secret = questions.secret(question)
        if not secret:
            raise
    report = attempt(secret)
    if (secret != kept and questions.confirm(Message("upload.offer_keep"))
            and not save_password(name, secret)):
        questions.tell(Message("upload.not_kept"))
    return report
