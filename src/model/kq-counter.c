/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-counter.c: KqCounter (model): a count of n queens, or of the knight's
 * tours from a square, in workers, its progress, the time left and Stop */
#define G_LOG_DOMAIN "kq-counter"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <sys/resource.h>
#include <unistd.h>

#include "kq-counter.h"
#include "kq-enum-types.h"
#include "kq-event-cancel.h"
#include "kq-format.h"
#include "kq-queens.h"
#include "kq-tour-count.h"
#include "kq-tour-frontier.h"
#include "kq-tour-published.h"

/* How often the main thread reads the count's progress. */
#define POLL_INTERVAL_MS 100

/* The estimate before a count of tours: Knuth's probes from each square
 * counted, and the time taken to measure the machine's speed (both a
 * fraction of a second on 8 × 8). */
#define ESTIMATE_PROBES 40000
#define RATE_SECONDS 0.05

/* A count estimated longer than this is worth splitting over machines. */
#define LONG_SECONDS (10 * 60)

/* One count: shared by the main thread (the counter) and its thread. */
typedef struct {
  int            n;
  gboolean       tours;       /* the tours of tour, else n queens */
  gboolean       map;         /* tours: from every square, into counts */
  gboolean       frontier;    /* closed tours: every one of the board, by the frontier */
  KqTourRequest  tour;
  guint64        counts[64];
  GCancellable  *cancellable;
  gint           fraction;    /* atomic: the share done, in millionths */
  gint64         start;
  gint64         end;         /* set by the thread when it ends */
  gint           estimated;   /* atomic: estimate and seconds are set */
  KqTourEstimate estimate;    /* tours: what the count will find, */
  double         seconds;     /* and in how long */
  KqQueensCount  count;
  KqOutcome      outcome;
} Job;

struct _KqCounter
{
  GObject    parent_instance;

  GTask     *task;        /* the count running, NULL when none */
  guint      poll_id;
  int        n;
  gboolean   tours;       /* the count is of tours: */
  gboolean   map;         /* from every square, */
  KqTourRequest tour;     /* else from this square */
  guint64   *counts;      /* the map's n × n counts, once counted */
  gboolean   estimated;   /* tours: the job's estimate is known: */
  double     estimate_tours;
  double     estimate_seconds;
  double     fraction;
  KqOutcome  outcome;
  guint64    total;
  guint64    unique;
  gint64     start;
  gint64     end;         /* 0 while running */
};

