"""One glossary for the window and the printed documents, in English and Russian.

Game names, the card table's terms, and the labels of house rules and score-form fields, as the
rule books in ``seeds/`` name them. It is built from what the rules already say in both
languages (each game's ``name``/``name_ru``, each field's and option's ``label``/``label_ru``),
with tables here for what the rules say in English only (the labels of choices and of house-rule
values) and the terms of the rule books, each with the seed line that uses the Russian word.

The window (score form, house rules, game choices) and the reports (score sheets, results,
standings, party documents) both read it, so a game or a term has one Russian name everywhere.
Pure: no Qt.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from clubapp.events.prizes import PRIZE_OPTIONS
from clubapp.events.progressive import PARTY_OPTIONS
from clubapp.rules import all_games, get_game
from clubapp.rules.base import GameRules
from clubapp.rules.schema import Field, Option

LANGUAGES = ("en", "ru")


@dataclass(frozen=True)
class Term:
    """A word of the card table in both languages; ``source`` is a seed line using the Russian
    (``"002:217"`` is seeds/002_*.txt line 217), empty where the books do not use it."""

    en: str
    ru: str
    source: str = ""

    def text(self, lang: str) -> str:
        """The word in the language (English for any language but Russian)."""
        return self.ru if lang == "ru" else self.en

    def title(self, lang: str) -> str:
        """The word with a capital letter, as a heading or a column starts."""
        word = self.text(lang)
        return word[:1].upper() + word[1:]


# The terms of the rule books. The Russian is the books' own word; where two books differ,
# one word is used for one thing everywhere: the euchre book's «рабер» (002:217) and the whist
# book's «роббер» (004:25) are both «роббер», the word of the whist book and of the dictionary.
TERMS: dict[str, Term] = {
    # games and ways to play an evening
    "euchre": Term("euchre", "эвхр", "002:75"),
    "progressive_euchre": Term("progressive euchre", "прогрессивный эвхр", "002:75"),
    "military_euchre": Term("military euchre", "военный эвхр", "002:95"),
    "cribbage": Term("cribbage", "криббедж", "001:31"),
    "loo": Term("loo", "лу", "000:39"),
    "rams": Term("rams", "рамс", "000:3"),
    "whist": Term("whist", "вист", "004:9"),
    # the deal and the play
    "game": Term("game", "партия", "002:7"),
    "deal": Term("deal", "сдача", "001:67"),
    "dealer": Term("dealer", "сдатчик", "000:7"),
    "eldest_hand": Term("eldest hand", "старшая рука", "002:7"),
    "pone": Term("pone", "поун", "001:59"),
    "trick": Term("trick", "взятка", "000:21"),
    "tricks": Term("tricks", "взятки", "002:5"),
    "trump": Term("trump", "козырь", "002:3"),
    "trumps": Term("trumps", "козыри", "002:131"),
    "bower": Term("bower", "бауэр", "002:15"),
    "march": Term("march", "марш", "002:53"),
    "lone_hand": Term("lone hand", "одиночка", "002:111"),
    "euchred": Term("euchred", "эвхрирован", "002:115"),
    "widow": Term("widow", "вдова", "000:9"),
    "pool": Term("pool", "кон", "000:45"),
    "revoke": Term("revoke", "ревок", "002:57"),
    "rubber": Term("rubber", "роббер", "004:25"),
    "whist_rubber": Term("rubber", "роббер", "004:25"),
    "match": Term("match", "матч", ""),
    "bid": Term("bid", "заявка", "002:141"),
    "contract": Term("contract", "контракт", "000:199"),
    "stake": Term("stake", "ставка", "003:4"),
    "pot": Term("pot", "котёл", "003:3"),
    "talon": Term("talon", "прикуп", "003:7"),
    "pass": Term("pass", "пас", "003:15"),
    "misere": Term("misère", "мизер", ""),
    "chips": Term("chips", "фишки", "002:133"),
    "penalty": Term("penalty", "штраф", "000:47"),
    "flush": Term("flush", "флеш", "000:63"),
    "joker": Term("joker", "джокер", "002:131"),
    "jambone": Term("jambone", "джамбон", "002:123"),
    "slam": Term("slam", "шлем", "002:119"),
    "pam": Term("Pam", "пэм", "000:83"),
    # cribbage
    "crib": Term("crib", "криб", "001:71"),
    "starter": Term("starter", "стартер", "001:77"),
    "his_heels": Term("his heels", "пятки", "001:79"),
    "lurch": Term("lurch", "лерч", "001:43"),
    "muggins": Term("muggins", "маггинс", "001:221"),
    # people, places and the score
    "player": Term("player", "игрок", "000:5"),
    "partner": Term("partner", "партнёр", "002:5"),
    "side": Term("side", "сторона", "002:7"),
    "points": Term("points", "очки", "002:7"),
    "table": Term("table", "стол", "002:79"),
    "round": Term("round", "круг", ""),
    "head_table": Term("head table", "главный стол", "002:79"),
    "booby_table": Term("booby table", "стол для неудачников", "002:79"),
    "star": Term("star", "звёздочка", "002:79"),
    "stars": Term("stars", "звёздочки", "002:79"),
    "gold_stars": Term("gold stars", "золотые звёздочки", "002:85"),
    "red_stars": Term("red stars", "красные звёздочки", "002:85"),
    "green_stars": Term("green stars", "зелёные звёздочки", "002:85"),
    "prize": Term("prize", "приз", "002:87"),
    "lady": Term("lady", "дама", "002:89"),
    "gentleman": Term("gentleman", "господин", "002:87"),
}


def term(key: str, lang: str, *, title: bool = False) -> str:
    """A term of the rule books in the language (with a capital when ``title``)."""
    found = TERMS[key]
    return found.title(lang) if title else found.text(lang)


# --- what the rules give in English only ---------------------------------------------------
_SUITS_OF = {"C": "треф", "D": "бубен", "H": "червей", "S": "пик", "NT": "без козыря"}

# the labels of a field's choices, by their English label (or the choice itself, when the rules
# give no label); cards, sides and numbers need none
CHOICES_RU: dict[str, str] = {
    "add to his score": "прибавить к своему счёту",
    "add to their score": "прибавить к своему счёту",
    "deduct from the offender": "снять с провинившегося",
    "deduct from the offenders": "снять с провинившихся",
    "side A": "сторона A",
    "side B": "сторона B",
    "both sides": "обе стороны",
    "Dealer": "Сдающий",
    "Pone (non-dealer)": "Поун (не сдающий)",
    "Eldest hand (dealer's left)": "Старшая рука (слева от сдающего)",
    "Second hand": "Вторая рука",
    "Third hand": "Третья рука",
    "clubs ♣": "трефы ♣",
    "diamonds ♦": "бубны ♦",
    "hearts ♥": "червы ♥",
    "spades ♠": "пики ♠",
    "frog ×1": "фрог ×1",
    "chico ×2": "чико ×2",
    "grand ×4": "гранд ×4",
    "1 (with the talon)": "раз (с прикупом)",
    "game (no talon)": "игра (без прикупа)",
    "hearts (no talon)": "червы (без прикупа)",
    "13 tricks (slam)": "13 взяток (шлем)",
    "little misère": "малый мизер",
    "big misère": "большой мизер",
    "little open": "малая открытая",
    "big open": "большая открытая",
    "clubs": "трефы",
    "spades": "пики",
    "diamonds": "бубны",
    "hearts": "червы",
    "whist": "вист",
    "pass": "пас",
    "invite": "приглашаю",
    "hold": "здесь",
    "game": "игра",
    **{f"{n} tricks": f"{n} взяток" for n in range(5, 10)},
    **{f"{n} {suit}": f"{n} {_SUITS_OF[code]}" for n in range(6, 11)
       for code, suit in (("S", "spades"), ("C", "clubs"), ("D", "diamonds"), ("H", "hearts"),
                          ("NT", "no-trumps"))},
}

# the values of house rules that are choices: (option, value) -> (English, Russian)
OPTION_CHOICES: dict[tuple[str, str], tuple[str, str]] = {
    ("bidding", "sell"): ("the eldest hand sells", "старшая рука продаёт"),
    ("bidding", "board"): ("bids to the board", "торговля вкруговую"),
    ("seller_out_bids", "barred"): ("barred", "запрещена"),
    ("seller_out_bids", "full-value"): ("at full value", "по полной цене"),
    ("failed_contract", "declarer-loses"): ("the declarer pays its value",
                                            "разыгрывающий платит её стоимость"),
    ("failed_contract", "opponents-score"): ("each opponent scores it",
                                             "каждый противник записывает её"),
    ("count", "difference"): ("the difference (standard)", "по разнице (обычный)"),
    ("count", "each-takes"): ("each side scores what it takes",
                              "каждая сторона записывает взятое"),
    ("revoke_penalty", "two"): ("two points (law 30)", "два очка (закон 30)"),
    ("revoke_penalty", "bid"): ("the number bid", "величина заявки"),
    ("jambone_euchred", "lose"): ("two off his side", "минус два его стороне"),
    ("jambone_euchred", "opponents"): ("two to the opponents", "два очка противникам"),
    ("limit", "limited"): ("limited", "лимитный"),
    ("limit", "unlimited"): ("unlimited", "безлимитный"),
    ("all_pass", "dealer_takes"): ("the dealer takes the pool", "сдатчик забирает кон"),
    ("all_pass", "pool_stays"): ("the pool stays", "кон остаётся"),
    ("lone_player", "dealer_defends"): ("the dealer defends the pool",
                                        "сдатчик защищает кон"),
    ("lone_player", "takes_pool"): ("the player takes the pool", "игрок забирает кон"),
    ("odd_chips", "stay"): ("stay in the pool", "остаются в кону"),
    ("odd_chips", "eldest"): ("to the eldest winner", "старшему из выигравших"),
    ("schedule", "book"): ("the book's table", "таблица из книги"),
    ("schedule", "avondale"): ("Avondale", "Эйвондейл"),
    ("hold_rule", "earlier-hand"): ("only an earlier hand", "только игрок, говоривший раньше"),
    ("hold_rule", "any-overbid"): ("anyone overbid", "любой перебитый"),
    # the progressive-euchre party's house rules (events.progressive, events.prizes)
    ("sit_out", "player"): ("single players in turn", "игроки по очереди"),
    ("sit_out", "pair"): ("a visiting pair together", "пара вместе"),
    ("second_ties", "lots"): ("by lot", "по жребию"),
    ("second_ties", "stars"): ("by the stars", "по звёздочкам"),
    ("consolation_ties", "lots"): ("by lot", "по жребию"),
    ("consolation_ties", "stars"): ("by the stars", "по звёздочкам"),
}


# --- lookups ---------------------------------------------------------------------------------
def game_name(game: GameRules | str, lang: str) -> str:
    """A game's name in the language (its id or its rules)."""
    rules = get_game(game) if isinstance(game, str) else game
    return rules.name_ru if lang == "ru" and rules.name_ru else rules.name


