"""What a cribbage scorer enters after a deal, and the house-rule options (seeds/001 31–287).

A deal is entered in one of two ways, each an optional group of the schema:

- ``count``: the points each player pegged, by role (``pone``/``dealer`` for two, ``eldest``,
  ``second``, ``third`` and ``dealer`` round the table for three and four): ``play`` and
  ``hand`` for everybody, ``crib`` for the dealer, ``heels``, optionally the ``starter`` (then
  the counts are checked against it), ``first_out`` when more than one side reaches the game
  hole in the play, and ``muggins_on`` a player's play, hand or crib: what the others took
  from it by muggins (lines 219–221), pegged right after that part of the count. A game won
  before the shows (line 227) is entered without the shows that were never made;
- ``cards``: the kept hands by role, the ``crib`` and the ``starter``; the program counts the
  shows itself, and the play from the order of ``play`` (or takes the ``pegged`` points when
  the order was not kept); his heels is counted when a jack is turned up, unless
  ``heels_forgotten``; ``claims`` gives what a player announced (or pegged in the play) when it
  was wrong, for muggins. A game won in the play is entered with the order of play as far as
  it went, without the crib.

Either way ``penalties`` gives points pegged for the other side's irregularities before the
play (a misdeal, touching the pegs: 2 each in the book, lines 67–75, 225), and ``irregular``
names the irregularities the book lets stand, each pegged at its moment: an illegal go in the
play (line 203), a short hand before the play (line 213), a crib a card short or over when the
crib is shown (line 215).

Roles are keys rather than names because the generic ``"dealer": name`` of an entry (the
pipeline's) and the dealer's own counts must not share a field name at the top level.
"""

from __future__ import annotations

from collections.abc import Mapping

from clubapp.rules.games.cribbage_checks import LONG_CRIB_MAX
from clubapp.rules.schema import Field, Option

ROLE_LABELS = {
    "pone": ("Pone (non-dealer)", "Поун (не сдающий)"),
    "eldest": ("Eldest hand (dealer's left)", "Старшая рука (слева от сдающего)"),
    "second": ("Second hand", "Вторая рука"),
    "third": ("Third hand", "Третья рука"),
    "dealer": ("Dealer", "Сдающий"),
}
CRIB_IRREGULAR = ("short", "long")

MAX_SHOW = 29  # a crib, like a six-card hand, shows at most 29 (line 147)
MAX_PENALTIES = 60  # the schema's ceiling of penalties a deal


def _role_labels(roles: tuple[str, ...]) -> tuple[dict[str, str], dict[str, str]]:
    return ({r: ROLE_LABELS[r][0] for r in roles}, {r: ROLE_LABELS[r][1] for r in roles})


def _roles_choice(name: str, label: str, label_ru: str, roles: tuple[str, ...], help_text: str,
                  help_ru: str) -> Field:
    labels, labels_ru = _role_labels(roles)
    return Field(name, "choice", label, label_ru, required=False, choices=roles,
                 choice_labels=labels, choice_labels_ru=labels_ru, help=help_text,
                 help_ru=help_ru)


def _muggins_on(role: str, roles: tuple[str, ...], *, max_play: int, max_hand: int,
                dealer: bool) -> Field:
    parts = [
        Field("play", "int", "In his play", "В его розыгрыше", required=False, minimum=0,
              maximum=max_play, help="taken when the next card is played (line 221)",
              help_ru="берётся, когда сыграна следующая карта (строка 221)"),
        Field("hand", "int", "On his hand", "С его руки", required=False, minimum=0,
              maximum=max_hand, help="taken once the hand is pegged, before the next show "
                                     "(line 221)",
              help_ru="берётся, когда рука отмечена, до следующего показа (строка 221)"),
    ]
    if dealer:
        parts.append(Field("crib", "int", "On his crib", "С его криба", required=False,
                           minimum=0, maximum=LONG_CRIB_MAX,
                           help="taken once the crib is pegged (line 221)",
                           help_ru="берётся, когда криб отмечен (строка 221)"))
    if len(roles) == 3:
        parts.append(_roles_choice("called_by", "Muggins called by", "«Маггинс» объявил",
                                   tuple(r for r in roles if r != role),
                                   "who takes these points", "кто забирает эти очки"))
    return Field("muggins_on", "group", "Muggins on his count", "«Маггинс» на его счёт",
                 required=False, fields=tuple(parts),
                 help="what the others took by muggins from his count: points he missed, or "
                      "overcounted and had to take back (lines 219–221)",
                 help_ru="что другие забрали по «маггинс» с его счёта: пропущенные очки или "
                         "лишние, которые он снял (строки 219–221)")


