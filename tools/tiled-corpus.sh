#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Real Tiled maps from Debian packages, and how many of them Mapsmith imports beside how many Tiled itself
# reads (`tiled --export-map`, the anchor), in the same run on the same files:
#   tools/tiled-corpus.sh [MAPSMITH] [WORKDIR]
# MAPSMITH defaults to build/app/mapsmith, WORKDIR to build/tiled-corpus (nothing is committed). Corpora:
#   tiled     Tiled's examples as the `tiled` package installs them (/usr/share/doc/tiled/examples)
#   mrrescue  the maps of the game Mr. Rescue (package `mrrescue`, inside its .love archive), downloaded
#             with `apt-get download` (not installed)
# For every map: mapsmith convert MAP out.yaml (exit 0 = imported) and out.png; tiled --export-map MAP
# out.tmj (exit 0 = Tiled reads it); and the round trip: mapsmith convert MAP back to its own format beside
# the others (tilesets kept by reference, paths made relative to the new place), then tiled --export-map of
# that file (exit 0 = Tiled reads what Mapsmith wrote). Prints one line per map and a table per corpus.
set -uo pipefail
MAPSMITH="${1:-build/app/mapsmith}"
WORK="${2:-build/tiled-corpus}"
mkdir -p "$WORK"
WORK="$(cd "$WORK" && pwd)"
MAPSMITH="$(cd "$(dirname "$MAPSMITH")" && pwd)/$(basename "$MAPSMITH")"

fetch_mrrescue() {
    local dir="$WORK/mrrescue"
    [ -d "$dir/maps" ] && return 0
    mkdir -p "$dir/deb"
    (cd "$dir/deb" && apt-get download mrrescue >/dev/null 2>&1) || { echo "cannot download mrrescue" >&2; return 1; }
    dpkg-deb -x "$dir"/deb/mrrescue_*.deb "$dir/deb/root"
    python3 - "$dir/deb/root/usr/share/games/mrrescue/mrrescue.love" "$dir" <<'EOF'
import sys, zipfile
zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])
EOF
}

# Tiled's examples unpacked beside each other (Tiled cannot read .gz), for the anchor.
fetch_tiled() {
    local dir="$WORK/tiled"
    [ -d "$dir" ] && return 0
    [ -d /usr/share/doc/tiled/examples ] || { echo "the tiled package is not installed" >&2; return 1; }
    cp -r /usr/share/doc/tiled/examples "$dir"
    find "$dir" -name '*.gz' -exec gunzip -f {} +
}

run_corpus() {
    local name="$1" dir="$2" total=0 ours=0 theirs=0 orth=0 ours_orth=0 theirs_orth=0 back=0
    local out="$WORK/out/$name"
    mkdir -p "$out"
    while IFS= read -r map; do
        total=$((total + 1))
        local base
        base="$(echo "${map#"$dir"/}" | tr '/.' '__')" # Tiled picks its exporter by the whole suffix: one dot
        local o=0 t=0 r=0 orthogonal=1
        grep -qE 'orientation="(isometric|staggered|hexagonal)"' "$map" && orthogonal=0
        if timeout 120 "$MAPSMITH" convert "$map" "$out/$base.yaml" 2>"$out/$base.err" &&
            timeout 120 "$MAPSMITH" convert "$map" "$out/$base.png" 2>>"$out/$base.err"; then
            o=1
        fi
        if QT_QPA_PLATFORM=offscreen timeout 120 tiled --export-map "$map" "$out/${base}_tiled.tmj" \
            >/dev/null 2>&1; then
            t=1
        fi
        local ext="${map##*.}"
        if [ "$o" = 1 ] && timeout 120 "$MAPSMITH" convert "$map" "$out/${base}_back.$ext" 2>>"$out/$base.err" &&
            QT_QPA_PLATFORM=offscreen timeout 120 tiled --export-map "$out/${base}_back.$ext" \
                "$out/${base}_back_tiled.tmj" >/dev/null 2>&1; then
            r=1
        fi
        back=$((back + r))
        ours=$((ours + o))
        theirs=$((theirs + t))
        if [ "$orthogonal" = 1 ]; then
            orth=$((orth + 1))
            ours_orth=$((ours_orth + o))
            theirs_orth=$((theirs_orth + t))
        fi
        printf '%s\tmapsmith=%s\ttiled=%s\troundtrip=%s\torthogonal=%s\t%s\n' "$name" "$o" "$t" "$r" "$orthogonal" \
            "$(head -c 200 "$out/$base.err" | tr '\n' ' ')"
    done < <(find "$dir" -name '*.tmx' -o -name '*.tmj' | sort)
    printf '| %s | %d | %d/%d | %d/%d | %d/%d | %d/%d |\n' "$name" "$total" "$ours_orth" "$orth" "$theirs_orth" "$orth" \
        "$ours" "$theirs" "$back" "$ours" >>"$WORK/summary.md"
}

: >"$WORK/summary.md"
fetch_tiled && run_corpus tiled "$WORK/tiled"
fetch_mrrescue && run_corpus mrrescue "$WORK/mrrescue/maps"
echo
echo '| corpus | maps | Mapsmith imports (orthogonal) | Tiled reads (orthogonal) | Mapsmith / Tiled (all) | round trips Tiled reads / imported |'
echo '|---|---|---|---|---|---|'
cat "$WORK/summary.md"
