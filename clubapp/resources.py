"""Where the program's resources (icons, fonts, translations) are: in a checkout or a bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The ``resources`` folder: beside the package, or inside a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource(*parts: str) -> Path:
    """A file among the resources (it may not exist; callers say what is missing)."""
    return resources_dir().joinpath(*parts)
