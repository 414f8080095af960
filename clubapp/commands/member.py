"""``clubapp member add|list|retire``: the club's members, as JSON.

- ``member add NAME [--email E] [--phone P] [--notes N]`` → the member;
- ``member list [--search TEXT] [--current]`` → every member (or those found), in name order;
- ``member retire MEMBER`` / ``member reinstate MEMBER`` (by number or name) → the member.
"""

from __future__ import annotations

import argparse

from clubapp.commands import print_json
from clubapp.commands._club import club, member_id, member_json, refused


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("member", help="the club's members (add, list, retire)",
                            description=("The club's members, as JSON: add one, list them (or "
                                         "find some), retire one and bring one back."))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = actions.add_parser("add", help="add a member")
    add.add_argument("name", help="the member's name")
    add.add_argument("--email", default="", metavar="E")
    add.add_argument("--phone", default="", metavar="P")
    add.add_argument("--notes", default="", metavar="N")
    add.set_defaults(func=run_add)
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
        member = services.members.add(args.name, args.email, args.phone, args.notes)
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
