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
# the table pages from the bundle: an evening with one table served, its page fetched as a
# phone would, a deal sent, then SIGTERM stops the server cleanly
db="$home/club.sqlite"
evening=$(run "$bundle" --db "$db" evening new --name "Bundle check" | sed 's/.*"id": *\([0-9]*\).*/\1/')
for name in Ann Bob Cat Dan; do run "$bundle" --db "$db" member add "$name" >/dev/null; done
game=$(run "$bundle" --db "$db" table add "$evening" --game euchre --player Ann --player Bob \
  --player Cat --player Dan | sed 's/.*"game": *\([0-9]*\).*/\1/')
# exec: the background job is the server itself, so that SIGTERM reaches it
(exec env -i HOME="$home" PATH=/nonexistent "$bundle" --db "$db" serve --evening "$evening" \
  --host 127.0.0.1 --port 0 >"$home/serve.out" 2>"$home/serve.err") &
served=$!
for _ in $(seq 100); do grep -q '"url"' "$home/serve.out" 2>/dev/null && break; sleep 0.1; done
url=$(sed -n 's/.*"url": *"\([^"]*\)".*/\1/p' "$home/serve.out" | head -1)
[ -n "$url" ] || { echo "clubapp serve printed no address:" >&2; cat "$home/serve.err" >&2; exit 1; }
page=$(curl -fsS "$url")
grep -q 'name="tricks"' <<<"$page" || { echo "the table's page has no score form" >&2; exit 1; }
submission=$(sed -n 's/.*name="submission" value="\([0-9a-zA-Z]*\)".*/\1/p' <<<"$page" | head -1)
curl -fsS -o /dev/null -H 'Accept: application/json' --data-urlencode "token=${url##*/}" \
  --data-urlencode "submission=$submission" -d makers=A -d tricks=5 "$url/deal"
kill -TERM "$served"
wait "$served" || { echo "clubapp serve did not stop cleanly on SIGTERM" >&2; exit 1; }
run "$bundle" --db "$db" game show "$game" | grep -q '"A": 2' || {
  echo "the deal sent to the bundle's table page was not recorded" >&2; exit 1; }
echo "bundle serves the table pages: page, deal and SIGTERM at $url"
echo "bundle start to first paint (whole process): $(echo "$end - $start" | bc) s"
du -sh dist/clubapp | awk '{print "bundle size: " $1}'
rm -rf "$home"
