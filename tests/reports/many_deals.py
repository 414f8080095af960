"""Long evenings for the documents' tests: thirty deals of rams, loo or préférence that score by
the rules, made from a seeded random draw (the same deals every run), and where each deal's
number is printed on a sheet read back from the PDF.

Each deal is drawn until the game's own rules accept it (``rules.score``), so the sheets are
made from deals a scorer could have entered: rams and loo by seeds/000 lines 1-85 (who plays,
the tricks of those who play adding up to the deal's tricks), préférence by seeds/003 lines
9 and 29-39 (a declarer, a contract and trumps, each defender's answer, the tricks; with four
at the table the dealer sits out).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pypdf import PdfReader

from clubapp.reports.page import MARGIN
from clubapp.rules import RuleError, get_game

CONTRACTS = ("2", "3", "4", "game")
TRUMPS = ("spades", "diamonds", "hearts")


def pool_deals(game_id: str, players: Sequence[str], count: int, *, seed: int = 1
               ) -> list[dict[str, Any]]:
    """``count`` deals of a pool game (rams, loo): some play, the tricks shared among them."""
    rules = get_game(game_id)
    tricks_a_deal = int(getattr(rules, "tricks_per_deal", 5) or 5)
    rng = random.Random(seed)
    state = rules.new_state(list(players), {})
    deals: list[dict[str, Any]] = []
    while len(deals) < count:
        playing = rng.sample(list(players), rng.randint(2, min(5, len(players))))
        tricks = dict.fromkeys(playing, 0)
        for _ in range(tricks_a_deal):
            tricks[rng.choice(playing)] += 1
        for entry in ({"in": playing, "tricks": tricks}, {"tricks": tricks}):
            try:  # a double pool says who played; a simple pool is played by everyone
                state = rules.score(state, entry)
            except RuleError:
                continue
            deals.append(entry)
            break
    return deals


def preference_deals(players: Sequence[str], count: int, *, seed: int = 1
                     ) -> list[dict[str, Any]]:
    """``count`` deals of Austrian préférence: a declarer, his contract, the answers, tricks."""
    rules = get_game("preference-austrian")
    rng = random.Random(seed)
    state = rules.new_state(list(players), {})
    deals: list[dict[str, Any]] = []
    while len(deals) < count:
        # line 9: with four at the table the dealer sits the hand out
        dealer = players[state.next_dealer] if isinstance(state.next_dealer, int) else \
            state.next_dealer
        active = [p for p in players if len(players) < 4 or p != dealer]
        declarer = rng.choice(active)
        defenders = [p for p in active if p != declarer]
        answers = {d: rng.choice(("whist", "pass")) for d in defenders}
        own = rng.randint(4, 9)
        tricks = {declarer: own}
        whisters = [d for d in defenders if answers[d] == "whist"]
        for d in whisters:
            tricks[d] = 0
        for _ in range(10 - own):
            if whisters:
                tricks[rng.choice(whisters)] += 1
        entry = {"declarer": declarer, "contract": rng.choice(CONTRACTS),
                 "trumps": rng.choice(TRUMPS), "whist": answers, "tricks": tricks}
        try:
            state = rules.score(state, entry)
        except RuleError:
            continue
        deals.append(entry)
    return deals


def deal_numbers(path: Path) -> list[list[tuple[int, float]]]:
    """Each page's deal numbers as printed in the sheet's first column (the "No." column at
    the left margin: the first text of its row), with the height each stands at, top of
    the page first."""
    reader = PdfReader(str(path))
    pages: list[list[tuple[int, float]]] = []
    for page in reader.pages:
        rows: dict[float, tuple[float, str]] = {}  # a row's height: its leftmost text

        def visit(text: str, cm: list[float], tm: list[float], _font: Any, _size: float,
                  rows: dict[float, tuple[float, str]] = rows) -> None:
            word = text.strip()
            x = cm[0] * tm[4] + cm[2] * tm[5] + cm[4]
            y = round(cm[1] * tm[4] + cm[3] * tm[5] + cm[5], 1)
            if word and (y not in rows or x < rows[y][0]):
                rows[y] = (x, word)

        page.extract_text(visitor_text=visit)
        found = [(int(word), y) for y, (x, word) in rows.items()
                 if word.isdigit() and MARGIN <= x < MARGIN + 25]
        pages.append(sorted(found, key=lambda f: -f[1]))
    return pages


def print_sizes(path: Path) -> list[tuple[float, int, str]]:
    """Every piece of text's size as printed (its font size through the text and page
    matrices: an upright head or a turned tent face at its true size), its page, the text."""
    reader = PdfReader(str(path))
    sizes: list[tuple[float, int, str]] = []
    for number, page in enumerate(reader.pages):
        def visit(text: str, cm: list[float], tm: list[float], _font: Any, size: float,
                  number: int = number) -> None:
            if not text.strip() or not size:
                return
            across = tm[0] * cm[0] + tm[1] * cm[2]
            down = tm[0] * cm[1] + tm[1] * cm[3]
            sizes.append((round(size * math.hypot(across, down), 2), number, text.strip()))

        page.extract_text(visitor_text=visit)
    return sizes
