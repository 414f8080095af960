"""A member list read from a spreadsheet's CSV: why a row is not taken, what is wrong with the
file (the preview of an import, in the window and on the command line)."""

MESSAGES = {
    # the file as a whole
    "member_csv.unknown_encoding": "unknown encoding {encoding!r} (one of {choices!c})",
    "member_csv.not_as_marked": "the file says it is {encoding} but is not readable as such",
    "member_csv.not_text": "this is not a text file (it holds NUL bytes): save the list from the "
                           "spreadsheet as CSV",
    "member_csv.cannot_read_as": "the file cannot be read as {encoding}: save it from the "
                                 "spreadsheet as \"{format}\"",
    "member_csv.cannot_read_as_either": "the file cannot be read as {first} or {second}: save it "
                                        "from the spreadsheet as \"{format}\"",
    "member_csv.empty": "the file is empty",
    "member_csv.not_a_table": "the file is not a table of cells: a cell is longer than {most} "
                              "characters (a quotation mark left open?)",
    "member_csv.two_columns": "two columns give the {field}: {first!r} and {second!r}; keep one",
    "member_csv.no_name_column": "no column gives the member's name (a heading such as Name, "
                                 "Full name, or First name and Last name)",
    "member_csv.heading_only": "the file has a heading but no members",
    "member_csv.problems": "{first}; {second}",
    # what a column gives ("two columns give the …")
    "member_csv.field_name": "name",
    "member_csv.field_first": "first name",
    "member_csv.field_middle": "middle name",
    "member_csv.field_last": "last name",
    "member_csv.field_email": "e-mail",
    "member_csv.field_phone": "phone",
    "member_csv.field_notes": "notes",
    "member_csv.field_joined": "date joined",
    "member_csv.field_retired": "retired",
    "member_csv.field_publish_as": "how the results site names the member",
    "member_csv.field_mail_results": "whether the results are e-mailed",
    "member_csv.field_language": "the language of mails",
    # a row not taken
    "member_csv.columns_wrong": "the file's columns are wrong (see above)",
    "member_csv.extra_cells": "{cells} {cells|cell|cells} but the heading has {columns} "
                              "{columns|column|columns} (a comma inside a name? put such a cell "
                              "in quotes)",
    "member_csv.no_name": "no name",
    "member_csv.bad_email": "the e-mail {email!r} is not an address",
    "member_csv.date_form": "the date {text!r} is not written 2024-03-12 or 12.03.2024",
    "member_csv.date_range": "the date {text!r} is out of range (the years {first} to {last})",
    "member_csv.retired_word": "retired {value!r}: write yes or no",
    "member_csv.publish_as_word": "published as {value!r}: write name, initials or hidden",
    "member_csv.mail_results_word": "results mail {value!r}: write yes or no",
    "member_csv.language_word": "mail language {value!r}: write en or ru, or nothing for the "
                                "club's",
    "member_csv.already_member": "already a member: {member}",
    "member_csv.retired_member": "{name} (retired)",
    "member_csv.same_name": "the same name as row {row}",
}
