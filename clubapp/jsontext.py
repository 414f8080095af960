"""JSON read from outside (standard input, an imported file) with its sizes bounded. Pure.

``load_json(data)`` takes bytes or text and gives the document, or raises ``JsonRefused`` with a
message saying what is wrong: not UTF-8 (with the byte where it stops being), larger than the
limit, nested deeper than the limit, or holding what JSON has no word for (NaN, Infinity) or a
number too long to be one. A syntax error is ``json.JSONDecodeError`` as ever (with its line and
column). Nothing that deep or that odd reaches the code that works with the document, so none
of it can end in a RecursionError or a Python error.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn

from clubapp.message import Message

MAX_DEPTH = 64  # no document of clubapp is nested more than a dozen levels
MAX_BYTES = 200 * 1024 * 1024
BOM = b"\xef\xbb\xbf"


class JsonRefused(ValueError):
    """Input that is not JSON this program reads; ``why`` says what is wrong."""

    def __init__(self, message: str, /, **params: object) -> None:
        self.why = Message(message, **params)
        super().__init__(message)


def _no_constant(name: str) -> NoReturn:
    raise JsonRefused("exchange.json_constant", word=name)


def load_json(data: bytes | str, *, max_bytes: int = MAX_BYTES,
              max_depth: int = MAX_DEPTH) -> Any:
    """The JSON document in ``data``; JsonRefused (or json.JSONDecodeError) when it is not one."""
    if isinstance(data, bytes):
        if len(data) > max_bytes:
            raise JsonRefused("exchange.too_big", megabytes=-(-len(data) // 2**20),
                              most=max_bytes // 2**20)
        try:
            text = data.removeprefix(BOM).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise JsonRefused("exchange.not_utf8", offset=exc.start + 1) from None
    else:
        text = data.removeprefix("\ufeff")
        if len(text) > max_bytes:
            raise JsonRefused("exchange.too_big", megabytes=-(-len(text) // 2**20),
                              most=max_bytes // 2**20)
    try:
        document = json.loads(text, parse_constant=_no_constant)
    except RecursionError:  # deeper than Python's own limit
        raise JsonRefused("exchange.too_deep", most=max_depth) from None
    except json.JSONDecodeError:
        raise
    except JsonRefused:
        raise
    except ValueError:  # a number of more than 4300 digits
        raise JsonRefused("exchange.number_too_long") from None
    if text.count("[") + text.count("{") > max_depth:
        _check_depth(document, max_depth)
    return document


def _check_depth(document: object, max_depth: int) -> None:
    """Refuse lists and objects nested deeper than ``max_depth`` (walked without recursion)."""
    stack = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > max_depth:
            raise JsonRefused("exchange.too_deep", most=max_depth)
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values() if isinstance(v, dict | list))
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value if isinstance(v, dict | list))
