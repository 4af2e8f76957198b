/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include <string.h>

#include "kq-queens-jobs.h"
#include "kq-queens-lanes.h"
#include "kq-queens-private.h"
#include "kq-queens-symmetry.h"

/* Counting by the edge queens and the board's symmetry.
 *
 * Every solution has exactly one queen on each edge of the board: in row
 * 0, row n - 1, column 0 and column n - 1 (a corner queen on two). The 8
 * symmetries of the square map solutions to solutions and edge queens to
 * edge queens. So a solution is of one of two kinds:
 *  - corner: a queen in a corner. No symmetry keeps such a solution (no two
 *    corners hold queens, and no solution is its own transpose), and two of
 *    its 8 images, a solution and its transpose, put that queen on (0, 0).
 *    Their other edge queens are (n - 1, b) and (e, n - 1) in one, (n - 1,
 *    e) and (b, n - 1) in the other (b != e, or they would attack each
 *    other): we search those with e < b (4 % fewer nodes than b < e), and
 *    count each 8 times (Takaken's corner case, split by the edge queens).
 *  - constellation: four edge queens off the corners, on (0, a), (n - 1,
 *    b), (c, 0) and (e, n - 1), as in NQueensFAF's constellations. The
 *    symmetries map these quadruples onto each other: we search only the
 *    first of each orbit (a, b, c, e being compared in that order), with
 *    the four queens put down in advance. A quadruple kept by no symmetry
 *    but the identity stands for 8 with the same number of solutions: each
 *    solution counts 8 times, with no test. One kept by a subgroup H (the
 *    symmetric ones: a few in a hundred) stands for 8 / |H|, and each
 *    solution counts 8 / |H| times; its solutions up to symmetry are their
 *    orbits under H (count_unique).
 *
 * Each search is split into sub-boards, the jobs, on the edge queens (and
 * from n = 16 on, for the shares of a count spread over many machines, on
 * the next row too, so that they stay balanced; not a symmetric
 * constellation: count_unique needs it whole). Where the processor has
 * AVX-512 or AVX2, the rows below are counted in its vector lanes
 * (kq-queens-lanes.c: 13 to 16 times faster than what follows at n = 16
 * and 17, with the same look-ahead and last rows). Else a plain bitboard
 * search over the rows left, from the bottom up (constellations come first with a queen
 * near the left of row 0, so the last row's queen prunes more: 35 % fewer
 * nodes), rows put down skipped by a longer shift. The last two rows'
 * solutions are counted, never searched, and with no branch: two columns
 * are left for them; the row above them is a loop of its own, with no
 * stack (the two together: some 5 % less time at n = 16).
 * A queen is kept only if both rows below it still have a square: that
 * look-ahead costs a few instructions and no branch, and saves 16 % of the
 * queens at n = 16 (a third row ahead saves 10 % more, and costs more
 * than it saves). Also tried at n = 16 and slower in time: every free
 * row's squares in SSE2 vectors, with forced rows (a row with one square
 * gets its queen): 49 + 70 million queens put down, but 20 to 35 % slower;
 * the same checking every row for none, without forcing; checking the
 * last row instead of, or beside, the second (38 % fewer turns, 9 %
 * slower); the queens of columns 1 and n - 2 put down in advance (18 %
 * more turns); a cache of the last 4 to 6 rows (under half hits).
 * Tried for issue 24 on this search, before the lanes (callgrind
 * instructions of queens 14 --count on one thread, 269 million; times of queens 16, 8 to 10 pairs against this
 * code), all lost or within noise: the last four rows a loop of their
 * own, like the third-last (5 % more instructions, 7 % slower); going
 * down or not chosen by masks, not a branch (27 % more instructions, 19 %
 * slower); the third-last row's test taken out of the loop (3 % fewer
 * instructions, yet 5 % slower); -O3, or -O2 without SLP vectorizing (3
 * and 1.5 % fewer instructions, 0.96 to 1.02 in time). Nor does the shape
 * of the tree leave room (queens kept at n = 14, 2.65 million): other
 * orders of the free rows (top down, from both ends, the middle out, the
 * fewest free squares first) put down more; the best of five orders for
 * each job, known only after searching it, 7 % fewer; the best of a
 * constellation's 8 images, 5 % fewer (chosen by the estimate of 2 or 3
 * rows, 3 to 9 % more). The next row is forced (one square) under about
 * half the queens kept; testing that its queen leaves the row after it a
 * square cuts 16 % of them a row sooner, but costs 10 % more
 * instructions and 3 % more time.
 * For n = 16 the corner and constellation kinds put down some 30 and 177
 * million queens (without the look-ahead), the plain search with the
 * left-right flip 570. */

