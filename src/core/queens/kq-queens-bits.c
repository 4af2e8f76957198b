/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include <string.h>

#include "kq-queens-private.h"

/* Bitboards: bit j of a row's word is column j. Rows are filled from the
 * top; the anti-diagonals a queen attacks move one column left per row down
 * and its diagonals one column right, so they are kept as two words shifted
 * at each row. */

typedef struct {
  guint32 cols, ld, rd;
} Lines;

guint32
kq_queens_board_mask (int n)
{
  return (guint32) ((G_GUINT64_CONSTANT (1) << n) - 1);
}

gboolean
kq_queens_poll_flag (guint64 nodes, gpointer stop_flag)
{
  return !g_atomic_int_get ((gint *) stop_flag);
}

void
kq_queens_tree_init (KqQueensTree *tree, int n)
{
  g_return_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N);

  memset (tree, 0, sizeof *tree);
  tree->n = n;
  tree->edge_row = -1;
  for (int y = 0; y < n; y++)
    tree->mask[y] = kq_queens_board_mask (n);
}

/* The lines the queens of rows < row attack, as seen from row. */
static Lines
lines_at (const guint32 *placed, int row)
{
  Lines lines = { 0, 0, 0 };

  for (int i = 0; i < row; i++)
    {
      lines.cols |= placed[i];
      lines.ld = (lines.ld | placed[i]) << 1;
      lines.rd = (lines.rd | placed[i]) >> 1;
    }
  return lines;
}

static inline guint32
row_avail (const KqQueensTree *tree, int y, Lines lines)
{
  guint32 avail = tree->mask[y] & ~(lines.cols | lines.ld | lines.rd);

  if (G_UNLIKELY (y == tree->edge_row))
    {
      const guint32 edges = 1u | 1u << (tree->n - 1);
      guint32 used = lines.cols & edges;

      /* No row below may hold an edge queen: this row takes the one
       * missing, and two missing cannot both go here. */
      if (used == 0)
        avail = 0;
      else if (used != edges)
        avail &= edges;
    }
  return avail;
}

guint32
kq_queens_tree_avail (const KqQueensTree *tree, int row)
{
  g_return_val_if_fail (row >= 0 && row < tree->n, 0);

  return row_avail (tree, row, lines_at (tree->placed, row));
}

void
kq_queens_tree_resume (const KqQueensTree *tree,
                       guint32            *cols,
                       guint32            *ld,
                       guint32            *rd,
                       guint32            *avail)
{
  Lines lines = lines_at (tree->placed, tree->start);

  for (int y = tree->start; y < tree->n; y++)
    {
      const guint32 bit = tree->placed[y];

      cols[y] = lines.cols;
      ld[y] = lines.ld;
      rd[y] = lines.rd;
      /* The squares left of the queen were tried before it; the queen
       * of the last row is the next to put down. */
      avail[y] = row_avail (tree, y, lines) & ~(bit - 1);
      if (y < tree->n - 1)
        avail[y] ^= bit;
      lines.cols |= bit;
      lines.ld = (lines.ld | bit) << 1;
      lines.rd = (lines.rd | bit) >> 1;
    }
}

gboolean
kq_queens_tree_search (KqQueensTree     *tree,
                       KqQueensLeafFunc  leaf,
                       gpointer          leaf_data,
                       KqQueensPollFunc  poll,
                       gpointer          poll_data)
{
  const int last = tree->n - 1, start = tree->start;
  guint32 cols[KQ_QUEENS_MAX_N], ld[KQ_QUEENS_MAX_N], rd[KQ_QUEENS_MAX_N];
  guint32 avail[KQ_QUEENS_MAX_N];
  guint32 *placed = tree->placed;
  Lines lines;
  guint64 nodes = 0;  /* a local, so that it lives in a register */
  int y = start;

  g_return_val_if_fail (start >= 0 && start <= last, FALSE);

  /* An explicit stack rather than recursion: the inner loop is the
   * whole cost of counting. */
  if (tree->resume)
    {
      kq_queens_tree_resume (tree, cols, ld, rd, avail);
      tree->resume = FALSE;
      y = last;
    }
  else
    {
      lines = lines_at (placed, start);
      cols[y] = lines.cols;
      ld[y] = lines.ld;
      rd[y] = lines.rd;
      avail[y] = row_avail (tree, y, lines);
    }

  for (;;)
    {
      guint32 bit, next;

      if (avail[y] == 0)
        {
          if (--y < start)
            break;
          continue;
        }
      bit = avail[y] & -avail[y];
      avail[y] ^= bit;
      placed[y] = bit;

      if (G_UNLIKELY ((++nodes & (KQ_PROGRESS_INTERVAL - 1)) == 0)
          && poll != NULL && !poll (tree->nodes + nodes, poll_data))
        {
          tree->nodes += nodes;
          return FALSE;
        }

      if (y == last)
        {
          if (!leaf (tree, tree->nodes + nodes, leaf_data))
            {
              tree->nodes += nodes;
              return FALSE;
            }
          continue;
        }

      lines.cols = cols[y] | bit;
      lines.ld = (ld[y] | bit) << 1;
      lines.rd = (rd[y] | bit) >> 1;
      next = row_avail (tree, y + 1, lines);
      /* A placement that leaves the next row no square needs no trip
       * down and back. */
      if (next == 0)
        continue;
      y++;
      cols[y] = lines.cols;
      ld[y] = lines.ld;
      rd[y] = lines.rd;
      avail[y] = next;
    }

  tree->nodes += nodes;
  return TRUE;
}

