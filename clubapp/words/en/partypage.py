"""The party page in the window: its own short words."""

MESSAGES = {
    "partypage.players_tab": "Players",
    "partypage.next_hand_head": "Next hand",
}
