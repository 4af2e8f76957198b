/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-timeline.h: a timeline of placements and removals, played on a board
 *
 * A KqTimeline holds the moves and the current KqBoard; it steps through
 * the moves at a speed (moves a second), and says what changed, so that a
 * view redraws only that. A seek costs at most a board's copy and some
 * 65 000 moves, however far it goes: it keeps boards along the moves and
 * at their end.
 */
#pragma once

#include <glib-object.h>

#include "kq-board.h"

G_BEGIN_DECLS

/* One event of a timeline, 8 bytes so that millions fit. */
typedef struct {
  gint32 square;  /* row * n + col (n: the board's columns) */
  gint32 step;    /* > 0: a PLACE with this step; < 0: a REMOVE of step -step */
} KqMove;

/* The move of a PLACE or REMOVE event. */
static inline KqMove
kq_move_from_event (const KqEvent *event)
{
  return (KqMove) { event->row * event->n + event->col,
                    event->type == KQ_EVENT_PLACE ? event->step : -event->step };
}

/* The move done on board: a PLACE put down, a REMOVE taken back. */
static inline void
kq_move_apply (const KqMove *move, KqBoard *board)
{
  int n = board->n;  /* a row's length */

  if (move->step > 0)
    kq_board_place (board, move->square / n, move->square % n, move->step);
  else
    kq_board_remove (board, move->square / n, move->square % n, -move->step);
}

/* What the moves up to the position did: the trace mode's counters. */
typedef struct {
  guint64 tries;      /* PLACE moves (a tour's start square included) */
  guint64 undos;      /* REMOVE moves */
  guint64 solutions;  /* PLACE moves that completed the board */
} KqTimelineCounts;

#define KQ_TYPE_TIMELINE (kq_timeline_get_type ())
G_DECLARE_FINAL_TYPE (KqTimeline, kq_timeline, KQ, TIMELINE, GObject)

KqTimeline      *kq_timeline_new          (void);
/* Empties the timeline and the board, and pauses. */
void           kq_timeline_reset        (KqTimeline     *self,
                                       KqProblem     problem,
                                       int           n);
/* The same for a tour on rows × cols. */
void           kq_timeline_reset_tour   (KqTimeline     *self,
                                       int           rows,
                                       int           cols);
void           kq_timeline_append       (KqTimeline     *self,
                                       const KqMove *moves,
                                       guint         n_moves);
/* A whole placement, queen by queen (rows top to bottom) or move by move. */
void           kq_timeline_append_solution (KqTimeline  *self,
                                       const int    *cells);
/* Whether the timeline is complete: playing stops at its end then, and
 * waits for more moves otherwise. */
void           kq_timeline_set_complete (KqTimeline     *self,
                                       gboolean      complete);
gboolean       kq_timeline_get_complete (KqTimeline     *self);
const KqBoard *kq_timeline_get_board    (KqTimeline     *self);
guint          kq_timeline_get_position (KqTimeline     *self);
guint          kq_timeline_get_length   (KqTimeline     *self);
void           kq_timeline_seek         (KqTimeline     *self,
                                       guint         position);
void           kq_timeline_step         (KqTimeline     *self,
                                       int           delta);
gboolean       kq_timeline_get_playing  (KqTimeline     *self);
void           kq_timeline_set_playing  (KqTimeline     *self,
                                       gboolean      playing);
/* The whole timeline, position or not; valid until the next change. */
const KqMove  *kq_timeline_get_timeline (KqTimeline     *self,
                                       guint        *length);
void           kq_timeline_get_counts   (KqTimeline     *self,
                                       KqTimelineCounts *counts);
double         kq_timeline_get_speed    (KqTimeline     *self);
void           kq_timeline_set_speed    (KqTimeline     *self,
                                       double        speed);

G_END_DECLS
