/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kq-bench-median.h"
#include "kq-queens.h"

/* kq_queens_nth against the goals of issue 10, and against the textbook
 * way (count the subtree of each try, skip it or go down into it) where
 * that finishes:
 *   kq-bench-nth [N K …]   (N K …: kq_queens_nth for those alone)
 * Each timing is the best of RUNS, alternating with the baseline; the exit
 * status is 1 if an answer differs from the baseline's or is no placement. */

#define RUNS 3

/* The baseline: recursive bitboards, the left-right flip of the first row
 * (as the solver did before the walk). */
static guint64
baseline_below (guint32 full, guint32 cols, guint32 ld, guint32 rd)
{
  guint64 solutions = 0;

  if (cols == full)
    return 1;
  for (guint32 avail = full & ~(cols | ld | rd); avail != 0; avail &= avail - 1)
    {
      guint32 bit = avail & -avail;

      solutions += baseline_below (full, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
    }
  return solutions;
}

static gboolean
baseline_nth (int n, guint64 k, int *result)
{
  const guint32 full = (guint32) ((G_GUINT64_CONSTANT (1) << n) - 1);
  guint64 first_row[KQ_QUEENS_MAX_N];
  guint32 cols = 0, ld = 0, rd = 0;

  for (int row = 0; row < n; row++)
    {
      int col = -1;

      for (guint32 avail = full & ~(cols | ld | rd); avail != 0 && col < 0; avail &= avail - 1)
        {
          guint32 bit = avail & -avail;
          int j = __builtin_ctz (bit);
          guint64 below;

          if (row == 0 && j > n - 1 - j)
            below = first_row[n - 1 - j];
          else
            below = baseline_below (full, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
          if (row == 0)
            first_row[j] = below;
          if (k <= below)
            col = j;
          else
            k -= below;
        }
      if (col < 0)
        return FALSE;
      result[row] = col;
      cols |= 1u << col;
      ld = (ld | 1u << col) << 1;
      rd = (rd | 1u << col) >> 1;
    }
  return TRUE;
}

static gboolean
ours_nth (int n, guint64 k, int *result)
{
  return kq_queens_nth (n, k, result, NULL, NULL, NULL) == KQ_OUTCOME_FOUND;
}

typedef gboolean (*NthFunc) (int n, guint64 k, int *result);

/* Seconds for one run. */
static double
time_run (NthFunc run, int n, guint64 k, int *result, gboolean *found)
{
  /* Through a volatile pointer: the baseline has no side effects the
   * compiler could not see through. */
  NthFunc volatile opaque = run;
  gint64 start = g_get_monotonic_time ();

  *found = opaque (n, k, result);
  return (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
}

static gboolean
is_placement (const int *cols, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (cols[i] == cols[j] || ABS (cols[i] - cols[j]) == j - i)
        return FALSE;
  return TRUE;
}

/* Ours, best of RUNS, against the baseline's best when with_baseline. */
static gboolean
bench (int n, guint64 k, gboolean with_baseline, const char *goal, double *seconds)
{
  int ours[KQ_QUEENS_MAX_N], theirs[KQ_QUEENS_MAX_N];
  double runs[RUNS], best, baseline = G_MAXDOUBLE;
  gboolean found = FALSE, baseline_found = FALSE, ok;

  for (int run = 0; run < RUNS; run++)
    {
      if (with_baseline)
        baseline = MIN (baseline, time_run (baseline_nth, n, k, theirs, &baseline_found));
      runs[run] = time_run (ours_nth, n, k, ours, &found);
    }
  qsort (runs, RUNS, sizeof runs[0], compare_doubles);
  best = runs[0];
  ok = found && is_placement (ours, n);
  if (with_baseline)
    ok &= baseline_found && memcmp (ours, theirs, n * sizeof (int)) == 0;

  printf ("n = %2d  k = %-10" G_GUINT64_FORMAT "  kq_queens_nth %8.4f s (median %.4f)", n, k, best,
          runs[RUNS / 2]);
  if (with_baseline)
    printf ("  baseline %8.4f s", baseline);
  /* Below the clock's microsecond, no ratio. */
  if (with_baseline && baseline > 0)
    printf ("  ratio %.3f", best / baseline);
  printf ("  goal: %s%s\n", goal, ok ? "" : "  WRONG ANSWER");
  fflush (stdout);
  *seconds = best;
  return ok;
}

int
main (int argc, char *argv[])
{
  gboolean ok = TRUE;
  double seconds, worst = 0;
  int worst_n = 0;

  printf ("best of %d, %u cores\n", RUNS, g_get_num_processors ());
  /* N K …: those alone. */
  if (argc > 1)
    {
      for (int i = 1; i + 1 < argc; i += 2)
        ok &= bench (atoi (argv[i]), g_ascii_strtoull (argv[i + 1], NULL, 10), FALSE, "-", &seconds);
      return ok ? 0 : 1;
    }
  ok &= bench (16, 1, TRUE, "at once", &seconds);
  ok &= bench (16, 7386256, TRUE, "the middle: no slower than the baseline", &seconds);
  ok &= bench (16, 14772512, TRUE, "the last: no slower than the baseline", &seconds);
  ok &= bench (20, 1000000, FALSE, "a few seconds (the baseline takes many minutes)", &seconds);
  for (int n = 4; n <= KQ_QUEENS_MAX_N; n++)
    {
      ok &= bench (n, 1, n <= 16, "100 ms", &seconds);
      if (seconds > worst)
        {
          worst = seconds;
          worst_n = n;
        }
    }
  printf ("the first solution, n = 4 … %d: slowest %.4f s at n = %d  goal: 100 ms\n",
          KQ_QUEENS_MAX_N, worst, worst_n);
  /* Small k past the first, where the walk starts from a known first
   * solution. */
  ok &= bench (KQ_QUEENS_MAX_N, 2, FALSE, "as quick as k = 1", &seconds);
  ok &= bench (KQ_QUEENS_MAX_N, 1000, FALSE, "as quick as k = 1", &seconds);

  return ok ? 0 : 1;
}
