"""``clubapp money``: the club's money, as JSON (issue 33). Sums are decimal text ("5.00").

- ``money setup EVENING`` reads the evening's money on stdin, every key optional (a key left
  out is left as it is; an unknown key is refused, named): ``{"currency", "minor_unit",
  "entry_fee", "guest_fee", "table_money", "extras", "payout", "pay_out", "pots", "guests"}``
  (``clubapp.services.money_setup``; ``guests`` by name or number); prints the setup;
- ``money pay EVENING MEMBER [--amount A] [--how cash|card|balance|waived] [--guest]`` takes
  a payment (all he owes without ``--amount``) and prints the member's line of the evening;
- ``money cancel PAYMENT`` cancels a payment taken by mistake;
- ``money show EVENING`` prints ``{"takings", "house", "payouts": [{"place", "player",
  "amount"}], "pots": [{"name", "in", "won_by", "carried"}], "balances": {name: balance after
  the evening}, "balanced"}``;
- ``money sheet EVENING`` prints the cash sheet, line by line, its proof row last;
- ``money balances`` prints every member's balance: ``[{"id", "name", "balance"}]``;
- ``money deposit MEMBER AMOUNT [--note N] [--date D] [--withdraw]`` takes money to keep on a
  member's balance (or pays it back) and prints his balance;
- ``money award EVENING POT MEMBER [--withdraw]`` awards a pot by hand (or takes it back);
- ``money statement MEMBER [--season S]`` prints a member's statement.
"""

from __future__ import annotations

import argparse
import datetime as dt
from collections.abc import Mapping
from typing import Any

from clubapp.commands import BadInput, print_json, read_json_stdin
from clubapp.commands._club import club, member_id, refused

WAYS = ("cash", "card", "balance", "waived")


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("money", help="fees, payouts, pots and balances",
                            description=("The club's money, as JSON: what an evening charges "
                                         "and pays, the payments, the side pots, the cash sheet "
                                         "and every member's balance. Sums are decimal text, "
                                         "such as 5.00."))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    setup = actions.add_parser("setup", help="set up an evening's money (JSON on stdin)")
    setup.add_argument("evening", type=int, metavar="EVENING", help="the evening's number")
    setup.set_defaults(func=run_setup)
    pay = actions.add_parser("pay", help="take a member's payment at an evening")
    pay.add_argument("evening", type=int, metavar="EVENING", help="the evening's number")
    pay.add_argument("member", metavar="MEMBER", help="the member, by number or by name")
    pay.add_argument("--amount", metavar="A",
                     help="the sum paid, such as 5.00 (default: all he owes)")
    pay.add_argument("--how", choices=WAYS, default="cash", metavar="cash|card|balance|waived",
                     help="cash, card, from his balance, or waived (default: cash)")
    pay.add_argument("--guest", action="store_true",
                     help="he plays as a guest tonight (the guest's entry fee)")
    pay.set_defaults(func=run_pay)
    cancel = actions.add_parser("cancel", help="cancel a payment taken by mistake")
    cancel.add_argument("payment", type=int, metavar="PAYMENT", help="the payment's number")
    cancel.set_defaults(func=run_cancel)
    for name, func, text in (("show", run_show, "an evening's money"),
                             ("sheet", run_sheet, "an evening's cash sheet with its proof")):
        each = actions.add_parser(name, help=text)
        each.add_argument("evening", type=int, metavar="EVENING", help="the evening's number")
        each.set_defaults(func=func)
    actions.add_parser("balances", help="every member's balance").set_defaults(func=run_balances)
    deposit = actions.add_parser("deposit", help="money a member leaves with the treasurer")
    deposit.add_argument("member", metavar="MEMBER", help="the member, by number or by name")
    deposit.add_argument("amount", metavar="AMOUNT", help="the sum, such as 20.00")
    deposit.add_argument("--note", default="", metavar="N", help="a note for the statement")
    deposit.add_argument("--date", default=None, metavar="YYYY-MM-DD",
                         help="the day (default: today)")
    deposit.add_argument("--withdraw", action="store_true",
                         help="pay it back from his balance instead")
    deposit.set_defaults(func=run_deposit)
    award = actions.add_parser("award", help="award a pot by hand")
    award.add_argument("evening", type=int, metavar="EVENING", help="the evening's number")
    award.add_argument("pot", metavar="POT", help="the pot's name")
    award.add_argument("member", metavar="MEMBER", help="the member, by number or by name")
    award.add_argument("--withdraw", action="store_true",
                       help="take back the pot awarded to him")
    award.set_defaults(func=run_award)
    statement = actions.add_parser("statement", help="a member's statement")
    statement.add_argument("member", metavar="MEMBER", help="the member, by number or by name")
    statement.add_argument("--season", type=int, default=None, metavar="S",
                           help="the season's number (default: everything)")
    statement.set_defaults(func=run_statement)


def _text(amount: Any) -> str:
    return str(amount)


def _guest(services: Any, given: Any, key: str) -> Any:
    """A guest of the setup named by name: his number (a number is the service's to check)."""
    from clubapp.services.views import ServiceError
    from clubapp.words import Message

    if not isinstance(given, str) or not given.strip():
        return given
    try:
        return services.members.find(given).id
    except ServiceError as exc:
        raise BadInput(Message("money.at_key", key=key, reason=exc.why)) from None


