"""the table pages' tokens are kept only as their hash

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-07

``table_access.token`` held each table's (and guest's) secret token beside its SHA-256
``token_hash``: anyone who read the club file (or its export) could open every table's page.
The token is dropped; every row keeps its hash, by which a page's token is found, so the cards
printed before still open their pages. The token is known only to the program that issues it,
while it runs; a card printed again gets a new one.

A downgrade cannot bring the tokens back: it adds the column again holding each row's hash in
its place, which opens nothing (the addresses must be printed again with new tokens).
"""

import sqlalchemy as sa
from alembic import op

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('table_access', schema=None) as batch_op:
        batch_op.drop_column('token')


def downgrade() -> None:
    with op.batch_alter_table('table_access', schema=None) as batch_op:
        batch_op.add_column(sa.Column('token', sa.String(length=100), nullable=False,
                                      server_default=''))
    op.execute("UPDATE table_access SET token = token_hash")
