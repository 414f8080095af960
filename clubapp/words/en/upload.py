"""The upload of the results site: to a folder or by SFTP, what refuses it, what is asked."""

MESSAGES = {
    # what was asked cannot be done: nothing was sent
    "upload.no_site": "the site's folder {path} does not exist: build the site first "
                      "(clubapp publish --out FOLDER)",
    "upload.bad_target": "{target!r} is not a place to upload to: give a folder, or "
                         "sftp://user@host/folder",
    "upload.password_in_address": "put no password in the address of {target}: clubapp asks "
                                  "for it once and keeps it in the system keyring. Nothing was "
                                  "sent",
    "upload.inside_site": "the folder {target} is the site's folder {site} or inside it: "
                          "upload to another folder. Nothing was sent",
    "upload.no_folder": "cannot upload to {target}: there is no such folder, and it cannot be "
                        "made in {parent}. Is the stick or the share connected? Nothing was "
                        "sent",
    "upload.key_unreadable": "cannot read the key file {key}: {reason}. Nothing was sent",
    "upload.key_locked": "the key {key} is locked by a passphrase, and none or a wrong one "
                         "was given. Nothing was sent",
    # the server
    "upload.unreachable": "cannot reach {host} (port {port}) to upload to {target}: "
                          "{reason}. Nothing was sent; try again when it is back",
    "upload.reason_unknown_host": "no computer has that name (is it spelled right?)",
    "upload.reason_refused": "nothing answers on that port",
    "upload.reason_timeout": "no answer in time",
    "upload.reason_no_route": "no way to it from this network (is this computer online?)",
    "upload.login_refused": "{host} refused the login of {user} for {target}: check the "
                            "password or the key. Nothing was sent",
    "upload.host_key_changed": "the server {host} (port {port}) shows another key than the "
                               "one it showed the first time ({fingerprint}): someone may "
                               "stand between you and it, or the server was renewed. Nothing "
                               "was sent. If the club's web host confirms the new key, remove "
                               "the line for {host} from {file} and upload again",
    "upload.no_sftp": "{host} (port {port}) takes the login but no SFTP for {target}: "
                      "{reason}. Nothing was sent",
    # cut short: every page served is whole, the next upload finishes
    "upload.permission_denied": "{target} does not allow writing {path}: ask the web host "
                                "for the right to write in that folder. Every page there is "
                                "whole (the old or the new); upload again to finish",
    "upload.disk_full": "the disk of {target} is full: {path} was not written. Every page "
                        "there is whole (the old or the new); free some space and upload "
                        "again to finish",
    "upload.connection_lost": "the connection to {target} was lost during the upload. Every "
                              "page there is whole (the old or the new); upload again to "
                              "finish",
    "upload.failed": "{target} could not take {path}: {reason}. Every page there is whole "
                     "(the old or the new); upload again to finish",
    # asked at the terminal
    "upload.ask_password": "Password of {user} at {host}: ",
    "upload.ask_passphrase": "Passphrase of the key {key}: ",
    "upload.offer_keep": "Keep it in the system keyring for the next upload? [y/N] ",
    "upload.not_kept": "this computer has no keyring: the password was not kept, and will be "
                       "asked again at the next upload",
}
