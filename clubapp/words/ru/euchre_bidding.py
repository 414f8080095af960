"""Эвхр на семь и на пять рук: заявка с мастью, партнёры на одну сдачу."""

MESSAGES = {
    "euchre_bidding.bids": "от {low} до {high}, или {with_widow} либо {without_widow} "
                           "в одиночку",
    "euchre_bidding.no_such_bid": "в игре «{game}» нет заявки {bid} (заявки: {bids})",
    "euchre_bidding.own_partner": "заказавший не может быть своим партнёром",
    "euchre_bidding.alone_with_widow": "с вдовой",
    "euchre_bidding.alone_without_widow": "без вдовы",
    "euchre_bidding.lone_bid_no_partners": "заявка в одиночку ({bid}) — без партнёров, а указано "
                                           "{given}",
    "euchre_bidding.partners_for_bid": "заявка {bid} — {needed} {needed|партнёр|партнёра|партнёров}, "
                                       "а указано {given}",
    "euchre_bidding.revoke_by": "ревок: {player}; другая сторона записывает заявку",
    "euchre_bidding.tricks_missing": "не заполнено: взятки заказавшего и его партнёров",
    "euchre_bidding.made": "заявка {bid} выполнена",
    "euchre_bidding.euchred": "заявка {bid}: эвхр",
    "euchre_bidding.points_allowed": "одну и ту же заявку заказавшему и каждому партнёру или "
                                     "каждому их противнику (заявки: {bids})",
}
