#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make check-fresh`: the README's two commands on a pristine Debian 12 machine. Builds a minimal bookworm root
# from Debian's packages (mmdebstrap, variant minbase, plus make, which a user installs to run the README's
# commands at all), puts a clean clone of HEAD in it, and runs `make run` (no display: it writes out/) and
# `make test` inside, exactly as the README writes them, as root. Everything else the root gets comes from
# `make deps`. Prints each stage's time and the ctest summary; exits non-zero on any failure.
#   FRESH_ROOT=/var/tmp/mapsmith-fresh  where the root goes (emptied first; kept afterwards for a look)
#   FRESH_MIRROR=http://deb.debian.org  Debian's mirror
# Needs root (chroot, mounts) and mmdebstrap (installed here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
root="${FRESH_ROOT:-/var/tmp/mapsmith-fresh}"
mirror="${FRESH_MIRROR:-http://deb.debian.org}"
[ "$(id -u)" = 0 ] || { echo "check-fresh: run as root (it builds a root filesystem and chroots into it)" >&2; exit 2; }
command -v mmdebstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null

total_start=$SECONDS
stage_start=$SECONDS
stage() {
    echo "=== check-fresh: $1 took $((SECONDS - stage_start)) s"
    stage_start=$SECONDS
}

unmount_all() {
    for m in dev/pts dev proc sys; do
        mountpoint -q "$root/$m" 2>/dev/null && umount -l "$root/$m" || true
    done
}
trap unmount_all EXIT

unmount_all
rm -rf "$root"
# The snapshot mirrors this machine uses carry Release files past their Valid-Until; the root's apt (and so
# `make deps` inside) gets the same setting as the host's.
mmdebstrap --variant=minbase --include=make --quiet \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    bookworm "$root" \
    "deb $mirror/debian bookworm main" \
    "deb $mirror/debian bookworm-updates main" \
    "deb $mirror/debian-security bookworm-security main"
stage "mmdebstrap (minbase + make)"

rev="$(git rev-parse HEAD)"
git clone --quiet --no-hardlinks "$repo" "$root/root/mapsmith"
git -C "$root/root/mapsmith" checkout --quiet "$rev"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    echo "check-fresh: note: the working tree has uncommitted changes; the root gets HEAD ($rev) without them"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
mount -t proc proc "$root/proc"
mount -t sysfs sys "$root/sys"
stage "clone of HEAD ($rev)"

inside() {
    chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        TERM=dumb LANG=C.UTF-8 /bin/bash -c "cd /root/mapsmith && $1"
}

status=0
inside "make run" >"$root/root/make-run.log" 2>&1 || status=$?
tail -5 "$root/root/make-run.log"
stage "make run (exit $status)"
if [ $status -eq 0 ]; then
    for f in out/cave.yaml out/cave.png out/wall.png; do
        [ -s "$root/root/mapsmith/$f" ] || { echo "check-fresh: make run wrote no $f"; status=1; }
    done
fi

test_status=0
if [ $status -eq 0 ]; then
    inside "make test" >"$root/root/make-test.log" 2>&1 || test_status=$?
    grep -E "tests passed|tests failed|Total Test time|\*\*\*|Failed|Timeout" "$root/root/make-test.log" | tail -40 || true
    stage "make test (exit $test_status)"
fi

echo "=== check-fresh: logs in $root/root/make-run.log and $root/root/make-test.log"
echo "=== check-fresh: total $((SECONDS - total_start)) s"
if [ $status -ne 0 ] || [ $test_status -ne 0 ]; then
    echo "=== check-fresh: FAILED"
    [ $status -ne 0 ] && tail -30 "$root/root/make-run.log"
    exit 1
fi
echo "=== check-fresh: passed"
