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
- the premiums (lines 40–41): the seed says who pays them — each whister to a declarer who
  wins one, a declarer who loses one to each defender, whisted or not — and is cut off before
  their table. The table is the club's house rule: up to four premiums, ``premium_1`` to
  ``premium_4``, each its stake; all 0 by default (an empty table: no premium can be entered).
  A deal names the premiums the declarer won (``premiums_won``) and lost (``premiums_lost``) by
  their numbers; they pass between the players, not through the pot.
A deal's ``points`` are
its chips (so the totals are each player's balance, contributions included); the deal's record
keeps the entry (who declared, the answers, the tricks) and says it in words in its note.

Entry: ``{"declarer": name | null, "contract": "1"–"4" | "game" | "hearts", "trumps": suit,
"whist": {defender: "whist" | "pass" | "invite"}, "tricks": {name: n}, "bidding": [call, …],
"premiums_won": ["1", …], "premiums_lost": ["2", …]}``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from clubapp.message import Message, Term
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
PREMIUMS = ("1", "2", "3", "4")  # the rows of the club's premium table (lines 40–41)
GAME_ID = "preference-austrian"

PREFERENCE_OPTIONS = (
    Option("pot_start", "int", 10, "Each player's first stake in the pot", "Первый взнос в котёл",
           minimum=10, maximum=10000, help="seeds/003 line 12: a multiple of ten",
           help_ru="книга, строка 12: кратно десяти"),
    Option("pot_refill", "int", 10, "Each player's stake when the pot is empty",
           "Взнос в опустевший котёл", minimum=10, maximum=10000,
           help="seeds/003 line 12: a multiple of ten",
           help_ru="книга, строка 12: кратно десяти"),
    Option("hold_rule", "choice", "earlier-hand", "Who may hold", "Кто может сказать «здесь»",
           choices=HOLD_RULES,
           help="earlier-hand: only a player who speaks before the bidder (seeds/003 lines 21-26)",
           help_ru="только игрок, говоривший раньше перебившего (книга, строки 21–26)"),
    *(Option(f"premium_{n}", "int", 0, f"Premium {n} of the table (stakes)",
             f"Премия {n} по таблице (ставок)", minimum=0, maximum=1000,
             help="seeds/003 lines 40-41: the premiums' table is cut off; the club's own, "
                  "0: no such premium",
             help_ru="книга, строки 40–41: таблица премий оборвана; своя у клуба, 0 — такой "
                     "премии нет")
      for n in PREMIUMS),
)

# ``answers`` (a choice per player) and ``calls`` (a list of choices) are checked for their shape
# by the schema; ``outcome`` checks what they mean (``check_answers``, ``run_auction``).
PREFERENCE_ENTRY = (
    Field("declarer", "player", "Declarer", "Разыгрывающий", nullable=True,
          help="null when all passed", help_ru="пусто, если все спасовали"),
    Field("contract", "choice", "Contract", "Заявка", required=False, choices=CONTRACTS,
          choice_labels={"1": "1 (with the talon)", "2": "2", "3": "3", "4": "4",
                         "game": "game (no talon)", "hearts": "hearts (no talon)"},
          choice_labels_ru={"1": "раз (с прикупом)", "2": "два", "3": "три", "4": "четыре",
                            "game": "игра (без прикупа)", "hearts": "червы (без прикупа)"}),
    Field("trumps", "choice", "Trumps", "Козыри", required=False, choices=TRUMP_SUITS,
          help="not below the suit of the contract; game: not hearts",
          help_ru="не ниже масти заявки; при «игре» — не червы",
          choice_labels_ru={"clubs": "трефы", "spades": "пики", "diamonds": "бубны",
                            "hearts": "червы"}),
    Field("whist", "answers", "Defenders' answers", "Ответы защитников",
          required=False, choices=ANSWERS, keys="players",
          help="each defender: whist, pass or invite",
          help_ru="каждый защитник: вист, пас или приглашение",
          choice_labels_ru={"whist": "вист", "pass": "пас", "invite": "приглашаю"}),
    Field("tricks", "counts", "Tricks", "Взятки", required=False, minimum=0,
          maximum=TRICKS_IN_DEAL, help="of everyone who played; one may be left out",
          help_ru="всех, кто играл; одного можно не указывать"),
    Field("bidding", "calls", "Bidding", "Торговля", required=False,
          choices=CALLS, help="the calls in turn from the dealer's left",
          help_ru="заявки по очереди, начиная со следующего за сдающим",
          choice_labels_ru={"pass": "пас", "hold": "здесь", "1": "раз", "2": "два", "3": "три",
                            "4": "четыре", "game": "игра", "hearts": "червы", "-": "—"}),
    Field("premiums_won", "calls", "Premiums the declarer won", "Премии, выигранные "
          "разыгрывающим", required=False, choices=PREMIUMS,
          help="by their numbers in the table; each whister pays him each (line 41)",
          help_ru="номера по таблице; каждый вистующий платит ему каждую (строка 41)"),
    Field("premiums_lost", "calls", "Premiums the declarer lost", "Премии, проигранные "
          "разыгрывающим", required=False, choices=PREMIUMS,
          help="by their numbers in the table; he pays each defender, whisted or not (line 41)",
          help_ru="номера по таблице; он платит каждую каждому защитнику, вистовал тот или нет "
                  "(строка 41)"),
)


@register
class Preference(GameRules):
    id = GAME_ID
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
                raise RuleError(f"option {name}", "preference.stake_multiple")

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
            for name in ("contract", "trumps", "whist", "tricks", "premiums_won",
                         "premiums_lost"):
                if entry.get(name):
                    raise RuleError(name, "preference.passed_no_contract")
            if auction is not None and not auction.passed_out:
                raise RuleError("declarer", "preference.bidding_was_won", how=describe(auction))
            return self._result(filled, Message("preference.all_passed"))
        if declarer not in active:
            raise RuleError("declarer", "preference.sits_out", player=declarer)
        contract = entry.get("contract")
        if contract is None:
            raise RuleError("contract", "preference.contract_missing")
        if auction is not None:
            check_auction(auction, declarer, contract)
        check_trumps(contract, entry.get("trumps"))
        seat = active.index(declarer)  # line 31: the defender on the declarer's left answers first
        defenders = [active[(seat + k) % len(active)] for k in (1, 2)]
        answers = check_answers(entry.get("whist"), defenders)
        tricks = check_tricks(entry.get("tricks"), active, declarer, answers)
        moves = contract_moves(state.players, filled.pot, declarer, answers, tricks)
        chips = {p: filled.chips[p] + moves.chips[p] for p in state.players}
        said = [note(declarer, contract, answers, tricks)]
        for who, n in self._premiums(state, entry, declarer, answers, said).items():
            chips[who] += n
        return self._result(PotMoves(chips, moves.pot), tuple(said))

    def _premiums(self, state: State, entry: Mapping[str, Any], declarer: str,
                  answers: Mapping[str, str], said: list[Message]) -> dict[str, int]:
        """Lines 40–41: a premium the declarer won is paid him by each whister; one he lost he
        pays each defender, whisted or not; the stakes are the club's table (house rules)."""
        moves = dict.fromkeys(state.players, 0)
        whisters = [d for d, a in answers.items() if a != "pass"]
        for name, paying in (("premiums_won", whisters), ("premiums_lost", list(answers))):
            for number, premium in enumerate(entry.get(name) or (), start=1):
                stake = state.options[f"premium_{premium}"]
                if not stake:
                    raise RuleError(f"{name}.{number}", "preference.premium_not_in_table",
                                    premium=premium)
                for other in paying:
                    sign = 1 if name == "premiums_won" else -1
                    moves[declarer] += sign * stake
                    moves[other] -= sign * stake
                said.append(Message("preference." + name, player=declarer, premium=premium,
                                    stake=stake, count=len(paying)))
        return moves

    @staticmethod
    def _result(moves: PotMoves, said: Message | tuple[Message, ...]) -> Outcome:
        steps = tuple((p, n) for p, n in moves.chips.items() if n)
        return Outcome(steps, chips=dict(moves.chips), pool=moves.pot, note=said,
                       extra=moves.pot)


def describe(auction: AuctionResult) -> Message:
    """The auction's end, as a message."""
    if auction.passed_out:
        return Message("preference.everybody_passed")
    if auction.declarer is None:
        return Message("preference.both_called_game", players=list(auction.game_bidders))
    assert auction.contract is not None
    return Message("preference.won_with", player=auction.declarer,
                   contract=Term.choice(GAME_ID, "contract", auction.contract))


def check_auction(auction: AuctionResult, declarer: str, contract: str) -> None:
    """The declarer and contract must be what the bidding ended on."""
    if auction.passed_out:
        raise RuleError("declarer", "preference.bidding_passed_out")
    if auction.declarer is None:  # several game bidders settle by suit (line 20)
        if declarer not in auction.game_bidders:
            raise RuleError("declarer", "preference.only_they_called_game",
                            players=list(auction.game_bidders))
    elif declarer != auction.declarer:
        raise RuleError("declarer", "preference.won_by", player=auction.declarer)
    if contract != auction.contract:
        assert auction.contract is not None
        raise RuleError("contract", "preference.ended_on",
                        contract=Term.choice(GAME_ID, "contract", auction.contract))


def check_trumps(contract: str, trumps: str | None) -> None:
    """Line 29: trumps not below the contract's suit; line 17: game not in hearts, hearts in hearts."""
    if trumps is None:
        return
    rank = TRUMP_SUITS.index(trumps) + 1
    if contract == "hearts" and trumps != "hearts":
        raise RuleError("trumps", "preference.hearts_in_hearts")
    if contract == "game" and trumps == "hearts":
        raise RuleError("trumps", "preference.game_not_hearts")
    if contract in NUMBERS and rank < int(contract):
        raise RuleError("trumps", "preference.trumps_below",
                        trumps=Term.choice(GAME_ID, "trumps", trumps),
                        contract=Term.choice(GAME_ID, "contract", contract))


def check_answers(given: object, defenders: Sequence[str]) -> dict[str, str]:
    """Lines 30–31: each defender whists or passes; a lone whister may invite the passer."""
    if given is None:
        raise RuleError("whist", "preference.answers_missing")
    if not isinstance(given, Mapping):
        raise RuleError("whist", "schema.expected_answers_players")
    for name, answer in given.items():
        if name not in defenders:
            raise RuleError(f"whist.{name}", "preference.not_a_defender",
                            defenders=list(defenders))
        if answer not in ANSWERS:
            raise RuleError(f"whist.{name}", "schema.not_a_choice", value=answer,
                            choices=list(ANSWERS))
    for name in defenders:
        if name not in given:
            raise RuleError(f"whist.{name}", "preference.answer_missing")
    answers = {d: given[d] for d in defenders}
    for name, answer in answers.items():
        partner = next(d for d in defenders if d != name)
        if answer == "invite" and answers[partner] != "pass":
            raise RuleError(f"whist.{name}", "preference.invite_lone")
    return answers


def check_tricks(given: Any, active: Sequence[str], declarer: str,
                 answers: Mapping[str, str]) -> dict[str, int]:
    """The tricks of everyone who played, adding up to ten; one of them may be left out."""
    tricks = dict(given or {})
    for name in tricks:
        if name not in active:
            raise RuleError(f"tricks.{name}", "preference.sits_out", player=name)
    whisters = [d for d, a in answers.items() if a != "pass"]
    invited = any(a == "invite" for a in answers.values())
    playing = [declarer, *(d for d in answers if answers[d] != "pass" or invited)]
    if not whisters:
        if any(n for p, n in tricks.items() if p != declarer) or tricks.get(declarer, 10) != 10:
            raise RuleError("tricks", "preference.no_play")
        return {declarer: TRICKS_IN_DEAL}
    for name, count in tricks.items():
        if name not in playing and count:
            raise RuleError(f"tricks.{name}", "preference.passed_no_tricks", player=name)
    missing = [p for p in playing if p not in tricks]
    if len(missing) > 1:
        raise RuleError(f"tricks.{missing[0]}", "preference.tricks_missing")
    if missing:
        rest = TRICKS_IN_DEAL - sum(tricks.values())
        if rest < 0:
            raise RuleError("tricks", "preference.tricks_sum", total=sum(tricks.values()))
        tricks[missing[0]] = rest
    total = sum(tricks.values())
    if total != TRICKS_IN_DEAL:
        raise RuleError("tricks", "preference.tricks_sum", total=total)
    return {p: tricks.get(p, 0) for p in playing}


def note(declarer: str, contract: str, answers: Mapping[str, str],
         tricks: Mapping[str, int]) -> Message:
    """Who declared, who whisted and the tricks, as the score sheet's note."""
    return Message("preference.deal", player=declarer,
                   contract=Term.choice(GAME_ID, "contract", contract),
                   answers=[Message("preference.answered", player=d,
                                    answer=Term.choice(GAME_ID, "whist", a))
                            for d, a in answers.items()],
                   tricks=[Message("preference.took", player=p, n=n) for p, n in tricks.items()])
