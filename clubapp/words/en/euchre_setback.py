"""Set-back euchre: counted down from the start, a euchre sets the makers back."""

MESSAGES = {
    "euchre_setback.revoke_set_back": "revoke by {side}: set back {n}",
    "euchre_setback.made_off": "{tricks} {tricks|trick|tricks}: {made} off",
    "euchre_setback.euchred_set_back": "euchred: set back two",
    "euchre_setback.one_count_moves": "only one side's count moves in a deal of set-back euchre",
    "euchre_setback.count_not_possible": "{value} is not what a deal can do to a count (only "
                                         "{allowed}: minus what is made, plus a set-back)",
}
