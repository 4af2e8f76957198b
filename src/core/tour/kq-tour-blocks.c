/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <stdlib.h>

#include "kq-tour-private.h"

/* A tour of a big board from tours of small blocks.
 *
 * The board is cut into rectangles whose sides are 6, 8 or 10, which add up
 * to any even n >= 6. On an odd board one row band and one column band are
 * 7 or 9 wide instead, placed so that they cross on the start square.
 * Every block but that odd one has a closed tour; the odd block has an open
 * tour from the start. A tour of each block shape is found once by search
 * (Warnsdorff's rule and Pósa's rotations) and copied into place.
 *
 * Then the blocks are joined one by one, each to a neighbour already
 * joined: take an edge (a, b) of the tour so far and an edge (c, d) of the
 * block's cycle such that a-c and b-d are knight's moves, and swap those
 * two edges for these two. A cycle joined into a cycle makes one cycle; a
 * cycle joined into a path makes a longer path with the same ends. */

#define MIN_SIDE 6
#define N_SIDES 5                       /* 6 to 10 */
#define MAX_PARTS (KQ_TOUR_MAX_N / 6 + 2)

/* The work Pósa's rotations may do on a block, in squares moved: 200 times
 * what the hardest block (a closed tour of 7 × 10) takes. */
#define BLOCK_BUDGET 1000000

typedef struct {
  int  count;
  int  start[MAX_PARTS + 1];   /* part i spans start[i] .. start[i + 1] - 1 */
  int *part_of;                /* row (or column) → its part */
} Split;

typedef struct {
  int      n;
  Split    rows;
  Split    cols;
  int     *link;      /* link[2 s], link[2 s + 1]: the neighbours of square s on
                         the tour so far, -1 past the ends of a path */
  guint8  *joined;    /* per block */
  int     *shape[N_SIDES][N_SIDES];     /* a closed tour of each block shape */
  guint64  steps;
} Blocks;

static gboolean
is_even_part (int length)
{
  return length == 0 || (length >= 6 && length % 2 == 0);
}

/* Parts of 6, 8 and 10 for length (an even part): length = 8k + r, where
 * r = 2 takes a 10, r = 4 two 6s and r = 6 one 6. */
static void
split_even (Split *split, int at, int length)
{
  int end = at + length;

  g_assert (is_even_part (length));
  switch (length % 8)
    {
    case 2:
      split->start[split->count++] = at, at += 10;
      break;
    case 4:
      split->start[split->count++] = at, at += 6;
      split->start[split->count++] = at, at += 6;
      break;
    case 6:
      split->start[split->count++] = at, at += 6;
      break;
    default:
      break;
    }
  for (; at < end; at += 8)
    split->start[split->count++] = at;
}

/* Splits 0..n-1; on an odd board the one odd part holds x (the whole
 * board for n = 7 and 9). FALSE where there is no such split: n = 5, 11.
 * (Bands 5 wide would cover those, but Warnsdorff's rule and Pósa's
 * rotations miss the tours of 5 × 7 and 5 × 9 from some squares, and the
 * few closed ones of 5 × 6.) */
static gboolean
split_board (Split *split, int n, int x)
{
  split->count = 0;
  if (n % 2 == 0)
    split_even (split, 0, n);
  else
    {
      int odd = 0, before = 0;

      for (int side = 7; side <= 9 && odd == 0; side += 2)
        for (int p = x & ~1; p >= 0 && p > x - side && odd == 0; p -= 2)
          if (is_even_part (p) && is_even_part (n - p - side))
            odd = side, before = p;
      if (odd == 0)
        return FALSE;
      split_even (split, 0, before);
      split->start[split->count++] = before;
      split_even (split, before + odd, n - before - odd);
    }
  split->start[split->count] = n;

  split->part_of = g_new (int, n);
  for (int i = 0; i < split->count; i++)
    for (int y = split->start[i]; y < split->start[i + 1]; y++)
      split->part_of[y] = i;
  return TRUE;
}

/* A tour of a height × width block from (row, col), as row-major squares
 * in the order visited; NULL if the search gave up. */
