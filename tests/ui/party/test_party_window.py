"""A whole progressive-euchre party played through the real window with qtbot.

32 guests at 8 tables for 10 rounds: the draw made on the party page, every table's score typed
into its boxes from the keyboard (Tab from box to box, Enter on the last rings the bell, or the
Ring the bell button), ties settled by the next hand's tricks and by the cut, a bell refused and
put right, a late arrival, a leaver, a bell undone and rung again, then the prizes. After every
bell the page's seating and stars are checked against the events layer's own computation of the
same evening; then the program is closed and reopened and the party is found as it was.
Screenshots: tests/screens/party.png (a round typed in, ties showing, before the bell),
party_prizes.png and projector.png.
"""

from __future__ import annotations

import datetime as dt
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from clubapp.cards import parse_card
from clubapp.events.party import add_player, remove_player, ring_party_bell, start_party
from clubapp.events.party_draw import Entrant, party_draw
from clubapp.events.prizes import PlayerStars, award_prizes
from clubapp.events.progressive import PartyRules, TableResult
from clubapp.services import Services
from tests.helpers.paths import SCREENS
from tests.helpers.pdf import pdf_text
from tests.helpers.window import open_window, when_dialog_opens

LADIES = ["Ada Byron", "Beatrice Lane", "Clara Voss", "Dora Finch", "Edith Crane", "Flora Hale",
          "Grace Pell", "Hattie Moss", "Iris Tate", "June Abbott", "Kitty Rowe", "Lena Marsh",
          "Mabel Ford", "Nora Quill", "Olive Reed", "Pearl Stone"]
GENTLEMEN = ["Albert Keen", "Bertram Cole", "Cyril Dunn", "Duncan Frye", "Edgar Holt",
             "Felix Irving", "Gilbert Judd", "Horace Kemp", "Ivor Lott", "Jasper Mead",
             "Kenneth Nash", "Lionel Orr", "Marcus Platt", "Neville Rusk", "Oscar Sims",
             "Percy Todd"]
LATECOMER, LEAVER = "Violet Young", "Cyril Dunn"
SEED = 2024


@pytest.fixture
def club_file(empty_club, qapp):
    qapp.setKeyboardInputInterval(0)
    path = empty_club
    services = Services.open(str(path))
    for name in [*LADIES, *GENTLEMEN, LATECOMER]:
        services.members.add(name)
    services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
    services.close()
    return path


def round_results(seating, rng: random.Random, number: int) -> list[TableResult]:
    """What the tables hand in: the head table at five; the others any score, ties now and
    then; round 2 has a tie settled on the next hand and one settled by the cut."""
    out = []
    for table in seating:
        if table.number == 1:
            other = rng.randrange(5)
            out.append(TableResult(1, (5, other) if rng.random() < 0.5 else (other, 5)))
            continue
        first, second = rng.randrange(7), rng.randrange(7)
        tricks = cut = None
        if number == 2 and table.number == 3:
            first = second = 4
            tricks = (2, 3)
        elif number == 2 and table.number == 6:
            first = second = 3
            tricks, cut = (1, 1), (parse_card("JH"), parse_card("QC"))
        elif first == second:
            one = rng.randrange(1, 3)
            tricks = (one, rng.choice([one, 5 - one]))
            if tricks[0] == tricks[1]:
                cut = (parse_card("KD"), parse_card("7S"))
        out.append(TableResult(table.number, (first, second), tricks, cut))
    return out


def keystrokes(result: TableResult) -> list[tuple[str, str]]:
    """The boxes a host fills for one table, in Tab order, with what is typed in each."""
    n = result.table
    typed = [(f"score_{n}_{i + 1}", str(v)) for i, v in enumerate(result.score)]
    if result.next_hand_tricks is not None:
        typed += [(f"tricks_{n}_{i + 1}", str(v)) for i, v in enumerate(result.next_hand_tricks)]
    if result.cut is not None:
        typed += [(f"cut_{n}_{i + 1}", str(c)) for i, c in enumerate(result.cut)]
    return typed


def focus_window(qtbot, window) -> None:
    if not window.isActiveWindow():  # a dialog just closed: the host clicks back in
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)


