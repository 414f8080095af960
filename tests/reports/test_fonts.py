"""The shipped PDF font: found beside the package or in a bundle, Cyrillic and Greek printed,
what it cannot draw dropped, and a missing file refused with a clear message."""

from __future__ import annotations

import sys

import pytest

from clubapp.reports import fonts
from clubapp.reports.errors import FontMissing
from clubapp.reports.score_sheet import write_blank_sheet
from tests.reports.helpers import leftovers, setup_for, text


def test_fonts_and_licence_are_shipped_in_resources():
    folder = fonts.fonts_dir()
    assert (folder / "DejaVuSans.ttf").is_file()
    assert (folder / "DejaVuSans-Bold.ttf").is_file()
    assert "Bitstream" in (folder / "DejaVu-LICENSE.txt").read_text(encoding="utf-8")


def test_resources_are_found_inside_a_pyinstaller_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert fonts.fonts_dir() == tmp_path / "resources" / "fonts"


def test_cyrillic_greek_and_card_suits_are_printable():
    sample = "Анна Пётр Νίκος ♣♦♥♠ ★ ✓"
    assert fonts.printable(sample) == sample


def test_characters_without_a_glyph_print_as_a_question_mark_not_a_box():
    assert fonts.printable("Bob 🎉") == "Bob ?"  # not mistaken for another "Bob"
    assert fonts.printable("👍🏻 Ann") == "? Ann"  # a thumb and its skin tone: one mark
    assert fonts.printable("a\tb\nc") == "a b c"


def test_a_missing_font_is_a_clear_error(tmp_path):
    with pytest.raises(FontMissing, match=r"DejaVuSans\.ttf is missing"):
        fonts.register_fonts(tmp_path)


def test_a_damaged_font_is_a_clear_error(tmp_path):
    for name in fonts.FONT_FILES.values():
        (tmp_path / name).write_bytes(b"not a font")
    with pytest.raises(FontMissing, match="cannot be read"):
        fonts.register_fonts(tmp_path)


def test_no_document_is_written_without_the_font(monkeypatch, tmp_path):
    monkeypatch.setattr(fonts, "_registered_from", None)
    monkeypatch.setattr(fonts, "fonts_dir", lambda: tmp_path / "nowhere")
    with pytest.raises(FontMissing):
        write_blank_sheet(tmp_path / "sheet.pdf", "euchre", setup_for())
    assert not (tmp_path / "sheet.pdf").exists()
    assert leftovers(tmp_path) == []


def test_text_in_the_pdf_reads_back_as_written(tmp_path):
    path = write_blank_sheet(tmp_path / "sheet.pdf", "euchre", setup_for("ru"),
                             players=["Анна", "Νίκος", "Bob 🎉", "Пётр"])
    written = text(path)
    assert "Анна" in written and "Νίκος" in written and "Пётр" in written
    assert "Bob ?" in written and "🎉" not in written
