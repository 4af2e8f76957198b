#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# help-html.sh SRCDIR LANG OUTDIR: the help book of LANG (C: English) as
# HTML pages in OUTDIR, for a browser where no help viewer (Yelp) is
# installed. A translation is made as gnome.yelp() makes it: msgfmt, then
# itstool on the English pages.
set -eu
srcdir=$1
lang=$2
out=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

rm -rf "$out"
mkdir -p "$out"
if [ "$lang" = C ]; then
  pages=$srcdir/C
else
  msgfmt -o "$tmp/$lang.mo" "$srcdir/$lang/$lang.po"
  mkdir "$tmp/pages"
  itstool -m "$tmp/$lang.mo" -o "$tmp/pages" "$srcdir"/C/*.page
  cp -r "$srcdir/C/figures" "$tmp/pages/"
  pages=$tmp/pages
fi
yelp-build html -o "$out" "$pages"
