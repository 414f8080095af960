"""Список членов клуба из CSV таблицы: почему строка не взята, что не так с файлом
(предпросмотр импорта в окне и в командной строке)."""

MESSAGES = {
    "member_csv.unknown_encoding": "неизвестная кодировка {encoding!r} (одна из {choices!c})",
    "member_csv.not_as_marked": "по метке в начале файл в кодировке {encoding}, но прочитать "
                                "его так нельзя",
    "member_csv.not_text": "это не текстовый файл (в нём нулевые байты): сохраните список из "
                           "таблицы в формате CSV",
    "member_csv.cannot_read_as": "файл нельзя прочитать в кодировке {encoding}: сохраните его "
                                 "из таблицы в формате «{format}»",
    "member_csv.cannot_read_as_either": "файл нельзя прочитать ни в кодировке {first}, ни в "
                                        "{second}: сохраните его из таблицы в формате "
                                        "«{format}»",
    "member_csv.empty": "файл пуст",
    "member_csv.not_a_table": "файл — не таблица из ячеек: ячейка длиннее {most} "
                              "{most|знака|знаков|знаков} (не закрыта кавычка?)",
    "member_csv.two_columns": "два столбца содержат {field}: {first!r} и {second!r}; оставьте "
                              "один",
    "member_csv.no_name_column": "ни один столбец не содержит имени члена клуба (нужен "
                                 "заголовок вроде «ФИО», «Имя и фамилия» или «Имя» и "
                                 "«Фамилия»)",
    "member_csv.heading_only": "в файле есть заголовок, но нет членов клуба",
    "member_csv.problems": "{first}; {second}",
    # в винительном падеже: «два столбца содержат …»
    "member_csv.field_name": "имя",
    "member_csv.field_first": "имя",
    "member_csv.field_middle": "отчество",
    "member_csv.field_last": "фамилию",
    "member_csv.field_email": "электронную почту",
    "member_csv.field_phone": "телефон",
    "member_csv.field_notes": "примечания",
    "member_csv.field_joined": "дату вступления",
    "member_csv.field_retired": "отметку о выбытии",
    "member_csv.field_publish_as": "то, как сайт результатов называет члена клуба",
    "member_csv.field_mail_results": "согласие получать результаты почтой",
    "member_csv.field_language": "язык писем",
    "member_csv.columns_wrong": "столбцы файла неверны (см. выше)",
    "member_csv.extra_cells": "{cells} {cells|ячейка|ячейки|ячеек}, а в заголовке {columns} "
                              "{columns|столбец|столбца|столбцов} (запятая внутри имени? "
                              "заключите такую ячейку в кавычки)",
    "member_csv.no_name": "нет имени",
    "member_csv.bad_email": "{email!r} — не адрес электронной почты",
    "member_csv.date_form": "дата {text!r} записана не как 2024-03-12 или 12.03.2024",
    "member_csv.date_range": "дата {text!r} вне допустимых лет (с {first} по {last})",
    "member_csv.retired_word": "выбыл {value!r}: напишите «да» или «нет»",
    "member_csv.publish_as_word": "на сайте {value!r}: напишите «имя», «инициалы» или "
                                  "«скрыт»",
    "member_csv.mail_results_word": "результаты почтой {value!r}: напишите «да» или «нет»",
    "member_csv.language_word": "язык писем {value!r}: напишите `en` или `ru` либо оставьте "
                                "пустым (язык клуба)",
    "member_csv.already_member": "уже член клуба: {member}",
    "member_csv.retired_member": "{name} (выбыл)",
    "member_csv.same_name": "то же имя, что в строке {row}",
}
