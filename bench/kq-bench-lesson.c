/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <stdio.h>

#include "kq-lesson.h"
#include "kq-tour.h"

/* The lessons' stepping machines at full speed, against the searches
 * without lines in the same run:
 *   kq-bench-lesson [QUEENS_N [SEEK_STEPS]]     (default 10, 20000000)
 * - queens: the machine's whole enumeration (lines a second) against a
 *   textbook recursive Try(i) with the same arrays;
 * - knight 5 × 5 from (1, 1) to its first tour: the machine against
 *   kq_tour_solve's classic search without trace;
 * - seeks: a seekable machine run SEEK_STEPS lines, then random seeks
 *   back and forth, timed each (what a code panel's step back costs).
 * Each timing is best of 5, alternating. */

#define RUNS 5

static int baseline_n;
static gboolean baseline_a[32], baseline_b[64], baseline_c[64];
static guint64 baseline_nodes, baseline_solutions;

static void
baseline_try (int i)
{
  int n = baseline_n;

  for (int j = 0; j < n; j++)
    if (baseline_a[j] && baseline_b[i + j] && baseline_c[i - j + n - 1])
      {
        baseline_nodes++;
        if (i == n - 1)
          baseline_solutions++;
        else
          {
            baseline_a[j] = baseline_b[i + j] = baseline_c[i - j + n - 1] = FALSE;
            baseline_try (i + 1);
            baseline_a[j] = baseline_b[i + j] = baseline_c[i - j + n - 1] = TRUE;
          }
      }
}

static double
time_baseline_queens (int n)
{
  gint64 start = g_get_monotonic_time ();

  baseline_n = n;
  baseline_nodes = baseline_solutions = 0;
  for (int d = 0; d < 64; d++)
    baseline_a[d % 32] = baseline_b[d] = baseline_c[d] = TRUE;
  baseline_try (0);
  return (g_get_monotonic_time () - start) / 1e6;
}

static double
time_machine (KqLessonMachine kind, int n, guint64 *lines, guint64 *nodes)
{
  gint64 start = g_get_monotonic_time ();
  g_autoptr(KqLesson) lesson = kq_lesson_new (kind, n, 0, 0, KQ_LESSON_FLAGS_NONE);

  *lines = kq_lesson_run (lesson, 0, 0);
  *nodes = kq_lesson_get_nodes (lesson);
  return (g_get_monotonic_time () - start) / 1e6;
}

static double
time_classic (guint64 *nodes)
{
  KqTourRequest request = { .n = 5, .method = KQ_TOUR_CLASSIC };
  int board[25];
  gint64 start = g_get_monotonic_time ();

  kq_tour_solve (&request, board, NULL, NULL, nodes);
  return (g_get_monotonic_time () - start) / 1e6;
}

static void
report (const char *what, double machine, double baseline, guint64 lines, guint64 nodes)
{
  printf ("%s: %.1f M lines/s (%" G_GUINT64_FORMAT " lines, %" G_GUINT64_FORMAT
          " placements in %.3f s); without lines %.3f s: machine / baseline %.2f\n",
          what, lines / machine / 1e6, lines, nodes, machine, baseline, machine / baseline);
}

int
main (int argc, char *argv[])
{
  int n = argc > 1 ? atoi (argv[1]) : 10;
  guint64 seek_steps = argc > 2 ? g_ascii_strtoull (argv[2], NULL, 10) : 20000000;
  double best_machine = G_MAXDOUBLE, best_baseline = G_MAXDOUBLE;
  guint64 lines = 0, nodes = 0, classic_nodes = 0;
  g_autoptr(KqLesson) lesson = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (21);
  double worst = 0, total = 0;
  int status = 0;

  for (int r = 0; r < RUNS; r++)
    {
      best_machine = MIN (best_machine, time_machine (KQ_LESSON_QUEENS, n, &lines, &nodes));
      best_baseline = MIN (best_baseline, time_baseline_queens (n));
    }
  if (nodes != baseline_nodes)
    {
      fprintf (stderr, "queens %d: %" G_GUINT64_FORMAT " placements, the baseline %"
               G_GUINT64_FORMAT "\n", n, nodes, baseline_nodes);
      status = 1;
    }
  report (g_strdup_printf ("queens %d", n), best_machine, best_baseline, lines, nodes);

  best_machine = best_baseline = G_MAXDOUBLE;
  for (int r = 0; r < RUNS; r++)
    {
      best_machine = MIN (best_machine, time_machine (KQ_LESSON_KNIGHT, 5, &lines, &nodes));
      best_baseline = MIN (best_baseline, time_classic (&classic_nodes));
    }
  if (nodes != classic_nodes)
    {
      fprintf (stderr, "knight: %" G_GUINT64_FORMAT " moves, the classic search %"
               G_GUINT64_FORMAT "\n", nodes, classic_nodes);
      status = 1;
    }
  report ("knight 5 x 5 from (1, 1)", best_machine, best_baseline, lines, nodes);

  lesson = kq_lesson_new (KQ_LESSON_KNIGHT, 5, 0, 0, KQ_LESSON_SEEKABLE | KQ_LESSON_EVERY);
  kq_lesson_run (lesson, seek_steps, 0);
  seek_steps = kq_lesson_get_step (lesson);
  for (int s = 0; s < 1000; s++)
    {
      guint64 to = (guint64) (g_rand_double (rand) * seek_steps);
      gint64 start = g_get_monotonic_time ();
      double took;

      kq_lesson_seek (lesson, to);
      if (s % 2 == 1)
        kq_lesson_seek (lesson, to - MIN (to, 1));  /* one line back */
      took = (g_get_monotonic_time () - start) / 1e3;
      worst = MAX (worst, took);
      total += took;
    }
  printf ("seeks in %" G_GUINT64_FORMAT " lines (knight 5 x 5, every tour): %.2f ms on average, "
          "%.2f ms at most\n", seek_steps, total / 1000, worst);
  return status;
}
