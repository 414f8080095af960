"""Семейство «олл форс» (seeds/000, строки 87-272): севен-ап, питч, олл файвз, калифорнийский
джек, окшн-питч, смадж, педро, дом педро, синч — их отказы и строки их сдач."""

MESSAGES = {
    # --- строка сдачи в листе записи: «старший Аня, младший Борис, откат Вера -3» -----------
    "all_fours.points": "{points}",
    "all_fours.scored": "{what} {who}",
    "all_fours.scored_value": "{what} {who} {value}",
    "all_fours.point_high": "старший",
    "all_fours.point_low": "младший",
    "all_fours.point_jack": "валет",
    "all_fours.point_game": "игра",
    "all_fours.point_turned_jack": "открытый валет",
    "all_fours.point_gift": "подарок",
    "all_fours.point_revoke": "ревок",
    "all_fours.point_looked_early": "посмотрел раньше времени",
    "all_fours.point_sold": "продажа",
    "all_fours.point_set_back": "откат",
    "all_fours.point_game_ten": "игра (десятка)",
    "all_fours.point_three": "тройка",
    "all_fours.point_five": "пятёрка",
    "all_fours.point_nine": "девятка",
    "all_fours.point_snoozer": "снузер",
    "all_fours.point_right_pedro": "правый педро",
    "all_fours.point_left_pedro": "левый педро",
    "all_fours.point_took": "взято",
    "all_fours.point_took_and_bid": "взятое и заявка",
    "all_fours.point_difference": "разница",
    "all_fours.point_ace_pegged": "туз колышками",
    "all_fours.point_king_pegged": "король колышками",
    "all_fours.point_queen_pegged": "дама колышками",
    "all_fours.point_jack_pegged": "валет колышками",
    "all_fours.point_ten_pegged": "десятка колышками",
    "all_fours.point_five_pegged": "пятёрка колышками",
    # --- счётные карты (всё семейство) ------------------------------------------------------
    "all_fours.pips_not_all": "разыгрываются все карты, так что очков за игру ровно {most}, "
                              "а не {total}",
    "all_fours.pips_too_many": "{total} — больше очков, чем есть в картах, бывших в игре "
                               "(не больше {most})",
    "all_fours.joker_not_high_low": "джокер не бывает ни старшим, ни младшим",
    "all_fours.high_card_nobody": "указана карта старшего, но старшего никто не взял",
    "all_fours.low_card_nobody": "указана карта младшего, но младшего никто не взял",
    "all_fours.jack_turned_not_held": "валет козырей был открыт, так что он не был ни у кого "
                                      "на руках",
    "all_fours.not_one_suit": "{low} и {high} разной масти, а козыри — оба",
    "all_fours.low_above_high": "младший {low} старше старшего {high}",
    "all_fours.only_trump_high_low": "{card} — единственный козырь в игре, так что старший и "
                                     "младший у одного игрока",
    "all_fours.only_trump_is_jack": "{card} — единственный козырь в игре, и это валет: валет "
                                    "идёт вместе с ним к игроку {player}",
    "all_fours.only_trump_no_jack": "{card} — единственный козырь в игре, так что валета в "
                                    "игре не было",
    "all_fours.jack_above_high": "старшим козырем в игре был {card}, так что валета в игре "
                                 "не было",
    "all_fours.jack_below_low": "младшим козырем в игре был {card}, так что валета в игре "
                                "не было",
    "all_fours.no_trump_in_play": "козырей в игре не было",
    "all_fours.above_high_card": "эта карта была в игре, так что {card} не был старшим "
                                 "козырем",
    "all_fours.below_low_card": "эта карта была в игре, так что {card} не был младшим "
                                "козырем",
    "all_fours.no_deal_gives": "ни одна сдача игры «{game}» не даёт {points}",
    # --- севен-ап и питч (строки 95-163) ------------------------------------------------------
    "all_fours.gift_or_run": "сдающий либо дарит очко, либо пересдаёт карты, но не то и другое",
    "all_fours.turned_again_without_run": "второй козырь открывают, только когда сдающий "
                                          "пересдаёт карты",
    "all_fours.gift_puts_out": "игроку {player} осталось одно очко: сдающий не может дать "
                               "очко, выводящее игрока из игры (строка 117), он должен "
                               "пересдать карты",
    "all_fours.high_low_both": "старший и младший либо оба в игре, либо, когда козыри не "
                               "сданы, ни того ни другого",
    "all_fours.no_trump_no_jack": "козырей в игре не было, так что и валета не было",
    "all_fours.jack_turned_not_in_play": "валет козырей был открыт, так что в игре его не было",
    "all_fours.game_or_pips": "укажите либо, кто взял игру, либо очки за игру по игрокам, "
                              "но не то и другое",
    "all_fours.game_missing": "не заполнено: кто взял игру (или очки за игру по игрокам)",
    "all_fours.looked_early_who": "игрок {player} может сразу смотреть свои карты: ждут "
                                  "только партнёр сдающего и поун, пока старшая рука "
                                  "({eldest}) и сдающий ({dealer}) не решат, оставаться ли "
                                  "со сданными картами (строка 115)",
    "all_fours.game_always_scored": "здесь очко за игру всегда кому-то достаётся: при ничьей "
                                    "его записывает недилер (строка 143)",
    # --- олл файвз (строка 151) ---------------------------------------------------------------
    "all_fours.both_could_peg_out": "{sides} могли выйти на колышках в этой руке оба: укажите, "
                                    "кто вышел первым",
    "all_fours.does_not_peg_out": "{player} не доходит до {target} колышками в этой руке",
    "all_fours.ace_pegged_by_high": "туз козырей берёт свою взятку сам: его отмечает "
                                    "колышками тот, кому он сдан, а старший у игрока {player}",
    # --- торги окшн-питча и педро (строки 175-225) --------------------------------------------
    "all_fours.board_no_sale": "при торгах «на стол» никто не продаёт (строка 195)",
    "all_fours.board_bid_range": "при торгах «на стол» питчер — тот, чья заявка выше всех: "
                                 "его заявка от 1 до {most}",
    "all_fours.seller_is_eldest": "продаёт старшая рука: {seller}, слева от сдающего "
                                  "{dealer} (строка 189)",
    "all_fours.buyer_pitches": "{seller} продал(а), так что питчует купивший, а не {seller}",
    "all_fours.sale_bid_range": "продаётся заявка от 1 до {most}",
    "all_fours.eldest_pitches": "если {seller} (старшая рука) не продаёт, он питчует сам "
                                "(строка 189)",
    "all_fours.sale_puts_seller_out": "игроку {seller} осталось {to_go} {to_go|очко|очка|очков}: "
                                      "заявка {bid} вывела "
                                      "бы продавца из игры, и продавать её нельзя (строка "
                                      "191); столы, где можно заявлять полную ценность руки, "
                                      "выбирают правило «Заявка, выводящая продавца из игры» "
                                      "— «по полной ценности»",
    "all_fours.one_set_back": "в сдаче откатывается только один игрок, а очки теряют все: "
                              "{players}",
    "all_fours.set_back_amount": "откат — это заявка (от 1 до {most}) или {unbid}, а не "
                                 "{value}",
    "all_fours.snoozer_is_low": "снузер — младший козырь (строка 225): младший идёт вместе с "
                                "ним к игроку {player}",
    "all_fours.snoozer_is_low_card": "снузер был в игре и он младший козырь (строка 225), так "
                                     "что {card} не был младшим: карта младшего — JK",
    "all_fours.snoozer_not_in_play": "карта младшего — джокер, но снузера никто не взял",
    # --- синч (строки 227-272) ----------------------------------------------------------------
    "all_fours.bidder_missing": "не заполнено: чья заявка была выше всех",
    "all_fours.cinch_bid_range": "заявка от 1 до {most}; 0 — заявок не было (строка 269)",
    "all_fours.cards_or_card_points": "укажите либо, кто взял каждую карту, либо взятые очки "
                                      "по сторонам, но не то и другое",
    "all_fours.cinch_points_total": "взятых очков в каждой сдаче {deal_points}, а не {total}",
    "all_fours.cinch_no_split": "никакой раздел старшего, младшего, валета, игры и двух педро "
                                "не даёт таких очков",
    "all_fours.cinch_card_missing": "не заполнено: кто её взял (или укажите взятые очки по "
                                    "сторонам)",
    "all_fours.cinch_all_in_play": "при {players} {players|игроке|игроках|игроках} все счётные "
                                   "козыри в игре: очков ровно {deal_points}",
}
