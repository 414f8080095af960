<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name />
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="110" />
        <source>Pot's name</source>
        <translation>Название копилки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="113" />
        <source>Each player puts in</source>
        <translation>Ставка с игрока</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="116" />
        <source>Taken by</source>
        <translation>Кто забирает</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="118" />
        <source>the treasurer's award</source>
        <translation>присуждает казначей</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="118" />
        <source>a cribbage hand or crib of at least</source>
        <translation>рука или криб в криббедже не меньше</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="119" />
        <source>a cribbage hand or crib of exactly</source>
        <translation>рука или криб в криббедже ровно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="119" />
        <source>a cribbage game won by a skunk</source>
        <translation>партия в криббедж, выигранная с лерчем</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="120" />
        <source>a cribbage game won by a double skunk</source>
        <translation>партия в криббедж, выигранная с двойным лерчем</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="125" />
        <source>Points of the hand</source>
        <translation>Очки руки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="127" />
        <source>Several claims</source>
        <translation>Если заявок несколько</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="128" />
        <source>the first takes it</source>
        <translation>забирает первый</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="129" />
        <source>they share it</source>
        <translation>делят поровну</translation>
    </message>
</context>
<context>
    <name>AddPlayerDialog</name>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="325" />
        <source>Add a player</source>
        <translation>Добавить игрока</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="332" />
        <source>Pays the &amp;guests' entry fee</source>
        <translation>Платит взнос &amp;гостя</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="337" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
</context>
<context>
    <name>AwardDialog</name>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="187" />
        <source>Award a pot</source>
        <translation>Присудить копилку</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="201" />
        <source>Pot</source>
        <translation>Копилка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="202" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
</context>
<context>
    <name>AwardsDialog</name>
    <message>
        <location filename="../../clubapp/ui/seasons/awards_dialog.py" line="47" />
        <source>Tally cards: stars and prizes</source>
        <translation>Карточки игроков: звёздочки и призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/awards_dialog.py" line="55" />
        <source>Stars and prizes</source>
        <translation>Звёздочки и призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/awards_dialog.py" line="56" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/awards_dialog.py" line="56" />
        <source>Gold</source>
        <translation>Золотые</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/awards_dialog.py" line="57" />
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/awards_dialog.py" line="57" />
        <source>Green</source>
        <translation>Зелёные</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/awards_dialog.py" line="58" />
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/awards_dialog.py" line="69" />
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="32" />
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="44" />
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="88" />
        <source>Backups</source>
        <translation>Резервные копии</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="34" />
        <source>A backup is taken whenever an evening is closed, and before every upgrade of the club file's format; the newest %d of the first and, apart from them, the newest %d of the second are kept in %s.</source>
        <translation>Резервная копия делается при каждом закрытии вечера и перед каждым обновлением формата файла клуба; хранятся последние %d копий первого рода и, отдельно от них, последние %d копии второго, в папке %s.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="39" />
        <source>This club lives on a database server: its backups are made by the server.</source>
        <translation>Данные клуба хранятся на сервере баз данных: резервные копии делает сервер.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="42" />
        <source>Taken</source>
        <translation>Когда сделана</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="42" />
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="42" />
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="45" />
        <source>Take a backup &amp;now</source>
        <translation>Сделать копию &amp;сейчас</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="47" />
        <source>&amp;Restore the chosen backup…</source>
        <translation>&amp;Восстановить выбранную копию…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="65" />
        <source>%s KB</source>
        <translation>%s КБ</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="75" />
        <source>by hand</source>
        <translation>вручную</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="77" />
        <source>before a restore</source>
        <translation>перед восстановлением</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="79" />
        <source>evening closed: %s</source>
        <translation>закрыт вечер: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="102" />
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="110" />
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="117" />
        <source>Restore</source>
        <translation>Восстановление</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/backups_dialog.py" line="103" />
        <source>Replace the club's data with the backup of %s? The present data is backed up first.</source>
        <translation>Заменить данные клуба копией от %s? Нынешние данные сначала будут сохранены в копию.</translation>
    </message>
</context>
<context>
    <name>BalancesDialog</name>
    <message>
        <location filename="../../clubapp/ui/club/balances.py" line="111" />
        <source>Members' balances</source>
        <translation>Счета членов клуба</translation>
    </message>
</context>
<context>
    <name>BalancesPanel</name>
    <message>
        <location filename="../../clubapp/ui/club/balances.py" line="38" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/balances.py" line="38" />
        <source>Balance</source>
        <translation>Остаток</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/balances.py" line="40" />
        <source>Balances</source>
        <translation>Счета</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/balances.py" line="45" />
        <source>Add a &amp;deposit…</source>
        <translation>Вн&amp;ести на счёт…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/balances.py" line="48" />
        <source>Pa&amp;y back…</source>
        <translation>Ве&amp;рнуть со счёта…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/balances.py" line="51" />
        <source>&amp;Statement…</source>
        <translation>В&amp;ыписка…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/balances.py" line="65" />
        <source> (retired)</source>
        <translation> (выбыл(а))</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/balances.py" line="71" />
        <source>The club holds %1 for its members; members owe %2.</source>
        <translation>На счетах членов клуба %1; члены клуба должны %2.</translation>
    </message>
</context>
<context>
    <name>BellPanel</name>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="111" />
        <source>The bell has not rung yet.</source>
        <translation>Колокольчик ещё не звонил.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="115" />
        <location filename="../../clubapp/ui/party/party_panels.py" line="116" />
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="115" />
        <location filename="../../clubapp/ui/party/party_panels.py" line="121" />
        <source>Who won, and why</source>
        <translation>Кто выиграл и почему</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="116" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="116" />
        <source>Star</source>
        <translation>Звёздочка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="117" />
        <source>Partner</source>
        <translation>Партнёр</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="125" />
        <source>Where each player goes</source>
        <translation>Куда идёт каждый игрок</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="135" />
        <source>The bell has not rung yet: round 1 is in play.</source>
        <translation>Колокольчик ещё не звонил: играется первый круг.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="139" />
        <source>The bell of round %d: round %d is in play</source>
        <translation>Звонок круга %d: играется круг %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="152" />
        <source>waits</source>
        <translation>ждёт</translation>
    </message>
</context>
<context>
    <name>ChipMoney</name>
    <message>
        <location filename="../../clubapp/ui/evening/chip_money.py" line="82" />
        <source>Chips in money: %s</source>
        <translation>Фишки в деньгах: %s</translation>
    </message>
</context>
<context>
    <name>ChipsDialog</name>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="61" />
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="233" />
        <source>Chips and settlement</source>
        <translation>Фишки и расчёт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="62" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="62" />
        <source>Chips won (+) or lost (−)</source>
        <translation>Фишки: выигрыш (+) или проигрыш (−)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="63" />
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="63" />
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="63" />
        <source>Chips in the pool</source>
        <translation>Фишек в кону</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="73" />
        <source>The money that the white chips below are worth (one white chip, as a rule)</source>
        <translation>Сколько денег стоят белые фишки, число которых указано ниже (как правило, одна белая фишка)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="79" />
        <source>&amp;Keep for this evening</source>
        <translation>&amp;Запомнить для этого вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="84" />
        <source>The evening is closed: reopen it to change the worth it keeps</source>
        <translation>Вечер закрыт: откройте его снова, чтобы изменить сохранённую стоимость</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="86" />
        <source>Settling keeps this worth with the evening: the tables in the window and the table pages on the phones show money beside chips at it</source>
        <translation>При расчёте эта стоимость сохраняется для вечера: столы в окне и страницы столов на телефонах показывают по ней деньги рядом с фишками</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="91" />
        <source>&amp;Forget the worth</source>
        <translation>&amp;Убрать стоимость</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="93" />
        <source>The evening keeps no worth: its tables show chips only</source>
        <translation>Для вечера не хранится стоимость: его столы показывают только фишки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="108" />
        <source>The statement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="112" />
        <source>Chips' worth in money</source>
        <translation>Стоимость фишек в деньгах</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="113" />
        <source>White chips for that money</source>
        <translation>Белых фишек за эту сумму</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="96" />
        <source>&amp;Settle</source>
        <translation>&amp;Рассчитать</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="99" />
        <source>&amp;Print the statement…</source>
        <translation>&amp;Напечатать расчёт…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="121" />
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="125" />
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="123" />
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="126" />
        <source>Pools, carried to the next deal</source>
        <translation>Коны, перешедшие на следующую сдачу</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="146" />
        <source>No worth is kept for this evening: its tables show chips only.</source>
        <translation>Стоимость фишки для этого вечера не сохранена: его столы показывают только фишки.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="152" />
        <source>%s (kept for this evening).</source>
        <translation>%s (сохранено для этого вечера).</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="183" />
        <source>Every chip is accounted for: players and pools add up to %d.</source>
        <translation>Все фишки учтены: у игроков и в конах вместе %d.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="187" />
        <source>The chips do not add up (%d): report this.</source>
        <translation>Фишки не сходятся (%d): сообщите об этом.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="197" />
        <location filename="../../clubapp/ui/evening/chips_dialog.py" line="201" />
        <source>The worth of a chip is a sum of money, such as %s</source>
        <translation>Стоимость фишки — денежная сумма, например %s</translation>
    </message>
</context>
<context>
    <name>ContinueQuestion</name>
    <message>
        <location filename="../../clubapp/ui/club/start_questions.py" line="93" />
        <source>Continue “%s” (open since %s) or start another evening?</source>
        <translation>Продолжить «%s» (открыт с %s) или начать ещё один вечер?</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_questions.py" line="95" />
        <source>&amp;Continue “%s”</source>
        <translation>&amp;Продолжить «%s»</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_questions.py" line="98" />
        <source>Evenings of today are open. Continue one of them or start another evening?</source>
        <translation>Сегодняшние вечера ещё открыты. Продолжить один из них или начать ещё один вечер?</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_questions.py" line="100" />
        <source>Continue “%s” (open since %s)</source>
        <translation>Продолжить «%s» (открыт с %s)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_questions.py" line="103" />
        <source>Tonight</source>
        <translation>Сегодняшний вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_questions.py" line="104" />
        <source>Start &amp;another evening</source>
        <translation>&amp;Начать ещё один вечер</translation>
    </message>
</context>
<context>
    <name>CorrectDialog</name>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="195" />
        <source>Correct deal %d</source>
        <translation>Исправить сдачу %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="207" />
        <source>The evening is closed: its deals are kept as they are. Reopen it on the Evenings page to correct one.</source>
        <translation>Вечер закрыт: его сдачи остаются как есть. Чтобы исправить сдачу, откройте вечер снова на странице «Вечера».</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="215" />
        <source>Deal %d (the evening is closed)</source>
        <translation>Сдача %d (вечер закрыт)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="232" />
        <source>this correction would make deal %d impossible: %s</source>
        <translation>после этого исправления сдача %d стала бы невозможной: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="247" />
        <source>Changed on another computer</source>
        <translation>Изменено на другом компьютере</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="249" />
        <source>Theirs: %s
Yours: %s</source>
        <translation>Их вариант: %s
Ваш вариант: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="252" />
        <source>Keep &amp;mine</source>
        <translation>Оставить &amp;мой</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="253" />
        <source>Keep &amp;theirs</source>
        <translation>Оставить &amp;их</translation>
    </message>
</context>
<context>
    <name>CribbageBoard</name>
    <message>
        <location filename="../../clubapp/ui/evening/cribbage_board.py" line="342" />
        <source>lurch</source>
        <translation>лерч</translation>
    </message>
</context>
<context>
    <name>DealHistory</name>
    <message>
        <location filename="../../clubapp/ui/evening/deal_history.py" line="53" />
        <source>deal %s</source>
        <translation>сдачу %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/deal_history.py" line="76" />
        <source>correction of deal %s</source>
        <translation>исправление сдачи %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/deal_history.py" line="164" />
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/deal_history.py" line="165" />
        <source>&amp;Undo %s at table %d</source>
        <translation>&amp;Отменить %s за столом %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/deal_history.py" line="172" />
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/deal_history.py" line="173" />
        <source>&amp;Redo %s at table %d</source>
        <translation>&amp;Повторить %s за столом %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/deal_history.py" line="207" />
        <source>Undone at table %d: %s</source>
        <translation>За столом %d отменили %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/deal_history.py" line="208" />
        <source>Redone at table %d: %s</source>
        <translation>За столом %d вернули %s</translation>
    </message>
