/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-solver-runner.h: one solver run at a time, in a worker thread
 *
 * The worker never calls into GTK: it gathers what the solver reports in
 * a batch of its own, hands the batch over under a mutex at most every
 * frame or so, and the main loop drains it in one idle callback that is
 * armed only when the batch goes from empty to non-empty. The signals are
 * emitted in the main thread.
 */
#pragma once

#include <gio/gio.h>

#include "kq-events.h"
#include "kq-timeline.h"
#include "kq-tour.h"

G_BEGIN_DECLS

/* A traced search longer than this is not replayed: only the tour found is. */
#define KQ_SOLVER_RUNNER_MAX_TRACE (4u * 1024 * 1024)

#define KQ_TYPE_SOLVER_RUNNER (kq_solver_runner_get_type ())
G_DECLARE_FINAL_TYPE (KqSolverRunner, kq_solver_runner, KQ, SOLVER_RUNNER, GObject)

KqSolverRunner *kq_solver_runner_new             (void);
/* Cancels the run in progress, if any, and starts a tour search traced
 * move by move: ::moves, ::progress, then ::finished. */
void            kq_solver_runner_start_tour      (KqSolverRunner      *self,
                                                  const KqTourRequest *request);
/* Cancels the run in progress, if any, and lists every tour from
 * request's square in the lessons' order (kq_tour_count_list, boards up
 * to KQ_TOUR_COUNT_MAX_N): ::solutions carries the first max_listed tours,
 * n × n move numbers a byte each, all are counted in ::progress, then
 * ::finished. */
void            kq_solver_runner_start_every_tour (KqSolverRunner     *self,
                                                  const KqTourRequest *request,
                                                  guint64              max_listed);
/* Cancels the run in progress, if any, and lists the n-queens solutions:
 * ::solutions carries the columns of the first max_listed of them, all
 * are counted in ::progress, then ::finished. With trace, the lesson's
 * backtracking also reports every queen put down and lifted in ::moves. */
void            kq_solver_runner_start_queens    (KqSolverRunner      *self,
                                                  int                  n,
                                                  guint64              max_listed,
                                                  gboolean             trace);
/* The same for n rooks (n <= KQ_WINDOW_MAX_ROOKS_N): their count, n!, is
 * known at once, so the listing ends once max_listed are listed (and, with
 * trace, the trace is cut): the total is n! all the same. */
void            kq_solver_runner_start_rooks     (KqSolverRunner      *self,
                                                  int                  n,
                                                  guint64              max_listed,
                                                  gboolean             trace);
/* Back-pressure for a traced run watched move by move: with ahead > 0 the
 * worker waits while it has traced ahead moves more than the timeline has
 * shown (kq_solver_runner_set_played ()); 0, the default, lets it run free.
 * Applies to the current run at once (0 releases a waiting worker) and to
 * the next ones. */
void            kq_solver_runner_set_pace        (KqSolverRunner      *self,
                                                  guint                ahead);
/* How many of the current run's moves the timeline has shown. */
void            kq_solver_runner_set_played      (KqSolverRunner      *self,
                                                  guint64              played);
/* Cancels the run in progress; ::finished says KQ_OUTCOME_STOPPED at once. */
void            kq_solver_runner_stop            (KqSolverRunner      *self);
gboolean        kq_solver_runner_get_running     (KqSolverRunner      *self);
/* What the current (or last) run reported: steps tried, solutions found. */
guint64         kq_solver_runner_get_nodes       (KqSolverRunner      *self);
guint64         kq_solver_runner_get_solutions   (KqSolverRunner      *self);
/* The tour found by the last tour run (n*n move numbers), or NULL. */
const int      *kq_solver_runner_get_tour        (KqSolverRunner      *self);
/* Whether the last tour run's trace was cut at KQ_SOLVER_RUNNER_MAX_TRACE. */
gboolean        kq_solver_runner_get_trace_cut   (KqSolverRunner      *self);
/* Worker threads still running, in every runner (for tests). */
guint           kq_solver_runner_get_live_workers (void);

G_END_DECLS
