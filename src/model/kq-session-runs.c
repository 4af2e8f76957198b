/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-session-runs.c: the session's runs: a tour, the queens' (rooks')
 * listing, every tour from a square (started in kq-session-modes.c); the
 * runner's reports turned into the timeline's moves and the store's
 * solutions, the first shown through self->show_solution (the browsing is
 * above the runs); release and stop. */
#define G_LOG_DOMAIN "kq-session"
#include "config.h"

#include "kq-queens.h"
#include "kq-session-private.h"
#include "kq-tour-count.h"

static void
families_changed_cb (KqFamilies *families, KqSession *self)
{
  _kq_session_publish (self);
}

void
_kq_session_clear_families (KqSession *self)
{
  if (self->families != NULL)
    g_signal_handlers_disconnect_by_data (self->families, self);
  g_clear_object (&self->families);
}

/* Runs */

/* Back to an empty board of the current problem and size. */
void
_kq_session_reset (KqSession *self)
{
  g_cancellable_cancel (self->fetch_cancellable);
  g_clear_object (&self->fetch_cancellable);
  _kq_session_clear_families (self);
  g_clear_object (&self->store);
  g_clear_pointer (&self->message, g_free);
  self->shown = 0;
  self->wanted = 0;
  self->every_tour = FALSE;
  self->state = KQ_SESSION_IDLE;
  self->tour_start = -1;
  self->full_speed = FALSE;
  kq_solver_runner_set_pace (self->runner, self->mode == KQ_SESSION_MODE_TRACE ? KQ_SESSION_TRACE_AHEAD : 0);
  _kq_session_reset_timeline (self, self->timeline);
}

void
_kq_session_reset_timeline (KqSession *self, KqTimeline *timeline)
{
  if (self->problem == KQ_PROBLEM_TOUR)
    kq_timeline_reset_tour (timeline, self->n, self->cols);
  else
    kq_timeline_reset (timeline, self->problem, self->n);
}

/* Lists n queens in the mode the board is in (open: as watch). */
void
_kq_session_list_queens (KqSession *self)
{
  kq_solver_runner_stop (self->runner);
  _kq_session_reset (self);
  self->store = kq_solution_store_new (self->n, KQ_SOLUTION_STORE_MAX_BYTES);
  self->state = KQ_SESSION_RUNNING;
  if (self->problem == KQ_PROBLEM_ROOKS)
    {
      kq_solution_store_set_problem (self->store, KQ_PROBLEM_ROOKS);
      kq_solver_runner_start_rooks (self->runner, self->n,
                                    kq_solution_store_get_capacity (self->store),
                                    self->mode == KQ_SESSION_MODE_TRACE);
    }
  else
    {
      self->families = kq_families_new (self->store, self->n);
      g_signal_connect (self->families, "changed", G_CALLBACK (families_changed_cb), self);
      kq_solver_runner_start_queens (self->runner, self->n,
                                     kq_solution_store_get_capacity (self->store),
                                     self->mode == KQ_SESSION_MODE_TRACE);
    }
  /* The trace plays as it comes; a listing shows its first solution. */
  if (self->mode == KQ_SESSION_MODE_TRACE)
    kq_timeline_set_playing (self->timeline, TRUE);
  _kq_session_run_started (self);
}

gboolean
kq_session_get_can_list_every_tour (KqSession *self)
{
  KqTourRequest request;

  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->problem == KQ_PROBLEM_TOUR && MAX (self->n, self->cols) <= KQ_TOUR_COUNT_MAX_N &&
         kq_session_get_tour_request (self, &request) &&
         !kq_tour_known_impossible (&request, NULL);
}

gboolean
kq_session_get_every_tour (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->every_tour;
}

/* The wiring */

static void
timeline_changed_cb (KqTimeline *timeline, int lowest_step, KqSession *self)
{
  /* A paced worker waits for this. */
  kq_solver_runner_set_played (self->runner, kq_timeline_get_position (timeline));
  /* A new board (0) is part of a change that publishes when it is done:
   * a handler would meet the views' old board. */
  if (lowest_step != 0)
    _kq_session_publish (self);
}

static void
runner_moves_cb (KqSolverRunner *runner, gpointer moves, guint n_moves, KqSession *self)
{
  /* A queens trace no longer watched (released, or a solution browsed)
   * is not shown; a tour's is, as in result mode, up to the cut. */
  if (kq_problem_is_placement (self->problem) &&
      (!kq_session_get_watching (self) || self->shown > 0 || self->wanted > 0))
    return;
  kq_timeline_append (self->timeline, moves, n_moves);
}

static void
runner_solutions_cb (KqSolverRunner *runner, gpointer cols, guint count, KqSession *self)
{
  if (self->store == NULL)
    return;

  kq_solution_store_append (self->store, cols, count);
  if (self->families != NULL)
    kq_families_update (self->families);
  /* A trace shows its solutions as it reaches them. */
  if (self->mode != KQ_SESSION_MODE_TRACE && self->shown == 0 && self->wanted == 0)
    self->show_solution (self, 1);
}

static void
runner_progress_cb (KqSolverRunner *runner, KqSession *self)
{
  if (self->store != NULL)
    kq_solution_store_set_total (self->store, kq_solver_runner_get_solutions (runner));
  _kq_session_publish (self);
}

/* A released trace (or a cut one) shows its result at once: the tour's
 * end, with the whole search (its tree in the trace panel) still there to
 * step back through; n queens' first solution. */
static void
show_released (KqSession *self)
{
  if (self->problem == KQ_PROBLEM_TOUR)
    {
      kq_timeline_set_playing (self->timeline, FALSE);
      kq_timeline_seek (self->timeline, kq_timeline_get_length (self->timeline));
    }
  else if (self->shown == 0 && self->wanted == 0 && self->store != NULL &&
           kq_solution_store_get_total (self->store) > 0)
    self->show_solution (self, 1);
}

static void
runner_finished_cb (KqSolverRunner *runner, KqOutcome outcome, KqSession *self)
{
  gboolean trace = self->mode == KQ_SESSION_MODE_TRACE;

  self->state = KQ_SESSION_DONE;
  self->outcome = outcome;

  if (self->every_tour)
    kq_solution_store_set_total (self->store, kq_solver_runner_get_solutions (runner));
  else if (self->problem == KQ_PROBLEM_TOUR)
    {
      const int *tour = kq_solver_runner_get_tour (runner);
      gboolean cut = kq_solver_runner_get_trace_cut (runner);

      /* A search too long to replay: only the tour found is. */
      if (outcome == KQ_OUTCOME_FOUND && tour != NULL && cut)
        {
          _kq_session_reset_timeline (self, self->timeline);
          kq_timeline_append_solution (self->timeline, tour);
          kq_timeline_set_playing (self->timeline, TRUE);
        }
      kq_timeline_set_complete (self->timeline, TRUE);
      if (self->full_speed && !cut)
        show_released (self);
    }
  else if (self->store != NULL)
    {
      kq_solution_store_set_total (self->store, kq_solver_runner_get_solutions (runner));
      if (outcome != KQ_OUTCOME_STOPPED && self->families != NULL)
        kq_families_set_complete (self->families);
      if (trace)
        kq_timeline_set_complete (self->timeline, TRUE);
      if (trace && (self->full_speed || kq_solver_runner_get_trace_cut (runner)))
        show_released (self);
    }

  _kq_session_publish (self);
}

static void
runner_notify_cb (KqSolverRunner *runner, GParamSpec *pspec, KqSession *self)
{
  _kq_session_publish (self);
}

/* GObject */

/* The session's runner and timeline, wired to it. */
void
_kq_session_runs_init (KqSession *self)
{
  self->runner = kq_solver_runner_new ();
  g_signal_connect (self->runner, "moves", G_CALLBACK (runner_moves_cb), self);
  g_signal_connect (self->runner, "solutions", G_CALLBACK (runner_solutions_cb), self);
  g_signal_connect (self->runner, "progress", G_CALLBACK (runner_progress_cb), self);
  g_signal_connect (self->runner, "finished", G_CALLBACK (runner_finished_cb), self);
  g_signal_connect (self->runner, "notify::running", G_CALLBACK (runner_notify_cb), self);

  self->timeline = kq_timeline_new ();
  g_signal_connect (self->timeline, "changed", G_CALLBACK (timeline_changed_cb), self);
}

void
kq_session_release_trace (KqSession *self)
{
  g_return_if_fail (KQ_IS_SESSION (self));

  self->full_speed = TRUE;
  kq_solver_runner_set_pace (self->runner, 0);
  /* the search ended ahead of the animation: its result now */
  if (!kq_session_get_running (self))
    show_released (self);
  _kq_session_publish (self);
}

void
kq_session_stop (KqSession *self)
{
  g_return_if_fail (KQ_IS_SESSION (self));

  if (self->fetch_cancellable != NULL)
    {
      g_cancellable_cancel (self->fetch_cancellable);
      g_clear_object (&self->fetch_cancellable);
      self->wanted = 0;
    }
  kq_solver_runner_stop (self->runner);
  kq_counter_stop (self->counter);
  _kq_session_publish (self);
}
