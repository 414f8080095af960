"""The Members page marks whom the results site does not name in full (issue 32): by initials,
or not published; in English and Russian, a screenshot at a small laptop's width."""

from __future__ import annotations

from clubapp.ui.club.members_page import MembersPage
from clubapp.ui.shared.hub import Hub
from tests.helpers.paths import SCREENS


def statuses(page: MembersPage) -> dict[str, str]:
    model = page.model
    return {model.data(model.index(r, 0)): model.data(model.index(r, 3))
            for r in range(model.rowCount())}


def make_members(services) -> None:
    services.members.add("Ann Lee", "ann@example.org")
    services.members.add("Bob Hart", publish_as="initials")
    hidden = services.members.add("Cat Moss", publish_as="hidden", mail_results=False)
    services.members.set_retired(hidden.id, True)


def open_page(qtbot, services) -> MembersPage:
    page = MembersPage(services, Hub())
    qtbot.addWidget(page)
    page.resize(1012, 560)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_the_status_says_who_is_published_by_initials_or_not_at_all(qtbot, sqlite_services):
    make_members(sqlite_services)
    page = open_page(qtbot, sqlite_services)
    assert statuses(page) == {"Ann Lee": "active", "Bob Hart": "active · by initials",
                              "Cat Moss": "retired · not published"}
    assert page.grab().save(str(SCREENS / "members_page_published.png"))


def test_the_marks_in_russian(qtbot, sqlite_services, russian):
    make_members(sqlite_services)
    page = open_page(qtbot, sqlite_services)
    assert statuses(page) == {"Ann Lee": "в составе", "Bob Hart": "в составе · по инициалам",
                              "Cat Moss": "выбыл(а) · не публикуется"}
    assert page.grab().save(str(SCREENS / "ru_members_page_published.png"))
