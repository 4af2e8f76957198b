#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include "kq-queens-private.h"

/* Listing with trace by the lesson's Try(i): the same marking arrays, the
 * same order of tries, so that the trace is the search tree the lessons
 * draw and the solutions come out in QUEENS.OUT order. Without trace the
 * same SOLUTION and PROGRESS events come many times faster from the
 * bitboards (and threads) of kq-queens-list.c (the tests check that the two
 * agree); counting is in kq-queens-count.c, the k-th solution in
 * kq-queens-nth.c. */

typedef struct {
  int          n;
  KqEventFunc  func;
  gpointer     user_data;
  guint64      nodes;
  guint64      solutions;
  int          x[KQ_QUEENS_MAX_N];          /* x[i]: the column of row i's queen */
  gboolean     a[KQ_QUEENS_MAX_N];          /* a[j]: column j is free */
  gboolean     b[2 * KQ_QUEENS_MAX_N - 1];  /* b[i + j]: that anti-diagonal is free */
  gboolean     c[2 * KQ_QUEENS_MAX_N - 1];  /* c[i - j + n - 1]: that diagonal is free
                                               (the lesson's c[1 - n .. n - 1]) */
} Lister;

/* The square (row, col) of the queen just put down or about to be lifted;
 * PROGRESS names no square. */
static gboolean
emit (Lister *lister, KqEventType type, int row, int col)
{
  KqEvent event = {
    .type = type,
    .n = lister->n,
    .cells = type == KQ_EVENT_SOLUTION ? lister->x : NULL,
    .nodes = lister->nodes,
    .solutions = lister->solutions,
  };

  if (type != KQ_EVENT_PROGRESS)
    {
      event.row = row;
      event.col = col;
      event.step = row + 1;
    }
  return lister->func == NULL || lister->func (&event, lister->user_data);
}

static void
mark (Lister *lister, int i, int j, gboolean free)
{
  lister->a[j] = free;
  lister->b[i + j] = free;
  lister->c[i - j + lister->n - 1] = free;
}

/* Returns FALSE when the callback asked to stop. */
static gboolean
try_row (Lister *lister, int i)
{
  const int n = lister->n;

  for (int j = 0; j < n; j++)
    {
      if (!(lister->a[j] && lister->b[i + j] && lister->c[i - j + n - 1]))
        continue;

      lister->x[i] = j;
      lister->nodes++;
      if (!emit (lister, KQ_EVENT_PLACE, i, j))
        return FALSE;
      if ((lister->nodes & (KQ_PROGRESS_INTERVAL - 1)) == 0
          && !emit (lister, KQ_EVENT_PROGRESS, i, j))
        return FALSE;

      if (i == n - 1)
        {
          lister->solutions++;
          if (!emit (lister, KQ_EVENT_SOLUTION, i, j))
            return FALSE;
        }
      else
        {
          mark (lister, i, j, FALSE);
          if (!try_row (lister, i + 1))
            return FALSE;
          mark (lister, i, j, TRUE);
        }

      if (!emit (lister, KQ_EVENT_REMOVE, i, j))
        return FALSE;
    }

  return TRUE;
}

KqOutcome
kq_queens_list (int          n,
                gboolean     trace,
                KqEventFunc  func,
                gpointer     user_data,
                guint64     *count)
{
  g_autofree Lister *lister = NULL;
  gboolean finished;

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, KQ_OUTCOME_NONE);

  if (!trace)
    return kq_queens_list_fast (n, func, user_data, count);

  lister = g_new0 (Lister, 1);
  lister->n = n;
  lister->func = func;
  lister->user_data = user_data;
  for (int j = 0; j < n; j++)
    lister->a[j] = TRUE;
  for (int d = 0; d < 2 * n - 1; d++)
    lister->b[d] = lister->c[d] = TRUE;

  finished = try_row (lister, 0);

  if (count != NULL)
    *count = lister->solutions;
  return finished ? KQ_OUTCOME_FOUND : KQ_OUTCOME_STOPPED;
}
