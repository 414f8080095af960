"""Эвхры, где каждый играет за себя (беспощадный, слепой, с вызовом туза, на пять и семь рук),
«Пятьсот» и экарте: разделённые партии, запись очками и ревок по закону 30."""

MESSAGES = {
    "euchre_individual.name_has_joint": "{name!r}: в имени не может быть «{mark}» между "
                                        "пробелами (так соединяются имена игроков, разделивших "
                                        "партию)",
    "euchre_individual.no_points_void": "очков нет: сдача аннулирована",
    "euchre_individual.nothing": "ничего",
    "euchre_individual.no_deal_gives": "ни одна сдача не даёт такого ({shown}); сдача даёт "
                                       "{allowed}",
    "euchre_individual.tricks_missing": "не заполнено (взяток нет только у руки, прекращённой "
                                        "из-за ревока, закон 30)",
    "euchre_individual.revoke_nobody": "отметьте, кто сделал ревок",
    "euchre_individual.revoke_void_nobody_takes": "ревок сделали обе стороны: сдача "
                                                  "аннулируется, выбирать нечего",
    "euchre_individual.revoke_take_missing": "не заполнено: противники провинившегося выбирают "
                                             "— прибавить или снять",
    "euchre_individual.revoke_void": "ревок с обеих сторон: сдача аннулирована",
    "euchre_individual.revoke_by": "ревок: {players}",
    "euchre_individual.tricks_add_up": "взяток в сумме {total}, а не {tricks}",
}
