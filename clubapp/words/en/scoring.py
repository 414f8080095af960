"""Refusals in recording a game's deals: a game or deal that is not there, two scorers at once."""

MESSAGES = {
    "scoring.no_such_game": "no game with id {number}",
    "scoring.too_busy": "the table is too busy: the deal was not saved, enter it again",
    "scoring.changed_meanwhile": "deal {number} was changed on another computer after you "
                                 "opened it",
    "scoring.correct_undone": "this deal was undone; redo it before correcting it",
    "scoring.no_such_deal": "no deal with id {number}",
}
