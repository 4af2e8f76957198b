#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# build-aux/fresh-debian.sh [DIR]: the README's test command as CI meets it,
# on a clean Debian 12: a minimal system made by debootstrap in DIR (default
# /var/tmp/kq-debian12; an existing one is used as it is, so give a new DIR
# for a fresh start), a clean clone of this repository's HEAD in it, and
# .ci/run there as root, with only what build-aux/dev.sh installs. The C
# library's debug symbols (libc6-dbg) and the tools of a developer's machine
# are not there. Needs root, debootstrap, bubblewrap and Debian's package
# mirror.
set -euo pipefail

root=${1:-/var/tmp/kq-debian12}
top=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)

[ "$(id -u)" -eq 0 ] || { echo "fresh-debian.sh: needs root (debootstrap, bwrap)" >&2; exit 2; }
for tool in debootstrap bwrap; do
  command -v $tool > /dev/null ||
    { echo "fresh-debian.sh: needs $tool (apt-get install debootstrap bubblewrap)" >&2; exit 2; }
done

[ -x "$root/bin/bash" ] || debootstrap --variant=minbase bookworm "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"

rm -rf "$root/root/knights-queens"
git clone --quiet "$top" "$root/root/knights-queens"
git -C "$root/root/knights-queens" checkout --quiet "$(git -C "$top" rev-parse HEAD)"

# Entered with bwrap, not chroot: in a chroot the kernel refuses the user namespaces that a
# student's program's box is made of. The host's devices, /sys (slurmd's control groups),
# network and /proc (a /proc of bwrap's own, parts of it covered, would make the kernel refuse
# the box its own /proc); the root with its device nodes working, as a machine's is (a test
# writes to one it makes).
bwrap --dev-bind "$root" / --dev-bind /dev /dev --bind /sys /sys --bind /proc /proc \
  /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  bash -c 'cd /root/knights-queens && time .ci/run'
