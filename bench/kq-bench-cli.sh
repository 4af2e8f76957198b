#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The CLI's printers against plain tools writing as much, in the same run
# (best of RUNS, alternating):
#   kq-bench-cli.sh CLI [N]     the listing of N queens (default 16) beside
#                               cat of the same bytes, and the 1000 × 1000
#                               tour matrix beside seq 1000000
set -eu

cli=$1
n=${2:-16}
runs=3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Nanoseconds that "$@" takes, its output thrown away.
took () {
  start=$(date +%s%N)
  "$@" > /dev/null
  echo $(($(date +%s%N) - start))
}

# Best of $runs for A and B, A B A B …: "A_NS B_NS".
race () {
  a=; b=
  for i in $(seq "$runs"); do
    t=$(took sh -c "$1"); [ -z "$a" ] || [ "$t" -lt "$a" ] && a=$t
    t=$(took sh -c "$2"); [ -z "$b" ] || [ "$t" -lt "$b" ] && b=$t
  done
  echo "$a $b"
}

"$cli" queens "$n" > "$tmp/listing"
bytes=$(wc -c < "$tmp/listing")
set -- $(race "exec '$cli' queens $n > /dev/null" "exec cat '$tmp/listing' > /dev/null")
awk -v n="$n" -v bytes="$bytes" -v a="$1" -v b="$2" 'BEGIN {
  printf "listing   queens %d > /dev/null %.3f s (%.0f MB/s), cat of its %.0f MB %.3f s (%.0f MB/s): ratio %.2f (no goal: the search itself is most of it)\n",
         n, a / 1e9, bytes / a * 1e3, bytes / 1e6, b / 1e9, bytes / b * 1e3, a / b }'
rm -f "$tmp/listing"

set -- $(race "exec '$cli' tour 1000 1 1 > /dev/null" "exec seq 1000000 > /dev/null")
awk -v a="$1" -v b="$2" 'BEGIN {
  printf "tour      tour 1000 1 1 > /dev/null %.3f s, seq 1000000 > /dev/null %.3f s: ratio %.2f (goal <= 4)\n",
         a / 1e9, b / 1e9, a / b }'
