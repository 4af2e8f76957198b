#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# test-slurm.sh SCRIPT: knights-queens-slurm-count (SCRIPT) on a real Slurm,
# with "$KQ_CLI" the CLI. Starts a private single-node Slurm from Debian's
# slurm-wlm and munge: its own munge key, slurm.conf, ports, state and spool
# in a temporary folder; munged, slurmctld and slurmd in the foreground,
# stopped by their pids at the end (after the jobs and their slurmstepd).
# Then: the checks before submitting (a DIR that cannot be made: exit 2);
# N and K with leading zeros, read as decimal; n = 12 in 4 shares; a CLI that fails
# on the node; a count cancelled while it runs; a lost share rerun, first
# failing (the old total stays), then with sbatch answering "jobid;cluster".
# Exits 77 (SKIP) without the packages or root. Every wait is bounded.
# The messages quote as the CLI's do (“ ”).
# shellcheck disable=SC1111
set -euo pipefail

script=$(realpath -- "$1")
cli=$(realpath -- "$KQ_CLI")

skip () { echo "SKIP: $*"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "slurmd needs root"
for program in munged slurmctld slurmd sbatch scontrol squeue sinfo; do
  command -v "$program" > /dev/null || skip "$program is missing (slurm-wlm, munge)"
done

tmp=$(mktemp -d /tmp/kq-slurm-XXXXXX)
pids=()
conf=''  # this cluster's slurm.conf, once written: never another cluster's
fail () {
  echo "FAIL: $*"
  for log in "$tmp"/log/*; do
    [ -f "$log" ] && { echo "--- $log"; tail -n 20 "$log"; }
  done
  exit 1
}
# This cluster's step daemons: slurmstepd detaches from slurmd, and knows
# our SLURM_CONF from it.
steps () {
  local proc
  for proc in /proc/[0-9]*; do
    [ "$(cat "$proc/comm" 2> /dev/null)" = slurmstepd ] &&
      tr '\0' '\n' < "$proc/environ" 2> /dev/null | grep -qxF "SLURM_CONF=$conf" &&
      echo "${proc#/proc/}"
  done
  return 0
}
stop () {
  local pid i
  if [ -n "$conf" ]; then
    # Jobs left by a failure end before their daemons go.
    timeout 10 scancel --user=root 2> /dev/null || true
    for ((i = 0; i < 40; i++)); do
      [ -z "$(timeout 5 squeue --noheader 2> /dev/null)" ] && break
      sleep 0.25
    done
  fi
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2> /dev/null || true; done
  for pid in "${pids[@]}"; do
    for ((i = 0; i < 50; i++)); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2> /dev/null || true
  done
  # slurmstepd ignores SIGTERM once its slurmd is gone.
  [ -z "$conf" ] || for pid in $(steps); do kill -KILL "$pid" 2> /dev/null || true; done
  rm -rf "$tmp"
}
trap stop EXIT
trap 'exit 1' TERM INT HUP  # a timeout stops the daemons too

# A port nobody listens on, in the dynamic range.
free_port () {
  local port
  while :; do
    port=$((49152 + RANDOM % 16000))
    (exec 3<> "/dev/tcp/127.0.0.1/$port") 2> /dev/null || { echo "$port"; return; }
  done
}

# Waits (at most SECONDS) until COMMAND succeeds.
wait_for () {  # wait_for SECONDS WHAT COMMAND…
  local seconds=$1 what=$2 i
  shift 2
  for ((i = 0; i < seconds * 4; i++)); do
    "$@" && return 0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2> /dev/null || fail "a daemon died ($pid) while waiting for $what"; done
    sleep 0.25
  done
  fail "no $what after $seconds s"
}

mkdir -p "$tmp"/{etc,state,spool,log,work}
chmod 755 "$tmp"  # munged: the socket's folders open to all
chmod 700 "$tmp/etc"
head -c 1024 /dev/urandom > "$tmp/etc/munge.key"
chmod 400 "$tmp/etc/munge.key"
munged --foreground --key-file="$tmp/etc/munge.key" --socket="$tmp/munge.socket" \
  --pid-file="$tmp/munged.pid" --seed-file="$tmp/munged.seed" > "$tmp/log/munged.log" 2>&1 &
pids+=($!)
wait_for 20 "munge socket" test -S "$tmp/munge.socket"

host=$(hostname -s)
conf=$tmp/etc/slurm.conf
export SLURM_CONF=$conf
cat > "$conf" <<EOF
ClusterName=kqtest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
SlurmUser=root
AuthType=auth/munge
AuthInfo=socket=$tmp/munge.socket
CredType=cred/munge
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
MaxArraySize=101
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=kq Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -D -i -f "$SLURM_CONF" > "$tmp/log/slurmctld.log" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" > "$tmp/log/slurmd.log" 2>&1 &
pids+=($!)
node_idle () { [ "$(timeout 10 sinfo --noheader --format=%T 2> /dev/null)" = idle ]; }
wait_for 60 "idle node" node_idle
echo "# Slurm is up: $(timeout 10 sinfo --noheader)"

# Runs the command under test, bounded; its output in out and err, its
# status in status.
count () {
  status=0
  timeout 120 "$script" "$@" > "$tmp/out" 2> "$tmp/err" || status=$?
  out=$(< "$tmp/out") err=$(< "$tmp/err")
}
expect () {  # expect STATUS TEXT-IN-STDERR-OR-STDOUT
  [ "$status" -eq "$1" ] && [[ "$out$err" == *"$2"* ]] ||
    fail "expected status $1 and “$2”, got $status: $out $err"
}
status_done () { ! grep -qx 'state=submitted' "$1/status"; }
wait_status () {  # wait_status DIR STATE
  wait_for 120 "sum job in $1" status_done "$1"
  grep -qx "state=$2" "$1/status" || fail "$1/status: $(cat "$1/status")"
}
field () { sed -n "s/^$2=//p" "$1/status"; }

# A CLI that runs here but fails in every job, as one missing from the nodes.
broken=$tmp/broken-cli
printf '#!/bin/sh\n[ -z "$SLURM_JOB_ID" ] || { echo "not on this node" >&2; exit 127; }\nexec %q "$@"\n' \
  "$cli" > "$broken"
chmod +x "$broken"

cd "$tmp/work"
export KQ_CLI=$cli

echo "# checks before submitting"
KQ_CLI=$tmp/none count 12 4 D
expect 2 "the CLI “$tmp/none” is not found here"
KQ_CLI=/bin/true count 12 4 D
expect 2 "does not count here"
count 33 4 D
expect 2 "N: “33” is not a number from 1 to 32"
count 12 0 D
expect 2 "K: “0” is not a number"
count 12 101 D
expect 2 "at most 100 (MaxArraySize = 101"
touch plain-file
count 12 4 plain-file/D
expect 2 "cannot create plain-file/D: Not a directory"
count 12 4 /proc/kq-count
expect 2 "cannot create /proc/kq-count"
rm plain-file
count 12 4 D -- --partition=none
expect 1 "sbatch did not take the array"
[ ! -e D ] || [ -z "$(ls D/share-* D/total.txt 2> /dev/null)" ] || fail "a refused count left files"
rm -rf D

echo "# N and K with leading zeros are read as decimal: 8 queens in 9 shares"
count --cpus 01 08 09 Z -- --partition=kq --time=5
expect 0 "submitted the array"
grep -qx 'queens=8' Z/count && grep -qx 'shares=9' Z/count || fail "Z/count: $(cat Z/count)"
wait_status Z done
[ "$(field Z total)" = 92 ] || fail "8 queens in 9 shares: $(cat Z/status)"
rm -rf Z

echo "# n = 12 in 4 shares"
count --cpus 1 12 4 D -- --partition=kq --time=5
expect 0 "submitted the array"
wait_status D "done"
[ "$(cat D/total.txt)" = 14200 ] || fail "total.txt: $(cat D/total.txt)"
[ "$(field D total) $(field D unique)" = "14200 1787" ] || fail "status: $(cat D/status)"
for i in 1 2 3 4; do [ -f "D/logs/share-$i.log" ] || fail "no D/logs/share-$i.log"; done
grep -q "12 queens: 14200 solutions, 1787 unique" D/logs/sum.log || fail "sum.log: $(cat D/logs/sum.log)"
[ "$(echo *)" = D ] || fail "files outside DIR: $(echo *)"
count 10 4 D
expect 2 "holds another count"
count 12 4 D
expect 2 "holds this count already"
count --rerun D
expect 0 "nothing to rerun"
mkdir E && touch E/share-5.txt
count 12 4 E
expect 2 "holds “share-5.txt” of another count"

echo "# a CLI that fails on the node: the sum names the shares, no hang"
KQ_CLI=$broken count --cpus 1 10 3 F
expect 0 "submitted the array"
wait_status F failed
[ "$(field F missing)|$(field F failed)" = "1 2 3|1 2 3" ] || fail "status: $(cat F/status)"
[ ! -e F/total.txt ] || fail "a failed count wrote total.txt"
grep -q "share 2 failed: the CLI “$broken” is not found on .* (exit status 127)" F/logs/sum.log || fail "sum.log: $(cat F/logs/sum.log)"
grep -q "not on this node" F/logs/share-2.log || fail "share-2.log: $(cat F/logs/share-2.log)"
rerun=$(field F rerun)
grep -qF "Rerun just those with:" F/logs/sum.log && grep -qF "  $rerun" F/logs/sum.log ||
  fail "sum.log gives no rerun: $(cat F/logs/sum.log)"
# The command it names, with the CLI fixed.
status=0
timeout 120 bash -c "$rerun" > "$tmp/out" 2>&1 || status=$?
[ "$status" -eq 0 ] || fail "$rerun: $(cat "$tmp/out")"
wait_status F "done"
[ "$(cat F/total.txt)" = 724 ] || fail "F/total.txt: $(cat F/total.txt)"

echo "# a count cancelled while it runs: the sum job still comes"
count --cpus 1 19 2 G
expect 0 "submitted the array"
wait_for 60 "running share" test -e G/share-1.txt.part
timeout 10 scancel "$(field G array)"
wait_status G failed
[ "$(field G missing)" = "1 2" ] || fail "status: $(cat G/status)"
grep -q "stopped by a signal" G/logs/sum.log || fail "sum.log: $(cat G/logs/sum.log)"
[ -z "$(ls G/*.part 2> /dev/null)" ] || fail "a part file stayed: $(ls G)"

echo "# a lost share, rerun with the CLI failing: the old total stays"
rm D/share-3.txt
echo "the first run" > D/logs/share-1.log
KQ_CLI=$broken count --rerun D
expect 0 "submitted the array"
[[ $out == *"(shares 3 of 4)"* ]] || fail "not only share 3: $out"
wait_status D failed
[ "$(field D missing)" = 3 ] || fail "status: $(cat D/status)"
[ "$(cat D/total.txt)" = 14200 ] || fail "the old total is lost: $(cat D/total.txt)"

echo "# rerun of the missing share, sbatch answering jobid;cluster"
mkdir "$tmp/bin"
cat > "$tmp/bin/sbatch" <<EOF
#!/bin/bash
# sbatch on a site of several clusters: "jobid;cluster", and --clusters named.
args=()
for a in "\$@"; do
  case \$a in --clusters=*) echo "\$a" >> "$tmp/clusters" ;; *) args+=("\$a") ;; esac
done
id=\$($(command -v sbatch) "\${args[@]}") && echo "\$id;kqtest"
EOF
chmod +x "$tmp/bin/sbatch"
PATH=$tmp/bin:$PATH count --rerun D
expect 0 "submitted the array"
[[ $out == *"(shares 3 of 4)"* && $out == *"(cluster kqtest)"* ]] || fail "rerun: $out"
wait_status D "done"
[ "$(cat D/total.txt)" = 14200 ] || fail "D/total.txt: $(cat D/total.txt)"
[ "$(cat "$tmp/clusters")" = "--clusters=kqtest" ] || fail "the sum job's cluster: $(cat "$tmp/clusters")"
[ "$(cat D/logs/share-1.log)" = "the first run" ] || fail "share 1 ran again"
[ ! -e D/share-3.failed ] || fail "D/share-3.failed stayed"

echo "# all passed"
