"""Отказы самой командной строки и названия того, что несут её параметры и ввод."""

MESSAGES = {
    "cli.input_closed": "стандартный ввод закрыт: подайте на него JSON (файл через < ФАЙЛ "
                        "или конвейер)",
    "cli.input_unreadable": "не удаётся прочитать стандартный ввод: {reason}",
    "cli.no_input": "на стандартном вводе ожидался JSON, но там ничего нет",
    "cli.not_json": "стандартный ввод — не JSON (строка {line}, позиция {column})",
    "cli.option_pair": "{pair!r}: ожидалось ИМЯ=ЗНАЧЕНИЕ",
    "cli.no_database": "нет базы клуба по адресу {path} (укажите `--db ФАЙЛ` или `--db URL`)",
    "cli.bad_date": "{given!r}: ожидалась дата в виде ГГГГ-ММ-ДД",
    "cli.not_money": "{given!r} — не сумма денег (например, 0,05)",
    "cli.evening_set_nothing": "укажите, что изменить: `--confirm-deals on|off` или "
                               "`--chip-worth AMOUNT|none`",
    "cli.chip_units_alone": "`--chip-units` задаётся вместе с `--chip-worth AMOUNT`: сколько "
                            "белых фишек стоят эти деньги",
    "cli.expected_shape": "ожидалось {shape!c}",
    "cli.not_json_option": "не JSON (строка {line}, позиция {column})",
    "cli.cannot_read": "не удаётся прочитать {path}: {why}",
    "cli.cannot_write": "не удаётся записать {path}: {why}",
    "cli.not_a_folder": "{path} — файл, а не папка",
    "cli.cannot_make_folder": "не удаётся создать папку {path}: {why}",
    # почему файл не удалось прочитать или записать (причины системы)
    "cli.os_no_such_file": "нет такого файла или папки",
    "cli.os_not_allowed": "нет доступа",
    "cli.os_is_folder": "это папка",
    "cli.os_not_folder": "это не папка",
    "cli.os_disk_full": "на диске нет места",
    "cli.os_read_only": "файловая система только для чтения",
    "cli.os_exists": "файл уже есть",
    # clubapp draw
    "cli.names_list": "ожидался список имён",
    "cli.names_lists": "{fields!c}: ожидались списки имён",
    "cli.cuts_list": "ожидался список кругов съёма карт",
    "cli.consecutive": "ожидалось {{имя: сколько игр подряд}}",
    # clubapp export, import
    "cli.season_needed": "укажите номер сезона (см. `clubapp season list`)",
    "cli.members_file_refused": "файл нельзя импортировать: {problems}",
    "cli.preview_note": "это предпросмотр: ничего не импортировано; чтобы импортировать, "
                        "добавьте `--yes`",
    "cli.club_brought_up": "экспорт сделан прежней версией clubapp (схема базы данных "
                           "{schema}): он переведён в схему {newest} теми же шагами, что "
                           "обновляют файл клуба, и импортирован",
    # the window, started where there is no screen
    "cli.no_screen": "нет экрана: задайте `DISPLAY` или `QT_QPA_PLATFORM=offscreen`",
    "cli.window_opened": "clubapp {version}: окно открылось с базой клуба {place}",
    # clubapp score
    "cli.score_input": 'ожидалось `{{"players": [...], "deals": [...]}}`',
    "cli.players_list": "ожидался список имён в порядке мест",
    "cli.deals_list": "ожидался список сдач",
    "cli.options_object": "ожидался объект",
    # clubapp deal
    "cli.nothing_to_undo": "в партии нет сдачи, которую можно отменить",
    "cli.nothing_to_redo": "ни одна сдача партии не отменена: возвращать нечего",
    "cli.no_such_deal": "нет сдачи {number}: в партии {count} {count|сдача|сдачи|сдач}",
    "cli.conflict": "{why}; ваша: {mine}; записана сейчас (версия {revision}): {theirs}",
    # clubapp demo
    "cli.demo_evening": "Демо-вечер",
    "cli.demo_club": "Демо-клуб",
    "cli.demo_members_taken": "члены клуба из примера уже есть в базе ({names}): дайте "
                              "примеру отдельную базу",
    "cli.demo_written": "записано PDF-файлов: {count}, в папку {folder}",
    # clubapp party
    "cli.party_start_input": 'ожидалось `{{"players": [{{"name": n, "role": "red"|"blue"}}, '
                             '...]}}`',
    "cli.party_players": 'ожидался список гостей, `[{{"name": n, "role": "red"|"blue"}}, ...]`',
    "cli.party_player": 'гость {position} в списке: ожидалось `{{"name": n, "role": "red"|"blue"}}` (и `"stationary": true` для гостя, который весь вечер остаётся за одним столом)',
    "cli.party_stationary": 'гость {position} в списке: `stationary` — true или false',
    "cli.party_cards": 'ожидались карты, вытянутые вручную, '
                       '`{{name: {{"pack": p, "card": c}}}}`',
    "cli.party_volunteers": "ожидался список имён",
    "cli.party_bell_input": 'ожидалось `{{"tables": [{{"table": n, "score": [a, b]}}, ...]}}`',
    "cli.party_tables": "ожидался список столов со счётом",
    "cli.party_table_row": 'стол {position} в списке: ожидалось `{{"table": n, "score": [a, b]}}`',
    "cli.party_unknown_key": "{key!r} — не поле стола (`table`, `pairs`, `score`, "
                             "`next_hand_tricks`, `cut`)",
    "cli.party_not_started": "для вечера {evening} ещё не было жеребьёвки: сначала "
                             "`clubapp party start`",
    "cli.party_other_pairs": "сейчас за столом {table} сидят другие пары ({pairs}): звоните по "
                             "рассадке текущего круга",
    # о чём отказ, как его называет строка
    "cli.field_member": "член клуба",
    "cli.field_evening": "вечер",
    "cli.field_game": "партия",
    "cli.field_deal": "сдача",
    "cli.field_pin": "PIN",
    "cli.field_name": "имя",
    "cli.field_kind": "вид вечера",
    "cli.field_date": "дата",
    "cli.field_players": "игроки",
    "cli.field_revision": "версия",
    "cli.field_entry": "запись сдачи",
    "cli.field_value": "стоимость белой фишки",
    "cli.field_chip_worth": "стоимость белой фишки",
    "cli.field_chip_units": "число белых фишек за эту сумму",
    "cli.field_table": "стол",
    "cli.field_tables": "столы",
    "cli.field_option": "правило стола",
    "cli.field_cards": "карты",
    "cli.field_volunteers": "добровольцы",
    "cli.field_database": "база клуба",
    "cli.field_role": "роль",
    "cli.field_out": "`--out`",
    "cli.field_to": "`--to`",
    "cli.field_file": "файл",
    "cli.field_season": "сезон",
    "cli.field_rules": "`--rules`",
    "cli.field_cuts": "`cuts`",
    "cli.field_consecutive": "`consecutive`",
    "cli.field_publish_as": "`--publish`",
    "cli.field_mail_results": "`--mail`",
    "cli.field_language": "`--mail-language`",
    "cli.rotation_number": "{option}: ожидалось целое число, не меньше {least}, а не {value!r}",
    "cli.rotation_guests": "ожидался список имён гостей",
    "cli.rotation_guest": 'гость {position} в списке: ожидалось имя или `{{"name": n, "stationary": true}}`',
}
