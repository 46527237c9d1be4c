#!/usr/bin/env bash
# translations/mapsmith_zh_CN.ts is complete: lupdate run over today's sources finds no string that lacks a
# finished Chinese translation. Usage: check_translations.sh LUPDATE SOURCE_DIR WORK_DIR
set -euo pipefail
lupdate="$1"; src="$2"; work="$3"
mkdir -p "$work"
cp "$src/translations/mapsmith_zh_CN.ts" "$work/check_zh_CN.ts"
(cd "$src" && "$lupdate" -silent -locations none -no-obsolete app ui -ts "$work/check_zh_CN.ts")
total=$(grep -c "<message" "$work/check_zh_CN.ts" || true)
missing=$(grep -c 'type="unfinished"' "$work/check_zh_CN.ts" || true)
if [ "$missing" != 0 ]; then
    echo "translations/mapsmith_zh_CN.ts lacks $missing of $total translations; run tools/update-translations.sh and translate:"
    grep -B3 'type="unfinished"' "$work/check_zh_CN.ts" | grep "<source>" | head -50
    exit 1
fi
if [ "$total" -lt 50 ]; then
    echo "only $total messages found: lupdate did not see the sources?"
    exit 1
fi
echo "translations complete: $total messages, 0 unfinished"
