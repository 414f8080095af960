"""A second scorer's computer, for the concurrency and crash tests: records deals and says so.

python -m tests.store.deal_writer DB_URL GAME_ID COUNT [same]
prints "ack DEAL_ID" after each deal is committed (flushed at once), then "done".
With "same" it keeps to the one game; otherwise it starts the next game when one is over.
"""

from __future__ import annotations

import sys

from clubapp.services import Services


def main() -> int:
    url, game, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    same = len(sys.argv) > 4 and sys.argv[4] == "same"
    services = Services.open(url)
    table_id = services.scoring.view(game).table_id
    for number in range(count):
        entry = {"points": {"A" if number % 2 else "B": 1}} if same else \
            {"makers": "A" if number % 3 else "B", "tricks": 3 + number % 3}
        view = services.scoring.record_deal(game, entry)
        print(f"ack {view.deals[-1].id}", flush=True)
        if view.over and not same:
            game = services.evenings.start_game(table_id, view.game_id, view.options)
    print("done", flush=True)
    services.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
