"""The results mails to the players (issue 32): their subjects, headings and sentences, and
what the command line says of the outbox."""

MESSAGES = {
    # the subjects: the club, the evening and its date
    "mail.subject_results": "{club}: {evening}, {date} — results",
    "mail.subject_chips": "{club}: {evening}, {date} — chip settlement",
    "mail.greeting": "Hello {name},",
    "mail.results_intro": "Here are the results of {evening!r} on {date}.",
    "mail.chips_intro": "Here is your chip settlement of {evening!r} on {date}.",
    "mail.a_player": "a player",
    # the member's own line
    "mail.yours": "Your results",
    "mail.own_place": "place {place} of {count}",
    "mail.own_shared": "shared",
    "mail.own_won": "games won: {won} of {played}",
    "mail.own_matches": "rubbers or matches won: {n}",
    "mail.own_stars": "stars: gold {gold}, red {red}, green {green}",
    "mail.own_rounds": "rounds played: {n}",
    "mail.own_prize": "{prize}: {why}",
    "mail.own_nothing": "No result of yours was recorded at this evening.",
    # the evening's sections
    "mail.tables": "The tables",
    "mail.standings": "Standings of the evening",
    "mail.stars_board": "Stars board",
    "mail.prizes": "Prizes",
    "mail.rotation_standing": "Standing",
    "mail.rotation_points": "Points",
    "mail.party_in_play": "The party has not ended: round {round} is in play, and the stars and "
                          "the prizes may still change.",
    "mail.not_final": "The evening is still open: these results may still change.",
    # the chip settlement
    "mail.chips_won": "You won {chips} at this evening.",
    "mail.chips_lost": "You lost {chips} at this evening.",
    "mail.chips_worth": "A white chip's worth: {money} for {units} white {units|chip|chips}.",
    "mail.chips_money_won": "You are owed {money}.",
    "mail.chips_money_lost": "You owe {money}.",
    "mail.chips_no_worth": "No worth in money was set for the chips: the settlement is in chips.",
    "mail.you_pay": "You pay {who} {amount}.",
    "mail.pays_you": "{who} pays you {amount}.",
    # the links to the results site
    "mail.on_the_site": "The evening on the club's results site: {url}",
    "mail.your_page": "Your own page there: {url}",
    # why the member gets this mail, and how to ask for none
    "mail.why_sent": "You get this mail because you played at {club}. To get no more results "
                     "by mail, tell the organiser: they turn the results mail off on your "
                     "member card.",
    # the command line
    "mail.queued_only": "no mail server given (`--smtp` or `CLUBAPP_SMTP`): the mails are "
                        "queued, not sent",
    "mail.no_address": "no e-mail address",
    "mail.opted_out": "asked for no results by mail",
    "mail.sent_before": "sent before, on {when}",
    "mail.interrupted": "the previous run stopped while sending this mail: sent again",
    "mail.bad_url": "{url!r} is not a mail server address: use "
                    "`smtp://user@host:port` or `smtps://user@host:port`",
    "mail.password_needed": "the mail server {where} asks a password for {user}: give it in "
                            "`CLUBAPP_SMTP_PASSWORD` or keep it in the keyring from the window",
    "mail.no_tls": "the mail server {where} offers no STARTTLS: add `?starttls=no` to send "
                   "without encryption",
    "mail.login_refused": "the mail server refused the login: {answer}",
    "mail.no_login": "the mail server {where} offers no login (AUTH) for {user}",
    "mail.unreachable": "the mail server {where} cannot be reached: {reason}",
    "mail.sender_refused": "the mail server refused the sender {sender}: {answer}",
    "mail.lost_connection": "the connection was lost before the server answered: {reason}",
}
