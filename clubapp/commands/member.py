"""``clubapp member add|list|set|retire``: the club's members, as JSON.

- ``member add NAME [--email E] [--phone P] [--notes N] [--publish name|initials|hidden]
  [--no-mail] [--mail-language club|en|ru]`` → the member;
- ``member set MEMBER [--publish name|initials|hidden] [--mail yes|no]
  [--mail-language club|en|ru]`` → the member, with what they let the club publish and mail
  changed (only what is given);
- ``member list [--search TEXT] [--current]`` → every member (or those found), in name order;
- ``member retire MEMBER`` / ``member reinstate MEMBER`` (by number or name) → the member.
"""

from __future__ import annotations

import argparse

from clubapp.commands import print_json
from clubapp.commands._club import club, member_id, member_json, refused

PUBLISH_HELP = ("how the results site names the member: by name, by initials (A. K.) or not at "
                "all")
LANGUAGE_HELP = "the language of their mails (club: the club's)"


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("member", help="the club's members (add, list, set, retire)",
                            description=("The club's members, as JSON: add one, list them (or "
                                         "find some), say what one lets the club publish and "
                                         "mail, retire one and bring one back."))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = actions.add_parser("add", help="add a member")
    add.add_argument("name", help="the member's name")
    add.add_argument("--email", default="", metavar="E")
    add.add_argument("--phone", default="", metavar="P")
    add.add_argument("--notes", default="", metavar="N")
    # the service checks the values (its refusal names the setting): as `evening new --kind`
    add.add_argument("--publish", default="name", metavar="name|initials|hidden",
                     help=PUBLISH_HELP)
    add.add_argument("--no-mail", action="store_true",
                     help="the member asked for no results mail")
    add.add_argument("--mail-language", default="club", metavar="club|en|ru",
                     help=LANGUAGE_HELP)
    add.set_defaults(func=run_add)
    privacy = actions.add_parser(
        "set", help="change what a member lets the club publish and mail",
        description=("Change what a member lets the club publish and mail: how the results "
                     "site names them, whether they are e-mailed the results, the language of "
                     "their mails. What is not given stays as it was."))
    privacy.add_argument("member", help="the member's number or name")
    privacy.add_argument("--publish", metavar="name|initials|hidden", help=PUBLISH_HELP)
    privacy.add_argument("--mail", choices=("yes", "no"), metavar="yes|no",
                         help="yes: e-mail them the results; no: never")
    privacy.add_argument("--mail-language", metavar="club|en|ru", help=LANGUAGE_HELP)
    privacy.set_defaults(func=run_set)
    listing = actions.add_parser("list", help="every member, in name order")
    listing.add_argument("--search", default="", metavar="TEXT",
                         help="only those whose name, e-mail or phone holds TEXT")
    listing.add_argument("--current", action="store_true", help="leave out retired members")
    listing.set_defaults(func=run_list)
    for name, retired, text in (("retire", True, "retire a member (every result is kept)"),
                                ("reinstate", False, "bring a retired member back")):
        each = actions.add_parser(name, help=text)
        each.add_argument("member", help="the member's number or name")
        each.set_defaults(func=run_retire, retired=retired)


def run_add(args: argparse.Namespace) -> int:
    with club(args, create=True) as services, refused():
        member = services.members.add(args.name, args.email, args.phone, args.notes,
                                      publish_as=args.publish, mail_results=not args.no_mail,
                                      language=_language(args.mail_language) or "")
    print_json(member_json(member))
    return 0


def _language(given: str | None) -> str | None:
    """The language of mails as the service keeps it: "club" is "" (the club's)."""
    return "" if given == "club" else given


def run_set(args: argparse.Namespace) -> int:
    with club(args) as services:
        number = member_id(services, args.member)
        mail = None if args.mail is None else args.mail == "yes"
        with refused():
            member = services.members.set_privacy(
                number, publish_as=args.publish, mail_results=mail,
                language=_language(args.mail_language))
    print_json(member_json(member))
    return 0


def run_list(args: argparse.Namespace) -> int:
    with club(args) as services:
        members = services.members.list(args.search, include_retired=not args.current)
    print_json([member_json(m) for m in members])
    return 0


def run_retire(args: argparse.Namespace) -> int:
    with club(args) as services:
        number = member_id(services, args.member)
        with refused("member"):
            member = services.members.set_retired(number, args.retired)
    print_json(member_json(member))
    return 0
