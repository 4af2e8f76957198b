/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include "kq-ordered-pool.h"
#include "kq-queens-private.h"

/* The listing without trace: the events of the lesson's Try(i) in
 * kq-queens.c without PLACE and REMOVE, from the bitboard search.
 *
 * Up to PARALLEL_MAX_N, worker threads list the subtrees below the first
 * rows into buffers, a window ahead of the calling thread (KqOrderedPool),
 * which emits their
 * solutions in order with the node counts of the sequential search: the
 * prefix queens put down up to a subtree's own prefix, plus the nodes of the
 * subtrees before it, plus the solution's nodes in its own subtree; PROGRESS
 * is replayed at the same counts. Beyond it a subtree is too big to wait for
 * (its first solution would come only when it is all listed), and listing
 * all solutions is out of reach anyway: the search runs in the calling
 * thread and emits as it goes, from the first solution where that is
 * known (kq_queens_tree_first). */

#define PARALLEL_MAX_N 17

typedef struct {
  KqQueensTree  tree;
  guint64       prefix_nodes;
  GByteArray   *cols;   /* n columns a solution */
  GArray       *nodes;  /* guint64: the subtree's nodes at each solution */
} Job;

typedef struct {
  int          n;
  KqEventFunc  func;
  gpointer     user_data;
  guint64      solutions;
  guint64      next_progress;  /* the next node count to report PROGRESS at */
  guint64      subtree_nodes;  /* list_parallel: the nodes of the subtrees emitted */
} Emitter;

static gboolean
store_leaf (const KqQueensTree *tree, guint64 nodes, gpointer data)
{
  Job *job = data;
  guint8 cols[KQ_QUEENS_MAX_N];

  for (int i = 0; i < tree->n; i++)
    cols[i] = (guint8) __builtin_ctz (tree->placed[i]);
  g_byte_array_append (job->cols, cols, (guint) tree->n);
  g_array_append_val (job->nodes, nodes);
  return TRUE;
}

/* A worker: the subtree's solutions into the job's buffers; once stopped
 * it gives up within KQ_PROGRESS_INTERVAL nodes. */
static void
run_job (gpointer data, const gint *stop, gpointer user_data)
{
  Job *job = data;

  job->cols = g_byte_array_new ();
  job->nodes = g_array_new (FALSE, FALSE, sizeof (guint64));
  kq_queens_tree_search (&job->tree, store_leaf, job, kq_queens_poll_flag, (gpointer) stop);
}

static void
add_job (const KqQueensTree *tree, guint64 prefix_nodes, gpointer data)
{
  Job job = { .tree = *tree, .prefix_nodes = prefix_nodes };

  g_array_append_val ((GArray *) data, job);
}

static void
job_clear (Job *job)
{
  g_clear_pointer (&job->cols, g_byte_array_unref);
  g_clear_pointer (&job->nodes, g_array_unref);
}

/* PROGRESS for each multiple of KQ_PROGRESS_INTERVAL up to nodes. */
static gboolean
emit_progress (Emitter *emitter, guint64 nodes)
{
  for (; emitter->next_progress <= nodes; emitter->next_progress += KQ_PROGRESS_INTERVAL)
    {
      KqEvent event = {
        .type = KQ_EVENT_PROGRESS,
        .n = emitter->n,
        .nodes = emitter->next_progress,
        .solutions = emitter->solutions,
      };

      if (emitter->func != NULL && !emitter->func (&event, emitter->user_data))
        return FALSE;
    }
  return TRUE;
}

/* SOLUTION as Try(i) emits it, after the last queen is put down. */
static gboolean
emit_solution (Emitter *emitter, const int *cells, guint64 nodes)
{
  const int n = emitter->n;
  KqEvent event = {
    .type = KQ_EVENT_SOLUTION,
    .n = n,
    .row = n - 1,
    .col = cells[n - 1],
    .step = n,
    .cells = cells,
    .nodes = nodes,
  };

  if (!emit_progress (emitter, nodes))
    return FALSE;
  event.solutions = ++emitter->solutions;
  return emitter->func == NULL || emitter->func (&event, emitter->user_data);
}

