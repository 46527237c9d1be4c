#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make deps`: installs the Debian packages named on the command line that are not installed yet (apt-get,
# through sudo when not root). When a package cannot be installed, says so in one line naming it and exits 1,
# instead of leaving the failure to a CMake stack later.
#   tools/deps.sh PACKAGE...
# APT_GET, DPKG_QUERY and DEPS_SUDO (sudo when not root) name the tools; tests put stand-ins there.
set -uo pipefail
APT_GET="${APT_GET:-apt-get}"
DPKG_QUERY="${DPKG_QUERY:-dpkg-query}"

installed() {
    "$DPKG_QUERY" -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

missing=()
for p in "$@"; do
    installed "$p" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo="${DEPS_SUDO-}"
[ -n "${DEPS_SUDO+set}" ] || { [ "$(id -u)" = 0 ] || sudo="sudo"; }
echo "Installing: ${missing[*]}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
{ $sudo "$APT_GET" update -qq && DEBIAN_FRONTEND=noninteractive $sudo "$APT_GET" install -y -qq \
    --no-install-recommends "${missing[@]}"; } >"$log" 2>&1
status=$?
still=()
for p in "${missing[@]}"; do
    installed "$p" || still+=("$p")
done
if [ $status -ne 0 ] || [ ${#still[@]} -ne 0 ]; then
    [ ${#still[@]} -eq 0 ] && still=("${missing[@]}")
    why="$(grep -E '^(E|W):' "$log" | head -1)"
    [ -n "$why" ] || why="$(tail -1 "$log")"
    [ -n "$why" ] || why="apt-get exited with $status"
    echo "make: cannot install the Debian package(s) ${still[*]}: ${why}" >&2
    exit 1
fi
grep -vE '^(Selecting|Preparing|Unpacking|Setting up|Processing|\(Reading)' "$log" | grep -E '^(E|W):' || true
exit 0
