"""Эвхр «Железная дорога»: одиночки с лучшей картой партнёра, лапы, шлемы, джамбон, джамбори."""

MESSAGES = {
    "euchre_railroad.lap_wins_game": "лапы: перенесённые {carried} {carried|очко|очка|очков} "
                                     "стороны {side} сразу выигрывают следующую партию",
    "euchre_railroad.ready_march": "готовая рука: все пять",
    "euchre_railroad.ready_short": "готовая рука: меньше пяти взяток",
    "euchre_railroad.ready_euchred": "готовая рука эвхрирована",
    "euchre_railroad.lone_euchred_by_lone": "одиночка эвхрирована одиночкой противников",
    "euchre_railroad.jambone_not_alone": "джамбон объявляет только одиночка: отметьте игру "
                                         "в одиночку",
    "euchre_railroad.lone_against_only_lone": "противник играет в одиночку только против "
                                              "одиночки",
    "euchre_railroad.none_against_jambone": "играть в одиночку против джамбона не разрешается "
                                            "(строка 123)",
    "euchre_railroad.none_against_ready": "играть в одиночку против готовой руки не разрешается "
                                          "(строка 121)",
    "euchre_railroad.jambone_march": "джамбон: все пять",
    "euchre_railroad.jambone_tricks": "джамбон, взяток: {n}",
    "euchre_railroad.jambone_loses_two": "джамбон эвхрирован: теряет два",
    "euchre_railroad.jambone_euchred": "джамбон эвхрирован",
    "euchre_railroad.jamboree_not_played": "джамбори показывают, а не разыгрывают: больше "
                                           "ничего не происходит",
    "euchre_railroad.jamboree_five_tricks": "джамбори показывают, а не разыгрывают, и в нём "
                                            "все пять взяток: укажите 5",
    "euchre_railroad.jamboree": "джамбори",
}
