#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include <string.h>

#include "kq-queens-jobs.h"
#include "kq-queens-private.h"

/* Counting by the edge queens and the board's symmetry.
 *
 * Every solution has exactly one queen on each edge of the board: in row
 * 0, row n - 1, column 0 and column n - 1 (a corner queen on two). Let the
 * distance of an edge queen be how far it is from the nearest corner along
 * its edge. The 8 symmetries of the square act on the 8 ends of the edges
 * (an edge and the corner it is measured from) as on themselves: each end
 * goes to each other end under exactly one symmetry. So a solution is of
 * one of three kinds:
 *  - corner: a queen in a corner. No symmetry keeps such a solution (no two
 *    corners hold queens), and two of its 8 images, a solution and its
 *    transpose, put that queen on (0, 0): we search the one whose row-1
 *    queen is nearer the corner than its column-1 queen, and count each
 *    solution 8 times (Takaken's corner case).
 *  - nearest: one edge queen nearer a corner than the other three. Exactly
 *    one image puts it on (0, d), d < n - 1 - d: we search those, with the
 *    other edge queens kept further than d from the corners by the rows'
 *    masks (for d >= 2 those of the edge columns put down in advance, as
 *    in NQueensFAF's constellations), and count each 8 times, with no test
 *    at the leaves. Most solutions are of this kind.
 *  - tied: two or more edge queens at the least distance d. The image that
 *    comes first in the listing's order has a queen on (0, d) (row 0 holds
 *    an edge queen of every image), so we search the solutions with a queen
 *    on (0, d), the other edge queens at least d from the corners, and
 *    another one exactly d from one: split by the first of the six squares
 *    where it can stand that holds a queen, put down in advance
 *    (constellations of NQueensFAF, one queen deep; from d = 2 on, the
 *    edge columns' queens too). Each leaf is counted when it comes before
 *    its 7 images, with the size of its orbit.
 * The edge queens' rows are also checked early: once the rows where column
 * 0 may hold its queen are past, it must hold one.
 *
 * Each search is split on its first free rows into sub-boards, the jobs:
 * a plain bitboard search over the rows left, in the order of the rows
 * (the nearest kind from the bottom up: its constraints bite sooner). In
 * the corner and nearest kinds the last row's free squares are its
 * solutions, never searched. For n = 15 the three kinds search some 4, 21
 * and 9 million nodes, the plain search with the left-right flip 85. */

/* Rows a search below the stop flag's check may span: a few milliseconds. */
#define UNPOLLED_ROWS 14
/* Rows after the ones a kind puts down that split it into jobs: some
 * 2 000 jobs of a millisecond at n = 16; from n = 19 on, some 60 000, so
 * that a count spread over a thousand machines stays balanced. */
#define SPLIT_ROWS(n) ((n) < 19 ? 2 : 3)
/* Rows whose partial placements estimate a job's size. */
#define ESTIMATE_ROWS 3

typedef struct {
  int            n;
  int            depth;                     /* free rows */
  int            poll_depth;                /* free rows above it check stop */
  gboolean       tied;                      /* test each leaf */
  guint8         row[KQ_QUEENS_MAX_N];      /* the board row of free row d */
  guint8         shift[KQ_QUEENS_MAX_N];    /* rows from free row d to d + 1 */
  guint32        mask[KQ_QUEENS_MAX_N];     /* squares of free row d the rules
                                               and the queens put down leave */
  guint32        need[KQ_QUEENS_MAX_N];     /* columns the rows above must fill */
  guint32        placed[KQ_QUEENS_MAX_N];   /* the tied leaves' test */
  const gint    *stop;
  gboolean       stopped;
  KqQueensCount  count;
} SubBoard;

static int
edge_distance (int n, int position)
{
  return MIN (position, n - 1 - position);
}

/* The i-th square where a queen tied with the one on (0, d) can stand: on
 * column 0, column n - 1, then row n - 1. Some are the same square when
 * d = n - 1 - d; those are skipped. */
