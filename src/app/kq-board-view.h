/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-board-view.h: a board drawn with kq_render_board; squares can be
 * clicked, or chosen with the arrow keys and Enter */
#pragma once

#include <gtk/gtk.h>

#include "kq-timeline.h"
#include "kq-render.h"

G_BEGIN_DECLS

#define KQ_TYPE_BOARD_VIEW (kq_board_view_get_type ())
G_DECLARE_FINAL_TYPE (KqBoardView, kq_board_view, KQ, BOARD_VIEW, GtkWidget)

/* The timeline whose board is drawn: the view follows its ::changed. */
void           kq_board_view_set_timeline        (KqBoardView     *self,
                                                KqTimeline        *timeline);
/* The play mode: board (the same n as the timeline's) is drawn instead of
 * the timeline's, with play's marks, until set to NULL. Both are the
 * caller's, kept until then; call again after changing them. */
void           kq_board_view_set_play          (KqBoardView     *self,
                                                const KqBoard   *board,
                                                const KqRenderPlay *play);
/* The play mode's marks as drawn now, NULL out of it. */
const KqRenderPlay *kq_board_view_get_play     (KqBoardView     *self);
/* The board drawn: the play mode's, else the timeline's. */
const KqBoard *kq_board_view_get_drawn_board   (KqBoardView     *self);
/* The timeline's board as drawn now, or NULL without a timeline. */
const KqBoard *kq_board_view_get_board         (KqBoardView     *self);
/* The squares framed (an answer's error), a copy: int squares, row * n + col. */
GArray        *kq_board_view_dup_marks         (KqBoardView     *self);
/* Whether squares can be activated (clicks, arrow keys and Enter). */
void           kq_board_view_set_activatable   (KqBoardView     *self,
                                                gboolean         activatable);
/* The keyboard focus square, row * n + col. */
int            kq_board_view_get_focus_square  (KqBoardView     *self);
void           kq_board_view_set_focus_square  (KqBoardView     *self,
                                                int              square);
/* The focus square in words, as its accessible name says it: "(5, 6):
 * queen", "(3, 2): move 12" … */
char          *kq_board_view_dup_square_text    (KqBoardView    *self);
/* The whole position in words: "8 queens: (1, 1), (2, 5), …" */
char          *kq_board_view_dup_position_text  (KqBoardView    *self);
/* Whether the square's words name the lessons' marking arrays that block
 * it (trace and play). */
void           kq_board_view_set_explain        (KqBoardView    *self,
                                                 gboolean        explain);
/* Sets the accessible name and description again in the current language. */
void           kq_board_view_retranslate        (KqBoardView    *self);

/* The colours it draws with (light by default). */
void           kq_board_view_set_palette        (KqBoardView    *self,
                                                 KqPalette       palette);
KqPalette      kq_board_view_get_palette        (KqBoardView    *self);
/* The key to what it draws at its size (its "legend-mode" property,
 * notified when it changes): queens, a tour, or a tour coloured by move
 * number where its squares are too small for the path. */
KqLegendMode   kq_board_view_get_legend_mode    (KqBoardView    *self);

/* The map of tours drawn instead of the board, legend and all
 * (kq_render_tour_map_fit), as large as fits: counts (the board's n × n,
 * copied), or NULL for the board again. The focus square's words say its
 * count. */
void           kq_board_view_set_map            (KqBoardView    *self,
                                                 const guint64  *counts);
const guint64 *kq_board_view_get_map            (KqBoardView    *self);
/* Squares (row * n + col) framed in the conflict colour over the board,
 * whatever the timeline shows: an opened answer's error. */
void           kq_board_view_set_marks          (KqBoardView    *self,
                                                 const int      *squares,
                                                 int             n_squares);
const int     *kq_board_view_get_marks          (KqBoardView    *self,
                                                 int            *n_squares);

G_END_DECLS
