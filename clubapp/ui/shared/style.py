"""Looks several screens share, so that a message of the same kind looks the same everywhere."""

ERROR_STYLE = "color: #b00020;"  # a refusal or a field at fault: dark red, readable on white
FIELD_AT_FAULT_STYLE = "border: 2px solid #b00020; border-radius: 3px; padding: 1px;"  # kept as typed
