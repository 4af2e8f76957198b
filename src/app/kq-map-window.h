/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-map-window.h: the map of the knight's tours from each square, in a
 * window of its own: counted with its progress, drawn, exported */
#pragma once

#include <gtk/gtk.h>

#include "kq-counter.h"

G_BEGIN_DECLS

#define KQ_TYPE_MAP_WINDOW (kq_map_window_get_type ())
G_DECLARE_FINAL_TYPE (KqMapWindow, kq_map_window, KQ, MAP_WINDOW, GtkWindow)

/* Counts the tours from every square of n × n (closed ones if closed) at
 * once, and shows their map when done; closing the window stops it. */
GtkWidget *kq_map_window_new         (GtkWindow *parent,
                                      int        n,
                                      gboolean   closed);
/* The count behind the map (for tests). */
KqCounter *kq_map_window_get_counter (KqMapWindow *self);
/* Writes the map as a PNG, SVG or PDF by path's extension, size wide. */
gboolean   kq_map_window_export      (KqMapWindow *self,
                                      const char  *path,
                                      int          size,
                                      GError     **error);

G_END_DECLS
