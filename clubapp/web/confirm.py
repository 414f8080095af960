"""The other side confirms each deal (issue 28): the table page's part.

Where the evening asks for it, *Record the deal* offers the deal instead of recording it
(``offer_instead``, called where the page's deal is refused with ``ConfirmFirst``). The table's
page then shows the deal in words, the score it would give, and asks to hand the phone to the
other side — or the other side opens the same table's address on its own phone and sees the
same: **Confirm** (``/t/<token>/confirm``) records it; **Dispute** (``/t/<token>/dispute``, with
what is wrong) leaves it for the host; the side that entered it may add its words
(``/t/<token>/words``). Plain forms answered by a redirect to the table's page (without the
script too); the page's script (``confirm.js``) looks at ``/t/<token>/offer`` every few
seconds and shows the table again once the deal was confirmed, disputed or settled.
"""

from __future__ import annotations

from importlib import resources
from typing import Any, Protocol

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from clubapp.rules import RuleError
from clubapp.services.deal_offers import DealOffers, OfferView
from clubapp.services.table_access import Access, AccessRefused, TableAccessService
from clubapp.services.views import ServiceError
from clubapp.store.offer_models import MAX_WORDS
from clubapp.web.entry_words import entry_words
from clubapp.web.form import FormRefused, read_entry, refusal_words
from clubapp.web.guard import SECURITY_HEADERS
from clubapp.web.pages import new_submission_id, t
from clubapp.web.sent import Sent, form_handler
from clubapp.words import say

_STATIC = {"confirm.js": "text/javascript; charset=utf-8", "confirm.css": "text/css; charset=utf-8"}
_STANDS = ("offers.already_confirmed", "offers.already_recorded")  # recorded by someone else
# the notice of what became of an offer, on the table's page shown after it
_SETTLED = {"confirmed": "offers.confirmed", "disputed": "offers.disputed",
            "recorded": "offers.settled_recorded", "dropped": "offers.settled_dropped"}


def _signed(value: int) -> str:
    return (f"+{value}" if value > 0 else str(value)).replace("-", "−")


def offer_part(access: Access, offer: OfferView, lang: str, **typed: str) -> dict[str, Any]:
    """What ``confirm.html`` shows of the deal waiting at the table: the deal in words, the
    score it would give, both sides' words, the forms to confirm, dispute or add words
    (``typed``: what a refused form held, and its message)."""
    waiting = offer.status == "waiting"
    lines = []
    if offer.dispute_words:
        lines.append(t(lang, "offers.other_side_says", words=offer.dispute_words))
    if offer.offer_words:
        lines.append(t(lang, "offers.entering_side_says", words=offer.offer_words))
    lines.append(t(lang, "offers.hand_over") if waiting else t(lang, "offers.host_settles"))
    lines.append(t(lang, "offers.not_counted" if waiting else "offers.not_counted_disputed"))
    rows = [{"label": offer.side_labels.get(s, s), "points": _signed(offer.points.get(s, 0)),
             "total": _signed(offer.totals.get(s, 0)).lstrip("+")}
            for s in offer.sides] if offer.points is not None and offer.totals is not None \
        else []
    no_longer = ""
    if offer.refusal is not None:
        field, reason = refusal_words(offer.refusal, lang)
        no_longer = t(lang, "offers.no_longer_scores",
                      reason=f"{field}: {reason}" if field else reason)
    base = access.path()
    return {
        "id": offer.id, "status": offer.status,
        "title": t(lang, "offers.waiting_title" if waiting else "offers.disputed_title",
                   deal=offer.number),
        "flag": "" if waiting else t(lang, "offers.state_disputed"),
        "entry": entry_words(offer.game_id, offer.entry, offer.side_labels, lang),
        "rows": rows, "rows_caption": t(lang, "offers.score_if"),
        "columns": [t(lang, "offers.col_points"), t(lang, "offers.col_total")],
        "no_longer": no_longer, "lines": lines, "most": MAX_WORDS,
        "confirm_label": t(lang, "offers.confirm"), "confirm_submission": new_submission_id(),
        "dispute_label": t(lang, "offers.dispute"), "dispute_box": t(lang, "offers.dispute_box"),
        "dispute_submission": new_submission_id(),
        "dispute_words": typed.get("dispute_words", ""),
        "dispute_error": typed.get("dispute_error", ""),
        "words_box": t(lang, "offers.words_box"), "words_label": t(lang, "offers.send_words"),
        "words_submission": new_submission_id(), "words_value": typed.get("words_value", ""),
        "words_error": typed.get("words_error", ""),
        "look_again": t(lang, "offers.look_again"), "look_href": f"{base}?offer={offer.id}",
        "state_href": f"{base}/offer?id={offer.id}",
    }


