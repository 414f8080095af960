"""Alembic environment: the same migrations serve SQLite (batch mode) and PostgreSQL."""

from alembic import context

from clubapp.store.models import Base

config = context.config
connection = config.attributes.get("connection")
if connection is None:  # run from the alembic command line: an URL from the ini section
    from sqlalchemy import create_engine

    engine = create_engine(config.get_main_option("sqlalchemy.url") or "sqlite://")
    connection = engine.connect()

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
