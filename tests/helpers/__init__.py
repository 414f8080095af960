"""What many test files share, kept in one place instead of a copy in each:

- ``paths``: the project's folder and tests/screens, where pictures are kept for a person;
- ``books``: the rule books the rules' tests cite (``CLUBAPP_RULE_BOOKS``);
- ``databases``: the session's migrated club file, copied for each test (``empty_club``);
- ``markers``: which tests ``pytest -m "not slow"`` leaves out, and why;
- ``window``: the main window offscreen with qtbot: opened, its dialogs answered, typed at;
- ``keys``: Cyrillic letters typed as a Russian keyboard sends them;
- ``start_page``: a new club's first window and the start page's questions;
- ``screen_words``: every text a window shows, and the Latin words among them;
- ``xserver``: a real X server (Xvfb, openbox, xdotool) and a program's environment on it;
- ``phones``: Chromium at a phone's size on the table pages, and the accessibility scan;
- ``serving``: the table pages served on the loopback, in the window or by ``clubapp serve``;
- ``pages``: a table page's HTML read as a tree: rows, figures, form fields;
- ``pdf``: a printed document's text read back;
- ``clubs``, ``pin``, ``mixed_evening``, ``releases``: clubs set up through the services as
  tests need them (loo tables, a party, a closed party behind a PIN, a mixed evening of three
  games, the clubs of earlier releases).
"""
