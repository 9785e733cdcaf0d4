#!/bin/sh
# Writes the screen `configstate demo` ends its first scene on — an inset grouped list with
# section headers, separators, a selected row and a row swiped open — as an HTML page, and
# screenshots it with headless Chromium, so that anyone can see the list as laid out.
#
# Usage: Scripts/demo-screenshot.sh [OUTPUT-DIRECTORY] [-- DEMO-OPTIONS...]
#   OUTPUT-DIRECTORY  where the HTML and PNG go (default: .build/demo)
#   DEMO-OPTIONS      passed to `configstate demo` (default: --items 60 --viewport 14)
#
# Environment: WINDOW (default 480,760) sets the screenshot size in CSS pixels; CHROMIUM names
# the browser binary (default: chromium); CONFIGSTATE names a built `configstate` binary to
# use instead of `swift run configstate`. Installs Debian's `chromium` package with apt-get
# when it is missing (needs root, or sudo).
set -eu

cd "$(dirname "$0")/.."

output=".build/demo"
if [ $# -gt 0 ] && [ "$1" != "--" ]; then
    output="$1"
    shift
fi
if [ $# -gt 0 ] && [ "$1" = "--" ]; then shift; fi
if [ $# -eq 0 ]; then set -- --items 60 --viewport 14; fi
window="${WINDOW:-480,760}"
. Scripts/chromium.sh

mkdir -p "$output"
output="$(cd "$output" && pwd)"
html="$output/configstate-demo.html"

if [ -n "${CONFIGSTATE:-}" ]; then
    "$CONFIGSTATE" demo "$@" --html "$html" > /dev/null
else
    swift run configstate demo "$@" --html "$html" > /dev/null
fi

echo "page: $html"
screenshot "$output/demo.png" "file://$html" "$window"