static void
tie_square (int n, int d, int i, int *row, int *col)
{
  const int near[2] = { d, n - 1 - d };

  *row = i < 4 ? near[i % 2] : n - 1;
  *col = i < 2 ? 0 : i < 4 ? n - 1 : near[i % 2];
}

static void
sub_board_init (SubBoard *board, int n, const KqQueensJob *job, const gint *stop)
{
  const guint32 full = kq_queens_board_mask (n);
  const guint32 edges = 1u | 1u << (n - 1);
  const int d = job->col[0];  /* nearest and tied: the row-0 queen's distance */
  guint32 mask[KQ_QUEENS_MAX_N];
  guint32 edge_rows = 0, dropped = 0;
  /* The rows that may hold an edge column's queen. */
  int edge_first = 0, edge_last = n - 1;
  /* The nearest kind's last row and edge columns are as narrow as its
   * first rows: from the bottom they prune sooner (13 % fewer nodes). */
  const gboolean bottom_up = job->kind == KQ_QUEENS_JOB_NEAREST;

  board->n = n;
  board->depth = 0;
  /* The last free row has no next one: its shift stays 0. */
  memset (board->shift, 0, sizeof board->shift);
  board->tied = job->kind == KQ_QUEENS_JOB_TIED;
  board->stop = stop;
  board->stopped = FALSE;
  board->count = (KqQueensCount) { 0, 0 };

  for (int r = 0; r < n; r++)
    mask[r] = full;
  switch (job->kind)
    {
    case KQ_QUEENS_JOB_CORNER:
      /* Column 1's queen below row 1's. */
      for (int r = 2; r < job->col[1]; r++)
        mask[r] &= ~2u;
      break;

    case KQ_QUEENS_JOB_NEAREST:
    case KQ_QUEENS_JOB_TIED:
      {
        /* The other edge queens more than d from the corners (nearest), or
         * at least d and not on the tie squares before job->tie. */
        const int least = job->kind == KQ_QUEENS_JOB_NEAREST ? d + 1 : d;

        for (int r = 1; r < n; r++)
          if (edge_distance (n, r) < least)
            mask[r] &= ~edges;
        mask[n - 1] &= ~kq_queens_board_mask (least) & kq_queens_board_mask (n - least);
        edge_first = least;
        edge_last = n - 1 - least;
        for (int i = 0; i < job->tie && board->tied; i++)
          {
            int row, col;

            tie_square (n, d, i, &row, &col);
            mask[row] &= ~(1u << col);
          }
      }
      break;

    default:
      g_assert_not_reached ();
    }

  for (int i = 0; i < job->n_cells; i++)
    {
      edge_rows |= 1u << job->row[i];
      dropped |= 1u << job->col[i];
      board->placed[job->row[i]] = 1u << job->col[i];
    }
  for (int k = 0; k < n; k++)
    {
      const int r = bottom_up ? n - 1 - k : k;
      guint32 attacked = dropped;
      int f = board->depth;

      if (edge_rows & 1u << r)
        continue;
      for (int i = 0; i < job->n_cells; i++)
        {
          int dr = ABS (r - job->row[i]), c = job->col[i];

          if (c + dr < n)
            attacked |= 1u << (c + dr);
          if (c - dr >= 0)
            attacked |= 1u << (c - dr);
        }
      board->row[f] = (guint8) r;
      board->mask[f] = mask[r] & ~attacked;
      /* The free rows' own queens, past the last row an edge column's
       * queen may stand on. */
      board->need[f] = (bottom_up ? r < edge_first : r > edge_last) ? edges & ~dropped : 0;
      if (f > 0)
        board->shift[f - 1] = (guint8) ABS (r - board->row[f - 1]);
      board->depth++;
    }
  board->poll_depth = MAX (0, board->depth - UNPOLLED_ROWS);
}

/* The solutions below free row f, given the lines the queens above attack
 * there: the whole cost of counting. A loop over an explicit stack, and
 * the last row's free squares are its solutions, never searched. */
