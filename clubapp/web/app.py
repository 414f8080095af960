"""The table pages as a Starlette application: one evening of one club database.

``make_app(services, evening_id, lang)``: a table's page at ``/t/<token>`` (the game's score
form, or at a party the bell's result), a guest's at ``/g/<token>``; forms are sent to
``/t/<token>/deal``, ``/undo``, ``/bell``, ``/ring`` and ``/lang``. A form sent by the page's
script (``Accept: application/json``) is answered in JSON; without the script, with a page
(303 to the table's page when recorded, the form again with the message beside its field when
refused). Every service call runs in a worker thread, off the server's loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
from importlib import resources
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from clubapp import glossary
from clubapp.rules import RuleError, get_game
from clubapp.services.table_access import Access, AccessRefused, ConfirmFirst, TableAccessService
from clubapp.services.views import ServiceError
from clubapp.web import pages
from clubapp.web.confirm import ConfirmPages
from clubapp.web.form import (
    FormRefused,
    control_names,
    next_deal_form,
    place_error,
    read_entry,
    read_number,
    refusal_words,
)
from clubapp.web.guard import (
    BURST,
    MISSES_PER_MINUTE,
    REQUESTS_PER_MINUTE,
    SECURITY_HEADERS,
    RateLimiter,
    same_origin,
)
from clubapp.web.sent import Sent, form_handler
from clubapp.words import LANGUAGES, Message, say

_STATIC = {"table.css": "text/css; charset=utf-8",
           "table.js": "text/javascript; charset=utf-8"}


class TablePages:
    """The routes of one served evening, on one club's services."""

    def __init__(self, services: Any, evening_id: int, lang: str = "en") -> None:
        self.services = services
        self.evening_id = evening_id
        self.lang = lang if lang in LANGUAGES else "en"
        self.access = TableAccessService(services)
        self.access.services_lang = self.lang
        self.templates = Environment(loader=PackageLoader("clubapp.web", "templates"),
                                     autoescape=select_autoescape(["html"]))
        self.requests = RateLimiter(REQUESTS_PER_MINUTE, BURST)
        self.misses = RateLimiter(MISSES_PER_MINUTE, MISSES_PER_MINUTE)
        folder = resources.files("clubapp.web") / "static"
        self.static = {name: (folder / name).read_bytes() for name in _STATIC}
        # called (in the server's thread) once a page's change is committed: the window that
        # runs the server shows it at once instead of at its next poll
        self.on_change: Any = None
        # the addresses this server has opened, by token: once the evening is closed a token
        # is refused, but its table's page still shows the final score under the refusal
        self.opened: dict[str, Access] = {}
        self.confirming = ConfirmPages(self)

    def changed(self) -> None:
        if self.on_change is not None:
            # the window closing as the server answers: the change stands all the same
            with contextlib.suppress(Exception):
                self.on_change()

    # --- plumbing --------------------------------------------------------------------------
    def page(self, template: str, context: dict[str, Any], status: int = 200) -> Response:
        html = self.templates.get_template(template).render(**context)
        return HTMLResponse(html, status_code=status, headers=SECURITY_HEADERS)

    def refused(self, message: Message, status: int, lang: str | None = None,
                wants_json: bool = False) -> Response:
        lang = lang or self.lang
        text = say(message, lang)
        if wants_json:
            return JSONResponse({"ok": False, "message": text, "errors": {"": text}},
                                status_code=status, headers=SECURITY_HEADERS)
        return self.page("refused.html", {"lang": lang, "title": "clubapp", "subtitle": "",
                                          "message": text, "languages": (),
                                          "offline_text": "", "resending_text": ""}, status)

    async def refuse_access(self, request: Request, refusal: AccessRefused) -> Response:
        """The answer to an address refused: a phone sending many unknown tokens is told to
        wait; a table of the closed evening is shown its final score under the refusal."""
        wants = self.wants_json(request)
        if refusal.status == 404 and not self.misses.allow(self.client(request)):
            return self.refused(Message("web.too_many"), 429, wants_json=wants)
        known = self.opened.get(request.path_params.get("token", "")) or refusal.access
        if refusal.why.id != "web.evening_closed" or known is None or wants \
                or known.kind != "table":
            return self.refused(refusal.why, refusal.status, wants_json=wants)
        lang = self.lang_of(known)
        view = await run_in_threadpool(self.access.table_game, known)
        if view is None:
            return self.refused(refusal.why, refusal.status, lang)
        labels = {s: view.side_label(s) for s in view.sides}
        return self.page("refused.html", {
            "lang": lang, "title": say(Message("web.table_title", table=known.number), lang),
            "subtitle": glossary.game_name(view.game_id, lang), "message": say(refusal.why, lang),
            "languages": (), "offline_text": "", "resending_text": "",
            "final_title": say(Message("web.final_score"), lang),
            "final": [(labels[s], str(view.totals.get(s, 0)).replace("-", "−"))
                      for s in view.sides],
            "final_winner": say(Message("web.winner", side=labels.get(view.winner, view.winner)),
                                lang) if view.winner is not None else ""}, refusal.status)

    def remember(self, access: Access) -> Access:
        """An address opened: kept for the final score once the evening is closed."""
        if access.token:
            self.opened[access.token] = access
        return access

    @staticmethod
    def client(request: Request) -> str:
        return request.client.host if request.client else ""

    @staticmethod
    def wants_json(request: Request) -> bool:
        return "application/json" in request.headers.get("accept", "")

    async def open(self, request: Request) -> Access | Response:
        """The address of the request's token, or the response that refuses it."""
        token = request.path_params["token"]
        client = self.client(request)
        if not self.requests.allow(f"{client}|{token[:16]}"):
            return self.refused(Message("web.too_many"), 429, wants_json=self.wants_json(request))
        try:
            return self.remember(await run_in_threadpool(self.access.find, token,
                                                         self.evening_id))
        except AccessRefused as exc:
            return await self.refuse_access(request, exc)

    async def posted(self, request: Request, find: bool = True) -> Sent | Response:
        """A form sent to an address: from this server's own page, carrying its own token, its
        address found first; with ``find=False`` the caller checks the token where it writes."""
        wants = self.wants_json(request)
        if not same_origin(request.headers.get("origin"), request.headers.get("host"),
                           request.url.scheme) or \
                request.headers.get("sec-fetch-site", "same-origin") not in ("same-origin",
                                                                             "none"):
            return self.refused(Message("web.bad_origin"), 403, wants_json=wants)
        token = request.path_params["token"]
        found: Access | None = None
        if find:
            opened = await self.open(request)
            if isinstance(opened, Response):
                return opened
            found = opened
        elif not self.requests.allow(f"{self.client(request)}|{token[:16]}"):
            return self.refused(Message("web.too_many"), 429, wants_json=wants)
        form = await request.form()
        given = form.get("token", "")
        if not isinstance(given, str) or not hmac.compare_digest(given.encode(), token.encode()):
            lang = self.lang_of(found) if found is not None else self.lang
            return self.refused(Message("web.token_mismatch"), 403, lang, wants)
        return Sent(token, form, found)

    def lang_of(self, access: Access) -> str:
        return access.lang or self.lang

    def done(self, request: Request, access: Access, answer: dict[str, Any], sid: str
             ) -> Response:
        """The answer to a change committed: JSON for the page's script, a redirect without."""
        if not answer.get("again"):
            self.changed()
        self.remember(access)
        target = f"{access.path()}?done={sid}"
        if self.wants_json(request):
            return JSONResponse({"ok": True, "answer": answer, "next": target},
                                headers=SECURITY_HEADERS)
        return RedirectResponse(target, status_code=303, headers=SECURITY_HEADERS)

    def notice(self, access: Access, answer: dict[str, Any] | None) -> str:
        if answer is None:
            return ""
        lang = self.lang_of(access)
        action = answer.get("action")
        if action == "deal":
            return say(Message("web.recorded", deal=answer["deal"]), lang)
        if action == "undo":
            return say(Message("web.undone", deal=answer["deal"]), lang)
        if action == "bell":
            return say(Message("web.handed_in", round=answer["round"]), lang)
        if action == "ring":
            return say(Message("web.rung", round=answer["next"]), lang)
        return ""

    # --- pages -----------------------------------------------------------------------------
    async def home(self, request: Request) -> Response:
        return self.refused(Message("web.home"), 200)

    async def static_file(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name not in self.static:
            return Response(status_code=404)
        return Response(self.static[name], media_type=_STATIC[name],
                        headers={"Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff"})

    async def table(self, request: Request) -> Response:
        access = await self.open(request)
        if isinstance(access, Response):
            return access
        if access.kind != "table":
            return self.refused(Message("web.not_found"), 404)
        sid = request.query_params.get("done", "")
        answer = await run_in_threadpool(self.access.answered, access, sid) if sid else None
        return await self.show_table(access, notice=self.notice(access, answer))

    async def show_table(self, access: Access, *, status: int = 200, **extra: Any) -> Response:
        lang = self.lang_of(access)
        party = await run_in_threadpool(self.services.party.view, access.evening_id)
        if party is not None:
            reports = await run_in_threadpool(self.access.bell_reports, access.evening_id,
                                              party.round)
            return self.page("bell.html", pages.bell_page(access, party, reports, lang,
                                                          locked=access.locked, **extra), status)
        view = await run_in_threadpool(self.access.table_game, access)
        if view is None:
            return self.refused(Message("web.no_game", table=access.number), 404, lang)
        if "sent" not in extra and view.deals:  # the next deal in the last one's mode
            kept = next_deal_form(get_game(view.game_id).entry_schema, view.deals[-1].entry)
            if kept is not None:
                extra["sent"] = kept
        if get_game(view.game_id).chip_unit == "white" and any(  # money beside white chips
                d.get("chips") is not None for d in view.result.get("deals", [])):
            extra["worth"] = await run_in_threadpool(self.services.chips.worth,
                                                     access.evening_id)
        return self.page("table.html", pages.game_page(access, view, lang, locked=access.locked,
                                                       **extra), status)

    async def guest(self, request: Request) -> Response:
        access = await self.open(request)
        if isinstance(access, Response):
            return access
        if access.kind != "guest":
            return self.refused(Message("web.not_found"), 404)
        party = await run_in_threadpool(self.services.party.view, access.evening_id)
        if party is None:
            return self.refused(Message("web.no_party"), 404, self.lang_of(access))
        return self.page("guest.html", pages.guest_page(access, party, self.lang_of(access)))

    # --- forms -----------------------------------------------------------------------------
    @form_handler(find=False)
    async def deal(self, request: Request, sent: Sent) -> Response:
        """A deal sent from a table's page: checked and recorded by the group commit (several
        tables' deals in one transaction, each in its own savepoint), answered once committed."""
        token, form, sid = sent.token, sent.form, sent.sid

        def entry_of(rules: Any, players: tuple[str, ...], lang: str) -> dict[str, Any]:
            return read_entry(rules.entry_schema, form, players, rules.sides(players), lang)

        wants = self.wants_json(request)
        try:
            access, answer = await asyncio.wrap_future(self.access.send_deal(
                token, self.evening_id, sid, entry_of, self.client(request)))
        except ConfirmFirst:  # the other side confirms each deal: offered to it instead
            return await self.confirming.offer_instead(request, token, form)
        except AccessRefused as exc:
            return await self.refuse_access(request, exc)
        except (FormRefused, RuleError, ServiceError) as exc:
            try:  # the token first: a stranger's form is refused for its address
                access = await run_in_threadpool(self.access.find, token, self.evening_id)
            except AccessRefused as refusal:
                return await self.refuse_access(request, refusal)
            if isinstance(exc, FormRefused):
                return await self.refuse_form(request, access, form, exc.errors)
            if isinstance(exc, ServiceError) and exc.why.id == "web.no_game":
                return self.refused(exc.why, 404, self.lang_of(access), wants)
            field, reason = refusal_words(exc, self.lang_of(access))
            return await self.refuse_form(request, access, form, {field: reason})
        return self.done(request, access, answer, sid)

    async def refuse_form(self, request: Request, access: Access, form: Any,
                          errors: dict[str, str], view: Any = None) -> Response:
        """The form again, as typed, with each message beside the field it names."""
        lang = self.lang_of(access)
        if view is None:
            view = await run_in_threadpool(self.access.table_game, access)
        placed: dict[str, str] = {}
        general = []
        from clubapp.web.form import FormBuilder

        builder = FormBuilder(get_game(view.game_id).entry_schema, view.players, view.sides,
                              {s: view.side_label(s) for s in view.sides}, lang)
        names = control_names(builder.controls())
        if form.get("points_instead") == "on":
            names |= {f"points.{s}" for s in view.sides} | {"points"}
        for field, reason in errors.items():
            where = place_error(field, names)
            if where:
                placed[where] = f"{placed[where]}; {reason}" if where in placed else reason
            else:
                general.append(reason)
        if "points" in placed:
            general.append(placed.pop("points"))
        if self.wants_json(request):
            out = dict(placed)
            if general:
                out[""] = "; ".join(general)
            return JSONResponse({"ok": False, "errors": out}, status_code=422,
                                headers=SECURITY_HEADERS)
        return await self.show_table(access, status=422, sent=form, errors=placed,
                                     general="; ".join(general))

    @form_handler()
    async def undo(self, request: Request, sent: Sent) -> Response:
        access, form, sid = sent.access, sent.form, sent.sid
        try:
            deal_id = int(str(form.get("deal", "")))
            revision = int(str(form.get("revision", ""))) if form.get("revision") else None
        except ValueError:
            return await self.refuse_plain(request, access, Message("web.not_last_deal"))
        try:
            answer = await run_in_threadpool(self.access.undo_last, access, sid, deal_id,
                                             revision, self.client(request))
        except AccessRefused as exc:
            return self.refused(exc.why, exc.status, self.lang_of(access),
                                self.wants_json(request))
        except ServiceError as exc:
            return await self.refuse_plain(request, access, exc.why)
        return self.done(request, access, answer, sid)

    async def refuse_plain(self, request: Request, access: Access, why: Message) -> Response:
        """A refusal about the whole page (not a field): said above the form."""
        text = say(why, self.lang_of(access))
        if self.wants_json(request):
            return JSONResponse({"ok": False, "errors": {"": text}}, status_code=422,
                                headers=SECURITY_HEADERS)
        return await self.show_table(access, status=422, notice=text, notice_bad=True)

    @form_handler(find=False)
    async def bell(self, request: Request, sent: Sent) -> Response:
        """A party table's result for the round, handed in from its page: checked and kept by
        the group commit like a deal (a hundred tables' at once in a few transactions)."""
        from clubapp.services.party_views import BellRefused, TableEntry

        token, form, sid, round_number = sent.token, sent.form, sent.sid, sent.round_number
        errors, values = self.read_bell(form, self.lang)
        refused: BellRefused | ServiceError | None = None
        if not errors:
            try:
                access, answer = await asyncio.wrap_future(self.access.send_bell(
                    token, self.evening_id, sid, round_number,
                    TableEntry(0, values["score"], values["next_hand_tricks"], values["cut"]),
                    self.client(request)))
                return self.done(request, access, answer, sid)
            except AccessRefused as exc:
                return await self.refuse_access(request, exc)
            except (BellRefused, ServiceError) as exc:
                refused = exc
        try:  # the token first: a stranger's form is refused for its address
            access = await run_in_threadpool(self.access.find, token, self.evening_id)
        except AccessRefused as refusal:
            return await self.refuse_access(request, refusal)
        lang = self.lang_of(access)
        if errors:  # read again in the words of the table's language
            errors, values = self.read_bell(form, lang)
        elif isinstance(refused, BellRefused):
            why = refused.why
            if why.id == "party.at_table" and isinstance(why.params.get("reason"), Message):
                why = why.params["reason"]
            errors[refused.part or ""] = say(why, lang)
        elif refused is not None:
            errors[""] = say(refused.why, lang)
        general = errors.pop("", "")
        if self.wants_json(request):
            out = dict(errors)
            if general:
                out[""] = general
            return JSONResponse({"ok": False, "errors": out}, status_code=422,
                                headers=SECURITY_HEADERS)
        return await self.show_table(access, status=422, sent=form, errors=errors,
                                     general=general)

    @staticmethod
    def read_bell(form: Any, lang: str) -> tuple[dict[str, str], dict[str, Any]]:
        """(the refusals by part, the values by part) of a bell form's boxes."""
        errors: dict[str, str] = {}
        values: dict[str, Any] = {}
        for name, kind in pages.BELL_PARTS:
            texts = [str(form.get(f"{name}.{i}", "") or "").strip() for i in (0, 1)]
            if not any(texts):
                values[name] = None
                continue
            if kind == "number":
                first, second = (read_number(x, name, errors, lang) for x in texts)
                if first is not None and second is not None:
                    values[name] = (first, second)
                elif name not in errors:  # one pair's box left blank
                    errors[name] = say(Message("schema.missing"), lang)
            else:
                values[name] = (texts[0].upper(), texts[1].upper())
        return errors, values

    @form_handler()
    async def ring(self, request: Request, sent: Sent) -> Response:
        access, sid = sent.access, sent.sid
        try:
            answer = await run_in_threadpool(self.access.ring_bell, access, sid,
                                             sent.round_number, self.client(request))
        except AccessRefused as exc:
            return self.refused(exc.why, exc.status, self.lang_of(access),
                                self.wants_json(request))
        except ServiceError as exc:
            return await self.refuse_plain(request, access, exc.why)
        return self.done(request, access, answer, sid)

    @form_handler()
    async def language(self, request: Request, sent: Sent) -> Response:
        access = sent.access
        try:
            access = await run_in_threadpool(self.access.set_language, access,
                                             str(sent.form.get("lang", "")))
        except ServiceError as exc:
            return self.refused(exc.why, 422, self.lang_of(access), self.wants_json(request))
        self.remember(access)
        self.changed()
        return RedirectResponse(access.path(), status_code=303, headers=SECURITY_HEADERS)

    def routes(self) -> list[Route]:
        return [
            Route("/", self.home),
            *self.confirming.routes(),  # the other side confirms each deal: the table's page too
            Route("/static/{name}", self.static_file),
            Route("/t/{token}", self.table),
            Route("/t/{token}/deal", self.deal, methods=["POST"]),
            Route("/t/{token}/undo", self.undo, methods=["POST"]),
            Route("/t/{token}/bell", self.bell, methods=["POST"]),
            Route("/t/{token}/ring", self.ring, methods=["POST"]),
            Route("/t/{token}/lang", self.language, methods=["POST"]),
            Route("/g/{token}", self.guest),
            Route("/g/{token}/lang", self.language, methods=["POST"]),
        ]


def make_app(services: Any, evening_id: int, lang: str = "en") -> Starlette:
    """The table pages of one evening as an ASGI application."""
    pages_of = TablePages(services, evening_id, lang)
    app = Starlette(routes=pages_of.routes())
    app.state.pages = pages_of
    return app
