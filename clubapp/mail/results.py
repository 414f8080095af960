"""An evening's mails into the outbox: a results mail to each player, a chip settlement to each
who owes or is owed.

The recipients are the members who played that evening (seated at a table, in a game, at the
party, on a tally card handed in) and have an address and have not asked for no results mail
(``Member.mail_results``); each mail goes in the member's language, else the club's (the
results document's, where the club keeps one), else the language of the run. The evening's
part of every mail is the results document's (``services.results_format``: other members as the
site publishes them); the member's own part is read from the services for them alone.

Queueing an evening again queues nothing twice (``OutboxService.queue``): mails not sent yet
are renewed where a corrected score changed them, mails sent stay sent.

The links to the results site (``site_url``): the site's address where the pages of the mail's
language are, ``{lang}`` in it standing for the language's code — a site built in one language
has its pages at its top (``https://club.example.org/results``), one built in both under
``en/`` and ``ru/`` (``https://club.example.org/results/{lang}``); the pages' paths are the
site's own (``site.pages``: ``evenings/e12.html``, ``members/p7.html``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from clubapp.mail.compose import (
    Links,
    OwnChips,
    OwnParty,
    OwnResults,
    OwnRotation,
    OwnStanding,
    Payment,
    RotationLine,
    compose_chips,
    compose_results,
)
from clubapp.services.outbox import NewMail, OutboxService, QueueReport
from clubapp.services.results_format import player_key, results_document
from clubapp.services.views import MemberView
from clubapp.site.pages import evening_path, member_path
from clubapp.words import LANGUAGES


@dataclass(frozen=True)
class Skipped:
    """A player who gets no mail, and why: "no_address" or "opted_out"."""

    member_id: int
    name: str
    reason: str


@dataclass
class QueueOutcome:
    """What queueing an evening did: the outbox's report, and the players left out."""

    evening_id: int
    report: QueueReport
    skipped: list[Skipped] = field(default_factory=list)


def site_links(site_url: str | None, lang: str, evening_id: int,
               own_key: str | None) -> Links:
    """The evening's page and the member's own (a member left out of the site has none)."""
    if not site_url or not site_url.strip():
        return Links()
    base = site_url.strip().replace("{lang}", lang).rstrip("/")
    return Links(f"{base}/{evening_path(evening_id)}",
                 f"{base}/{member_path(own_key)}" if own_key else None)


def _played(services: Any, evening_id: int, kind: str) -> tuple[set[int], dict[str, int]]:
    """Who played at the evening, and each name a game's entries gave a player → the member."""
    played: set[int] = set()
    names: dict[str, int] = {}
    detail = services.evenings.detail(evening_id)  # ServiceError for an unknown evening
    for table in detail.tables:
        played.update(seat.member_id for seat in table.seats)
        for game_pk in table.games:
            view = services.scoring.view(game_pk)
            played.update(view.player_ids)
            names.update(zip(view.players, view.player_ids, strict=True))
    if kind == "party":
        party = services.party.view(evening_id)
        if party is not None:
            played.update(p.member_id for p in party.players)
        else:
            rotation = _rotation_view(services, evening_id)
            if rotation is not None:
                played.update(g.member_id for g in rotation.guests)
    played.update(card.member_id for card in services.seasons.awards(evening_id))
    return played, names


def _rotation_view(services: Any, evening_id: int) -> Any:
    from clubapp.services.rotation_party import RotationPartyService

    return RotationPartyService(services.db).view(evening_id)


def _own_standings(services: Any, evening_id: int) -> dict[int, list[OwnStanding]]:
    out: dict[int, list[OwnStanding]] = {}
    for standing in services.standings.by_game(evening_id):
        for line in standing.lines:
            row = line.row
            out.setdefault(row.member_id, []).append(OwnStanding(
                standing.key, line.place_text, len(standing.lines), line.shared,
                standing.basis, standing.unit, row.played, row.won, row.matches_won,
                row.points if standing.adds_points else None))
    return out


def _own_party(services: Any, evening_id: int) -> dict[int, OwnParty]:
    view = services.party.view(evening_id)
    if view is None:
        return {}
    places = {row.member_id: row.place for row in view.board}
    prizes = {prize.player: index for index, prize in enumerate(view.prizes)}
    return {p.member_id: OwnParty(places.get(p.member_id), len(view.board), p.gold, p.red,
                                  p.green, len(p.rounds), prizes.get(p.name))
            for p in view.players}


def _rotation(services: Any, evening_id: int, published: Mapping[int, str | None]
              ) -> tuple[list[RotationLine], dict[int, OwnRotation]]:
    view = _rotation_view(services, evening_id)
    if view is None:
        return [], {}
    ids = {g.name: g.member_id for g in view.guests}
    lines, own = [], {}
    for line in view.standing:
        member = ids.get(line.name)
        lines.append(RotationLine(line.place, published.get(member) if member else None,
                                  line.points, line.won, line.played))
        if member is not None:
            own[member] = OwnRotation(line.place, len(view.standing), line.points, line.won,
                                      line.played)
    return lines, own


