/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-about.h: the About window (views): libadwaita's AdwAboutWindow with
 * the version, links, credits, licence and the release notes of the
 * metainfo */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A new About window over parent (may be NULL), not yet shown. */
GtkWindow *kq_about_window_new (GtkWindow *parent);

G_END_DECLS
