"""Отказы о вечерах и их столах: новый вечер, закрытие, рассадка игроков."""

MESSAGES = {
    "evenings.no_such_evening": "нет вечера с номером {number}",
    "evenings.closed": "вечер {name!r} закрыт; откройте его снова, чтобы изменить",
    "evenings.no_such_table": "нет стола с номером {number}",
    "evenings.name_missing": "у вечера должно быть название",
    "evenings.name_too_long": "название длиннее {maximum} {maximum|знака|знаков|знаков}",
    "evenings.unknown_kind": "неизвестный вид вечера {kind!r} (один из: {kinds})",
    "evenings.not_a_date": "дата указана неверно",
    "evenings.retired": "{name} выбыл из клуба",
    "evenings.already_seated": "{name} уже сидит за столом {table}",
    "evenings.sits_at": "{name} за столом {table}",
    "evenings.already_seated_many": "уже сидят за другими столами: {seated}",
    "evenings.seated_twice": "{name} посажен дважды",
}
