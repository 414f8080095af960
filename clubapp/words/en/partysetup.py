"""The party's setup in the window: setting the guests' roles from the keyboard."""

MESSAGES = {
    "partysetup.keys_hint": "Put the cursor on a guest (or select many: Shift or Ctrl, Ctrl+A "
                            "for all) and type {red_key} for {red} or {blue_key} for {blue}; "
                            "Space ticks who comes, Delete clears the role.",
    "partysetup.set_role": "{label} ({keys})",
}
