/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "kq-queens.h"
#include "kq-queens-lanes.h"

/* kq_queens_count against the textbook counter, in the same run:
 *   kq-bench-queens [--list] [--19] [N …]
 *                                      (default N = 16, 17, 18, and 19 too
 *                                       with --19 or where KQ_BENCH_QUEENS_19
 *                                       is set)
 * The baseline, the counter on every core and on one thread (and there,
 * where the processor has them, in AVX2's narrower lanes and one queen at
 * a time too, as on processors without them) are each timed
 * best of several runs, alternating, so that all see the same machine: up
 * to n = 17 at least 3, and more while the runs took under 10 s in all;
 * from n = 18 on once (the baseline takes minutes). The exit status is 1
 * if a count is wrong. --list also times kq_queens_list (N, FALSE) once.
 *   kq-bench-queens --baseline N       the baseline's count only (to time
 *                                       processes against the CLI)
 *   kq-bench-queens --balance N K      the CPU time of each of the K shares
 *                                       of --part, best of 3: the heaviest
 *                                       against the mean */

#define MIN_RUNS 3
#define MIN_SECONDS 10.0
/* From this n on, one run of each. */
#define ONCE_FROM 18

/* OEIS A000170 and A002562, n = 1 .. 20. */
static const guint64 known[] = {
  1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
  14772512, 95815104, 666090624, 4968057848, 39029188884,
};
static const guint64 known_unique[] = {
  1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955,
  11977939, 83263591, 621012754, 4878666808,
};

static guint64 last_unique;  /* the unique count of the last ours_count */

/* The baseline: one thread, recursive, bitboards, and the left-right flip
 * of the first row (columns < n / 2 counted twice, the middle one of odd n
 * once). */
static guint64
baseline_below (guint32 full, guint32 cols, guint32 ld, guint32 rd)
{
  guint64 solutions = 0;
  guint32 avail;

  if (cols == full)
    return 1;
  for (avail = full & ~(cols | ld | rd); avail != 0; avail &= avail - 1)
    {
      guint32 bit = avail & -avail;

      solutions += baseline_below (full, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
    }
  return solutions;
}

static guint64
baseline_count (int n)
{
  const guint32 full = (guint32) ((G_GUINT64_CONSTANT (1) << n) - 1);
  guint64 solutions = 0;

  for (int col = 0; col < (n + 1) / 2; col++)
    {
      guint32 bit = 1u << col;
      guint64 below = baseline_below (full, bit, bit << 1, bit >> 1);

      solutions += 2 * col + 1 == n ? below : 2 * below;
    }
  return solutions;
}

static guint64
ours_count_threads (int n, guint threads)
{
  KqQueensCount count;

  kq_queens_count (n, threads, NULL, NULL, &count);
  last_unique = count.unique;
  return count.total;
}

static guint64
ours_count (int n)
{
  return ours_count_threads (n, 0);
}

static guint64
ours_count_one (int n)
{
  return ours_count_threads (n, 1);
}

static guint64
ours_count_limited (int n, KqQueensLanes widest)
{
  guint64 count;

  kq_queens_lanes_limit (widest);
  count = ours_count_threads (n, 1);
  kq_queens_lanes_limit (KQ_QUEENS_LANES_AVX512);
  return count;
}

static guint64
ours_count_avx2 (int n)
{
  return ours_count_limited (n, KQ_QUEENS_LANES_AVX2);
}

/* One queen at a time, as on a processor without lanes. */
static guint64
ours_count_without_lanes (int n)
{
  return ours_count_limited (n, KQ_QUEENS_LANES_NONE);
}

static gboolean
count_solutions (const KqEvent *event, gpointer user_data)
{
  return TRUE;
}

static guint64
ours_list (int n)
{
  guint64 count = 0;

  kq_queens_list (n, FALSE, count_solutions, NULL, &count);
  return count;
}

static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return (double) now.tv_sec + (double) now.tv_nsec * 1e-9;
}

/* Seconds for one run, and in *cpu (may be NULL) the CPU seconds of all
 * the process's threads in it (what a one-thread run costs, whatever else
 * the machine runs); *result receives what it returned. */
