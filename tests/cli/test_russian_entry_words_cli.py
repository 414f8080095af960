"""The command line takes a deal's cards and calls in Russian as the score form does («раз»,
«пас», «5б»: seeds/003 lines 15–17, a Russian keyboard's suit letters) and keeps the club's
JSON in identifiers ("1", "pass", "5D")."""

from __future__ import annotations

import json
import subprocess
import sys

from clubapp.services import Services
from tests.cli.shell import Shell

PREFERENCE = ["Людмила Новикова", "Константин Морозов", "Анна Белова"]
BOSTON = ["Дарья Жукова", "Кирилл Носов", "Лев Орлов", "Максим Петров"]
# Людмила deals; Константин speaks first (line 14), calls «раз» (line 17), both others pass
RUSSIAN_DEAL = {"declarer": "Константин Морозов", "contract": "1", "trumps": "clubs",
                "whist": {"Анна Белова": "pass", "Людмила Новикова": "pass"},
                "bidding": ["раз", "пас", "пас"]}


def test_clubapp_score_reads_the_russian_calls_as_the_english_ones():
    def score(deal: dict) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "clubapp", "score", "preference"],
                              input=json.dumps({"players": PREFERENCE, "deals": [deal]},
                                               ensure_ascii=False),
                              capture_output=True, text=True, timeout=60)

    russian = score(RUSSIAN_DEAL)
    english = score({**RUSSIAN_DEAL, "bidding": ["1", "pass", "pass"]})
    assert russian.returncode == 0, russian.stderr
    assert json.loads(russian.stdout) == json.loads(english.stdout)


def test_a_deal_recorded_from_the_shell_keeps_the_identifiers(empty_club, capsys, monkeypatch):
    db = str(empty_club)
    shell = Shell(db, capsys, monkeypatch, lang="ru")
    for name in [*PREFERENCE, *BOSTON]:
        shell.json("member", "add", name)
    night = shell.json("evening", "new", "--name", "Пятница")["id"]
    preference = shell.json("table", "add", night, "--game", "preference",
                            "--player", *PREFERENCE)["game"]
    boston = shell.json("table", "add", night, "--game", "boston",
                        "--player", *BOSTON)["game"]
    shell.json("deal", "record", preference, stdin=RUSSIAN_DEAL)
    shell.json("deal", "record", boston, stdin={
        "declarer": "Лев Орлов", "contract": "6", "turned": "5б", "trumps": "hearts",
        "tricks": 6})
    shell.json("deal", "record", boston, stdin={
        "declarer": "Лев Орлов", "contract": "6", "turned": "5♦", "trumps": "hearts",
        "tricks": 6})
    assert "«п» — нет такой заявки (пас, здесь, раз" in shell.refused(
        "deal", "record", preference, stdin={"declarer": None, "bidding": ["п"]})
    services = Services.open(db)
    try:
        [deal] = services.scoring.view(preference).deals
        assert deal.entry["bidding"] == ["1", "pass", "pass"]
        assert [d.entry["turned"] for d in services.scoring.view(boston).deals] == ["5D", "5D"]
    finally:
        services.close()
