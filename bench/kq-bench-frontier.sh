#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every closed tour counted by the frontier (`tour MxN --closed --all
# --count`), as whole processes under /usr/bin/time -v: the time, the
# processor time and the peak memory, and the count checked against the
# published one (with, up to 64 squares, the count as Knuth writes it):
#   kq-bench-frontier.sh CLI             6 × 6 (beside the backtracking
#                                        count from a square), 6 × 8, 7 × 8
#   kq-bench-frontier.sh CLI 8x8 …       other boards (8x8: tens of minutes,
#                                        up to 16 GB and a file in $TMPDIR)
#   kq-bench-frontier.sh CLI open:7x7    open tours (`--frontier`), directed
set -eu

cli=$1
shift
[ $# -gt 0 ] || set -- 6x6 6x8 7x8
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Undirected closed tours, OEIS A001230, A175855 and issue 44's list.
expected () {
  case $1 in
    6x6) echo 9862 ;;
    5x8 | 8x5) echo 44202 ;;
    6x8 | 8x6) echo 55488142 ;;
    7x8 | 8x7) echo 34524432316 ;;
    8x8 | 8) echo 13267364410532 ;;
    # Directed open tours of n × n, OEIS A165134.
    open:5x5) echo 1728 ;;
    open:6x6) echo 6637920 ;;
    open:7x7) echo 165575218320 ;;
    *) echo unknown ;;
  esac
}

# "SECONDS CPU_SECONDS PEAK_MB" of one run of "$@", its output in $tmp/out.
measure () {
  /usr/bin/time -v "$@" > "$tmp/out" 2> "$tmp/time"
  awk -F': ' '/Elapsed \(wall clock\)/ { n = split ($2, t, ":"); wall = 0
                                          for (i = 1; i <= n; i++) wall = wall * 60 + t[i] }
              /User time/ { cpu += $2 } /System time/ { cpu += $2 }
              /Maximum resident/ { peak = $2 / 1024 }
              END { printf "%.2f %.2f %.0f\n", wall, cpu, peak }' "$tmp/time"
}

if [ "$1" = 6x6 ]; then
  set -- $(measure "$cli" tour 6 3 1 --closed --all --count) "$@"
  echo "6 x 6 from (3, 1), backtracking: $(cat "$tmp/out") tours in $1 s ($2 s CPU, $3 MB)"
  shift 3
fi
for board in "$@"; do
  case $board in
    open:*) set -- $(measure "$cli" tour "${board#open:}" --frontier --all --count)
            found=$(sed -n 1p "$tmp/out" | cut -d' ' -f1) ;;
    *) set -- $(measure "$cli" tour "$board" --closed --all --count)
       found=$(sed -n 2p "$tmp/out" | cut -d' ' -f1) ;;
  esac
  verdict=$([ "$found" = "$(expected "$board")" ] && echo "as published" ||
            echo "published: $(expected "$board")")
  echo "$board: $found ($verdict) in $1 s ($2 s CPU, $3 MB peak, load $(cut -d' ' -f1 /proc/loadavg))"
  # The count as Knuth writes it, where the board is small enough for its classes.
  grep ' = [0-9]* × ' "$tmp/out" | cut -d: -f1 | sed 's/^/  classes: /' || true
done
