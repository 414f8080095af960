"""the club: members, evenings, tables, seats, games, deals, audit log

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op

revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('audit_log',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.Column('who', sa.String(length=100), nullable=False),
    sa.Column('action', sa.String(length=60), nullable=False),
    sa.Column('entity', sa.String(length=40), nullable=False),
    sa.Column('entity_id', sa.Integer(), nullable=True),
    sa.Column('before', sa.JSON(), nullable=True),
    sa.Column('after', sa.JSON(), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_audit_log'))
    )
    op.create_table('club',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_club'))
    )
    op.create_table('evening',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('club_id', sa.Integer(), nullable=False),
    sa.Column('date', sa.Date(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('kind', sa.String(length=40), nullable=False),
    sa.Column('status', sa.String(length=20), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('closed_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['club_id'], ['club.id'], name=op.f('fk_evening_club_id_club')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_evening'))
    )
    with op.batch_alter_table('evening', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_evening_club_id'), ['club_id'], unique=False)

    op.create_table('member',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('club_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('email', sa.String(length=200), nullable=False),
    sa.Column('phone', sa.String(length=50), nullable=False),
    sa.Column('notes', sa.Text(), nullable=False),
    sa.Column('retired', sa.Boolean(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('updated_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['club_id'], ['club.id'], name=op.f('fk_member_club_id_club')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_member'))
    )
    with op.batch_alter_table('member', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_member_club_id'), ['club_id'], unique=False)

    op.create_table('play_table',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('evening_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['evening_id'], ['evening.id'], name=op.f('fk_play_table_evening_id_evening')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_play_table')),
    sa.UniqueConstraint('evening_id', 'number', name=op.f('uq_play_table_evening_id'))
    )
    with op.batch_alter_table('play_table', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_play_table_evening_id'), ['evening_id'], unique=False)

    op.create_table('game',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('table_id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.String(length=40), nullable=False),
    sa.Column('options', sa.JSON(), nullable=False),
    sa.Column('player_ids', sa.JSON(), nullable=False),
    sa.Column('player_names', sa.JSON(), nullable=False),
    sa.Column('status', sa.String(length=20), nullable=False),
    sa.Column('started_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['table_id'], ['play_table.id'], name=op.f('fk_game_table_id_play_table')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_game'))
    )
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_game_table_id'), ['table_id'], unique=False)

    op.create_table('seat',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('table_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('member_id', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['member_id'], ['member.id'], name=op.f('fk_seat_member_id_member')),
    sa.ForeignKeyConstraint(['table_id'], ['play_table.id'], name=op.f('fk_seat_table_id_play_table')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_seat')),
    sa.UniqueConstraint('table_id', 'position', name=op.f('uq_seat_table_id'))
    )
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_seat_member_id'), ['member_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_seat_table_id'), ['table_id'], unique=False)

    op.create_table('deal',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('entry', sa.JSON(), nullable=False),
    sa.Column('points', sa.JSON(), nullable=False),
    sa.Column('status', sa.String(length=20), nullable=False),
    sa.Column('revision', sa.Integer(), nullable=False),
    sa.Column('entered_by', sa.String(length=100), nullable=False),
    sa.Column('entered_at', sa.DateTime(), nullable=False),
    sa.Column('updated_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], name=op.f('fk_deal_game_id_game')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_deal')),
    sa.UniqueConstraint('game_id', 'seq', name=op.f('uq_deal_game_id'))
    )
    with op.batch_alter_table('deal', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_deal_game_id'), ['game_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('deal', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_deal_game_id'))

    op.drop_table('deal')
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_seat_table_id'))
        batch_op.drop_index(batch_op.f('ix_seat_member_id'))

    op.drop_table('seat')
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_game_table_id'))

    op.drop_table('game')
    with op.batch_alter_table('play_table', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_play_table_evening_id'))

    op.drop_table('play_table')
    with op.batch_alter_table('member', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_member_club_id'))

    op.drop_table('member')
    with op.batch_alter_table('evening', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_evening_club_id'))

    op.drop_table('evening')
    op.drop_table('club')
    op.drop_table('audit_log')