</context>
<context>
    <name>DepositDialog</name>
    <message>
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="46" />
        <source>Pay back from a balance</source>
        <translation>Вернуть деньги со счёта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="47" />
        <source>Add a deposit</source>
        <translation>Внести на счёт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="72" />
        <source>for his statement, such as “prepaid for December”</source>
        <translation>для выписки, например «аванс за декабрь»</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="74" />
        <source>&amp;Pay it back to him from his balance</source>
        <translation>&amp;Вернуть ему деньги со счёта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="88" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="89" />
        <source>Balance now</source>
        <translation>Остаток сейчас</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="61" />
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="90" />
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="127" />
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="91" />
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/deposit_dialog.py" line="92" />
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <location filename="../../clubapp/ui/evening/entry_form.py" line="341" />
        <source>Enter the points instead</source>
        <translation>Ввести вместо этого очки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/entry_form.py" line="356" />
        <source>Points: %s</source>
        <translation>Очки: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/entry_form.py" line="413" />
        <source>optional</source>
        <translation>необязательно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/entry_form.py" line="485" />
        <source>partly ticked: not said; empty: no; ticked: yes</source>
        <translation>отмечено частично: не указано; пусто: нет; отмечено: да</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/entry_form.py" line="492" />
        <location filename="../../clubapp/ui/evening/entry_form.py" line="533" />
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/entry_form.py" line="659" />
        <source>Points only</source>
        <translation>Только очки</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="43" />
        <source>New evening</source>
        <translation>Новый вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="58" />
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="59" />
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="61" />
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
</context>
<context>
    <name>EveningPage</name>
    <message>
        <location filename="../../clubapp/ui/evening/evening_page.py" line="55" />
        <source>No evening is open: create or open one in Evenings.</source>
        <translation>Вечер не открыт: создайте или откройте его на странице «Вечера».</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evening_page.py" line="64" />
        <source>Add &amp;table</source>
        <translation>Добавить &amp;стол</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evening_page.py" line="68" />
        <source>Add a table, or choose one above.</source>
        <translation>Добавьте стол или выберите его выше.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evening_page.py" line="76" />
        <source>&amp;Chips and settlement…</source>
        <translation>Фишки и &amp;расчёт…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evening_page.py" line="81" />
        <source>&amp;Money…</source>
        <translation>&amp;Деньги…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evening_page.py" line="83" />
        <source>The evening's entry fees and payments, prizes, pots, cash sheet and the members' balances</source>
        <translation>Взносы и платежи вечера, призы, копилки, кассовый лист и счета членов клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evening_page.py" line="160" />
        <source> — closed</source>
        <translation> — закрыт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evening_page.py" line="183" />
        <source>no players yet</source>
        <translation>игроков пока нет</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evening_page.py" line="184" />
        <source>Table %d</source>
        <translation>Стол %d</translation>
    </message>
</context>
<context>
    <name>EveningsDialog</name>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="65" />
        <source>New season</source>
        <translation>Новый сезон</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="66" />
        <source>Evenings of the season</source>
        <translation>Вечера сезона</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="78" />
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="70" />
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="80" />
        <source>Evenings counted in the season:</source>
        <translation>Вечера, которые идут в зачёт сезона:</translation>
    </message>
</context>
<context>
    <name>EveningsPage</name>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="90" />
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="90" />
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="90" />
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="91" />
        <source>Tables</source>
        <translation>Столов</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="91" />
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="93" />
        <source>Evenings</source>
        <translation>Вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="96" />
        <source>&amp;New evening…</source>
        <translation>&amp;Новый вечер…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="99" />
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="102" />
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="160" />
        <source>&amp;Close evening</source>
        <translation>&amp;Закрыть вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="120" />
        <source>closed</source>
        <translation>закрыт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="120" />
        <source>open</source>
        <translation>открыт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="144" />
        <source>%s, %s (rotation chart)</source>
        <translation>%s, %s (по таблице ротации)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="145" />
        <source>%n guest(s)</source>
        <translation>
            <numerusform>%n гость</numerusform>
            <numerusform>%n гостя</numerusform>
            <numerusform>%n гостей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="146" />
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n круг</numerusform>
            <numerusform>%n круга</numerusform>
            <numerusform>%n кругов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="159" />
        <source>&amp;Reopen evening</source>
        <translation>&amp;Открыть вечер снова</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="180" />
        <source>table %d: players seated, no game started</source>
        <translation>стол %d: игроки сели, игра не начата</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="183" />
        <source>table %d: nobody seated yet</source>
        <translation>стол %d: ещё никто не сел</translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="187" />
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n сдача</numerusform>
            <numerusform>%n сдачи</numerusform>
            <numerusform>%n сдач</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="188" />
        <source>table %d: %s not finished (%s)</source>
        <translation>стол %d: игра «%s» не окончена (%s)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="202" />
        <source>Close evening</source>
        <translation>Закрыть вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="203" />
        <source>Close the evening «%s»? Not finished:</source>
        <translation>Закрыть вечер «%s»? Не окончено:</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="206" />
        <source>A closed evening takes no more deals; reopening it needs the organiser's PIN where one is set.</source>
        <translation>Закрытый вечер больше не принимает сдач; чтобы открыть его снова, нужен PIN организатора, если он задан.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="208" />
        <source>&amp;Close the evening</source>
        <translation>&amp;Закрыть вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="209" />
        <source>&amp;Keep it open</source>
        <translation>&amp;Оставить открытым</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="224" />
        <source>Reopen evening</source>
        <translation>Открыть вечер снова</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="225" />
        <source>The evening is locked. The organiser's PIN:</source>
        <translation>Вечер заперт. PIN организатора:</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="198" />
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="231" />
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../../clubapp/ui/shared/file_dialogs.py" line="34" />
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/file_dialogs.py" line="36" />
        <source>%s file</source>
        <translation>Файл %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/file_dialogs.py" line="37" />
        <source>File</source>
        <translation>Файл</translation>
    </message>
