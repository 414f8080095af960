"""The cut at a tied table from the shell (seeds/002 line 89: the ladies cut, low card goes up;
ace low, jack below queen): ``party bell`` reads the red players' cards as the window and the
table pages do — the notation, ``10`` for ten, the suits' symbols, a Russian keyboard's letters
(``вп`` is the jack of spades, ``10ч`` the ten of hearts) — keeps them in the notation's own
letters, and names a wrong one as a card, refusing the bell whole; on SQLite and PostgreSQL."""

from __future__ import annotations

import copy

import pytest

from tests.cli.shell import Shell

GUESTS = [f"Guest {n:02}" for n in range(1, 13)]


@pytest.fixture
def shell(db_url, capsys, monkeypatch):
    return Shell(db_url, capsys, monkeypatch)


def _party(shell: Shell) -> tuple[int, list[dict]]:
    """Twelve guests at three tables, the first round drawn: the evening and its tables."""
    for name in GUESTS:
        shell.json("member", "add", name)
    night = shell.json("evening", "new", "--name", "Card party", "--kind", "party")["id"]
    first = shell.json("party", "start", night, stdin={"players": [
        {"name": n, "role": "red" if i % 2 else "blue"} for i, n in enumerate(GUESTS)],
        "seed": 7})
    return night, first["tables"]


def _round(tables: list[dict], cut: list[str]) -> dict:
    """The head table at five (line 83); table 3 tied 3–3 and 2–2 on the next hand, so the
    cut decides (line 89); the others 1–3."""
    out = copy.deepcopy(tables)
    for row in out:
        row["score"] = [5, 2] if row["table"] == 1 else [1, 3]
    out[2].update(score=[3, 3], next_hand_tricks=[2, 2], cut=cut)
    return {"tables": out}


def test_the_cut_read_in_russian_letters_and_kept_in_the_notations(shell):
    night, tables = _party(shell)
    rung = shell.json("party", "bell", night, lang="ru", stdin=_round(tables, ["вп", "10ч"]))
    decided = rung["results"][2]
    assert decided["decided_by"] == "cut"
    low = tables[2]["pairs"][1]  # the ten below the jack: the second pair goes up (line 89)
    assert decided["winners"] == [low["red"], low["blue"]]
    assert "10♥ против В♠" in decided["reason"]
    shown = shell.json("party", "show", night)
    assert [t["cut"] for bell in shown["rounds"] for t in bell["tables"] if t["cut"]] == [
        ["JS", "TH"]]


@pytest.mark.parametrize(("cut", "en", "ru"), [
    (["ZZ", "10ч"], "table 3: 'ZZ' is not a card: rank and suit, e.g. JS or 10H",
     "стол 3: «ZZ» — не карта: достоинство и масть, например ВП (валет пик), 10ч или J♠"),
    (["J♠", "2H"], "table 3: 2H is not in this game's pack (ranks 7 8 9 T J Q K A)",
     "стол 3: карты 2♥ нет в колоде этой игры (достоинства 7 8 9 T J Q K A)"),
])
def test_a_wrong_cut_is_named_as_a_card_and_nothing_is_rung(shell, cut, en, ru):
    night, tables = _party(shell)
    assert shell.refused("party", "bell", night, stdin=_round(tables, cut)) == en
    assert shell.refused("party", "bell", night, stdin=_round(tables, cut), lang="ru") == ru
    assert shell.json("party", "show", night)["round"] == 1  # nothing rung
