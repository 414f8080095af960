"""railroad euchre games recorded before laps carried whole keep the lap as it was counted

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-08

Railroad euchre's lap now carries the whole surplus over game into the next game, as the book
has it (seeds/002 line 117); clubapp once carried at most one point short of game, the house
rule ``lap_cap`` today. A game recorded under the old count may no longer score by the new one
(a lap of a whole game wins the next game at once, and the deals recorded after it are
refused): such a game — and only such a game — gets ``lap_cap`` on, under which its deals score
exactly as they were scored when they were entered. Every other game is left as it is.
"""

import sqlalchemy as sa
from alembic import op

revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None

GAME = sa.table("game", sa.column("id", sa.Integer), sa.column("game_id", sa.String),
                sa.column("options", sa.JSON), sa.column("player_names", sa.JSON))
DEAL = sa.table("deal", sa.column("game_id", sa.Integer), sa.column("seq", sa.Integer),
                sa.column("entry", sa.JSON), sa.column("status", sa.String))


def _scores(rules, players, options, entries) -> bool:
    from clubapp.rules import RuleError

    try:
        state = rules.new_state(players, options)
        for entry in entries:
            state = rules.score(state, entry)
    except RuleError:
        return False
    return True


def upgrade() -> None:
    from clubapp.rules import get_game

    rules = get_game("euchre-railroad")
    conn = op.get_bind()
    for game in conn.execute(sa.select(GAME).where(GAME.c.game_id == rules.id)).all():
        options = dict(game.options or {})
        if options.get("lap_cap"):
            continue
        entries = [row.entry for row in conn.execute(
            sa.select(DEAL.c.entry).where(DEAL.c.game_id == game.id,
                                          DEAL.c.status == "recorded").order_by(DEAL.c.seq))]
        players = list(game.player_names or [])
        capped = {**options, "lap_cap": True}
        if not _scores(rules, players, options, entries) \
                and _scores(rules, players, capped, entries):
            conn.execute(sa.update(GAME).where(GAME.c.id == game.id).values(options=capped))


def downgrade() -> None:
    pass  # the option is one the older schema's program reads as it stands
