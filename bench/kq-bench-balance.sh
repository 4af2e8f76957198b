#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# How even the shares of --part are, by instructions (repeatable on a busy
# machine, unlike times):
#   kq-bench-balance.sh CLI [N [K]]   (default n = 16, K = 64)
# Each of the K shares runs under callgrind, which counts the instructions
# spent inside kq_queens_job_count (the searches; the listing of the jobs,
# the same in every share, left out). Prints the heaviest share against the
# mean (goal: at most 1.05), and checks that the shares add up to the count.
set -eu

cli=$1
n=${2:-16}
k=${3:-64}
if ! command -v valgrind > /dev/null; then
  echo "valgrind is missing" >&2
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

i=1
while [ "$i" -le "$k" ]; do
  valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect=kq_queens_job_count \
    "$cli" queens "$n" --count --threads=1 --part "$i/$k" >> "$tmp/shares" 2> "$tmp/log"
  sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$tmp/log" >> "$tmp/instructions"
  i=$((i + 1))
done

total=$("$cli" sum "$tmp/shares")
expected=$("$cli" queens "$n" --count --quiet)
awk -v n="$n" -v k="$k" -v total="$total" -v expected="$expected" '
  { sum += $1; if ($1 > most) { most = $1; heaviest = NR } }
  END {
    printf "n = %d, %d shares: %.3g instructions in all; the heaviest, %d/%d, %.3f times the mean (goal <= 1.05); total %s (%s)\n",
           n, k, sum, heaviest, k, most / (sum / k), total, total == expected ? "right" : "WRONG, not " expected
    exit total != expected
  }' "$tmp/instructions"
