"""Отказы о членах клуба: их имена, поиск по номеру или по имени."""

MESSAGES = {
    "members.name_not_text": "имя должно быть текстом",
    "members.name_missing": "у члена клуба должно быть имя",
    "members.name_too_long": "имя длиннее {maximum} {maximum|знака|знаков|знаков}",
    "members.no_such_member": "нет члена клуба с номером {number}",
    "members.has_results": "у игрока {name} есть результаты, его нельзя удалить; "
                           "переведите его в выбывшие",
    "members.duplicate": "{name} уже член клуба",
    "members.retired_duplicate": "{name} (выбыл) уже член клуба",
    "members.no_such_name": "нет члена клуба по имени {name!r}",
    "members.ambiguous": "имени {name!r} подходят несколько членов клуба: {candidates}; "
                         "назовите одного номером или полным именем",
}
