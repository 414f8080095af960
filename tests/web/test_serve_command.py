"""``clubapp serve`` as a host starts it (a real process): it prints each table's address,
the page answers a phone, a deal sent is recorded, and SIGTERM stops it cleanly (status 0,
every request answered first) rather than the signal ending the process."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys

import httpx

from clubapp.services import Services
from tests.web.evenings import club_evening


def test_serve_prints_the_addresses_takes_a_deal_and_stops_cleanly_on_sigterm(empty_club):
    path = empty_club
    services = Services.open(str(path))
    evening, (game,) = club_evening(services)
    services.close()
    server = subprocess.Popen(
        [sys.executable, "-m", "clubapp", "--db", str(path), "serve", "--evening", str(evening),
         "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    try:
        line = json.loads(server.stdout.readline())
        assert line["table"] == 1 and line["game"] == game
        url = line["url"]
        page = httpx.get(url, timeout=10)
        assert page.status_code == 200 and 'name="tricks"' in page.text
        sid = re.search(r'name="submission" value="(\w+)"', page.text).group(1)
        sent = httpx.post(url + "/deal", timeout=10, headers={"Accept": "application/json"},
                          data={"token": url.rsplit("/", 1)[1], "submission": sid,
                                "makers": "A", "tricks": "5"})
        assert sent.json()["ok"] and sent.json()["answer"]["deal"] == 1
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=20) == 0, server.stderr.read()
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    check = Services.open(str(path))
    try:
        deals = check.scoring.view(game).deals
        assert [(d.entry["makers"], d.entry["tricks"]) for d in deals] == [("A", 5)]
    finally:
        check.close()
