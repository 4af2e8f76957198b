/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-median.h: what the benchmarks share to sort their timings and
 * take their median. Included by one benchmark program each (the
 * functions are static). */
#pragma once

#include <glib.h>
#include <stdlib.h>

G_GNUC_UNUSED static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Sorts values, lowest first. */
G_GNUC_UNUSED static double
median (double *values, int count)
{
  qsort (values, count, sizeof *values, compare_doubles);
  return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}
