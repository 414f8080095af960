"""Колокольчик прогрессивного эвхра (книга 002, строки 83–89): кто выиграл за каждым столом и
почему, и каким не может быть результат, сданный по звонку."""

MESSAGES = {
    # кто выиграл и почему
    "progressive.won": "{pair} выиграли {high}–{low}",
    "progressive.tied": "ничья {first}–{second}",
    "progressive.won_next_hand": "{tied}; {pair} взяли {high} {high|взятку|взятки|взяток} "
                                 "против {low} на следующей руке",
    "progressive.tied_tricks": "{tied} и {first}–{second} по взяткам на следующей руке",
    "progressive.not_reported": "стол {table} не сдал счёт",
    "progressive.won_by_cut": "{why}; при снятии {red}: {low} против {high}, нижняя карта "
                              "идёт вверх: выиграли {pair}",
    # каким не может быть результат
    "progressive.cut_needed": "{why}: игроки красной колоды ({first} и {second}) снимают "
                              "карты, нижняя карта идёт вверх; введите обе карты",
    "progressive.cut_equal": "{first} и {second} равны: игроки красной колоды снимают снова "
                             "(закон 5); введите новые карты",
    "progressive.points_expected": "ожидались очки (0 или больше), получено {value!r}",
    "progressive.points_too_many": "{points} {points|очко|очка|очков} нельзя набрать за один "
                                   "круг",
    "progressive.head_score_missing": "колокольчик звонит за главным столом: введите его счёт",
    "progressive.head_both_reached": "за главным столом только одна пара может набрать "
                                     "{target}: колокольчик звонит, как только это случится",
    "progressive.head_not_reached": "колокольчик звонит, когда пара за главным столом "
                                    "набирает {target}; а счёт {first}–{second}",
    "progressive.tricks_needed": "{tied}: сыграйте следующую руку и введите взятки каждой "
                                 "пары",
    "progressive.tricks_expected": "ожидалось от 0 до 5 взяток, получено {value!r}",
    "progressive.tricks_too_many": "{first} и {second} — больше взяток, чем в одной руке",
    "progressive.two_tables": "прогрессивной игре нужно не меньше двух столов",
    "progressive.reported_twice": "стол {table} указан дважды",
    "progressive.no_table": "стола {table} нет",
    # звёздочки
    "progressive.star_gold": "★ золотая",
    "progressive.star_red": "★ красная",
    "progressive.star_green": "★ зелёная",
    # JSON круга (clubapp progressive next)
    "progressive.two_values": "ожидались два значения ({kind}), по одному на пару, или null",
    "progressive.both_or_neither": "введите {kind} обеих пар или ни одной",
    "progressive.kind_scores": "счёт",
    "progressive.kind_tricks": "взятки",
    "progressive.kind_cut": "карты снятия",
    "progressive.card_expected": "ожидалась карта, получено {value!r}",
    "progressive.cut_twice": "{card} нельзя снять дважды из одной колоды",
    "progressive.pair_expected": "ожидалась пара: имя на красном месте и имя на синем",
    "progressive.name_expected": "ожидалось имя игрока",
    "progressive.round_expected": "ожидался список столов круга",
    "progressive.unknown_field": "неизвестное поле (ожидаются: столы, правила)",
    "progressive.tables_expected": "ожидался список столов, первым — главный",
    "progressive.table_expected": "ожидался стол: номер, пары и счёт",
    "progressive.unknown_table_field": "неизвестное поле (ожидаются: {keys})",
    "progressive.number_expected": "ожидался номер стола, получено {value!r}",
    "progressive.pairs_expected": "ожидались две пары стола",
    "progressive.options_expected": "ожидался список правил клуба",
    "progressive.place_table": "стол {table}",
    "progressive.place_table_part": "стол {table}, {part}",
    "progressive.part_score": "счёт",
    "progressive.part_next_hand_tricks": "взятки на следующей руке",
    "progressive.part_cut": "снятие",
    "progressive.part_pairs": "пары",
}
