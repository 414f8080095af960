"""Why a mail was not sent, as the outbox keeps it: the server's own answer as it said it
("550 5.1.1 no such mailbox": not ours to translate), or a reason of ours kept as a message
(its id and parameters as JSON), said in the reader's language when shown."""

from __future__ import annotations

import json

from clubapp.words import Message, say


def kept(message: Message) -> str:
    """A reason of ours as the outbox keeps it."""
    params = {k: v if isinstance(v, int | float) else str(v) for k, v in message.params.items()}
    return json.dumps({"id": message.id, "params": params}, ensure_ascii=False, sort_keys=True)


def reason_message(stored: str) -> Message | None:
    """The message a kept reason holds (None: it is a server's answer, or nothing)."""
    if not stored.startswith("{"):
        return None
    try:
        data = json.loads(stored)
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("id"), str) \
            or not data["id"].startswith("mail."):
        return None
    params = data.get("params")
    return Message(data["id"], **(params if isinstance(params, dict) else {}))


def said(stored: str, lang: str) -> str:
    """A kept reason in the language; a server's answer as it is."""
    message = reason_message(stored)
    return stored if message is None else say(message, lang)
