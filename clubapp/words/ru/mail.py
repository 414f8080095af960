"""Письма игрокам с итогами (задача 32): темы, заголовки и фразы писем, и что командная строка
говорит об исходящих."""

MESSAGES = {
    # темы писем: клуб, вечер и его дата
    "mail.subject_results": "{club}: {evening}, {date} — итоги",
    "mail.subject_chips": "{club}: {evening}, {date} — расчёт по фишкам",
    "mail.greeting": "Здравствуйте, {name}!",
    "mail.results_intro": "Итоги вечера {evening!r} ({date}).",
    "mail.chips_intro": "Ваш расчёт по фишкам за вечер {evening!r} ({date}).",
    "mail.a_player": "игрок",
    # строка самого игрока
    "mail.yours": "Ваши результаты",
    "mail.own_place": "место {place} из {count}",
    "mail.own_shared": "место разделено",
    "mail.own_won": "выиграно партий: {won} из {played}",
    "mail.own_matches": "выиграно робберов или матчей: {n}",
    "mail.own_stars": "звёздочки: золотых {gold}, красных {red}, зелёных {green}",
    "mail.own_rounds": "сыграно туров: {n}",
    "mail.own_prize": "{prize}: {why}",
    "mail.own_nothing": "На этом вечере ваших результатов не записано.",
    # разделы письма
    "mail.tables": "Столы",
    "mail.standings": "Турнирная таблица вечера",
    "mail.stars_board": "Таблица звёздочек",
    "mail.prizes": "Призы",
    "mail.rotation_standing": "Таблица",
    "mail.rotation_points": "Очки",
    "mail.party_in_play": "Вечер ещё не окончен: идёт тур {round}, звёздочки и призы ещё могут "
                          "измениться.",
    "mail.not_final": "Вечер ещё открыт: итоги ещё могут измениться.",
    # расчёт по фишкам
    "mail.chips_won": "Вы выиграли на этом вечере: {chips}.",
    "mail.chips_lost": "Вы проиграли на этом вечере: {chips}.",
    "mail.chips_worth": "Стоимость белой фишки: {money} за {units} {units|белую|белые|белых}.",
    "mail.chips_money_won": "Вам причитается {money}.",
    "mail.chips_money_lost": "С вас {money}.",
    "mail.chips_no_worth": "Стоимость фишек в деньгах не задана: расчёт в фишках.",
    "mail.you_pay": "Вы платите: {who}, {amount}.",
    "mail.pays_you": "Вам платит: {who}, {amount}.",
    # ссылки на сайт с итогами
    "mail.on_the_site": "Вечер на сайте клуба с итогами: {url}",
    "mail.your_page": "Ваша страница там: {url}",
    # почему пришло письмо и как от него отказаться
    "mail.why_sent": "Вы получили это письмо, потому что играли в клубе «{club}». Чтобы больше "
                     "не получать итоги по почте, скажите распорядителю: он отключит рассылку "
                     "итогов в вашей карточке участника.",
    # командная строка
    "mail.queued_only": "почтовый сервер не указан (`--smtp` или `CLUBAPP_SMTP`): письма "
                        "поставлены в очередь, но не отправлены",
    "mail.no_address": "нет адреса электронной почты",
    "mail.opted_out": "просил не присылать итоги по почте",
    "mail.sent_before": "уже отправлено, {when}",
    "mail.interrupted": "прошлый запуск прервался при отправке этого письма: отправлено снова",
    "mail.bad_url": "{url!r} — не адрес почтового сервера: укажите "
                    "`smtp://user@host:port` или `smtps://user@host:port`",
    "mail.password_needed": "почтовый сервер {where} спрашивает пароль пользователя {user}: "
                            "задайте его в `CLUBAPP_SMTP_PASSWORD` или сохраните в связке "
                            "ключей из окна программы",
    "mail.no_tls": "почтовый сервер {where} не предлагает шифрование (`STARTTLS`): добавьте "
                   "`?starttls=no`, чтобы отправлять без шифрования",
    "mail.login_refused": "почтовый сервер отказал во входе: {answer}",
    "mail.no_login": "почтовый сервер {where} не даёт войти пользователю {user}",
    "mail.unreachable": "почтовый сервер {where} недоступен: {reason}",
    "mail.sender_refused": "почтовый сервер не принял отправителя {sender}: {answer}",
    "mail.lost_connection": "связь прервалась до ответа сервера: {reason}",
}
