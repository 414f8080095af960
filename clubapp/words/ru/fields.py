"""Названия частей записи сдачи, которых нет среди полей формы игры."""

MESSAGES = {
    "fields.deal": "сдача",
    "fields.dealer": "сдатчик",
    "fields.players": "игроки",
    "fields.points": "очки",
    "fields.deals": "сдачи",
    "fields.options": "правила стола",
    "fields.game": "игра",
}