def _role_count(role: str, roles: tuple[str, ...], *, max_play: int, max_hand: int,
                dealer: bool) -> Field:
    label, label_ru = ROLE_LABELS[role]
    fields = [
        Field("play", "int", "Pegged in the play", "Очки в розыгрыше", required=False, minimum=0,
              maximum=max_play, help="15s, 31s, pairs, runs, go and last card (lines 159–211)",
              help_ru="пятнадцать, тридцать один, пары, последовательности, «го» и последняя "
                      "карта (строки 159–211)"),
        Field("hand", "int", "Hand (with the starter)", "Рука (со стартером)", required=False,
              minimum=0, maximum=max_hand,
              help="the show as pegged; nineteen is how a player says he has nothing "
                   "(line 223); leave it out when the game was won before it",
              help_ru="показ, как он отмечен; «девятнадцать» значит, что записывать нечего "
                      "(строка 223); не заполняйте, если партия кончилась раньше"),
    ]
    if dealer:
        fields.append(Field("crib", "int", "Crib", "Криб", required=False, minimum=0,
                            maximum=LONG_CRIB_MAX,
                            help="leave it out when the game was won before it (line 227)",
                            help_ru="не заполняйте, если партия кончилась раньше (строка 227)"))
    fields.append(_muggins_on(role, roles, max_play=max_play, max_hand=max_hand, dealer=dealer))
    return Field(role, "group", label, label_ru, fields=tuple(fields))


def _penalties(roles: tuple[str, ...]) -> Field:
    return Field(
        "penalties", "group", "Penalties scored", "Штрафные очки", required=False,
        fields=tuple(Field(r, "int", ROLE_LABELS[r][0], ROLE_LABELS[r][1], required=False,
                           minimum=0, maximum=MAX_PENALTIES) for r in roles),
        help="points pegged for the others' irregularities, before the play (2 each in the "
             "book: lines 67–75, 225)",
        help_ru="очки за нарушения других игроков, до розыгрыша (в книге по 2 за каждое: "
                "строки 67–75, 225)")


