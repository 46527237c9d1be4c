#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make configure`: runs `cmake --preset PRESET` with its output in BUILD_DIR/configure.log. When CMake cannot
# find a package, prints one line naming the Debian package that brings it (and whether APT_PACKAGES lists
# it), instead of CMake's stack of find_package traces.
#   tools/configure.sh PRESET BUILD_DIR [CMAKE_ARG...]
#   tools/configure.sh --explain LOG      (the one line for a configure log; the tests use it)
set -uo pipefail

# The Debian package of each CMake package our configure looks for (directly or through Qt's own configs).
debian_package() {
    case "$1" in
    Qt6 | Qt6Core | Qt6Gui | Qt6Widgets | Qt6Concurrent | Qt6Test | Qt6DBus) echo qt6-base-dev ;;
    Qt6OpenGL | Qt6OpenGLWidgets) echo libqt6opengl6-dev ;;
    Qt6Charts) echo qt6-charts-dev ;;
    Qt6Multimedia) echo qt6-multimedia-dev ;;
    Qt6LinguistTools | Qt6Linguist) echo "qt6-tools-dev qt6-l10n-tools" ;;
    Qt6ToolsTools | Qt6Tools) echo qt6-tools-dev ;;
    WrapOpenGL | OpenGL) echo libgl-dev ;;
    yaml-cpp) echo libyaml-cpp-dev ;;
    kissfft) echo libkissfft-dev ;;
    nlohmann_json) echo nlohmann-json3-dev ;;
    pugixml) echo libpugixml-dev ;;
    ZLIB) echo zlib1g-dev ;;
    libtcod) echo libtcod-dev ;;
    FFmpegAudio) echo "libavformat-dev libavcodec-dev libswresample-dev" ;;
    *) return 1 ;;
    esac
}

# The CMake package that is really missing: the deepest "dependency X could not be found", else the first
# package CMake could not find.
missing_package() {
    local text name
    text="$(tr '\n' ' ' <"$1" | tr -s ' ')" # CMake wraps its messages
    name="$(grep -oE 'because dependency [A-Za-z0-9_]+ could not be found' <<<"$text" | tail -1 | awk '{print $3}')"
    [ -n "$name" ] || name="$(grep -oE 'Could not find a package configuration file provided by "[^"]+"' \
        <<<"$text" | head -1 | sed -E 's/.*"([^"]+)"/\1/')"
    [ -n "$name" ] || name="$(grep -oE 'Failed to find required Qt component "[^"]+"' <<<"$text" | head -1 |
        sed -E 's/.*"([^"]+)"/Qt6\1/')"
    [ -n "$name" ] || name="$(grep -oE 'Could NOT find [A-Za-z0-9_]+' <<<"$text" | head -1 | awk '{print $4}')"
    echo "$name"
}

explain() {
    local log="$1" name deb listed=""
    name="$(missing_package "$log")"
    if [ -z "$name" ]; then
        echo "make: configure failed: $(grep -m1 -E 'CMake Error' "$log" || tail -1 "$log") (all of it: $log)"
        return
    fi
    if deb="$(debian_package "$name")"; then
        for p in $deb; do
            case " ${APT_PACKAGES:-} " in *" $p "*) ;; *) listed=" (not in the Makefile's APT_PACKAGES)" ;; esac
        done
        echo "make: configure failed: CMake package $name not found; it comes with the Debian package $deb$listed (all of it: $log)"
    else
        echo "make: configure failed: CMake package $name not found (all of it: $log)"
    fi
}

if [ "${1:-}" = "--explain" ]; then
    explain "$2"
    exit 0
fi

preset="$1"
build_dir="$2"
shift 2
mkdir -p "$build_dir"
log="$build_dir/configure.log"
if ! cmake --preset "$preset" "$@" >"$log" 2>&1; then
    explain "$log" >&2
    exit 1
fi
