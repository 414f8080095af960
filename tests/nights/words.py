"""The words a night looks for on the screen, in the language the window speaks: the English
source text, or its Russian from the program's own catalogue (what a person reads there)."""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET

from clubapp.ui.shared.i18n import source_catalogue_path


@functools.cache
def catalogue(lang: str) -> dict[str, str]:
    """Each finished translation of the window's catalogue, by its English text."""
    found: dict[str, str] = {}
    root = ET.parse(source_catalogue_path(lang)).getroot()
    for message in root.iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        if source and translation is not None and translation.text \
                and translation.get("type") not in ("unfinished", "vanished", "obsolete"):
            found.setdefault(source, translation.text)
    return found


def said(text: str, lang: str) -> str:
    """``text`` as the window says it in ``lang`` (its mnemonic's ampersand left out)."""
    if lang != "en":
        assert text in catalogue(lang), f"the {lang} catalogue has no {text!r}"
        text = catalogue(lang)[text]
    return text.replace("&", "")
