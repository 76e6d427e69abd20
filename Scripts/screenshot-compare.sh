#!/usr/bin/env bash
# `workshop compare --html` as a projector shows it: the page for Examples/tour.play, laid out by headless
# Chromium in a 1280×800 window, saved as screenshots to look at: the top of the page, and the screens
# (the page with its header and table hidden). Prints where they are. The check that no screen overflows
# its box is the test CompareHTMLBrowserTests, which runs with `swift test` when Chromium is installed.
# Needs Chromium (installed from Debian's packages when missing and root).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        apt-get install -y -qq chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }
    else
        echo "Chromium is needed (Debian: apt-get install chromium)" >&2
        exit 2
    fi
fi

swift build --product workshop >/dev/null
workshop="$(swift build --show-bin-path)/workshop"
out=.build/compare-html
rm -rf "$out"
mkdir -p "$out"
"$workshop" compare --html "$out/compare.html" --play Examples/tour.play
sed 's|</style>|header, #measures { display: none }</style>|' "$out/compare.html" >"$out/screens.html"

shoot() { # FILE.html FILE.png
    # Its own profile folder (and crash reports, kept under XDG_CONFIG_HOME), so Chromium leaves
    # nothing in /tmp or the home folder.
    XDG_CONFIG_HOME="$out/profile" chromium --headless --no-sandbox --disable-gpu --user-data-dir="$out/profile" --window-size=1280,800 \
        --screenshot="$2" "file://$PWD/$1" 2>/dev/null
    [ -s "$2" ] || { echo "Chromium made no screenshot of $1" >&2; exit 1; }
}
shoot "$out/compare.html" "$out/top-1280x800.png"
shoot "$out/screens.html" "$out/screens-1280x800.png"
rm -rf "$out/profile"
echo "Screenshots at 1280×800: $out/top-1280x800.png, $out/screens-1280x800.png"
