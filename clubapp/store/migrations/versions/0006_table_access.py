"""score entry from phones: tables' secret addresses, submissions by id, bell reports

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-05

New tables only (the same operations serve SQLite and PostgreSQL). Tokens survive a restart
and can be revoked; a submission id is unique, so a form sent twice is recorded once; a
party's table results wait in bell_report until the bell is rung.
"""

import sqlalchemy as sa
from alembic import op

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('table_access',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('evening_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=10), nullable=False),
    sa.Column('number', sa.Integer(), nullable=True),
    sa.Column('member_id', sa.Integer(), nullable=True),
    sa.Column('token', sa.String(length=100), nullable=False),
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('locked', sa.Boolean(), nullable=False),
    sa.Column('lang', sa.String(length=5), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('revoked_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['evening_id'], ['evening.id'], name=op.f('fk_table_access_evening_id_evening')),
    sa.ForeignKeyConstraint(['member_id'], ['member.id'], name=op.f('fk_table_access_member_id_member')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_table_access')),
    sa.UniqueConstraint('token_hash', name=op.f('uq_table_access_token_hash'))
    )
    with op.batch_alter_table('table_access', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_table_access_evening_id'), ['evening_id'], unique=False)

    op.create_table('table_submission',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('submission_id', sa.String(length=64), nullable=False),
    sa.Column('access_id', sa.Integer(), nullable=False),
    sa.Column('action', sa.String(length=20), nullable=False),
    sa.Column('answer', sa.JSON(), nullable=False),
    sa.Column('client', sa.String(length=100), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['access_id'], ['table_access.id'], name=op.f('fk_table_submission_access_id_table_access')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_table_submission')),
    sa.UniqueConstraint('submission_id', name=op.f('uq_table_submission_submission_id'))
    )
    with op.batch_alter_table('table_submission', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_table_submission_access_id'), ['access_id'], unique=False)

    op.create_table('bell_report',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('evening_id', sa.Integer(), nullable=False),
    sa.Column('round', sa.Integer(), nullable=False),
    sa.Column('table_number', sa.Integer(), nullable=False),
    sa.Column('score', sa.JSON(), nullable=True),
    sa.Column('next_hand_tricks', sa.JSON(), nullable=True),
    sa.Column('cut', sa.JSON(), nullable=True),
    sa.Column('client', sa.String(length=100), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['evening_id'], ['evening.id'], name=op.f('fk_bell_report_evening_id_evening')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_bell_report')),
    sa.UniqueConstraint('evening_id', 'round', 'table_number', name='uq_bell_report_table')
    )


def downgrade() -> None:
    op.drop_table('bell_report')
    with op.batch_alter_table('table_submission', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_table_submission_access_id'))
    op.drop_table('table_submission')
    with op.batch_alter_table('table_access', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_table_access_evening_id'))
    op.drop_table('table_access')
