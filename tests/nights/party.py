"""The party, played as a person plays it through the X server (NIGHTS.md, night 2).

A twenty-guest progressive-euchre party (seeds/002 lines 75–93). The club's members are made
beforehand with the command line (one of them is not: his name is new when it is typed); then
everything is keys and clicks in the window: Start → *A card party*, the twenty guests typed
in one go, the roles named (Ladies and Gentlemen, Дамы and Кавалеры) and set by their letters,
a guest who keeps one table, a seeded draw; four bells typed from the keyboard — a tie settled
by the next hand's tricks, a tie settled by the cut (a card: ``JS``, ``ВП``), a bell undone and
rung again corrected; a late guest who arrives and a guest who leaves; the prizes awarded, the
party ended; the projector opened; the evening's results printed to PDF.

What the club keeps is read with ``clubapp party show`` and compared with what was typed and
with the rules' own reckoning of each bell (``clubapp.events.progressive``); the PDF's text
with what the party came to.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.nights.desk import Desk, NightError, Screen, english_words
from tests.nights.words import said

CUT = "cut"  # in a bell's table: the red players' cut, as the cast types it


@dataclass(frozen=True)
class Cast:
    """Who comes to the party and what a person types, in one language."""

    lang: str
    ladies: tuple[str, ...]  # ten, the red pack's
    gentlemen: tuple[str, ...]  # ten, the blue pack's
    new_name: str  # one of the guests, not yet a member: added when typed on the start page
    late: str  # a member who is not among the guests: arrives after the first bell (a lady)
    leaver: str  # a lady who leaves at the third bell
    stays: str  # a lady who keeps one table all night
    roles: tuple[str, str]  # the roles' names as the host types them
    role_keys: tuple[str, str]  # the key of each role's letter (the names' initials)
    cut: tuple[str, str]  # the cut at a tie on the next hand too, as typed
    cut_cards: tuple[str, str]  # ... as the club keeps it
    allowed: tuple[str, ...] = ()  # Latin words a Russian screen may show

    def guests(self) -> list[str]:
        """The guests as typed: a lady, a gentleman, and so on."""
        return [name for pair in zip(self.ladies, self.gentlemen, strict=True) for name in pair]

    def members(self) -> list[str]:
        """The club's members before the evening: every guest but the new one, and the late
        guest."""
        return [n for n in self.guests() if n != self.new_name] + [self.late]

    def role_of(self, name: str) -> str:
        return "red" if name in self.ladies or name == self.late else "blue"


CASTS = {
    "en": Cast(
        lang="en",
        ladies=("Ann Hale", "Cora Bell", "Edna Fox", "Gail Snow", "Iris Wood", "Kate Moore",
                "Mae West", "Olive Kerr", "Rose Penn", "Tess Lowe"),
        gentlemen=("Bob Jones", "Dan Reed", "Fred Lamb", "Hugh Price", "Jack Stone",
                   "Luke Grant", "Ned Hart", "Paul Drake", "Sam Tate", "Vic Nash"),
        new_name="Vic Nash", late="Wendy Marsh", leaver="Kate Moore", stays="Ann Hale",
        roles=("Ladies", "Gentlemen"), role_keys=("l", "g"),
        cut=("JS", "9H"), cut_cards=("JS", "9H")),
    "ru": Cast(
        lang="ru",
        ladies=("Анна Белова", "Вера Соколова", "Галина Орлова", "Дарья Лебедева",
                "Елена Козлова", "Зоя Морозова", "Ирина Волкова", "Ксения Павлова",
                "Лидия Семёнова", "Александра Воскресенская-Милославская"),
        gentlemen=("Борис Иванов", "Виктор Смирнов", "Григорий Попов", "Дмитрий Кузнецов",
                   "Евгений Новиков", "Игорь Фёдоров", "Константин Егоров", "Леонид Никитин",
                   "Михаил Зайцев", "Николай Соловьёв"),
        new_name="Николай Соловьёв", late="Ольга Мельникова", leaver="Зоя Морозова",
        stays="Анна Белова",
        roles=("Дамы", "Кавалеры"), role_keys=("Cyrillic_de", "Cyrillic_ka"),
        # валет пик and девятка червей, as a Russian keyboard types them
        cut=("ВП", "9ч"), cut_cards=("JS", "9H"),
        allowed=("clubapp", "PDF", "PIN", "Enter", "Tab", "Shift", "Ctrl", "Space", "Delete")),
}

SEED = "7"  # typed in the draw's seed: the same seating every night

# Each bell as the tables hand it in: table → (points of its first pair, of its second pair,
# the next hand's tricks at a tie, the red players' cut at a tie on those too). Table 1 is the
# head table: somebody there reaches five (line 85).
BELLS: list[dict[int, tuple[Any, ...]]] = [
    {1: (5, 3), 2: (4, 2), 3: (3, 3, (3, 1)), 4: (5, 1), 5: (2, 4)},
    {1: (2, 5), 2: (3, 3, (2, 2), CUT), 3: (4, 1), 4: (1, 4), 5: (5, 0)},
    {1: (5, 4), 2: (3, 1), 3: (2, 4), 4: (4, 3), 5: (1, 3)},
    {1: (5, 2), 2: (4, 2), 3: (3, 5), 4: (2, 1), 5: (0, 5)},
]
UNDONE = 3  # the bell rung with a slip, undone, and rung again corrected
CORRECTED = {2: (1, 3)}  # ... table 2 had handed in 1–3, not 3–1


@dataclass
class Party:
    """What the night learns as it goes."""

    cast: Cast
    folder: Path
    evening: int = 0
    seated: list[dict[int, tuple[str, str]]] = field(default_factory=list)  # each round's
    # pairs as the screen showed them: table → the two pairs' names ("red\nblue")
    waiting: list[str] = field(default_factory=list)  # who sat out each round, as shown
    prizes: list[str] = field(default_factory=list)  # the prizes' lines as awarded
    pdf: Path | None = None

    def handed_in(self, bell: int) -> dict[int, tuple[Any, ...]]:
        """What the tables of bell ``bell`` (1…) handed in, corrected where it was."""
        tables = dict(BELLS[bell - 1])
        if bell == UNDONE:
            tables.update(CORRECTED)
        return {t: tuple(self.cast.cut_cards if v == CUT else v for v in entry)
                for t, entry in tables.items()}


def is_main(screen: Screen) -> bool:
    return bool(screen.active and screen.active["class"] == "MainWindow")


def message_box(desk: Desk, name: str) -> Screen:
    """Wait for the question ``name`` (a QMessageBox's object name) to have the keyboard."""
    return desk.wait(lambda s: s.active and s.active["name"] == name and s,
                     f"the question {name}")


def box_button(screen: Screen, text: str) -> Any:
    """The button of the active window that reads ``text`` (its mnemonic left out)."""
    return screen.find(text=re.escape(text.replace("&", "")), cls="QPushButton",
                       window=re.escape(screen.active["title"]))


def click_tab(desk: Desk, bar: str, text: str) -> None:
    """Click the tab ``text`` of the tab bar in the widget named ``bar``."""
    def tab(screen: Screen) -> Any:
        tabs = [w for w in screen.all(cls="QTabBar")
                if any(t["text"].replace("&", "") == text for t in w.told.get("tabs", []))]
        return next((t for w in tabs for t in w.told["tabs"]
                     if t["text"].replace("&", "") == text), None)

    found = desk.wait(tab, f"the tab {text} of {bar}")
    x, y, w, h = found["rect"]
    desk.click(x + w // 2, y + h // 2)


def choose_in_list(desk: Desk, combo: str, name: str) -> None:
    """Open a list with a click and click the name in it (scrolled to by its first letters)."""
    desk.click_on(desk.wait(lambda s: s.find(name=combo), f"the list {combo}"))
    popup = desk.within(lambda s: next((r for w in s.all(cls="QListView") for r in w.rows
                                        if r["cells"][0] == name and r["rect"]), None), 2)
    if popup is None:  # not in sight in the open list: its first letters find it
        desk.pace(0.5)
        desk.type(name.split()[0])
        popup = desk.wait(lambda s: next((r for w in s.all(cls="QListView") for r in w.rows
                                          if r["cells"][0] == name and r["rect"]), None),
                          f"{name} in the list of {combo}")
    desk.click_row(popup)
    desk.wait(lambda s: (c := s.find(name=combo)) and c.text == name and is_main(s),
              f"{name} chosen in {combo}")


# --- the steps ---------------------------------------------------------------------------
def members_beforehand(desk: Desk, party: Party) -> None:
    """The club's members, made with the command line before the evening: the first added
    (which makes the club file), the others imported at once."""
    first, *others = party.cast.members()
    desk.cli("member", "add", first)
    csv = party.folder / "members.csv"
    csv.write_text("name\n" + "\n".join(others) + "\n", encoding="utf-8")
    imported = desk.cli("import", "members", str(csv), "--yes")
    if imported["imported"] != len(others):
        raise NightError(f"clubapp import members: {imported}")


def guests_in_one_go(desk: Desk, party: Party) -> None:
    """Start → A card party, the twenty names typed one a line, OK."""
    cast = party.cast
    desk.key("ctrl+8")
    screen = desk.wait(lambda s: s.find(name="start_party") and s.find(name="start_club")
                       and s, "the Start page")
    desk.see("start_page")
    desk.click_on(screen.find(name="start_party"))
    desk.wait(lambda s: s.active and s.active["class"] == "PlayersDialog", "who comes tonight")
    desk.focus_on("players_names")
    for number, name in enumerate(cast.guests()):
        if number:
            desk.key("Return")
        desk.type(name)
    screen = desk.wait(lambda s: (f := s.find(name="players_names"))
                       and f.text.count("\n") == len(cast.guests()) - 1 and s,
                       "the twenty names typed")
    typed = screen.find(name="players_names").text.split("\n")
    desk.expect(typed == cast.guests(), f"the names typed read {typed}")
    desk.see("guests_typed")
    desk.key("Tab", "Return")  # to OK, and press it
    screen = desk.wait(lambda s: is_main(s) and s.focus.get("name") == "party_guests" and s,
                       "the party's guests, the cursor in the list")
    rows = screen.find(name="party_guests").rows
    names = [r["cells"][1] for r in rows[:len(cast.guests())]]
    desk.expect(names == cast.guests(), f"the guests head the list in the order typed: {names}")
    desk.see("party_setup")


def roles_by_letters(desk: Desk, party: Party) -> None:
    """The roles named, each guest's role typed by its letter down the list, one guest who
    keeps one table, a seed, and the draw."""
    cast = party.cast
    for role, name in zip(("red", "blue"), cast.roles, strict=True):
        desk.click_into(f"label_{role}")
        desk.key("ctrl+a")
        desk.type(name)
        desk.wait(lambda s, r=role, n=name: (f := s.find(name=f"label_{r}")) and f.text == n,
                  f"the role named {name}")
    screen = desk.look()
    hint = screen.find(name="guests_hint")
    letters = [said_key(k) for k in cast.role_keys]
    desk.expect(hint is not None and all(letter in hint.text for letter in letters),
                f"the hint names the letters {letters}: {hint.text if hint else None!r}")
    # back to the first guest: a click on her name
    first = screen.find(name="party_guests").rows[0]
    x, y, w, h = first["rect"]
    desk.click(x + w + 30, y + h // 2)  # (the row's first cell is the tick: the name is next)
    desk.wait(lambda s: s.focus.get("name") == "party_guests"
              and s.find(name="party_guests").rows[0]["selected"], "the first guest chosen")
    keys = []
    for name in cast.guests():
        keys += [cast.role_keys[0] if cast.role_of(name) == "red" else cast.role_keys[1], "Down"]
    desk.key(*keys)
    roles = dict(zip(("red", "blue"), cast.roles, strict=True))
    wanted = {n: roles[cast.role_of(n)] for n in cast.guests()}
    screen = desk.wait(lambda s: {r["cells"][1]: r["cells"][2]
                                  for r in s.find(name="party_guests").rows
                                  if r["cells"][1] in wanted} == wanted and s,
                       "every guest's role typed")
    count = screen.find(name="guests_count").text
    desk.expect(re.findall(r"\d+", count) == ["20", "10", "10", "0"],
                f"the count says 20 coming, 10 of each, none without a role: {count!r}")
    # the lady who keeps one table, the first guest: Ctrl+Home to her row, End to its last
    # column (Keeps one table), Space
    assert cast.guests()[0] == cast.stays, "the cast's first guest keeps one table"
    desk.key("ctrl+Home", "End", "space")  # (her tick is in the picture; the seating kept
    # shows her at one table every round, and the tables mark her)
    desk.see("roles_typed")
    desk.scroll_to("draw_seed", over="party_setup_side")  # below the house rules
    desk.click_into("draw_seed")
    desk.type(SEED)
    screen = desk.look()
    desk.click_on(screen.find(name="start_party"))
    screen = desk.wait(lambda s: s.find(name="ring_bell") and s.focus.get("name") == "score_1_1"
                       and s, "the first round's tables, the cursor at table 1")
    desk.see("drawn")
    party.evening = desk.cli("evening", "list")[0]["id"]


def anywhere(screen: Screen, name: str) -> Any:
    """The widget ``name`` on the page, in sight or scrolled out of it."""
    return next((w for w in screen.widgets if w.name == name), None)


def tables_shown(desk: Desk, party: Party, screen: Screen) -> dict[int, tuple[str, str]]:
    """The round's tables as the page shows them (down the scrolled pane): table → its two
    pairs' names, one a line, as a person reads them — the guest who keeps one table is
    marked "(stays)", and only she."""
    mark = " " + said("(stays)", desk.lang)
    tables, marked = {}, set()
    for number in range(1, 27):
        pairs = [anywhere(screen, f"pair_{number}_{row}") for row in (1, 2)]
        if None in pairs:
            break
        marked |= {line.removesuffix(mark) for pair in pairs for line in pair.text.split("\n")
                   if line.endswith(mark)}
        tables[number] = tuple(pair.text.replace(mark, "") for pair in pairs)
    desk.expect(marked == {party.cast.stays}, f"the tables mark {sorted(marked)} as keeping "
                                              "one table")
    return tables


def type_bell(desk: Desk, party: Party, bell: int, tables: dict[int, tuple[Any, ...]]) -> None:
    """Type every table's result, Enter after each box: Enter goes on to the next empty box
    (a tie's boxes right after its scores) and, the last box filled, rings the bell."""
    screen = desk.focus_on("score_1_1")
    shown = tables_shown(desk, party, screen)
    desk.expect(sorted(shown) == sorted(tables), f"bell {bell}: the tables shown are "
                                                 f"{sorted(shown)}")
    party.seated.append(shown)
    sitting = screen.find(name="party_sitting")
    party.waiting.append(sitting.text if sitting is not None else "")
    hidden = ""
    for number, entry in sorted(tables.items()):
        boxes = [(f"score_{number}_1", entry[0]), (f"score_{number}_2", entry[1])]
        if len(entry) > 2:
            boxes += [(f"tricks_{number}_1", entry[2][0]), (f"tricks_{number}_2", entry[2][1])]
        if len(entry) > 3:
            cut = party.cast.cut
            boxes += [(f"cut_{number}_1", cut[0]), (f"cut_{number}_2", cut[1])]
        for name, value in boxes:
            screen = desk.focus_on(name)
            typed_in = anywhere(screen, name)
            if not hidden and typed_in.told["seen"] != typed_in.told["rect"]:
                hidden = name  # said once a bell: the boxes after it are likely hidden too
                desk.expect(False, f"bell {bell}: the cursor went on to {name}, a box out "
                                   f"of sight (shown {typed_in.told['seen']} of "
                                   f"{typed_in.told['rect']}): what is typed there is not seen")
            desk.type(str(value))
            desk.wait(lambda s, n=name, v=str(value): s.focus.get("name") == n
                      and s.focus.get("text") == v, f"{value} in {name}")
            if len(entry) > 2 and name == f"score_{number}_2":
                desk.see(f"bell_{bell}_tie_at_table_{number}")
            if name == f"cut_{number}_2":
                desk.see(f"bell_{bell}_cut_at_table_{number}")
            desk.key("Return")
    rung(desk, bell)
    desk.see(f"bell_{bell}_rung")


def rung(desk: Desk, bell: int) -> Screen:
    """Wait for the page to say the bell of round ``bell`` has rung, the cursor back at the
    head table."""
    done = said("The bell of round %d has rung: round %d is in play.", desk.lang) % (
        bell, bell + 1)
    return desk.wait(lambda s: (m := s.find(name="party_message")) and m.text == done
                     and s.focus.get("name") == "score_1_1" and s,
                     f"the bell of round {bell} rung, round {bell + 1} in play")


def first_bell(desk: Desk, party: Party) -> None:
    type_bell(desk, party, 1, party.handed_in(1))
    screen = desk.look()
    decisions = screen.find(name="bell_decisions")
    why = decisions.rows[2]["cells"][1] if decisions and len(decisions.rows) > 2 else ""
    desk.expect("3" in why and "1" in why,
                f"table 3's tie is said settled by the next hand's tricks (3 to 1): {why!r}")


def late_guest_arrives(desk: Desk, party: Party) -> None:
    """On the Players tab: the late guest, her pack, *Arrives* (she plays from the next bell)."""
    cast = party.cast
    click_tab(desk, "party_tabs", party_words("partypage.players_tab", desk.lang))
    desk.wait(lambda s: s.find(name="arrive"), "the Players tab")
    choose_in_list(desk, "arrival_member", cast.late)
    choose_in_list(desk, "arrival_role", cast.roles[0])
    desk.click_on(desk.look().find(name="arrive"))
    screen = desk.wait(lambda s: (t := s.find(name="players_status")) and cast.late in t.text
                       and s, "the late guest waiting")
    desk.see("late_guest_arrived")
    header = screen.find(name="party_header").text
    desk.expect("1" in header, f"the header says one waits: {header!r}")


def second_bell(desk: Desk, party: Party) -> None:
    desk.click_into("score_1_1")
    type_bell(desk, party, 2, party.handed_in(2))
    screen = desk.look()
    decisions = screen.find(name="bell_decisions")
    why = decisions.rows[1]["cells"][1] if decisions and len(decisions.rows) > 1 else ""
    shown_cut = {"en": ("9H", "JS"), "ru": ("9♥", "В♠")}[desk.lang]
    desk.expect(all(c in why for c in shown_cut),
                f"table 2's tie is said settled by the cut {shown_cut}: {why!r}")


def a_guest_leaves(desk: Desk, party: Party) -> None:
    """In round 3 (the late guest seated, a lady sitting out): a lady leaves at the bell."""
    cast = party.cast
    click_tab(desk, "party_tabs", party_words("partypage.players_tab", desk.lang))
    desk.wait(lambda s: s.find(name="leave"), "the Players tab")
    choose_in_list(desk, "leaver", cast.leaver)
    desk.click_on(desk.look().find(name="leave"))
    desk.wait(lambda s: (t := s.find(name="players_status")) and cast.leaver in t.text,
              "the leaver named")
    desk.see("leaver_named")


def third_bell_undone(desk: Desk, party: Party) -> None:
    """The third bell rung with table 2's scores the wrong way round; undone; its results
    back in the boxes; table 2 corrected; rung again."""
    slipped = dict(party.handed_in(3))
    slipped.update({t: BELLS[2][t] for t in CORRECTED})
    desk.click_into("score_1_1")
    type_bell(desk, party, 3, slipped)
    party.seated.pop()  # the round is played again: seen again below
    party.waiting.pop()
    desk.click_on(desk.look().find(name="undo_bell"))
    screen = desk.wait(lambda s: s.active and s.active["class"] == "QMessageBox" and s,
                       "the question before undoing")
    desk.see("undo_question")
    yes = next((b for b in screen.all(cls="QPushButton", window=re.escape(
        screen.active["title"])) if b.told.get("focus")), None) or box_button(
        screen, {"en": "Yes", "ru": "Да"}[desk.lang])
    desk.click_on(yes)
    undone = said("The bell of round %d was undone: correct the results and ring again.",
                  desk.lang) % UNDONE
    screen = desk.wait(lambda s: is_main(s) and (m := s.find(name="party_message"))
                       and m.text == undone and s, "round 3 in play again")
    back = {t: (anywhere(screen, f"score_{t}_1").text, anywhere(screen, f"score_{t}_2").text)
            for t in BELLS[2]}
    wanted = {t: (str(e[0]), str(e[1])) for t, e in slipped.items()}
    desk.expect(back == wanted, f"the undone bell's results back in the boxes: {back}")
    desk.see("bell_3_undone")
    shown = desk.cli("party", "show", str(party.evening))
    desk.expect(len(shown["rounds"]) == 2 and shown["round"] == 3,
                f"after the undo the club keeps {len(shown['rounds'])} bells, round "
                f"{shown['round']} in play")
    for number, (first, second) in CORRECTED.items():
        desk.click_into(f"score_{number}_1")
        desk.key("ctrl+a")
        desk.type(str(first))
        desk.key("Tab")
        desk.focus_on(f"score_{number}_2")
        desk.key("ctrl+a")
        desk.type(str(second))
        desk.wait(lambda s, n=number, v=str(second): s.focus.get("text") == v,
                  f"table {number} corrected")
    desk.see("bell_3_corrected")
    screen = desk.look()
    party.seated.append(tables_shown(desk, party, screen))
    sitting = screen.find(name="party_sitting")
    party.waiting.append(sitting.text if sitting is not None else "")
    desk.key("Return")  # every box filled: Enter rings the bell again
    rung(desk, 3)
    desk.see("bell_3_rung_again")


def fourth_bell(desk: Desk, party: Party) -> None:
    type_bell(desk, party, 4, party.handed_in(4))


def prizes_and_end(desk: Desk, party: Party) -> None:
    """*Award the prizes* (keep playing, when it asks), then *End the party…*: the prizes
    stay as they were read out."""
    lang = desk.lang
    click_tab(desk, "party_tabs", said("Prizes", lang))
    desk.click_on(desk.wait(lambda s: s.find(name="award_prizes"), "the Prizes tab"))
    screen = message_box(desk, "award_end_question")
    desk.see("award_question")
    desk.click_on(box_button(screen, said("Award, keep playing", lang)))
    done = said("The prizes are awarded.", lang)
    screen = desk.wait(lambda s: is_main(s) and (m := s.find(name="party_message"))
                       and m.text == done and s, "the prizes awarded")
    desk.see("prizes_awarded")
    awarded = desk.cli("party", "show", str(party.evening))["prizes"]
    desk.expect(len(awarded) == 6, f"six prizes awarded: {awarded}")
    party.prizes = [f"{p['prize']} {p['role']} {p['player']}" for p in awarded]
    desk.click_on(screen.find(name="end_party"))
    screen = message_box(desk, "end_party_question")
    desk.see("end_question")
    desk.click_on(box_button(screen, said("End the party", lang)))
    screen = desk.wait(lambda s: is_main(s) and (b := s.find(name="end_party"))
                       and b.plain == said("Re&open the party…", lang) and s, "the party ended")
    ring = screen.find(name="ring_bell")
    desk.expect(ring is not None and not ring.enabled, "no bell rings after the end")
    desk.see("party_ended")


def projector(desk: Desk, party: Party) -> None:
    """The room's window: it fits the screen, shows the prize winners; closed again."""
    title = said("clubapp — party", desk.lang)
    desk.click_on(desk.look().find(name="open_projector"))
    screen = desk.wait(lambda s: (w := s.window(re.escape(title))) and w["active"] and s,
                       "the projector's window")
    desk.see("projector")
    shown = " ".join(w.text for w in screen.all(window=re.escape(title)))
    winners = {p.split(" ", 2)[-1] for p in party.prizes}
    missing = [name for name in sorted(winners)
               if name not in shown and name.split()[0] not in shown]
    desk.expect(not missing, f"the projector shows the prize winners; missing {missing}")
    desk.key("alt+F4")  # the window manager closes it
    desk.wait(lambda s: s.window(re.escape(title)) is None and is_main(s),
              "the projector closed, the main window again")


def print_results(desk: Desk, party: Party) -> None:
    """Print → Evening results…, the preview, Save as PDF."""
    pdf = party.folder / "party-results.pdf"
    desk.print_to_pdf(said("&Print", desk.lang), said("&Evening results…", desk.lang), pdf)
    party.pdf = pdf
    desk.key("Escape")
    desk.wait(is_main, "the preview closed")


# --- what the club keeps ---------------------------------------------------------------
def reckoned(tables: list[dict[str, Any]], handed: dict[int, tuple[Any, ...]]
             ) -> dict[str, Any]:
    """The bell as the rules reckon it from the seating kept and the results typed."""
    from clubapp.events.progressive import PartyRules, ring_bell
    from clubapp.events.progressive_json import bell_to_json, round_from_json

    data = {"tables": [{"table": t["table"], "pairs": t["pairs"],
                        "score": list(handed[t["table"]][:2]),
                        "next_hand_tricks": list(handed[t["table"]][2])
                        if len(handed[t["table"]]) > 2 else None,
                        "cut": list(handed[t["table"]][3])
                        if len(handed[t["table"]]) > 3 else None} for t in tables]}
    seating, results = round_from_json(data)
    return bell_to_json(ring_bell(seating, results, PartyRules()))


def what_the_club_keeps(desk: Desk, party: Party) -> None:
    cast = party.cast
    shown = desk.cli("party", "show", str(party.evening))
    rounds = shown["rounds"]
    desk.expect(len(rounds) == 4 and shown["ended"] and shown["ended_after_round"] == 4,
                f"the club keeps {len(rounds)} bells, ended={shown['ended']} after round "
                f"{shown['ended_after_round']}")
    desk.expect(shown["labels"] == dict(zip(("red", "blue"), cast.roles, strict=True)),
                f"the roles are called {shown['labels']}")
    desk.expect(str(shown["seed"]) == SEED, f"the draw's seed is {shown['seed']}")
    for number, kept in enumerate(rounds[:4], start=1):
        handed = party.handed_in(number)
        scores = {t["table"]: tuple(t["score"]) for t in kept["tables"]}
        desk.expect(scores == {t: e[:2] for t, e in handed.items()},
                    f"bell {number}: the scores kept {scores}")
        seen = party.seated[number - 1] if number <= len(party.seated) else {}
        pairs = {t["table"]: tuple(f"{p['red']}\n{p['blue']}" for p in t["pairs"])
                 for t in kept["tables"]}
        desk.expect(pairs == seen, f"bell {number}: the tables kept {pairs}, the screen "
                                   f"showed {seen}")
        wanted = reckoned(kept["tables"], handed)
        desk.expect(kept["stars"] == wanted["stars"],
                    f"bell {number}: the stars kept {kept['stars']}, the rules give "
                    f"{wanted['stars']}")
        decided = {t["table"]: t["decided_by"] for t in kept["tables"]}
        desk.expect(decided == {r["table"]: r["decided_by"] for r in wanted["results"]},
                    f"bell {number}: decided by {decided}")
    if len(rounds) >= 2:
        tie = next(t for t in rounds[0]["tables"] if t["table"] == 3)
        desk.expect(tie["decided_by"] == "next hand" and tie["next_hand_tricks"] == [3, 1],
                    f"bell 1, table 3: {tie}")
        cut = next(t for t in rounds[1]["tables"] if t["table"] == 2)
        desk.expect(cut["decided_by"] == "cut" and cut["cut"] == list(cast.cut_cards),
                    f"bell 2, table 2: {cut}")
    players = {p["name"]: p for p in shown["players"]}
    desk.expect(set(players) == set(cast.guests()) | {cast.late},
                f"the party's guests: {sorted(players)}")
    desk.expect(all(p["role"] == cast.role_of(n) for n, p in players.items()),
                "every guest in the role typed: "
                f"{ {n: p['role'] for n, p in players.items()} }")
    desk.expect(players.get(cast.leaver, {}).get("status") == "left",
                f"the leaver: {players.get(cast.leaver)}")
    desk.expect(players.get(cast.late, {}).get("status") == "seated",
                f"the late guest: {players.get(cast.late)}")
    in_round = [{n for t in r["tables"] for p in t["pairs"] for n in (p["red"], p["blue"])}
                for r in rounds]
    desk.expect(len(in_round) >= 4 and cast.late not in in_round[1]
                and cast.late in in_round[2] | in_round[3] and cast.leaver in in_round[2]
                and cast.leaver not in in_round[3],
                "the late guest plays from round 3, the leaver to the bell of round 3")
    desk.expect(len(in_round) >= 3 and len(in_round[2]) == 20 and bool(party.waiting[2]),
                f"in round 3 one of 21 sits out, and the page says why: {party.waiting[2:3]}")
    kept_at = {next(t["table"] for t in r["tables"] for p in t["pairs"]
                    if cast.stays in (p["red"], p["blue"])) for r in rounds}
    desk.expect(len(kept_at) == 1, f"{cast.stays} keeps one table: {sorted(kept_at)}")
    prizes = [f"{p['prize']} {p['role']} {p['player']}" for p in shown["prizes"]]
    desk.expect(prizes == party.prizes, f"the prizes stayed as read out: {prizes}")
    stars = {s["name"]: (s["gold"], s["red"], s["green"]) for s in shown["stars"]}
    counted: dict[str, list[int]] = {n: [0, 0, 0] for n in players}
    for kept in rounds:
        for name, star in kept["stars"].items():
            if star:
                counted[name][("gold", "red", "green").index(star)] += 1
    desk.expect(stars == {n: tuple(c) for n, c in counted.items()},
                "the stars board adds up the bells' stars")
    if party.pdf is None or not party.pdf.exists():
        desk.expect(False, f"the PDF is saved as {party.pdf}")
        return
    text = subprocess.run(["pdftotext", str(party.pdf), "-"], capture_output=True, text=True,
                          timeout=60).stdout
    words = " ".join(text.split())  # a name may wrap in its cell
    ended = {"en": "The party ended after round 4",
             "ru": "Турнир окончен после круга 4"}[desk.lang]
    desk.expect(ended in words, f"the results say {ended!r}")
    for prize in shown["prizes"]:
        desk.expect(prize["player"] in words, f"the results name {prize['player']}")
    for name in players:
        desk.expect(name in words, f"the stars board names {name}")
    round_word = {"en": "Round", "ru": "Круг"}[desk.lang]
    for number in range(1, 5):
        desk.expect(f"{round_word} {number}" in words, f"the results hold round {number}")
    if desk.lang != "en":
        english = english_words(text.splitlines(), cast.allowed)
        desk.expect(not english, f"English in the {desk.lang} PDF: {english}")


# --- words -----------------------------------------------------------------------------
def party_words(message_id: str, lang: str) -> str:
    """One of the program's messages (``clubapp/words``) in ``lang``."""
    from clubapp.words import Message, say

    return say(Message(message_id), lang).replace("&", "")


def said_key(key: str) -> str:
    """The letter a key types, as the window names it: ``l`` → L, ``Cyrillic_de`` → Д."""
    return {"Cyrillic_de": "Д", "Cyrillic_ka": "К"}.get(key, key.upper())


STEPS: list[tuple[str, Callable[[Desk, Party], None]]] = [
    ("guests", guests_in_one_go),
    ("roles_and_draw", roles_by_letters),
    ("bell_1", first_bell),
    ("late_guest", late_guest_arrives),
    ("bell_2", second_bell),
    ("leaver", a_guest_leaves),
    ("bell_3_undone", third_bell_undone),
    ("bell_4", fourth_bell),
    ("prizes_and_end", prizes_and_end),
    ("projector", projector),
    ("print", print_results),
]


def play(desk: Desk, party: Party) -> None:
    """The night, step by step; a step that cannot go on stops it (said with its picture).
    What the club keeps is read at the end."""
    desk.allowed = party.cast.allowed
    desk.preset()
    members_beforehand(desk, party)
    desk.start()
    desk.see("opened")
    for name, step in STEPS:
        desk.step = name
        try:
            step(desk, party)
        except NightError as exc:
            raise NightError(f"step {name}: {exc}") from None
    desk.step = "kept"
    what_the_club_keeps(desk, party)
