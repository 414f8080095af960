"""A progressive card party: its setup, the tables of a round, the bell, stars, prizes and the projector window."""