def _irregular(roles: tuple[str, ...], *, by_cards: bool) -> Field:
    """The irregularities the book lets stand, each pegged at its own moment."""
    if by_cards:
        go = Field("go_after", "int", "Illegal go let stand, after card no.",
                   "Неправильное «го» оставлено, после карты №", required=False, minimum=0,
                   maximum=40,
                   help="line 203: a player said go (or pegged a go) with a card that fitted, "
                        "after this many cards of the play; the other side pegs 2",
                   help_ru="строка 203: игрок сказал «го» (или отметил «го»), имея карту, "
                           "которую мог сыграть, после стольких карт розыгрыша; другая "
                           "сторона отмечает 2")
    else:
        go = _roles_choice("go_by", "Illegal go let stand, said by",
                           "Неправильное «го» оставлено, сказал", roles,
                           "line 203: the other side pegs 2 in the play",
                           "строка 203: другая сторона отмечает 2 в розыгрыше")
    labels = {"short": "a card short", "long": "a card too many"}
    labels_ru = {"short": "на карту меньше", "long": "лишняя карта"}
    return Field(
        "irregular", "group", "Irregularities let stand", "Нарушения, оставленные в силе",
        required=False,
        fields=(
            go,
            _roles_choice("short_hand", "Short hand of", "Короткая рука у", roles,
                          "line 213: a card too few after laying out to the crib; the "
                          "opponent pegs 2 and the hand is played and shown as it is",
                          "строка 213: на карту меньше после сноса в криб; противник "
                          "отмечает 2, рука играется и показывается как есть"),
            Field("crib", "choice", "The crib", "Криб", required=False,
                  choices=CRIB_IRREGULAR, choice_labels=labels, choice_labels_ru=labels_ru,
                  help="line 215: a crib a card short is shown as it is and the pone pegs 2; "
                       "a card too many: the dealer counts it if the pone's hand was short, "
                       "else it is void (and with both hands right the pone pegs 2)",
                  help_ru="строка 215: криб на карту меньше показывается как есть, поун "
                          "отмечает 2; с лишней картой сдающий считает его, если короткая "
                          "рука была у поуна, иначе криб недействителен (а при правильных "
                          "руках поун отмечает 2)"),
        ),
        help="the irregularities of lines 203–215 that the opponent let stand",
        help_ru="нарушения строк 203–215, которые противник оставил в силе")


def count_group(roles: tuple[str, ...], *, max_play: Mapping[str, int], max_hand: int) -> Field:
    """The ``count`` group: the points of a deal as pegged, part by part."""
    fields = [_role_count(r, roles, max_play=max_play[r], max_hand=max_hand,
                          dealer=r == "dealer") for r in roles]
    fields += [
        Field("heels", "bool", "His heels (a jack turned up)", "«Пятки» (валет в стартере)",
              required=False, default=False, help="2 to the dealer at the turn-up (line 79)",
              help_ru="2 сдающему, когда открыт стартер (строка 79)"),
        Field("starter", "card", "Starter", "Стартер", required=False,
              help="given, it lets the counts be checked against it",
              help_ru="если указан, счёт проверяется по нему"),
        _roles_choice("first_out", "Pegged out first in the play", "Первым вышел в розыгрыше",
                      roles, "needed when more than one side reaches the game hole in the play",
                      "нужно, когда в розыгрыше до игрового отверстия доходят несколько "
                      "сторон"),
        _penalties(roles),
        _irregular(roles, by_cards=False),
    ]
    return Field("count", "group", "Points as pegged", "Очки по частям", required=False,
                 fields=tuple(fields))


