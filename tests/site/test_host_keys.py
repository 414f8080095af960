"""The servers' keys trusted on first use: where they are kept, and how a key is added."""

from __future__ import annotations

import asyncssh

from clubapp.site.host_keys import KnownHosts, default_known_hosts, host_pattern


def test_the_file_is_in_the_users_configuration_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert default_known_hosts() == tmp_path / "config" / "clubapp" / "known_hosts"


def test_a_key_is_added_to_what_the_file_holds(tmp_path):
    path = tmp_path / "config" / "known_hosts"
    path.parent.mkdir()
    earlier = asyncssh.generate_private_key("ssh-ed25519").export_public_key().decode()
    path.write_text(f"club.example.org {earlier.strip()}")  # no newline at its end
    key = asyncssh.generate_private_key("ssh-ed25519")
    known = KnownHosts(path)
    assert not known.knows("127.0.0.1", "127.0.0.1", 2222)
    known.trust("127.0.0.1", 2222, key)
    lines = path.read_text().splitlines()
    assert lines[0] == f"club.example.org {earlier.strip()}"
    assert lines[1].startswith("[127.0.0.1]:2222 ssh-ed25519 ")
    again = KnownHosts(path)
    assert again.knows("127.0.0.1", "127.0.0.1", 2222)
    assert again.knows("club.example.org", "", 22)
    assert not again.knows("127.0.0.1", "127.0.0.1", 2223)
    assert host_pattern("club.example.org", 22) == "club.example.org"
