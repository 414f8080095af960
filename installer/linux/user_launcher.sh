#!/usr/bin/env bash
# Put a checkout's clubapp where its user finds it, as the bundle's install.sh does for a bundle:
# `clubapp` in ~/.local/bin (a small script that runs the checkout's .venv) and a menu entry with
# the icon. setup.sh runs it; run it again after moving the checkout. Remove with --remove.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data/applications
icons=$data/icons/hicolor/512x512/apps
bin=$HOME/.local/bin
launcher=$bin/clubapp

if [ "${1:-}" = "--remove" ]; then
  rm -f "$apps/clubapp.desktop" "$icons/clubapp.png" "$launcher"
  echo "removed the launcher and the menu entry; your club's data in $data/clubapp is kept"
  exit 0
fi

# nothing of these may exist yet on a new account (or in CI): made here
mkdir -p "$bin" "$apps" "$icons"
rm -f "$launcher"  # the bundle's install.sh leaves a link here: replaced, not written through
cat > "$launcher" <<EOF
#!/bin/sh
# clubapp from the checkout in $root (written by setup.sh)
exec "$root/.venv/bin/clubapp" "\$@"
EOF
chmod 755 "$launcher"
cp "$root/resources/icons/clubapp.png" "$icons/clubapp.png"
# the entry as the bundle's, but starting this launcher (quoted: a home may have spaces in it)
while IFS= read -r line; do
  case "$line" in
    Exec=clubapp*) printf 'Exec="%s"%s\n' "$launcher" "${line#Exec=clubapp}" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$root/installer/linux/clubapp.desktop" > "$apps/clubapp.desktop"
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$apps" 2>/dev/null || true  # a menu that caches its entries
fi

echo "clubapp is in the menu ($apps/clubapp.desktop) and on the command line ($launcher)"
case ":$PATH:" in
  *":$bin:"*) ;;
  *) echo "$bin is not on your PATH: add this line to ~/.profile, then log in again:"
     echo "  export PATH=\"\$HOME/.local/bin:\$PATH\"" ;;
esac
