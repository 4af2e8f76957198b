/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include <math.h>
#include <string.h>

#include "kq-ordered-pool.h"
#include "kq-queens-private.h"

/* The k-th solution of the listing, by the cheaper of two ways:
 *  - the walk: the listing's own depth-first search, stopping at the k-th
 *    solution. Its cost grows with k only, so it answers small k at any n.
 *    A try that leaves some row below without a square, or some free column
 *    without a row, is cut at once: that keeps the order and puts down a
 *    quarter of the queens the listing does. On the whole board it starts
 *    from the first solution where that is known (kq_queens_tree_first:
 *    for n = 32 the walk would put down 24 million queens before it).
 *    Below a prefix of more than job_rows + 1 rows the walk is shared by
 *    worker threads (see walk_ordered), its order kept.
 *  - counting: the subtrees below the first rows (prefixes of COUNT_DEPTH
 *    rows) are counted in worker threads, in order, until the one holding
 *    the k-th solution; then the same again inside it.
 * The left-right mirror reverses the order, so solution k is the mirror of
 * solution total + 1 - k: k past the middle becomes a small k again. Up to
 * n = KQ_QUEENS_KNOWN_FIRST_N the solutions below each first queen are known
 * (kq-queens-known.c), so the search starts below the first queen of
 * solution k; beyond, counting the left half of the board gives the total
 * when k is not in it.
 * The walk goes first, with a node budget of about 1/1024 of the whole
 * tree: when it runs out, k is far enough for counting, on every core, to
 * be the cheaper. */

#define COUNT_DEPTH 3

/* How often counting reports PROGRESS (its workers do not call func). */
#define REPORT_INTERVAL (50 * G_TIME_SPAN_MILLISECOND)

/* Queens put down by the walk over the whole board, measured for n <= 16
 * and growing about 7 times an n beyond. */
static const double tree_nodes_16 = 1.14e9;

typedef struct {
  int          n;
  KqEventFunc  func;
  gpointer     user_data;
  guint64      k;         /* the k its search began with, for the fraction */
  guint64      budget;    /* the walk's node budget in each subtree */
  guint64      nodes;     /* queens put down by finished walks and counts */
  guint64      skipped;   /* solutions known to come before the subtree at hand */
  guint64      known;     /* … of them, before the search began */
  double       fraction;  /* of the root's count, when it is counting */
  int          job_rows;  /* the rows below a prefix of the ordered walk */
} Nth;

static gboolean
report (Nth *nth, guint64 nodes, guint64 solutions)
{
  KqEvent event = {
    .type = KQ_EVENT_PROGRESS,
    .n = nth->n,
    .nodes = nth->nodes + nodes,
    .solutions = nth->skipped + solutions,
  };

  event.fraction = MIN (1.0, MAX (nth->fraction, (double) (event.solutions - nth->known) / (double) nth->k));
  return nth->func == NULL || nth->func (&event, nth->user_data);
}

typedef enum {
  WALK_FOUND,
  WALK_END,      /* the subtree holds fewer than k solutions */
  WALK_BUDGET,
  WALK_STOPPED,
} WalkResult;

/* Called every KQ_PROGRESS_INTERVAL nodes of a walk, with its nodes and
 * leaves so far; FALSE stops it. */
typedef gboolean (*WalkPoll) (guint64 nodes, guint64 leaves, gpointer data);

/* Called at each leaf of a walk whose leaf row is not the last, with the
 * queens of rows 0 … leaf_row and the lines they attack as seen from the
 * row below (columns, left and right diagonals); FALSE stops the walk
 * (WALK_FOUND). */
typedef gboolean (*WalkLeaf) (const guint32 *placed, const guint32 *lines, gpointer data);

