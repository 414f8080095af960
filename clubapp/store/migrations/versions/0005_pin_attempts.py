"""the organiser's PIN: wrong attempts in a row and the time before the next one is checked

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01

Two columns on the club's row, so that every computer on the database sees the same count
and the same wait (a second computer is no way round the delay).
"""

import sqlalchemy as sa
from alembic import op

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('club', schema=None) as batch_op:
        batch_op.add_column(sa.Column('pin_failures', sa.Integer(), nullable=False,
                                      server_default='0'))
        batch_op.add_column(sa.Column('pin_retry_at', sa.DateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('club', schema=None) as batch_op:
        batch_op.drop_column('pin_retry_at')
        batch_op.drop_column('pin_failures')
