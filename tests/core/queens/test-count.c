/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "kq-queens.h"
#include "kq-queens-jobs.h"
#include "kq-queens-lanes.h"

/* The counter's sub-boards, shares and progress (kq-queens-jobs.c,
 * kq-queens-count.c), with its rows counted in the lanes of
 * kq-queens-lanes.c where the processor has them and one queen at a time;
 * test-queens checks kq_queens_count's totals. */

/* OEIS A000170 and A002562, n = 1 .. 18. */
static const guint64 all_solutions[] = {
  1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
  14772512, 95815104, 666090624,
};
static const guint64 unique_solutions[] = {
  1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053,
  1846955, 11977939, 83263591,
};

/* Each job of n split on split rows alone, in any order: the jobs are
 * independent, and each counts every solution up to 8 times, and at least
 * twice: no solution is its own transpose. Unsplit, each is a whole
 * number of orbits. */
static void
check_jobs (int n, int split)
{
  g_autoptr(GArray) jobs = kq_queens_jobs_new_split (n, split);
  KqQueensCount count = { 0, 0 };

  for (guint i = jobs->len; i-- > 0;)
    {
      const KqQueensJob *job = &g_array_index (jobs, KqQueensJob, i);
      KqQueensCount one = { 0, 0 };

      g_assert_cmpuint (job->estimate, >=, 1);
      if (i > 0)
        g_assert_cmpuint (job->estimate, <=, g_array_index (jobs, KqQueensJob, i - 1).estimate);
      g_assert_true (kq_queens_job_count (n, job, NULL, &one));
      if (split == 0)
        g_assert_cmpuint (one.total, <=, 8 * one.unique);
      g_assert_cmpuint (one.total, >=, 2 * one.unique);
      count.total += one.total;
      count.unique += one.unique;
    }
  g_assert_cmpuint (count.total, ==, all_solutions[n - 1]);
  g_assert_cmpuint (count.unique, ==, unique_solutions[n - 1]);
}

/* Unsplit as up to n = 18, and split on a row as from n = 19 on. */
static void
test_count_jobs (void)
{
  for (int n = 4; n <= 13; n++)
    {
      check_jobs (n, 0);
      check_jobs (n, 1);
    }
}

/* The shares of K are disjoint, cover all jobs, and their counts add up
 * to the whole. */
static void
test_count_shares (void)
{
  const guint parts[] = { 1, 2, 3, 7, 64 };

  for (int n = 8; n <= 15; n++)
    {
      g_autoptr(GArray) jobs = kq_queens_jobs_new (n);

      for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
        {
          KqQueensCount sum = { 0, 0 };
          guint in_shares = 0;
          guint64 least = G_MAXUINT64, most = 0;

          for (guint part = 0; part < parts[p]; part++)
            {
              g_autoptr(GArray) share = kq_queens_jobs_share (jobs, part, parts[p]);
              KqQueensCount count = { 0, 0 };
              guint64 estimate = 0;

              in_shares += share->len;
              for (guint i = 0; i < share->len; i++)
                estimate += g_array_index (share, KqQueensJob, i).estimate;
              least = MIN (least, estimate);
              most = MAX (most, estimate);

              /* The core's share counts only for a few: they are slow. */
              if (n > 12 && parts[p] != 7)
                {
                  for (guint i = 0; i < share->len; i++)
                    g_assert_true (kq_queens_job_count (n, &g_array_index (share, KqQueensJob, i),
                                                        NULL, &count));
                }
              else
                g_assert_cmpint (kq_queens_count_share (n, part, parts[p], 1, NULL, NULL, &count),
                                 ==, KQ_OUTCOME_FOUND);
              sum.total += count.total;
              sum.unique += count.unique;
            }
          g_assert_cmpuint (in_shares, ==, jobs->len);
          g_assert_cmpuint (sum.total, ==, all_solutions[n - 1]);
          g_assert_cmpuint (sum.unique, ==, unique_solutions[n - 1]);
          /* Balanced: greedy largest first is within the largest job. */
          g_assert_cmpuint (most - least, <=, g_array_index (jobs, KqQueensJob, 0).estimate);
        }
    }
}

typedef struct {
  guint   events;
  double  last;
} CountProgress;

