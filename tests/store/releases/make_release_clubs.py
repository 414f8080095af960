"""How the club files and exports in this folder were made, and how to make them again.

Each release of clubapp (the last commit before the next schema revision was added) makes a
small real club with its own code: a git worktree of that commit, run by the project's Python
with the worktree first on the path. Where the release has the club's command line (schema
0005 on) the club is made through it (``member add``, ``evening new``, ``table add``, ``deal
record|correct|undo|redo``, ``party start|bell|prizes``, ``season create``, ``serve``); an
earlier release had only the window, so its own services make the same club (the calls the
window made). What no release's command line does (the organiser's PIN, a tally card's
stars) is done by its services too. Where the release has ``export club`` its export is kept.

Beside each club, ``schema_NNNN.manifest.json`` holds what that release read back from it
with its own services (members, evenings, tables, games with every recorded deal's entry,
seasons, stars, the party) and, for each game, what that release printed for it: ``clubapp
game show GAME`` where it has it, else its ``clubapp score GAME`` given the same players,
house rules and deals (the same shape). The tests (``tests/store/test_release_clubs.py``)
open each club with today's clubapp and compare; they do not run this script.

Run from the project's folder (it needs git; a minute or two):

    .venv/bin/python tests/store/releases/make_release_clubs.py [SCHEMA…]
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PROJECT = HERE.parents[2]
PYTHON = PROJECT / ".venv" / "bin" / "python"

# schema revision -> the release that wrote it: the last commit before the next revision came
# (for the newest, the commit these files were made at). When a migration adds the next
# revision, add the last commit before it here and run this script for that schema: the tests
# hold this folder to every revision of ``SCHEMA_REVISIONS``.
RELEASES = {
    "0001": "2f3bec60aff788e526ede7921024dbea17b4c8a2",
    "0002": "3de71ac2437f0c2c287e181c56ff43d2e963b001",
    "0003": "8093e0a3cc857f513891f76eea6b546255997afe",
    "0004": "1cebad86a05e1418c5ed749a8076b9bc172103e1",
    "0005": "8614262ec19bcdd7031be71a2ade115e64c5bf60",
    "0006": "611a9cfb22598c2c7c712888b796fb6dc6fa9de1",
    "0007": "70d8a60d9b85044b17ee25493928fafee5a42b6d",
}
FIRST_WITH_CLI = "0005"  # member add, evening new, table add, deal record, game show…
FIRST_WITH_EXPORT = "0003"

ANN, BOB, CAT, DAN = "Ann Hale", "Bob Reed", "Cat Moss", "Dan Ford"
EVE, FAY, FEDOR, GALA, HAL = "Eve Lamb", "Fay Gold", "Фёдор Жуков", "Гала Орлова", "Hal Wren"
MEMBERS = [
    {"name": ANN, "email": "ann@example.org", "phone": "+44 20 7946 0001"},
    {"name": BOB}, {"name": CAT}, {"name": DAN}, {"name": EVE}, {"name": FAY},
    {"name": FEDOR, "phone": "+7 495 000-00-01"}, {"name": GALA}, {"name": HAL},
]
RETIRED = [HAL]  # after he has played: every result of his is kept
PIN = "2468"  # the organiser's PIN, from schema 0002

EUCHRE = [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 3}, {"makers": "A", "tricks": 1},
          {"makers": "A", "tricks": 5, "alone": True},
          # a revoke typed with tricks, as the first releases asked for them (law 30)
          {"makers": "B", "tricks": 2, "revoke": {"by": "A", "take": "add"}},
          {"makers": "B", "tricks": 5}, {"makers": "A", "tricks": 4}]
EUCHRE_TEN = [{"makers": "A", "tricks": 4}, {"makers": "B", "tricks": 5, "alone": True},
              {"makers": "A", "tricks": 2}]
FIVE_HUNDRED = [
    {"bidder": EVE, "bid": "7H", "tricks": {EVE: 8, FAY: 1, FEDOR: 1}},
    {"bidder": FAY, "bid": "6NT", "tricks": {EVE: 5, FAY: 4, FEDOR: 1}},
    {"bidder": FEDOR, "bid": "8S", "tricks": {EVE: 1, FAY: 1, FEDOR: 8}}]
LOO = [
    {"tricks": {EVE: 2, FAY: 1, FEDOR: 0, GALA: 0, HAL: 0}},
    {"in": [FAY, GALA, HAL], "widow": GALA, "tricks": {FAY: 0, GALA: 3, HAL: 0}},
    {"in": [EVE, FAY, FEDOR, GALA], "tricks": {EVE: 1, FAY: 1, FEDOR: 1, GALA: 0},
     "revoke": GALA},
    {"in": [EVE, HAL], "flush": HAL}]
# laps (seeds/002 line 117): the jambone's eight points take side A five over game
RAILROAD = [{"makers": "A", "tricks": 3}, {"makers": "A", "tricks": 3},
            {"makers": "A", "tricks": 5, "alone": True, "jambone": True},
            {"makers": "B", "tricks": 3}, {"makers": "A", "tricks": 4}]
WHIST = [{"tricks": {"A": 9, "B": 4}, "honours": {"A": 3, "B": 2}},
         {"tricks": {"A": 5, "B": 8}, "honours": {"A": 1, "B": 4}},
         {"tricks": {"A": 7, "B": 6}, "honours": {"A": 4, "B": 1}}]
# the pone announces nineteen for a hand of ten (seeds/001 lines 219-223), the dealer six for
# a hand of two: muggins by each release's reading of the book
CRIBBAGE = [
    {"cards": {"starter": "5H", "pone": ["5C", "JS", "QH", "2D"],
               "dealer": ["4S", "6S", "7C", "8D"], "crib": ["9H", "9C", "KD", "AS"],
               "pegged": {"pone": 4, "dealer": 6}, "claims": {"pone": {"hand": 19}}}},
    {"cards": {"starter": "JD", "pone": ["3C", "4C", "5C", "6C"],
               "dealer": ["2H", "2S", "KC", "QD"], "crib": ["7H", "8H", "AC", "AD"],
               "pegged": {"pone": 5, "dealer": 2}, "claims": {"dealer": {"hand": 6}}}},
    {"count": {"pone": {"play": 3, "hand": 8}, "dealer": {"play": 2, "hand": 12, "crib": 4}}},
    {"count": {"pone": {"play": 4, "hand": 10, "muggins": 2},
               "dealer": {"play": 1, "hand": 6, "crib": 0}}}]
LEAGUE_EUCHRE = [{"makers": "B", "tricks": 3}, {"makers": "A", "tricks": 5},
                 {"makers": "B", "tricks": 0}]

# Each evening and table is made by the releases from ``since`` up to ``until`` (schemas).
EVENINGS: list[dict[str, Any]] = [
    {"name": "Friday club", "date": "2026-03-06", "kind": "club", "tables": [
        {"game": "euchre", "players": [ANN, BOB, CAT, DAN], "options": {"target": 5},
         "deals": EUCHRE, "correct": (2, {"makers": "B", "tricks": 4}), "undo": 2, "redo": 1},
        {"game": "euchre", "players": [EVE, FAY, FEDOR, GALA], "until": "0001",
         "options": {"target": 10, "rubber": False}, "deals": EUCHRE_TEN},
        {"game": "five-hundred", "players": [EVE, FAY, FEDOR], "since": "0002",
         "deals": FIVE_HUNDRED, "undo": 1}]},
    {"name": "Loo night", "date": "2026-03-13", "kind": "club", "since": "0002", "close": True,
     "tables": [
         {"game": "loo", "players": [EVE, FAY, FEDOR, GALA, HAL], "deals": LOO},
         {"game": "euchre-railroad", "players": [ANN, BOB, CAT, DAN], "until": "0002",
          "options": {"laps": True}, "deals": RAILROAD},
         {"game": "whist-ru", "players": [ANN, BOB, CAT, DAN], "since": "0003",
          "deals": WHIST, "correct": (3, {"tricks": {"A": 6, "B": 7},
                                          "honours": {"A": 4, "B": 1}})}]},
    {"name": "League night", "date": "2026-03-20", "kind": "league", "since": "0003",
     "tables": [
         {"game": "cribbage", "players": [ANN, BOB], "options": {"target": 121},
          "deals": CRIBBAGE},
         {"game": "euchre", "players": [CAT, DAN, EVE, FAY], "deals": LEAGUE_EUCHRE}]},
    {"name": "Spring party", "date": "2026-03-27", "kind": "party", "since": "0004",
     "tables": []},
]
SEASON = {"name": "Spring league", "evenings": ["Friday club", "League night"],
          "since": "0003"}
AWARDS = [{"evening": "Friday club", "member": ANN, "gold": 2, "red": 1, "green": 0},
          {"evening": "Friday club", "member": BOB, "gold": 0, "red": 0, "green": 1}]
PARTY_GUESTS = [(ANN, "red"), (BOB, "blue"), (CAT, "red"), (DAN, "blue"), (EVE, "red"),
                (FAY, "blue"), (GALA, "red"), (FEDOR, "blue")]
# from schema 0007 the party is drawn by hand: each card kept with its pack (and set)
PARTY_CARDS = {ANN: ("red", "AC"), CAT: ("red", "AS"), EVE: ("red", "2C"),
               GALA: ("red", "2S"), BOB: ("blue", "AC"), DAN: ("blue", "AS"),
               FAY: ("blue", "2C"), FEDOR: ("blue", "2S")}
PARTY_SEED = 4242
BELLS = [[{"table": 1, "score": [5, 3]}, {"table": 2, "score": [2, 5]}],
         [{"table": 1, "score": [5, 2]},  # a tie away from the head table: the next hand
          {"table": 2, "score": [3, 3], "next_hand_tricks": [3, 2]}]]


def made_by(item: dict[str, Any], schema: str) -> bool:
    """Whether the release of ``schema`` makes this evening, table or season."""
    return item.get("since", "0001") <= schema <= item.get("until", "9999")


def plan_for(schema: str) -> dict[str, Any]:
    """What the release of ``schema`` makes: the parts it has, in order."""
    evenings = [{**e, "tables": [t for t in e["tables"] if made_by(t, schema)]}
                for e in EVENINGS if made_by(e, schema)]
    return {
        "schema": schema, "members": MEMBERS, "retired": RETIRED, "evenings": evenings,
        "pin": PIN if schema >= "0002" else None,
        "season": SEASON if made_by(SEASON, schema) else None,
        "awards": AWARDS if schema >= "0003" else [],
        "party": ({"evening": "Spring party", "guests": PARTY_GUESTS, "seed": PARTY_SEED,
                   "cards": PARTY_CARDS if schema >= "0007" else None, "bells": BELLS}
                  if schema >= "0004" else None),
        "serve": "League night" if schema >= "0006" else None,
    }


# --- the release's own services (run inside its worktree) -----------------------------------
SERVICES_BUILD = r'''
import datetime as dt, json, sys
from clubapp.services import Services
plan = json.load(sys.stdin)
schema = plan["schema"]
s = Services.open(sys.argv[1])
ids = {m["name"]: s.members.add(m["name"], m.get("email", ""), m.get("phone", "")).id
       for m in plan["members"]}
evenings = {}
for evening in plan["evenings"]:
    made = s.evenings.create(dt.date.fromisoformat(evening["date"]), evening["name"],
                             evening["kind"])
    evenings[evening["name"]] = made.id
    for table in evening["tables"]:
        seated = s.evenings.add_table(made.id)
        s.evenings.seat_players(seated.id, [ids[n] for n in table["players"]])
        game = s.evenings.start_game(seated.id, table["game"], table.get("options", {}))
        for entry in table["deals"]:
            s.scoring.record_deal(game, entry)
        if "correct" in table:
            number, entry = table["correct"]
            s.scoring.correct_deal(s.scoring.view(game).deals[number - 1].id, entry)
        undone = []
        for _ in range(table.get("undo", 0)):
            last = s.scoring.view(game).deals[-1].id
            s.scoring.withdraw_deal(last)
            undone.append(last)
        for _ in range(table.get("redo", 0)):
            s.scoring.restore_deal(undone.pop())
party = plan["party"]
if party is not None:
    from clubapp.services.party import EntrantChoice, TableEntry
    evening = evenings[party["evening"]]
    cards = party["cards"]
    s.party.start(evening, [EntrantChoice(ids[n], role, *(cards[n][::-1] if cards else ()))
                            for n, role in party["guests"]],
                  by_hand=cards is not None, seed=party["seed"])
    for bell in party["bells"]:
        round_number = s.party.view(evening).round
        s.party.ring_bell(evening, round_number, [
            TableEntry(t["table"], tuple(t["score"]),
                       tuple(t["next_hand_tricks"]) if "next_hand_tricks" in t else None)
            for t in bell])
    s.party.award_prizes(evening)
print(json.dumps({"members": ids, "evenings": evenings}))
s.close()
'''

SERVICES_EXTRAS = r'''
import json, sys
from clubapp.services import Services
plan = json.load(sys.stdin)
s = Services.open(sys.argv[1])
ids = {m.name: m.id for m in s.members.list()}
evenings = {e.name: e.id for e in s.evenings.list()}
for award in plan["awards"]:
    s.seasons.set_award(evenings[award["evening"]], ids[award["member"]], award["gold"],
                        award["red"], award["green"])
if plan["season"] is not None and plan["schema"] < "0005":
    s.seasons.create(plan["season"]["name"],
                     evening_ids=[evenings[n] for n in plan["season"]["evenings"]],
                     lots_seed=7)
if plan["pin"] is not None:
    s.club.set_pin(plan["pin"])
if plan["schema"] < "0005":
    for evening in plan["evenings"]:
        if evening.get("close"):
            s.evenings.set_closed(evenings[evening["name"]], True)
    for name in plan["retired"]:
        s.members.set_retired(ids[name], True)
s.close()
'''

READ_BACK = r'''
import json, sys
from clubapp.services import Services
s = Services.open(sys.argv[1])
out = {"members": [{"name": m.name, "email": m.email, "phone": m.phone, "retired": m.retired}
                   for m in s.members.list()],
       "evenings": [], "games": [], "seasons": [], "awards": [], "party": None}
for evening in sorted(s.evenings.list(), key=lambda e: e.id):
    detail = s.evenings.detail(evening.id)
    tables = []
    for table in detail.tables:
        tables.append({"number": table.number, "players": [seat.name for seat in table.seats],
                       "games": list(table.games)})
        for game_id in table.games:
            view = s.scoring.view(game_id)
            out["games"].append({
                "id": view.id, "evening": evening.name, "table": table.number,
                "game_id": view.game_id, "players": list(view.players),
                "options": dict(view.options), "entries": [d.entry for d in view.deals],
                "revisions": [d.revision for d in view.deals],
                "withdrawn": len(view.withdrawn)})
    out["evenings"].append({"name": evening.name, "date": evening.date.isoformat(),
                            "kind": evening.kind, "status": evening.status, "tables": tables})
    if hasattr(s, "seasons"):
        out["awards"] += [{"evening": evening.name, "member": a.name, "gold": a.gold,
                           "red": a.red, "green": a.green}
                          for a in s.seasons.awards(evening.id) if a.gold or a.red or a.green]
    if hasattr(s, "party") and evening.kind == "party":
        party = s.party.view(evening.id)
        if party is not None:
            out["party"] = {
                "evening": evening.name, "round": party.round,
                "players": {p.name: {"role": p.role, "gold": p.gold, "red": p.red,
                                     "green": p.green, "status": p.status}
                            for p in party.players},
                "prizes": [{"prize": p.prize, "role": p.role, "player": p.player}
                           for p in party.prizes]}
if hasattr(s, "seasons"):
    names = {e.id: e.name for e in s.evenings.list()}
    out["seasons"] = [{"name": season.name, "evenings": [names[i] for i in season.evening_ids]}
                      for season in s.seasons.list()]
out["pin_set"] = s.club.has_pin() if hasattr(s, "club") else False
print(json.dumps(out, ensure_ascii=False))
s.close()
'''


class Release:
    """One release's code in a worktree of its own, run with the project's Python."""

    def __init__(self, schema: str, folder: Path, home: Path) -> None:
        self.schema, self.folder = schema, folder
        self.env = {**os.environ, "PYTHONPATH": str(folder), "HOME": str(home),
                    "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
                    "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
        self.env.pop("CLUBAPP_TEST_PG", None)

    def python(self, program: str, *args: str, stdin: Any = None) -> str:
        """Run a program with the release's code; its standard output."""
        done = subprocess.run([str(PYTHON), "-c", program, *args], cwd=self.folder,
                              env=self.env, capture_output=True, text=True, timeout=300,
                              input=None if stdin is None else json.dumps(stdin))
        if done.returncode != 0:
            raise RuntimeError(f"release {self.schema}: {done.stderr}")
        return done.stdout

    def cli(self, db: Path, *args: Any, stdin: Any = None) -> Any:
        """``clubapp --db DB ARGS`` of the release; the JSON it printed (None if none)."""
        done = subprocess.run([str(PYTHON), "-m", "clubapp", "--db", str(db),
                               *[str(a) for a in args]], cwd=self.folder, env=self.env,
                              capture_output=True, text=True, timeout=300,
                              input="" if stdin is None else json.dumps(stdin,
                                                                        ensure_ascii=False))
        if done.returncode != 0:
            raise RuntimeError(f"release {self.schema}: clubapp {args}: {done.stderr}")
        return json.loads(done.stdout) if done.stdout.strip().startswith(("{", "[")) else None


