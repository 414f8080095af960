"""The results site's tests share one club and one built site per module."""

from __future__ import annotations

import pytest

from clubapp.services import Services
from clubapp.site.publish import publish_site
from tests.site.site_club import make_site_club


@pytest.fixture(scope="module")
def site_club(tmp_path_factory, club_template):
    """The club of ``tests.site.site_club``, made once for the module."""
    return make_site_club(tmp_path_factory.mktemp("site-club"), club_template)


@pytest.fixture(scope="module")
def built_site(site_club, tmp_path_factory):
    """The club's site in both languages, built once for the module: its folder."""
    out = tmp_path_factory.mktemp("site") / "public"
    services = Services.open(str(site_club.path))
    try:
        report, langs = publish_site(services, out, "both")
    finally:
        services.close()
    assert langs == ("en", "ru") and report.written and not report.removed
    return out