def type_round(qtbot, window, results: list[TableResult], ring: str = "enter") -> None:
    """Type every table's result from the keyboard: Tab between boxes; Enter on the last box
    rings the bell (or the button does, ``ring="button"``; ``ring="later"``: not yet)."""
    page = window.party_page
    focus_window(qtbot, window)
    page.grid.focus_first()
    # Tab runs down every table's scores, then the boxes the ties ask for, table by table
    typed = [s for r in results for s in keystrokes(r)]
    strokes = [s for s in typed if s[0].startswith("score")] + \
        [s for s in typed if not s[0].startswith("score")]
    for index, (name, text) in enumerate(strokes):
        widget = QApplication.focusWidget()
        assert widget is not None and widget.objectName() == name
        widget.selectAll()  # a box may hold an undone bell's result: typing replaces it
        qtbot.keyClicks(widget, text)
        if index < len(strokes) - 1:
            qtbot.keyClick(widget, Qt.Key.Key_Tab)
        elif ring == "enter":
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        elif ring == "button":
            qtbot.mouseClick(page.ring_button, Qt.MouseButton.LeftButton)


def seating_shown(page) -> list[tuple[str, ...]]:
    """The seating as the score boxes show it, pair by pair."""
    return [tuple(name for pair in (1, 2)
                  for name in b.findChild(QLabel, f"pair_{b.table.number}_{pair}").text()
                  .split("\n"))
            for b in page.grid.boxes]


def check_against(page, state) -> None:
    """The page shows the events layer's seating, waiting list and stars."""
    view = page.view
    assert [t.players for t in view.tables] == [t.players for t in state.seating]
    assert seating_shown(page) == [t.players for t in state.seating]
    assert view.waiting == state.waiting and view.round == state.round
    if state.played:
        assert page.view.last_bell.stars == dict(state.played[-1].bell.stars)
        shown = {page.bell_panel.moves.rows[i][0]: page.bell_panel.moves.rows[i][1]
                 for i in range(page.bell_panel.moves.rowCount())}
        for name, star in state.played[-1].bell.stars.items():
            assert shown[name] == (f"★ {star}" if star else "")


