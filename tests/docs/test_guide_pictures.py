"""The user guide's pictures are the real window's, taken afresh each run, so they never go stale.

Each scene of ``guide_scenes`` is built in the real window offscreen at 1366×768 (the phone's
page in Debian's chromium at a phone's size), in English and in Russian, and saved as
``docs/images/<scene>.<language>.png``, the file the guide's pages show. A picture with a text
cut short, or an English word on a Russian picture, fails its test. The pages are checked
too: every picture a page shows exists, every scene is shown by a page of its language, the
two languages have the same pages, and every page is in its language's table of contents.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from tests.docs import guide_scenes
from tests.docs.guide_build import DOCS, LANGUAGES, config

IMAGES = DOCS / "images"
PICTURE = re.compile(r"!\[[^\]]*\]\((?P<path>[^)\s]+)\)")


@pytest.fixture
def language(request, qapp, monkeypatch):
    from clubapp.ui.shared import i18n, screen_fit

    # the guide's screen: a 1366×768 laptop's, its window manager's frame left round it
    screen = QRect(0, 0, guide_scenes.SIZE.width() + 12, guide_scenes.SIZE.height() + 40)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def needs_chromium(scene: str) -> None:
    if scene == "phone":
        assert shutil.which("chromium") or Path(guide_scenes.CHROMIUM).exists(), \
            "the phone's page is shot in Debian's chromium: setup.sh --test installs it"


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("scene", [
    pytest.param(scene, marks=[pytest.mark.browser] if scene == "phone" else [])
    for scene in guide_scenes.SCENES])
def test_the_scene_is_shot_whole_and_in_its_language(scene, language, tmp_path):
    needs_chromium(scene)
    taken = guide_scenes.take(scene, language, tmp_path)
    assert taken.cut == [], f"{scene} ({language}): text cut short"
    assert taken.english == [], f"{scene} ({language}): English on a Russian picture"
    image = taken.image
    if scene == "phone":
        assert (image.width(), image.height()) == (390, 844)
    else:
        assert (image.width(), image.height()) == (1366, 768)
    # a picture of something: more than a few colours (a blank or black grab has one)
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) > 20, f"{scene} ({language}) looks blank"
    IMAGES.mkdir(exist_ok=True)
    path = IMAGES / f"{scene}.{language}.png"
    assert image.save(str(path)), path
    assert path.stat().st_size > 5_000


# --- the pages -------------------------------------------------------------------------------
def pages(lang: str) -> list[Path]:
    return sorted((DOCS / lang).glob("*.md"))


def pictures_of(page: Path) -> list[str]:
    return [found["path"] for found in PICTURE.finditer(page.read_text(encoding="utf-8"))]


def nav_files(lang: str) -> list[str]:
    """The pages of a language's table of contents, in order."""
    from mkdocs.config import load_config

    def walk(entries) -> list[str]:
        files = []
        for entry in entries:
            value = next(iter(entry.values())) if isinstance(entry, dict) else entry
            files += walk(value) if isinstance(value, list) else [value]
        return files

    return walk(load_config(str(config(lang)))["nav"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_picture_a_page_shows_is_there_and_its_own_language(lang):
    shown = {page.name: pictures_of(page) for page in pages(lang)}
    assert any(shown.values()), f"docs/{lang}: no page shows a picture"
    for page, paths in shown.items():
        for path in paths:
            assert path.startswith("../images/"), f"{lang}/{page}: {path} is not in docs/images"
            name = path.removeprefix("../images/")
            assert name.endswith(f".{lang}.png"), f"{lang}/{page}: {name} is another language's"
            assert (IMAGES / name).is_file(), f"{lang}/{page}: {name} is not in docs/images"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_scene_is_shown_by_a_page(lang):
    shown = {path.removeprefix("../images/") for page in pages(lang)
             for path in pictures_of(page)}
    assert {f"{scene}.{lang}.png" for scene in guide_scenes.SCENES} <= shown


def test_both_languages_have_the_same_pages_and_each_is_in_the_contents():
    names = {lang: sorted(page.name for page in pages(lang)) for lang in LANGUAGES}
    assert names["en"] == names["ru"]
    for lang in LANGUAGES:
        listed = nav_files(lang)
        assert sorted(listed) == names[lang], f"docs/mkdocs.{lang}.yml's nav"
        assert listed[0] == "index.md"  # the guide opens on the first evening


def test_a_missing_picture_is_found(tmp_path):
    """The check can fail: a page that shows a picture nobody took is named."""
    page = tmp_path / "page.md"
    page.write_text("# A page\n\n![The moon](../images/moon.en.png)\n", encoding="utf-8")
    assert pictures_of(page) == ["../images/moon.en.png"]
    assert not (IMAGES / "moon.en.png").exists()