static int *
block_tour (Blocks *blocks, int height, int width, int row, int col, gboolean closed)
{
  KqTourSearch block;
  int *tour = NULL;

  kq_tour_search_init (&block, height, width, row, col, TRUE);
  if (kq_tour_search_greedy (&block) && kq_tour_search_posa (&block, closed, BLOCK_BUDGET))
    {
      tour = g_new (int, block.total);
      for (int i = 0; i < block.total; i++)
        {
          int p = block.path[i];

          tour[i] = (p / block.width - KQ_TOUR_PAD) * width + p % block.width - KQ_TOUR_PAD;
        }
    }
  blocks->steps += block.steps;
  kq_tour_search_clear (&block);
  return tour;
}

static void
block_bounds (const Blocks *blocks, int bi, int bj, int *top, int *left, int *height, int *width)
{
  *top = blocks->rows.start[bi];
  *left = blocks->cols.start[bj];
  *height = blocks->rows.start[bi + 1] - *top;
  *width = blocks->cols.start[bj + 1] - *left;
}

/* Copies a tour of block (bi, bj) into place: closed, it is a cycle. */
static void
lay_block (Blocks *blocks, int bi, int bj, const int *tour, gboolean closed)
{
  int top, left, height, width, total;

  block_bounds (blocks, bi, bj, &top, &left, &height, &width);
  total = height * width;
  for (int i = 0; i < total; i++)
    {
      int *link = blocks->link + 2 * ((top + tour[i] / width) * blocks->n + left + tour[i] % width);
      int prev = tour[(i + total - 1) % total], next = tour[(i + 1) % total];

      link[0] = closed || i > 0 ? (top + prev / width) * blocks->n + left + prev % width : -1;
      link[1] = closed || i < total - 1 ? (top + next / width) * blocks->n + left + next % width : -1;
    }
}

static gboolean
is_move (int n, int a, int b)
{
  int dr = abs (a / n - b / n), dc = abs (a % n - b % n);

  return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
}

static gboolean
is_joined (const Blocks *blocks, int square)
{
  int n = blocks->n;

  return blocks->joined[blocks->rows.part_of[square / n] * blocks->cols.count +
                        blocks->cols.part_of[square % n]];
}

static void
relink (Blocks *blocks, int square, int from, int to)
{
  int *link = blocks->link + 2 * square;

  link[link[0] == from ? 0 : 1] = to;
}

/* Joins the cycle of block (bi, bj), just laid, to the tour so far. */
static gboolean
join_block (Blocks *blocks, int bi, int bj)
{
  int n = blocks->n;
  int top, left, height, width;

  block_bounds (blocks, bi, bj, &top, &left, &height, &width);
  for (int r = top; r < top + height; r++)
    for (int col = left; col < left + width; col++)
      for (int k = 0; k < 8; k++)
        {
          int ar = r + kq_knight_da[k], ac = col + kq_knight_db[k];
          int c = r * n + col, a = ar * n + ac;

          if (ar < 0 || ar >= n || ac < 0 || ac >= n || !is_joined (blocks, a))
            continue;
          for (int s = 0; s < 4; s++)
            {
              int d = blocks->link[2 * c + s / 2], b = blocks->link[2 * a + s % 2];

              if (b < 0 || !is_move (n, b, d))
                continue;
              relink (blocks, a, b, c);
              relink (blocks, b, a, d);
              relink (blocks, c, d, a);
              relink (blocks, d, c, b);
              return TRUE;
            }
        }
  return FALSE;
}

static const int *
shape_tour (Blocks *blocks, int height, int width)
{
  int **tour = &blocks->shape[height - MIN_SIDE][width - MIN_SIDE];

  if (*tour == NULL)
    *tour = block_tour (blocks, height, width, 0, 0, TRUE);
  return *tour;
}

/* Lays and joins every block, in breadth-first order from block first
 * (whose tour is first_tour), so that each has a neighbour joined before it. */
