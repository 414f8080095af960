"""What several screens use: the hub of signals, the language, the messages of the rules, list models, the house-rules form, settings keys, styles."""
