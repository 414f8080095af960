"""California jack and Shasta Sam: two-hand seven-up drawing from the stock (seeds/000 165-173).

From the seed:
- line 167: two players; the hands are filled up to six from the rest of the pack after every
  trick, so the whole pack is played out;
- line 169: the trump suit is fixed by the cut (no card is turned: no turned jack, no begging);
- line 171: seven points make the game, the points are seven-up's, but every one of them,
  low included, goes to the player who wins the card;
- line 173: Shasta Sam is the same game with the stock face down: the same score sheet.

Because the whole pack is played, high (the ace), low (the deuce) and the jack of trumps are
always won by somebody and the pips for game add up to 80. The revoke is seven-up's (lines
155-159): the jack is always in play, so it costs 2 points.

A tie for game (line 143): the non-dealer scores a tie in seven-up "as amends for the dealer's
advantage of turning up jacks", and "when the trump is not turned, as in pitch, nobody can
score game on a tie". Here the trump is cut, not turned (line 169), so by the book a tie scores
for nobody. House rule ``tied_game``: ``nobody`` (default, the book) or ``non-dealer`` (as in
seven-up) for tables that score it so.
"""

from __future__ import annotations

from clubapp.rules.games.all_fours_common import game_fields, point_field
from clubapp.rules.games.all_fours_seven_up import (
    REVOKE,
    SECOND_REVOKE,
    SEVEN_UP_OPTIONS,
    SevenUp,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Option

TIED_GAME = Option(
    "tied_game", "choice", "nobody", "A tie for game", "Ничья в игре",
    choices=("nobody", "non-dealer"),
    help="line 143: no trump is turned (line 169), so a tie scores for nobody; some tables give "
         "it to the non-dealer as in seven-up",
    help_ru="строка 143: козырь не открывается (строка 169), так что при ничьей очко за игру "
            "не получает никто; некоторые столы отдают его недилеру, как в севен-апе",
    choice_labels={"nobody": "scores for nobody", "non-dealer": "to the non-dealer"},
    choice_labels_ru={"nobody": "никому", "non-dealer": "недилеру"},
)

CALIFORNIA_ENTRY = (
    point_field("high", "High: won the ace of trumps", "Старший: взял туза козырей",
                nullable=False, help="line 171: to the player who wins it",
                help_ru="строка 171: тому, кто её взял"),
    point_field("low", "Low: won the deuce of trumps", "Младший: взял двойку козырей",
                nullable=False, help="line 171: to the player who wins it",
                help_ru="строка 171: тому, кто её взял"),
    point_field("jack", "Jack: won the jack of trumps", "Валет: взял валета козырей",
                nullable=False),
    *game_fields(80),
    REVOKE,
    SECOND_REVOKE,
)


@register
class CaliforniaJack(SevenUp):
    """California jack: every point to whoever wins the card; all 80 pips are played."""

    id = "california-jack"
    aliases = ()
    name = "California jack"
    name_ru = "Калифорнийский джек"
    source = "seeds/000 lines 165-171 (points of seven-up, lines 121-159)"
    min_players = 2
    max_players = 2
    partners_at = ()
    options = (*SEVEN_UP_OPTIONS, TIED_GAME)
    entry_schema = CALIFORNIA_ENTRY
    turns_trump = False
    game_tie = "nobody"  # line 143, the trump being cut (line 169): the option says otherwise
    all_cards_played = True

    def most_pips(self, player_count: int, kept: int = 6) -> int:
        return 80  # the whole pack is played out


@register
class ShastaSam(CaliforniaJack):
    """Shasta Sam (line 173): California jack with the stock face down; scored alike."""

    id = "shasta-sam"
    name = "Shasta Sam"
    name_ru = "Шаста-Сэм"
    source = "seeds/000 line 173 (California jack, lines 165-171)"
