/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-solution-store.c: KqSolutionStore (model): the n-queens solutions
 * found so far, compactly */
#define G_LOG_DOMAIN "kq-solution-store"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-queens.h"
#include "kq-rooks.h"
#include "kq-solution-store.h"

struct _KqSolutionStore
{
  GObject     parent_instance;

  int         n;
  KqProblem   problem;
  guint64     capacity;
  guint64     total;
  /* n bytes a solution: n <= KQ_QUEENS_MAX_N columns fit in a byte each,
   * and so do a tour's move numbers (every tour from a square: n × n bytes,
   * up to KQ_SOLUTION_STORE_MAX_WIDTH) */
  GByteArray *cols;
};

G_DEFINE_FINAL_TYPE (KqSolutionStore, kq_solution_store, G_TYPE_OBJECT)

G_STATIC_ASSERT (KQ_QUEENS_MAX_N <= G_MAXUINT8 + 1);

static void
kq_solution_store_finalize (GObject *object)
{
  KqSolutionStore *self = KQ_SOLUTION_STORE (object);

  g_clear_pointer (&self->cols, g_byte_array_unref);

  G_OBJECT_CLASS (kq_solution_store_parent_class)->finalize (object);
}

static void
kq_solution_store_class_init (KqSolutionStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kq_solution_store_finalize;
}

static void
kq_solution_store_init (KqSolutionStore *self)
{
  self->cols = g_byte_array_new ();
}

KqSolutionStore *
kq_solution_store_new (int n, gsize max_bytes)
{
  KqSolutionStore *self;

  g_return_val_if_fail (n >= 1 && n <= KQ_SOLUTION_STORE_MAX_WIDTH, NULL);

  self = g_object_new (KQ_TYPE_SOLUTION_STORE, NULL);
  self->n = n;
  self->problem = KQ_PROBLEM_QUEENS;
  self->capacity = max_bytes / (gsize) n;

  return self;
}

void
kq_solution_store_set_problem (KqSolutionStore *self, KqProblem problem)
{
  g_return_if_fail (KQ_IS_SOLUTION_STORE (self));
  g_return_if_fail (kq_problem_is_placement (problem));

  self->problem = problem;
}

guint64
kq_solution_store_get_total (KqSolutionStore *self)
{
  g_return_val_if_fail (KQ_IS_SOLUTION_STORE (self), 0);

  return self->total;
}

guint64
kq_solution_store_get_stored (KqSolutionStore *self)
{
  g_return_val_if_fail (KQ_IS_SOLUTION_STORE (self), 0);

  return self->cols->len / (guint) self->n;
}

guint64
kq_solution_store_get_capacity (KqSolutionStore *self)
{
  g_return_val_if_fail (KQ_IS_SOLUTION_STORE (self), 0);

  return self->capacity;
}

void
kq_solution_store_append (KqSolutionStore *self, const guint8 *cols, guint count)
{
  guint64 stored, fits;

  g_return_if_fail (KQ_IS_SOLUTION_STORE (self));
  g_return_if_fail (cols != NULL || count == 0);

  stored = kq_solution_store_get_stored (self);
  fits = MIN ((guint64) count, self->capacity - stored);
  if (fits > 0)
    g_byte_array_append (self->cols, cols, (guint) (fits * self->n));
  self->total += count;
}

void
kq_solution_store_set_total (KqSolutionStore *self, guint64 total)
{
  g_return_if_fail (KQ_IS_SOLUTION_STORE (self));

  self->total = MAX (self->total, total);
}

gboolean
kq_solution_store_lookup (KqSolutionStore *self, guint64 k, int *cols)
{
  const guint8 *row;

  g_return_val_if_fail (KQ_IS_SOLUTION_STORE (self), FALSE);
  g_return_val_if_fail (cols != NULL, FALSE);

  if (k < 1 || k > kq_solution_store_get_stored (self))
    return FALSE;

  row = self->cols->data + (k - 1) * self->n;
  for (int r = 0; r < self->n; r++)
    cols[r] = row[r];

  return TRUE;
}

static int
compare_stored (const guint8 *row, const int *cols, int n)
{
  for (int r = 0; r < n; r++)
    if (row[r] != cols[r])
      return row[r] < cols[r] ? -1 : 1;
  return 0;
}

guint64
kq_solution_store_find (KqSolutionStore *self, const int *cols)
{
  guint64 low = 0, high;

  g_return_val_if_fail (KQ_IS_SOLUTION_STORE (self), 0);
  g_return_val_if_fail (cols != NULL, 0);

  /* The listing's order is lexicographic: a binary search. */
  high = kq_solution_store_get_stored (self);
  while (low < high)
    {
      guint64 mid = low + (high - low) / 2;
      int cmp = compare_stored (self->cols->data + mid * self->n, cols, self->n);

      if (cmp == 0)
        return mid + 1;
      if (cmp < 0)
        low = mid + 1;
      else
        high = mid;
    }
  return 0;
}

