"""A member's money statement as a mail (issue 33, ``clubapp.mail.statements``): its subject,
sentences, the table's headings and the words of each line, said to the member ("you"). The
terms are the printed statement's (``money_documents``)."""

MESSAGES = {
    # the subjects: the club and the period
    "mail_statements.subject_evening": "{club}: {evening}, {date} — your statement",
    "mail_statements.subject_season": "{club}: {season} — your statement",
    "mail_statements.subject_all": "{club}: your statement",
    "mail_statements.intro_evening": "Here is your account with the club after {evening} on "
                                     "{date}.",
    "mail_statements.intro_season": "Here is your account with the club for the season "
                                    "{season}.",
    "mail_statements.intro_all": "Here is your account with the club.",
    "mail_statements.period_all": "Everything on record.",
    "mail_statements.period_season": "Season {season}: {first} – {last}.",
    "mail_statements.period_season_empty": "Season {season}: no evenings yet.",
    "mail_statements.evening_marked": "The lines of {evening} are marked.",
    "mail_statements.not_final": "{evening} is still open: its figures may still change.",
    "mail_statements.amounts_in": "Amounts in {currency}.",
    "mail_statements.sum": "{amount} {currency}",
    "mail_statements.balance_now": "Your balance now: {amount}.",
    "mail_statements.season_end": "Your balance at the end of the season: {amount}.",
    "mail_statements.owes": "A balance below nothing is what you owe the club.",
    # the totals of the period
    "mail_statements.totals": "In this period",
    "mail_statements.total.deposit": "Deposits: {amount}",
    "mail_statements.total.withdrawal": "Paid back to you: {amount}",
    "mail_statements.total.due": "Charged for the evenings: {amount}",
    "mail_statements.total.paid": "Paid at the evenings in cash or by card: {amount}",
    "mail_statements.total.waived": "Waived: {amount}",
    "mail_statements.total.won": "Prizes and pots won: {amount}",
    "mail_statements.total.paid_out": "Winnings handed to you in cash: {amount}",
    # the lines
    "mail_statements.lines": "Your account",
    "mail_statements.date": "Date",
    "mail_statements.what": "What",
    "mail_statements.amount": "Amount",
    "mail_statements.balance": "Balance",
    "mail_statements.opening": "Brought forward",
    "mail_statements.closing": "Balance at the end",
    "mail_statements.none": "Nothing on record in this period.",
    "mail_statements.proof": "Brought forward {opening} and the lines {lines} make the balance "
                             "at the end, {closing}.",
    "mail_statements.kind.deposit": "Deposit",
    "mail_statements.kind.withdrawal": "Paid back to you",
    "mail_statements.kind.due": "Charged for the evening",
    "mail_statements.kind.cash": "Paid in cash",
    "mail_statements.kind.card": "Paid by card",
    "mail_statements.kind.balance": "Paid from your balance ({amount})",
    "mail_statements.kind.waived": "Waived",
    "mail_statements.kind.prize": "Prize",
    "mail_statements.kind.pot": "Pot won",
    "mail_statements.kind.paid_out": "Winnings handed to you in cash",
    "mail_statements.why_sent": "You get this mail because you have an account with {club}. "
                                "To get no more mails from the club, tell the organiser.",
}