def field_label(fld: Field, lang: str) -> str:
    """A score-form field's label in the language."""
    if lang == "ru" and fld.label_ru:
        return fld.label_ru
    return fld.label or fld.name


def option_label(option: Option, lang: str) -> str:
    """A house rule's label in the language."""
    return option.label_ru if lang == "ru" and option.label_ru else option.label


def choice_label(fld: Field, choice: str, lang: str) -> str:
    """How one choice of a field is shown: the rules' label in the language (the field's own
    Russian label first, then the Russian of its English label here)."""
    english = fld.choice_labels.get(choice, choice)
    if lang == "ru":
        own = fld.choice_labels_ru.get(choice)
        return own if own else CHOICES_RU.get(english, english)
    return english


def option_choice_label(option: Option, choice: str, lang: str) -> str:
    """How one value of a house rule that is a choice is shown (the option's own labels first)."""
    own = (option.choice_labels_ru if lang == "ru" else option.choice_labels).get(choice)
    if own:
        return own
    texts = OPTION_CHOICES.get((option.name, choice))
    if texts is None:
        return choice
    return texts[1] if lang == "ru" else texts[0]


def field_help(fld: Field, lang: str) -> str:
    """A score-form field's help (its tooltip) in the language."""
    if lang == "ru" and fld.help_ru:
        return fld.help_ru
    return fld.help


