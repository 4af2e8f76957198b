#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/student-corpus/measure.sh CORPUS [ID…]: each real program of a corpus kept outside the
# repository (CORPUS/progs/ID/: its source, its input, meta.json with what it printed natively)
# traced by $CLI (a copy of knights-queens-cli, so that a rebuild meanwhile changes nothing),
# $JOBS at once (2), and judged by judge.py; the verdicts, one a line, and "K of N right" into
# CORPUS/results-DATE.txt. See bench/README.md.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
corpus=${1:?usage: CLI=… measure.sh CORPUS [ID…]}
shift
cd "$corpus" || exit 2
export CLI=${CLI:?set CLI to a copy of knights-queens-cli} JUDGE=$here/judge.py
ids=("$@")
[ ${#ids[@]} -eq 0 ] && mapfile -t ids < <(ls progs)
out=results-$(date +%Y%m%d-%H%M%S).txt
mkdir -p runs

one () {
  local id=$1 d=progs/$1 w=runs/$1 src input
  rm -rf "$w" && mkdir -p "$w" && cp -r "$d"/. "$w"/
  src=$(cd "$w" && ls | grep -iE '\.(c|cpp|cp|cc|cxx|c\+\+|pas|pp|lpr|pascal|py)$' | head -1)
  input=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("input") or "")' \
          "$d/meta.json")
  args=(trace "$src" --only=moves)
  [ -n "$input" ] && args+=(--input "$input")
  (cd "$w" && timeout 900 "$CLI" "${args[@]}" > trace.jsonl 2> trace.err)
  python3 "$JUDGE" "$d" "$w/trace.jsonl"
}
export -f one
printf '%s\n' "${ids[@]}" | xargs -P "${JOBS:-2}" -I{} bash -c 'one {}' | sort | tee "$out"
echo "$(grep -c ' RIGHT' "$out") of $(wc -l < "$out") right" | tee -a "$out"
