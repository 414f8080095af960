"""Messages put into words: parameters, plural forms, terms, refusals, the environment's language."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from clubapp.rules import RuleError, get_game
from clubapp.words import (
    Message,
    Term,
    field_text,
    language_from_environment,
    note_text,
    plural_index,
    say,
)


def test_a_refusal_keeps_its_english_contract_and_speaks_russian():
    error = RuleError("tricks", "schema.above_maximum", value=7, maximum=5).at_deal(3)
    assert error.message == "deal 3: tricks: 7 is above the maximum 5"
    assert error.say("ru", "euchre") == "сдача 3: Взятки заказавших: 7 больше наибольшего допустимого 5"


def test_every_schema_refusal_of_a_game_is_said_in_russian():
    rules = get_game("euchre")
    state = rules.new_state(["Аня", "Борис", "Вера", "Глеб"])
    try:
        rules.score(state, {"makers": "C", "tricks": 3})
    except RuleError as exc:
        said = exc.say("ru", "euchre")
    assert said.startswith("Сторона заказчиков: «C» — нет такой стороны") or "«C»" in said


def test_russian_plural_forms_follow_the_last_digits():
    assert [plural_index(n, "ru") for n in (1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 111, 101)] == \
        [0, 1, 1, 2, 2, 2, 2, 0, 1, 2, 2, 0]
    assert [plural_index(n, "en") for n in (0, 1, 2)] == [1, 0, 1]


def test_parameters_are_said_in_the_language():
    assert say(Message("base.players_exactly", game=Term.game("euchre"), wanted=4, got=3),
               "ru") == "в игру «Эвхри» играют 4 игрока, а указано 3"
    assert say(Message("base.players_exactly", game=Term.game("euchre"), wanted=4, got=3),
               "en") == "Euchre is for 4 players, got 3"
    from clubapp.words import value_text

    assert value_text(Decimal("0.05"), "ru") == "0,05"
    assert value_text(dt.date(2026, 12, 1), "ru") == "1 декабря 2026 г."  # the one TEXT form
    assert value_text(["Ann", "Bob"], "en") == "Ann, Bob"


def test_text_that_is_not_a_message_id_stays_as_it_is():
    assert say(Message.of("a club's own words"), "ru") == "a club's own words"
    assert note_text("march; revoke by B", "en") == "march; revoke by B"


def test_a_field_is_named_by_its_label_in_russian():
    assert field_text("revoke.by", "ru", "euchre").startswith("Ревок")
    assert field_text("revoke.by", "en", "euchre") == "revoke.by"
    assert field_text("dealer", "ru", "euchre") == "сдатчик"


def test_the_environment_chooses_the_language():
    assert language_from_environment({"LANG": "ru_RU.UTF-8"}) == "ru"
    assert language_from_environment({"LC_ALL": "en_GB.UTF-8", "LANG": "ru_RU.UTF-8"}) == "en"
    assert language_from_environment({"LC_MESSAGES": "ru_UA", "LANG": "en_US"}) == "ru"
    assert language_from_environment({"LANG": "de_DE.UTF-8"}) == "en"
    assert language_from_environment({"LANG": "C"}) == "en"
    assert language_from_environment({}) == "en"
