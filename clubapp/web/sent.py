"""What a page sent: a form from this server's own page, carrying its own token, and the
opening every form's handler shares (the form checked, its refusal answered at once)."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from starlette.requests import Request
from starlette.responses import Response

from clubapp.services.table_access import Access


@dataclass(frozen=True)
class Sent:
    """A form sent to an address: its token, the form, and the address where the handler
    asked for it to be found first (else the token is checked where the handler writes)."""

    token: str
    form: Any
    found: Access | None = None

    @property
    def access(self) -> Access:
        assert self.found is not None, "the handler checks the token where it writes"
        return self.found

    @property
    def sid(self) -> str:
        """The submission's id: the same form sent twice is answered once."""
        return str(self.form.get("submission", ""))

    @property
    def round_number(self) -> int:
        """The round a party's form was made for (0 for none: refused where it is used)."""
        try:
            return int(str(self.form.get("round", "")))
        except ValueError:
            return 0


class Posting(Protocol):
    """What owns a form's handler: the table pages, or the confirmation beside them."""

    async def posted(self, request: Request, find: bool = True) -> Sent | Response: ...


Owner = TypeVar("Owner", bound=Posting)


def form_handler(find: bool = True) -> Callable[
        [Callable[[Owner, Request, Sent], Awaitable[Response]]],
        Callable[[Owner, Request], Awaitable[Response]]]:
    """A form's handler, given the form once its owner's ``posted(request, find)`` took it
    (a form from another site, with another token or from a phone sending too many is
    answered there, and the handler is not called)."""
    def wrap(handler: Callable[[Owner, Request, Sent], Awaitable[Response]]
             ) -> Callable[[Owner, Request], Awaitable[Response]]:
        @functools.wraps(handler)
        async def opened(owner: Owner, request: Request) -> Response:
            got = await owner.posted(request, find)
            if isinstance(got, Response):
                return got
            return await handler(owner, request, got)
        return opened
    return wrap