static gboolean
emit_leaf (const KqQueensTree *tree, guint64 nodes, gpointer data)
{
  int cells[KQ_QUEENS_MAX_N];

  for (int i = 0; i < tree->n; i++)
    cells[i] = __builtin_ctz (tree->placed[i]);
  return emit_solution (data, cells, nodes);
}

static gboolean
emit_poll (guint64 nodes, gpointer data)
{
  return emit_progress (data, nodes);
}

/* A subtree's solutions, in the listing's order, at the node counts of
 * the sequential search. */
static gboolean
emit_job (gpointer data, gpointer user_data)
{
  Job *job = data;
  Emitter *emitter = user_data;
  const int n = emitter->n;
  const guint8 *cols = job->cols->data;
  int cells[KQ_QUEENS_MAX_N];
  gboolean go_on = TRUE;

  for (guint i = 0; i < job->nodes->len && go_on; i++, cols += n)
    {
      for (int row = 0; row < n; row++)
        cells[row] = cols[row];
      go_on = emit_solution (emitter, cells,
                             job->prefix_nodes + emitter->subtree_nodes
                             + g_array_index (job->nodes, guint64, i));
    }
  emitter->subtree_nodes += job->tree.nodes;
  job_clear (job);
  return go_on;
}

static gboolean
list_parallel (Emitter *emitter)
{
  g_autoptr(GArray) jobs = g_array_new (FALSE, FALSE, sizeof (Job));
  KqQueensTree tree;
  KqOrderedPool *pool;
  guint64 prefix_nodes;
  gboolean go_on = TRUE;

  /* Prefixes of three rows: for n = 16, some 2 200 jobs of 6 600
   * solutions on average. */
  kq_queens_tree_init (&tree, emitter->n);
  prefix_nodes = kq_queens_tree_split (&tree, MIN (3, emitter->n - 1), add_job, jobs);

  /* Enough jobs ahead to keep the workers busy, few enough to bound the
   * memory the buffers hold. */
  pool = kq_ordered_pool_new (0, 8, run_job, emit_job, emitter);
  for (guint k = 0; k < jobs->len && go_on; k++)
    go_on = kq_ordered_pool_push (pool, &g_array_index (jobs, Job, k));
  go_on = go_on && kq_ordered_pool_finish (pool)
          && emit_progress (emitter, prefix_nodes + emitter->subtree_nodes);

  /* When stopped, the buffers of jobs run and not emitted. */
  kq_ordered_pool_free (pool);
  for (guint k = 0; k < jobs->len; k++)
    job_clear (&g_array_index (jobs, Job, k));

  return go_on;
}

KqOutcome
kq_queens_enumerate_fast (int          n,
                     KqEventFunc  func,
                     gpointer     user_data,
                     guint64     *count)
{
  Emitter emitter = { n, func, user_data, 0, KQ_PROGRESS_INTERVAL };
  KqQueensTree tree;
  gboolean finished;

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, KQ_OUTCOME_NONE);

  if (n <= PARALLEL_MAX_N)
    finished = list_parallel (&emitter);
  else
    {
      kq_queens_tree_first (&tree, n);
      finished = kq_queens_tree_search (&tree, emit_leaf, &emitter, emit_poll, &emitter);
    }

  if (count != NULL)
    *count = emitter.solutions;
  return finished ? KQ_OUTCOME_FOUND : KQ_OUTCOME_STOPPED;
}

KqOutcome
kq_queens_enumerate_from (int          n,
                     const int   *cols,
                     KqEventFunc  func,
                     gpointer     user_data)
{
  Emitter emitter = { n, func, user_data, 0, KQ_PROGRESS_INTERVAL };
  KqQueensTree tree;

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N && cols != NULL, KQ_OUTCOME_NONE);

  /* Resumed at the solution, its first leaf. */
  kq_queens_tree_init (&tree, n);
  for (int row = 0; row < n; row++)
    tree.placed[row] = 1u << cols[row];
  tree.resume = TRUE;
  return kq_queens_tree_search (&tree, emit_leaf, &emitter, emit_poll, &emitter)
         ? KQ_OUTCOME_FOUND : KQ_OUTCOME_STOPPED;
}
