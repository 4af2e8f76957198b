#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# test-lsan-supp.sh CANARY BARE SUPPRESSIONS: under LeakSanitizer, the canary's own
# leaks (from main, a thread and a main-loop callback) are all reported with
# our suppressions, and GLib's quark block (16384 bytes from its constructor,
# see build-aux/kq-lsan-glib.c) is not: with stacks unwound by frame pointers
# (as the suite runs) and by DWARF, with symbols and without them (a fresh
# machine has no libc6-dbg). BARE, the canary without kq-lsan-glib.c, shows
# that the canary does make GLib leave its block.
set -euo pipefail
canary=$1
bare=$2
supp=$3

run () {
  ASAN_OPTIONS="detect_leaks=1:$how" LSAN_OPTIONS="suppressions=$supp:print_suppressions=1" "$@" 2>&1
}

for fast in 1 0; do
  for symbolize in 1 0; do
    how="fast_unwind_on_malloc=$fast:symbolize=$symbolize"
    log=$(run "$canary") && { echo "FAIL: the canary's leaks went unreported ($how)"; exit 1; }
    for size in 4242 4243 4244; do
      grep -q "leak of $size byte" <<< "$log" ||
        { echo "FAIL: our leak of $size bytes is hidden ($how)"; echo "$log"; exit 1; }
    done
    if grep -q "leak of 16384 byte" <<< "$log"; then
      echo "FAIL: GLib's quark block is reported ($how)"; echo "$log"; exit 1
    fi
    log=$(run "$bare") || true
    grep -q "leak of 16384 byte" <<< "$log" ||
      { echo "FAIL: GLib kept its quark block: the canary tests nothing ($how)"; echo "$log"; exit 1; }
    echo "ok $how"
  done
done
