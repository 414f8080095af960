"""Four-hand euchre and what the partnership euchres share with it (laws 1–3 and 30)."""

MESSAGES = {
    "euchre.tricks_missing": "missing (only a hand a revoke stopped has no tricks, law 30)",
    "euchre.lone_barred": "lone hands are barred by this table's house rule",
    "euchre.lone_march": "lone hand, all five tricks",
    "euchre.march": "march",
    "euchre.tricks": "{n} {n|trick|tricks}",
    "euchre.euchred": "euchred",
    "euchre.revoke_void_nobody_takes": "both sides revoked: the deal is void, nobody takes",
    "euchre.revoke_void": "both sides revoked: void",
    "euchre.revoke_take_missing": "missing: the opponents choose add or deduct",
    "euchre.revoke_by": "revoke by {side}",
    "euchre.one_side_scores": "only one side scores in a deal of {game}",
    "euchre.points_not_possible": "{value} is not what a deal can give (only {allowed})",
}