def build_with_cli(release: Release, db: Path, plan: dict[str, Any]) -> None:
    """The club made through the release's own command line."""
    for member in plan["members"]:
        release.cli(db, "member", "add", member["name"], "--email", member.get("email", ""),
                    "--phone", member.get("phone", ""))
    evenings = {}
    for evening in plan["evenings"]:
        made = release.cli(db, "evening", "new", "--name", evening["name"], "--date",
                           evening["date"], "--kind", evening["kind"])
        evenings[evening["name"]] = made["id"]
        for table in evening["tables"]:
            options = [a for k, v in table.get("options", {}).items()
                       for a in ("--option", f"{k}={json.dumps(v)}")]
            game = release.cli(db, "table", "add", made["id"], "--game", table["game"],
                               "--player", *table["players"], *options)["game"]
            for entry in table["deals"]:
                release.cli(db, "deal", "record", game, stdin=entry)
            if "correct" in table:
                number, entry = table["correct"]
                release.cli(db, "deal", "correct", game, number, "--revision", 1, stdin=entry)
            for _ in range(table.get("undo", 0)):
                release.cli(db, "deal", "undo", game)
            for _ in range(table.get("redo", 0)):
                release.cli(db, "deal", "redo", game)
    party = plan["party"]
    if party is not None:
        evening = evenings[party["evening"]]
        start: dict[str, Any] = {"players": [{"name": n, "role": r} for n, r in party["guests"]]}
        if party["cards"]:
            start["cards"] = {n: {"pack": pack, "card": card}
                              for n, (pack, card) in party["cards"].items()}
        else:
            start["seed"] = party["seed"]
        release.cli(db, "party", "start", evening, stdin=start)
        for bell in party["bells"]:
            release.cli(db, "party", "bell", evening, stdin={"tables": bell})
        release.cli(db, "party", "prizes", evening)
    if plan["season"] is not None:
        release.cli(db, "season", "create", plan["season"]["name"], "--seed", 7,
                    *[a for n in plan["season"]["evenings"] for a in ("--evening", evenings[n])])
    for evening in plan["evenings"]:
        if evening.get("close"):
            release.cli(db, "evening", "close", evenings[evening["name"]])
    for name in plan["retired"]:
        release.cli(db, "member", "retire", name)
    if plan["serve"] is not None:
        serve(release, db, evenings[plan["serve"]])


