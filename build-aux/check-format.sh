#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# build-aux/check-format.sh [BASE]: what .clang-format would change in the C
# lines changed since BASE (default main), as a diff to read. Advisory, as
# GLib's CI style check is: how declarations line up stays the author's
# call, and nothing fails on it (exit 0; 2 without clang-format).
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-main}
command -v clang-format-diff > /dev/null ||
  { echo "check-format.sh: needs clang-format (apt-get install clang-format)" >&2; exit 2; }
git diff -U0 --no-color "$base" -- '*.c' '*.h' | clang-format-diff -p1 || true
