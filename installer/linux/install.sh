#!/usr/bin/env bash
# Install an unpacked clubapp bundle for the current user: a launcher in the menu and `clubapp`
# on the PATH. Run from the unpacked folder: ./install.sh   (remove with ./install.sh --remove)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
apps=${XDG_DATA_HOME:-$HOME/.local/share}/applications
icons=${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/512x512/apps
bin=$HOME/.local/bin
if [ "${1:-}" = "--remove" ]; then
  rm -f "$apps/clubapp.desktop" "$icons/clubapp.png" "$bin/clubapp"
  echo "removed the launcher; your club's data in ~/.local/share/clubapp is kept"
  exit 0
fi
mkdir -p "$apps" "$icons" "$bin"
cp "$here/clubapp.png" "$icons/clubapp.png"
sed "s|^Exec=clubapp|Exec=$here/clubapp|" "$here/clubapp.desktop" > "$apps/clubapp.desktop"
ln -sf "$here/clubapp" "$bin/clubapp"
echo "installed: clubapp is in the menu and on the PATH ($bin)"