/* Rows a search below the stop flag's check may span: a few milliseconds. */
#define UNPOLLED_ROWS 12
/* Rows after the edge queens that split the jobs of a count's shares (a
 * whole count takes them unsplit): none up to n = 15; from n = 16 on, one
 * (some 28 000 jobs at n = 16 rather than 3 200). An estimate is off by
 * some 40 % either way, so a share needs hundreds of jobs to be within 5 % of the
 * mean: unsplit, the heaviest of 64 shares of n = 16 to 18 was 1.19 to
 * 1.24 times the mean, split 1.02 to 1.03 (by the nodes searched). */
#define SPLIT_ROWS(n) ((n) < 16 ? 0 : 1)
/* Rows whose partial placements estimate a job's size. */
#define ESTIMATE_ROWS 2
/* Every job costs its set-up and first rows, however few its partial
 * placements: as many as this many more (fitted on the nodes searched at
 * n = 16 to 18: the heaviest of 64 shares 1.03 times the mean, not 1.05). */
#define JOB_COST 16
/* A corner job has a free row more than a constellation: its partial
 * placements of ESTIMATE_ROWS rows stand for about 4 times more work
 * (4.3 to 5.2 at n = 16 to 18, fitted likewise). */
#define CORNER_WEIGHT 4

typedef KqQueensLevel Level;

typedef struct {
  int            n;
  int            depth;                     /* free rows */
  int            poll_depth;                /* free rows above it check stop */
  guint32        full;                      /* the board's columns */
  guint32        cols;                      /* the columns of the queens put down */
  /* The symmetries other than the identity that keep the edge queens, and
   * how many times each solution counts. */
  int            n_kept;
  KqSymmetry     kept[3];
  int            weight;
  guint8         row[KQ_QUEENS_MAX_N];      /* the board row of free row d */
  Level          level[KQ_QUEENS_MAX_N];
  gboolean       lanes;                     /* kq_queens_lanes_count counts */
  const gint    *stop;
  gboolean       stopped;
  guint64        solutions;
} SubBoard;

/* The square (r, c) maps to under symmetry, as kq_queens_symmetry_apply. */
static void
map_square (int n, KqSymmetry symmetry, int r, int c, int *image_r, int *image_c)
{
  const int r2 = n - 1 - r, c2 = n - 1 - c;

  switch (symmetry)
    {
    case KQ_SYMMETRY_IDENTITY:     *image_r = r;  *image_c = c;  break;
    case KQ_SYMMETRY_ROTATE_90:    *image_r = c;  *image_c = r2; break;
    case KQ_SYMMETRY_ROTATE_180:   *image_r = r2; *image_c = c2; break;
    case KQ_SYMMETRY_ROTATE_270:   *image_r = c2; *image_c = r;  break;
    case KQ_SYMMETRY_MIRROR:       *image_r = r;  *image_c = c2; break;
    case KQ_SYMMETRY_FLIP:         *image_r = r2; *image_c = c;  break;
    case KQ_SYMMETRY_DIAGONAL:     *image_r = c;  *image_c = r;  break;
    case KQ_SYMMETRY_ANTIDIAGONAL:
    case KQ_N_SYMMETRIES:
    default:                       *image_r = c2; *image_c = r2; break;
    }
}

