/* kq-player.h: a timeline of placements and removals, played on a board
 *
 * The player owns the timeline and the current KqBoard; it steps through
 * the timeline at a speed (moves a second), and says what changed, so
 * that a view redraws only that. A seek costs at most a board's copy and
 * some 65 000 moves, however far it goes: the player keeps boards along the
 * timeline and at its end.
 */
#pragma once

#include <glib-object.h>

#include "kq-board.h"

G_BEGIN_DECLS

/* One event of a timeline, 8 bytes so that millions fit. */
typedef struct {
  gint32 square;  /* row * n + col */
  gint32 step;    /* > 0: a PLACE with this step; < 0: a REMOVE of step -step */
} KqMove;

/* The move of a PLACE or REMOVE event. */
static inline KqMove
kq_move_from_event (const KqEvent *event)
{
  return (KqMove) { event->row * event->n + event->col,
                    event->type == KQ_EVENT_PLACE ? event->step : -event->step };
}

/* What the moves up to the position did: the trace mode's counters. */
typedef struct {
  guint64 tries;      /* PLACE moves (a tour's start square included) */
  guint64 undos;      /* REMOVE moves */
  guint64 solutions;  /* PLACE moves that completed the board */
} KqPlayerCounts;

#define KQ_TYPE_PLAYER (kq_player_get_type ())
G_DECLARE_FINAL_TYPE (KqPlayer, kq_player, KQ, PLAYER, GObject)

KqPlayer      *kq_player_new          (void);
/* Empties the timeline and the board, and pauses. */
void           kq_player_reset        (KqPlayer     *self,
                                       KqProblem     problem,
                                       int           n);
void           kq_player_append       (KqPlayer     *self,
                                       const KqMove *moves,
                                       guint         n_moves);
/* A whole placement, queen by queen (rows top to bottom) or move by move. */
void           kq_player_append_solution (KqPlayer  *self,
                                       const int    *cells);
/* Whether the timeline is complete: playing stops at its end then, and
 * waits for more moves otherwise. */
void           kq_player_set_complete (KqPlayer     *self,
                                       gboolean      complete);
gboolean       kq_player_get_complete (KqPlayer     *self);
const KqBoard *kq_player_get_board    (KqPlayer     *self);
guint          kq_player_get_position (KqPlayer     *self);
guint          kq_player_get_length   (KqPlayer     *self);
void           kq_player_seek         (KqPlayer     *self,
                                       guint         position);
void           kq_player_step         (KqPlayer     *self,
                                       int           delta);
gboolean       kq_player_get_playing  (KqPlayer     *self);
void           kq_player_set_playing  (KqPlayer     *self,
                                       gboolean      playing);
/* The whole timeline, position or not; valid until the next change. */
const KqMove  *kq_player_get_timeline (KqPlayer     *self,
                                       guint        *length);
void           kq_player_get_counts   (KqPlayer     *self,
                                       KqPlayerCounts *counts);
double         kq_player_get_speed    (KqPlayer     *self);
void           kq_player_set_speed    (KqPlayer     *self,
                                       double        speed);

G_END_DECLS
