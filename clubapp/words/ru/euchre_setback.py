"""Эвхр с откатом: счёт идёт вниз от начального, эвхр отбрасывает заказавших назад."""

MESSAGES = {
    "euchre_setback.revoke_set_back": "ревок стороны {side}: назад на {n}",
    "euchre_setback.made_off": "взяток: {tricks}, минус {made}",
    "euchre_setback.euchred_set_back": "эвхр: назад на два",
    "euchre_setback.one_count_moves": "в сдаче эвхра с откатом меняется счёт только одной "
                                      "стороны",
    "euchre_setback.count_not_possible": "{value} — так сдача изменить счёт не может (только "
                                         "{allowed}: минус набранное, плюс откат)",
}
