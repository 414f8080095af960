"""The words of the club's money on paper: the evening's cash sheet, the payout list and a
member's statement (``clubapp/reports/cash_sheet.py``, ``payout_list.py``,
``money_statement.py``). Sums come written by the one formatter (a ``Decimal`` parameter)."""

MESSAGES = {
    # --- every money document ---
    "money_documents.amounts_in": "Amounts in {currency}.",
    "money_documents.not_set_up": "No money is set up for this evening.",
    "money_documents.total": "Total",
    "money_documents.player": "Player",
    "money_documents.amount": "Amount",
    "money_documents.paid_box": "Paid",
    "money_documents.guest": "{name} (guest)",
    "money_documents.balanced": "balanced",
    "money_documents.not_balanced": "DOES NOT BALANCE",
    # --- the cash sheet ---
    "money_documents.cash.title": "Cash sheet",
    "money_documents.cash.charges": "Entry fee {fee}; guests {guest_fee}; table money {table}.",
    "money_documents.cash.pay_out_cash": "Prizes and pots are paid in cash at the evening.",
    "money_documents.cash.pay_out_balance": "Prizes and pots are credited to the winners' "
                                            "balances.",
    "money_documents.cash.players": "What each player owes and how he paid",
    "money_documents.cash.nobody": "Nobody is in the evening's field yet.",
    "money_documents.cash.fee": "Entry fee",
    "money_documents.cash.other": "Table, extras, pots",
    "money_documents.cash.due": "Owes",
    "money_documents.cash.cash": "Cash",
    "money_documents.cash.card": "Card",
    "money_documents.cash.balance": "From balance",
    "money_documents.cash.waived": "Waived",
    "money_documents.cash.unpaid": "Unpaid",
    "money_documents.cash.section.takings": "Takings",
    "money_documents.cash.section.received": "How the takings were settled",
    "money_documents.cash.section.payouts": "Prizes",
    "money_documents.cash.section.pots": "Pots",
    "money_documents.cash.section.house": "The house",
    "money_documents.cash.section.cash": "The cash box",
    "money_documents.cash.section.proof": "Proof",
    "money_documents.cash.item": "Item",
    "money_documents.cash.count": "Players",
    "money_documents.cash.proof_ok": "Every cent taken is paid out, carried to the next evening "
                                     "or kept by the house: the sheet balances.",
    "money_documents.cash.proof_off": "The sheet does not balance by {amount}: report this "
                                      "before the money is put away.",
    # --- the payout list ---
    "money_documents.payouts.title": "Payout list",
    "money_documents.payouts.fund": "Prize fund {fund}: {percent} per cent of the entry fees "
                                    "({fees}).",
    "money_documents.payouts.rule_places": "Places paid: {count}, their shares of the fund "
                                           "{shares} per cent.",
    "money_documents.payouts.rule_top": "The top {percent} per cent of the field is paid: "
                                        "{count} {count|place|places} of {field}.",
    "money_documents.payouts.rule_party": "The party's prizes at fixed amounts.",
    "money_documents.payouts.rounding.cents_to_house": "Prizes are rounded down to the cent; "
                                                       "the odd cents go to the house.",
    "money_documents.payouts.rounding.cents_to_first": "Prizes are rounded down to the cent; "
                                                       "the odd cents go to first place.",
    "money_documents.payouts.rounding.halves_to_first": "Prizes below first are rounded to the "
                                                        "nearest 0.50; first place takes the "
                                                        "rest.",
    "money_documents.payouts.rounding.wholes_to_house": "Prizes are rounded down to whole "
                                                        "units; the rest goes to the house.",
    "money_documents.payouts.rounding.custom": "Prizes are rounded by the club's own rule.",
    "money_documents.payouts.ties": "Players tied on a place share the money of the places "
                                    "they cover equally.",
    "money_documents.payouts.place": "Place",
    "money_documents.payouts.shared": "{first}–{last}, shared",
    "money_documents.payouts.shared_one": "{place}, shared",
    "money_documents.payouts.prize": "Prize",
    "money_documents.payouts.prize.first": "First prize",
    "money_documents.payouts.prize.second": "Second prize",
    "money_documents.payouts.prize.consolation": "Consolation prize",
    "money_documents.payouts.none": "No prizes: no payout rule is set, or nobody is placed yet.",
    "money_documents.payouts.prizes_total": "Prizes",
    "money_documents.payouts.left": "Left of the prize fund, to the house: {amount}.",
    "money_documents.payouts.pots": "Pots won",
    "money_documents.payouts.pot": "Pot",
    "money_documents.payouts.why": "How it was won",
    "money_documents.payouts.pots_none": "No pot was won at this evening.",
    "money_documents.payouts.carried": "{pot}: {amount} carried to its next evening.",
    "money_documents.payouts.all_total": "Paid out in all",
    "money_documents.payouts.credited": "Credited",
    # --- a member's statement ---
    "money_documents.statement.title": "Statement",
    "money_documents.statement.season": "Season {season}: {first} – {last}",
    "money_documents.statement.season_empty": "Season {season}: no evenings yet",
    "money_documents.statement.everything": "Everything on record",
    "money_documents.statement.date": "Date",
    "money_documents.statement.what": "What",
    "money_documents.statement.where": "Evening or note",
    "money_documents.statement.balance": "Balance",
    "money_documents.statement.opening": "Brought forward",
    "money_documents.statement.closing": "Balance at the end",
    "money_documents.statement.none": "Nothing on record in this period.",
    "money_documents.statement.owes": "A balance below nothing is what the member owes the "
                                      "club.",
    "money_documents.statement.proof": "Brought forward {opening} and the lines {lines} make "
                                       "the balance at the end, {closing}: {verdict}.",
    "money_documents.statement.kind.deposit": "Deposit",
    "money_documents.statement.kind.withdrawal": "Paid back to him",
    "money_documents.statement.kind.due": "Charged for the evening",
    "money_documents.statement.kind.cash": "Paid in cash",
    "money_documents.statement.kind.card": "Paid by card",
    "money_documents.statement.kind.balance": "Paid from the balance ({amount})",
    "money_documents.statement.kind.waived": "Waived",
    "money_documents.statement.kind.prize": "Prize",
    "money_documents.statement.kind.pot": "Pot won",
    "money_documents.statement.kind.paid_out": "Winnings handed to him in cash",
}