G_DEFINE_FINAL_TYPE (KqCounter, kq_counter, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_N,
  PROP_FRACTION,
  PROP_OUTCOME,
  PROP_TOTAL,
  PROP_UNIQUE,
  PROP_SECONDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static gint live_workers;

static void
job_free (Job *job)
{
  g_object_unref (job->cancellable);
  g_free (job);
}

static gboolean
on_progress (const KqEvent *event, gpointer data)
{
  Job *job = data;

  if (event->type == KQ_EVENT_PROGRESS)
    g_atomic_int_set (&job->fraction, (gint) (event->fraction * 1e6));
  return kq_event_func_cancellable (event, job->cancellable);
}

/* The nodes a core counts in a second: CPU time, so the same whatever the
 * load; measured once, by the first count of tours, so that a small count
 * comes at once after it. */
static double
core_rate (void)
{
  static gsize measured;
  static double rate;

  if (g_once_init_enter (&measured))
    {
      rate = kq_tour_count_rate (RATE_SECONDS);
      g_once_init_leave (&measured, 1);
    }
  return rate;
}

/* Every closed tour of the board, by the frontier (issue 44), which
 * counts 8 × 8's in minutes where the search from a square would take
 * years: from any square twice the cycles (once each way round), the
 * same from every square of the map. */
static KqOutcome
count_frontier (Job *job)
{
  int rows = kq_tour_request_rows (&job->tour), cols = kq_tour_request_cols (&job->tour);
  KqTourFrontierCount count;
  KqOutcome outcome = kq_tour_frontier_count (rows, cols, TRUE, 0, 0, on_progress, job, &count);

  for (int i = 0; i < (job->map ? rows * cols : 1); i++)
    job->counts[i] = (guint64) (2 * count.paths);
  job->count.total = job->map ? 0 : job->counts[0];
  return outcome;
}

/* The count's own thread, not one of GIO's pool: its nice value, which the
 * core's workers inherit from it (Linux keeps one a thread), cannot be
 * raised again without privileges, so it must not outlive the count. */
static gpointer
count_thread (gpointer data)
{
  GTask *task = data;
  Job *job = g_task_get_task_data (task);

#ifdef __linux__
  if (setpriority (PRIO_PROCESS, (id_t) gettid (), KQ_COUNTER_NICE) != 0)
    g_debug ("setpriority: %s", g_strerror (errno));
#endif
  /* The frontier's own progress says its time left within a second (its
   * share done is its states swept against those of the steps ahead,
   * guessed from how the last column grew them); what it will find is
   * known where the board's number is published. */
  if (job->frontier)
    {
      int rows = kq_tour_request_rows (&job->tour), cols = kq_tour_request_cols (&job->tour);
      guint64 published = kq_tour_published_lookup (rows, cols);

      if (published > 0)
        {
          job->estimate.tours = 2.0 * published * (job->map ? rows * cols : 1);
          job->seconds = -1;
          g_atomic_int_set (&job->estimated, TRUE);
        }
    }
  else if (job->tours)
    {
      if (job->map)
        kq_tour_count_estimate_board (kq_tour_request_rows (&job->tour),
                                      kq_tour_request_cols (&job->tour), job->tour.closed,
                                      ESTIMATE_PROBES, 1, &job->estimate);
      else
        kq_tour_count_estimate (&job->tour, ESTIMATE_PROBES, 1, &job->estimate);
      job->seconds = job->estimate.nodes / (core_rate () * g_get_num_processors ());
      g_atomic_int_set (&job->estimated, TRUE);
    }
  if (g_cancellable_is_cancelled (job->cancellable))
    job->outcome = KQ_OUTCOME_STOPPED;   /* stopped while it estimated */
  else if (job->frontier)
    job->outcome = count_frontier (job);
  else if (job->map)
    job->outcome = kq_tour_count_board (kq_tour_request_rows (&job->tour),
                                        kq_tour_request_cols (&job->tour), job->tour.closed, 0,
                                        1, 0, on_progress, job, job->counts);
  else if (job->tours)
    job->outcome = kq_tour_count_share (&job->tour, 0, 1, 0, on_progress, job, &job->count.total);
  else
    job->outcome = kq_queens_count (job->n, 0, on_progress, job, &job->count);
  job->end = g_get_monotonic_time ();
  /* The callback runs in the counter's context, from an idle. */
  g_task_return_boolean (task, TRUE);
  g_object_unref (task);
  g_atomic_int_dec_and_test (&live_workers);
  return NULL;
}

static void
set_fraction (KqCounter *self, double fraction)
{
  if (fraction == self->fraction)
    return;
  self->fraction = fraction;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
}

/* The job's estimate, once its thread has made it. */
static void
take_estimate (KqCounter *self, Job *job)
{
  if (self->estimated || !g_atomic_int_get (&job->estimated))
    return;
  self->estimated = TRUE;
  self->estimate_tours = job->estimate.tours;
  self->estimate_seconds = job->seconds;
}

static gboolean
poll_cb (gpointer data)
{
  KqCounter *self = data;
  Job *job = g_task_get_task_data (self->task);

  set_fraction (self, g_atomic_int_get (&job->fraction) / 1e6);
  take_estimate (self, job);
  /* The time left changes with the time: seconds too. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SECONDS]);
  return G_SOURCE_CONTINUE;
}

static void
count_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  KqCounter *self = KQ_COUNTER (source);
  Job *job = g_task_get_task_data (G_TASK (result));

  /* A count started again since: this one is forgotten. */
  if (G_TASK (result) != self->task)
    return;

  g_clear_handle_id (&self->poll_id, g_source_remove);
  g_clear_object (&self->task);
  g_object_freeze_notify (G_OBJECT (self));
  take_estimate (self, job);
  self->outcome = job->outcome;
  self->total = job->count.total;
  self->unique = job->count.unique;
  self->end = job->end;
  if (job->map && job->outcome == KQ_OUTCOME_FOUND)
    {
      int squares = kq_tour_request_rows (&job->tour) * kq_tour_request_cols (&job->tour);

      self->counts = g_memdup2 (job->counts, sizeof (guint64) * squares);
      for (int i = 0; i < squares; i++)
        self->total += job->counts[i];
    }
  if (job->outcome == KQ_OUTCOME_FOUND)
    set_fraction (self, 1);
  for (guint i = PROP_RUNNING; i < N_PROPS; i++)
    if (i != PROP_FRACTION && i != PROP_N)
      g_object_notify_by_pspec (G_OBJECT (self), properties[i]);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Starts the count job (taken), the one running before stopped. */
static void
start_job (KqCounter *self, Job *job)
{
  kq_counter_stop (self);

  job->cancellable = g_cancellable_new ();
  job->outcome = KQ_OUTCOME_NONE;
  self->task = g_task_new (self, job->cancellable, count_done_cb, NULL);
  g_task_set_task_data (self->task, job, (GDestroyNotify) job_free);
  g_task_set_source_tag (self->task, start_job);

  g_object_freeze_notify (G_OBJECT (self));
  self->n = job->n;
  self->tours = job->tours;
  self->map = job->map;
  self->tour = job->tour;
  g_clear_pointer (&self->counts, g_free);
  self->estimated = FALSE;
  self->outcome = KQ_OUTCOME_NONE;
  self->total = self->unique = 0;
  self->start = g_get_monotonic_time ();
  self->end = 0;
  set_fraction (self, 0);
  for (guint i = PROP_RUNNING; i < N_PROPS; i++)
    if (i != PROP_FRACTION)
      g_object_notify_by_pspec (G_OBJECT (self), properties[i]);
  g_object_thaw_notify (G_OBJECT (self));

  self->poll_id = g_timeout_add (POLL_INTERVAL_MS, poll_cb, self);
  g_atomic_int_inc (&live_workers);
  g_thread_unref (g_thread_new ("kq-counter", count_thread, g_object_ref (self->task)));
}

void
kq_counter_start (KqCounter *self, int n)
{
  Job *job;

  g_return_if_fail (KQ_IS_COUNTER (self));
  g_return_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N);

  job = g_new0 (Job, 1);
  job->n = n;
  start_job (self, job);
}

void
kq_counter_start_tours (KqCounter *self, const KqTourRequest *request)
{
  Job *job;

  g_return_if_fail (KQ_IS_COUNTER (self));
  g_return_if_fail (request != NULL && kq_tour_request_rows (request) >= 1 &&
                    kq_tour_request_cols (request) >= 1);
  g_return_if_fail (request->closed
                      ? kq_tour_frontier_check (kq_tour_request_rows (request),
                                                kq_tour_request_cols (request), TRUE, NULL)
                      : MAX (kq_tour_request_rows (request), kq_tour_request_cols (request)) <=
                          KQ_TOUR_COUNT_MAX_N);
  g_return_if_fail (request->row >= 0 && request->row < kq_tour_request_rows (request) &&
                    request->col >= 0 && request->col < kq_tour_request_cols (request));

  job = g_new0 (Job, 1);
  job->n = request->n;
  job->tours = TRUE;
  job->tour = (KqTourRequest) { .n = request->n, .rows = request->rows, .cols = request->cols,
                                .row = request->row, .col = request->col,
                                .closed = request->closed };
  job->frontier = request->closed;
  start_job (self, job);
}

void
kq_counter_start_tour_map (KqCounter *self, int rows, int cols, gboolean closed)
{
  Job *job;

  g_return_if_fail (KQ_IS_COUNTER (self));
  g_return_if_fail (rows >= 1 && rows <= KQ_TOUR_COUNT_MAX_N);
  g_return_if_fail (cols >= 1 && cols <= KQ_TOUR_COUNT_MAX_N);

  job = g_new0 (Job, 1);
  job->n = rows;
  job->tours = job->map = TRUE;
  job->tour = (KqTourRequest) { .n = rows, .rows = rows, .cols = cols, .closed = closed };
  job->frontier = closed;
  start_job (self, job);
}

const guint64 *
kq_counter_get_counts (KqCounter *self)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), NULL);

  return self->counts;
}

