/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-release-notes.h: the newest release's notes from the AppStream
 * metainfo (data/…metainfo.xml.in), translated, as the markup AdwAboutWindow
 * shows (<p>, <ul>, <ol>, <li>) */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The first <release> of metainfo: its version into *version and its
 * description, each paragraph and item translated by gettext (the msgids
 * are the metainfo's text as the translation tools extract it: spaces
 * collapsed, &, < and > escaped). NULL and error set when the metainfo has
 * no release with a description. */
char *kq_release_notes_from_metainfo (const char  *metainfo,
                                      char       **version,
                                      GError     **error);

G_END_DECLS
