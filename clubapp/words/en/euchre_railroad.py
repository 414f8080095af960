"""Railroad euchre: lone hands with the partner's best card, laps, slams, jambone, jamboree."""

MESSAGES = {
    "euchre_railroad.lap_wins_game": "laps: {side}'s {carried} carried win the next game at once",
    "euchre_railroad.ready_march": "ready hand: all five",
    "euchre_railroad.ready_short": "ready hand short of five",
    "euchre_railroad.ready_euchred": "ready hand euchred",
    "euchre_railroad.lone_euchred_by_lone": "lone hand euchred by a lone hand",
    "euchre_railroad.jambone_not_alone": "only a lone hand can declare jambone: tick played alone",
    "euchre_railroad.lone_against_only_lone": "an opponent plays alone only against a lone hand",
    "euchre_railroad.none_against_jambone": "nobody may play alone against a jambone (line 123)",
    "euchre_railroad.none_against_ready": "nobody may play alone against a ready hand (line 121)",
    "euchre_railroad.jambone_march": "jambone: all five",
    "euchre_railroad.jambone_tricks": "jambone: {n} {n|trick|tricks}",
    "euchre_railroad.jambone_loses_two": "jambone euchred: loses two",
    "euchre_railroad.jambone_euchred": "jambone euchred",
    "euchre_railroad.jamboree_not_played": "a jamboree is shown, not played: nothing else happens",
    "euchre_railroad.jamboree_five_tricks": "a jamboree is shown, not played, and holds all five "
                                            "tricks: enter 5",
    "euchre_railroad.jamboree": "jamboree",
}