/* The image of the four edge queens of a constellation (0, a), (n - 1, b),
 * (c, 0), (e, n - 1), as quad = { a, b, c, e }, under symmetry. */
static void
map_constellation (int n, KqSymmetry symmetry, const int *quad, int *image)
{
  const int rows[4] = { 0, n - 1, quad[2], quad[3] };
  const int cols[4] = { quad[0], quad[1], 0, n - 1 };

  for (int i = 0; i < 4; i++)
    {
      int r, c;

      map_square (n, symmetry, rows[i], cols[i], &r, &c);
      if (r == 0)
        image[0] = c;
      else if (r == n - 1)
        image[1] = c;
      else if (c == 0)
        image[2] = r;
      else
        image[3] = r;
    }
}

static int
compare_quads (const int *x, const int *y)
{
  for (int i = 0; i < 4; i++)
    if (x[i] != y[i])
      return x[i] - y[i];
  return 0;
}

/* Whether quad comes first of its images; the symmetries that keep it into
 * kept (may be NULL), their number into n_kept (may be NULL). */
static gboolean
constellation_first (int n, const int *quad, KqSymmetry *kept, int *n_kept)
{
  int count = 0;

  for (KqSymmetry s = KQ_SYMMETRY_ROTATE_90; s < KQ_N_SYMMETRIES; s++)
    {
      int image[4];
      int order;

      map_constellation (n, s, quad, image);
      order = compare_quads (image, quad);
      if (order < 0)
        return FALSE;
      if (order == 0 && kept != NULL)
        kept[count] = s;
      count += order == 0;
    }
  if (n_kept != NULL)
    *n_kept = count;
  return TRUE;
}

static void
sub_board_init (SubBoard *board, int n, const KqQueensJob *job, const gint *stop)
{
  guint32 edge_rows = 0;

  board->n = n;
  board->depth = 0;
  board->full = kq_queens_board_mask (n);
  board->cols = 0;
  board->n_kept = 0;
  board->weight = 8;
  board->lanes = kq_queens_lanes_used () != KQ_QUEENS_LANES_NONE;
  board->stop = stop;
  board->stopped = FALSE;
  board->solutions = 0;

  if (job->kind == KQ_QUEENS_JOB_CONSTELLATION)
    {
      const int quad[4] = { job->col[0], job->col[1], job->row[2], job->row[3] };

      constellation_first (n, quad, board->kept, &board->n_kept);
      board->weight = 8 / (1 + board->n_kept);
    }

  for (int i = 0; i < job->n_cells; i++)
    {
      edge_rows |= 1u << job->row[i];
      board->cols |= 1u << job->col[i];
    }
  /* From the bottom up: the last row's queen prunes sooner. */
  for (int r = n - 1; r >= 0; r--)
    {
      const int f = board->depth;
      guint32 attacked = 0;

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
      /* The last free row has no next one: its shift stays 0. */
      board->level[f] = (Level) { board->full & ~attacked, 0 };
      if (f > 0)
        board->level[f - 1].shift = (guint32) (board->row[f - 1] - r);
      board->depth++;
    }
  board->poll_depth = MAX (0, board->depth - UNPOLLED_ROWS);
}

/* The solutions of the last two free rows, shift rows apart, given the
 * squares the queens above leave each, here and below: with two columns
 * left, x and y (or fewer in here | below, and no solution), each way
 * round if the rows allow it and the two queens are not on a diagonal.
 * No branch: which way holds is data that no predictor guesses. */
static inline guint64
count_two_rows (guint32 shift, guint32 here, guint32 below)
{
  const guint32 left = here | below;
  const guint32 x = left & -left, y = left ^ x;
  const guint32 apart = (y & (x << shift | x >> shift)) == 0;

  return (guint64) (apart & (((here & x) != 0) & ((below & y) != 0))) +
         (guint64) (apart & (((here & y) != 0) & ((below & x) != 0)));
}

/* A queen put down on bit of level's row, under the lines cols, ld and rd:
 * the lines the next row sees, and the free squares of the two rows
 * below (the look-ahead). */