def option_help(option: Option, lang: str) -> str:
    """A house rule's help in the language."""
    if lang == "ru" and option.help_ru:
        return option.help_ru
    return option.help


_WORD = re.compile(r"[A-Za-z]{2,}")


def needs_words(text: str) -> bool:
    """Whether a label has words to translate (not only numbers, cards, letters or signs)."""
    return bool(_WORD.search(text))


# --- the whole glossary ----------------------------------------------------------------------
@dataclass(frozen=True)
class Entry:
    """One line of the glossary: what it names, its English and its Russian."""

    kind: str  # "game", "field", "choice", "option", "option value", "term"
    key: str
    en: str
    ru: str


def _fields(fields: tuple[Field, ...]) -> Iterator[Field]:
    for fld in fields:
        yield fld
        yield from _fields(fld.fields)


@cache
def entries() -> tuple[Entry, ...]:
    """Every name, label and term, in both languages (duplicates of the same pair once)."""
    out: list[Entry] = []
    seen: set[tuple[str, str, str]] = set()

    def add(kind: str, key: str, en: str, ru: str) -> None:
        if (kind, en, ru) not in seen:
            seen.add((kind, en, ru))
            out.append(Entry(kind, key, en, ru))

    for game in all_games():
        add("game", game.id, game.name, game.name_ru)
        for fld in _fields(game.entry_schema):
            add("field", f"{game.id}.{fld.name}", fld.label, fld.label_ru)
            for choice in fld.choices:
                english = choice_label(fld, choice, "en")
                if needs_words(english):
                    add("choice", f"{game.id}.{fld.name}.{choice}", english,
                        choice_label(fld, choice, "ru"))
        for option in game.options:
            add("option", f"{game.id}.{option.name}", option.label, option.label_ru)
            for choice in option.choices:
                add("option value", f"{game.id}.{option.name}.{choice}",
                    option_choice_label(option, choice, "en"),
                    option_choice_label(option, choice, "ru"))
    for option in (*PARTY_OPTIONS, *PRIZE_OPTIONS):
        add("option", f"party.{option.name}", option.label, option.label_ru)
        for choice in option.choices:
            add("option value", f"party.{option.name}.{choice}",
                option_choice_label(option, choice, "en"),
                option_choice_label(option, choice, "ru"))
    for key, found in TERMS.items():
        add("term", key, found.en, found.ru)
    return tuple(out)


def russian(english: str) -> str | None:
    """The Russian of an English name, label or term in the glossary (None when not in it)."""
    return _russian_of().get(english)


@cache
def _russian_of() -> dict[str, str]:
    found: dict[str, str] = {}
    for entry in entries():
        found.setdefault(entry.en, entry.ru)
    return found
