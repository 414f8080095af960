"""Undoing a bell that is not the last: a round typed on the command line (``party undo-bell
EVENING --round 1`` when round 2's bell was rung last) is refused plainly — only the last bell
can be undone — and is not blamed on "another computer" that never rang; the window's undo,
which names the last bell it showed, still says so when another computer really rang since.
Nothing is undone either way."""

from __future__ import annotations

import random

import pytest

from clubapp.cli import main
from clubapp.services import ServiceError, Services
from clubapp.words import say
from tests.helpers.clubs import SEED, choices, names, party_evening, results_for


@pytest.fixture
def two_bells(sqlite_services, empty_club):
    services = sqlite_services
    people = names(4, 4)
    evening, ids = party_evening(services, people)
    view = services.party.start(evening.id, choices(people, ids), seed=SEED)
    rng = random.Random(3)
    for number in (1, 2):
        view = services.party.ring_bell(evening.id, number, results_for(view, rng))
    return services, evening.id, str(empty_club)


def bells(services: Services, evening: int) -> list[int]:
    return [bell.round for bell in services.party.view(evening).bells]


def test_a_typed_round_that_is_not_the_last_bell_is_said_plainly(two_bells):
    services, evening, _ = two_bells
    for asked in (1, 3):
        with pytest.raises(ServiceError) as refused:
            services.party.undo_bell(evening, asked, typed=True)
        assert refused.value.why.id == "party.undo_bell_not_last"
        assert say(refused.value.why, "en") == (
            f"round {asked} is not the last bell: the last is round 2; only the last bell can "
            "be undone")
        assert say(refused.value.why, "ru") == (
            f"звонок круга {asked} — не последний: последний — звонок круга 2; отменить можно "
            "только последний звонок")
        assert bells(services, evening) == [1, 2]
    assert services.party.undo_bell(evening, 2, typed=True).round == 2
    assert bells(services, evening) == [1]


def test_the_window_s_last_bell_rung_over_by_another_computer_still_says_so(two_bells,
                                                                            empty_club):
    services, evening, _ = two_bells
    shown = services.party.view(evening)
    services.party.undo_bell(evening)  # the last bell, round 2, undone: round 1 is last now
    assert shown.bells[-1].round == 2
    other = Services.open(str(empty_club))  # another computer rings round 2 again
    try:
        again = other.party.view(evening)
        other.party.ring_bell(evening, 2, results_for(again, random.Random(5)))
    finally:
        other.close()
    asked_for = services.party.view(evening).bells[-2].round  # what an older screen showed
    with pytest.raises(ServiceError) as refused:
        services.party.undo_bell(evening, asked_for)
    assert refused.value.why.id == "party.undo_bell_rung_since"
    assert bells(services, evening) == [1, 2]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "evening: round 1 is not the last bell: the last is round 2; only the last bell "
           "can be undone"),
    ("ru", "вечер: звонок круга 1 — не последний: последний — звонок круга 2; отменить можно "
           "только последний звонок")])
def test_the_command_line_says_it_in_its_language(two_bells, capsys, lang, said):
    services, evening, db = two_bells
    capsys.readouterr()
    code = main(["party", "undo-bell", str(evening), "--round", "1", "--db", db, "--lang", lang])
    out, err = capsys.readouterr()
    assert (code, out, err) == (2, "", f"clubapp: {said}\n")
    assert "another computer" not in err and "другом компьютере" not in err
    assert bells(services, evening) == [1, 2]
