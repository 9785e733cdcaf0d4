# Shared by the screenshot scripts (sourced, not run): finds headless Chromium, installing
# Debian's `chromium` package with apt-get when it is missing (needs root, or sudo), and takes
# screenshots with it.
#
#   . "$(dirname "$0")/chromium.sh"
#   screenshot OUTPUT.png ADDRESS WIDTH,HEIGHT

browser="${CHROMIUM:-chromium}"

if ! command -v "$browser" > /dev/null 2>&1; then
    echo "$browser not found; installing Debian's chromium package" >&2
    sudo=""
    if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y chromium
fi

# $1: the PNG to write, $2: the address, $3: the window size in CSS pixels.
screenshot() {
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --force-device-scale-factor=1 --window-size="$3" \
        --screenshot="$1" "$2" > /dev/null 2>&1
    echo "screenshot: $1"
}
