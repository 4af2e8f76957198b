/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-families.c: KqFamilies (model): a listing's n-queens solutions
 * grouped by symmetry as they arrive */
#define G_LOG_DOMAIN "kq-families"
#include "config.h"

#include <string.h>

#include "kq-event-cancel.h"
#include "kq-families.h"
#include "kq-queens.h"

struct _KqFamilies
{
  GObject          parent_instance;

  KqSolutionStore *store;
  int              n;
  guint64          scanned;           /* stored solutions looked at */
  GArray          *representatives;   /* their numbers, ascending (guint64) */
  gboolean         complete;          /* the listing ended */
  guint64          counted;           /* families of the whole listing, counted
                                         apart when the store is full; 0: not yet */
  GCancellable    *count_cancellable;

  /* The family of the solution set, itself first. */
  guint            size;
  int              images[KQ_N_SYMMETRIES * KQ_QUEENS_MAX_N];
  KqSymmetry       symmetries[KQ_N_SYMMETRIES];
  guint64          numbers[KQ_N_SYMMETRIES];  /* 0: not known yet */
  GCancellable    *rank_cancellable;          /* its members being ranked */
};

G_DEFINE_FINAL_TYPE (KqFamilies, kq_families, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What a worker ranks or counts, and what it found. */
typedef struct {
  int      n;
  guint    count;
  int      images[KQ_N_SYMMETRIES * KQ_QUEENS_MAX_N];
  guint    which[KQ_N_SYMMETRIES];    /* the family's index of each image */
  guint64  found[KQ_N_SYMMETRIES];
} Work;

static void
rank_worker (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  Work *work = task_data;

  for (guint i = 0; i < work->count; i++)
    if (kq_queens_rank (work->n, work->images + i * work->n, kq_event_func_cancellable, cancellable,
                        &work->found[i]) != KQ_OUTCOME_FOUND)
      {
        g_task_return_boolean (task, FALSE);
        return;
      }
  g_task_return_boolean (task, TRUE);
}

static void
rank_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  KqFamilies *self = KQ_FAMILIES (source_object);
  Work *work = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), NULL) ||
      g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  g_clear_object (&self->rank_cancellable);
  for (guint i = 0; i < work->count; i++)
    self->numbers[work->which[i]] = work->found[i];
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The members missing from the store are ranked when they will not
 * arrive there: the listing ended, or the store is full. */
static void
resolve (KqFamilies *self)
{
  gboolean full = kq_solution_store_get_stored (self->store) ==
                  kq_solution_store_get_capacity (self->store);
  g_autoptr(GTask) task = NULL;
  Work *work;

  for (guint i = 0; i < self->size; i++)
    if (self->numbers[i] == 0)
      self->numbers[i] = kq_solution_store_find (self->store, self->images + i * self->n);
  if (self->rank_cancellable != NULL || !(self->complete || full))
    return;

  work = g_new0 (Work, 1);
  work->n = self->n;
  for (guint i = 0; i < self->size; i++)
    if (self->numbers[i] == 0)
      {
        memcpy (work->images + work->count * self->n, self->images + i * self->n,
                self->n * sizeof (int));
        work->which[work->count++] = i;
      }
  if (work->count == 0)
    {
      g_free (work);
      return;
    }
  self->rank_cancellable = g_cancellable_new ();
  task = g_task_new (self, self->rank_cancellable, rank_done_cb, NULL);
  g_task_set_task_data (task, work, g_free);
  g_task_run_in_thread (task, rank_worker);
}

static void
count_worker (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  Work *work = task_data;
  KqQueensCount count;

  if (kq_queens_count (work->n, 0, kq_event_func_cancellable, cancellable, &count) !=
      KQ_OUTCOME_FOUND)
    {
      g_task_return_boolean (task, FALSE);
      return;
    }
  work->found[0] = count.unique;
  g_task_return_boolean (task, TRUE);
}

static void
count_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  KqFamilies *self = KQ_FAMILIES (source_object);
  Work *work = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), NULL) ||
      g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  self->counted = work->found[0];
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
kq_families_dispose (GObject *object)
{
  KqFamilies *self = KQ_FAMILIES (object);

  g_cancellable_cancel (self->rank_cancellable);
  g_clear_object (&self->rank_cancellable);
  g_cancellable_cancel (self->count_cancellable);
  g_clear_object (&self->count_cancellable);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (kq_families_parent_class)->dispose (object);
}

static void
kq_families_finalize (GObject *object)
{
  g_array_unref (KQ_FAMILIES (object)->representatives);

  G_OBJECT_CLASS (kq_families_parent_class)->finalize (object);
}

