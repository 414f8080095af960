"""A pre-planned rotation's fairness report and what a rotation cannot be."""

MESSAGES = {
    "rotation.method": "Method: {method}.",
    "rotation.by_design": "whist-tournament design for {n} players",
    "rotation.by_optimiser": "optimiser (seed {seed}), no whist design for {n} players",
    "rotation.partners": "Each player partners {least} to {most} different players.",
    "rotation.repeated": "Repeated partners: {pairs}.",
    "rotation.repeated_pair": "{first} and {second} ({n} times)",
    "rotation.never_repeated": "Nobody partners the same player twice.",
    "rotation.opponents": "Two players meet as opponents {low} to {high} times; {never} pairs "
                          "never meet.",
    "rotation.sit_outs_range": "Sit-outs per player: {low} to {high}.",
    "rotation.sit_outs": "Sit-outs per player: {n}.",
    "rotation.four_players": "a rotation needs at least four players",
    "rotation.rounds_expected": "expected 1 to 100 rounds",
}
