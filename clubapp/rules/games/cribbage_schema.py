"""What a cribbage scorer enters after a deal, and the house-rule options (seeds/001 31–287).

A deal is entered in one of two ways, each an optional group of the schema:

- ``count``: the points each player pegged, by role (``pone``/``dealer`` for two, ``eldest``,
  ``second``, ``third`` and ``dealer`` round the table for three and four): ``play`` and
  ``hand`` for everybody, ``crib`` for the dealer, ``heels``, optionally the ``starter`` (then
  the counts are checked against it), ``first_out`` when more than one side reaches the game
  hole in the play, and the points taken by ``muggins``;
- ``cards``: the kept hands by role, the ``crib`` and the ``starter``; the program counts the
  shows itself, and the play from the order of ``play`` (or takes the ``pegged`` points when
  the order was not kept); his heels is counted when a jack is turned up, unless
  ``heels_forgotten``; ``claims`` gives a show that was announced wrong (for muggins).

Either way ``penalties`` gives points pegged for the other side's irregularities (misdeals,
a wrong go, touching the pegs: 2 each in the book, lines 67–75, 203, 213–219, 225).

Roles are keys rather than names because the generic ``"dealer": name`` of an entry (the
pipeline's) and the dealer's own counts must not share a field name at the top level.
"""

from __future__ import annotations

from collections.abc import Mapping

from clubapp.rules.schema import Field, Option

ROLE_LABELS = {
    "pone": ("Pone (non-dealer)", "Поун (не сдающий)"),
    "eldest": ("Eldest hand (dealer's left)", "Старшая рука (слева от сдающего)"),
    "second": ("Second hand", "Вторая рука"),
    "third": ("Third hand", "Третья рука"),
    "dealer": ("Dealer", "Сдающий"),
}

MAX_SHOW = 29  # a crib, like a six-card hand, shows at most 29 (line 147)


def _role_count(role: str, *, max_play: int, max_hand: int, dealer: bool) -> Field:
    label, label_ru = ROLE_LABELS[role]
    fields = [
        Field("play", "int", "Pegged in the play", "Очки в розыгрыше", minimum=0, maximum=max_play,
              help="15s, 31s, pairs, runs, go and last card (lines 159–211)"),
        Field("hand", "int", "Hand (with the starter)", "Рука (со стартером)", minimum=0,
              maximum=max_hand, help="the show; 19, 25, 26, 27 are impossible (line 223)"),
    ]
    if dealer:
        fields.append(Field("crib", "int", "Crib", "Криб", minimum=0, maximum=MAX_SHOW))
    fields.append(Field("muggins", "int", "Taken by muggins", "Взято по «маггинс»",
                        required=False, minimum=0, maximum=2 * MAX_SHOW + max_hand,
                        help="points of the others' counts they missed (lines 219–221)"))
    return Field(role, "group", label, label_ru, fields=tuple(fields))


def _roles_choice(name: str, label: str, label_ru: str, roles: tuple[str, ...], help_text: str,
                  ) -> Field:
    return Field(name, "choice", label, label_ru, required=False, choices=roles,
                 choice_labels={r: ROLE_LABELS[r][0] for r in roles}, help=help_text)


def _penalties(roles: tuple[str, ...]) -> Field:
    return Field(
        "penalties", "group", "Penalties scored", "Штрафные очки", required=False,
        fields=tuple(Field(r, "int", ROLE_LABELS[r][0], ROLE_LABELS[r][1], required=False,
                           minimum=0, maximum=60) for r in roles),
        help="points pegged for the others' irregularities, before the play (2 each in the "
             "book: lines 67–75, 203, 213–219, 225)")


def count_group(roles: tuple[str, ...], *, max_play: Mapping[str, int], max_hand: int) -> Field:
    """The ``count`` group: the points of a deal as pegged, part by part."""
    fields = [_role_count(r, max_play=max_play[r], max_hand=max_hand, dealer=r == "dealer")
              for r in roles]
    fields += [
        Field("heels", "bool", "His heels (a jack turned up)", "«Пятки» (валет в стартере)",
              required=False, default=False, help="2 to the dealer at the turn-up (line 79)"),
        Field("starter", "card", "Starter", "Стартер", required=False,
              help="given, it lets the counts be checked against it"),
        _roles_choice("first_out", "Pegged out first in the play", "Первым вышел в розыгрыше",
                      roles, "needed when more than one side reaches the game hole in the play"),
        _penalties(roles),
    ]
    return Field("count", "group", "Points as pegged", "Очки по частям", required=False,
                 fields=tuple(fields))


def cards_group(roles: tuple[str, ...], *, hand_size: int, max_play: Mapping[str, int],
                claims_called_by: bool) -> Field:
    """The ``cards`` group: the cards of the deal, counted by the program."""
    hands = [Field(r, "cards", f"{ROLE_LABELS[r][0]}: kept cards",
                   f"{ROLE_LABELS[r][1]}: оставленные карты", help=f"{hand_size} cards")
             for r in roles]
    claim_fields = []
    for role in roles:
        parts = [Field("hand", "int", "Hand announced", "Объявлено за руку", required=False,
                       minimum=0, maximum=99)]
        if role == "dealer":
            parts.append(Field("crib", "int", "Crib announced", "Объявлено за криб",
                               required=False, minimum=0, maximum=99))
        if claims_called_by:
            parts.append(_roles_choice("called_by", "Muggins called by", "«Маггинс» объявил",
                                       roles, "who takes the points missed or overcounted"))
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
        Field("crib", "cards", "Crib", "Криб", help="4 cards"),
        Field("play", "cards", "Order of play", "Порядок розыгрыша", required=False,
              help="every card as played, the leader's first"),
        pegged,
        Field("heels_forgotten", "bool", "Heels not pegged before the play",
              "«Пятки» не записаны до розыгрыша", required=False, default=False,
              help="line 79: a jack turned up scores 2 unless the dealer plays a card first"),
        Field("claims", "group", "Shows announced wrong", "Неверно объявленные показы",
              required=False, fields=tuple(claim_fields),
              help="muggins: lines 215–221"),
        _roles_choice("first_out", "Pegged out first in the play", "Первым вышел в розыгрыше",
                      roles, "needed with pegged points when more than one side gets home"),
        _penalties(roles),
    ]
    return Field("cards", "group", "Cards of the deal", "Карты сдачи", required=False,
                 fields=tuple(fields))


def cribbage_options(target: int, *, targets: str, three_for_last: bool = False,
                     ) -> tuple[Option, ...]:
    """The house-rule options of a cribbage variant, the book's values as defaults."""
    options = [
        Option("target", "int", target, "Points for game", "Очков для партии", minimum=61,
               maximum=181, help=f"{targets}; 61, 121 or 181 (a board's holes)"),
        Option("lurch", "bool", True, "A lurch counts two games", "«Лерч» — две партии",
               help="line 43: the winner home before the loser passes the turn (target − 31)"),
        Option("muggins", "bool", True, "Muggins", "«Маггинс»",
               help="lines 219–221: the other side takes points missed or overcounted"),
        Option("games", "int", 1, "Games to win the match", "Партий для победы в матче",
               minimum=1, maximum=99, help="a lurch counts two (line 63)"),
    ]
    if three_for_last:
        options.append(Option("three_for_last", "bool", True, "Three for last",
                              "Три за последние",
                              help="line 255: the pone of each game's first deal pegs 3"))
    return tuple(options)