typedef struct {
  guint32  cols, ld, rd, next, next2;
} Step;

static inline Step
step_down (const Level *level, guint32 cols, guint32 ld, guint32 rd, guint32 bit)
{
  const guint32 shift = level->shift, shift2 = level[1].shift;
  Step step = { cols | bit, (ld | bit) << shift, (rd | bit) >> shift, 0, 0 };

  step.next = level[1].mask & ~(step.cols | step.ld | step.rd);
  step.next2 = level[2].mask & ~(step.cols | step.ld << shift2 | step.rd >> shift2);
  return step;
}

/* The solutions of the last three free rows, from level on, given the
 * lines the queens above attack there and level's free squares. */
static inline guint64
count_three_rows (const Level *level, guint32 cols, guint32 ld, guint32 rd, guint32 avail)
{
  guint64 count = 0;

  for (; avail != 0; avail &= avail - 1)
    {
      const Step step = step_down (level, cols, ld, rd, avail & -avail);

      count += count_two_rows (level[1].shift, step.next, step.next2);
    }
  return count;
}

/* A free row with squares left to try, in the search below. */
typedef struct {
  const Level *level;
  guint32      avail, cols, ld, rd;
} Frame;

/* The solutions below free row f (f < depth), given the lines the queens
 * above attack there: the whole cost of counting. A loop over an explicit
 * stack that holds only the rows with squares left to try, so that a row
 * done goes straight back to the last such row; the current row's lines
 * in registers. Row f + 2 is read before row f + 1 is searched (the
 * look-ahead above): the last free row's squares for count_two_rows. */
static guint64
count_below (const SubBoard *board, int f, guint32 cols, guint32 ld, guint32 rd)
{
  const Level *level = board->level + f, *two_left;
  Frame stack[KQ_QUEENS_MAX_N], *top = stack;
  guint32 avail = level->mask & ~(cols | ld | rd);
  guint64 count = 0;

  /* One free column is left for the last row. */
  if (f >= board->depth - 1 || avail == 0)
    return avail != 0;
  if (f == board->depth - 2)
    {
      const guint32 shift = level->shift;

      return count_two_rows (shift, avail, level[1].mask & ~(cols | ld << shift | rd >> shift));
    }
  two_left = board->level + board->depth - 2;

  for (;;)
    {
      const guint32 bit = avail & -avail;
      const Step step = step_down (level, cols, ld, rd, bit);

      avail ^= bit;
      /* Both rows below still have a square: one test. */
      if (MIN (step.next, step.next2) != 0)
        {
          if (level + 2 == two_left)
            count += count_three_rows (level + 1, step.cols, step.ld, step.rd, step.next);
          else if (level + 1 != two_left)
            {
              /* Kept only with squares left: no branch. */
              *top = (Frame) { level, avail, cols, ld, rd };
              top += avail != 0;
              level++;
              cols = step.cols;
              ld = step.ld;
              rd = step.rd;
              avail = step.next;
              continue;
            }
          else
            count += count_two_rows (level[1].shift, step.next, step.next2);
        }
      if (avail != 0)
        continue;
      if (top == stack)
        return count;
      top--;
      level = top->level;
      avail = top->avail;
      cols = top->cols;
      ld = top->ld;
      rd = top->rd;
    }
}

/* The solutions below free row f, into board->solutions, with the stop
 * flag checked in the rows above poll_depth. */
static void
search (SubBoard *board, int f, guint32 cols, guint32 ld, guint32 rd)
{
  guint32 avail;

  if (f < board->poll_depth && board->stop != NULL && g_atomic_int_get (board->stop))
    {
      board->stopped = TRUE;
      return;
    }
  if (f == board->depth)
    {
      board->solutions++;
      return;
    }
  if (f >= board->poll_depth)
    {
      board->solutions += board->lanes && board->depth - f >= KQ_QUEENS_LANES_MIN_ROWS
                          ? kq_queens_lanes_count (board->level, board->depth, f, cols, ld, rd)
                          : count_below (board, f, cols, ld, rd);
      return;
    }

  avail = board->level[f].mask & ~(cols | ld | rd);
  for (; avail != 0 && !board->stopped; avail &= avail - 1)
    {
      const guint32 bit = avail & -avail, shift = board->level[f].shift;

      search (board, f + 1, cols | bit, (ld | bit) << shift, (rd | bit) >> shift);
    }
}

