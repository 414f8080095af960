"""Учёт фишек: какими не могут быть движение фишек, набор фишек или расчёт, и слова
выписки."""

MESSAGES = {
    # счета
    "ledger.the_bank": "банк",
    "ledger.the_pool": "кон",
    "ledger.pool_named": "кон «{name}»",
    "ledger.account_kind": "{value!r} — не игрок, не кон и не банк",
    "ledger.account_name": "у счёта должно быть имя",
    "ledger.not_an_account": "{value} — не счёт",
    # движения
    "ledger.accounts_expected": "откуда и куда — должны быть счетами",
    "ledger.positive_units": "движение переносит целое положительное число фишек, а не {value!r}",
    "ledger.pays_itself": "{who} не может платить сам себе",
    "ledger.movement_expected": "ожидалось движение фишек, а не {value}",
    "ledger.cannot_pay": "{who}: {held} {held|фишка|фишки|фишек}, заплатить {units} нельзя",
    "ledger.at_movement": "движение {number}: {reason}",
    "ledger.unbalanced": "фишки не сходятся: сумма {total}",
    "ledger.count_expected": "ожидалось число фишек, а не {value!r}",
    # цвета фишек
    "ledger.no_white": "в наборе нужен цвет стоимостью в одну единицу (белый)",
    "ledger.whole_units": "каждый цвет стоит целое число единиц",
    "ledger.colour_twice": "цвет назван дважды",
    "ledger.no_colour": "нет такого цвета (в наборе: {names})",
    "ledger.cannot_change": "нельзя набрать фишками {units} единиц",
    "ledger.chips_of": "{n} {colour}",
    "ledger.plus": "{first} + {rest}",
    "ledger.nothing": "ничего",
    "ledger.chips_red": "{n} {n|красная|красные|красных}",
    "ledger.chips_white": "{n} {n|белая|белые|белых}",
    "ledger.chips_blue": "{n} {n|синяя|синие|синих}",
    # коны
    "ledger.not_a_pool": "{who} — не кон",
    "ledger.no_sharers": "кон делится между одним игроком или несколькими",
    "ledger.every_chip": "к концу каждая фишка должна уйти из кона",
    "ledger.pool_not_shared": "в {who} ещё {held} {held|фишка|фишки|фишек}: разделите его до "
                              "расчёта",
    # расчёт
    "ledger.worth_money": "стоимость фишки — денежная сумма, а не {value}",
    "ledger.worth_units": "стоимость указывается за одну белую единицу или больше",
    "ledger.worth_quantum": "самая мелкая монета должна быть положительной суммой",
    "ledger.nets_chips": "итоги в сумме дают {total} фишек, а не ноль",
    "ledger.nets": "итоги в сумме дают {total}, а не ноль",
    # выписка текстом
    "ledger.worth_line": "Фишки: {money} за {units} {units|белую|белые|белых}",
    "ledger.column_player": "игрок",
    "ledger.column_bought": "куплено",
    "ledger.column_redeemed": "сдано",
    "ledger.column_held": "на руках",
    "ledger.column_net": "итог",
    "ledger.column_money": "деньги",
    "ledger.payments": "Платежи:",
    "ledger.nobody_owes": "Никто никому не должен.",
    "ledger.pays": "{payer} платит {payee} {amount}",
}