gboolean
kq_counter_get_map (KqCounter *self)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), FALSE);

  return self->map;
}

gboolean
kq_counter_get_estimate (KqCounter *self, double *tours, double *seconds)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), FALSE);

  if (tours != NULL)
    *tours = self->estimated ? self->estimate_tours : 0;
  if (seconds != NULL)
    *seconds = self->estimated ? self->estimate_seconds : 0;
  return self->estimated;
}

gboolean
kq_counter_get_tours (KqCounter *self)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), FALSE);

  return self->tours;
}

void
kq_counter_stop (KqCounter *self)
{
  g_return_if_fail (KQ_IS_COUNTER (self));

  if (self->task == NULL)
    return;
  /* Stopped for the user at once: niced workers on a busy machine may see
   * the flag only seconds later, and their result is forgotten then. */
  g_cancellable_cancel (g_task_get_cancellable (self->task));
  g_clear_handle_id (&self->poll_id, g_source_remove);
  g_clear_object (&self->task);
  g_object_freeze_notify (G_OBJECT (self));
  self->outcome = KQ_OUTCOME_STOPPED;
  self->end = g_get_monotonic_time ();
  for (guint i = PROP_RUNNING; i < N_PROPS; i++)
    if (i != PROP_FRACTION && i != PROP_N)
      g_object_notify_by_pspec (G_OBJECT (self), properties[i]);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
kq_counter_get_running (KqCounter *self)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), FALSE);
  return self->task != NULL;
}