def run_setup(args: argparse.Namespace) -> int:
    changes = read_json_stdin()
    with club(args) as services:
        if isinstance(changes, Mapping) and isinstance(changes.get("guests"), list):
            changes = {**changes, "guests": [_guest(services, g, f"guests.{n}")
                                             for n, g in enumerate(changes["guests"], start=1)]}
        with refused():
            view = services.money.setup(args.evening, changes)
    print_json(view.setup.to_json())
    return 0


def _line_json(view: Any, member: int) -> dict[str, Any]:
    line = view.player(member)
    return {"evening": view.evening.id, "member": line.member_id, "player": line.name,
            "guest": line.guest, "due": _text(line.due), "paid": _text(line.paid),
            "unpaid": _text(line.unpaid), "cash": _text(line.cash), "card": _text(line.card),
            "from_balance": _text(line.balance), "waived": _text(line.waived),
            "won": _text(line.won), "balance": _text(line.balance_after),
            "payments": [{"id": p.id, "amount": _text(p.amount), "how": p.how}
                         for p in line.payments]}


def run_pay(args: argparse.Namespace) -> int:
    with club(args) as services:
        who = member_id(services, args.member)
        with refused():
            view = services.money.pay(args.evening, who, args.amount, args.how,
                                      guest=True if args.guest else None)
        print_json(_line_json(view, who))
    return 0


def run_cancel(args: argparse.Namespace) -> int:
    with club(args) as services, refused():
        view = services.money.cancel_payment(args.payment)
    print_json({"evening": view.evening.id, "cancelled": args.payment,
                "takings": _text(view.takings), "balanced": view.balanced})
    return 0


def show_json(view: Any) -> dict[str, Any]:
    """An evening's money as ``money show`` prints it (the issue's shape)."""
    return {
        "takings": _text(view.takings),
        "house": _text(view.house),
        "payouts": [{"place": p.place, "player": p.name, "amount": _text(p.amount)}
                    for p in view.payouts],
        "pots": [{"name": p.name, "in": _text(p.held), "won_by": p.won_by_names,
                  "carried": _text(p.carried_out)} for p in view.pots],
        "balances": {p.name: _text(p.balance_after) for p in view.players},
        "balanced": view.balanced,
    }


def run_show(args: argparse.Namespace) -> int:
    with club(args) as services, refused("evening"):
        view = services.money.evening_money(args.evening)
    print_json(show_json(view))
    return 0


def run_sheet(args: argparse.Namespace) -> int:
    from clubapp.words import say

    with club(args) as services, refused("evening"):
        sheet = services.money.cash_sheet(args.evening)
    print_json({"evening": args.evening, "currency": sheet.currency,
                "lines": [{"section": line.section, "item": line.item,
                           "what": say(line.what, args.lang), "count": line.count,
                           "amount": _text(line.amount)} for line in sheet.lines],
                "proof": _text(sheet.proof), "balanced": sheet.balanced})
    return 0


def run_balances(args: argparse.Namespace) -> int:
    with club(args) as services:
        balances = services.money.balances()
    print_json([{"id": b.member_id, "name": b.name, "balance": _text(b.balance)}
                for b in balances])
    return 0


def _date(text: str | None) -> dt.date | None:
    if text is None:
        return None
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise BadInput("cli.bad_date", "date", given=text) from None


def run_deposit(args: argparse.Namespace) -> int:
    day = _date(args.date)
    with club(args) as services:
        who = member_id(services, args.member)
        with refused():
            balance = services.money.deposit(who, args.amount, note=args.note, day=day,
                                             withdraw=args.withdraw)
    print_json({"id": balance.member_id, "name": balance.name,
                "balance": _text(balance.balance)})
    return 0


def run_award(args: argparse.Namespace) -> int:
    with club(args) as services:
        who = member_id(services, args.member)
        with refused():
            if args.withdraw:
                view = services.money.evening_money(args.evening)
                wanted = " ".join(args.pot.split()).casefold()
                awards = [c.award_id for p in view.pots if p.name.casefold() == wanted
                          for c in p.claims if c.award_id is not None and who in c.member_ids]
                if not awards:
                    raise BadInput("money.no_award_to_withdraw", pot=args.pot)
                view = services.money.withdraw_award(awards[-1])
            else:
                view = services.money.award(args.evening, args.pot, who)
    print_json(show_json(view))
    return 0


def run_statement(args: argparse.Namespace) -> int:
    with club(args) as services:
        who = member_id(services, args.member)
        with refused("season"):
            statement = services.money.statement(who, args.season)
    print_json({
        "member": statement.member_id, "name": statement.name, "season": statement.season_id,
        "from": statement.first_day.isoformat() if statement.first_day else None,
        "to": statement.last_day.isoformat() if statement.last_day else None,
        "opening": _text(statement.opening), "closing": _text(statement.closing),
        "lines": [{"day": line.day.isoformat(), "kind": line.kind, "amount": _text(line.amount),
                   "figure": _text(line.figure), "balance": _text(line.balance),
                   "evening": line.evening_id, "evening_name": line.evening_name,
                   "note": line.note} for line in statement.lines]})
    return 0
