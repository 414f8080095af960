"""One computer's try at the organiser's PIN, for a test that sends many at the same instant:
``python -m tests.services.pin_try URL EVENING PIN`` opens the club, says ``ready`` and waits
for a line on its standard input (the test sends it to every process at once once all are
ready), tries to reopen the closed evening with ``PIN`` and prints what it was told: the
refusal's message id, or ``opened``."""

from __future__ import annotations

import sys

from clubapp.services import ServiceError, Services


def main(url: str, evening: str, pin: str) -> None:
    services = Services.open(url)
    try:
        print("ready", flush=True)
        sys.stdin.readline()
        try:
            services.evenings.set_closed(int(evening), False, pin=pin)
            print("opened")
        except ServiceError as refused:
            print(refused.why.id)
    finally:
        services.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
