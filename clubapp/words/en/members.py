"""Refusals about the club's members: their names, finding one by number or by name."""

MESSAGES = {
    "members.name_not_text": "the name must be text",
    "members.name_missing": "a member needs a name",
    "members.name_too_long": "the name is longer than {maximum} characters",
    "members.no_such_member": "no member number {number}",
    "members.has_results": "{name} has results and cannot be deleted; retire the member instead",
    "members.duplicate": "{name} is already a member",
    "members.retired_duplicate": "{name} (retired) is already a member",
    "members.no_such_name": "no member is called {name!r}",
    "members.ambiguous": "{name!r} fits more than one member: {candidates}; name one by number "
                         "or by the whole name",
}
