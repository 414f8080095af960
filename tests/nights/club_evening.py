"""The club evening, played as a person plays it through the X server (NIGHTS.md, night 1).

Members added by hand (one long Cyrillic name) and from a spreadsheet's CSV with a bad row;
from the Start page a euchre table, its rubber typed at the keyboard — a lone hand, a euchre, a
refused entry (7 tricks), a correction of an earlier deal and the next deal typed at once, undo,
redo; a cribbage table, a deal by points and one by cards; a loo table of five, a refused deal
then the right one, the chips and their settlement; the standings; the evening's results
previewed and saved as PDF; the evening closed; the program quit and started again, and every
deal where it was.

A night is a list of steps (``STEPS``) played on a ``Desk`` with a ``Cast``: who comes and what
is typed, in the window's language. The steps act with keys, typing and clicks only; they read
the screen through the program's probe and the club through the command line.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.nights.desk import Desk, NightError, Screen, english_words
from tests.nights.words import said

LONG_NAME = "Александра Константиновна Воскресенская-Милославская"


@dataclass(frozen=True)
class Cast:
    """Who comes to the evening and what a person types, in one language."""

    lang: str
    by_hand: tuple[str, ...]  # added on the Members page, one by one
    csv: tuple[tuple[str, str, str], ...]  # the member list's rows: name, e-mail, phone
    start: tuple[str, str, str, str]  # typed on the Start page, in seat order (euchre)
    cribbage: tuple[str, str]
    loo: tuple[str, str, str, str, str]
    games: dict[str, str]  # what is typed to find each game
    side_keys: dict[str, str]  # the key that chooses side A or B in the form
    allowed: tuple[str, ...] = ()  # Latin words a Russian screen may show (names, units)

    def imported(self) -> list[str]:
        return [name for name, _email, _phone in self.csv if name]

    def csv_text(self) -> str:
        lines = ["name,email,phone"] + [",".join(row) for row in self.csv]
        return "\n".join(lines) + "\n"


CASTS = {
    "en": Cast(
        lang="en",
        by_hand=(LONG_NAME, "Ann Lee"),
        csv=(("Bob Hart", "bob@example.org", "555-0102"),
             ("", "nobody@example.org", "555-0199"),  # the bad row: no name
             ("Eve Stone", "eve@example.org", ""),
             ("Fay Hill", "", "555-0104"), ("Gil Ward", "", ""), ("Hal Young", "", ""),
             ("Ivy Dale", "", ""), ("Joe Pike", "", "")),
        start=("Ann Lee", "Bob Hart", "Cat Moss", "Dan Ford"),  # Cat and Dan are new
        cribbage=(LONG_NAME, "Eve Stone"),
        loo=("Fay Hill", "Gil Ward", "Hal Young", "Ivy Dale", "Joe Pike"),
        games={"euchre": "euchre", "cribbage": "cribbage", "loo": "loo"},
        side_keys={"A": "a", "B": "b"}),
    "ru": Cast(
        lang="ru",
        by_hand=(LONG_NAME, "Анна Ли"),
        csv=(("Борис Хартов", "boris@example.org", "555-0102"),
             ("", "nobody@example.org", "555-0199"),
             ("Ева Стоун", "eva@example.org", ""),
             ("Фаина Холмова", "", "555-0104"), ("Глеб Варин", "", ""),
             ("Гавриил Юнов", "", ""), ("Ирина Далёва", "", ""), ("Яков Щукин", "", "")),
        start=("Анна Ли", "Борис Хартов", "Катя Мосс", "Дмитрий Форд"),
        cribbage=(LONG_NAME, "Ева Стоун"),
        loo=("Фаина Холмова", "Глеб Варин", "Гавриил Юнов", "Ирина Далёва", "Яков Щукин"),
        games={"euchre": "эвхри", "cribbage": "криббедж", "loo": "лу"},
        # a Russian keyboard's «а» and «б» (letter_keys: by their place in the alphabet)
        side_keys={"A": "Cyrillic_a", "B": "Cyrillic_be"},
        # a program's, a file format's, a key's name: written so in Russian too
        allowed=("clubapp", "CSV", "PDF", "UTF", "Windows", "PIN", "Tab", "Enter", "Ctrl",
                 "Shift")),
}

# the euchre rubber as typed: makers, tricks, alone (deal 4 is corrected to 5 tricks later)
RUBBER = [("A", 3, False), ("B", 2, False), ("A", 5, True), ("B", 3, False), ("A", 4, False),
          ("B", 5, True), ("A", 3, False), ("A", 5, True)]
CORRECTED = {4: ("B", 5, False)}
CRIB_BY_POINTS = {"count": {"pone": {"play": 3, "hand": 8},
                            "dealer": {"play": 4, "hand": 6, "crib": 2}}}
CRIB_BY_CARDS = {"cards": {"starter": "5H", "pone": ["5C", "5S", "JD", "4H"],
                           "dealer": ["2C", "3D", "9S", "KH"], "crib": ["AH", "7C", "8D", "QS"],
                           "pegged": {"pone": 4, "dealer": 2}}}


@dataclass
class Evening:
    """What the night learns as it goes: the evening's and the games' numbers."""

    cast: Cast
    folder: Path
    evening: int = 0
    games: dict[str, int] = field(default_factory=dict)  # "euchre" → the recorded game's id
    shown: dict[str, Any] = field(default_factory=dict)  # game show before the restart
    pdf: Path | None = None

    def euchre_entries(self) -> list[dict[str, Any]]:
        entries = []
        for number, (makers, tricks, alone) in enumerate(RUBBER, start=1):
            makers, tricks, alone = CORRECTED.get(number, (makers, tricks, alone))
            entries.append({"makers": makers, "tricks": tricks} | ({"alone": True} if alone
                                                                   else {}))
        return entries


# --- what the club keeps, as the rules say it should be -------------------------------------
def scored(game: str, players: list[str], deals: list[dict[str, Any]]) -> dict[str, Any]:
    """The game as ``clubapp score`` works it out from the deals typed: what the window must
    have recorded."""
    import io
    import json
    from contextlib import redirect_stdout

    from clubapp.cli import main

    out, stdin = io.StringIO(), sys.stdin
    sys.stdin = io.StringIO(json.dumps({"players": players, "deals": deals}))
    try:
        with redirect_stdout(out):
            assert main(["score", game, "--lang", "en"]) == 0
    finally:
        sys.stdin = stdin
    return json.loads(out.getvalue())


def same_game(desk: Desk, night: Evening, game: str, players: list[str],
              deals: list[dict[str, Any]]) -> dict[str, Any]:
    """Compare the recorded game (``game show``) with the rules' reckoning of what was typed."""
    shown = desk.cli("game", "show", str(night.games[game]))
    wanted = scored(game, players, deals)
    for key in ("deals", "games", "match", "winner"):
        desk.expect(shown.get(key) == wanted.get(key),
                    f"{game}: game show's {key} is {shown.get(key)!r}, the deals typed make "
                    f"{wanted.get(key)!r}")
    return shown


