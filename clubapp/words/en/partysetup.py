"""The party's setup in the window: setting the guests' roles from the keyboard."""

MESSAGES = {
    "partysetup.keys_hint": "Select guests (Shift or Ctrl for many, Ctrl+A for all) and type "
                            "L or G, or a role's first letter, to set their role; Space ticks "
                            "who comes, Delete clears the role.",
    "partysetup.set_role": "{label} ({keys})",
}
