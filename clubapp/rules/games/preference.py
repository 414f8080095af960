"""Austrian préférence, the contract side (seeds/003, the whole text).

From the seed:
- line 9: three play; with four, the dealer sits the hand out; all goes to the left;
- lines 13–26: the auction (``preference_bidding``), checked when ``bidding`` is given;
- line 16–17, 29: the declarer names trumps not below the suit reached in the auction; ``game``
  is played without the talon in any suit but hearts, ``hearts`` in hearts;
- lines 30–31: each defender, the one on the declarer's left first, whists (undertakes two
  tricks) or passes; a lone whister may invite the passer, who must play but answers for
  nothing, while the inviter answers for four tricks; nobody whisting, the declarer wins without
  play (line 33);
- lines 11–12, 35–39: the pot (``preference_pot``): every deal's ``chips`` and the ``pool``
  left after it, in whole stakes.

House-rule defaults:
- ``pot_start`` (10) and ``pot_refill`` (10): each player's contribution when the game starts and
  whenever the pot is empty at the start of a deal (line 12 asks for a multiple of ten and no
  more). The contribution shows in that deal's chips.
- ``hold_rule``: see ``preference_bidding``.
The premiums of lines 40–41 are cut off in the seed and are not scored. A deal's ``points`` are
its chips (so the totals are each player's balance, contributions included); the deal's record
keeps the entry (who declared, the answers, the tricks) and says it in words in its note.

Entry: ``{"declarer": name | null, "contract": "1"–"4" | "game" | "hearts", "trumps": suit,
"whist": {defender: "whist" | "pass" | "invite"}, "tricks": {name: n}, "bidding": [call, …]}``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from clubapp.rules.base import GameRules, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.preference_bidding import (
    CALLS,
    HOLD_RULES,
    NUMBERS,
    AuctionResult,
    run_auction,
)
from clubapp.rules.games.preference_pot import (
    POT_UNIT,
    TRICKS_IN_DEAL,
    PotMoves,
    contract_moves,
    refill,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

# line 1 and the examples of lines 23–26: each number is a suit (3 diamonds, 4 hearts)
TRUMP_SUITS = ("clubs", "spades", "diamonds", "hearts")
ANSWERS = ("whist", "pass", "invite")
CONTRACTS = (*NUMBERS, "game", "hearts")

PREFERENCE_OPTIONS = (
    Option("pot_start", "int", 10, "Each player's first stake in the pot", "Первый взнос в котёл",
           minimum=10, maximum=10000, help="seeds/003 line 12: a multiple of ten"),
    Option("pot_refill", "int", 10, "Each player's stake when the pot is empty",
           "Взнос в опустевший котёл", minimum=10, maximum=10000,
           help="seeds/003 line 12: a multiple of ten"),
    Option("hold_rule", "choice", "earlier-hand", "Who may hold", "Кто может сказать «здесь»",
           choices=HOLD_RULES,
           help="earlier-hand: only a player who speaks before the bidder (seeds/003 lines 21-26)"),
)

# ``answers`` (a choice per player) and ``calls`` (a list of choices) are checked for their shape
# by the schema; ``outcome`` checks what they mean (``check_answers``, ``run_auction``).
PREFERENCE_ENTRY = (
    Field("declarer", "player", "Declarer", "Разыгрывающий", nullable=True,
          help="null when all passed"),
    Field("contract", "choice", "Contract", "Заявка", required=False, choices=CONTRACTS,
          choice_labels={"1": "1 (with the talon)", "2": "2", "3": "3", "4": "4",
                         "game": "game (no talon)", "hearts": "hearts (no talon)"}),
    Field("trumps", "choice", "Trumps", "Козыри", required=False, choices=TRUMP_SUITS,
          help="not below the suit of the contract; game: not hearts"),
    Field("whist", "answers", "Defenders' answers", "Ответы защитников",
          required=False, choices=ANSWERS, keys="players",
          help="each defender: whist, pass or invite"),
    Field("tricks", "counts", "Tricks", "Взятки", required=False, minimum=0,
          maximum=TRICKS_IN_DEAL, help="of everyone who played; one may be left out"),
    Field("bidding", "calls", "Bidding", "Торговля", required=False,
          choices=CALLS, help="the calls in turn from the dealer's left"),
)


@register
class Preference(GameRules):
    id = "preference-austrian"
    aliases = ("preference",)
    name = "Préférence (Austrian)"
    name_ru = "Преферанс (австрийский)"
    family = "preference"
    source = "seeds/003 (whole)"
    min_players = 3
    max_players = 4
    options = PREFERENCE_OPTIONS
    entry_schema = PREFERENCE_ENTRY

    def check_players(self, players: Sequence[str], options: Mapping[str, Any]) -> None:
        for name in ("pot_start", "pot_refill"):
            if options[name] % POT_UNIT:
                raise RuleError(f"option {name}", "the stake in the pot is a multiple of ten "
                                "(seeds/003 line 12)")

    def start_extra(self, state: State) -> Any:
        return 0  # the pot: empty until the first deal's contributions

    def active_players(self, players: Sequence[str], dealer: str) -> list[str]:
        """Line 9: the three who play, from the dealer's left; with four, the dealer sits out."""
        start = players.index(dealer)
        seats = [players[(start + k) % len(players)] for k in range(1, len(players) + 1)]
        return seats[:3] if len(players) == 4 else seats

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        active = self.active_players(state.players, dealer)
        contribution = state.options["pot_start"] if not state.deals else state.options["pot_refill"]
        filled = refill(state.players, state.extra, contribution)
        auction = None
        if entry.get("bidding") is not None:
            auction = run_auction(entry["bidding"], active, hold_rule=state.options["hold_rule"])
        declarer = entry["declarer"]
        if declarer is None:
            for name in ("contract", "trumps", "whist", "tricks"):
                if entry.get(name) is not None:
                    raise RuleError(name, "nobody declared: a passed hand has no contract")
            if auction is not None and not auction.passed_out:
                raise RuleError("declarer", f"the bidding was won: {describe(auction)}")
            return self._result(filled, "all passed")
        if declarer not in active:
            raise RuleError("declarer", f"{declarer} deals and sits this hand out")
        contract = entry.get("contract")
        if contract is None:
            raise RuleError("contract", "missing: what did the bidding end on?")
        if auction is not None:
            check_auction(auction, declarer, contract)
        check_trumps(contract, entry.get("trumps"))
        seat = active.index(declarer)  # line 31: the defender on the declarer's left answers first
        defenders = [active[(seat + k) % len(active)] for k in (1, 2)]
        answers = check_answers(entry.get("whist"), defenders)
        tricks = check_tricks(entry.get("tricks"), active, declarer, answers)
        moves = contract_moves(state.players, filled.pot, declarer, answers, tricks)
        chips = {p: filled.chips[p] + moves.chips[p] for p in state.players}
        return self._result(PotMoves(chips, moves.pot), note(declarer, contract, answers, tricks))

    @staticmethod
    def _result(moves: PotMoves, text: str) -> Outcome:
        steps = tuple((p, n) for p, n in moves.chips.items() if n)
        return Outcome(steps, chips=dict(moves.chips), pool=moves.pot, note=text, extra=moves.pot)


