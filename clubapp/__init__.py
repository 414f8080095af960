"""clubapp: a desktop program for people who run card clubs and card parties."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # the version is read from the installed metadata (pyproject.toml) only when asked for:
    # reading it costs the window's start a noticeable moment
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("clubapp")
        except PackageNotFoundError:  # running from a checkout that was never installed
            return "0.1.0"
    raise AttributeError(name)
