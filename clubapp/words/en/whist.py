"""Russian whist after Fikhman (seeds/004 lines 9–27): its refusals and the notes of its deals."""

MESSAGES = {
    "whist.deal": "tricks {tricks_a}-{tricks_b}, honours {honours_a}-{honours_b}",
    "whist.not_counted_honours": "{side}'s honours not counted: the game was made first",
    "whist.not_counted_tricks": "{side}'s tricks not counted: the game was made first",
    "whist.tricks_missing": "give at least one side's tricks",
    "whist.honours_missing": "give at least one side's trump honours",
    "whist.tricks_sum": "the sides' tricks add up to {given}, a deal has {total}",
    "whist.honours_sum": "the sides' trump honours add up to {given}, a deal has {total}",
    "whist.honours_do_not_fit": "{honours} trump {honours|honour|honours} cannot lie in "
                                "{tricks} {tricks|trick|tricks}",
    "whist.no_such_deal": "no deal gives these points: one side scores 2 a trick over six, and "
                          "the side with 3, 4 or 5 trump honours 2, 4 or 6",
    "whist.both_could_go_out": "both sides could reach game in this deal: enter the tricks and "
                               "honours so that they are counted in order",
}
