"""Отказы импорта и экспорта: члены клуба из CSV и весь клуб одним документом JSON."""

MESSAGES = {
    "exchange.preview_changed": "файл изменился после просмотра; просмотрите его снова",
    "exchange.cannot_import": "файл нельзя импортировать: {problems}",
    "exchange.list_changed": "список членов клуба изменился после просмотра ({rows}); ничего не "
                             "импортировано: просмотрите файл снова",
    "exchange.row_named": "строка {line} {name}",
    "exchange.nothing_to_import": "ни одну строку файла нельзя импортировать",
    "exchange.not_json": "файл — не JSON (строка {line}, столбец {column})",
    "exchange.not_utf8": "входные данные — не текст в кодировке `UTF-8` (байт {offset})",
    "exchange.too_big": "входные данные занимают {megabytes} МБ: читается не больше {most} МБ",
    "exchange.club_too_big": "файл занимает {megabytes} МБ: экспорт клуба читается размером до "
                             "{most} МБ (у клуба он обычно в несколько МБ)",
    "exchange.too_deep": "во входных данных больше {most} уровней вложенности",
    "exchange.json_constant": "во входных данных {word!r}, а это не значение JSON",
    "exchange.number_too_long": "во входных данных число длиннее 4300 цифр",
    "exchange.not_export": "это не экспорт клуба из clubapp",
    "exchange.version": "формат этого экспорта — версии {version!r}; эта версия clubapp читает "
                        "версию {reads}",
    "exchange.schema": "этот экспорт сделан версией clubapp со схемой базы данных {theirs!r}; у "
                       "этой схема {ours!r}. Откройте его той же версией clubapp.",
    "exchange.no_tables": "в экспорте нет таблиц",
    "exchange.unknown_table_then": "экспорт сделан, по его словам, со схемой базы данных "
                                   "{schema}, а в ней не было таблицы `{table}`",
    "exchange.rows_clash": "таблица `{table}`: у двух строк один и тот же номер или одно и то "
                           "же значение там, где оно может быть только у одной строки",
    "exchange.cannot_bring_up": "экспорт со схемой базы данных {schema} не удалось перевести "
                                "в схему {newest} ({detail}); ничего не импортировано",
    "exchange.unknown_table": "в экспорте таблица, которой эта версия clubapp не знает: `{table}`",
    "exchange.table_shape": "таблица `{table}`: ожидались столбцы и строки",
    "exchange.column_not_text": "таблица `{table}`: имя столбца — текст, а не {value}",
    "exchange.unknown_column": "таблица `{table}`: неизвестный столбец {name!r}",
    "exchange.column_twice": "таблица `{table}`: столбец `{name}` указан дважды",
    "exchange.column_missing": "таблица `{table}`: нет столбца `{name}`",
    "exchange.row_length": "таблица `{table}`, строка {row}: ожидалось значений: {count}",
    "exchange.not_null": "таблица `{table}`, строка {row}, `{column}`: нужно значение, а не null",
    "exchange.need_yes_no": "таблица `{table}`, строка {row}, `{column}`: ожидалось true или false, "
                            "а не {value}",
    "exchange.need_whole": "таблица `{table}`, строка {row}, `{column}`: ожидалось целое число от "
                           "{low} до {high}, а не {value}",
    "exchange.need_text": "таблица `{table}`, строка {row}, `{column}`: ожидался текст, а не {value}",
    "exchange.text_too_long": "таблица `{table}`, строка {row}, `{column}`: {length} "
                              "{length|знак|знака|знаков}, больше допустимых {most}",
    "exchange.bad_character": "таблица `{table}`, строка {row}, `{column}`: знак, который не хранит "
                              "ни одна база данных (нулевой знак или половина суррогатной пары)",
    "exchange.need_time": "таблица `{table}`, строка {row}, `{column}`: ожидались дата и время в "
                          "виде 2026-01-09T19:30:00, а не {value}",
    "exchange.need_date": "таблица `{table}`, строка {row}, `{column}`: ожидалась дата в виде "
                          "2026-01-09, а не {value}",
    "exchange.need_decimal": "таблица `{table}`, строка {row}, `{column}`: ожидалась сумма в виде "
                             "12.50, а не {value}",
    "exchange.need_object": "таблица `{table}`, строка {row}, `{column}`: ожидался объект "
                            "{{\"имя\": значение, …}}, а не {value}",
    "exchange.need_list": "таблица `{table}`, строка {row}, `{column}`: ожидался список [ … ], а "
                          "не {value}",
    "exchange.json_too_big": "таблица `{table}`, строка {row}, `{column}`: больше {most} знаков JSON",
    "exchange.json_too_deep": "таблица `{table}`, строка {row}, `{column}`: больше {most} уровней "
                              "вложенности",
    "exchange.not_a_choice": "таблица `{table}`, строка {row}, `{column}`: {value} — не одно из "
                             "значений {choices}",
    "exchange.blank": "таблица `{table}`, строка {row}, `{column}`: не может быть пустым",
    "exchange.id_twice": "таблица `{table}`, строка {row}, `id`: {id} — это и номер строки {other}",
    "exchange.no_parent": "таблица `{table}`, строка {row}, `{column}`: ссылка на `{parent}` {id}, "
                          "которого нет в экспорте",
    "exchange.same_as_row": "таблица `{table}`, строка {row}: `{columns}` те же, что в строке "
                            "{other}",
    "exchange.one_club": "в экспорте клубов: {count}; в экспорте клуба он один",
    "exchange.chip_worth": "таблица `{table}`, строка {row}, `{column}`: {because}",
    "exchange.pin_hash": "таблица `{table}`, строка {row}, `{column}`: {because}",
    "exchange.rules_refused": "таблица `{table}`, строка {row}, `{column}`: `{part}`: {because}",
    "exchange.unknown_game": "таблица `{table}`, строка {row}, `{column}`: {value} — игра, которой "
                             "эта версия clubapp не знает",
    "exchange.names_and_ids": "таблица `{table}`, строка {row}: имён игроков {names}, а номеров "
                              "игроков {ids}",
    "exchange.game_refused": "таблица `{table}`, строка {row}: по правилам игры так играть нельзя "
                             "(`{part}`: {because})",
    "exchange.deal_refused": "таблица `{table}`, строка {row}: сдача {deal} игры {game} не "
                             "считается по правилам игры (`{part}`: {because})",
    "exchange.party_refused": "карточный вечер {evening} не воспроизводится: {because}",
    "exchange.party_unreadable": "записи карточного вечера {evening} нельзя прочитать "
                                 "({detail})",
    "exchange.not_empty": "в этой базе данных уже есть данные клуба (`{table}`); импортируйте "
                          "клуб целиком в новую, пустую базу данных",
    "exchange.does_not_hang_together": "экспорт не сходится (строка ссылается на "
                                       "отсутствующую): {detail}",
    "exchange.offer_without_deal": "таблица `{table}`, строка {row}, `{column}`: предложенная "
                                   "сдача в состоянии {status!r} ссылается на записанную "
                                   "сдачу, а здесь ссылки нет",
    "exchange.offer_with_deal": "таблица `{table}`, строка {row}, `{column}`: предложенная сдача "
                                "в состоянии {status!r} не записана, но ссылается на сдачу {id}",
    # заголовки столбцов выгрузок CSV (члены клуба, вечера, положение): их читают люди;
    # заголовки членов клуба читает и импорт (member_csv)
    "exchange.head_name": "Имя",
    "exchange.head_email": "Эл. почта",
    "exchange.head_phone": "Телефон",
    "exchange.head_notes": "Заметки",
    "exchange.head_joined": "Вступил(а)",
    "exchange.head_retired": "Выбыл(а)",
    "exchange.head_publish_as": "На сайте",
    "exchange.head_mail_results": "Результаты почтой",
    "exchange.head_language": "Язык писем",
    "exchange.head_date": "Дата",
    "exchange.head_evening": "Вечер",
    "exchange.head_kind": "Вид",
    "exchange.head_status": "Состояние",
    "exchange.head_tables": "Столы",
    "exchange.head_players": "Игроки",
    "exchange.head_rounds": "Круги",
    "exchange.head_games": "Партии",
    "exchange.head_deals": "Сдачи",
    "exchange.head_seasons": "Сезоны",
    "exchange.head_place": "Место",
    "exchange.head_member": "Участник",
    "exchange.head_evenings": "Вечера",
    "exchange.head_played": "Сыграно партий",
    "exchange.head_won": "Выиграно партий",
    "exchange.head_lost": "Проиграно партий",
    "exchange.head_points": "Очки",
    "exchange.head_gold": "Золотые звёздочки",
    "exchange.head_red": "Красные звёздочки",
    "exchange.head_green": "Зелёные звёздочки",
    "exchange.head_spread": "Разница",
    "exchange.head_note": "Примечание",
}
