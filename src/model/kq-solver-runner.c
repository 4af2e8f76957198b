/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-solver-runner.c: KqSolverRunner (model): one solver run at a time in
 * a worker thread, its findings handed to the main loop in batches */
#define G_LOG_DOMAIN "kq-solver-runner"
#include "config.h"

#include "kq-enum-types.h"
#include "kq-queens.h"
#include "kq-tour-count.h"
#include "kq-rooks.h"
#include "kq-solver-runner.h"

/* The worker hands its batch over at most this often (µs): about a frame. */
#define KQ_FLUSH_INTERVAL (G_USEC_PER_SEC / 60)
/* Events between two looks at the clock. */
#define KQ_FLUSH_CHECK_MASK 1023u

/* One run: what the worker is asked, what it gathers, what it hands over. */
typedef struct {
  /* Set before the worker starts, read-only after. */
  KqProblem       problem;
  KqTourRequest   tour;
  int             n;          /* placements: the side (a tour's board is tour's) */
  int             width;      /* bytes a solution: n columns, or a tour's rows × cols moves */
  gboolean        every_tour; /* tour: every one from the square, not one */
  guint64         max_listed;
  gboolean        trace;      /* queens: PLACE / REMOVE too (tours are always traced) */
  GCancellable   *cancellable;
  gulong          cancelled_id;
  GMainContext   *context;

  /* Main thread only: NULL once the run is detached (cancelled or replaced). */
  KqSolverRunner *runner;

  /* Worker thread only. */
  GArray         *local_moves;
  GByteArray     *local_cols;
  guint64         local_nodes;
  guint64         local_solutions;
  guint64         places;
  guint64         traced;
  gboolean        local_cut;
  guint           calls;
  gint64          last_flush;

  /* Shared: under mutex. */
  GMutex          mutex;
  GArray         *moves;
  GByteArray     *cols;
  guint64         nodes;
  guint64         solutions;
  gboolean        cut;
  gboolean        pending;    /* a drain is queued in the main context */
  gint            ahead;      /* > 0: the worker waits while traced >= played + ahead
                                 (also read atomically without the mutex) */
  guint64         played;     /* moves the timeline has shown */
  GCond           cond;       /* played, ahead or the cancellable changed */
  KqOutcome       outcome;
  int            *board;
} KqRun;

struct _KqSolverRunner
{
  GObject       parent_instance;

  KqRun        *current;
  GCancellable *cancellable;

  guint64       nodes;
  guint64       solutions;
  gboolean      trace_cut;
  int          *tour;
  guint         ahead;
};

G_DEFINE_FINAL_TYPE (KqSolverRunner, kq_solver_runner, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  N_PROPS
};

enum {
  MOVES,
  SOLUTIONS,
  PROGRESS,
  FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];
static gint live_workers;

static void
run_clear (KqRun *run)
{
  g_clear_object (&run->cancellable);
  g_clear_pointer (&run->context, g_main_context_unref);
  g_clear_pointer (&run->local_moves, g_array_unref);
  g_clear_pointer (&run->local_cols, g_byte_array_unref);
  g_clear_pointer (&run->moves, g_array_unref);
  g_clear_pointer (&run->cols, g_byte_array_unref);
  g_clear_pointer (&run->board, g_free);
  g_mutex_clear (&run->mutex);
  g_cond_clear (&run->cond);
}

static KqRun *
run_ref (KqRun *run)
{
  return g_atomic_rc_box_acquire (run);
}

static void
run_unref (gpointer run)
{
  g_atomic_rc_box_release_full (run, (GDestroyNotify) run_clear);
}

static KqRun *
run_new (KqSolverRunner *self, KqProblem problem, int n)
{
  KqRun *run = g_atomic_rc_box_new0 (KqRun);

  run->problem = problem;
  run->n = n;
  run->width = n;
  run->runner = self;
  run->context = g_main_context_ref_thread_default ();
  run->local_moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  run->local_cols = g_byte_array_new ();
  run->moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  run->cols = g_byte_array_new ();
  g_mutex_init (&run->mutex);
  g_cond_init (&run->cond);
  run->ahead = (gint) self->ahead;

  return run;
}