# --- the steps ---------------------------------------------------------------------------
def add_members_by_hand(desk: Desk, night: Evening) -> None:
    desk.key("ctrl+1")
    screen = desk.wait(lambda s: s.find(name="add_member") and s, "the Members page")
    for name in night.cast.by_hand:
        desk.click_on(screen.find(name="add_member"))
        desk.wait(lambda s: s.active and s.active["class"] == "MemberDialog",
                  "the new member's dialog")
        desk.focus_on("member_name")
        desk.type(name)
        desk.wait(lambda s, n=name: s.focus.get("text") == n, f"the name {name!r} typed")
        desk.see("member_typed")
        desk.key("Return")
        screen = desk.wait(lambda s: s.active and s.active["class"] == "MainWindow" and s,
                           "the dialog to close")
    desk.see("members_by_hand")
    names = [m["name"] for m in desk.cli("member", "list")]
    desk.expect(names and set(night.cast.by_hand) <= set(names),
                f"the members added by hand: {names}")


def import_members(desk: Desk, night: Evening) -> None:
    csv = night.folder / "members.csv"
    csv.write_text(night.cast.csv_text(), encoding="utf-8")
    desk.menu(said("&File", desk.lang), said("&Import members from CSV…", desk.lang))
    screen = desk.wait(lambda s: s.active and s.active["class"] == "ImportDialog" and s,
                       "the import dialog")
    desk.click_on(screen.find(text=said("&Choose file…", desk.lang), cls="QPushButton",
                              window=re.escape(screen.active["title"])))
    desk.wait(lambda s: s.active and s.active["class"] == "QFileDialog", "the file dialog")
    desk.focus_on("fileNameEdit")
    desk.type(str(csv))
    desk.key("Return")
    screen = desk.wait(lambda s: s.active and s.active["class"] == "ImportDialog"
                       and s.find(name="import_rows").rows and s, "the import's preview")
    rows = screen.find(name="import_rows").rows
    desk.see("import_preview")
    desk.expect(len(rows) == len(night.cast.csv), f"the preview shows {len(rows)} rows")
    refused = [r for r in rows if not r["cells"][1]]
    desk.expect(len(refused) == 1 and "nobody@example.org" in refused[0]["cells"],
                f"the row without a name is shown refused: {refused}")
    button = screen.find(name="import_accept")
    desk.expect(button is not None and button.enabled, "the Import button can be pressed")
    desk.click_on(button)
    desk.wait(lambda s: s.active and s.active["class"] == "MainWindow", "the import to end")
    names = [m["name"] for m in desk.cli("member", "list")]
    desk.expect(set(night.cast.imported()) <= set(names) and "" not in names,
                f"after the import the members are {names}")
    desk.expect(len(names) == len(night.cast.by_hand) + len(night.cast.imported()),
                f"{len(names)} members after the import: {names}")
    desk.see("members_imported")


