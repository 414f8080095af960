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
    "sheet.points": {"en": "Pts", "ru": "Очки"},
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
    "sheet.no_deals": {"en": "No deals recorded yet.", "ru": "Сдач ещё не записано."},
    "sheet.withdrawn": {"en": "{n} undone deal(s) are not counted.",
                        "ru": "Отменённых сдач (не считаются): {n}."},
    # --- euchre rubber (seeds/002 line 219, law 3) ---
    "rubber.title": _with_terms("The <rubber> (law 3)", "<Rubber> (закон 3)"),
    "rubber.game": {"en": "Game {n}: {winner} won, the losers had {loser_score}: a {kind}",
                    "ru": "Партия {n}: выиграл(а) {winner}, у проигравших {loser_score}: {kind}"},
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
    "bids.title": {"en": "Bid values ({schedule} schedule)",
                   "ru": "Стоимость заявок (таблица: {schedule})"},
    "bids.tricks": _with_terms("<Tricks>", "<Tricks>"),
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
    "evening.no_game": {"en": "no game started", "ru": "игра не начата"},
    "evening.games_won": {"en": "games won: {games}", "ru": "выиграно партий: {games}"},
    "evening.deals": {"en": "{n} deals", "ru": "сдач: {n}"},
    "evening.summary": {"en": "{tables} tables, {players} players, {finished} of {games} games finished",
                        "ru": "Столов: {tables}, игроков: {players}, закончено игр: {finished} из {games}"},
    "evening.closed": {"en": "closed", "ru": "закрыт"},
    "evening.open": {"en": "open", "ru": "открыт"},
    # --- standings ---
    "chips.title": {"en": "Chips and settlement", "ru": "Фишки и расчёт"},
    "chips.value": {"en": "A white chip is worth {money}", "ru": "Белая фишка стоит {money}"},
    "chips.player": {"en": "Player", "ru": "Игрок"},
    "chips.held": {"en": "Chips held", "ru": "Фишек на руках"},
    "chips.net": {"en": "Won or lost", "ru": "Выигрыш или проигрыш"},
    "chips.money": {"en": "Money", "ru": "Деньги"},
    "chips.payments": {"en": "Payments", "ru": "Платежи"},
    "chips.pays": {"en": "{payer} pays {payee} {amount}", "ru": "{payer} платит {payee} {amount}"},
    "chips.nobody_owes": {"en": "Nobody owes anybody.", "ru": "Никто никому не должен."},
    "standings.title": {"en": "Standings", "ru": "Турнирная таблица"},
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
    "history.points": _with_terms("<Points>", "<Points>"),
    "history.won": {"en": "won", "ru": "выигрыш"},
    "history.lost": {"en": "lost", "ru": "проигрыш"},
    "history.games": {"en": "games {won} of {played}", "ru": "партии: {won} из {played}"},
    "history.summary": {
        "en": "{evenings} evenings, {played} games played, {won} won, {points} points",
        "ru": "Вечеров: {evenings}, сыграно партий: {played}, выиграно: {won}, очков: {points}"},
    "history.empty": {"en": "No games yet.", "ru": "Игр пока нет."},
    # --- progressive euchre (seeds/002 lines 75-93) ---
    "party.title": _with_terms("<Progressive_euchre>", "<Progressive_euchre>"),
    "party.tally_cards": {"en": "Tally cards", "ru": "Карточки игроков"},
    "party.table_cards": {"en": "Table cards", "ru": "Карточки столов"},
    "party.slips": {"en": "Seating for the next round", "ru": "Рассадка на следующий круг"},
    "party.stars_board": {"en": "Stars board", "ru": "Таблица звёздочек"},
    "party.prizes": {"en": "Prize list", "ru": "Призы"},
    "party.role.red": {"en": "Lady (red pack)", "ru": "Дама (красная рубашка)"},
    "party.role.blue": {"en": "Gentleman (blue pack)", "ru": "Господин (синяя рубашка)"},
    "party.drew": {"en": "Drew {card}: first game at table {table}",
                   "ru": "Вытянул(а) {card}: первая игра за столом {table}"},
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
    "party.more_rounds": {"en": "… and {n} more rounds", "ru": "… и ещё кругов: {n}"},
}


def tr(key: str, lang: str, **values: object) -> str:
    """The message ``key`` in ``lang`` with its placeholders filled in."""
    texts = MESSAGES[key]
    text = texts.get(lang) or texts["en"]
    return text.format(**values) if values else text


def has(key: str) -> bool:
    """Whether the catalogue has this message id."""
    return key in MESSAGES


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


def format_date(day: dt.date, lang: str) -> str:
    """A date as the language writes it: 5 March 2024, 5 марта 2024 г."""
    if lang == "ru":
        return f"{day.day} {_MONTHS_RU[day.month - 1]} {day.year} г."
    return f"{day.day} {_MONTHS_EN[day.month - 1]} {day.year}"