typedef struct {
  int       leaf_row;   /* n - 1: the leaves are solutions */
  guint64   k;          /* stop at the k-th solution (leaf_row n - 1) */
  guint64   budget;     /* nodes */
  WalkLeaf  leaf;       /* for leaf_row < n - 1 */
  gpointer  leaf_data;
  WalkPoll  poll;
  gpointer  poll_data;
  const guint32 *lines;  /* NULL, or the lines the prefix attacks, as
                            WalkLeaf's, to save working them out */
} Walk;

/* The listing's order below tree (rows < tree->start placed) down to
 * how->leaf_row; *leaves receives the leaves it passed (the k-th solution
 * included when found), *nodes_out the queens it put down. A leaf above
 * the last row is one that passed the checks below. */
static WalkResult
walk (const KqQueensTree *tree, const Walk *how, int *cols, guint64 *leaves, guint64 *nodes_out)
{
  const int n = tree->n, last = n - 1, leaf_row = how->leaf_row, start = tree->start;
  const guint32 *mask = tree->mask, full = kq_queens_board_mask (n);
  guint32 placed[KQ_QUEENS_MAX_N];
  guint32 used[KQ_QUEENS_MAX_N], ld[KQ_QUEENS_MAX_N], rd[KQ_QUEENS_MAX_N];
  guint32 avail[KQ_QUEENS_MAX_N];
  guint64 nodes = 0, found = 0;
  WalkResult result = WALK_END;
  KqQueensTree first;
  int y;

  memcpy (placed, tree->placed, start * sizeof placed[0]);
  /* A whole placement (n = 1 below its first queen) is its own leaf. */
  if (start == n)
    {
      for (int row = 0; row < n; row++)
        cols[row] = __builtin_ctz (placed[row]);
      *nodes_out = 0;
      *leaves = 1;
      return how->k == 1 ? WALK_FOUND : WALK_END;
    }
  used[start] = ld[start] = rd[start] = 0;
  if (how->lines != NULL)
    {
      used[start] = how->lines[0];
      ld[start] = how->lines[1];
      rd[start] = how->lines[2];
    }
  else
    for (int row = 0; row < start; row++)
      {
        used[start] |= placed[row];
        ld[start] = (ld[start] | placed[row]) << 1;
        rd[start] = (rd[start] | placed[row]) >> 1;
      }
  avail[start] = mask[start] & ~(used[start] | ld[start] | rd[start]);
  y = start;
  /* From the first solution, or from its first leaf_row + 1 rows: every
   * leaf before them has nothing below it. */
  if (tree->start == 0 && kq_queens_tree_first (&first, n))
    {
      kq_queens_tree_resume (&first, used, ld, rd, avail);
      memcpy (placed, first.placed, sizeof placed);
      y = leaf_row;
      if (leaf_row < last)
        avail[y] |= first.placed[y];
    }

  for (;;)
    {
      guint32 bit, c, l, r, next, reach;
      gboolean dead = FALSE;

      if (avail[y] == 0)
        {
          if (--y < start)
            break;
          continue;
        }
      bit = avail[y] & -avail[y];
      avail[y] ^= bit;
      placed[y] = bit;

      if (G_UNLIKELY ((++nodes & (KQ_PROGRESS_INTERVAL - 1)) == 0))
        {
          if (!how->poll (nodes, found, how->poll_data))
            {
              result = WALK_STOPPED;
              break;
            }
        }
      if (G_UNLIKELY (nodes >= how->budget))
        {
          result = WALK_BUDGET;
          break;
        }

      if (y == last)
        {
          if (++found < how->k)
            continue;
          for (int row = 0; row < n; row++)
            cols[row] = __builtin_ctz (placed[row]);
          result = WALK_FOUND;
          break;
        }

      c = used[y] | bit;
      l = (ld[y] | bit) << 1;
      r = (rd[y] | bit) >> 1;
      next = mask[y + 1] & ~(c | l | r);
      /* Every row below needs a square, and every free column a row. */
      reach = next;
      for (int t = 1; t < last - y && next != 0 && !dead; t++)
        {
          guint32 squares = mask[y + 1 + t] & ~(c | l << t | r >> t);

          dead = squares == 0;
          reach |= squares;
        }
      if (next == 0 || dead || (reach | c) != full)
        continue;
      if (y == leaf_row)
        {
          const guint32 lines[3] = { c, l, r };

          ++found;
          if (how->leaf (placed, lines, how->leaf_data))
            continue;
          result = WALK_FOUND;
          break;
        }
      y++;
      used[y] = c;
      ld[y] = l;
      rd[y] = r;
      avail[y] = next;
    }

  *nodes_out = nodes;
  *leaves = found;
  return result;
}

