"""The table pages: every table of an evening scores from a phone on the club's own network.

``app`` is the Starlette application (``make_app``), ``pages`` what each page shows, ``form``
the score form built from a game's entry schema, ``guard`` the rate limit and the same-origin
check, ``server`` uvicorn started beside the window or by ``clubapp serve``, ``confirm`` the other
side's confirmation of each deal. The QR codes of the addresses are ``clubapp.qr``'s, which the
window and the printed cards share.
"""