def serve(release: Release, db: Path, evening: int) -> None:
    """``clubapp serve`` of the release until it has printed every table's address (the
    tables' secret tokens are then in the club), then stopped as a person would."""
    server = subprocess.Popen([str(PYTHON), "-m", "clubapp", "--db", str(db), "serve",
                               "--evening", str(evening), "--host", "127.0.0.1", "--port", "0"],
                              cwd=release.folder, env=release.env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        first = json.loads(server.stdout.readline())
        assert "url" in first, first
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=60)


def printed(release: Release, db: Path, game: dict[str, Any]) -> Any:
    """What the release printed for a game: ``game show``, else ``score`` of the same deals."""
    if release.schema >= FIRST_WITH_CLI:
        return release.cli(db, "game", "show", game["id"])
    return release.cli(db, "score", game["game_id"], stdin={
        "players": game["players"], "options": game["options"], "deals": game["entries"]})


def make(schema: str, out: Path) -> None:
    """Make the release's club (and export) and its manifest in ``out``."""
    commit = RELEASES[schema]
    scratch = Path(tempfile.mkdtemp(prefix=f"clubapp-release-{schema}-"))
    folder = scratch / "worktree"
    subprocess.run(["git", "worktree", "add", "--detach", str(folder), commit], cwd=PROJECT,
                   check=True, capture_output=True)
    try:
        release = Release(schema, folder, scratch / "home")
        db = scratch / f"schema_{schema}.sqlite"
        plan = plan_for(schema)
        if schema >= FIRST_WITH_CLI:
            build_with_cli(release, db, plan)
        else:
            release.python(SERVICES_BUILD, str(db), stdin=plan)
        release.python(SERVICES_EXTRAS, str(db), stdin=plan)
        manifest = json.loads(release.python(READ_BACK, str(db)))
        for game in manifest["games"]:
            game["printed"] = printed(release, db, game)
        export = None
        if schema >= FIRST_WITH_EXPORT:
            export = f"schema_{schema}.json"
            release.cli(db, "export", "club", "--out", scratch / export)
            shutil.copyfile(scratch / export, out / export)
        manifest = {"schema": schema, "commit": commit, "club_file": db.name,
                    "export": export, "made_with": "cli" if schema >= FIRST_WITH_CLI
                    else "services", **manifest}
        shutil.copyfile(db, out / db.name)
        (out / f"schema_{schema}.manifest.json").write_text(
            json.dumps(manifest, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(folder)], cwd=PROJECT,
                       check=False, capture_output=True)
        shutil.rmtree(scratch, ignore_errors=True)


def main(argv: list[str]) -> int:
    for schema in argv or list(RELEASES):
        make(schema, HERE)
        print(f"schema {schema}: made by {RELEASES[schema][:7]}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
