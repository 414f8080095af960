"""Railroad euchre: lone hands with the partner's best card, laps, slams, jambone, jamboree."""

MESSAGES = {
    "euchre_railroad.lap_wins_game": "laps: {side}'s {carried} carried win the next game at once",
}
