"""a party's drawn card keeps its set of packs

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-06

A party of more than 26 tables draws from several sets of two packs (3 of clubs of the second
set is table 29): each guest's card keeps the set it came from beside its pack, so that a draw
by hand replays from the cards as they were drawn. Every card drawn before came from the first
set (the draw by hand stopped at 26 tables), hence the default.
"""

import sqlalchemy as sa
from alembic import op

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('party_entrant', schema=None) as batch_op:
        batch_op.add_column(sa.Column('pack_set', sa.Integer(), nullable=False,
                                      server_default='1'))


def downgrade() -> None:
    with op.batch_alter_table('party_entrant', schema=None) as batch_op:
        batch_op.drop_column('pack_set')