int
kq_counter_get_n (KqCounter *self)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), 0);
  return self->n;
}

double
kq_counter_get_fraction (KqCounter *self)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), 0);
  return self->fraction;
}

KqOutcome
kq_counter_get_outcome (KqCounter *self)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), KQ_OUTCOME_NONE);
  return self->outcome;
}

guint64
kq_counter_get_total (KqCounter *self)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), 0);
  return self->total;
}

guint64
kq_counter_get_unique (KqCounter *self)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), 0);
  return self->unique;
}

double
kq_counter_get_seconds (KqCounter *self)
{
  g_return_val_if_fail (KQ_IS_COUNTER (self), 0);
  if (self->start == 0)
    return 0;
  return ((self->end != 0 ? self->end : g_get_monotonic_time ()) - self->start)
         / (double) G_USEC_PER_SEC;
}

/* value to two significant digits: an estimate claims no more. */
static guint64
round_estimate (double value)
{
  guint64 scale = 1;

  while (value >= 100)
    {
      value /= 10;
      scale *= 10;
    }
  return (guint64) (value + 0.5) * scale;
}

/* The count's time left, in seconds: from the estimate made before it
 * started until its own progress says more (1 % of it), then from that;
 * negative while neither knows. */
/* Whether the count's own progress says its time left, rather than the estimate. */
static gboolean
left_by_progress (KqCounter *self)
{
  double f = self->fraction;

  return f >= 0.01 ||
         (f > 0 && (!self->estimated || kq_counter_get_seconds (self) >= self->estimate_seconds));
}

static double
time_left (KqCounter *self)
{
  double took = kq_counter_get_seconds (self), f = self->fraction;

  if (left_by_progress (self))
    return took * (1 - f) / f;
  if (self->estimated && self->estimate_seconds >= 0)
    return MAX (self->estimate_seconds - took, 0);
  return -1;
}

/* The CLI's command that counts what a long count counts, to be split; NULL: it is not long,
 * or not a square's (the CLI's --part shares square boards' counts only). */
static char *
dup_split_command (KqCounter *self)
{
  const KqTourRequest *tour = &self->tour;

  if (!self->estimated || self->estimate_seconds < LONG_SECONDS ||
      kq_tour_request_rows (tour) != kq_tour_request_cols (tour))
    return NULL;
  return self->map ? g_strdup_printf ("knights-queens-cli tour %d%s --all --count",
                                      tour->n, tour->closed ? " --closed" : "")
                   : g_strdup_printf ("knights-queens-cli tour %d %d %d%s --all --count",
                                      tour->n, tour->row + 1, tour->col + 1,
                                      tour->closed ? " --closed" : "");
}