def test_a_whole_party_of_32_players_through_the_window(qtbot, club_file):
    window = open_window(qtbot, club_file)
    window.go_to("Evenings")
    evening = window.evenings_page.evenings[0]
    window.open_evening(evening.id)
    page = window.party_page
    assert window.stack.currentWidget() is page
    assert not window.nav.item(window.nav.count() - 1).isHidden()

    # the setup: everyone but the latecomer comes, ladies red and gentlemen blue
    roles = {**dict.fromkeys(LADIES, "red"), **dict.fromkeys(GENTLEMEN, "blue")}
    ids = {m.name: m.id for m in page.setup.members}
    for name, role in roles.items():
        page.setup.choose(ids[name], role)
    page.setup.labels["red"].setText("Ladies")
    page.setup.labels["blue"].setText("Gentlemen")
    qtbot.keyClicks(page.setup.seed, str(SEED))
    assert "32 coming: 16 Ladies, 16 Gentlemen" in page.setup.count.text()
    qtbot.mouseClick(page.setup.start_button, Qt.MouseButton.LeftButton)
    assert page.setup.error.text() == ""

    # the events layer's own evening, in the order the page listed the guests
    order = [m.name for m in page.setup.members if m.name in roles]
    draw = party_draw([Entrant(n, roles[n]) for n in order], SEED)  # type: ignore[arg-type]
    state = start_party(draw.tables, roles, draw.waiting, PartyRules(), SEED)  # type: ignore[arg-type]
    check_against(page, state)
    rng = random.Random(7)
    decided = set()
    for number in range(1, 11):
        if number == 4:  # a late arrival: waits, then plays from the next bell
            panel = page.players_panel
            panel.newcomer.setCurrentIndex(panel.newcomer.findText(LATECOMER))
            panel.newcomer_role.setCurrentIndex(panel.newcomer_role.findData("red"))
            qtbot.mouseClick(panel.arrive_button, Qt.MouseButton.LeftButton)
            state = add_player(state, LATECOMER, "red")
            assert page.view.player(LATECOMER).status == "waiting"
        if number == 7:  # a leaver plays to the bell, then goes
            panel = page.players_panel
            panel.leaver.setCurrentIndex(panel.leaver.findText(LEAVER))
            qtbot.mouseClick(panel.leave_button, Qt.MouseButton.LeftButton)
            state = remove_player(state, LEAVER)
            assert LEAVER in page.view.leaving
        results = round_results(state.seating, rng, number)
        if number == 3:  # the head table handed in 4-3: nobody has five, the bell is refused
            wrong = [TableResult(1, (4, 3)), *results[1:]]
            type_round(qtbot, window, wrong)
            assert page.view.round == 3 and len(page.view.bells) == 2
            assert page.message.text().startswith("Table 1: the bell rings when a pair")
            assert page.grid.box(1).error.isVisibleTo(page.grid.box(1))
            assert QApplication.focusWidget().objectName() == "score_1_1"
        if number == 5:  # a bell rung on wrong scores, undone and rung again
            type_round(qtbot, window, round_results(state.seating, random.Random(99), 5))
            assert page.view.round == 6
            when_dialog_opens(lambda box: box.button(QMessageBox.StandardButton.Yes).click())
            qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
            assert page.view.round == 5 and page.view.undone is not None
            assert page.grid.box(1).scores[0].text() != ""  # its results, to correct
            shown = page.view
        if number == 2:  # the ties' boxes are showing: a picture of the page before the bell
            type_round(qtbot, window, results, ring="later")
            assert page.grid.box(6).cuts[0].isVisibleTo(page.grid.box(6))
            assert window.grab().save(str(SCREENS / "party.png"))
            qtbot.mouseClick(page.ring_button, Qt.MouseButton.LeftButton)
        else:
            type_round(qtbot, window, results, ring="button" if number % 3 == 0 else "enter")
        state = ring_party_bell(state, results)
        check_against(page, state)
        decided |= {d.decided_by for d in state.played[-1].bell.decisions}
        if number == 2:
            page.tabs.setCurrentWidget(page.bell_panel)
            decisions = page.view.last_bell.decisions
            assert decisions[2].decided_by == "next hand" and decisions[5].decided_by == "cut"
            assert "JH against QC" in decisions[5].reason
    assert decided == {"score", "next hand", "cut"}
    assert page.view.undone_count == 1 and shown.undone is not None
    assert page.view.player(LEAVER).status == "left"
    assert page.view.player(LATECOMER).rounds  # played from the round after arriving

    # asked whether to end the party with the award (test_party_end_window): award only
    when_dialog_opens(lambda box: next(
        b for b in box.buttons()
        if box.buttonRole(b) == QMessageBox.ButtonRole.ActionRole).click())
    qtbot.mouseClick(page.prizes_panel.award_button, Qt.MouseButton.LeftButton)
    view = page.view
    board = {p.name: p for p in view.players}
    expected = award_prizes([PlayerStars(n, state.roles[n], board[n].gold, board[n].red,
                                         board[n].green)
                             for n in sorted(state.roles, key=str.casefold)], view.prize_seed)
    assert [(p.prize, p.role, p.player, p.reason) for p in view.prizes] == \
           [(p.prize, p.role, p.player, p.reason) for p in expected]
    assert [r[2] for r in page.prizes_panel.rows] == [p.player for p in expected]
    prize_text = page.prizes_panel.text.toPlainText()
    assert all(p.reason in prize_text for p in expected)  # every prize says why

    assert window.grab().save(str(SCREENS / "party_prizes.png"))
    projector = page.open_projector()
    projector.resize(1280, 720)
    qtbot.waitExposed(projector)
    names = []  # every page the room sees in turn (a name is never below 1/30 of the height)
    for page in range(projector.pages):
        if page:
            projector.next_page()
        names += [projector.names_grid.itemAt(i).widget().text()
                  for i in range(projector.names_grid.count())]
    for table in view.tables:
        for name in table.players:
            assert any(text.endswith(name) for text in names)
    assert projector.leader_names()[0] == view.board[0].name
    assert projector.grab().save(str(SCREENS / "projector.png"))
    kept = (view.round, [t.players for t in view.tables], view.board, view.prizes)
    window.close()

    again = open_window(qtbot, club_file)
    again.open_evening(evening.id)
    found = again.party_page.view
    assert (found.round, [t.players for t in found.tables], found.board, found.prizes) == kept
    assert found.round == 11 and len(found.bells) == 10
    assert seating_shown(again.party_page) == [t.players for t in state.seating]
    again.close()


def test_the_print_menu_prints_the_party_documents_of_the_real_party(qtbot, tmp_path, empty_club,
                                                                      qapp):

    from clubapp.services.party import EntrantChoice, TableEntry

    path = empty_club
    services = Services.open(str(path))
    people = [(n, "red") for n in LADIES[:4]] + [(n, "blue") for n in GENTLEMEN[:4]]
    ids = {n: services.members.add(n).id for n, _ in people}
    evening = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
    services.party.start(evening.id, [EntrantChoice(ids[n], r) for n, r in people], seed=SEED)
    services.party.ring_bell(evening.id, 1, [TableEntry(1, (5, 2)), TableEntry(2, (3, 3), (3, 2))])
    view = services.party.award_prizes(evening.id)
    services.close()

    window = open_window(qtbot, path)
    window.open_evening(evening.id)
    texts = {}
    for kind in ("tally-cards", "table-cards", "table-list", "round-slips", "stars-board",
                 "prizes"):
        window.print_menu.party_document(kind)
        preview = window.print_menu.last
        assert preview is not None and preview.document.pageCount() >= 1
        saved = preview.save_as(tmp_path / f"{kind}.pdf")
        # a long pair of names may fold over two lines of a slip: words, not lines
        texts[kind] = pdf_text(saved)
        preview.reject()
    window.close()
    for name, _ in people:
        assert name in texts["tally-cards"] and name in texts["stars-board"]
        assert name in texts["table-list"]  # find your table: every guest, alphabetically
    assert "Find your table" in texts["table-list"]
    seated = [n for t in view.tables for n in t.players]
    assert all(name in texts["round-slips"] for name in seated)
    assert "Round 2, table 1" in texts["round-slips"]
    assert "Booby table" in texts["table-cards"] and "Head table" in texts["table-cards"]
    first = next(p for p in view.prizes if p.prize == "first" and p.role == "red")
    assert first.player in texts["prizes"] and "most gold stars" in texts["prizes"]


