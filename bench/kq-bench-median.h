/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-median.h: what the benchmarks share to sort their timings and
 * take their median, and to read their peak memory. Included by one
 * benchmark program each (the functions are static). */
#pragma once

#include <glib.h>
#include <stdlib.h>
#include <string.h>

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

/* The process's peak resident memory in MB (VmHWM), 0: unknown. */
G_GNUC_UNUSED static double
peak_mb (void)
{
  g_autofree char *status = NULL;
  const char *hwm;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) ||
      (hwm = strstr (status, "VmHWM:")) == NULL)
    return 0;
  return g_ascii_strtod (hwm + strlen ("VmHWM:"), NULL) / 1024;
}
