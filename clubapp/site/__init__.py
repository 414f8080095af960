"""The club's results site: built into a folder of static pages, and uploaded."""
