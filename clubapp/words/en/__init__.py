"""English: the catalogue's first language, and every other's fallback for a message it lacks.

``LOCALE`` is the CLDR locale its numbers and dates are written in (British English: 1 December
2026, 14:05); ``TABLE_DATE`` the date in a column or a list, as the club's lists have always
written it (2026-12-01) rather than CLDR's short 01/12/2026.
"""

LOCALE = "en_GB"
TABLE_DATE = "yyyy-MM-dd"
