"""«Ввод за столами» в окне: страницы столов вечера для телефонов."""

MESSAGES = {
    "table_entry.menu": "&Ввод за столами",
    "table_entry.open": "Открыть вечер для телефонов за столами…",
    "table_entry.title": "Ввод за столами",
    "table_entry.open_an_evening": "Сначала откройте вечер: телефоны записывают счёт его "
                                   "столов.",
    "table_entry.interface": "Сеть",
    "table_entry.all_interfaces": "все сети этого компьютера",
    "table_entry.port": "порт",
    "table_entry.start": "Запустить",
    "table_entry.stop": "Остановить",
    "table_entry.starting": "Запуск…",
    "table_entry.stopped": "Не запущено: телефоны не видят страниц столов.",
    "table_entry.serving": "Страницы открыты по адресу http://{host}:{port}: телефон каждого "
                           "стола открывает свой адрес (отсканируйте его код).",
    "table_entry.cannot_start": "Страницы не удаётся открыть: {reason}",
    "table_entry.copy": "Скопировать адрес",
    "table_entry.lock": "Закрыть стол",
    "table_entry.unlock": "Открыть стол",
    "table_entry.locked": "закрыт",
    "table_entry.revoke": "Новый адрес стола",
    "table_entry.revoke_question": "Дать столу {table} новый адрес? Код на его карточке сразу "
                                   "перестанет работать; напечатайте карточку заново.",
    "table_entry.ring": "Дать звонок с результатами столов",
    "table_entry.col_table": "Стол",
    "table_entry.col_game": "Игра",
    "table_entry.col_players": "Игроки",
    "table_entry.col_state": "Состояние",
    "table_entry.col_deals": "Сдачи",
    "table_entry.col_last": "Последняя запись",
    "table_entry.col_from": "Откуда",
    "table_entry.col_locked": "Закрыт",
    "table_entry.state_waiting": "ждёт",
    "table_entry.state_playing": "играет",
    "table_entry.state_finished": "закончил",
    "table_entry.state_handed_in": "сдал результат",
}
