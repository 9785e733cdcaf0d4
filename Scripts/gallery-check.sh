#!/bin/sh
# Checks that the state gallery reads from phone to desktop widths: generates it, opens it
# in headless Chromium at 390, 1024, 1440 and 1920 CSS pixels wide, and fails (exit 1, listing
# the offenders) when
#   * an element is wider than its box (scrollWidth > clientWidth) and is not meant to scroll
#     (only <main>, which holds the contents, and the table of contents scroll), or its right
#     edge passes its parent's or the viewport's;
#   * a swatch's text, secondary text or accessory label is cut short (an ellipsis shows);
#   * a swatch is drawn narrower than phone width (375 points, Gallery.swatchWidth);
#   * an address ending in #SECTION does not scroll that section to the top of the contents.
# It also writes screenshots (PNG) at each width, the top of the page and the page opened at a
# #section address, plus the narrow layout's Contents menu open, so that anyone can look.
#
# What it checks: the whole gallery, every section at every width (39 sections, 1 796
# swatches; about two minutes on two busy cores, most of it in Chromium). GALLERY_OPTIONS
# narrows it:
#   GALLERY_OPTIONS="--styles valueCell,header,sidebarCell,listPlainCell"
# which still has a section of every kind: cells with accessories, the side-by-side value
# cell, headers and footers, sidebar cells and a background-only context.
#
# Usage: Scripts/gallery-check.sh [OUTPUT-DIRECTORY]
#   OUTPUT-DIRECTORY  where the HTML, the reports and the PNGs go (default: .build/gallery-check)
#
# Environment: WIDTHS (default "390 1024 1440 1920"); HEIGHT (default 1600) the window height;
# ANCHOR (default valueCell-insetGrouped, falling back to the first section) the section the
# anchor screenshots open at; GALLERY_OPTIONS extra `configstate gallery` options; CHROMIUM the
# browser binary (default: chromium, installed with apt-get when missing); CONFIGSTATE a built
# `configstate` binary to use instead of `swift run configstate`.
set -eu

cd "$(dirname "$0")/.."
root="$(pwd)"

output="${1:-.build/gallery-check}"
widths="${WIDTHS:-390 1024 1440 1920}"
height="${HEIGHT:-1600}"
. Scripts/chromium.sh

mkdir -p "$output"
output="$(cd "$output" && pwd)"
html="$output/configstate-gallery.html"
probe="$output/configstate-gallery-check.html"
started=$(date +%s)

# shellcheck disable=SC2086  # GALLERY_OPTIONS is a list of words on purpose
if [ -n "${CONFIGSTATE:-}" ]; then
    "$CONFIGSTATE" gallery --output "$html" ${GALLERY_OPTIONS:-}
else
    swift run configstate gallery --output "$html" ${GALLERY_OPTIONS:-}
fi

anchor="${ANCHOR:-valueCell-insetGrouped}"
if ! grep -q "<section class=\"ctx\" id=\"$anchor\"" "$html"; then
    anchor="$(sed -n 's/.*<section class="ctx" id="\([^"]*\)".*/\1/p' "$html" | head -n 1)"
fi

# The page with the measuring script appended; the gallery itself has no scripts.
{
    sed '/^<\/body>$/,$d' "$html"
    printf '<script>\n'
    cat "$root/Scripts/gallery-check.js"
    printf '</script>\n</body>\n</html>\n'
} > "$probe"

# $1: the address, $2: the window width; prints the report's lines. Headless Chromium lays a
# page out at least 500 pixels wide whatever --window-size says (its screenshots are resized
# to the window), so narrower widths are measured in an iframe of that width, which passes
# its report out to the page around it.
measure() {
    address="$1"
    window="$2"
    if [ "$2" -lt 500 ]; then
        frame="$output/frame-$2.html"
        printf '%s\n' '<!DOCTYPE html><html><body style="margin:0">' \
            "<iframe src=\"$1\" style=\"border:0;display:block;width:$2px;height:${height}px\">" \
            '</iframe>' \
            '<script>addEventListener("message", function (event) {' \
            'var report = document.createElement("pre"); report.textContent = event.data;' \
            'document.body.appendChild(report); });</script></body></html>' > "$frame"
        address="file://$frame"
        window=500
    fi
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --disable-extensions --disable-dev-shm-usage --force-device-scale-factor=1 \
        --virtual-time-budget=3000 --window-size="$window,$height" --dump-dom "$address" \
        2> /dev/null | sed -n '/^CHECK-BEGIN$/,/^CHECK-END$/p' | sed '1d;$d' \
        | sed 's/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&amp;/\&/g'
}

failed=0
for width in $widths; do
    report="$output/report-$width.txt"
    measure "file://$probe" "$width" > "$report"
    measure "file://$probe#$anchor" "$width" | grep '^anchor ' >> "$report" || true
    viewport=$(sed -n 's/^viewport //p' "$report")
    swatches=$(sed -n 's/^swatches //p' "$report")
    offenders=$(sed -n 's/^offenders //p' "$report")
    if [ -z "$offenders" ]; then
        echo "$width px: no report (did Chromium load $probe?)" >&2
        failed=1
        continue
    fi
    if [ "$viewport" != "$width" ]; then
        echo "$width px: the viewport was $viewport px wide, not $width" >&2
        failed=1
    fi
    # The section's top should sit just below the top of the contents (its scroll margin),
    # after <main> scrolled, unless it is the first section on a page short enough.
    anchored=$(sed -n "s/^anchor $anchor //p" "$report")
    anchor_note="#$anchor opens at its section"
    case "$anchored" in
        "" | missing)
            echo "$width px: #$anchor: no section scrolled into view" >&2
            anchor_note="#$anchor FAILED"
            failed=1
            ;;
        *)
            top=${anchored%% *}
            if [ "$top" -lt 0 ] || [ "$top" -gt 40 ]; then
                echo "$width px: #$anchor: the section's top is ${top}px below the contents'" \
                    "top, not at it" >&2
                anchor_note="#$anchor FAILED"
                failed=1
            fi
            ;;
    esac
    if [ "$offenders" != "0" ]; then
        echo "$width px: $offenders offenders among $swatches swatches:" >&2
        grep -E '^(overflow|truncated|narrow) ' "$report" | head -n 40 | sed 's/^/  /' >&2
        if [ "$offenders" -gt 40 ]; then echo "  … the rest in $report" >&2; fi
        failed=1
    else
        echo "$width px: $swatches swatches, nothing overflows or is cut short; $anchor_note"
    fi

    screenshot "$output/gallery-$width.png" "file://$html" "$width,$height"
    screenshot "$output/gallery-$width-anchor.png" "file://$html#$anchor" "$width,$height"
done
# The narrow layout's Contents menu, open.
narrowest=$(printf '%s\n' $widths | sort -n | head -n 1)
screenshot "$output/gallery-$narrowest-contents.png" "file://$html#contents" "$narrowest,$height"

echo "gallery-check: $(($(date +%s) - started)) s, reports and screenshots in $output"
if [ "$failed" != "0" ]; then
    echo "gallery-check: FAILED" >&2
    exit 1
fi