/* The rows, columns and diagonals (r + c and r - c + n - 1) that the
 * queens of a search for symmetric solutions hold. */
typedef struct {
  guint32  rows, cols;
  guint64  sums, differences;
} Held;

/* Puts a queen on (r, c) unless one there would attack another. */
static gboolean
hold (Held *held, int n, int r, int c)
{
  const guint64 sum = G_GUINT64_CONSTANT (1) << (r + c);
  const guint64 difference = G_GUINT64_CONSTANT (1) << (r - c + n - 1);

  if ((held->rows & 1u << r) || (held->cols & 1u << c) || (held->sums & sum) ||
      (held->differences & difference))
    return FALSE;
  held->rows |= 1u << r;
  held->cols |= 1u << c;
  held->sums |= sum;
  held->differences |= difference;
  return TRUE;
}

/* The solutions with held's queens that symmetry maps onto themselves:
 * each queen is put down with its images, on the first row free. Few
 * placements are their own images: the search is small. */
static guint64
count_fixed (int n, KqSymmetry symmetry, const Held *held)
{
  guint64 count = 0;
  int r = 0;

  while (r < n && (held->rows & 1u << r))
    r++;
  if (r == n)
    return 1;
  for (int c = 0; c < n; c++)
    {
      Held next = *held;
      int image_r = r, image_c = c;
      gboolean apart;

      do
        {
          apart = hold (&next, n, image_r, image_c);
          map_square (n, symmetry, image_r, image_c, &image_r, &image_c);
        }
      while (apart && (image_r != r || image_c != c));
      if (apart)
        count += count_fixed (n, symmetry, &next);
    }
  return count;
}

/* The solutions of a whole job up to symmetry: one for each orbit of its
 * solutions under the symmetries that keep its edge queens, the group H.
 * By Burnside's lemma, the orbits are the solutions each symmetry of H
 * maps onto themselves, summed over H, divided by |H|: the solutions
 * themselves for the identity, and the few symmetric ones for the others
 * (counting these costs less than testing each solution). */
static guint64
count_unique (const SubBoard *board, const KqQueensJob *job)
{
  guint64 fixed = board->solutions;
  Held held = { 0, 0, 0, 0 };

  if (board->n_kept == 0)
    return board->solutions;
  for (int i = 0; i < job->n_cells; i++)
    hold (&held, board->n, job->row[i], job->col[i]);
  for (int i = 0; i < board->n_kept; i++)
    fixed += count_fixed (board->n, board->kept[i], &held);
  return fixed / (guint64) (1 + board->n_kept);
}

