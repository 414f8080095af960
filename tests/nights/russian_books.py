"""What the rule books say the deals of the Russian club's night are worth, worked out here by
hand, line by line, without the program's rules (``clubapp/rules``): the night compares what
the club recorded with these sums, and with ``clubapp score`` run on the same deals.

The books are in /work/shared/seeds (RULES.md says where each game stands): 004 Fikhman
(whist lines 9–27, boston 29–37), 003 Austrian préférence (whole), 000 Foster (rams 1–23),
001 Foster (piquet 303–322, cut off after the deal), 002 Foster (five hundred 181–209). Where a
book is silent, the program's house-rule defaults are used, and named so here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

# --- whist (seeds/004 lines 9-27) ---------------------------------------------------------


@dataclass
class Reckoned:
    """A game worked out deal by deal: each deal's points and the totals after it, the games
    won (winner, totals, worth) and the match's winner and worth (None while it goes on)."""

    points: list[dict[str, int]] = field(default_factory=list)
    totals: list[dict[str, int]] = field(default_factory=list)
    games: list[tuple[str, dict[str, int], int | None]] = field(default_factory=list)
    winner: str | None = None
    value: int | None = None
    pots: list[int] = field(default_factory=list)  # the pot or pool after each deal


def whist(deals: Sequence[tuple[int, int]]) -> Reckoned:
    """Each deal as (side A's tricks, the trump honours in A's tricks); B has the rest of 13
    and of 5. Line 15: tricks over six 2 each; three honours 2, four 4, five 6. Line 23: game
    10; doubled when the losers have under 5, tripled when they have nothing. Line 25: a rubber
    is two games; short (2:0) +5, long +3. House rules of the program (the standard laws):
    tricks count before honours, the deal stops counting once a side is out, the losers' game
    is taken off a long rubber; one rubber is the match."""
    out = Reckoned()
    totals = {"A": 0, "B": 0}
    for tricks_a, honours_a in deals:
        tricks = {"A": tricks_a, "B": 13 - tricks_a}
        honours = {"A": honours_a, "B": 5 - honours_a}
        steps = [(side, 2 * max(0, tricks[side] - 6)) for side in "AB"]  # line 15
        steps += [(side, {3: 2, 4: 4, 5: 6}.get(honours[side], 0)) for side in "AB"]
        points = {"A": 0, "B": 0}
        winner = None
        for side, n in steps:
            if not n:
                continue
            totals[side] += n
            points[side] += n
            if totals[side] >= 10:  # line 23
                winner = side
                break
        out.points.append(points)
        out.totals.append(dict(totals))
        if winner is not None:
            loser = totals["B" if winner == "A" else "A"]
            worth = 3 if loser == 0 else 2 if loser < 5 else 1  # line 23
            out.games.append((winner, dict(totals), worth))
            totals = {"A": 0, "B": 0}
            won = [g[0] for g in out.games]
            if won.count(winner) == 2:  # line 25: the rubber
                premium = 5 if len(won) == 2 else 3
                mine = sum(g[2] for g in out.games if g[0] == winner)
                theirs = sum(g[2] for g in out.games if g[0] != winner)
                out.winner, out.value = winner, mine + premium - theirs
                break
    return out


# --- préférence (seeds/003) ---------------------------------------------------------------

@dataclass(frozen=True)
class PreferenceDeal:
    declarer: str | None
    answers: Mapping[str, str]  # each defender: "whist" or "pass"
    tricks: Mapping[str, int]  # everyone who played, all ten tricks


def preference(players: Sequence[str], deals: Sequence[PreferenceDeal],
               stake: int = 10) -> Reckoned:
    """Line 12: everyone puts the same sum, a multiple of ten, into an empty pot (the program's
    default stake, 10). Line 37: the declarer takes 10 from the pot and pays each whister 1
    a trick he took. Line 38: a declarer with fewer than six tricks pays 20 into the pot. Line
    39: a whister with fewer than two tricks pays 10 into it. Lines 31, 33: nobody whisting,
    the declarer wins without play. All passing, nothing moves but the stakes."""
    out = Reckoned()
    pot = 0
    totals = dict.fromkeys(players, 0)
    for deal in deals:
        chips = dict.fromkeys(players, 0)
        if pot == 0:  # line 12
            for who in players:
                chips[who] -= stake
            pot += stake * len(players)
        if deal.declarer is not None:
            chips[deal.declarer] += 10  # line 37
            pot -= 10
            whisters = [d for d, a in deal.answers.items() if a == "whist"]
            for who in whisters:  # line 37
                chips[deal.declarer] -= deal.tricks[who]
                chips[who] += deal.tricks[who]
            if whisters and deal.tricks[deal.declarer] < 6:  # line 38
                chips[deal.declarer] -= 20
                pot += 20
            for who in whisters:
                if deal.tricks[who] < 2:  # line 39
                    chips[who] -= 10
                    pot += 10
        for who in players:
            totals[who] += chips[who]
        out.points.append(chips)
        out.totals.append(dict(totals))
        out.pots.append(pot)
    return out


