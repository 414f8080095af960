"""The results mails to the players (issue 32, part 2): an edge beside the documents and the site.

- ``facts``: what an evening's mails say, gathered from the services (one call each), the
  names of other members as the results site publishes them (``member_privacy``);
- ``compose``: one mail's subject, plain text and HTML in the reader's language;
- ``results``: ``queue_evening_results`` puts an evening's mails into the outbox
  (``services.outbox``), each once;
- ``smtp``: the mail server's address (``smtp://user@host:port``, ``smtps://…``), the
  connection (STARTTLS, login) and one mail handed over;
- ``send``: ``send_queued`` sends what the outbox holds, each mail marked in its own committed
  transaction (the exactly-once design is in its docstring);
- ``passwords``: the mail server's password in the system keyring, never in a file.
"""
