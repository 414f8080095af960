"""The club's own screens: members, a member's page, Settings, backups, import and export."""
