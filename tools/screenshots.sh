#!/bin/sh
# SPDX-License-Identifier: MIT
# The README's editor screenshots: the default layout (a first run: no saved geometry or dock state) under
# Xvfb at 1280x800 and 1600x1000, in English and in Chinese. Needs xvfb and imagemagick (dev tools, not
# build dependencies).
#
#   tools/screenshots.sh [BUILD_DIR [OUT_DIR]]     (defaults: build, docs)
#
# Writes OUT_DIR/screenshot.png (1600x1000, English), screenshot-1280.png (1280x800, English) and
# screenshot-zh_CN.png (1600x1000, Chinese), screenshot-1280-zh_CN.png (1280x800, Chinese).
set -eu
build=${1:-build}
out=${2:-docs}
exe=$build/app/mapsmith
mkdir -p "$out"
[ -x "$exe" ] || { echo "screenshots.sh: no $exe (build the mapsmith target first)" >&2; exit 2; }
for tool in xvfb-run import; do
    command -v $tool >/dev/null || { echo "screenshots.sh: $tool not found (apt-get install xvfb imagemagick)" >&2; exit 2; }
done

shot() { # WIDTH HEIGHT LANGUAGE FILE
    home=$(mktemp -d)
    mkdir -p "$home/Mapsmith"
    # A fresh settings folder: a first run's layout, in the language asked for.
    printf '[ui]\nlanguage=%s\n' "$3" >"$home/Mapsmith/Mapsmith.conf"
    XDG_CONFIG_HOME=$home XDG_DATA_HOME=$home/data xvfb-run -a -s "-screen 0 ${1}x${2}x24" \
        sh -c "'$exe' & pid=\$!; sleep 6; import -window root '$4'; kill \$pid" >/dev/null 2>&1
    rm -rf "$home"
    echo "$4"
}

shot 1600 1000 en "$out/screenshot.png"
shot 1280 800 en "$out/screenshot-1280.png"
shot 1600 1000 zh_CN "$out/screenshot-zh_CN.png"
shot 1280 800 zh_CN "$out/screenshot-1280-zh_CN.png"
