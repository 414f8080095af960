"""A club not yet named is headed in the document's language (issue 29, item 5): a new club is
"Card club" until the organiser names it, and a Russian document says «Карточный клуб», never
the English name; a name the organiser gave is printed as given."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from pathlib import Path

from pypdf import PdfReader

from clubapp.reports.page import ReportSetup
from clubapp.services import Services

ROOT = Path(__file__).resolve().parents[2]


def evening_pdf(club: Path, evening: int, lang: str, out: Path) -> str:
    done = subprocess.run([sys.executable, "-m", "clubapp", "--db", str(club), "report",
                           "evening", "--evening", str(evening), "--lang", lang, "--out",
                           str(out)], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    return "\n".join(page.extract_text() for page in PdfReader(out).pages)


def test_a_new_clubs_documents_are_headed_in_their_language(tmp_path, empty_club):
    club = empty_club
    services = Services.open(str(club))
    evening = services.evenings.create(dt.date(2026, 12, 1), "Вторник").id
    services.close()
    russian = evening_pdf(club, evening, "ru", tmp_path / "ru.pdf")
    assert "Карточный клуб" in russian and "Card club" not in russian
    assert "Card club" in evening_pdf(club, evening, "en", tmp_path / "en.pdf")
    services = Services.open(str(club))
    services.club.rename("Card club of Tver")
    services.close()
    assert "Card club of Tver" in evening_pdf(club, evening, "ru", tmp_path / "named.pdf")


def test_the_setup_of_every_document_says_the_default_name_in_its_language():
    assert ReportSetup("ru", club="Card club").club == "Карточный клуб"
    assert ReportSetup("en", club="Card club").club == "Card club"
    assert ReportSetup("ru", club="Клуб «Пики»").club == "Клуб «Пики»"