# --- boston (seeds/004 lines 29-37) -----------------------------------------------------------

# line 37: a made trump contract in the first, second and third suit; the misères
BOSTON_TABLE = {5: (3, 2, 1), 6: (8, 7, 6), 7: (13, 12, 11), 8: (18, 17, 16), 9: (23, 22, 21),
                13: (50, 49, 48)}
BOSTON_MISERES = {"little-misere": 15, "big-misere": 25, "little-open": 35}
RED = "DH"


@dataclass(frozen=True)
class BostonDeal:
    declarer: str
    contract: int | str  # tricks, or a misère's id
    turned: str | None  # the second pack's card, "5D"
    trumps: str | None  # the suit named, "H"
    tricks: int


def boston(players: Sequence[str], deals: Sequence[BostonDeal]) -> Reckoned:
    """Line 31: the turned card's suit is the first, the other of its colour the second, the
    other colour the third. Line 33: a trump contract needs its tricks; a misère none. Line 37:
    the table. A failed contract costs the declarer its value (the program's house rule, the
    published boston rule: the seed's table says only what a made one wins)."""
    out = Reckoned()
    totals = dict.fromkeys(players, 0)
    for deal in deals:
        if isinstance(deal.contract, int):
            assert deal.turned is not None and deal.trumps is not None
            turned = deal.turned[-1]
            rank = 1 if deal.trumps == turned else 2 if (deal.trumps in RED) == (
                turned in RED) else 3
            value = BOSTON_TABLE[deal.contract][rank - 1]
            made = deal.tricks >= deal.contract
        else:
            value = BOSTON_MISERES[deal.contract]
            made = deal.tricks == 0
        points = dict.fromkeys(players, 0)
        points[deal.declarer] = value if made else -value
        for who in players:
            totals[who] += points[who]
        out.points.append(points)
        out.totals.append(dict(totals))
    return out


# --- rams (seeds/000 lines 1-23) --------------------------------------------------------------

@dataclass(frozen=True)
class RamsDeal:
    played: Sequence[str] | None  # who played (None: a simple pool, where all play)
    tricks: Mapping[str, int]


def rams(players: Sequence[str], deals: Sequence[RamsDeal]) -> Reckoned:
    """Line 7: each dealer puts five into the pool. Line 19: a pool of only the dealer's five
    is simple, and all play; more is double, where each may pass. Line 21: each trick takes a
    fifth of the pool; who played and took none is "в раме" and pays five to the next pool.
    The deal goes round to the left, seat 1 dealing first."""
    out = Reckoned()
    pool = 0
    totals = dict.fromkeys(players, 0)
    for number, deal in enumerate(deals):
        dealer = players[number % len(players)]
        chips = dict.fromkeys(players, 0)
        chips[dealer] -= 5  # line 7
        pool += 5
        played = list(players) if deal.played is None else list(deal.played)  # line 19
        share = pool // 5  # line 21 (every pool here divides by five)
        for who in played:
            chips[who] += share * deal.tricks.get(who, 0)
        pool -= share * sum(deal.tricks.values())
        for who in played:
            if not deal.tricks.get(who):  # line 21: ramsed
                chips[who] -= 5
                pool += 5
        for who in players:
            totals[who] += chips[who]
        out.points.append(chips)
        out.totals.append(dict(totals))
        out.pots.append(pool)
    return out


# --- piquet (seeds/001 lines 303-322) ---------------------------------------------------------

