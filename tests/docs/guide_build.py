"""Building the user guide (docs/, MkDocs) as setup.sh does, into a folder of the test's own."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "docs"
LANGUAGES = ("en", "ru")


def config(lang: str) -> Path:
    return DOCS / f"mkdocs.{lang}.yml"


def build(lang: str, site: Path) -> subprocess.CompletedProcess[str]:
    """``mkdocs build --strict`` of one language into ``site`` (its output and status)."""
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--clean",
                           "-f", str(config(lang)), "-d", str(site)],
                          cwd=REPO, capture_output=True, text=True, timeout=300)


def build_guide(folder: Path) -> Path:
    """Both languages into ``folder/<language>``, as the program looks for them; ``folder``."""
    for lang in LANGUAGES:
        done = build(lang, folder / lang)
        assert done.returncode == 0, f"mkdocs build of {lang}:\n{done.stderr[-3000:]}"
    return folder
