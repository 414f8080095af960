"""The refusals of ``clubapp report``: what a document needs and cannot be."""

MESSAGES = {
    "report.nothing_to_print": "there is nothing to print",
    "report.no_slips": "the party has no seating for a next round (slips)",
    "report.no_players": "{kind}: the party has no players",
    "report.pdf_only": "{kind} is a PDF only; CSV is for {kinds}",
    "report.one_sheet": "give one of --game (a recorded game), --blank GAME or --from-score GAME",
    "report.rows": "`--rows {rows}`: a blank sheet has 1 to 500 rows",
    "report.rounds": "`--rounds {rounds}`: a party plans 1 to 100 rounds",
    "report.no_party": "evening {evening} has no party drawn yet",
    "report.needs_game": "{kind} needs --game ID (a recorded game), --blank GAME or "
                         "--from-score GAME",
    "report.needs_evening": "{kind} needs --evening ID",
    "report.needs_member": "{kind} needs --member ID",
    "report.season_or_evening": "give --season ID or --evening ID, not both",
    "report.is_rotation": "evening {evening} is played from a rotation chart: print "
                          "rotation-chart or rotation-cards",
    "report.not_rotation": "evening {evening} plays the book's progressive party, not a "
                           "rotation chart: print its tally-cards, table-cards or stars-board",
    "report.not_for_kind": "{option} is not for {kind}",
}
