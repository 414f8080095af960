"""seasons, their evenings and rules; stars and prizes; joined dates; results caches

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29

The results caches (game_result, evening_result) are derived: they are filled here for the
games already recorded, by replaying each game's recorded deals through the rules as the
services do. The tables are
named with ``sa.table`` (not the ORM models), so that later changes to the models cannot break
this step.
"""

import sqlalchemy as sa
from alembic import op

from clubapp.events.game_results import replay_results
from clubapp.rules.errors import RuleError

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None

GAME = sa.table("game", sa.column("id", sa.Integer), sa.column("table_id", sa.Integer),
                sa.column("game_id", sa.String), sa.column("options", sa.JSON),
                sa.column("player_ids", sa.JSON), sa.column("player_names", sa.JSON))
PLAY_TABLE = sa.table("play_table", sa.column("id", sa.Integer),
                      sa.column("evening_id", sa.Integer))
DEAL = sa.table("deal", sa.column("game_id", sa.Integer), sa.column("seq", sa.Integer),
                sa.column("entry", sa.JSON), sa.column("status", sa.String))
RESULT_COLUMNS = ("game_id", "evening_id", "member_id", "game_kind", "side", "deals", "points",
                  "played", "won", "matches_won", "skunks", "double_skunks", "spread",
                  "chips_won", "chips_lost", "outcomes")
GAME_RESULT = sa.table("game_result", *(sa.column(name) for name in RESULT_COLUMNS))
SUMMED = ("deals", "points", "played", "won", "matches_won", "skunks", "double_skunks", "spread",
          "chips_won", "chips_lost")
EVENING_RESULT = sa.table("evening_result", *(sa.column(name) for name in (
    "evening_id", "member_id", "game_kind", "games", *SUMMED)))


def _fill_results() -> None:
    """One row per member and game already recorded (a game that no longer scores is left out),
    then their sums per member, evening and kind of game."""
    bind = op.get_bind()
    games = bind.execute(
        sa.select(GAME.c.id, GAME.c.game_id, GAME.c.options, GAME.c.player_ids,
                  GAME.c.player_names, PLAY_TABLE.c.evening_id)
        .join(PLAY_TABLE, PLAY_TABLE.c.id == GAME.c.table_id).order_by(GAME.c.id)).all()
    for game_pk, kind, options, player_ids, names, evening_id in games:
        entries = bind.execute(
            sa.select(DEAL.c.entry).where(DEAL.c.game_id == game_pk,
                                          DEAL.c.status == "recorded")
            .order_by(DEAL.c.seq)).scalars().all()
        try:
            results = replay_results(kind, options or {}, player_ids, names, entries)
        except RuleError:
            continue
        rows = [{"game_id": game_pk, "evening_id": evening_id, "game_kind": kind,
                 **{name: getattr(r, name) for name in RESULT_COLUMNS[2:] if name != "game_kind"}}
                for r in results]
        if rows:
            bind.execute(GAME_RESULT.insert(), rows)
    g = GAME_RESULT.c
    bind.execute(EVENING_RESULT.insert().from_select(
        ["evening_id", "member_id", "game_kind", "games", *SUMMED],
        sa.select(g.evening_id, g.member_id, g.game_kind, sa.func.count(),
                  *(sa.func.sum(g[name]) for name in SUMMED))
        .group_by(g.evening_id, g.member_id, g.game_kind)))


