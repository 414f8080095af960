"""The pot of Austrian préférence (seeds/003 lines 11–12 and 35–39), in whole stakes.

From the seed:
- line 12: before play every player puts the same sum, a multiple of ten, into the pot; when the
  pot is empty and the players go on, they put in again;
- line 37: after the ten tricks the declarer takes 10 from the pot and pays each whister who
  played 1 for each trick he took; an invited defender is paid nothing, his inviter is paid
  for all the defenders' tricks;
- line 38: a declarer with fewer than six tricks pays 20 into the pot;
- line 39: without an invitation, each whister with fewer than two tricks pays 10 into the
  pot; the inviter answers for four tricks and pays 10 when the defenders together took fewer;
- lines 31 and 33: when nobody whists there is no play and the declarer wins (takes his 10).

Every movement is a multiple of ten except the trick payments, which pass between players, so
the pot never goes below nothing. Chips are each player's gain (+) or loss (−).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

TRICKS_IN_DEAL = 10
CONTRACT = 6  # line 6: six of the ten tricks
DECLARER_TAKES = 10  # line 37
DECLARER_FAILS = 20  # line 38
WHISTER_QUOTA = 2  # line 6, 39
INVITER_QUOTA = 4  # line 31, 39
WHISTER_FAILS = 10  # line 39
POT_UNIT = 10  # line 12: contributions are a multiple of ten


@dataclass(frozen=True)
class PotMoves:
    """One deal's movements: each player's gain or loss, and the pot after them."""

    chips: Mapping[str, int]
    pot: int


def refill(players: Sequence[str], pot: int, contribution: int) -> PotMoves:
    """Line 12: an empty pot is filled by an equal contribution from every player."""
    if pot > 0:
        return PotMoves(dict.fromkeys(players, 0), pot)
    return PotMoves({p: -contribution for p in players}, pot + contribution * len(players))


def contract_moves(players: Sequence[str], pot: int, declarer: str, answers: Mapping[str, str],
                   tricks: Mapping[str, int]) -> PotMoves:
    """Lines 37–39: the pot and the players after a contract, given the answers and the tricks.

    ``answers`` maps each defender to ``whist``, ``pass`` or ``invite``; ``tricks`` holds the
    tricks of everyone who played (the declarer's only is needed when nobody whisted).
    """
    chips = dict.fromkeys(players, 0)
    chips[declarer] += DECLARER_TAKES
    pot -= DECLARER_TAKES
    whisters = [d for d, answer in answers.items() if answer != "pass"]
    if not whisters:
        return PotMoves(chips, pot)  # lines 31, 33: won without play
    declarer_tricks = tricks[declarer]
    defenders_tricks = TRICKS_IN_DEAL - declarer_tricks
    inviter = next((d for d, answer in answers.items() if answer == "invite"), None)
    paid = {inviter: defenders_tricks} if inviter else {d: tricks[d] for d in whisters}
    for whister, count in paid.items():
        chips[declarer] -= count
        chips[whister] += count
    if declarer_tricks < CONTRACT:
        chips[declarer] -= DECLARER_FAILS
        pot += DECLARER_FAILS
    if inviter:
        if defenders_tricks < INVITER_QUOTA:
            chips[inviter] -= WHISTER_FAILS
            pot += WHISTER_FAILS
    else:
        for whister in whisters:
            if tricks[whister] < WHISTER_QUOTA:
                chips[whister] -= WHISTER_FAILS
                pot += WHISTER_FAILS
    return PotMoves(chips, pot)
