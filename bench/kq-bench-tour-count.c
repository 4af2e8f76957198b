/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "kq-bench-median.h"
#include "kq-tour-count.h"

/* Every knight's tour from a square, counted (kq-tour-count.h) against a
 * simple pruned counter, in the same run:
 *   kq-bench-tour-count [RUNS]          (default 5)
 * Each figure is the median of RUNS runs, the runs alternating so that all
 * see the same machine, in the process's processor time (wall-clock time
 * for the count on every core):
 *   6 × 6 from a corner: the baseline, the counter on one thread, and the
 *     listing in the lessons' order (SOLUTION events, nothing done with them);
 *   the whole 6 × 6 board (6,637,920 tours) on one thread, and on every core.
 * Goals (issue 33): the corner in at most half the baseline's time; the
 * whole board within 3 s on one core. The exit status is 1 if a count is
 * wrong. */

#define BASE_PAD 2
#define BASE_WIDTH (8 + 2 * BASE_PAD)

/* The baseline: the lessons' Try(i) on a padded board, counting, with each
 * free square's free neighbours kept; after each move every free square is
 * looked at, and the move taken back when one can no longer be reached or
 * two could only be the last. */
typedef struct {
  int n;
  int left;                                 /* free squares */
  int offset[8];
  int cell[BASE_WIDTH * BASE_WIDTH];        /* -1 off the board, 0 free, 1 taken */
  int degree[BASE_WIDTH * BASE_WIDTH];
} Baseline;

static void
baseline_take (Baseline *b, int s, int taken)
{
  b->cell[s] = taken;
  b->left += taken ? -1 : 1;
  for (int k = 0; k < 8; k++)
    b->degree[s + b->offset[k]] += taken ? -1 : 1;
}

static gboolean
baseline_can_finish (const Baseline *b, int at)
{
  int ends = 0;

  for (int r = 0; r < b->n; r++)
    for (int c = 0; c < b->n; c++)
      {
        int s = (r + BASE_PAD) * BASE_WIDTH + c + BASE_PAD, near = 0;

        if (b->cell[s] != 0)
          continue;
        for (int k = 0; k < 8; k++)
          near += s + b->offset[k] == at;
        if (b->degree[s] + near == 0 || (b->degree[s] + near == 1 && ++ends > 1) ||
            (b->degree[s] == 0 && b->left > 1))
          return FALSE;
      }
  return TRUE;
}

static guint64
baseline_try (Baseline *b, int at)
{
  guint64 total = 0;

  if (b->left == 0)
    return 1;
  for (int k = 0; k < 8; k++)
    {
      int s = at + b->offset[k];

      if (b->cell[s] != 0)
        continue;
      baseline_take (b, s, 1);
      if (baseline_can_finish (b, s))
        total += baseline_try (b, s);
      baseline_take (b, s, 0);
    }
  return total;
}

static guint64
baseline_count (int n, int row, int col)
{
  Baseline b = { .n = n };
  int start = (row + BASE_PAD) * BASE_WIDTH + col + BASE_PAD;

  for (int k = 0; k < 8; k++)
    b.offset[k] = kq_knight_da[k] * BASE_WIDTH + kq_knight_db[k];
  for (int s = 0; s < BASE_WIDTH * BASE_WIDTH; s++)
    b.cell[s] = -1;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      b.cell[(r + BASE_PAD) * BASE_WIDTH + c + BASE_PAD] = 0;
  for (int s = 0; s < BASE_WIDTH * BASE_WIDTH; s++)
    for (int k = 0; k < 8; k++)
      if (b.cell[s] == 0 && s + b.offset[k] >= 0 && s + b.offset[k] < BASE_WIDTH * BASE_WIDTH)
        b.degree[s] += b.cell[s + b.offset[k]] == 0;
  b.left = n * n;
  baseline_take (&b, start, 1);
  return baseline_try (&b, start);
}

static double
seconds (clockid_t clock)
{
  struct timespec now;

  clock_gettime (clock, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

typedef enum { BASELINE, COUNT, LIST, BOARD, BOARD_THREADS, N_KINDS } Kind;

static const char *const names[N_KINDS] = {
  "6 × 6 corner, baseline",
  "6 × 6 corner, count, 1 thread",
  "6 × 6 corner, listing in order",
  "6 × 6 whole board, 1 thread",
  "6 × 6 whole board, every core",
};

static const guint64 expected[N_KINDS] = { 524486, 524486, 524486, 6637920, 6637920 };

/* One run of kind: its time, its count in *count. */
static double
run (Kind kind, guint64 *count)
{
  KqTourRequest corner = { .n = 6 };
  /* The counts run in worker threads: the process's time, which on one
   * worker is the worker's and the waiting caller's (next to nothing). */
  clockid_t clock = kind == BOARD_THREADS ? CLOCK_MONOTONIC : CLOCK_PROCESS_CPUTIME_ID;
  double start = seconds (clock);
  guint64 counts[36];

  switch (kind)
    {
    case BASELINE:
      *count = baseline_count (6, 0, 0);
      break;
    case COUNT:
      kq_tour_count_share (&corner, 0, 1, 1, NULL, NULL, count);
      break;
    case LIST:
      kq_tour_count_list (&corner, NULL, NULL, count);
      break;
    default:
      kq_tour_count_board (6, 6, FALSE, 0, 1, kind == BOARD ? 1 : 0, NULL, NULL, counts);
      *count = 0;
      for (int s = 0; s < 36; s++)
        *count += counts[s];
      break;
    }
  return seconds (clock) - start;
}

int
main (int argc, char **argv)
{
  int runs = argc > 1 ? atoi (argv[1]) : 5;
  g_autofree double *times = NULL;
  double median_of[N_KINDS];
  int status = 0;

  if (runs < 1)
    {
      g_printerr ("usage: kq-bench-tour-count [RUNS]\n");
      return 2;
    }
  times = g_new (double, (gsize) runs * N_KINDS);
  for (int i = 0; i < runs; i++)
    for (Kind kind = 0; kind < N_KINDS; kind++)
      {
        guint64 count = 0;

        times[kind * runs + i] = run (kind, &count);
        if (count != expected[kind])
          {
            g_printerr ("%s: %" G_GUINT64_FORMAT " tours, expected %" G_GUINT64_FORMAT "\n",
                        names[kind], count, expected[kind]);
            status = 1;
          }
      }
  for (Kind kind = 0; kind < N_KINDS; kind++)
    {
      median_of[kind] = median (times + kind * runs, runs);
      printf ("%-34s %8.3f s\n", names[kind], median_of[kind]);
    }
  printf ("corner: count / baseline  %.3f (goal at most 0.5)\n",
          median_of[COUNT] / median_of[BASELINE]);
  printf ("corner: listing / baseline  %.3f\n", median_of[LIST] / median_of[BASELINE]);
  printf ("whole board on one thread  %.3f s (goal at most 3 s)\n", median_of[BOARD]);
  return status;
}