gboolean
kq_queens_job_count (int n, const KqQueensJob *job, const gint *stop, KqQueensCount *count)
{
  SubBoard board;

  g_return_val_if_fail (n >= 4 && n <= KQ_QUEENS_MAX_N, FALSE);
  g_return_val_if_fail (job != NULL && count != NULL, FALSE);

  sub_board_init (&board, n, job, stop);
  search (&board, 0, board.cols, 0, 0);
  if (board.stopped)
    return FALSE;

  count->total += (guint64) board.weight * board.solutions;
  count->unique += count_unique (&board, job);
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
  for (guint32 avail = board->level[f].mask & ~(cols | ld | rd); avail != 0; avail &= avail - 1)
    {
      const guint32 bit = avail & -avail, shift = board->level[f].shift;

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
  if (x->n_cells != y->n_cells)
    return x->n_cells - y->n_cells;
  for (int i = 0; i < x->n_cells; i++)
    if (x->row[i] != y->row[i] || x->col[i] != y->col[i])
      return x->row[i] != y->row[i] ? x->row[i] - y->row[i] : x->col[i] - y->col[i];
  return 0;
}

/* Adds job to jobs (unless NULL), split on its first split free rows into
 * a job for each placement of their queens; returns the estimates of the
 * jobs it makes. A symmetric constellation stays whole, with its parts'
 * estimates: count_unique needs the whole. */
static guint64
add_job (GArray *jobs, int n, KqQueensJob *job, int split)
{
  SubBoard board;
  gboolean whole;

  sub_board_init (&board, n, job, NULL);
  whole = split == 0 || board.depth <= 2 || board.n_kept > 0;
  if (split > 0 && board.depth > 2)
    {
      GArray *parts = whole ? NULL : jobs;
      guint64 estimate = 0;

      /* The queens put down are in the first row's mask already. */
      job->row[job->n_cells++] = board.row[0];
      for (guint32 avail = board.level[0].mask & ~board.cols; avail != 0; avail &= avail - 1)
        {
          job->col[job->n_cells - 1] = (guint8) __builtin_ctz (avail);
          estimate += add_job (parts, n, job, split - 1);
        }
      job->n_cells--;
      /* A whole job costs its set-up at least. */
      job->estimate = MAX (estimate, JOB_COST);
    }
  else
    {
      job->estimate = JOB_COST + estimate_below (&board, 0, ESTIMATE_ROWS, board.cols, 0, 0);
      if (job->kind == KQ_QUEENS_JOB_CORNER)
        job->estimate *= CORNER_WEIGHT;
    }
  if (whole && jobs != NULL)
    g_array_append_val (jobs, *job);
  return job->estimate;
}

/* Whether queens on (r, c) and (s, t) attack each other (or are one). */
static gboolean
attacks (int r, int c, int s, int t)
{
  return r == s || c == t || r - s == c - t || r - s == t - c;
}

GArray *
kq_queens_jobs_new (int n)
{
  return kq_queens_jobs_new_split (n, SPLIT_ROWS (n));
}

GArray *
kq_queens_jobs_new_split (int n, int split)
{
  GArray *jobs;
  int quad[4];

  g_return_val_if_fail (n >= 4 && n <= KQ_QUEENS_MAX_N, NULL);
  g_return_val_if_fail (split >= 0 && split <= KQ_QUEENS_JOB_CELLS - 4, NULL);

  jobs = g_array_new (FALSE, FALSE, sizeof (KqQueensJob));
  /* A corner queen on (0, 0), the others on (n - 1, b) and (e, n - 1),
   * b < e: none attacks another. */
  for (int b = 1; b < n - 1; b++)
    for (int e = 1; e < b; e++)
      {
        KqQueensJob job = { KQ_QUEENS_JOB_CORNER, 3, { 0, n - 1, e }, { 0, b, n - 1 }, 0 };

        add_job (jobs, n, &job, split);
      }

  /* Four edge queens off the corners, the first of their images. An
   * image's row 0 holds one of them, as far from one end as it is from a
   * corner: the first has no queen nearer a corner than a. */
  for (quad[0] = 1; quad[0] <= n - 1 - quad[0]; quad[0]++)
    for (quad[1] = quad[0]; quad[1] <= n - 1 - quad[0]; quad[1]++)
      for (quad[2] = quad[0]; quad[2] <= n - 1 - quad[0]; quad[2]++)
        for (quad[3] = quad[0]; quad[3] <= n - 1 - quad[0]; quad[3]++)
          {
            KqQueensJob job = { KQ_QUEENS_JOB_CONSTELLATION, 4,
                                { 0, n - 1, quad[2], quad[3] },
                                { quad[0], quad[1], 0, n - 1 }, 0 };
            gboolean apart = TRUE;

            for (int i = 0; i < 4; i++)
              for (int j = i + 1; j < 4; j++)
                apart &= !attacks (job.row[i], job.col[i], job.row[j], job.col[j]);
            if (apart && constellation_first (n, quad, NULL, NULL))
              add_job (jobs, n, &job, split);
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