static gboolean
walk_report (guint64 nodes, guint64 solutions, gpointer data)
{
  return report (data, nodes, solutions);
}

/* The walk in the calling thread, to the k-th solution below tree. */
static WalkResult
walk_here (Nth *nth, const KqQueensTree *tree, guint64 k, guint64 budget, int *cols, guint64 *found)
{
  Walk how = { tree->n - 1, k, budget, NULL, NULL, walk_report, nth };
  guint64 nodes;
  WalkResult result = walk (tree, &how, cols, found, &nodes);

  nth->nodes += nodes;
  return result;
}

/* The ordered walk: the walk of a large subtree shared by worker threads.
 * The calling thread walks the rows above the last job_rows and hands their
 * placements (prefixes), in batches, to workers, which count the solutions
 * below each prefix with the same walk; it takes the counts in the
 * listing's order until their sum reaches k, and walks that prefix again
 * to its solution. A batch aims at JOB_NODES queens, from the mean of the
 * prefixes counted so far: most prefixes die within a few queens, and a
 * job of one prefix would cost more in handing over than in counting. The
 * batches handed over (KqOrderedPool's window) and the one being filled
 * take turns in a ring. */

#define JOB_ROWS 12  /* the default of Nth.job_rows */
#define JOB_NODES (1u << 18)
#define BATCH_MAX 256
#define JOBS_AHEAD 2  /* a thread */

typedef struct {
  guint         len;
  guint32       prefixes[BATCH_MAX][KQ_QUEENS_MAX_N];  /* rows 0 … n - job_rows - 1 */
  guint32       lines[BATCH_MAX][3];                   /* as WalkLeaf's */
  guint64       counts[BATCH_MAX];
  guint64       nodes;
} Batch;

typedef struct {
  Nth          *nth;
  const KqQueensTree *base;
  KqOrderedPool *pool;
  Batch        *slots;      /* a ring: the window of batches handed over, and
                               the one being filled: pushed's */
  guint         n_slots;
  guint64       pushed;
  guint         batch_len;  /* the prefixes a batch takes now */
  guint64       k;
  guint64       sum;        /* solutions below the prefixes taken */
  guint64       prefixes;   /* … the number of them */
  guint64       nodes;      /* … and their queens */
  guint64       top_nodes;  /* queens of the calling thread's walk */
  guint64       budget;
  WalkResult    result;     /* why the calling thread stopped */
  KqQueensTree  hit;        /* WALK_FOUND: the prefix holding solution k */
} Ordered;

static gboolean
poll_stop (guint64 nodes, guint64 leaves, gpointer stop)
{
  return !g_atomic_int_get ((gint *) stop);
}

/* The prefix'th of batch as a subtree of the ordered walk's. */
static void
batch_tree (const Ordered *ordered, const Batch *batch, guint prefix, KqQueensTree *tree)
{
  *tree = *ordered->base;
  tree->start = tree->n - ordered->nth->job_rows;
  memcpy (tree->placed, batch->prefixes[prefix], tree->start * sizeof tree->placed[0]);
}

/* A worker: the solutions below each prefix of the batch, whose walk
 * needs only the lines the prefix attacks. */
