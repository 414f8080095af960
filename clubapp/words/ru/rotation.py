"""Заранее составленная ротация: отчёт о справедливости и какой ротация быть не может."""

MESSAGES = {
    "rotation.method": "Способ: {method}.",
    "rotation.by_design": "схема вистового турнира на {n} {n|игрока|игроков|игроков}",
    "rotation.by_optimiser": "подбор (число жребия {seed}), схемы вистового турнира на {n} "
                             "{n|игрока|игроков|игроков} нет",
    "rotation.partners": "Каждый играет в паре с {least}–{most} разными игроками.",
    "rotation.repeated": "Повторные партнёры: {pairs}.",
    "rotation.repeated_pair": "{first} и {second} ({n} {n|раз|раза|раз})",
    "rotation.never_repeated": "Никто не играет в паре с одним и тем же игроком дважды.",
    "rotation.opponents": "Двое встречаются противниками от {low} до {high} раз; "
                          "{never} {never|пара|пары|пар} не встречаются ни разу.",
    "rotation.sit_outs_range": "Пропусков на игрока: от {low} до {high}.",
    "rotation.sit_outs": "Пропусков на игрока: {n}.",
    "rotation.four_players": "для ротации нужно не меньше четырёх игроков",
    "rotation.rounds_expected": "ожидалось от 1 до 100 кругов",
    "rotation.too_many_players": "таблица ротации — не больше чем на {most} "
                                 "{most|гостя|гостей|гостей}, а не на {came}",
    "rotation.stationary_unknown": "{name} должен оставаться за одним столом, но его нет "
                                   "среди гостей",
    "rotation.stationary_too_many": "за одним столом весь вечер должны оставаться {n} "
                                    "{n|гость|гостя|гостей}, а в круге {tables} "
                                    "{tables|стол|стола|столов}: не больше одного такого "
                                    "гостя на стол",
    "rotation.no_table": "в круге {round} нет стола {table}",
    "rotation.table_twice": "стол {table} сдал счёт дважды",
    "rotation.two_scores": "стол {table}: нужны два счёта, по одному на пару",
    "rotation.points_expected": "стол {table}: очки — целое число, 0 или больше, а не "
                                "{value!r}",
    "rotation.points_too_many": "стол {table}: {points} {points|очко|очка|очков} — больше, "
                                "чем даёт круг (не больше {most})",
    "rotation.table_missing": "стол {table} круга {round} не сдал свои очки",
    "rotation.not_drawn": "для вечера «{name}» таблица ротации не составлена",
    "rotation.round_handed": "круг {round} уже не тот, что играется (играется круг "
                             "{in_play}): его сдали на другом компьютере",
    "rotation.all_played": "все круги таблицы уже сданы",
    "rotation.nothing_to_undo": "ещё ни один круг не сдан",
    "rotation.undo_since": "круг {asked} уже не последний сданный (последний — круг {last})",
    "rotation.no_redraw": "после того как сдан хоть один круг, таблицу нельзя составить "
                          "заново",
    "rotation.progressive_started": "прогрессивная вечеринка «{name}» по книге уже звонила в "
                                    "колокольчик: её нельзя сделать таблицей ротации",
    "rotation.rounds_of_chart": "{n} {n|круг|круга|кругов}, {tables} "
                                "{tables|стол|стола|столов} в круге",
    "rotation.keeps_table": "{name} весь вечер за столом {table}",
    "rotation.sitting_out": "Пропускают круг: {names}",
    "rotation.nobody_out": "Никто не пропускает",
    "rotation.table": "Стол {table}",
    "rotation.versus": "{first} — {second}",
    "rotation.pair": "{first} и {second}",
    "rotation.round": "Круг {round}",
    "rotation.seat_north": "Север",
    "rotation.seat_south": "Юг",
    "rotation.seat_east": "Восток",
    "rotation.seat_west": "Запад",
    "rotation.chart_title": "Таблица ротации",
    "rotation.cards_title": "Таблица ротации: карточки гостей",
    "rotation.fairness_title": "Справедливость",
    "rotation.how": "Партнёры меняются: на каждый круг таблица называет каждому гостю стол, "
                    "место и партнёра. Север и Юг играют в паре против Востока и Запада.",
    "rotation.seat": "Место",
    "rotation.partner": "Партнёр",
    "rotation.opponents_col": "Противники",
    "rotation.points_col": "Очки",
    "rotation.sits_out_round": "пропускает",
    "rotation.standing_how": "Каждый гость получает очки, набранные его парой; за пропущенный "
                             "круг засчитывается среднее число очков пары в этом круге. "
                             "Места — по очкам, затем по выигранным партиям.",
    "rotation.too_wide": "столы круга не помещаются в ширину страницы",
    "rotation.chart_json": "ожидалась таблица в том виде, в каком её печатает "
                           "`clubapp draw rotation`: круги из столов по две пары и кто "
                           "пропускает",
    "rotation.standing_title": "Положение",
    "rotation.won_col": "Выиграно партий",
    "rotation.played_col": "Сыграно",
    "rotation.sat_out_col": "Пропущено",
    "rotation.all_night": "весь вечер",
    "rotation.results_summary": "Игра по таблице ротации: {guests} "
                                "{guests|гость|гостя|гостей} за {tables} "
                                "{tables|столом|столами|столами} в круге; сдано {played} из "
                                "{rounds} {rounds|круга|кругов|кругов}.",
    "rotation.results_none": "Ещё ни один круг не сдан.",
    "rotation.results_rounds": "Сданные круги",
}
