"""What keeps the table pages to their own: a rate limit per client, the same-origin check on
every form sent, and the headers that keep a token out of other sites' hands."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

# A table's page is shown and sent a few times a minute; a phone hammering the server is
# refused for a moment. Unknown tokens from one address are limited much harder: guessing
# a 256-bit token is hopeless anyway, but a flood of guesses should not slow the room down.
REQUESTS_PER_MINUTE = 120
BURST = 40
MISSES_PER_MINUTE = 20

SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    # the address carries the table's token: no other site is told it, but the server's own
    # forms are sent with their origin (under "no-referrer" a browser sends "Origin: null")
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": ("default-src 'self'; script-src 'self'; style-src 'self'; "
                                "img-src 'self' data:; form-action 'self'; "
                                "frame-ancestors 'none'; base-uri 'none'"),
}


@dataclass
class _Bucket:
    tokens: float
    at: float = field(default_factory=time.monotonic)


class RateLimiter:
    """A token bucket per key: ``allow(key)`` is False once a key spends its burst faster than
    its rate refills it."""

    def __init__(self, per_minute: float, burst: float) -> None:
        self.rate = per_minute / 60.0
        self.burst = burst
        self._buckets: dict[str, _Bucket] = {}
        self._lock = threading.Lock()

    def allow(self, key: str) -> bool:
        now = time.monotonic()
        with self._lock:
            bucket = self._buckets.get(key)
            if bucket is None:
                if len(self._buckets) > 10000:  # forget the quiet ones
                    self._buckets = {k: b for k, b in self._buckets.items()
                                     if now - b.at < 120}
                bucket = self._buckets[key] = _Bucket(self.burst, now)
            bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.at) * self.rate)
            bucket.at = now
            if bucket.tokens < 1:
                return False
            bucket.tokens -= 1
            return True


def same_origin(origin: str | None, host: str | None, scheme: str) -> bool:
    """Whether a form was sent from this server's own page: a browser names the page's origin
    on every POST; a form on another site (or a page of another server) names its own."""
    if origin is None:
        return True  # not a browser's cross-site request (an old browser, a script)
    if not host:
        return False
    return origin in (f"{scheme}://{host}",)