def test_roles_are_set_from_the_keyboard_many_at_once(qtbot, club_file):
    """Issue 18 item 6: one list, select many, type L or G or a role's initial; Space ticks
    who comes, Delete takes the role away; the pack drawn by hand the same way."""
    window = open_window(qtbot, club_file)
    window.open_evening(window.evenings_page.evenings[0].id)
    setup = window.party_page.setup
    guests = setup.guests
    setup.labels["red"].setText("Ladies")
    setup.labels["blue"].setText("Gents")
    guests.setFocus()
    guests.setCurrentCell(0, 1)
    for _ in range(3):
        qtbot.keyClick(guests, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(guests, "l")  # the book's lady, lower case too
    rows = [0, 1, 2, 3]
    assert [guests.value(r, 2) for r in rows] == ["red"] * 4
    assert all(guests.comes(r) for r in rows) and not guests.comes(4)
    qtbot.keyClick(guests, Qt.Key.Key_Down)  # row 4 alone
    qtbot.keyClicks(guests, "G")
    assert guests.value(4, 2) == "blue" and guests.item(4, 2).text() == "Gents"
    guests.setCurrentCell(5, 1)
    qtbot.keyClicks(guests, "g")  # "Gents": its initial is G as well
    qtbot.keyClick(guests, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(guests, "L")
    assert [guests.value(r, 2) for r in (5, 6)] == ["red", "red"]
    qtbot.keyClick(guests, Qt.Key.Key_Space)  # untick both
    assert not guests.comes(5) and not guests.comes(6)
    qtbot.keyClick(guests, Qt.Key.Key_Delete)
    assert guests.value(5, 2) == "" and guests.item(5, 2).text() == "—"
    assert "5 coming: 4 Ladies, 1 Gents" in setup.count.text()
    setup.by_hand.setChecked(True)  # the pack column: the same letters set the pack
    guests.setCurrentCell(4, 3)
    qtbot.keyClicks(guests, "L")
    assert guests.value(4, 3) == "red" and guests.value(4, 2) == "blue"
    window.close()


def test_enter_moves_to_the_next_empty_box_and_rings_once_every_table_is_filled(qtbot,
                                                                                club_file):
    """Issue 18 item 6: Enter rings from any box once every table has handed in."""
    window = open_window(qtbot, club_file)
    window.open_evening(window.evenings_page.evenings[0].id)
    page = window.party_page
    ids = {m.name: m.id for m in page.setup.members}
    for name in LADIES[:4]:
        page.setup.choose(ids[name], "red")
    for name in GENTLEMEN[:4]:
        page.setup.choose(ids[name], "blue")
    qtbot.mouseClick(page.setup.start_button, Qt.MouseButton.LeftButton)
    focus_window(qtbot, window)
    first, second = page.grid.box(1), page.grid.box(2)
    first.scores[0].setFocus()
    qtbot.keyClicks(first.scores[0], "5")
    qtbot.keyClick(first.scores[0], Qt.Key.Key_Return)  # not filled: on to the next box
    assert QApplication.focusWidget() is first.scores[1] and page.view.round == 1
    qtbot.keyClicks(first.scores[1], "2")
    second.scores[1].setFocus()
    qtbot.keyClicks(second.scores[1], "3")
    qtbot.keyClick(second.scores[1], Qt.Key.Key_Return)  # the empty box before it, wrapping
    assert QApplication.focusWidget() is second.scores[0] and page.view.round == 1
    qtbot.keyClicks(second.scores[0], "1")
    first.scores[0].setFocus()  # every table filled: Enter in the first box rings
    qtbot.keyClick(first.scores[0], Qt.Key.Key_Return)
    assert page.view.round == 2
    window.close()
