"""What the rules and the services say, in the window's language (from ``clubapp.words``).

Every refusal and every note is a message (an id and its parameters) made by the rules, the
events, the ledger, the services or the store; these put it into words in the language the
window speaks (``current_language``), as the command line and the documents do in theirs.
"""

from __future__ import annotations

from clubapp.rules import RuleError
from clubapp.ui.shared.i18n import current_language
from clubapp.words import Message, Note, as_note, catalogue, refusal, say


def reason_text(reason: str | Message | RuleError) -> str:
    """A reason of the rules in the window's language (shown beside the field at fault)."""
    if isinstance(reason, RuleError):
        reason = reason.why
    return say(Message.of(reason), current_language())


def note_text(note: str | Message | Note | None) -> str:
    """A deal's note in the window's language, part by part."""
    lang = current_language()
    return "; ".join(say(part, lang) for part in as_note(note))


def error_text(error: RuleError, game_id: str | None = None) -> str:
    """A refusal about the deal as a whole (no field of the form to show it beside): the
    field named by its label, and the deal where the rules name it."""
    return refusal(error, current_language(), game_id)


def error_words(error: BaseException) -> str:
    """Any refusal in the window's language: a service's (``ServiceError``), the rules'
    (``RuleError``), a card's (``CardError``), the store's (``DatabaseError``: never with a
    password); an error that carries no message (a file that cannot be written) as it is."""
    if isinstance(error, RuleError):
        return error_text(error)
    lang = current_language()
    why = getattr(error, "why", None)
    if isinstance(why, Message):
        said = getattr(error, "say", None)  # the store's own: it takes any password out
        return sentence(said(lang) if callable(said) else say(why, lang), why, lang)
    return str(error)


def sentence(text: str, why: Message, lang: str) -> str:
    """A refusal shown on its own (a status line, a box) begins with a capital letter, as a
    sentence does; one that begins with a name the user gave (a member's, a file's) is left as
    the name is written."""
    template = catalogue(lang).get(why.id, "")
    if not text or not template or not template[0].isalpha() or not text[0].islower():
        return text
    return text[0].upper() + text[1:]
