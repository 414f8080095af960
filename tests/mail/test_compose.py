"""A mail's two parts say the same, its HTML is well formed and escapes what people typed, and a
party's mail carries the member's own stars and prize as the party has them."""

from __future__ import annotations

import copy
import html
import random
import re

import html5lib

from clubapp.mail.compose import OwnResults, compose_results
from clubapp.mail.results import compose_evening
from clubapp.services.results_format import results_document
from tests.helpers.clubs import choices, names, party_evening, results_for


def _html_words(body: str) -> str:
    body = re.sub(r"<(title|head)[^>]*>.*?</\1>", " ", body, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def _words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text))


def test_the_plain_text_and_the_html_say_the_same(mail_club):
    services, club = mail_club
    mails, _skipped = compose_evening(services, club.evening, "https://club.example.org",
                                      lang="en")
    ru, _skipped = compose_evening(services, club.evening, None, lang="ru")
    assert len(mails) == len(ru) == 14
    for mail in (*mails, *ru):
        assert _words(mail.text_body) == _words(_html_words(mail.html_body)), mail.member_id
        # well formed as a browser (and a mail reader) parses it: no error at all
        parser = html5lib.HTMLParser(strict=True)
        parser.parse(mail.html_body)
        assert "<script" not in mail.html_body and "src=" not in mail.html_body
        assert max(len(line) for line in mail.text_body.splitlines()) <= 200


def test_what_people_typed_is_escaped_in_the_html(mail_club):
    services, club = mail_club
    document = copy.deepcopy(results_document(services, evening=club.evening))
    document["evenings"][0]["name"] = "Friday <b>euchre</b> & \"co\""
    mail = compose_results(document, OwnResults(), lang="en", own_key=None,
                           own_name="Ann <i>Hart</i>")
    assert "<b>euchre</b>" not in mail.html and "<i>Hart</i>" not in mail.html
    assert "Friday &lt;b&gt;euchre&lt;/b&gt; &amp; &quot;co&quot;" in mail.html
    assert "Hello Ann <i>Hart</i>," in mail.text  # the plain text as typed
    assert mail.subject == "Card club: Friday <b>euchre</b> & \"co\", 27 November 2026 — results"


def test_a_partys_mail_carries_the_members_stars_and_prize(sqlite_services):
    services = sqlite_services
    people = names(4, 4)
    evening, ids = party_evening(services, people)
    for name, member in ids.items():
        services.members.update(member, name=name, email=f"{name.lower().replace(' ', '.')}"
                                                         "@members.example.org")
    services.party.start(evening.id, choices(people, ids), seed=4242)
    rng = random.Random(32)
    for _ in range(3):
        view = services.party.view(evening.id)
        services.party.ring_bell(evening.id, view.round, results_for(view, rng))
    services.party.award_prizes(evening.id)
    view = services.party.view(evening.id)
    mails, skipped = compose_evening(services, evening.id, None, lang="en")
    assert skipped == [] and len(mails) == 8
    by_member = {m.member_id: m for m in mails}
    places = {row.member_id: row.place for row in view.board}
    prizes = {p.player: p for p in view.prizes}
    assert prizes  # the party awarded its prizes
    for player in view.players:
        text = by_member[player.member_id].text_body
        assert (f"* stars: gold {player.gold}, red {player.red}, green {player.green}; "
                f"place {places[player.member_id]} of 8; rounds played: "
                f"{len(player.rounds)}") in text
        prize = prizes.get(player.name)
        if prize is not None:
            word = {"first": "First prize", "second": "Second prize",
                    "consolation": "Consolation prize"}[prize.prize]
            assert f"* {word}: " in text
        else:
            assert "* First prize" not in text and "* Second prize" not in text
        assert "Stars board" in text and "Prizes" in text
        assert "The party has not ended: round 4 is in play" in text
