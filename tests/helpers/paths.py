"""Where the tests find the project and leave what a person should look at."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# screenshots and printed pages of the tests, for a person to open (not committed)
SCREENS = ROOT / "tests" / "screens"
