"""Every form route of the table pages, sent anything at all: it answers 2xx, 3xx or 4xx —
never a server error — and a 4xx writes nothing to the club's database (issue 28, item 2).

A bounded property-based test (hypothesis) through Starlette's test client, on a real SQLite
file: arbitrary tokens (real ones of an open club evening, a party and a closed evening, and
made-up ones), submission ids, field names and values of every size, with and without the
page's script (``Accept: application/json``), from many phones (a client address each, so
that the rate limit does not answer every example). The posts that answered 500 before are
kept as fixed examples (``@example``), so that every run tries them.
"""

from __future__ import annotations

import hashlib
import sqlite3
import string
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from clubapp.services import Services
from clubapp.web.app import make_app
from tests.helpers.databases import copy_club
from tests.web.evenings import club_evening, party_evening

SETTINGS = settings(max_examples=200, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


@dataclass
class Club:
    """The database and the served evenings: (the app, its addresses' paths) by name."""

    path: str
    served: dict[str, tuple[Any, list[str]]]


@pytest.fixture(scope="module")
def club(tmp_path_factory, club_template):
    yield from served_club(copy_club(club_template,
                                     tmp_path_factory.mktemp("fuzz") / "club.sqlite"))


@pytest.fixture
def new_club(empty_club):
    yield from served_club(empty_club)


def served_club(club: Path):
    """An open club evening of three tables, a party and a closed evening, each served, in the
    new club ``club``."""
    path = str(club)
    services = Services.open(path)
    try:
        evening, _games = club_evening(services, games=(
            ("euchre", ("Ann", "Bob", "Cat", "Dan")), ("cribbage", ("Eve", "Fay")),
            ("loo", ("Gus", "Hal", "Ivy", "Jon"))))
        party = party_evening(services)
        closed, (game,) = club_evening(services, games=(
            ("euchre", ("Ann", "Bob", "Cat", "Dan")),), name="Last week")
        services.scoring.record_deal(game, {"makers": "A", "tricks": 5})
        served = {}
        for name, number in (("club", evening), ("party", party), ("closed", closed)):
            app = make_app(services, number, "en")
            served[name] = (app, [a.path() for a in app.state.pages.access.addresses(number)])
        services.evenings.set_closed(closed, True)
        yield Club(path, served)
    finally:
        services.close()


def written(path: str) -> str:
    """Everything the club's database holds, as a digest: equal digests, nothing written.
    The change counter aside: the group commit of the pages' deals advances it for every group
    it writes, a refused deal's included (other computers look again, and find nothing new)."""
    with sqlite3.connect(path) as db:
        rows = [line for line in db.iterdump()
                if not line.startswith('INSERT INTO "change_counter"')]
    return hashlib.sha256("\n".join(rows).encode()).hexdigest()


@dataclass(frozen=True)
class Post:
    """One form sent to one address, as a phone (or a stranger) might send it."""

    evening: str  # "club", "party" or "closed"
    route: str
    fields: dict[str, str]
    address: int = 0  # which of the evening's addresses (tables, then guests)
    made_up: str | None = None  # a token of nobody's instead
    swapped: bool = False  # a table's token on a guest's path, or the other way
    token: str | None = None  # the form's token field, if not the address's own
    submission: str | None = None  # the form's submission id; None: a new one, as a page
    origin: str = "same"  # "same", "none" (no header), "null", "other"
    script: bool = False  # sent by the page's script: answered in JSON
    phone: int = 0  # the phone's network address (each its own rate limit)


# what the pages' forms hold: their names, and values a person (or a stranger) might send
FIELDS = ["round", "deal", "revision", "lang", "makers", "tricks",
          "alone", "revoke", "revoke.by", "revoke.take", "points_instead", "points.A",
          "points.B", "points.Eve", "points.Gus", "count", "count.pone.play", "count.pone.hand",
          "count.dealer.play", "count.dealer.crib", "count.heels", "cards", "cards.pone",
          "cards.dealer", "cards.starter", "cards.crib", "in", "tricks.Gus", "tricks.Hal",
          "score.0", "score.1", "next_hand_tricks.0", "next_hand_tricks.1", "cut.0", "cut.1"]
values = (st.sampled_from(["A", "B", "ru", "en", "yes", "no", "on", "0", "1", "2", "3", "5",
                           "-1", "99", "100", "JH", "5D", "5H 5C 5S JD", "__nobody__", "Ann",
                           "Gus", "Eve", "−3", "1e3", " 4 ", "", "1", "2"])
          | st.integers(1, 6000).map(lambda n: "9" * n) | st.integers().map(str)
          | st.text(max_size=30))
wild_posts = st.builds(
    Post,
    evening=st.sampled_from(["club", "club", "party", "party", "closed"]),
    route=st.sampled_from(("deal", "undo", "bell", "ring", "lang")),
    fields=st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=10), values,
                           max_size=10),
    address=st.integers(0, 40),
    made_up=st.none() | st.none() | st.none() | st.text(
        alphabet=string.ascii_letters + string.digits + "-_.~%", max_size=120),
    swapped=st.sampled_from([False, False, False, True]),
    token=st.none() | st.none() | st.text(max_size=60),
    submission=st.none() | st.none() | st.text(max_size=70),
    origin=st.sampled_from(["same"] * 6 + ["none", "null", "other"]),
    script=st.booleans(),
    phone=st.integers(0, 2**24 - 1),
)
small = st.integers(-2, 12).map(str)


