"""Справка самих команд (``clubapp КОМАНДА --help``)."""

MESSAGES = {
    "cli_help.about": "Ведение карточного клуба: без команды открывается окно, команды "
                      "работают без окна.",
    "cli_help.db": "адрес базы (`URL`) или файл SQLite (по умолчанию — файл клуба в папке "
                   "данных)",
    "cli_help.lang": "язык сообщений и причин (по умолчанию — язык окружения, иначе `en`)",
    "cli_help.check_window": "открыть окно, нарисовать его один раз и выйти (проверка "
                             "установки)",
    "cli_help.upgrade": "обновить базу на сервере, если её схема старее (сначала сделайте "
                        "резервную копию командой `pg_dump`)",
    "cli_help.chips": "фишки вечера, коны и расчёт",
    "cli_help.cribbage": "подсчёт показа или розыгрыша криббеджа по картам",
    "cli_help.deal": "запись, исправление, отмена и возврат сдач партии",
    "cli_help.demo": "сыграть пример вечера на черновой базе и записать его PDF",
    "cli_help.draw": "жеребьёвки рассадки и съёмы (с числом жребия `--seed`)",
    "cli_help.evening": "вечера клуба (новый, показать, закрыть, открыть снова)",
    "cli_help.export": "члены клуба, вечера, положение (CSV), весь клуб (JSON)",
    "cli_help.import": "члены клуба из CSV (с предпросмотром), весь клуб (JSON)",
    "cli_help.game": "записанная партия, как её печатает `clubapp score`",
    "cli_help.games": "список игр в JSON",
    "cli_help.member": "члены клуба (добавить, список, вывести из состава)",
    "cli_help.party": "вечер прогрессивного эвхра: жеребьёвка, колокольчики, призы",
    "cli_help.progressive": "прогрессивный эвхр: колокольчик, призы",
    "cli_help.report": "записать документ (PDF) без окна",
    "cli_help.score": "подсчитать сдачи, поданные в JSON на стандартный ввод",
    "cli_help.season": "сезоны (лиги), положение и рейтинги",
    "cli_help.serve": "страницы столов вечера в сети клуба",
    "cli_help.table": "посадить стол вечера и начать его партию",
    "cli_help.chips_about": "`clubapp chips EVENING [--white-chip AMOUNT]`: фишки вечера и "
                            "расчёт по ним.",
    "cli_help.chips_evening": "номер вечера",
    "cli_help.chips_white_chip": "сколько денег стоит одна белая фишка (по умолчанию — "
                                 "стоимость, заданная для вечера, иначе 0,05)",
    "cli_help.cribbage_about": "Подсчёт криббеджа по картам (`seeds/001`).",
    "cli_help.cribbage_show": "очки руки или криба со стартером",
    "cli_help.cribbage_play": "очки каждой карты в порядке розыгрыша",
    "cli_help.cribbage_show_about": "Печатает пятнадцать, пары, последовательности, масть, "
                                    "валета-нобса и итог.",
    "cli_help.cribbage_show_cards": "рука (или криб): от 3 до 5 карт",
    "cli_help.cribbage_show_starter": "открытая карта (стартер)",
    "cli_help.cribbage_show_crib": "считать как криб (масть — только вместе со стартером)",
    "cli_help.cribbage_play_about": "Печатает список JSON: сколько приносит каждая карта при "
                                    "розыгрыше (15, 31, пары, последовательности). Карта, "
                                    "с которой счёт перешёл бы 31, начинает новый счёт.",
    "cli_help.cribbage_play_cards": "карты в порядке розыгрыша",
    "cli_help.deal_about": "`clubapp deal record|correct|undo|redo GAME`: сдачи записанной "
                           "партии, в JSON.",
    "cli_help.deal_record": "записать одну сдачу, прочитанную в JSON со стандартного ввода",
    "cli_help.deal_correct": "исправить сдачу N записью со стандартного ввода",
    "cli_help.deal_undo": "убрать последнюю сдачу партии из счёта",
    "cli_help.deal_redo": "вернуть последнюю отменённую сдачу",
    "cli_help.deal_record_game": "номер записанной партии (его печатает `table add`)",
    "cli_help.deal_correct_number": "номер сдачи, с 1",
    "cli_help.deal_correct_revision": "версия сдачи, какой вы её видели: отказ, если она с "
                                      "тех пор изменилась",
    "cli_help.demo_about": "Проводит целый клубный вечер (члены клуба, два стола эвхра "
                           "играют раберы) на черновой базе (или в базе `--db`) и записывает "
                           "его документы в PDF.",
    "cli_help.demo_out": "папка для PDF (по умолчанию `./clubapp-demo`)",
    "cli_help.demo_paper": "бумага (`a4`)",
    "cli_help.demo_club": "название клуба",
    "cli_help.draw_about": "Жеребьёвки рассадки и съёмы клуба: с числом жребия `--seed`, "
                           "чтобы их можно было повторить, или по картам, вытянутым за столом.",
    "cli_help.draw_party": "жеребьёвка вечера прогрессивного эвхра (две колоды и ещё один "
                           "набор на каждые 26 столов)",
    "cli_help.draw_cut": "съём на партнёров, места и сдачу по правилам съёма игры",
    "cli_help.draw_table": "составить стол эвхра от четырёх до шести игроков (закон 4)",
    "cli_help.draw_cut_out": "кто уступает место в конце рабера (закон 6)",
    "cli_help.draw_party_tables": "число столов (по умолчанию — игроки // 4)",
    "cli_help.draw_party_seed": "число жребия (печатается, чтобы повторить жеребьёвку)",
    "cli_help.draw_cut_game": "код игры, например `euchre`, `seven-up`, `cribbage`, `ecarte`, "
                              "`loo`",
    "cli_help.draw_cut_names": "игроки (иначе JSON на стандартном вводе)",
    "cli_help.draw_cut_partners": "разбить четырёх игроков на пары (по умолчанию — как в "
                                  "игре)",
    "cli_help.evening_about": "`clubapp evening new|list|show|set|close|reopen`: вечера клуба, "
                              "в JSON.",
    "cli_help.evening_new": "новый открытый вечер",
    "cli_help.evening_list": "все вечера с их столами, сначала новые",
    "cli_help.evening_show": "вечер с его столами",
    "cli_help.evening_close": "закрыть вечер: больше никаких изменений",
    "cli_help.evening_reopen": "снова открыть закрытый вечер",
    "cli_help.evening_new_name": "название вечера",
    "cli_help.evening_new_date": "день (по умолчанию — сегодня)",
    "cli_help.evening_new_kind": "клубный вечер, карточный вечер или вечер лиги (по "
                                 "умолчанию — клубный)",
    "cli_help.evening_reopen_pin": "PIN организатора, если он задан",
    "cli_help.evening_set": "изменить правила дома для вечера",
    "cli_help.evening_new_confirm_deals": "другая сторона стола подтверждает каждую сдачу, "
                                          "отправленную с его страницы, прежде чем её запишут",
    "cli_help.evening_set_confirm_deals": "`on`: другая сторона стола подтверждает каждую "
                                          "сдачу с его страницы; `off`: сдача записывается сразу",
    "cli_help.evening_set_chip_worth": "сколько денег стоит белая фишка на этом вечере: "
                                       "деньги показываются рядом с фишками, по ним идёт "
                                       "расчёт; `none`: только фишки",
    "cli_help.evening_set_chip_units": "вместе с `--chip-worth`: за сколько белых фишек дана "
                                       "сумма `AMOUNT` (по умолчанию — за одну)",
    "cli_help.export_about": "`clubapp export` и `clubapp import`: данные клуба наружу и "
                             "внутрь, без окна.",
    "cli_help.export_season": "сезон (для положения)",
    "cli_help.export_out": "записать сюда, а не на стандартный вывод",
    "cli_help.export_with_pin": "весь клуб: вместе с PIN организатора (его хешем)",
    "cli_help.import_file": "файл CSV или JSON",
    "cli_help.import_yes": "члены клуба: добавить строки, принятые предпросмотром (иначе "
                           "только предпросмотр)",
    "cli_help.game_about": "`clubapp game show GAME`: записанная партия в том же виде, что "
                           "у `clubapp score`.",
    "cli_help.game_show": "сдачи партии, счёт, сыгранные партии и победитель",
    "cli_help.games_about": "`clubapp games`: список игр в JSON с их правилами и полями "
                            "записи. Ключи одинаковы на всех языках; `--lang` (или язык "
                            "окружения) выбирает слова: название каждой игры (`name`), "
                            "подписи и пояснения правил и полей (`label`, `help`) и подписи "
                            "их вариантов (`choice_labels`). В `names` и `label_ru` — оба "
                            "языка.",
    "cli_help.member_about": "`clubapp member add|list|retire`: члены клуба, в JSON.",
    "cli_help.member_add": "добавить члена клуба",
    "cli_help.member_list": "все члены клуба по именам",
    "cli_help.member_retire": "вывести из состава (все результаты сохраняются)",
    "cli_help.member_reinstate": "вернуть выбывшего в состав",
    "cli_help.member_add_name": "имя члена клуба",
    "cli_help.member_list_search": "только те, у кого в имени, адресе почты или телефоне "
                                   "есть `TEXT`",
    "cli_help.member_list_current": "без выбывших из состава",
    "cli_help.member_retire_member": "номер или имя члена клуба",
    "cli_help.party_about": "`clubapp party start|bell|arrive|leave|undo-bell|prizes|show|"
                            "end|reopen EVENING`: вечер прогрессивного эвхра в базе клуба (вид "
                            "вечера — карточный), в JSON.",
    "cli_help.party_start": "разыграть первый круг по гостям со стандартного ввода",
    "cli_help.party_bell": "позвонить в колокольчик с результатами столов со стандартного "
                           "ввода",
    "cli_help.party_arrive": "опоздавший: садится за стол после следующего колокольчика",
    "cli_help.party_leave": "игрок уходит",
    "cli_help.party_undo_bell": "отменить последний колокольчик",
    "cli_help.party_undo_round": "круг, звонок которого отменить: отказ, если это не последний "
                                 "звонок",
    "cli_help.party_prizes": "вручить шесть призов, с причинами",
    "cli_help.party_show": "турнир, как он записан, в JSON",
    "cli_help.party_end": "окончить турнир: колокольчик больше не звонит, призы закреплены",
    "cli_help.party_reopen": "возобновить оконченный турнир",
    "cli_help.party_arrive_name": "имя или номер члена клуба",
    "cli_help.party_arrive_role": "колода, в которой играет пришедший (красная — дамы, "
                                  "синяя — кавалеры)",
    "cli_help.progressive_about": "Вечер прогрессивного эвхра по `seeds/002`, строки 75–91.",
    "cli_help.progressive_next": "звёздочки и рассадка следующего круга по результатам у "
                                 "колокольчика",
    "cli_help.progressive_prizes": "шесть призов с причиной каждого",
    "cli_help.progressive_next_about": 'Читает `{{"tables": [{{"table": 1, "pairs": '
                                       '[{{"red": n, "blue": n}}, ...], "score": [5, 3], '
                                       '"next_hand_tricks": [null, null], "cut": [null, '
                                       'null]}}, ...]}}` со стандартного ввода (стол 1 — '
                                       'главный) и печатает `{{"stars": {{...}}, "results": '
                                       '[{{"table", "winners", "decided_by", "reason"}}, '
                                       '...], "tables": [...]}}`, причины — на языке `--lang`.',
    "cli_help.progressive_next_option": "правило стола: `head_target`, `head_lone_hands`, "
                                        "`sit_out` (можно несколько раз)",
    "cli_help.progressive_prizes_about": 'Читает `{{"players": [{{"name": n, "role": '
                                         '"red"|"blue", "gold": g, "red": r, "green": s}}, '
                                         '...], "seed": k}}` со стандартного ввода и печатает '
                                         '`{{"prizes": [...]}}`.',
    "cli_help.progressive_prizes_seed": "число жребия (вместо данного во вводе)",
    "cli_help.progressive_prizes_option": "правило стола: `second_ties`, `consolation_ties` "
                                          "= `lots|stars`",
    "cli_help.report_about": "Записать в PDF листок записи, итоги вечера, положение, "
                             "историю игрока, ведомость фишек, документ вечера "
                             "прогрессивного эвхра или таблицу ротации с карточками гостей. "
                             "Документы такого вечера читают JSON со стандартного ввода, как "
                             "его печатают `clubapp draw party`, `progressive next` и "
                             "`draw rotation`, а с `--evening ID` — турнир из базы.",
    "cli_help.report_kind": "`score-sheet`, `evening`, `standings`, `history`, `chips`, "
                            "`tally-cards`, `table-cards`, `round-slips`, `stars-board`, "
                            "`table-list`, `prizes`, `rotation-chart`, `rotation-cards`",
    "cli_help.report_out": "PDF, который записать (`FILE.csv`: таблица в CSV для `evening`, "
                           "`standings`, `history` и `stars-board`)",
    "cli_help.report_evening": "номер вечера",
    "cli_help.report_season": "номер сезона",
    "cli_help.report_game": "номер записанной партии",
    "cli_help.report_member": "номер члена клуба",
    "cli_help.report_blank": "пустой листок записи игры с этим кодом",
    "cli_help.report_from_score": "заполненный листок записи этой игры по тому, что "
                                  "`clubapp score GAME` читает со стандартного ввода",
    "cli_help.report_player": "имя игрока на пустом листке, в порядке мест (можно несколько "
                              "раз)",
    "cli_help.report_option": "правило стола игры листка (можно несколько раз)",
    "cli_help.report_rows": "пустых строк на пустом листке",
    "cli_help.report_rounds": "документы турнира: запланированные круги, по строке на каждый "
                              "в карточке игрока (по умолчанию 12)",
    "cli_help.report_by": "положение по каждой игре (по умолчанию) или по семействам игр",
    "cli_help.report_white_chip": "сколько денег стоит одна белая фишка (ведомость фишек; "
                                  "по умолчанию — стоимость, заданная для вечера, иначе 0,05)",
    "cli_help.report_lang": "язык",
    "cli_help.report_club": "название клуба в заголовке (по умолчанию — из базы)",
    "cli_help.report_logo": "картинка для заголовка (`PNG`, `JPEG`)",
    "cli_help.report_with_codes": "карточки игроков и столов вечера `--evening ID`: "
                                  "`QR`-код страницы стола для каждого гостя и стола "
                                  "(`clubapp serve`)",
    "cli_help.report_host": "с `--with-codes`: сетевой интерфейс, на котором будет работать "
                            "`clubapp serve`",
    "cli_help.report_port": "с `--with-codes`: порт, на котором будет работать "
                            "`clubapp serve` (8023)",
    "cli_help.score_about": 'Читает `{{"players": [...], "deals": [...]}}` со стандартного '
                            "ввода и печатает очки каждой сдачи, нарастающий счёт, сыгранные "
                            "партии, матч и победителя.",
    "cli_help.score_game": "код игры (см. `clubapp games`)",
    "cli_help.score_option": "правило стола (можно несколько раз)",
    "cli_help.season_about": "`clubapp season`: сезоны (лиги), их положение и рейтинги "
                             "всех, без окна.",
    "cli_help.season_list": "все сезоны",
    "cli_help.season_create": "создать сезон",
    "cli_help.season_standings": "положение сезона",
    "cli_help.season_ratings": "рейтинг каждого члена клуба",
    "cli_help.season_create_evening": "вечер, который идёт в зачёт (можно несколько раз)",
    "cli_help.season_create_rules": 'правила положения, например `{{"basis": "acc"}}`',
    "cli_help.season_create_seed": "число жребия сезона",
    "cli_help.season_standings_season": "номер сезона (см. `season list`)",
    "cli_help.season_standings_game": "положение одной игры (её обозначение, как в `clubapp games`); `all`: все игры вместе, если правила сезона говорят как",
    "cli_help.season_standings_csv": "CSV вместо JSON",
    "cli_help.serve_about": "`clubapp serve --evening ID [--host H] [--port P] [--qr]`: "
                            "страницы столов вечера.",
    "cli_help.serve_host": "сетевой интерфейс (по умолчанию — все, 0.0.0.0)",
    "cli_help.serve_port": "порт (по умолчанию 8023; 0 — любой свободный)",
    "cli_help.serve_qr": "нарисовать каждый адрес `QR`-кодом на стандартном выводе ошибок",
    "cli_help.serve_new_codes": "дать каждому столу и гостю новый адрес (напечатанные раньше "
                                "карточки перестанут работать) и вывести их все",
    "cli_help.table_about": "`clubapp table add EVENING --game GAME --player P… [--option "
                            "K=V]…`: посадить стол.",
    "cli_help.table_add": "новый стол с игроками и игрой",
    "cli_help.table_add_about": "Новый стол вечера, игроки в порядке мест (по номеру или "
                                "имени; в парных играх места 1 и 3 — сторона A) играют в "
                                "`GAME` по своим правилам стола: печатает "
                                '`{{"table": number, "game": id}}`, где номер партии — то, '
                                "что принимают `deal` и `game`.",
    "cli_help.table_add_player": "игроки в порядке мест, по номеру или имени (можно "
                                 "несколько раз)",
    "cli_help.draw_rotation": "формат по таблице ротации: партнёры меняются, каждый играет "
                              "в паре с каждым не больше одного раза",
    "cli_help.draw_rotation_players": "число гостей, названных «1»…«N» (иначе имена со "
                                      "стандартного ввода)",
    "cli_help.draw_rotation_rounds": "сколько кругов играть (по умолчанию полный цикл)",
    "cli_help.draw_rotation_seed": "число жребия таблицы (по умолчанию 0)",
}
