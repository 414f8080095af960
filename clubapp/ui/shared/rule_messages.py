"""What the rules say about an entry, in the window's language (from ``clubapp.words``).

The rules (pure, no Qt) give their reasons for a refused entry, and the note of a recorded deal,
in English. The reasons that any score form meets — a field left blank, a number out of range,
a choice that is not one, the tricks not adding up, a lone hand the table's rules bar — and the
notes of the euchre family's deals (march, euchred, revoke…) with a few common to all games are
recognised here and shown in the window's language; a game's own particular reasons and notes
are shown as the rules give them.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from clubapp.rules import RuleError
from clubapp.ui.shared.i18n import current_language
from clubapp.words import Message, Note, as_note, refusal, say

CONTEXT = "rules"
_VALUE = r"(.+?)"
_NUMBER = r"(-?\d+)"

# (the rules' reason as a pattern, the words with %1, %2… for what the pattern found)
REASONS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), text) for pattern, text in (
        (r"missing", QT_TRANSLATE_NOOP("rules", "missing")),
        (r"must not be null", QT_TRANSLATE_NOOP("rules", "must not be empty")),
        (rf"expected a whole number, got {_VALUE}",
         QT_TRANSLATE_NOOP("rules", "expected a whole number, got %1")),
        (rf"{_NUMBER} is below the minimum {_NUMBER}",
         QT_TRANSLATE_NOOP("rules", "%1 is below the minimum %2")),
        (rf"{_NUMBER} is above the maximum {_NUMBER}",
         QT_TRANSLATE_NOOP("rules", "%1 is above the maximum %2")),
        (rf"expected true or false, got {_VALUE}",
         QT_TRANSLATE_NOOP("rules", "expected yes or no, got %1")),
        (rf"{_VALUE} is not one of {_VALUE}", QT_TRANSLATE_NOOP("rules", "%1 is not one of %2")),
        (rf"{_VALUE} is not a side \({_VALUE}\)",
         QT_TRANSLATE_NOOP("rules", "%1 is not a side (%2)")),
        (rf"{_VALUE} is not a player at this table",
         QT_TRANSLATE_NOOP("rules", "%1 is not a player at this table")),
        (r"not a side at this table", QT_TRANSLATE_NOOP("rules", "not a side at this table")),
        (r"not a player at this table",
         QT_TRANSLATE_NOOP("rules", "not a player at this table")),
        (r"a player is named twice", QT_TRANSLATE_NOOP("rules", "a player is named twice")),
        (rf"the tricks add up to {_NUMBER}, not {_NUMBER}",
         QT_TRANSLATE_NOOP("rules", "the tricks add up to %1, not %2")),
        (rf"the tricks add up to {_NUMBER}, a hand has {_NUMBER}",
         QT_TRANSLATE_NOOP("rules", "the tricks add up to %1, a hand has %2")),
        (rf"{_NUMBER} tricks entered; a deal has {_NUMBER}",
         QT_TRANSLATE_NOOP("rules", "%1 tricks entered; a deal has %2")),
        (rf"{_NUMBER} tricks entered; a deal has only {_NUMBER}",
         QT_TRANSLATE_NOOP("rules", "%1 tricks entered; a deal has only %2")),
        (r"lone hands are barred by this table's house rule",
         QT_TRANSLATE_NOOP("rules", "lone hands are barred by this table's house rule")),
        (r"both sides revoked: the deal is void, nobody takes",
         QT_TRANSLATE_NOOP("rules", "both sides revoked: the deal is void, nobody takes")),
        (r"missing: the opponents choose add or deduct",
         QT_TRANSLATE_NOOP("rules", "missing: the opponents choose add or deduct")),
        (r"nothing was played this deal",
         QT_TRANSLATE_NOOP("rules", "nothing was played this deal")),
    ))


# the notes of recorded deals: (the rules' note as a pattern, the words with %1, %2…)
NOTES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), text) for pattern, text in (
        (r"march", QT_TRANSLATE_NOOP("rules", "march")),
        (r"lone march|march alone", QT_TRANSLATE_NOOP("rules", "lone march")),
        (r"lone hand, all five tricks", QT_TRANSLATE_NOOP("rules", "lone hand, all five tricks")),
        (rf"{_NUMBER} tricks", QT_TRANSLATE_NOOP("rules", "%1 tricks")),
        (r"euchred", QT_TRANSLATE_NOOP("rules", "euchred")),
        (rf"{_VALUE} euchred", QT_TRANSLATE_NOOP("rules", "%1 euchred")),
        (r"euchred: set back two", QT_TRANSLATE_NOOP("rules", "euchred: set back two")),
        (rf"{_NUMBER} tricks: {_NUMBER} off", QT_TRANSLATE_NOOP("rules", "%1 tricks: %2 off")),
        (rf"revoke by {_VALUE}: set back", QT_TRANSLATE_NOOP("rules", "revoke by %1: set back")),
        (rf"revoke by {_VALUE}: the other side scores the bid",
         QT_TRANSLATE_NOOP("rules", "revoke by %1: the other side scores the bid")),
        (rf"revoke by {_VALUE}", QT_TRANSLATE_NOOP("rules", "revoke by %1")),
        (r"both sides revoked: void", QT_TRANSLATE_NOOP("rules", "both sides revoked: void")),
        (rf"bid {_NUMBER} made", QT_TRANSLATE_NOOP("rules", "bid %1 made")),
        (rf"bid {_NUMBER} euchred", QT_TRANSLATE_NOOP("rules", "bid %1 euchred")),
        (rf"bid {_NUMBER} made with {_NUMBER}: counts {_NUMBER}",
         QT_TRANSLATE_NOOP("rules", "bid %1 made with %2: counts %3")),
        (rf"bid {_NUMBER} failed: euchred", QT_TRANSLATE_NOOP("rules", "bid %1 failed: euchred")),
        (r"nobody took the widow: void",
         QT_TRANSLATE_NOOP("rules", "nobody took the widow: void")),
        (r"no points: the deal is void", QT_TRANSLATE_NOOP("rules", "no points: the deal is void")),
        (r"jambone: all five", QT_TRANSLATE_NOOP("rules", "jambone: all five")),
        (rf"jambone: {_NUMBER} tricks", QT_TRANSLATE_NOOP("rules", "jambone: %1 tricks")),
        (r"jambone euchred: loses two", QT_TRANSLATE_NOOP("rules", "jambone euchred: loses two")),
        (r"jambone euchred", QT_TRANSLATE_NOOP("rules", "jambone euchred")),
        (r"jamboree", QT_TRANSLATE_NOOP("rules", "jamboree")),
        (r"lone hand euchred by a lone hand",
         QT_TRANSLATE_NOOP("rules", "lone hand euchred by a lone hand")),
        (rf"no trick: {_VALUE}", QT_TRANSLATE_NOOP("rules", "no trick: %1")),
        (r"points entered", QT_TRANSLATE_NOOP("rules", "points entered")),
        (r"all passed", QT_TRANSLATE_NOOP("rules", "all passed")),
        (r"thrown in: nobody bid", QT_TRANSLATE_NOOP("rules", "thrown in: nobody bid")),
        (r"three for last", QT_TRANSLATE_NOOP("rules", "three for last")),
        (r"nobody looed", QT_TRANSLATE_NOOP("rules", "nobody looed")),
        (rf"looed: {_VALUE}", QT_TRANSLATE_NOOP("rules", "looed: %1")),
        (rf"{_VALUE} pays for the beer", QT_TRANSLATE_NOOP("rules", "%1 pays for the beer")),
        (rf"tricks {_NUMBER}-{_NUMBER}, honours {_NUMBER}-{_NUMBER}",
         QT_TRANSLATE_NOOP("rules", "tricks %1-%2, honours %3-%4")),
    ))


def _translated(text: str, table: tuple[tuple[re.Pattern[str], str], ...]) -> str | None:
    for pattern, words in table:
        found = pattern.fullmatch(text)
        if found is None:
            continue
        out = QCoreApplication.translate(CONTEXT, words)
        for number, value in enumerate(found.groups(), start=1):
            out = out.replace(f"%{number}", value)
        return out
    return None


def _said(message: Message) -> str:
    """A message in the window's language; text the rules still give in English is matched
    against the tables above (until every sentence of the rules is a message of its own)."""
    lang = current_language()
    if message.id == "words.literal" and lang != "en":
        text = str(message.params.get("text", ""))
        return _translated(text, REASONS) or _translated(text, NOTES) or text
    return say(message, lang)


def reason_text(reason: str | Message | RuleError) -> str:
    """A reason of the rules in the window's language."""
    if isinstance(reason, RuleError):
        reason = reason.why
    return _said(Message.of(reason))


def note_text(note: str | Message | Note | None) -> str:
    """A deal's note in the window's language, part by part."""
    return "; ".join(_said(part) for part in as_note(note))


def error_text(error: RuleError, game_id: str | None = None) -> str:
    """A refusal about the deal as a whole (no field of the form to show it beside)."""
    lang = current_language()
    if error.why.id != "words.literal" or lang == "en":
        return refusal(error, lang, game_id)
    text = reason_text(error.why)
    if error.deal is not None:
        return QCoreApplication.translate("rules", "deal %1: %2").replace(
            "%1", str(error.deal)).replace("%2", text)
    return text


def error_words(error: BaseException) -> str:
    """Any refusal (a service's, the rules', a card's) in the window's language."""
    if isinstance(error, RuleError):
        return error_text(error)
    why = getattr(error, "why", None)
    if isinstance(why, Message):
        return _said(why)
    return str(error)
