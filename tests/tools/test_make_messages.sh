#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A missing package gives `make` one line naming the Debian package, not a CMake stack (issue 14):
# tools/deps.sh when apt-get cannot install it, tools/configure.sh when CMake cannot find what it brings
# (a real configure of a tiny project whose package is hidden, and the log of Qt6Charts without Qt6OpenGL).
#   test_make_messages.sh SOURCE_DIR WORK_DIR
set -uo pipefail
src="$1"
work="$2"
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }

# deps: nothing installed, apt-get fails: exit 1, one line on stderr naming both packages.
DPKG_QUERY=false APT_GET=false DEPS_SUDO= bash "$src/tools/deps.sh" libfoo-dev bar >"$work/out" 2>"$work/err"
[ $? -eq 1 ] || fail "deps.sh should exit 1"
[ "$(wc -l <"$work/err")" -eq 1 ] || fail "deps.sh: not one line: $(cat "$work/err")"
grep -q "libfoo-dev bar" "$work/err" || fail "deps.sh names no package: $(cat "$work/err")"
# deps: everything installed: apt-get is not called, nothing is said.
printf '#!/bin/sh\nprintf "install ok installed"\n' >"$work/dpkg-query" && chmod +x "$work/dpkg-query"
DPKG_QUERY="$work/dpkg-query" APT_GET=false DEPS_SUDO= bash "$src/tools/deps.sh" libfoo-dev >"$work/out" 2>&1 ||
    fail "deps.sh with everything installed failed: $(cat "$work/out")"
[ ! -s "$work/out" ] || fail "deps.sh with everything installed said: $(cat "$work/out")"

# configure: a project that needs yaml-cpp, configured with every package hidden.
mkdir -p "$work/proj"
printf 'cmake_minimum_required(VERSION 3.25)\nproject(p NONE)\nfind_package(yaml-cpp REQUIRED)\n' \
    >"$work/proj/CMakeLists.txt"
cmake -S "$work/proj" -B "$work/proj/build" -DCMAKE_FIND_ROOT_PATH=/nonexistent \
    -DCMAKE_FIND_ROOT_PATH_MODE_PACKAGE=ONLY >"$work/yaml.log" 2>&1 && fail "the hidden package was found"
line="$(APT_PACKAGES="cmake libyaml-cpp-dev" bash "$src/tools/configure.sh" --explain "$work/yaml.log")"
expected="make: configure failed: CMake package yaml-cpp not found; it comes with the Debian package libyaml-cpp-dev (all of it: $work/yaml.log)"
[ "$line" = "$expected" ] || fail "yaml-cpp: got '$line'"

# configure: Qt6Charts without Qt6OpenGL (the log of a fresh machine before libqt6opengl6-dev was listed).
log="$src/tests/data/build/qt6charts-without-opengl.log"
line="$(APT_PACKAGES="qt6-charts-dev" bash "$src/tools/configure.sh" --explain "$log")"
expected="make: configure failed: CMake package Qt6OpenGL not found; it comes with the Debian package libqt6opengl6-dev (not in the Makefile's APT_PACKAGES) (all of it: $log)"
[ "$line" = "$expected" ] || fail "Qt6OpenGL: got '$line'"

# The Makefile's list has what that log was missing.
make -s -C "$src" -n deps | grep -q "libqt6opengl6-dev" || fail "APT_PACKAGES lacks libqt6opengl6-dev"
echo "make messages: all passed"
