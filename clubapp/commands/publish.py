"""``clubapp publish --out DIR [--lang en|ru] [--both] [--to URL [--key FILE]]``: the club's
results site.

Builds the site (``clubapp.site.publish``) into DIR — only the pages whose content changed are
written — and prints ``{"pages", "written", "unchanged", "removed", "out", "languages"}``; with
``--to`` it then uploads the folder (a folder, or ``sftp://user@host/path``: the password
from the keyring, else asked at the terminal) and adds ``"uploaded"``. A DIR that is a file or
cannot be written, or a target that is not a place to upload to, is bad input (exit 2, nothing
written). An upload that cannot be finished prints the build's JSON with ``"upload_failed"``
and exits 1: the site is built, every page at the target is whole, and the next run finishes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from clubapp.commands import BadInput, print_json
from clubapp.commands._club import club
from clubapp.words import say


def add_parser(sub: argparse._SubParsersAction) -> None:
    publish = sub.add_parser(
        "publish", help="build the club's results site (static HTML), and upload it",
        description=("Build the club's results site into a folder: plain HTML pages of every "
                     "evening, standing and published member, only the pages that changed "
                     "written. With --to, upload it to a folder or by SFTP."))
    publish.add_argument("--out", metavar="DIR", required=True,
                         help="the site's folder (made when missing)")
    publish.add_argument("--both", action="store_true",
                         help="build the site in English and Russian, with a switch on every "
                              "page (without it: in the language of the messages)")
    publish.add_argument("--to", metavar="URL",
                         help="then upload the site: a folder, or sftp://user@host/path")
    publish.add_argument("--key", metavar="FILE",
                         help="sftp: log in with this private key (its passphrase from the "
                              "keyring, else asked)")
    publish.set_defaults(func=run_publish)


def _checked_target(target: str) -> None:
    """A target that cannot be uploaded to is refused before anything is built."""
    from clubapp.site.sftp_upload import parse_sftp_target
    from clubapp.site.upload import UploadError, is_sftp, target_folder

    try:
        if is_sftp(target):
            parse_sftp_target(target)
        else:
            target_folder(target)
    except UploadError as error:
        raise BadInput(error.why, "to") from None


def run_publish(args: argparse.Namespace) -> int:
    from clubapp.site.build import SiteFolderError
    from clubapp.site.publish import publish_site

    # the site speaks the language of --lang (the messages' too), or both with --both
    choice = "both" if args.both else None
    if args.to:
        _checked_target(args.to)
    with club(args) as services:
        try:
            report, langs = publish_site(services, Path(args.out), choice, fallback=args.lang)
        except SiteFolderError as error:
            raise BadInput(error.why, "out") from None
    result = {**report.as_json(), "languages": list(langs)}
    if not args.to:
        print_json(result)
        return 0
    from clubapp.site.upload import UploadError
    from clubapp.site.upload_login import TerminalQuestions, upload_with_login

    questions = TerminalQuestions(args.lang) if TerminalQuestions.available() else None
    try:
        uploaded = upload_with_login(report.out, args.to, questions=questions,
                                     key_file=Path(args.key).expanduser() if args.key else None)
    except UploadError as error:
        done = error.report.as_json() if error.report is not None else None
        print_json({**result, "upload_failed": {"kind": error.kind,
                                                "why": say(error.why, args.lang),
                                                "done": done}})
        print(f"clubapp: {say(error.why, args.lang)}", file=sys.stderr)
        return 1
    print_json({**result, "uploaded": uploaded.as_json()})
    return 0
