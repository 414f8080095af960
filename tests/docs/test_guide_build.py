"""The user guide builds with ``mkdocs build --strict`` in both languages, and opens offline.

Strict: a page missing from the contents, a link to a page or heading that is not there, a
picture not in docs/images all fail the build. Offline: the guide is opened from its files
(file://, Help → User guide), so nothing it loads may come from the internet, and each page
links to its neighbours as files (``cli.html``, not ``cli/``).
"""

from __future__ import annotations

import re

import pytest

from tests.docs.guide_build import LANGUAGES, build

LOADED = re.compile(r"<(?:script|img|link)\b[^>]*?(?:src|href)=\"(?P<url>[^\"]+)\"")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guide_builds_strictly_and_opens_offline(lang, tmp_path):
    site = tmp_path / lang
    done = build(lang, site)
    assert done.returncode == 0, done.stderr[-3000:]
    index = site / "index.html"
    assert index.is_file()
    # every page but 404.html, which only a web server shows (its links start at the root)
    pages = sorted(page for page in site.glob("*.html") if page.name != "404.html")
    assert {"index.html", "faq.html", "cli.html"} <= {page.name for page in pages}
    for page in pages:
        html = page.read_text(encoding="utf-8")
        for url in LOADED.findall(html):
            assert not url.startswith(("http:", "https:", "//")), f"{page.name} loads {url}"
            local = url.split("#")[0].split("?")[0]
            if local:
                assert (page.parent / local).exists(), f"{page.name}: {url} is not there"
    html = index.read_text(encoding="utf-8")
    assert re.search(f'<html[^>]* lang="{lang}"', html), "the page says its language"
    assert re.search(r'href="faq\.html"', html), "the pages link as files, for file://"
    pictures = sorted(path.name for path in (site / "images").glob("*.png"))
    assert pictures and all(name.endswith(f".{lang}.png") for name in pictures)


def test_a_broken_link_fails_the_strict_build(tmp_path):
    """The build can fail: a page linking to a heading that is not there is refused."""
    from tests.docs.guide_build import DOCS

    scratch = tmp_path / "docs"
    (scratch / "en").mkdir(parents=True)
    (scratch / "images").mkdir()
    for shared in ("guide_hooks.py", "guide.css"):
        (scratch / shared).write_text((DOCS / shared).read_text())
    config = (DOCS / "mkdocs.en.yml").read_text()
    config = config[:config.index("nav:")] + "nav:\n  - index.md\n"
    (scratch / "mkdocs.en.yml").write_text(config)
    (scratch / "en" / "index.md").write_text("# Start\n\nSee [the end](#the-end).\n")
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f",
                           str(scratch / "mkdocs.en.yml"), "-d", str(tmp_path / "site")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode != 0
    assert "the-end" in done.stderr
