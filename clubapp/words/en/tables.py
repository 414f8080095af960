"""Refusals at a table of an evening: undo and redo of its deals, its seats, freeing it."""

MESSAGES = {
    "tables.already_undone": "deal {number} was already undone on another computer",
    "tables.not_last": "deal {last} was recorded after deal {number}: undo that one first",
    "tables.corrected_elsewhere": "deal {number} was corrected on another computer since it "
                                  "was recorded here",
    "tables.already_back": "this deal is already back in the game",
    "tables.recorded_after_undo": "another deal was recorded after this one was undone: "
                                  "record it again instead",
    "tables.newer_game": "table {table} has started another game since",
    "tables.game_in_progress": "the game at table {table} is still being played: finish it, or undo its deals, before its players leave",
}