@dataclass(frozen=True)
class PiquetDeal:
    """Who scored the point (cards), the sequences (their lengths) and the sets (quatorzes,
    trios), each to one player; the tricks as won in turn, ``E`` elder, ``Y`` younger."""

    point: tuple[str, int]
    sequences: tuple[str, tuple[int, ...]]
    sets: tuple[str, int, int]
    won: str

    def tricks(self, elder: str, younger: str) -> dict[str, int]:
        return {elder: self.won.count("E"), younger: self.won.count("Y")}

    def play(self, elder: str, younger: str) -> dict[str, int]:
        """The play's points (the standard rules of the program, the seed being cut off):
        1 for each card led, 1 for winning a trick the other led, 1 more for the last trick;
        elder leads to the first trick, the winner of a trick to the next."""
        who = {"E": elder, "Y": younger}
        points = {elder: 0, younger: 0}
        leader = "E"
        for number, winner in enumerate(self.won, start=1):
            points[who[leader]] += 1
            if winner != leader:
                points[who[winner]] += 1
            if number == len(self.won):
                points[who[winner]] += 1
            leader = winner
        return points


def piquet(players: Sequence[str], deals: Sequence[PiquetDeal]) -> Reckoned:
    """Line 319: the game is 100; a loser who has not reached 50 is lurched and loses double.
    The seed stops after the deal (line 321); the counting is the program's standard one, in
    its order: the point 1 a card, sequences (tierce 3, quart 4, quint and longer 10 more than
    their length), quatorze 14, trio 3 — 30 in these before the other scores anything adds a
    repique of 60 —, the play, then 10 for seven tricks or more. Whoever reaches 100 first in
    this order wins; the rest of the deal is not counted. The dealer (younger hand) is seat 1
    first, then in turn (line 321)."""
    out = Reckoned()
    totals = dict.fromkeys(players, 0)
    for number, deal in enumerate(deals):
        younger = players[number % 2]
        elder = players[(number + 1) % 2]
        in_hand = {elder: 0, younger: 0}
        steps: list[tuple[str, int]] = []
        repiqued = False
        for who, worth in ((deal.point[0], deal.point[1]),
                           (deal.sequences[0], sum(n if n <= 4 else n + 10
                                                   for n in deal.sequences[1])),
                           (deal.sets[0], 14 * deal.sets[1] + 3 * deal.sets[2])):
            steps.append((who, worth))
            in_hand[who] += worth
            other = younger if who == elder else elder
            if not repiqued and in_hand[who] >= 30 and in_hand[other] == 0:
                steps.append((who, 60))
                repiqued = True
        play = deal.play(elder, younger)
        steps += [(elder, play[elder]), (younger, play[younger])]
        tricks = deal.tricks(elder, younger)
        steps += [(who, 10) for who, n in tricks.items() if n >= 7]
        points = dict.fromkeys(players, 0)
        winner = None
        for who, n in steps:
            totals[who] += n
            points[who] += n
            if totals[who] >= 100:
                winner = who
                break
        out.points.append(points)
        out.totals.append(dict(totals))
        if winner is not None:
            loser = next(p for p in players if p != winner)
            worth = 2 if totals[loser] < 50 else 1  # line 319
            out.games.append((winner, dict(totals), worth))
            out.winner, out.value = winner, worth
            break
    return out


# --- five hundred (seeds/002 lines 181-209) ---------------------------------------------------

# lines 191-201: six tricks' worth; each trick more as much again
BID_SIX = {"S": 40, "C": 60, "D": 80, "H": 100, "NT": 120}


@dataclass(frozen=True)
class FiveHundredDeal:
    bidder: str
    level: int
    trump: str  # S C D H NT
    tricks: Mapping[str, int]


def five_hundred(players: Sequence[str], deals: Sequence[FiveHundredDeal]) -> Reckoned:
    """Lines 191-201: the bid's worth, six tricks' worth times the tricks over five. Line 203:
    made, the bidder scores his bid and no more, unless he takes every trick: 250 when his bid
    was worth less. Line 205: every other player ten a trick he took. Line 207: a bidder who
    fails goes back by his bid."""
    out = Reckoned()
    totals = dict.fromkeys(players, 0)
    for deal in deals:
        worth = BID_SIX[deal.trump] * (deal.level - 5)
        taken = deal.tricks.get(deal.bidder, 0)
        if taken < deal.level:
            mine = -worth  # line 207
        elif taken == 10 and worth < 250:
            mine = 250  # line 203
        else:
            mine = worth
        points = {who: 10 * deal.tricks.get(who, 0) for who in players}  # line 205
        points[deal.bidder] = mine
        for who in players:
            totals[who] += points[who]
        out.points.append(points)
        out.totals.append(dict(totals))
    return out