static void
run_batch (gpointer data, const gint *stop, gpointer user_data)
{
  Batch *batch = data;
  Ordered *ordered = user_data;
  Walk how = {
    ordered->base->n - 1, G_MAXUINT64, G_MAXUINT64, NULL, NULL, poll_stop, (gpointer) stop,
  };
  int cols[KQ_QUEENS_MAX_N];
  guint64 nodes, sum_nodes = 0;
  KqQueensTree tree = *ordered->base;

  tree.start = tree.n - ordered->nth->job_rows;
  for (guint i = 0; i < batch->len && !g_atomic_int_get (stop); i++)
    {
      how.lines = batch->lines[i];
      walk (&tree, &how, cols, &batch->counts[i], &nodes);
      sum_nodes += nodes;
    }
  batch->nodes = sum_nodes;
}

/* Takes the oldest batch handed over; FALSE when the search is over: a
 * prefix of it holds solution k, or the budget is spent (ordered->result
 * says which). */
static gboolean
take_batch (gpointer data, gpointer user_data)
{
  Batch *batch = data;
  Ordered *ordered = user_data;
  double mean;

  ordered->nodes += batch->nodes;
  for (guint i = 0; i < batch->len; i++)
    {
      if (ordered->sum + batch->counts[i] >= ordered->k)
        {
          batch_tree (ordered, batch, i, &ordered->hit);
          ordered->result = WALK_FOUND;
          return FALSE;
        }
      ordered->sum += batch->counts[i];
    }
  ordered->prefixes += batch->len;
  mean = (double) ordered->nodes / (double) ordered->prefixes;
  ordered->batch_len = CLAMP (JOB_NODES / MAX (mean, 1.0), 1, BATCH_MAX);
  if (ordered->nodes >= ordered->budget)
    {
      ordered->result = WALK_BUDGET;
      return FALSE;
    }
  return TRUE;
}

/* Every REPORT_INTERVAL while the calling thread waits for a batch. */
static gboolean
report_batches (gpointer user_data)
{
  Ordered *ordered = user_data;

  if (report (ordered->nth, ordered->nodes + ordered->top_nodes, ordered->sum))
    return TRUE;
  ordered->result = WALK_STOPPED;
  return FALSE;
}

/* Hands the batch being filled over to the workers (taking the oldest
 * when the window is full), and starts the next. */
static gboolean
push_batch (Ordered *ordered)
{
  Batch *batch = &ordered->slots[ordered->pushed % ordered->n_slots];

  if (batch->len == 0)
    return TRUE;
  ordered->pushed++;
  if (!kq_ordered_pool_push (ordered->pool, batch))
    return FALSE;
  ordered->slots[ordered->pushed % ordered->n_slots].len = 0;
  return TRUE;
}

/* A leaf of the calling thread's walk: a prefix for the batch. */
static gboolean
add_prefix (const guint32 *placed, const guint32 *lines, gpointer data)
{
  Ordered *ordered = data;
  Batch *batch = &ordered->slots[ordered->pushed % ordered->n_slots];

  memcpy (batch->lines[batch->len], lines, sizeof batch->lines[0]);
  memcpy (batch->prefixes[batch->len++], placed, (ordered->base->n - ordered->nth->job_rows) * sizeof placed[0]);
  return batch->len < ordered->batch_len || push_batch (ordered);
}

static gboolean
ordered_poll (guint64 nodes, guint64 leaves, gpointer data)
{
  Ordered *ordered = data;

  ordered->top_nodes = nodes;
  return report (ordered->nth, ordered->nodes + nodes, ordered->sum);
}

/* The ordered walk below tree (more than job_rows + 1 rows below its
 * prefix) to its k-th solution, as walk_here. */
