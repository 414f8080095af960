"""What many test files share, kept in one place instead of a copy in each:

- ``books``: the rule books the rules' tests cite (``CLUBAPP_RULE_BOOKS``);
- ``databases``: the session's migrated club file, copied for each test;
- ``markers``: which tests ``pytest -m "not slow"`` leaves out, and why.
"""
