#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-po.sh SRCDIR: the translations are complete for the sources as they
# are now. Fails when
#  - a file marking strings (_(), N_(), C_(), g_dngettext, translatable="yes",
#    _ '…' in a shell script)
#    is missing from po/POTFILES.in (po/POTFILES.skip: files that only name
#    the markers);
#  - a string the sources mark has no translation, or a fuzzy one, in a
#    po/LINGUAS language: the .pot is made afresh with xgettext (the
#    keywords of meson's glib preset), not read from a stale file;
#  - msgfmt --check finds a fault (format specifiers, header, plurals);
#  - the help book's pages (help/C/*.page, through itstool) have a message
#    with no translation, or a fuzzy one, in help/<lang>/<lang>.po for a
#    help/LINGUAS language.
set -eu

srcdir=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$srcdir"
status=0

cat po/POTFILES.in po/POTFILES.skip | grep -v '^#' | sed '/^[[:space:]]*$/d' | sort > "$tmp/listed"
{
  grep -rlE '(^|[^A-Za-z0-9_])(N?C?_ ?\(|g_dn?gettext|g_dpgettext2)|translatable="(yes|true|1)"' \
    src ui
  # shell scripts mark their strings with a function named _
  grep -rlE "(^|[^A-Za-z0-9_])_ '" contrib || true
  ls data/*.desktop.in data/*.metainfo.xml.in
  grep -l '<summary>' data/*.gschema.xml
} | sort -u > "$tmp/marked"
missing=$(comm -23 "$tmp/marked" "$tmp/listed")
if [ -n "$missing" ]; then
  echo "not in po/POTFILES.in:" $missing
  status=1
fi

xgettext --files-from=po/POTFILES.in --directory=. --output="$tmp/new.pot" \
  --from-code=UTF-8 --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3

# check_complete NAME PO: fails the test when PO has untranslated or fuzzy
# messages, naming them.
check_complete () {
  stats=$(LC_ALL=C msgfmt --check --statistics --output-file=/dev/null "$2" 2>&1)
  echo "$1: $stats"
  case $stats in
    *fuzzy*|*untranslated*)
      echo "$1: not complete ($2); untranslated or fuzzy:"
      { msgattrib --untranslated --no-obsolete "$2"; msgattrib --only-fuzzy --no-obsolete "$2"; } |
        grep '^msgid' | grep -vx 'msgid ""' || true
      status=1
      ;;
  esac
}

for lang in $(grep -v '^#' po/LINGUAS); do
  msgfmt --check --output-file=/dev/null "po/$lang.po"
  msgmerge --quiet --output-file="$tmp/$lang.po" "po/$lang.po" "$tmp/new.pot"
  for po in "po/$lang.po" "$tmp/$lang.po"; do
    check_complete "$lang" "$po"
  done
done

# The help book, its messages made afresh from the pages.
itstool -o "$tmp/help.pot" help/C/*.page
for lang in $(grep -v '^#' help/LINGUAS); do
  po="help/$lang/$lang.po"
  msgfmt --check --output-file=/dev/null "$po"
  msgmerge --quiet --output-file="$tmp/help-$lang.po" "$po" "$tmp/help.pot"
  check_complete "help $lang" "$po"
  check_complete "help $lang" "$tmp/help-$lang.po"
done

exit $status
