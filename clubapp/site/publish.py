"""Publish the club's results site: the results document, rendered, written where it changed.

``publish_site(services, out, langs)`` is what ``clubapp publish`` and the window's File →
Publish results… both call: one read of the club into the open results format
(``services.results_format.results_document``, the only source of the site's numbers), every
page rendered from it in each language (``site.pages``), and only the pages whose bytes differ
from the folder's written, each atomically (``site.build``).

The site's languages: ``"en"`` or ``"ru"`` builds that language at the top of the folder;
``"both"`` builds ``en/`` and ``ru/`` with a page at the top to choose, and a switch on every
page to the same page in the other language. Without a choice, the club's language where the
club keeps one, else the language asked for (the command line's or the window's).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from clubapp.site.build import WriteReport, prepare_folder, write_site
from clubapp.site.pages import SITE_LANGUAGES, render_site

BOTH = "both"
CHOICES = (*SITE_LANGUAGES, BOTH)


def site_languages(choice: str | None, club_language: str | None, fallback: str) -> tuple[str, ...]:
    """The languages to build: ``choice`` (en, ru or both), else the club's, else ``fallback``."""
    if choice == BOTH:
        return SITE_LANGUAGES
    for lang in (choice, club_language, fallback):
        if lang in SITE_LANGUAGES:
            return (lang,)
    return ("en",)


def publish_site(source: Any, out: Path | str, choice: str | None = None,
                 fallback: str = "en") -> tuple[WriteReport, tuple[str, ...]]:
    """Build the club's results site into ``out`` (made when missing): the report of what was
    written, and the languages built. ``SiteFolderError`` when ``out`` cannot hold it (checked
    before the club is read)."""
    from clubapp.services.results_format import results_document

    out = prepare_folder(Path(out))
    document = results_document(source)
    langs = site_languages(choice, document["club"].get("language"), fallback)
    return write_site(out, render_site(document, langs)), langs

