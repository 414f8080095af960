"""Прогрессивный эвхр вечера: отказы (рассадка, опоздавшие и уходящие, колокольчик, жеребьёвка,
запись) и почему ожидающие пропускают круг."""

MESSAGES = {
    # рассадка и вечер
    "party.no_tables": "столы не заданы",
    "party.table_numbered": "ожидался стол {expected}, указан {got} (столы нумеруются с 1, "
                            "главного, без пропусков)",
    "party.place_unnamed": "на каждом месте нужно имя игрока",
    "party.seated_twice": "{name} уже сидит за столом {table}",
    "party.role_expected": "{name}: колода должна быть красной или синей, а указано {value!r}",
    "party.waiting_unnamed": "у каждого ожидающего игрока должно быть имя",
    "party.named_twice": "{name} назван(а) дважды",
    "party.newcomer_unnamed": "у нового игрока должно быть имя",
    "party.already_playing": "{name} уже играет в этот вечер",
    "party.not_playing": "{name} не играет в этот вечер",
    "party.not_seated": "{name} не сидит за столом",
    "party.not_waiting": "{name} не ждёт игры",
    "party.undo_at_start": "отменять нечего: вечер только начался",
    "party.too_few": "{total} {total|игрок|игрока|игроков} — слишком мало: прогрессивной игре "
                     "нужны два стола по четыре",
    "party.round_not_played": "круг {round} ещё не сыгран",
    "party.lot_sit_out": "из них пропускают {count}",
    "party.lot_pair": "эта пара пропускает",
    # почему ожидающие пропускают
    "party.waits_first_round": "{names}: вытянут джокер — {count|ждёт|ждут|ждут} первый круг",
    "party.waits_host": "{names}: хозяйка не посадила — {count|ждёт|ждут|ждут} первый круг",
    "party.arrived": "{names}: {count|опоздал(а)|опоздали|опоздали} — "
                     "{count|играет|играют|играют} со следующего звонка",
    "party.sits_out": "{names} {count|пропускает|пропускают|пропускают} круг {round}",
    "party.too_many": "{present} {present|игрок|игрока|игроков} на {tables} "
                      "{tables|стол|стола|столов} по четыре: {count|пропускает|пропускают|"
                      "пропускают} {count}",
    "party.book_pairs": "{red_label}: {red}, {blue_label}: {blue}; {sitting}: первой "
                        "пропускает колода, которой больше (правило клуба: в каждой паре дама "
                        "и господин, где позволяет число гостей)",
    "party.book_pairs_short": "{red_label}: {red}, {blue_label}: {blue}; «{short}» не хватает "
                              "на их места, поэтому {crossing} {n|играет|играют|играют} "
                              "на месте «{short}» (правило клуба: в каждой паре дама и господин, "
                              "где позволяет число гостей)",
    "party.sitting_of": "{count|пропускает|пропускают|пропускают} {count} из «{label}»",
    "party.crossing_anyone": "{crossing} в этом круге {n|играет|играют|играют} на месте "
                             "другой колоды (правило клуба: пропускает тот, кто пропускал "
                             "меньше всех, из любой колоды)",
    "party.anyone": "пропускать может любая колода (правило клуба)",
    "party.fewest_lowest": "первыми пропускают те, кто пропускал меньше всех, с младших столов",
    "party.lot_among": "{chosen}: по жребию среди {among}",
    "party.pair_rule": "пропускает пара гостей вместе (правило клуба)",
    "party.table_closed": "стол для неудачников закрыт: для него не хватает игроков",
    "party.table_opened": "для пришедших открыт новый стол для неудачников",
    # начало
    "party.seating_or_cards": "первая рассадка берётся из карт, вытянутых вручную, или от "
                              "хозяйки, но не из обоих",
    "party.seed_not_whole": "число жребия должно быть целым, а указано {value!r}",
    "party.not_a_party": "{name!r} — не карточный вечер: прогрессивная игра проводится на "
                         "вечере вида «Карточный вечер»",
    "party.choose_role": "{name}: выберите колоду (красная или синяя), а не {value!r}",
    "party.already_drawn": "жеребьёвка вечера {name!r} уже проведена",
    "party.no_redraw": "колокольчик уже звонил: жеребьёвку больше нельзя провести заново",
    "party.listed_twice": "{name} указан(а) дважды",
    "party.no_member": "нет члена клуба с номером {number}",
    "party.retired": "{name} выбыл(а) из клуба",
    "party.two_called": "двух игроков зовут {name}: в игре игроков различают по имени; "
                        "переименуйте одного",
    "party.label_not_role": "названия: {role!r} — не колода (красная или синяя)",
    "party.label_empty": "у колоды «{role}» должно быть название (например, Дамы)",
    "party.label_too_long": "название колоды «{role}» длиннее {most} знаков",
    "party.labels_equal": "у двух колод должны быть разные названия",
    "party.role_red": "красная",
    "party.role_blue": "синяя",
    # название колоды, если хозяйка не дала своего: на языке читающего
    "party.pack_red": "Красные",
    "party.pack_blue": "Синие",
    "party.host_table_four": "стол {table}: четыре игрока по местам: красный, синий, красный, "
                             "синий",
    "party.host_not_guest": "стол {table}: член клуба с номером {number} не среди гостей",
    "party.bad_house_rule": "правило клуба «{name}»: {why}",
    "party.rule_head_target": "Очков для партии за главным столом",
    "party.rule_head_lone_hands": "Игра в одиночку за главным столом",
    "party.rule_sit_out": "Кто пропускает круг, если мест мало",
    "party.rule_unequal_roles": "Дам и господ не поровну",
    "party.rule_second_ties": "Ничья за второй приз",
    "party.rule_consolation_ties": "Ничья за утешительный приз",
    # колокольчик
    "party.round_rung": "колокольчик круга {round} уже прозвенел (играется круг {in_play}): "
                        "посмотрите на столы ещё раз, прежде чем звонить",
    "party.at_table": "стол {table}: {reason}",
    "party.table_number_expected": "ожидался номер стола, получено {value!r}",
    "party.entry_two": "стол {table}: {part}: нужно по одному значению на пару",
    "party.entry_not_number": "стол {table}: {part}: {value!r} — не число",
    "party.entry_not_card": "стол {table}: {part}: {value!r} — не карта",
    "party.entry_tricks": "стол {table}: {first} и {second} — столько взяток в одной руке не "
                          "взять",
    "party.entry_points": "стол {table}: ожидались очки от 0 до 99",
    "party.undo_bell_rung_since": "тем временем на другом компьютере прозвонил колокольчик "
                                  "круга {last}: звонок круга {asked} уже не последний; ничего "
                                  "не отменено",
    "party.undo_bell_not_last": "звонок круга {asked} — не последний: последний — звонок "
                                "круга {last}; отменить можно только последний звонок",
    "party.undo_bell_undone_since": "звонок круга {asked} тем временем отменён на другом "
                                    "компьютере; больше ничего не отменено",
    "party.nothing_to_undo": "колокольчик ещё не звонил: отменять нечего",
    "party.cannot_undo": "звонок круга {round} нельзя отменить: после него было "
                         "{change}, и оно больше не подойдёт ({why})",
    # опоздавшие, уходящие, призы, запись
    "party.new_needs_role": "{name} впервые в этой игре: выберите колоду",
    "party.no_round_yet": "ещё не сыграно ни одного круга: сначала позвоните в колокольчик",
    "party.cannot_replay": "запись игры не воспроизводится на шаге «{change}»: {why}",
    "party.not_drawn": "для вечера {name!r} жеребьёвка ещё не проведена",
    "party.not_in_party": "член клуба с номером {number} не участвует в этой игре",
    "party.already_in": "{name} уже участвует в этой игре",
    "party.same_name": "другого игрока тоже зовут {name}: в игре игроков различают по имени; "
                       "переименуйте одного",
    "party.change_draw": "жеребьёвка",
    "party.change_bell": "звонок круга {round}",
    "party.change_arrive": "приход: {name}",
    "party.change_leave": "уход: {name}",
    "party.change_replace": "замена: {other} вместо {name}",
    "party.change_prizes": "список призов",
    "party.replay_round": "звонок был для круга {rung}, а играется круг {in_play}",
    "party.replay_seating": "звонок был при другой рассадке, чем нынешняя",
    "party.stationary_unknown": "{name} должен весь вечер оставаться за одним столом, но не "
                                "значится среди гостей вечеринки",
    "party.rotation_chart": "турнир «{name}» играется по таблице ротации: она на странице "
                            "«Турнир»",
}
