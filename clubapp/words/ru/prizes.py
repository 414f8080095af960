"""Шесть призов прогрессивного эвхра (книга 002, строка 91): за что получен каждый, и каким
не может быть список звёздочек игроков."""

MESSAGES = {
    "prizes.colour_gold": "золотых",
    "prizes.colour_red": "красных",
    "prizes.colour_green": "зелёных",
    "prizes.most": "больше всех {stars} звёздочек ({value})",
    "prizes.fewest": "меньше всех {stars} звёздочек ({value})",
    "prizes.tied_on": "{names} — поровну {stars} звёздочек ({value})",
    "prizes.then": "затем {step}",
    "prizes.by_lot": "затем по жребию среди {among}",
    "prizes.by_lot_seed": "затем по жребию среди {among} (число жребия {seed})",
    "prizes.already_won": "{names} — столько же {stars} звёздочек или больше, но приз уже "
                          "получен (два приза никто не получает)",
    "prizes.lot_for": "{prize} приз ({role})",
    "prizes.lots_need_seed": "{names}: ничья за {prize} приз ({role}); нужен жребий — укажите "
                             "число жребия",
    "prizes.prize_first": "первый",
    "prizes.prize_second": "второй",
    "prizes.prize_consolation": "утешительный",
    "prizes.role_red": "красные",
    "prizes.role_blue": "синие",
    "prizes.listed_twice": "{name} указан(а) дважды",
    "prizes.role_expected": "ожидалась красная или синяя колода, получено {value!r}",
    "prizes.count_expected": "ожидалось число звёздочек, получено {value!r}",
    "prizes.input_expected": "ожидались игроки со звёздочками и число жребия",
    "prizes.unknown_field": "неизвестное поле (ожидаются: игроки, число жребия, правила)",
    "prizes.players_expected": "ожидался список игроков с колодой и звёздочками",
    "prizes.player_expected": "ожидался игрок: имя, колода, золотые, красные и зелёные",
    "prizes.unknown_player_field": "неизвестное поле",
    # призы семерного эвхра за столами (книга 002, строка 151)
    "prizes.word_most": "больше всех",
    "prizes.word_fewest": "меньше всех",
    "prizes.table_points": "{word} очков за столом ({points})",
    "prizes.table_high": "за наибольший счёт",
    "prizes.table_low": "утешительный",
    "prizes.table_lot_for": "приз {prize} за столом {table}",
    "prizes.table_by_lot": "{among} — поровну очков, {word} ({points}); по жребию "
                           "(число жребия {seed})",
    "prizes.table_lots_need_seed": "{names}: ничья за приз {prize} за столом {table}; нужен "
                                   "жребий — укажите число жребия",
    "prizes.table_two_players": "для приза за столом нужно не меньше двух игроков",
    "prizes.points_expected": "ожидались очки, получено {value!r}",
    "prizes.table_listed_twice": "указан дважды",
}
