"""Страница турнира в окне: её собственные короткие слова."""

MESSAGES = {
    "partypage.players_tab": "Игроки",
    "partypage.next_hand_head": "След. рука",
}