static WalkResult
walk_ordered (Nth *nth, const KqQueensTree *tree, guint64 k, guint64 budget, int *cols, guint64 *found)
{
  Ordered ordered = {
    .nth = nth, .base = tree, .k = k, .budget = budget, .result = WALK_END, .batch_len = 1,
  };
  Walk how = { tree->n - nth->job_rows - 1, G_MAXUINT64, G_MAXUINT64, add_prefix, &ordered, ordered_poll, &ordered };
  g_autofree Batch *slots = NULL;
  guint64 leaves;

  ordered.pool = kq_ordered_pool_new (0, JOBS_AHEAD, run_batch, take_batch, &ordered);
  kq_ordered_pool_set_wait_func (ordered.pool, REPORT_INTERVAL, report_batches);
  ordered.n_slots = kq_ordered_pool_get_window (ordered.pool) + 1;
  ordered.slots = slots = g_new (Batch, ordered.n_slots);
  slots[0].len = 0;

  if (walk (tree, &how, cols, &leaves, &ordered.top_nodes) == WALK_STOPPED)
    ordered.result = WALK_STOPPED;
  else if (ordered.result == WALK_END && push_batch (&ordered))
    kq_ordered_pool_finish (ordered.pool);

  /* Batches not started are dropped, and running ones see the stop flag
   * within KQ_PROGRESS_INTERVAL queens. */
  kq_ordered_pool_free (ordered.pool);

  nth->nodes += ordered.nodes + ordered.top_nodes;
  *found = ordered.sum;
  if (ordered.result != WALK_FOUND)
    return ordered.result;

  /* The prefix is small: walked whatever the budget. */
  nth->skipped += ordered.sum;
  return walk_here (nth, &ordered.hit, k - ordered.sum, G_MAXUINT64, cols, found);
}

/* Counting: one job a prefix, counted by a worker thread. */

typedef struct {
  KqQueensTree  tree;
  guint64       count;
} Job;

typedef struct {
  Nth      *nth;
  GArray   *jobs;
  guint64   k;
  gboolean  root;
  guint     index;    /* the jobs taken */
  guint64   sum;      /* … their solutions */
  gboolean  stopped;  /* func said stop */
  GMutex    lock;
  guint64   nodes;    /* of the jobs run, under lock */
} Counting;

static gboolean
count_leaf (const KqQueensTree *tree, guint64 nodes, gpointer data)
{
  ((Job *) data)->count++;
  return TRUE;
}

static void
run_job (gpointer data, const gint *stop, gpointer user_data)
{
  Job *job = data;
  Counting *counting = user_data;

  kq_queens_tree_search (&job->tree, count_leaf, job, kq_queens_poll_flag, (gpointer) stop);

  g_mutex_lock (&counting->lock);
  counting->nodes += job->tree.nodes;
  g_mutex_unlock (&counting->lock);
}

/* The counts in order, until the one whose sum reaches k. */
static gboolean
take_count (gpointer data, gpointer user_data)
{
  Job *job = data;
  Counting *counting = user_data;

  if (counting->sum + job->count >= counting->k)
    return FALSE;
  counting->sum += job->count;
  counting->index++;
  return TRUE;
}

/* Every REPORT_INTERVAL, so that func runs in the calling thread. */
static gboolean
report_count (gpointer user_data)
{
  Counting *counting = user_data;
  guint64 nodes;

  if (counting->root)
    counting->nth->fraction = (double) counting->index / counting->jobs->len;
  g_mutex_lock (&counting->lock);
  nodes = counting->nodes;
  g_mutex_unlock (&counting->lock);
  counting->stopped = !report (counting->nth, nodes, counting->sum);
  return !counting->stopped;
}

static void
add_job (const KqQueensTree *tree, guint64 prefix_nodes, gpointer data)
{
  Job job = { .tree = *tree };

  g_array_append_val ((GArray *) data, job);
}

/* Counts the jobs in order until their sum reaches k; *index receives that
 * job's (jobs->len when the sum stays below k) and *before the solutions of
 * the jobs before it. */
