"""Отказы, общие для всех игр: игроки, сдатчик, запись очками, оконченный матч."""

MESSAGES = {
    "base.player_unnamed": "у каждого игрока должно быть имя",
    "base.name_twice": "имя указано дважды",
    "base.players_exactly": "в игру «{game}» играют {wanted} {wanted|игрок|игрока|игроков}, а указано {got}",
    "base.players_between": "в игру «{game}» играют от {low} до {high} игроков, а указано {got}",
    "base.match_over": "матч окончен: его выиграл(а) {winner}",
    "base.cannot_score": "сдачу нельзя подсчитать: {detail}",
    "base.points_only": "в записи очками есть только поле «очки»",
    "base.not_of_game_sides": "нет такой стороны в этой игре ({keys})",
    "base.not_of_game_players": "нет такого игрока в этой игре ({keys})",
    "base.own_fields_only": "сдачи игры «{game}» записываются только в её собственных полях",
    "base.points_entered": "записаны очки",
}
