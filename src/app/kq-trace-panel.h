/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-trace-panel.h: beside the board in trace mode, two pages: the lesson's
 * code (KqCodePanel), and the search tree as the timeline shows the trace,
 * with for a tour the classic search against Warnsdorff's rule from the
 * same square */
#pragma once

#include <gtk/gtk.h>

#include "kq-code-panel.h"
#include "kq-session.h"
#include "kq-render-palette.h"
#include "kq-search-tree.h"
#include "kq-tour.h"

G_BEGIN_DECLS

/* The tree is drawn up to this many nodes: n queens whole up to n = 10,
 * a 5 × 5 tour up to its first solution from 9 of the 13 squares that
 * have one (the view draws only what is in sight). */
#define KQ_TRACE_PANEL_MAX_NODES 65536

#define KQ_TYPE_TRACE_PANEL (kq_trace_panel_get_type ())
G_DECLARE_FINAL_TYPE (KqTracePanel, kq_trace_panel, KQ, TRACE_PANEL, GtkWidget)

/* The session whose timeline grows the tree and whose position
 * it shows (clicking a node seeks it there); a tour's trace started in it
 * shows the two methods' steps from its square, counted in a worker. */
void                kq_trace_panel_set_session  (KqTracePanel        *self,
                                                 KqSession           *session);
/* The search tree's and the code's colours (light by default). */
void                kq_trace_panel_set_palette  (KqTracePanel        *self,
                                                 KqPalette            palette);
/* Sets every text again in the current language. */
void                kq_trace_panel_retranslate  (KqTracePanel        *self);
const KqSearchTree *kq_trace_panel_get_tree     (KqTracePanel        *self);
/* The comparison's results, 0 until known. */
guint64             kq_trace_panel_get_steps    (KqTracePanel        *self,
                                                 KqTourMethod         method);

/* The knight game's tree instead of the session's trace: the game's
 * listings on m × n from the knight put down on start (row * n + col),
 * stepped in the code panel, its tree drawn as they run ("winning move",
 * "losing move"), a button back to the game (win.game-tree); start < 0:
 * the session's trace again. */
void                kq_trace_panel_set_game     (KqTracePanel        *self,
                                                 int                  m,
                                                 int                  n,
                                                 int                  start);
gboolean            kq_trace_panel_get_game     (KqTracePanel        *self);

KqCodePanel        *kq_trace_panel_get_code_panel (KqTracePanel      *self);
/* Shows the page "code" or "tree" (the "page" property). */
void                kq_trace_panel_show_page    (KqTracePanel        *self,
                                                 const char          *name);
const char         *kq_trace_panel_get_page     (KqTracePanel        *self);

G_END_DECLS
