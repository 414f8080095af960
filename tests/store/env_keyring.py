"""A real keyring backend for a window started in another process by a test: it gives the
password found in the environment (``CLUBAPP_TEST_KEYRING``), so the password is never in a file.

``PYTHON_KEYRING_BACKEND=tests.store.env_keyring.EnvKeyring`` (the process runs from the
checkout, so ``tests`` is importable).
"""

from __future__ import annotations

import os

from keyring.backend import KeyringBackend
from keyring.errors import PasswordSetError


class EnvKeyring(KeyringBackend):
    priority = 1  # type: ignore[assignment]

    def get_password(self, service: str, username: str) -> str | None:
        return os.environ.get("CLUBAPP_TEST_KEYRING") if service == "clubapp" else None

    def set_password(self, service: str, username: str, password: str) -> None:
        raise PasswordSetError("this keyring only gives")

    def delete_password(self, service: str, username: str) -> None:
        return None
