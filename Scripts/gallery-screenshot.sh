#!/bin/sh
# Generates the state gallery and screenshots it with headless Chromium, once with the page in
# light colours and once in dark (the swatches show every appearance either way), so that
# anyone can look at the result without opening a browser.
#
# Usage: Scripts/gallery-screenshot.sh [OUTPUT-DIRECTORY] [-- GALLERY-OPTIONS...]
#   OUTPUT-DIRECTORY  where the HTML and PNGs go (default: .build/gallery)
#   GALLERY-OPTIONS   passed to `configstate gallery` (for example --styles sidebarCell)
#
# Environment: WINDOW (default 1440,2600) sets the screenshot size in CSS pixels;
# CHROMIUM names the browser binary (default: chromium); CONFIGSTATE names a built
# `configstate` binary to use instead of `swift run configstate`. Installs Debian's `chromium`
# package with apt-get when it is missing (needs root, or sudo).
set -eu

cd "$(dirname "$0")/.."

output=".build/gallery"
if [ $# -gt 0 ] && [ "$1" != "--" ]; then
    output="$1"
    shift
fi
if [ $# -gt 0 ] && [ "$1" = "--" ]; then shift; fi
window="${WINDOW:-1440,2600}"
. Scripts/chromium.sh

mkdir -p "$output"
output="$(cd "$output" && pwd)"
html="$output/configstate-gallery.html"

if [ -n "${CONFIGSTATE:-}" ]; then
    "$CONFIGSTATE" gallery --output "$html" "$@"
else
    swift run configstate gallery --output "$html" "$@"
fi

screenshot "$output/gallery-light.png" "file://$html#light" "$window"
screenshot "$output/gallery-dark.png" "file://$html#dark" "$window"
