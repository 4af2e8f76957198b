/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-family-bar.h: under an n-queens board, the solution's family: the
 * solutions its rotations and reflections give, by number, each a button
 * that shows it (the window's "win.goto-solution"), and the switch that
 * browses one solution of each family only */
#pragma once

#include <gtk/gtk.h>

#include "kq-session.h"

G_BEGIN_DECLS

#define KQ_TYPE_FAMILY_BAR (kq_family_bar_get_type ())
G_DECLARE_FINAL_TYPE (KqFamilyBar, kq_family_bar, KQ, FAMILY_BAR, GtkWidget)

/* The session whose "family" it shows and whose "unique-only" it switches. */
void        kq_family_bar_set_session   (KqFamilyBar *self,
                                         KqSession   *session);
/* Sets every text again in the current language. */
void        kq_family_bar_retranslate   (KqFamilyBar *self);
/* The button that shows solution k, or NULL (for the tests). */
GtkWidget  *kq_family_bar_get_button    (KqFamilyBar *self,
                                         guint64      k);
/* The switch to one solution of each family (for the tests). */
GtkWidget  *kq_family_bar_get_unique_switch (KqFamilyBar *self);

G_END_DECLS
