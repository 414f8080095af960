"""Auction euchre: the tricks bid are what counts, made or failed."""

MESSAGES = {
    "euchre_auction.four_or_six": "auction euchre is for four or six players (two sides)",
    "euchre_auction.made": "bid {bid} made with {tricks}: counts {bid}",
    "euchre_auction.failed": "bid {bid} failed: euchred",
    "euchre_auction.points_not_possible": "{value} is not what a deal can give (a bid: 1 to 5; "
                                          "less only for a revoke deducted)",
}
