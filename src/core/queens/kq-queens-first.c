/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include "kq-queens-private.h"

/* The first solution of the listing where the search to it is long: from
 * n = 30 on it puts down 13 to 87 million queens (0.1 to 0.6 s) before it,
 * against at most 3 million for n < 30. The listing and the k-th walk go on
 * from here, as the search would after it. Each entry is the plain search's
 * answer (tests/test-queens.c searches again and compares both figures). */

typedef struct {
  guint64  nodes;  /* queens put down by the search, this solution's last included */
  guint8   cols[KQ_QUEENS_MAX_N];
} First;

#define FIRST_MIN_N 30

static const First firsts[KQ_QUEENS_MAX_N + 1 - FIRST_MIN_N] = {
  { 56429619, { 0, 2, 4, 1, 3, 8, 10, 12, 14, 6, 22, 25, 27, 24, 21, 23, 29, 26, 28, 15, 11, 9, 7, 5,
                17, 19, 16, 13, 20, 18 } },
  { 13186250, { 0, 2, 4, 1, 3, 8, 10, 12, 14, 5, 17, 22, 25, 27, 30, 24, 26, 29, 6, 16, 28, 13, 9, 7,
                19, 11, 15, 18, 21, 23, 20 } },
  { 87491425, { 0, 2, 4, 1, 3, 8, 10, 12, 14, 5, 17, 23, 25, 29, 24, 30, 27, 31, 26, 28, 15, 18, 9, 7,
                16, 11, 20, 6, 13, 22, 19, 21 } },
};

gboolean
kq_queens_tree_first (KqQueensTree *tree, int n)
{
  const First *first;

  kq_queens_tree_init (tree, n);
  if (n < FIRST_MIN_N)
    return FALSE;

  first = &firsts[n - FIRST_MIN_N];
  for (int row = 0; row < n; row++)
    tree->placed[row] = 1u << first->cols[row];
  tree->nodes = first->nodes - 1;
  tree->resume = TRUE;
  return TRUE;
}