def seat_euchre_from_start(desk: Desk, night: Evening) -> None:
    desk.key("ctrl+8")
    screen = desk.wait(lambda s: s.find(name="start_club") and s, "the Start page")
    desk.see("start_page")
    desk.click_on(screen.find(name="start_club"))
    desk.wait(lambda s: s.active and s.active["class"] == "PlayersDialog", "who plays tonight")
    desk.focus_on("players_names")
    for number, name in enumerate(night.cast.start):
        if number:
            desk.key("Return")
        desk.type(name)
    desk.see("players_typed")
    desk.key("Tab", "Return")  # to OK, and press it
    # the evening opens with table 1 to set up, the cursor in the game's search
    desk.wait(lambda s: s.focus.get("name") == "game_search" and s.active
              and s.active["class"] == "MainWindow", "the game's search at table 1")
    desk.type(night.cast.games["euchre"])
    desk.key("Return")
    screen = desk.focus_on("seat_1")
    seats = [screen.find(name=f"seat_{n}").text for n in range(1, 5)]
    desk.expect(seats == list(night.cast.start), f"the seats show {seats}")
    game = screen.find(name="game_choice").text
    desk.see("euchre_setup")
    desk.click_on(screen.find(name="start_game"))
    desk.focus_on("field_makers")
    evenings = desk.cli("evening", "list")
    if len(evenings) != 1:
        raise NightError(f"the window shows tonight's evening and its euchre table, but the "
                         f"club file holds the evenings {evenings} (screen: "
                         f"{desk.shot('evening_not_kept')})")
    night.evening = evenings[0]["id"]
    tables = desk.cli("evening", "show", str(night.evening))["tables"]
    night.games["euchre"] = tables[0]["game"]
    desk.expect(tables[0]["game_id"] == "euchre" and tables[0]["players"] == list(
        night.cast.start), f"table 1 is {tables[0]} (the game chosen was {game!r})")


# A list joins the letters typed into it within the keyboard's input interval (400 ms) into
# one search: "a" for one deal and "b" for the next, typed closer than that, find nothing.
# A scorer says a deal in more than this; the night keeps that pace.
SCORER_PACE = 1.0


