"""The euchres each for himself (cut-throat, blind, call-ace, seven- and five-hand), 500 and
écarté: shared games, points entries, and law 30's revoke."""

MESSAGES = {
    "euchre_individual.name_has_joint": "{name!r}: a name may not contain '{mark}' between "
                                        "spaces (it joins the names of players who share a game)",
    "euchre_individual.no_points_void": "no points: the deal is void",
    "euchre_individual.nothing": "nothing",
    "euchre_individual.no_deal_gives": "no deal gives {shown}; a deal gives {allowed}",
    "euchre_individual.tricks_missing": "missing (only a hand a revoke stopped has no tricks, "
                                        "law 30)",
    "euchre_individual.revoke_nobody": "tick who revoked",
    "euchre_individual.revoke_void_nobody_takes": "players on both sides revoked: the deal is "
                                                  "void, nobody takes",
    "euchre_individual.revoke_take_missing": "missing: the offender's opponents choose add or "
                                             "deduct",
    "euchre_individual.revoke_void": "revokes on both sides: void",
    "euchre_individual.revoke_by": "revoke by {players}",
    "euchre_individual.tricks_add_up": "the tricks add up to {total}, not {tricks}",
}
