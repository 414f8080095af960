"""the club's money: evenings' fees and prizes, payments, side pots, awards and deposits

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-10

Seven new tables (issue 33), none of them touching a table before: ``money_setup`` (what an
evening charges — entry fee for members and guests, table money, extras — its payout rule and
currency, one row an evening), ``money_pot`` (the club's side pots and their rules),
``money_evening_pot`` (a pot in play at an evening, with the rule it was played by),
``money_entrant`` (a member marked in an evening's field, as a guest or entered),
``money_payment`` (what each player paid and how), ``money_award`` (a pot awarded by hand) and
``money_deposit`` (what a member gave the treasurer to keep, or took back). Every sum is a
Numeric(12, 4), never a float. An older club has no money yet: its evenings show none until set
up. The same operations serve SQLite and PostgreSQL.
"""

import sqlalchemy as sa
from alembic import op

revision = '0013'
down_revision = '0012'
branch_labels = None
depends_on = None

MONEY = sa.Numeric(precision=12, scale=4)
PERCENT = sa.Numeric(precision=7, scale=4)


def upgrade() -> None:
    op.create_table(
        'money_setup',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('evening_id', sa.Integer(), nullable=False),
        sa.Column('currency', sa.String(length=3), nullable=False),
        sa.Column('minor_unit', MONEY, nullable=False),
        sa.Column('entry_fee', MONEY, nullable=False),
        sa.Column('guest_fee', MONEY, nullable=True),
        sa.Column('table_money', MONEY, nullable=False),
        sa.Column('extras', sa.JSON(), nullable=False),
        sa.Column('payout', sa.JSON(), nullable=True),
        sa.Column('pay_out', sa.String(length=10), nullable=False),
        sa.Column('updated_at', sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(['evening_id'], ['evening.id'],
                                name=op.f('fk_money_setup_evening_id_evening')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_money_setup')),
        sa.UniqueConstraint('evening_id', name=op.f('uq_money_setup_evening_id')),
    )
    op.create_table(
        'money_pot',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('club_id', sa.Integer(), nullable=False),
        sa.Column('name', sa.String(length=100), nullable=False),
        sa.Column('per_player', MONEY, nullable=False),
        sa.Column('won_by', sa.JSON(), nullable=False),
        sa.Column('several', sa.String(length=10), nullable=False),
        sa.Column('takes', PERCENT, nullable=False),
        sa.Column('active', sa.Boolean(), nullable=False, server_default=sa.true()),
        sa.Column('created_at', sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(['club_id'], ['club.id'],
                                name=op.f('fk_money_pot_club_id_club')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_money_pot')),
        sa.UniqueConstraint('club_id', 'name', name='uq_money_pot_club_name'),
    )
    op.create_table(
        'money_evening_pot',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('evening_id', sa.Integer(), nullable=False),
        sa.Column('pot_id', sa.Integer(), nullable=False),
        sa.Column('per_player', MONEY, nullable=False),
        sa.Column('won_by', sa.JSON(), nullable=False),
        sa.Column('several', sa.String(length=10), nullable=False),
        sa.Column('takes', PERCENT, nullable=False),
        sa.ForeignKeyConstraint(['evening_id'], ['evening.id'],
                                name=op.f('fk_money_evening_pot_evening_id_evening')),
        sa.ForeignKeyConstraint(['pot_id'], ['money_pot.id'],
                                name=op.f('fk_money_evening_pot_pot_id_money_pot')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_money_evening_pot')),
        sa.UniqueConstraint('evening_id', 'pot_id', name='uq_money_evening_pot_evening_pot'),
    )
    op.create_index(op.f('ix_money_evening_pot_pot_id'), 'money_evening_pot', ['pot_id'])
    op.create_table(
        'money_entrant',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('evening_id', sa.Integer(), nullable=False),
        sa.Column('member_id', sa.Integer(), nullable=False),
        sa.Column('guest', sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(['evening_id'], ['evening.id'],
                                name=op.f('fk_money_entrant_evening_id_evening')),
        sa.ForeignKeyConstraint(['member_id'], ['member.id'],
                                name=op.f('fk_money_entrant_member_id_member')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_money_entrant')),
        sa.UniqueConstraint('evening_id', 'member_id', name='uq_money_entrant_evening_member'),
    )
    op.create_index(op.f('ix_money_entrant_member_id'), 'money_entrant', ['member_id'])
    op.create_table(
        'money_payment',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('evening_id', sa.Integer(), nullable=False),
        sa.Column('member_id', sa.Integer(), nullable=False),
        sa.Column('amount', MONEY, nullable=False),
        sa.Column('how', sa.String(length=10), nullable=False),
        sa.Column('status', sa.String(length=10), nullable=False),
        sa.Column('at', sa.DateTime(), nullable=False),
        sa.Column('by', sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(['evening_id'], ['evening.id'],
                                name=op.f('fk_money_payment_evening_id_evening')),
        sa.ForeignKeyConstraint(['member_id'], ['member.id'],
                                name=op.f('fk_money_payment_member_id_member')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_money_payment')),
    )
    op.create_index(op.f('ix_money_payment_evening_id'), 'money_payment', ['evening_id'])
    op.create_index(op.f('ix_money_payment_member_id'), 'money_payment', ['member_id'])
    op.create_table(
        'money_award',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('evening_id', sa.Integer(), nullable=False),
        sa.Column('pot_id', sa.Integer(), nullable=False),
        sa.Column('member_id', sa.Integer(), nullable=False),
        sa.Column('status', sa.String(length=10), nullable=False),
        sa.Column('at', sa.DateTime(), nullable=False),
        sa.Column('by', sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(['evening_id'], ['evening.id'],
                                name=op.f('fk_money_award_evening_id_evening')),
        sa.ForeignKeyConstraint(['member_id'], ['member.id'],
                                name=op.f('fk_money_award_member_id_member')),
        sa.ForeignKeyConstraint(['pot_id'], ['money_pot.id'],
                                name=op.f('fk_money_award_pot_id_money_pot')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_money_award')),
    )
    op.create_index(op.f('ix_money_award_evening_id'), 'money_award', ['evening_id'])
    op.create_index(op.f('ix_money_award_member_id'), 'money_award', ['member_id'])
    op.create_index(op.f('ix_money_award_pot_id'), 'money_award', ['pot_id'])
    op.create_table(
        'money_deposit',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('member_id', sa.Integer(), nullable=False),
        sa.Column('kind', sa.String(length=12), nullable=False),
        sa.Column('amount', MONEY, nullable=False),
        sa.Column('day', sa.Date(), nullable=False),
        sa.Column('note', sa.String(length=200), nullable=False),
        sa.Column('at', sa.DateTime(), nullable=False),
        sa.Column('by', sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(['member_id'], ['member.id'],
                                name=op.f('fk_money_deposit_member_id_member')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_money_deposit')),
    )
    op.create_index(op.f('ix_money_deposit_member_id'), 'money_deposit', ['member_id'])


def downgrade() -> None:
    op.drop_index(op.f('ix_money_deposit_member_id'), table_name='money_deposit')
    op.drop_table('money_deposit')
    for column in ('pot_id', 'member_id', 'evening_id'):
        op.drop_index(op.f(f'ix_money_award_{column}'), table_name='money_award')
    op.drop_table('money_award')
    op.drop_index(op.f('ix_money_payment_member_id'), table_name='money_payment')
    op.drop_index(op.f('ix_money_payment_evening_id'), table_name='money_payment')
    op.drop_table('money_payment')
    op.drop_index(op.f('ix_money_entrant_member_id'), table_name='money_entrant')
    op.drop_table('money_entrant')
    op.drop_index(op.f('ix_money_evening_pot_pot_id'), table_name='money_evening_pot')
    op.drop_table('money_evening_pot')
    op.drop_table('money_pot')
    op.drop_table('money_setup')
