/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include "kq-queens-private.h"

/* What is known of the listing without searching it: how many solutions
 * each first queen has (counted once; they sum to OEIS A000170), and the
 * whole count (OEIS A000170) as far as anyone has counted. */

/* known_first[n - 1][j]: the solutions of n queens with the row-0 queen in
 * column j, for j <= (n - 1) / 2 (the others by the left-right mirror). */
static const guint64 known_first[KQ_QUEENS_KNOWN_FIRST_N][(KQ_QUEENS_KNOWN_FIRST_N + 1) / 2] = {
  { 1 },
  { 0 },
  { 0, 0 },
  { 0, 1 },
  { 2, 2, 2 },
  { 0, 1, 1 },
  { 4, 7, 6, 6 },
  { 4, 8, 16, 18 },
  { 28, 30, 47, 44, 54 },
  { 64, 48, 65, 93, 92 },
  { 96, 219, 209, 295, 346, 350 },
  { 500, 806, 1165, 1359, 1631, 1639 },
  { 2760, 3799, 5508, 6023, 7346, 7385, 8070 },
  { 11892, 16488, 23024, 27494, 32163, 34760, 36977 },
  { 69516, 98156, 122763, 157034, 175296, 201164, 206294, 218738 },
  { 436228, 569531, 736363, 892999, 1050762, 1160280, 1249262, 1290831 },
  { 2729772, 3321745, 4423207, 5172708, 6214709, 6787111, 7546991, 7698195, 8026228 },
  { 17210372, 22038667, 27585497, 33297967, 39005536, 43698287, 47802996, 50523766, 51882224 },
};

/* OEIS A000170: the whole listing's length for n = 1 … 27. */
static const guint64 known_totals[KQ_QUEENS_KNOWN_N] = {
  1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
  95815104, 666090624, 4968057848, 39029188884, 314666222712, 2691008701644,
  24233937684440, 227514171973736, 2207893435808352, 22317699616364044,
  234907967154122528,
};

gboolean
kq_queens_known_total (int n, guint64 *total)
{
  g_return_val_if_fail (n >= 1 && total != NULL, FALSE);

  if (n > KQ_QUEENS_KNOWN_N)
    return FALSE;
  *total = known_totals[n - 1];
  return TRUE;
}

const guint64 *
kq_queens_known_first (int n)
{
  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_KNOWN_FIRST_N, NULL);

  return known_first[n - 1];
}
