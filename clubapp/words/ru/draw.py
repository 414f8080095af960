"""Рассадка вечера прогрессивного эвхра: каким не может быть список гостей или введённая
карта, и что решил жребий."""

MESSAGES = {
    "draw.name_needed": "у каждого игрока должно быть имя",
    "draw.listed_twice": "{name} указан(а) дважды",
    "draw.role_expected": "ожидалась красная или синяя рубашка (`red` или `blue`), а не {value!r}",
    "draw.too_few": "для вечера нужно не меньше {minimum} столов по четыре (пришло игроков: "
                    "{came})",
    "draw.not_enough": "для {tables} столов нужно {need} игроков, пришло {came}",
    "draw.volunteers_needed": "ещё {n} {n|игрок должен|игрока должны|игроков должны} тянуть "
                              "из {role} колоды: назовите добровольцев или задайте `--seed`",
    "draw.pack_red": "красной",
    "draw.pack_blue": "синей",
    "draw.lot_red_pack": "тянуть из красной колоды",
    "draw.lot_blue_pack": "тянуть из синей колоды",
    "draw.not_a_player": "{name!r} — не из числа игроков",
    "draw.no_card": "для этого игрока не введена карта",
    "draw.card_expected": 'ожидалось `{{"pack": "red"|"blue", "card": "3C"}}`',
    "draw.card_set_expected": 'ожидалось `{{"pack": "red"|"blue", "card": "3C", "set": 2}}`',
    "draw.no_such_set": "{value!r} — нет такого комплекта колод (от 1 до {sets})",
    "draw.card_value": "ожидалась карта, а не {value!r}",
    "draw.not_in_pack": "{card} нет в {pack} колоде при {tables} столах",
    "draw.card_twice": "{card} из {pack} колоды введена дважды",
    "draw.nobody_drew": "никто не вытянул {cards} из {pack} колоды",
    "draw.players_expected": 'ожидался список `{{"name": n, "role": "red"|"blue"}}`',
    "draw.player_expected": 'ожидалось `{{"name": n, "role": "red"|"blue"}}`',
}