/* Main thread: hands the batch to the runner's signals. */
static void
run_drain (KqRun *run)
{
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GByteArray) cols = NULL;
  g_autoptr(KqSolverRunner) self = NULL;
  guint64 nodes, solutions;
  gboolean cut;

  g_mutex_lock (&run->mutex);
  if (run->moves->len > 0)
    {
      moves = g_steal_pointer (&run->moves);
      run->moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
    }
  if (run->cols->len > 0)
    {
      cols = g_steal_pointer (&run->cols);
      run->cols = g_byte_array_new ();
    }
  nodes = run->nodes;
  solutions = run->solutions;
  cut = run->cut;
  run->pending = FALSE;
  g_mutex_unlock (&run->mutex);

  if (run->runner == NULL)
    return;

  /* A handler may start another run, which detaches this one. */
  self = g_object_ref (run->runner);
  self->nodes = nodes;
  self->solutions = solutions;
  self->trace_cut = cut;
  if (moves != NULL)
    g_signal_emit (self, signals[MOVES], 0, moves->data, moves->len);
  if (cols != NULL && run->runner == self)
    g_signal_emit (self, signals[SOLUTIONS], 0, cols->data, cols->len / (guint) run->width);
  if (run->runner == self)
    g_signal_emit (self, signals[PROGRESS], 0);
}

static gboolean
run_drain_cb (gpointer user_data)
{
  run_drain (user_data);
  return G_SOURCE_REMOVE;
}

/* Worker: moves what it gathered to the shared batch, and queues one
 * drain in the main context when the batch was empty. */
static void
run_flush (KqRun *run)
{
  gboolean arm;

  g_mutex_lock (&run->mutex);
  g_array_append_vals (run->moves, run->local_moves->data, run->local_moves->len);
  g_byte_array_append (run->cols, run->local_cols->data, run->local_cols->len);
  run->nodes = run->local_nodes;
  run->solutions = run->local_solutions;
  run->cut = run->local_cut;
  arm = !run->pending;
  run->pending = TRUE;
  g_mutex_unlock (&run->mutex);

  g_array_set_size (run->local_moves, 0);
  g_byte_array_set_size (run->local_cols, 0);
  run->last_flush = g_get_monotonic_time ();

  if (arm)
    {
      /* Not g_main_context_invoke(): it runs the callback right here, in
       * the worker, whenever no thread holds the context at that moment. */
      GSource *source = g_idle_source_new ();

      g_source_set_priority (source, G_PRIORITY_DEFAULT_IDLE);
      g_source_set_callback (source, run_drain_cb, run_ref (run), run_unref);
      g_source_set_static_name (source, "[kq] solver batch");
      g_source_attach (source, run->context);
      g_source_unref (source);
    }
}

/* Worker: hands the batch over about once a frame; the very first event
 * goes at once, so that the first move or solution shows without delay. */
static void
run_maybe_flush (KqRun *run, gboolean look_at_clock)
{
  if (!look_at_clock && (++run->calls & KQ_FLUSH_CHECK_MASK) != 0 && run->last_flush != 0)
    return;
  if (run->last_flush == 0 || g_get_monotonic_time () - run->last_flush >= KQ_FLUSH_INTERVAL)
    run_flush (run);
}

/* Worker, paced: hands over what it has and sleeps while the timeline is
 * `ahead` moves or more behind, so that a slow animation of a long search
 * holds no more than that; a release (ahead = 0) or a cancel wakes it. */
static void
run_pace (KqRun *run)
{
  gboolean wait;

  g_mutex_lock (&run->mutex);
  wait = run->ahead > 0 && run->traced >= run->played + (guint64) run->ahead;
  g_mutex_unlock (&run->mutex);
  if (!wait)
    return;

  run_flush (run);
  g_mutex_lock (&run->mutex);
  while (run->ahead > 0 && run->traced >= run->played + (guint64) run->ahead &&
         !g_cancellable_is_cancelled (run->cancellable))
    g_cond_wait (&run->cond, &run->mutex);
  g_mutex_unlock (&run->mutex);
}

static void
run_wake_cb (GCancellable *cancellable, gpointer user_data)
{
  KqRun *run = user_data;

  g_mutex_lock (&run->mutex);
  g_cond_broadcast (&run->cond);
  g_mutex_unlock (&run->mutex);
}

/* Worker: queues a PLACE or REMOVE for the timeline, up to
 * KQ_SOLVER_RUNNER_MAX_TRACE of them. */
static void
run_trace (KqRun *run, const KqEvent *event)
{
  KqMove move = kq_move_from_event (event);

  if (run->traced >= KQ_SOLVER_RUNNER_MAX_TRACE)
    {
      run->local_cut = TRUE;
      return;
    }
  g_array_append_val (run->local_moves, move);
  run->traced++;
  if (g_atomic_int_get (&run->ahead) > 0)
    run_pace (run);
}

