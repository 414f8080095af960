"""Refusals of the club's database: a file or a server that cannot be used, and its backups."""

MESSAGES = {
    # a file that is not a club's, or cannot be used as one (nothing is written to it)
    "store.folder": "{path} is a folder, not a club database file",
    "store.cannot_read": "cannot read {path}: {reason}",
    "store.empty_file": "{path} is empty (0 bytes): it is not a club; it was not changed. A "
                        "new club is made only where no file exists",
    "store.not_sqlite": "{path} is not a clubapp database (not an SQLite file); it was not "
                        "changed",
    "store.foreign_tables": "this database holds tables but is not a clubapp database; it was "
                            "not changed",
    "store.foreign_marks": "{path} is not a clubapp database: another program made it (an "
                           "empty SQLite file with that program's marks); it was not changed",
    "store.newer": "this database was made by a newer clubapp (schema {schema}); update "
                   "clubapp to open it. It was not changed.",
    "store.damaged": "{path} is damaged; it was not changed. Restore it from a backup "
                     "(File → Backups).",
    "store.read_only_file": "{path} is read-only: clubapp could record nothing in it. It was "
                            "not changed; allow writing to it, or open a copy",
    "store.read_only_folder": "the folder {folder} is read-only: clubapp keeps its log of "
                              "changes beside the club file and could record nothing. Nothing "
                              "was changed",
    "store.in_use": "{path} is being written by another program; close that program and try "
                    "again. Nothing was changed",
    # while the club is open
    "store.disk_full": "the disk is full: nothing was saved. Free some space and enter it again",
    "store.locked": "the database is locked by another program; close it and try again",
    "store.damaged_now": "the database file is damaged; it was not changed. Restore it from a "
                         "backup.",
    "store.cannot_open_file": "cannot open the database file ({reason})",
    "store.read_only_now": "the database is read-only now: nothing was saved. Allow writing to "
                           "it and enter it again",
    "store.lost_connection": "lost the connection to the database server ({where}): nothing "
                             "was saved. Enter it again when the server is back.",
    "store.lost_connection_bell": "lost the connection to the database server ({where}): the "
                                  "bell did not ring. The results stay in their boxes: ring "
                                  "the bell again when the server is back.",
    "store.server_said": "database {where}: {detail}",
    # a server URL that does not lead to a usable database
    "store.not_a_url": "{url!r} is not a database URL: give a file, or postgresql://user@host/club",
    "store.bad_port": "the port {port!r} in the database URL is not a port number (1 to 65535)",
    "store.no_driver": "databases of the kind {backend!r} cannot be used: give an SQLite file "
                       "or a postgresql:// URL",
    "store.bad_option": "the database URL's option {option!r} is not one the server's driver "
                        "knows: remove it or correct its name",
    "store.bad_value": "the database URL has a value the server's driver does not take: "
                       "{detail}",
    "store.unreachable": "cannot reach the database server {where}: is it running, and is its "
                         "address right? Nothing was changed",
    "store.unknown_host": "the database server's name {host!r} is not known: check the address "
                          "in the URL",
    "store.wrong_password": "the database server {where} refused the password of {user!r}: "
                            "check the password (File → Settings → Database)",
    "store.password_needed": "the database server {where} asks for the password of {user!r}: "
                             "give it in File → Settings → Database",
    "store.unknown_database": "the database server {where} has no database called {name!r}: "
                              "create it (`createdb {name}`) or correct its name in the URL",
    "store.unknown_user": "the database server {where} has no user called {user!r}: check the "
                          "name in the URL",
    "store.not_allowed": "the database server {where} does not let {user!r} in: {detail}",
    "store.server_upgrade_needed": (
        "the club's database on the server {where} is of schema {schema}, older than this "
        "clubapp's {newest}: it must be upgraded before this clubapp can use it, and nothing "
        "was changed yet. The upgrade brings it to schema {newest}; computers with the older "
        "clubapp can then no longer open it. No file backup can be taken of a server: take one "
        "first with `pg_dump -Fc -f club-before-upgrade.dump {name}`, then upgrade: on the "
        "command line with `clubapp --upgrade`, in the window by answering its question"),
    # backups of a club file
    "store.backup_failed": "could not write a backup in {folder}: {reason}",
    "store.backup_unusable": "{name} is not a usable backup: {reason}",
    "store.backup_damaged": "{name} is damaged; nothing was restored",
    "store.backup_not_club": "{name} is not a backup of a club; nothing was restored",
    "store.backup_newer": "{name} was made by a newer clubapp (schema {schema}); nothing was "
                          "restored",
    "store.restore_server": "only an SQLite club file can be restored here",
    "store.why_before_upgrade": "before an upgrade of the file's format",
}
