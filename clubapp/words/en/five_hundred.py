"""Five hundred: the bid's value, ten a trick to the others, the bidder counts first."""

MESSAGES = {
    "five_hundred.made": "{bid} ({value}) made with {tricks} {tricks|trick|tricks}",
    "five_hundred.failed": "{bid} ({value}) failed with {tricks} {tricks|trick|tricks}",
    "five_hundred.points_not_possible": "no bid of the schedule and no share of the ten tricks "
                                        "gives these points (others score {per_trick} a trick)",
    "five_hundred.winner_depends_on_bidder": "these points end the game, and who wins depends on "
                                             "who bid (the bidder counts first): enter bidder, "
                                             "bid and tricks",
    "five_hundred.thrown_in": "thrown in: nobody bid",
}
