"""Cribbage counting speed (issue 4): every hand and starter counted, against brute force.

- ``every_show``: all 12,994,800 four-card hands with a starter (C(52, 4) × 48) counted one
  by one through ``show_distribution`` (the fifteens, pairs and runs of each multiset of
  ranks looked up in a table, flush and nobs from the suits), in hands per second; the
  baseline is a brute-force count (every subset tried for fifteens, pairs and runs) of a
  random sample in the same run. The distribution is checked on the way: 12,994,800 hands,
  none of 19, 25, 26 or 27 (seeds/001 line 223), four of 29 (line 147). Target: ≥ 50× brute
  force per hand and every combination in ≤ 10 s.
- ``show_calls``: the public ``show_count`` (cards in, parts out, as the CLI and the deals
  use it) against the same brute force on a random sample. Target: ≥ 5×.

``quick`` counts the hands whose lowest card is one of the last 29 of the pack (1,726,080
combinations) and smaller samples: a check that the benchmark runs, in well under a second.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from clubapp.cards import Card, full_pack
from clubapp.rules.cribbage_count import show_count, show_distribution

ALL_COMBINATIONS = 12_994_800  # C(52, 4) hands × 48 starters
FULL_TARGET_SECONDS = 10.0
EVERY_SHOW_RATIO = 50.0
SHOW_CALLS_RATIO = 5.0


# --- the baseline: count a show by trying every subset ---------------------------------------

def _pips(card: Card) -> int:
    return min(card.rank_index, 10)


def brute_force_show(hand: Sequence[Card], starter: Card) -> int:
    """The total of a hand with its starter, found by trying every subset of the five cards."""
    cards = [*hand, starter]
    total = 0
    for size in range(2, 6):
        for subset in combinations(cards, size):
            if sum(_pips(c) for c in subset) == 15:
                total += 2
    for a, b in combinations(cards, 2):
        if a.rank_index == b.rank_index:
            total += 2
    for size in (5, 4, 3):  # only the longest runs count, each distinct set once
        runs = 0
        for subset in combinations(cards, size):
            ranks = sorted(c.rank_index for c in subset)
            if all(ranks[i + 1] == ranks[i] + 1 for i in range(size - 1)):
                runs += size
        if runs:
            total += runs
            break
    if all(c.suit == hand[0].suit for c in hand):
        total += len(hand) + (1 if starter.suit == hand[0].suit else 0)
    if any(c.rank == "J" and c.suit == starter.suit for c in hand):
        total += 1
    return total


def random_deals(count: int, seed: int) -> list[tuple[list[Card], Card]]:
    """``count`` random hands of four with a starter, repeatable by seed."""
    rng = random.Random(seed)
    pack = full_pack()
    deals = []
    for _ in range(count):
        five = rng.sample(pack, 5)
        deals.append((five[:4], five[4]))
    return deals


def _rate(count: Callable[[Sequence[Card], Card], Any],
          deals: Sequence[tuple[list[Card], Card]]) -> tuple[float, list[int]]:
    start = time.perf_counter()
    totals = [count(hand, starter) for hand, starter in deals]
    elapsed = time.perf_counter() - start
    return len(deals) / elapsed, [t if isinstance(t, int) else t.total for t in totals]


# --- the benchmarks ----------------------------------------------------------------------------

def every_show(quick: bool) -> dict[str, Any]:
    """Count every hand-and-starter combination; hands per second against brute force."""
    first_cards = range(20, 49) if quick else range(49)
    start = time.perf_counter()
    histogram = show_distribution(first_cards=first_cards)
    elapsed = time.perf_counter() - start
    counted = sum(histogram)
    if not quick:
        if counted != ALL_COMBINATIONS:
            raise RuntimeError(f"counted {counted} combinations, not {ALL_COMBINATIONS}")
        if any(histogram[n] for n in (19, 25, 26, 27)) or histogram[29] != 4:
            raise RuntimeError(f"the distribution is wrong: {histogram}")
    rate = counted / elapsed
    sample = random_deals(300 if quick else 3000, seed=4)
    brute_rate, _ = _rate(brute_force_show, sample)
    ratio = rate / brute_rate
    return {
        "name": "cribbage: every hand and starter counted",
        "figure": round(rate),
        "unit": "hands/s",
        "baseline": f"brute force (every subset) on {len(sample)} random hands: "
                    f"{brute_rate:,.0f} hands/s",
        "ratio": round(ratio, 1),
        "target": f"≥ {EVERY_SHOW_RATIO:.0f}× brute force; all {ALL_COMBINATIONS:,} in "
                  f"≤ {FULL_TARGET_SECONDS:.0f} s (took {elapsed:.2f} s for {counted:,})",
        "met": ratio >= EVERY_SHOW_RATIO and (quick or elapsed <= FULL_TARGET_SECONDS),
    }


def show_calls(quick: bool) -> dict[str, Any]:
    """The public ``show_count`` per call, against brute force on the same random hands."""
    sample = random_deals(2000 if quick else 50000, seed=44)
    fast_rate, fast = _rate(show_count, sample)
    brute_sample = sample[: len(sample) // 10]
    brute_rate, brute = _rate(brute_force_show, brute_sample)
    if fast[: len(brute)] != brute:
        raise RuntimeError("show_count and the brute-force count disagree")
    ratio = fast_rate / brute_rate
    return {
        "name": "cribbage: show_count per call",
        "figure": round(fast_rate),
        "unit": "hands/s",
        "baseline": f"brute force on {len(brute_sample)} of the same hands: "
                    f"{brute_rate:,.0f} hands/s",
        "ratio": round(ratio, 1),
        "target": f"≥ {SHOW_CALLS_RATIO:.0f}× brute force",
        "met": ratio >= SHOW_CALLS_RATIO,
    }


BENCHMARKS = [every_show, show_calls]
