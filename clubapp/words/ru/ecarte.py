"""Экарте: король козырей, очко, воле и навязанная игра."""

MESSAGES = {
    "ecarte.vole": "воле",
    "ecarte.point": "очко",
    "ecarte.forced_and_failed": "навязанная игра проиграна ({player})",
    "ecarte.points_not_possible": "такие очки не даёт ни одна сдача (очко {point}, воле {vole}, "
                                  "король {king})",
    "ecarte.winner_depends_on_king": "эти очки заканчивают партию, а король считается первым: "
                                     "укажите взятки и кто записал короля",
}