static gboolean
build (Blocks *blocks, int first, const int *first_tour, gboolean closed)
{
  int n_cols = blocks->cols.count, n_blocks = blocks->rows.count * n_cols;
  g_autofree int *queue = g_new (int, n_blocks);
  g_autofree guint8 *queued = g_new0 (guint8, n_blocks);
  int head = 0, tail = 0;

  queue[tail++] = first;
  queued[queue[0]] = TRUE;
  while (head < tail)
    {
      int b = queue[head++], bi = b / n_cols, bj = b % n_cols;
      const int neighbour[4][2] = { { bi - 1, bj }, { bi + 1, bj }, { bi, bj - 1 }, { bi, bj + 1 } };

      if (head == 1)
        lay_block (blocks, bi, bj, first_tour, closed);
      else
        {
          int top, left, height, width;
          const int *tour;

          block_bounds (blocks, bi, bj, &top, &left, &height, &width);
          tour = shape_tour (blocks, height, width);
          if (tour == NULL)
            return FALSE;
          lay_block (blocks, bi, bj, tour, TRUE);
          if (!join_block (blocks, bi, bj))
            return FALSE;
        }
      blocks->joined[b] = TRUE;

      for (int i = 0; i < 4; i++)
        {
          int ni = neighbour[i][0], nj = neighbour[i][1];

          if (ni < 0 || ni >= blocks->rows.count || nj < 0 || nj >= n_cols || queued[ni * n_cols + nj])
            continue;
          queued[ni * n_cols + nj] = TRUE;
          queue[tail++] = ni * n_cols + nj;
        }
    }
  return TRUE;
}

KqOutcome
kq_tour_blocks_lay (KqTourSearch *search)
{
  int n = search->rows;
  int row = search->start / search->width - KQ_TOUR_PAD;
  int col = search->start % search->width - KQ_TOUR_PAD;
  gboolean closed = n % 2 == 0;
  Blocks blocks = { .n = n };
  g_autofree int *open_tour = NULL;
  KqOutcome outcome = KQ_OUTCOME_GAVE_UP;

  g_assert (search->rows == search->cols);

  if (split_board (&blocks.rows, n, row) && split_board (&blocks.cols, n, col))
    {
      /* An even board starts from a corner, an odd one from its odd block,
       * with an open tour from the start. */
      int bi = closed ? 0 : blocks.rows.part_of[row], bj = closed ? 0 : blocks.cols.part_of[col];
      int top, left, height, width;
      const int *first_tour;

      block_bounds (&blocks, bi, bj, &top, &left, &height, &width);
      if (closed)
        first_tour = shape_tour (&blocks, height, width);
      else
        first_tour = open_tour = block_tour (&blocks, height, width, row - top, col - left, FALSE);
      blocks.joined = g_new0 (guint8, blocks.rows.count * blocks.cols.count);
      blocks.link = g_new (int, 2 * (gsize) n * n);
      if (first_tour != NULL && build (&blocks, bi * blocks.cols.count + bj, first_tour, closed))
        outcome = KQ_OUTCOME_FOUND;
    }
  search->steps += blocks.steps;

  if (outcome == KQ_OUTCOME_FOUND)
    {
      int first = row * n + col, prev = -1, here = first;

      /* Along the cycle or the path from the start: at each square, on to
       * the neighbour it was not reached from. */
      kq_tour_search_truncate (search);
      while (search->length < search->total)
        {
          int next = blocks.link[2 * here] == prev ? blocks.link[2 * here + 1] : blocks.link[2 * here];

          kq_tour_search_append (search, kq_tour_search_square (search, next / n, next % n));
          if (!kq_tour_search_count_step (search))
            {
              outcome = KQ_OUTCOME_STOPPED;
              break;
            }
          prev = here;
          here = next;
        }
    }

  for (int i = 0; i < N_SIDES; i++)
    for (int j = 0; j < N_SIDES; j++)
      g_free (blocks.shape[i][j]);
  g_free (blocks.rows.part_of);
  g_free (blocks.cols.part_of);
  g_free (blocks.joined);
  g_free (blocks.link);
  return outcome;
}
