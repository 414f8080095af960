"""Отказы ``clubapp report``: что нужно документу и каким он быть не может."""

MESSAGES = {
    "report.nothing_to_print": "печатать нечего",
    "report.no_slips": "у вечера нет рассадки на следующий круг",
    "report.no_players": "{kind}: у вечера нет игроков",
    "report.pdf_only": "{kind} — только PDF; CSV бывает для: {kinds}",
    "report.one_sheet": "укажите одно из: `--game` (записанная игра), `--blank ИГРА` или "
                        "`--from-score ИГРА`",
    "report.rows": "`--rows {rows}`: на чистом листе от 1 до 500 строк",
    "report.rounds": "`--rounds {rounds}`: на вечер планируют от 1 до 100 кругов",
    "report.no_party": "на вечере {evening} жеребьёвка турнира ещё не проведена",
    "report.needs_game": "для {kind} нужно `--game НОМЕР` (записанная игра), `--blank ИГРА` "
                         "или `--from-score ИГРА`",
    "report.needs_evening": "для {kind} нужно `--evening НОМЕР`",
    "report.needs_member": "для {kind} нужно `--member НОМЕР`",
    "report.season_or_evening": "укажите `--season НОМЕР` или `--evening НОМЕР`, но не оба",
    "report.is_rotation": "вечер {evening} играют по таблице ротации: печатайте "
                          "`rotation-chart` или `rotation-cards`",
    "report.not_rotation": "на вечере {evening} идёт игра по книге, а не по таблице "
                           "ротации: печатайте её `tally-cards`, `table-cards` или "
                           "`stars-board`",
    "report.not_for_kind": "{option} не для {kind}",
}