char *
kq_counter_dup_split_text (KqCounter *self)
{
  g_autofree char *seconds = NULL;
  g_autofree char *command = NULL;

  g_return_val_if_fail (KQ_IS_COUNTER (self), NULL);

  command = dup_split_command (self);
  if (command == NULL)
    return NULL;
  seconds = kq_format_duration (self->estimate_seconds);
  /* TRANSLATORS: a long count's estimate, and how to share it out over K
   * machines (the shares added up with the CLI's sum): "About 44 min here;
   * split it: knights-queens-cli tour 7 1 1 --all --count --part=I/K, then
   * sum" */
  return g_strdup_printf (_("About %s here; split it: %s --part=I/K, then sum"),
                          seconds, command);
}

/* What a running count of tours is expected to find, and for a long one how to split it;
 * NULL until estimated. Its time is not said: the time left beside it says it (the two at
 * once, and the split's own, cut the status line in Vietnamese). */
static char *
dup_estimate_text (KqCounter *self)
{
  g_autofree char *tours = NULL;
  g_autofree char *command = dup_split_command (self);
  g_autofree char *expected = NULL;

  if (!self->estimated)
    return NULL;
  if (self->estimate_seconds < 0)
    {
      g_autofree char *exact = kq_format_count ((guint64) self->estimate_tours);

      /* TRANSLATORS: said before and while a count of closed tours of a
       * board whose number is published runs: "expected: 19,724 tours, as
       * published" */
      return g_strdup_printf (_("expected: %s tours, as published"), exact);
    }
  tours = kq_format_count (round_estimate (self->estimate_tours));
  /* TRANSLATORS: estimated before a count of tours starts, while it runs: "expected: about
   * 520,000 tours" */
  expected = g_strdup_printf (_("expected: about %s tours"), tours);
  if (command == NULL)
    return g_steal_pointer (&expected);
  /* TRANSLATORS: a long count's estimate in the status line, and how to share it out over K
   * machines (the shares added up with the CLI's sum): "expected: about 84,000,000,000 tours
   * · split it: knights-queens-cli tour 7 --all --count --part=I/K, then sum" */
  return g_strdup_printf (_("%s · split it: %s --part=I/K, then sum"), expected, command);
}

