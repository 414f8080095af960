"""Слова денег клуба на бумаге: кассовый лист вечера, список выплат и выписка по счёту члена
клуба. Суммы пишет единый форматировщик (параметр ``Decimal``)."""

MESSAGES = {
    # --- every money document ---
    "money_documents.amounts_in": "Суммы в {currency}.",
    "money_documents.not_set_up": "Деньги этого вечера не настроены.",
    "money_documents.total": "Итого",
    "money_documents.player": "Игрок",
    "money_documents.amount": "Сумма",
    "money_documents.paid_box": "Выдано",
    "money_documents.guest": "{name} (гость)",
    "money_documents.balanced": "сходится",
    "money_documents.not_balanced": "НЕ СХОДИТСЯ",
    # --- the cash sheet ---
    "money_documents.cash.title": "Кассовый лист",
    "money_documents.cash.charges": "Взнос {fee}; для гостей {guest_fee}; плата за стол {table}.",
    "money_documents.cash.pay_out_cash": "Призы и копилки выдаются наличными на вечере.",
    "money_documents.cash.pay_out_balance": "Призы и копилки зачисляются на счета победителей.",
    "money_documents.cash.players": "Сколько должен каждый игрок и как заплатил",
    "money_documents.cash.nobody": "На этом вечере пока нет ни одного игрока.",
    "money_documents.cash.fee": "Взнос",
    "money_documents.cash.other": "Стол, сборы, копилки",
    "money_documents.cash.due": "К оплате",
    "money_documents.cash.cash": "Наличными",
    "money_documents.cash.card": "Картой",
    "money_documents.cash.balance": "Со счёта",
    "money_documents.cash.waived": "Прощено",
    "money_documents.cash.unpaid": "Не уплачено",
    "money_documents.cash.section.takings": "Сборы",
    "money_documents.cash.section.received": "Как оплачены сборы",
    "money_documents.cash.section.payouts": "Призы",
    "money_documents.cash.section.pots": "Копилки",
    "money_documents.cash.section.house": "Клубу",
    "money_documents.cash.section.cash": "Касса",
    "money_documents.cash.section.proof": "Проверка",
    "money_documents.cash.item": "Статья",
    "money_documents.cash.count": "Игроков",
    "money_documents.cash.proof_ok": "Каждая полученная копейка выплачена, перенесена на "
                                     "следующий вечер или осталась клубу: лист сходится.",
    "money_documents.cash.proof_off": "Лист не сходится на {amount}: сообщите об этом, прежде "
                                      "чем убирать деньги.",
    # --- the payout list ---
    "money_documents.payouts.title": "Список выплат",
    "money_documents.payouts.fund": "Призовой фонд {fund}: {percent} % взносов ({fees}).",
    "money_documents.payouts.rule_places": "Оплачиваемых мест: {count}, их доли фонда — "
                                           "{shares} %.",
    "money_documents.payouts.rule_top": "Оплачиваются лучшие {percent} % участников: "
                                        "{count} {count|место|места|мест} из {field}.",
    "money_documents.payouts.rule_party": "Призы турнира — в твёрдых суммах.",
    "money_documents.payouts.rounding.cents_to_house": "Призы округляются вниз до копейки; "
                                                       "остаток копеек — клубу.",
    "money_documents.payouts.rounding.cents_to_first": "Призы округляются вниз до копейки; "
                                                       "остаток копеек — первому месту.",
    "money_documents.payouts.rounding.halves_to_first": "Призы ниже первого округляются до "
                                                        "ближайших 0,50; остаток — первому "
                                                        "месту.",
    "money_documents.payouts.rounding.wholes_to_house": "Призы округляются вниз до целых; "
                                                        "остаток — клубу.",
    "money_documents.payouts.rounding.custom": "Призы округляются по собственному правилу клуба.",
    "money_documents.payouts.ties": "Игроки, разделившие место, делят поровну деньги мест, "
                                    "которые они занимают.",
    "money_documents.payouts.place": "Место",
    "money_documents.payouts.shared": "{first}–{last}, поровну",
    "money_documents.payouts.shared_one": "{place}, поровну",
    "money_documents.payouts.prize": "Приз",
    "money_documents.payouts.prize.first": "Первый приз",
    "money_documents.payouts.prize.second": "Второй приз",
    "money_documents.payouts.prize.consolation": "Утешительный приз",
    "money_documents.payouts.none": "Призов нет: правило выплат не задано или места ещё не "
                                    "определены.",
    "money_documents.payouts.prizes_total": "Призы",
    "money_documents.payouts.left": "Остаток призового фонда — клубу: {amount}.",
    "money_documents.payouts.pots": "Выигранные копилки",
    "money_documents.payouts.pot": "Копилка",
    "money_documents.payouts.why": "За что",
    "money_documents.payouts.pots_none": "На этом вечере копилки никто не выиграл.",
    "money_documents.payouts.carried": "{pot}: {amount} переносится на следующий вечер.",
    "money_documents.payouts.all_total": "Всего выплачено",
    "money_documents.payouts.credited": "Зачислено",
    # --- a member's statement ---
    "money_documents.statement.title": "Выписка по счёту",
    "money_documents.statement.season": "Сезон {season}: {first} – {last}",
    "money_documents.statement.season_empty": "Сезон {season}: вечеров пока нет",
    "money_documents.statement.everything": "За всё время",
    "money_documents.statement.date": "Дата",
    "money_documents.statement.what": "Что",
    "money_documents.statement.where": "Вечер или примечание",
    "money_documents.statement.balance": "Остаток",
    "money_documents.statement.opening": "Остаток на начало",
    "money_documents.statement.closing": "Остаток на конец",
    "money_documents.statement.none": "За этот срок записей нет.",
    "money_documents.statement.owes": "Остаток ниже нуля — долг члена клуба перед клубом.",
    "money_documents.statement.proof": "Остаток на начало {opening} и строки {lines} дают "
                                       "остаток на конец, {closing}: {verdict}.",
    "money_documents.statement.kind.deposit": "Внесено на счёт",
    "money_documents.statement.kind.withdrawal": "Возвращено со счёта",
    "money_documents.statement.kind.due": "Начислено за вечер",
    "money_documents.statement.kind.cash": "Оплачено наличными",
    "money_documents.statement.kind.card": "Оплачено картой",
    "money_documents.statement.kind.balance": "Оплачено со счёта ({amount})",
    "money_documents.statement.kind.waived": "Прощено",
    "money_documents.statement.kind.prize": "Приз",
    "money_documents.statement.kind.pot": "Выигрыш копилки",
    "money_documents.statement.kind.paid_out": "Выигрыш выдан наличными",
}
