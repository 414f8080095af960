"""Австрийский преферанс (seeds/003): отказы торговли, ответов, взяток и премий, записи
сдачи."""

MESSAGES = {
    # торговля (строки 13–26)
    "preference.first_turn_only": "игрок {player} может заявить «{call}» только в первый раз, "
                                  "когда ему дают слово (строка 19)",
    "preference.after_game": "«игру» перебивает только «игра» или «червы» (строка 20)",
    "preference.four_highest": "четыре — старшая цифра: скажите «здесь» или пас",
    "preference.one_at_a_time": "цифры растут по одной: следующая — {wanted} (строка 18)",
    "preference.no_hold_after_game": "после «игры» никто не может сказать «здесь» (строка 20)",
    "preference.hold_not_overbid": "игрок {player} может сказать «здесь», только если его "
                                   "цифру перебили (строка 21)",
    "preference.hold_earlier_only": "игрок {player} говорит после игрока {leader}: «здесь» "
                                    "может сказать только тот, кто говорит раньше; назовите "
                                    "следующую цифру или пас",
    "preference.auction_over": "торговля уже закончилась",
    "preference.dash_for_passed": "прочерк ставится только за спасовавшего; сейчас слово у "
                                  "игрока {player}",
    "preference.auction_unfinished": "торговля не закончена: ещё торгуются {players}",
    "preference.everybody_passed": "все спасовали",
    "preference.both_called_game": "«игру» заявили и {players}",
    "preference.won_with": "игрок {player} с заявкой «{contract}»",
    "preference.bidding_was_won": "в торговле есть победитель: {how}",
    "preference.bidding_passed_out": "в торговле все спасовали: оставьте разыгрывающего пустым",
    "preference.only_they_called_game": "«игру» заявляли только {players}",
    "preference.won_by": "торговлю выиграл игрок {player}",
    "preference.ended_on": "торговля закончилась заявкой «{contract}»",
    # контракт
    "preference.pot_refill": "Котёл пуст: перед следующей сдачей каждый вносит в него {stake}",
    "preference.stake_multiple": "взнос в котёл кратен десяти (книга, строка 12)",
    "preference.passed_no_contract": "никто не разыгрывает: в сдаче, где все спасовали, "
                                     "заявки нет",
    "preference.sits_out": "игрок {player} сдаёт и в этой сдаче не играет",
    "preference.contract_missing": "не заполнено: какой заявкой закончилась торговля?",
    "preference.hearts_in_hearts": "заявка «червы» играется в червах",
    "preference.game_not_hearts": "«игра» играется в любой масти, кроме червей (строка 17)",
    "preference.trumps_below": "{trumps} — ниже заявки «{contract}», достигнутой в торговле "
                               "(строка 29)",
    # ответы защитников (строки 30–31)
    "preference.answers_missing": "не заполнено: ответ каждого защитника (вист, пас или "
                                  "приглашение)",
    "preference.not_a_defender": "в этой сдаче не защитник (защищаются {defenders})",
    "preference.answer_missing": "не заполнено: вист, пас или приглашение",
    "preference.invite_lone": "приглашает только единственный вистующий и только спасовавшего "
                              "защитника (строка 31)",
    # взятки
    "preference.no_play": "никто не вистовал: розыгрыша нет, разыгрывающему засчитываются все "
                          "десять взяток (строка 31)",
    "preference.passed_no_tricks": "игрок {player} спасовал и положил карты: взяток у него нет",
    "preference.tricks_missing": "не заполнено: укажите взятки всех игравших, кроме одного",
    "preference.tricks_sum": "вместе {total} {total|взятка|взятки|взяток}, а в сдаче их 10",
    # премии (строки 40–41, таблица — правило стола)
    "preference.premium_not_in_table": "премии {premium} нет в правилах этого стола (её "
                                       "ставка 0)",
    "preference.premiums_won": "игрок {player} выиграл премию {premium}: по {stake} от "
                               "каждого из {count} {count|вистующего|вистующих|вистующих}",
    "preference.premiums_lost": "игрок {player} проиграл премию {premium}: по {stake} каждому "
                                "из {count} {count|защитника|защитников|защитников}",
    # записи
    "preference.all_passed": "все спасовали",
    "preference.deal": "игрок {player} разыгрывает «{contract}»; {answers}; взятки: {tricks}",
    "preference.answered": "{player} — {answer}",
    "preference.took": "{player} {n}",
}
