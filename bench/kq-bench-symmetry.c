/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-symmetry: the closed tours each symmetry of a board maps onto
 * themselves (kq-tour-symmetry.h), with the time and processor time their
 * search takes: `kq-bench-symmetry [THREADS] [RxC…]` (default 2 threads,
 * 6x6 6x8 7x8; 8x8's half turn is some minutes). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "kq-tour-symmetry.h"

static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

int
main (int argc, char **argv)
{
  static const char *names[KQ_TOUR_N_SYMMETRIES] = {
    "half turn", "quarter turn", "mirror (rows)", "mirror (columns)", "diagonal",
  };
  const char *defaults[] = { "6x6", "6x8", "7x8" };
  const char *const *boards = defaults;
  int n_boards = G_N_ELEMENTS (defaults);
  guint threads = 2;

  if (argc > 1)
    threads = (guint) atoi (argv[1]);
  if (argc > 2)
    {
      boards = (const char *const *) argv + 2;
      n_boards = argc - 2;
    }
  for (int b = 0; b < n_boards; b++)
    {
      KqTourSymmetric symmetric;
      int rows, cols;
      gint64 start = g_get_monotonic_time ();
      double cpu = cpu_seconds ();

      if (sscanf (boards[b], "%dx%d", &rows, &cols) != 2 || rows < 1 || cols < 1 ||
          rows * cols > KQ_TOUR_SYMMETRY_MAX_SQUARES)
        {
          fprintf (stderr, "%s: not a board of up to %d squares (RxC)\n", boards[b],
                   KQ_TOUR_SYMMETRY_MAX_SQUARES);
          return 2;
        }
      kq_tour_symmetric_count (rows, cols, threads, NULL, NULL, &symmetric);
      printf ("%d x %d:", rows, cols);
      for (int k = 0; k < KQ_TOUR_N_SYMMETRIES; k++)
        if ((k != KQ_TOUR_SYMMETRY_QUARTER_TURN && k != KQ_TOUR_SYMMETRY_DIAGONAL) ||
            rows == cols)
          printf (" %s %" G_GUINT64_FORMAT ",", names[k], symmetric.fixed[k]);
      printf (" in %.2f s (%.2f s CPU, %u threads)\n",
              (g_get_monotonic_time () - start) / 1e6, cpu_seconds () - cpu, threads);
    }
  return 0;
}
