"""Every word a printed document says, in English and Russian, and numbers and dates per language.

``MESSAGES`` maps a message id to its texts; ``tr(id, lang, **values)`` picks one and fills in
``{placeholders}``. A test checks that every id has both languages with the same placeholders.

The card table's terms (game, trick, pool, rubber, table, round, stars…) are not repeated here:
a message naming one writes ``<term>`` (``<Term>`` with a capital) and takes the word, in each
language, from the glossary that the window shares (``clubapp.glossary``). Game names, fields and
house rules come from the glossary too (``score_sheet.game_name``, ``sheet_columns.field_label``).
"""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal

from clubapp.glossary import TERMS

LANGUAGES = ("en", "ru")
_TERM = re.compile(r"<(\w+)>")


def _with_terms(en: str, ru: str) -> dict[str, str]:
    """A message in both languages, each ``<term>`` taken from the glossary in that language."""

    def fill(text: str, lang: str) -> str:
        def word(match: re.Match[str]) -> str:
            key = match.group(1)
            found = TERMS[key.lower()]
            return found.title(lang) if key[0].isupper() else found.text(lang)

        return _TERM.sub(word, text)

    return {"en": fill(en, "en"), "ru": fill(ru, "ru")}


MESSAGES: dict[str, dict[str, str]] = {
    # --- every page ---
    "page.of": {"en": "Page {page} of {pages}", "ru": "Страница {page} из {pages}"},
    "page.printed": {"en": "Printed {date} by clubapp", "ru": "Напечатано {date} программой clubapp"},
    "yes": {"en": "yes", "ru": "да"},
    "no": {"en": "no", "ru": "нет"},
    "none": {"en": "—", "ru": "—"},
    "and": {"en": "&", "ru": "и"},
    # --- score sheets ---
    "sheet.title": {"en": "Score sheet: {game}", "ru": "Лист записи: {game}"},
    "sheet.blank": {"en": "blank sheet", "ru": "чистый лист"},
    "sheet.players": {"en": "Players in seat order (the first deals first)",
                      "ru": "Игроки по порядку мест (первый сдаёт первым)"},
    "sheet.sides": {"en": "Sides", "ru": "Стороны"},
    "sheet.side": _with_terms("<Side> {side}", "<Side> {side}"),
    "sheet.player_n": {"en": "Player {n}", "ru": "Игрок {n}"},
    "sheet.target": {"en": "Game: {target} points", "ru": "Партия: {target} очков"},
    "sheet.options": {"en": "House rules", "ru": "Правила стола"},
    "sheet.source": {"en": "Rules: {source}", "ru": "Правила: {source}"},
    "sheet.deal": {"en": "No.", "ru": "№"},
    "sheet.dealer": {"en": "Dealer", "ru": "Сдавал"},
    "sheet.details": {"en": "Other entries", "ru": "Прочие записи"},
    "sheet.note": {"en": "Note", "ru": "Примечание"},
    "sheet.points": _with_terms("<Points>", "<Points>"),
    "sheet.total": {"en": "Total", "ru": "Итог"},
    "sheet.pool": _with_terms("<Pool>", "<Pool>"),
    "sheet.game_won": {"en": "Game {n} won by {winner}: {score}",
                       "ru": "Партия {n}: выиграл(а) {winner}, счёт {score}"},
    "sheet.game_value": {"en": "worth {value}", "ru": "стоимость {value}"},
    "sheet.games": {"en": "Games", "ru": "Партии"},
    "sheet.game_no": _with_terms("<Game>", "<Game>"),
    "sheet.winner": {"en": "Winner", "ru": "Победитель"},
    "sheet.final_score": {"en": "Final score", "ru": "Итоговый счёт"},
    "sheet.value": {"en": "Value", "ru": "Стоимость"},
    "sheet.match_won": {"en": "Match won by {winner}", "ru": "Матч выиграл(а) {winner}"},
    "sheet.match_value": {"en": "Match won by {winner}, value {value}",
                          "ru": "Матч выиграл(а) {winner}, стоимость {value}"},
    "sheet.winner_is": {"en": "Winner: {winner}", "ru": "Победитель: {winner}"},
    "sheet.unfinished": {"en": "Not finished. Totals now: {totals}",
                         "ru": "Не закончено. Текущий счёт: {totals}"},
    "sheet.so_far": {"en": "Totals so far: {totals}", "ru": "Итог на сейчас: {totals}"},
    "sheet.no_deals": {"en": "No deals recorded yet.", "ru": "Сдач ещё не записано."},
    "sheet.withdrawn": {"en": "{n} undone deal(s) are not counted.",
                        "ru": "Отменённых сдач (не считаются): {n}."},
    "sheet.deal_points": {"en": "Deal", "ru": "Сдача"},
    "sheet.remarks": {"en": "Remarks", "ru": "Примечания"},
    "sheet.short_names": {"en": "In the deals' columns: {names}.",
                          "ru": "В столбцах сдач: {names}."},
    "sheet.continued": {"en": "Continued: {names}", "ru": "Продолжение: {names}"},
    "sheet.target_unit": {"en": "Game: {target} {unit}", "ru": "Партия: {target} ({unit})"},
    "block.date": {"en": "Date", "ru": "Дата"},
    "block.evening": {"en": "Evening", "ru": "Вечер"},
    "block.table": _with_terms("<Table>", "<Table>"),
    "block.scorer": {"en": "Scorer", "ru": "Записывал(а)"},
    "unit.points": _with_terms("<points>", "<points>"),
    "unit.holes": {"en": "holes", "ru": "лунки"},
    "unit.chips": _with_terms("<chips>", "<chips>"),
    "unit.games": {"en": "games won", "ru": "выигранные партии"},
    "unit.stars": _with_terms("<stars>", "<stars>"),
    # --- cribbage (seeds/001 lines 31-287) ---
    "crib.play": {"en": "Play", "ru": "Розыгрыш"},
    "crib.hand": {"en": "Hand", "ru": "Рука"},
    "crib.crib": _with_terms("<Crib>", "<Crib>"),
    "crib.heels": _with_terms("Heels", "Пятки"),
    "crib.muggins": _with_terms("<Muggins>", "<Muggins>"),
    "crib.other": {"en": "Other", "ru": "Прочее"},
    "crib.pegged": {"en": "Pegged", "ru": "Очки"},
    "crib.order": {
        "en": "Going out (line 227): in the play the first to reach the game hole wins, "
              "whatever he holds; else the shows count in order: the {first}, the dealer's "
              "hand, the crib. Home before the other passes {lurch} of {target} is a lurch: two "
              "games (line 43). Other: penalties, three for last, muggins on a show announced "
              "wrong.",
        "ru": "Выход из игры (строка 227): в розыгрыше выигрывает первый, кто дошёл до конца, "
              "что бы у него ни было на руках; иначе показы идут по порядку: {first}, рука "
              "сдающего, криб. Дойти, пока другой не прошёл {lurch} из {target}, — лерч: две "
              "партии (строка 43). Прочее: штрафы, три за последнюю, маггинс за неверно "
              "объявленный показ."},
    "league.title": {"en": "League result", "ru": "Итог для лиги"},
    "league.player": _with_terms("<Player>", "<Player>"),
    "league.won": {"en": "Games won", "ru": "Выиграно партий"},
    "league.lurched": {"en": "Won by a lurch", "ru": "Выиграно с лерчем"},
    "league.spread": {"en": "Spread", "ru": "Разница"},
    "league.acc": {"en": "ACC points", "ru": "Очки АКК"},
    "league.how": {
        "en": "American Cribbage Congress points: 2 a game won, 3 a game won by a lurch "
              "(the loser short of the target less 31). Spread: the winner's holes less the "
              "loser's.",
        "ru": "Очки Американского конгресса криббеджа: 2 за выигранную партию, 3 за партию "
              "с лерчем (у проигравшего меньше, чем цель минус 31). Разница: лунки "
              "победителя минус лунки проигравшего."},
    # --- all-fours (seeds/000 lines 87-272) ---
    "af.pitcher": {"en": "Pitcher", "ru": "Питчер"},
    "af.bidder": {"en": "Bidder", "ru": "Заявил"},
    "af.bid": _with_terms("<Bid>", "<Bid>"),
    "af.sold": {"en": "Sold", "ru": "Продал"},
    "af.red_chips": {"en": "Red chips", "ru": "Красные фишки"},
    "af.mark.high": {"en": "H", "ru": "Ст"},
    "af.mark.low": {"en": "L", "ru": "Мл"},
    "af.mark.jack": {"en": "J", "ru": "В"},
    "af.mark.game": {"en": "G", "ru": "И"},
    "af.mark.ace": {"en": "A", "ru": "Т"},
    "af.mark.king": {"en": "K", "ru": "К"},
    "af.mark.queen": {"en": "Q", "ru": "Д"},
    "af.mark.ten": {"en": "10", "ru": "10"},
    "af.mark.five": {"en": "5", "ru": "5"},
    "af.mark.nine": {"en": "9", "ru": "9"},
    "af.mark.three": {"en": "3", "ru": "3"},
    "af.mark.snoozer": {"en": "Sn", "ru": "Дж"},
    "af.mark.right_pedro": {"en": "RP", "ru": "ПП"},
    "af.mark.left_pedro": {"en": "LP", "ru": "ЛП"},
    "af.point.high": {"en": "high", "ru": "старший"},
    "af.point.low": {"en": "low", "ru": "младший"},
    "af.point.jack": {"en": "jack", "ru": "валет"},
    "af.point.game": {"en": "game", "ru": "игра"},
    "af.point.ace": {"en": "ace of trumps (4)", "ru": "туз козырей (4)"},
    "af.point.king": {"en": "king of trumps (3)", "ru": "король козырей (3)"},
    "af.point.queen": {"en": "queen of trumps (2)", "ru": "дама козырей (2)"},
    "af.point.ten": {"en": "ten of trumps (10)", "ru": "десятка козырей (10)"},
    "af.point.five": {"en": "five of trumps (5)", "ru": "пятёрка козырей (5)"},
    "af.point.nine": {"en": "nine of trumps (9)", "ru": "девятка козырей (9)"},
    "af.point.three": {"en": "three of trumps (3)", "ru": "тройка козырей (3)"},
    "af.point.snoozer": {"en": "snoozer, the joker (15)", "ru": "джокер (15)"},
    "af.point.right_pedro": {"en": "right pedro (5)", "ru": "правый педро (5)"},
    "af.point.left_pedro": {"en": "left pedro (5)", "ru": "левый педро (5)"},
    "af.order": {"en": "A mark under the player who took the point. Points go out in this "
                       "order: {order}.",
                 "ru": "Отметка под игроком, взявшим очко. Очки засчитываются в таком "
                       "порядке: {order}."},
    "af.order_bid": {"en": "A mark under the player who took the point. The pitcher who makes "
                           "his bid goes out first; then the points in this order: {order}.",
                     "ru": "Отметка под игроком, взявшим очко. Питчер, выполнивший заявку, "
                           "выходит первым; затем очки в таком порядке: {order}."},
    "af.names": {"en": "Under each point, who took it. Points go out in this order: {order}.",
                 "ru": "Под каждым очком — кто его взял. Очки засчитываются в таком порядке: "
                       "{order}."},
    "af.names_bid": {"en": "Under each point, who took it. The pitcher who makes his bid goes "
                           "out first; then the points in this order: {order}.",
                     "ru": "Под каждым очком — кто его взял. Питчер, выполнивший заявку, "
                           "выходит первым; затем очки в таком порядке: {order}."},
    "af.taken": {"en": "Points taken", "ru": "Взятые очки"},
    "af.red": {"en": "Red chips", "ru": "Красные фишки"},
    "af.taken_order": {"en": "Under each player, the points he took. Points go out in this "
                             "order: {order}.",
                       "ru": "Под каждым игроком — взятые им очки. Очки засчитываются в таком "
                             "порядке: {order}."},
    "af.taken_bid": {"en": "Under each player, the points he took. The pitcher who makes his "
                           "bid goes out first; then the points in this order: {order}.",
                     "ru": "Под каждым игроком — взятые им очки. Питчер, выполнивший заявку, "
                           "выходит первым; затем очки в таком порядке: {order}."},
    # --- pool games (seeds/000 lines 1-85) ---
    "pool.in": {"en": "Pool in", "ru": "В кону"},
    "pool.ante": {"en": "Ante", "ru": "Ставка"},
    "pool.per_trick": _with_terms("A <trick> (1/{n})", "За <trick> (1/{n})"),
    "pool.played": {"en": "In", "ru": "Играл"},
    "pool.tricks": _with_terms("<Tricks>", "<Tricks>"),
    "pool.chips": _with_terms("<Chips>", "<Chips>"),
    "pool.tricks_chips": _with_terms("<Tricks>, <chips>", "<Tricks>, <chips>"),
    "pool.looed": {"en": "Looed", "ru": "Без взяток"},
    "pool.ramsed": {"en": "Ramsed", "ru": "Без взяток"},
    "pool.other": {"en": "Other payments", "ru": "Другие платежи"},
    "pool.carried": {"en": "Pool carried", "ru": "Остаток кона"},
    "pool.units": {"en": "Chips are counted in white chips.",
                   "ru": "Фишки считаются в белых фишках."},
    "pool.units_red": {"en": "Chips are counted in white chips: a red chip is {red} white.",
                       "ru": "Фишки считаются в белых фишках: красная фишка — {red} белых."},
    "pool.how": {"en": "Tricks: — for a player who passed, 0 for one who played and took none "
                       "({looed}). Remarks: who was {looed} where the tricks do not say so, and "
                       "every payment besides the ante, the shares and the loos.",
                 "ru": "Взятки: — у спасовавшего, 0 у игравшего без взяток ({looed}). "
                       "Примечания: кто {looed}, если взятки этого не показывают, и все "
                       "платежи, кроме ставки, долей и платы оставшихся без взяток."},
    "pool.reason.ante": {"en": "ante", "ru": "ставка"},
    "pool.reason.fined": {"en": "fined", "ru": "штраф"},
    "pool.reason.flush": _with_terms("<flush>", "<flush>"),
    "pool.reason.general rams": {"en": "general rams", "ru": "общий рамс"},
    "pool.reason.general rams failed": {"en": "general rams failed",
                                        "ru": "общий рамс не удался"},
    "pool.reason.general rams failed: the pool doubled": {
        "en": "general rams failed: the pool doubled",
        "ru": "общий рамс не удался: кон удвоен"},
    "pool.reason.looed by a flush": {"en": "looed by a flush", "ru": "проигрыш флешу"},
    "pool.reason.misdeal": {"en": "misdeal", "ru": "неправильная сдача"},
    "pool.reason.penalised": {"en": "penalised", "ru": "штраф"},
    "pool.reason.penalty": _with_terms("<penalty>", "<penalty>"),
    "pool.reason.pone refused to play": {"en": "pone refused to play",
                                         "ru": "поун отказался играть"},
    "pool.reason.revoke": _with_terms("<revoke>", "<revoke>"),
    "pool.reason.revoke: pool shared": {"en": "revoke: pool shared",
                                        "ru": "ревок: кон разделён"},
    "pool.reason.takes the pool without play": {"en": "takes the pool without play",
                                                "ru": "берёт кон без игры"},
    "pool.reason.turned a trump in a simple pool": {"en": "turned a trump in a simple pool",
                                                    "ru": "открыл козырь в простом коне"},
    "pool.reason.other": {"en": "payment", "ru": "платёж"},
    # --- whist and boston (seeds/004) ---
    "whist.tricks": _with_terms("<Tricks>", "<Tricks>"),
    "whist.honours": {"en": "Honours", "ru": "Онёры"},
    "whist.for_tricks": {"en": "For tricks", "ru": "За взятки"},
    "whist.for_honours": {"en": "For honours", "ru": "За онёры"},
    "whist.below": {"en": "Below the line: the points towards the game, deal by deal. Above "
                          "the line (after the deals): each game's value and the rubber's "
                          "premium.",
                    "ru": "Под чертой: очки к партии, сдача за сдачей. Над чертой (после "
                          "сдач): стоимость каждой партии и премия за роббер."},
    "whist.count": {
        "en": "Each trick over six scores {per_trick}. Honours (A K Q J T of trumps) in a side's "
              "tricks: three {h3}, four {h4}, five {h5}. Game {target}: a double when the losers "
              "have under 5, a triple when they have none. Rubber: two games; short (2–0) "
              "+{short}, long (2–1) +{long}.",
        "ru": "Каждая взятка сверх шести — {per_trick} очка. Онёры (туз, король, дама, валет, "
              "десятка козырей) во взятках стороны: три — {h3}, четыре — {h4}, пять — {h5}. "
              "Партия {target}: двойная, если у проигравших меньше 5, тройная — если ничего. "
              "Роббер — две партии; короткий (2:0) +{short}, длинный (2:1) +{long}."},
    "whist.above_title": {"en": "Above the line", "ru": "Над чертой"},
    "whist.above": {"en": "Game or rubber", "ru": "Партия или роббер"},
    "whist.game_n": {"en": "Game {n}", "ru": "Партия {n}"},
    "whist.premium": {"en": "Rubber premium", "ru": "Премия за роббер"},
    "whist.rubber_n": {"en": "Rubber {n} worth", "ru": "Роббер {n} стоит"},
    "whist.rubber_value": {"en": "Rubber worth", "ru": "Роббер стоит"},
    "boston.made": {"en": "Made", "ru": "Сыграна"},
    # --- préférence (seeds/003) ---
    "pref.answer": {"en": "Answer", "ru": "Ответ"},
    "pref.answer_tricks": _with_terms("Answer, <tricks>", "Ответ, <tricks>"),
    "pref.tricks": _with_terms("<Tricks>", "<Tricks>"),
    "pref.stake_each": {"en": "Stake, each", "ru": "Взнос каждого"},
    "pref.mountain": {"en": "Mountain", "ru": "Гора"},
    "pref.pot": {"en": "From the pot", "ru": "Из котла"},
    "pref.whists": {"en": "Whists", "ru": "Висты"},
    "pref.pot_left": _with_terms("<Pot>", "<Pot>"),
    "pref.how": {
        "en": "Stake: what each puts into the empty pot (line 12). Mountain: paid into the pot by a "
              "declarer short of six tricks (20) or a whister short of his quota (10), lines "
              "38–39. From the pot: the declarer takes 10 (line 37). Whists: the declarer pays "
              "each whister 1 a trick (line 37).",
        "ru": "Взнос: сколько каждый кладёт в пустой котёл (строка 12). Гора: платит в котёл "
              "разыгрывающий, взявший меньше шести взяток (20), или вистующий, не взявший "
              "своего (10), строки 38–39. Из котла: разыгрывающий берёт 10 (строка 37). "
              "Висты: разыгрывающий платит каждому вистующему по 1 за взятку (строка 37)."},
    # --- piquet (seeds/001 lines 303-322) ---
    "piquet.younger": {"en": "Younger (dealt)", "ru": "Младший (сдавал)"},
    "piquet.elder": {"en": "Elder", "ru": "Старший"},
    "piquet.blanche": {"en": "Blanche", "ru": "Белые"},
    "piquet.point": {"en": "Point", "ru": "Пуэн"},
    "piquet.sequences": {"en": "Sequences", "ru": "Послед."},
    "piquet.sets": {"en": "Sets", "ru": "Четвёрки, тройки"},
    "piquet.pique": {"en": "Pique", "ru": "Пик"},
    "piquet.play": {"en": "Play", "ru": "Розыгрыш"},
    "piquet.cards": {"en": "Cards", "ru": "Карты"},
    "piquet.order": {
        "en": "Counting order: carte blanche 10, the point, sequences, quatorzes and trios, "
              "repique 60 or pique 30, the play, the cards 10 (capot 40). 100 wins; a loser "
              "under 50 is lurched: a double game (line 319).",
        "ru": "Порядок счёта: белые карты 10, пуэн, последовательности, четвёрки и тройки, "
              "репик 60 или пик 30, розыгрыш, карты 10 (капот 40). Выигрывает 100; "
              "проигравший, не набравший 50, — в лерче: двойная партия (строка 319)."},
    # --- euchre rubber (seeds/002 line 219, law 3) ---
    "rubber.title": _with_terms("The <rubber> (law 3)", "<Rubber> (закон 3)"),
    "rubber.game": {"en": "Game {n}: {winner} won, the losers had {loser_score}: a {kind}",
                    "ru": "Партия {n}: выиграл(а) {winner}, у проигравших {loser_score}: {kind}"},
    "rubber.kind": {"en": "Kind", "ru": "Вид"},
    "rubber.triple": {"en": "triple", "ru": "тройная"},
    "rubber.double": {"en": "double", "ru": "двойная"},
    "rubber.single": {"en": "single", "ru": "одинарная"},
    "rubber.winners_games": {"en": "Winners' games", "ru": "Партии победителей"},
    "rubber.bonus": _with_terms("<Rubber>", "За <rubber>"),
    "rubber.losers_games": {"en": "Less the losers' games", "ru": "Минус партии проигравших"},
    "rubber.value": _with_terms("The <rubber> is worth {value} to {winner}",
                                "<Rubber> стоит {value} в пользу: {winner}"),
    "rubber.count_blank": {
        "en": "Rubber: best of three games. A game is a triple (3) if the losers have not "
              "scored, a double (2) if they have under 3, a single (1) with 3 or 4. The "
              "winners add 2 for the rubber and deduct the losers' games.",
        "ru": "Роббер: до двух выигранных партий из трёх. Партия тройная (3), если у "
              "проигравших нет очков, двойная (2) при менее чем 3 очках, одинарная (1) при "
              "3 или 4. Победители добавляют 2 за роббер и вычитают партии проигравших."},
    # --- sheet extras ---
    "bids.title": {"en": "Bid values ({schedule})", "ru": "Стоимость заявок ({schedule})"},
    "bids.tricks": _with_terms("<Tricks>", "<Tricks>"),
    "bids.no_trumps": {"en": "NT", "ru": "БК"},
    "bids.all_tricks": {
        "en": "All ten tricks on a bid worth less than 250 score 250; others score 10 a trick.",
        "ru": "Все десять взяток при заявке дешевле 250 дают 250; остальные получают по 10 за взятку."},
    "crib.title": _with_terms("<Cribbage> on paper (a sheet of ten divisions)",
                              "<Cribbage> на бумаге (лист в десять делений)"),
    "crib.how": {
        "en": "Move one coin along the divisions for units and another for tens.",
        "ru": "Одна монета отмечает единицы, другая — десятки."},
    "boston.title": {"en": "Contract values", "ru": "Стоимость игр"},
    "boston.contract": {"en": "Contract", "ru": "Игра"},
    "boston.suit": {"en": "{n} suit", "ru": "{n}-я масть"},
    # --- evening results ---
    "evening.title": {"en": "Evening results", "ru": "Итоги вечера"},
    "evening.table": _with_terms("<Table>", "<Table>"),
    "evening.game": {"en": "Game", "ru": "Игра"},
    "evening.players": {"en": "Players and sides", "ru": "Игроки и стороны"},
    "evening.result": {"en": "Result", "ru": "Результат"},
    "evening.winners": {"en": "Winners", "ru": "Победители"},
    "evening.in_progress": {"en": "in progress", "ru": "идёт игра"},
    "evening.chips": _with_terms("<Chips> so far", "<Chips> на сейчас"),
    "evening.no_game": {"en": "no game started", "ru": "игра не начата"},
    "evening.games_won": {"en": "games won: {games}", "ru": "выиграно партий: {games}"},
    "evening.value": {"en": "value {value}", "ru": "стоимость {value}"},
    "evening.pool_tables": _with_terms("Tables played for <chips>", "Столы на <chips>"),
    "evening.pool_table": _with_terms("<Table> {table}: {game}", "<Table> {table}: {game}"),
    "evening.pool_left": {"en": "{n} left in the pool", "ru": "в кону осталось {n}"},
    "evening.chips_total": _with_terms("<Chips>", "<Chips>"),
    "evening.summary": {"en": "{tables} tables, {players} players, {finished} of {games} games finished",
                        "ru": "Столов: {tables}, игроков: {players}, закончено игр: {finished} из {games}"},
    "evening.closed": {"en": "closed", "ru": "закрыт"},
    "evening.open": {"en": "open", "ru": "открыт"},
    # --- standings ---
    "chips.title": {"en": "Chips and settlement", "ru": "Фишки и расчёт"},
    "chips.value": {"en": "A white chip is worth {money}", "ru": "Белая фишка стоит {money}"},
    "chips.value_units": {"en": "{units} white chips are worth {money}",
                          "ru": "Белые фишки: {units} шт. стоят {money}"},
    "chips.table_title": _with_terms("<Table> {n}: {game}", "<Table> {n}: {game}"),
    "chips.player": _with_terms("<Player>", "<Player>"),
    "chips.at_table": {"en": "Chips at the table", "ru": "Фишки за столом"},
    "chips.at_tables": {"en": "Chips at the tables", "ru": "Фишки за столами"},
    "chips.share": _with_terms("Share of the <pool>", "Доля <pool>а"),
    "chips.shares": _with_terms("Shares of the <pool>s", "Доли конов"),
    "chips.pool_left": _with_terms("<Pool> left at the close", "Остаток <pool>а к концу"),
    "chips.pools_left": _with_terms("<Pool>s left at the close", "Остатки конов к концу"),
    "chips.proof": {"en": "Proof: adds up to", "ru": "Проверка: сумма"},
    "chips.shares_how": {
        "en": "A pool left when play stops is shared equally among the players at its table, "
              "odd chips one each from the eldest hand: the chips at a table are what its "
              "score sheet shows, the net adds the shares.",
        "ru": "Кон, оставшийся к концу игры, делится поровну между игроками его стола, "
              "неделимые фишки по одной начиная со старшей руки: фишки за столом — это то, "
              "что показывает его лист записи, итог добавляет доли."},
    "chips.players": {"en": "The players", "ru": "Игроки"},
    "chips.held": {"en": "Chips held", "ru": "Фишек на руках"},
    "chips.net": {"en": "Won or lost", "ru": "Выигрыш или проигрыш"},
    "chips.money": {"en": "Money", "ru": "Деньги"},
    "chips.payments": {"en": "Payments", "ru": "Платежи"},
    "chips.payer": {"en": "Pays", "ru": "Платит"},
    "chips.payee": {"en": "To", "ru": "Кому"},
    "chips.amount": {"en": "Amount", "ru": "Сумма"},
    "chips.paid": {"en": "Paid", "ru": "Оплачено"},
    "chips.pays": {"en": "{payer} pays {payee} {amount}", "ru": "{payer} платит {payee} {amount}"},
    "chips.nobody_owes": {"en": "Nobody owes anybody.", "ru": "Никто никому не должен."},
    "standings.title": {"en": "Standings", "ru": "Турнирная таблица"},
    "standings.game_title": {"en": "{game} ({unit})", "ru": "{game} ({unit})"},
    "standings.ranked_games.points": {
        "en": "Ranked on games won, then rubbers or matches won, then points; equal on all "
              "three: the place is shared.",
        "ru": "Места по выигранным партиям, затем по выигранным раберам или матчам, затем по "
              "очкам; при равенстве во всём место делится."},
    "standings.ranked_games.holes": {
        "en": "Ranked on games won, then matches won, then holes; equal on all three: the "
              "place is shared.",
        "ru": "Места по выигранным партиям, затем по выигранным матчам, затем по лункам; при "
              "равенстве во всём место делится."},
    "standings.ranked_games.chips": {
        "en": "Ranked on games won, then rubbers or matches won, then chips; equal on all "
              "three: the place is shared.",
        "ru": "Места по выигранным партиям, затем по выигранным раберам или матчам, затем по "
              "фишкам; при равенстве во всём место делится."},
    "standings.ranked_chips.chips": {
        "en": "Ranked on the chips won or lost; equal: the place is shared.",
        "ru": "Места по выигранным или проигранным фишкам; при равенстве место делится."},
    "standings.ranked_chips.points": {
        "en": "Ranked on the points; equal: the place is shared.",
        "ru": "Места по очкам; при равенстве место делится."},
    "standings.ranked_chips.holes": {
        "en": "Ranked on the holes; equal: the place is shared.",
        "ru": "Места по лункам; при равенстве место делится."},
    "standings.unit": {"en": "Unit", "ru": "Единица"},
    "standings.total": {"en": "Total", "ru": "Итог"},
    "standings.all_games": {"en": "All games together", "ru": "Все игры вместе"},
    "standings.all_games_by": {"en": "All games together: {rule}",
                               "ru": "Все игры вместе: {rule}"},
    "standings.ranked_unlike": {
        "en": "Ranked on games won, then rubbers or matches won: points of different games "
              "are not added up; equal on both: the place is shared.",
        "ru": "Места по выигранным партиям, затем по выигранным раберам или матчам: очки "
              "разных игр не складываются; при равенстве в обоих место делится."},
    "standings.decided": {"en": "Decided by", "ru": "Решено по"},
    "standings.shared": {"en": "shared", "ru": "место разделено"},
    "standings.lost": {"en": "Games lost", "ru": "Проиграно партий"},
    "standings.how": {"en": "How the place was decided", "ru": "Как решено место"},
    "standings.ties": {"en": "Ties and how they were broken", "ru": "Равенства и их разрешение"},
    "standings.all": {"en": "All evenings", "ru": "Все вечера"},
    "standings.place": {"en": "Place", "ru": "Место"},
    "standings.member": {"en": "Member", "ru": "Участник"},
    "standings.evenings": {"en": "Evenings", "ru": "Вечеров"},
    "standings.played": {"en": "Games played", "ru": "Сыграно партий"},
    "standings.won": {"en": "Games won", "ru": "Выиграно партий"},
    "standings.matches": {"en": "Rubbers / matches won", "ru": "Выиграно робберов / матчей"},
    "standings.points": _with_terms("<Points>", "<Points>"),
    "standings.empty": {"en": "No games recorded yet.", "ru": "Игр ещё не записано."},
    # --- player's history ---
    "history.title": {"en": "Player's history: {name}", "ru": "История игрока: {name}"},
    "history.date": {"en": "Date", "ru": "Дата"},
    "history.evening": {"en": "Evening", "ru": "Вечер"},
    "history.partners": {"en": "Side / partners", "ru": "Сторона / партнёры"},
    "history.result": {"en": "Result", "ru": "Результат"},
    "history.points": {"en": "Score", "ru": "Счёт"},
    "history.won": {"en": "won", "ru": "выигрыш"},
    "history.lost": {"en": "lost", "ru": "проигрыш"},
    "history.games": {"en": "games {won} of {played}", "ru": "партии: {won} из {played}"},
    "history.summary": {
        "en": "{evenings} evenings, {played} games played, {won} won; {points}",
        "ru": "Вечеров: {evenings}, сыграно партий: {played}, выиграно: {won}; {points}"},
    "history.empty": {"en": "No games yet.", "ru": "Игр пока нет."},
    # --- progressive euchre (seeds/002 lines 75-93) ---
    "party.title": _with_terms("<Progressive_euchre>", "<Progressive_euchre>"),
    "party.tally_cards": {"en": "Tally cards", "ru": "Карточки игроков"},
    "party.table_cards": {"en": "Table cards", "ru": "Карточки столов"},
    "party.slips": {"en": "Seating for the next round", "ru": "Рассадка на следующий круг"},
    "party.stars_board": {"en": "Stars board", "ru": "Таблица звёздочек"},
    "party.prizes": {"en": "Prize list", "ru": "Призы"},
    "party.table_list": {"en": "Find your table", "ru": "Найдите свой стол"},
    "party.list_round": _with_terms("<Round> {round}: where each guest sits",
                                    "<Round> {round}: кто где сидит"),
    "party.list_now": {"en": "Where each guest sits now", "ru": "Кто где сидит сейчас"},
    "party.waits": {"en": "waits", "ru": "ждёт"},
    "party.board_level": {
        "en": "Then {n} players level in place {place}: gold {gold}, red {red}, green {green}.",
        "ru": "Затем на {place}-м месте поровну игроков: {n} (золотых {gold}, красных {red}, "
              "зелёных {green})."},
    "party.board_how": {
        "en": "Ranked as the first prize is decided: most gold stars, then most red, then "
              "fewest green. The second prize goes to the most red stars and the consolation "
              "prize to the most green stars, each among those who have not won a prize yet.",
        "ru": "Места — как решается первый приз: больше всего золотых звёздочек, затем "
              "красных, затем меньше всего зелёных. Второй приз — за больше всего красных, "
              "утешительный — за больше всего зелёных, каждый среди тех, кто ещё без приза."},
    "party.board_everyone": {"en": "Every guest is listed.",
                             "ru": "В таблице все гости."},
    "party.board_top": {
        "en": "Listed: the top {n} of each and every prize winner; the whole ranking is the "
              "stars board's CSV.",
        "ru": "В таблице первые {n} каждой группы и все призёры; полный список — таблица "
              "звёздочек в CSV."},
    "party.board_rest": {"en": "Everyone else, in order", "ru": "Остальные по порядку"},
    "party.board_no_bell": {"en": "No bell has rung yet: nobody has a star, and the board "
                                  "fills after the first round.",
                            "ru": "Звонка ещё не было: звёздочек пока ни\u00a0у\u00a0кого нет, таблица "
                                  "заполнится после первого круга."},
    "party.board_guests": {"en": "Guests: {n}", "ru": "Гостей: {n}"},
    "party.prize_word.first": {"en": "First", "ru": "Первый"},
    "party.prize_word.second": {"en": "Second", "ru": "Второй"},
    "party.prize_word.consolation": {"en": "Consolation", "ru": "Утешительный"},
    "party.board_winners_below": {"en": "Prize winners further down",
                                  "ru": "Призёры ниже по таблице"},
    # --- a card party's evening results ---
    "party.results_summary": {
        "en": "{guests} guests at {tables} tables; {rounds} rounds played.",
        "ru": "Гостей: {guests}, столов: {tables}; сыграно кругов: {rounds}."},
    "party.results_ended": {
        "en": "The party ended after round {round}: the stars and the prizes are final.",
        "ru": "Турнир окончен после круга {round}: звёздочки и призы окончательные."},
    "party.results_in_play": {
        "en": "The party has not ended: round {round} is in play, and the stars and the "
              "prizes may still change.",
        "ru": "Турнир не окончен: идёт круг {round}, звёздочки и призы ещё могут измениться."},
    "party.results_not_drawn": {"en": "No party has been drawn for this evening yet.",
                                "ru": "Жеребьёвка турнира этого вечера ещё не проведена."},
    "party.results_round": _with_terms("<Round> {round}", "<Round> {round}"),
    "party.results_losers": {"en": "Losers", "ru": "Проигравшие"},
    "party.results_why": {"en": "What decided it", "ru": "Чем решено"},
    "party.results_played": {"en": "Rounds", "ru": "Кругов"},
    "party.role.red": {"en": "Lady (red pack)", "ru": "Дама (красная рубашка)"},
    "party.role.blue": {"en": "Gentleman (blue pack)", "ru": "Господин (синяя рубашка)"},
    "party.first_table": _with_terms("First <table>", "Первый <table>"),
    "party.card_of_set": {"en": "{card} · set {set}", "ru": "{card} · комплект {set}"},
    "party.continued": {"en": "continued", "ru": "продолжение"},
    "party.next_card": {"en": "more rounds on the next card", "ru": "дальше — на следующей карточке"},
    "party.fold": {"en": "fold here", "ru": "сложить здесь"},
    # under a table's and a guest's QR code (the table pages, issue 23): a few words under a
    # code of 24-30 mm
    "party.scan_table": {"en": "Scan to score this table",
                         "ru": "Счёт стола\u00a0— с\u00a0телефона"},
    "party.scan_guest": {"en": "Scan: your next table", "ru": "Сканируйте: ваш стол"},
    "party.slip_next": _with_terms("Next <round>, <table> {table}",
                                   "Следующий <round>, <table> {table}"),
    "party.round": _with_terms("<Round>", "<Round>"),
    "party.table": _with_terms("<Table>", "<Table>"),
    "party.table_n": _with_terms("<Table> {n}", "<Table> {n}"),
    "party.partner": _with_terms("<Partner>", "<Partner>"),
    "party.won": {"en": "Won", "ru": "Выигр."},
    "party.stars": _with_terms("<Stars>", "<Stars>"),
    "party.gold": {"en": "Gold", "ru": "Золотые"},
    "party.red": {"en": "Red", "ru": "Красные"},
    "party.green": {"en": "Green", "ru": "Зелёные"},
    "party.gold_help": {"en": "won at the head table", "ru": "выигрыш за главным столом"},
    "party.red_help": {"en": "won at another table", "ru": "выигрыш за другим столом"},
    "party.green_help": {"en": "lost, or stayed at the booby table",
                         "ru": "проигрыш или стол для неудачников"},
    "party.head": _with_terms("<Head_table>", "<Head_table>"),
    "party.booby": _with_terms("<Booby_table>", "<Booby_table>"),
    "party.head_help": {
        "en": "Ring the bell when a side reaches five. Winners stay and keep partners; "
              "losers go to the booby table.",
        "ru": "Звоните, когда сторона наберёт пять очков. Победители остаются партнёрами "
              "за этим столом; проигравшие идут за стол для неудачников."},
    "party.booby_help": {
        "en": "Winners move up a table. Losers, and those who stay, take a green star.",
        "ru": "Победители переходят на стол выше. Проигравшие и оставшиеся получают "
              "зелёную звёздочку."},
    "party.other_help": {
        "en": "Winners take a red star and move up to table {up}; the lady who lost stays.",
        "ru": "Победители получают красную звёздочку и переходят за стол {up}; "
              "проигравшая дама остаётся."},
    "party.slip": _with_terms("<Round> {round}, <table> {table}", "<Round> {round}, <table> {table}"),
    "party.pair": {"en": "Partners", "ru": "Партнёры"},
    "party.name": {"en": "Name", "ru": "Имя"},
    "party.role": {"en": "Pack", "ru": "Рубашка"},
    "party.role_short.red": {"en": "red", "ru": "красная"},
    "party.role_short.blue": {"en": "blue", "ru": "синяя"},
    "party.total": {"en": "Total", "ru": "Всего"},
    "party.prize": _with_terms("<Prize>", "<Prize>"),
    "party.player": _with_terms("<Player>", "<Player>"),
    "party.reason": {"en": "Why", "ru": "За что"},
    "party.prize.first": {"en": "First prize", "ru": "Первый приз"},
    "party.prize.second": {"en": "Second prize", "ru": "Второй приз"},
    "party.prize.consolation": {"en": "Consolation prize", "ru": "Утешительный приз"},
    "party.no_prizes": {"en": "No prizes awarded yet.", "ru": "Призы ещё не присуждены."},

}


