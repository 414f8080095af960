"""A Russian-speaking scorer reads no English: every game's refusals and deal notes, whatever
is typed (issue: every word a person reads, in English and Russian).

Entries are fuzzed from each game's own schema (well-formed ones whose combinations the rules
refuse, malformed ones, points entries); every refusal and every recorded deal's note is said
in Russian and must hold no Latin word of two letters or more once the players' (Cyrillic)
names, the card notation and the program's own name are set aside.
"""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, all_games
from clubapp.words import note_text
from tests.rules.euchre_family_fuzz import entries_for

NAMES = ["Аня", "Борис", "Вера", "Глеб", "Дина", "Егор", "Женя", "Зоя", "Игорь", "Катя",
         "Лев", "Маша", "Нина", "Олег", "Петя", "Рита", "Саша"]
_CARD = re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b|\bJK\b")
_ALLOWED = re.compile(r"`[^`]*`|clubapp|\btrue\b|\bfalse\b|\bnull\b|\bA 2-9 T J Q K\b|\bC D H S\b")


def english_words(text: str, typed: object = None) -> list[str]:
    """The Latin words of two letters or more left in a Russian text, once what the scorer
    typed (``typed``: the entry, whose keys and strings are echoed back as given) is set aside."""
    for echoed in sorted(_strings(typed), key=len, reverse=True):
        if echoed.strip():  # a blank key set aside would glue the words around it together
            text = text.replace(echoed, " ")
    return re.findall(r"[A-Za-z]{2,}", _ALLOWED.sub("", _CARD.sub("", text)))


def _strings(value: object) -> set[str]:
    if isinstance(value, str):  # as given, and as a JSON echo writes it (\u000f for a control)
        return {value, json.dumps(value, ensure_ascii=False)[1:-1]} if value else set()
    if isinstance(value, dict):
        return set().union(*(_strings(k) | _strings(v) for k, v in value.items())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(_strings(v) for v in value)) if value else set()
    if isinstance(value, bool) or value is None:  # a JSON literal typed where a name belongs
        return {json.dumps(value)}
    return set()


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_every_refusal_and_note_of_a_game_is_said_in_russian(game, data):
    players = NAMES[:game.min_players]
    state = game.new_state(players)
    entries = data.draw(st.lists(entries_for(game, players), min_size=1, max_size=6))
    for entry in entries:
        try:
            state = game.score(state, entry)
        except RuleError as exc:
            said = exc.say("ru", game.id)
            assert not english_words(said, entry), said
            continue
        said = note_text(state.deals[-1].note, "ru")
        assert not english_words(said), said
        if state.over:
            break


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_a_wrong_number_of_players_is_said_in_russian(game):
    with pytest.raises(RuleError) as refused:
        game.new_state([*NAMES[:game.max_players], "Яна"] if game.max_players < len(NAMES)
                       else NAMES[:1])
    assert not english_words(refused.value.say("ru", game.id)), refused.value.say("ru", game.id)
