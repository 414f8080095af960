"""Military euchre, seeds/002 line 97: forts and flags; the east-west pairs travel."""

from __future__ import annotations

import pytest

from clubapp.events.military import Fort, military_schedule, military_standings
from clubapp.rules.errors import RuleError

FORTS = [Fort(1, "Lions", ("a1", "b1"), ("c1", "d1")),
         Fort(2, "Eagles", ("a2", "b2"), ("c2", "d2")),
         Fort(3, "Bears", ("a3", "b3"), ("c3", "d3"))]


def test_line_97_east_west_pairs_go_round_every_table_and_come_home():
    """seeds/002 line 97: east-west pairs move table to table and meet every other fort."""
    rounds = military_schedule(FORTS)
    assert len(rounds) == 2
    assert [(g.table, g.raiders_from) for g in rounds[0]] == [(1, 3), (2, 1), (3, 2)]
    assert [(g.table, g.raiders_from) for g in rounds[1]] == [(1, 2), (2, 3), (3, 1)]
    for fort in (1, 2, 3):  # each raiding pair visits every other table once
        assert sorted(g.table for r in rounds for g in r if g.raiders_from == fort) == \
            sorted({1, 2, 3} - {fort})


def test_home_game_house_rule_plays_the_first_game_at_home():
    """House rule ``home_game``: the first game at home, where a flag counts for nobody."""
    rounds = military_schedule(FORTS, home_game=True)
    assert len(rounds) == 3 and all(g.table == g.raiders_from for g in rounds[0])
    scores = {(1, 1): (5, 2), (1, 2): (1, 5), (1, 3): (5, 0)}
    standings = military_standings(FORTS, scores, home_game=True)
    assert all(f.captured == 0 for f in standings.forts)


def test_line_97_winners_take_a_flag_and_the_fort_with_most_flags_wins():
    """seeds/002 line 97: the winners of each game take a flag; most flags wins."""
    # round 1: Lions hold against the Bears, Lions raid the Eagles, Bears hold against Eagles;
    # round 2: Lions hold against the Eagles, Eagles hold against Bears, Lions raid the Bears
    scores = {(1, 1): (5, 3), (1, 2): (2, 5), (1, 3): (5, 4),
              (2, 1): (5, 1), (2, 2): (5, 0), (2, 3): (0, 5)}
    standings = military_standings(FORTS, scores)
    flags = {f.fort: (f.captured, f.lost) for f in standings.forts}
    assert flags == {1: (4, 0), 2: (1, 3), 3: (1, 3)}
    assert standings.winners == (1,)
    assert all(f.games == 4 for f in standings.forts)


def test_line_97_a_game_is_five_points():
    """seeds/002 line 97: one game of five points at each table."""
    with pytest.raises(RuleError, match="not a finished game"):
        military_standings(FORTS, {(1, 1): (4, 3)})
    with pytest.raises(RuleError, match="no game"):
        military_standings(FORTS, {(3, 1): (5, 3)})


def test_forts_level_on_flags_share_the_victory():
    """House rule (the hostess arbitrates, line 93): level forts share the win."""
    scores = {(1, 1): (5, 0), (1, 2): (5, 0), (1, 3): (5, 0)}
    assert military_standings(FORTS, scores).winners == (1, 2, 3)


def test_forts_are_checked():
    """Numbered 1 to N, named, nobody twice."""
    with pytest.raises(RuleError, match="two forts"):
        military_schedule(FORTS[:1])
    with pytest.raises(RuleError, match="two pairs"):
        military_schedule([FORTS[0], Fort(2, "X", ("a1", "z"), ("y", "w"))])
    with pytest.raises(RuleError, match="name"):
        military_schedule([FORTS[0], Fort(2, "", ("x", "z"), ("y", "w"))])
