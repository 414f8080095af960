"""Headless subcommands of ``clubapp``: one module each, with ``add_parser(subparsers)``."""

from __future__ import annotations

import json
import sys
from typing import Any


class BadInput(Exception):
    """Input the command cannot use: reported on stderr with exit status 2."""


def read_json_stdin() -> Any:
    """Read one JSON document from standard input, or raise BadInput saying why not."""
    text = sys.stdin.read()
    if not text.strip():
        raise BadInput("expected JSON on standard input, got nothing")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadInput(f"standard input is not JSON: {exc}") from None


def print_json(data: Any) -> None:
    """Print a JSON document on standard output (UTF-8, names as written)."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def parse_option_pairs(pairs: list[str] | None) -> dict[str, str]:
    """``K=V`` strings from ``--option`` as a dict; BadInput for one without ``=``."""
    out: dict[str, str] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise BadInput(f"--option {pair!r}: expected NAME=VALUE")
        out[key.strip()] = value.strip()
    return out