static guint64
count_below (const SubBoard *board, int f, guint32 cols, guint32 ld, guint32 rd)
{
  const int first = f, last = board->depth - 1;
  guint32 stack_cols[KQ_QUEENS_MAX_N], stack_ld[KQ_QUEENS_MAX_N], stack_rd[KQ_QUEENS_MAX_N];
  guint32 avail[KQ_QUEENS_MAX_N];
  guint64 count = 0;

  if ((cols & board->need[f]) != board->need[f])
    return 0;
  avail[f] = board->mask[f] & ~(cols | ld | rd);
  if (f == last)
    return (guint64) __builtin_popcount (avail[f]);
  stack_cols[f] = cols;
  stack_ld[f] = ld;
  stack_rd[f] = rd;

  for (;;)
    {
      guint32 bit, next;
      int shift;

      if (avail[f] == 0)
        {
          if (--f < first)
            break;
          continue;
        }
      bit = avail[f] & -avail[f];
      avail[f] ^= bit;
      shift = board->shift[f];
      cols = stack_cols[f] | bit;
      ld = (stack_ld[f] | bit) << shift;
      rd = (stack_rd[f] | bit) >> shift;
      next = board->mask[f + 1] & ~(cols | ld | rd);
      if ((cols & board->need[f + 1]) != board->need[f + 1])
        continue;
      if (f + 1 == last)
        {
          count += (guint64) __builtin_popcount (next);
          continue;
        }
      if (next == 0)
        continue;
      f++;
      stack_cols[f] = cols;
      stack_ld[f] = ld;
      stack_rd[f] = rd;
      avail[f] = next;
    }
  return count;
}

/* A tied leaf counts when it comes before its images. */
static void
count_tied_leaf (SubBoard *board)
{
  int size = kq_queens_orbit_size (board->placed, board->n);

  board->count.total += (guint64) size;
  board->count.unique += size != 0;
}

/* count_below, into board->count, with the stop flag checked in the rows
 * above poll_depth, and the tied leaves tested. */
static void
search (SubBoard *board, int f, guint32 cols, guint32 ld, guint32 rd)
{
  guint32 avail;

  if (f < board->poll_depth && board->stop != NULL && g_atomic_int_get (board->stop))
    {
      board->stopped = TRUE;
      return;
    }
  if (f >= board->poll_depth && !board->tied)
    {
      guint64 solutions = count_below (board, f, cols, ld, rd);

      board->count.total += 8 * solutions;
      board->count.unique += solutions;
      return;
    }
  if ((cols & board->need[f]) != board->need[f])
    return;

  avail = board->mask[f] & ~(cols | ld | rd);
  for (; avail != 0 && !board->stopped; avail &= avail - 1)
    {
      guint32 bit = avail & -avail;
      const int shift = board->shift[f];

      board->placed[board->row[f]] = bit;
      if (f == board->depth - 1)
        count_tied_leaf (board);
      else
        search (board, f + 1, cols | bit, (ld | bit) << shift, (rd | bit) >> shift);
    }
}

gboolean
kq_queens_job_count (int n, const KqQueensJob *job, const gint *stop, KqQueensCount *count)
{
  SubBoard board;

  g_return_val_if_fail (n >= 4 && n <= KQ_QUEENS_MAX_N, FALSE);
  g_return_val_if_fail (job != NULL && count != NULL, FALSE);

  /* Jobs are split only while two free rows are left: there is always
   * one. */
  sub_board_init (&board, n, job, stop);
  search (&board, 0, 0, 0, 0);
  if (board.stopped)
    return FALSE;

  count->total += board.count.total;
  count->unique += board.count.unique;
  return TRUE;
}

/* Partial placements of the first rows of a sub-board, a measure of its
 * search. */
static guint64
estimate_below (const SubBoard *board, int f, int rows, guint32 cols, guint32 ld, guint32 rd)
{
  guint64 count = 1;

  if (f == board->depth || rows == 0)
    return 1;
  for (guint32 avail = board->mask[f] & ~(cols | ld | rd); avail != 0; avail &= avail - 1)
    {
      guint32 bit = avail & -avail;
      const int shift = board->shift[f];

      count += estimate_below (board, f + 1, rows - 1, cols | bit, (ld | bit) << shift,
                               (rd | bit) >> shift);
    }
  return count;
}