def describe(auction: AuctionResult) -> str:
    """The auction's end in words."""
    if auction.passed_out:
        return "everybody passed"
    if auction.declarer is None:
        return f"{' and '.join(auction.game_bidders)} both called game"
    return f"{auction.declarer} with {auction.contract}"


def check_auction(auction: AuctionResult, declarer: str, contract: str) -> None:
    """The declarer and contract must be what the bidding ended on."""
    if auction.passed_out:
        raise RuleError("declarer", "everybody passed in the bidding: enter declarer null")
    if auction.declarer is None:  # several game bidders settle by suit (line 20)
        if declarer not in auction.game_bidders:
            raise RuleError("declarer", f"only {' or '.join(auction.game_bidders)} called game")
    elif declarer != auction.declarer:
        raise RuleError("declarer", f"the bidding was won by {auction.declarer}")
    if contract != auction.contract:
        raise RuleError("contract", f"the bidding ended on {auction.contract}")


def check_trumps(contract: str, trumps: str | None) -> None:
    """Line 29: trumps not below the contract's suit; line 17: game not in hearts, hearts in hearts."""
    if trumps is None:
        return
    rank = TRUMP_SUITS.index(trumps) + 1
    if contract == "hearts" and trumps != "hearts":
        raise RuleError("trumps", "a hearts contract is played in hearts")
    if contract == "game" and trumps == "hearts":
        raise RuleError("trumps", "game is played in any suit but hearts (line 17)")
    if contract in NUMBERS and rank < int(contract):
        raise RuleError("trumps", f"{trumps} is below the {contract} reached in the bidding (line 29)")


