"""The phones of a benchmark, in a process of their own: ``python -m bench.phone_clients``.

Reads ``{"targets": [[url, form], …], "rounds": n}`` on stdin; one thread a target, each with
a warm connection, every client released together for each round; prints the milliseconds
from sending each form to its acknowledgement as a JSON list. Kept out of the process that
serves the pages, as phones are, so that the clients' own work is not counted as the server's.
"""

from __future__ import annotations

import json
import sys
import threading
import time
import uuid

import httpx


def at_once(targets: list[tuple[str, dict]], rounds: int) -> list[float]:
    """Every client sends ``rounds`` forms, all clients released together for each."""
    timings: list[float] = []
    lock = threading.Lock()
    barrier = threading.Barrier(len(targets))
    failures: list[str] = []

    def client(url: str, form: dict) -> None:
        with httpx.Client(timeout=30) as http:
            http.post(url, data={**form, "submission": uuid.uuid4().hex},
                      headers={"Accept": "application/json"})  # a warm connection
            for _ in range(rounds):
                barrier.wait()
                started = time.perf_counter()
                answer = http.post(url, data={**form, "submission": uuid.uuid4().hex},
                                   headers={"Accept": "application/json"})
                elapsed = (time.perf_counter() - started) * 1000
                with lock:
                    if answer.status_code != 200 or not answer.json().get("ok"):
                        failures.append(f"{answer.status_code} {answer.text[:200]}")
                    timings.append(elapsed)

    threads = [threading.Thread(target=client, args=target) for target in targets]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise RuntimeError(f"{len(failures)} submissions refused, the first: {failures[0]}")
    return timings


def main() -> int:
    asked = json.load(sys.stdin)
    json.dump(at_once([(url, form) for url, form in asked["targets"]], asked["rounds"]),
              sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