static gint
compare_jobs (gconstpointer a, gconstpointer b)
{
  const KqQueensJob *x = a, *y = b;

  if (x->estimate != y->estimate)
    return x->estimate > y->estimate ? -1 : 1;
  if (x->kind != y->kind)
    return x->kind - y->kind;
  if (x->tie != y->tie)
    return x->tie - y->tie;
  if (x->n_cells != y->n_cells)
    return x->n_cells - y->n_cells;
  for (int i = 0; i < x->n_cells; i++)
    if (x->row[i] != y->row[i] || x->col[i] != y->col[i])
      return x->row[i] != y->row[i] ? x->row[i] - y->row[i] : x->col[i] - y->col[i];
  return 0;
}

/* Adds job, split on its first split free rows into a job for each
 * placement of their queens. */
static void
add_job (GArray *jobs, int n, KqQueensJob *job, int split)
{
  SubBoard board;

  sub_board_init (&board, n, job, NULL);
  if (split > 0 && board.depth > 1)
    {
      /* The queens put down are in the first row's mask already. */
      job->row[job->n_cells++] = board.row[0];
      for (guint32 avail = board.mask[0]; avail != 0; avail &= avail - 1)
        {
          job->col[job->n_cells - 1] = (guint8) __builtin_ctz (avail);
          add_job (jobs, n, job, split - 1);
        }
      job->n_cells--;
      return;
    }

  job->estimate = estimate_below (&board, 0, ESTIMATE_ROWS, 0, 0, 0);
  g_array_append_val (jobs, *job);
}

/* Whether queens on (r, c) and (s, t) attack each other (or are one). */
static gboolean
attacks (int r, int c, int s, int t)
{
  return r == s || c == t || r - s == c - t || r - s == t - c;
}

/* Whether (row, col) is one of the tie squares before the i-th. */
static gboolean
tie_square_before (int n, int d, int i, int row, int col)
{
  for (int j = 0; j < i; j++)
    {
      int r, c;

      tie_square (n, d, j, &r, &c);
      if (r == row && c == col)
        return TRUE;
    }
  return FALSE;
}

/* A tied job with the queens of the edge columns put down too, where its
 * two queens leave them to place: on every row at least d from the corners
 * that is not a tie square before its own and that no queen attacks. */
static void
add_tied_edges (GArray *jobs, int n, KqQueensJob *tied)
{
  const int d = tied->col[0];
  const gboolean left_free = tied->col[1] != 0, right_free = tied->col[1] != n - 1;

  for (int left = d; left <= n - 1 - d; left++)
    for (int right = d; right <= n - 1 - d; right++)
      {
        KqQueensJob job = *tied;
        gboolean ok = TRUE;

        /* An edge column that holds the tied queen: one pass. */
        if ((!left_free && left != d) || (!right_free && right != d))
          continue;
        if (left_free)
          {
            ok &= !tie_square_before (n, d, job.tie, left, 0);
            for (int i = 0; i < job.n_cells; i++)
              ok &= !attacks (left, 0, job.row[i], job.col[i]);
            job.row[job.n_cells] = (guint8) left;
            job.col[job.n_cells++] = 0;
          }
        if (right_free && ok)
          {
            ok &= !tie_square_before (n, d, job.tie, right, n - 1);
            for (int i = 0; i < job.n_cells; i++)
              ok &= !attacks (right, n - 1, job.row[i], job.col[i]);
            job.row[job.n_cells] = (guint8) right;
            job.col[job.n_cells++] = (guint8) (n - 1);
          }
        if (ok)
          add_job (jobs, n, &job, SPLIT_ROWS (n) - 2);
      }
}

