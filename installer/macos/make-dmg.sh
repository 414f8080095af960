#!/usr/bin/env bash
# Make a disk image of dist/clubapp.app (built by installer/build.sh on a Mac).
set -euo pipefail
cd "$(dirname "$0")/../.."
version=${1:?version}
staging=build/dmg
rm -rf "$staging" && mkdir -p "$staging"
cp -R dist/clubapp.app "$staging/"
ln -s /Applications "$staging/Applications"
hdiutil create -volname "clubapp $version" -srcfolder "$staging" -ov -format UDZO \
  "dist/clubapp-$version-macos.dmg"
echo "built dist/clubapp-$version-macos.dmg"
