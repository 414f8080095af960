"""Group commit of the table pages' deals (SQLite and PostgreSQL): several tables' deals in one
transaction, each in its own savepoint; a refused deal refuses only itself; nobody is answered
before the commit, and a commit that fails answers every deal of its group with the error."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from sqlalchemy import event, func, select

from clubapp.rules import RuleError
from clubapp.services import Services
from clubapp.services.table_access import AccessRefused, TableAccessService
from clubapp.store.database import DatabaseError
from clubapp.store.models import Deal, Game, GameResult, Member
from clubapp.store.table_access_models import TableSubmission
from tests.web.evenings import club_evening

TABLES = tuple(("euchre", tuple(f"P{t}{s}" for s in range(4))) for t in range(1, 6))


def _sid() -> str:
    return uuid.uuid4().hex


def _deals_by_game(db_url: str) -> dict[int, int]:
    """Each game's recorded deals as another computer reads them: what was committed."""
    other = Services.open(db_url)
    try:
        with other.db.transaction() as session:
            return dict(session.execute(select(Game.id, func.count(Deal.id)).outerjoin(Deal)
                                        .group_by(Game.id)).all())
    finally:
        other.close()


def _cached_points(services: Services, game: int) -> dict[str, int]:
    """Each player's points in the game as the results cache holds them (the standings')."""
    with services.db.transaction() as session:
        return dict(session.execute(select(Member.name, GameResult.points).join(
            Member, Member.id == GameResult.member_id).where(GameResult.game_id == game)).all())


def test_five_tables_deals_go_in_one_transaction_and_a_refused_one_refuses_itself(
        services, db_url):
    access = TableAccessService(services)
    evening, games = club_evening(services, TABLES)
    tables = access.addresses(evening)
    groups = access.writes.groups
    entries = [{"makers": "A", "tricks": 3}] * 5
    entries[2] = {"makers": "A", "tricks": 9}  # a euchre hand has five tricks
    with access._writing:  # a change in progress (the host locking a table): the deals queue
        sent = [access.send_deal(t.token, evening, _sid(), lambda *_, e=e: e, "10.0.0.9")
                for t, e in zip(tables, entries, strict=True)]
        assert not any(f.done() for f in sent)  # nobody is answered before the commit
    answers = [f.exception() or f.result() for f in sent]
    assert access.writes.groups == groups + 1  # one transaction, one disk sync
    assert isinstance(answers[2], RuleError) and answers[2].field == "tricks"
    for number, answer in enumerate(answers, start=1):
        if number != 3:
            table, said = answer
            assert table.number == number and said["ok"] and said["deal"] == 1
    assert _deals_by_game(db_url) == {games[0]: 1, games[1]: 1, games[2]: 0, games[3]: 1,
                                      games[4]: 1}
    with services.db.transaction() as session:  # the refused deal left no proof it was sent
        assert session.scalar(select(func.count(TableSubmission.id))) == 4


def test_a_deal_sent_twice_in_one_group_is_recorded_once(services, db_url):
    access = TableAccessService(services)
    evening, (game,) = club_evening(services)
    table = access.addresses(evening)[0]
    sid = _sid()
    entry = {"makers": "B", "tricks": 5}
    with access._writing:
        first = access.send_deal(table.token, evening, sid, lambda *_: entry, "10.0.0.9")
        again = access.send_deal(table.token, evening, sid, lambda *_: entry, "10.0.0.9")
    assert first.result()[1]["deal"] == 1 and "again" not in first.result()[1]
    assert again.result()[1] == {**first.result()[1], "again": True}
    assert _deals_by_game(db_url) == {game: 1}


def test_a_made_up_token_in_a_group_is_refused_and_the_others_recorded(services, db_url):
    access = TableAccessService(services)
    evening, games = club_evening(services, TABLES[:2])
    one, two = access.addresses(evening)
    entry = {"makers": "A", "tricks": 4}
    with access._writing:
        made_up = access.send_deal("z" * 43, evening, _sid(), lambda *_: entry, "10.0.0.9")
        sent = [access.send_deal(t.token, evening, _sid(), lambda *_: entry, "10.0.0.9")
                for t in (one, two)]
    with pytest.raises(AccessRefused) as refused:
        made_up.result()
    assert refused.value.status == 404
    assert [f.result()[0].number for f in sent] == [1, 2]
    assert _deals_by_game(db_url) == {games[0]: 1, games[1]: 1}


@contextmanager
def _failing(services: Services, where: str, fault) -> Iterator[None]:
    """The database driver failing as ``fault`` decides, at the engine's event ``where``."""
    event.listen(services.db.engine, where, fault)
    try:
        yield
    finally:
        event.remove(services.db.engine, where, fault)


def _all_refused(access: TableAccessService, evening: int, tables, entry: dict) -> None:
    """One deal from each table, sent as one group: every one refused with the disk's error."""
    with access._writing:
        sent = [access.send_deal(t.token, evening, _sid(), lambda *_: entry, "10.0.0.9")
                for t in tables]
    for future in sent:
        with pytest.raises(DatabaseError):
            future.result()