static void
split (KqQueensTree       *tree,
       int                 row,
       int                 depth,
       guint64            *prefix_nodes,
       KqQueensPrefixFunc  func,
       gpointer            data)
{
  if (row == depth)
    {
      tree->start = depth;
      func (tree, *prefix_nodes, data);
      return;
    }

  for (guint32 avail = kq_queens_tree_avail (tree, row); avail != 0; avail &= avail - 1)
    {
      tree->placed[row] = avail & -avail;
      ++*prefix_nodes;
      split (tree, row + 1, depth, prefix_nodes, func, data);
    }
}

guint64
kq_queens_tree_split (KqQueensTree       *tree,
                      int                 depth,
                      KqQueensPrefixFunc  func,
                      gpointer            data)
{
  guint64 prefix_nodes = 0;

  g_return_val_if_fail (depth >= tree->start && depth < tree->n, 0);

  split (tree, tree->start, depth, &prefix_nodes, func, data);
  return prefix_nodes;
}

/* Row j of image g of the solution x (x[row] = col, row_of its inverse). */
static int
image_col (int g, int j, const int *x, const int *row_of, int n)
{
  switch (g)
    {
    case 0: return n - 1 - row_of[j];          /* quarter turn: (r, c) -> (c, n-1-r) */
    case 1: return n - 1 - x[n - 1 - j];       /* half turn */
    case 2: return row_of[n - 1 - j];          /* three quarters */
    case 3: return n - 1 - x[j];               /* left-right flip */
    case 4: return x[n - 1 - j];               /* top-bottom flip */
    case 5: return row_of[j];                  /* transpose */
    default: return n - 1 - row_of[n - 1 - j]; /* anti-transpose */
    }
}

int
kq_queens_orbit_size (const guint32 *placed, int n)
{
  const guint32 right = 1u << (n - 1);
  int x[KQ_QUEENS_MAX_N], row_of[KQ_QUEENS_MAX_N];
  gboolean tie = FALSE;
  int equal = 0;

  /* Every image's row 0 holds an image of an edge queen: most solutions
   * are told apart there, before the whole arrays are built. */
  x[0] = __builtin_ctz (placed[0]);
  x[n - 1] = __builtin_ctz (placed[n - 1]);
  for (int i = 0; i < n; i++)
    {
      if (placed[i] == 1)
        row_of[0] = i;
      if (placed[i] == right)
        row_of[n - 1] = i;
    }
  for (int g = 0; g < 7; g++)
    {
      int first = image_col (g, 0, x, row_of, n);

      if (first < x[0])
        return 0;
      tie |= first == x[0];
    }
  if (!tie)
    return 8;

  for (int i = 0; i < n; i++)
    {
      x[i] = __builtin_ctz (placed[i]);
      row_of[x[i]] = i;
    }
  for (int g = 0; g < 7; g++)
    {
      int j, diff = 0;

      for (j = 0; j < n; j++)
        if ((diff = image_col (g, j, x, row_of, n) - x[j]) != 0)
          break;
      if (diff < 0)
        return 0;
      equal += j == n;
    }
  /* The images equal to the solution, itself included, form a subgroup;
   * its size times the orbit's is 8. */
  return 8 / (1 + equal);
}
