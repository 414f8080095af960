"""what a member lets the club publish and mail, and the outbox of the results mails

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-02

``member.publish_as`` says how the results site names a member: ``name`` (as written),
``initials`` (A. B.) or ``hidden`` (left out: their lines say "a player"); ``member.mail_results``
is False for a member who asked for no results mail; ``member.language`` the language of their
mails ("" for the club's). Every member before keeps being published by name and mailed, as the
club did on paper. ``mail_outbox`` holds each mail queued for a member — its Message-ID made once,
so that a second run sends nothing new — with its state (queued, sent, refused, failed), its
attempts and the server's last answer.
"""

import sqlalchemy as sa
from alembic import op

revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None


def upgrade() -> None:
    # SQLite's own ALTER TABLE … ADD COLUMN, not a batch: a batch would copy the member table,
    # which every seat and result refers to
    op.add_column('member', sa.Column('publish_as', sa.String(length=10), nullable=False,
                                      server_default='name'))
    op.add_column('member', sa.Column('mail_results', sa.Boolean(), nullable=False,
                                      server_default=sa.true()))
    op.add_column('member', sa.Column('language', sa.String(length=5), nullable=False,
                                      server_default=''))
    op.create_table(
        'mail_outbox',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('evening_id', sa.Integer(), nullable=True),
        sa.Column('member_id', sa.Integer(), nullable=False),
        sa.Column('kind', sa.String(length=20), nullable=False),
        sa.Column('message_id', sa.String(length=200), nullable=False),
        sa.Column('recipient', sa.String(length=200), nullable=False),
        sa.Column('subject', sa.String(length=300), nullable=False),
        sa.Column('text_body', sa.Text(), nullable=False),
        sa.Column('html_body', sa.Text(), nullable=False),
        sa.Column('status', sa.String(length=20), nullable=False, server_default='queued'),
        sa.Column('attempts', sa.Integer(), nullable=False, server_default='0'),
        sa.Column('last_error', sa.Text(), nullable=False, server_default=''),
        sa.Column('queued_at', sa.DateTime(), nullable=False),
        sa.Column('sent_at', sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(['evening_id'], ['evening.id'],
                                name=op.f('fk_mail_outbox_evening_id_evening')),
        sa.ForeignKeyConstraint(['member_id'], ['member.id'],
                                name=op.f('fk_mail_outbox_member_id_member')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_mail_outbox')),
        sa.UniqueConstraint('message_id', name=op.f('uq_mail_outbox_message_id')),
        sa.UniqueConstraint('kind', 'evening_id', 'member_id', name='uq_mail_outbox_once'),
    )
    op.create_index(op.f('ix_mail_outbox_status'), 'mail_outbox', ['status'])


def downgrade() -> None:
    op.drop_index(op.f('ix_mail_outbox_status'), table_name='mail_outbox')
    op.drop_table('mail_outbox')
    op.drop_column('member', 'language')
    op.drop_column('member', 'mail_results')
    op.drop_column('member', 'publish_as')
