"""MkDocs hooks of the user guide: one set of pictures (and one style sheet) for the two
languages' pages.

The pictures are in ``docs/images`` (``<name>.<language>.png``, made by the tests:
tests/docs/test_guide_pictures.py), and a page links to them as ``../images/…`` so that it
shows them where it is read as Markdown too. The guide of each language gets its own
language's pictures, at ``images/`` beside its pages, and its links are pointed there.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.structure.files import File

IMAGES = Path(__file__).resolve().parent / "images"


def _language(config) -> str:
    return Path(config["docs_dir"]).name  # docs/en, docs/ru


def on_config(config):
    config["extra_css"].append("guide.css")  # docs/guide.css, beside the pictures
    return config


def on_files(files, config):
    files.append(File("guide.css", src_dir=str(IMAGES.parent), dest_dir=config["site_dir"],
                      use_directory_urls=False))
    for picture in sorted(IMAGES.glob(f"*.{_language(config)}.png")):
        files.append(File(f"images/{picture.name}", src_dir=str(IMAGES.parent),
                          dest_dir=config["site_dir"], use_directory_urls=False))
    return files


def on_page_markdown(markdown, page, config, files):
    return markdown.replace("](../images/", "](images/")
