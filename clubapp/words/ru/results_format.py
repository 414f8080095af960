"""Открытый формат результатов (``clubapp export results``): его собственные слова."""

MESSAGES = {
    "results_format.kind_club": "Клубный вечер",
    "results_format.kind_party": "Карточный турнир",
    "results_format.kind_league": "Вечер лиги",
    "results_format.a_player": "игрок",
    "results_format.no_such_season": "сезона номер {number} нет",
    "results_format.named_figure": "{name} {figure}",
}
