"""Seven-hand and five-hand euchre: a bid with a suit, partners chosen for the deal."""

MESSAGES = {
    "euchre_bidding.bids": "{low} to {high}, or {with_widow} or {without_widow} alone",
    "euchre_bidding.no_such_bid": "{game} has no bid of {bid} (bids: {bids})",
    "euchre_bidding.own_partner": "the bidder cannot be his own partner",
    "euchre_bidding.alone_with_widow": "alone with the widow",
    "euchre_bidding.alone_without_widow": "alone without the widow",
    "euchre_bidding.lone_bid_no_partners": "a lone bid ({bid}) takes 0 partners, not {given}",
    "euchre_bidding.partners_for_bid": "a bid of {bid} takes {needed} "
                                       "{needed|partner|partners}, not {given}",
    "euchre_bidding.revoke_by": "revoke by {player}: the other side scores the bid",
    "euchre_bidding.tricks_missing": "missing: the tricks of the bidder and his partners",
    "euchre_bidding.made": "bid {bid} made",
    "euchre_bidding.euchred": "bid {bid} euchred",
    "euchre_bidding.points_allowed": "the same bid to the bidder and each partner, or to each of "
                                     "their opponents (bids: {bids})",
}