def check_answers(given: Any, defenders: Sequence[str]) -> dict[str, str]:
    """Lines 30–31: each defender whists or passes; a lone whister may invite the passer."""
    if given is None:
        raise RuleError("whist", "missing: each defender's answer (whist, pass or invite)")
    if not isinstance(given, Mapping):
        raise RuleError("whist", "expected an object of defenders to whist, pass or invite")
    for name, answer in given.items():
        if name not in defenders:
            raise RuleError(f"whist.{name}", f"not a defender this hand ({' and '.join(defenders)})")
        if answer not in ANSWERS:
            raise RuleError(f"whist.{name}", f"{answer!r} is not one of whist, pass, invite")
    for name in defenders:
        if name not in given:
            raise RuleError(f"whist.{name}", "missing: whist, pass or invite")
    answers = {d: given[d] for d in defenders}
    for name, answer in answers.items():
        partner = next(d for d in defenders if d != name)
        if answer == "invite" and answers[partner] != "pass":
            raise RuleError(f"whist.{name}", "only a lone whister invites, and only a defender "
                            "who passed (line 31)")
    return answers


def check_tricks(given: Any, active: Sequence[str], declarer: str,
                 answers: Mapping[str, str]) -> dict[str, int]:
    """The tricks of everyone who played, adding up to ten; one of them may be left out."""
    tricks = dict(given or {})
    for name in tricks:
        if name not in active:
            raise RuleError(f"tricks.{name}", f"{name} deals and sits this hand out")
    whisters = [d for d, a in answers.items() if a != "pass"]
    invited = any(a == "invite" for a in answers.values())
    playing = [declarer, *(d for d in answers if answers[d] != "pass" or invited)]
    if not whisters:
        if any(n for p, n in tricks.items() if p != declarer) or tricks.get(declarer, 10) != 10:
            raise RuleError("tricks", "nobody whisted: there is no play, the declarer counts all ten "
                            "(line 31)")
        return {declarer: TRICKS_IN_DEAL}
    for name, count in tricks.items():
        if name not in playing and count:
            raise RuleError(f"tricks.{name}", f"{name} passed and laid his cards down: no tricks")
    missing = [p for p in playing if p not in tricks]
    if len(missing) > 1:
        raise RuleError(f"tricks.{missing[0]}", "missing: give the tricks of all but one who played")
    if missing:
        rest = TRICKS_IN_DEAL - sum(tricks.values())
        if rest < 0:
            raise RuleError("tricks", f"the tricks given add up to {sum(tricks.values())}, a hand has 10")
        tricks[missing[0]] = rest
    total = sum(tricks.values())
    if total != TRICKS_IN_DEAL:
        raise RuleError("tricks", f"the tricks add up to {total}, a hand has 10")
    return {p: tricks.get(p, 0) for p in playing}


def note(declarer: str, contract: str, answers: Mapping[str, str], tricks: Mapping[str, int]) -> str:
    """Who declared, who whisted and the tricks, in words for the score sheet."""
    said = ", ".join(f"{d} {a}" for d, a in answers.items())
    took = ", ".join(f"{p} {n}" for p, n in tricks.items())
    return f"{declarer} declared {contract}; {said}; tricks {took}"
