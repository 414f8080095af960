"""Boston (seeds/004 lines 29–37): its refusals and the notes of its deals."""

MESSAGES = {
    "boston.all_passed": "all passed",
    "boston.made": "{contract} made",
    "boston.failed": "{contract} failed",
    "boston.passed_no_contract": "nobody declared: a passed deal has no contract",
    "boston.contract_missing": "missing: what did the declarer undertake?",
    "boston.suit_missing": "missing: a trump contract is played in the 1st, 2nd or 3rd suit "
                           "(or give the turned card and the trumps named)",
    "boston.misere_no_trumps": "a misère is played without trumps",
    "boston.tricks_missing": "missing: how many tricks did the declarer take?",
    "boston.twelve_cards": "in {contract} the declarer plays only twelve cards",
    "boston.no_jokers": "boston is played with two packs without jokers (line 31)",
    "boston.turned_missing": "missing: the trumps' rank comes from the second pack's turned "
                             "card (line 31)",
    "boston.suit_disagrees": "with {turned} turned, {trumps} is suit {rank}, not suit {suit} "
                             "(line 31)",
    "boston.not_a_value": "{value} is not what a contract of boston gives",
    "boston.points_shape": "in boston only the declarer scores, or (a failed contract under the "
                           "opponents-score rule) each opponent the same value",
}