/* The text of a count of tours, as kq_counter_dup_text. */
static char *
dup_tours_text (KqCounter *self, const char *took)
{
  const KqTourRequest *tour = &self->tour;
  int rows = kq_tour_request_rows (tour), cols = kq_tour_request_cols (tour);
  g_autofree char *what =
    self->map
      ? g_strdup_printf (C_("tours counted", "%d × %d, every square"), rows, cols)
      : tour->closed
      /* TRANSLATORS: which closed tours a count is of: "6 × 6 from (1, 1),
       * closed" */
      ? g_strdup_printf (C_("tours counted", "%d × %d from (%d, %d), closed"), rows, cols,
                         tour->row + 1, tour->col + 1)
      : g_strdup_printf (C_("tours counted", "%d × %d from (%d, %d)"), rows, cols,
                         tour->row + 1, tour->col + 1);

  if (self->task != NULL)
    {
      g_autofree char *percent = kq_format_decimal (100 * self->fraction, 1);
      g_autofree char *expected = dup_estimate_text (self);
      g_autofree char *left = NULL;
      g_autofree char *progress = NULL;
      double seconds = time_left (self);

      if (seconds < 0)
        progress = g_strdup_printf (_("tours of %s: %s %% counted"), what, percent);
      else
        {
          left = kq_format_duration (seconds);
          progress = g_strdup_printf (_("tours of %s: %s %% counted, about %s left"), what,
                                      percent, left);
        }
      return expected != NULL ? g_strdup_printf ("%s · %s", progress, expected)
                              : g_steal_pointer (&progress);
    }
  if (self->outcome == KQ_OUTCOME_FOUND)
    {
      g_autofree char *total = kq_format_count (self->total);

      /* TRANSLATORS: the result of a count of tours in the window: "6 × 6
       * from (1, 1): 524,486 tours (0.1 s)" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %s tour (%s)",
                                           "%s: %s tours (%s)",
                                           (gulong) MIN (self->total, 1000000)),
                              what, total, took);
    }
  if (self->outcome == KQ_OUTCOME_GAVE_UP)
    /* TRANSLATORS: a count of closed tours that ran out of memory and of
     * room for its file: "tours of 8 × 8 from (1, 1), closed: gave up after
     * 3 min 2 s, out of memory" */
    return g_strdup_printf (_("tours of %s: gave up after %s, out of memory"), what, took);
  /* TRANSLATORS: a count of tours stopped by the user: "tours of 8 × 8
   * from (1, 1): stopped after 3.2 s" */
  return g_strdup_printf (_("tours of %s: stopped after %s"), what, took);
}

char *
kq_counter_dup_text (KqCounter *self)
{
  g_autofree char *took = NULL;

  g_return_val_if_fail (KQ_IS_COUNTER (self), NULL);

  if (self->n == 0)
    return NULL;
  took = kq_format_duration (kq_counter_get_seconds (self));
  if (self->tours)
    return dup_tours_text (self, took);
  if (self->task != NULL)
    {
      g_autofree char *percent = kq_format_decimal (100 * self->fraction, 1);
      g_autofree char *left = NULL;

      if (self->fraction <= 0)
        /* TRANSLATORS: "16 queens: 0.0 % counted" */
        return g_strdup_printf (_("%d queens: %s %% counted"), self->n, percent);
      left = kq_format_duration (kq_counter_get_seconds (self) * (1 - self->fraction)
                                 / self->fraction);
      return g_strdup_printf (_("%d queens: %s %% counted, about %s left"),
                              self->n, percent, left);
    }
  if (self->outcome == KQ_OUTCOME_FOUND)
    {
      g_autofree char *total = kq_format_count (self->total);
      g_autofree char *unique = kq_format_count (self->unique);

      /* TRANSLATORS: the result of a count in the window: "16 queens:
       * 14,772,512 solutions · 1,846,955 essentially different (2.1 s)" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%d queens: %s solution · %s essentially different (%s)",
                                           "%d queens: %s solutions · %s essentially different (%s)",
                                           (gulong) MIN (self->total, 1000000)),
                              self->n, total, unique, took);
    }
  /* TRANSLATORS: a count stopped by the user: "18 queens: stopped after 3.2 s" */
  return g_strdup_printf (_("%d queens: stopped after %s"), self->n, took);
}

guint
kq_counter_get_live_workers (void)
{
  return (guint) g_atomic_int_get (&live_workers);
}

static void
kq_counter_dispose (GObject *object)
{
  KqCounter *self = KQ_COUNTER (object);

  /* The thread holds the task, which holds the counter: nothing here
   * runs while it counts. */
  g_clear_handle_id (&self->poll_id, g_source_remove);
  g_clear_object (&self->task);
  g_clear_pointer (&self->counts, g_free);
  G_OBJECT_CLASS (kq_counter_parent_class)->dispose (object);
}

static void
kq_counter_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqCounter *self = KQ_COUNTER (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, kq_counter_get_running (self));
      break;
    case PROP_N:
      g_value_set_int (value, self->n);
      break;
    case PROP_FRACTION:
      g_value_set_double (value, self->fraction);
      break;
    case PROP_OUTCOME:
      g_value_set_enum (value, self->outcome);
      break;
    case PROP_TOTAL:
      g_value_set_uint64 (value, self->total);
      break;
    case PROP_UNIQUE:
      g_value_set_uint64 (value, self->unique);
      break;
    case PROP_SECONDS:
      g_value_set_double (value, kq_counter_get_seconds (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_counter_class_init (KqCounterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = kq_counter_dispose;
  object_class->get_property = kq_counter_get_property;

  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, flags);
  properties[PROP_N] = g_param_spec_int ("n", NULL, NULL, 0, KQ_QUEENS_MAX_N, 0, flags);
  properties[PROP_FRACTION] = g_param_spec_double ("fraction", NULL, NULL, 0, 1, 0, flags);
  properties[PROP_OUTCOME] = g_param_spec_enum ("outcome", NULL, NULL, KQ_TYPE_OUTCOME,
                                                KQ_OUTCOME_NONE, flags);
  properties[PROP_TOTAL] = g_param_spec_uint64 ("total", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  properties[PROP_UNIQUE] = g_param_spec_uint64 ("unique", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  properties[PROP_SECONDS] = g_param_spec_double ("seconds", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
kq_counter_init (KqCounter *self)
{
  self->outcome = KQ_OUTCOME_NONE;
}

KqCounter *
kq_counter_new (void)
{
  return g_object_new (KQ_TYPE_COUNTER, NULL);
}
