"""setup.sh's last step, ``installer/linux/user_launcher.sh``, run in a home of its own: ``clubapp``
in ~/.local/bin running the checkout's .venv, a menu entry with the icon (made where no folder
for them exists yet), the one line to add where ~/.local/bin is not on the PATH, and
``--remove``."""

from __future__ import annotations

import configparser
import os
import subprocess
from pathlib import Path

import pytest

from clubapp import __version__

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "installer" / "linux" / "user_launcher.sh"
PATH_LINE = '  export PATH="$HOME/.local/bin:$PATH"'


def run(home: Path, *args: str, path: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env.update(HOME=str(home), PATH=path or "/usr/bin:/bin")
    return subprocess.run(["bash", str(SCRIPT), *args], capture_output=True, text=True,
                          env=env, timeout=60)


@pytest.fixture
def home(tmp_path) -> Path:
    made = tmp_path / "a home with spaces"
    made.mkdir()
    return made


def test_the_launcher_runs_the_checkouts_clubapp(home):
    done = run(home)
    assert done.returncode == 0, done.stderr
    launcher = home / ".local" / "bin" / "clubapp"
    assert os.access(launcher, os.X_OK)
    version = subprocess.run([str(launcher), "--version"], capture_output=True, text=True,
                             timeout=60, env={**os.environ, "HOME": str(home)})
    assert version.stdout == f"clubapp {__version__}\n"
    assert f'"{ROOT}/.venv/bin/clubapp"' in launcher.read_text()


def test_the_menu_entry_starts_the_launcher_with_the_icon(home):
    assert run(home).returncode == 0
    apps = home / ".local" / "share" / "applications"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # the keys are case-sensitive
    entry.read(apps / "clubapp.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"] == f'"{home}/.local/bin/clubapp" %f'
    assert desktop["Icon"] == "clubapp" and desktop["Type"] == "Application"
    assert desktop["GenericName[ru]"] == "Счёт для карточного клуба"
    icon = home / ".local" / "share" / "icons" / "hicolor" / "512x512" / "apps" / "clubapp.png"
    assert icon.read_bytes() == (ROOT / "resources" / "icons" / "clubapp.png").read_bytes()


def test_it_says_what_it_did_and_the_line_to_add_to_the_path(home):
    done = run(home)
    lines = done.stdout.splitlines()
    assert lines[0] == (f"clubapp is in the menu ({home}/.local/share/applications/"
                        f"clubapp.desktop) and on the command line ({home}/.local/bin/clubapp)")
    assert lines[1:] == [f"{home}/.local/bin is not on your PATH: add this line to "
                         "~/.profile, then log in again:", PATH_LINE]
    on_path = run(home, path=f"/usr/bin:{home}/.local/bin:/bin")
    assert on_path.stdout.splitlines() == lines[:1]  # nothing to add


def test_again_and_over_the_bundles_link_then_removed(home):
    bin_folder = home / ".local" / "bin"
    bin_folder.mkdir(parents=True)
    bundle = home / "bundle-clubapp"
    bundle.write_text("#!/bin/sh\necho bundle\n")
    (bin_folder / "clubapp").symlink_to(bundle)  # as the bundle's install.sh leaves it
    assert run(home).returncode == 0 and run(home).returncode == 0
    assert not (bin_folder / "clubapp").is_symlink()
    assert bundle.read_text() == "#!/bin/sh\necho bundle\n"  # not written through the link
    removed = run(home, "--remove")
    assert removed.returncode == 0
    assert not (bin_folder / "clubapp").exists()
    assert not (home / ".local" / "share" / "applications" / "clubapp.desktop").exists()


def test_setup_sh_ends_with_the_launcher_on_linux():
    setup = (ROOT / "setup.sh").read_text()
    assert 'if [ "$(uname -s)" = Linux ]; then\n  installer/linux/user_launcher.sh\nfi' in setup
    assert setup.index('echo "clubapp is installed in') < setup.index("user_launcher.sh")
