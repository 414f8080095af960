"""The party documents' data from a real party: tally cards, table cards, next-round slips,
the stars board and the prize list (``party_docs`` objects) from the party service's view.

Here rather than in the service, because the reports stand above the services (DESIGN.md):
the service hands out the party as it stands, the documents take what they print from it.
"""

from __future__ import annotations

from clubapp.reports.party_docs import (
    PLANNED_ROUNDS,
    PartyData,
    Prize,
    RoundSlip,
    TallyCard,
    TallyRound,
)
from clubapp.services import Services
from clubapp.services.party_views import PartyView, PlayerView, is_default_pack

TALLY_ROWS = PLANNED_ROUNDS  # rows on a card printed before play


def _tally_card(player: PlayerView) -> TallyCard:
    """One tally card: the card drawn, the rounds played and the stars so far."""
    rounds = tuple(TallyRound(r.round, r.table, r.partner, r.won) for r in player.rounds)
    first = rounds[0].table if rounds else player.table
    draw = player.card if player.card and player.card != "JK" else ""
    return TallyCard(player.name, player.role, draw, rounds, player.gold, player.red,
                     player.green, first_table=first)


def party_data_of(view: PartyView) -> PartyData:
    """Everything the party documents print, from the party as it stands."""
    played = len(view.bells)
    slips = tuple(RoundSlip(view.round, t.number, (t.pairs[0].names, t.pairs[1].names))
                  for t in view.tables)
    return PartyData(
        title=view.evening.name, date=view.evening.date, tables=len(view.tables),
        rounds=max(TALLY_ROWS, played + 1),
        players=tuple(_tally_card(p) for p in view.players if p.status != "left" or p.rounds),
        slips=slips,
        prizes=tuple(Prize(p.prize, p.role, p.player, p.why) for p in view.prizes),
        # the roles as the host named them; the program's own names are the document's
        # language's ("Red" is "Красные" on a Russian page)
        labels={role: label for role, label in view.labels.items()
                if not is_default_pack(role, label)},
        seated={name: t.number for t in view.tables for name in t.players})


def party_data(services: Services, evening_id: int) -> PartyData | None:
    """The party documents' data for an evening, or None when it has no party yet."""
    view = services.party.view(evening_id)
    return None if view is None else party_data_of(view)
