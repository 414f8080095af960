"""Looks several screens share, so that a message of the same kind looks the same everywhere."""

ERROR_STYLE = "color: #b00020;"  # a refusal or a field at fault: dark red, readable on white
