#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include "kq-queens-private.h"

/* Counting all and unique solutions with the board's symmetry.
 *
 * A solution (n > 1) is never its own mirror image: a flip through the
 * middle would put two queens in one row or column, a flip through a
 * diagonal pairs queens (i, j) and (j, i) on one anti-diagonal. So its orbit
 * under the 8 symmetries of the square has 8, 4 (it is its own half turn) or
 * 2 (its own quarter turn) members. No two corners can both hold queens.
 *  - A solution with a queen in a corner has an orbit of 8, two of which (a
 *    solution and its transpose) put the queen on (0, 0); we search the one
 *    whose column-1 queen is below its row-1 queen, and count it 8 times.
 *  - Otherwise each of the four edge queens lies at some distance d >= 1
 *    from its nearest corner, and the lexicographically smallest image puts
 *    an edge queen of the smallest d on (0, d). We search the placements
 *    with the row-0 queen on (0, d), d <= (n - 1) / 2, and no other edge
 *    queen nearer a corner (row masks and the tree's edge row), and at each
 *    leaf count the solution if it is not larger than its 7 other images,
 *    with its orbit size.
 * For n = 16 this visits about a fifth of the whole tree.
 */

typedef struct {
  KqQueensTree  tree;
  gboolean      corner;     /* each solution counts for 8; else the leaves decide */
  guint64       solutions;  /* orbits */
  guint64       images;     /* the sizes of those orbits, summed */
} Job;

typedef struct {
  GMutex   lock;
  GCond    cond;
  guint    pending;  /* jobs not finished */
  gint     stop;     /* atomic: the caller asked to stop */
  guint64  total;
  guint64  unique;
  guint64  nodes;
} Shared;

static gboolean
corner_leaf (const KqQueensTree *tree, guint64 nodes, gpointer data)
{
  Job *job = data;

  job->solutions++;
  job->images += 8;
  return TRUE;
}

static gboolean
canonical_leaf (const KqQueensTree *tree, guint64 nodes, gpointer data)
{
  Job *job = data;
  int size = kq_queens_orbit_size (tree->placed, tree->n);

  job->solutions += size != 0;
  job->images += size;
  return TRUE;
}

static void
run_job (gpointer data, gpointer user_data)
{
  Job *job = data;
  Shared *shared = user_data;
  gboolean finished = FALSE;

  if (!g_atomic_int_get (&shared->stop))
    finished = kq_queens_tree_search (&job->tree, job->corner ? corner_leaf : canonical_leaf,
                                      job, kq_queens_poll_flag, &shared->stop);

  g_mutex_lock (&shared->lock);
  if (finished)
    {
      shared->total += job->images;
      shared->unique += job->solutions;
    }
  shared->nodes += job->tree.nodes;
  shared->pending--;
  g_cond_signal (&shared->cond);
  g_mutex_unlock (&shared->lock);
}

typedef struct {
  GArray   *jobs;
  gboolean  corner;
} JobMaker;

static void
add_job (const KqQueensTree *tree, guint64 prefix_nodes, gpointer data)
{
  JobMaker *maker = data;
  Job job = { .tree = *tree, .corner = maker->corner };

  g_array_append_val (maker->jobs, job);
}

/* The jobs of both cases, split on the first depth rows. */
static GArray *
make_jobs (int n, int depth)
{
  JobMaker maker = { g_array_new (FALSE, FALSE, sizeof (Job)), TRUE };
  KqQueensTree tree;

  /* A queen on (0, 0), the row-1 queen on column b1 and the column-1
   * queen below it: no column 1 in rows 2 .. b1 - 1. */
  for (int b1 = 2; b1 < n; b1++)
    {
      kq_queens_tree_init (&tree, n);
      tree.mask[0] = 1u;
      tree.mask[1] = 1u << b1;
      for (int y = 2; y < b1; y++)
        tree.mask[y] &= ~2u;
      kq_queens_tree_split (&tree, depth, add_job, &maker);
    }

  /* No corner: the row-0 queen on (0, d), the other edge queens at least
   * d from every corner: none in columns 0 and n - 1 above row d or below
   * row n - 1 - d, none left of d or right of n - 1 - d in the last row. */
  maker.corner = FALSE;
  for (int d = 1; d <= (n - 1) / 2; d++)
    {
      kq_queens_tree_init (&tree, n);
      tree.mask[0] = 1u << d;
      for (int y = 1; y < d; y++)
        tree.mask[y] &= ~(1u | 1u << (n - 1));
      tree.edge_row = n - 1 - d;
      tree.mask[n - 1] = kq_queens_board_mask (n - d) & ~kq_queens_board_mask (d);
      kq_queens_tree_split (&tree, depth, add_job, &maker);
    }

  return maker.jobs;
}

