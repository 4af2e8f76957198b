/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-code-panel.h: the lesson's code in trace mode: the listing run line by
 * line beside the board, its call stack and its arrays
 *
 * The panel follows the session's timeline: each move shown brings the code
 * to the line that made it, and its own commands (a line on or back, a
 * whole call, the next solution) move the timeline with the code. The model
 * is a KqCodeStepper (src/model); this is its view, which brings it to the
 * timeline's position and lays out its parts: the listing chooser
 * (KqListingChooser), the listing (KqCodeView), the step's sentence, the
 * call stack and the arrays (KqArrayStrips). Its actions, for the
 * buttons and the tests: code.line, code.back-line, code.over,
 * code.solution, code.corrected, code.breakpoint (the line, "i").
 */
#pragma once

#include <gtk/gtk.h>

#include "kq-code-stepper.h"
#include "kq-session.h"

G_BEGIN_DECLS

#define KQ_TYPE_CODE_PANEL (kq_code_panel_get_type ())
G_DECLARE_FINAL_TYPE (KqCodePanel, kq_code_panel, KQ, CODE_PANEL, GtkWidget)

/* Once: the session whose trace it follows. */
void                 kq_code_panel_set_session  (KqCodePanel  *self,
                                                 KqSession    *session);
/* The dark or light colours of the code (the "dark" property). */
void                 kq_code_panel_set_dark     (KqCodePanel  *self,
                                                 gboolean      dark);
/* The listings and every text again in the current language. */
void                 kq_code_panel_retranslate  (KqCodePanel  *self);
/* The knight game's tree instead of the session's trace: its listings on
 * an m × n board, the knight put down on start (row * n + col), stepped by
 * the panel's own commands (its signal "stepped" then, and when the
 * stepper is made anew; the same board and start again leave it where it
 * is); start < 0: back to the session's trace. */
void                 kq_code_panel_set_game     (KqCodePanel  *self,
                                                 int           m,
                                                 int           n,
                                                 int           start);
/* The game's tree: the code to the line that made move position (a node
 * of its tree clicked); FALSE when the code has not made it yet. */
gboolean             kq_code_panel_go_to        (KqCodePanel  *self,
                                                 guint         position);
/* Its model, NULL while it follows no run; and the listing's id chosen. */
const KqCodeStepper *kq_code_panel_get_stepper  (KqCodePanel  *self);
void                 kq_code_panel_select       (KqCodePanel  *self,
                                                 const char   *id);

/* The height of rows lines of label's font, once it is styled: a call
 * stack's fixed height (the opened program's panel has one too). */
int                  kq_code_panel_rows_height  (GtkLabel     *label,
                                                 int           rows);

G_END_DECLS
