"""One module per game family; each registers its games on import."""
