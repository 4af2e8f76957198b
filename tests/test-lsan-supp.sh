#!/bin/bash
# test-lsan-supp.sh CANARY SUPPRESSIONS: under LeakSanitizer, the canary's own
# leaks (from main, a thread and a main-loop callback) are all reported with
# our suppressions, and GLib's start-up leak (16384 bytes from its constructor)
# is not; with symbols and without them (a fresh machine has no libc6-dbg).
set -euo pipefail
canary=$1
supp=$2

for symbolize in 1 0; do
  log=$(ASAN_OPTIONS="detect_leaks=1:fast_unwind_on_malloc=0:symbolize=$symbolize" \
        LSAN_OPTIONS="suppressions=$supp:print_suppressions=1" \
        "$canary" 2>&1) && { echo "FAIL: the canary's leaks went unreported (symbolize=$symbolize)"; exit 1; }
  for size in 4242 4243 4244; do
    grep -q "leak of $size byte" <<< "$log" ||
      { echo "FAIL: our leak of $size bytes is hidden (symbolize=$symbolize)"; echo "$log"; exit 1; }
  done
  if grep -q "leak of 16384 byte" <<< "$log"; then
    echo "FAIL: GLib's quark block is reported (symbolize=$symbolize)"; echo "$log"; exit 1
  fi
  grep -Eq "^ +[0-9]+ +16384 " <<< "$log" ||
    { echo "FAIL: GLib's quark block did not leak: the canary no longer tests the suppression"; echo "$log"; exit 1; }
  echo "ok symbolize=$symbolize"
done