def type_deal(desk: Desk, night: Evening, makers: str, tricks: int, alone: bool,
              enter: bool = True) -> None:
    """One euchre deal at the keyboard: the side's letter, Tab, the tricks, Tab, Space for a
    lone hand, Enter."""
    desk.pace(SCORER_PACE)
    desk.key(night.cast.side_keys[makers], "Tab")
    desk.type(str(tricks))
    if alone:
        desk.key("Tab", "space")
    if enter:
        desk.key("Return")


def deals_shown(screen: Screen) -> int:
    table = screen.find(name="deals_table")
    return len(table.rows) if table is not None else -1


def wait_deals(desk: Desk, count: int, what: str) -> Screen:
    return desk.wait(lambda s: deals_shown(s) == count and s.focus.get("name") == "field_makers"
                     and s, what)


def play_euchre_rubber(desk: Desk, night: Evening) -> None:
    cast = night.cast
    # deals 1 and 2: a point, then a euchre (the makers take two tricks)
    for number in (1, 2):
        type_deal(desk, night, *RUBBER[number - 1])
        wait_deals(desk, number, f"deal {number} recorded")
    # a refused entry: seven tricks of five, nothing recorded, the message beside the field
    desk.pace(SCORER_PACE)
    desk.key(cast.side_keys["A"], "Tab")
    desk.type("7")
    desk.key("Return")
    screen = desk.wait(lambda s: (e := s.find(name="error_tricks")) and e.text and s,
                       "the refusal beside the tricks")
    desk.see("euchre_refused_7_tricks")
    desk.expect(deals_shown(screen) == 2, f"{deals_shown(screen)} deals shown after the refusal")
    desk.expect(len(desk.cli("game", "show", str(night.games["euchre"]))["deals"]) == 2,
                "the refused deal was not recorded")
    # the scorer puts it right where the cursor is: five tricks, alone (a lone hand)
    desk.expect(screen.focus.get("name") == "field_tricks",
                f"after the refusal the keyboard is in {screen.focus.get('name')}")
    desk.focus_on("field_tricks")
    desk.key("ctrl+a")
    desk.type("5")
    desk.key("Tab", "space", "Return")
    wait_deals(desk, 3, "deal 3 (the lone hand) recorded")
    for number in (4, 5):
        type_deal(desk, night, *RUBBER[number - 1])
        wait_deals(desk, number, f"deal {number} recorded")
    desk.see("euchre_five_deals")
    correct_then_type_at_once(desk, night)
    # deal 7, undone and redone
    type_deal(desk, night, *RUBBER[6])
    wait_deals(desk, 7, "deal 7 recorded")
    desk.key("ctrl+z")
    screen = wait_deals(desk, 6, "deal 7 undone")
    desk.see("euchre_undone")
    desk.expect(len(desk.cli("game", "show", str(night.games["euchre"]))["deals"]) == 6,
                "the undone deal is gone from the club")
    desk.key("ctrl+shift+z")
    wait_deals(desk, 7, "deal 7 redone")
    desk.shot("euchre_redone")
    type_deal(desk, night, *RUBBER[7])
    screen = desk.wait(lambda s: deals_shown(s) == 8 and s, "deal 8, the rubber's last")
    record = screen.find(name="record_deal")
    desk.expect(record is not None and not record.enabled, "the rubber over, no deal to record")
    desk.expect(screen.find(name="new_game") is not None, "New game, same players is offered")
    desk.see("euchre_rubber_won")
    same_game(desk, night, "euchre", list(cast.start), night.euchre_entries())


