"""Écarté: the king of trumps, the point, the vole, and forcing the play."""

MESSAGES = {
    "ecarte.vole": "vole",
    "ecarte.point": "the point",
    "ecarte.forced_and_failed": "{player} forced the play and failed",
    "ecarte.points_not_possible": "no deal gives these points (the point {point}, the vole "
                                  "{vole}, the king {king})",
    "ecarte.winner_depends_on_king": "these points end the game and the king counts first: "
                                     "enter the tricks and who scored the king",
}