static gboolean
check_count_progress (const KqEvent *event, gpointer user_data)
{
  CountProgress *progress = user_data;

  g_assert_cmpint (event->type, ==, KQ_EVENT_PROGRESS);
  g_assert_cmpfloat (event->fraction, <=, 1);
  g_assert_cmpfloat (event->fraction, >=, progress->last);
  g_assert_cmpuint (event->solutions, <=, all_solutions[15]);
  progress->events++;
  progress->last = event->fraction;
  return TRUE;
}

/* PROGRESS tells how much of the work is done, and never goes back. */
static void
test_count_progress (void)
{
  CountProgress progress = { 0 };
  KqQueensCount count;

  /* Long enough for a report every 50 ms, even in the lanes. */
  g_assert_cmpint (kq_queens_count (16, 1, check_count_progress, &progress, &count),
                   ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (count.total, ==, all_solutions[15]);
  g_assert_cmpuint (progress.events, >, 0);
}

/* The known counts from n = 16 to last, on every core and (up to n = 17)
 * on one thread, with the lanes limited to widest: n = 18 takes a few
 * seconds in the lanes, half a minute one queen at a time on two cores
 * (test-queens checks n <= 15 with one thread and two). A run of the suite
 * counts n = 16; -m slow up to last. */
static void
check_known (KqQueensLanes widest, int last)
{
  const guint threads[] = { 0, 1 };  /* every core, then one thread */

  if (!g_test_slow ())
    last = 16;

  kq_queens_lanes_limit (widest);
  for (int n = 16; n <= last; n++)
    for (guint t = 0; t < (n <= 17 || kq_queens_lanes_used () != KQ_QUEENS_LANES_NONE ? 2 : 1); t++)
      {
        KqQueensCount count = { 0, 0 };

        g_assert_cmpint (kq_queens_count (n, threads[t], NULL, NULL, &count), ==, KQ_OUTCOME_FOUND);
        g_assert_cmpuint (count.total, ==, all_solutions[n - 1]);
        g_assert_cmpuint (count.unique, ==, unique_solutions[n - 1]);
      }
  kq_queens_lanes_limit (KQ_QUEENS_LANES_AVX512);
}

/* The widest lanes this processor has. */
static void
test_count_known (void)
{
  check_known (KQ_QUEENS_LANES_AVX512, 18);
}

/* AVX2's eight lanes, where the processor has wider ones too. */
static void
test_count_known_avx2 (void)
{
  if (kq_queens_lanes_supported () < KQ_QUEENS_LANES_AVX512)
    {
      g_test_skip ("This processor has no lanes wider than AVX2's: /count/known counts in them.");
      return;
    }
  check_known (KQ_QUEENS_LANES_AVX2, 17);
}

/* One queen at a time, as on a processor without lanes (n = 18 takes
 * half a minute). */
static void
test_count_known_one_at_a_time (void)
{
  check_known (KQ_QUEENS_LANES_NONE, 17);
}

static void
test_count_jobs_one_at_a_time (void)
{
  kq_queens_lanes_limit (KQ_QUEENS_LANES_NONE);
  test_count_jobs ();
  kq_queens_lanes_limit (KQ_QUEENS_LANES_AVX512);
}

/* Every split of n = 14 into K shares, K up to 40, adds up to the count:
 * each share counted by kq_queens_count_share, as --part I/K does. */
static void
test_count_every_split (void)
{
  for (guint parts = 1; parts <= 40; parts++)
    {
      KqQueensCount sum = { 0, 0 };

      for (guint part = 0; part < parts; part++)
        {
          KqQueensCount count = { 0, 0 };

          g_assert_cmpint (kq_queens_count_share (14, part, parts, 1, NULL, NULL, &count),
                           ==, KQ_OUTCOME_FOUND);
          sum.total += count.total;
          sum.unique += count.unique;
        }
      g_assert_cmpuint (sum.total, ==, all_solutions[13]);
      g_assert_cmpuint (sum.unique, ==, unique_solutions[13]);
    }
}

/* Each job of n = 4 to 15, split or not, has the same count in the lanes
 * (of the width in data) as one queen at a time. */
static void
test_count_lanes_agree (gconstpointer data)
{
  const KqQueensLanes width = GPOINTER_TO_INT (data);

  if (kq_queens_lanes_supported () < width)
    {
      g_test_skip ("This processor lacks these lanes.");
      return;
    }
  for (int n = 4; n <= 15; n++)
    for (int split = 0; split <= 1; split++)
      {
        g_autoptr(GArray) jobs = kq_queens_jobs_new_split (n, split);

        for (guint i = 0; i < jobs->len; i++)
          {
            const KqQueensJob *job = &g_array_index (jobs, KqQueensJob, i);
            KqQueensCount lanes = { 0, 0 }, one = { 0, 0 };

            kq_queens_lanes_limit (width);
            g_assert_true (kq_queens_job_count (n, job, NULL, &lanes));
            kq_queens_lanes_limit (KQ_QUEENS_LANES_NONE);
            g_assert_true (kq_queens_job_count (n, job, NULL, &one));
            g_assert_cmpuint (lanes.total, ==, one.total);
            g_assert_cmpuint (lanes.unique, ==, one.unique);
          }
      }
  kq_queens_lanes_limit (KQ_QUEENS_LANES_AVX512);
}

/* The squares of a map open to queens, row by row (CSES 1624's sample: 65 placements). */
static const char * const cses_map[] = {
  "........", "........", "..*.....", "........", "........", ".....**.", "...*....",
  "........",
};

typedef struct
{
  const guint32 *open;
  guint64        count;
} OpenCount;

static gboolean
count_open_listed (const KqEvent *event,
                   gpointer       user_data)
{
  OpenCount *counted = user_data;
  gboolean open = TRUE;

  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  for (int row = 0; row < event->n; row++)
    open &= (counted->open[row] >> event->cells[row]) & 1;
  counted->count += open;
  return TRUE;
}

/* Queens on a board with reserved squares: every square open, each n's total; CSES's map,
 * its 65; and random maps, the solutions of the listing that stand on open squares only. */
static void
test_count_open (void)
{
  guint32 open[KQ_QUEENS_OPEN_MAX_N];
  g_autoptr(GRand) rand = g_rand_new_with_seed (1624);

  for (int n = 1; n <= 11; n++)
    {
      for (int row = 0; row < n; row++)
        open[row] = (1u << n) - 1;
      g_assert_cmpuint (kq_queens_count_open (n, open), ==, all_solutions[n - 1]);
    }
  for (int row = 0; row < 8; row++)
    {
      open[row] = 0;
      for (int col = 0; col < 8; col++)
        open[row] |= (guint32) (cses_map[row][col] == '.') << col;
    }
  g_assert_cmpuint (kq_queens_count_open (8, open), ==, 65);
  for (int round = 0; round < 20; round++)
    {
      int n = g_rand_int_range (rand, 4, 10);
      OpenCount counted = { open, 0 };

      for (int row = 0; row < n; row++)
        open[row] = (guint32) g_rand_int (rand) | (guint32) g_rand_int (rand);
      kq_queens_list (n, FALSE, count_open_listed, &counted, NULL);
      g_assert_cmpuint (kq_queens_count_open (n, open), ==, counted.count);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/count/jobs", test_count_jobs);
  g_test_add_func ("/count/jobs/one-at-a-time", test_count_jobs_one_at_a_time);
  g_test_add_func ("/count/shares", test_count_shares);
  g_test_add_func ("/count/progress", test_count_progress);
  g_test_add_func ("/count/known", test_count_known);
  g_test_add_func ("/count/known/avx2", test_count_known_avx2);
  g_test_add_func ("/count/known/one-at-a-time", test_count_known_one_at_a_time);
  g_test_add_func ("/count/every-split", test_count_every_split);
  g_test_add_func ("/count/open", test_count_open);
  g_test_add_data_func ("/count/lanes-agree/avx2", GINT_TO_POINTER (KQ_QUEENS_LANES_AVX2),
                        test_count_lanes_agree);
  g_test_add_data_func ("/count/lanes-agree/avx512", GINT_TO_POINTER (KQ_QUEENS_LANES_AVX512),
                        test_count_lanes_agree);

  return g_test_run ();
}