def correct_then_type_at_once(desk: Desk, night: Evening) -> None:
    """Double-click deal 4, make it five tricks, Enter; the next deal typed at once."""
    def correction_open(screen: Screen) -> bool:
        return bool(screen.active and screen.active["class"] == "CorrectDialog")

    for _ in range(2):  # a double-click the X server took as two clicks is done again
        desk.click_row(desk.look().find(name="deals_table").rows[3], times=2)
        if desk.within(correction_open, 3):
            break
    desk.wait(correction_open, "the correction of deal 4")
    desk.focus_on("field_makers")
    desk.tab_to("field_tricks")
    desk.key("ctrl+a")
    desk.type(str(CORRECTED[4][1]))
    desk.see("euchre_correcting_deal_4")
    desk.key("Return")
    desk.wait(lambda s: s.window("") and not any(w["class"] == "CorrectDialog"
                                                 for w in s.windows), "the correction saved")
    # no click, no wait for the cursor: the scorer types the next deal straight away
    type_deal(desk, night, *RUBBER[5])
    wait_deals(desk, 6, "deal 6 typed right after the correction")
    deal4 = desk.cli("game", "show", str(night.games["euchre"]))["deals"][3]
    desk.expect(deal4["points"] == {"A": 0, "B": 2}, f"deal 4 after its correction: {deal4}")
    desk.see("euchre_corrected_and_next")


def add_table(desk: Desk, night: Evening, game: str, number: int) -> Screen:
    """Add table ``number`` and find its game by typing; the cursor then in seat 1."""
    screen = desk.look()
    desk.click_on(screen.find(name="add_table"))
    desk.wait(lambda s: (t := s.find(name="table_title")) and str(number) in t.text
              and s.find(name="game_search"), f"table {number}'s setup")
    desk.click_into("game_search")
    word = night.cast.games[game]
    desk.type(word)
    typed = desk.wait(lambda s: (t := s.focus.get("text") or "").endswith(word) and t,
                      f"{word!r} typed in the game search")
    if not desk.expect(typed == word,
                       f"table {number}: clicked into the empty-looking game search and typed "
                       f"{word!r}: the field reads {typed!r}"):
        desk.key("ctrl+a")  # the person sees it, takes the whole field and types again
        desk.type(word)
        desk.wait(lambda s: s.focus.get("text") == word, f"{word!r} alone in the search")
    desk.key("Return")
    return desk.focus_on("seat_1")


def choose_by_mouse(desk: Desk, combo: str, name: str) -> None:
    """Open a seat's list with a click and click the name in it."""
    desk.click_on(desk.look().find(name=combo))
    row = desk.wait(lambda s: next((r for w in s.all(cls="QListView") for r in w.rows
                                    if r["cells"][0] == name and r["rect"]), None),
                    f"{name} in the list of {combo}")
    desk.click_row(row)
    desk.wait(lambda s: (c := s.find(name=combo)) and c.text == name, f"{name} in {combo}")


def seat_cribbage(desk: Desk, night: Evening) -> None:
    add_table(desk, night, "cribbage", 2)
    for seat, name in enumerate(night.cast.cribbage, start=1):
        choose_by_mouse(desk, f"seat_{seat}", name)
    desk.see("cribbage_setup")
    desk.click_on(desk.look().find(name="start_game"))
    desk.focus_on("field_count.pone.play")
    tables = desk.cli("evening", "show", str(night.evening))["tables"]
    night.games["cribbage"] = tables[1]["game"]


