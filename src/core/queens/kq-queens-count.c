/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include "kq-queens-jobs.h"
#include "kq-queens-private.h"

/* Counting all and unique solutions: the sub-boards of kq-queens-jobs.c,
 * largest first, taken one at a time by each worker thread. */

typedef struct {
  int       n;
  GArray   *jobs;
  gint      next;       /* atomic: the next job to take */
  gint      stop;       /* atomic: the caller asked to stop */
  GMutex    lock;
  GCond     cond;
  guint     running;    /* workers not finished */
  guint64   work_done;  /* the estimates of the jobs counted */
  guint64   total;
  guint64   unique;
} Shared;

static KqOutcome count_jobs (int            n,
                             GArray        *jobs,
                             guint          n_threads,
                             KqEventFunc    func,
                             gpointer       user_data,
                             KqQueensCount *count);

KqOutcome
kq_queens_count_share (int            n,
                       guint          part,
                       guint          n_parts,
                       guint          n_threads,
                       KqEventFunc    func,
                       gpointer       user_data,
                       KqQueensCount *count)
{
  g_autoptr(GArray) jobs = NULL;
  g_autoptr(GArray) share = NULL;

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, KQ_OUTCOME_NONE);
  g_return_val_if_fail (part < n_parts, KQ_OUTCOME_NONE);
  g_return_val_if_fail (count != NULL, KQ_OUTCOME_NONE);

  /* No edge queens to start from: the one solution of n = 1, in the
   * first share, and none of n = 2 and 3. */
  if (n < 4)
    {
      count->total = count->unique = n == 1 && part == 0;
      return KQ_OUTCOME_FOUND;
    }

  /* A whole count, on this machine: the jobs unsplit, fewer and larger,
   * fill the lanes better (kq-queens-lanes.c: 10 % faster at n = 16) and
   * take less time to make. */
  jobs = n_parts > 1 ? kq_queens_jobs_new (n) : kq_queens_jobs_new_split (n, 0);
  share = kq_queens_jobs_share (jobs, part, n_parts);
  return count_jobs (n, share, n_threads, func, user_data, count);
}

KqOutcome
kq_queens_count (int            n,
                 guint          n_threads,
                 KqEventFunc    func,
                 gpointer       user_data,
                 KqQueensCount *count)
{
  return kq_queens_count_share (n, 0, 1, n_threads, func, user_data, count);
}

static gpointer
work (gpointer data)
{
  Shared *shared = data;

  for (;;)
    {
      guint i = (guint) g_atomic_int_add (&shared->next, 1);
      KqQueensCount count = { 0, 0 };
      const KqQueensJob *job;

      if (i >= shared->jobs->len)
        break;
      job = &g_array_index (shared->jobs, KqQueensJob, i);
      if (!kq_queens_job_count (shared->n, job, &shared->stop, &count))
        break;

      g_mutex_lock (&shared->lock);
      shared->total += count.total;
      shared->unique += count.unique;
      shared->work_done += job->estimate;
      g_mutex_unlock (&shared->lock);
    }

  g_mutex_lock (&shared->lock);
  shared->running--;
  g_cond_signal (&shared->cond);
  g_mutex_unlock (&shared->lock);
  return NULL;
}