def test_a_group_whose_commit_fails_acknowledges_none_of_its_deals(services, db_url):
    access = TableAccessService(services)
    evening, games = club_evening(services, TABLES[:3])
    tables = access.addresses(evening)

    def disk_gone(_connection):
        raise DatabaseError("store.disk_full")

    with _failing(services, "commit", disk_gone):
        _all_refused(access, evening, tables, {"makers": "A", "tricks": 3})
    assert _deals_by_game(db_url) == dict.fromkeys(games, 0)
    # the next deal is written as usual
    assert access.record_deal(tables[0], _sid(), {"makers": "A", "tricks": 3}, "10.0.0.9")["ok"]
    assert _deals_by_game(db_url)[games[0]] == 1


def test_a_deal_corrected_or_undone_at_the_window_between_two_from_a_page_counts_as_it_stands(
        services):
    """The pages score a deal on the state they kept from their last one only while the game's
    deals are still those: a correction or an undo made at the window is replayed. Euchre:
    makers taking three or four tricks score one point, all five two (seeds/002 line 213)."""
    access = TableAccessService(services)
    evening, (game,) = club_evening(services)
    table = access.addresses(evening)[0]
    first = access.record_deal(table, _sid(), {"makers": "A", "tricks": 3}, "10.0.0.9")
    services.scoring.correct_deal(first["deal_id"], {"makers": "A", "tricks": 5})
    access.record_deal(table, _sid(), {"makers": "A", "tricks": 3}, "10.0.0.9")
    assert services.scoring.view(game).totals == {"A": 3, "B": 0}
    assert _cached_points(services, game) == {"Ann": 3, "Bob": 0, "Cat": 3, "Dan": 0}
    third = access.record_deal(table, _sid(), {"makers": "B", "tricks": 5}, "10.0.0.9")
    services.scoring.withdraw_deal(third["deal_id"])
    access.record_deal(table, _sid(), {"makers": "B", "tricks": 4}, "10.0.0.9")
    assert services.scoring.view(game).totals == {"A": 3, "B": 1}
    assert _cached_points(services, game) == {"Ann": 3, "Bob": 1, "Cat": 3, "Dan": 1}
    assert [d.points for d in services.scoring.view(game).deals] == [
        {"A": 2, "B": 0}, {"A": 1, "B": 0}, {"A": 0, "B": 1}]


def _caches(services: Services) -> tuple[set, set]:
    from clubapp.store.models import EveningResult

    with services.db.transaction() as session:
        games = {tuple(r) for r in session.execute(select(
            GameResult.game_id, GameResult.member_id, GameResult.deals, GameResult.points,
            GameResult.played, GameResult.won, GameResult.matches_won))}
        evenings = {tuple(r) for r in session.execute(select(
            EveningResult.evening_id, EveningResult.member_id, EveningResult.game_kind,
            EveningResult.games, EveningResult.deals, EveningResult.points,
            EveningResult.won))}
    return games, evenings


def test_a_groups_results_caches_are_written_once_and_agree_with_the_deals(services, db_url):
    """The results caches of a group's games are brought up to date once, for the whole group,
    after its deals: two deals of one table in one group, a refused one, five tables — the
    caches are what a rebuild from the committed deals makes of them."""
    from clubapp.services.results_cache import rebuild_all_results

    access = TableAccessService(services)
    evening, games = club_evening(services, TABLES)
    tables = access.addresses(evening)
    sent_entries = [(tables[0], {"makers": "A", "tricks": 5}), (tables[0], {"makers": "B",
                    "tricks": 3}), (tables[1], {"makers": "A", "tricks": 9}),
                    *((t, {"makers": "B", "tricks": 4}) for t in tables[1:])]
    for _ in range(2):  # the second group moves rows the first one made
        with access._writing:
            sent = [access.send_deal(t.token, evening, _sid(), lambda *_, e=e: e, "10.0.0.9")
                    for t, e in sent_entries]
        refused = [f for f in sent if f.exception() is not None]
        assert len(refused) == 1 and isinstance(refused[0].exception(), RuleError)
    assert _deals_by_game(db_url)[games[0]] == 4
    written = _caches(services)
    assert written[0] and written[1]
    with services.db.transaction() as session:
        rebuild_all_results(session)
    assert _caches(services) == written


def _deal_reads(services: Services) -> tuple[list[str], object]:
    """The statements that read deal rows, as the database is sent them, and the listener."""
    seen: list[str] = []

    def listen(_conn, _cursor, statement, *_):
        if statement.lstrip().upper().startswith("SELECT") and "FROM deal" in statement:
            seen.append(statement)

    event.listen(services.db.engine, "before_cursor_execute", listen)
    return seen, listen


