"""The open results format (``clubapp export results``): the few words it carries itself."""

MESSAGES = {
    "results_format.kind_club": "Club evening",
    "results_format.kind_party": "Card party",
    "results_format.kind_league": "League night",
    "results_format.a_player": "a player",
    "results_format.no_such_season": "there is no season number {number}",
    "results_format.named_figure": "{name} {figure}",
}
