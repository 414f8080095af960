"""Пикет на сто (seeds/001, строки 303–322, и обычный подсчёт): отказы и записи сдач."""

MESSAGES = {
    "piquet.no_sequence": "последовательности не указаны: если никто их не записал, не "
                          "заполняйте поле",
    "piquet.sequences_do_not_fit": "в двенадцати картах не поместятся все эти "
                                   "последовательности",
    "piquet.no_set": "четвёрки и тройки не указаны: если никто их не записал, не заполняйте "
                     "поле",
    "piquet.sets_do_not_fit": "{quatorzes} {quatorzes|четвёрка|четвёрки|четвёрок} и {trios} "
                              "{trios|тройка|тройки|троек} не помещаются в двенадцати картах",
    "piquet.hand_cannot_hold": "в одной руке из двенадцати карт не может быть {held}",
    "piquet.held_point": "пуэна из {n}",
    "piquet.held_sequences": "последовательностей из {lengths} карт",
    "piquet.held_sets": "{quatorzes} {quatorzes|четвёрки|четвёрок|четвёрок} и {trios} "
                        "{trios|тройки|троек|троек}",
    "piquet.held_with": "{first} вместе с {second}",
    "piquet.tricks_missing": "укажите взятки хотя бы одного игрока",
    "piquet.tricks_sum": "вместе {total} {total|взятка|взятки|взяток}, а в сдаче их 12",
    "piquet.play_missing": "не заполнено: очки обоих игроков в розыгрыше",
    "piquet.play_impossible": "{elder_points} на {younger_points} в розыгрыше не бывает при "
                              "взятках {elder_tricks} на {younger_tricks}, когда первой ходит "
                              "старшая рука (по 1 за ход, 1 за взятку на ход другого, 1 за "
                              "последнюю)",
    "piquet.no_pique": "старшая рука не могла набрать 30, пока младшая ничего не записала: "
                       "младшая записала очки за карты на руках, или старшей не хватает до 30",
    "piquet.is_pique": "старшая рука набрала 30, пока младшая ничего не записала: это пик",
    "piquet.out_first_not_home": "{player} не набирает {target} в розыгрыше этой сдачи",
    "piquet.out_first_impossible": "при таких взятках игрок {player} не может первым набрать "
                                   "{target}",
    "piquet.who_out_first": "оба переходят {target} в розыгрыше: укажите, кто набрал первым",
    "piquet.nobody_out_in_play": "никто не набирает {target} в розыгрыше: он считается "
                                 "целиком",
    "piquet.loser_play_impossible": "у игрока {player} не может быть {value} в розыгрыше к "
                                    "выходу игрока {winner} на {target} (только {counts})",
    "piquet.loser_play_needed": "не заполнено: сколько было в розыгрыше у игрока {player} к "
                                "выходу игрока {winner} на {target} ({counts}); от этого "
                                "зависит лурч при 50 (строка 319)",
    "piquet.out_in_play": "игрок {winner} вышел на {target} в розыгрыше; у игрока {player} к "
                          "этому времени в розыгрыше {points}",
    "piquet.points_range": "{value} — столько одна сдача пикета не даёт (от 0 до {most})",
    "piquet.play_least": "один розыгрыш даёт не меньше {least} очков за сдачу",
    "piquet.both_pass": "оба переходят {target} в этой сдаче: запишите её целиком, чтобы всё "
                        "решил порядок подсчёта",
}
