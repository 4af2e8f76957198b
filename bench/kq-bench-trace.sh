#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# kq-bench-trace.sh CLI [RUNS]: issue 41's long programs (bench/student), traced by `trace`.
#
# 1. Lines a second: `trace --max-steps=N` against `--max-steps=1` (the start-up: box, compiler,
#    GDB), A B A B, RUNS pairs, medians: (N - 1) / (median A - median B) of wall-clock time,
#    with the full stream (each line's stack) and with --only=moves, both to /dev/null. The C
#    program by GDB's stepper (KQ_STUDENT_RUNNER=gdb: the baseline) and by the native runner
#    (KQ_STUDENT_RUNNER=native), the Python one (10 to 11 frames deep) by its tracer's Python
#    alone (KQ_STUDENT_PYTRACE=python, sys.settrace: the baseline) and with its trace function
#    in C (src/student/kq-student-trace.c), and lesson 000's knight in Pascal
#    (tests/data/student/knight-000.pas: every tour of 5 x 5 from a corner, as knight-all.c) by
#    GDB's stepper, its only runner.
# 2. Each program to its natural end with --only=moves (the step limit lifted), the C one by
#    the native runner, the Python one by its tracer's Python alone and with its trace function
#    in C: its time, steps, solutions (304 tours, 724 placements) and exit status, RUNS times,
#    the median.
# 3. A long source's start-up: a C program of 10,000 straight lines to its first step against one
#    of 10, A B A B, the ratio of the medians (run before part 2).
# KQ_BENCH_LINES_GDB, KQ_BENCH_LINES_NATIVE and KQ_BENCH_LINES_PY set N (100,000, 5,000,000
# and 1,000,000); KQ_BENCH_WHOLE=0 leaves out part 2.
set -eu
cli=$1
runs=${2:-3}
here=$(cd "$(dirname "$0")/student" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# the wall-clock seconds of one run of the command
seconds () {
  /usr/bin/time -f %e -o "$tmp/time" "$@" > "$tmp/out" 2> /dev/null || true
  tail -1 "$tmp/time"
}

median () {
  sort -n | awk '{ v[NR] = $1 } END { print v[int ((NR + 1) / 2)] }'
}

speed () {  # runner program lines [--only=moves]; runner python-alone: KQ_STUDENT_PYTRACE=python
  runner=$1 program=$2 lines=$3
  shift 3
  pytrace=
  [ "$runner" = python-alone ] && pytrace=python
  : > "$tmp/a"; : > "$tmp/b"
  for i in $(seq "$runs"); do
    KQ_STUDENT_PYTRACE=$pytrace KQ_STUDENT_RUNNER=$runner seconds "$cli" trace "$here/$program" \
      --max-steps="$lines" "$@" >> "$tmp/a"
    KQ_STUDENT_PYTRACE=$pytrace KQ_STUDENT_RUNNER=$runner seconds "$cli" trace "$here/$program" \
      --max-steps=1 "$@" >> "$tmp/b"
  done
  a=$(median < "$tmp/a") b=$(median < "$tmp/b")
  echo "$(basename "$program") ($runner) $* $lines lines: $a s, start-up $b s: $(echo "$lines $a $b" |
    awk '{ printf "%d", ($1 - 1) / ($2 - $3) }') lines/s"
}

for runner in gdb native; do
  case $runner in gdb) lines=${KQ_BENCH_LINES_GDB:-100000} ;; *) lines=${KQ_BENCH_LINES_NATIVE:-5000000} ;; esac
  speed $runner knight-all.c "$lines"
  speed $runner knight-all.c "$lines" --only=moves
done
for runner in python-alone python; do
  speed $runner queens-class-all.py "${KQ_BENCH_LINES_PY:-1000000}"
  speed $runner queens-class-all.py "${KQ_BENCH_LINES_PY:-1000000}" --only=moves
done
speed gdb ../../tests/data/student/knight-000.pas "${KQ_BENCH_LINES_GDB:-100000}"
speed gdb ../../tests/data/student/knight-000.pas "${KQ_BENCH_LINES_GDB:-100000}" --only=moves

# 3. GDB's breakpoints, one a line, took the long one minutes.
straight () {
  { printf '#include <stdio.h>\nint main (void)\n{\n  int n, x = 0;\n'
    printf '  if (scanf ("%%d", &n) != 1)\n    return 2;\n'
    yes '  x += 1;' | head -n "$1"
    printf '  printf ("%%d\\n", x);\n  return 0;\n}\n'; } > "$tmp/straight-$1.c"
}
straight 10; straight 10000; echo 5 > "$tmp/QUEENS.INP"
: > "$tmp/a"; : > "$tmp/b"
for i in $(seq "$runs"); do
  seconds "$cli" trace "$tmp/straight-10000.c" --max-steps=1 >> "$tmp/a"
  seconds "$cli" trace "$tmp/straight-10.c" --max-steps=1 >> "$tmp/b"
done
a=$(median < "$tmp/a") b=$(median < "$tmp/b")
echo "10,000 straight lines to the first step: $a s, 10 lines: $b s: $(echo "$a $b" |
  awk '{ printf "%.2f", $1 / $2 }') times as long"

[ "${KQ_BENCH_WHOLE:-1}" = 0 ] && exit 0
whole () {  # program [python: the Python tracer's Python alone]
  program=$1 pytrace=${2:-}
  : > "$tmp/a"
  for i in $(seq "$runs"); do
    KQ_STUDENT_PYTRACE=$pytrace KQ_STUDENT_RUNNER=native seconds "$cli" trace "$here/$program" \
      --only=moves --max-steps=10000000000 >> "$tmp/a"
    echo "$program ${pytrace:+($pytrace alone) }whole: $(tail -1 "$tmp/a") s, $(tail -1 "$tmp/out" |
      sed 's/.*"exit": \([-0-9]*\), "steps": \([0-9]*\), "solutions": \([0-9]*\).*/exit \1, \2 steps, \3 solutions/')"
  done
  echo "$program ${pytrace:+($pytrace alone) }whole: median $(median < "$tmp/a") s"
}
whole knight-all.c
whole queens-class-all.py python
whole queens-class-all.py