def _own_chips(services: Any, evening_id: int, names: Mapping[str, int],
               published: Mapping[int, str | None]) -> dict[int, OwnChips]:
    """Each member's chips and payments, from the chips service's settlement: in money at the
    evening's worth, in chips (one a unit) where it sets none."""
    worth = services.chips.worth(evening_id)
    statement = services.chips.settlement(evening_id) if worth is not None \
        else services.chips.settlement(evening_id, Decimal(1), 1)
    out: dict[int, OwnChips] = {}
    for line in statement.lines:
        member = names.get(line.player)
        if member is None:
            continue
        payments = []
        for p in statement.payments:
            if line.player in (p.payer, p.payee):
                other = p.payee if p.payer == line.player else p.payer
                other_id = names.get(other)
                payments.append(Payment("pay" if p.payer == line.player else "paid",
                                         published.get(other_id) if other_id else None,
                                         p.amount))
        if not line.net_units and not payments:
            continue  # neither owes nor is owed: no statement
        out[member] = OwnChips(line.net_units,
                               line.net_money if worth is not None else None,
                               (worth.money, worth.units) if worth is not None else None,
                               tuple(payments))
    return out


def _language(member: MemberView, document: Mapping[str, Any], lang: str) -> str:
    for choice in (getattr(member, "language", ""), document["club"].get("language"), lang):
        if choice in LANGUAGES:
            return str(choice)
    return "en"


def compose_evening(services: Any, evening_id: int, site_url: str | None = None, *,
                    lang: str = "en", only: Iterable[int] | None = None
                    ) -> tuple[list[NewMail], list[Skipped]]:
    """The evening's mails, composed (nothing queued): a results mail to each player with an
    address who has not opted out, a chip statement to each who owes or is owed; the players
    left out and why. ``only``: these members alone (the window's preview)."""
    document = results_document(services, evening=evening_id)  # ServiceError: no evening
    evening = document["evenings"][0]
    played, names = _played(services, evening_id, evening["kind"])
    if only is not None:
        played &= set(only)
    members = {m.id: m for m in services.members.list()}
    published_keys = {p["id"] for p in document["players"]}
    published: dict[int, str | None] = {
        m: (player_key(m) if player_key(m) in published_keys else None) for m in members}
    standings = _own_standings(services, evening_id)
    party = _own_party(services, evening_id) if evening["kind"] == "party" else {}
    rotation_lines, rotation = _rotation(services, evening_id, published) \
        if evening["kind"] == "party" and evening.get("party") is None else ([], {})
    chips = _own_chips(services, evening_id, names, published) if evening.get("chips") else {}
    mails: list[NewMail] = []
    skipped: list[Skipped] = []
    for member_id in sorted(played, key=lambda m: (members[m].name.casefold(), m)
                            if m in members else ("", m)):
        member = members.get(member_id)
        if member is None:
            continue
        address = member.email.strip()
        if not address:
            skipped.append(Skipped(member_id, member.name, "no_address"))
            continue
        if not getattr(member, "mail_results", True):
            skipped.append(Skipped(member_id, member.name, "opted_out"))
            continue
        speech = _language(member, document, lang)
        own_key = published.get(member_id)
        own = OwnResults(tuple(standings.get(member_id, ())), party.get(member_id),
                         rotation.get(member_id))
        results = compose_results(document, own, lang=speech, own_key=own_key,
                                  own_name=member.name,
                                  links=site_links(site_url, speech, evening_id, own_key),
                                  rotation=rotation_lines)
        mails.append(NewMail("results", evening_id, member_id, address, results.subject,
                             results.text, results.html))
        if member_id in chips:
            statement = compose_chips(document, chips[member_id], lang=speech,
                                      own_name=member.name)
            mails.append(NewMail("chips", evening_id, member_id, address, statement.subject,
                                 statement.text, statement.html))
    return mails, skipped


def queue_evening_results(services: Any, evening_id: int, site_url: str | None = None, *,
                          lang: str = "en", domain: str = "clubapp.local") -> QueueOutcome:
    """Queue the evening's mails (``compose_evening``), each once: new mails get their
    Message-ID (``@domain``), mails not sent yet are renewed where they changed (and
    withdrawn where no longer due: a member who opted out since), mails sent are left;
    ServiceError for an unknown evening."""
    mails, skipped = compose_evening(services, evening_id, site_url, lang=lang)
    report = OutboxService(services.db).queue(mails, domain, evening_id=evening_id)
    return QueueOutcome(evening_id, report, skipped)
