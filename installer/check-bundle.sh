#!/usr/bin/env bash
# Check a built Linux bundle as a user without Python would run it: the window opens (offscreen)
# and the headless commands work; print the bundle's size and its start time.
set -euo pipefail
cd "$(dirname "$0")/.."
bundle=dist/clubapp/clubapp
home=$(mktemp -d)
run() { env -i HOME="$home" PATH=/nonexistent QT_QPA_PLATFORM=offscreen "$@"; }
start=$(date +%s.%N)
run "$bundle" --check-window
end=$(date +%s.%N)
echo '{"players":["Ann","Bob","Cat","Dan"],"deals":[{"makers":"A","tricks":5,"alone":true}]}' \
  | run "$bundle" score euchre | grep -q '"A": 4'
if run "$bundle" demo --help >/dev/null 2>&1; then
  run "$bundle" demo --out "$home/demo" >/dev/null
  pdfs=$(find "$home/demo" -name '*.pdf' | wc -l)
  [ "$pdfs" -gt 0 ] || { echo "the demo wrote no PDF" >&2; exit 1; }
  echo "bundle demo wrote $pdfs PDFs"
fi
echo "bundle start to first paint (whole process): $(echo "$end - $start" | bc) s"
du -sh dist/clubapp | awk '{print "bundle size: " $1}'
rm -rf "$home"
