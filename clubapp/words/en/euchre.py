"""Four-hand euchre and the partnership euchres built on it (railroad, set-back, auction)."""

MESSAGES = {
    "euchre.tricks_missing": "missing: the tricks (only a hand a revoke stopped has none, law 30)",
}
