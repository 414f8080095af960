"""The end of a progressive-euchre party and its reopening: what the end refuses, and how
the record names them."""

MESSAGES = {
    "partyend.ended_bell": "the party has ended after round {round}: no more bells (reopen "
                           "the party to ring one)",
    "partyend.ended_undo": "the party has ended after round {round}: its bells stay as they "
                           "are (reopen the party to undo one)",
    "partyend.ended_arrive": "the party has ended after round {round}: nobody arrives now "
                             "(reopen the party first)",
    "partyend.ended_leave": "the party has ended after round {round}: nobody leaves it now "
                            "(reopen the party first)",
    "partyend.ended_replace": "the party has ended after round {round}: nobody takes a place "
                              "now (reopen the party first)",
    "partyend.already_ended": "the party has already ended",
    "partyend.not_ended": "the party of {name!r} has not ended: there is nothing to reopen",
    "partyend.change_end": "the end of the party",
    "partyend.change_reopen": "the party's reopening",
}
