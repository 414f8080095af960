"""what a white chip is worth at an evening, kept with the evening

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-09

``evening.chip_worth`` is the money that ``evening.chip_worth_units`` white chips buy (a
white chip at 0.05: 0.05 for 1), set once by the organiser and shown beside chips on the
table pages, in the window and on the chip statement. Both empty for every evening before (and
for any evening without a worth: chips only). Two new nullable columns: the same operations
serve SQLite and PostgreSQL, and an older club's rows are kept as they are.
"""

import sqlalchemy as sa
from alembic import op

revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade() -> None:
    # SQLite's own ALTER TABLE … ADD COLUMN, not a batch: a batch would copy the evening
    # table and drop the old one, which every evening's tables refer to
    op.add_column('evening', sa.Column('chip_worth', sa.Numeric(precision=12, scale=4),
                                       nullable=True))
    op.add_column('evening', sa.Column('chip_worth_units', sa.Integer(), nullable=True))


def downgrade() -> None:
    # SQLite's own DROP COLUMN (3.35 and newer), not a batch (as in upgrade)
    op.drop_column('evening', 'chip_worth_units')
    op.drop_column('evening', 'chip_worth')