GArray *
kq_queens_jobs_new (int n)
{
  GArray *jobs;

  g_return_val_if_fail (n >= 4 && n <= KQ_QUEENS_MAX_N, NULL);

  jobs = g_array_new (FALSE, FALSE, sizeof (KqQueensJob));
  /* A corner queen on (0, 0), the row-1 queen on (1, b), b >= 2. */
  for (int b = 2; b < n; b++)
    {
      KqQueensJob job = { KQ_QUEENS_JOB_CORNER, 0, 2, { 0, 1 }, { 0, b }, 0 };

      add_job (jobs, n, &job, SPLIT_ROWS (n));
    }

  for (int d = 1; d <= (n - 1) / 2; d++)
    {
      KqQueensJob nearest = { KQ_QUEENS_JOB_NEAREST, 0, 1, { 0 }, { d }, 0 };

      /* The others more than d from the corners: they need room. From
       * d = 2 on, the queens of columns 0 and n - 1 are put down too, on
       * every pair of rows of their narrowing window, so that they prune
       * from the start (13 % fewer nodes at n = 16). None of these three
       * attacks another. */
      if (d < 2 && d + 1 < n - 2 - d)
        add_job (jobs, n, &nearest, SPLIT_ROWS (n));
      else if (d + 1 < n - 2 - d)
        for (int left = d + 1; left < n - 1 - d; left++)
          for (int right = d + 1; right < n - 1 - d; right++)
            {
              KqQueensJob edges = { KQ_QUEENS_JOB_NEAREST, 0, 3, { 0, left, right },
                                    { d, 0, n - 1 }, 0 };

              if (left != right)
                add_job (jobs, n, &edges, SPLIT_ROWS (n) - 1);
            }

      for (int i = 0; i < 6; i++)
        {
          KqQueensJob tied = { KQ_QUEENS_JOB_TIED, i, 2, { 0 }, { d }, 0 };
          int row, col;

          tie_square (n, d, i, &row, &col);
          /* Not the same square twice, and not attacked by (0, d). */
          if (tie_square_before (n, d, i, row, col) || attacks (0, d, row, col))
            continue;
          tied.row[1] = (guint8) row;
          tied.col[1] = (guint8) col;
          if (d < 2)
            add_job (jobs, n, &tied, SPLIT_ROWS (n) - 1);
          else
            add_tied_edges (jobs, n, &tied);
        }
    }

  g_array_sort (jobs, compare_jobs);
  return jobs;
}

/* A min-heap of the shares' loads, the lowest part first on a tie. */
typedef struct {
  guint64 load;
  guint   part;
} Bin;

static gboolean
bin_before (const Bin *a, const Bin *b)
{
  return a->load < b->load || (a->load == b->load && a->part < b->part);
}

static void
heap_sift_down (Bin *heap, guint size, guint i)
{
  for (;;)
    {
      guint least = i, l = 2 * i + 1, r = 2 * i + 2;
      Bin tmp;

      if (l < size && bin_before (&heap[l], &heap[least]))
        least = l;
      if (r < size && bin_before (&heap[r], &heap[least]))
        least = r;
      if (least == i)
        return;
      tmp = heap[i];
      heap[i] = heap[least];
      heap[least] = tmp;
      i = least;
    }
}

GArray *
kq_queens_jobs_share (GArray *jobs, guint part, guint n_parts)
{
  g_autofree Bin *heap = NULL;
  GArray *share;

  g_return_val_if_fail (jobs != NULL, NULL);
  g_return_val_if_fail (part < n_parts, NULL);

  share = g_array_new (FALSE, FALSE, sizeof (KqQueensJob));
  /* Parts in increasing order with equal loads are already a heap. */
  heap = g_new (Bin, n_parts);
  for (guint i = 0; i < n_parts; i++)
    heap[i] = (Bin) { 0, i };

  /* The jobs are largest first already. */
  for (guint i = 0; i < jobs->len; i++)
    {
      const KqQueensJob *job = &g_array_index (jobs, KqQueensJob, i);

      if (heap[0].part == part)
        g_array_append_val (share, *job);
      /* An estimate is at least 1, so the load always grows. */
      heap[0].load += job->estimate;
      heap_sift_down (heap, n_parts, 0);
    }
  return share;
}
