"""One computer's try at the organiser's PIN, for a test that sends many at the same instant:
``python -m tests.services.pin_try URL EVENING PIN AT`` opens the club, waits until the clock
reads ``AT`` (seconds since the epoch), tries to reopen the closed evening with ``PIN`` and
prints what it was told: the refusal's message id, or ``opened``."""

from __future__ import annotations

import sys
import time

from clubapp.services import ServiceError, Services


def main(url: str, evening: str, pin: str, at: str) -> None:
    services = Services.open(url)
    try:
        time.sleep(max(0.0, float(at) - time.time()))
        try:
            services.evenings.set_closed(int(evening), False, pin=pin)
            print("opened")
        except ServiceError as refused:
            print(refused.why.id)
    finally:
        services.close()


if __name__ == "__main__":
    main(*sys.argv[1:5])