</context>
<context>
    <name>FoldingNavigation</name>
    <message>
        <location filename="../../clubapp/ui/shared/fold_navigation.py" line="224" />
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
</context>
<context>
    <name>GuestList</name>
    <message>
        <location filename="../../clubapp/ui/party/guest_list.py" line="41" />
        <source>Guests</source>
        <translation>Гости</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="52" />
        <source>Import members from CSV</source>
        <translation>Импорт участников из CSV</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="53" />
        <source>No file chosen</source>
        <translation>Файл не выбран</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="55" />
        <source>&amp;Choose file…</source>
        <translation>&amp;Выбрать файл…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="74" />
        <source>Row</source>
        <translation>Строка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="74" />
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="74" />
        <source>E-mail</source>
        <translation>Эл. почта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="74" />
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="75" />
        <source>Joined</source>
        <translation>Вступил(а)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="75" />
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="75" />
        <source>Will be</source>
        <translation>Что будет</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="80" />
        <source>&amp;Import</source>
        <translation>&amp;Импортировать</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="59" />
        <location filename="../../clubapp/ui/club/import_dialog.py" line="88" />
        <source>Encoding</source>
        <translation>Кодировка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="72" />
        <source>The file's rows</source>
        <translation>Строки файла</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="103" />
        <source>Member list</source>
        <translation>Список участников</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="104" />
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Файлы CSV (*.csv *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="117" />
        <source>the file is too large to be a member list</source>
        <translation>файл слишком велик для списка участников</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="122" />
        <source>Cannot read %s: %s</source>
        <translation>Не удаётся прочитать %s: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="145" />
        <source>added</source>
        <translation>будет добавлен(а)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="146" />
        <source>not taken: %s</source>
        <translation>не взят(а): %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="159" />
        <source>Choose the CSV file saved from the spreadsheet.</source>
        <translation>Выберите файл CSV, сохранённый из электронной таблицы.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="161" />
        <source> Columns not used: %s.</source>
        <translation> Не использованы столбцы: %s.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="163" />
        <source>1 member will be added</source>
        <translation>будет добавлен 1 участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="164" />
        <source>%s members will be added</source>
        <translation>будет добавлено участников: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="165" />
        <source>1 row will not be taken</source>
        <translation>1 строка не будет взята</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="166" />
        <source>%s rows will not be taken</source>
        <translation>не будет взято строк: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/import_dialog.py" line="167" />
        <source>%s, %s (read as %s).%s</source>
        <translation>%s, %s (прочитано как %s).%s</translation>
    </message>
</context>
<context>
    <name>LanguageFileList</name>
    <message numerus="yes">
        <location filename="../../clubapp/ui/shared/file_dialog_words.py" line="38" />
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n байт</numerusform>
            <numerusform>%n байта</numerusform>
            <numerusform>%n байт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/file_dialog_words.py" line="41" />
        <source>%s KB</source>
        <translation>%s КБ</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/file_dialog_words.py" line="41" />
        <source>%s MB</source>
        <translation>%s МБ</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/file_dialog_words.py" line="41" />
        <source>%s GB</source>
        <translation>%s ГБ</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/file_dialog_words.py" line="41" />
        <source>%s TB</source>
        <translation>%s ТБ</translation>
    </message>
</context>
<context>
    <name>MailDialog</name>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="72" />
        <source>E-mail results</source>
        <translation>Рассылка итогов</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="85" />
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="91" />
        <source>&amp;Evening</source>
        <translation>&amp;Вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="96" />
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="354" />
        <source>Mail server</source>
        <translation>Почтовый сервер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="99" />
        <source>none; or https://club.example.org/results</source>
        <translation>нет; или https://club.example.org/results</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="100" />
        <source>Results site</source>
        <translation>Сайт с итогами</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="101" />
        <source>smtp://user@host:587 (encrypted with STARTTLS) or smtps://user@host:465. The password is asked once and kept in the system's keyring.</source>
        <translation>smtp://user@host:587 (с шифрованием) или smtps://user@host:465. Пароль спрашивается один раз и хранится в связке ключей системы.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="111" />
        <source>Mail &amp;server</source>
        <translation>Почтовый &amp;сервер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="115" />
        <source>Results s&amp;ite</source>
        <translation>Са&amp;йт с итогами</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="322" />
        <source>Sending</source>
        <translation>Отправляется</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="121" />
        <source>Preview the mail to</source>
        <translation>Просмотр письма для</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="116" />
        <source>Server and links</source>
        <translation>Сервер и ссылки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="135" />
        <source>Preview:</source>
        <translation>Просмотр:</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="149" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="149" />
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="149" />
        <source>Mail</source>
        <translation>Письмо</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="149" />
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="150" />
        <source>Server's answer</source>
        <translation>Ответ сервера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="167" />
        <source>Outbox of this evening:</source>
        <translation>Исходящие этого вечера:</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="186" />
        <source>&amp;Queue and send</source>
        <translation>В &amp;очередь и отправить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="194" />
        <source>&amp;Retry failed</source>
        <translation>&amp;Повторить неудачные</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="197" />
        <source>S&amp;top</source>
        <translation>Ос&amp;тановить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="314" />
        <source>results</source>
        <translation>итоги</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="314" />
        <source>chips</source>
        <translation>фишки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="266" />
        <source>Not mailed: %1</source>
        <translation>Не получат письма: %1</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="129" />
        <source>The mail as the member reads it</source>
        <translation>Письмо так, как его прочтёт участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="147" />
        <source>The outbox</source>
        <translation>Исходящие</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="189" />
        <source>Send &amp;money statements</source>
        <translation>&amp;Разослать выписки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="192" />
        <source>A statement of their money to each player in this evening's money, each once</source>
        <translation>Выписку по счёту — каждому игроку, участвовавшему в деньгах этого вечера, по одному разу</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="277" />
        <source>To: %1
Subject: %2</source>
        <translation>Кому: %1
Тема: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="302" />
        <source>%n sent</source>
        <translation>
            <numerusform>%n отправлено</numerusform>
            <numerusform>%n отправлено</numerusform>
            <numerusform>%n отправлено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="303" />
        <source>%n waiting</source>
        <translation>
            <numerusform>%n ждёт</numerusform>
            <numerusform>%n ждут</numerusform>
            <numerusform>%n ждут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="304" />
        <source>%n refused</source>
        <translation>
            <numerusform>%n отклонено</numerusform>
            <numerusform>%n отклонено</numerusform>
            <numerusform>%n отклонено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="305" />
        <source>%n failed</source>
        <translation>
            <numerusform>%n не удалось</numerusform>
            <numerusform>%n не удалось</numerusform>
            <numerusform>%n не удалось</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="308" />
        <source>Nothing queued yet.</source>
        <translation>В очереди пока ничего нет.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="315" />
        <source>statement</source>
        <translation>выписка</translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="320" />
        <source>Waiting (%n tries)</source>
        <translation>
            <numerusform>Ждёт (%n попытка)</numerusform>
            <numerusform>Ждёт (%n попытки)</numerusform>
            <numerusform>Ждёт (%n попыток)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="321" />
        <source>Waiting</source>
        <translation>Ждёт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="322" />
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="323" />
        <source>Refused</source>
        <translation>Отклонено</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="323" />
        <source>Failed</source>
        <translation>Не удалось</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="355" />
        <source>The password of %1 at %2:</source>
        <translation>Пароль пользователя %1 на %2:</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="441" />
        <source>Sending…</source>
        <translation>Отправка…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="460" />
        <source>%n mail(s) newly queued.</source>
        <translation>
            <numerusform>%n письмо поставлено в очередь.</numerusform>
            <numerusform>%n письма поставлены в очередь.</numerusform>
            <numerusform>%n писем поставлено в очередь.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="464" />
        <source>%n sent.</source>
        <translation>
            <numerusform>%n отправлено.</numerusform>
            <numerusform>%n отправлено.</numerusform>
            <numerusform>%n отправлено.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="462" />
        <source>No mail server given: the mails wait in the outbox.</source>
        <translation>Почтовый сервер не указан: письма ждут в исходящих.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="226" />
        <source>Members</source>
        <translation>Участники</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="227" />
        <source>Evenings</source>
        <translation>Вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="228" />
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="229" />
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="230" />
        <source>Seasons</source>
        <translation>Сезоны</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="231" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="232" />
        <location filename="../../clubapp/ui/main_window.py" line="287" />
        <source>Party</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="69" />
        <source>Opening the club…</source>
        <translation>Открываем клуб…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="106" />
        <source>The database cannot be reached; retrying…</source>
        <translation>База данных недоступна; повторяем попытку…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="168" />
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="169" />
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="172" />
        <source>&amp;Backups…</source>
        <translation>&amp;Резервные копии…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="177" />
        <source>&amp;Import members from CSV…</source>
        <translation>&amp;Импорт участников из CSV…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="178" />
        <source>Export &amp;members (CSV)…</source>
        <translation>Экспорт &amp;участников (CSV)…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="179" />
        <source>Export &amp;evenings (CSV)…</source>
        <translation>Экспорт &amp;вечеров (CSV)…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="180" />
        <source>Export the whole &amp;club (JSON)…</source>
        <translation>Экспорт всего &amp;клуба (JSON)…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="181" />
        <source>Import a whole club (JSON)…</source>
        <translation>Импорт целого клуба (JSON)…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="188" />
        <source>P&amp;ublish results…</source>
        <translation>О&amp;публиковать результаты…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="192" />
        <source>E-mai&amp;l results…</source>
        <translation>Разослать и&amp;тоги по почте…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="197" />
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="204" />
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="220" />
        <source>The standings on the &amp;room's screen</source>
        <translation>Таблица на &amp;экране зала</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="226" />
        <source>&amp;Print</source>
        <translation>П&amp;ечать</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="234" />
        <source>&amp;Go</source>
        <translation>Пере&amp;ход</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="243" />
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="244" />
        <source>&amp;User guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="251" />
        <source>&amp;About clubapp</source>
        <translation>&amp;О программе clubapp</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="256" />
        <source>Database: %s</source>
        <translation>База данных: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="288" />
        <source>Party (no card party is open)</source>
        <translation>Турнир (карточный турнир не открыт)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="290" />
        <source>Open an evening of the kind Card party in Evenings.</source>
        <translation>Откройте на странице «Вечера» вечер вида «Карточный турнир».</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="333" />
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="355" />
        <source>Sample evening</source>
        <translation>Пример вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="357" />
        <source>clubapp — the sample club (a scratch copy)</source>
        <translation>clubapp — пример клуба (черновая копия)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="394" />
        <source>Undo</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="395" />
        <source>%s

Nothing was changed: the table's history is where it was.</source>
        <translation>%s

Ничего не изменено: история стола осталась прежней.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="442" />
        <location filename="../../clubapp/ui/main_window.py" line="445" />
        <source>Database</source>
        <translation>База данных</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="446" />
        <source>This computer has no keyring to keep the password in: clubapp will ask for it at each start.</source>
        <translation>На этом компьютере нет связки ключей для хранения пароля: clubapp будет спрашивать его при каждом запуске.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="486" />
        <source>The backup was restored</source>
        <translation>Резервная копия восстановлена</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="511" />
        <source>About clubapp</source>
        <translation>О программе clubapp</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/main_window.py" line="512" />
        <source>clubapp %s
Scores, seats and chips for card clubs.</source>
        <translation>clubapp %s
Счёт, рассадка и фишки для карточных клубов.</translation>
    </message>
</context>
<context>
    <name>MemberDialog</name>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="33" />
        <source>Edit member</source>
        <translation>Изменить участника</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="33" />
        <source>New member</source>
        <translation>Новый участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="50" />
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="52" />
        <source>E-mail</source>
        <translation>Эл. почта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="53" />
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="54" />
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="77" />
        <source>By name</source>
        <translation>По имени</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="77" />
        <source>By initials</source>
        <translation>По инициалам</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="78" />
        <source>Not published</source>
        <translation>Не публикуется</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="80" />
        <source>E-mail the results to this member</source>
        <translation>Присылать результаты по почте</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="84" />
        <source>The club's</source>
        <translation>Язык клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="92" />
        <source>The site shows only names and results — never e-mail, phone or notes.</source>
        <translation>На сайте — только имена и результаты: ни почты, ни телефона, ни заметок.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="97" />
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="99" />
        <source>On the results site</source>
        <translation>На сайте результатов</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_dialog.py" line="101" />
        <source>Language of mails</source>
        <translation>Язык писем</translation>
    </message>
</context>
<context>
    <name>MemberPage</name>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="87" />
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="87" />
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="87" />
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="88" />
        <location filename="../../clubapp/ui/club/member_page.py" line="91" />
        <location filename="../../clubapp/ui/club/member_page.py" line="93" />
        <location filename="../../clubapp/ui/club/member_page.py" line="95" />
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="88" />
        <location filename="../../clubapp/ui/club/member_page.py" line="94" />
        <location filename="../../clubapp/ui/club/member_page.py" line="96" />
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="88" />
        <location filename="../../clubapp/ui/club/member_page.py" line="91" />
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="89" />
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="90" />
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="90" />
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="90" />
        <location filename="../../clubapp/ui/club/member_page.py" line="93" />
        <location filename="../../clubapp/ui/club/member_page.py" line="95" />
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="91" />
        <source>Stars</source>
        <translation>Звёздочки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="92" />
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="92" />
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="93" />
        <source>Partner</source>
        <translation>Партнёр</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="95" />
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="99" />
        <source>Evenings</source>
        <translation>Вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="100" />
        <source>Partners</source>
        <translation>Партнёры</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="101" />
        <source>Opponents</source>
        <translation>Противники</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="110" />
        <location filename="../../clubapp/ui/club/member_page.py" line="112" />
        <source>Results per game</source>
        <translation>Результаты по играм</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="63" />
        <location filename="../../clubapp/ui/club/member_page.py" line="119" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="76" />
        <source>Add a &amp;deposit…</source>
        <translation>Вн&amp;ести на счёт…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="79" />
        <source>His &amp;statement…</source>
        <translation>&amp;Выписка по счёту…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="144" />
        <source> (retired)</source>
        <translation> (выбыл(а))</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="167" />
        <source>No member chosen</source>
        <translation>Участник не выбран</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="178" />
        <source>, rank %s of %s</source>
        <translation>, место %s из %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="180" />
        <source>Rating %s%s after %s rated games</source>
        <translation>Рейтинг %s%s после партий в рейтинге: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="199" />
        <source>Balance with the club: %s</source>
        <translation>Счёт в клубе: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="229" />
        <source>member since %s</source>
        <translation>в клубе с %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="230" />
        <source>%s evenings</source>
        <translation>вечеров: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="231" />
        <source>%s games played, %s won</source>
        <translation>сыграно партий: %s, выиграно: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="233" />
        <source>stars: %s</source>
        <translation>звёздочки: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="233" />
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="235" />
        <source>prizes: %s</source>
        <translation>призы: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="238" />
        <source>chips won %s, lost %s</source>
        <translation>фишек выиграно %s, проиграно %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="240" />
        <source>retired</source>
        <translation>выбыл(а)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="245" />
        <source>%s gold</source>
        <translation>золотых: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="246" />
        <source>%s red</source>
        <translation>красных: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/member_page.py" line="247" />
        <source>%s green</source>
        <translation>зелёных: %s</translation>
    </message>
</context>
<context>
    <name>MemberQuestion</name>
    <message>
        <location filename="../../clubapp/ui/club/start_questions.py" line="81" />
        <source>Who is this?</source>
        <translation>Кто это?</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_questions.py" line="82" />
        <source>“%s”: %s, or a new member?</source>
        <translation>«%s»: %s или новый участник?</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_questions.py" line="84" />
        <source>&amp;New member “%s”</source>
        <translation>&amp;Новый участник «%s»</translation>
    </message>
</context>
<context>
    <name>MembersPage</name>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="29" />
        <location filename="../../clubapp/ui/club/members_page.py" line="31" />
        <source>Search by name, e-mail or phone</source>
        <translation>Поиск по имени, эл. почте или телефону</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="33" />
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="33" />
        <source>E-mail</source>
        <translation>Эл. почта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="33" />
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="34" />
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="36" />
        <source>Members</source>
        <translation>Участники</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="39" />
        <source>&amp;Add member…</source>
        <translation>&amp;Добавить участника…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="42" />
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="44" />
        <location filename="../../clubapp/ui/club/members_page.py" line="104" />
        <source>&amp;Retire</source>
        <translation>&amp;Вывести из состава</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="47" />
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="50" />
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="53" />
        <source>&amp;Balances…</source>
        <translation>&amp;Счета…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="55" />
        <source>Every member's balance with the club, deposits and statements</source>
        <translation>Счета всех членов клуба, взносы на счёт и выписки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="82" />
        <source>retired</source>
        <translation>выбыл(а)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="82" />
        <source>active</source>
        <translation>в составе</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="84" />
        <source>by initials</source>
        <translation>по инициалам</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="86" />
        <source>not published</source>
        <translation>не публикуется</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="103" />
        <source>&amp;Reinstate</source>
        <translation>&amp;Вернуть в состав</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="111" />
        <source>Added %s</source>
        <translation>Добавлен(а): %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="150" />
        <location filename="../../clubapp/ui/club/members_page.py" line="157" />
        <source>Delete member</source>
        <translation>Удаление участника</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/members_page.py" line="151" />
        <source>Delete %s? This cannot be undone.</source>
        <translation>Удалить: %s? Это нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>MoneyAmounts</name>
    <message>
        <location filename="../../clubapp/ui/shared/money_amounts.py" line="69" />
        <source>%1: “%2” is not a sum of money; type it as %3</source>
        <translation>%1: «%2» — не сумма денег; наберите её так: %3</translation>
    </message>
</context>
<context>
    <name>MoneyMenu</name>
    <message>
        <location filename="../../clubapp/ui/evening/money_menu.py" line="16" />
        <source>M&amp;oney</source>
        <translation>Де&amp;ньги</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_menu.py" line="18" />
        <source>The evening's &amp;money…</source>
        <translation>&amp;Деньги вечера…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_menu.py" line="24" />
        <source>Members' &amp;balances…</source>
        <translation>&amp;Счета членов клуба…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_menu.py" line="36" />
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_menu.py" line="37" />
        <source>Open an evening first: its money is kept with it.</source>
        <translation>Сначала откройте вечер: его деньги хранятся вместе с ним.</translation>
    </message>
</context>
<context>
    <name>MoneyPage</name>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="68" />
        <source>This evening is closed: its money is shown and printed, not changed. Reopen the evening (Evenings page) to change it.</source>
        <translation>Этот вечер закрыт: его деньги можно смотреть и печатать, но не менять. Чтобы изменить, откройте вечер снова (страница «Вечера»).</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="77" />
        <source>Set &amp;up…</source>
        <translation>Н&amp;астроить…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="79" />
        <location filename="../../clubapp/ui/evening/money_page.py" line="172" />
        <source>The entry fees, the table money, the prizes and the pots of this evening</source>
        <translation>Взносы, плата за стол, призы и копилки этого вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="88" />
        <source>Item</source>
        <translation>Статья</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="88" />
        <source>How many</source>
        <translation>Сколько</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="88" />
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="91" />
        <source>Cash sheet</source>
        <translation>Кассовый лист</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="96" />
        <source>P&amp;layers</source>
        <translation>&amp;Игроки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="97" />
        <source>Pri&amp;zes and pots</source>
        <translation>При&amp;зы и копилки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="98" />
        <source>Cash shee&amp;t</source>
        <translation>Кассовый &amp;лист</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="99" />
        <source>Balanc&amp;es</source>
        <translation>С&amp;чета</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="113" />
        <source>Print the cash s&amp;heet…</source>
        <translation>Печа&amp;ть кассового листа…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="116" />
        <source>Print the &amp;payout list…</source>
        <translation>Печать списка &amp;выплат…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="164" />
        <source>Money: %s</source>
        <translation>Деньги: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="166" />
        <source> — closed</source>
        <translation> — закрыт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="170" />
        <source>The evening is closed: reopen it to change its money</source>
        <translation>Вечер закрыт: чтобы изменить его деньги, откройте его снова</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="197" />
        <source>Takings</source>
        <translation>Сборы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="197" />
        <source>How it was paid</source>
        <translation>Как оплачено</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="198" />
        <source>Prizes</source>
        <translation>Призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="198" />
        <source>Pots</source>
        <translation>Копилки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="199" />
        <source>The house</source>
        <translation>Клубу</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="199" />
        <source>The cash box</source>
        <translation>Касса</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="216" />
        <source>balanced</source>
        <translation>сходится</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="217" />
        <source>does not balance</source>
        <translation>не сходится</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="229" />
        <source>No money is set up for this evening yet: press Set up… to give its entry fee, prizes and pots.</source>
        <translation>Деньги этого вечера ещё не настроены: нажмите «Настроить…», чтобы задать взнос, призы и копилки.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="231" />
        <source>Entry fee %s</source>
        <translation>Взнос %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="233" />
        <source>guests %s</source>
        <translation>гости %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="235" />
        <source>table money %s</source>
        <translation>плата за стол %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="238" />
        <source>no prizes</source>
        <translation>без призов</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="240" />
        <source>the party's prizes</source>
        <translation>призы турнира</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="242" />
        <source>prizes to the top %s %%</source>
        <translation>призы лучшим %s %%</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="244" />
        <source>prizes %s %%</source>
        <translation>призы %s %%</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="247" />
        <source>pot “%1” %2 a player</source>
        <translation>копилка «%1» по %2 с игрока</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="250" />
        <source>winnings credited to balances</source>
        <translation>выигрыши зачисляются на счета</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="252" />
        <source>in %s</source>
        <translation>в %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="257" />
        <source>Balanced: every cent taken is paid out, carried on or kept by the house (proof %s).</source>
        <translation>Сходится: каждая полученная копейка выплачена, перенесена или осталась клубу (проверка %s).</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="261" />
        <source>Does not balance by %s: report this before the money is put away.</source>
        <translation>Не сходится на %s: сообщите об этом, прежде чем убирать деньги.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="266" />
        <source>Takings %1 · received %2 · waived %3 · still owed %4 · prizes %5 · pots won %6 · house %7</source>
        <translation>Сборы %1 · получено %2 · прощено %3 · ещё должны %4 · призы %5 · копилки %6 · клубу %7</translation>
    </message>
</context>
<context>
    <name>MoneyPrints</name>
    <message>
        <location filename="../../clubapp/ui/printing/money_prints.py" line="29" />
        <source>Cash sheet</source>
        <translation>Кассовый лист</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/money_prints.py" line="42" />
        <source>Payout list</source>
        <translation>Список выплат</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/money_prints.py" line="56" />
        <location filename="../../clubapp/ui/printing/money_prints.py" line="70" />
        <location filename="../../clubapp/ui/printing/money_prints.py" line="86" />
        <source>Statement</source>
        <translation>Выписка по счёту</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/money_prints.py" line="71" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/money_prints.py" line="83" />
        <source>Everything on record</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/money_prints.py" line="87" />
        <source>Period</source>
        <translation>Период</translation>
    </message>
</context>
<context>
    <name>MoneySetupDialog</name>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="192" />
        <source>The evening's money</source>
        <translation>Деньги вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="202" />
        <source>The currency's three letters (USD, EUR, RUB); the club keeps one for all its evenings</source>
        <translation>Трёхбуквенный код валюты, как в банке (доллар, евро, рубль); у клуба одна валюта на все вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="206" />
        <source>as members</source>
        <translation>как у членов клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="210" />
        <source>in cash at the evening</source>
        <translation>наличными на вечере</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="211" />
        <source>credited to their balances</source>
        <translation>зачисляются на счета</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="215" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="530" />
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="216" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="458" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="531" />
        <source>Entry fee</source>
        <translation>Взнос</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="217" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="459" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="532" />
        <source>Guests' entry fee</source>
        <translation>Взнос гостя</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="218" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="460" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="533" />
        <source>Table money</source>
        <translation>Плата за стол</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="219" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="534" />
        <source>Prizes and pots paid</source>
        <translation>Призы и копилки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="221" />
        <source>What each player pays</source>
        <translation>Что платит каждый игрок</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="223" />
        <source>Prizes</source>
        <translation>Призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="228" />
        <source>Pots in play</source>
        <translation>Копилки вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="230" />
        <source>Pot</source>
        <translation>Копилка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="230" />
        <source>Each puts in</source>
        <translation>Ставка с игрока</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="230" />
        <source>Taken by</source>
        <translation>Кто забирает</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="230" />
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="231" />
        <source>Several claims</source>
        <translation>Если заявок несколько</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="239" />
        <source>&amp;Add a pot</source>
        <translation>&amp;Добавить копилку</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="242" />
        <source>&amp;Not tonight</source>
        <translation>&amp;Не сегодня</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="244" />
        <source>The chosen pot is not played at this evening (the club keeps it, and what it holds, for another)</source>
        <translation>Выбранная копилка на этом вечере не разыгрывается (клуб хранит её и то, что в ней, для другого вечера)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="252" />
        <source>Pots in play tonight</source>
        <translation>Копилки этого вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="290" />
        <source>no prizes</source>
        <translation>без призов</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="291" />
        <source>fixed places</source>
        <translation>заданным местам</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="292" />
        <source>the top part of the field</source>
        <translation>лучшей части участников</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="293" />
        <source>a card party's prizes</source>
        <translation>призы карточного турнира</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="297" />
        <source>Each place's share of the prize fund in per cent, first place first, adding up to 100: 50 30 20</source>
        <translation>Доля каждого места в призовом фонде в процентах, начиная с первого, в сумме 100: 50 30 20</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="306" />
        <source>whole places only</source>
        <translation>только целые места</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="307" />
        <source>a part counts as a place</source>
        <translation>неполное место считается</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="308" />
        <source>to the nearest place</source>
        <translation>до ближайшего места</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="310" />
        <source>falling evenly (3, 2, 1)</source>
        <translation>равномерно убывают (3, 2, 1)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="311" />
        <source>equal</source>
        <translation>равные</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="315" />
        <source>Top part paid</source>
        <translation>Оплачиваются лучшие</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="316" />
        <source>Places</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="317" />
        <source>Shares</source>
        <translation>Доли</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="322" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="444" />
        <source>First prize</source>
        <translation>Первый приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="323" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="444" />
        <source>Second prize</source>
        <translation>Второй приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="324" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="445" />
        <source>Consolation prize</source>
        <translation>Утешительный приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="332" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="333" />
        <source>Shares, %</source>
        <translation>Доли, %</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="346" />
        <source>The part of the entry fees that makes the prize fund</source>
        <translation>Часть взносов, которая идёт в призовой фонд</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="350" />
        <source>down to the cent, odd cents to the house</source>
        <translation>вниз до копейки, остаток клубу</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="351" />
        <source>down to the cent, odd cents to first place</source>
        <translation>вниз до копейки, остаток первому месту</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="352" />
        <source>to 0.50, first place takes the rest</source>
        <translation>до 0,50, остаток первому месту</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="353" />
        <source>down to whole units, the rest to the house</source>
        <translation>вниз до целых, остаток клубу</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="359" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="360" />
        <source>Paid to</source>
        <translation>Кому платят</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="362" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="363" />
        <source>Prize fund</source>
        <translation>Призовой фонд</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="364" />
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="365" />
        <source>Rounding</source>
        <translation>Округление</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="378" />
        <source>as set: %s</source>
        <translation>как задано: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="387" />
        <source>the club's own rule</source>
        <translation>собственное правило клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="552" />
        <source>Pot %s (%s)</source>
        <translation>Копилка %s (%s)</translation>
    </message>
</context>
<context>
    <name>MoneyWindow</name>
    <message>
        <location filename="../../clubapp/ui/evening/money_page.py" line="316" />
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <location filename="../../clubapp/ui/shared/fold_navigation.py" line="53" />
        <source>Members</source>
        <translation>Участники</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/fold_navigation.py" line="54" />
        <source>Evenings</source>
        <translation>Вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/fold_navigation.py" line="55" />
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/fold_navigation.py" line="56" />
        <source>Standings</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/fold_navigation.py" line="57" />
        <source>Seasons</source>
        <translation>Сезоны</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/fold_navigation.py" line="58" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/fold_navigation.py" line="59" />
        <source>Party</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/fold_navigation.py" line="60" />
        <source>Start</source>
        <translation>Начало</translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <location filename="../../clubapp/ui/shared/number_box.py" line="42" />
        <source>a whole number from %1 to %2</source>
        <translation>целое число от %1 до %2</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/number_box.py" line="69" />
        <source>%1 is not from %2 to %3</source>
        <translation>%1 — вне пределов от %2 до %3</translation>
    </message>
</context>
<context>
    <name>PartyEnding</name>
    <message>
        <location filename="../../clubapp/ui/party/party_ending.py" line="25" />
        <location filename="../../clubapp/ui/party/party_ending.py" line="30" />
        <source>End the party</source>
        <translation>Окончить турнир</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_ending.py" line="26" />
        <source>End the party after round %d? No more bells ring: the stars and the prizes are fixed (awarded now if they were not). Reopening the party needs the organiser's PIN where one is set.</source>
        <translation>Окончить турнир после круга %d? Колокольчик больше не звонит: звёздочки и призы закрепляются (не присуждённые призы присуждаются сейчас). Чтобы возобновить турнир, нужен PIN организатора, если он задан.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_ending.py" line="32" />
        <source>Keep playing</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_ending.py" line="45" />
        <source>Award the prizes</source>
        <translation>Присудить призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_ending.py" line="46" />
        <source>The party has not ended: a bell rung after the award would give the prizes to other guests. End the party after round %d now, so that the prizes are final?</source>
        <translation>Турнир не окончен: звонок после присуждения отдал бы призы другим гостям. Окончить турнир сейчас, после круга %d, чтобы призы стали окончательными?</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_ending.py" line="50" />
        <source>End the party and award</source>
        <translation>Окончить и присудить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_ending.py" line="52" />
        <source>Award, keep playing</source>
        <translation>Присудить и играть дальше</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_ending.py" line="64" />
        <source>Reopen the party</source>
        <translation>Возобновить турнир</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_ending.py" line="65" />
        <source>The party has ended. The organiser's PIN:</source>
        <translation>Турнир окончен. PIN организатора:</translation>
    </message>
</context>
<context>
    <name>PartyPage</name>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="63" />
        <source>Open an evening of the kind Card party in Evenings.</source>
        <translation>Откройте на странице «Вечера» вечер вида «Карточный турнир».</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="77" />
        <location filename="../../clubapp/ui/party/party_page.py" line="197" />
        <source>No card party is open.</source>
        <translation>Карточный турнир не открыт.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="95" />
        <source>Ring the &amp;bell</source>
        <translation>Позвонить в &amp;колокольчик</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="99" />
        <source>&amp;Undo bell…</source>
        <translation>&amp;Отменить звонок…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="102" />
        <source>Draw &amp;again…</source>
        <translation>Жеребьёвка &amp;заново…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="106" />
        <location filename="../../clubapp/ui/party/party_page.py" line="270" />
        <source>&amp;End the party…</source>
        <translation>Око&amp;нчить турнир…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="111" />
        <source>&amp;Projector</source>
        <translation>&amp;Проектор</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="114" />
        <source>Open the room's window; the arrow chooses its screen</source>
        <translation>Открыть окно для зала; стрелка выбирает экран</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="152" />
        <source>Bell</source>
        <translation>Звонок</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="153" />
        <source>Stars</source>
        <translation>Звёздочки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="154" />
        <source>Prizes</source>
        <translation>Призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="217" />
        <location filename="../../clubapp/ui/party/party_page.py" line="251" />
        <source> — closed</source>
        <translation> — закрыт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="218" />
        <source>%s · the draw%s</source>
        <translation>%s · жеребьёвка%s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="250" />
        <source>, %d waiting</source>
        <translation>, ждут: %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="252" />
        <source>%s · round %d · %d tables%s%s</source>
        <translation>%s · круг %d · столов: %d%s%s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="255" />
        <source>%s · ended after round %d%s</source>
        <translation>%s · окончен после круга %d%s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="269" />
        <source>Re&amp;open the party…</source>
        <translation>&amp;Возобновить турнир…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="303" />
        <source>The bell of round %d has rung: round %d is in play.</source>
        <translation>Прозвенел звонок круга %d: играется круг %d.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="333" />
        <source>Undo bell</source>
        <translation>Отмена звонка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="334" />
        <source>Undo the bell of round %d? Its stars and the seating it gave are taken back; its results come back to be corrected.</source>
        <translation>Отменить звонок круга %d? Его звёздочки и рассадка будут отменены, а результаты вернутся для исправления.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="340" />
        <source>The bell of round %d was undone: correct the results and ring again.</source>
        <translation>Звонок круга %d отменён: исправьте результаты и позвоните снова.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="352" />
        <source>Arrived: plays from the next bell.</source>
        <translation>Пришёл(ла): играет со следующего звонка.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="357" />
        <source>Leaves at the next bell (the stars of this round count).</source>
        <translation>Уходит на следующем звонке (звёздочки этого круга засчитываются).</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="363" />
        <source>The substitute has taken the place.</source>
        <translation>Замена заняла место.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="378" />
        <source>The prizes are awarded.</source>
        <translation>Призы присуждены.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="396" />
        <source>The party is reopened: the bell rings again, and the prizes follow the stars until the party ends.</source>
        <translation>Турнир возобновлён: колокольчик снова звонит, а призы следуют за звёздочками до конца турнира.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="402" />
        <source>The party has ended: the stars and the prizes are final.</source>
        <translation>Турнир окончен: звёздочки и призы окончательные.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_page.py" line="414" />
        <source>The party is drawn: %d tables.</source>
        <translation>Жеребьёвка проведена: столов: %d.</translation>
    </message>
</context>
<context>
    <name>PartySetup</name>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="95" />
        <source>Comes</source>
        <translation>Придёт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="95" />
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="95" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="96" />
        <source>Pack drawn from</source>
        <translation>Колода для жребия</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="96" />
        <source>Card drawn</source>
        <translation>Вытянутая карта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="97" />
        <source>Keeps one table</source>
        <translation>За одним столом</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="101" />
        <source>Tick a guest who stays at one table all night (low vision, a wheelchair, the hostess): partners and opponents still move.</source>
        <translation>Отметьте гостя, который весь вечер остаётся за одним столом (плохое зрение, инвалидное кресло, хозяйка): партнёры и противники всё равно меняются.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="114" />
        <source>Everyone comes</source>
        <translation>Приходят все</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="116" />
        <source>Nobody</source>
        <translation>Никто</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="123" />
        <source>a guest's name, then Enter</source>
        <translation>имя гостя, затем Enter</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="124" />
        <source>Another guest</source>
        <translation>Ещё гость</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="126" />
        <source>Tick or &amp;add</source>
        <translation>Отметить или &amp;добавить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="134" />
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="134" />
        <source>Blue</source>
        <translation>Синие</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="142" />
        <source>Progressive party (the book's)</source>
        <translation>Прогрессивная игра (по книге)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="144" />
        <source>Rotation chart</source>
        <translation>Таблица ротации</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="157" />
        <source>a full cycle</source>
        <translation>полный цикл</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="161" />
        <source>Draw now</source>
        <translation>Тянуть жребий сейчас</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="163" />
        <source>Cards drawn by hand (enter each card)</source>
        <translation>Карты вытянуты вручную (введите каждую)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="160" />
        <location filename="../../clubapp/ui/party/party_setup.py" line="172" />
        <source>any (chosen and recorded)</source>
        <translation>любое (выбирается и записывается)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="176" />
        <source>players ÷ 4</source>
        <translation>игроки ÷ 4</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="177" />
        <location filename="../../clubapp/ui/party/party_setup.py" line="277" />
        <source>&amp;Draw and start the party</source>
        <translation>&amp;Провести жеребьёвку и начать турнир</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="196" />
        <source>A&amp;nother guest:</source>
        <translation>Ещё &amp;гость:</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="362" />
        <source>%s is a new member, and comes tonight.</source>
        <translation>%s теперь член клуба и сегодня играет.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="363" />
        <source>%s is already coming.</source>
        <translation>%s уже отмечен(а).</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="364" />
        <source>%s comes tonight.</source>
        <translation>%s сегодня играет.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="387" />
        <source>A new member</source>
        <translation>Новый член клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="388" />
        <source>“%s” is not a member yet. Add as a new member?</source>
        <translation>«%s» ещё не член клуба. Добавить в члены клуба?</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="391" />
        <source>The guest is added to the club's members and ticked as coming tonight.</source>
        <translation>Гость будет добавлен в члены клуба и отмечен как пришедший сегодня.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="393" />
        <source>&amp;Add “%s”</source>
        <translation>&amp;Добавить «%s»</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="436" />
        <source>%d coming</source>
        <translation>Придут: %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="466" />
        <source>Who comes (tick the guests who keep one table all night):</source>
        <translation>Кто придёт (отметьте гостей, которые весь вечер остаются за одним столом):</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="468" />
        <source>Who comes, and the pack each draws from (the book's ladies red, gentlemen blue):</source>
        <translation>Кто придёт и из какой колоды тянет жребий (по книге дамы — красная, господа — синяя):</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="224" />
        <source>The roles are called</source>
        <translation>Роли называются</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="215" />
        <source>The party</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="220" />
        <source>The rotation chart</source>
        <translation>Таблица ротации</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="222" />
        <source>Rounds</source>
        <translation>Кругов</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="226" />
        <source>Red pack</source>
        <translation>Красная колода</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="227" />
        <source>Blue pack</source>
        <translation>Синяя колода</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="228" />
        <source>House rules</source>
        <translation>Правила стола</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="230" />
        <source>The draw</source>
        <translation>Жеребьёвка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="223" />
        <location filename="../../clubapp/ui/party/party_setup.py" line="233" />
        <source>Seed</source>
        <translation>Зерно жребия</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="235" />
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="276" />
        <source>&amp;Draw again and start</source>
        <translation>&amp;Жеребьёвка заново и начать</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="103" />
        <source>its role's</source>
        <translation>по её роли</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="439" />
        <source>%d coming: %d %s, %d %s, %d without a role</source>
        <translation>придут %d: %d — %s, %d — %s, %d без роли</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="471" />
        <source>Partners rotate by a chart: everyone partners everyone at most once, opponents as even as the numbers allow, sit-outs shared. Each table hands in its points; the standing is by points.</source>
        <translation>Партнёры меняются по таблице: каждый играет в паре с каждым не больше одного раза, противники — как можно ровнее, пропуски делятся поровну. Каждый стол сдаёт свои очки; места — по очкам.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="474" />
        <source>Winners move up a table at each bell, the partners change (the book's progressive euchre); stars and prizes.</source>
        <translation>По звонку победители переходят на стол выше, партнёры меняются (прогрессивный эвхр по книге); звёздочки и призы.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="508" />
        <source>Choose the pack (role) of: %s</source>
        <translation>Выберите колоду (роль) для: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_setup.py" line="512" />
        <location filename="../../clubapp/ui/party/party_setup.py" line="531" />
        <source>The seed is a whole number (or leave it empty)</source>
        <translation>Зерно — целое число (или оставьте поле пустым)</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="53" />
        <source>Print preview</source>
        <translation>Предварительный просмотр</translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/printing/print_preview.py" line="63" />
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n страница</numerusform>
            <numerusform>%n страницы</numerusform>
            <numerusform>%n страниц</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="66" />
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="67" />
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="68" />
        <source>Fit width</source>
        <translation>По ширине</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="75" />
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="78" />
        <source>Save as PDF…</source>
        <translation>Сохранить как PDF…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="81" />
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="127" />
        <source>The printer could not be started.</source>
        <translation>Не удалось запустить принтер.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="152" />
        <location filename="../../clubapp/ui/printing/print_preview.py" line="160" />
        <source>Save as PDF</source>
        <translation>Сохранение в PDF</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="153" />
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="179" />
        <source>Preparing the document…</source>
        <translation>Готовится документ…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_preview.py" line="181" />
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="97" />
        <location filename="../../clubapp/ui/club/start_page.py" line="106" />
        <source>Guests</source>
        <translation>Гости</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="97" />
        <location filename="../../clubapp/ui/club/start_page.py" line="106" />
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="98" />
        <source>Who comes tonight? One name a line; a member is found by name, a new name is added to the members.</source>
        <translation>Кто придёт сегодня? По одному имени в строке; участник находится по имени, новое имя добавляется к участникам.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="101" />
        <source>Who plays tonight? One name a line, in seat order; a member is found by name, a new name is added to the members.</source>
        <translation>Кто играет сегодня? По одному имени в строке, по порядку мест; участник находится по имени, новое имя добавляется к участникам.</translation>
    </message>
</context>
<context>
    <name>PlayersMoney</name>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="84" />
        <source>cash</source>
        <translation>наличными</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="84" />
        <source>card</source>
        <translation>картой</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="85" />
        <source>from balance</source>
        <translation>со счёта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="85" />
        <source>waived</source>
        <translation>прощено</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="86" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="86" />
        <source>Owes</source>
        <translation>К оплате</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="86" />
        <source>Paid</source>
        <translation>Уплачено</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="87" />
        <source>Still owes</source>
        <translation>Ещё должен</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="87" />
        <source>How paid</source>
        <translation>Как уплачено</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="87" />
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="88" />
        <source>Balance after</source>
        <translation>Счёт после вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="90" />
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="98" />
        <source>all he owes</source>
        <translation>весь долг</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="99" />
        <location filename="../../clubapp/ui/evening/money_players.py" line="257" />
        <source>Amount paid</source>
        <translation>Уплачено</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="100" />
        <source>A part of what he owes; empty: all he still owes</source>
        <translation>Часть долга; пусто — весь оставшийся долг</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="104" />
        <source>&amp;Cash</source>
        <translation>&amp;Наличными</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="104" />
        <source>C&amp;ard</source>
        <translation>&amp;Картой</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="105" />
        <source>From &amp;balance</source>
        <translation>Со &amp;счёта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="105" />
        <source>&amp;Waived</source>
        <translation>&amp;Простить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="110" />
        <source>U&amp;ndo a payment…</source>
        <translation>&amp;Отменить платёж…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="113" />
        <source>&amp;Guest's fee</source>
        <translation>Взнос &amp;гостя</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="116" />
        <source>Charge the chosen player the guests' entry fee (press again: the members' fee)</source>
        <translation>Взять с выбранного игрока взнос гостя (нажмите ещё раз — взнос члена клуба)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="119" />
        <source>Add a pla&amp;yer…</source>
        <translation>&amp;Добавить игрока…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="121" />
        <source>Enter a member who pays tonight without sitting at a table yet</source>
        <translation>Записать на вечер члена клуба, который платит, ещё не сев за стол</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="124" />
        <source>Paid now:</source>
        <translation>Платит сейчас:</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="146" />
        <source>%s (guest)</source>
        <translation>%s (гость)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="202" />
        <source>Paid: &amp;cash</source>
        <translation>Уплачено: &amp;наличными</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="202" />
        <source>Paid: c&amp;ard</source>
        <translation>Уплачено: &amp;картой</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="203" />
        <source>Paid: from &amp;balance</source>
        <translation>Уплачено: со &amp;счёта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="204" />
        <source>Paid: &amp;waived</source>
        <translation>&amp;Прощено</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="210" />
        <source>&amp;Undo a payment</source>
        <translation>&amp;Отменить платёж</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="213" />
        <source>Charge the &amp;members' fee</source>
        <translation>Взять взнос &amp;члена клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_players.py" line="214" />
        <source>Charge the &amp;guests' fee</source>
        <translation>Взять взнос &amp;гостя</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="240" />
        <source>everyone is here: add the member first</source>
        <translation>все уже здесь: сначала добавьте участника</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="246" />
        <source>Arrives</source>
        <translation>Приходит</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="255" />
        <source>Leaves at the bell</source>
        <translation>Уходит на звонке</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="264" />
        <source>Takes the place now</source>
        <translation>Занимает место сейчас</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="273" />
        <source>A late arrival (waits for the next bell)</source>
        <translation>Опоздавший (ждёт следующего звонка)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="277" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="278" />
        <source>Pack</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="283" />
        <source>A leaver (plays to the bell; the stars count)</source>
        <translation>Уходящий (играет до звонка; звёздочки засчитываются)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="287" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="289" />
        <source>Or a waiting player</source>
        <translation>Или ожидающий игрок</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="319" />
        <location filename="../../clubapp/ui/party/party_panels.py" line="320" />
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="323" />
        <source>Waiting this round: %s.
Leaving at the bell: %s.</source>
        <translation>Ждут в этом круге: %s.
Уходят на звонке: %s.</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="81" />
        <source>Rotation chart</source>
        <translation>Таблица ротации</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="84" />
        <source>Guests' cards</source>
        <translation>Карточки гостей</translation>
    </message>
</context>
<context>
    <name>PrizesAndPots</name>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="56" />
        <source>first prize</source>
        <translation>первый приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="56" />
        <source>second prize</source>
        <translation>второй приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="57" />
        <source>consolation prize</source>
        <translation>утешительный приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="58" />
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="58" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="58" />
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="59" />
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="61" />
        <location filename="../../clubapp/ui/evening/money_pots.py" line="82" />
        <source>Prizes</source>
        <translation>Призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="62" />
        <source>Pot</source>
        <translation>Копилка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="62" />
        <source>Carried in</source>
        <translation>Перенесено</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="62" />
        <source>Stakes</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="63" />
        <source>In the pot</source>
        <translation>В копилке</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="63" />
        <source>Won by</source>
        <translation>Кто забрал</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="63" />
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="64" />
        <source>Carried on</source>
        <translation>Переносится</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="66" />
        <location filename="../../clubapp/ui/evening/money_pots.py" line="82" />
        <source>Pots</source>
        <translation>Копилки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="68" />
        <source>A&amp;ward a pot…</source>
        <translation>&amp;Присудить копилку…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="70" />
        <source>Give a pot to a player by hand (a pot no deal can take, or one the club decides)</source>
        <translation>Отдать копилку игроку вручную (копилку, которую не забирает ни одна сдача, или по решению клуба)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="73" />
        <source>Ta&amp;ke back an award…</source>
        <translation>&amp;Отозвать присуждение…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="101" />
        <source>shared</source>
        <translation>поровну</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="111" />
        <source>claimed, but nothing to take: %s</source>
        <translation>заявлено, но забирать нечего: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="113" />
        <source>not won: carried on</source>
        <translation>не выиграна: переносится</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="123" />
        <source>No prizes are paid at this evening (no payout rule is set).</source>
        <translation>На этом вечере призы не выплачиваются (правило выплат не задано).</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="125" />
        <source>The party's prizes at fixed amounts: %s in all.</source>
        <translation>Призы турнира в твёрдых суммах: всего %s.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/money_pots.py" line="126" />
        <source>Prize fund %1 of the entry fees %2 · places paid: %3 · paid %4, left to the house %5</source>
        <translation>Призовой фонд %1 из взносов %2 · оплачиваемых мест: %3 · выплачено %4, остаток клубу %5</translation>
    </message>
</context>
<context>
    <name>PrizesPanel</name>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="191" />
        <source>&amp;Award the prizes</source>
        <translation>&amp;Присудить призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="199" />
        <source>Prizes</source>
        <translation>Призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="208" />
        <source>First prize</source>
        <translation>Первый приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="208" />
        <source>Second prize</source>
        <translation>Второй приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="209" />
        <source>Consolation prize</source>
        <translation>Утешительный приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="220" />
        <source>Final: the party ended after round %d; lots drawn with seed %d.</source>
        <translation>Окончательно: турнир окончен после круга %d; жребий с зерном %d.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="223" />
        <source>Award them when the last bell has rung; ties are drawn by lot, recorded.</source>
        <translation>Присуждайте после последнего звонка; ничьи решает записанный жребий.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="226" />
        <source>From the stars after round %d; lots drawn with seed %d.</source>
        <translation>По звёздочкам после круга %d; жребий с зерном %d.</translation>
    </message>
</context>
<context>
    <name>ProjectorScreens</name>
    <message>
        <location filename="../../clubapp/ui/party/projector_screens.py" line="44" />
        <source>Screen %d: %s, %d×%d</source>
        <translation>Экран %d: %s, %d×%d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_screens.py" line="47" />
        <source> (this window's)</source>
        <translation> (здесь это окно)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_screens.py" line="52" />
        <source>A second screen when there is one</source>
        <translation>Второй экран, если он есть</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="97" />
        <source>clubapp — party</source>
        <translation>clubapp — турнир</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_side.py" line="69" />
        <location filename="../../clubapp/ui/party/projector_side.py" line="103" />
        <source>Leaders</source>
        <translation>Лидеры</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="237" />
        <source>%s — round %d</source>
        <translation>%s — круг %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="239" />
        <source>The bell of round %d has rung: find your table for round %d</source>
        <translation>Прозвенел звонок круга %d: найдите свой стол на круг %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="240" />
        <source>Find your table for round 1</source>
        <translation>Найдите свой стол на первый круг</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="242" />
        <source>%s — the end</source>
        <translation>%s — конец</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="243" />
        <source>The party ended after round %d: the prizes</source>
        <translation>Турнир окончен после круга %d: призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="377" />
        <source>Table 1 is the head table, table %d the booby table; ★ the star of the last bell.</source>
        <translation>Стол 1 — главный стол, стол %d — стол для неудачников; ★ — звёздочка последнего звонка.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="379" />
        <source>Sitting out this round: %s. </source>
        <translation>Пропускают этот круг: %s. </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="382" />
        <source>Table 1 is the head table, table %d the booby table.</source>
        <translation>Стол 1 — главный стол, стол %d — стол для неудачников.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="385" />
        <source>★ the star of the last bell.</source>
        <translation>★ — звёздочка последнего звонка.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="389" />
        <source>Page %d of %d: the leaders. </source>
        <translation>Страница %d из %d: лидеры. </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="392" />
        <location filename="../../clubapp/ui/party/projector_window.py" line="402" />
        <source>Page %d of %d: %s to %s. </source>
        <translation>Страница %d из %d: от «%s» до «%s». </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_window.py" line="428" />
        <source>waits</source>
        <translation>ждёт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_side.py" line="102" />
        <source>Prize winners</source>
        <translation>Призёры</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_side.py" line="110" />
        <location filename="../../clubapp/ui/party/projector_side.py" line="141" />
        <source>After the first bell</source>
        <translation>После первого звонка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_side.py" line="45" />
        <source>gold</source>
        <translation>зол.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_side.py" line="46" />
        <source>red</source>
        <translation>кр.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_side.py" line="47" />
        <source>green</source>
        <translation>зел.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_side.py" line="85" />
        <source>First prize</source>
        <translation>Первый приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_side.py" line="86" />
        <source>Second prize</source>
        <translation>Второй приз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/projector_side.py" line="87" />
        <source>Consolation prize</source>
        <translation>Утешительный приз</translation>
    </message>
</context>
<context>
    <name>PublishDialog</name>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="80" />
        <source>Publish results</source>
        <translation>Публикация результатов</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="83" />
        <source>The results site: a page for every evening, standing and member, plain HTML that opens from the folder or from any web space. Only names and results are published: a member who asked to be shown by initials, or left out, is shown so.</source>
        <translation>Сайт результатов: страница для каждого вечера, таблицы и участника — простые веб-страницы, которые открываются из папки или с любого хостинга. Публикуются только имена и результаты: участник, попросивший показывать его инициалами или не показывать совсем, так и показан.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="90" />
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="152" />
        <source>The site's folder</source>
        <translation>Папка сайта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="91" />
        <source>C&amp;hoose…</source>
        <translation>Вы&amp;брать…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="100" />
        <source>Both, with a switch on every page</source>
        <translation>Оба, с переключателем на каждой странице</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="105" />
        <source>none; or a folder, or sftp://user@host/folder</source>
        <translation>не выкладывать; или папка, или sftp://user@host/folder</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="106" />
        <source>Upload to</source>
        <translation>Выложить в</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="109" />
        <source>&amp;Folder</source>
        <translation>&amp;Папка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="112" />
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="113" />
        <source>&amp;Upload to</source>
        <translation>&amp;Выложить в</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="118" />
        <source>&amp;Publish</source>
        <translation>&amp;Опубликовать</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="121" />
        <source>&amp;Open the site</source>
        <translation>О&amp;ткрыть сайт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="174" />
        <source>Choose a folder for the site.</source>
        <translation>Выберите папку для сайта.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="187" />
        <source>%n page(s), %1 written</source>
        <translation>
            <numerusform>%n страница, записано: %1</numerusform>
            <numerusform>%n страницы, записано: %1</numerusform>
            <numerusform>%n страниц, записано: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="190" />
        <source>, %1 removed</source>
        <translation>, удалено: %1</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="196" />
        <source>Upload</source>
        <translation>Выкладка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="198" />
        <source>Not uploaded: %1</source>
        <translation>Не выложено: %1</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="202" />
        <source>Uploaded to %1: %2 sent, %3 deleted</source>
        <translation>Выложено в %1: отправлено %2, удалено %3</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../clubapp/ui/club/rating_chart.py" line="64" />
        <source>Rating after each game (line: estimate; band: ± 2σ)</source>
        <translation>Рейтинг после каждой партии (линия — оценка, полоса — ± 2σ)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/rating_chart.py" line="70" />
        <source>No finished games yet</source>
        <translation>Законченных партий пока нет</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/rating_chart.py" line="122" />
        <source>%s games: a filled dot won, a ring lost</source>
        <translation>партий: %s; точка — выигрыш, кружок — проигрыш</translation>
    </message>
</context>
<context>
    <name>RoomScreenButton</name>
    <message>
        <location filename="../../clubapp/ui/evening/room_screen.py" line="31" />
        <source>Room's screen</source>
        <translation>На экран зала</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/room_screen.py" line="33" />
        <source>Show the evening's standings and tables on the room's screen (a projector or a television); the arrow chooses the screen</source>
        <translation>Показать таблицу вечера и столы на экране зала (проектор или телевизор); стрелка выбирает экран</translation>
    </message>
</context>
<context>
    <name>RotationPage</name>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="112" />
        <source>&amp;Undo last round…</source>
        <translation>&amp;Отменить круг…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="115" />
        <source>Draw &amp;again…</source>
        <translation>Жеребьёвка &amp;заново…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="118" />
        <source>Print the &amp;chart…</source>
        <translation>Печать &amp;таблицы…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="121" />
        <source>Print the guests' &amp;cards…</source>
        <translation>Печать &amp;карточек…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="175" />
        <source>Standing</source>
        <translation>Положение</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="176" />
        <source>Chart</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="177" />
        <source>Fairness</source>
        <translation>Справедливость</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="200" />
        <source> — closed</source>
        <translation> — закрыт</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="203" />
        <source>%s · rotation chart · all %d rounds played%s</source>
        <translation>%s · таблица ротации · сыграны все круги (%d)%s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="205" />
        <source>%s · rotation chart · round %d of %d%s</source>
        <translation>%s · таблица ротации · круг %d из %d%s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="221" />
        <source>&amp;Hand in round %d</source>
        <translation>&amp;Сдать круг %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="222" />
        <source>Every round is handed in</source>
        <translation>Все круги сданы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="269" />
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="269" />
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="269" />
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="269" />
        <source>Games won</source>
        <translation>Побед</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="270" />
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="270" />
        <source>Sat out</source>
        <translation>Пропущено</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="295" />
        <source>Round</source>
        <translation>Круг</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="296" />
        <source>Sitting out</source>
        <translation>Пропускают</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="329" />
        <source>Table %d: type both pairs' points.</source>
        <translation>Стол %d: введите очки обеих пар.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="341" />
        <source>Round %d is handed in.</source>
        <translation>Круг %d сдан.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="355" />
        <source>Undo last round</source>
        <translation>Отменить последний круг</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="356" />
        <source>Take back round %d? Its points come back to be corrected.</source>
        <translation>Отменить круг %d? Его очки вернутся, чтобы их исправить.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="364" />
        <source>Round %d was taken back: correct its points and hand it in again.</source>
        <translation>Круг %d отменён: исправьте очки и сдайте его снова.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="94" />
        <source>Standing rules</source>
        <translation>Правила зачёта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="123" />
        <source>Up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="123" />
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="126" />
        <source>Cribbage league (ACC)</source>
        <translation>Лига криббеджа (ACC)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="134" />
        <source>gold</source>
        <translation>золотая</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="134" />
        <source>red</source>
        <translation>красная</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="135" />
        <source>green</source>
        <translation>зелёная</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="147" />
        <source>Score each evening by</source>
        <translation>Очки за вечер считать по</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="149" />
        <source>Points for 1st, 2nd, 3rd… at each table</source>
        <translation>Очки за 1-е, 2-е, 3-е… место за каждым столом</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="150" />
        <source>Add evenings up as</source>
        <translation>Вечера складывать как</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="151" />
        <source>Best N evenings: N</source>
        <translation>Лучшие N вечеров: N</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="152" />
        <source>Evenings needed to qualify</source>
        <translation>Вечеров для зачёта</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="247" />
        <source>Points for places: </source>
        <translation>Очки за места: </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="138" />
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="153" />
        <source>Star weights</source>
        <translation>Вес звёздочек</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="154" />
        <source>ACC: a double skunk counts</source>
        <translation>ACC: двойной скунс стоит</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="155" />
        <source>Games counted (none ticked: all)</source>
        <translation>Игры в зачёт (ни одна не отмечена — все)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="122" />
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="156" />
        <source>Tie-breaks, in order (ticked ones apply)</source>
        <translation>Разрешение ничьих, по порядку (действуют отмеченные)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="181" />
        <source>Every game counts together by this rule; each game can still be shown on its own.</source>
        <translation>По этому правилу все игры считаются вместе; каждую игру можно посмотреть и отдельно.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="183" />
        <source>Total points are counted game by game, each in its own unit: points of different games are never added up.</source>
        <translation>Сумма очков считается по каждой игре отдельно, в её единицах: очки разных игр никогда не складываются.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/season_dialogs.py" line="245" />
        <source>Tie-breaks: </source>
        <translation>Разрешение ничьих: </translation>
    </message>
</context>
<context>
    <name>SeasonsPage</name>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="72" />
        <source>&amp;New season…</source>
        <translation>&amp;Новый сезон…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="75" />
        <source>Re&amp;name…</source>
        <translation>Пере&amp;именовать…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="77" />
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="87" />
        <source>&amp;Rules…</source>
        <translation>&amp;Правила…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="90" />
        <source>&amp;Evenings…</source>
        <translation>&amp;Вечера…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="92" />
        <source>&amp;Tally cards…</source>
        <translation>&amp;Карточки игроков…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="94" />
        <source>E&amp;xport CSV…</source>
        <translation>&amp;Экспорт CSV…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="70" />
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="130" />
        <source>Seasons</source>
        <translation>Сезоны</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="100" />
        <source>Ga&amp;me</source>
        <translation>И&amp;гра</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="109" />
        <source>The season's standings</source>
        <translation>Турнирная таблица сезона</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="116" />
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="156" />
        <source>How ties were broken</source>
        <translation>Как разрешены ничьи</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="217" />
        <source>No season yet: make one with New season…</source>
        <translation>Сезонов пока нет: создайте его кнопкой «Новый сезон…»</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="227" />
        <source>%s evenings, %s to %s</source>
        <translation>вечеров: %s, с %s по %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="231" />
        <source>No evenings yet: choose them with Evenings…</source>
        <translation>Вечеров пока нет: выберите их кнопкой «Вечера…»</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="234" />
        <source>Every game together by the season's rule, or one game on its own.</source>
        <translation>Все игры вместе по правилу сезона или одна игра отдельно.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="237" />
        <source>Each game on its own, in its own unit: points of different games are never added up. Every game together needs a rule that says how (Rules…).</source>
        <translation>Каждая игра отдельно, в своих единицах: очки разных игр никогда не складываются. Чтобы считать все игры вместе, нужно правило, которое говорит как (Правила…).</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="254" />
        <source>All games together, by the season's rule</source>
        <translation>Все игры вместе, по правилу сезона</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="268" />
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="269" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="274" />
        <source>Evenings</source>
        <translation>Вечеров</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="275" />
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="276" />
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="277" />
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="279" />
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="281" />
        <source>Stars (g/r/g)</source>
        <translation>Звёздочки (з/к/з)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="284" />
        <source>Spread</source>
        <translation>Разница</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="287" />
        <source>How the place was decided</source>
        <translation>Как определено место</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="306" />
        <source>No ties: every place is decided by the score.</source>
        <translation>Ничьих нет: каждое место определено счётом.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="322" />
        <source>New season</source>
        <translation>Новый сезон</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="325" />
        <source>Season %s made</source>
        <translation>Сезон создан: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="332" />
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="339" />
        <source>Rename season</source>
        <translation>Переименование сезона</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="332" />
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="346" />
        <source>Delete season</source>
        <translation>Удаление сезона</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="347" />
        <source>Delete the season %s? Its evenings and their results stay.</source>
        <translation>Удалить сезон %s? Его вечера и их результаты останутся.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="384" />
        <source>Export standings</source>
        <translation>Экспорт турнирной таблицы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="385" />
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/seasons_page.py" line="394" />
        <source>Standings written to %s</source>
        <translation>Турнирная таблица записана в %s</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="54" />
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="59" />
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="64" />
        <source>Leave empty for the club file in your data folder. A club that shares one server writes postgresql://user@host/club here.</source>
        <translation>Оставьте пустым, чтобы использовать файл клуба в вашей папке данных. Клуб с общим сервером пишет здесь postgresql://user@host/club.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="57" />
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="69" />
        <source>Database</source>
        <translation>База данных</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="73" />
        <source>your name: on score sheets and beside each change</source>
        <translation>ваше имя: в протоколах и у каждого изменения</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="80" />
        <source>empty: no change</source>
        <translation>пусто — без изменений</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="82" />
        <source>A PIN is %d digits or more, or a pass phrase of %d characters or more.</source>
        <translation>PIN — это не меньше %d цифр или парольная фраза не короче %d знаков.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="94" />
        <source>needed to change a PIN already set</source>
        <translation>нужен, чтобы сменить уже заданный PIN</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="101" />
        <source>The system's (%s)</source>
        <translation>Как в системе (%s)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="109" />
        <source>As the window</source>
        <translation>Как в окне</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="117" />
        <source>US Letter</source>
        <translation>Letter (США)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="121" />
        <source>a PNG or JPEG for the top of every page</source>
        <translation>PNG или JPEG для верха каждой страницы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="122" />
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="123" />
        <source>Documents in</source>
        <translation>Язык документов</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="124" />
        <source>Paper</source>
        <translation>Бумага</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="125" />
        <source>Club logo</source>
        <translation>Эмблема клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="126" />
        <source>Scorer at this computer</source>
        <translation>Записывает за этим компьютером</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="128" />
        <source>Club name</source>
        <translation>Название клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="129" />
        <source>Organiser's PIN (unlocks closed evenings)</source>
        <translation>PIN организатора (открывает закрытые вечера)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="131" />
        <source>The new PIN again</source>
        <translation>Новый PIN ещё раз</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="132" />
        <source>Current PIN</source>
        <translation>Текущий PIN</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="154" />
        <source>The two new PINs differ: type the new PIN twice, the same both times. Nothing was changed.</source>
        <translation>Два новых PIN не совпадают: введите новый PIN дважды, одинаково оба раза. Ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="165" />
        <source>The organiser's PIN is set: it is asked to reopen a closed evening, to restore a backup and to change it</source>
        <translation>PIN организатора задан: он нужен, чтобы открыть закрытый вечер, восстановить резервную копию и сменить сам PIN</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="174" />
        <source>Club database file</source>
        <translation>Файл базы данных клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/settings_dialog.py" line="175" />
        <source>Club database (*.sqlite *.db);;All files (*)</source>
        <translation>База данных клуба (*.sqlite *.db);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="82" />
        <source>Each game is ranked on its own, in its own unit: points of different games are never added up. To count every game together, give a season a rule that says how (Seasons, Rules…).</source>
        <translation>Каждая игра считается отдельно, в своих единицах: очки разных игр никогда не складываются. Чтобы считать все игры вместе, дайте сезону правило, которое говорит как (Сезоны, Правила…).</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="88" />
        <source>Sho&amp;w</source>
        <translation>По&amp;казать</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="89" />
        <source>Ga&amp;me</source>
        <translation>И&amp;гра</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="145" />
        <source>No games recorded yet.</source>
        <translation>Игр ещё не записано.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="150" />
        <source>Ranked on games won, then rubbers or matches won: points of different games are not added up.</source>
        <translation>Места по выигранным партиям, затем по выигранным робберам или матчам: очки разных игр не складываются.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="153" />
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="153" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="155" />
        <source>Games played</source>
        <translation>Сыграно партий</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="155" />
        <source>Games won</source>
        <translation>Выиграно партий</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="156" />
        <source>Rubbers / matches won</source>
        <translation>Выиграно робберов / матчей</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="159" />
        <source>Decided by</source>
        <translation>Решено по</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="153" />
        <source>Evenings</source>
        <translation>Вечеров</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="74" />
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/seasons/standings_page.py" line="109" />
        <source>All evenings</source>
        <translation>Все вечера</translation>
    </message>
</context>
<context>
    <name>StandingsProjector</name>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector.py" line="144" />
        <source>clubapp — standings</source>
        <translation>clubapp — турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector.py" line="337" />
        <source>The database cannot be reached; retrying…</source>
        <translation>База данных недоступна; повторяем попытку…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector.py" line="363" />
        <source> · no deal recorded yet: the standings come with the first</source>
        <translation> · сдач ещё нет: таблица появится после первой</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector.py" line="417" />
        <source>Page %d of %d</source>
        <translation>Страница %d из %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="121" />
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="155" />
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="122" />
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="156" />
        <source>Member</source>
        <translation>Участник</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="124" />
        <source>Games won</source>
        <translation>Выиграно партий</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="126" />
        <source>Rubbers / matches won</source>
        <translation>Выиграно робберов / матчей</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="131" />
        <source>Decided by</source>
        <translation>Решено по</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="158" />
        <source>Evenings</source>
        <translation>Вечеров</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="168" />
        <source>%s: %s</source>
        <translation>%s: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="195" />
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="195" />
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="196" />
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/standings_projector_blocks.py" line="197" />
        <source>Who plays at which table</source>
        <translation>Кто за каким столом играет</translation>
    </message>
</context>
<context>
    <name>StarsPanel</name>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="166" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="166" />
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="166" />
        <source>Gold</source>
        <comment>short column head</comment>
        <translation>Зол.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="167" />
        <source>Red</source>
        <comment>short column head</comment>
        <translation>Кр.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="167" />
        <source>Green</source>
        <comment>short column head</comment>
        <translation>Зел.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="168" />
        <source>Out</source>
        <comment>rounds sat out, short column head</comment>
        <translation>Проп.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="169" />
        <source>Gold stars</source>
        <translation>Золотые звёздочки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="169" />
        <source>Red stars</source>
        <translation>Красные звёздочки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="169" />
        <source>Green stars</source>
        <translation>Зелёные звёздочки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="170" />
        <source>Rounds sat out</source>
        <translation>Пропущено кругов</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="172" />
        <source>Stars board</source>
        <translation>Таблица звёздочек</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_panels.py" line="178" />
        <source>%s (left)</source>
        <translation>%s (ушёл/ушла)</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="45" />
        <source>What is on tonight?</source>
        <translation>Что сегодня вечером?</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="50" />
        <source>A &amp;club evening</source>
        <translation>&amp;Клубный вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="51" />
        <source>Tables of any game, scored deal by deal: who plays, the game, the first score.</source>
        <translation>Столы любой игры, счёт по сдачам: кто играет, какая игра — и первая запись.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="53" />
        <source>A card &amp;party</source>
        <translation>&amp;Карточный турнир</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="54" />
        <source>Progressive euchre: the guests, the draw, the bell; stars and prizes at the end.</source>
        <translation>Прогрессивный эвхр: гости, жеребьёвка, колокольчик; звёздочки и призы в конце.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="56" />
        <source>A &amp;league night</source>
        <translation>Вечер &amp;лиги</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="57" />
        <source>An evening of a season: its games count in the season's standings.</source>
        <translation>Вечер сезона: его игры идут в турнирную таблицу сезона.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="77" />
        <source>Open the &amp;sample club</source>
        <translation>Открыть &amp;пример клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/start_page.py" line="80" />
        <source>An evening already under way, on a scratch copy: try anything, your club is not touched.</source>
        <translation>Вечер в разгаре, на черновой копии: пробуйте что угодно, ваш клуб не затрагивается.</translation>
    </message>
</context>
<context>
    <name>StationaryMark</name>
    <message>
        <location filename="../../clubapp/ui/party/stationary_mark.py" line="21" />
        <source>(stays)</source>
        <translation>(на месте)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/stationary_mark.py" line="39" />
        <source>%s keeps this table all night; the others move at the bell.</source>
        <translation>%s весь вечер за этим столом; остальные пересаживаются по звонку.</translation>
    </message>
</context>
<context>
    <name>TableBox</name>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="72" />
        <source>%s keeps this table all night.</source>
        <translation>%s весь вечер за этим столом.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/rotation_page.py" line="77" />
        <source>Points of %s</source>
        <translation>Очки пары %s</translation>
    </message>
</context>
<context>
    <name>TableGames</name>
    <message>
        <location filename="../../clubapp/ui/evening/table_games.py" line="32" />
        <source>Played at this table</source>
        <translation>Сыграно за этим столом</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_games.py" line="46" />
        <source> vs </source>
        <translation> — </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_games.py" line="50" />
        <source>not finished; %s</source>
        <translation>не окончена; %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_games.py" line="53" />
        <source>, worth %s</source>
        <translation>, стоимость %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_games.py" line="54" />
        <source>winner %s%s; final score %s</source>
        <translation>победитель: %s%s; итоговый счёт: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_games.py" line="59" />
        <source>games %s</source>
        <translation>партии: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_games.py" line="80" />
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_games.py" line="82" />
        <source>Its deals, as recorded (read-only)</source>
        <translation>Её сдачи, как записаны (только просмотр)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_games.py" line="84" />
        <source>Print sheet…</source>
        <translation>Печать листа…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_games.py" line="86" />
        <source>Its score sheet, filled in</source>
        <translation>Её лист записи, заполненный</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="62" />
        <source>points: %s</source>
        <translation>очки: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="129" />
        <source>to go: %s</source>
        <translation>до выхода: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="132" />
        <source>games %s</source>
        <translation>партии: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="136" />
        <source>, worth %s</source>
        <translation>, стоимость %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="138" />
        <source>WINNER %s</source>
        <translation>ПОБЕДИТЕЛЬ %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="141" />
        <source>next dealer %s</source>
        <translation>следующий сдатчик: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="357" />
        <source>Choose a game first.</source>
        <translation>Сначала выберите игру.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="431" />
        <source>Next deal — Tab between fields, Enter records</source>
        <translation>Следующая сдача — Tab переходит между полями, Enter записывает</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="393" />
        <source>&amp;Record deal</source>
        <translation>&amp;Записать сдачу</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="396" />
        <source>&amp;New game, same players</source>
        <translation>&amp;Новая игра с теми же игроками</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="399" />
        <source>Change game or seats…</source>
        <translation>Сменить игру или места…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="403" />
        <source>C&amp;hange players…</source>
        <translation>Сменить &amp;игроков…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="406" />
        <source>&amp;Free this table</source>
        <translation>&amp;Освободить стол</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="408" />
        <source>The players leave the table (its games stay recorded) and may sit at another</source>
        <translation>Игроки уходят из-за стола (его игры остаются записанными) и могут сесть за другой</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="412" />
        <source>&amp;Back to the table</source>
        <translation>&amp;Назад к столу</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="420" />
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="432" />
        <source>Double-click a deal to correct it; Ctrl+Z undoes this table's last deal.</source>
        <translation>Двойной щелчок по сдаче — исправить её; Ctrl+Z отменяет последнюю сдачу этого стола.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="477" />
        <location filename="../../clubapp/ui/evening/table_panel.py" line="614" />
        <source>Table %d</source>
        <translation>Стол %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="616" />
        <source>%d players</source>
        <translation>игроков: %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="618" />
        <source> vs </source>
        <translation> — </translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="631" />
        <source>Dealer</source>
        <translation>Сдатчик</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="631" />
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="634" />
        <source>%s total</source>
        <translation>%s итог</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="635" />
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="643" />
        <source> (rev. %d)</source>
        <translation> (испр. %d)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="645" />
        <source> — game</source>
        <translation> — партия</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="669" />
        <source>The evening is closed: its deals are kept as they are. Reopen it on the Evenings page to record or correct a deal.</source>
        <translation>Вечер закрыт: его сдачи остаются как есть. Чтобы записать или исправить сдачу, откройте вечер снова на странице «Вечера».</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="672" />
        <source>Played earlier at this table: its deals as recorded, read-only. Ctrl+P prints its score sheet.</source>
        <translation>Сыграно раньше за этим столом: сдачи как записаны, только просмотр. Ctrl+P печатает её лист записи.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="675" />
        <source>The game is over: Enter starts a new game with the same players. Ctrl+Z undoes this table's last deal.</source>
        <translation>Игра окончена: Enter начинает новую игру с теми же игроками. Ctrl+Z отменяет последнюю сдачу этого стола.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="737" />
        <source>Deal %d recorded</source>
        <translation>Сдача %d записана</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="747" />
        <source>Deal %d at table %d was corrected again on another computer: your correction was replaced (the audit log has both)</source>
        <translation>Сдачу %d за столом %d снова исправили на другом компьютере: ваше исправление заменено (в журнале изменений есть оба)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="787" />
        <source>Deal %d at table %d corrected</source>
        <translation>Сдача %d за столом %d исправлена</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="797" />
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="808" />
        <source>Free this table</source>
        <translation>Освободить стол</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_panel.py" line="813" />
        <source>Table %d is free</source>
        <translation>Стол %d свободен</translation>
    </message>
</context>
<context>
    <name>TableScoreBox</name>
    <message>
        <location filename="../../clubapp/ui/party/party_tables.py" line="146" />
        <source> · head table</source>
        <translation> · главный стол</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_tables.py" line="147" />
        <source> · booby table</source>
        <translation> · стол для неудачников</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_tables.py" line="148" />
        <source>Table %d</source>
        <translation>Стол %d</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_tables.py" line="79" />
        <source>Points at the bell</source>
        <translation>Очки на звонке</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_tables.py" line="80" />
        <source>Tricks on the next hand</source>
        <translation>Взятки на следующей руке</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_tables.py" line="98" />
        <source>Next hand</source>
        <translation>Следующая рука</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_tables.py" line="97" />
        <source>Cut</source>
        <translation>Снятие</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_tables.py" line="83" />
        <source>The red player's cut card: rank and suit, e.g. JS, 10H</source>
        <translation>Карта, которую снял игрок красного места: достоинство и масть, например ВП (валет пик), 10ч или J♠</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_tables.py" line="92" />
        <source>JS</source>
        <translation>ВП</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/party/party_tables.py" line="120" />
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
</context>
<context>
    <name>TableSetup</name>
    <message>
        <location filename="../../clubapp/ui/evening/table_setup.py" line="86" />
        <location filename="../../clubapp/ui/evening/table_setup.py" line="88" />
        <source>Find a game: its name or id</source>
        <translation>Найти игру: название или код</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_setup.py" line="103" />
        <source>Players in seat order</source>
        <translation>Игроки по порядку мест</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_setup.py" line="105" />
        <source>House rules</source>
        <translation>Правила стола</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_setup.py" line="113" />
        <source>The evening is closed: its tables are kept as they are. Reopen it on the Evenings page to seat players or start a game.</source>
        <translation>Вечер закрыт: его столы остаются как есть. Чтобы рассадить игроков или начать игру, откройте вечер снова на странице «Вечера».</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_setup.py" line="118" />
        <source>&amp;Start game</source>
        <translation>&amp;Начать игру</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_setup.py" line="121" />
        <source>Back to the game</source>
        <translation>Вернуться к игре</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_setup.py" line="296" />
        <source>No member is called «%s»</source>
        <translation>Нет участника «%s»</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_setup.py" line="93" />
        <location filename="../../clubapp/ui/evening/table_setup.py" line="129" />
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_setup.py" line="201" />
        <source>No game is called that</source>
        <translation>Игры с таким названием нет</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/evening/table_setup.py" line="263" />
        <source>Seat %d</source>
        <translation>Место %d</translation>
    </message>
</context>
<context>
    <name>TableStrip</name>
    <message>
        <location filename="../../clubapp/ui/evening/table_strip.py" line="75" />
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <location filename="../../clubapp/ui/shared/user_guide.py" line="42" />
        <source>User guide</source>
        <translation>Руководство пользователя</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/user_guide.py" line="50" />
        <source>The user guide is not built on this computer, so there is nothing to open yet.

To build it, run ./setup.sh again in the folder where clubapp was installed (it builds the guide in English and Russian), then press F1.

The guide is looked for in %s.</source>
        <translation>Руководство пользователя на этом компьютере ещё не собрано, открывать пока нечего.

Чтобы собрать его, снова запустите ./setup.sh в папке, куда установлен clubapp (он собирает руководство на английском и на русском), и нажмите F1.

Руководство ищется в папке %s.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/user_guide.py" line="58" />
        <source>No web browser could be started to show the user guide. Open this file in a browser yourself:

%s</source>
        <translation>Не удалось запустить браузер, чтобы показать руководство. Откройте этот файл в браузере сами:

%s</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../clubapp/ui/app.py" line="146" />
        <source>The password of '%s' on the database server %s:</source>
        <translation>Пароль пользователя «%s» на сервере баз данных %s:</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/app.py" line="150" />
        <source>clubapp — database password</source>
        <translation>clubapp — пароль базы данных</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/app.py" line="167" />
        <source>clubapp — the club file is empty</source>
        <translation>clubapp — файл клуба пуст</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/app.py" line="169" />
        <source>A club file truncated by a failed copy or a sync tool looks like this: the club may be in a backup or another copy of the file.</source>
        <translation>Так выглядит файл клуба, обрезанный неудачным копированием или программой синхронизации: клуб может найтись в резервной копии или в другой копии файла.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/app.py" line="172" />
        <source>&amp;Open another file…</source>
        <translation>&amp;Открыть другой файл…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/app.py" line="174" />
        <source>Start a &amp;new club in this file</source>
        <translation>&amp;Начать в этом файле новый клуб</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/app.py" line="181" />
        <source>Open a club file</source>
        <translation>Открыть файл клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/app.py" line="182" />
        <source>Club database (*.sqlite *.db);;All files (*)</source>
        <translation>База данных клуба (*.sqlite *.db);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/app.py" line="207" />
        <source>Another computer changed the same thing at the same moment, so this change was not saved. Look at what is on the screen now, and do it again if it is still needed.</source>
        <translation>Другой компьютер в тот же миг изменил то же самое, поэтому это изменение не сохранено. Посмотрите, что сейчас на экране, и повторите, если это ещё нужно.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/app.py" line="212" />
        <source>Something went wrong, and this change may not have been saved: look at what is on the screen now before doing it again.</source>
        <translation>Что-то пошло не так, и это изменение, возможно, не сохранено: посмотрите, что сейчас на экране, прежде чем повторять.</translation>
    </message>
</context>
<context>
    <name>data</name>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="237" />
        <source>Club evening</source>
        <translation>Клубный вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="238" />
        <source>Card party</source>
        <translation>Карточный турнир</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="239" />
        <source>League night</source>
        <translation>Вечер лиги</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="241" />
        <source>total points</source>
        <translation>сумма очков</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="242" />
        <source>games won</source>
        <translation>выигранные партии</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="243" />
        <source>stars</source>
        <translation>звёздочки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="244" />
        <source>ACC points (2 a game won, 3 a skunk)</source>
        <translation>очки ACC (2 за выигранную партию, 3 за скунс)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="245" />
        <source>points for places at each table</source>
        <translation>очки за места за каждым столом</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="246" />
        <source>total</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="247" />
        <source>average per evening</source>
        <translation>в среднем за вечер</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="248" />
        <source>best evenings</source>
        <translation>лучшие вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="249" />
        <source>head-to-head</source>
        <translation>личные встречи</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="250" />
        <source>fewer losses</source>
        <translation>меньше поражений</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="251" />
        <source>spread</source>
        <translation>разница</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="252" />
        <source>evenings attended</source>
        <translation>посещённые вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="253" />
        <source>lots</source>
        <translation>жребий</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="254" />
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="255" />
        <source>Games won</source>
        <translation>Выиграно партий</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="256" />
        <source>Stars</source>
        <translation>Звёздочки</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="257" />
        <source>ACC points</source>
        <translation>Очки ACC</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="258" />
        <source>Points for places</source>
        <translation>Очки за места</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="260" />
        <source>Detect (UTF-8, then Windows-1251)</source>
        <translation>Определить (UTF-8, затем Windows-1251)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="261" />
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/i18n.py" line="262" />
        <source>Windows-1251 (Cyrillic)</source>
        <translation>Windows-1251 (кириллица)</translation>
    </message>
</context>
<context>
    <name>exchange_actions</name>
    <message>
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="30" />
        <source>%s members imported</source>
        <translation>импортировано участников: %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="37" />
        <source>Export members</source>
        <translation>Экспорт участников</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="38" />
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="51" />
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="50" />
        <source>Export evenings</source>
        <translation>Экспорт вечеров</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="62" />
        <source>Export the whole club</source>
        <translation>Экспорт всего клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="63" />
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="75" />
        <source>JSON files (*.json)</source>
        <translation>Файлы JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="74" />
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="82" />
        <source>Import a whole club</source>
        <translation>Импорт целого клуба</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="89" />
        <source>Club imported: %s members, %s evenings</source>
        <translation>Клуб импортирован: участников — %s, вечеров — %s</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/club/exchange_actions.py" line="92" />
        <source>Club imported from an earlier clubapp's export (database schema %s, brought up to %s): %s members, %s evenings</source>
        <translation>Клуб импортирован из экспорта прежней версии clubapp (схема базы данных %s переведена в %s): участников — %s, вечеров — %s</translation>
    </message>
</context>
<context>
    <name>self.dialog</name>
    <message>
        <location filename="../../clubapp/ui/evening/money_setup_dialog.py" line="177" />
        <source>Each player puts in</source>
        <translation>Ставка с игрока</translation>
    </message>
</context>
<context>
    <name>self.window</name>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="164" />
        <location filename="../../clubapp/ui/printing/print_menu.py" line="209" />
        <location filename="../../clubapp/ui/printing/print_menu.py" line="245" />
        <location filename="../../clubapp/ui/printing/print_menu.py" line="249" />
        <location filename="../../clubapp/ui/printing/print_menu.py" line="293" />
        <location filename="../../clubapp/ui/printing/print_menu.py" line="314" />
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="165" />
        <source>No game is on screen. Open a table's game first; a table's finished games are listed above its seats, each with its sheet.</source>
        <translation>На экране нет игры. Сначала откройте игру стола; оконченные игры стола перечислены над его местами, у каждой — её лист записи.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="180" />
        <source>Score sheet</source>
        <translation>Лист записи</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="194" />
        <location filename="../../clubapp/ui/printing/print_menu.py" line="199" />
        <source>Blank score sheet</source>
        <translation>Чистый лист записи</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="195" />
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="210" />
        <location filename="../../clubapp/ui/printing/print_menu.py" line="294" />
        <source>Open an evening first.</source>
        <translation>Сначала откройте вечер.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="213" />
        <source>Evening results</source>
        <translation>Итоги вечера</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="221" />
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="246" />
        <source>This party is played from a rotation chart: print its chart or its guests' cards (Print → Party).</source>
        <translation>Эту игру ведут по таблице ротации: печатайте её таблицу или карточки гостей (Печать → Турнир).</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="250" />
        <source>Open a card party and draw it first.</source>
        <translation>Сначала откройте карточный турнир и проведите жеребьёвку.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="253" />
        <source>Tally cards</source>
        <translation>Карточки игроков</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="254" />
        <source>Table cards</source>
        <translation>Карточки столов</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="255" />
        <source>Find your table</source>
        <translation>Найдите свой стол</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="256" />
        <source>Next-round slips</source>
        <translation>Рассадка на следующий круг</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="257" />
        <source>Stars board</source>
        <translation>Таблица звёздочек</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="258" />
        <source>Prizes</source>
        <translation>Призы</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="315" />
        <source>Open a card party played from a rotation chart and draw its chart first (the book's party prints its tally and table cards).</source>
        <translation>Сначала откройте карточную игру по таблице ротации и составьте таблицу (игра по книге печатает карточки игроков и столов).</translation>
    </message>
</context>
<context>
    <name>server_upgrade</name>
    <message>
        <location filename="../../clubapp/ui/shared/server_upgrade.py" line="17" />
        <source>clubapp — upgrade the club's database?</source>
        <translation>clubapp — обновить базу клуба?</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/server_upgrade.py" line="21" />
        <source>Take the backup first if you have not: the upgrade cannot be undone from the window.</source>
        <translation>Сначала сделайте резервную копию, если ещё не сделали: из окна обновление не отменить.</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/server_upgrade.py" line="24" />
        <source>&amp;Upgrade the database</source>
        <translation>&amp;Обновить базу</translation>
    </message>
</context>
<context>
    <name>text_size</name>
    <message>
        <location filename="../../clubapp/ui/shared/text_size.py" line="138" />
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/text_size.py" line="140" />
        <source>&amp;Larger text</source>
        <translation>Текст &amp;крупнее</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/text_size.py" line="141" />
        <source>&amp;Smaller text</source>
        <translation>Текст &amp;мельче</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/text_size.py" line="142" />
        <source>&amp;Normal text size</source>
        <translation>&amp;Обычный размер текста</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/text_size.py" line="156" />
        <source>Text size: %d%%, the largest</source>
        <translation>Размер текста: %d%%, самый крупный</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/text_size.py" line="158" />
        <source>Text size: %d%%, the smallest</source>
        <translation>Размер текста: %d%%, самый мелкий</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/shared/text_size.py" line="160" />
        <source>Text size: %d%%</source>
        <translation>Размер текста: %d%%</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="98" />
        <source>&amp;Score sheet of this game…</source>
        <translation>&amp;Лист записи этой игры…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="99" />
        <source>&amp;Blank score sheet…</source>
        <translation>&amp;Чистый лист записи…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="100" />
        <source>&amp;Evening results…</source>
        <translation>&amp;Итоги вечера…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="101" />
        <source>S&amp;tandings…</source>
        <translation>&amp;Турнирная таблица…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="110" />
        <source>&amp;Party</source>
        <translation>Т&amp;урнир</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="112" />
        <source>&amp;Tally cards…</source>
        <translation>&amp;Карточки игроков…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="113" />
        <source>T&amp;able cards…</source>
        <translation>Карточки &amp;столов…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="114" />
        <source>&amp;Find your table list…</source>
        <translation>Список «&amp;Найдите свой стол»…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="115" />
        <source>&amp;Next-round slips…</source>
        <translation>&amp;Рассадка на следующий круг…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="116" />
        <source>&amp;Stars board…</source>
        <translation>Таблица &amp;звёздочек…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="117" />
        <source>&amp;Prizes…</source>
        <translation>&amp;Призы…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="122" />
        <source>&amp;Rotation chart…</source>
        <translation>&amp;Таблица ротации…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="123" />
        <source>Guests' &amp;cards of the rotation chart…</source>
        <translation>&amp;Карточки гостей по таблице ротации…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="129" />
        <source>&amp;Money</source>
        <translation>&amp;Деньги</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="131" />
        <source>&amp;Cash sheet of this evening…</source>
        <translation>&amp;Кассовый лист этого вечера…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="132" />
        <source>&amp;Payout list of this evening…</source>
        <translation>&amp;Список выплат этого вечера…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/printing/print_menu.py" line="133" />
        <source>A member's &amp;statement…</source>
        <translation>&amp;Выписка по счёту члена клуба…</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/window_place.py" line="103" />
        <location filename="../../clubapp/ui/window_place.py" line="106" />
        <source>deal %d at table %d, typed and not recorded</source>
        <translation>сдача %d за столом %d — набрана, но не записана</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/window_place.py" line="111" />
        <source>the scores of this round, typed before the bell</source>
        <translation>счёт этого круга, набранный до звонка</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/window_place.py" line="124" />
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/window_place.py" line="125" />
        <source>Not recorded yet:</source>
        <translation>Ещё не записано:</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/window_place.py" line="128" />
        <source>&amp;Record the deal, then quit</source>
        <translation>&amp;Записать сдачу и выйти</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/window_place.py" line="130" />
        <source>&amp;Quit without it</source>
        <translation>&amp;Выйти без неё</translation>
    </message>
    <message>
        <location filename="../../clubapp/ui/window_place.py" line="131" />
        <source>&amp;Stay</source>
        <translation>&amp;Остаться</translation>
    </message>
</context>
</TS>