static double
time_run (guint64 (*run) (int), int n, guint64 *result, double *cpu)
{
  /* Called through a volatile pointer: the compiler, seeing that the
   * baseline has no side effects, could otherwise move it out of the
   * timed interval. */
  guint64 (*volatile opaque) (int) = run;
  double cpu_start = cpu_seconds ();
  gint64 start = g_get_monotonic_time ();

  *result = opaque (n);
  if (cpu != NULL)
    *cpu = cpu_seconds () - cpu_start;
  return (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
}

static gboolean
check (const char *what, int n, guint64 got, guint64 expected)
{
  if (got == expected)
    return TRUE;
  fprintf (stderr, "%s: n = %d gave %" G_GUINT64_FORMAT ", not %" G_GUINT64_FORMAT "\n",
           what, n, got, expected);
  return FALSE;
}

/* Issue 24's goals for one thread, against the baseline. */
static const char *
one_thread_goal (int n)
{
  return n <= 16 ? "0.20" : n == 17 ? "0.17" : n == 18 ? "0.17" : "0.16";
}

static gboolean
bench (int n, gboolean list)
{
  const KqQueensLanes lanes = kq_queens_lanes_supported ();
  double baseline = G_MAXDOUBLE, all = G_MAXDOUBLE, one = G_MAXDOUBLE, spent = 0;
  double avx2 = G_MAXDOUBLE, flat = G_MAXDOUBLE;
  double baseline_cpu = G_MAXDOUBLE, one_cpu = G_MAXDOUBLE, cpu;
  guint64 expected = 0, got;
  gboolean ok = TRUE;
  int run;

  for (run = 0; run < (n < ONCE_FROM ? MIN_RUNS : 1) || (n < ONCE_FROM && spent < MIN_SECONDS); run++)
    {
      double seconds = time_run (baseline_count, n, &got, &cpu);

      baseline = MIN (baseline, seconds);
      baseline_cpu = MIN (baseline_cpu, cpu);
      spent += seconds;
      /* The known count, else the baseline's first answer. */
      if (run == 0)
        expected = n <= (int) G_N_ELEMENTS (known) ? known[n - 1] : got;
      ok &= check ("baseline", n, got, expected);

      seconds = time_run (ours_count, n, &got, NULL);
      all = MIN (all, seconds);
      spent += seconds;
      ok &= check ("kq_queens_count", n, got, expected);
      if (n <= (int) G_N_ELEMENTS (known_unique))
        ok &= check ("kq_queens_count (unique)", n, last_unique, known_unique[n - 1]);

      seconds = time_run (ours_count_one, n, &got, &cpu);
      one = MIN (one, seconds);
      one_cpu = MIN (one_cpu, cpu);
      spent += seconds;
      ok &= check ("kq_queens_count (1 thread)", n, got, expected);

      if (lanes == KQ_QUEENS_LANES_NONE)
        continue;
      if (lanes > KQ_QUEENS_LANES_AVX2)
        {
          seconds = time_run (ours_count_avx2, n, &got, NULL);
          avx2 = MIN (avx2, seconds);
          spent += seconds;
          ok &= check ("kq_queens_count (1 thread, AVX2)", n, got, expected);
        }
      seconds = time_run (ours_count_without_lanes, n, &got, NULL);
      flat = MIN (flat, seconds);
      spent += seconds;
      ok &= check ("kq_queens_count (1 thread, no lanes)", n, got, expected);
    }

  printf ("n = %2d  %" G_GUINT64_FORMAT " solutions, %" G_GUINT64_FORMAT " unique"
          "  baseline %.3f s  kq_queens_count: %u threads %.3f s, 1 thread %.3f s\n",
          n, expected, last_unique, baseline, g_get_num_processors (), all, one);
  /* One run counts both: the unique count costs nothing more. On a busy
   * machine the CPU times' ratio holds better than the times'. */
  printf ("n = %2d  count and --unique vs baseline: 1 thread %.3f (goal <= %s; by CPU time %.3f), "
          "all cores %.3f; all cores %.2f times faster than 1 thread (goal >= 1.8 on two idle "
          "cores)  (best of %d)\n",
          n, one / baseline, one_thread_goal (n), one_cpu / baseline_cpu, all / baseline,
          one / all, run);
  if (lanes > KQ_QUEENS_LANES_AVX2)
    printf ("n = %2d  1 thread in AVX2's eight lanes: %.3f s, %.3f vs baseline\n",
            n, avx2, avx2 / baseline);
  if (lanes != KQ_QUEENS_LANES_NONE)
    printf ("n = %2d  1 thread one queen at a time, as without lanes: %.3f s, %.3f vs baseline; "
            "the lanes %.2f times faster\n", n, flat, flat / baseline, flat / one);
  else
    printf ("n = %2d  (this processor has no AVX2 nor AVX-512: one queen at a time)\n", n);

  if (list)
    {
      double listing = time_run (ours_list, n, &got, NULL);

      ok &= check ("kq_queens_list", n, got, expected);
      printf ("n = %2d  kq_queens_list without trace %.3f s  (once)\n", n, listing);
    }
  fflush (stdout);
  return ok;
}

/* Each share of --part I/K counted on one thread, timed by CPU time (best
 * of 3: other programs on a shared machine slow a share down, never speed
 * it up); the shares must add up to the known count. */
static gboolean
balance (int n, guint parts)
{
  double most = 0, sum = 0;
  guint64 total = 0, unique = 0;
  guint heaviest = 0;
  gboolean ok = TRUE;

  for (guint part = 0; part < parts; part++)
    {
      double best = G_MAXDOUBLE;

      for (int run = 0; run < MIN_RUNS; run++)
        {
          KqQueensCount count;
          double start = cpu_seconds ();

          kq_queens_count_share (n, part, parts, 1, NULL, NULL, &count);
          best = MIN (best, cpu_seconds () - start);
          if (run == 0)
            {
              total += count.total;
              unique += count.unique;
            }
        }
      if (best > most)
        {
          most = best;
          heaviest = part + 1;
        }
      sum += best;
    }
  ok &= check ("the shares' sum", n, total, known[n - 1]);
  ok &= check ("the shares' sum (unique)", n, unique, known_unique[n - 1]);
  printf ("n = %2d  %u shares: %.3f s of CPU in all; the heaviest, %u/%u, %.3f s: "
          "%.3f times the mean (goal <= 1.05)\n",
          n, parts, sum, heaviest, parts, most, most / (sum / parts));
  fflush (stdout);
  return ok;
}

int
main (int argc, char *argv[])
{
  gboolean list = FALSE, ok = TRUE, any = FALSE;
  int last = g_getenv ("KQ_BENCH_QUEENS_19") != NULL ? 19 : 18;

  /* The baseline alone, for timing whole processes against the CLI. */
  if (argc == 3 && g_str_equal (argv[1], "--baseline"))
    {
      printf ("%" G_GUINT64_FORMAT "\n", baseline_count (CLAMP (atoi (argv[2]), 1, 20)));
      return 0;
    }

  if (argc == 4 && g_str_equal (argv[1], "--balance"))
    return balance (CLAMP (atoi (argv[2]), 4, 20), CLAMP (atoi (argv[3]), 1, 100000)) ? 0 : 1;

  for (int i = 1; i < argc; i++)
    {
      char *end;
      long n;

      if (g_str_equal (argv[i], "--list"))
        {
          list = TRUE;
          continue;
        }
      if (g_str_equal (argv[i], "--19"))
        {
          last = 19;
          continue;
        }
      n = strtol (argv[i], &end, 10);
      if (*end != '\0' || n < 4 || n > 20)
        {
          fprintf (stderr, "usage: %s [--list] [--19] [N …]   (4 <= N <= 20)\n", argv[0]);
          return 2;
        }
      ok &= bench ((int) n, list);
      any = TRUE;
    }
  for (int n = 16; n <= last && !any; n++)
    ok &= bench (n, list);

  return ok ? 0 : 1;
}
