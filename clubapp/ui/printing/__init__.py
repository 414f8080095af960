"""The Print menu and the preview of each document before it is printed or saved."""