KqOutcome
kq_queens_count (int            n,
                 guint          n_threads,
                 KqEventFunc    func,
                 gpointer       user_data,
                 KqQueensCount *count)
{
  g_autoptr(GArray) jobs = NULL;
  GThreadPool *pool;
  Shared shared = { 0 };
  gboolean stopped = FALSE;

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, KQ_OUTCOME_NONE);
  g_return_val_if_fail (count != NULL, KQ_OUTCOME_NONE);

  /* The one solution of n = 1 is all its own images. */
  if (n == 1)
    {
      count->total = count->unique = 1;
      return KQ_OUTCOME_FOUND;
    }

  if (n_threads == 0)
    n_threads = g_get_num_processors ();

  /* Prefixes of three rows: for n = 16, some 870 jobs of a few
   * milliseconds, the smallest last, so that the threads finish together. */
  jobs = make_jobs (n, MIN (3, n - 1));

  g_mutex_init (&shared.lock);
  g_cond_init (&shared.cond);
  shared.pending = jobs->len;
  pool = g_thread_pool_new (run_job, &shared, (int) n_threads, FALSE, NULL);
  for (guint i = 0; i < jobs->len; i++)
    g_thread_pool_push (pool, &g_array_index (jobs, Job, i), NULL);

  /* Wait here, reporting every 50 ms, so that func runs in this thread. */
  g_mutex_lock (&shared.lock);
  while (shared.pending > 0)
    {
      gint64 deadline = g_get_monotonic_time () + 50 * G_TIME_SPAN_MILLISECOND;
      KqEvent event = { .type = KQ_EVENT_PROGRESS, .n = n };
      gboolean go_on;

      while (shared.pending > 0 && g_cond_wait_until (&shared.cond, &shared.lock, deadline))
        ;
      if (shared.pending == 0 || func == NULL)
        continue;

      event.nodes = shared.nodes;
      event.solutions = shared.total;
      g_mutex_unlock (&shared.lock);
      go_on = func (&event, user_data);
      g_mutex_lock (&shared.lock);
      if (!go_on)
        {
          g_atomic_int_set (&shared.stop, TRUE);
          stopped = TRUE;
          break;
        }
    }
  g_mutex_unlock (&shared.lock);

  /* When stopped, jobs not started are dropped, and running ones see the
   * flag within KQ_PROGRESS_INTERVAL nodes. */
  g_thread_pool_free (pool, stopped, TRUE);
  g_mutex_clear (&shared.lock);
  g_cond_clear (&shared.cond);

  count->total = shared.total;
  count->unique = shared.unique;
  return stopped ? KQ_OUTCOME_STOPPED : KQ_OUTCOME_FOUND;
}

/* The k-th solution: count the subtree of each try in turn, skip it or go
 * down into it. */

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
kq_queens_nth (int          n,
               guint64      k,
               int         *cols,
               KqEventFunc  func,
               gpointer     user_data,
               guint64     *total)
{
  Nth nth = { func, user_data, n, 0, 0 };
  guint64 first_row[KQ_QUEENS_MAX_N];
  KqQueensTree tree;

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, KQ_OUTCOME_NONE);
  g_return_val_if_fail (k >= 1, KQ_OUTCOME_NONE);
  g_return_val_if_fail (cols != NULL, KQ_OUTCOME_NONE);

  kq_queens_tree_init (&tree, n);
  for (int row = 0; row < n; row++)
    {
      guint32 avail = kq_queens_tree_avail (&tree, row);
      int col = -1;

      for (int j = 0; j < n && col < 0; j++)
        {
          guint64 below;

          if ((avail & 1u << j) == 0)
            continue;
          tree.placed[row] = 1u << j;
          /* By the left-right flip, as many solutions start on (0, j) as
           * on (0, n - 1 - j). */
          if (row == 0 && j > n - 1 - j)
            below = first_row[n - 1 - j];
          else if (count_below (&tree, row + 1, &nth))
            below = nth.below;
          else
            return KQ_OUTCOME_STOPPED;
          if (row == 0)
            first_row[j] = below;

          if (k <= below)
            col = j;
          else
            {
              k -= below;
              nth.skipped += below;
            }
        }

      /* Below row 0, k always lies in the subtree chosen above it. */
      if (col < 0)
        {
          g_assert (row == 0);
          if (total != NULL)
            *total = nth.skipped;
          return KQ_OUTCOME_NONE;
        }
      tree.placed[row] = 1u << col;
      cols[row] = col;
    }

  return KQ_OUTCOME_FOUND;
}

KqOutcome
kq_queens_rank (int          n,
                const int   *cols,
                KqEventFunc  func,
                gpointer     user_data,
                guint64     *rank)
{
  Nth nth = { func, user_data, n, 0, 0 };
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
          tree.placed[row] = avail & -avail;
          if (!count_below (&tree, row + 1, &nth))
            return KQ_OUTCOME_STOPPED;
          nth.skipped += nth.below;
        }
      tree.placed[row] = 1u << cols[row];
    }

  *rank = nth.skipped + 1;
  return KQ_OUTCOME_FOUND;
}