static gboolean
count_jobs (Nth *nth, GArray *jobs, guint64 k, gboolean root, guint *index, guint64 *before)
{
  Counting counting = { .nth = nth, .jobs = jobs, .k = k, .root = root };
  KqOrderedPool *pool;
  gboolean go_on = TRUE;

  g_mutex_init (&counting.lock);
  pool = kq_ordered_pool_new (0, 4, run_job, take_count, &counting);
  kq_ordered_pool_set_wait_func (pool, REPORT_INTERVAL, report_count);
  for (guint i = 0; i < jobs->len && go_on; i++)
    go_on = kq_ordered_pool_push (pool, &g_array_index (jobs, Job, i));
  if (go_on)
    kq_ordered_pool_finish (pool);

  /* The nodes of the jobs run up to now: those given up once stopped are
   * not counted. */
  g_mutex_lock (&counting.lock);
  nth->nodes += counting.nodes;
  g_mutex_unlock (&counting.lock);
  kq_ordered_pool_free (pool);
  g_mutex_clear (&counting.lock);

  *index = counting.index;
  *before = counting.sum;
  return !counting.stopped;
}

static KqOutcome
nth_below (Nth *nth, KqQueensTree *tree, guint64 k, int *cols, guint64 *total);

/* The left-right mirror of a found solution. */
static KqOutcome
mirrored (KqOutcome outcome, int *cols, int n)
{
  for (int row = 0; row < n && outcome == KQ_OUTCOME_FOUND; row++)
    cols[row] = n - 1 - cols[row];
  return outcome;
}

/* Counting from tree; with mirror (tree is the whole board) only the
 * columns up to the middle of row 0, the others by the left-right flip. */
static KqOutcome
count_down (Nth *nth, KqQueensTree *tree, guint64 k, gboolean mirror, int *cols, guint64 *total)
{
  const int n = tree->n, middle = (n - 1) / 2;
  g_autoptr(GArray) jobs = g_array_new (FALSE, FALSE, sizeof (Job));
  guint64 before;
  guint index;

  if (mirror)
    tree->mask[0] = kq_queens_board_mask (middle + 1);
  kq_queens_tree_split (tree, MIN (tree->start + COUNT_DEPTH, n - 1), add_job, jobs);
  if (!count_jobs (nth, jobs, k, mirror, &index, &before))
    return KQ_OUTCOME_STOPPED;

  if (index == jobs->len)
    {
      guint64 half = 0, all = before;

      /* Only without a known total: k is not in the left half, and the
       * total is twice the solutions left of the middle column, plus
       * those in it for odd n. */
      g_assert (mirror);
      for (guint i = 0; i < jobs->len; i++)
        {
          Job *job = &g_array_index (jobs, Job, i);

          if (__builtin_ctz (job->tree.placed[0]) < n - 1 - middle)
            half += job->count;
        }
      all += half;
      if (k > all)
        {
          *total = nth->skipped + all;
          return KQ_OUTCOME_NONE;
        }
      /* k past the middle: its mirror lies left of it, among the jobs
       * counted. */
      k = all + 1 - k;
      for (index = 0, before = 0; before + g_array_index (jobs, Job, index).count < k; index++)
        before += g_array_index (jobs, Job, index).count;
      nth->skipped = before;
      return mirrored (nth_below (nth, &g_array_index (jobs, Job, index).tree, k - before, cols, total),
                       cols, n);
    }

  nth->skipped += before;
  return nth_below (nth, &g_array_index (jobs, Job, index).tree, k - before, cols, total);
}

/* The k-th solution below tree. */
static KqOutcome
nth_below (Nth *nth, KqQueensTree *tree, guint64 k, int *cols, guint64 *total)
{
  const int rows = tree->n - tree->start;
  guint64 found = 0;
  WalkResult result;

  tree->nodes = 0;
  /* A subtree of a few rows is walked whatever the budget. */
  if (rows <= COUNT_DEPTH + 1)
    result = walk_here (nth, tree, k, G_MAXUINT64, cols, &found);
  else if (rows <= nth->job_rows + 1)
    result = walk_here (nth, tree, k, nth->budget, cols, &found);
  else
    result = walk_ordered (nth, tree, k, nth->budget, cols, &found);

  switch (result)
    {
    case WALK_FOUND:
      return KQ_OUTCOME_FOUND;
    case WALK_END:
      *total = nth->skipped + found;
      return KQ_OUTCOME_NONE;
    case WALK_STOPPED:
      return KQ_OUTCOME_STOPPED;
    case WALK_BUDGET:
    default:
      return count_down (nth, tree, k, tree->start == 0, cols, total);
    }
}

