"""The chip ledger: what a movement, a chip set or a settlement cannot be, and the statement's
own words."""

MESSAGES = {
    # accounts
    "ledger.the_bank": "the bank",
    "ledger.the_pool": "the pool",
    "ledger.pool_named": "pool {name}",
    "ledger.account_kind": "{value!r} is not player, pool or bank",
    "ledger.account_name": "an account needs a name",
    "ledger.not_an_account": "{value} is not an account",
    # movements
    "ledger.accounts_expected": "source and destination must be accounts",
    "ledger.positive_units": "a movement moves a positive whole number of chips, not {value!r}",
    "ledger.pays_itself": "{who} cannot pay itself",
    "ledger.movement_expected": "expected a movement, got {value}",
    "ledger.cannot_pay": "{who} holds {held} {held|chip|chips} and cannot pay {units}",
    "ledger.at_movement": "movement {number}: {reason}",
    "ledger.unbalanced": "the chips do not balance: they add up to {total}",
    "ledger.count_expected": "expected a count of chips, got {value!r}",
    # chip colours
    "ledger.no_white": "a chip set needs a colour worth one unit (white)",
    "ledger.whole_units": "every colour is worth a whole number of units",
    "ledger.colour_twice": "a colour is named twice",
    "ledger.no_colour": "no such colour (this set has {names})",
    "ledger.cannot_change": "cannot make {units} units in chips",
    "ledger.chips_of": "{n} {colour}",
    "ledger.plus": "{first} + {rest}",
    "ledger.nothing": "nothing",
    "ledger.chips_red": "{n} red",
    "ledger.chips_white": "{n} white",
    "ledger.chips_blue": "{n} blue",
    # pools
    "ledger.not_a_pool": "{who} is not a pool",
    "ledger.no_sharers": "a pool is shared among one player or more",
    "ledger.every_chip": "at the close every chip must leave the pool",
    "ledger.pool_not_shared": "{who} still holds {held} {held|chip|chips}: share it out before "
                              "settling",
    # settlement
    "ledger.worth_money": "a chip's worth is a sum of money, not {value}",
    "ledger.worth_units": "the worth is given for one white unit or more",
    "ledger.worth_quantum": "the smallest coin must be a positive sum of money",
    "ledger.nets_chips": "the nets add up to {total} chips, not nothing",
    "ledger.nets": "the nets add up to {total}, not nothing",
    # the statement as text
    "ledger.worth_line": "Chips: {money} for {units} white {units|chip|chips}",
    "ledger.column_player": "player",
    "ledger.column_bought": "bought",
    "ledger.column_redeemed": "redeemed",
    "ledger.column_held": "held",
    "ledger.column_net": "net",
    "ledger.column_money": "money",
    "ledger.payments": "Payments:",
    "ledger.nobody_owes": "Nobody owes anybody.",
    "ledger.pays": "{payer} pays {payee} {amount}",
}