def play_cribbage(desk: Desk, night: Evening) -> None:
    cast = night.cast
    # deal 1 as pegged: the pone's play and hand, the dealer's play, hand and crib
    points = CRIB_BY_POINTS["count"]
    for field_name, value in (("pone.play", points["pone"]["play"]),
                              ("pone.hand", points["pone"]["hand"]),
                              ("dealer.play", points["dealer"]["play"]),
                              ("dealer.hand", points["dealer"]["hand"]),
                              ("dealer.crib", points["dealer"]["crib"])):
        desk.tab_to(f"field_count.{field_name}")
        desk.type(str(value))
    desk.see("cribbage_by_points_typed")
    desk.key("Return")
    desk.wait(lambda s: deals_shown(s) == 1 and s, "the cribbage deal by points recorded")
    # deal 2 by its cards
    for _ in range(2):  # (clicked again if the form was still moving under the pointer)
        desk.click_on(desk.look().find(name="mode_cards"))
        if desk.within(lambda s: (m := s.find(name="mode_cards")) and m.told.get("checked"), 3):
            break
    cards = CRIB_BY_CARDS["cards"]
    desk.click_into("field_cards.starter")
    for field_name, value in (("starter", cards["starter"]), ("pone", " ".join(cards["pone"])),
                              ("dealer", " ".join(cards["dealer"])),
                              ("crib", " ".join(cards["crib"]))):
        desk.tab_to(f"field_cards.{field_name}")
        desk.type(value)
    desk.tab_to("field_cards.pegged")
    desk.key("space")
    for field_name in ("pone", "dealer"):
        desk.tab_to(f"field_cards.pegged.{field_name}")
        desk.type(str(cards["pegged"][field_name]))
    desk.see("cribbage_by_cards_typed")
    desk.key("Return")
    desk.wait(lambda s: deals_shown(s) == 2 and s, "the cribbage deal by cards recorded")
    desk.see("cribbage_two_deals")
    same_game(desk, night, "cribbage", list(cast.cribbage), [CRIB_BY_POINTS, CRIB_BY_CARDS])


# the first deal of the loo table, by seat: four tricks of three (refused), then the right one
LOO_REFUSED = {0: 2, 1: 2}
LOO_RIGHT = {0: 2, 1: 1}


def type_tricks(desk: Desk, tricks: dict[str, int]) -> None:
    """Click each player's tricks box and type the count over what is there."""
    for player, count in tricks.items():
        desk.click_into(f"tricks.{player}")  # (a player's box in the form)
        desk.key("ctrl+a")
        desk.type(str(count))


def seat_loo(desk: Desk, night: Evening) -> None:
    add_table(desk, night, "loo", 3)
    for seat, name in enumerate(night.cast.loo, start=1):
        desk.tab_to(f"seat_{seat}")
        desk.pace(0.5)  # (a list joins letters typed within 400 ms into one search)
        desk.type(name.split()[0])  # the list finds the member by the first letters typed
        desk.wait(lambda s, n=seat, m=name: (c := s.find(name=f"seat_{n}")) and c.text == m,
                  f"{name} in seat {seat}")
    desk.see("loo_setup")
    desk.click_on(desk.look().find(name="start_game"))
    desk.wait(lambda s: s.find(name="record_deal"), "the loo table's form")
    tables = desk.cli("evening", "show", str(night.evening))["tables"]
    night.games["loo"] = tables[2]["game"]


def play_loo(desk: Desk, night: Evening) -> None:
    loo = night.cast.loo
    type_tricks(desk, {loo[seat]: n for seat, n in LOO_REFUSED.items()})
    desk.key("Return")
    screen = desk.wait(lambda s: (e := s.find(name="error_tricks")) and e.text and s,
                       "the refusal of four tricks")
    desk.see("loo_refused")
    desk.expect(deals_shown(screen) == 0, "the refused loo deal is not shown recorded")
    type_tricks(desk, {loo[1]: LOO_RIGHT[1]})  # the second player took one trick, not two
    desk.key("Return")
    desk.wait(lambda s: deals_shown(s) == 1, "the loo deal recorded")
    desk.see("loo_recorded")
    right = {"tricks": {loo[seat]: n for seat, n in LOO_RIGHT.items()}}
    same_game(desk, night, "loo", list(loo), [right])


def settle_chips(desk: Desk, night: Evening) -> None:
    desk.click_on(desk.look().find(name="chips_button"))
    screen = desk.wait(lambda s: s.active and s.active["class"] == "ChipsDialog" and s,
                       "the chips and settlement")
    chips = desk.cli("chips", str(night.evening))
    shown = {r["cells"][0]: r["cells"][1] for r in screen.find(name="chips_players").rows}
    desk.see("chips")
    desk.expect(set(shown) == set(night.cast.loo), f"the chips dialog lists {sorted(shown)}")
    desk.click_on(screen.find(name="settle"))
    screen = desk.wait(lambda s: (t := s.find(name="statement")) and t.text and s,
                       "the settlement's statement")
    desk.see("chips_settled")
    statement = screen.find(name="statement").text
    desk.expect(all(name in statement for name in night.cast.loo[:2]),
                f"the statement names who pays whom: {statement!r}")
    desk.expect(chips.get("balanced", True), f"the chips add up: {chips}")
    desk.key("Escape")
    desk.wait(lambda s: s.active and s.active["class"] == "MainWindow", "back to the evening")