guint64
kq_queens_nth_budget (int n)
{
  double nodes = tree_nodes_16 * pow (7.0, n - 16);

  return nodes / 1024 >= (double) G_MAXUINT64 ? G_MAXUINT64 : MAX ((guint64) (nodes / 1024), 1u << 20);
}

/* The k-th solution from the known counts below each first queen: the
 * first queen's column found there, the rest below it. */
static KqOutcome
nth_known (Nth *nth, guint64 k, int *cols, guint64 *total)
{
  const int n = nth->n;
  const guint64 *first = kq_queens_known_first (n);
  guint64 all = 0;
  KqQueensTree tree;
  int j;

  for (j = 0; j < n; j++)
    all += first[MIN (j, n - 1 - j)];
  if (k > all)
    {
      *total = all;
      return KQ_OUTCOME_NONE;
    }
  /* Past the middle (k > its mirror), the mirror, which then lies in a
   * column up to the middle one. */
  if (k > all + 1 - k)
    return mirrored (nth_known (nth, all + 1 - k, cols, total), cols, n);

  for (j = 0; k > first[j]; j++)
    {
      k -= first[j];
      nth->skipped += first[j];
    }
  nth->k = k;
  nth->known = nth->skipped;
  kq_queens_tree_init (&tree, n);
  tree.placed[0] = 1u << j;
  tree.start = 1;
  return nth_below (nth, &tree, k, cols, total);
}

KqOutcome
kq_queens_nth_full (int          n,
                    guint64      k,
                    guint64      walk_budget,
                    gboolean     known_counts,
                    int          job_rows,
                    int         *cols,
                    KqEventFunc  func,
                    gpointer     user_data,
                    guint64     *total)
{
  Nth nth = { n, func, user_data, k, walk_budget, .job_rows = job_rows > 0 ? job_rows : JOB_ROWS };
  guint64 all = 0;
  KqQueensTree tree;
  KqOutcome outcome;

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, KQ_OUTCOME_NONE);
  g_return_val_if_fail (k >= 1, KQ_OUTCOME_NONE);
  g_return_val_if_fail (cols != NULL, KQ_OUTCOME_NONE);

  /* Past the known count at once; past its middle, the mirror's. */
  if (known_counts && n > KQ_QUEENS_KNOWN_FIRST_N && kq_queens_known_total (n, &all))
    {
      if (k > all)
        outcome = KQ_OUTCOME_NONE;
      else if (k > all + 1 - k)
        return mirrored (kq_queens_nth_full (n, all + 1 - k, walk_budget, known_counts, job_rows, cols,
                                             func, user_data, total),
                         cols, n);
      else
        {
          kq_queens_tree_init (&tree, n);
          outcome = nth_below (&nth, &tree, k, cols, &all);
        }
    }
  else if (known_counts && n <= KQ_QUEENS_KNOWN_FIRST_N)
    outcome = nth_known (&nth, k, cols, &all);
  else
    {
      kq_queens_tree_init (&tree, n);
      outcome = nth_below (&nth, &tree, k, cols, &all);
    }
  if (outcome == KQ_OUTCOME_NONE && total != NULL)
    *total = all;
  return outcome;
}

KqOutcome
kq_queens_nth (int          n,
               guint64      k,
               int         *cols,
               KqEventFunc  func,
               gpointer     user_data,
               guint64     *total)
{
  return kq_queens_nth_full (n, k, kq_queens_nth_budget (n), TRUE, 0, cols, func, user_data, total);
}
