"""Военный эвхр (книга 002, строка 97): какими не могут быть форты и партии."""

MESSAGES = {
    "military.two_forts": "военному эвхру нужно не меньше двух фортов",
    "military.fort_numbered": "ожидался стол {expected}, указан {got}",
    "military.fort_unnamed": "у каждого форта должно быть название (его флаг)",
    "military.two_pairs": "{name} состоит в двух парах",
    "military.no_game": "в этом круге за этим столом партии нет",
    "military.scores_expected": "ожидался счёт пар север — юг и восток — запад",
    "military.not_finished": "партия кончается, когда одна пара набирает {target}: "
                             "{first}–{second} — партия не окончена",
}