def look_at_standings(desk: Desk, night: Evening) -> None:
    desk.key("ctrl+4")
    screen = desk.wait(lambda s: s.find(name="standings_table") and s, "the Standings page")
    desk.see("standings")
    game = screen.find(name="standings_game")
    items = game.told.get("items", []) if game is not None else []
    for game_id in ("euchre", "cribbage", "loo"):
        from clubapp import glossary
        from clubapp.rules import get_game

        name = glossary.game_name(get_game(game_id), night.cast.lang)
        desk.expect(any(name in item for item in items),
                    f"the standings offer {name}'s own standing: {items}")
    # the euchre standing: the rubber's winners (seats 1 and 3) first
    euchre = glossary.game_name(get_game("euchre"), night.cast.lang)
    chosen = next((item for item in items if euchre in item), None)
    if chosen is not None and game is not None and game.text != chosen:
        desk.click_on(game)
        row = desk.wait(lambda s: next((r for w in s.all(cls="QListView") for r in w.rows
                                        if r["cells"][0] == chosen and r["rect"]), None),
                        "the euchre standing in the list")
        desk.click_row(row)
        screen = desk.wait(lambda s: (g := s.find(name="standings_game")) and g.text == chosen
                           and s, "the euchre standing")
        desk.see("standings_euchre")
    rows = screen.find(name="standings_table").rows
    first = {row["cells"][1] for row in rows[:2]}
    desk.expect(first == {night.cast.start[0], night.cast.start[2]},
                f"the euchre standing puts the rubber's winners first: {rows[:4]}")


def print_results(desk: Desk, night: Evening) -> None:
    desk.key("ctrl+3")
    desk.wait(lambda s: s.find(name="tables_list"), "the Evening page")
    pdf = night.folder / "evening-results.pdf"
    desk.print_to_pdf(said("&Print", desk.lang), said("&Evening results…", desk.lang), pdf)
    night.pdf = pdf
    desk.expect(pdf.exists(), f"the PDF is saved as {pdf}")
    if pdf.exists():
        text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True,
                              text=True, timeout=60).stdout
        # a name may wrap in its cell, a double name after its hyphen
        words = " ".join(text.split()).replace("- ", "-")
        for name in (*night.cast.start, LONG_NAME):
            # a long name wrapped in a narrow cell comes out of the PDF's text with a word of
            # the next column between its lines: every word of it, then
            desk.expect(name in words or all(part in words for part in name.split()),
                        f"the evening's results name {name}")
        if desk.lang != "en":
            english = english_words(text.splitlines(), night.cast.allowed)
            desk.expect(not english, f"English in the {desk.lang} PDF: {english}")
    desk.key("Escape")
    desk.wait(lambda s: s.active and s.active["class"] == "MainWindow", "the preview closed")


def close_the_evening(desk: Desk, unfinished: tuple[str, ...]) -> None:
    """The Evenings page, the evening chosen, Close: the program asks first, naming the tables
    whose games go on, and the evening is closed."""
    desk.key("ctrl+2")
    screen = desk.wait(lambda s: (t := s.find(name="evenings_table")) and t.rows and s,
                       "the Evenings page")
    desk.click_row(screen.find(name="evenings_table").rows[0])
    screen = desk.wait(lambda s: (b := s.find(name="close_evening")) and b.enabled and s,
                       "the evening chosen")
    desk.click_on(screen.find(name="close_evening"))
    screen = desk.wait(lambda s: s.active and s.active["class"] == "QMessageBox" and s,
                       "the question before closing")
    desk.see("close_question")
    box = re.escape(screen.active["title"])
    question = " ".join(w.text for w in screen.all(cls="QLabel", window=box))
    desk.expect(all(n in question for n in unfinished),
                f"the question names the unfinished tables {unfinished}: {question!r}")
    desk.click_on(screen.find(text=said("&Close the evening", desk.lang), cls="QPushButton",
                              window=box))
    desk.wait(lambda s: s.active and s.active["class"] == "MainWindow", "the evening closed")


