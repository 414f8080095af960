"""The club's results site (issue 32): ``publish`` of a club with a 50-evening season.

``publish_50_evenings``: a club of 24 members playing 50 evenings (five euchre tables and a
cribbage table each, every game played out deal by deal through the services), all of them one
season, and tonight's evening with a euchre game still being played. Measured: ``publish_site`` into an empty folder (the first build: the results document,
every page in one language, every file written) and, after one more deal, the rebuild that
writes only the pages it changed. The baseline in the same run writes the same number of files
of the same sizes into an empty folder with nothing else (``Path.write_bytes``). Target: each
build ≤ 2 s on the project's machine (the issue's figure); the ratio to the bare write is shown.
"""

from __future__ import annotations

import datetime as dt
import random
import statistics
import tempfile
import time
from pathlib import Path

from clubapp.services import Services
from clubapp.site.publish import publish_site

MEMBERS = 24
TARGET_SECONDS = 2.0


def season_club(url: str, evenings: int, seed: int = 32) -> tuple[int, int]:
    """The club of the module's docstring at ``url``: (tonight's game, tonight's evening)."""
    rng = random.Random(seed)
    services = Services.open(url)
    try:
        ids = [services.members.add(f"Member {n:02d}").id for n in range(MEMBERS)]
        names = {m.id: m.name for m in services.members.list()}
        evening_ids = []
        game = evening = 0
        for number in range(evenings):
            evening = services.evenings.create(dt.date(2026, 1, 2) + dt.timedelta(days=7 * number),
                                               f"Friday {number + 1}").id
            evening_ids.append(evening)
            seated = rng.sample(ids, 22)
            for start in range(0, 20, 4):
                table = services.evenings.add_table(evening).id
                services.evenings.seat_players(table, seated[start:start + 4])
                game = services.evenings.start_game(table, "euchre", {"rubber": False})
                for _ in range(8):  # to the end of the game, or eight deals
                    if services.scoring.record_deal(game, {
                            "makers": rng.choice("AB"), "tricks": rng.choice((3, 4, 5))}).over:
                        break
            table = services.evenings.add_table(evening).id
            services.evenings.seat_players(table, seated[20:22])
            crib = services.evenings.start_game(table, "cribbage")
            first, second = seated[20:22]
            for _ in range(3):
                if services.scoring.record_deal(crib, {"points": {
                        names[first]: rng.randint(5, 20),
                        names[second]: rng.randint(5, 20)}}).over:
                    break
        services.seasons.create("The season", None, evening_ids, lots_seed=3)
        evening = services.evenings.create(dt.date(2026, 1, 2) + dt.timedelta(days=7 * evenings),
                                           "Friday, tonight").id  # a game still being played
        last = services.evenings.add_table(evening).id
        services.evenings.seat_players(last, ids[:4])
        game = services.evenings.start_game(last, "euchre")
        services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
        return game, evening
    finally:
        services.close()


def _bare_write(folder: Path, sizes: list[int]) -> float:
    started = time.perf_counter()
    for n, size in enumerate(sizes):
        (folder / f"page{n}.html").write_bytes(b"x" * size)
    return time.perf_counter() - started


def publish_50_evenings(quick: bool) -> dict:
    evenings, runs = (2, 1) if quick else (50, 3)
    firsts, rebuilds, bares = [], [], []
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        url = str(folder / "club.sqlite")
        game, _evening = season_club(url, evenings)
        services = Services.open(url)
        try:
            for run in range(runs):
                out = folder / f"site{run}"
                started = time.perf_counter()
                report, _langs = publish_site(services, out, "en")
                firsts.append(time.perf_counter() - started)
                services.scoring.record_deal(game, {"makers": "B", "tricks": 3})
                started = time.perf_counter()
                rebuilt, _langs = publish_site(services, out, "en")
                rebuilds.append(time.perf_counter() - started)
                sizes = [p.stat().st_size for p in sorted(out.rglob("*"))
                         if p.is_file() and p.name != ".clubapp-publish.json"]
                bare = folder / f"bare{run}"
                bare.mkdir()
                bares.append(_bare_write(bare, sizes))
        finally:
            services.close()
    first, rebuild, bare = (statistics.median(x) for x in (firsts, rebuilds, bares))
    worst = max(first, rebuild)
    return {"name": f"publish, {evenings} evenings: first {first:.2f} s, rebuild {rebuild:.2f} s "
                    f"({len(rebuilt.written)} of {report.pages} pages written)",
            "figure": worst, "unit": "s (the slower)",
            "baseline": f"a bare write of {report.pages} files {bare * 1000:.0f} ms",
            "ratio": worst / bare, "target": f"<= {TARGET_SECONDS:g} s each",
            "met": worst <= TARGET_SECONDS}


BENCHMARKS = [publish_50_evenings]
