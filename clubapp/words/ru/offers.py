"""Другая сторона подтверждает каждую сдачу (задача 28): страницы столов, табло хозяина, отказы."""

MESSAGES = {
    # refusals
    "offers.confirm_first": "Сегодня другая сторона подтверждает каждую сдачу: сдача сначала "
                            "предлагается ей.",
    "offers.not_asked": "Хозяин больше не просит другую сторону подтверждать сдачи: "
                        "отправьте сдачу ещё раз.",
    "offers.one_waiting": "Сдача {deal} ждёт подтверждения другой стороны: стол {table} не "
                          "принимает других сдач, пока её не подтвердят или не оспорят.",
    "offers.one_disputed": "Сдача {deal} оспорена: стол {table} не принимает других сдач, "
                           "пока хозяин её не рассудит.",
    "offers.no_such_offer": "За этим столом нет такой сдачи: обновите страницу.",
    "offers.game_changed": "За столом {table} уже идёт другая игра: предложенную сдачу "
                           "нельзя записать в неё.",
    "offers.already_waiting": "Эта сдача всё ещё ждёт другую сторону за столом {table}.",
    "offers.already_disputed": "Эта сдача уже оспорена: её рассудит хозяин.",
    "offers.already_confirmed": "Эта сдача уже подтверждена и записана.",
    "offers.already_recorded": "Хозяин уже записал эту сдачу.",
    "offers.already_dropped": "Хозяин отклонил эту сдачу: она не записана.",
    "offers.undo_at_host": "Сегодня другая сторона подтверждает каждую сдачу: записанную "
                           "сдачу нельзя отменить со страницы стола; попросите хозяина её "
                           "исправить.",
    "offers.words_missing": "Напишите, что не так: это прочтёт хозяин.",
    "offers.words_too_long": "Не больше {most} знаков (здесь {length}).",
    "offers.still_waiting": "Сдачи ещё ждут за {count|столом|столами|столами} {tables}: пусть "
                            "другая сторона их подтвердит, или рассудите их, прежде чем "
                            "выключать подтверждение.",
    # a table's page
    "offers.waiting_title": "Сдача {deal} ждёт другую сторону",
    "offers.disputed_title": "Сдача {deal} оспорена",
    "offers.hand_over": "Передайте телефон другой стороне: она проверит сдачу и подтвердит "
                        "её или оспорит. Другая сторона может и открыть адрес этого стола на "
                        "своём телефоне.",
    "offers.not_counted": "Пока её не подтвердят, она нигде не считается.",
    "offers.not_counted_disputed": "Она нигде не считается, пока хозяин её не запишет.",
    "offers.score_if": "Счёт, если сдачу записать",
    "offers.col_points": "Сдача",
    "offers.col_total": "Счёт",
    "offers.no_longer_scores": "При нынешнем счёте эта сдача не засчитывается: {reason}",
    "offers.confirm": "Подтвердить",
    "offers.dispute": "Оспорить",
    "offers.dispute_box": "Что не так? (это прочтёт хозяин)",
    "offers.other_side_says": "Другая сторона: {words}",
    "offers.entering_side_says": "Сторона, записавшая сдачу: {words}",
    "offers.host_settles": "Ничего не записано: хозяин рассудит за компьютером (запишет "
                           "сдачу как введено или отклонит её).",
    "offers.words_box": "Сторона, записавшая сдачу: ваши слова для хозяина",
    "offers.send_words": "Отправить",
    "offers.look_again": "Проверить ещё раз",
    "offers.points_entry": "очки: {points}",
    # notices
    "offers.confirmed": "Сдача {deal} подтверждена и записана.",
    "offers.disputed": "Сдача {deal} оспорена: её рассудит хозяин.",
    "offers.words_kept": "Ваши слова переданы хозяину.",
    "offers.settled_recorded": "Хозяин записал сдачу {deal} как введено.",
    "offers.settled_dropped": "Хозяин отклонил оспоренную сдачу: она не записана.",
    # the host's board
    "offers.option": "Другая сторона подтверждает каждую сдачу",
    "offers.option_help": "После «Записать сдачу» страница стола показывает сдачу и просит "
                          "другую сторону её подтвердить; до тех пор она нигде не считается. "
                          "Оспоренная сдача приходит сюда, на ваше решение.",
    "offers.board_title": "Сдачи ещё не записаны, ждут или оспорены: {count}",
    "offers.board_name": "Сдачи ещё не записаны, ждут или оспорены",
    "offers.col_table": "Стол",
    "offers.col_deal": "Сдача",
    "offers.col_state": "Состояние",
    "offers.col_entry": "Как введено",
    "offers.col_words": "Что говорят стороны",
    "offers.state_waiting": "ждёт",
    "offers.state_disputed": "ОСПОРЕНА",
    "offers.said_other": "другая сторона: {words}",
    "offers.said_entering": "записавшая: {words}",
    "offers.settle": "Рассудить сдачу…",
    "offers.settle_title": "Сдача {deal} стола {table}",
    "offers.as_entered": "Как введено: {entry}",
    "offers.score_after": "Счёт, если сдачу записать: {score}",
    "offers.nothing_said": "(ничего не сказано)",
    "offers.record_it": "Записать",
    "offers.drop_it": "Отклонить",
    "offers.cancel": "Отмена",
}