def tr(key: str, lang: str, **values: object) -> str:
    """The message ``key`` in ``lang`` with its placeholders filled in."""
    texts = MESSAGES[key]
    text = texts.get(lang) or texts["en"]
    return text.format(**values) if values else text


def has(key: str) -> bool:
    """Whether the catalogue has this message id."""
    return key in MESSAGES


# a count's word by the language's plural rule (CLDR: English one/other, Russian one/few/many)
COUNTED: dict[str, dict[str, tuple[str, ...]]] = {
    "points": {"en": ("point", "points"), "ru": ("очко", "очка", "очков")},
    "holes": {"en": ("hole", "holes"), "ru": ("лунка", "лунки", "лунок")},
    "chips": {"en": ("chip", "chips"), "ru": ("фишка", "фишки", "фишек")},
    "stars": {"en": ("star", "stars"), "ru": ("звёздочка", "звёздочки", "звёздочек")},
    "deals": {"en": ("deal", "deals"), "ru": ("сдача", "сдачи", "сдач")},
    "games": {"en": ("game won", "games won"),
              "ru": ("выигранная партия", "выигранные партии", "выигранных партий")},
}


def counted(value: int, unit: str, lang: str) -> str:
    """A number and its unit in the form the number takes: "1 point", "14 очков", "-18 фишек"
    (a no-break space between them)."""
    from clubapp.words.catalogue import plural_index

    forms = COUNTED[unit].get(lang) or COUNTED[unit]["en"]
    word = forms[min(plural_index(value, lang), len(forms) - 1)]
    return f"{format_number(value, lang)}\u00a0{word}"


_MONTHS_RU = ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
              "сентября", "октября", "ноября", "декабря")
_MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December")


def format_number(value: int, lang: str) -> str:
    """A whole number as the language writes it: 1,234 in English, 1 234 in Russian."""
    text = f"{abs(int(value)):,}"
    if lang == "ru":
        text = text.replace(",", "\u00a0")  # a no-break space: a number never splits
    return f"-{text}" if value < 0 else text


def format_money(amount: Decimal, lang: str) -> str:
    """Money as the language writes it: 1,234.50 in English, 1 234,50 in Russian."""
    sign = "-" if amount < 0 else ""
    text = f"{abs(amount):,}"
    if lang == "ru":
        text = text.replace(",", "\u00a0").replace(".", ",")
    return sign + text


def format_date(day: dt.date, lang: str) -> str:
    """A date as the language writes it: 5 March 2024, 5 марта 2024 г."""
    if lang == "ru":
        return f"{day.day} {_MONTHS_RU[day.month - 1]} {day.year} г."
    return f"{day.day} {_MONTHS_EN[day.month - 1]} {day.year}"
