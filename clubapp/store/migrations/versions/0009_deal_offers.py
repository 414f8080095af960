"""the other side confirms each deal: the evening's option and the deals offered

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-08

``evening.confirm_deals`` (off for every evening before, hence the default) makes a table
page's deal wait for the other side of the table to confirm it; ``deal_offer`` keeps each such
deal as entered, with what became of it (confirmed, disputed and settled by the host, dropped).
A new column with a default and a new table: the same operations serve SQLite and PostgreSQL.
"""

import sqlalchemy as sa
from alembic import op

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade() -> None:
    # SQLite's own ALTER TABLE … ADD COLUMN, not a batch: a batch would copy the evening
    # table and drop the old one, which every evening's tables refer to
    op.add_column('evening', sa.Column('confirm_deals', sa.Boolean(), nullable=False,
                                       server_default=sa.false()))

    op.create_table('deal_offer',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('evening_id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('table_number', sa.Integer(), nullable=False),
    sa.Column('access_id', sa.Integer(), nullable=False),
    sa.Column('submission_id', sa.String(length=64), nullable=False),
    sa.Column('entry', sa.JSON(), nullable=False),
    sa.Column('client', sa.String(length=100), nullable=False),
    sa.Column('offered_at', sa.DateTime(), nullable=False),
    sa.Column('status', sa.String(length=20), nullable=False),
    sa.Column('offer_words', sa.String(length=1000), nullable=False),
    sa.Column('dispute_words', sa.String(length=1000), nullable=False),
    sa.Column('disputed_from', sa.String(length=100), nullable=False),
    sa.Column('disputed_at', sa.DateTime(), nullable=True),
    sa.Column('deal_id', sa.Integer(), nullable=True),
    sa.Column('settled_by', sa.String(length=100), nullable=False),
    sa.Column('settled_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['access_id'], ['table_access.id'], name=op.f('fk_deal_offer_access_id_table_access')),
    sa.ForeignKeyConstraint(['deal_id'], ['deal.id'], name=op.f('fk_deal_offer_deal_id_deal')),
    sa.ForeignKeyConstraint(['evening_id'], ['evening.id'], name=op.f('fk_deal_offer_evening_id_evening')),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], name=op.f('fk_deal_offer_game_id_game')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_deal_offer')),
    sa.UniqueConstraint('submission_id', name=op.f('uq_deal_offer_submission_id'))
    )
    with op.batch_alter_table('deal_offer', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_deal_offer_evening_id'), ['evening_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_deal_offer_game_id'), ['game_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('deal_offer', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_deal_offer_game_id'))
        batch_op.drop_index(batch_op.f('ix_deal_offer_evening_id'))
    op.drop_table('deal_offer')
    # SQLite's own DROP COLUMN (3.35 and newer), not a batch: a batch copies the evening
    # table and drops the old one, which every evening's tables refer to
    op.drop_column('evening', 'confirm_deals')