static void
kq_families_class_init (KqFamiliesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kq_families_dispose;
  object_class->finalize = kq_families_finalize;

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kq_families_init (KqFamilies *self)
{
  self->representatives = g_array_new (FALSE, FALSE, sizeof (guint64));
}

KqFamilies *
kq_families_new (KqSolutionStore *store, int n)
{
  KqFamilies *self;

  g_return_val_if_fail (KQ_IS_SOLUTION_STORE (store), NULL);
  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, NULL);

  self = g_object_new (KQ_TYPE_FAMILIES, NULL);
  self->store = g_object_ref (store);
  self->n = n;
  return self;
}

void
kq_families_update (KqFamilies *self)
{
  guint64 stored;
  int cols[KQ_QUEENS_MAX_N];

  g_return_if_fail (KQ_IS_FAMILIES (self));

  stored = kq_solution_store_get_stored (self->store);
  if (stored == self->scanned)
    return;
  for (guint64 k = self->scanned + 1; k <= stored; k++)
    if (kq_solution_store_lookup (self->store, k, cols) && kq_queens_is_representative (self->n, cols))
      g_array_append_val (self->representatives, k);
  self->scanned = stored;
  resolve (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
kq_families_set_complete (KqFamilies *self)
{
  g_autoptr(GTask) task = NULL;
  Work *work;

  g_return_if_fail (KQ_IS_FAMILIES (self));

  if (self->complete)
    return;
  kq_families_update (self);
  self->complete = TRUE;
  resolve (self);
  if (kq_solution_store_get_stored (self->store) == kq_solution_store_get_total (self->store))
    self->counted = self->representatives->len;
  else
    {
      /* Some solutions were only counted: their families are counted apart. */
      work = g_new0 (Work, 1);
      work->n = self->n;
      self->count_cancellable = g_cancellable_new ();
      task = g_task_new (self, self->count_cancellable, count_done_cb, NULL);
      g_task_set_task_data (task, work, g_free);
      g_task_run_in_thread (task, count_worker);
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

guint64
kq_families_get_count (KqFamilies *self)
{
  g_return_val_if_fail (KQ_IS_FAMILIES (self), 0);

  if (self->complete)
    return self->counted;
  return self->representatives->len;
}

gboolean
kq_families_get_counted (KqFamilies *self)
{
  g_return_val_if_fail (KQ_IS_FAMILIES (self), FALSE);

  return self->complete && self->counted > 0;
}

guint64
kq_families_get_n_representatives (KqFamilies *self)
{
  g_return_val_if_fail (KQ_IS_FAMILIES (self), 0);

  return self->representatives->len;
}

guint64
kq_families_get_representative (KqFamilies *self, guint64 i)
{
  g_return_val_if_fail (KQ_IS_FAMILIES (self), 0);

  if (i < 1 || i > self->representatives->len)
    return 0;
  return g_array_index (self->representatives, guint64, i - 1);
}

static int
compare_numbers (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

guint64
kq_families_index_of (KqFamilies *self, guint64 k)
{
  guint index;

  g_return_val_if_fail (KQ_IS_FAMILIES (self), 0);

  if (k == 0 || !g_array_binary_search (self->representatives, &k,
                                        compare_numbers, &index))
    return 0;
  return index + 1;
}

guint64
kq_families_count_below (KqFamilies *self, guint64 k)
{
  guint64 low = 0, high;

  g_return_val_if_fail (KQ_IS_FAMILIES (self), 0);

  high = self->representatives->len;
  while (low < high)
    {
      guint64 mid = low + (high - low) / 2;

      if (g_array_index (self->representatives, guint64, mid) < k)
        low = mid + 1;
      else
        high = mid;
    }
  return low;
}

void
kq_families_set_solution (KqFamilies *self, guint64 k, const int *cols)
{
  g_return_if_fail (KQ_IS_FAMILIES (self));
  g_return_if_fail (k >= 1 && cols != NULL);

  if (self->size > 0 && self->numbers[0] == k)
    return;
  g_cancellable_cancel (self->rank_cancellable);
  g_clear_object (&self->rank_cancellable);
  self->size = kq_queens_family (self->n, cols, self->images, self->symmetries);
  memset (self->numbers, 0, sizeof self->numbers);
  self->numbers[0] = k;
  resolve (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

guint
kq_families_get_family (KqFamilies *self, KqSymmetry *symmetries, guint64 *numbers)
{
  g_return_val_if_fail (KQ_IS_FAMILIES (self), 0);

  for (guint i = 0; i < self->size; i++)
    {
      if (symmetries != NULL)
        symmetries[i] = self->symmetries[i];
      if (numbers != NULL)
        numbers[i] = self->numbers[i];
    }
  return self->size;
}

guint64
kq_families_get_family_representative (KqFamilies *self)
{
  guint64 lowest = G_MAXUINT64;

  g_return_val_if_fail (KQ_IS_FAMILIES (self), 0);

  if (self->size == 0)
    return 0;
  /* Every member's number is needed to tell the lowest. */
  for (guint i = 0; i < self->size; i++)
    {
      if (self->numbers[i] == 0)
        return 0;
      lowest = MIN (lowest, self->numbers[i]);
    }
  return lowest;
}
