/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-legend.h: a key to the board's colours and marks, drawn by
 * kq_render_legend from the renderer's colour table (so that the key and
 * the board cannot drift apart), translated, in either palette */
#pragma once

#include <gtk/gtk.h>

#include "kq-render.h"

G_BEGIN_DECLS

#define KQ_TYPE_LEGEND (kq_legend_get_type ())
G_DECLARE_FINAL_TYPE (KqLegend, kq_legend, KQ, LEGEND, GtkWidget)

GtkWidget    *kq_legend_new          (void);
/* What it is a key to (its "mode" property, an int). */
void          kq_legend_set_mode     (KqLegend     *self,
                                      KqLegendMode  mode);
KqLegendMode  kq_legend_get_mode     (KqLegend     *self);
void          kq_legend_set_palette  (KqLegend     *self,
                                      KqPalette     palette);
/* Its labels in the current language, ", " between them: what its
 * accessible name says. */
char         *kq_legend_dup_text     (KqLegend     *self);
/* Draws and names itself again in the current language. */
void          kq_legend_retranslate  (KqLegend     *self);

G_END_DECLS
