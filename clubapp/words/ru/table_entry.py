"""«Ввод за столами» в окне: страницы столов вечера для телефонов."""

MESSAGES = {
    "table_entry.cards_title": "Коды столов",
    "table_entry.scan_table": "Отсканируйте камерой телефона, чтобы записывать счёт стола",
    "table_entry.scan_guest": "Отсканируйте, чтобы видеть следующий стол и свои звёздочки",
    "table_entry.print_codes": "Напечатать коды…",
    "table_entry.menu": "Вв&од за столами",  # (Alt+В is the View menu's)
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
    "table_entry.serving": "Страницы открыты: адрес {host}, порт {port}; телефон каждого "
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
    "table_entry.col_last": "Когда",
    "table_entry.col_from": "Откуда",
    "table_entry.col_locked": "Закрыт",
    "table_entry.state_waiting": "ждёт",
    "table_entry.state_playing": "играет",
    "table_entry.state_finished": "закончил",
    "table_entry.state_handed_in": "сдал результат",
    "table_entry.col_rounds": "Круги",
    "table_entry.tab_tables": "Столы",
    "table_entry.tab_guests": "Гости ({count})",
    "table_entry.guests_board": "Гости",
    "table_entry.address_box": "Адрес выбранного стола",
    "table_entry.col_guest": "Гость",
    "table_entry.col_code": "Код",
    "table_entry.code_here": "на экране",
    "table_entry.code_earlier": "напечатан раньше",
    "table_entry.guest_waits": "ждёт",
    "table_entry.guest_leaves": "{table}, уходит после звонка",
    "table_entry.guest_late": "пришёл позже",
    "table_entry.from_computer": "компьютер: {who}",
    "table_entry.code_not_kept": "Код этой карточки выдан до запуска программы: карточка "
                                 "работает, но клуб хранит только отпечаток кода, и показать "
                                 "его снова нельзя. При печати карточка получит новый код "
                                 "(напечатанная раньше перестанет работать).",
    "table_entry.print_one": "Напечатать эту карточку…",
    "table_entry.revoke_guest": "Новый адрес гостя",
    "table_entry.revoke_guest_question": "Дать гостю {name} новый адрес? Код на его карточке "
                                         "сразу перестанет работать; напечатайте её заново.",
    "table_entry.renew_question": "Коды ({names}) напечатаны до запуска программы и не "
                                  "хранятся. При печати они получат новые коды, а "
                                  "напечатанные раньше карточки перестанут работать. "
                                  "Печатать?",
    "table_entry.renew_table": "стол {table}",
}
