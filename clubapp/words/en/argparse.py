"""argparse's own words: the usage line, "error:", the help's headings and its refusals.

Each template is argparse's English sentence as it looks it up through gettext, with its
``%(name)s`` written ``{name}``, ``%(name)r`` ``{name!r}``, and a lone ``%s`` / ``%r``
``{arg}`` / ``{arg!r}`` (``clubapp/commands/_argparse_words.py`` turns them back).
"""

MESSAGES = {
    "argparse.usage": "usage: ",
    "argparse.error": "{prog}: error: {message}\n",
    "argparse.argument": "argument {argument_name}: {message}",
    "argparse.positionals": "positional arguments",
    "argparse.options": "options",
    "argparse.subcommands": "subcommands",
    "argparse.help": "show this help message and exit",
    "argparse.version": "show program's version number and exit",
    "argparse.unrecognized": "unrecognized arguments: {arg}",
    "argparse.required": "the following arguments are required: {arg}",
    "argparse.one_required": "one of the arguments {arg} is required",
    "argparse.not_allowed_with": "not allowed with argument {arg}",
    "argparse.ignored_explicit": "ignored explicit argument {arg!r}",
    "argparse.expected_one": "expected one argument",
    "argparse.expected_at_most_one": "expected at most one argument",
    "argparse.expected_at_least_one": "expected at least one argument",
    "argparse.expected_n": "expected {arg} {count|argument|arguments}",
    "argparse.ambiguous": "ambiguous option: {option} could match {matches}",
    "argparse.unexpected_option": "unexpected option string: {arg}",
    "argparse.invalid_type": "invalid {type} value: {value!r}",
    "argparse.invalid_choice": "invalid choice: {value!r} (choose from {choices})",
    "argparse.unknown_parser": "unknown parser {parser_name!r} (choices: {choices})",
    "argparse.cannot_open": "can't open '{filename}': {error}",
    # the names argparse gives the types of values in "invalid … value"
    "argparse.type_int": "int",
    "argparse.type_float": "float",
}