/* Runs the jobs in n_threads workers, reporting to func from this thread. */
static KqOutcome
count_jobs (int            n,
            GArray        *jobs,
            guint          n_threads,
            KqEventFunc    func,
            gpointer       user_data,
            KqQueensCount *count)
{
  g_autofree GThread **threads = NULL;
  Shared shared = { .n = n, .jobs = jobs };
  guint64 work_total = 0;
  gboolean stopped = FALSE;
  guint started;

  for (guint i = 0; i < jobs->len; i++)
    work_total += g_array_index (jobs, KqQueensJob, i).estimate;
  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  n_threads = MAX (1, MIN (n_threads, jobs->len));

  g_mutex_init (&shared.lock);
  g_cond_init (&shared.cond);
  shared.running = n_threads;
  threads = g_new (GThread *, n_threads);
  for (started = 0; started < n_threads; started++)
    if ((threads[started] = g_thread_try_new ("kq-count", work, &shared, NULL)) == NULL)
      break;
  /* The process may have fewer threads left than asked for (ulimit -u): those that started
   * share the jobs; when none did, this thread counts them all. */
  g_mutex_lock (&shared.lock);
  shared.running -= n_threads - MAX (started, 1);
  g_mutex_unlock (&shared.lock);
  if (started == 0)
    work (&shared);

  /* Wait here, reporting every 50 ms, so that func runs in this thread. */
  g_mutex_lock (&shared.lock);
  while (shared.running > 0)
    {
      gint64 deadline = g_get_monotonic_time () + 50 * G_TIME_SPAN_MILLISECOND;
      KqEvent event = { .type = KQ_EVENT_PROGRESS, .n = n };
      gboolean go_on;

      while (shared.running > 0 && g_cond_wait_until (&shared.cond, &shared.lock, deadline))
        ;
      if (shared.running == 0 || func == NULL || stopped)
        continue;

      event.solutions = shared.total;
      event.fraction = work_total > 0 ? (double) shared.work_done / (double) work_total : 0;
      g_mutex_unlock (&shared.lock);
      go_on = func (&event, user_data);
      g_mutex_lock (&shared.lock);
      if (!go_on)
        {
          /* Jobs not started are dropped, running ones see the flag
           * within milliseconds. */
          g_atomic_int_set (&shared.stop, TRUE);
          stopped = TRUE;
        }
    }
  g_mutex_unlock (&shared.lock);

  for (guint i = 0; i < started; i++)
    g_thread_join (threads[i]);
  g_mutex_clear (&shared.lock);
  g_cond_clear (&shared.cond);

  count->total = shared.total;
  count->unique = shared.unique;
  return stopped ? KQ_OUTCOME_STOPPED : KQ_OUTCOME_FOUND;
}

/* The rank of a solution: the subtrees left of its queens, counted. */

typedef struct {
  KqEventFunc  func;
  gpointer     user_data;
  int          n;
  guint64      skipped;  /* solutions before the subtree being counted */
  guint64      below;    /* solutions in it so far */
} Nth;

static gboolean
nth_leaf (const KqQueensTree *tree, guint64 nodes, gpointer data)
{
  Nth *nth = data;

  nth->below++;
  return TRUE;
}

static gboolean
nth_poll (guint64 nodes, gpointer data)
{
  Nth *nth = data;
  KqEvent event = {
    .type = KQ_EVENT_PROGRESS,
    .n = nth->n,
    .nodes = nodes,
    .solutions = nth->skipped + nth->below,
  };

  return nth->func == NULL || nth->func (&event, nth->user_data);
}

/* The number of solutions below the rows < row of tree, in nth->below;
 * FALSE when stopped. */
static gboolean
count_below (KqQueensTree *tree, int row, Nth *nth)
{
  nth->below = 0;
  if (row == tree->n)
    {
      nth->below = 1;
      return TRUE;
    }
  tree->start = row;
  return kq_queens_tree_search (tree, nth_leaf, nth, nth_poll, nth);
}

KqOutcome
kq_queens_rank (int          n,
                const int   *cols,
                KqEventFunc  func,
                gpointer     user_data,
                guint64     *rank)
{
  Nth nth = { func, user_data, n, 0, 0 };
  guint64 first_row[KQ_QUEENS_MAX_N];
  KqQueensTree tree;

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, KQ_OUTCOME_NONE);
  g_return_val_if_fail (cols != NULL && rank != NULL, KQ_OUTCOME_NONE);

  /* The solutions before it: in each row, the subtrees of the squares
   * left of its queen, under its queens above. */
  kq_queens_tree_init (&tree, n);
  for (int row = 0; row < n; row++)
    {
      guint32 avail;

      if (cols[row] < 0 || cols[row] >= n)
        return KQ_OUTCOME_NONE;
      avail = kq_queens_tree_avail (&tree, row);
      if ((avail & 1u << cols[row]) == 0)
        return KQ_OUTCOME_NONE;
      for (avail &= (1u << cols[row]) - 1; avail != 0; avail &= avail - 1)
        {
          int j = __builtin_ctz (avail);

          tree.placed[row] = 1u << j;
          /* By the left-right flip, as in kq_queens_nth(). */
          if (row == 0 && j > n - 1 - j)
            nth.below = first_row[n - 1 - j];
          else if (!count_below (&tree, row + 1, &nth))
            return KQ_OUTCOME_STOPPED;
          if (row == 0)
            first_row[j] = nth.below;
          nth.skipped += nth.below;
        }
      tree.placed[row] = 1u << cols[row];
    }

  *rank = nth.skipped + 1;
  return KQ_OUTCOME_FOUND;
}