static gboolean
tour_event_cb (const KqEvent *event, gpointer user_data)
{
  KqRun *run = user_data;

  if (g_cancellable_is_cancelled (run->cancellable))
    return FALSE;

  /* With the trace on, every try is a PLACE: count them between PROGRESS events. */
  if (event->type == KQ_EVENT_PLACE)
    run->places++;
  run->local_nodes = MAX (run->local_nodes, MAX (event->nodes, run->places));
  if (event->type == KQ_EVENT_PLACE || event->type == KQ_EVENT_REMOVE)
    run_trace (run, event);

  run_maybe_flush (run, event->type == KQ_EVENT_PROGRESS);
  return TRUE;
}

/* Every tour from a square: each tour's move numbers, a byte a square. */
static gboolean
every_tour_event_cb (const KqEvent *event, gpointer user_data)
{
  KqRun *run = user_data;

  if (g_cancellable_is_cancelled (run->cancellable))
    return FALSE;

  run->local_nodes = MAX (run->local_nodes, event->nodes);
  run->local_solutions = MAX (run->local_solutions, event->solutions);
  if (event->type == KQ_EVENT_SOLUTION && run->local_solutions <= run->max_listed)
    for (int i = 0; i < run->width; i++)
      {
        guint8 move = (guint8) event->cells[i];

        g_byte_array_append (run->local_cols, &move, 1);
      }
  run_maybe_flush (run, event->type == KQ_EVENT_PROGRESS);
  return TRUE;
}

/* Rooks: the store is full (and the trace cut): the rest of the listing
 * would show nothing, and its count is n!. */
static gboolean
rooks_listed_enough (const KqRun *run)
{
  return run->problem == KQ_PROBLEM_ROOKS && run->local_solutions >= run->max_listed &&
         (!run->trace || run->local_cut);
}

static gboolean
queens_event_cb (const KqEvent *event, gpointer user_data)
{
  KqRun *run = user_data;

  if (g_cancellable_is_cancelled (run->cancellable))
    return FALSE;

  run->local_nodes = MAX (run->local_nodes, event->nodes);
  if (event->type == KQ_EVENT_SOLUTION)
    {
      run->local_solutions = MAX (run->local_solutions + 1, event->solutions);
      if (run->local_solutions <= run->max_listed)
        for (int r = 0; r < run->n; r++)
          {
            guint8 col = (guint8) event->cells[r];

            g_byte_array_append (run->local_cols, &col, 1);
          }
    }
  else if (event->type == KQ_EVENT_PROGRESS)
    run->local_solutions = MAX (run->local_solutions, event->solutions);
  else
    run_trace (run, event);

  run_maybe_flush (run, event->type == KQ_EVENT_PROGRESS);
  return !rooks_listed_enough (run);
}

static void
run_worker (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  KqRun *run = task_data;
  g_autofree int *board = NULL;
  KqOutcome outcome;

  if (run->every_tour)
    {
      guint64 count = 0;

      outcome = kq_tour_count_list (&run->tour, every_tour_event_cb, run, &count);
      run->local_solutions = count;
    }
  else if (run->problem == KQ_PROBLEM_TOUR)
    {
      guint64 steps = 0;

      board = g_new0 (int, (gsize) kq_tour_request_rows (&run->tour) *
                           kq_tour_request_cols (&run->tour));
      outcome = kq_tour_solve (&run->tour, board, tour_event_cb, run, &steps);
      run->local_nodes = MAX (run->local_nodes, steps);
      if (outcome != KQ_OUTCOME_FOUND)
        g_clear_pointer (&board, g_free);
    }
  else if (run->problem == KQ_PROBLEM_ROOKS)
    {
      guint64 total = 0;

      outcome = kq_rooks_list (run->n, run->trace, queens_event_cb, run, NULL);
      if (outcome == KQ_OUTCOME_STOPPED && rooks_listed_enough (run))
        outcome = KQ_OUTCOME_FOUND;
      if (outcome == KQ_OUTCOME_FOUND && kq_rooks_count (run->n, &total))
        {
          run->local_solutions = total;
          /* the whole search's nodes, as a listing to the end counts them */
          kq_rooks_nodes (run->n, &run->local_nodes);
        }
    }
  else
    {
      guint64 count = 0;

      outcome = kq_queens_list (run->n, run->trace, queens_event_cb, run, &count);
      if (outcome == KQ_OUTCOME_FOUND || outcome == KQ_OUTCOME_NONE)
        run->local_solutions = count;
    }

  g_mutex_lock (&run->mutex);
  run->outcome = outcome;
  run->board = g_steal_pointer (&board);
  g_mutex_unlock (&run->mutex);
  run_flush (run);
  g_cancellable_disconnect (run->cancellable, run->cancelled_id);

  if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, TRUE);
  g_atomic_int_add (&live_workers, -1);
}