def cards_group(roles: tuple[str, ...], *, hand_size: int, max_play: Mapping[str, int],
                claims_called_by: bool) -> Field:
    """The ``cards`` group: the cards of the deal, counted by the program."""
    hands = [Field(r, "cards", f"{ROLE_LABELS[r][0]}: kept cards",
                   f"{ROLE_LABELS[r][1]}: оставленные карты", help=f"{hand_size} cards",
                   help_ru=f"{hand_size} карт" if hand_size == 5 else f"{hand_size} карты")
             for r in roles]
    claim_fields = []
    for role in roles:
        parts = [
            Field("play", "int", "Pegged in the play", "Отмечено в розыгрыше", required=False,
                  minimum=0, maximum=99,
                  help="what he pegged, when it was not what the play gave him",
                  help_ru="сколько он отметил, если не столько, сколько дал ему розыгрыш"),
            Field("hand", "int", "Hand announced", "Объявлено за руку", required=False,
                  minimum=0, maximum=99,
                  help="nineteen, or any number no hand can show, announces nothing (line 223)",
                  help_ru="«девятнадцать» или число, которого не бывает, значит «нечего "
                          "записывать» (строка 223)"),
        ]
        if role == "dealer":
            parts.append(Field("crib", "int", "Crib announced", "Объявлено за криб",
                               required=False, minimum=0, maximum=99))
        if claims_called_by:
            parts.append(_roles_choice("called_by", "Muggins called by", "«Маггинс» объявил",
                                       roles, "who takes the points missed or overcounted",
                                       "кто забирает пропущенные или лишние очки"))
        label, label_ru = ROLE_LABELS[role]
        claim_fields.append(Field(role, "group", label, label_ru, required=False,
                                  fields=tuple(parts)))
    pegged = Field("pegged", "group", "Pegged in the play (order not kept)",
                   "Очки в розыгрыше (порядок не записан)", required=False,
                   fields=tuple(Field(r, "int", ROLE_LABELS[r][0], ROLE_LABELS[r][1],
                                      minimum=0, maximum=max_play[r]) for r in roles))
    fields = [
        Field("starter", "card", "Starter", "Стартер"),
        *hands,
        Field("crib", "cards", "Crib", "Криб", required=False,
              help="4 cards; leave it out when the game was won in the play (line 227)",
              help_ru="4 карты; не заполняйте, если партия кончилась в розыгрыше (строка 227)"),
        Field("play", "cards", "Order of play", "Порядок розыгрыша", required=False,
              help="every card as played, the leader's first; as far as it went when the "
                   "game was won in the play",
              help_ru="все карты в порядке розыгрыша, начиная с первого хода; если партия "
                      "кончилась в розыгрыше — до этого места"),
        pegged,
        Field("heels_forgotten", "bool", "Heels not pegged before the play",
              "«Пятки» не записаны до розыгрыша", required=False, default=False,
              help="line 79: a jack turned up scores 2 unless the dealer plays a card first",
              help_ru="строка 79: открытый валет даёт 2, если сдающий записал их до первой "
                      "карты"),
        Field("claims", "group", "Counts announced wrong", "Неверно объявленный счёт",
              required=False, fields=tuple(claim_fields),
              help="muggins: lines 217–223", help_ru="«маггинс»: строки 217–223"),
        _roles_choice("first_out", "Pegged out first in the play", "Первым вышел в розыгрыше",
                      roles, "needed with pegged points when more than one side gets home",
                      "нужно при очках без порядка розыгрыша, когда до игрового отверстия "
                      "доходят несколько сторон"),
        _penalties(roles),
        _irregular(roles, by_cards=True),
    ]
    return Field("cards", "group", "Cards of the deal", "Карты сдачи", required=False,
                 fields=tuple(fields))


def cribbage_options(target: int, *, targets: str, targets_ru: str,
                     three_for_last: bool = False) -> tuple[Option, ...]:
    """The house-rule options of a cribbage variant, the book's values as defaults."""
    options = [
        Option("target", "int", target, "Points for game", "Очков для партии", minimum=61,
               maximum=181, help=f"{targets}; 61, 121 or 181 (a board's holes)",
               help_ru=f"{targets_ru}; 61, 121 или 181 (отверстия доски)"),
        Option("lurch", "bool", True, "A lurch counts two games", "«Лерч» — две партии",
               help="line 43: the winner home before the loser passes the turn (target − 31)",
               help_ru="строка 43: победитель дошёл до конца, пока проигравший не прошёл "
                       "поворот (очков для партии − 31)"),
        Option("muggins", "bool", True, "Muggins", "«Маггинс»",
               help="lines 219–221: the other side takes points missed or overcounted",
               help_ru="строки 219–221: другая сторона забирает пропущенные или лишние очки"),
        Option("games", "int", 1, "Games to win the match", "Партий для победы в матче",
               minimum=1, maximum=99, help="a lurch counts two (line 63)",
               help_ru="«лерч» считается за две (строка 63)"),
    ]
    if three_for_last:
        options.append(Option("three_for_last", "bool", True, "Three for last",
                              "Три за последние",
                              help="line 255: the pone of each game's first deal pegs 3",
                              help_ru="строка 255: поун первой сдачи каждой партии "
                                      "отмечает 3"))
    return tuple(options)