/* A fetch: what the worker is asked, and its progress for the main thread. */
typedef struct {
  guint64                  k;
  KqSolutionStoreProgress  progress;
  gpointer                 progress_data;
  GCancellable            *cancellable;
  GMainContext            *context;
  gint64                   last_report;  /* worker only */
} Fetch;

static void
fetch_free (gpointer data)
{
  Fetch *fetch = data;

  g_clear_object (&fetch->cancellable);
  g_main_context_unref (fetch->context);
  g_free (fetch);
}

/* The worker's count, on its way to the main thread. */
typedef struct {
  GCancellable            *cancellable;
  KqSolutionStoreProgress  progress;
  gpointer                 progress_data;
  guint64                  counted;
} Report;

static void
report_free (gpointer data)
{
  Report *report = data;

  g_clear_object (&report->cancellable);
  g_free (report);
}

static gboolean
report_cb (gpointer data)
{
  Report *report = data;

  /* A cancelled fetch's caller has moved on. */
  if (!g_cancellable_is_cancelled (report->cancellable))
    report->progress (report->counted, report->progress_data);
  return G_SOURCE_REMOVE;
}

static gboolean
nth_event_cb (const KqEvent *event, gpointer user_data)
{
  Fetch *fetch = user_data;
  gint64 now;

  if (g_cancellable_is_cancelled (fetch->cancellable))
    return FALSE;
  if (fetch->progress == NULL || event->type != KQ_EVENT_PROGRESS)
    return TRUE;

  now = g_get_monotonic_time ();
  if (now - fetch->last_report >= KQ_SOLUTION_STORE_REPORT_INTERVAL)
    {
      Report *report = g_new0 (Report, 1);
      GSource *source = g_idle_source_new ();

      report->cancellable = fetch->cancellable != NULL ? g_object_ref (fetch->cancellable) : NULL;
      report->progress = fetch->progress;
      report->progress_data = fetch->progress_data;
      report->counted = event->solutions;
      g_source_set_callback (source, report_cb, report, report_free);
      g_source_set_static_name (source, "[kq] solution fetch progress");
      g_source_attach (source, fetch->context);
      g_source_unref (source);
      fetch->last_report = now;
    }
  return TRUE;
}

static void
nth_worker (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  KqSolutionStore *self = source_object;
  Fetch *fetch = task_data;
  g_autofree int *cols = g_new (int, self->n);
  KqOutcome outcome;

  /* self->n and self->problem are set before any fetch, so reading them
   * here is safe. */
  if (self->problem == KQ_PROBLEM_ROOKS)
    outcome = kq_rooks_nth (self->n, fetch->k, cols) ? KQ_OUTCOME_FOUND : KQ_OUTCOME_NONE;
  else
    outcome = kq_queens_nth (self->n, fetch->k, cols, nth_event_cb, fetch, NULL);

  if (g_task_return_error_if_cancelled (task))
    return;
  /* Worded in the main thread (kq_solution_store_get_finish): a worker
   * calls no gettext, which a change of language would race. */
  if (outcome != KQ_OUTCOME_FOUND)
    {
      g_task_return_pointer (task, NULL, NULL);
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&cols), g_free);
}

void
kq_solution_store_get_async (KqSolutionStore     *self,
                             guint64                  k,
                             KqSolutionStoreProgress  progress,
                             gpointer                 progress_data,
                             GCancellable            *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autofree int *cols = NULL;
  Fetch *fetch;

  g_return_if_fail (KQ_IS_SOLUTION_STORE (self));
  g_return_if_fail (k >= 1);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, kq_solution_store_get_async);

  cols = g_new (int, self->n);
  if (kq_solution_store_lookup (self, k, cols))
    {
      g_task_return_pointer (task, g_steal_pointer (&cols), g_free);
      return;
    }

  fetch = g_new0 (Fetch, 1);
  fetch->k = k;
  fetch->progress = progress;
  fetch->progress_data = progress_data;
  fetch->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  fetch->context = g_main_context_ref_thread_default ();
  g_task_set_task_data (task, fetch, fetch_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, nth_worker);
}

int *
kq_solution_store_get_finish (KqSolutionStore *self, GAsyncResult *result, GError **error)
{
  int *cols;

  g_return_val_if_fail (KQ_IS_SOLUTION_STORE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  if (g_task_had_error (G_TASK (result)))
    return g_task_propagate_pointer (G_TASK (result), error);
  cols = g_task_propagate_pointer (G_TASK (result), NULL);
  if (cols == NULL)
    {
      Fetch *fetch = g_task_get_task_data (G_TASK (result));
      g_autofree char *number = kq_format_count (fetch->k);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("There is no solution number %s for n = %d"), number, self->n);
    }
  return cols;
}