def upgrade() -> None:
    op.create_table('season',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('club_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('rules', sa.JSON(), nullable=False),
    sa.Column('lots_seed', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['club_id'], ['club.id'], name=op.f('fk_season_club_id_club')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_season'))
    )
    with op.batch_alter_table('season', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_season_club_id'), ['club_id'], unique=False)

    op.create_table('evening_award',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('evening_id', sa.Integer(), nullable=False),
    sa.Column('member_id', sa.Integer(), nullable=False),
    sa.Column('gold', sa.Integer(), nullable=False),
    sa.Column('red', sa.Integer(), nullable=False),
    sa.Column('green', sa.Integer(), nullable=False),
    sa.Column('prize', sa.String(length=200), nullable=False),
    sa.ForeignKeyConstraint(['evening_id'], ['evening.id'], name=op.f('fk_evening_award_evening_id_evening')),
    sa.ForeignKeyConstraint(['member_id'], ['member.id'], name=op.f('fk_evening_award_member_id_member')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_evening_award')),
    sa.UniqueConstraint('evening_id', 'member_id', name=op.f('uq_evening_award_evening_id'))
    )
    with op.batch_alter_table('evening_award', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_evening_award_evening_id'), ['evening_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_evening_award_member_id'), ['member_id'], unique=False)

    op.create_table('evening_result',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('evening_id', sa.Integer(), nullable=False),
    sa.Column('member_id', sa.Integer(), nullable=False),
    sa.Column('game_kind', sa.String(length=40), nullable=False),
    sa.Column('games', sa.Integer(), nullable=False),
    sa.Column('deals', sa.Integer(), nullable=False),
    sa.Column('points', sa.Integer(), nullable=False),
    sa.Column('played', sa.Integer(), nullable=False),
    sa.Column('won', sa.Integer(), nullable=False),
    sa.Column('matches_won', sa.Integer(), nullable=False),
    sa.Column('skunks', sa.Integer(), nullable=False),
    sa.Column('double_skunks', sa.Integer(), nullable=False),
    sa.Column('spread', sa.Integer(), nullable=False),
    sa.Column('chips_won', sa.Integer(), nullable=False),
    sa.Column('chips_lost', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['evening_id'], ['evening.id'], name=op.f('fk_evening_result_evening_id_evening')),
    sa.ForeignKeyConstraint(['member_id'], ['member.id'], name=op.f('fk_evening_result_member_id_member')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_evening_result')),
    sa.UniqueConstraint('evening_id', 'member_id', 'game_kind', name=op.f('uq_evening_result_evening_id'))
    )
    with op.batch_alter_table('evening_result', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_evening_result_member_id'), ['member_id'], unique=False)

    op.create_table('membership',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('member_id', sa.Integer(), nullable=False),
    sa.Column('joined', sa.Date(), nullable=True),
    sa.ForeignKeyConstraint(['member_id'], ['member.id'], name=op.f('fk_membership_member_id_member')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_membership')),
    sa.UniqueConstraint('member_id', name=op.f('uq_membership_member_id'))
    )
    op.create_table('season_evening',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('season_id', sa.Integer(), nullable=False),
    sa.Column('evening_id', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['evening_id'], ['evening.id'], name=op.f('fk_season_evening_evening_id_evening')),
    sa.ForeignKeyConstraint(['season_id'], ['season.id'], name=op.f('fk_season_evening_season_id_season')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_season_evening')),
    sa.UniqueConstraint('season_id', 'evening_id', name=op.f('uq_season_evening_season_id'))
    )
    with op.batch_alter_table('season_evening', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_season_evening_evening_id'), ['evening_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_season_evening_season_id'), ['season_id'], unique=False)

    op.create_table('game_result',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('evening_id', sa.Integer(), nullable=False),
    sa.Column('member_id', sa.Integer(), nullable=False),
    sa.Column('game_kind', sa.String(length=40), nullable=False),
    sa.Column('side', sa.String(length=200), nullable=False),
    sa.Column('deals', sa.Integer(), nullable=False),
    sa.Column('points', sa.Integer(), nullable=False),
    sa.Column('played', sa.Integer(), nullable=False),
    sa.Column('won', sa.Integer(), nullable=False),
    sa.Column('matches_won', sa.Integer(), nullable=False),
    sa.Column('skunks', sa.Integer(), nullable=False),
    sa.Column('double_skunks', sa.Integer(), nullable=False),
    sa.Column('spread', sa.Integer(), nullable=False),
    sa.Column('chips_won', sa.Integer(), nullable=False),
    sa.Column('chips_lost', sa.Integer(), nullable=False),
    sa.Column('outcomes', sa.Text(), nullable=False),
    sa.ForeignKeyConstraint(['evening_id'], ['evening.id'], name=op.f('fk_game_result_evening_id_evening')),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], name=op.f('fk_game_result_game_id_game')),
    sa.ForeignKeyConstraint(['member_id'], ['member.id'], name=op.f('fk_game_result_member_id_member')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_game_result')),
    sa.UniqueConstraint('game_id', 'member_id', name=op.f('uq_game_result_game_id'))
    )
    with op.batch_alter_table('game_result', schema=None) as batch_op:
        batch_op.create_index('ix_game_result_evening_member', ['evening_id', 'member_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_game_result_member_id'), ['member_id'], unique=False)

    _fill_results()



def downgrade() -> None:
    with op.batch_alter_table('game_result', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_game_result_member_id'))
        batch_op.drop_index('ix_game_result_evening_member')

    op.drop_table('game_result')
    with op.batch_alter_table('season_evening', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_season_evening_season_id'))
        batch_op.drop_index(batch_op.f('ix_season_evening_evening_id'))

    op.drop_table('season_evening')
    op.drop_table('membership')
    with op.batch_alter_table('evening_result', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_evening_result_member_id'))

    op.drop_table('evening_result')
    with op.batch_alter_table('evening_award', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_evening_award_member_id'))
        batch_op.drop_index(batch_op.f('ix_evening_award_evening_id'))

    op.drop_table('evening_award')
    with op.batch_alter_table('season', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_season_club_id'))

    op.drop_table('season')