class TablePages(Protocol):
    """What the confirmation takes of the served evening's table pages (``web.app``'s, which
    make it; named here so that it stands below them)."""

    access: TableAccessService
    evening_id: int

    async def table(self, request: Request) -> Response: ...
    async def show_table(self, access: Access, *, status: int = 200, **extra: Any
                         ) -> Response: ...
    async def open(self, request: Request) -> Access | Response: ...
    async def posted(self, request: Request, find: bool = True) -> Sent | Response: ...
    async def refuse_access(self, request: Request, refusal: AccessRefused) -> Response: ...
    async def refuse_form(self, request: Request, access: Access, form: Any,
                          errors: dict[str, str], view: Any = None) -> Response: ...
    def done(self, request: Request, access: Access, answer: dict[str, Any], sid: str
             ) -> Response: ...
    def notice(self, access: Access, answer: dict[str, Any] | None) -> str: ...
    def lang_of(self, access: Access) -> str: ...
    @staticmethod
    def client(request: Request) -> str: ...
    @staticmethod
    def wants_json(request: Request) -> bool: ...


class ConfirmPages:
    """The routes of the other side's confirmation, beside a served evening's ``TablePages``."""

    def __init__(self, pages: TablePages) -> None:
        self.pages = pages
        self.offers = DealOffers(pages.access)
        folder = resources.files("clubapp.web") / "static"
        self.static = {name: (folder / name).read_bytes() for name in _STATIC}

    # --- the table's page, with the deal waiting there -------------------------------------
    async def table(self, request: Request) -> Response:
        """The table's page: ``TablePages.table``'s, but where a deal waits at the table for
        the other side, that deal instead of the form, and after a confirmation, a dispute or
        ``?offer=N`` (the page's script looked again), what became of the deal."""
        try:
            found = await run_in_threadpool(self.pages.access.find,
                                            request.path_params["token"], self.pages.evening_id)
        except AccessRefused:
            found = None
        if found is None or found.kind != "table":
            return await self.pages.table(request)  # refused there, as any address is
        confirming, offer = await run_in_threadpool(self.offers.table_state, found)
        notice = await self.notice(request, found)
        if not confirming and offer is None and not notice:
            return await self.pages.table(request)
        access = await self.pages.open(request)  # as the table's page opens it
        if isinstance(access, Response):
            return access
        return await self.show(access, notice=notice)

    async def show(self, access: Access, typed: dict[str, str] | None = None,
                   **extra: Any) -> Response:
        """The table's page as ``TablePages.show_table`` makes it, with the deal waiting (and
        without the undo where the other side confirms each deal)."""
        confirming, offer = await run_in_threadpool(self.offers.table_state, access)
        if offer is not None:
            extra["offer"] = offer_part(access, offer, self.pages.lang_of(access),
                                        **(typed or {}))
        if confirming:
            extra["confirming"] = True
        return await self.pages.show_table(access, **extra)

    async def notice(self, request: Request, access: Access) -> str:
        """The notice of the page shown after a confirmation, a dispute or words sent
        (``?done=``), or of what became of the table's deal (``?offer=``); "" otherwise."""
        lang = self.pages.lang_of(access)
        sid = request.query_params.get("done", "")
        answer = await run_in_threadpool(self.pages.access.answered, access, sid) \
            if sid else None
        if answer is not None:
            if answer.get("action") == "deal" and answer.get("offer"):
                return t(lang, "offers.confirmed", deal=answer["deal"])
            if answer.get("action") == "dispute":
                return t(lang, "offers.disputed", deal=answer["deal"])
            if answer.get("action") == "words":
                return t(lang, "offers.words_kept")
            return self.pages.notice(access, answer)
        shown = request.query_params.get("offer", "")
        return await self.settled(access, int(shown)) if shown.isdecimal() else ""

    async def settled(self, access: Access, offer_id: int) -> str:
        """What became of this table's offer, once it was confirmed, disputed or settled."""
        try:
            offer = await run_in_threadpool(self.offers.view, offer_id)
        except ServiceError:
            return ""
        if offer.evening_id != access.evening_id or offer.table != access.number \
                or offer.status not in _SETTLED:
            return ""
        return t(self.pages.lang_of(access), _SETTLED[offer.status], deal=offer.number)

    async def state(self, request: Request) -> Response:
        """The offer's state for the page's script: ``{"status": …}``."""
        access = await self.pages.open(request)
        if isinstance(access, Response):
            return access
        try:
            offer = await run_in_threadpool(self.offers.view,
                                            int(request.query_params.get("id", "")))
        except (ValueError, ServiceError):
            offer = None
        if offer is None or offer.evening_id != access.evening_id \
                or offer.table != access.number:
            return JSONResponse({"status": None}, status_code=404, headers=SECURITY_HEADERS)
        return JSONResponse({"status": offer.status}, headers=SECURITY_HEADERS)

    async def static_file(self, request: Request) -> Response:
        name = request.url.path.rsplit("/", 1)[-1]
        return Response(self.static[name], media_type=_STATIC[name],
                        headers={"Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff"})

    # --- what the pages send ---------------------------------------------------------------
    async def posted(self, request: Request, find: bool = True) -> Sent | Response:
        """A form sent here, checked as the table pages check theirs."""
        return await self.pages.posted(request, find)

    async def offer_instead(self, request: Request, token: str, form: Any) -> Response:
        """A page's deal at an evening whose other side confirms each deal: offered to it,
        refused as a deal is (beside its field), and while another waits at the table."""
        sid = str(form.get("submission", ""))

        def entry_of(rules: Any, players: tuple[str, ...], lang: str) -> dict[str, Any]:
            return read_entry(rules.entry_schema, form, players, rules.sides(players), lang)

        try:
            access, answer = await run_in_threadpool(
                self.offers.offer, token, self.pages.evening_id, sid, entry_of,
                self.pages.client(request), str(form.get("words", "") or ""))
        except AccessRefused as exc:
            return await self.pages.refuse_access(request, exc)
        except (FormRefused, RuleError, ServiceError) as exc:
            return await self.refusing(request, token, exc, form)
        return self.pages.done(request, access, answer, sid)

    @form_handler(find=False)
    async def confirm(self, request: Request, sent: Sent) -> Response:
        """The other side confirms the deal waiting at its table: recorded."""
        token, form, sid = sent.token, sent.form, sent.sid
        try:
            offer_id = int(str(form.get("offer", "")))
            access, answer = await run_in_threadpool(
                self.offers.confirm, token, self.pages.evening_id, offer_id, sid,
                self.pages.client(request))
        except AccessRefused as exc:
            return await self.pages.refuse_access(request, exc)
        except (ValueError, RuleError, ServiceError) as exc:
            return await self.refusing(request, token, exc)
        return self.pages.done(request, access, answer, sid)

    @form_handler()
    async def dispute(self, request: Request, sent: Sent) -> Response:
        """The other side disputes the deal waiting at its table, saying what is wrong."""
        return await self.change(request, sent, "dispute")

    @form_handler()
    async def words(self, request: Request, sent: Sent) -> Response:
        """The side that entered a disputed deal says its words for the host."""
        return await self.change(request, sent, "words")

    async def change(self, request: Request, sent: Sent, action: str) -> Response:
        access, form, sid = sent.access, sent.form, sent.sid
        words = str(form.get("words", "") or "")
        change = self.offers.dispute if action == "dispute" else self.offers.add_words
        try:
            answer = await run_in_threadpool(change, access, int(str(form.get("offer", ""))),
                                             sid, words, self.pages.client(request))
        except AccessRefused as exc:
            return await self.pages.refuse_access(request, exc)
        except (ValueError, ServiceError) as exc:
            if isinstance(exc, ServiceError) and exc.field == "words":  # beside the box
                text = say(exc.why, self.pages.lang_of(access))
                if self.pages.wants_json(request):
                    return JSONResponse({"ok": False, "errors": {"words": text}},
                                        status_code=422, headers=SECURITY_HEADERS)
                typed = {"dispute_error": text, "dispute_words": words} \
                    if action == "dispute" else {"words_error": text, "words_value": words}
                return await self.show(access, typed, status=422)
            return await self.refuse(request, access, exc)
        return self.pages.done(request, access, answer, sid)

    async def refusing(self, request: Request, token: str, exc: Exception,
                       form: Any = None) -> Response:
        """What a page sent, refused: the token first (a stranger's form is refused for its
        address); then a deal's form again with the message beside its field (``form``), or
        the refusal above the deal waiting (a confirmation's, a table taking no other deal)."""
        try:
            access = await run_in_threadpool(self.pages.access.find, token,
                                             self.pages.evening_id)
        except AccessRefused as refusal:
            return await self.pages.refuse_access(request, refusal)
        if form is None or (isinstance(exc, ServiceError)
                            and exc.why.id.startswith("offers.one_")):
            return await self.refuse(request, access, exc)
        if isinstance(exc, FormRefused):
            return await self.pages.refuse_form(request, access, form, exc.errors)
        field, reason = refusal_words(exc, self.pages.lang_of(access))
        return await self.pages.refuse_form(request, access, form, {field: reason})

    async def refuse(self, request: Request, access: Access, exc: Exception) -> Response:
        """A refusal of the whole deal (not of a field): said above the deal waiting."""
        lang = self.pages.lang_of(access)
        if isinstance(exc, RuleError):
            field, reason = refusal_words(exc, lang)
            text = t(lang, "offers.no_longer_scores",
                     reason=f"{field}: {reason}" if field else reason)
        elif isinstance(exc, ServiceError):
            text = say(exc.why, lang)
        else:  # a form without its offer's number: a page of another version
            text = t(lang, "offers.no_such_offer")
        # too late, but the deal stands: said as news, not as something wrong
        stands = isinstance(exc, ServiceError) and exc.why.id in _STANDS
        status = 409 if stands else 422
        if self.pages.wants_json(request):
            return JSONResponse({"ok": False, "errors": {"": text}}, status_code=status,
                                headers=SECURITY_HEADERS)
        return await self.show(access, status=status, notice=text, notice_bad=not stands)

    def routes(self) -> list[Route]:
        """Before the table pages' own: the table's page is shown from here."""
        return [
            Route("/static/confirm.js", self.static_file),
            Route("/static/confirm.css", self.static_file),
            Route("/t/{token}", self.table),
            Route("/t/{token}/offer", self.state),
            Route("/t/{token}/confirm", self.confirm, methods=["POST"]),
            Route("/t/{token}/dispute", self.dispute, methods=["POST"]),
            Route("/t/{token}/words", self.words, methods=["POST"]),
        ]
