"""Leagues and seasons: standings, a season's rules and evenings, tally-card awards."""
