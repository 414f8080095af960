#!/usr/bin/env bash
# Install clubapp into .venv (with --test: also what its tests need), together with the Debian
# packages that Qt (and, for the tests, PostgreSQL and the PDF tools) need when they are missing.
set -euo pipefail
cd "$(dirname "$0")"

with_tests=0
[ "${1:-}" = "--test" ] && with_tests=1

qt_packages="libgl1 libegl1 libfontconfig1 libfreetype6 libglib2.0-0 libdbus-1-3 libxkbcommon0
  libxkbcommon-x11-0 libx11-6 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
  libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-xfixes0
  libxcb-sync1 libxrender1 fonts-dejavu-core"
# the window tests under a real X server: Xvfb, a small window manager, keys and clicks, screenshots
# chromium: the table pages' browser tests drive Debian's build through Playwright (no browser
# is ever downloaded: never `playwright install`); zbar-tools: the printed cards' QR codes are
# read back as a phone would
test_packages="postgresql poppler-utils xvfb xauth openbox xdotool imagemagick chromium zbar-tools"

wanted="$qt_packages"
[ $with_tests = 1 ] && wanted="$wanted $test_packages"
missing=""
if command -v dpkg-query >/dev/null 2>&1; then
  for package in $wanted; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
      || missing="$missing $package"
  done
fi

python=${PYTHON:-python3}
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "clubapp needs Python 3.11 or newer ($python is $("$python" --version 2>&1))" >&2
  exit 1
fi
if ! "$python" -c 'import venv, ensurepip' 2>/dev/null; then
  missing="$missing python3-venv"
fi

if [ -n "$missing" ]; then
  echo "Installing Debian packages:$missing"
  if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
fi

if [ ! -x .venv/bin/python ]; then
  "$python" -m venv .venv
fi
extras=""
[ $with_tests = 1 ] && extras="[test]"
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".$extras"
# the window's catalogues: each resources/translations/*.ts compiled to the .qm the window loads
# (the .qm are committed as well, so that a checkout runs without this step)
.venv/bin/pyside6-lrelease -silent resources/translations/*.ts
# the user guide (Help → User guide, F1): docs/ built by MkDocs into site/en and site/ru, opened
# offline from those files
.venv/bin/python -c 'import mkdocs' 2>/dev/null \
  || .venv/bin/python -m pip install --quiet --disable-pip-version-check "mkdocs>=1.6"
for lang in en ru; do .venv/bin/python -m mkdocs build --quiet --strict -f "docs/mkdocs.$lang.yml"; done
echo "clubapp is installed in $(pwd)/.venv"
# `clubapp` on the command line and in the menu, for this user (the bundle's install.sh does the
# same for a bundle)
if [ "$(uname -s)" = Linux ]; then
  installer/linux/user_launcher.sh
fi