def test_a_change_from_another_computer_between_two_groups_is_what_the_next_deal_counts_on(
        services, db_url):
    """The pages' writer keeps the games it loaded from one group to the next, on SQLite while
    nobody else writes: a correction and an undo made on another computer in between are
    counted all the same. Euchre: three or four tricks score one point, all five two
    (seeds/002 line 213)."""
    access = TableAccessService(services)
    evening, (game,) = club_evening(services)
    table = access.addresses(evening)[0]
    first = access.record_deal(table, _sid(), {"makers": "A", "tricks": 3}, "10.0.0.9")
    reads, listener = _deal_reads(services)
    try:
        access.record_deal(table, _sid(), {"makers": "B", "tricks": 3}, "10.0.0.9")
        if services.db.is_sqlite:  # the second group read no deal again: it had them
            assert reads == []
        other = Services.open(db_url)
        try:
            other.scoring.correct_deal(first["deal_id"], {"makers": "A", "tricks": 5})
            third = access.record_deal(table, _sid(), {"makers": "A", "tricks": 4}, "10.0.0.9")
            assert reads  # another computer wrote: the game was read again
            other.scoring.withdraw_deal(third["deal_id"])
        finally:
            other.close()
        fourth = access.record_deal(table, _sid(), {"makers": "B", "tricks": 5}, "10.0.0.9")
    finally:
        event.remove(services.db.engine, "before_cursor_execute", listener)
    assert fourth["deal"] == 3  # the undone third no longer counts
    view = services.scoring.view(game)
    assert view.totals == {"A": 2, "B": 3}
    assert [d.points for d in view.deals] == [{"A": 2, "B": 0}, {"A": 0, "B": 1},
                                              {"A": 0, "B": 2}]
    assert _cached_points(services, game) == {"Ann": 2, "Bob": 3, "Cat": 2, "Dan": 3}


def test_a_group_whose_proofs_cannot_be_written_leaves_no_trace_in_the_games_kept(
        services, db_url):
    """The proofs that deals were sent (and their audit lines) are written together for the
    group: when that fails, no deal of the group is acknowledged or kept, in the database or
    in the games the writer keeps loaded, and each table's next deal is its first."""
    access = TableAccessService(services)
    evening, games = club_evening(services, TABLES[:2])
    one, two = access.addresses(evening)
    access.record_deal(two, _sid(), {"makers": "A", "tricks": 3}, "10.0.0.9")  # loaded, kept
    failed = []

    def disk_gone(_conn, _cursor, statement, *_):
        if statement.lstrip().startswith("INSERT INTO table_submission") and not failed:
            failed.append(statement)
            raise DatabaseError("store.disk_full")

    with _failing(services, "before_cursor_execute", disk_gone):
        _all_refused(access, evening, (one, two), {"makers": "A", "tricks": 5})
    assert failed and _deals_by_game(db_url) == {games[0]: 0, games[1]: 1}
    assert access.record_deal(one, _sid(), {"makers": "B", "tricks": 4}, "10.0.0.9")["deal"] == 1
    assert access.record_deal(two, _sid(), {"makers": "B", "tricks": 4}, "10.0.0.9")["deal"] == 2
    assert [d.entry for d in services.scoring.view(games[0]).deals] == [
        {"makers": "B", "tricks": 4}]
    assert services.scoring.view(games[1]).totals == {"A": 1, "B": 1}


def test_a_partys_tables_hand_in_together_in_one_transaction_the_later_one_standing(services):
    """A hand-in is a group's change like a deal: the party's tables handing in at once are
    written in one transaction; a result the party refuses (a tie without the next hand's
    tricks, line 89) refuses only itself; a table's second hand-in replaces its first."""
    from clubapp.services.party_views import BellRefused, TableEntry
    from clubapp.store.models import AuditEntry
    from tests.web.evenings import party_evening

    access = TableAccessService(services)
    evening = party_evening(services)
    one, two = [a for a in access.addresses(evening) if a.kind == "table"]
    groups = access.writes.groups
    with access._writing:  # the host ringing meanwhile: the hand-ins queue
        sent = [access.send_bell(one.token, evening, _sid(), 1, TableEntry(0, (5, 1)), "10.0.0.1"),
                access.send_bell(two.token, evening, _sid(), 1, TableEntry(0, (3, 3)), "10.0.0.2"),
                access.send_bell(two.token, evening, _sid(), 1, TableEntry(0, (2, 4)), "10.0.0.2"),
                access.send_bell(two.token, evening, _sid(), 1, TableEntry(0, (4, 1)), "10.0.0.2")]
        assert not any(f.done() for f in sent)
    answers = [f.exception() or f.result() for f in sent]
    assert access.writes.groups == groups + 1
    assert isinstance(answers[1], BellRefused) and answers[1].part == "next_hand_tricks"
    assert [a[1]["table"] for i, a in enumerate(answers) if i != 1] == [1, 2, 2]
    reports = access.bell_reports(evening, 1)
    assert reports[1].score == (5, 1) and reports[2].score == (4, 1)
    with services.db.transaction() as session:
        lines = session.scalars(select(AuditEntry).where(
            AuditEntry.action == "hand in bell result").order_by(AuditEntry.id)).all()
        assert [line.after["score"] for line in lines] == [[5, 1], [2, 4], [4, 1]]
        assert lines[2].before["score"] == [2, 4] and lines[2].who == "table 2 (10.0.0.2)"
        assert session.scalar(select(func.count(TableSubmission.id))) == 3
    rung = access.ring_bell(one, _sid(), 1, "10.0.0.1")
    assert rung["next"] == 2