/* The current run reports nothing more: a drain still queued finds it detached. */
static void
release_current (KqSolverRunner *self)
{
  g_clear_object (&self->cancellable);
  self->current->runner = NULL;
  g_clear_pointer (&self->current, run_unref);
}

static void
detach_current (KqSolverRunner *self)
{
  if (self->current == NULL)
    return;

  g_cancellable_cancel (self->cancellable);
  release_current (self);
}

static void
run_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(KqSolverRunner) self = user_data;
  KqRun *run = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  KqOutcome outcome;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      /* Cancelled runs were detached when they were cancelled. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Solver run failed: %s", error->message);
      return;
    }
  if (run->runner != self)
    return;

  /* The last batch may still wait in an idle source of lower priority. */
  run_drain (run);
  if (run->runner != self)
    return;

  g_mutex_lock (&run->mutex);
  outcome = run->outcome;
  g_clear_pointer (&self->tour, g_free);
  self->tour = g_steal_pointer (&run->board);
  g_mutex_unlock (&run->mutex);

  release_current (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_signal_emit (self, signals[FINISHED], 0, outcome);
}

static void
start_run (KqSolverRunner *self, KqRun *run)
{
  g_autoptr(GTask) task = NULL;
  gboolean was_running = self->current != NULL;

  detach_current (self);
  self->cancellable = g_cancellable_new ();
  run->cancellable = g_object_ref (self->cancellable);
  /* Disconnected by the worker before it ends, so the run outlives it. */
  run->cancelled_id = g_cancellable_connect (run->cancellable, G_CALLBACK (run_wake_cb), run, NULL);
  self->current = run;
  self->nodes = 0;
  self->solutions = 0;
  self->trace_cut = FALSE;
  g_clear_pointer (&self->tour, g_free);

  /* No source object: the worker may drop the task's last reference, and
   * the runner must not be finalized in that thread. */
  task = g_task_new (NULL, self->cancellable, run_done_cb, g_object_ref (self));
  g_task_set_source_tag (task, start_run);
  g_task_set_task_data (task, run_ref (run), run_unref);
  /* The worker always returns through its own check of the cancellable,
   * so that nothing outlives it. */
  g_task_set_return_on_cancel (task, FALSE);
  g_atomic_int_inc (&live_workers);
  g_task_run_in_thread (task, run_worker);

  if (!was_running)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
kq_solver_runner_dispose (GObject *object)
{
  KqSolverRunner *self = KQ_SOLVER_RUNNER (object);

  detach_current (self);

  G_OBJECT_CLASS (kq_solver_runner_parent_class)->dispose (object);
}

static void
kq_solver_runner_finalize (GObject *object)
{
  KqSolverRunner *self = KQ_SOLVER_RUNNER (object);

  g_clear_pointer (&self->tour, g_free);

  G_OBJECT_CLASS (kq_solver_runner_parent_class)->finalize (object);
}

static void
kq_solver_runner_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqSolverRunner *self = KQ_SOLVER_RUNNER (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, kq_solver_runner_get_running (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_solver_runner_class_init (KqSolverRunnerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kq_solver_runner_dispose;
  object_class->finalize = kq_solver_runner_finalize;
  object_class->get_property = kq_solver_runner_get_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * KqSolverRunner::moves:
   * @moves: (array length=n_moves): KqMove, the placements and removals traced
   * @n_moves: how many
   */
  signals[MOVES] =
    g_signal_new ("moves", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);
  /**
   * KqSolverRunner::solutions:
   * @cols: n bytes a solution, the 0-based column of each row's queen
   * @count: how many solutions
   */
  signals[SOLUTIONS] =
    g_signal_new ("solutions", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);
  /**
   * KqSolverRunner::progress:
   *
   * The counts of kq_solver_runner_get_nodes() and _get_solutions() moved.
   */
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /**
   * KqSolverRunner::finished:
   * @outcome: how the run ended; a tour's reason for none is worded by
   *   kq_tour_reason() in the main thread (a worker calls no gettext)
   */
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, KQ_TYPE_OUTCOME);
}

static void
kq_solver_runner_init (KqSolverRunner *self)
{
}

KqSolverRunner *
kq_solver_runner_new (void)
{
  return g_object_new (KQ_TYPE_SOLVER_RUNNER, NULL);
}

void
kq_solver_runner_start_tour (KqSolverRunner *self, const KqTourRequest *request)
{
  KqRun *run;

  g_return_if_fail (KQ_IS_SOLVER_RUNNER (self));
  g_return_if_fail (request != NULL && request->n >= 1 && request->n <= KQ_TOUR_MAX_N);

  run = run_new (self, KQ_PROBLEM_TOUR, request->n);
  run->tour = *request;
  start_run (self, run);
}

void
kq_solver_runner_start_every_tour (KqSolverRunner      *self,
                                   const KqTourRequest *request,
                                   guint64              max_listed)
{
  KqRun *run;

  g_return_if_fail (KQ_IS_SOLVER_RUNNER (self));
  g_return_if_fail (request != NULL && request->n >= 1 && request->n <= KQ_TOUR_COUNT_MAX_N);

  run = run_new (self, KQ_PROBLEM_TOUR, request->n);
  run->tour = *request;
  run->tour.trace = FALSE;
  run->tour.max_steps = 0;
  run->every_tour = TRUE;
  run->width = kq_tour_request_rows (request) * kq_tour_request_cols (request);
  run->max_listed = max_listed;
  start_run (self, run);
}

static void
start_placements (KqSolverRunner *self, KqProblem problem, int n, guint64 max_listed,
                  gboolean trace)
{
  KqRun *run = run_new (self, problem, n);

  run->max_listed = max_listed;
  run->trace = trace;
  start_run (self, run);
}

void
kq_solver_runner_start_queens (KqSolverRunner *self, int n, guint64 max_listed, gboolean trace)
{
  g_return_if_fail (KQ_IS_SOLVER_RUNNER (self));
  g_return_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N);

  start_placements (self, KQ_PROBLEM_QUEENS, n, max_listed, trace);
}

void
kq_solver_runner_start_rooks (KqSolverRunner *self, int n, guint64 max_listed, gboolean trace)
{
  g_return_if_fail (KQ_IS_SOLVER_RUNNER (self));
  g_return_if_fail (n >= 1 && n <= KQ_WINDOW_MAX_ROOKS_N);

  start_placements (self, KQ_PROBLEM_ROOKS, n, max_listed, trace);
}

void
kq_solver_runner_stop (KqSolverRunner *self)
{
  g_return_if_fail (KQ_IS_SOLVER_RUNNER (self));

  if (self->current == NULL)
    return;

  detach_current (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_signal_emit (self, signals[FINISHED], 0, KQ_OUTCOME_STOPPED);
}

gboolean
kq_solver_runner_get_running (KqSolverRunner *self)
{
  g_return_val_if_fail (KQ_IS_SOLVER_RUNNER (self), FALSE);

  return self->current != NULL;
}

guint64
kq_solver_runner_get_nodes (KqSolverRunner *self)
{
  g_return_val_if_fail (KQ_IS_SOLVER_RUNNER (self), 0);

  return self->nodes;
}

guint64
kq_solver_runner_get_solutions (KqSolverRunner *self)
{
  g_return_val_if_fail (KQ_IS_SOLVER_RUNNER (self), 0);

  return self->solutions;
}

const int *
kq_solver_runner_get_tour (KqSolverRunner *self)
{
  g_return_val_if_fail (KQ_IS_SOLVER_RUNNER (self), NULL);

  return self->tour;
}

gboolean
kq_solver_runner_get_trace_cut (KqSolverRunner *self)
{
  g_return_val_if_fail (KQ_IS_SOLVER_RUNNER (self), FALSE);

  return self->trace_cut;
}

guint
kq_solver_runner_get_live_workers (void)
{
  return (guint) g_atomic_int_get (&live_workers);
}

void
kq_solver_runner_set_pace (KqSolverRunner *self, guint ahead)
{
  KqRun *run;

  g_return_if_fail (KQ_IS_SOLVER_RUNNER (self));
  g_return_if_fail (ahead <= G_MAXINT);

  self->ahead = ahead;
  if ((run = self->current) == NULL)
    return;
  g_mutex_lock (&run->mutex);
  g_atomic_int_set (&run->ahead, (gint) ahead);
  g_cond_broadcast (&run->cond);
  g_mutex_unlock (&run->mutex);
}

void
kq_solver_runner_set_played (KqSolverRunner *self, guint64 played)
{
  KqRun *run;

  g_return_if_fail (KQ_IS_SOLVER_RUNNER (self));

  /* Only a paced worker waits for this. */
  if ((run = self->current) == NULL || self->ahead == 0)
    return;
  g_mutex_lock (&run->mutex);
  if (run->played != played)
    {
      run->played = played;
      g_cond_broadcast (&run->cond);
    }
  g_mutex_unlock (&run->mutex);
}
