"""The mail tests' club (``tests.mail.mail_club``), built once per test process and copied for
each test."""

from tests.mail.mail_club import mail_club, mail_club_file, mail_club_path  # noqa: F401
