#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Knights & Queens from a fresh Debian 12 checkout, in one command:
#   build-aux/dev.sh run    install what is missing, build, start the window
#   build-aux/dev.sh test   install what is missing, build, run the whole suite
#                           (once plain, once under AddressSanitizer + UBSan)
#   build-aux/dev.sh tsan   the suite under ThreadSanitizer (slow; not part of test)
# Both are idempotent: with everything in place they only rebuild what changed.
set -euo pipefail

cd "$(dirname "$0")/.."

packages=(
  gcc libc6-dev pkg-config meson ninja-build gettext
  libglib2.0-dev libglib2.0-bin libglib2.0-data libgtk-4-dev libgtk-4-bin libgtksourceview-5-dev libadwaita-1-dev libcairo2-dev libpango1.0-dev
  desktop-file-utils appstream fonts-dejavu-core librsvg2-bin poppler-utils
  libgif-dev libgdk-pixbuf-2.0-dev imagemagick yelp-tools itstool
  xvfb xauth dbus-daemon at-spi2-core python3-pyatspi
  parallel
  gdb g++ fpc python3 python3-dev bubblewrap libseccomp-dev
  slurm-wlm slurm-client munge
)

install_missing () {
  local missing=() p
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null | grep -qx installed || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
}

# meson setup only once per build dir; later runs just rebuild.
build () {
  local dir=$1; shift
  [ -f "$dir/build.ninja" ] || meson setup "$dir" "$@"
  meson compile -C "$dir"
}

# A display, a session bus and the test settings for everything GTK runs here.
# -noreset: by default the X server resets when its last client leaves, and a
# test's window connecting in that moment (two tests run at once) finds no
# display.
under_display () {
  GDK_BACKEND=x11 GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 \
    xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" dbus-run-session -- "$@"
}

# How many times slower than idle the machine is now: one more than its load
# per core (the larger of the last minute's and five minutes'), rounded down; 1
# at rest. Beside a second suite (load 8 to 12 on two cores) tests that pass
# alone timed out.
load_scale () {
  local one five
  read -r one five _ < /proc/loadavg
  awk -v a="$one" -v b="$five" -v cores="$(nproc)" \
    'BEGIN { l = a > b ? a : b; print int (l / cores) + 1 }'
}

# KQ_TEST_REQUIRE_DISPLAY: a window test without a display fails instead of
# exiting 77 (SKIP), so that the suite (and CI) never passes on skipped tests.
# MULTIPLIER: the sanitizers' slowness. It and the load's scale stretch meson's
# timeouts (30 s, 90 s for the slow suite) and, through KQ_TEST_TIME_SCALE, the
# tests' own waits (tests/kq-test-time.h): a wait on a condition, never a
# sleep, so an idle machine loses nothing.
run_suite () {
  local dir=$1 multiplier=$2 scale; shift 2
  scale=$((multiplier * $(load_scale)))
  echo "Timeouts and waits × $scale (load $(cut -d' ' -f1-2 /proc/loadavg) on $(nproc) cores)"
  under_display env KQ_TEST_REQUIRE_DISPLAY=1 KQ_TEST_TIME_SCALE="$scale" "$@" \
    meson test -C "$dir" --print-errorlogs --num-processes 2 --timeout-multiplier "$scale"
}

command=${1:-}
case "$command" in
  run)
    install_missing
    build build
    shift
    # the settings schema and the translations of this build, not installed
    GSETTINGS_SCHEMA_DIR="$PWD/build/data" KQ_LOCALEDIR="$PWD/build/po" \
      exec ./build/src/app/knights-queens "$@"
    ;;
  test)
    install_missing
    build build
    run_suite build 1
    build build-asan -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized
    # Allocation stacks unwound by frame pointers, ASan's default: DWARF
    # unwinding (fast_unwind_on_malloc=0) made the window tests 15 times
    # slower. build-aux/kq-lsan-glib.c singles out GLib's one leak instead.
    run_suite build-asan 4 \
      ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
      UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
    ;;
  tsan)
    install_missing
    # build-aux/kq-tsan-glib.c shows TSan GLib's futex hand-overs; GSlice's
    # per-thread caches would look like races, so plain malloc.
    build build-tsan -Db_sanitize=thread -Dbuildtype=debugoptimized
    run_suite build-tsan 10 G_SLICE=always-malloc \
      TSAN_OPTIONS="halt_on_error=1:suppressions=$PWD/build-aux/tsan.supp"
    ;;
  *)
    echo "usage: $0 run [ARGS…] | test | tsan" >&2
    exit 2
    ;;
esac
