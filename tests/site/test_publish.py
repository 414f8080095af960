"""Publishing the site (``clubapp.site.publish``): its languages, a rebuild from scratch byte
for byte the same, and after one more deal only the pages it changes written."""

from __future__ import annotations

import filecmp
import shutil

from clubapp.services import Services
from clubapp.site.build import MANIFEST
from clubapp.site.publish import publish_site, site_languages
from tests.site.site_club import CYRILLIC, ONE_MORE


def test_the_languages_of_the_site():
    assert site_languages("both", None, "en") == ("en", "ru")
    assert site_languages("ru", "en", "en") == ("ru",)
    assert site_languages(None, "ru", "en") == ("ru",)  # the club's
    assert site_languages(None, None, "ru") == ("ru",)  # the command line's (the window's)


def _files(folder):
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")
                  if p.is_file() and p.name != MANIFEST)


def test_a_build_into_an_empty_folder_gives_the_same_bytes_and_a_second_writes_nothing(
        built_site, site_club, tmp_path):
    services = Services.open(str(site_club.path))
    try:
        report, _ = publish_site(services, tmp_path / "again", "both")
        assert report.unchanged == 0 and len(report.written) == report.pages
        again, _ = publish_site(services, built_site, "both")
    finally:
        services.close()
    assert _files(tmp_path / "again") == _files(built_site)
    match, mismatch, errors = filecmp.cmpfiles(built_site, tmp_path / "again",
                                               _files(built_site), shallow=False)
    assert mismatch == [] and errors == [] and len(match) == report.pages
    assert again.written == [] and again.removed == [] and again.unchanged == report.pages


def test_after_one_more_deal_only_the_pages_it_changes_are_written(built_site, site_club,
                                                                  tmp_path):
    club = shutil.copy(site_club.path, tmp_path / "club.sqlite")
    site = shutil.copytree(built_site, tmp_path / "site")  # the times kept (copy2)
    services = Services.open(str(club))
    try:
        services.scoring.record_deal(site_club.late_game, ONE_MORE)
        report, _ = publish_site(services, site, "both")
    finally:
        services.close()
    ids = site_club.ids
    players = [f"p{ids[n]}" for n in (CYRILLIC, "Bob", "Пётр Щукин", "Dan")]
    expected = {f"{lang}/{page}" for lang in ("en", "ru") for page in (
        "index.html",  # the latest evening is on the front page
        f"evenings/e{site_club.late}.html",
        "standings/game-euchre.html",
        *(f"members/{key}.html" for key in players))}
    assert set(report.written) == expected
    assert report.removed == [] and report.unchanged == report.pages - len(expected)


def test_a_member_left_out_after_a_build_loses_their_page(built_site, site_club, tmp_path):
    club = shutil.copy(site_club.path, tmp_path / "club.sqlite")
    site = shutil.copytree(built_site, tmp_path / "site")
    services = Services.open(str(club))
    try:
        services.members.set_privacy(ids := site_club.ids["Пётр Щукин"], publish_as="hidden")
        report, _ = publish_site(services, site, "both")
    finally:
        services.close()
    assert sorted(report.removed) == [f"en/members/p{ids}.html", f"ru/members/p{ids}.html"]
    assert not (site / "en" / "members" / f"p{ids}.html").exists()
    assert "Пётр" not in (site / "en" / "evenings" / f"e{site_club.late}.html").read_text()
