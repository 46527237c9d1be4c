#!/usr/bin/env bash
# Refreshes translations/*.ts from the sources (Qt Linguist's lupdate). Translate new entries in
# translations/mapsmith_zh_CN.ts afterwards: the translations_complete test fails while any is unfinished.
set -euo pipefail
cd "$(dirname "$0")/.."
LUPDATE="${LUPDATE:-/usr/lib/qt6/bin/lupdate}"
"$LUPDATE" -locations none -no-obsolete app ui -ts translations/mapsmith_zh_CN.ts translations/mapsmith_en.ts
