#define G_LOG_DOMAIN "kq-solution-store"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-queens.h"
#include "kq-solution-store.h"

struct _KqSolutionStore
{
  GObject     parent_instance;

  int         n;
  guint64     capacity;
  guint64     total;
  /* n bytes a solution: n <= KQ_QUEENS_MAX_N columns fit in a byte each */
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

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, NULL);

  self = g_object_new (KQ_TYPE_SOLUTION_STORE, NULL);
  self->n = n;
  self->capacity = max_bytes / (gsize) n;

  return self;
}

int
kq_solution_store_get_n (KqSolutionStore *self)
{
  g_return_val_if_fail (KQ_IS_SOLUTION_STORE (self), 0);

  return self->n;
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

static gboolean
nth_event_cb (const KqEvent *event, gpointer user_data)
{
  return !g_cancellable_is_cancelled (G_CANCELLABLE (user_data));
}

static void
nth_worker (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  KqSolutionStore *self = source_object;
  guint64 k = *(guint64 *) task_data;
  g_autofree int *cols = g_new (int, self->n);
  KqOutcome outcome;

  /* self->n never changes, so reading it here is safe. */
  outcome = kq_queens_nth (self->n, k, cols, cancellable != NULL ? nth_event_cb : NULL,
                           cancellable, NULL);

  if (g_task_return_error_if_cancelled (task))
    return;
  if (outcome != KQ_OUTCOME_FOUND)
    {
      g_autofree char *number = kq_format_count (k);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                               _("There is no solution number %s for n = %d"), number, self->n);
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&cols), g_free);
}

void
kq_solution_store_get_async (KqSolutionStore     *self,
                             guint64              k,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autofree int *cols = NULL;

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

  g_task_set_task_data (task, g_memdup2 (&k, sizeof k), g_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, nth_worker);
}

int *
kq_solution_store_get_finish (KqSolutionStore *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (KQ_IS_SOLUTION_STORE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
