/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window.h: the main window */
#pragma once

#include <gtk/gtk.h>

#include "kq-answer.h"
#include "kq-array-strips.h"
#include "kq-board-view.h"
#include "kq-code-view.h"
#include "kq-family-bar.h"
#include "kq-legend.h"
#include "kq-session.h"
#include "kq-trace-panel.h"

G_BEGIN_DECLS

#define KQ_TYPE_WINDOW (kq_window_get_type ())
G_DECLARE_FINAL_TYPE (KqWindow, kq_window, KQ, WINDOW, GtkApplicationWindow)

KqWindow        *kq_window_new                (GtkApplication       *application);
/* Switches to the knight's tour on an n × n board and starts a tour from
 * (row, col), 0-based. */
void             kq_window_start_tour         (KqWindow             *self,
                                               int                   n,
                                               int                   row,
                                               int                   col);
/* Switches to n queens and starts listing the solutions. */
void             kq_window_start_queens       (KqWindow             *self,
                                               int                   n);
/* Switches to n rooks and starts listing the permutations. */
void             kq_window_start_rooks        (KqWindow             *self,
                                               int                   n);
/* Rebuilds every text the window computes (status line, counters,
 * tooltips that change), e.g. after the language changed. */
void             kq_window_update_status      (KqWindow             *self);
/* Sets every text of the window again in the current language (see
 * kq_i18n_set_language()). */
void             kq_window_retranslate        (KqWindow             *self);
const char      *kq_window_get_status         (KqWindow             *self);
/* A message that passes by (a toast over the board). */
void             kq_window_toast              (KqWindow             *self,
                                               const char           *title);
/* The last toast's title, or NULL. */
const char      *kq_window_get_toast          (KqWindow             *self);
/* The header's subtitle: what the window shows. */
const char      *kq_window_get_subtitle       (KqWindow             *self);
/* The help book's page for what the window shows ("help:knights-queens/trace"). */
char            *kq_window_dup_help_uri       (KqWindow             *self);
/* The name Export offers for what the window shows, with extension
 * (".png"): the board and solution, or an opened answer's file and line. */
char            *kq_window_dup_export_name    (KqWindow             *self,
                                               const char           *extension);
/* The caption an export carries when asked: an opened answer's file and
 * line ("wrong.out, line 3"), or what the board shows; NULL without a board. */
char            *kq_window_dup_export_caption (KqWindow             *self);
/* The same page in the help book's HTML (a file: URI), for a browser where
 * no help viewer is installed; NULL where the HTML is not installed. */
char            *kq_window_dup_help_html_uri  (KqWindow             *self);
/* The run the window shows: its model. */
KqSession       *kq_window_get_session        (KqWindow             *self);
KqBoardView     *kq_window_get_board_view     (KqWindow             *self);
KqTracePanel    *kq_window_get_trace_panel    (KqWindow             *self);
/* An opened program's own code, its current line the board's step (shown while it is). */
KqCodeView      *kq_window_get_program_view   (KqWindow             *self);
/* The opened program's verdicts, a row each: activated, the board goes to its step. */
GtkListBox      *kq_window_get_program_verdicts (KqWindow           *self);
/* What the opened program printed. */
GtkTextView     *kq_window_get_program_output (KqWindow             *self);
/* The opened program's call stack at the board's step, innermost first, and its arrays. */
GtkLabel        *kq_window_get_program_stack  (KqWindow             *self);
KqArrayStrips   *kq_window_get_program_strips (KqWindow             *self);
/* Prints the board as shown, with its title and legend, to a PDF file
 * (what Print does, without the dialog). */
gboolean         kq_window_print_to_file      (KqWindow             *self,
                                               const char           *path,
                                               GError              **error);
KqLegend        *kq_window_get_legend         (KqWindow             *self);
KqFamilyBar     *kq_window_get_family_bar     (KqWindow             *self);
/* Writes the board as drawn now as a size × size image, PNG, SVG or PDF by
 * the file's extension (kq_render_image), in a worker thread, in the light
 * palette; with caption, its caption and the legend under it (the image
 * then taller). */
void             kq_window_export_async       (KqWindow             *self,
                                               GFile                *file,
                                               int                   size,
                                               gboolean              caption,
                                               GCancellable         *cancellable,
                                               GAsyncReadyCallback   callback,
                                               gpointer              user_data);
gboolean         kq_window_export_finish      (KqWindow             *self,
                                               GAsyncResult         *result,
                                               GError              **error);
/* Writes an animated GIF (kq_render_gif_*, as the CLI's --gif), size
 * wide at fps frames a second, in a worker, in the light palette: a frame
 * per move of the board drawn now (a tour from its start, the queens row
 * by row), or with steps a frame per step of the search shown so far
 * (every try and every undo up to the board shown). With caption, its
 * caption and the legend under it. No frame, or more than an animation
 * holds (KQ_RENDER_GIF_MAX_FRAMES): a G_FILE_ERROR_INVAL error at once,
 * saying why. Finished with kq_window_export_finish(). */
void             kq_window_export_gif_async   (KqWindow             *self,
                                               GFile                *file,
                                               gboolean              steps,
                                               double                fps,
                                               int                   size,
                                               gboolean              caption,
                                               GCancellable         *cancellable,
                                               GAsyncReadyCallback   callback,
                                               gpointer              user_data);

/* Reads a student's answer (QUEENS.OUT, with n from a QUEENS.INP beside
 * it, or a tour matrix) in a worker, checks it and shows it: the verdict
 * in the status line, the error's squares framed on the board. A file
 * that is not an answer leaves the board as it was, with a message. */
void             kq_window_open_file          (KqWindow             *self,
                                               GFile                *file);
/* A file is being read and checked. */
gboolean         kq_window_get_opening        (KqWindow             *self);
/* The answer shown, or NULL. */
const KqAnswer  *kq_window_get_answer         (KqWindow             *self);

G_END_DECLS
