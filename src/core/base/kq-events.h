/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-events.h: what a solver reports while it searches
 *
 * Solvers know nothing of threads or GTK: they call a KqEventFunc for each
 * event, and its return value tells them whether to go on, so the caller
 * owns cancellation (a plain check of its own flag).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  KQ_PROBLEM_TOUR,
  KQ_PROBLEM_QUEENS,
  KQ_PROBLEM_ROOKS,   /* lesson 001's simpler case: the permutations */
  KQ_PROBLEM_GAME,    /* the knight game's tree (issue 43): its listings only, not a run */
} KqProblem;

/* Queens and rooks put one piece a row: a solution is n columns, one per
 * row, and the board, listings and events treat them alike. */
static inline gboolean
kq_problem_is_placement (KqProblem problem)
{
  return problem == KQ_PROBLEM_QUEENS || problem == KQ_PROBLEM_ROOKS;
}

typedef enum {
  KQ_EVENT_PLACE,     /* row, col, step: a knight moves / a queen (rook) is put down */
  KQ_EVENT_REMOVE,    /* row, col, step: the move / queen is taken back (backtracking) */
  KQ_EVENT_SOLUTION,  /* cells, solutions: a whole tour or placement; the knight game's
                         tree: the move row, col, step wins for the player who made it */
  KQ_EVENT_PROGRESS,  /* nodes, solutions: emitted now and then during long searches */
} KqEventType;

typedef struct {
  KqEventType  type;
  int          n;          /* the board's side; a tour's on rows × cols: cols, a row's
                              length (its square is row * n + col) */
  int          row;        /* 0-based */
  int          col;        /* 0-based */
  int          step;       /* tour: move number (1 = start); queens: row + 1 */
  const int   *cells;      /* SOLUTION only: tour: rows × n move numbers, row-major;
                              queens, rooks: n columns (0-based), one per row */
  guint64      nodes;      /* steps tried so far */
  guint64      solutions;  /* solutions found so far (this one included) */
  double       fraction;   /* PROGRESS: the share of the work done, 0 … 1, where the
                              solver can tell (kq_queens_nth); else 0 */
} KqEvent;

/* Returns TRUE to go on searching, FALSE to stop (like a GSourceFunc).
 * A worker that stops on a GCancellable passes it to the model's
 * kq_event_func_cancellable (src/model/kq-event-cancel.h: GIO is not
 * core's), or ends its own callback with it. */
typedef gboolean (*KqEventFunc) (const KqEvent *event,
                                 gpointer       user_data);

typedef enum {
  KQ_OUTCOME_FOUND,     /* a solution was found / the enumeration finished */
  KQ_OUTCOME_NONE,      /* there is no solution (a reason is given) */
  KQ_OUTCOME_STOPPED,   /* the event callback asked to stop */
  KQ_OUTCOME_GAVE_UP,   /* a step budget ran out before an answer */
} KqOutcome;

/* How often (in nodes) solvers emit KQ_EVENT_PROGRESS; a power of two. */
#define KQ_PROGRESS_INTERVAL (1u << 16)

G_END_DECLS
