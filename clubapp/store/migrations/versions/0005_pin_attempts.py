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
    # plain ADD COLUMN (SQLite takes NOT NULL with a default): a batch would copy the club's
    # table, which every member row refers to
    op.add_column('club', sa.Column('pin_failures', sa.Integer(), nullable=False,
                                    server_default='0'))
    op.add_column('club', sa.Column('pin_retry_at', sa.DateTime(), nullable=True))


def downgrade() -> None:
    # plain DROP COLUMN (SQLite 3.35 and later), for the same reason
    op.drop_column('club', 'pin_retry_at')
    op.drop_column('club', 'pin_failures')
