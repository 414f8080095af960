"""Penalty euchre: chips by each player's tricks."""

MESSAGES = {
    "euchre_penalty.no_trick": "no trick: {players}",
    "euchre_penalty.tricks_not_points": "penalty euchre moves chips by each player's tricks: "
                                        "enter the tricks, not points",
}
