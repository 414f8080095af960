"""change counter for live updates, organiser PIN

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('change_counter',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('value', sa.BigInteger(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_change_counter'))
    )
    op.execute("INSERT INTO change_counter (id, value) VALUES (1, 0)")
    with op.batch_alter_table('club', schema=None) as batch_op:
        batch_op.add_column(sa.Column('pin_hash', sa.String(length=200), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('club', schema=None) as batch_op:
        batch_op.drop_column('pin_hash')

    op.drop_table('change_counter')