@st.composite
def fair_posts(draw) -> Post:
    """A form as the page sends it, its values within reach of the rules: some are recorded,
    some refused by the rules, so that the routes are walked past the address's checks."""
    evening = draw(st.sampled_from(["club", "party"]))
    route = draw(st.sampled_from(("deal", "undo", "lang") if evening == "club"
                                 else ("bell", "bell", "ring", "lang")))
    address = draw(st.integers(0, 2 if evening == "club" else 1))
    if route == "lang":
        fields = {"lang": draw(st.sampled_from(["en", "ru", "de"]))}
    elif route == "deal":
        fields = draw(st.sampled_from([
            {"makers": draw(st.sampled_from("AB")), "tricks": draw(small)},
            {"points_instead": "on", **{f"points.{who}": draw(small)
                                        for who in ("A", "B", "Eve", "Fay", "Gus", "Hal",
                                                    "Ivy", "Jon")}}]))
    elif route == "undo":
        fields = {"deal": draw(st.integers(1, 12).map(str)), "revision": draw(small)}
    else:
        fields = {"round": draw(st.integers(1, 3).map(str)),
                  **({"score.0": draw(small), "score.1": draw(small)} if route == "bell"
                     else {})}
    return Post(evening, route, fields, address=address, script=draw(st.booleans()),
                phone=draw(st.integers(0, 2**24 - 1)))


posts = wild_posts | fair_posts()


def send(club: Club, post: Post) -> tuple[int, str]:
    """Post it to its evening's pages; the status and the answer's text."""
    app, paths = club.served[post.evening]
    path = paths[post.address % len(paths)]
    if post.made_up is not None:
        path = path[:3] + post.made_up
    if post.swapped:
        path = ("/g/" if path.startswith("/t/") else "/t/") + path[3:]
    form = {"token": path[3:] if post.token is None else post.token,
            "submission": uuid.uuid4().hex if post.submission is None else post.submission,
            **post.fields}
    headers = {"Accept": "application/json"} if post.script else {}
    if post.origin != "none":
        headers["Origin"] = {"same": "http://testserver", "null": "null",
                             "other": "http://evil.example"}[post.origin]
    phone = f"10.{post.phone >> 16}.{(post.phone >> 8) & 255}.{post.phone & 255}"
    client = TestClient(app, raise_server_exceptions=False, client=(phone, 5000))
    answer = client.post(f"{path}/{post.route}", data=form, headers=headers,
                         follow_redirects=False)
    return answer.status_code, answer.text


@SETTINGS
@given(post=posts)
# the posts that answered 500 before: a made-up token with a short submission id, the same on
# the closed evening, and a party result of 5,000 digits (with the page's script and without)
@example(post=Post("club", "deal", {}, made_up="m" * 43, submission="x"))
@example(post=Post("closed", "deal", {"makers": "A", "tricks": "3"}, submission="x"))
@example(post=Post("party", "bell", {"round": "1", "score.0": "9" * 5000, "score.1": "1"}))
@example(post=Post("party", "bell", {"round": "1", "score.0": "9" * 5000, "score.1": "1"},
                   address=1, script=True))
def test_any_post_to_any_route_is_answered_without_a_server_error(club, post):
    before = written(club.path)
    status, text = send(club, post)
    event(f"{post.evening} {post.route}: {status}")  # what the examples reached
    assert 200 <= status < 500, text[:400]
    if status >= 400:
        assert written(club.path) == before, f"{status} wrote: {text[:200]}"


def test_the_three_posts_that_failed_are_refused_in_words(new_club):
    club = new_club
    made_up = send(club, Post("club", "deal", {}, made_up="m" * 43, submission="x",
                              script=True))
    assert made_up[0] == 404 and "No such page" in made_up[1]
    closed = send(club, Post("closed", "deal", {}, submission="x", script=True))
    assert closed[0] == 403 and "The evening Last week is closed" in closed[1]
    huge = send(club, Post("party", "bell", {"round": "1", "score.0": "9" * 5000,
                                             "score.1": "1"}, script=True))
    assert huge[0] == 422 and "too long a number: at most 9 digits" in huge[1]

