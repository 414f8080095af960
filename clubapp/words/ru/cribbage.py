"""Криббедж во всех пяти видах (seeds/001, строки 31–287): отказы, записи сдачи, слова показа
и розыгрыша."""

MESSAGES = {
    # доска и запись
    "cribbage.board_holes": "на доске для криббеджа 61, 121 или 181 отверстие",
    "cribbage.count_or_cards": "запишите сдачу либо по счёту (очки, как их отметили), либо по "
                               "картам — что-то одно",
    "cribbage.count_missing": "не заполнено: партия не кончилась до этого счёта (строка 227)",
    "cribbage.never_back": "очки в криббедже назад не идут",
    "cribbage.more_than_a_deal": "{value} — больше, чем может дать сдача (не больше {most})",
    "cribbage.past_the_hole": "с {total} нельзя отметить {value}: фишка останавливается в "
                              "игровом отверстии ({target}), а один счёт даёт не больше {count}",
    "cribbage.both_home": "до {target} дошли бы обе стороны ({sides}): запишите сдачу по счёту "
                          "или по картам, чтобы всё решил порядок подсчёта",
    # карты
    "cribbage.no_jokers": "в криббедж играют без джокеров",
    "cribbage.hand_size": "в руке в криббедже от {low} до {high} карт, а указано {got}",
    "cribbage.crib_size": "в крибе {size} {size|карта|карты|карт}, а указано {got}",
    "cribbage.card_twice_in_show": "карта указана дважды (стартер в руку не входит)",
    "cribbage.played_twice": "карта {card} сыграна дважды",
    "cribbage.starter_in_hand": "{starter} есть и в руке",
    "cribbage.the_starter": "это стартер",
    "cribbage.the_crib": "в крибе",
    "cribbage.hand_of": "в руке у игрока {player}",
    "cribbage.hand_cards": "в руке у игрока {player} должно быть {size} {size|карта|карты|карт}, "
                           "а указано {got}",
    "cribbage.crib_cards": "в крибе должно быть {size} {size|карта|карты|карт}, а указано {got}",
    "cribbage.card_also": "карта {card} уже есть: {where}",
    "cribbage.heels_needs_jack": "«пятки» бывают, только когда стартер — валет, а стартер — "
                                 "{starter}",
    "cribbage.no_heels_to_forget": "забывать нечего: {starter} — не валет, «пяток» нет",
    # показ
    "cribbage.no_such_show": "показа на {value} не бывает: {why} (строка 223)",
    "cribbage.hand_shows": "рука из {size} карт со стартером даёт не больше {best}; {gaps} "
                           "невозможны",
    "cribbage.hand_shows_at_most": "{size} {size|карта|карты|карт} со стартером дают не больше "
                                   "{best}",
    "cribbage.crib_shows": "криб со стартером даёт не больше {best}; {gaps} невозможны",
    "cribbage.crib_of_shows": "криб из {size} карт со стартером даёт не больше {best}; {gaps} "
                              "невозможны",
    "cribbage.not_with_a_jack": "{value} нельзя показать, когда стартер — валет («его нобса» "
                                "тогда ни у кого нет: больше всего {best})",
    "cribbage.not_with_this_starter": "{value} нельзя показать с этим стартером",
    "cribbage.no_show_with_muggins": "ни {value}, ни {value} вместе со взятыми по «маггинс» "
                                     "{taken} не дают показа",
    "cribbage.nineteen_hand": "{player}: за руку объявлено «девятнадцать» — записывать "
                              "нечего (строка 223)",
    "cribbage.nineteen_crib": "{player}: за криб объявлено «девятнадцать» — записывать нечего "
                              "(строка 223)",
    "cribbage.announced_hand": "{player}: за руку объявлено {said}, а она стоит {true}",
    "cribbage.announced_crib": "{player}: за криб объявлено {said}, а он стоит {true}",
    "cribbage.nothing_hand": "{player}: за руку объявлено {said} — такого показа не бывает, "
                             "значит «нечего» (строка 223); рука стоит {true}",
    "cribbage.nothing_crib": "{player}: за криб объявлено {said} — такого показа не бывает, "
                             "значит «нечего» (строка 223); криб стоит {true}",
    # маггинс
    "cribbage.no_muggins": "за этим столом не играют «маггинс»",
    "cribbage.muggins_without_count": "«маггинс» берут со сделанного счёта: укажите и этот счёт",
    "cribbage.who_called_muggins": "не заполнено: кто объявил «маггинс»",
    "cribbage.muggins_on_himself": "игрок не может объявить «маггинс» самому себе",
    "cribbage.pegged_play": "{player}: в розыгрыше отмечено {said}, а розыгрыш дал {true}",
    "cribbage.play_claim_needs_order": "отмеченное в розыгрыше сверяется с порядком "
                                       "розыгрыша: укажите порядок или запишите сдачу по счёту",
    "cribbage.claim_unfinished_play": "розыгрыш не закончен: что он отметил, видно из порядка "
                                      "розыгрыша",
    # розыгрыш
    "cribbage.seat": "игрок {n}",
    "cribbage.order_or_pegged": "укажите либо порядок розыгрыша, либо отмеченные очки, но не "
                                "то и другое",
    "cribbage.play_missing": "не заполнено: укажите порядок розыгрыша или сколько каждый "
                             "отметил в розыгрыше",
    "cribbage.order_says_who": "порядок розыгрыша уже показывает, кто дошёл до конца",
    "cribbage.play_stops_early": "розыгрыш обрывается слишком рано: у игрока {player} ещё "
                                 "оставались {cards}",
    "cribbage.card_in_no_hand": "карты {n} ({card}) нет ни у кого в руке",
    "cribbage.card_played_twice": "карта {n} ({card}) сыграна дважды",
    "cribbage.out_of_turn": "карта {n} ({card}) — игрока {player}, но ход был за игроком "
                            "{turn}, у которого была подходящая карта (счёт {count})",
    "cribbage.past_31": "карта {n} ({card}) доводит счёт больше 31 ({count} + {value}): "
                        "игрок {player} должен был сыграть подходящую карту",
    "cribbage.single_count_over": "в пятикарточном криббедже после «го» или 31 розыгрыш не "
                                  "продолжается (строка 257): {cards} лишние",
    "cribbage.all_played": "все карты уже сыграны: {cards} лишние",
    "cribbage.first_out_not_home": "{side} не доходит до {target} в розыгрыше",
    "cribbage.who_pegged_out_first": "не заполнено: до {target} в розыгрыше доходят и {sides}; "
                                     "укажите, кто вышел первым",
    # нарушения, оставленные в силе
    "cribbage.go_was_due": "игроку {player} там нечем было ходить (счёт {count}): это «го» не "
                           "нарушение",
    "cribbage.go_after_the_play": "в розыгрыше нет карты № {n}",
    "cribbage.go_needs_order": "неправильное «го» отмечается в порядке розыгрыша: укажите его",
    "cribbage.illegal_go": "{player}: «го» при подходящей карте, оставлено в силе: {other} "
                           "отмечает 2 (строка 203)",
    "cribbage.short_hand": "у игрока {player} в руке на карту меньше: {other} отмечает 2 "
                           "(строка 213)",
    "cribbage.crib_short": "в крибе на карту меньше, показан как есть (строка 215)",
    "cribbage.crib_short_misdeal": "в крибе на карту меньше, показан как есть: {pone} "
                                   "отмечает 2 (строка 215)",
    "cribbage.crib_long_misdeal": "в крибе лишняя карта: криб недействителен, {pone} отмечает 2 "
                                  "(строка 215)",
    "cribbage.crib_long_void": "в крибе лишняя карта, а короткая рука у сдающего: криб "
                               "недействителен (строка 215)",
    "cribbage.crib_long_counted": "в крибе лишняя карта, а короткая рука у игрока {player}: "
                                  "сдающий считает весь криб (строка 215)",
    "cribbage.crib_void": "криб недействителен (строка 215): он ничего не даёт",
    "cribbage.three_for_last": "три за последние: {player} отмечает 3 (строка 255)",
    # слова командной строки (``clubapp cribbage``)
    "cribbage.cli_refused": "{field}: {reason}",
    "cribbage.cli_hand": "рука",
    "cribbage.cli_starter": "стартер",
    "cribbage.cli_crib": "криб",
    "cribbage.cli_play": "розыгрыш",
}
