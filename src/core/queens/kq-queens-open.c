/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-queens-open.c: n queens counted on a board where some squares are reserved (a map given
 * as input, CSES's "Chessboard and Queens"): the open squares of each row as bits, a queen a
 * row, columns and diagonals as masks. */
#include "config.h"

#include "kq-queens.h"

static guint64
count_rows (const guint32 *open,
            int            n,
            int            row,
            guint32        cols,
            guint32        down,
            guint32        up)
{
  guint32 full = n == 32 ? G_MAXUINT32 : (1u << n) - 1;
  guint32 free_here;
  guint64 count = 0;

  if (row == n)
    return 1;
  free_here = open[row] & full & ~(cols | down | up);
  while (free_here != 0)
    {
      guint32 bit = free_here & -free_here;

      free_here ^= bit;
      count += count_rows (open, n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
    }
  return count;
}

guint64
kq_queens_count_open (int            n,
                      const guint32 *open)
{
  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_OPEN_MAX_N && open != NULL, 0);

  return count_rows (open, n, 0, 0, 0, 0);
}
