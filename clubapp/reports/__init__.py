"""Everything that goes on paper, as PDF (ReportLab), in English or Russian, A4 or Letter.

- ``page``: the toolkit (``ReportSetup``: language, paper, club name and logo; the header and
  "Page n of N" on every page; text that fits; ``build_document`` with progress and cancel);
  ``fonts`` (the shipped DejaVu Sans), ``output`` (atomic writing: a complete document or
  nothing); the words are the catalogues' ``documents`` section (``clubapp/words/<lang>/``),
  numbers and dates the one formatter's (``clubapp.words.formats``);
- ``score_sheet`` (+ ``sheet_columns``, ``sheet_extras``): a blank or filled sheet of any game;
- ``evening_results``, ``standings``, ``history``, fed by ``data`` from the services;
- ``party_docs`` (input data), ``party_cards`` (tally cards, table cards, next-round slips),
  ``party_lists`` (stars board, prize list) for progressive euchre; ``party_sample`` for the demo.

Errors: ``errors.ReportError`` (a clear message), ``FontMissing``, ``BuildCancelled``.
"""
