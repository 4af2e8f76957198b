/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-session-private.h: the session's instance struct and what its files
 * share (kq-session.c, kq-session-modes.c, kq-session-runs.c, kq-session-state.c,
 * kq-session-browse.c, kq-session-symmetry.c); included by those files only */
#pragma once

#include "kq-families.h"
#include "kq-session.h"

G_BEGIN_DECLS

struct _KqSession
{
  GObject          parent_instance;

  KqSolverRunner  *runner;
  KqTimeline      *timeline;
  KqSolutionStore *store;          /* queens: the listing's solutions; a tour's
                                      every tour from the square (every_tour) */
  KqFamilies      *families;       /* queens: the store's solutions by symmetry */

  KqSessionMode    mode;           /* what the board is in */
  KqSessionMode    search_mode;    /* what runs go in: watch or trace */
  KqPlayGame      *game;           /* play mode */
  KqKnightGame    *knight_game;    /* game mode */
  KqAnswer        *answer;         /* open mode */
  KqTimeline      *answer_timeline; /* its own board, NULL for a correct listing */
  KqAnswer        *answer_line;    /* a wrong QUEENS.OUT browsed line by line: the
                                      line shown ("shown"), checked alone */
  KqCounter       *counter;        /* count mode's (its result stays after) */
  KqProgramRunner *program_runner; /* a student's program opened, run */
  KqProblem        problem;
  int              n;              /* 0 until a problem is set; a tour's rows */
  int              cols;           /* a tour's columns: n but on a rectangle */
  KqTourMethod     method;
  gboolean         closed;
  gboolean         full_speed;     /* the trace was released: show the result */
  gboolean         unique_only;    /* browse one solution of each family */
  gboolean         every_tour;     /* tour: every one from the square, listed */

  KqSessionState   state;
  KqOutcome        outcome;
  int              tour_start;     /* square, -1 before a tour is asked */

  guint64          shown;          /* the solution on the board, 1-based; 0: none */
  guint64          wanted;         /* the solution being computed; 0: none */
  guint64          counted;        /* its fetch's progress: solutions counted */
  GCancellable    *fetch_cancellable;
  char            *message;

  /* The values last notified, by property id; the properties (kq-session.c's), the first
   * n_published of them notified so (kq-session-state.c). */
  GValue          *published;
  GParamSpec     **published_specs;
  guint            n_published;
  /* kq-session-browse.c's _kq_session_show_solution (), for the runs below it
   * (kq-session-runs.c): a listing shows its first solution so */
  void           (*show_solution) (KqSession *self,
                                   guint64    k);
};

/* kq-session-state.c */
/* Notifies every property whose value moved since the last call. */
void _kq_session_publish        (KqSession *self);
/* Emits "run-started" and publishes. */
void _kq_session_run_started    (KqSession *self);

/* kq-session-runs.c */
/* Back to an empty board of the current problem and size. */
void _kq_session_reset          (KqSession *self);
/* Timeline emptied onto a board of the current problem and size. */
void _kq_session_reset_timeline (KqSession  *self,
                                 KqTimeline *timeline);
/* The runner and the timeline, wired. */
void _kq_session_runs_init      (KqSession *self);
void _kq_session_clear_families (KqSession *self);
/* Lists n queens in the mode the board is in (open: as watch). */
void _kq_session_list_queens    (KqSession *self);

/* kq-session-modes.c */
/* Watch and trace: the modes a search runs in. */
gboolean _kq_session_is_search_mode    (KqSessionMode  mode);
/* A run asked for: the board goes back to the search mode. */
void     _kq_session_enter_search_mode (KqSession     *self);
/* Ends the run of the mode the board is in. */
void _kq_session_leave_mode     (KqSession     *self);
/* The board goes into @mode: the run of the one it was in ends. */
void _kq_session_enter_mode     (KqSession     *self,
                                 KqSessionMode  mode);
/* Play mode, or an opened answer on its own board, gives way to the
 * session's board (browsing, seeking). */
void _kq_session_leave_answer_board (KqSession *self);

/* The run in view is made again the way the search mode shows it. */
void _kq_session_restart        (KqSession *self);

/* Open mode, a wrong QUEENS.OUT: its lines are browsed as solutions are. */
gboolean _kq_session_browses_lines (KqSession *self);
/* Line k (1 .. the file's lines) on the answer's own board. */
void     _kq_session_show_line     (KqSession *self,
                                    guint64    k);

/* kq-session-browse.c */
/* Solution k (1-based) of the listing on the board, fetched in a worker
 * when it is past the stored ones. */
void _kq_session_show_solution  (KqSession *self,
                                 guint64    k);

G_END_DECLS
