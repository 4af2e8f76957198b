#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# kq-bench-trace.sh CLI [RUNS]: issue 41's long programs (bench/student), traced by `trace`.
#
# 1. Lines a second: `trace --max-steps=N` against `--max-steps=1` (the start-up: box, compiler,
#    GDB), A B A B, RUNS pairs, medians: (N - 1) / (median A - median B) of wall-clock time,
#    with the full stream (each line's stack) and with --only=moves, both to /dev/null.
# 2. Each program to its natural end with --only=moves (the step limit lifted): its time, its
#    solutions (304 tours, 724 placements), its exit status, RUNS times, the median.
# KQ_STUDENT_RUNNER=gdb traces C and C++ by the GDB stepper (issue 41's baseline) where the
# native runner would; KQ_BENCH_LINES_C and KQ_BENCH_LINES_PY set N (100,000 and 1,000,000);
# KQ_BENCH_WHOLE=0 leaves out part 2.
set -eu
cli=$1
runs=${2:-3}
here=$(cd "$(dirname "$0")/student" && pwd)
lines_c=${KQ_BENCH_LINES_C:-100000}
lines_py=${KQ_BENCH_LINES_PY:-1000000}

# the wall-clock seconds of one run of the command
seconds () {
  /usr/bin/time -f %e -o "$tmp/time" "$@" > "$tmp/out" 2> /dev/null || true
  cat "$tmp/time" | tail -1
}

median () {
  sort -n | awk '{ v[NR] = $1 } END { print v[int ((NR + 1) / 2)] }'
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

speed () {  # program lines [--only=moves]
  program=$1 lines=$2
  shift 2
  : > "$tmp/a"; : > "$tmp/b"
  for i in $(seq "$runs"); do
    seconds "$cli" trace "$here/$program" --max-steps="$lines" "$@" >> "$tmp/a"
    seconds "$cli" trace "$here/$program" --max-steps=1 "$@" >> "$tmp/b"
  done
  a=$(median < "$tmp/a") b=$(median < "$tmp/b")
  echo "$program $* $lines lines: $a s, start-up $b s: $(echo "$lines $a $b" |
    awk '{ printf "%d", ($1 - 1) / ($2 - $3) }') lines/s"
}

for program in knight-all.c queens-class-all.py; do
  case $program in *.py) lines=$lines_py ;; *) lines=$lines_c ;; esac
  speed "$program" "$lines"
  speed "$program" "$lines" --only=moves
done

[ "${KQ_BENCH_WHOLE:-1}" = 0 ] && exit 0
for program in knight-all.c queens-class-all.py; do
  : > "$tmp/a"
  for i in $(seq "$runs"); do
    seconds "$cli" trace "$here/$program" --only=moves --max-steps=10000000000 >> "$tmp/a"
    end=$(tail -1 "$tmp/out")
    echo "$program, whole: $(tail -1 "$tmp/a") s, $(echo "$end" |
      sed 's/.*"exit": \([-0-9]*\), "steps": \([0-9]*\), "solutions": \([0-9]*\).*/exit \1, \2 steps, \3 solutions/')"
  done
  echo "$program, whole: median $(median < "$tmp/a") s"
done