def close_evening(desk: Desk, night: Evening) -> None:
    close_the_evening(desk, ("2", "3"))  # the cribbage and loo games go on
    status = desk.cli("evening", "show", str(night.evening))["status"]
    desk.expect(status == "closed", f"the evening is {status}")
    desk.see("evening_closed")
    night.shown = {game: desk.cli("game", "show", str(number))
                   for game, number in night.games.items()}


def refusal_said(screen: Screen) -> str:
    """The words of a refusal on screen: above the form, or in a box ("" when none)."""
    above = screen.find(name="general_error")
    if above is not None and above.text:
        return above.text
    if screen.active and screen.active["class"] == "QMessageBox":
        box = re.escape(screen.active["title"])
        return " ".join(w.text for w in screen.all(cls="QLabel", window=box))
    return ""


def restart(desk: Desk, night: Evening) -> None:
    desk.quit()
    desk.start()
    desk.see("restarted")
    for game, number in night.games.items():
        desk.expect(desk.cli("game", "show", str(number)) == night.shown[game],
                    f"{game} after the restart is not what it was")
    desk.key("ctrl+3")
    screen = desk.wait(lambda s: (t := s.find(name="tables_list")) and len(t.rows) == 3 and s,
                       "the evening's three tables")
    desk.click_row(screen.find(name="tables_list").rows[0])
    desk.wait(lambda s: deals_shown(s) == 8, "the rubber's eight deals")
    desk.see("restarted_euchre")
    desk.click_row(desk.look().find(name="tables_list").rows[2])
    screen = desk.wait(lambda s: deals_shown(s) == 1 and s, "the loo table's deal")
    desk.see("restarted_loo")
    record = screen.find(name="record_deal")
    if desk.expect(record is None or not record.enabled,
                   "the closed evening's unfinished loo table offers no deal to record"):
        return
    # offered: the person takes it at its word and scores the next deal there
    cast = night.cast
    for player in cast.loo[:2]:
        desk.click_on(desk.look().find(name=f"in.{player}"))
    type_tricks(desk, {cast.loo[0]: 2, cast.loo[1]: 1})  # (they two stood: a valid deal 2)
    desk.key("Return")
    said_why = desk.within(refusal_said, 5)
    screen = desk.see("closed_evening_deal_typed")
    deals = desk.cli("game", "show", str(night.games["loo"]))["deals"]
    desk.expect(len(deals) == 1, f"the closed evening took a deal: the loo table has "
                                 f"{len(deals)} deals")
    desk.expect(deals_shown(screen) != 1 or said_why,
                "Enter on the closed evening's form: nothing recorded, and no word why")
    if screen.active and screen.active["class"] == "QMessageBox":
        desk.key("Return")


STEPS: list[tuple[str, Callable[[Desk, Evening], None]]] = [
    ("members", add_members_by_hand),
    ("import", import_members),
    ("euchre_table", seat_euchre_from_start),
    ("euchre_rubber", play_euchre_rubber),
    ("cribbage_table", seat_cribbage),
    ("cribbage_deals", play_cribbage),
    ("loo_table", seat_loo),
    ("loo_deals", play_loo),
    ("chips", settle_chips),
    ("standings", look_at_standings),
    ("print", print_results),
    ("close", close_evening),
    ("restart", restart),
]


def play(desk: Desk, night: Evening) -> None:
    """The night, step by step; a step that cannot go on stops it (said with its picture)."""
    desk.allowed = night.cast.allowed
    desk.preset()
    desk.start()
    desk.see("opened")
    for name, step in STEPS:
        desk.step = name
        try:
            step(desk, night)
        except NightError as exc:
            raise NightError(f"step {name}: {exc}") from None
