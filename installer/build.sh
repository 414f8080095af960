#!/usr/bin/env bash
# Build clubapp for the machine this runs on: a one-folder bundle in dist/clubapp, and on Linux a
# tarball beside it; on macOS the .app and a .dmg; on Windows (Git Bash) the folder that
# installer/windows/clubapp.iss packs into an installer.
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-.venv/bin/python}
[ -x "$python" ] || python=python3
"$python" -m PyInstaller --version >/dev/null 2>&1 || "$python" -m pip install --quiet "pyinstaller>=6"
version=$("$python" -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
"$python" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller installer/clubapp.spec
case "$(uname -s)" in
  Linux)
    cp installer/linux/clubapp.desktop resources/icons/clubapp.png dist/clubapp/
    cp installer/linux/install.sh dist/clubapp/
    tar -C dist -czf "dist/clubapp-$version-linux-$(uname -m).tar.gz" clubapp
    echo "built dist/clubapp (run dist/clubapp/clubapp) and dist/clubapp-$version-linux-$(uname -m).tar.gz"
    ;;
  Darwin)
    installer/macos/make-dmg.sh "$version"
    ;;
  MINGW*|MSYS*|CYGWIN*)
    echo "built dist/clubapp; now compile installer/windows/clubapp.iss with Inno Setup:"
    echo "  iscc /DAppVersion=$version installer\\windows\\clubapp.iss"
    ;;
esac
du -sh dist/clubapp | awk '{print "bundle size: " $1}'
